#!/usr/bin/env bats
# argtest_opt, an alias of the option parser's test command (see
# tests/argtest.bash): option string "w(width);a": -w/--width takes a value
# only when it is attached (-wV, --width=V); bits w=0x2 a=0x1, and argtest_opt
# prints -w's value.

load argtest

@test "; optional value: attached only (-wV, --width=V), else none" {
  run "$ALIAS/argtest_opt" -w
  check "-w (none)
optflags 0x2"
  run "$ALIAS/argtest_opt" -w5 x
  check "-w 5
optflags 0x2
arg x"
  run "$ALIAS/argtest_opt" -w 5
  check "-w (none)
optflags 0x2
arg 5"
  run "$ALIAS/argtest_opt" -aw
  check "-w (none)
optflags 0x3"
  run "$ALIAS/argtest_opt" -awa
  check "-w a
optflags 0x3"
  run "$ALIAS/argtest_opt" --width=7
  check "-w 7
optflags 0x2"
  run "$ALIAS/argtest_opt" --width 7
  check "-w (none)
optflags 0x2
arg 7"
  run "$ALIAS/argtest_opt" -w=
  check "-w =
optflags 0x2"
}

@test "; --width alone, a prefix, and --width= (empty value)" {
  run "$ALIAS/argtest_opt" --width
  check "-w (none)
optflags 0x2"
  run "$ALIAS/argtest_opt" --wid=3
  check "-w 3
optflags 0x2"
  run "$ALIAS/argtest_opt" --width=
  check "-w 
optflags 0x2"
}

@test "; the last -w wins, a bare one too" {
  run "$ALIAS/argtest_opt" -w5 -w6
  check "-w 6
optflags 0x2"
  run "$ALIAS/argtest_opt" -w5 -w
  check "-w (none)
optflags 0x2"
}

@test "; unknown option" {
  run "$ALIAS/argtest_opt" -k
  usage_err argtest_opt "unknown option '-k'"
}
