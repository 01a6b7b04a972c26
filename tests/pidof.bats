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
  run pidof pidtestb pidtestc
  check "$b $a" 0
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
