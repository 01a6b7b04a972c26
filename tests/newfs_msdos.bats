#!/usr/bin/env bats
# newfs_msdos: BSD/Android option names for mkfs.vfat's code. No
# newfs_msdos on this machine: images are checked with dosfstools' fsck.fat
# -n, mtools' minfo and util-linux blkid; the summary line is BSD's format.

load helper

field() { minfo -i t.img | sed -n "s/^$1[:=] *//p" | head -1; }

@test "newfs_msdos: -C SIZE -L -I make an image fsck.fat and blkid accept" {
  needs_cmd fsck.fat
  needs_cmd blkid
  run newfs_msdos -C 2m -L NEWFS -I 0xdeadbeef t.img
  check "t.img: 4039 sectors in 4039 FAT12 clusters (512 bytes/cluster)" 0
  [ "$(stat -c %s t.img)" = 2097152 ]
  run fsck.fat -n t.img
  check "fsck.fat 4.2 (2021-01-31)
t.img: 1 files, 0/4039 clusters" 0
  run blkid -o export -s LABEL -s UUID -s TYPE t.img
  check "DEVNAME=t.img
LABEL=NEWFS
UUID=DEAD-BEEF
TYPE=vfat" 0
}

@test "newfs_msdos: -F -c -e -r -n -o -S -s land in the boot sector" {
  needs_cmd minfo
  truncate -s 80M t.img
  run newfs_msdos -F 32 -c 1 -r 8 -n 1 -o 5 -S 1024 -s 70000 t.img
  [ "$status" = 0 ]
  [ "$(field 'disk type')" = '"FAT32   "' ]
  [ "$(field 'cluster size')" = "1 sectors" ]
  [ "$(field 'sector size')" = "1024 bytes" ]
  [ "$(field 'reserved (boot) sectors')" = 8 ]
  [ "$(field fats)" = 1 ]
  [ "$(field 'hidden sectors')" = 5 ]
  [ "$(field 'big size')" = "70000 sectors" ]
  run fsck.fat -n t.img
  [ "$status" = 0 ]
  rm t.img
  run newfs_msdos -F 16 -e 32 -C 20m t.img
  [ "$status" = 0 ]
  [ "$(field 'max available root directory slots')" = 32 ]
  [ "$(field 'disk type')" = '"FAT16   "' ]
}

@test "newfs_msdos: errors" {
  run newfs_msdos
  [ "${lines[0]}" = "newfs_msdos: missing argument" ] && [ "$status" = 1 ]
  run newfs_msdos missing.img
  check "newfs_msdos: missing.img: No such file or directory" 1
  run newfs_msdos -F 11 -C 1m t.img
  check "newfs_msdos: bad FAT type 11" 1
  run newfs_msdos -L TWELVECHARSX -C 1m t.img
  check "newfs_msdos: label 'TWELVECHARSX' over 11 characters" 1
  [ ! -e t.img ]
}
