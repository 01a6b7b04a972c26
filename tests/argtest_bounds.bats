#!/usr/bin/env bats
# argtest_bounds, an alias of the option parser's test command (see
# tests/argtest.bash): option string "<2>3ab": at least 2 and at most 3
# arguments left after the options; bits a=0x2 b=0x1.

load argtest

@test "<N >N argument count bounds" {
  run "$ALIAS/argtest_bounds" one two
  check "optflags 0x0
arg one
arg two"
  run "$ALIAS/argtest_bounds" -a one two three
  check "optflags 0x2
arg one
arg two
arg three"
  run "$ALIAS/argtest_bounds" one
  check "argtest_bounds: needs at least 2 arguments
$USAGE" 1
  run "$ALIAS/argtest_bounds" -ab
  check "argtest_bounds: needs at least 2 arguments
$USAGE" 1
  run "$ALIAS/argtest_bounds" 1 2 3 4 5
  check "argtest_bounds: extra argument '4'
$USAGE" 1
}

@test "<2: no arguments at all" {
  run "$ALIAS/argtest_bounds"
  usage_err argtest_bounds "needs at least 2 arguments"
}

@test "<2: options are not arguments, arguments after -- are" {
  run "$ALIAS/argtest_bounds" -a -b one
  usage_err argtest_bounds "needs at least 2 arguments"
  run "$ALIAS/argtest_bounds" -- -a b
  check "optflags 0x0
arg -a
arg b"
}

@test ">3: options among the arguments don't count, a 4th argument does" {
  run "$ALIAS/argtest_bounds" a -a b c
  check "optflags 0x2
arg a
arg b
arg c"
  run "$ALIAS/argtest_bounds" -a one two three four
  usage_err argtest_bounds "extra argument 'four'"
}

@test "an unknown option is reported even with the right argument count" {
  run "$ALIAS/argtest_bounds" -k a b
  usage_err argtest_bounds "unknown option '-k'"
}
