#!/usr/bin/env bats
# pkill: procps-ng's behaviour, on processes the test starts.

load helper
load procs

# waitfor PID STATUS: PID (a child of this shell) ends with STATUS
waitfor() {
  local st=0
  wait $1 || st=$?
  [ "$st" = "$2" ] || { echo "pid $1: status $st, not $2" >&2; return 1; }
}

@test "pkill sends TERM by default" {
  start pktesta 100; a=$last
  run pkill pktesta
  check "" 0
  waitfor $a 143
}

@test "pkill -SIGNAL by number and name" {
  start pktestb 100; a=$last
  start pktestc 100; b=$last
  run pkill -9 pktestb
  check "" 0
  run pkill -HUP pktestc
  check "" 0
  waitfor $a 137
  waitfor $b 129
}

@test "pkill -USR1, --signal, -SIGKILL" {
  start pktestd 100; a=$last
  run pkill -USR1 -x pktestd
  check "" 0
  waitfor $a 138
  start pktestd 100; a=$last
  run pkill --signal USR2 pktestd
  check "" 0
  waitfor $a 140
  start pktestd 100; a=$last
  run pkill -SIGKILL pktestd
  waitfor $a 137
}

@test "pkill -e echoes, -c counts (procps)" {
  start pkteste 100; a=$last
  start pkteste 101; b=$last
  run pkill -e pkteste
  check "pkteste killed (pid $a)"$'\n'"pkteste killed (pid $b)" 0
  start pktestf 100
  start pktestf 101
  run pkill -c pktestf
  check 2 0
}

@test "pkill -f -n -o" {
  start pktestg 100 1; a=$last
  start pktestg 100 2; b=$last
  start pktestg 100 3; c=$last
  run pkill -f 'pktestg 100 2'
  check "" 0
  run pkill -n pktestg
  run pkill -o pktestg
  waitfor $b 143
  waitfor $c 143
  waitfor $a 143
}

@test "pkill nothing matched: exit 1" {
  run pkill pktestnosuchname
  check "" 1
  run pkill -c pktestnosuchname
  check 0 1
}

@test "pkill bad signal, no criteria, two patterns" {
  run pkill --signal NOSUCH x
  check "pkill: bad signal 'NOSUCH'" 1
  run pkill
  check "pkill: no matching criteria specified" 2
  run pkill -9
  check "pkill: no matching criteria specified" 2
  run sh -c 'pkill a b 2>&1; echo $?'
  check "pkill: extra argument 'b'
usage: pkill [-SIGNAL] [-fnoxvce] [-uUgGPst LIST] [PATTERN]
2" 0
}

@test "pkill -v in a pid namespace of its own" {
  unshare -fp --mount-proc true 2>/dev/null || skip "can't unshare a pid namespace"
  TB=$TOYBOX run unshare -fp --mount-proc sh -c '
    /usr/bin/sleep 100 & a=$!
    /usr/bin/sleep 100 & b=$!
    for p in $a $b; do
      until [ "$(cat /proc/$p/comm)" = sleep ]; do :; done
    done
    "$TB" pkill -v -x sh
    wait $a; echo $?
    wait $b; echo $?'
  check $'143\n143' 0
}
