#!/usr/bin/env bats
# unlink: POSIX, exactly one argument, just unlink(2).

load helper

@test "unlink: removes a file (POSIX)" {
  echo x > a
  run unlink a
  check "" 0
  [ ! -e a ]
}

@test "unlink: removes one of several hard links" {
  echo x > a
  ln a b
  run unlink a
  check "" 0
  run cat b
  check "x" 0
}

@test "unlink: removes a symlink, not its target" {
  echo x > a
  ln -s a l
  run unlink l
  check "" 0
  [ ! -L l ] && [ -e a ]
}

@test "unlink: names with spaces and newlines, and -- for a leading dash" {
  touch "a b
c" ./-n
  run unlink "a b
c"
  check "" 0
  run unlink -- -n
  check "" 0
  [ ! -e ./-n ]
}

@test "unlink: missing file" {
  run unlink nosuch
  check "unlink: cannot unlink 'nosuch': No such file or directory" 1
}

@test "unlink: a directory is an error" {
  mkdir d
  run unlink d
  check "unlink: cannot unlink 'd': Is a directory" 1
  [ -d d ]
}

@test "unlink: exactly one argument (POSIX)" {
  run unlink
  check "unlink: missing argument
usage: unlink FILE" 1
  touch a b
  run unlink a b
  check "unlink: extra argument 'b'
usage: unlink FILE" 1
  [ -e a ] && [ -e b ]
  run unlink -f a
  check "unlink: unknown option '-f'
usage: unlink FILE" 1
}
