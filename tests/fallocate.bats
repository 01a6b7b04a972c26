#!/usr/bin/env bats
# fallocate: manipulate file space (util-linux)

load helper

sz() { stat -c %s "$1"; }
blocks() { stat -c %b "$1"; }

@test "fallocate -v says how much (util-linux)" {
  run fallocate -v -l 1234567 a
  check "a: 1.2 MiB (1234567 bytes) allocated." 0
  run fallocate -v -l 10239 b
  check "b: 10 KiB (10239 bytes) allocated." 0
  run fallocate -v -l 1023 c
  check "c: 1023 B (1023 bytes) allocated." 0
  run fallocate -v -l 1048575 d
  check "d: 1024 KiB (1048575 bytes) allocated." 0
  fallocate -l 1M e
  run fallocate -v -p -o 0 -l 4K e
  check "e: 4 KiB (4096 bytes) hole created." 0
  run fallocate -v -z -l 8K e
  check "e: 8 KiB (8192 bytes) zeroed." 0
  run fallocate -v -c -o 0 -l 4K e
  check "e: 4 KiB (4096 bytes) removed." 0 || skip "no collapse here"
  run fallocate -v -i -o 0 -l 4K e
  check "e: 4 KiB (4096 bytes) inserted." 0
}

@test "fallocate -d digs holes where the zeroes are (util-linux)" {
  (head -c 10000 /dev/urandom; head -c 20000 /dev/zero; head -c 5000 /dev/urandom
   head -c 9000 /dev/zero) > z
  cp z orig
  [ "$(stat -c %o z)" = 4096 ] || skip "not 4K blocks"
  run fallocate -v -d z
  check "z: 23 KiB (23520 bytes) converted to sparse holes." 0
  cmp z orig
  [ "$(stat -c %s z)" = 44000 ]
  sync z
  [ "$(stat -c %b z)" = 40 ]
  run fallocate -v -d z
  check "z: 0 B (0 bytes) converted to sparse holes." 0
  head -c 100000 /dev/zero > y
  run fallocate -v -d -o 8K -l 16K y
  check "y: 16 KiB (16384 bytes) converted to sparse holes." 0
  run fallocate -d -z y
  check "fallocate: -d doesn't combine with -n -p -z -c -i -x" 1
}

@test "fallocate -l: creates and grows the file, suffixes (util-linux)" {
  run fallocate -l 10K f
  check "" 0
  [ "$(sz f)" = 10240 ]
  [ "$(blocks f)" -ge 20 ]
  [ -z "$(tr -d '\0' < f)" ]
  run fallocate -l 1KB -o 2K f
  check "" 0
  [ "$(sz f)" = 10240 ]
  fallocate -l 1000 -o 1MiB f
  [ "$(sz f)" = 1049576 ]
  fallocate -l 0x10 h; [ "$(sz h)" = 16 ]
  fallocate -l 010 o; [ "$(sz o)" = 8 ]
  fallocate -l 1MB m; [ "$(sz m)" = 1000000 ]
  fallocate -l 2m m2; [ "$(sz m2)" = 2097152 ]
  fallocate -l 5 -l 6 d; [ "$(sz d)" = 6 ]
}

@test "fallocate: keeps existing data (util-linux)" {
  printf 'hello' > f
  run fallocate -l 100 f
  check "" 0
  [ "$(sz f)" = 100 ]
  [ "$(head -c 5 f)" = hello ]
}

@test "fallocate -n: keep size (util-linux)" {
  : > f
  run fallocate -n -l 64K f
  check "" 0
  [ "$(sz f)" = 0 ]
  [ "$(blocks f)" -ge 128 ] || skip "filesystem doesn't preallocate"
  run fallocate -n -l 10 new
  check "fallocate: cannot open new: No such file or directory" 1
}

@test "fallocate -p: punch a hole, size kept (util-linux)" {
  head -c 65536 /dev/zero | tr '\0' a > f
  run fallocate -p -o 4096 -l 8192 f
  check "" 0
  [ "$(sz f)" = 65536 ]
  [ "$(tr -d '\0' < f | wc -c)" = 57344 ]
  [ "$(head -c 4096 f | tr -d a | wc -c)" = 0 ]
  [ "$(tail -c +4097 f | head -c 8192 | tr -d '\0' | wc -c)" = 0 ]
  [ "$(blocks f)" -le 112 ]
  run fallocate -p -l 100 new
  check "fallocate: cannot open new: No such file or directory" 1
}

@test "fallocate -z: zero a range (util-linux)" {
  head -c 16384 /dev/zero | tr '\0' b > f
  run fallocate -z -o 4096 -l 4096 f || true
  [ "$status" = 0 ] || skip "filesystem lacks zero range"
  [ "$(sz f)" = 16384 ]
  [ "$(tr -d '\0' < f | wc -c)" = 12288 ]
  fallocate -z -o 16384 -l 4096 f
  [ "$(sz f)" = 20480 ]
}

@test "fallocate -c -i: collapse and insert ranges (util-linux)" {
  { head -c 4096 /dev/zero | tr '\0' a; head -c 4096 /dev/zero | tr '\0' b
    head -c 4096 /dev/zero | tr '\0' c; } > f
  run fallocate -c -o 4096 -l 4096 f
  [ "$status" = 0 ] || skip "filesystem lacks collapse range"
  [ "$(sz f)" = 8192 ]
  [ "$(tr -s ab < f)" = "ac" ] || [ "$(tr -s ac < f)" = "ac" ]
  [ "$(tail -c 4096 f | tr -s c)" = c ]
  run fallocate -i -o 4096 -l 4096 f
  check "" 0
  [ "$(sz f)" = 12288 ]
  [ "$(tail -c +4097 f | head -c 4096 | tr -d '\0' | wc -c)" = 0 ]
  [ "$(tail -c 4096 f | tr -s c)" = c ]
  run fallocate -c -l 100 f
  check "fallocate: fallocate failed: Invalid argument" 1
  [ "$(sz f)" = 12288 ]
}

@test "fallocate -x: posix_fallocate (util-linux)" {
  run fallocate -x -l 5000 f
  check "" 0
  [ "$(sz f)" = 5000 ]
  run fallocate -x -o 6000 -l 10 f
  check "" 0
  [ "$(sz f)" = 6010 ]
}

@test "fallocate: errors (util-linux)" {
  run fallocate
  check "fallocate: no filename specified" 1
  run fallocate -l abc
  check "fallocate: no filename specified" 1
  run fallocate f
  check "fallocate: no length argument specified" 1
  [ ! -e f ]
  for i in abc 0 -5 5b 1KX ''; do
    run fallocate -l "$i" f
    check "fallocate: invalid length value specified" 1
  done
  run fallocate -l 99999999999E f
  check "fallocate: invalid length value specified" 1
  run fallocate -o 1x -l 5 f
  check "fallocate: invalid offset value specified" 1
  run fallocate -l 5 f g
  check "fallocate: unexpected number of arguments" 1
  [ ! -e f ]
  run fallocate -l 10 nodir/f
  check "fallocate: cannot open nodir/f: No such file or directory" 1
  run fallocate -l 10 /
  check "fallocate: cannot open /: Is a directory" 1
  : > f
  run fallocate -p -c -l 5 f
  [ "$status" = 1 ]
  [[ "$output" = "fallocate: mutually exclusive arguments"* ]]
  run fallocate -Q -l 5 f
  [ "$status" = 1 ]
}
