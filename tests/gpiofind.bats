#!/usr/bin/env bats
# gpiofind (libgpiod v1's tool is the reference): see tests/gpio.bash.

load helper
load gpio

@test "gpiofind: no line of that name: exit 1, no output (like libgpiod's)" {
  nochip
  run gpiofind GPIO17
  check "" 1
  same_as /usr/bin/gpiofind gpiofind GPIO17
  fakedev "gpiochip0" gpiofind GPIO17
  check "" 1
}

@test "gpiofind: exactly one NAME" {
  run gpiofind
  check "gpiofind: missing argument
usage: gpiofind NAME" 1
  run gpiofind a b
  check "gpiofind: extra argument 'b'
usage: gpiofind NAME" 1
}
