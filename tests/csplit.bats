#!/usr/bin/env bats
# csplit: POSIX patterns and options; messages and edge cases as GNU
# coreutils 9.1 on this machine

load helper

mk() { seq 20 > in; }

@test "csplit LINENO and /RE/ pieces, sizes printed (POSIX)" {
  mk
  run csplit in 5 /1/
  check "8
10
33"
  run cat xx01
  check "5
6
7
8
9"
}

@test "csplit first /RE/ matching line 1 gives an empty piece (GNU)" {
  mk
  run csplit in /1/
  check "0
51"
}

@test "csplit /RE/ again searches after the matched line (GNU)" {
  mk
  run csplit in /2/ /2/
  check "2
22
27"
}

@test "csplit %RE% skips, offsets +N -N (POSIX)" {
  mk
  run csplit in %5% /1/+1 /8/-2
  check "13
15
15"
  run cat xx00
  check "5
6
7
8
9
10"
}

@test "csplit {N} and {*} repeats (POSIX)" {
  mk
  run csplit in 5 {2}
  check "8
10
15
18"
  rm xx*
  run csplit in /1/ {*}
  check "0
18
3
3
3
3
3
3
3
3
3
6"
}

@test "csplit -z elides empty pieces (GNU)" {
  mk
  run csplit -z in /1/ {*}
  [ "${lines[0]}" = 18 ]
  run sh -c 'ls xx* | wc -l'
  check "11"
}

@test "csplit -s -q quiet, -f PREFIX, -n DIGITS (POSIX)" {
  mk
  run csplit -s -f pp -n 3 in 4
  check "" 0
  run ls
  check "in
pp000
pp001"
  run csplit -q in 4
  check ""
}

@test "csplit line out of range removes the pieces; -k keeps them (POSIX)" {
  mk
  run csplit in 5 30
  check "8
43
csplit: '30': line number out of range" 1
  run ls
  check "in"
  run csplit -k in 5 30
  check "8
43
csplit: '30': line number out of range" 1
  run ls
  check "in
xx00
xx01"
}

@test "csplit match not found (GNU messages)" {
  mk
  run csplit in /zz/
  check "51
csplit: '/zz/': match not found" 1
  run csplit in /3/ {2}
  check "4
23
24
csplit: '/3/': match not found on repetition 2" 1
  run csplit in 5 {4}
  check "8
10
15
15
3
csplit: '5': line number out of range on repetition 4" 1
  run ls
  check "in"
}

@test "csplit bad patterns (GNU messages)" {
  mk
  run csplit in /1
  check "csplit: /1: closing delimiter '/' missing" 1
  run csplit in x
  check "csplit: 'x': invalid pattern" 1
  run csplit in {3}
  check "csplit: '{3}': invalid pattern" 1
  run csplit in 5 {x}
  check "csplit: '{x}': integer required between '{' and '}'" 1
  run csplit in 0
  check "csplit: 0: line number must be greater than zero" 1
  run csplit in 5 3
  check "csplit: line number '3' is smaller than preceding line number, 5" 1
  run csplit in 5 5
  check "csplit: warning: line number '5' is the same as preceding line number
8
0
43" 0
}

@test "csplit errors: missing file, no patterns, unwritable prefix" {
  run csplit nonexist 3
  check "csplit: cannot open 'nonexist' for reading: No such file or directory" 1
  mk
  run csplit in
  [ "$status" -eq 1 ]
  run csplit -f no/dir/x in 3
  check "csplit: no/dir/x00: No such file or directory" 1
}

@test "csplit stdin, no final newline, empty input" {
  run sh -c "printf 'a\nb\nc' | csplit - /c/ && cat xx01"
  check "4
1
c"
  run csplit /dev/null /x/
  check "0
csplit: '/x/': match not found" 1
}

@test "csplit binary data and long lines" {
  head -c 100000 /dev/zero | tr '\0' a > in
  printf '\nmark\n\0\377\n' >> in
  run csplit in /mark/
  check "100001
8"
  cat xx00 xx01 > out
  run cmp in out
  check ""
}

@test "csplit sizes to /dev/full fail" {
  mk
  run sh -c 'csplit in 3 > /dev/full'
  [ "$status" -eq 1 ]
}
