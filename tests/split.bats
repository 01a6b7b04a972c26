#!/usr/bin/env bats
# split: POSIX -a -b -l, GNU -C -d -x -n -e --additional-suffix --verbose
# (expected results checked against GNU coreutils 9.1)

load helper

sizes() { for f in "$@"; do printf '%s %s\n' "$f" "$(wc -c < "$f")"; done; }

@test "split default 1000 lines, prefix x (POSIX)" {
  seq 2500 > in
  run split in
  check "" 0
  run sizes xaa xab xac
  check "xaa 3893
xab 5000
xac 2500"
}

@test "split -l stdin and PREFIX (POSIX)" {
  run sh -c 'seq 5 | split -l 2 - pre && cat preaa && echo - && cat preac && ls'
  check "1
2
-
5
preaa
preab
preac"
}

@test "split -b with multipliers (GNU)" {
  head -c 5000 /dev/zero > in
  run split -b 2k in
  run sizes xaa xab xac
  check "xaa 2048
xab 2048
xac 904"
  rm x*
  run split -b 2KB in
  run sizes xaa xab xac
  check "xaa 2000
xab 2000
xac 1000"
}

@test "split -a and suffix exhaustion error (POSIX, GNU message)" {
  seq 27 > in
  run split -a 1 -l 1 in
  check "split: output file suffixes exhausted" 1
  run cat xz
  check "26"
}

@test "split suffixes grow without -a (GNU)" {
  seq 652 | split -l 1
  run sh -c 'ls | tail -3; cat xzaab'
  check "xyz
xzaaa
xzaab
652"
}

@test "split -d and -x suffixes (GNU)" {
  seq 12 | split -d -l 1
  run sh -c 'ls | tr "\n" " "'
  check "x00 x01 x02 x03 x04 x05 x06 x07 x08 x09 x10 x11 "
  rm x*
  seq 17 | split -x -l 1
  run sh -c 'ls | tail -2 | tr "\n" " "'
  check "x0f x10 "
}

@test "split --additional-suffix and --verbose (GNU)" {
  seq 4 > in
  run split --verbose --additional-suffix=.txt -l 2 in p
  check "creating file 'paa.txt'
creating file 'pab.txt'"
  run cat pab.txt
  check "3
4"
}

@test "split -C keeps lines whole, cuts long lines (GNU)" {
  printf 'abcdefghij\nab\nabc\nxyzzy' > in
  split -C 4 in
  run sh -c 'for f in x*; do printf "[%s]" "$(cat $f)"; done'
  check "[abcd][efgh][ij][ab][abc][xyzz][y]"
}

@test "split -n N, K/N, l/N, l/K/N (GNU)" {
  seq 10 > in
  split -n 3 in
  run sizes xaa xab xac
  check "xaa 7
xab 7
xac 7"
  rm x*
  split -n l/3 in
  run sizes xaa xab xac
  check "xaa 8
xab 6
xac 7"
  run split -n l/2/3 in
  check "5
6
7"
  run split -n 1/4 in
  check "1
2
3"
}

@test "split -n l/N: a long line leaves an empty piece (GNU)" {
  printf 'aaaaaaaaaaaaaaaaaaaa\nb\n' > in
  split -n l/3 in
  run sizes xaa xab xac
  check "xaa 21
xab 0
xac 2"
}

@test "split -n more chunks than bytes, -e elides empty (GNU)" {
  printf 'abc' > in
  split -n 5 in
  run sizes xaa xab xac xad xae
  check "xaa 1
xab 1
xac 1
xad 0
xae 0"
  rm x*
  split -e -n 5 in
  run sh -c 'ls x*'
  check "xaa
xab
xac"
}

@test "split -n r/N and r/K/N round robin (GNU)" {
  seq 7 > in
  split -n r/3 in
  run sh -c 'cat xaa; echo -; cat xac'
  check "1
4
7
-
3
6"
  run split -n r/2/3 in
  check "2
5"
}

@test "split -n from a pipe" {
  run sh -c 'seq 10 | split -n 2 && cat xab'
  check "6
7
8
9
10"
}

@test "split -n suffix length grows, -a too short is an error (GNU)" {
  printf 'abc\n' > in
  split -e -n 30 in
  run sh -c 'ls x* | wc -l'
  check "4"
  run split -a 1 -n 30 in
  check "split: the suffix length needs to be at least 2" 1
}

@test "split empty input makes no files; no final newline kept" {
  run split /dev/null
  check "" 0
  run sh -c 'ls | wc -l'
  check "0"
  printf 'a\nb' > in
  split -l 1 in
  run cat xab
  check "b"
}

@test "split binary data and long lines round trip" {
  head -c 300000 /dev/urandom > in
  split -C 1000 in
  cat x* > out
  run cmp in out
  check "" 0
  rm x*
  head -c 200000 /dev/zero | tr '\0' a > long
  split -l 1 long
  run sizes xaa
  check "xaa 200000"
}

@test "split errors: bad numbers, missing file, extra operand" {
  run split -l 0 /dev/null
  check "split: invalid number of lines: '0'" 1
  run split -b 1x /dev/null
  check "split: invalid number of bytes: '1x'" 1
  run split -n 0 /dev/null
  check "split: invalid number of chunks: '0'" 1
  run split -n 4/3 /dev/null
  check "split: invalid chunk number: '4/3'" 1
  run split nonexist
  check "split: cannot open 'nonexist' for reading: No such file or directory" 1
  run split -l 1 -b 1 /dev/null
  [ "$status" -eq 1 ]
}

@test "split -n K/N to /dev/full fails" {
  seq 10 > in
  run sh -c 'split -n 1/2 in > /dev/full'
  [ "$status" -eq 1 ]
}

@test "split: a piece that can't be written completely is named, status 1" {
  # (GNU: split: xaa: File too large; the piece stays, as in GNU)
  seq 2000 > in
  run bash -c 'ulimit -f 1; trap "" XFSZ; split -b 2000 in'
  check "split: xaa: File too large" 1
  [ ! -e xab ]
}
