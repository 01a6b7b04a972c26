#!/usr/bin/env bats
# timeout: exit statuses as GNU coreutils timeout's (compared where it's
# installed), messages with plain quotes as GNU's in the C locale.

load helper

# same ARGS...: GNU timeout and ours exit with the same status and say the
# same on stderr (as LC_ALL=C GNU does); prints "STATUS" and the messages
same() {
  local want
  if /usr/bin/timeout --version 2>/dev/null | grep -q GNU; then
    want=$(LC_ALL=C bash -c 'exec 2>/dev/null; (exec -a timeout /usr/bin/timeout "$@") 2>&1; echo "rc=$?"' x "$@")
  fi
  run bash -c 'exec 2>/dev/null; timeout "$@" 2>&1; echo "rc=$?"' x "$@"
  [ -z "$want" ] || check "$want" 0
}

@test "timeout command finishes in time: its status" {
  run timeout 5 sh -c 'echo hi; exit 3'
  check 'hi' 3
  same 5 sh -c 'exit 3'
}

@test "timeout times out: 124" {
  run timeout 0.1 sleep 5
  check '' 124
  same 0.1 sleep 5
}

@test "timeout a fraction with an exponent and a unit" {
  same 1e-1 sleep 5
  check 'rc=124' 0
  same 0.002m sleep 5
  check 'rc=124' 0
}

@test "timeout 0 means no limit" {
  same 0 sleep 0.1
  check 'rc=0' 0
}

@test "timeout -s KILL: 137" {
  same -s KILL 0.1 sleep 5
  check 'rc=137' 0
}

@test "timeout -s by number and lower case name" {
  same -s 1 0.1 sleep 5
  check 'rc=124' 0
  same --preserve-status -s hup 0.1 sleep 5
  check 'rc=129' 0
}

@test "timeout --preserve-status: the signal's 128+N" {
  same --preserve-status 0.1 sleep 5
  check 'rc=143' 0
}

@test "timeout --preserve-status: a command that exits on the signal" {
  same --preserve-status 0.1 sh -c 'trap "exit 5" TERM; sleep 5 & wait'
  check 'rc=5' 0
  same 0.1 sh -c 'trap "exit 5" TERM; sleep 5 & wait'
  check 'rc=124' 0
}

@test "timeout -v says what it sends" {
  same -v 0.1 sleep 5
  check $'timeout: sending signal TERM to command \'sleep\'\nrc=124' 0
}

@test "timeout -k sends KILL when the signal is ignored" {
  same -v -k 0.1 0.1 sh -c 'trap "" TERM; sleep 5'
  check $'timeout: sending signal TERM to command \'sh\'\ntimeout: sending signal KILL to command \'sh\'\nrc=137' 0
}

@test "timeout -s INT -k with --foreground" {
  same --foreground -s INT -k 0.1 0.1 sh -c 'trap "" INT; sleep 5'
  check 'rc=137' 0
}

@test "timeout -k not needed" {
  same -k 1 0.1 sleep 5
  check 'rc=124' 0
}

@test "timeout command killed by another signal: 128+N" {
  same 5 sh -c 'kill -USR1 $$'
  check 'rc=138' 0
}

@test "timeout signals the whole process group" {
  run bash -c 'exec 2>/dev/null; timeout 10 sh -c "sleep 5 & echo \$! > pid.new; mv pid.new pid; wait" & t=$!; while [ ! -s pid ]; do sleep 0.01; done; kill $t; wait $t; echo $?; sleep 0.05; s=$(cut -d" " -f3 /proc/$(cat pid)/stat 2>/dev/null); echo ${s:-Z}'
  # dead: gone, or a zombie when nothing reaps orphans
  check $'143\nZ' 0
}

@test "timeout ALRM from outside is the time being up (GNU)" {
  run bash -c 'timeout 10 sh -c "sleep 5 & echo \$! > pid.new; mv pid.new pid; wait" & t=$!; while [ ! -s pid ]; do sleep 0.01; done; kill -ALRM $t; wait $t; echo $?; sleep 0.05; s=$(cut -d" " -f3 /proc/$(cat pid)/stat 2>/dev/null); echo ${s:-Z}'
  check $'124\nZ' 0
}

@test "timeout --foreground signals only the command" {
  run bash -c 'timeout --foreground 10 sh -c "sleep 5 & echo \$! > pid.new; mv pid.new pid; wait" & t=$!; while [ ! -s pid ]; do sleep 0.01; done; kill -ALRM $t; wait $t; echo $?; kill $(cat pid); echo $?'
  check $'124\n0' 0
}

@test "timeout passes a TERM it receives on to the command" {
  run bash -c 'exec 2>/dev/null; timeout 60 sh -c "trap \"exit 7\" TERM; touch ready; sleep 60 > /dev/null & wait" & p=$!; while [ ! -e ready ]; do sleep 0.01; done; kill $p; wait $p; echo $?'
  check '7' 0
}

@test "timeout command not found: 127" {
  same 1 /nonexistent
  check "timeout: failed to run command '/nonexistent': No such file or directory
rc=127" 0
}

@test "timeout command can't run: 126" {
  same 1 .
  check "timeout: failed to run command '.': Permission denied
rc=126" 0
}

@test "timeout bad duration: 125" {
  run timeout x true
  check "timeout: invalid time interval 'x'
usage: timeout [-v] [-k DURATION] [-s SIGNAL] [--preserve-status] [--foreground] DURATION COMMAND [ARG...]" 125
  run timeout 1q true
  [ "$status" = 125 ]
  run timeout -k -1 1 true
  [ "$status" = 125 ]
}

@test "timeout bad signal: 125" {
  run timeout -s FOO 1 true
  check "timeout: 'FOO': invalid signal
usage: timeout [-v] [-k DURATION] [-s SIGNAL] [--preserve-status] [--foreground] DURATION COMMAND [ARG...]" 125
}

@test "timeout missing command, bad option: 125" {
  run timeout 1
  [ "$status" = 125 ]
  run timeout -Q 1 true
  [ "$status" = 125 ]
}

@test "timeout options after the command are the command's" {
  run timeout 5 echo -v -k x
  check '-v -k x' 0
}
