#!/usr/bin/env bats
# eject: this machine has no CD-ROM or removable drive, so only the errors
# are tested: a loop device (which has no tray) refuses the CD-ROM ioctls.

load helper

teardown() {
  [ -z "$dev" ] || losetup -d "$dev" 2>/dev/null
  true
}

@test "eject, -t, -T on a device without a tray" {
  needs_root
  [ -e /dev/loop-control ] || skip "no /dev/loop-control"
  truncate -s 1M img
  dev=$(losetup -f --show img 2>/dev/null) || skip "the kernel refuses loop devices"
  run eject $dev
  [ "$status" = 1 ] && [[ "$output" == "eject: $dev: "* ]]
  run eject -t $dev
  [ "$status" = 1 ] && [[ "$output" == "eject: $dev: "* ]]
  run eject -T $dev
  [ "$status" = 1 ] && [[ "$output" == "eject: $dev: "* ]]
  run eject -s $dev
  [ "$status" = 1 ] && [[ "$output" == "eject: $dev: "* ]]
}

@test "eject: a file, missing device, options together" {
  touch f
  run eject f
  check 'eject: f: Inappropriate ioctl for device' 1
  run eject nonexistent
  [ "$status" = 1 ] && [[ "$output" == *nonexistent* ]]
  run eject -t -T f
  [ "$status" = 1 ]
}
