#!/usr/bin/env bats
# getsebool: without SELinux here, its refusal (as selinux-utils') and
# argument parsing.

load helper
load selinux

USAGE="usage: getsebool -a
   or: getsebool NAME..."

@test "getsebool -a, getsebool NAME: refused when SELinux is disabled" {
  never_enforcing
  run getsebool -a
  check "getsebool: SELinux is disabled" 1
  run getsebool foo bar
  check "getsebool: SELinux is disabled" 1
}

@test "getsebool: the same status as selinux-utils' when disabled" {
  never_enforcing
  [ -x $SELUTILS/getsebool ] || skip "needs selinux-utils"
  run $SELUTILS/getsebool -a
  local st=$status
  run getsebool -a
  check "getsebool: SELinux is disabled" $st
}

@test "getsebool: neither -a nor NAME, or both, are usage errors" {
  run getsebool
  check "getsebool: needs -a or NAMEs (not both)
$USAGE" 1
  run getsebool -a foo
  check "getsebool: needs -a or NAMEs (not both)
$USAGE" 1
  run getsebool -x
  check "getsebool: unknown option '-x'
$USAGE" 1
}
