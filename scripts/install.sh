#!/bin/sh
# install.sh [--flat|--uninstall] PREFIX - install ./toybox and its links.
#
# Default: PREFIX/bin/toybox plus a relative symlink for every command at the
# path "./toybox --long" gives (PREFIX/usr/bin/wc -> ../../bin/toybox).
# --flat: PREFIX/toybox and every link beside it (PREFIX/wc -> toybox).
# --uninstall: remove the links of either layout that point to a toybox, then
# the binary. POSIX sh and basic utilities only: toybox's own sh runs this.
#
# Copyright 2026 the toybox authors. 0BSD license: see LICENSE.

usage() { echo "usage: $0 [--flat|--uninstall] PREFIX" >&2; exit 1; }

mode=tree
case "$1" in
  --flat) mode=flat; shift ;;
  --uninstall) mode=uninstall; shift ;;
  -*) usage ;;
esac
[ $# -eq 1 ] && [ -n "$1" ] || usage
PREFIX=${1%/}

die() { echo "install.sh: $*" >&2; exit 1; }

# link=: "../../bin/toybox" for "usr/bin/", "toybox" for "bin/", "bin/toybox"
# for "". (A variable, not output: a command substitution would be a
# process per link.)
target()
{
  case "$1" in
    bin/) link=toybox; return ;;
  esac
  up= rest=$1
  while [ -n "$rest" ]; do
    up="../$up"
    rest=${rest#*/}
  done
  link="${up}bin/toybox"
}

# Does symlink $1 point at a toybox? (its target's last component is toybox)
is_toybox_link()
{
  [ -L "$1" ] || return 1
  t=$(readlink "$1") || return 1
  [ "${t##*/}" = toybox ]
}

if [ $mode = uninstall ]; then
  # The command list: from the build, else from the installed binary.
  for bin in ./toybox "$PREFIX/bin/toybox" "$PREFIX/toybox"; do
    [ -x "$bin" ] && list=$("$bin" --long) && break
    list=
  done
  [ -n "$list" ] || [ -e "$PREFIX/bin/toybox" ] || [ -e "$PREFIX/toybox" ] ||
    die "no toybox to uninstall in $PREFIX"
  # (removed together: a process per link is most of the time this takes)
  set --
  for path in $list; do
    for f in "$PREFIX/$path" "$PREFIX/${path##*/}"; do
      if is_toybox_link "$f"; then set -- "$@" "$f"; fi
    done
  done
  [ $# = 0 ] || rm -f "$@" || exit 1
  for f in "$PREFIX/bin/toybox" "$PREFIX/toybox"; do
    if [ -f "$f" ] && [ ! -L "$f" ]; then rm -f "$f" || exit 1; fi
  done
  # Remove directories the install made, if now empty.
  for d in usr/sbin usr/bin usr sbin bin; do
    [ -d "$PREFIX/$d" ] && rmdir "$PREFIX/$d" 2>/dev/null
  done
  exit 0
fi

[ -x ./toybox ] || die "no ./toybox: run make first"
list=$(./toybox --long) || die "./toybox --long failed"

if [ $mode = flat ]; then
  bindir=${PREFIX:-/}
else
  bindir=$PREFIX/bin
fi
mkdir -p "$bindir" || exit 1
# Copy to a temporary name and rename, so a running toybox isn't disturbed.
cp ./toybox "$bindir/.toybox.$$" && chmod 755 "$bindir/.toybox.$$" &&
  mv -f "$bindir/.toybox.$$" "$bindir/toybox" ||
  { rm -f "$bindir/.toybox.$$"; die "can't install $bindir/toybox"; }

made=" "
for path in $list; do
  name=${path##*/}
  if [ $mode = flat ]; then
    dir= link=toybox
  else
    dir=${path%"$name"}
    target "$dir"
  fi
  case "$made" in
    *" $dir "*) ;;
    *) [ -z "$dir" ] || mkdir -p "$PREFIX/$dir" || exit 1; made="$made$dir " ;;
  esac
  f=$PREFIX/$dir$name
  # Replace an old link or file, never a directory (nor what a symlink to
  # one points to: ln would put the link inside it)
  if [ -d "$f" ]; then
    [ -L "$f" ] || die "$f is a directory"
    rm -f "$f" || exit 1
  fi
  ln -sf "$link" "$f" || exit 1
done
exit 0
