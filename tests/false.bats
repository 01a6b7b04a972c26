#!/usr/bin/env bats
# false: POSIX says exit non-zero (1 like GNU), print nothing.

load helper

@test "false exits 1 with no output" {
  run "$TESTBIN/false"
  check "" 1
}

@test "false ignores arguments and options" {
  run "$TESTBIN/false" -x --foo bar
  check "" 1
}

@test "false --version prints the version" {
  run "$TESTBIN/false" --version
  check "toybox 0.1.0" 0
}
