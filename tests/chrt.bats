#!/usr/bin/env bats
# chrt: compared with util-linux chrt, only on processes the test starts
# (each comparison gets its own sleep, SCHED_OTHER first).

load helper
load sleeper

# same_as_util_linux ARGS: see same_on_sleep in tests/sleeper.bash
same_as_util_linux() { same_on_sleep /usr/bin/chrt "" "/usr/bin/chrt -p" "$@"; }

@test "chrt -p PID: show (util-linux)" {
  same_as_util_linux -p PID
  start; P=$pid
  run chrt -p $P
  check "pid $P's current scheduling policy: SCHED_OTHER
pid $P's current scheduling priority: 0"
}

@test "chrt -p PRIO PID: each policy (util-linux)" {
  needs_root
  same_as_util_linux -f -p 10 PID
  same_as_util_linux -r -p 5 PID
  same_as_util_linux -p 7 PID
  same_as_util_linux -b -p 0 PID
  same_as_util_linux -i -p 0 PID
  same_as_util_linux -o -p 0 PID
  same_as_util_linux -R -r -p 5 PID
  same_as_util_linux -R -b -p 0 PID
}

@test "chrt PRIO COMMAND (util-linux)" {
  needs_root
  same_as_util_linux -f 5 chrt -p 0
  same_as_util_linux 5 chrt -p 0
  same_as_util_linux -b 0 chrt -p 0
  run chrt -i 0 sh -c 'chrt -p $$ | sed "s/[0-9]*.s //"'
  check "pid current scheduling policy: SCHED_IDLE
pid current scheduling priority: 0"
}

@test "chrt -m: the priority ranges (util-linux)" {
  same_as_util_linux -m
}

@test "chrt: errors (util-linux)" {
  same_as_util_linux -p
  same_as_util_linux -f -p 100 PID
  same_as_util_linux -o -p 5 PID
  same_as_util_linux -b -p 1 PID
  same_as_util_linux -p 999999999
  same_as_util_linux -d -p 0 PID
  same_as_util_linux -f 1 nosuchcmd
  same_as_util_linux -f x true
  run chrt -fb -p 1 1
  [ "$status" = 1 ]
}
