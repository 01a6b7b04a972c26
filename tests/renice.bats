#!/usr/bin/env bats
# renice: POSIX -n INCREMENT (relative); the bare PRIORITY form and the
# messages as util-linux renice. Only processes the test starts change.

load helper

# start: a sleep at niceness 5 (so increments up and down are allowed
# without privilege), its pid in $p
start() {
  nice -n 5 sleep 10 &
  p=$!
  while [ "$(cut -d" " -f2 /proc/$p/stat)" != "(sleep)" ]; do sleep 0.01; done
  b=5
}
ni() { cut -d" " -f19 /proc/$1/stat; }
finish() { kill $p; wait $p 2>/dev/null || true; }

@test "renice -n adds to the niceness (POSIX)" {
  start
  run renice -n 3 -p $p
  check "$p (process ID) old priority $b, new priority $((b+3))" 0
  [ "$(ni $p)" = $((b+3)) ]
  finish
}

@test "renice -n is relative, twice" {
  start
  renice -n 1 $p >/dev/null
  run renice -n 2 $p
  check "$p (process ID) old priority $((b+1)), new priority $((b+3))" 0
  finish
}

@test "renice PRIORITY sets it (util-linux)" {
  start
  run renice 15 $p
  check "$p (process ID) old priority $b, new priority 15" 0
  run renice +17 -p $p
  check "$p (process ID) old priority 15, new priority 17" 0
  finish
}

@test "renice same as util-linux for PRIORITY" {
  needs_cmd /usr/bin/renice
  start
  a=$p
  start
  /usr/bin/renice 12 $a | sed "s/^$a /PID /" > want
  renice 12 $p | sed "s/^$p /PID /" > got
  run diff want got
  check '' 0
  kill $a
  finish
}

@test "renice caps at 19" {
  start
  run renice -n 100 $p
  check "$p (process ID) old priority $b, new priority 19" 0
  finish
}

@test "renice several pids" {
  start
  a=$p
  start
  c=$p
  p=$a
  run renice -n 1 $a $c
  check "$a (process ID) old priority 5, new priority 6
$c (process ID) old priority 5, new priority 6" 0
  kill $c
  finish
}

@test "renice -g a process group" {
  # The group's leader must have run nice and become sleep before renice
  run bash -c 'set -m; nice -n 5 sleep 10 & p=$!
    while [ "$(cut -d" " -f2 /proc/$p/stat)" != "(sleep)" ]; do sleep 0.01; done
    renice -n 2 -g $p; cut -d" " -f19 /proc/$p/stat; kill $p'
  [ "${lines[1]}" = 7 ]
  [[ "${lines[0]}" == *" (process group ID) old priority 5, new priority 7" ]]
}

@test "renice -u a user (only when we are the only ones at that niceness)" {
  needs_root
  # A user with no processes: nothing to change, an error
  run renice -n 1 -u 4000000
  check "renice: failed to get priority for 4000000 (user ID): No such process" 1
}

@test "renice -p -g switch the kind of the next IDs" {
  start
  run renice -n 1 -g 2147483646 -p $p
  check "renice: failed to get priority for 2147483646 (process group ID): No such process
$p (process ID) old priority $b, new priority $((b+1))" 1
  finish
}

@test "renice lowering needs privilege" {
  start
  if [ "$(id -u)" = 0 ]; then
    run renice -n -3 $p
    check "$p (process ID) old priority $b, new priority $((b-3))" 0
  else
    run renice -n -3 $p
    check "renice: failed to set priority for $p (process ID): Permission denied" 1
  fi
  finish
}

@test "renice no such process" {
  run renice -n 1 2147483646
  check "renice: failed to get priority for 2147483646 (process ID): No such process" 1
}

@test "renice bad ID, unknown user" {
  run renice -n 1 -p abc
  check "renice: bad process ID value: abc" 1
  run renice -n 1 -u no_such_user_x
  check "renice: unknown user no_such_user_x" 1
}

@test "renice bad priority" {
  run renice -n x 1
  check "renice: invalid priority 'x'
usage: renice [-n INCREMENT | PRIORITY] [[-p] PID...] [-g PGRP...] [-u USER...]" 1
}

@test "renice missing arguments" {
  run renice
  check "renice: needs a priority and an ID
usage: renice [-n INCREMENT | PRIORITY] [[-p] PID...] [-g PGRP...] [-u USER...]" 1
  run renice -n 1
  check "renice: needs an ID
usage: renice [-n INCREMENT | PRIORITY] [[-p] PID...] [-g PGRP...] [-u USER...]" 1
}
