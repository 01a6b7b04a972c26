#!/usr/bin/env bats
# time: POSIX -p; the default and -v formats are GNU time's (compared with
# /usr/bin/time where installed, digits masked). bash has a time keyword:
# these run "$TESTBIN/time".

load helper
bats_require_minimum_version 1.5.0

# mask: digits to 9s, runs of them to one
mask() { sed 's/[0-9][0-9]*/9/g'; }

# same ARGS...: our stderr (masked) and status match GNU time's
same() {
  /usr/bin/time --version 2>&1 | grep -q GNU || skip "needs GNU time"
  want=$(bash -c 'exec 3>&1; (exec -a time /usr/bin/time "$@" 2>&1 >&3) | sed "s/[0-9][0-9]*/9/g"; exit ${PIPESTATUS[0]}' x "$@"; echo "rc=$?")
  run bash -c 'exec 3>&1; ("$TESTBIN/time" "$@" 2>&1 >&3) | sed "s/[0-9][0-9]*/9/g"; echo "rc=${PIPESTATUS[0]}"' x "$@"
  check "$want" 0
}

@test "time -p POSIX format" {
  run bash -c '"$TESTBIN/time" -p true 2>&1 | sed "s/[0-9]/9/g"'
  check $'real 9.99\nuser 9.99\nsys 9.99' 0
}

@test "time -p counts the wall clock" {
  run bash -c '"$TESTBIN/time" -p sleep 0.15 2>&1 | head -n 1'
  [[ "$output" =~ ^real\ ([0-9]+)\.([0-9][0-9])$ ]]
  # at least the sleep, and not far more (slow sanitizer builds and loaded
  # machines allowed)
  (( BASH_REMATCH[1]*100 + 10#${BASH_REMATCH[2]} >= 15 && BASH_REMATCH[1] < 5 ))
}

@test "time -p the command's output and status" {
  run bash -c '"$TESTBIN/time" -p sh -c "echo hi; exit 3" 2>/dev/null; echo $?'
  check $'hi\n3' 0
}

@test "time -p as GNU" {
  same -p sh -c 'exit 3'
  check $'real 9.9\nuser 9.9\nsys 9.9\nrc=3' 0
}

@test "time default format (GNU)" {
  same true
  check "9.9user 9.9system 9:9.9elapsed 9%CPU (9avgtext+9avgdata 9maxresident)k
9inputs+9outputs (9major+9minor)pagefaults 9swaps
rc=0" 0
}

@test "time default format: exit status line (GNU)" {
  same sh -c 'exit 4'
  check "Command exited with non-zero status 9
9.9user 9.9system 9:9.9elapsed 9%CPU (9avgtext+9avgdata 9maxresident)k
9inputs+9outputs (9major+9minor)pagefaults 9swaps
rc=4" 0
}

@test "time elapsed m:ss.cc" {
  run bash -c '"$TESTBIN/time" sleep 0.12 2>&1 | grep -o " [0-9]*:[0-9]*\.[0-9]*elapsed"'
  [[ "$output" =~ ^\ ([0-9]+):([0-9]{2})\.([0-9]{2})elapsed$ ]]
  # at least the sleep (more on a loaded machine, or with a slow sanitizer
  # build's start-up)
  (( BASH_REMATCH[1]*6000 + 10#${BASH_REMATCH[2]}*100 + 10#${BASH_REMATCH[3]} >= 12 ))
}

@test "time killed by a signal: 128+N (GNU)" {
  same sh -c 'kill -USR1 $$'
  check "Command terminated by signal 9
9.9user 9.9system 9:9.9elapsed 9%CPU (9avgtext+9avgdata 9maxresident)k
9inputs+9outputs (9major+9minor)pagefaults 9swaps
rc=138" 0
}

@test "time -v (GNU)" {
  same -v sh -c 'exit 2'
  run bash -c '"$TESTBIN/time" -v sh -c "exit 2" 2>&1 | grep -e Command -e Exit'
  check $'Command exited with non-zero status 2\n\tCommand being timed: "sh -c exit 2"\n\tExit status: 2' 0
}

@test "time -v has every field of GNU time -v" {
  /usr/bin/time --version 2>&1 | grep -q GNU || skip "needs GNU time"
  /usr/bin/time -v true 2>&1 | cut -d: -f1 > want
  "$TESTBIN/time" -v true 2>&1 | cut -d: -f1 > got
  run diff want got
  check '' 0
}

@test "time command not found: 127 (GNU)" {
  same -p /nonexistent
  check "time: cannot run /nonexistent: No such file or directory
real 9.9
user 9.9
sys 9.9
rc=127" 0
}

@test "time command can't run: 126 (GNU)" {
  same -p .
  check "time: cannot run .: Permission denied
real 9.9
user 9.9
sys 9.9
rc=126" 0
}

@test "time no command" {
  run "$TESTBIN/time"
  check "time: missing argument
usage: time [-p | -v] COMMAND [ARG...]" 125
}

@test "time options after the command are its own" {
  run bash -c '"$TESTBIN/time" -p echo -p -v 2>/dev/null'
  check '-p -v' 0
}
