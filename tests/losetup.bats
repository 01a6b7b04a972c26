#!/usr/bin/env bats
# losetup: output checked against util-linux losetup (/usr/sbin/losetup) on
# the same loop device. Needs root and a working /dev/loop-control; every
# device a test attaches is detached by its trap.

load helper

# attach [ARGS...]: losetup -f --show ARGS, the device in $dev, detached
# by teardown when the test ends (bats's trap on EXIT)
attach() {
  dev=$(losetup -f --show "$@")
}

teardown() {
  [ -z "$dev" ] || /usr/sbin/losetup -d "$dev" 2>/dev/null
  true
}

loop_ok() {
  needs_root
  [ -x /usr/sbin/losetup ] || skip "needs util-linux losetup"
  [ -e /dev/loop-control ] || skip "no /dev/loop-control"
  truncate -s 1M probe
  local d
  d=$(/usr/sbin/losetup -f --show probe 2>/dev/null) || skip "the kernel refuses loop devices"
  /usr/sbin/losetup -d "$d"
  rm probe
}

@test "losetup -f --show FILE, show it, -j, -d (util-linux)" {
  loop_ok
  truncate -s 1M img
  attach img
  [ -b "$dev" ]
  run /usr/sbin/losetup "$dev"
  local want=$output
  [ "$status" = 0 ] && [ -n "$want" ]
  run losetup "$dev"
  check "$want" 0
  run losetup -j img
  check "$want" 0
  run bash -c "losetup -a | grep '^$dev:'"
  check "$want" 0
  run losetup -d "$dev"
  check '' 0
  run /usr/sbin/losetup -j img
  check '' 0
}

@test "losetup -o and --sizelimit (util-linux)" {
  loop_ok
  truncate -s 1M img
  attach -o 4096 --sizelimit 64k img
  run /usr/sbin/losetup "$dev"
  local want=$output
  [[ "$want" == *", offset 4096, sizelimit 65536" ]]
  run losetup "$dev"
  check "$want" 0
  run cat /sys/block/${dev#/dev/}/size
  check 128 0
  run losetup -j img -o 4096
  check "$want" 0
  run losetup -j img -o 0
  check '' 0
}

@test "losetup -r attaches read only (util-linux)" {
  loop_ok
  truncate -s 1M img
  attach -r img
  run cat /sys/block/${dev#/dev/}/ro
  check 1 0
  run /usr/sbin/losetup --list --noheadings -O RO "$dev"
  check ' 1' 0
}

@test "losetup LOOPDEV FILE, offset with a suffix (util-linux)" {
  loop_ok
  truncate -s 1M img
  local free
  free=$(losetup -f)
  [ -b "$free" ] || skip "losetup -f gave $free"
  losetup -o 1k "$free" img || skip "$free was taken meanwhile"
  dev=$free
  run /usr/sbin/losetup --list --noheadings -O OFFSET,BACK-FILE "$dev"
  check "  1024 $PWD/img" 0
}

@test "losetup -P sets the partition scan flag (util-linux)" {
  loop_ok
  truncate -s 1M img
  attach -P img
  run cat /sys/block/${dev#/dev/}/loop/partscan
  check 1 0
}

@test "losetup: errors (util-linux messages)" {
  loop_ok
  run losetup -f --show nonexistent
  check 'losetup: nonexistent: failed to set up loop device: No such file or directory' 1
  truncate -s 1M img
  attach img
  /usr/sbin/losetup -d "$dev"
  run losetup -d "$dev"
  check "losetup: $dev: detach failed: No such device or address" 1
  run losetup "$dev"
  check "losetup: $dev: No such device or address" 1
}

@test "losetup: bad combinations" {
  run losetup -d -r /dev/loop0
  [ "$status" = 1 ] && [ "${lines[0]}" = "losetup: -rPso and --sizelimit are for attaching a file" ]
  run losetup -a -d
  [ "$status" = 1 ] && [ "${lines[0]}" = "losetup: no -a with -d" ]
  run losetup a b c
  [ "$status" = 1 ]
}
