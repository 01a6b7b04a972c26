#!/usr/bin/env bats
# gpioget (libgpiod v1's syntax): see tests/gpio.bash.

load helper
load gpio

U="usage: gpioget [-l] [-B BIAS] CHIP OFFSET..."

@test "gpioget: no such chip, or not a chip" {
  nochip
  run gpioget gpiochip0 1
  check "gpioget: gpiochip0: No such file or directory" 1
  run gpioget -l -B pull-up 0 1 2 3
  check "gpioget: 0: No such file or directory" 1
  run gpioget --active-low --bias=disable 0 1
  check "gpioget: 0: No such file or directory" 1
  run gpioget /dev/null 1
  check "gpioget: /dev/null: Inappropriate ioctl for device" 1
  ref gpioget /dev/null 1
  check "gpioget: error reading GPIO values: Inappropriate ioctl for device" 1
}

@test "gpioget: usage errors" {
  run gpioget
  check "gpioget: missing argument
$U" 1
  run gpioget gpiochip0
  check "gpioget: needs OFFSET
$U" 1
  run gpioget 0 x
  check "gpioget: bad offset 'x'
$U" 1
  run gpioget 0 1x
  check "gpioget: bad offset '1x'
$U" 1
  run gpioget 0 99999999999
  check "gpioget: bad offset '99999999999'
$U" 1
  run gpioget -B bad 0 1
  check "gpioget: bad bias 'bad'
$U" 1
  run gpioget 0 $(seq 0 64)
  check "gpioget: over 64 lines
$U" 1
  # libgpiod refuses the same
  ref gpioget 0 x
  check "gpioget: invalid GPIO offset: x" 1
  ref gpioget -B bad 0 1
  check "gpioget: invalid bias: bad" 1
}
