#!/usr/bin/env bats
# gpioset (libgpiod v1's syntax): see tests/gpio.bash.

load helper
load gpio

U="usage: gpioset [-bl] [-B BIAS] [-D DRIVE] [-m MODE] [-s SEC] [-u USEC] CHIP OFFSET=VALUE..."

@test "gpioset: no such chip, or not a chip" {
  nochip
  run gpioset gpiochip0 1=1
  check "gpioset: gpiochip0: No such file or directory" 1
  run gpioset -l -B pull-down -D open-drain -m time -s 0 -u 10 0 1=0 2=1
  check "gpioset: 0: No such file or directory" 1
  run gpioset --drive=open-source --mode=signal --background 0 1=1
  check "gpioset: 0: No such file or directory" 1
  run gpioset /dev/null 1=1
  check "gpioset: /dev/null: Inappropriate ioctl for device" 1
}

@test "gpioset: usage errors" {
  run gpioset
  check "gpioset: missing argument
$U" 1
  run gpioset gpiochip0
  check "gpioset: needs OFFSET=VALUE
$U" 1
  run gpioset gpiochip0 1
  check "gpioset: bad OFFSET=VALUE '1'
$U" 1
  run gpioset 0 1=2
  check "gpioset: value not 0 or 1: '1=2'
$U" 1
  run gpioset 0 x=1
  check "gpioset: bad offset 'x'
$U" 1
  run gpioset -m bad 0 1=1
  check "gpioset: bad mode 'bad'
$U" 1
  run gpioset -s 1 0 1=1
  check "gpioset: -s and -u need -m time
$U" 1
  run gpioset -m wait -u 1 0 1=1
  check "gpioset: -s and -u need -m time
$U" 1
  run gpioset -b 0 1=1
  check "gpioset: -b needs -m time or signal
$U" 1
  run gpioset -D bad 0 1=1
  check "gpioset: bad drive 'bad'
$U" 1
  run gpioset -B bad 0 1=1
  check "gpioset: bad bias 'bad'
$U" 1
  # libgpiod refuses the same
  ref gpioset 0 1=2
  check "gpioset: value must be 0 or 1: 1=2" 1
  ref gpioset -s 1 0 1=1
  check "gpioset: can't specify wait time in this mode" 1
  ref gpioset -m bad 0 1=1
  check "gpioset: invalid mode: bad" 1
}
