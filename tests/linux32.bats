#!/usr/bin/env bats
# linux32: checked against util-linux linux32 (/usr/bin/linux32).

load helper

@test "linux32 runs COMMAND with a 32 bit uname -m (util-linux)" {
  [ "$(uname -m)" = x86_64 ] || skip "expectation for x86_64"
  run linux32 uname -m
  check "i686" 0
}

@test "linux32 passes arguments and exit status" {
  run linux32 sh -c 'echo "$1"; exit 3' sh 'a b'
  check "a b" 3
}

@test "linux32 without COMMAND runs /bin/sh (util-linux)" {
  run bash -c 'echo "echo hi" | linux32'
  check "hi" 0
}

@test "linux32: missing command" {
  run linux32 /nonexistent/cmd
  [ "$status" = 127 ]
}
