#!/bin/bash
# selfhost.sh - build this tree and real upstream sources with only toybox,
# make and the C toolchain on the PATH (make selfhost).
#
# A directory holds a symlink for every command of $TOYBOX, the toolchain
# (found by absolute path on the host's PATH) and a logging stub for every
# other name the host has: a stub records the step, its name and arguments,
# then fails. Each step runs with PATH set to that directory alone, with our
# sh as SHELL, CONFIG_SHELL and make's SHELL, and again with the host's tools
# for the comparisons and the timings. Ends with "N passed, N failed".
#
# Steps (SELFHOST_STEPS picks some: "toybox hello zlib"; SELFHOST_SKIP_HOST=1
# skips the host's runs, and with them the comparisons and timings):
#   toybox  a clean clone of this tree: make distclean && make && ./toybox,
#           and make static when musl-gcc is there; both binaries must be
#           byte-identical to the ones the host's tools build
#   hello   GNU hello: tar -xz, ./configure && make && make check; config.h
#           and config.status's output equal to the host run's
#   zlib    zlib: tar -xj, ./configure && make && make test

set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
TOYBOX=$(readlink -f "${TOYBOX:-$TOP/toybox}")
SRC=${SELFHOST_SRC:-$TOP/../shared/selfhost}
STEPS=${SELFHOST_STEPS:-toybox hello zlib}
[ -x "$TOYBOX" ] || { echo "selfhost: no $TOYBOX: run make first" >&2; exit 1; }
# (without the source tarballs their steps are skipped, and say so)
SRC=$(cd "$SRC" 2>/dev/null && pwd) || echo "selfhost: no source directory $SRC"

W=$(mktemp -d "${TMPDIR:-/tmp}/selfhost.XXXXXX") || exit 1
# SELFHOST_KEEP=1 keeps the work directory (logs, trees) for a look after.
if [ -n "${SELFHOST_KEEP:-}" ]; then
  echo "selfhost: working in $W (kept)"
else
  trap 'chmod -R u+w "$W" 2>/dev/null; rm -rf "$W"' EXIT
fi
BIN=$W/bin STUBLOG=$W/stubs.log
mkdir -p "$BIN"
: > "$STUBLOG"

# Our commands, then the toolchain, then the stubs.
for i in $("$TOYBOX"); do ln -s "$TOYBOX" "$BIN/$i"; done
TOOLS="cc gcc cpp as ld ar ranlib nm strip objcopy musl-gcc
  $(cc -dumpmachine 2>/dev/null)-gcc"  # (the gcc musl-gcc runs)
# (the real tool: a ccache masquerade directory on the PATH links cc and
# the rest to ccache, which would find itself again through $BIN)
realtool()
{
  local d r IFS=:
  for d in $PATH; do
    [ -x "$d/$1" ] && [ ! -d "$d/$1" ] || continue
    r=$(readlink -f "$d/$1")
    [ "${r##*/}" = ccache ] || { echo "$r"; return; }
  done
  return 1
}
for i in $TOOLS; do
  [ -e "$BIN/$i" ] && continue
  p=$(realtool "$i") && ln -s "$p" "$BIN/$i"
done
# make runs recipes with our sh, whatever the Makefile says.
REALMAKE=$(command -v make) || { echo "selfhost: no make" >&2; exit 1; }
STUBSH=$BIN/sh
[ -x "$STUBSH" ] || STUBSH=/bin/sh
printf '#!%s\nexec %s SHELL=%s "$@"\n' "$STUBSH" "$REALMAKE" "$BIN/sh" > "$BIN/make"
chmod +x "$BIN/make"
# No stub for the names configure scripts look for as optional alternatives
# (gawk before awk, the gettext tools): a stub there would be found and
# chosen, where a system with only toybox has nothing and goes on without.
NOSTUB=" gawk mawk nawk msgfmt gmsgfmt xgettext msgmerge ${SELFHOST_NOSTUB:-} "
IFS=: read -ra dirs <<< "$PATH"
for d in "${dirs[@]}" /usr/sbin /sbin /usr/bin /bin; do
  for f in "$d"/*; do
    n=${f##*/}
    [ -x "$f" ] && [ ! -d "$f" ] && [ ! -e "$BIN/$n" ] && [ ! -L "$BIN/$n" ] &&
      [ "${NOSTUB/ $n /}" = "$NOSTUB" ] || continue
    printf '#!%s\necho "$SELFHOST_STEP: %s $*" >> %s\necho "selfhost stub: %s is not a toybox command" >&2\nexit 127\n' \
      "$STUBSH" "$n" "$STUBLOG" "$n" > "$BIN/$n"
    chmod +x "$BIN/$n"
  done
done

pass=0 fail=0 skip=0 report=

# ours STEP DIR CMD: run the shell command line CMD in DIR with our tools only
ours()
{
  (cd "$2" && env -i PATH="$BIN" HOME="$W" TMPDIR="$W/tmp" LC_ALL=C TERM=dumb \
    SHELL="$BIN/sh" CONFIG_SHELL="$BIN/sh" SELFHOST_STEP="$1" \
    "$BIN/sh" -c "$3")
}

