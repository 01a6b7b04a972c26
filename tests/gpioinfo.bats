#!/usr/bin/env bats
# gpioinfo (libgpiod v1's tool is the reference): see tests/gpio.bash.

load helper
load gpio

@test "gpioinfo: no chips, no output (like libgpiod's)" {
  nochip
  run gpioinfo
  check "" 0
  same_as /usr/bin/gpioinfo gpioinfo
}

@test "gpioinfo: a chip that isn't there, by number, name, label or path" {
  nochip
  run gpioinfo 0
  check "gpioinfo: 0: No such file or directory" 1
  run gpioinfo gpiochip0
  check "gpioinfo: gpiochip0: No such file or directory" 1
  run gpioinfo some-label
  check "gpioinfo: some-label: No such file or directory" 1
  run gpioinfo /dev/gpiochip0
  check "gpioinfo: /dev/gpiochip0: No such file or directory" 1
  # libgpiod fails too
  ref gpioinfo gpiochip0
  [ "$status" = 1 ]
}

@test "gpioinfo: a file that isn't a GPIO chip" {
  run gpioinfo /dev/null
  check "gpioinfo: /dev/null: Inappropriate ioctl for device" 1
  ref gpioinfo /dev/null
  check "gpioinfo: looking up chip /dev/null: Inappropriate ioctl for device" 1
  fakedev "gpiochip3" gpioinfo 3
  check "gpioinfo: 3: Inappropriate ioctl for device" 1
  fakedev "gpiochip3" gpioinfo
  check "gpioinfo: /dev/gpiochip3: Inappropriate ioctl for device" 1
}
