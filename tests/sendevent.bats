#!/usr/bin/env bats
# sendevent: this machine has no /dev/input and no /dev/uinput (no uinput
# in the kernel, and loading modules is not allowed), so no virtual device
# can be made: the tests cover the argument checks (done before DEVICE is
# opened) and the errors for a missing device or one that isn't evdev.

load helper

U="usage: sendevent DEVICE TYPE CODE VALUE"

@test "sendevent: DEVICE missing or not an input device" {
  run sendevent /dev/input/nonexistent 1 2 3
  check "sendevent: /dev/input/nonexistent: No such file or directory" 1
  run sendevent /dev/null 1 2 3
  check "sendevent: /dev/null: Inappropriate ioctl for device" 1
  # a negative VALUE (REL_X -5) is a number, not an option
  run sendevent /dev/null 2 0 -5
  check "sendevent: /dev/null: Inappropriate ioctl for device" 1
  run sendevent /dev/null 0x3 0x35 0x1f4
  check "sendevent: /dev/null: Inappropriate ioctl for device" 1
  touch file
  run sendevent file 1 2 3
  check "sendevent: file: Inappropriate ioctl for device" 1
  [ ! -s file ]
}

@test "sendevent: bad numbers, wrong argument count" {
  run sendevent /dev/null 1 2 x
  check "sendevent: not a number: 'x'" 1
  run sendevent /dev/null 70000 2 3
  check "sendevent: number 70000 greater than 65535" 1
  run sendevent /dev/null 1 65536 3
  check "sendevent: number 65536 greater than 65535" 1
  run sendevent /dev/null 1 2 0x80000000
  check "sendevent: number 2147483648 greater than 2147483647" 1
  run sendevent /dev/null 1 2
  check "sendevent: needs at least 4 arguments
$U" 1
  run sendevent /dev/null 1 2 3 4
  check "sendevent: extra argument '4'
$U" 1
}
