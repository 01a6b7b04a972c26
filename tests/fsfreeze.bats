#!/usr/bin/env bats
# fsfreeze: only ever on an ext4 image the test mounts in a mount namespace
# of its own; messages checked against util-linux fsfreeze where they agree.

load helper

@test "fsfreeze -f, then -u, of a loop mounted ext4 (util-linux)" {
  needs_root
  needs_cmd mkfs.ext4
  unshare -m true 2>/dev/null || skip "unshare -m refused here"
  [ -e /dev/loop-control ] || skip "no /dev/loop-control"
  truncate -s 8M img && mkfs.ext4 -q img && mkdir m
  run unshare -m bash -c 'mount img m || exit 9
    fsfreeze -f m; echo $?; fsfreeze -f m; echo $?
    fsfreeze -u m; echo $?; fsfreeze -u m; echo $?; echo x > m/x && cat m/x; umount m'
  [ "$status" != 9 ] || skip "can't mount here"
  check "0
fsfreeze: m: freeze failed: Device or resource busy
1
0
fsfreeze: m: unfreeze failed: Invalid argument
1
x" 0
}

@test "fsfreeze: needs -f or -u, not a directory, missing" {
  run fsfreeze .
  [ "$status" = 1 ] && [ "${lines[0]}" = "fsfreeze: needs -f or -u" ]
  run fsfreeze -f -u .
  [ "$status" = 1 ]
  touch f
  run fsfreeze -f f
  check 'fsfreeze: f: is not a directory' 1
  run fsfreeze -f nonexistent
  [ "$status" = 1 ] && [[ "$output" == *"nonexistent"* ]]
}
