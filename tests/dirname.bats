#!/usr/bin/env bats
# dirname: POSIX's algorithm, GNU's several names and -z.

load helper

@test "dirname: directory part (POSIX)" {
  run dirname /usr/lib/file
  check "/usr/lib" 0
  run dirname a/b
  check "a" 0
  run dirname /a
  check "/" 0
}

@test "dirname: trailing and doubled slashes (POSIX)" {
  run dirname a//b//
  check "a" 0
  run dirname /a/b/
  check "/a" 0
  run dirname //a//b
  check "//a" 0
  run dirname //a
  check "/" 0
}

@test "dirname: no directory gives . (POSIX)" {
  run dirname file
  check "." 0
  run dirname a/
  check "." 0
  run dirname ""
  check "." 0
  run dirname ..
  check "." 0
}

@test "dirname: root (GNU for //)" {
  run dirname /
  check "/" 0
  run dirname //
  check "/" 0
  run dirname ///
  check "/" 0
}

@test "dirname: several names (GNU)" {
  run dirname a/b c /d/e
  check "a
.
/d" 0
}

@test "dirname -z: NUL terminated (GNU)" {
  run sh -c 'dirname -z a/b c/d | od -An -c'
  check "   a  \\0   c  \\0" 0
}

@test "dirname: names with spaces and newlines" {
  run dirname "x y
z/a b"
  check "x y
z" 0
  run dirname -- -a/b
  check "-a" 0
}

@test "dirname: missing argument" {
  run dirname
  check "dirname: missing argument
usage: dirname [-z] NAME..." 1
}

@test "dirname: bad option" {
  run dirname -q a
  check "dirname: unknown option '-q'
usage: dirname [-z] NAME..." 1
}

@test "dirname > /dev/full" {
  run sh -c 'dirname a/b > /dev/full'
  check "dirname: write error: No space left on device" 1
}
