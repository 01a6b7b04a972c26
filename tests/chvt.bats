#!/usr/bin/env bats
# chvt: errors only (tests never switch the console).

load helper

@test "chvt bad terminal numbers" {
  run chvt 0
  check "chvt: number 0 less than 1" 1
  run chvt 64
  check "chvt: number 64 greater than 63" 1
  run chvt x
  check "chvt: not a number: 'x'" 1
}

@test "chvt needs one argument" {
  run chvt
  [ "$status" = 1 ] && [ "${lines[0]}" = "chvt: missing argument" ]
  run chvt 1 2
  [ "$status" = 1 ] && [ "${lines[0]}" = "chvt: extra argument '2'" ]
}
