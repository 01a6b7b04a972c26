#!/usr/bin/env bats
# load_policy FILE (Android's form): only its errors are tested, never a
# load (skipped where SELinux is on).

load helper
load selinux

@test "load_policy: a missing or unreadable FILE" {
  run load_policy nosuch
  check "load_policy: nosuch: No such file or directory" 1
  run load_policy .
  check "load_policy: .: Is a directory" 1
}

@test "load_policy: refused when SELinux is disabled" {
  never_enforcing
  echo garbage > pol
  run load_policy pol
  check "load_policy: SELinux is disabled" 1
  run load_policy /dev/null
  check "load_policy: SELinux is disabled" 1
}

@test "load_policy: FILE is required, one only" {
  run load_policy
  check "load_policy: missing argument
usage: load_policy FILE" 1
  run load_policy a b
  check "load_policy: extra argument 'b'
usage: load_policy FILE" 1
}
