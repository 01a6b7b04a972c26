#!/usr/bin/env bats
# mount: listings checked against util-linux mount (/usr/bin/mount) on the
# same mounts. Everything that mounts runs in a mount namespace of its own
# (unshare -m, private propagation), on images the test makes; loop devices
# mount sets up free themselves when their mount goes (autoclear), and
# teardown detaches any left on the test's images.

load helper

ns_ok() {
  needs_root
  unshare -m true 2>/dev/null || skip "unshare -m refused here"
  [ -e /dev/loop-control ] || skip "no /dev/loop-control"
}

# ns SCRIPT: run SCRIPT with bash in a new mount namespace
ns() {
  run unshare -m bash -c "$1"
}

teardown() {
  local d
  [ -x /usr/sbin/losetup ] || return 0
  for d in $(/usr/sbin/losetup -j "$BATS_TEST_TMPDIR/img" -O NAME -n 2>/dev/null); do
    /usr/sbin/losetup -d "$d"
  done
  true
}

@test "mount alone lists like util-linux" {
  [ -x /usr/bin/mount ] || skip "needs util-linux mount"
  run /usr/bin/mount
  local want=$output
  run mount
  check "$want" 0
  run /usr/bin/mount -t proc,sysfs
  want=$output
  run mount -t proc,sysfs
  check "$want" 0
}

@test "mount ext4 image (loop set up and freed), write, umount, remount ro (util-linux)" {
  ns_ok
  needs_cmd mkfs.ext4
  truncate -s 8M img && mkfs.ext4 -q img && mkdir m
  ns 'mount img m && echo hello > m/f && mount | grep " on $PWD/m " &&
    /usr/bin/mount | grep " on $PWD/m " && umount m &&
    [ -z "$(/usr/sbin/losetup -j img)" ] && mount -o ro img m && cat m/f &&
    ! touch m/g 2>/dev/null && /usr/bin/mount -t ext4 | grep " on $PWD/m "'
  check "$PWD/img on $PWD/m type ext4 (rw,relatime)
$PWD/img on $PWD/m type ext4 (rw,relatime)
hello
$PWD/img on $PWD/m type ext4 (ro,relatime)" 0
  run /usr/sbin/losetup -j img
  check '' 0
}

@test "mount -t vfat image with fs options (util-linux)" {
  ns_ok
  needs_cmd mkfs.vfat
  truncate -s 8M img && mkfs.vfat img >/dev/null && mkdir m
  ns 'mount -t vfat -o uid=123,umask=077 img m 2>&1 || exit 9
    touch m/x && stat -c "%u %a" m/x && /usr/bin/mount | grep -c "uid=123" &&
    umount img'
  [ "$status" != 9 ] || [[ "$output" != *"No such device"* ]] ||
    skip "this kernel has no vfat"
  check $'123 600\n1' 0
  run /usr/sbin/losetup -j img
  check '' 0
}

@test "mount squashfs image: type detected, read only (util-linux)" {
  ns_ok
  needs_cmd mksquashfs
  mkdir d m && echo sq > d/f && mksquashfs d img -quiet -noappend >/dev/null
  ns 'mount -v img m | sed "s/loop[0-9]*/loopN/" && cat m/f &&
    mount -t squashfs | grep "$PWD/m" && /usr/bin/mount | grep "$PWD/m" &&
    umount -v m | sed "s/loop[0-9]*/loopN/"'
  check "mount: /dev/loopN mounted on $PWD/m.
sq
$PWD/img on $PWD/m type squashfs (ro,relatime,errors=continue)
$PWD/img on $PWD/m type squashfs (ro,relatime,errors=continue)
umount: $PWD/m (/dev/loopN) unmounted" 0
  run /usr/sbin/losetup -j img
  check '' 0
}

@test "mount -o loop,offset= on a filesystem inside a file (util-linux)" {
  ns_ok
  needs_cmd mkfs.ext4
  truncate -s 9M img && mkfs.ext4 -q -E offset=1048576 -L inner img 8M && mkdir m
  ns 'mount -o loop,offset=1048576 img m && ls m && umount m'
  check 'lost+found' 0
}

@test "mount LABEL= and UUID= (util-linux blkid finds the same device)" {
  ns_ok
  needs_cmd mkfs.ext4
  truncate -s 8M img && mkdir m
  mkfs.ext4 -q -L mtlab$$ -U 12345678-1234-1234-1234-$(printf %012d $$) img
  dev=$(losetup -f --show img) || skip "no loop device"
  ns "mount LABEL=mtlab$$ m && stat -c %m m && umount m &&
    mount UUID=12345678-1234-1234-1234-$(printf %012d $$) m && umount m"
  check "$PWD/m" 0
  losetup -d $dev
}

