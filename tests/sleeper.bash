# sleeper.bash - a sleep of the test's own for the scheduling commands'
# tests (chrt, ionice, iorenice, uclampset) to change and look at.

# start: a sleep, waited for until it really is sleep; its pid in $pid
start() {
  sleep 30 & pid=$!
  local i
  for i in $(seq 100); do
    [ "$(cat /proc/$pid/comm)" = sleep ] && return
    sleep 0.01
  done
}
teardown() { [ -z "$pid" ] || kill "$pid" 2>/dev/null; true; }

# same_on_sleep "REF" "PREP" "SHOW" ARGS...: REF ARGS and our command (REF's
# name) ARGS, each on a sleep of its own ("PID" in ARGS is its pid) made
# ready by "PREP PID" (when PREP isn't empty), print the same, exit the
# same and leave the sleep the same, as "SHOW PID" prints it
same_on_sleep() {
  local ref=$1 prep=$2 show=$3 i st a args
  shift 3
  [ -x "$ref" ] || skip "needs $ref"
  for i in ref out; do
    start
    [ -z "$prep" ] || $prep $pid
    args=()
    for a in "$@"; do [ "$a" = PID ] && a=$pid; args+=("$a"); done
    st=0
    if [ $i = ref ]; then "$ref" "${args[@]}" > $i 2> $i.err || st=$?
    else "${ref##*/}" "${args[@]}" > $i 2> $i.err || st=$?; fi
    echo $st >> $i
    $show $pid >> $i
    kill $pid; wait $pid 2>/dev/null || true
    sed -i "s/$pid/PID/g; s/pid [0-9]*'s/pid N's/" $i $i.err
  done
  pid=
  output=$(cat out out.err) status=0
  check "$(cat ref ref.err)"
}
