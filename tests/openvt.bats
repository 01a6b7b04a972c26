#!/usr/bin/env bats
# openvt: errors only (tests never take a terminal of the host).

load helper

@test "openvt bad -c" {
  run openvt -c 64 true
  [ "$status" = 1 ] && [ "${lines[0]}" = "openvt: -c: 64 above maximum 63" ]
  run openvt -c 0 true
  [ "$status" = 1 ] && [ "${lines[0]}" = "openvt: -c: 0 below minimum 1" ]
  run openvt -c x true
  [ "$status" = 1 ] && [ "${lines[0]}" = "openvt: -c: bad number 'x'" ]
}

@test "openvt -x is COMMAND's, after the command" {
  run openvt -q
  [ "$status" = 1 ] && [ "${lines[0]}" = "openvt: unknown option '-q'" ]
}
