#!/usr/bin/env bats
# gpiodetect (libgpiod v1's tool is the reference): see tests/gpio.bash.

load helper
load gpio

@test "gpiodetect: no chips, no output (like libgpiod's)" {
  nochip
  run gpiodetect
  check "" 0
  same_as /usr/bin/gpiodetect gpiodetect
}

@test "gpiodetect: chips in /dev sorted by number, errors for non-chips" {
  fakedev "gpiochip10 gpiochip2 gpiochipx null" gpiodetect
  check "gpiodetect: /dev/gpiochip2: Inappropriate ioctl for device
gpiodetect: /dev/gpiochip10: Inappropriate ioctl for device" 1
}

@test "gpiodetect: no arguments" {
  run gpiodetect x
  check "gpiodetect: extra argument 'x'
usage: gpiodetect" 1
}
