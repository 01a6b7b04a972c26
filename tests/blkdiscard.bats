#!/usr/bin/env bats
# blkdiscard: on a loop device the test attaches, whose discards punch holes
# in the image file (read back as zeroes); results compared with util-linux
# blkdiscard (/sbin/blkdiscard) doing the same.

load helper

loop_ok() {
  needs_root
  [ -e /dev/loop-control ] || skip "no /dev/loop-control"
  head -c 1048576 /dev/zero | tr '\0' x > img
  dev=$(losetup -f --show img 2>/dev/null) || skip "the kernel refuses loop devices"
}

teardown() {
  [ -z "$dev" ] || losetup -d "$dev" 2>/dev/null
  true
}

@test "blkdiscard the whole device: zeroes (util-linux)" {
  loop_ok
  run blkdiscard $dev
  [ "$status" = 0 ] || skip "discard not supported here: $output"
  run bash -c "tr -d '\0' < img | wc -c"
  check 0 0
}

@test "blkdiscard -o -l a range (util-linux)" {
  loop_ok
  run blkdiscard -o 4096 -l 8k $dev
  [ "$status" = 0 ] || skip "discard not supported here: $output"
  run bash -c "tr -d '\0' < img | wc -c"
  check $((1048576-8192)) 0
  run bash -c "head -c 4096 img | tr -d x | wc -c; tail -c +12289 img | tr -d x | wc -c"
  check $'0\n0' 0
}

@test "blkdiscard -z zeroes a range" {
  loop_ok
  run blkdiscard -z -o 0 -l 512 $dev
  check '' 0
  sync
  run bash -c "tr -d '\0' < img | wc -c"
  check $((1048576-512)) 0
}

@test "blkdiscard: misaligned, past the end, -s with -z, not a device" {
  loop_ok
  run blkdiscard -o 100 $dev
  check "blkdiscard: $dev: offset and length must be multiples of 512" 1
  run blkdiscard -o 2m $dev
  check "blkdiscard: $dev: offset 2097152 past the end" 1
  run blkdiscard -s -z $dev
  [ "$status" = 1 ]
  run blkdiscard img
  check "blkdiscard: img: Inappropriate ioctl for device" 1
}
