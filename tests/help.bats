#!/usr/bin/env bats
# help: behaviour of Debian's /usr/bin/toybox help (the text is each
# command's own --help).

load helper

@test "help COMMAND is its --help text" {
  run "$TESTBIN/help" which
  check "$(which --help)" 0
  run "$TOYBOX" help which
  check "$(which --help)" 0
}

@test "help alone is help's own help (toybox)" {
  run "$TESTBIN/help"
  check "$("$TESTBIN/help" --help)" 0
  [ "${lines[0]}" = "usage: help [-au] [COMMAND]" ]
}

@test "help -u shows the usage lines only" {
  run "$TESTBIN/help" -u getopt
  check "usage: getopt [OPTIONS] [--] [OPTSTRING] PARAMETERS..." 0
}

@test "help: unknown command (toybox)" {
  run "$TESTBIN/help" nosuchcommand
  check "help: Unknown command 'nosuchcommand'" 1
}

@test "help -a: every command under a 78 column ---NAME--- line (toybox)" {
  run bash -c '"$TESTBIN/help" -a | grep -c "^---[^ ]*-$"'
  check "$("$TOYBOX" | wc -w)" 0
  run bash -c '"$TESTBIN/help" -a | awk "/^---/ && length(\$0) != 78" | head -3'
  check "" 0
  run bash -c '"$TESTBIN/help" -a | grep -A3 "^---which-"'
  check "---which----------------------------------------------------------------------

usage: which [-a] NAME..." 0
}

@test "help -a -u: usage lines only" {
  run bash -c '"$TESTBIN/help" -au | grep -A3 "^---which-"'
  check "---which----------------------------------------------------------------------

usage: which [-a] NAME..." 0
}

@test "help: too many arguments" {
  run "$TESTBIN/help" a b
  [ "$status" = 1 ]
}
