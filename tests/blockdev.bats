#!/usr/bin/env bats
# blockdev: values compared with util-linux blockdev (/sbin/blockdev) on a
# loop device the test attaches (and teardown detaches).

load helper

loop_ok() {
  needs_root
  [ -x /sbin/blockdev ] || skip "needs util-linux blockdev"
  [ -e /dev/loop-control ] || skip "no /dev/loop-control"
  truncate -s 8M img
  dev=$(losetup -f --show img 2>/dev/null) || skip "the kernel refuses loop devices"
}

teardown() {
  [ -z "$dev" ] || losetup -d "$dev" 2>/dev/null
  true
}

@test "blockdev --getsize64 --getss --getbsz --getro and more (util-linux)" {
  loop_ok
  local o
  for o in --getsize64 --getss --getbsz --getro --getsz --getsize --getpbsz \
      --getiomin --getioopt --getra; do
    run /sbin/blockdev $o $dev
    local want=$output
    run blockdev $o $dev
    check "$want" 0
  done
  run blockdev --getsize64 $dev
  check 8388608 0
}

@test "blockdev several --get in one go, several devices (util-linux)" {
  loop_ok
  run blockdev --getss --getsize64 $dev $dev
  check $'512\n8388608\n512\n8388608' 0
  run /sbin/blockdev --getss --getsize64 $dev $dev
  check $'512\n8388608\n512\n8388608' 0
}

@test "blockdev --setro, --setrw (util-linux --getro)" {
  loop_ok
  run blockdev --setro $dev
  check '' 0
  run /sbin/blockdev --getro $dev
  check 1 0
  run blockdev --getro $dev
  check 1 0
  run blockdev --setrw --getro $dev
  check 0 0
  run /sbin/blockdev --getro $dev
  check 0 0
}

@test "blockdev --flushbufs, --setra, --setbsz (util-linux)" {
  loop_ok
  run blockdev --flushbufs $dev
  check '' 0
  run blockdev --setra 64 $dev
  check '' 0
  run /sbin/blockdev --getra $dev
  check 64 0
  run blockdev --setbsz 1024 --getbsz $dev
  check 1024 0
}

@test "blockdev --rereadpt on a loop device without -P fails" {
  loop_ok
  run blockdev --rereadpt $dev
  check "blockdev: $dev: Invalid argument" 1
  run /sbin/blockdev --rereadpt $dev
  [ "$status" = 1 ]
}

@test "blockdev: not a block device, missing, no option" {
  truncate -s 1M f
  run blockdev --getss f
  check 'blockdev: f: Inappropriate ioctl for device' 1
  run blockdev --getss nonexistent
  check 'blockdev: nonexistent: No such file or directory' 1
  run blockdev f
  [ "$status" = 1 ] && [ "${lines[0]}" = "blockdev: needs --OPTION" ]
}
