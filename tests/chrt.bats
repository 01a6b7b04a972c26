#!/usr/bin/env bats
# chrt: compared with util-linux chrt, only on processes the test starts
# (each comparison gets its own sleep, SCHED_OTHER first).

load helper

teardown() { [ -z "$P" ] || kill $P 2>/dev/null || true; }

# same_as_util_linux ARGS...: "PID" in ARGS is the sleep's pid; stdout,
# stderr, exit status and the sleep's policy afterwards must match
same_as_util_linux() {
  [ -x /usr/bin/chrt ] || skip "needs util-linux chrt"
  local i st a args
  for i in ref out; do
    sleep 30 & P=$!
    args=()
    for a in "$@"; do [ "$a" = PID ] && a=$P; args+=("$a"); done
    st=0
    if [ $i = ref ]; then /usr/bin/chrt "${args[@]}" > $i 2> $i.err || st=$?
    else chrt "${args[@]}" > $i 2> $i.err || st=$?; fi
    echo $st >> $i
    /usr/bin/chrt -p $P >> $i
    kill $P; wait $P 2>/dev/null || true
    sed -i "s/$P/PID/g; s/pid [0-9]*'s/pid N's/" $i $i.err
  done
  output=$(cat out out.err) status=0
  check "$(cat ref ref.err)"
}

@test "chrt -p PID: show (util-linux)" {
  same_as_util_linux -p PID
  sleep 30 & P=$!
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
