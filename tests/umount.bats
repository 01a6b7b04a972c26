#!/usr/bin/env bats
# umount: messages in util-linux umount's form ("umount: DIR (SRC)
# unmounted" with -v), checked with util-linux mount and losetup. Runs in a
# mount namespace of its own (unshare -m), on images and tmpfs the test makes.

load helper

ns_ok() {
  needs_root
  unshare -m true 2>/dev/null || skip "unshare -m refused here"
}

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

@test "umount DIR, DEV and image file; the loop device is freed (util-linux)" {
  ns_ok
  [ -e /dev/loop-control ] || skip "no /dev/loop-control"
  needs_cmd mkfs.ext4
  truncate -s 8M img && mkfs.ext4 -q img && mkdir m
  ns 'mount img m && umount -v m | sed "s/loop[0-9]*/loopN/" && mount img m &&
    dev=$(/usr/bin/findmnt -n -o SOURCE m) && umount -v $dev | sed "s/loop[0-9]*/loopN/" &&
    mount img m && umount img && /usr/bin/mount | grep -c "$PWD/m"'
  check "umount: $PWD/m (/dev/loopN) unmounted
umount: $PWD/m (/dev/loopN) unmounted
0" 1
  run /usr/sbin/losetup -j img
  check '' 0
}

@test "umount several, the last mount on a DIR first (util-linux -v)" {
  ns_ok
  mkdir a b
  ns 'mount -t tmpfs t1 a && mount -t tmpfs t2 a && mount -t ramfs t3 b &&
    umount -v a b a'
  check "umount: $PWD/a (t2) unmounted
umount: $PWD/b (t3) unmounted
umount: $PWD/a (t1) unmounted" 0
}

@test "umount busy fails, -l detaches, -r remounts read only (util-linux)" {
  ns_ok
  mkdir m
  ns 'top=$PWD; mount -t tmpfs t m && cd m && umount ../m; echo $?
    umount -r ../m; echo $?; /usr/bin/mount | grep -c "on $top/m type tmpfs (ro,"
    umount -l "$top/m" && cd .. && /usr/bin/mount | grep -c "$top/m"'
  check "umount: $PWD/m: Device or resource busy
1
umount: $PWD/m: busy, remounted read-only
1
1
0" 1
}

@test "umount -f (util-linux)" {
  ns_ok
  mkdir m
  ns 'mount -t tmpfs t m && umount -f m && /usr/bin/mount | grep -c "$PWD/m"'
  check 0 1
}

@test "umount -a -t TYPE, the last mounted first (util-linux)" {
  ns_ok
  mkdir a b c
  ns 'mount -t ramfs r1 a && mount -t ramfs r2 a/ 2>/dev/null; mkdir -p a/x &&
    mount -t ramfs r3 a/x && mount -t tmpfs t c &&
    umount -a -v -t ramfs && /usr/bin/mount | grep "$PWD"'
  check "umount: $PWD/a/x (r3) unmounted
umount: $PWD/a (r2) unmounted
umount: $PWD/a (r1) unmounted
t on $PWD/c type tmpfs (rw,relatime)" 0
}

@test "umount: not mounted, missing, no arguments" {
  ns_ok
  mkdir d
  ns 'umount d'
  check "umount: $PWD/d: not mounted" 1
  ns 'umount nonexistent'
  check "umount: $PWD/nonexistent: No such file or directory" 1
  run umount
  [ "$status" = 1 ] && [ "${lines[0]}" = "umount: needs DIR or DEV" ]
  run umount -t tmpfs d
  [ "$status" = 1 ] && [ "${lines[0]}" = "umount: -t is for -a" ]
}
