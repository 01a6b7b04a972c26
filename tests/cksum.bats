#!/usr/bin/env bats
# cksum: the POSIX CRC; output format of GNU coreutils 9 cksum's default.

load helper

@test "cksum of stdin: CRC and size, no name (POSIX)" {
  run sh -c 'printf abc | cksum; printf "" | cksum'
  check "1219131554 3
4294967295 0" 0
}

@test "cksum FILE and - (GNU)" {
  printf abc > a
  run sh -c 'cksum a - < a'
  check "1219131554 3 a
1219131554 3 -" 0
}

@test "cksum of the POSIX check string 123456789" {
  run sh -c 'printf 123456789 | cksum'
  check "930766865 9" 0
}

@test "cksum matches GNU for lengths around the 8, 16 and 64 byte steps" {
  needs_cmd /usr/bin/cksum
  head -c 70000 /dev/urandom > r
  for i in 0 1 7 8 9 15 16 17 63 64 127 128 129 143 191 192 193 255 256 257 65535 65536 70000; do
    head -c $i r > p
    [ "$(cksum < p)" = "$(/usr/bin/cksum < p)" ] || { echo "length $i"; return 1; }
  done
}

@test "cksum of a million bytes (size over three bytes)" {
  head -c 1000000 /dev/zero > z
  run cksum z
  check "$(/usr/bin/cksum z)" 0
}

@test "cksum missing file and directory, others still done (GNU)" {
  printf abc > a
  mkdir d
  run cksum nothere a d
  check "cksum: nothere: No such file or directory
1219131554 3 a
cksum: d: Is a directory" 1
}

@test "cksum > /dev/full fails" {
  run sh -c 'echo x | cksum > /dev/full'
  [ "$status" = 1 ]
}
