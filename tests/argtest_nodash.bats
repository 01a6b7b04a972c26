#!/usr/bin/env bats
# argtest_nodash, an alias of the option parser's test command (see
# tests/argtest.bash): option string "&abc:": the first argument is options
# even without a dash (tar xvf); bits a=0x4 b=0x2 c=0x1, and argtest_nodash
# prints -c's value.

load argtest

@test "& first argument holds options without a dash (tar xvf style)" {
  run "$ALIAS/argtest_nodash" ab x
  check "optflags 0x6
arg x"
  run "$ALIAS/argtest_nodash" acVAL x
  check "-c VAL
optflags 0x5
arg x"
  run "$ALIAS/argtest_nodash" ac VAL x
  check "-c VAL
optflags 0x5
arg x"
}

@test "& a dash works too, and only the first argument is special" {
  run "$ALIAS/argtest_nodash" -a b
  check "optflags 0x4
arg b"
  run "$ALIAS/argtest_nodash" b a
  check "optflags 0x2
arg a"
  run "$ALIAS/argtest_nodash" x
  check "argtest_nodash: unknown option '-x'
$USAGE" 1
}

@test "& no arguments" {
  run "$ALIAS/argtest_nodash"
  check "optflags 0x0"
}

@test "& c takes the rest of the first argument as its value" {
  run "$ALIAS/argtest_nodash" cb V
  check "-c b
optflags 0x1
arg V"
}

@test "& c at the end with no argument left: missing argument" {
  run "$ALIAS/argtest_nodash" c
  usage_err argtest_nodash "option '-c' needs an argument"
}

@test "& a first argument of -- ends the options" {
  run "$ALIAS/argtest_nodash" -- a
  check "optflags 0x0
arg a"
}

@test "--version of an alias" {
  run "$ALIAS/argtest_nodash" --version
  check "toybox 0.1.0" 0
}
