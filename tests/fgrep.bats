#!/usr/bin/env bats
# fgrep: grep -F. Expected output from GNU grep 3.8's grep -F (its fgrep
# script adds an "obsolescent" warning; ours doesn't).

load helper

setup_t4() {
  printf 'a.c\nabc\na*c\n' > t4
}

@test "fgrep dot is literal" {
  setup_t4
  run fgrep 'a.c' t4
  check 'a.c' 0
}

@test "fgrep several strings, star literal" {
  setup_t4
  run fgrep -e 'a*' -e abc t4
  check $'abc\na*c' 0
}

@test "fgrep -i" {
  run sh -c "printf 'hello world\nfoo\nHello again\n' | fgrep -i HELLO"
  check $'hello world\nHello again' 0
}

@test "fgrep no match exits 1" {
  setup_t4
  run fgrep 'z.z' t4
  check '' 1
}

@test "fgrep -x" {
  setup_t4
  run fgrep -x 'a*c' t4
  check 'a*c' 0
}

@test "fgrep -E conflicts (GNU)" {
  setup_t4
  run fgrep -E x t4
  check 'fgrep: conflicting matchers specified' 2
}

@test "fgrep strings from -f" {
  setup_t4
  printf 'abc\na*c\n' > pats
  run fgrep -c -f pats t4
  check '2' 0
}