@test "mount --bind, -o rbind, --move, ro bind (util-linux)" {
  ns_ok
  mkdir a b c
  ns 'mount -t tmpfs t1 a && mkdir a/sub && mount -t tmpfs t2 a/sub && echo x > a/sub/f &&
    mount -B a b && [ ! -e b/sub/f ] && umount b &&
    mount -o rbind a b && cat b/sub/f && umount -l b &&
    mount -M a c && [ ! -e a/sub/f ] && cat c/sub/f &&
    mount -o bind,ro c b && ! touch b/g 2>/dev/null && touch c/g &&
    /usr/bin/mount | grep -c "on $PWD/b type tmpfs (ro,"'
  check $'x\nx\n1' 0
}

@test "mount --make-shared, --make-rprivate, -o slave: propagation of DIR alone (util-linux's mountinfo tags)" {
  ns_ok
  mkdir a
  ns 'mount -t tmpfs t1 a && mount --make-shared a &&
    grep -c " $PWD/a .* shared:" /proc/self/mountinfo &&
    mount --make-rprivate a && grep -c " $PWD/a .* shared:" /proc/self/mountinfo;
    mount -o slave a; echo $?'
  check $'1
0
0' 0
  run mount --make-private
  check "mount: --make-private needs one DIR
usage: mount [-afnrvw] [-t TYPE[,TYPE...]] [-o OPTION[,OPTION...]] [[SOURCE] DIR]
       mount --make-[r]{shared,slave,private,unbindable} DIR
       mount [-B|-R|-M] OLDDIR NEWDIR" 1
}

@test "mount -o remount ro/rw, nosuid nodev noexec stay (util-linux)" {
  ns_ok
  mkdir m
  ns 'mount -t tmpfs -o nosuid,nodev,size=1m,mode=711 src m &&
    /usr/bin/mount | grep " $PWD/m " && mount -o remount,ro,noexec m &&
    /usr/bin/mount | grep " $PWD/m " && mount -o remount -w m &&
    /usr/bin/mount | grep " $PWD/m "'
  check "src on $PWD/m type tmpfs (rw,nosuid,nodev,relatime,size=1024k,mode=711)
src on $PWD/m type tmpfs (ro,nosuid,nodev,noexec,relatime,size=1024k,mode=711)
src on $PWD/m type tmpfs (rw,nosuid,nodev,noexec,relatime,size=1024k,mode=711)" 0
}

@test "mount -r, -w, -t list, -f, -v (util-linux messages)" {
  ns_ok
  mkdir m
  ns 'mount -r -t ramfs,tmpfs r m && /usr/bin/mount | grep " $PWD/m " &&
    umount m && mount -fv -t tmpfs x m && /usr/bin/mount | grep -c " $PWD/m "'
  check "r on $PWD/m type ramfs (ro,relatime)
mount: x mounted on $PWD/m.
0" 1
}

@test "mount -a, -a -t, -O and mount DIR from /etc/fstab (util-linux)" {
  ns_ok
  mkdir a b c d
  printf '%s\n' "# comment" "t1 $PWD/a tmpfs size=1m 0 0" \
    "t2 $PWD/b ramfs defaults,noauto 0 0" "t3 $PWD/c tmpfs ro,x-test 0 0" \
    "/nonexistent none swap sw 0 0" > fstab
  ns 'mount --bind fstab /etc/fstab && mount -a -t notmpfs &&
    ! /usr/bin/mount | grep -q "$PWD" && mount -a -O ro &&
    /usr/bin/mount | grep "$PWD" && mount -a && /usr/bin/mount | grep "$PWD" &&
    mount "$PWD/b" && /usr/bin/mount -t ramfs | grep "$PWD" && umount b &&
    mount t2 && /usr/bin/mount -t ramfs | grep "$PWD"'
  check "t3 on $PWD/c type tmpfs (ro,relatime)
t3 on $PWD/c type tmpfs (ro,relatime)
t1 on $PWD/a type tmpfs (rw,relatime,size=1024k)
t2 on $PWD/b type ramfs (rw,relatime)
t2 on $PWD/b type ramfs (rw,relatime)" 0
}

@test "mount: errors" {
  ns_ok
  ns 'mount -t tmpfs x nonexistent'
  check 'mount: x on nonexistent: No such file or directory' 1
  mkdir m
  ns 'mount -t nosuchfs x m'
  check 'mount: x on m: No such device' 1
  truncate -s 1M zero
  ns 'mount zero m'
  [ "$status" = 1 ] && [[ "$output" = "mount: zero on m: "* ]]
  run /usr/sbin/losetup -j zero
  check '' 0
  ns 'mount m'
  check 'mount: m: not in /etc/fstab' 1
}

@test "mount: -a with arguments, bad option" {
  run mount -a x y
  [ "$status" = 1 ] && [ "${lines[0]}" = "mount: -a with arguments" ]
  run mount -Q
  [ "$status" = 1 ]
}
