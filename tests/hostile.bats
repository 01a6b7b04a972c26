#!/usr/bin/env bats
# The tree walkers (ls -R, du, cp -a, chmod -R, chown -R, rm -r) on a tree
# made to trip them up: names with spaces, newlines, leading dashes and
# invalid UTF-8, symlinks to . and .. and themselves and nowhere and out of
# the tree, an unreadable directory, a hard link, a fifo, and 10000 levels
# of directories (far deeper than PATH_MAX). They must finish, report what
# they can't do, follow no symlink they weren't asked to, and get it right.
# (See tests/files/hostiletree.py. The tree is made once, on tmpfs when
# /dev/shm is one: 10000 mkdirs on a busy disk take seconds.)

load helper

HT=$BATS_TEST_DIRNAME/files/hostiletree.py

setup_file()
{
  local base=$BATS_FILE_TMPDIR
  [ "$(stat -f -c %T /dev/shm 2>/dev/null)" = tmpfs ] && [ -w /dev/shm ] &&
    base=/dev/shm
  export H=$(/bin/mktemp -d "$base/hostile.XXXXXX")
  python3 "$HT" make "$H/t" 10000
  # A symlink out of the tree, to what must stay as it is
  echo keep > "$H/sentinel"
  chmod 640 "$H/sentinel"
  ln -s "$H" "$H/t/out"
  python3 "$HT" list "$H/t" > "$H/t.list"
}

teardown_file()
{
  [ -n "$H" ] && /bin/chmod -R u+rwx "$H" 2>/dev/null; /bin/rm -rf "$H"
}

# What must not change: the sentinel outside the tree
sentinel() { /usr/bin/stat -c '%a %u:%g %s' "$H/sentinel"; }

@test "hostile tree: ls -R lists it all, follows no symlink" {
  needs_root
  # (the deepest header is 20000 bytes: only its length is shown)
  # (10^8 bytes of headers: one pass counts the d's and the headers, finds
  # the deepest one, and keeps the last two lines)
  run sh -c 'ls -R "$H/t" 2>&1 | LC_ALL=C awk -v deep=$((${#H}+20008)) "
    /^d\$/ {d++} /:\$/ {h++} p {print; p = 0}
    length(\$0) == deep {print \"deepest\"; p = 1} {a = b; b = \$0}
    END {print d, h; print a; print b}"'
  check "deepest
bottom
10000 10004
$H/t/locked:
secret" 0
  run ls -Rb "$H/t/-dir "$'\n\xff'
  check "$H/t/-dir \n\377:
--x
up" 0
  run ls -b "$H/t"
  check "-dash
-dir\ \n\377
bad\377\376utf
dangling
deep
dot
fifo
hard
locked
new\nline
out
self
sp\ ace
tab\there" 0
}

@test "hostile tree: ls -RL reports the loops and goes on (GNU)" {
  needs_root
  run sh -c 'ls -RL "$H/t" 2>"$H/err" >/dev/null; echo $?; sort "$H/err"'
  check "2
ls: '$H/t/-dir '$'\n\377''/up': not listing already-listed directory
ls: $H/t/dot: not listing already-listed directory
ls: $H/t/out/t: not listing already-listed directory
ls: cannot access '$H/t/dangling': No such file or directory
ls: cannot access '$H/t/self': Too many levels of symbolic links"
}

@test "hostile tree: du counts it all once, -L reports what leads nowhere (GNU)" {
  needs_root
  run du -s "$H/t"
  [ "$status" = 0 ] && [ "${output#*	}" = "$H/t" ]
  if /usr/bin/du --version 2>/dev/null | grep -q GNU; then
    check "$(/usr/bin/du -s "$H/t")" 0
    run sh -c 'du -d 1 "$H/t" | sort; du -a "$H/t/-dir "* | sort'
    check "$(/usr/bin/du -d 1 "$H/t" | sort; /usr/bin/du -a "$H/t/-dir "* | sort)" 0
  fi
  run sh -c 'du -sL "$H/t" 2>"$H/err" >/dev/null; echo $?; sort "$H/err"'
  check "1
du: cannot access '$H/t/dangling': No such file or directory
du: cannot access '$H/t/self': Too many levels of symbolic links"
}

@test "hostile tree: cp -a copies all of it exactly" {
  needs_root
  run cp -a "$H/t" "$H/c"
  check "" 0
  run sh -c 'python3 "$0" list "$H/c" | cmp - "$H/t.list"' "$HT"
  check "" 0
  [ "$H/c/hard" -ef "$H/c/sp ace" ] && [ -p "$H/c/fifo" ]
  [ "$(readlink "$H/c/out")" = "$H" ]
  run sentinel
  check "640 0:0 5" 0
}

@test "hostile tree: chmod -R changes all but symlinks, follows none" {
  needs_root
  [ -d "$H/c" ] || cp -a "$H/t" "$H/c"
  run chmod -R u=rwx,go=rx "$H/c"
  check "" 0
  run python3 "$HT" modes "$H/c"
  check "100755 9
10755 1
120777 5
40755 10003" 0
  run sentinel
  check "640 0:0 5" 0
}

@test "hostile tree: chown -R changes all, symlinks themselves, follows none" {
  needs_root
  [ -d "$H/c" ] || cp -a "$H/t" "$H/c"
  run chown -R 123:456 "$H/c"
  check "" 0
  run python3 "$HT" owners "$H/c"
  check "123:456 10018" 0
  run sentinel
  check "640 0:0 5" 0
}

@test "hostile tree: rm -r removes it all, follows no symlink" {
  needs_root
  [ -d "$H/c" ] || cp -a "$H/t" "$H/c"
  run rm -r "$H/c" "$H/t"
  check "" 0
  [ ! -e "$H/c" ] && [ ! -e "$H/t" ]
  run sentinel
  check "640 0:0 5" 0
}
