#!/usr/bin/env bats
# rmmod: only the cases refused before any syscall (tests never unload
# modules): a module that isn't loaded, or a builtin one (kmod's rmmod
# refuses both too, with "ERROR: Module X is not currently loaded"/"is builtin").

load helper

@test "rmmod module not loaded (names normalized)" {
  run rmmod toybox_no_such-module /lib/x/other-one.ko.xz
  check 'rmmod: toybox_no_such_module: not currently loaded
rmmod: other_one: not currently loaded' 1
}

@test "rmmod -w module not loaded" {
  run rmmod -w toybox_nope
  check 'rmmod: toybox_nope: not currently loaded' 1
}

@test "rmmod builtin module" {
  b=
  for d in /sys/module/*; do
    [ -e "$d/initstate" ] || { b=${d##*/}; break; }
  done
  [ -n "$b" ] || skip "no builtin modules in /sys/module"
  run rmmod "$b"
  check "rmmod: $b: is builtin" 1
}

@test "rmmod needs a module" {
  run rmmod
  [ "$status" = 1 ] && [ "${lines[0]}" = "rmmod: missing argument" ]
}
