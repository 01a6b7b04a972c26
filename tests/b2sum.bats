#!/usr/bin/env bats
# b2sum: BLAKE2b (RFC 7693). Vectors: RFC 7693 appendix A ("abc") and values
# checked with Python's hashlib.blake2b; output and messages as GNU b2sum.

load helper

@test "b2sum of abc (RFC 7693 appendix A) and of empty input" {
  printf abc > abc
  run b2sum abc
  check "ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  abc" 0
  run sh -c 'printf "" | b2sum'
  check "786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce  -" 0
}

@test "b2sum -l 256 and --tag (GNU)" {
  printf abc > abc
  run b2sum -l 256 abc
  check "bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319  abc" 0
  run b2sum --length=256 --tag abc
  check "BLAKE2b-256 (abc) = bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319" 0
  run b2sum --tag abc
  check "BLAKE2b (abc) = ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923" 0
}

@test "b2sum -l 0 is the default 512 (GNU)" {
  printf abc > abc
  run b2sum -l 0 abc
  check "ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  abc" 0
}

@test "b2sum matches GNU b2sum at block edges and lengths" {
  needs_cmd /usr/bin/b2sum
  head -c 1000 /dev/urandom > r
  for i in 0 1 127 128 129 255 256 257 1000; do
    head -c $i r > p
    for l in 8 160 256 504 512; do
      [ "$(b2sum -l $l p)" = "$(/usr/bin/b2sum -l $l p)" ] || { echo "$l $i"; return 1; }
    done
  done
}

@test "b2sum matches Python's hashlib in chunks fed through a pipe" {
  needs_cmd python3
  head -c 300000 /dev/urandom > r
  run sh -c 'cat r | b2sum'
  check "$(python3 -c "import hashlib; print(hashlib.blake2b(open('r','rb').read()).hexdigest() + '  -')")" 0
}

@test "b2sum -c: each line's length from its digest or tag (GNU)" {
  printf abc > a
  printf hello > b
  { b2sum a; b2sum -l 256 --tag b; b2sum -l 128 a; echo garbage; } > sums
  run b2sum -c sums
  check "a: OK
b: OK
a: OK
b2sum: WARNING: 1 line is improperly formatted" 0
  run b2sum --strict -c sums
  check "a: OK
b: OK
a: OK
b2sum: WARNING: 1 line is improperly formatted" 1
  run b2sum -w -c sums
  check "a: OK
b: OK
a: OK
b2sum: sums: 4: improperly formatted BLAKE2b checksum line
b2sum: WARNING: 1 line is improperly formatted" 0
  run b2sum -w --quiet -c sums
  check "b2sum: WARNING: 1 line is improperly formatted" 0
}

@test "b2sum -c: a plain BLAKE2b tag takes 128 digits only (GNU)" {
  printf abc > a
  echo "BLAKE2b (a) = $(b2sum -l 256 a | cut -d' ' -f1)" > sums
  run b2sum -c sums
  check "b2sum: sums: no properly formatted checksum lines found" 1
  echo "BLAKE2b-256 (a) = $(b2sum -l 256 a | cut -d' ' -f1)" > sums
  run b2sum -c sums
  check "a: OK" 0
}

@test "b2sum -c of a changed file (GNU)" {
  printf abc > a
  b2sum a > sums
  printf abd > a
  run b2sum -c sums
  check "a: FAILED
b2sum: WARNING: 1 computed checksum did NOT match" 1
  run b2sum --status -c sums
  check "" 1
}

@test "b2sum -l: bad lengths (GNU)" {
  run b2sum -l 9 /dev/null
  check "b2sum: invalid length: '9'
b2sum: length is not a multiple of 8" 1
  run b2sum -l 1024 /dev/null
  check "b2sum: invalid length: '1024'
b2sum: maximum digest length for 'BLAKE2b' is 512 bits" 1
}

@test "b2sum missing file, others still done (GNU)" {
  printf abc > a
  run b2sum -l 256 nope a
  check "b2sum: nope: No such file or directory
bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319  a" 1
}
