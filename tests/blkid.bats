#!/usr/bin/env bats
# blkid: expectations checked against util-linux blkid -p -s LABEL -s UUID
# -s TYPE on the same image (made with the mkfs tools installed here:
# e2fsprogs, dosfstools, exfatprogs, ntfs-3g, btrfs-progs, xfsprogs,
# f2fs-tools, squashfs-tools, cryptsetup, util-linux mkswap).

load helper

# same_as_utillinux IMG: our blkid IMG prints what util-linux's does
same_as_utillinux() {
  [ -x /sbin/blkid ] || skip "needs util-linux blkid"
  run /sbin/blkid -p -s LABEL -s UUID -s TYPE "$1"
  local out=$output st=$status
  [ "$st" = 0 ] || skip "util-linux blkid doesn't see it"
  run blkid "$1"
  check "$out" 0
}

@test "blkid ext2 (util-linux)" {
  needs_cmd mkfs.ext2
  truncate -s 4M img && mkfs.ext2 -q -L "my label" img
  same_as_utillinux img
}

@test "blkid ext3 (util-linux)" {
  needs_cmd mkfs.ext3
  truncate -s 8M img && mkfs.ext3 -q -L lab3 img
  same_as_utillinux img
}

@test "blkid ext4 with a set UUID (util-linux)" {
  needs_cmd mkfs.ext4
  truncate -s 8M img
  mkfs.ext4 -q -L lab4 -U 01234567-89ab-cdef-0123-456789abcdef img
  same_as_utillinux img
  run blkid -s UUID -o value img
  check 01234567-89ab-cdef-0123-456789abcdef 0
}

@test "blkid vfat FAT12 and FAT32 (util-linux)" {
  needs_cmd mkfs.vfat
  truncate -s 8M a b
  mkfs.vfat -n FAT12LAB -i 1234abcd a >/dev/null
  mkfs.vfat -F 32 -n LAB32 -i 0badcafe b >/dev/null 2>&1
  same_as_utillinux a
  same_as_utillinux b
  run blkid -o value -s UUID a b
  check $'1234-ABCD\n0BAD-CAFE' 0
}

@test "blkid vfat without a label (util-linux)" {
  needs_cmd mkfs.vfat
  truncate -s 8M a
  mkfs.vfat -i 12345678 a >/dev/null
  same_as_utillinux a
}

@test "blkid exfat (util-linux)" {
  needs_cmd mkfs.exfat
  truncate -s 8M img && mkfs.exfat -L exlab img >/dev/null
  same_as_utillinux img
}

@test "blkid ntfs (util-linux)" {
  needs_cmd mkfs.ntfs
  truncate -s 8M img && mkfs.ntfs -q -F -L ntlab img >/dev/null 2>&1
  same_as_utillinux img
}

@test "blkid btrfs (util-linux)" {
  needs_cmd mkfs.btrfs
  truncate -s 128M img && mkfs.btrfs -q -L btlab img >/dev/null
  same_as_utillinux img
}

@test "blkid xfs (util-linux)" {
  needs_cmd mkfs.xfs
  truncate -s 300M img && mkfs.xfs -q -L xflab img
  same_as_utillinux img
}

@test "blkid f2fs (util-linux)" {
  needs_cmd mkfs.f2fs
  truncate -s 64M img && mkfs.f2fs -q -l f2lab img >/dev/null
  same_as_utillinux img
}

@test "blkid squashfs (util-linux)" {
  needs_cmd mksquashfs
  mkdir d && echo hi > d/f
  mksquashfs d img -quiet -noappend >/dev/null
  same_as_utillinux img
  run blkid img
  check 'img: TYPE="squashfs"' 0
}

@test "blkid swap with label and UUID (util-linux)" {
  [ -x /sbin/mkswap ] || skip "needs util-linux mkswap"
  truncate -s 1M img && /sbin/mkswap -L swlab -U 11111111-2222-3333-4444-555555555555 img >/dev/null 2>&1
  same_as_utillinux img
  run blkid img
  check 'img: LABEL="swlab" UUID="11111111-2222-3333-4444-555555555555" TYPE="swap"' 0
}

@test "blkid LUKS (util-linux)" {
  needs_cmd cryptsetup
  truncate -s 32M img
  echo pw | cryptsetup luksFormat -q --pbkdf pbkdf2 --pbkdf-force-iterations 1000 \
    --uuid 0f0f0f0f-1111-2222-3333-444444444444 img >/dev/null 2>&1 ||
    skip "cryptsetup luksFormat failed"
  same_as_utillinux img
  run blkid -o value -s TYPE img
  check crypto_LUKS 0
}

@test "blkid iso9660: volume id and modification date (util-linux)" {
  python3 - <<'PY'
b = bytearray(40960); p = 32768
b[p] = 1; b[p+1:p+6] = b'CD001'; b[p+6] = 1
b[p+40:p+72] = b'MY ISO'.ljust(32)
b[p+813:p+830] = b'2024010203040506\0'
b[p+830:p+847] = b'2025111213141516\0'
b[p+2048] = 255; b[p+2049:p+2054] = b'CD001'
open('img', 'wb').write(b)
PY
  same_as_utillinux img
  run blkid img
  check 'img: UUID="2025-11-12-13-14-15-16" LABEL="MY ISO" TYPE="iso9660"' 0
}

@test "blkid -o export and value (util-linux)" {
  needs_cmd mkfs.ext4
  truncate -s 8M a && mkfs.ext4 -q -L A -U 01234567-89ab-cdef-0123-456789abcdef a
  run blkid -o export -s LABEL -s TYPE a a
  check $'DEVNAME=a\nLABEL=A\nTYPE=ext4\n\nDEVNAME=a\nLABEL=A\nTYPE=ext4' 0
  run blkid -o value -s TYPE -s UUID a
  check $'01234567-89ab-cdef-0123-456789abcdef\next4' 0
}

@test "blkid -s of a tag the device lacks (util-linux)" {
  needs_cmd mksquashfs
  mkdir d && mksquashfs d img -quiet -noappend >/dev/null
  run blkid -s LABEL img
  check '' 0
}

@test "blkid: nothing known, missing file: exit 2 (util-linux)" {
  truncate -s 1M zero
  run blkid zero
  check '' 2
  run blkid nonexistent
  check '' 2
}

@test "blkid -o bad format: exit 4 (util-linux)" {
  run blkid -o bad zero
  check 'blkid: unsupported output format bad' 4
}

@test "blkid -L and -U find the loop device (util-linux)" {
  needs_root
  needs_cmd mkfs.ext4
  truncate -s 8M img && mkfs.ext4 -q -L blkidLtest$$ -U 0a0a0a0a-1b1b-2c2c-3d3d-$(printf %012d $$) img
  dev=$(/usr/sbin/losetup -f --show img 2>/dev/null) || skip "no loop device"
  trap "/usr/sbin/losetup -d $dev" EXIT
  run blkid -L blkidLtest$$
  check "$dev" 0
  run blkid -U 0a0a0a0a-1b1b-2c2c-3d3d-$(printf %012d $$)
  check "$dev" 0
  /usr/sbin/losetup -d $dev
  trap - EXIT
  run blkid -L blkidLtest$$
  check '' 2
}
