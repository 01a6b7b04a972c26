#!/usr/bin/env bats
# oneit: only ever run as pid 1 of a new pid namespace (unshare --pid --fork
# --mount-proc), after a shell there checked that it is pid 1. There
# reboot(2) doesn't touch the machine: the kernel kills the namespace's init
# with SIGHUP (restart) or SIGINT (power off, halt), so unshare exits 129 or
# 130 (see man 2 reboot). The console (-c) is a file of the test's.

load helper

# inns ARGS...: oneit ARGS as pid 1 of a new pid namespace
inns() {
  unshare --pid --fork --mount-proc --kill-child \
    sh -c '[ "$$" = 1 ] || { echo "not pid 1 of a new namespace"; exit 99; }
      exec oneit "$@"' oneit "$@"
}

@test "oneit: runs the command on the console, reboots when it exits" {
  needs_root
  touch con
  run inns -c con sh -c 'echo hi $$ $PPID; read -r a b c d e sid x < /proc/$$/stat
    [ $sid = $$ ] && echo session leader; tty; exit 3'
  check "" 129
  run cat con
  check "hi 2 1
session leader
not a tty" 0
}

@test "oneit: -p powers off" {
  needs_root
  touch con
  run inns -p -c con sh -c 'echo x'
  check "" 130
  run cat con
  check "x" 0
}

@test "oneit: signals: TERM and INT reboot, USR1 halts, USR2 powers off" {
  needs_root
  touch con
  local s
  for s in TERM:129 INT:129 USR1:130 USR2:130; do
    run inns -c con sh -c "kill -${s%:*} 1; sleep 5"
    check "" ${s#*:}
  done
}

@test "oneit: -r restarts the command, signals still reboot" {
  needs_root
  touch con
  run inns -r -c con sh -c 'echo x >> log; [ $(wc -l < log) = 3 ] &&
    { kill -TERM 1; sleep 5; }'
  check "" 129
  run cat log
  check "x
x
x" 0
}

@test "oneit: -n relaunches the command, ignores signals" {
  needs_root
  touch con
  # unshare itself in the background, to SIGKILL its child oneit at the end
  unshare --pid --fork --mount-proc --kill-child \
    sh -c '[ "$$" = 1 ] || exit 99; exec oneit "$@"' oneit -n -c con \
    sh -c 'echo x >> log; [ $(wc -l < log) = 3 ] &&
    kill -TERM 1 && kill -INT 1 && kill -USR1 1 && kill -USR2 1
    [ $(wc -l < log) -ge 4 ] && sleep 10' &
  local i s=0 pid=$! child
  for i in $(seq 100); do
    [ -e log ] && [ $(wc -l < log) -ge 4 ] && break
    sleep 0.05
  done
  child=$(cat /proc/$pid/task/$pid/children)
  child=${child%% *}
  [ -n "$child" ] && [ "$(cat /proc/$child/comm)" = oneit ] || return 1
  kill -KILL $child
  wait $pid || s=$?
  run cat log
  check "x
x
x
x" 0
  [ "$s" != 0 ]
}

@test "oneit: reaps orphaned zombies" {
  needs_root
  touch con
  run inns -c con sh -c '(true & true & true &); sleep 0.1
    cat /proc/[0-9]*/stat 2>/dev/null | grep -c ") Z "'
  check "" 129
  run cat con
  check "0" 0
}

@test "oneit: errors" {
  needs_root
  touch con
  run inns -c nonexist true
  check "oneit: nonexist: No such file or directory" 1
  run inns -c con
  check "oneit: missing argument
usage: oneit [-nrp] [-c CONSOLE] COMMAND..." 1
  run inns -c con nosuchcommand
  check "" 129
  run cat con
  check "oneit: nosuchcommand: No such file or directory" 0
  # not pid 1: refuses
  run unshare --pid --fork --mount-proc sh -c 'oneit -c con true; echo $?'
  check "oneit: not pid 1
1" 0
}
