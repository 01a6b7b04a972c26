#!/usr/bin/env bats
# nsenter: expectations from util-linux nsenter (2.38) on this machine. The
# namespaces entered are made by util-linux unshare; the child is killed.

load helper

# bg ARGS...: util-linux unshare ARGS in the background, waited for until a
# sleep runs in it; $pid is that sleep (unshare -fp: the child unshare
# forked) or the shell running it
bg() {
  needs_root
  [ -x /usr/bin/unshare ] || skip "needs util-linux unshare"
  /usr/bin/unshare "$@" &
  pid=$!
  local i c
  for i in $(seq 200); do
    [ "$(cat /proc/$pid/comm 2>/dev/null)" = sleep ] && return
    if c=$(pgrep -x -P $pid sleep); then
      [ "$1" != -fp ] || pid=$c
      return
    fi
    sleep 0.01
  done
}

# kill what the test started: the children of $pid, then $pid
teardown() {
  if [ -n "$pid" ]; then
    pkill -P "$pid" 2>/dev/null
    kill "$pid" 2>/dev/null
  fi
  true
}

@test "nsenter -t PID -u: the child's hostname (util-linux)" {
  bg -u sh -c 'hostname inner; sleep 5'
  run nsenter -t $pid -u hostname
  check "inner" 0
  run nsenter -t $pid --uts cat /proc/sys/kernel/hostname
  check "inner" 0
}

@test "nsenter -uFILE and --uts=FILE (util-linux)" {
  bg -u sh -c 'hostname inner; sleep 5'
  run nsenter -u/proc/$pid/ns/uts hostname
  check "inner" 0
  run nsenter --uts=/proc/$pid/ns/uts hostname
  check "inner" 0
}

@test "nsenter -a enters the namespaces that differ (util-linux)" {
  bg -un sh -c 'hostname inner; sleep 5'
  run nsenter -t $pid -a sh -c "hostname; tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' '"
  check $'inner\nlo' 0
  run nsenter -t $pid --all -n hostname
  check "inner" 0
}

@test "nsenter -n: the child's network (util-linux)" {
  bg -n sleep 5
  run sh -c "nsenter -t $pid -n cat /proc/net/dev | tail -n +3 | cut -d: -f1 | tr -d ' '"
  check "lo" 0
}

@test "nsenter -i -m: the child's ipc and mounts (util-linux)" {
  bg -im sleep 5
  run nsenter -t $pid -i readlink /proc/self/ns/ipc
  check "$(readlink /proc/$pid/ns/ipc)" 0
  run nsenter -t $pid --mount readlink /proc/self/ns/mnt
  check "$(readlink /proc/$pid/ns/mnt)" 0
}

@test "nsenter -p forks into the pid namespace, -F doesn't (util-linux)" {
  bg -fp --mount-proc sleep 5
  run nsenter -t $pid -p readlink /proc/self/ns/pid
  check "$(readlink /proc/$pid/ns/pid)" 0
  run nsenter -t $pid -p -m cat /proc/1/comm
  check "sleep" 0
  run nsenter -t $pid -p -F readlink /proc/self/ns/pid
  check "$(readlink /proc/self/ns/pid)" 0
}

@test "nsenter -U: root inside the user namespace (util-linux)" {
  bg -r sleep 5
  run nsenter -t $pid -U sh -c 'id -u; id -g'
  check $'0\n0' 0
  run nsenter -t $pid -U --preserve-credentials id -u
  check "0" 0
}

@test "nsenter -S -G set the ids (util-linux)" {
  bg -u sleep 5
  run nsenter -t $pid -u -S 5 -G 7 sh -c 'id -u; id -g; id -G'
  check $'5\n7\n7' 0
}

@test "nsenter -r -w: the target's root and directory (util-linux)" {
  mkdir -p d
  bg -u sh -c "cd '$PWD/d' && exec sleep 5"
  run sh -c "cd / && nsenter -t $pid -w pwd"
  check "$PWD/d" 0
  run sh -c "cd / && nsenter -t $pid -r -w pwd"
  check "$PWD/d" 0
  run sh -c "cd / && nsenter -t $pid -w/tmp pwd"
  check "/tmp" 0
}

@test "nsenter without namespaces runs the command (util-linux)" {
  run nsenter echo hi
  check "hi" 0
}

@test "nsenter: no target for -u (util-linux)" {
  run nsenter -u hostname
  check "nsenter: neither filename nor target pid supplied for ns/uts" 1
}

@test "nsenter: missing target (util-linux)" {
  needs_root
  run nsenter -t 2147483600 -u hostname
  check "nsenter: cannot open /proc/2147483600/ns/uts: No such file or directory" 1
}

@test "nsenter: own user namespace is refused (util-linux)" {
  needs_root
  run nsenter -t $$ -U true
  check "nsenter: reassociate to namespace 'ns/user' failed: Invalid argument" 1
}

@test "nsenter: missing command is 127 (util-linux)" {
  run sh -c 'nsenter nonexist; echo $?'
  check $'nsenter: failed to execute nonexist: No such file or directory\n127' 0
}
