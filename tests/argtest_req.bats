#!/usr/bin/env bats
# argtest_req, an alias of the option parser's test command (see
# tests/argtest.bash): option string "a|b", built with TOYFLAG_ARGFAIL(2): -a
# is required, and usage errors exit 2; bits a=0x2 b=0x1.

load argtest

@test "| required option missing exits 2 (TOYFLAG_ARGFAIL)" {
  run "$ALIAS/argtest_req"
  check "argtest_req: needs -a
$USAGE" 2
  run "$ALIAS/argtest_req" -b
  check "argtest_req: needs -a
$USAGE" 2
}

@test "| required option given" {
  run "$ALIAS/argtest_req" -a x
  check "optflags 0x2
arg x"
  run "$ALIAS/argtest_req" -ba
  check "optflags 0x3"
}

@test "TOYFLAG_ARGFAIL: every usage error of the command exits 2" {
  run "$ALIAS/argtest_req" -a -k
  check "argtest_req: unknown option '-k'
$USAGE" 2
  run "$ALIAS/argtest_req" -a --nope
  check "argtest_req: unknown option '--nope'
$USAGE" 2
}

@test "| the required option may come anywhere, even after an argument" {
  run "$ALIAS/argtest_req" -b -a
  check "optflags 0x3"
  run "$ALIAS/argtest_req" x -a
  check "optflags 0x2
arg x"
}

@test "| an argument alone doesn't satisfy the requirement" {
  run "$ALIAS/argtest_req" x
  usage_err argtest_req "needs -a" 2
}

@test "| --help and --version need no -a" {
  run "$ALIAS/argtest_req" --help
  [ "$status" = 0 ]
  [ "${lines[0]}" = "$USAGE" ]
  run "$ALIAS/argtest_req" --version
  check "toybox 0.1.0" 0
}
