#!/usr/bin/env bats
# sha384sum: the FIPS 180-4 test vectors and GNU coreutils sha384sum's output
# (the options shared with md5sum are tested in md5sum.bats).

load helper

@test "sha384sum test vectors: empty, abc, 448 and 896 bit messages (FIPS 180-4)" {
  run sh -c 'printf "" | sha384sum; printf abc | sha384sum; printf abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq | sha384sum; printf abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu | sha384sum'
  check "38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b  -
cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7  -
3391fdddfc8dc7393707a65b1b4709397cf8b1d162af05abfe8f450de5f36bc6b0455a8520bc4e6f5fe95b1fe3c8452b  -
09330c33f71147e83d192fc782cd1b4753111b173b3b05d22fa08086e3b0f712fcc7c71a557e2db966c3e9fa91746039  -" 0
}

@test "sha384sum of a million a's (FIPS 180-4)" {
  head -c 1000000 /dev/zero | tr '\0' a > m
  run sha384sum m
  check "9d0e1809716474cb086e834e310a4a1ced149e9c00f248527972cec5704c2a5b07b8b3dc38ecc4ebae97ddd87f3d8985  m" 0
}

@test "sha384sum every length across the block and padding edges matches GNU" {
  needs_cmd /usr/bin/sha384sum
  head -c 300 /dev/urandom > r
  for i in 0 1 55 56 57 63 64 65 111 112 113 119 120 127 128 129 200 300; do
    head -c $i r > p
    [ "$(sha384sum < p)" = "$(/usr/bin/sha384sum < p)" ] || { echo "length $i differs"; return 1; }
  done
}

@test "sha384sum --tag (BSD format) and -c checks it back (GNU)" {
  printf abc > f
  run sha384sum --tag f
  check "SHA384 (f) = cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7" 0
  sha384sum --tag f > s
  run sha384sum -c s
  check "f: OK" 0
}

@test "sha384sum -c reports a changed file (GNU)" {
  printf abc > f
  sha384sum f > s
  printf abd > f
  run sha384sum -c s
  check "f: FAILED
sha384sum: WARNING: 1 computed checksum did NOT match" 1
}

@test "sha384sum of every length 0..300 and 3 MB in odd pieces, SHA instructions and C (GNU)" {
  sha_lengths sha384sum 384
}
