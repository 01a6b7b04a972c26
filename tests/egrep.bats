#!/usr/bin/env bats
# egrep: grep -E. Expected output from GNU grep 3.8's grep -E (its egrep
# script adds an "obsolescent" warning; ours doesn't).

load helper

setup_t1() {
  printf 'hello world\nfoo bar\nHello again\nabc\nfoo\n\nxyz foo_bar\n' > t1
}

@test "egrep extended regex with alternatives" {
  setup_t1
  run egrep 'fo+|abc' t1
  check $'foo bar\nabc\nfoo\nxyz foo_bar' 0
}

@test "egrep interval without backslashes" {
  setup_t1
  run egrep -c 'l{2}' t1
  check '2' 0
}

@test "egrep no match exits 1" {
  setup_t1
  run egrep 'zz+' t1
  check '' 1
}

@test "egrep -w -o" {
  setup_t1
  run egrep -w -o 'fo+' t1
  check $'foo\nfoo' 0
}

@test "egrep -F conflicts (GNU)" {
  setup_t1
  run egrep -F x t1
  check 'egrep: conflicting matchers specified' 2
}

@test "egrep back-reference (GNU)" {
  run sh -c "printf 'abab\nabba\n' | egrep '(a)(b)\2\1'"
  check 'abba' 0
}

@test "egrep missing file exits 2" {
  run egrep x nonexist
  check 'egrep: nonexist: No such file or directory' 2
}
