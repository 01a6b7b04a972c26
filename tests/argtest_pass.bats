#!/usr/bin/env bats
# argtest_pass, an alias of the option parser's test command (see
# tests/argtest.bash): option string "?ab": unknown options are left as
# arguments, in place; bits a=0x2 b=0x1.

load argtest

@test "? passes unknown options on as arguments, in place" {
  run "$ALIAS/argtest_pass" -a -k --long x -b
  check "optflags 0x3
arg -k
arg --long
arg x"
}

@test "? a cluster with an unknown option is passed whole, its flags unset" {
  run "$ALIAS/argtest_pass" -ak -ka -ab
  check "optflags 0x3
arg -ak
arg -ka"
  run "$ALIAS/argtest_pass" -ak
  check "optflags 0x0
arg -ak"
}

@test "? -- still ends options, and is dropped" {
  run "$ALIAS/argtest_pass" -k -- -a
  check "optflags 0x0
arg -k
arg -a"
  run "$ALIAS/argtest_pass" -- -k
  check "optflags 0x0
arg -k"
}

@test "? an unknown long option with =value is one argument" {
  run "$ALIAS/argtest_pass" -b --all=x
  check "optflags 0x1
arg --all=x"
}

@test "? - alone is an argument" {
  run "$ALIAS/argtest_pass" -
  check "optflags 0x0
arg -"
}
