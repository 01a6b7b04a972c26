#!/usr/bin/env bats
# wc: count lines, words, characters, bytes (POSIX; column widths, -m, -w
# and -L rules as GNU coreutils in a UTF-8 locale)

load helper

mk() { printf 'hello world\nfoo\n' > a; seq 1000 > b; }

@test "wc one file: width from the file size (GNU)" {
  mk
  run wc a
  check " 2  3 16 a"
}

@test "wc one count, one file: no padding (GNU)" {
  mk
  run wc -l a
  check "2 a"
  run wc -c a
  check "16 a"
}

@test "wc stdin from a regular file (GNU)" {
  mk
  run sh -c 'wc < a; wc -l < a; wc - < a'
  check " 2  3 16
2
 2  3 16 -"
}

@test "wc several files and total (GNU)" {
  mk
  run wc a b
  check "   2    3   16 a
1000 1000 3893 b
1002 1003 3909 total"
  run wc -l a b
  check "   2 a
1000 b
1002 total"
}

@test "wc pipes: width 7 unless one count (GNU)" {
  mk
  run sh -c 'cat a | wc; cat a | wc -l; cat a | wc -lc'
  check "      2       3      16
2
      2      16"
  run sh -c 'cat a | wc a -'
  check "      2       3      16 a
      2       3      16 -
      4       6      32 total"
}

@test "wc devices count as not regular (GNU)" {
  mk
  run wc /dev/null
  check "      0       0       0 /dev/null"
  run wc -l /dev/null a
  check "      0 /dev/null
      2 a
      2 total"
  run wc -l < /dev/null
  check "0"
}

@test "wc column order with every option (GNU)" {
  mk
  run wc -Lmcwl a
  check " 2  3 16 16 11 a"
}

@test "wc long options" {
  mk
  run wc --lines --words --chars --bytes --max-line-length a
  check " 2  3 16 16 11 a"
}

@test "wc empty file and no final newline" {
  : > e
  printf 'a b' > n
  run wc e n
  check "0 0 0 e
0 2 3 n
0 2 3 total"
}

@test "wc -m counts UTF-8 characters, invalid bytes not (GNU)" {
  run sh -c 'printf "h\303\251llo \344\270\255\n\377\376x" | wc -mc'
  check "      9      14"
}

@test "wc -m in the C locale counts bytes" {
  run sh -c 'printf "h\303\251" | LC_ALL=C wc -m'
  check "3"
}

@test "wc -m with a character split across read blocks" {
  # 32767 ASCII bytes, then a 3 byte character spanning the block boundary
  run sh -c '{ head -c 32767 /dev/zero | tr "\0" a; printf "\344\270\255"; } | wc -m'
  check "32768"
}

@test "wc -w: words need a printable character (GNU)" {
  run sh -c 'printf "\001 \001 a\001b \377\n" | wc -w'
  check "1"
  run sh -c 'printf "one  two\tthree\nfour\v\f\rfive" | wc -w'
  check "5"
}

@test "wc -w: no-break and other Unicode spaces separate words (GNU)" {
  run sh -c 'printf "a\302\240b c\342\200\203d e\343\200\200f" | wc -w'
  check "6"
  run sh -c 'printf "a\342\200\250b" | wc -w'
  check "1"
}

@test "wc -w: non-ASCII letters are words in UTF-8, not in C (GNU)" {
  run sh -c 'printf "\303\251t\303\251 \344\270\255" | wc -w; printf "\303\251 \344\270\255" | LC_ALL=C wc -w'
  check "2
0"
}

@test "wc -L: tabs, wide characters, carriage return (GNU)" {
  run sh -c 'printf "a\tb\n\344\270\255\346\226\207x\nabc\rd\n" | wc -L'
  check "9"
  run sh -c 'printf "\t\t\t" | wc -L; printf "ab\rc" | wc -L; printf "\344\270\255\n" | LC_ALL=C wc -L'
  check "24
2
0"
}

@test "wc -L total is the maximum (GNU)" {
  mk
  printf '\t\t\t' > t
  run wc -L t a
  check "24 t
11 a
24 total"
}

@test "wc binary data" {
  printf 'a\0b\nc\0\0 d\377\n' > bin
  run wc bin
  check " 2  3 11 bin"
}

@test "wc -l agrees with the fast path on a big file" {
  seq 300000 > big
  run sh -c 'wc -l big; wc -lw big; cat big | wc -l'
  check "300000 big
 300000  300000 big
300000"
}

@test "wc -c of a regular file part read already" {
  mk
  run sh -c '(head -c 5 >/dev/null; wc -c) < a'
  check "11"
}

@test "wc missing file: error, continue, exit 1 (GNU)" {
  mk
  run wc nope a
  check "wc: nope: No such file or directory
 2  3 16 a
 2  3 16 total" 1
}

@test "wc directory: error and zero counts (GNU)" {
  mk
  mkdir d
  run wc -c d
  check "wc: d: Is a directory
0 d" 1
}

@test "wc name with spaces" {
  printf 'x\n' > "a b"
  run wc -l "a b"
  check "1 a b"
}

@test "wc bad option" {
  run wc -x
  check "wc: unknown option '-x'
usage: wc [-lwmcL] [FILE...]" 1
}

@test "wc > /dev/full" {
  mk
  run sh -c 'wc a > /dev/full'
  check "wc: write error: No space left on device" 1
}

@test "wc unreadable file" {
  not_root
  echo x > f; chmod 0 f
  run wc f
  check "wc: f: Permission denied" 1
}
