#!/usr/bin/env bats
# fstype: the TYPE util-linux blkid -p -s TYPE -o value prints for the same
# image (made with e2fsprogs, dosfstools, squashfs-tools).

load helper

@test "fstype of ext4, vfat and squashfs images (util-linux blkid)" {
  needs_cmd mkfs.ext4
  needs_cmd mkfs.vfat
  needs_cmd mksquashfs
  truncate -s 8M a b
  mkfs.ext4 -q a
  mkfs.vfat b >/dev/null
  mkdir d && mksquashfs d c -quiet -noappend >/dev/null
  run fstype a b c
  check $'ext4\nvfat\nsquashfs' 0
  if [ -x /sbin/blkid ]; then
    run /sbin/blkid -p -s TYPE -o value a b c
    check $'ext4\nvfat\nsquashfs' 0
  fi
}

@test "fstype: unknown and missing (toybox)" {
  truncate -s 64k zero
  run fstype zero nonexistent
  check $'fstype: zero: unknown filesystem\nfstype: nonexistent: No such file or directory' 1
}

@test "fstype needs an argument" {
  run fstype
  [ "$status" = 1 ] && [ "${lines[0]}" = "fstype: missing argument" ]
}
