#!/usr/bin/env bats
# partprobe: on a loop device the test attaches (with and without partition
# scanning); errors as util-linux blockdev --rereadpt sees them.

load helper

teardown() {
  [ -z "$dev" ] || losetup -d "$dev" 2>/dev/null
  true
}

@test "partprobe a loop device with partition scanning" {
  needs_root
  [ -e /dev/loop-control ] || skip "no /dev/loop-control"
  truncate -s 1M img
  dev=$(losetup -f --show -P img 2>/dev/null) || skip "the kernel refuses loop devices"
  run partprobe $dev
  check '' 0
}

@test "partprobe a loop device without: Invalid argument (util-linux blockdev)" {
  needs_root
  [ -e /dev/loop-control ] || skip "no /dev/loop-control"
  truncate -s 1M img
  dev=$(losetup -f --show img 2>/dev/null) || skip "the kernel refuses loop devices"
  run partprobe $dev
  check "partprobe: $dev: rereading partitions: Invalid argument" 1
  if [ -x /sbin/blockdev ]; then
    run /sbin/blockdev --rereadpt $dev
    check 'blockdev: ioctl error on BLKRRPART: Invalid argument' 1
  fi
}

@test "partprobe: not a device, missing" {
  truncate -s 1M f
  run partprobe f nonexistent
  check $'partprobe: f: rereading partitions: Inappropriate ioctl for device\npartprobe: nonexistent: No such file or directory' 1
}
