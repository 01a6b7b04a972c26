#!/usr/bin/env bats
# sha256sum: the FIPS 180-4 test vectors and GNU coreutils sha256sum's output
# (the options shared with md5sum are tested in md5sum.bats).

load helper

@test "sha256sum test vectors: empty, abc, 448 and 896 bit messages (FIPS 180-4)" {
  run sh -c 'printf "" | sha256sum; printf abc | sha256sum; printf abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq | sha256sum; printf abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu | sha256sum'
  check "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  -
ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  -
248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1  -
cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1  -" 0
}

@test "sha256sum of a million a's (FIPS 180-4)" {
  head -c 1000000 /dev/zero | tr '\0' a > m
  run sha256sum m
  check "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0  m" 0
}

@test "sha256sum every length across the block and padding edges matches GNU" {
  needs_cmd /usr/bin/sha256sum
  head -c 300 /dev/urandom > r
  for i in 0 1 55 56 57 63 64 65 111 112 113 119 120 127 128 129 200 300; do
    head -c $i r > p
    [ "$(sha256sum < p)" = "$(/usr/bin/sha256sum < p)" ] || { echo "length $i differs"; return 1; }
  done
}

@test "sha256sum --tag (BSD format) and -c checks it back (GNU)" {
  printf abc > f
  run sha256sum --tag f
  check "SHA256 (f) = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" 0
  sha256sum --tag f > s
  run sha256sum -c s
  check "f: OK" 0
}

@test "sha256sum -c reports a changed file (GNU)" {
  printf abc > f
  sha256sum f > s
  printf abd > f
  run sha256sum -c s
  check "f: FAILED
sha256sum: WARNING: 1 computed checksum did NOT match" 1
}

@test "sha256sum of every length 0..300 and 3 MB in odd pieces, SHA instructions and C (GNU)" {
  sha_lengths sha256sum 256
}
