#!/usr/bin/env bats
# pidof: procps-ng's (sysvinit's) behaviour, on processes the test starts.

load helper
load procs

@test "pidof NAME: newest first, one line" {
  start pidtesta 100; a=$last
  start pidtesta 101; b=$last
  run pidof pidtesta
  check "$b $a" 0
}

@test "pidof several names" {
  start pidtestb 100; a=$last
  start pidtestc 100; b=$last
  # each name's in turn, as procps's pidof
  run pidof pidtestb pidtestc
  check "$a $b" 0
  run pidof pidtestc pidtestb
  check "$b $a" 0
  needs_cmd /usr/bin/pidof
  run /usr/bin/pidof pidtestb pidtestc
  check "$a $b" 0
}

@test "pidof -s one of each name, a name twice (procps)" {
  needs_cmd /usr/bin/pidof
  start pidtestf 100; a=$last
  start pidtestf 101; b=$last
  start pidtestg 100; c=$last
  run pidof -s pidtestf pidtestg
  check "$b $c" 0
  run pidof pidtestg pidtestg
  check "$c $c" 0
  run /usr/bin/pidof -s pidtestf pidtestg
  check "$b $c" 0
}

@test "pidof -d separator, -q quiet (procps)" {
  start pidtesth 100; a=$last
  start pidtesth 101; b=$last
  run pidof -d, pidtesth
  check "$b,$a" 0
  run sh -c "pidof -d '' pidtesth | tr '\\0' :"
  check "$b:$a" 0
  run pidof -q pidtesth
  check "" 0
  run pidof -q pidtestnosuch
  check "" 1
  needs_cmd /usr/bin/pidof
  run sh -c "/usr/bin/pidof -d '' pidtesth | tr '\\0' :"
  check "$b:$a" 0
}

@test "pidof full path of argv[0]" {
  start pidtestd 100; a=$last
  run pidof ./pidtestd
  check "$a" 0
}

@test "pidof -s only one" {
  start pidteste 100; a=$last
  start pidteste 101; b=$last
  run pidof -s pidteste
  check "$b" 0
}

@test "pidof -o omits, %PPID" {
  start pidtestf 100; a=$last
  start pidtestf 101; b=$last
  run pidof -o $b pidtestf
  check "$a" 0
  run pidof -o $a,$b pidtestf
  check "" 1
  run bash -c 'exec -a pidtestg bash -c "pidof -o %PPID pidtestg; echo \$?"'
  check "1" 0
  run bash -c 'exec -a pidtestg bash -c "pidof pidtestg; echo \$?"'
  [[ "$output" =~ ^[0-9]+$'\n'0$ ]]
}

@test "pidof -x scripts" {
  printf '#!/bin/sh\nexec 3</dev/null; read x <&3; /usr/bin/sleep 100\n' > pidtests.sh
  chmod +x pidtests.sh
  ./pidtests.sh & a=$!
  pids="$pids $a"
  for i in $(seq 200); do [ -e /proc/$a/cmdline ] && grep -q pidtests /proc/$a/cmdline && break; /usr/bin/sleep 0.01; done
  run pidof pidtests.sh
  check "" 1
  run pidof -x pidtests.sh
  check "$a" 0
  pkill -P $a
}

@test "pidof nothing found: exit 1" {
  run pidof pidtestnosuchname
  check "" 1
}

@test "pidof needs a name" {
  run sh -c 'pidof 2>&1 | head -1'
  [ -n "$output" ]
  run pidof
  check "$output" 1
}
