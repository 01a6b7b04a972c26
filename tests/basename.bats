#!/usr/bin/env bats
# basename: POSIX, with GNU's -a -s -z.

load helper

@test "basename: last component, trailing slashes removed (POSIX)" {
  run basename /usr/lib/
  check "lib" 0
  run basename a//b//
  check "b" 0
  run basename file
  check "file" 0
}

@test "basename: slashes only give / (GNU for //)" {
  run basename /
  check "/" 0
  run basename //
  check "/" 0
  run basename ///
  check "/" 0
}

@test "basename: empty name gives an empty line (GNU)" {
  run basename ""
  check "" 0
}

@test "basename NAME SUFFIX: suffix removed unless it is all that's left (POSIX)" {
  run basename /a/b.c .c
  check "b" 0
  run basename .c .c
  check ".c" 0
  run basename a.c.c .c
  check "a.c" 0
  run basename /a/b.c/ .c
  check "b" 0
  run basename a.c x
  check "a.c" 0
  run basename a.c ""
  check "a.c" 0
}

@test "basename -s SUFFIX: several names (GNU)" {
  run basename -s .c a.c dir/b.c c.h
  check "a
b
c.h" 0
}

@test "basename -a: several names, no suffix (GNU)" {
  run basename -a x/y z/w.c
  check "y
w.c" 0
}

@test "basename -z: NUL terminated (GNU)" {
  run sh -c 'basename -z a/b c | od -An -c'
  check "   b  \\0" 0
  run sh -c 'basename -az a/b c/d | od -An -c'
  check "   b  \\0   d  \\0" 0
}

@test "basename: names with spaces, newlines and dashes" {
  run basename "/x y/a
b"
  check "a
b" 0
  run basename -- -a
  check "-a" 0
}

@test "basename: missing argument" {
  run basename
  check "basename: missing argument
usage: basename [-az] [-s SUFFIX] NAME... | NAME [SUFFIX]" 1
}

@test "basename: extra argument without -a (GNU)" {
  run basename a b c
  check "basename: extra argument 'c'
usage: basename [-az] [-s SUFFIX] NAME... | NAME [SUFFIX]" 1
}

@test "basename: bad option" {
  run basename -x a
  check "basename: unknown option '-x'
usage: basename [-az] [-s SUFFIX] NAME... | NAME [SUFFIX]" 1
}

@test "basename > /dev/full" {
  run sh -c 'basename a > /dev/full'
  check "basename: write error: No space left on device" 1
}
