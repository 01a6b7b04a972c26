#!/usr/bin/env bats
# getenforce: the reference is selinux-utils' getenforce.

load helper
load selinux

@test "getenforce prints what selinux-utils' does" {
  same_as $SELUTILS/getenforce getenforce
}

@test "getenforce: Disabled without selinuxfs" {
  [ ! -d /sys/fs/selinux ] || skip "SELinux is on"
  run getenforce
  check "Disabled" 0
}

@test "getenforce: an argument is a usage error" {
  run getenforce x
  check "getenforce: extra argument 'x'
usage: getenforce" 1
}

@test "getenforce: libselinux.so.1 that can't be loaded is named" {
  needs_root
  dynamic
  local lib
  lib=$(ldconfig -p | sed -n 's/.*libselinux.so.1 .*=> //p' | head -1)
  [ -n "$lib" ] || skip "no libselinux.so.1"
  run /usr/bin/unshare -m sh -c '/usr/bin/mount --bind /dev/null "$1" && exec getenforce' sh "$lib"
  check "getenforce: can't load $lib: file too short" 1
}
