#!/usr/bin/env bats
# groups: compared with GNU groups (coreutils) on this machine.

load helper

@test "groups: this process and user operands (GNU)" {
  gnu_same groups
  gnu_same groups root
  gnu_same groups root daemon nobody
}

@test "groups: real, effective and supplementary groups (GNU)" {
  needs_root
  local gnu
  gnu=$(python3 -c 'import os, sys
os.setgroups([4, 5, 4]); os.setresgid(3, 1, 3)
os.execv("/usr/bin/groups", ["groups"])')
  run python3 -c 'import os, sys
os.setgroups([4, 5, 4]); os.setresgid(3, 1, 3)
os.execvp("groups", ["groups"])'
  check "$gnu"
  check "sys daemon adm tty"
}

@test "groups: unknown user: error, keeps going" {
  run groups nosuchuser_x root
  check "groups: 'nosuchuser_x': no such user
root : root" 1
}

@test "groups: a user's supplementary groups from /etc/group" {
  local u
  u=$(awk -F: '$4 ~ /^[a-z]/ {split($4, a, ","); print a[1]; exit}' /etc/group)
  [ -n "$u" ] || skip "no user with supplementary groups"
  gnu_same groups "$u"
}
