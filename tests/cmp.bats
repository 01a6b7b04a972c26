#!/usr/bin/env bats
# cmp: POSIX, messages as GNU cmp prints them (expected outputs are GNU's).

load helper

setup() {
  cd "$BATS_TEST_TMPDIR" || return 1
  printf 'abcdef\nxyz' > a; printf 'abXdef\nxYz' > b; printf 'ab' > c; : > e
  printf '\n\n\nX' > n1; printf '\n\n\nY' > n2
  printf 'a\377\001' > h1; printf 'a\200\177' > h2
}

@test "cmp same files exit 0 (POSIX)" {
  run sh -c cmp\ a\ a
  check "" 0
}

@test "cmp differing files: byte and line (POSIX)" {
  run sh -c cmp\ a\ b
  check "a b differ: byte 3, line 1" 1
}

@test "cmp line counts newlines" {
  run sh -c cmp\ n1\ n2
  check "n1 n2 differ: byte 4, line 4" 1
}

@test "cmp -b prints the bytes (GNU)" {
  run sh -c cmp\ -b\ a\ b
  check "a b differ: byte 3, line 1 is 143 c 130 X" 1
}

@test "cmp -b shows control and high bytes like cat -v (GNU)" {
  run sh -c cmp\ -b\ h1\ h2
  check "h1 h2 differ: byte 2, line 1 is 377 M-^? 200 M-^@" 1
}

@test "cmp -l lists every difference (POSIX)" {
  run sh -c cmp\ -l\ a\ b
  check " 3 143 130
 9 171 131" 1
}

@test "cmp -l -b (GNU)" {
  run sh -c cmp\ -lb\ a\ b
  check " 3 143 c    130 X
 9 171 y    131 Y" 1
}

@test "cmp -lb high bytes" {
  run sh -c cmp\ -lb\ h1\ h2
  check "2 377 M-^? 200 M-^@
3   1 ^A   177 ^?" 1
}

@test "cmp -s prints nothing (POSIX)" {
  run sh -c cmp\ -s\ a\ b
  check "" 1
}

@test "cmp -s same" {
  run sh -c cmp\ -s\ a\ a
  check "" 0
}

@test "cmp EOF on the shorter file (GNU)" {
  run sh -c cmp\ a\ c
  check "cmp: EOF on c after byte 2, in line 1" 1
}

@test "cmp EOF on the first file" {
  run sh -c cmp\ c\ a
  check "cmp: EOF on c after byte 2, in line 1" 1
}

@test "cmp -l EOF message has no line (GNU)" {
  run sh -c cmp\ -l\ a\ c
  check "cmp: EOF on c after byte 2" 1
}

@test "cmp EOF on an empty file (GNU)" {
  run sh -c cmp\ e\ a
  check "cmp: EOF on e which is empty" 1
}

@test "cmp -s EOF: status only" {
  run sh -c cmp\ -s\ a\ c
  check "" 1
}

@test "cmp -n limits the bytes compared (GNU)" {
  run sh -c cmp\ -n\ 2\ a\ b
  check "" 0
}

@test "cmp -n past a difference" {
  run sh -c cmp\ -n\ 3\ a\ b
  check "a b differ: byte 3, line 1" 1
}

@test "cmp -n with the shorter file within limit" {
  run sh -c cmp\ -n\ 2\ a\ c
  check "" 0
}

@test "cmp -i SKIP (GNU)" {
  run sh -c cmp\ -i\ 3\ a\ b
  check "a b differ: byte 6, line 2" 1
}

@test "cmp -i SKIP1:SKIP2 (GNU)" {
  run sh -c cmp\ -i\ 2:3\ a\ b
  check "a b differ: byte 1, line 1" 1
}

@test "cmp SKIP operands (GNU)" {
  run sh -c cmp\ a\ b\ 3\ 3
  check "a b differ: byte 6, line 2" 1
}

@test "cmp -i with a suffix" {
  run sh -c cmp\ -i\ 1k\ a\ b
  check "" 0
}

@test "cmp stdin as - and as the missing operand" {
  run sh -c cat\ a\ \|\ cmp\ -\ b\;\ cat\ b\ \|\ cmp\ a
  check "- b differ: byte 3, line 1
a - differ: byte 3, line 1" 1
}

@test "cmp missing file exits 2 (POSIX)" {
  run sh -c cmp\ a\ nonesuch
  check "cmp: nonesuch: No such file or directory" 2
}

@test "cmp too many operands exit 2" {
  run sh -c cmp\ a\ b\ 1\ 2\ 3\ \>/dev/null\ 2\>\&1
  check "" 2
}

@test "cmp bad option exits 2" {
  run sh -c cmp\ -x\ a\ b\ \>/dev/null\ 2\>\&1
  check "" 2
}

@test "cmp -l and -s together exit 2" {
  run sh -c cmp\ -l\ -s\ a\ b\ \>/dev/null\ 2\>\&1
  check "" 2
}

@test "cmp long options (GNU)" {
  run sh -c cmp\ --print-bytes\ --bytes=5\ --ignore-initial=1\ a\ b
  check "a b differ: byte 2, line 1 is 143 c 130 X" 1
}

@test "cmp -l offsets width from the file size (GNU)" {
  head -c 1000 /dev/zero > k1; { printf 'xx'; head -c 998 /dev/zero; } > k2
  run cmp -l k1 k2
  check "   1   0 170
   2   0 170" 1
}

@test "cmp big identical and differing files" {
  head -c 300000 /dev/zero > z1; cp z1 z2
  run cmp z1 z2; check "" 0
  printf 'x' | dd of=z2 bs=1 seek=200000 conv=notrunc 2>/dev/null
  run cmp z1 z2; check "z1 z2 differ: byte 200001, line 1" 1
}

@test "cmp unreadable file exits 2" {
  not_root
  printf x > u; chmod 0 u
  run cmp u a; check "cmp: u: Permission denied" 2
}

@test "cmp names with spaces" {
  cp a "x y"
  run cmp "x y" b; check "x y b differ: byte 3, line 1" 1
}

@test "cmp -s with a missing file: no message, exit 2 (GNU)" {
  echo a > a
  run cmp -s nonexistent a
  check "" 2
}
