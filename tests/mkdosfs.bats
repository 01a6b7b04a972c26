#!/usr/bin/env bats
# mkdosfs, also mkfs.vfat (the same command): images checked by dosfstools'
# fsck.fat -n (no changes; exit 0 means a clean filesystem, and its cluster
# count is dosfstools' mkfs.fat's for the same size), by mtools' minfo/mdir
# (the boot sector's fields, the label and serial) and by util-linux blkid.

load helper

# field NAME: the value of minfo's "NAME: value" line for t.img
field() { minfo -i t.img | sed -n "s/^$1[:=] *//p" | head -1; }

# fsck_ok FILES: fsck.fat -n passes t.img, finds FILES files and as many
# clusters as the boot sector's fields (read by minfo) leave for data
fsck_ok() {
  local total=$(field 'small size') ss=$(field 'sector size') fl=$(field 'sectors per fat')
  total=${total% sectors}
  [ "$total" = 0 ] && total=$(field 'big size') && total=${total% sectors}
  [ "$fl" = 0 ] && fl=$(field 'Big fatlen')
  local root=$(( ($(field 'max available root directory slots')*32 + ${ss% bytes} - 1) / ${ss% bytes} ))
  local c=$(( (total - $(field 'reserved (boot) sectors') - $(field fats)*fl - root) / $(field 'cluster size' | cut -d' ' -f1) ))
  local used=0
  [ "$(field 'disk type')" = '"FAT32   "' ] && used=1
  run fsck.fat -n t.img
  check "fsck.fat 4.2 (2021-01-31)
t.img: $1 files, $((used+${2:-0}))/$c clusters" 0
}

@test "mkfs.vfat: a 1440K FAT12 image that fsck.fat passes, as mkfs.fat sizes it" {
  needs_cmd fsck.fat
  run mkfs.vfat -C t.img 1440
  check "" 0
  [ "$(stat -c %s t.img)" = 1474560 ]
  run fsck.fat -n t.img
  check "fsck.fat 4.2 (2021-01-31)
t.img: 0 files, 0/2847 clusters" 0
  run blkid -o value -s TYPE t.img
  check "vfat" 0
}

@test "mkfs.vfat: -n LABEL -i VOLID: blkid, toybox blkid and mdir show them" {
  needs_cmd blkid
  needs_cmd mdir
  run mkfs.vfat -n HELLO -i 1234abcd -C t.img 2000
  check "" 0
  run blkid -o export -s LABEL -s UUID -s TYPE t.img
  check "DEVNAME=t.img
LABEL=HELLO
UUID=1234-ABCD
TYPE=vfat" 0
  run "$TOYBOX" blkid t.img
  check 't.img: LABEL="HELLO" UUID="1234-ABCD" TYPE="vfat"' 0
  run mdir -i t.img ::/
  [ "${lines[0]}" = " Volume in drive : is HELLO      " ]
  [ "${lines[1]}" = " Volume Serial Number is 1234-ABCD" ]
  fsck_ok 1
}

@test "mkfs.vfat: the type follows the size: FAT12, FAT16, FAT32" {
  needs_cmd minfo
  mkfs.vfat -C t.img 8000
  [ "$(field 'disk type')" = '"FAT12   "' ]
  rm t.img
  mkfs.vfat -C t.img 20000
  [ "$(field 'disk type')" = '"FAT16   "' ]
  fsck_ok 0
  rm t.img
  mkfs.vfat -C t.img 600000
  [ "$(field 'disk type')" = '"FAT32   "' ]
  [ "$(field 'reserved (boot) sectors')" = 32 ]
  [ "$(field 'backup boot sector')" = 6 ]
  fsck_ok 0
}

@test "mkfs.vfat: -F 12, -F 16, -F 32 force the type" {
  needs_cmd minfo
  for f in 12 16 32; do
    rm -f t.img
    run mkfs.vfat -F $f -C t.img 40000
    check "" 0
    [ "$(field 'disk type')" = "\"FAT$f   \"" ]
    fsck_ok 0
  done
}

@test "mkfs.vfat: -s -S -f -r -R -h land in the boot sector" {
  needs_cmd minfo
  run mkfs.vfat -C -s 4 -S 1024 -f 1 -r 64 -R 3 -h 7 t.img 8000
  check "" 0
  [ "$(field 'sector size')" = "1024 bytes" ]
  [ "$(field 'cluster size')" = "4 sectors" ]
  [ "$(field 'fats')" = 1 ]
  [ "$(field 'max available root directory slots')" = 64 ]
  [ "$(field 'reserved (boot) sectors')" = 3 ]
  [ "$(field 'hidden sectors')" = 7 ]
  [ "$(field 'small size')" = "8000 sectors" ]
  fsck_ok 0
}