# host DIR CMD: the same with the host's tools
host()
{
  (cd "$1" && env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$W" \
    TMPDIR="$W/tmp" LC_ALL=C TERM=dumb /bin/sh -c "$2")
}

# timed VAR CMD...: run CMD, keep its time in seconds in VAR, return its status
timed()
{
  local var=$1 t0 rc
  shift
  t0=$(date +%s%N)
  "$@"
  rc=$?
  t0=$((($(date +%s%N)-t0)/100000000))
  printf -v "$var" '%d.%d' $((t0/10)) $((t0%10))
  return $rc
}

# result STEP OK DETAIL: count a step and add it to the report
result()
{
  local hits
  hits=$(grep -c "^$1: " "$STUBLOG")
  if [ "$2" = 0 ] && [ "$hits" = 0 ]; then
    pass=$((pass+1)); report+="ok   $1 $3"$'\n'
  else
    fail=$((fail+1)); report+="FAIL $1 $3"
    [ "$hits" = 0 ] || report+=" (stubs hit $hits times)"
    report+=$'\n'
  fi
}

mkdir -p "$W/tmp"
for step in $STEPS; do
  echo "== selfhost: $step"
  D=$W/$step
  mkdir -p "$D"
  ok=1 detail=
  case $step in
  toybox)
    git -C "$TOP" rev-parse HEAD >/dev/null 2>&1 &&
      git clone -q "$TOP" "$D/toybox" || cp -a "$TOP/." "$D/toybox"
    static=
    command -v musl-gcc >/dev/null && static=" && make static && cp toybox ../static"
    CMD="make distclean && make && ./toybox >/dev/null && cp toybox ../dynamic$static"
    timed th host "$D/toybox" "$CMD" >"$D/host.log" 2>&1 &&
      mkdir "$D/host" && mv "$D/dynamic" "$D"/static* "$D/host/" 2>/dev/null
    timed to ours toybox "$D/toybox" "$CMD" >"$D/ours.log" 2>&1 && ok=0
    [ $ok = 0 ] || tail -n 20 "$D/ours.log"
    for b in dynamic ${static:+static}; do
      if ! cmp -s "$D/$b" "$D/host/$b"; then
        ok=1; echo "selfhost: toybox: $b binary differs from the host build's"
      fi
    done
    detail="(ours ${to}s, host ${th}s)"
    ;;
  hello|zlib)
    case $step in
      hello) tb=$SRC/hello_2.10.orig.tar.gz z=z dir=hello-2.10
             CMD="sh ./configure && make && make check" ;;
      zlib) tb=$SRC/zlib_1.2.13.dfsg.orig.tar.bz2 z=j dir=zlib-1.2.13.dfsg
            CMD="sh ./configure && make && make test" ;;
    esac
    if [ ! -f "$tb" ]; then
      skip=$((skip+1)) report+="skip $step (no $tb)"$'\n'
      continue
    fi
    # The host run first, in the same directory, for the comparisons.
    th=0
    if [ -z "${SELFHOST_SKIP_HOST:-}" ]; then
      host "$D" "tar -x${z}f '$tb'" &&
        timed th host "$D/$dir" "$CMD" >"$D/host.log" 2>&1 ||
        echo "selfhost: $step: the host's build failed too"
    fi
    [ -d "$D/$dir" ] && mv "$D/$dir" "$D/$dir.host"
    timed to ours $step "$D" "tar -x${z}f '$tb'" >"$D/ours.log" 2>&1 &&
      timed to ours $step "$D/$dir" "$CMD" >>"$D/ours.log" 2>&1 && ok=0
    [ $ok = 0 ] || tail -n 20 "$D/ours.log"
    # config.h, and what config.status said it made (config.status itself
    # names the tools each run found: paths, gawk, the gettext tools)
    if [ $step = hello ] && [ $ok = 0 ] && [ -d "$D/$dir.host" ]; then
      cmp -s "$D/$dir/config.h" "$D/$dir.host/config.h" ||
        { ok=1; echo "selfhost: hello: config.h differs from the host run's"; }
      [ "$(grep '^config.status: ' "$D/ours.log")" = \
        "$(grep '^config.status: ' "$D/host.log")" ] ||
        { ok=1; echo "selfhost: hello: config.status said other things"; }
    fi
    detail="(ours ${to}s, host ${th}s)"
    ;;
  *) echo "selfhost: unknown step $step" >&2; ok=1 ;;
  esac
  result $step $ok "$detail"
done

printf '%s' "$report"
if [ -s "$STUBLOG" ]; then
  echo "== host commands the steps tried to use:"
  sed 's/^\([^:]*: [^ ]*\).*/\1/' "$STUBLOG" | sort | uniq -c
fi
line="$pass passed, $fail failed"
[ $skip = 0 ] || line="$line, $skip skipped"
echo "$line"
[ $fail = 0 ]
