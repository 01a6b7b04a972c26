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

# lib/hash.c: on arm64 with the CRC32 instructions eight bytes a step,
# elsewhere or with TOYBOX_CRC=0 a table: both must give zlib's CRC for every
# length and for data read in odd pieces (CRCs carried across reads)
@test "crc32 of every length 0..300 and 1 MB in odd pieces, CRC32 instructions and table (Python's zlib)" {
  needs_cmd python3
  python3 -c '
import random, zlib
random.seed(32)
d = random.randbytes(1000003)
open("big", "wb").write(d)
w = open("want", "w")
for n in range(301):
  open("p%03d" % n, "wb").write(d[3:3+n])
  w.write("%08x p%03d\n" % (zlib.crc32(d[3:3+n]), n))
w.write("%08x big\n%08x\n" % (zlib.crc32(d), zlib.crc32(d)))
'
  pieces='import random, sys
random.seed(5)
d = open("big", "rb").read()
i = 0
while i<len(d):
  n = random.choice([1, 7, 9, 15, 17, 4097])
  sys.stdout.buffer.write(d[i:i+n]); sys.stdout.buffer.flush(); i += n'
  for cap in "" 0; do
    run bash -c "export TOYBOX_CRC=$cap; crc32 p* big; python3 -c '$pieces' | crc32"
    check "$(cat want)" 0
  done
}
