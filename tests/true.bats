#!/usr/bin/env bats
# true: POSIX says exit 0, ignore arguments, print nothing.

load helper

@test "true exits 0 with no output" {
  run "$TESTBIN/true"
  check "" 0
}

@test "true ignores arguments and options" {
  run "$TESTBIN/true" -x --foo bar
  check "" 0
}

@test "true --help prints its help and exits 0" {
  run "$TESTBIN/true" --help
  [ "$status" -eq 0 ]
  [ "${lines[0]}" = "usage: true" ]
}

@test "toybox true works through the multiplexer" {
  run "$TOYBOX" true
  check "" 0
}
