#!/usr/bin/env bats
# ionice: compared with util-linux ionice, only on processes the test
# starts (each comparison gets its own sleep at best-effort 4).

load helper
load sleeper

# same_as_util_linux ARGS: see same_on_sleep in tests/sleeper.bash
same_as_util_linux() { same_on_sleep /usr/bin/ionice "/usr/bin/ionice -c 2 -n 4 -p" "/usr/bin/ionice -p" "$@"; }

@test "ionice -p: show (util-linux)" {
  same_as_util_linux -p PID
  same_as_util_linux -p PID PID
  same_as_util_linux
}

@test "ionice -c -n -p: set each class (util-linux)" {
  same_as_util_linux -c 2 -n 3 -p PID
  same_as_util_linux -c best-effort -n 7 -p PID
  same_as_util_linux -c 3 -p PID
  same_as_util_linux -c idle -p PID
  same_as_util_linux -c 0 -p PID
  same_as_util_linux -n 1 -p PID
  same_as_util_linux -c 3 -n 4 -p PID
  start; P=$pid
  run ionice -c 3 -p $P
  check ""
  run ionice -p $P
  check "idle"
  if ionice -c 1 -n 2 -p $P 2>/dev/null; then
    run ionice -p $P
    check "realtime: prio 2"
  fi
}

@test "ionice COMMAND: runs it with the class (util-linux)" {
  same_as_util_linux -c 2 ionice
  same_as_util_linux -c idle ionice
  same_as_util_linux -c best-effort -n 7 ionice
  same_as_util_linux -n 2 ionice
  run ionice -c 2 -n 5 sh -c 'ionice -p $$'
  check "best-effort: prio 5"
}

@test "ionice: errors (util-linux)" {
  same_as_util_linux -c 2 -n 9 -p PID
  same_as_util_linux -p 999999999
  same_as_util_linux -t -p 999999999
  same_as_util_linux -c 1 -t -p 999999999
  same_as_util_linux -c x -p PID
  same_as_util_linux nosuchcmd
  run ionice -c 2 -n 3
  [ "$status" = 1 ]
  run ionice -p x
  check "ionice: invalid PID argument: 'x'" 1
}
