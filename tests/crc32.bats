#!/usr/bin/env bats
# crc32: the CRC-32 of gzip and zip (ISO 3309); values checked with Python's
# zlib.crc32, output format as Debian's toybox 0.8.9 crc32.

load helper

@test "crc32 of the check string 123456789" {
  run sh -c 'printf 123456789 | crc32'
  check "cbf43926" 0
}

@test "crc32 of empty input" {
  : > e
  run crc32 e
  check "00000000" 0
}

@test "crc32: one FILE without its name, several with names" {
  printf 'hello\n' > a
  head -c 3000 /dev/zero | tr '\0' z > z
  run crc32 a
  check "363a3020" 0
  run sh -c 'crc32 a z - < a'
  check "363a3020 a
898e6b29 z
363a3020 -" 0
}

@test "crc32 matches Python's zlib.crc32 on random data" {
  needs_cmd python3
  head -c 100000 /dev/urandom > r
  run crc32 r
  check "$(python3 -c 'import zlib,sys; print("%08x" % zlib.crc32(open("r","rb").read()))')" 0
}

@test "crc32: missing file is an error, others still done" {
  printf 'hello\n' > a
  run crc32 nope a
  check "crc32: nope: No such file or directory
363a3020 a" 1
}
