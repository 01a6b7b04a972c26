#!/usr/bin/env bats
# count: behaviour of Debian's /usr/bin/toybox count.

load helper

@test "count copies stdin to stdout" {
  run bash -c 'printf "abc\0def" | count 2>/dev/null | od -An -c'
  check "$(printf 'abc\0def' | od -An -c)" 0
}

@test "count shows the bytes on stderr" {
  run bash -c 'printf "abc" | count 2>&1 >/dev/null | tr "\r" "\n" | tail -n 1'
  check "3 bytes" 0
  run bash -c 'head -c 300000 /dev/zero | count 2>&1 >/dev/null | tr "\r" "\n" | tail -n 1'
  check "300000 bytes" 0
}

@test "count: empty input" {
  run bash -c 'count < /dev/null 2>&1'
  check "0 bytes" 0
}
