#!/usr/bin/env bats
# rev: util-linux rev's output for valid text; invalid UTF-8 and NUL bytes,
# which util-linux refuses, stay bytes.

load helper

@test "rev reverses each line (util-linux)" {
  run sh -c 'printf "abc\nhello world\n\n" | rev'
  check "cba
dlrow olleh" 0
}

@test "rev last line without newline stays without" {
  run sh -c 'printf "ab\ncd" | rev | od -An -c'
  check "   b   a  \n   d   c" 0
}

@test "rev empty input" {
  run sh -c ': | rev | wc -c'
  check "0" 0
}

@test "rev UTF-8 characters in a UTF-8 locale (util-linux)" {
  run sh -c 'printf "d\303\251f \342\202\254x\n" | LC_ALL=C.UTF-8 rev'
  check "x€ féd" 0
}

@test "rev bytes in the C locale" {
  run sh -c 'printf "d\303\251f\n" | LC_ALL=C rev | od -An -tx1'
  check " 66 a9 c3 64 0a" 0
}

@test "rev invalid UTF-8 and NUL bytes are single bytes" {
  run sh -c 'printf "\377\376g\000h\n" | LC_ALL=C.UTF-8 rev | od -An -tx1'
  check " 68 00 67 fe ff 0a" 0
}

@test "rev long lines" {
  awk 'BEGIN{for(i=0;i<200000;i++) printf "%d", i%10; print ""}' > in
  rev in | rev | cmp - in
  run sh -c 'rev in | head -c 12'
  check "987654321098" 0
}

@test "rev files and - in order, missing file: error, exit 1" {
  printf "12\n" > a
  run sh -c 'printf "x y\n" | rev a - nosuch a'
  check "21
y x
rev: nosuch: No such file or directory
21" 1
}

@test "rev to /dev/full fails" {
  run sh -c 'echo abc | rev > /dev/full'
  [ "$status" -eq 1 ]
}
