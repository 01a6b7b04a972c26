#!/usr/bin/env bats
# unshare: expectations from util-linux unshare (2.38) on this machine.
# Every test that makes namespaces needs root; nothing touches the host.

load helper

@test "unshare -u: hostname changes only inside (util-linux)" {
  needs_root
  local h=$(cat /proc/sys/kernel/hostname)
  run unshare -u sh -c 'hostname x; hostname'
  check "x" 0
  run cat /proc/sys/kernel/hostname
  check "$h" 0
}

@test "unshare --uts long name (util-linux)" {
  needs_root
  run unshare --uts sh -c 'hostname y && cat /proc/sys/kernel/hostname'
  check "y" 0
}

@test "unshare -n: only lo (util-linux)" {
  needs_root
  run sh -c "unshare -n cat /proc/net/dev | tail -n +3 | cut -d: -f1 | tr -d ' '"
  check "lo" 0
}

@test "unshare -fp --mount-proc: pid 1 of a new namespace (util-linux)" {
  needs_root
  run unshare -fp --mount-proc sh -c 'echo $$; cut -d" " -f1,4 /proc/self/stat'
  check $'1\n2 1' 0
}

@test "unshare --fork --pid --mount-proc=DIR (util-linux)" {
  needs_root
  run unshare --fork --pid --mount-proc=/proc sh -c 'read a b < /proc/self/stat; echo $a'
  check "1" 0
}

@test "unshare -p without -f: command itself stays outside (util-linux)" {
  needs_root
  run unshare -p sh -c 'sh -c "echo \$\$"'
  check "1" 0
}

@test "unshare -r maps root (util-linux)" {
  needs_root
  run unshare -r sh -c 'id -u; id -g; cat /proc/self/uid_map /proc/self/setgroups | tr -s " "'
  check $'0\n0\n 0 0 1\ndeny' 0
}

@test "unshare --map-root-user as a user (util-linux)" {
  needs_root
  needs_cmd setpriv
  run setpriv --reuid 65534 --regid 65534 --clear-groups unshare --map-root-user sh -c 'id -u; tr -s " " < /proc/self/uid_map'
  check $'0\n 0 65534 1' 0
}

@test "unshare -U alone: unmapped ids are overflow (util-linux)" {
  needs_root
  run unshare -U sh -c 'id -u'
  check "65534" 0
}

@test "unshare -m: mounts stay inside (util-linux)" {
  needs_root
  mkdir d
  run unshare -m sh -c 'mount -t tmpfs none d && touch d/f && ls d'
  check "f" 0
  run ls d
  check "" 0
}

@test "unshare --propagation unchanged and bad mode (util-linux)" {
  needs_root
  run unshare -m --propagation unchanged true
  check "" 0
  run unshare -m --propagation shared sh -c 'grep -c . /proc/self/mountinfo >/dev/null'
  check "" 0
  run unshare --propagation x true
  check "unshare: unsupported propagation mode: x" 1
}

@test "unshare -i -C -T: new namespaces differ (util-linux)" {
  needs_root
  local n f
  for n in ipc:-i cgroup:-C time:-T; do
    f=/proc/self/ns/${n%:*}
    [ -e $f ] || continue
    run unshare ${n#*:} readlink $f
    [ "$status" = 0 ] && [ "$output" != "$(readlink $f)" ] || {
      echo "$n: $output"; return 1; }
  done
}

@test "unshare runs \$SHELL by default" {
  needs_root
  run sh -c 'echo "echo hi" | SHELL=/bin/sh unshare -u'
  check "hi" 0
}

@test "unshare -f passes the exit status (util-linux)" {
  needs_root
  run unshare -f sh -c 'exit 3'
  check "" 3
}

@test "unshare: missing command is 127 (util-linux)" {
  needs_root
  run sh -c 'unshare nonexist; echo $?'
  check $'unshare: failed to execute nonexist: No such file or directory\n127' 0
}

@test "unshare: bad option" {
  run unshare -x
  [ "$status" = 1 ] && [[ "$output" == *"unshare: "* ]]
}

@test "unshare --kill-child[=SIG]: the command dies with unshare (util-linux)" {
  needs_root
  unshare --kill-child /usr/bin/sleep 100 & u=$!
  until c=$(cat /proc/$u/task/$u/children 2>/dev/null) && c=${c%% *} &&
    [ -n "$c" ] && [ "$(cat /proc/$c/comm)" = sleep ]; do :; done
  kill -9 $u
  wait $u || true
  while [ -e /proc/$c ] && [ "$(cut -d' ' -f3 /proc/$c/stat)" != Z ]; do :; done
  run /usr/bin/true
  check "" 0
  run unshare --kill-child=FOO true
  check "unshare: unknown signal: FOO" 1
}
