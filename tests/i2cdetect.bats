#!/usr/bin/env bats
# i2cdetect: this machine has no I2C buses (no /dev/i2c-*, no i2c-dev in
# sysfs) and loading i2c-stub is not allowed, so only what needs no adapter
# is tested: the (empty) bus list, argument checks (the ranges are
# i2c-tools' 0x08-0x77, or 0x00-0x7f with -a) and the error for a bus that
# isn't there. Probing, -F and the scan table need real hardware.

load helper

U="usage: i2cdetect [-aqry] BUS [FIRST LAST]
usage: i2cdetect -F BUS
usage: i2cdetect -l"

nobus() { [ ! -e /dev/i2c-0 ] && [ ! -e /dev/i2c/0 ] || skip "this machine has /dev/i2c-0"; }

@test "i2cdetect -l: no buses lists nothing, like i2c-tools" {
  [ ! -d /sys/class/i2c-dev ] || skip "this machine has I2C buses"
  run i2cdetect -l
  check "" 0
  same_as /usr/sbin/i2cdetect i2cdetect -l
}

@test "i2cdetect: -F and a scan need the bus's device" {
  nobus
  run i2cdetect -F 0
  check "i2cdetect: /dev/i2c-0: No such file or directory" 1
  run i2cdetect -y 0
  check "i2cdetect: /dev/i2c-0: No such file or directory" 1
  run i2cdetect -y -a 0 0 0x7f
  check "i2cdetect: /dev/i2c-0: No such file or directory" 1
  run i2cdetect -y -q 3 0x10 0x20
  check "i2cdetect: /dev/i2c-3: No such file or directory" 1
  # i2c-tools fails the same way
  run /usr/sbin/i2cdetect -y 0
  [ "$status" = 1 ]
}

@test "i2cdetect: usage errors" {
  run i2cdetect
  check "i2cdetect: needs BUS
$U" 1
  run i2cdetect -F
  check "i2cdetect: needs BUS
$U" 1
  run i2cdetect -F 0 1
  check "i2cdetect: -F takes one BUS
$U" 1
  run i2cdetect -l 0
  check "i2cdetect: -l takes no arguments
$U" 1
  run i2cdetect -q -r 0
  check "i2cdetect: no -q with -r
$U" 1
  run i2cdetect -F -l
  check "i2cdetect: no -F with -l
$U" 1
  run i2cdetect -y 0 1
  check "i2cdetect: needs FIRST and LAST
$U" 1
  run i2cdetect 0 1 2 3
  [ "${lines[0]}" = "i2cdetect: extra argument '3'" ] && [ "$status" = 1 ]
  run i2cdetect -z
  [ "${lines[0]}" = "i2cdetect: unknown option '-z'" ] && [ "$status" = 1 ]
}

@test "i2cdetect: FIRST and LAST ranges (i2c-tools' checks, before the bus)" {
  run i2cdetect -y 0 3 0x70
  check "i2cdetect: FIRST 3 out of range (0x08-0x77)
$U" 1
  run i2cdetect -y 0 0x10 5
  check "i2cdetect: LAST 5 out of range (0x10-0x77)
$U" 1
  run i2cdetect -y 0 0x10 0x78
  check "i2cdetect: LAST 0x78 out of range (0x10-0x77)
$U" 1
  run i2cdetect -y -a 0 0 0x80
  check "i2cdetect: LAST 0x80 out of range (0x00-0x7f)
$U" 1
  run i2cdetect -y 0 x 0x10
  check "i2cdetect: FIRST x out of range (0x08-0x77)
$U" 1
  # i2c-tools rejects the same ranges
  run /usr/sbin/i2cdetect -y 0 3 0x70
  [ "${lines[0]}" = "Error: FIRST argument out of range (0x08-0x77)!" ]
  run /usr/sbin/i2cdetect -y 0 0x10 5
  [ "${lines[0]}" = "Error: LAST argument out of range (0x10-0x77)!" ]
}

@test "i2cdetect: a bus name no adapter has" {
  [ ! -d /sys/class/i2c-dev ] || skip "this machine has I2C buses"
  run i2cdetect -y nosuchbus
  check "i2cdetect: no bus named 'nosuchbus'
$U" 1
  run /usr/sbin/i2cdetect -y nosuchbus
  [ "${lines[0]}" = "Error: I2C bus name doesn't match any bus present!" ]
  run i2cdetect -y 0x100000
  check "i2cdetect: bus '0x100000' out of range
$U" 1
}
