#!/usr/bin/env bats
# argtest_stop, an alias of the option parser's test command (see
# tests/argtest.bash): option string "^ab": options end at the first argument
# that isn't one; bits a=0x2 b=0x1.

load argtest

@test "^ stops at the first non-option argument" {
  run "$ALIAS/argtest_stop" -a x -b
  check "optflags 0x2
arg x
arg -b"
  run "$ALIAS/argtest_stop" -b x -- y
  check "optflags 0x1
arg x
arg --
arg y"
}

@test "^ still ends options at --" {
  run "$ALIAS/argtest_stop" -a -- -b
  check "optflags 0x2
arg -b"
}

@test "^ with no arguments, and options only" {
  run "$ALIAS/argtest_stop"
  check "optflags 0x0"
  run "$ALIAS/argtest_stop" -ab x -a
  check "optflags 0x3
arg x
arg -a"
}

@test "^ - alone is the first argument: options stop there" {
  run "$ALIAS/argtest_stop" - -a
  check "optflags 0x0
arg -
arg -a"
}

@test "^ an unknown option before the first argument is an error" {
  run "$ALIAS/argtest_stop" -k x
  usage_err argtest_stop "unknown option '-k'"
}

@test "--help of an alias: argtest's shared help text, exit 0" {
  run "$ALIAS/argtest_stop" --help
  [ "$status" = 0 ]
  [ "${lines[0]}" = "$USAGE" ]
}
