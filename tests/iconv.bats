#!/usr/bin/env bats
# iconv: POSIX options; results checked against glibc's iconv(1)

load helper

@test "iconv UTF-8 to latin1 and back (POSIX)" {
  run sh -c "printf 'caf\303\251\n' | iconv -f UTF-8 -t ISO-8859-1 | od -An -tx1"
  check " 63 61 66 e9 0a"
  run sh -c "printf 'caf\351' | iconv -f latin1 -t utf-8"
  check "café"
}

@test "iconv default charsets are the locale's" {
  run sh -c "printf 'caf\303\251' | iconv -t latin1 | od -An -tx1"
  check " 63 61 66 e9"
}

@test "iconv long names, UTF-16 round trip of a big file" {
  head -c 300000 /dev/urandom | od -An -tx1 > in
  run sh -c 'iconv --from-code=ascii --to-code=utf-16 in | iconv -f utf-16 -t ascii | cmp - in'
  check ""
}

@test "iconv binary latin1 input, same output as glibc iconv" {
  [ -x /usr/bin/iconv ] || skip "needs glibc's iconv"
  head -c 100000 /dev/urandom > in
  iconv -f latin1 -t utf-8 in > a
  /usr/bin/iconv -f latin1 -t utf-8 in > b
  run cmp a b
  check ""
}

@test "iconv bad input: position, exit 1; -c skips; -s silent (POSIX)" {
  run sh -c "printf 'a\377b\n' | iconv -f UTF-8 -t ASCII"
  check "aiconv: -: illegal input sequence at position 1" 1
  run sh -c "printf 'a\303\251b\n' | iconv -c -f UTF-8 -t ASCII"
  # glibc's iconv refuses the unconvertible character (-c drops it); musl's
  # puts a '*' in its place by itself
  [ "$status" = 0 ]
  [[ "$output" == "ab" || "$output" == "a*b" ]]
  run sh -c "printf 'a\377b\n' | iconv -s -f UTF-8 -t ASCII"
  check "a" 1
}

@test "iconv incomplete character at the end, no final newline" {
  run sh -c "printf 'a\303' | iconv -f UTF-8 -t UTF-16LE | od -An -c"
  check "iconv: -: incomplete character or shift sequence at end of file
   a  \\0"
  run sh -c "printf abc | iconv -f ascii -t utf-8"
  check "abc"
  run iconv -f ascii -t utf-8 /dev/null
  check "" 0
}

@test "iconv -l lists usable names and says it can't list all" {
  run iconv -l
  [ "${lines[0]}" = "# The C library can't list its character sets; these work here:" ]
  [ "${lines[2]}" = "UTF-8" ]
}

@test "iconv errors: unknown charset, missing file continues, /dev/full" {
  run iconv -f FOO -t UTF-8 /dev/null
  check "iconv: conversion from 'FOO' to 'UTF-8' unsupported" 1
  echo hi > in
  run iconv -f ascii -t ascii nonexist in
  check "iconv: nonexist: No such file or directory
hi" 1
  run sh -c 'echo a | iconv -t ascii > /dev/full'
  [ "$status" -eq 1 ]
}
