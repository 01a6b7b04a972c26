#!/usr/bin/env bats
# iotop: I/O from /proc/PID/io, batch mode.

load helper

teardown() {
  [ -z "$pids" ] || kill $pids 2>/dev/null
  true
}

start() {
  local i
  "$@" &
  pid=$!
  pids="$pids $pid"
  for i in $(seq 200); do
    [ "$(cat /proc/$pid/comm 2>/dev/null)" = sleep ] && return 0
    /usr/bin/sleep 0.01
  done
}

@test "iotop -b -n1 -p: header, columns, a process doing nothing" {
  [ -r /proc/self/io ] || skip "no /proc/PID/io"
  start /usr/bin/sleep 100
  run iotop -b -n1 -p $pid
  check "Total DISK READ: 0/s | Total DISK WRITE: 0/s

  PID  PR USER       DREAD  DWRITE COMMAND
$(printf '%5d  20 %-8s       0       0 sleep' $pid $(id -un))" 0
}

@test "iotop -a -A: all I/O accumulated" {
  [ -r /proc/self/io ] || skip "no /proc/PID/io"
  start bash -c 'printf "%100000s" x > f; exec /usr/bin/sleep 100'
  run sh -c "iotop -b -n1 -a -A -q -p $pid | awk '{print \$5, \$6}'"
  check "WRITE COMMAND
98K sleep" 0
}

@test "iotop -o only those doing I/O, -q no header" {
  [ -r /proc/self/io ] || skip "no /proc/PID/io"
  start /usr/bin/sleep 100
  run iotop -b -n1 -o -q -p $pid
  check "  PID  PR USER       DREAD  DWRITE COMMAND" 0
}

@test "iotop -n 2 -d, -m, -u" {
  [ -r /proc/self/io ] || skip "no /proc/PID/io"
  run sh -c "iotop -b -n2 -d 0.1 -m 1 -u $(id -un) | wc -l"
  check 9 0
}

@test "iotop bad option" {
  run sh -c 'iotop -Q 2>&1 | head -1'
  check "iotop: unknown option '-Q'" 0
}

@test "iotop -b > /dev/full" {
  run sh -c 'iotop -b -n1 > /dev/full'
  check "iotop: write error: No space left on device" 1
}
