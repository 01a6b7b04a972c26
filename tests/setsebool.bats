#!/usr/bin/env bats
# setsebool: never sets anything here (SELinux off; skipped where it is
# on): its refusals and argument parsing.

load helper
load selinux

USAGE="usage: setsebool [-P] NAME VALUE
   or: setsebool [-P] NAME=VALUE..."

@test "setsebool NAME VALUE, NAME=VALUE...: refused when SELinux is disabled" {
  never_enforcing
  for a in "foo 1" "foo off" "foo=on" "foo=TRUE bar=false" "foo=0"; do
    run setsebool $a
    check "setsebool: SELinux is disabled" 1
  done
}

@test "setsebool -P: refused when SELinux is disabled" {
  never_enforcing
  run setsebool -P foo 1
  check "setsebool: SELinux is disabled" 1
}

@test "setsebool: a bad VALUE is a usage error, before anything else" {
  run setsebool foo 2
  check "setsebool: bad value '2'
$USAGE" 1
  run setsebool foo=1 bar=yes
  check "setsebool: bad value 'yes'
$USAGE" 1
}

@test "setsebool: NAME without VALUE, no NAME" {
  run setsebool foo
  check "setsebool: no VALUE for 'foo'
$USAGE" 1
  run setsebool foo=1 bar
  check "setsebool: no VALUE for 'bar'
$USAGE" 1
  run setsebool a b c
  check "setsebool: no VALUE for 'a'
$USAGE" 1
  run setsebool
  check "setsebool: missing argument
$USAGE" 1
}
