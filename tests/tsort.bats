#!/usr/bin/env bats
# tsort: POSIX; order, loop messages and exit status as GNU coreutils 9.1

load helper

@test "tsort orders pairs, free words sorted first (GNU order)" {
  run sh -c "printf '3 1\n2 3\n5 4\n' | tsort"
  check "2
5
3
4
1"
  run sh -c "printf 'x y\nb a\n' | tsort"
  check "b
x
a
y"
  run sh -c "printf 'a c\na b\na d\n' | tsort"
  check "a
d
b
c"
}

@test "tsort same word pair adds the word; duplicates once (POSIX)" {
  run sh -c "printf 'a a\nb b\n' | tsort"
  check "a
b"
  run sh -c "printf 'a b\na b\nb c\n' | tsort"
  check "a
b
c"
}

@test "tsort any whitespace, no final newline, FILE argument" {
  printf 'a\tb\n\n  c   d' > in
  run tsort in
  check "a
c
b
d"
}

@test "tsort loop: message, all words printed, exit 1 (GNU)" {
  printf 'a b\nb c\nc a\nd e\n' > lp
  run tsort lp
  check "d
e
tsort: lp: input contains a loop:
tsort: a
tsort: b
tsort: c
a
b
c" 1
}

@test "tsort two loops (GNU)" {
  run sh -c "printf 'q w\nw e\ne w\n' | tsort 2>&1"
  check "q
tsort: -: input contains a loop:
tsort: e
tsort: w
e
w" 1
}

@test "tsort odd number of words is an error (GNU)" {
  run sh -c "printf 'a b c' | tsort"
  check "tsort: -: input contains an odd number of tokens" 1
}

@test "tsort empty input, missing file, extra operand" {
  run tsort /dev/null
  check "" 0
  run tsort nonexist
  check "tsort: nonexist: No such file or directory" 1
  run tsort a b
  [ "$status" -eq 1 ]
}

@test "tsort a long chain, long words and binary bytes" {
  seq 2000 | paste - - > in
  run sh -c 'tsort in | wc -l'
  check "2000"
  w=$(head -c 10000 /dev/zero | tr '\0' x)
  printf '%s \001\377\n' "$w" > in
  run sh -c 'tsort in | wc -c'
  check "10004"
}

@test "tsort > /dev/full fails" {
  run sh -c "echo a b | tsort > /dev/full"
  [ "$status" -eq 1 ]
}
