#!/usr/bin/env bats
# reboot, halt, poweroff: run ONLY as pid 1 of a new pid namespace
# (unshare --pid --fork --mount-proc), checked first: reboot(2) there ends
# just that namespace, whose init dies of SIGHUP (reboot) or SIGINT (halt,
# poweroff), as the kernel documents for pid namespaces. Without -f the
# command signals init (pid 1: the namespace's shell, with a trap).

load helper

# inns SCRIPT: SCRIPT as pid 1 of a new pid namespace (aborts otherwise)
inns()
{
  needs_root
  needs_cmd unshare
  unshare --pid --fork --mount-proc true 2>/dev/null || skip "can't unshare a pid namespace"
  run unshare --pid --fork --mount-proc sh -c '[ $$ = 1 ] || { echo "not pid 1"; exit 99; }; '"$1"
}

@test "reboot -f ends the pid namespace (SIGHUP)" {
  inns 'reboot -f; sleep 0.2; echo survived'
  check "" 129
}

@test "halt -f and poweroff -f end it (SIGINT)" {
  inns 'halt -f; sleep 0.2; echo survived'
  check "" 130
  inns 'poweroff -f -n; sleep 0.2; echo survived'
  check "" 130
}

@test "reboot, halt, poweroff without -f signal init: TERM, USR1, USR2" {
  inns 'trap "echo TERM; exit 3" TERM; reboot; sleep 0.2 & wait; echo no'
  check "TERM" 3
  inns 'trap "echo USR1; exit 3" USR1; halt -n; sleep 0.2 & wait; echo no'
  check "USR1" 3
  inns 'trap "echo USR2; exit 3" USR2; poweroff -d 0.05; sleep 0.3 & wait; echo no'
  check "USR2" 3
}

@test "reboot -d waits" {
  inns 'trap "echo TERM; exit 3" TERM; reboot -d 0.5 & echo first; wait; wait'
  check "first
TERM" 3
}

@test "reboot bad option and delay" {
  run reboot -x
  [ "$status" = 1 ] && [ "${lines[0]}" = "reboot: unknown option '-x'" ]
  run reboot -d x
  [ "$status" = 1 ] && [ "${lines[0]}" = "reboot: -d: bad duration 'x'" ]
}
