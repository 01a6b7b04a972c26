#!/usr/bin/env bats
# taskset: compared with util-linux taskset, on processes the test starts
# (each command gets a fresh one, allowed every CPU this test may use).

load helper
bats_require_minimum_version 1.5.0

teardown() { [ -z "$P" ] || kill $P 2>/dev/null || true; }

# same_as_util_linux ARGS...: "PID" in ARGS is a new sleep's pid; each
# taskset gets its own sleep; stdout, stderr and status must match
same_as_util_linux() {
  [ -x /usr/bin/taskset ] || skip "needs util-linux taskset"
  local i out err st
  for i in ref out; do
    sleep 30 & P=$!
    # allowed every CPU this test may use
    /usr/bin/taskset -p "$(/usr/bin/taskset -p $$ | sed 's/.*: //')" $P \
      > /dev/null
    local args=() a
    for a in "$@"; do [ "$a" = PID ] && a=$P; args+=("$a"); done
    st=0
    if [ $i = ref ]; then
      /usr/bin/taskset "${args[@]}" > ref.out 2> ref.err || st=$?
      echo $st >> ref.out
    else
      taskset "${args[@]}" > out 2> err || st=$?
      echo $st >> out
    fi
    kill $P; wait $P 2>/dev/null || true
    if [ $i = ref ]; then sed -i "s/$P/PID/g" ref.out ref.err
    else sed -i "s/$P/PID/g" out err; fi
  done
  output=$(cat out err) status=0
  check "$(cat ref.out ref.err)"
}

@test "taskset -p: show a process's CPUs (util-linux)" {
  same_as_util_linux -p PID
  same_as_util_linux -cp PID
  same_as_util_linux -ap PID
  same_as_util_linux -acp PID
}

@test "taskset -p MASK|LIST: set them (util-linux)" {
  same_as_util_linux -p 1 PID
  same_as_util_linux -p 0x1 PID
  same_as_util_linux -cp 0 PID
  same_as_util_linux -cp 0-0 PID
  same_as_util_linux -acp 0 PID
  sleep 30 & P=$!
  run taskset -cp 0 $P
  check "pid $P's current affinity list: $(/usr/bin/taskset -cp $$ | sed 's/.*: //')
pid $P's new affinity list: 0"
  [ "$(grep Cpus_allowed_list /proc/$P/status | cut -f2)" = 0 ]
}

@test "taskset MASK COMMAND: runs it on those CPUs (util-linux)" {
  same_as_util_linux 1 grep Cpus_allowed_list /proc/self/status
  same_as_util_linux -c 0 grep Cpus_allowed_list /proc/self/status
  run taskset -c 0 grep Cpus_allowed_list /proc/self/status
  check "Cpus_allowed_list:	0"
  run -127 taskset 1 nosuchcmd
  check "taskset: failed to execute nosuchcmd: No such file or directory" 127
}

@test "taskset: lists with ranges and strides" {
  [ "$(nproc --all)" -ge 3 ] || skip "needs 3 CPUs"
  sleep 30 & P=$!
  taskset -cp 0-2 $P > /dev/null || skip "can't use CPUs 0-2"
  run taskset -cp $P
  check "pid $P's current affinity list: 0-2"
}

@test "taskset: bad masks, lists, pids (util-linux)" {
  same_as_util_linux -p zz PID
  same_as_util_linux -cp 0,x PID
  same_as_util_linux -cp 1-0 PID
  same_as_util_linux zz true
  run taskset -p 0 0
  check "taskset: invalid PID argument: '0'" 1
  run taskset -p x
  check "taskset: invalid PID argument: 'x'" 1
  run taskset
  [ "$status" = 1 ]
}

@test "taskset: a CPU that isn't there (util-linux)" {
  local n=$(nproc --all)
  [ "$n" -lt 60 ] || skip "too many CPUs"
  same_as_util_linux -cp $n PID
}
