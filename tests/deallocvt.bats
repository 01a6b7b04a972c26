#!/usr/bin/env bats
# deallocvt: errors only (tests never free the host's terminals).

load helper

@test "deallocvt bad terminal numbers" {
  run deallocvt 0
  check "deallocvt: number 0 less than 1" 1
  run deallocvt 64
  check "deallocvt: number 64 greater than 63" 1
  run deallocvt 1x
  check "deallocvt: not a number: '1x'" 1
  run deallocvt 1 2
  [ "$status" = 1 ] && [ "${lines[0]}" = "deallocvt: extra argument '2'" ]
}
