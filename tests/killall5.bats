#!/usr/bin/env bats
# killall5: as sysvinit killall5. Every test runs inside a new pid
# namespace (unshare --pid --fork --mount-proc) and first checks its shell
# is pid 1 there: "every process" is then only what the test started.

load helper

# ns SCRIPT: run SCRIPT with sh as pid 1 of a new pid namespace
ns() {
  needs_root
  unshare --pid --fork --mount-proc true 2>/dev/null || skip "no pid namespaces"
  run unshare --pid --fork --mount-proc sh -c '[ $$ = 1 ] || { echo "not pid 1"; exit 99; }; '"$1"
}

# state PID: its state letter, "gone" if reaped
state='st() { s=$(cut -d" " -f3 /proc/$1/stat 2>/dev/null); echo ${s:-gone}; }; '
# three sleeps: $a in our session, $b and $c in sessions of their own
three='sleep 10 & a=$!; setsid sleep 10 & b=$!; setsid sleep 10 & c=$!; while [ "$(cut -d" " -f2 /proc/$c/stat)" != "(sleep)" ] || [ "$(cut -d" " -f2 /proc/$b/stat)" != "(sleep)" ]; do sleep 0.01; done; '

@test "killall5 signals the other sessions, not ours" {
  ns "$state$three"'killall5; echo rc=$?; wait $b $c; echo $(st $a) $(st $b) $(st $c)'
  check $'rc=0\nS gone gone' 0
}

@test "killall5 -SIGNAL" {
  ns "$state$three"'killall5 -KILL; echo rc=$?; wait $b; echo b=$?; wait $c; echo c=$?'
  check $'rc=0\nb=137\nc=137' 0
}

@test "killall5 -NUM" {
  ns "$state$three"'killall5 -10; wait $b; echo b=$?; wait $c; echo c=$?'
  check $'b=138\nc=138' 0
}

@test "killall5 -o omits" {
  ns "$state$three"'killall5 -9 -o $c; echo rc=$?; wait $b; echo $(st $b) $(st $c)'
  check $'rc=0\ngone S' 0
}

@test "killall5 -o list and repeated" {
  ns "$state$three"'killall5 -9 -o 999,$b -o $c; echo rc=$?; echo $(st $b) $(st $c)'
  check $'rc=2\nS S' 0
}

@test "killall5 nothing to signal: 2" {
  ns 'killall5; echo rc=$?'
  check 'rc=2' 0
}

@test "killall5 bad signal, bad -o (inside the namespace all the same)" {
  ns 'killall5 -FOO; echo rc=$?; killall5 -o x; echo rc=$?'
  check "killall5: bad argument '-FOO'
usage: killall5 [-SIGNAL] [-o PID[,PID...]]...
rc=1
killall5: bad PID 'x'
usage: killall5 [-SIGNAL] [-o PID[,PID...]]...
rc=1" 0
}
