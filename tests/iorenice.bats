#!/usr/bin/env bats
# iorenice: expectations from Debian's toybox 0.8.9 iorenice (/usr/bin/toybox)
# where it works; it can't set a CLASS with a PRIORITY (it reads the class as
# the number), nor "none" (it passes priority 4, which the kernel refuses):
# there the documented usage and the kernel's result are the reference.

load helper
load sleeper

# same_toybox ARGS: Debian's toybox and ours print the same, same status
same_toybox() { same_as "/usr/bin/toybox iorenice" iorenice "$@"; }

@test "iorenice PID shows the class (toybox)" {
  start
  same_toybox $pid
  [[ "$output" == "Pid $pid, class "* ]]
}

@test "iorenice 0 is this process (toybox)" {
  same_toybox 0
  [[ "$output" == "Pid 0, class "* ]]
}

@test "iorenice PID be: default priority 4 (toybox)" {
  start
  run iorenice $pid be
  check "" 0
  run iorenice $pid
  check "Pid $pid, class be (2), prio 4" 0
  run /usr/bin/toybox iorenice $pid be
  check "" 0
  same_toybox $pid
}

@test "iorenice PID rt / idle (toybox)" {
  needs_root
  start
  run iorenice $pid rt
  check "" 0
  same_toybox $pid
  check "Pid $pid, class rt (1), prio 4" 0
  run iorenice $pid idle
  check "" 0
  same_toybox $pid
  check "Pid $pid, class idle (3), prio 4" 0
}

@test "iorenice PID be PRIORITY" {
  start
  run iorenice $pid be 7
  check "" 0
  run iorenice $pid
  check "Pid $pid, class be (2), prio 7" 0
  run iorenice $pid be 0
  check "" 0
  run iorenice $pid
  check "Pid $pid, class be (2), prio 0" 0
}

@test "iorenice PID none resets" {
  start
  run iorenice $pid be 2
  check "" 0
  run iorenice $pid none
  check "" 0
  run iorenice $pid
  check "Pid $pid, class none (0), prio 0" 0
}

@test "iorenice: bad priority and class" {
  start
  run iorenice $pid be 8
  check "iorenice: not integer: 8" 1
  run iorenice $pid be x
  check "iorenice: not integer: x" 1
  run iorenice $pid BE
  check "iorenice: bad class: BE" 1
}

@test "iorenice: bad pid (toybox)" {
  same_toybox x
  check "iorenice: not integer: x" 1
}

@test "iorenice: missing process (toybox)" {
  same_toybox 2147483600
  check "iorenice: read priority: No such process" 1
  run iorenice 2147483600 be
  check "iorenice: set: No such process" 1
}

@test "iorenice: argument counts (toybox)" {
  run iorenice
  [ "$status" = 1 ] && [[ "$output" == "iorenice: "* ]]
  run iorenice 1 be 2 3
  [ "$status" = 1 ] && [[ "$output" == "iorenice: "* ]]
}

@test "iorenice: > /dev/full" {
  run sh -c 'iorenice 0 > /dev/full'
  [ "$status" = 1 ] && [[ "$output" == "iorenice: "* ]]
}
