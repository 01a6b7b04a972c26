#!/usr/bin/env bats
# env: POSIX -i, NAME=VALUE, COMMAND, exit 126/127; GNU's -u -0 -C and 125
# for env's own errors.

load helper
bats_require_minimum_version 1.5.0

USAGE="usage: env [-0i] [-C DIR] [-u NAME]... [NAME=VALUE...] [COMMAND [ARG...]]"

@test "env -i NAME=VALUE: prints just those (POSIX)" {
  run env -i A=1 B='two words'
  check "A=1
B=two words" 0
}

@test "env -i with nothing prints nothing" {
  run env -i
  check "" 0
}

@test "env: a lone - is -i (POSIX)" {
  run env - A=1
  check "A=1" 0
  run env -i - B=2
  check "B=2" 0
}

@test "env: prints the inherited environment" {
  FOO_ENV_TEST='x y' run env
  [ "$status" = 0 ]
  [[ "$output" == *"FOO_ENV_TEST=x y"* ]]
}

@test "env: NAME=VALUE overrides and passes to COMMAND" {
  X=old run env X=new "$TESTBIN/printenv" X
  check "new" 0
  run env -i A=1 A=2 "$TESTBIN/printenv" A
  check "2" 0
}

@test "env: empty value and = in value" {
  run env -i A= B==x=
  check "A=
B==x=" 0
}

@test "env -u NAME, repeatable (GNU)" {
  X=1 Y=2 Z=3 run env -u X -u Y "$TESTBIN/printenv" X Y Z
  check "3" 1
  run -127 env -i A=1 -u A
  check "env: -u: No such file or directory" 127
}

@test "env -u of an unset name is fine (GNU)" {
  run env -i -u NOPE
  check "" 0
}

@test "env -u with = or empty is an error, exit 125 (GNU)" {
  run env -u a=b true
  check "env: cannot unset 'a=b': Invalid argument" 125
  run env -u '' true
  check "env: cannot unset '': Invalid argument" 125
}

@test "env -0: NUL terminated (GNU)" {
  run sh -c 'env -i -0 A=1 B=2 | od -An -c'
  check "   A   =   1  \\0   B   =   2  \\0" 0
}

@test "env -0 with COMMAND is an error, exit 125 (GNU)" {
  run env -0 true
  check "env: no -0 with a COMMAND
$USAGE" 125
}

@test "env -C DIR: runs COMMAND there (GNU)" {
  mkdir sub
  run env -C sub "$TESTBIN/pwd" -P
  check "$(cd sub && /bin/pwd -P)" 0
}

@test "env -C: bad directory and no COMMAND exit 125 (GNU)" {
  run env -C nodir true
  check "env: cannot change directory to 'nodir': No such file or directory" 125
  run env -C .
  check "env: -C needs a COMMAND
$USAGE" 125
}

@test "env: COMMAND's exit status and arguments come through (POSIX)" {
  run env sh -c 'echo "$1"; exit 3' arg0 'a b'
  check "a b" 3
}

@test "env: options stop at the first NAME=VALUE or COMMAND" {
  run -127 env -i A=1 -i
  check "env: -i: No such file or directory" 127
  run env -i -- A=1
  check "A=1" 0
}

@test "env: COMMAND not found exits 127 (POSIX)" {
  run -127 env nosuchcommand_xyz
  check "env: nosuchcommand_xyz: No such file or directory" 127
}

@test "env: COMMAND found but not runnable exits 126 (POSIX)" {
  touch noexec
  run env ./noexec
  check "env: ./noexec: Permission denied" 126
  mkdir dir
  run env ./dir
  check "env: ./dir: Permission denied" 126
}

@test "env -i: COMMAND looked up in the new PATH" {
  run -127 env -i PATH=/nonexistent true
  check "env: true: No such file or directory" 127
  ln -s "$TOYBOX" ./true
  run env -i PATH="$PWD" true
  check "" 0
}

@test "env: bad option and missing argument exit 125 (GNU)" {
  run env -x
  check "env: unknown option '-x'
$USAGE" 125
  run env -u
  check "env: option '-u' needs an argument
$USAGE" 125
}

@test "env > /dev/full" {
  run sh -c 'env -i A=1 > /dev/full'
  check "env: write error: No space left on device" 1
}
