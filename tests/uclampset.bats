#!/usr/bin/env bats
# uclampset: expectations from util-linux uclampset (2.38) on this machine:
# each test runs both and wants the same output and status. Where the kernel
# has no uclamp support that covers its error paths (as util-linux's).

load helper
load sleeper

# ul_same ARGS: util-linux uclampset and ours agree
ul_same() { same_as /usr/bin/uclampset uclampset "$@"; }

@test "uclampset -p PID shows (util-linux)" {
  start
  ul_same -p $pid
  [[ "$output" == "sleep ($pid) util_clamp: min: "* ]]
  ul_same --pid $pid
}

@test "uclampset -p PID -a: every thread (util-linux)" {
  start
  ul_same -p $pid -a
  ul_same --all-tasks -p $pid
}

@test "uclampset -m -M -R -v on PID (util-linux)" {
  start
  ul_same -m 10 -p $pid
  ul_same -M 1024 -p $pid
  ul_same -m 0 -M 512 -R -p $pid
  ul_same -v -m -1 -p $pid
  ul_same -p $pid
}

@test "uclampset -m COMMAND (util-linux)" {
  ul_same -m 0 sh -c 'echo hi'
  ul_same -M 1024 -R sh -c 'echo hi'
}

@test "uclampset -s (util-linux)" {
  ul_same -s
  ul_same --system
}

@test "uclampset -s set reads the other value first (util-linux)" {
  [ ! -e /proc/sys/kernel/sched_util_clamp_min ] ||
    skip "the kernel has uclamp: don't change the system's"
  ul_same -m 10 -s
  ul_same -M 10 -s
}

@test "uclampset: values out of range (util-linux)" {
  ul_same -m 1025 true
  check "uclampset: 1025 out of range: Invalid argument" 1
  ul_same -M -2 true
  check "uclampset: -2 out of range: Invalid argument" 1
}

@test "uclampset: bad values (util-linux)" {
  ul_same -m x true
  check "uclampset: invalid util_min argument: 'x'" 1
  ul_same -M 1k true
  check "uclampset: invalid util_max argument: '1k'" 1
  ul_same -p x
  check "uclampset: invalid PID argument: 'x'" 1
}

@test "uclampset: no command to run (util-linux)" {
  ul_same -m 10
  check "uclampset: no cmd to execute: Invalid argument" 1
}

@test "uclampset -a without -p (util-linux)" {
  ul_same -a true
  check "uclampset: missing -p option: Invalid argument" 1
}

@test "uclampset: missing process (util-linux)" {
  ul_same -p 2147483600
  check "uclampset: failed to get pid 2147483600's uclamp values: No such process" 1
  ul_same -m 5 -p 2147483600
}

@test "uclampset -p PID ignores a COMMAND (util-linux)" {
  start
  ul_same -p $pid echo hi
  check "sleep ($pid) util_clamp: min: ${output##*min: }" 0
}

@test "uclampset: nothing to do prints the usage" {
  run uclampset
  [ "$status" = 0 ] && [[ "$output" == *"usage: uclampset"* ]]
}

@test "uclampset -p > /dev/full" {
  start
  run sh -c "uclampset -p $pid > /dev/full"
  [ "$status" = 1 ] && [[ "$output" == "uclampset: "* ]]
}
