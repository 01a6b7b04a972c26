#!/usr/bin/env bats
# base32: RFC 4648 encoding; expected outputs are GNU base32's on this machine.
# (tests/base64.bats covers the code the two commands share in more depth.)

load helper

@test "base32 encodes with padding (GNU)" {
  run sh -c "printf hello | base32"
  check "NBSWY3DP" 0
  run sh -c "printf hi | base32"
  check "NBUQ====" 0
}

@test "base32 of empty input prints nothing (GNU)" {
  run sh -c "printf '' | base32"
  check "" 0
}

@test "base32 -w wraps the output (GNU)" {
  run sh -c "printf 'hello world, this is a longer line for wrapping' | base32 -w 20"
  check "NBSWY3DPEB3W64TMMQWC
A5DINFZSA2LTEBQSA3DP
NZTWK4RANRUW4ZJAMZXX
EIDXOJQXA4DJNZTQ====" 0
}

@test "base32 -d decodes, -i ignores garbage (GNU)" {
  run sh -c "echo NBSWY3DP | base32 -d"
  check "hello" 0
  run sh -c "echo 'NBSW!Y3DP' | base32 -d -i"
  check "hello" 0
}

@test "base32 -d of invalid input: error, exit 1 (GNU)" {
  run sh -c "echo 'NBSW!Y3DP' | base32 -d"
  [ "$status" = 1 ]
  [[ "$output" == *"base32: invalid input" ]]
}

@test "base32 missing file: error, exit 1" {
  run base32 nonexistent
  check "base32: nonexistent: No such file or directory" 1
}

@test "base32 round trip of binary data" {
  head -c 10000 /dev/urandom > r
  base32 r | base32 -d | cmp - r
}
