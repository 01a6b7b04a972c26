#!/usr/bin/env bats
# mountpoint: output and exit status compared with util-linux mountpoint
# (/usr/bin/mountpoint) run the same way, under the same name.

load helper

# same ARGS...: util-linux mountpoint and ours agree (stdout, stderr, status)
same() {
  [ -x /usr/bin/mountpoint ] || skip "needs util-linux mountpoint"
  run bash -c 'exec -a mountpoint /usr/bin/mountpoint "$@"' mountpoint "$@"
  local out=$output st=$status
  run mountpoint "$@"
  check "$out" "$st"
}

@test "mountpoint of mount points and not (util-linux)" {
  same /proc
  same /
  same .
  touch f
  same f
}

@test "mountpoint -q (util-linux)" {
  same -q /proc
  same -q .
  same -q nonexistent
}

@test "mountpoint -d (util-linux)" {
  same -d /proc
  same -d /
  same -d .
}

@test "mountpoint -x (util-linux)" {
  same -x /dev/null
  same -x nonexistent
  for d in /dev/loop0 /dev/vda /dev/sda; do
    [ ! -b $d ] || same -x $d
  done
}

@test "mountpoint: missing file (util-linux)" {
  same nonexistent
}

@test "mountpoint: a bind mount and a tmpfs in a namespace (util-linux)" {
  needs_root
  unshare -m true 2>/dev/null || skip "unshare -m refused here"
  mkdir a b
  run unshare -m bash -c 'mount --bind a b && mount -t tmpfs t a &&
    mountpoint b; mountpoint -d a | grep -c :; mountpoint a/; mountpoint -q b/..; echo $?
    /usr/bin/mountpoint b; /usr/bin/mountpoint a/'
  check "b is a mountpoint
1
a/ is a mountpoint
32
b is a mountpoint
a/ is a mountpoint" 0
}

@test "mountpoint needs one argument" {
  run mountpoint
  [ "$status" = 1 ]
  run mountpoint a b
  [ "$status" = 1 ]
}
