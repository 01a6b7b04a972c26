#!/usr/bin/env bats
# selinuxenabled: the reference is selinux-utils' selinuxenabled.

load helper
load selinux

@test "selinuxenabled exits as selinux-utils' does" {
  same_as $SELUTILS/selinuxenabled selinuxenabled
}

@test "selinuxenabled: 1, silently, without selinuxfs" {
  [ ! -d /sys/fs/selinux ] || skip "SELinux is on"
  run selinuxenabled
  check "" 1
}

@test "selinuxenabled: an argument is a usage error" {
  run selinuxenabled -x
  check "selinuxenabled: unknown option '-x'
usage: selinuxenabled" 1
}
