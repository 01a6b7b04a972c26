#!/usr/bin/env bats
# sha224sum: the FIPS 180-4 test vectors and GNU coreutils sha224sum's output
# (the options shared with md5sum are tested in md5sum.bats).

load helper

@test "sha224sum test vectors: empty, abc, 448 and 896 bit messages (FIPS 180-4)" {
  run sh -c 'printf "" | sha224sum; printf abc | sha224sum; printf abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq | sha224sum; printf abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu | sha224sum'
  check "d14a028c2a3a2bc9476102bb288234c415a2b01f828ea62ac5b3e42f  -
23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7  -
75388b16512776cc5dba5da1fd890150b0c6455cb4f58b1952522525  -
c97ca9a559850ce97a04a96def6d99a9e0e0e2ab14e6b8df265fc0b3  -" 0
}

@test "sha224sum of a million a's (FIPS 180-4)" {
  head -c 1000000 /dev/zero | tr '\0' a > m
  run sha224sum m
  check "20794655980c91d8bbb4c1ea97618a4bf03f42581948b2ee4ee7ad67  m" 0
}

@test "sha224sum every length across the block and padding edges matches GNU" {
  needs_cmd /usr/bin/sha224sum
  head -c 300 /dev/urandom > r
  for i in 0 1 55 56 57 63 64 65 111 112 113 119 120 127 128 129 200 300; do
    head -c $i r > p
    [ "$(sha224sum < p)" = "$(/usr/bin/sha224sum < p)" ] || { echo "length $i differs"; return 1; }
  done
}

@test "sha224sum --tag (BSD format) and -c checks it back (GNU)" {
  printf abc > f
  run sha224sum --tag f
  check "SHA224 (f) = 23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7" 0
  sha224sum --tag f > s
  run sha224sum -c s
  check "f: OK" 0
}

@test "sha224sum -c reports a changed file (GNU)" {
  printf abc > f
  sha224sum f > s
  printf abd > f
  run sha224sum -c s
  check "f: FAILED
sha224sum: WARNING: 1 computed checksum did NOT match" 1
}

@test "sha224sum of every length 0..300 and 3 MB in odd pieces, SHA instructions and C (GNU)" {
  sha_lengths sha224sum 224
}
