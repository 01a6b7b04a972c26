# procs.bash - processes for the process-table tests (pgrep, pkill, pidof)
# to find: each a sleep running under a name no other process has.

# start NAME ARGS...: a sleep ARGS running as NAME (a symlink to sleep),
# once it is asleep; its pid in $last and appended to $pids
start() {
  local name=$1 p i
  shift
  ln -sf /usr/bin/sleep "$name"
  "./$name" "$@" &
  p=$!
  pids="$pids $p"
  for i in $(seq 200); do
    [ "$(cut -d' ' -f3 /proc/$p/stat 2>/dev/null)" = S ] &&
      [ "$(cat /proc/$p/comm)" = "$name" ] && break
    /usr/bin/sleep 0.01
  done
  last=$p
}

# the test's processes end with it
teardown() {
  [ -z "$pids" ] || kill $pids 2>/dev/null
  true
}
