#!/usr/bin/env bats
# uuencode: POSIX historical and base64 formats (output as busybox)

load helper

@test "uuencode historical format (POSIX, busybox)" {
  printf 'abc' > in
  chmod 640 in
  run uuencode in x
  check 'begin 640 x
#86)C
`
end'
}

@test "uuencode -m base64 with padding (POSIX, busybox)" {
  printf 'ab' > in
  chmod 644 in
  run uuencode -m in x
  check "begin-base64 644 x
YWI=
===="
}

@test "uuencode stdin uses 0666 less umask; empty input" {
  run sh -c 'umask 022; uuencode x < /dev/null'
  check 'begin 644 x
`
end'
  run sh -c 'umask 022; uuencode -m x < /dev/null'
  check "begin-base64 644 x
===="
}

@test "uuencode 45 bytes a line, matches busybox on binary data" {
  head -c 10000 /dev/urandom > in
  uuencode in n > a
  busybox uuencode in n > b
  run cmp a b
  check ""
  uuencode -m in n > a
  busybox uuencode -m in n > b
  run cmp a b
  check ""
}

@test "uuencode errors" {
  run uuencode nonexist x
  [ "$status" -eq 1 ]
  run uuencode
  [ "$status" -eq 1 ]
  run sh -c 'echo a | uuencode x > /dev/full'
  [ "$status" -eq 1 ]
}
