#!/usr/bin/env bats
# base64: RFC 4648 encoding, GNU coreutils' options and messages.

load helper

@test "base64 encodes with padding (GNU)" {
  run sh -c 'printf ab | base64; printf abc | base64; printf a | base64'
  check "YWI=
YWJj
YQ==" 0
}

@test "base64 empty input prints nothing" {
  run sh -c 'base64 < /dev/null'
  check "" 0
}

@test "base64 wraps at 76 by default (GNU)" {
  head -c 60 /dev/zero > z
  run base64 z
  check "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
AAAA" 0
}

@test "base64 -w COLS and -w 0" {
  run sh -c 'printf abcdef | base64 -w 3'
  check "YWJ
jZG
Vm" 0
  run sh -c 'printf abcdef | base64 -w0; echo .'
  check "YWJjZGVm." 0
}

@test "base64 -d decodes, skipping newlines" {
  run sh -c 'printf "YWJj\nZGVm\n" | base64 -d'
  check "abcdef" 0
}

@test "base64 -d concatenated padded groups (GNU)" {
  run sh -c 'printf "YWI=YWI=" | base64 -d'
  check "abab" 0
}

@test "base64 -d invalid input: exit 1 (GNU)" {
  run sh -c 'printf "Y!WI=" | base64 -d'
  check "base64: invalid input" 1
  run sh -c 'printf "=YWI" | base64 -d'
  check "base64: invalid input" 1
  run sh -c 'printf "Y===" | base64 -d'
  check "base64: invalid input" 1
}

@test "base64 -d truncated input: what decoded, then error (GNU)" {
  run sh -c 'printf "YWI" | base64 -d 2>/dev/null; echo " $?"'
  check "ab 1" 0
}

@test "base64 -d -i ignores garbage (GNU)" {
  run sh -c 'printf "Y!W\rI=" | base64 -di'
  check "ab" 0
}

@test "base64 round trip of binary data" {
  head -c 100000 /dev/urandom > r
  base64 r > r.b64
  base64 -d r.b64 > r2
  cmp r r2
  run sh -c 'base64 -w 0 r | base64 -d | cmp - r'
  check "" 0
}

@test "base64 matches the host's encoding" {
  needs_cmd /usr/bin/base64
  head -c 1000 /dev/urandom > r
  [ "$(base64 r)" = "$(/usr/bin/base64 r)" ]
}

@test "base64 FILE and - and a missing file" {
  printf abc > f
  run base64 f; check "YWJj" 0
  run sh -c 'printf abc | base64 -'; check "YWJj" 0
  run base64 nonesuch; check "base64: nonesuch: No such file or directory" 1
}

@test "base64 -d ignores -w; long options (GNU)" {
  run sh -c 'echo YWJj | base64 -d -w 5'; check "abc" 0
  run sh -c 'echo YWJj | base64 --decode'; check "abc" 0
  run sh -c 'echo "YW*Jj" | base64 --decode --ignore-garbage'; check "abc" 0
  run sh -c 'printf abcd | base64 --wrap=3'; check "YWJ
jZA
==" 0
  run sh -c 'printf abcd | base64 --wrap 0'; check "YWJjZA==" 0
}

@test "base64 every length and width matches a reference (GNU)" {
  # checksums of GNU base64's output
  seq 1000 > f
  run sh -c 'for n in 0 1 2 3 4 5 56 57 58 114 115; do head -c $n f | base64 -w 4; done | cksum'
  check "1610920780 710" 0
  run sh -c 'for w in 1 2 3 5 7 76 77; do head -c 100 f | base64 -w $w; done | cksum'
  check "1016114044 1254" 0
  run sh -c 'base64 f | base64 -d | cmp - f'; check "" 0
}

@test "base64 write error to /dev/full" {
  run sh -c 'printf abc | base64 > /dev/full'
  [ "$status" -eq 1 ] && [ -n "$output" ]
}

@test "base32 encodes with padding (GNU)" {
  run sh -c 'printf ab | base32; printf abcde | base32; printf a | base32'
  check "MFRA====
MFRGGZDF
ME======" 0
}

@test "base32 -w and -d" {
  run sh -c 'printf abcdef | base32 -w 5'
  check "MFRGG
ZDFMY
=====
=" 0
  run sh -c 'printf "MFRGG\nZDFMY======" | base32 -d'
  check "abcdef" 0
}

@test "base32 -d invalid input and -i" {
  run sh -c 'printf "mfra====" | base32 -d'
  check "base32: invalid input" 1
  run sh -c 'printf "M=======" | base32 -d'
  check "base32: invalid input" 1
  run sh -c 'printf "MF!RA====" | base32 -di'
  check "ab" 0
}

@test "base32 round trip of binary data" {
  head -c 50000 /dev/urandom > r
  run sh -c 'base32 r | base32 -d | cmp - r'
  check "" 0
}
