#!/usr/bin/env bats
# setenforce: never run for real (only where SELinux is off, where it
# refuses): argument parsing and errors. Reference: selinux-utils.

load helper
load selinux

@test "setenforce: no argument is a usage error" {
  run setenforce
  check "setenforce: missing argument
usage: setenforce MODE" 1
}

@test "setenforce: two arguments are a usage error" {
  run setenforce 0 1
  check "setenforce: extra argument '1'
usage: setenforce MODE" 1
}

@test "setenforce: an unknown mode is a usage error" {
  run setenforce 2
  check "setenforce: bad mode '2'
usage: setenforce MODE" 1
  run setenforce enforce
  check "setenforce: bad mode 'enforce'
usage: setenforce MODE" 1
}

@test "setenforce: every mode spelling refused when SELinux is disabled" {
  never_enforcing
  for i in 0 1 Enforcing permissive ENFORCING Permissive; do
    run setenforce $i
    check "setenforce: SELinux is disabled" 1
  done
}

@test "setenforce: the same status as selinux-utils' when disabled" {
  never_enforcing
  [ -x $SELUTILS/setenforce ] || skip "needs selinux-utils"
  run $SELUTILS/setenforce 1
  local st=$status
  run setenforce 1
  check "setenforce: SELinux is disabled" $st
}
