#!/usr/bin/env bats
# arch: checked against coreutils arch (/usr/bin/arch) and uname -m.

load helper

@test "arch is uname -m (coreutils)" {
  run arch
  check "$(/usr/bin/uname -m)" 0
}

@test "arch takes no arguments (coreutils)" {
  run arch x
  [ "$status" = 1 ]
}
