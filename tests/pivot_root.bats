#!/usr/bin/env bats
# pivot_root: only in a mount namespace the test makes (unshare -m), onto a
# tmpfs; after the pivot only bash builtins run (the new root has no
# programs). Error message as util-linux pivot_root's.

load helper

@test "pivot_root to a tmpfs, the old root under it (util-linux)" {
  needs_root
  unshare -m true 2>/dev/null || skip "unshare -m refused here"
  mkdir new
  run unshare -m bash -c 'mount -t tmpfs t new && mkdir new/old && echo hi > new/marker &&
    cd new && pivot_root . old && cd / && read x < /marker && echo $x &&
    [ -d /old/proc ] && [ ! -e /old/marker ] && echo ok'
  check $'hi\nok' 0
}

@test "pivot_root: NEW_ROOT not a mount point (util-linux)" {
  needs_root
  unshare -m true 2>/dev/null || skip "unshare -m refused here"
  mkdir -p new/old
  run unshare -m bash -c 'pivot_root new new/old'
  [ "$status" = 1 ]
  [[ "$output" == "pivot_root: failed to change root from \`new' to \`new/old': "* ]]
  [ -x /sbin/pivot_root ] || return 0
  local ours=$output
  run unshare -m bash -c 'exec -a pivot_root /sbin/pivot_root new new/old'
  check "$ours" 1
}

@test "pivot_root needs two arguments" {
  run pivot_root a
  [ "$status" = 1 ]
  run pivot_root a b c
  [ "$status" = 1 ]
}
