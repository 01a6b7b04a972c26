#!/usr/bin/env bats
# rmdir: remove empty directories (POSIX; messages as GNU coreutils)

load helper

@test "rmdir removes empty directories" {
  mkdir a "b c"
  run rmdir a "b c"
  check ""
  [ ! -e a ] && [ ! -e "b c" ]
}

@test "rmdir non-empty directory (GNU)" {
  mkdir x; touch x/f
  run rmdir x
  check "rmdir: failed to remove 'x': Directory not empty" 1
  [ -d x ]
}

@test "rmdir missing and not a directory (GNU)" {
  touch f
  run rmdir nope f
  check "rmdir: failed to remove 'nope': No such file or directory
rmdir: failed to remove 'f': Not a directory" 1
}

@test "rmdir continues after an error" {
  mkdir b
  run rmdir nope b
  check "rmdir: failed to remove 'nope': No such file or directory" 1
  [ ! -e b ]
}

@test "rmdir -v (GNU)" {
  mkdir -p a/b/c
  run rmdir -v a/b/c
  check "rmdir: removing directory, 'a/b/c'"
}

@test "rmdir -p removes parents (GNU)" {
  mkdir -p a/b/c
  run rmdir -pv a/b/c
  check "rmdir: removing directory, 'a/b/c'
rmdir: removing directory, 'a/b'
rmdir: removing directory, 'a'"
  [ ! -e a ]
}

@test "rmdir -p with trailing slashes" {
  mkdir -p d/e
  run rmdir --parents d//e//
  check ""
  [ ! -e d ]
}

@test "rmdir -p stops at a non-empty parent, exit 1 (GNU)" {
  mkdir -p x/y; touch x/f
  run rmdir -p x/y
  check "rmdir: failed to remove directory 'x': Directory not empty" 1
  [ ! -e x/y ] && [ -d x ]
}

@test "rmdir -p reaches . (GNU)" {
  mkdir -p k/l
  run rmdir -p ./k/l
  check "rmdir: failed to remove directory '.': Invalid argument" 1
  [ ! -e k ]
}

@test "rmdir --ignore-fail-on-non-empty (GNU)" {
  mkdir x; touch x/f
  run rmdir --ignore-fail-on-non-empty x
  check ""
  mkdir x/y
  run rmdir -p --ignore-fail-on-non-empty x/y
  check ""
  [ ! -e x/y ] && [ -d x ]
}

@test "rmdir --ignore-fail-on-non-empty still reports other errors" {
  run rmdir --ignore-fail-on-non-empty nope
  check "rmdir: failed to remove 'nope': No such file or directory" 1
}

@test "rmdir absolute path with -p stops at the first failure" {
  mkdir -p m/n; touch keep
  run rmdir -p "$PWD/m/n"
  [ "$status" = 1 ]
  [ ! -e m ] && [ -e keep ]
}

@test "rmdir no arguments" {
  run rmdir
  check "rmdir: missing argument
usage: rmdir [-pv] [--ignore-fail-on-non-empty] DIR..." 1
}
