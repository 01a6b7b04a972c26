#!/usr/bin/env bats
# kill: POSIX; -l and -L lists as procps-ng kill prints them. bash has a
# builtin kill, so these run "$TESTBIN/kill". Only processes the test
# starts are signalled.

load helper

K() { "$TESTBIN/kill" "$@"; }

# sigtest ARGS...: start a sleep, kill it with ARGS before its pid, print
# wait's status
sigtest() {
  run bash -c 'exec 3>&2 2>/dev/null; sleep 10 & p=$!; "$TESTBIN/kill" "$@" $p 2>&3; echo $?; wait $p 2>/dev/null; echo $?' x "$@"
}

@test "kill default signal is TERM (POSIX)" {
  sigtest
  check $'0\n143' 0
}

@test "kill -s NAME" {
  sigtest -s KILL
  check $'0\n137' 0
}

@test "kill -s SIGNAME lower case" {
  sigtest -s sigusr1
  check $'0\n138' 0
}

@test "kill -NAME" {
  sigtest -HUP
  check $'0\n129' 0
}

@test "kill -SIGNAME mixed case" {
  sigtest -SigUsr2
  check $'0\n140' 0
}

@test "kill -NUM" {
  sigtest -9
  check $'0\n137' 0
}

@test "kill -n NUM" {
  sigtest -n 15
  check $'0\n143' 0
}

@test "kill --signal=NAME" {
  sigtest --signal=term
  check $'0\n143' 0
}

@test "kill -s with a real-time signal RTMIN+1" {
  needs_cmd python3
  # the C library decides where RTMIN is (glibc 34, musl 35)
  n=$("$TESTBIN/kill" -l RTMIN+1)
  run python3 -c '
import subprocess, os, sys
p = subprocess.Popen(["sleep", "10"])
subprocess.call([os.environ["TESTBIN"] + "/kill", "-s", "RTMIN+1", str(p.pid)])
print(p.wait() == -int(sys.argv[1]))' $n
  check 'True' 0
}

@test "kill -0 checks a process exists" {
  run bash -c 'exec 3>&2 2>/dev/null; sleep 10 & p=$!; "$TESTBIN/kill" -0 $p 2>&3; echo $?; kill $p'
  check '0' 0
}

@test "kill several pids" {
  run bash -c 'exec 3>&2 2>/dev/null; sleep 10 & a=$!; sleep 10 & b=$!; "$TESTBIN/kill" -9 $a $b 2>&3; echo $?; wait $a 2>/dev/null; echo $?; wait $b 2>/dev/null; echo $?'
  check $'0\n137\n137' 0
}

@test "kill -- -PGID signals a process group" {
  run bash -c 'exec 3>&2 2>/dev/null; set -m; sleep 10 & p=$!; "$TESTBIN/kill" -- -$p 2>&3; echo $?; wait $p 2>/dev/null; echo $?'
  check $'0\n143' 0
}

@test "kill -SIGNAL -PGID: negative pid after the signal" {
  run bash -c 'exec 3>&2 2>/dev/null; set -m; sleep 10 & p=$!; "$TESTBIN/kill" -KILL -$p 2>&3; echo $?; wait $p 2>/dev/null; echo $?'
  check $'0\n137' 0
}

@test "kill no such process" {
  run bash -c '"$TESTBIN/kill" -0 2147483646 2>&1; echo $?'
  check $'kill: (2147483646): No such process\n1' 0
}

@test "kill bad pid keeps going" {
  run bash -c 'exec 3>&2 2>/dev/null; sleep 10 & p=$!; "$TESTBIN/kill" abc $p 2>&1 2>&3; echo $?; wait $p 2>/dev/null; echo $?'
  check $'kill: abc: invalid PID\n1\n143' 0
}

@test "kill unknown signal" {
  run K -FOO 1
  check "kill: unknown signal 'FOO'" 1
}

@test "kill -s without argument" {
  run K -s
  check "kill: option '-s' needs an argument
usage: kill [-s SIGNAL | -SIGNAL | -n NUM] [--] PID...
       kill -l [SIGNAL...] | -L" 1
}

@test "kill no pid" {
  run K -9
  check "kill: needs a PID
usage: kill [-s SIGNAL | -SIGNAL | -n NUM] [--] PID...
       kill -l [SIGNAL...] | -L" 1
}

@test "kill -l same as procps" {
  needs_cmd /usr/bin/kill
  /usr/bin/kill -l > want
  run K -l
  check "$(cat want)" 0
}

@test "kill -L same as procps" {
  /usr/bin/kill -V 2>/dev/null | grep -q procps || skip "needs procps kill"
  /usr/bin/kill -L > want
  run K -L
  check "$(cat want)" 0
}

@test "kill -l NUM and exit status 128+NUM to names" {
  run K -l 9 137 15 1 31
  check $'KILL\nKILL\nTERM\nHUP\nSYS' 0
}

@test "kill -l NAME to numbers, with and without SIG, any case" {
  run K -l KILL sigterm Hup SIGUSR1
  check $'9\n15\n1\n10' 0
}

@test "kill -l real-time signals" {
  run bash -c '"$TESTBIN/kill" -l RTMIN RTMAX; "$TESTBIN/kill" -l $(("$("$TESTBIN/kill" -l RTMIN)"+2))'
  [ "$status" = 0 ]
  [ "${lines[2]}" = "RTMIN+2" ]
  [ "${lines[1]}" -gt "${lines[0]}" ]
}

@test "kill -l unknown names and numbers" {
  run K -l 9 FOO 99
  check $'KILL\nkill: unknown signal \'FOO\'\nkill: unknown signal \'99\'' 1
}
