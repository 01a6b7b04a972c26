#!/usr/bin/env bats
# yes: no standard; GNU's behaviour is the reference.

load helper

@test "yes: default line is y" {
  run sh -c 'yes | head -n 3'
  check "y
y
y" 0
}

@test "yes: several arguments joined by spaces (GNU)" {
  run sh -c 'yes a "b c" "" | head -n 2'
  check "a b c 
a b c " 0
}

@test "yes: options and -- are text" {
  run sh -c 'yes -x -- | head -n 1'
  check "-x --" 0
}

@test "yes: output is whole lines, however much is read" {
  run sh -c 'yes abc | head -c 1000000 | uniq -c'
  check " 250000 abc" 0
}

@test "yes: a line longer than its buffer" {
  run sh -c 'yes "$(head -c 100000 /dev/zero | tr "\\0" x)" | head -n 3 | wc -lc'
  check "      3  300003" 0
}

@test "yes | head -n1 ends (SIGPIPE)" {
  run sh -c 'yes | head -n 1; echo done'
  check "y
done" 0
}

@test "yes with SIGPIPE ignored: write error, exit 1" {
  run sh -c 'trap "" PIPE; { yes 2>err; echo $? >st; } | head -n 1; cat err st'
  check "y
yes: write error: Broken pipe
1" 0
}

@test "yes > /dev/full: error, exit 1" {
  run sh -c 'yes > /dev/full'
  check "yes: write error: No space left on device" 1
}

@test "yes --help" {
  run yes --help
  [ "$status" = 0 ] && [ "${lines[0]}" = "usage: yes [STRING...]" ]
}
