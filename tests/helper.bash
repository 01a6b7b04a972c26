# helper.bash - loaded by every tests/NAME.bats.
#
# Puts a directory of symlinks to the toybox under test ($TOYBOX, default
# ./toybox) first on the PATH, so tests run "ls", not "toybox ls", and runs
# each test in its own empty temporary directory. A test file named after a
# command that this toybox doesn't have is skipped.

# (no subshell or command here or in setup(): bats sources this file again
# for every test, and on a machine where starting a process costs
# milliseconds the suite's 6,000 tests feel each one)
TOPDIR=${BATS_TEST_DIRNAME%/*}
[ "$TOPDIR" != "$BATS_TEST_DIRNAME" ] && [ "${TOPDIR#/}" != "$TOPDIR" ] ||
  TOPDIR=$(cd "$BATS_TEST_DIRNAME/.." && pwd)
: "${TOYBOX:=$TOPDIR/toybox}"
case "$TOYBOX" in /*) ;; *) TOYBOX=$TOPDIR/$TOYBOX ;; esac
export TOYBOX

# Where the symlinks and wrapper below go: scripts/test.sh makes one
# directory for all its bats runs, else it is this run's.
: "${TEST_SHARED:=$BATS_RUN_TMPDIR}"

# TOYBOX_WRAP runs a toybox built for another architecture through an
# emulator where the kernel has no binfmt_misc entry for it, e.g.
# TOYBOX_WRAP="qemu-aarch64-static -L /usr/aarch64-linux-gnu": TOYBOX becomes
# a script calling "$TOYBOX_WRAP toybox NAME ARGS" for each symlink NAME.
if [ -n "$TOYBOX_WRAP" ] && [ "${TOYBOX##*/}" != toybox-wrap ]; then
  if [ ! -x "$TEST_SHARED/toybox-wrap" ]; then
    printf '#!/bin/sh\nn=${0##*/}\n[ "$n" = toybox-wrap ] && exec %s %s "$@"\nexec %s %s "$n" "$@"\n' \
      "$TOYBOX_WRAP" "$TOYBOX" "$TOYBOX_WRAP" "$TOYBOX" \
      > "$TEST_SHARED/toybox-wrap.$$"
    chmod +x "$TEST_SHARED/toybox-wrap.$$"
    mv "$TEST_SHARED/toybox-wrap.$$" "$TEST_SHARED/toybox-wrap"
  fi
  TOYBOX=$TEST_SHARED/toybox-wrap
fi

# The symlink directory: made once for the whole suite when scripts/test.sh
# runs it (in TEST_SHARED), else once per bats run
export TESTBIN=$TEST_SHARED/toybin
if [ ! -d "$TESTBIN" ]; then
  mkdir -p "$TESTBIN.$$"
  # not bash: bats runs its own scripts with the bash on the PATH
  for i in $("$TOYBOX"); do
    [ "$i" = bash ] || ln -s "$TOYBOX" "$TESTBIN.$$/$i"
  done
  mv "$TESTBIN.$$" "$TESTBIN" 2>/dev/null || rm -rf "$TESTBIN.$$"
fi
# In the tests only: bats sources this file also in the process that runs
# setup_file and starts each test, and what that process exports, the
# commands bats itself runs around each test (mkdir, rm) inherit. They are
# the host's: a sanitized toybox or one under qemu costs each of them
# milliseconds. (setup_file and teardown_file get the host's commands too.)
[ -z "${BATS_TEST_NAME:-}" ] || export PATH="$TESTBIN:$PATH"
export LC_ALL=C.UTF-8 TZ=UTC

# Two costs of bats 1.x around each test, cut where that bats is the one
# running (with "bats --trace" its own tracing stays):
# - the test's start time comes from a "date" process in two subshells:
#   bash 5 has the clock in $EPOCHREALTIME;
# - to say where a failed test stopped, a DEBUG trap records the stack before
#   every command the test runs, a tenth of the suite's time. An ERR trap
#   records the same stack once, at the command that failed, and bats
#   reports it the same way.
if [ "${BATS_VERSION%%.*}" = 1 ] && [ "${BATS_TRACE_LEVEL:-0}" = 0 ] &&
   [ -n "${EPOCHREALTIME:-}" ] && declare -F bats_setup_tracing >/dev/null
then
  get_mills_since_epoch() { local t=${EPOCHREALTIME/[.,]/}; echo $((t/1000)); }
  bats_setup_tracing()
  {
    BATS_DEBUG_LASTLAST_STACK_TRACE=() BATS_DEBUG_LAST_STACK_TRACE=()
    BATS_DEBUG_LAST_LINENO=() BATS_DEBUG_LAST_SOURCE=()
    BATS_DEBUG_LAST_STACK_TRACE_IS_VALID= BATS_ERROR_SUFFIX=
    BATS_DEBUG_EXCLUDE_PATHS=()
    exec 4<&1
    trap toy_err_trap ERR
  }
  # (called as bats' DEBUG trap calls it, so the stack has the same shape;
  # bats_error_trap then reads the failed command's status from $?)
  toy_err_trap()
  {
    local s=$?
    bats_capture_stack_trace
    toy_status $s || bats_error_trap
  }
  toy_status() { return "$1"; }