@test "mkfs.vfat: files copied in with mcopy list with mdir and pass fsck" {
  needs_cmd mcopy
  mkdosfs -F 32 -n DATA -C t.img 70000
  echo hello > f.txt
  mcopy -i t.img f.txt ::/F.TXT
  run mtype -i t.img ::/F.TXT
  check "hello" 0
  fsck_ok 2 1
}

@test "mkfs.vfat: an existing image, all of it or BLOCKS of it" {
  needs_cmd fsck.fat
  truncate -s 1474560 t.img
  run mkfs.vfat t.img
  check "" 0
  run fsck.fat -n t.img
  check "fsck.fat 4.2 (2021-01-31)
t.img: 0 files, 0/2847 clusters" 0
  run mkfs.vfat t.img 720
  check "" 0
  [ "$(field 'small size')" = "1440 sectors" ]
  fsck_ok 0
}

@test "mkfs.vfat: usage errors, bad values, no file left behind" {
  run mkfs.vfat
  [ "${lines[0]}" = "mkfs.vfat: missing argument" ] && [ "$status" = 1 ]
  run mkfs.vfat -C t.img
  check "mkfs.vfat: -C needs BLOCKS" 1
  run mkfs.vfat -F 13 -C t.img 100
  check "mkfs.vfat: bad FAT type 13" 1
  run mkfs.vfat -n 123456789012 -C t.img 100
  check "mkfs.vfat: label '123456789012' over 11 characters" 1
  run mkfs.vfat -i zz -C t.img 100
  check "mkfs.vfat: bad volume ID 'zz'" 1
  run mkfs.vfat -i 123456789 -C t.img 100
  check "mkfs.vfat: bad volume ID '123456789'" 1
  run mkfs.vfat -s 3 -C t.img 100
  check "mkfs.vfat: bad sectors per cluster 3" 1
  run mkfs.vfat -S 100 -C t.img 100
  check "mkfs.vfat: bad sector size 100" 1
  run mkfs.vfat -f 5 -C t.img 100
  check "mkfs.vfat: bad number of FATs 5" 1
  run mkfs.vfat -F 16 -C t.img 1000
  check "mkfs.vfat: t.img: 1969 clusters don't fit FAT16" 1
  run mkfs.vfat -F 12 -s 1 -C t.img 8000
  check "mkfs.vfat: t.img: 15873 clusters don't fit FAT12" 1
  run mkfs.vfat -C t.img 1
  check "mkfs.vfat: t.img: too small for FAT" 1
  [ ! -e t.img ]
  run mkfs.vfat nonexistent
  check "mkfs.vfat: nonexistent: No such file or directory" 1
  run mkfs.vfat /dev/null
  check "mkfs.vfat: /dev/null: not a file or device" 1
  touch t.img
  run mkfs.vfat -C t.img 100
  check "mkfs.vfat: t.img: File exists" 1
  run mkfs.vfat t.img
  check "mkfs.vfat: t.img: too small for FAT" 1
}

@test "mkfs.vfat: a whole partitioned disk wants -I (root, loop device)" {
  needs_root
  truncate -s 8M disk.img
  # an MBR with one partition: sectors 2048-6143, type 0x0c
  printf '\x00\x00\x00\x00\x0c\x00\x00\x00\x00\x08\x00\x00\x00\x10\x00\x00' |
    dd of=disk.img bs=1 seek=446 conv=notrunc 2>/dev/null
  printf '\x55\xaa' | dd of=disk.img bs=1 seek=510 conv=notrunc 2>/dev/null
  local dev
  dev=$(/usr/sbin/losetup -P -f --show disk.img 2>/dev/null) || skip "no loop device"
  [ -e /sys/class/block/${dev#/dev/}/${dev#/dev/}p1/partition ] ||
    { /usr/sbin/losetup -d $dev; skip "no partition scan"; }
  run mkfs.vfat $dev
  local out=$output st=$status
  run mkfs.vfat -I $dev
  local out2=$output st2=$status
  /usr/sbin/losetup -d $dev
  [ "$out" = "mkfs.vfat: $dev: a whole disk with partitions (use -I)" ]
  [ "$st" = 1 ]
  [ "$out2" = "" ] && [ "$st2" = 0 ]
  run blkid -o value -s TYPE disk.img
  check "vfat" 0
}

@test "mkdosfs: the same image as mkfs.vfat, errors under its own name" {
  needs_cmd fsck.fat
  needs_cmd minfo
  run mkdosfs -i 1234abcd -C t.img 1440
  check "" 0
  fsck_ok 0
  mv t.img d.img
  mkfs.vfat -i 1234abcd -C t.img 1440
  cmp d.img t.img
  run mkdosfs
  [ "${lines[0]}" = "mkdosfs: missing argument" ] && [ "$status" = 1 ]
  run mkdosfs -F 13 -C n.img 100
  check "mkdosfs: bad FAT type 13" 1
  [ ! -e n.img ]
}
