#!/usr/bin/env bats
# link: POSIX, exactly two arguments, just link(2).

load helper

@test "link: makes a hard link (POSIX)" {
  echo data > a
  run link a b
  check "" 0
  [ "$(stat -c %i a)" = "$(stat -c %i b)" ]
  [ "$(stat -c %h a)" = 2 ]
  run cat b
  check "data" 0
}

@test "link: names with spaces and newlines" {
  echo x > "a b"
  run link "a b" "c
d"
  check "" 0
  [ "$(stat -c %i "a b")" = "$(stat -c %i "c
d")" ]
}

@test "link: existing target is an error" {
  echo x > a
  echo y > b
  run link a b
  check "link: cannot create link 'b' to 'a': File exists" 1
  run cat b
  check "y" 0
}

@test "link: missing source" {
  run link nosuch b
  check "link: cannot create link 'b' to 'nosuch': No such file or directory" 1
}

@test "link: a directory can't be linked" {
  mkdir d
  run link d e
  check "link: cannot create link 'e' to 'd': Operation not permitted" 1
}

@test "link: a directory as target isn't a place to put the link" {
  echo x > a
  mkdir d
  run link a d
  check "link: cannot create link 'd' to 'a': File exists" 1
}

@test "link: exactly two arguments (POSIX)" {
  run link a
  check "link: needs at least 2 arguments
usage: link FILE NEWLINK" 1
  run link a b c
  check "link: extra argument 'c'
usage: link FILE NEWLINK" 1
  run link -x a b
  check "link: unknown option '-x'
usage: link FILE NEWLINK" 1
}

@test "link: -- allows names starting with -" {
  echo x > ./-a
  run link -- -a -b
  check "" 0
  [ -e ./-b ]
}
