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

  PID  PR USER       DREAD  DWRITE   SWAP     DIO   IO% COMMAND
$(printf '%5d  20 %-8s %7s %7s %6s %7s %5s sleep' $pid $(id -un) 0 0 0 0 0.0)" 0
}

@test "iotop -a -A: all I/O accumulated" {
  [ -r /proc/self/io ] || skip "no /proc/PID/io"
  start bash -c 'printf "%100000s" x > f; exec /usr/bin/sleep 100'
  run sh -c "iotop -b -n1 -a -A -q -p $pid | awk '{print \$5, \$9}'"
  check "WRITE COMMAND
98K sleep" 0
  # IO is READ+WRITE: rchar+wchar of /proc/PID/io, 1024 based, rounded up
  io=$(awk '/^[rw]char:/ {n += $2} END {print n}' /proc/$pid/io)
  run sh -c "iotop -b -n1 -a -A -q -p $pid | awk '{print \$7}'"
  check "IO
$(numfmt --to=iec $io)" 0
}

@test "iotop -o only those doing I/O, -q no header" {
  [ -r /proc/self/io ] || skip "no /proc/PID/io"
  start /usr/bin/sleep 100
  run iotop -b -n1 -o -q -p $pid
  check "  PID  PR USER       DREAD  DWRITE   SWAP     DIO   IO% COMMAND" 0
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

@test "iotop -A header: all I/O columns" {
  run sh -c "iotop -b -n1 -A -q -m 1 | head -1"
  check "  PID  PR USER        READ   WRITE   SWAP      IO   IO% COMMAND" 0
}

@test "iotop SWAP is VmSwap, IO% from delay accounting (stat field 42)" {
  [ -r /proc/self/io ] || skip "no /proc/PID/io"
  start /usr/bin/sleep 100
  [ "$(awk '{print $42}' /proc/$pid/stat)" = 0 ] || skip "block I/O delays counted"
  swap=$(awk '/^VmSwap:/ {print $2*1024}' /proc/$pid/status)
  run sh -c "iotop -b -n1 -a -q -p $pid | awk 'NR == 2 {print \$6, \$8}'"
  check "$(numfmt --to=iec $swap) 0.0" 0
}

@test "ps -o read,write,io,dread,dwrite,dio,swap,io%: since the start" {
  [ -r /proc/self/io ] || skip "no /proc/PID/io"
  start bash -c 'printf "%100000s" x > f; exec /usr/bin/sleep 100'
  set -- $(awk '{print $2}' /proc/$pid/io)
  run ps -o read=,write=,io=,swap= -p $pid
  check "$(printf '%7s %7s %7s %6s' $(numfmt --to=iec $1 $2 $(($1+$2))) 0)" 0
  run ps -o io%= -p $pid
  [ "$status" = 0 ]
  [[ "$output" =~ ^\ *[0-9]+\.[0-9]$ ]]
}
