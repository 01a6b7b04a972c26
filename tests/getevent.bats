#!/usr/bin/env bats
# getevent: this machine has no /dev/input and no /dev/uinput (the kernel
# has no uinput, and loading modules is not allowed), so no virtual device
# can be made: the tests cover usage, option checks and the errors for a
# missing device or a file that isn't an evdev device (no EVIOCGVERSION).
# Where /dev/uinput appears, nothing here uses it yet.

load helper

U="usage: getevent [-iSlnpqrt] [-c COUNT] [-s SWITCHMASK] [-v[MASK]] [DEVICE]"

@test "getevent: no /dev/input" {
  [ ! -e /dev/input ] || skip "this machine has /dev/input"
  run getevent
  check "getevent: /dev/input: No such file or directory" 1
  run getevent -c 1 -lt
  check "getevent: /dev/input: No such file or directory" 1
}

@test "getevent: DEVICE missing or not an input device" {
  run getevent /dev/input/nonexistent
  check "getevent: /dev/input/nonexistent: No such file or directory" 1
  run getevent /dev/null
  check "getevent: /dev/null: Inappropriate ioctl for device" 1
  run getevent -p /dev/null
  check "getevent: /dev/null: Inappropriate ioctl for device" 1
  run getevent -q /dev/null
  check "getevent: /dev/null: Inappropriate ioctl for device" 1
  touch file
  run getevent -i -l -S -s 0x3 -v64 -t -n -r file
  check "getevent: file: Inappropriate ioctl for device" 1
}

@test "getevent: usage errors" {
  run getevent -c 0 /dev/null
  check "getevent: -c: 0 below minimum 1
$U" 1
  run getevent -v200 /dev/null
  check "getevent: number 200 greater than 127" 1
  run getevent -vx /dev/null
  check "getevent: not a number: 'x'" 1
  run getevent -s zz /dev/null
  check "getevent: not a number: 'zz'" 1
  run getevent a b
  check "getevent: extra argument 'b'
$U" 1
  run getevent -z
  check "getevent: unknown option '-z'
$U" 1
}
