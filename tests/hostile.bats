#!/usr/bin/env bats
# The tree walkers (ls -R, du, cp -a, chmod -R, chown -R, rm -r) on a tree
# made to trip them up: names with spaces, newlines, leading dashes and
# invalid UTF-8, symlinks to . and .. and themselves and nowhere and out of
# the tree, an unreadable directory, a hard link, a fifo, and 10000 levels
# of directories (far deeper than PATH_MAX). They must finish, report what
# they can't do, follow no symlink they weren't asked to, and get it right.
# (See tests/files/hostiletree.py. The tree is made once, on tmpfs when
# /dev/shm is one: 10000 mkdirs on a busy disk take seconds.)
#
# Then the file-reading commands, table driven (READERS below), on hostile
# input: empty, NUL bytes, invalid UTF-8, one 100 MB line, a directory, an unreadable file, a FIFO; and on a
# hostile stdout: /dev/full, closed, a pipe nobody reads with SIGPIPE
# ignored. Each must give the right status, name itself (and the file) on
# stderr when it fails, never crash or hang, and never succeed silently.

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

@test "hostile tree: find lists it all, cp -r copies it all" {
  needs_root
  run sh -c 'find "$H/t" | wc -l'
  check "$(/usr/bin/find "$H/t" | wc -l)" 0
  run sh -c 'find "$H/t" -depth -name bottom | wc -l'
  check "1" 0
  # (deep: 10000 directories, a file at the bottom)
  run cp -r "$H/t/deep" "$H/r"
  check "" 0
  run sh -c 'find "$H/r" | wc -l; find "$H/r" -name bottom -size 5c | wc -l'
  check "10002
1" 0
  /bin/rm -rf "$H/r"
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

# The file-reading commands: the file under test is appended to each (after
# REF, a second file, for the commands comparing two); "<" reads it as stdin.
READERS=("cat" "head" "tail" "wc" "sort" "uniq" "cut -b 1-3" "tr a-z A-Z <"
  "sed p" "grep -a ." "awk 1" "od -c" "xxd" "base64" "md5sum" "sha1sum"
  "cksum" "cmp -l REF" "diff REF" "comm REF" "join REF" "paste" "nl" "fold"
  "expand" "tac" "rev" "strings" "file" "gzip -c" "tar cf -")

# rows [SKIP...]: the READERS this toybox has, but those named (and those
# in $SKIPROWS)
rows()
{
  local r
  for r in "${READERS[@]}"; do
    [ -e "$TESTBIN/${r%% *}" ] || continue
    [[ " $* $SKIPROWS " == *" ${r%% *} "* ]] || printf '%s\n' "$r"
  done
}

# cmdline ROW FILE [REF]: the shell command for a row
cmdline()
{
  local c=${1/REF/${3:-ref}}
  [ "${c% <}" != "$c" ] && echo "${c% <} < $2" || echo "$c $2"
}

# GNU's (or the host's) output for the same command line, where it exists
host() { PATH=/usr/local/bin:/usr/bin:/bin sh -c "$1"; }
toy() { PATH=$TESTBIN:/usr/bin:/bin sh -c "$1"; }

# same_as_host FILE STATUS [SKIP...]: each row's stdout on FILE is the
# host tool's (rows named in SKIP: only the status is checked), its status
# STATUS (grep: 1 on no lines), nothing on stderr.
same_as_host()
{
  local f=$1 want=$2 r c err st bad=
  shift 2
  cp "$f" ref
  while read -r r; do
    c=$(cmdline "$r" "$f")
    toy "$c" >out 2>err
    st=$?
    err=$(cat err)
    local w=$want
    [ "${r%% *}" = grep ] && [ ! -s "$f" ] && w=1
    if [ "$st" != "$w" ] || [ -n "$err" ]; then
      bad+="$c: status $st: $err"$'\n'
    elif [[ " $* " != *" ${r%% *} "* ]] &&
      ! { host "$c" >hout 2>/dev/null; /usr/bin/cmp -s out hout; }; then
      bad+="$c: output differs from the host's"$'\n'
    fi
  done < <(rows)
  [ -z "$bad" ] || { echo "$bad"; return 1; }
}

# (xxd isn't GNU; file, gzip and tar write names, dates and magic of
# their own; od -c of invalid UTF-8 and strings' defaults differ)
NOTGNU="xxd file gzip tar od strings"

@test "hostile input: empty file" {
  : > empty
  run same_as_host empty 0 $NOTGNU
  check "" 0
}

@test "hostile input: 64k NUL bytes, an x, no newline" {
  # (the x: "." matching a NUL is GNU grep's own, glibc's regexec says no)
  { head -c 65536 /dev/zero; printf x; } > nul
  # (rev is util-linux's: it stops at a NUL)
  run same_as_host nul 0 $NOTGNU sort rev
  check "" 0
}

@test "hostile input: invalid UTF-8" {
  # (in byte order, for comm and join; util-linux rev does its own thing;
  # musl's regexec matches nothing on a line of invalid UTF-8: grep's
  # output is checked only with glibc)
  printf 'cut \303\nok \300\200 overlong\n\355\240\200 surrogate\n\364\220\200\200 too big\n\377\376 bad' > bad
  local musl=
  ldd "$TOYBOX" >/dev/null 2>&1 || musl=grep
  run same_as_host bad 0 $NOTGNU wc rev $musl
  check "" 0
}

@test "hostile input: one 100 MB line" {
  # (Only the commands that read lines: the others see bytes, as above.)
  # (in the tmpfs, if setup_file found one: some 3 GB are written here)
  mkdir "$H/big" && cd "$H/big" || return 1
  { head -c 100000000 /dev/zero | tr '\0' x; echo; } > big
  # (util-linux's rev takes 15 s over this line: rev's output, the line
  # itself, is checked on its own)
  SKIPROWS="od xxd base64 md5sum sha1sum cksum cmp gzip tar strings file" \
    run same_as_host big 0 $NOTGNU fold rev
  check "" 0
  if [ -e "$TESTBIN/rev" ]; then
    rev big | /usr/bin/cmp - big
  fi
  cd .. && rm -rf "$H/big"
}

@test "hostile input: a directory where a file goes is an error naming it" {
  local r c bad= st
  mkdir dir
  echo a > ref
  # (file describes it, tar archives it, awk skips it as gawk does, diff
  # compares ref with dir/ref)
  while read -r r; do
    c=$(cmdline "$r" dir)
    st=$(toy "$c" 2>err >/dev/null; echo $?)
    if [ "$st" = 0 ] || [ "$st" -ge 128 ] || ! grep -q "^${r%% *}: .*dir" err
    then bad+="$c: status $st: $(cat err)"$'\n'; fi
  done < <(rows file tar awk tr diff)
  [ -z "$bad" ] || { echo "$bad"; return 1; }
}

@test "hostile input: an unreadable file is an error naming it" {
  local r c bad= st
  echo a > ref
  echo a > locked
  chmod 000 locked
  # root reads anything: drop the capabilities that let it
  needs_cmd setpriv
  [ "$(id -u)" != 0 ] || setpriv --bounding-set=-dac_override,-dac_read_search true ||
    skip "can't drop CAP_DAC_OVERRIDE"
  while read -r r; do
    c=$(cmdline "$r" locked)
    st=$(setpriv --bounding-set=-dac_override,-dac_read_search \
      env PATH="$TESTBIN:$PATH" sh -c "$c" 2>err >/dev/null; echo $?)
    if [ "$st" = 0 ] || [ "$st" -ge 128 ] || ! grep -q "^${r%% *}: .*locked" err
    then bad+="$c: status $st: $(cat err)"$'\n'; fi
  done < <(rows file tr tar)
  [ -z "$bad" ] || { echo "$bad"; return 1; }
  # tar names it its own way
  run setpriv --bounding-set=-dac_override,-dac_read_search \
    env PATH="$TESTBIN:$PATH" tar cf /dev/null locked
  [ "$status" != 0 ] && [[ "$output" == *"locked"* ]]
}

@test "hostile input: a FIFO reads as the same file would" {
  local r c bad= want got
  seq 1000 | sort > data
  cp data ref
  # (file and tar don't read a FIFO: they describe or archive it; wc's
  # columns are as wide as a file's size says, gzip keeps the mtime)
  while read -r r; do
    rm -f fifo
    mkfifo fifo
    (timeout 10 cat data > fifo &)
    want=$(toy "$(cmdline "$r" data)" 2>&1 | md5sum)
    got=$(timeout 10 sh -c "PATH=$TESTBIN:\$PATH; $(cmdline "$r" fifo)" 2>&1 | sed "s/fifo/data/g" | md5sum)
    [ "$want" = "$got" ] || bad+="$(cmdline "$r" fifo): differs from a file"$'\n'
  done < <(rows file tar wc gzip)
  [ -z "$bad" ] || { echo "$bad"; return 1; }
}

# write_fails HOW REASON: each row, stdout made to fail by HOW, must exit
# non-zero (not by a signal) saying "NAME: ...REASON"
write_fails()
{
  local how=$1 reason=$2 r c st bad=
  seq 20000 | sort > data
  sed 1d data > ref
  while read -r r; do
    c=$(cmdline "$r" data)
    case $how in
      full) st=$(toy "$c" 2>err >/dev/full; echo $?) ;;
      closed) st=$(toy "$c" 2>err >&-; echo $?) ;;
      # a FIFO whose only reader is gone: EPIPE at the first write
      pipe) rm -f p; mkfifo p
        st=$(trap '' PIPE; exec 3<>p 4>p 3<&-
          timeout 20 env PATH="$TESTBIN:$PATH" sh -c "$c" 2>err >&4; echo $?) ;;
    esac
    if [ "$st" = 0 ] || [ "$st" -ge 128 ] ||
      ! grep -q "^${r%% *}: .*$reason" err
    then bad+="$c: status $st: $(cat err)"$'\n'; fi
  done < <(rows)
  [ -z "$bad" ] || { echo "$bad"; return 1; }
}

@test "hostile output: /dev/full is an error, never silent success" {
  run write_fails full "No space left on device"
  check "" 0
}

@test "hostile output: a closed stdout is an error" {
  run write_fails closed "Bad file descriptor"
  check "" 0
}

@test "hostile output: SIGPIPE ignored, a pipe nobody reads: error, no hang" {
  # (SIGPIPE ignored by the shell stays ignored in what it runs)
  run write_fails pipe "Broken pipe"
  check "" 0
}
