#!/usr/bin/env bats
# switch_root: only its refusals can be tested here (a real switch deletes
# the initramfs it runs on). Checked in a new pid namespace (unshare
# --pid --fork, where it is pid 1), whose root is the machine's own (not
# ramfs/tmpfs): it must refuse before touching anything.

load helper

@test "switch_root: refuses when not pid 1" {
  mkdir new
  run switch_root new /sbin/init
  check 'switch_root: not pid 1' 1
  [ -d new ]
}

@test "switch_root: as pid 1, refuses a root that isn't ramfs or tmpfs" {
  needs_root
  unshare --pid --fork true 2>/dev/null || skip "unshare --pid refused here"
  mkdir new
  touch keep
  run unshare --pid --fork --mount bash -c '[ $$ = 1 ] || exit 99; exec switch_root new /sbin/init'
  check 'switch_root: / is not ramfs or tmpfs' 1
  [ -e keep ]
}

@test "switch_root needs NEW_ROOT and NEW_INIT" {
  run switch_root new
  [ "$status" = 1 ]
}
