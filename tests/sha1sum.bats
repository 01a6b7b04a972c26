#!/usr/bin/env bats
# sha1sum: the FIPS 180-4 test vectors and GNU coreutils sha1sum's output
# (the options shared with md5sum are tested in md5sum.bats).

load helper

@test "sha1sum test vectors: empty, abc, 448 and 896 bit messages (FIPS 180-4)" {
  run sh -c 'printf "" | sha1sum; printf abc | sha1sum; printf abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq | sha1sum; printf abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu | sha1sum'
  check "da39a3ee5e6b4b0d3255bfef95601890afd80709  -
a9993e364706816aba3e25717850c26c9cd0d89d  -
84983e441c3bd26ebaae4aa1f95129e5e54670f1  -
a49b2446a02c645bf419f995b67091253a04a259  -" 0
}

@test "sha1sum of a million a's (FIPS 180-4)" {
  head -c 1000000 /dev/zero | tr '\0' a > m
  run sha1sum m
  check "34aa973cd4c4daa4f61eeb2bdbad27316534016f  m" 0
}

@test "sha1sum every length across the block and padding edges matches GNU" {
  needs_cmd /usr/bin/sha1sum
  head -c 300 /dev/urandom > r
  for i in 0 1 55 56 57 63 64 65 111 112 113 119 120 127 128 129 200 300; do
    head -c $i r > p
    [ "$(sha1sum < p)" = "$(/usr/bin/sha1sum < p)" ] || { echo "length $i differs"; return 1; }
  done
}

@test "sha1sum --tag (BSD format) and -c checks it back (GNU)" {
  printf abc > f
  run sha1sum --tag f
  check "SHA1 (f) = a9993e364706816aba3e25717850c26c9cd0d89d" 0
  sha1sum --tag f > s
  run sha1sum -c s
  check "f: OK" 0
}

@test "sha1sum -c reports a changed file (GNU)" {
  printf abc > f
  sha1sum f > s
  printf abd > f
  run sha1sum -c s
  check "f: FAILED
sha1sum: WARNING: 1 computed checksum did NOT match" 1
}

@test "sha1sum of every length 0..300 and 3 MB in odd pieces, SHA instructions and C (GNU)" {
  sha_lengths sha1sum 1
}
