#!/usr/bin/env bats
# sha512sum: the FIPS 180-4 test vectors and GNU coreutils sha512sum's output
# (the options shared with md5sum are tested in md5sum.bats).

load helper

@test "sha512sum test vectors: empty, abc, 448 and 896 bit messages (FIPS 180-4)" {
  run sh -c 'printf "" | sha512sum; printf abc | sha512sum; printf abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq | sha512sum; printf abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu | sha512sum'
  check "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e  -
ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f  -
204a8fc6dda82f0a0ced7beb8e08a41657c16ef468b228a8279be331a703c33596fd15c13b1b07f9aa1d3bea57789ca031ad85c7a71dd70354ec631238ca3445  -
8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909  -" 0
}

@test "sha512sum of a million a's (FIPS 180-4)" {
  head -c 1000000 /dev/zero | tr '\0' a > m
  run sha512sum m
  check "e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973ebde0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b  m" 0
}

@test "sha512sum every length across the block and padding edges matches GNU" {
  needs_cmd /usr/bin/sha512sum
  head -c 300 /dev/urandom > r
  for i in 0 1 55 56 57 63 64 65 111 112 113 119 120 127 128 129 200 300; do
    head -c $i r > p
    [ "$(sha512sum < p)" = "$(/usr/bin/sha512sum < p)" ] || { echo "length $i differs"; return 1; }
  done
}

@test "sha512sum --tag (BSD format) and -c checks it back (GNU)" {
  printf abc > f
  run sha512sum --tag f
  check "SHA512 (f) = ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f" 0
  sha512sum --tag f > s
  run sha512sum -c s
  check "f: OK" 0
}

@test "sha512sum -c reports a changed file (GNU)" {
  printf abc > f
  sha512sum f > s
  printf abd > f
  run sha512sum -c s
  check "f: FAILED
sha512sum: WARNING: 1 computed checksum did NOT match" 1
}

@test "sha512sum of every length 0..300 and 3 MB in odd pieces, SHA instructions and C (GNU)" {
  sha_lengths sha512sum 512
}