fi

setup()
{
  local name=${BATS_TEST_FILENAME##*/}
  name=${name%.bats}
  # Only command tests: main.bats, argtest.bats and the like always run.
  local src=("$TOPDIR"/toys/*/"$name.c")
  if [ -e "${src[0]}" ] && [ ! -e "$TESTBIN/$name" ]; then
    skip "$name is not in this toybox"
  fi
  cd "$BATS_TEST_TMPDIR" || return 1
}

# is_root: tests that need root skip without it (and vice versa)
needs_root() { [ "$EUID" = 0 ] || skip "needs root"; }
not_root() { [ "$EUID" != 0 ] || skip "root ignores permissions"; }

# needs_cmd NAME: skip unless the host has NAME
needs_cmd() { command -v "$1" >/dev/null 2>&1 || skip "needs $1"; }

# Names bash has as builtins (true false echo pwd printf test [ kill ...) must
# be run as "$TESTBIN/NAME": bash would run its own builtin otherwise.

# check OUTPUT STATUS: compare the last run's output and status
check()
{
  if [ "$output" != "$1" ] || [ "$status" != "${2:-0}" ]; then
    printf 'expected status %s, output:\n%s\n--- got status %s, output:\n%s\n' \
      "${2:-0}" "$1" "$status" "$output" >&2
    return 1
  fi
}

# needs_gnu CMD: skip unless /usr/bin/CMD is GNU's (asked once per test:
# tests call this in loops)
needs_gnu()
{
  local v=GNU_HOST_${1//[^a-zA-Z0-9]/_}
  if [ -z "${!v:-}" ]; then
    if "/usr/bin/$1" --version 2>/dev/null | grep -q GNU; then
      printf -v "$v" 1
    else
      printf -v "$v" 0
    fi
  fi
  [ "${!v}" = 1 ] || skip "needs GNU $1"
}

# gnu_same CMD ARGS...: run the host's GNU CMD (under its own name, so its
# messages say "CMD: ...") and then toybox's; both output and status must match.
gnu_same()
{
  local cmd=$1
  needs_gnu "$cmd"
  shift
  # (exec in run's own subshell: no shell started for it)
  run exec -a "$cmd" "/usr/bin/$cmd" "$@"
  local out=$output st=$status
  run "$cmd" "$@"
  check "$out" "$st"
}

# gnu_same_each CMD ARGS... [:: ARGS...]...: gnu_same CMD ARGS for each
# list of ARGS, all the commands started by one python3 (no shell per run):
# same output (stdout and stderr together, trailing newlines dropped, as
# run has them) and status, checked case by case
gnu_same_each()
{
  local cmd=$1 i res
  needs_gnu "$cmd"
  local f=$BATS_RUN_TMPDIR/gnu_same_each.$$ n=1 args a
  python3 -c 'import subprocess, sys
cmd, args, cases = sys.argv[1], [], []
for a in sys.argv[2:] + ["::"]:
  if a == "::": cases.append(args); args = []
  else: args.append(a)
for c in cases:
  for exe in ("/usr/bin/" + cmd, None):
    r = subprocess.run([cmd] + c, executable=exe, stdout=subprocess.PIPE,
      stderr=subprocess.STDOUT)
    o = r.stdout.replace(b"\0", b"").rstrip(b"\n")
    sys.stdout.buffer.write(b"%d\n%s\0" % (r.returncode, o))' "$@" > "$f"
  mapfile -d '' -t res < "$f"
  rm -f "$f"
  shift
  for a in "$@"; do [ "$a" != :: ] || n=$((n+1)); done
  [ ${#res[@]} = $((2*n)) ] || { echo "gnu_same_each: ${#res[@]} results" >&2; return 1; }
  for ((i = 0; i < ${#res[@]}; i += 2)); do
    args=()
    while [ $# -gt 0 ] && [ "$1" != :: ]; do args+=("$1"); shift; done
    [ $# = 0 ] || shift
    output=${res[i+1]#*$'\n'} status=${res[i+1]%%$'\n'*}
    check "${res[i]#*$'\n'}" "${res[i]%%$'\n'*}" ||
      { echo "(case: $cmd ${args[*]})" >&2; return 1; }
  done
}

# same_as "REF [ARGS]" CMD ARGS...: the reference command REF (a path, with
# arguments of its own: the words of $1) and our CMD, each given ARGS, print
# the same and exit the same. Skips where REF isn't installed.
same_as()
{
  local ref=($1) cmd=$2
  [ -x "${ref[0]}" ] || skip "needs ${ref[0]}"
  shift 2
  run "${ref[@]}" "$@"
  local out=$output st=$status
  run "$cmd" "$@"
  check "$out" "$st"
}

# deep_tree DIR LEVELS [LEAF [BYTES]]: DIR/d/d/.../d, LEVELS directories "d"
# below DIR (made if missing), deeper than PATH_MAX allows to name; with LEAF,
# a file of BYTES (default 0) "x"s in the deepest one. Made through
# directory fds, so no path is ever longer than one name.
deep_tree()
{
  python3 - "$@" <<'PY'
import os, sys
top, n = sys.argv[1], int(sys.argv[2])
if not os.path.isdir(top): os.mkdir(top)
fd = os.open(top, os.O_RDONLY)
for i in range(n):
    os.mkdir("d", dir_fd=fd)
    new = os.open("d", os.O_RDONLY, dir_fd=fd)
    os.close(fd)
    fd = new
if len(sys.argv) > 3:
    f = os.open(sys.argv[3], os.O_CREAT|os.O_WRONLY, 0o644, dir_fd=fd)
    os.write(f, b"x"*int(sys.argv[4] if len(sys.argv) > 4 else 0))
PY
}

# Synchronisation for tests of what a command does at a point in time: poll
# for the state, never sleep for a guessed time (a loaded machine or a
# sanitizer build can start slower than any guess). Both are functions that
# a test's "sh -c" gets with "$(declare -f drain caught)".
# drain: wait until the pipe on stdout is empty, i.e. its reader has read
# all that was written so far: what is written next comes in a read of its own
drain()
{
  python3 -c 'import fcntl, termios, struct, time
while struct.unpack("i", fcntl.ioctl(1, termios.FIONREAD, b"1234"))[0]:
    time.sleep(0.01)'
}

# caught PID SIGNUM [SigIgn]: wait until process PID has a handler for signal
# SIGNUM (or ignores it), status 1 if that doesn't happen in 30 s
caught()
{
  local i=0 m
  while [ $i -lt 3000 ]; do
    m=$(sed -n "s/^${3:-SigCgt}:[^0-9a-f]*//p" /proc/$1/status 2>/dev/null)
    [ -n "$m" ] && [ $(( 0x$m >> ($2-1) & 1 )) = 1 ] && return 0
    sleep 0.01
    i=$((i+1))
  done
  return 1
}

# File attribute tests (lsattr chattr getfattr setfattr): skip unless the
# test directory is on ext2/3/4, or holds user extended attributes.
needs_ext4() {
  local t
  t=$(/usr/bin/stat -f -c %t . 2>/dev/null)
  [ "$t" = ef53 ] || skip "the test directory isn't on ext2/3/4 (type $t)"
}

# needs_fsxattr: skip where lsattr -p can't read a project id at all (qemu's
# user-mode emulation has no FS_IOC_FSGETXATTR)
# sha_lengths CMD SEED: CMD's sums of every length 0..300 and of 3 MB read
# in odd pieces (blocks split across reads, unaligned in the buffer) are
# GNU's, both with the CPU's SHA instructions (lib/hash.c: x86-64 SHA
# extensions, ARMv8 crypto extensions) and with C (TOYBOX_SHA=0)
sha_lengths()
{
  local cap pieces
  needs_cmd /usr/bin/$1
  python3 -c '
import random, sys
random.seed(int(sys.argv[1]))
d = random.randbytes(3000017)
open("big", "wb").write(d)
for n in range(301): open("p%03d" % n, "wb").write(d[5:5+n])
' "$2"
  pieces='import random, sys
random.seed(5)
d = open("big", "rb").read()
i = 0
while i<len(d):
  n = random.choice([1, 15, 17, 63, 65, 127, 129, 4097])
  sys.stdout.buffer.write(d[i:i+n]); sys.stdout.buffer.flush(); i += n'
  { /usr/bin/$1 p* big; python3 -c "$pieces" | /usr/bin/$1; } > want
  for cap in "" 0; do
    run bash -c "export TOYBOX_SHA=$cap; $1 p* big; python3 -c '$pieces' | $1"
    check "$(cat want)" 0
  done
}

needs_fsxattr() {
  touch .probe
  [[ "$(lsattr -p .probe 2>&1)" != *"Function not implemented"* ]] ||
    skip "no FS_IOC_FSGETXATTR here (emulator)"
  rm -f .probe
}

needs_xattr() {
  touch .probe
  setfattr -n user.probe .probe 2>/dev/null ||
    skip "no user extended attributes in the test directory"
  rm -f .probe
}

# needs_context FILE...: give each file the SELinux context
# system_u:object_r:toy_t:s0 (a security.selinux attribute), or skip: that
# takes root, a filesystem that keeps it, and SELinux off (which would check
# the context against its policy)
needs_context() {
  [ ! -e /sys/fs/selinux/enforce ] || skip "SELinux active"
  touch "$@"
  setfattr -n security.selinux -v system_u:object_r:toy_t:s0 "$@" 2>/dev/null ||
    skip "can't set security.selinux attributes here"
}

# attr_teardown: clear immutable and append-only flags left behind, which
# would stop the test directory's removal
attr_teardown() {
  "$TOYBOX" chattr -R -ia "$BATS_TEST_TMPDIR" >/dev/null 2>&1
  [ ! -x /usr/bin/chattr ] || /usr/bin/chattr -R -ia "$BATS_TEST_TMPDIR" >/dev/null 2>&1
  true
}
