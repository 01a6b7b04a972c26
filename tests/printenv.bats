#!/usr/bin/env bats
# printenv: GNU's behaviour is the reference.

load helper

@test "printenv NAME: the value" {
  A='x y' run printenv A
  check "x y" 0
}

@test "printenv: several names in order" {
  A=1 B=2 run printenv B A
  check "2
1" 0
}

@test "printenv: no names prints NAME=VALUE for all" {
  run env -i A=1 B= "$TOYBOX" printenv
  check "A=1
B=" 0
}

@test "printenv: missing name exits 1, others still printed (GNU)" {
  A=1 run printenv NOPE_XYZ A
  check "1" 1
}

@test "printenv: empty value is an empty line" {
  E= run printenv E
  check "" 0
  run sh -c 'E= printenv E | od -An -c'
  check "  \\n" 0
}

@test "printenv: a name with = never matches (GNU)" {
  run env 'a=b=c' "$TOYBOX" printenv a=b
  check "" 1
}

@test "printenv -0: NUL terminated (GNU)" {
  run sh -c 'A=1 B=2 printenv -0 A B | od -An -c'
  check "   1  \\0   2  \\0" 0
  run sh -c 'env -i A=1 "$TOYBOX" printenv --null | od -An -c'
  check "   A   =   1  \\0" 0
}

@test "printenv: bad option exits 2 (GNU)" {
  run printenv -x
  check "printenv: unknown option '-x'
usage: printenv [-0] [NAME...]" 2
}

@test "printenv > /dev/full" {
  run sh -c 'A=1 printenv A > /dev/full'
  check "printenv: write error: No space left on device" 1
}
