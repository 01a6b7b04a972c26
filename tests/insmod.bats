#!/usr/bin/env bats
# insmod: only what fails before anything reaches the kernel (tests never
# load modules). Messages are toybox's; kmod's insmod fails the same cases.

load helper

@test "insmod missing file" {
  run insmod /nonexistent/x.ko
  check 'insmod: /nonexistent/x.ko: No such file or directory' 1
}

@test "insmod missing compressed file" {
  run insmod nosuch.ko.xz opt=1
  check 'insmod: nosuch.ko.xz: No such file or directory' 1
}

@test "insmod corrupt compressed file" {
  echo junk > bad.ko.xz
  run insmod bad.ko.xz
  [ "$status" = 1 ] && [ "${lines[-1]}" = "insmod: bad.ko.xz: can't decompress" ]
}

@test "insmod needs a file" {
  run insmod
  [ "$status" = 1 ] && [ "${lines[0]}" = "insmod: missing argument" ]
}
