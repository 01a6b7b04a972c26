#!/usr/bin/env bats
# mknod: device nodes and fifos (GNU coreutils)

load helper
load selinux

@test "mknod p: fifo (GNU)" {
  run sh -c 'umask 022; mknod "a b
c" p'
  check "" 0
  [ "$(stat -c '%A %F' "a b
c")" = "prw-r--r-- fifo" ]
}

@test "mknod c b u: devices with numbers (GNU)" {
  needs_root
  run sh -c 'umask 022; mknod c1 c 1 3 && mknod b1 b 7 0 && mknod u1 u 1 5 && mknod x c 0x10 010'
  check "" 0
  [ "$(stat -c '%A %F %t %T' c1)" = "crw-r--r-- character special file 1 3" ]
  [ "$(stat -c '%A %F %t %T' b1)" = "brw-r--r-- block special file 7 0" ]
  [ "$(stat -c '%F %t %T' u1)" = "character special file 1 5" ]
  [ "$(stat -c '%t %T' x)" = "10 8" ]
  run mknod c1 c 1 3
  check "mknod: c1: File exists" 1
  run mknod big c 4096 1048576
  check "mknod: big: Invalid argument" 1
}

@test "mknod -m (GNU)" {
  run sh -c 'umask 077; mknod -m 640 p1 p; mknod --mode=a=rw p2 p'
  check "" 0
  [ "$(stat -c %A p1)" = "prw-r-----" ]
  [ "$(stat -c %A p2)" = "prw-rw-rw-" ]
  run mknod -m 4755 p3 p
  check "mknod: -m: only permission bits" 1
  run mknod -m bad p3 p
  check "mknod: invalid mode: 'bad'" 1
  [ ! -e p3 ]
}

@test "mknod: bad arguments (GNU)" {
  U="usage: mknod [-m MODE] [-Z CONTEXT] NAME TYPE [MAJOR MINOR]"
  run mknod p2 p 1 2
  check "mknod: fifos have no major and minor numbers
$U" 1
  run mknod c3 c 1
  check "mknod: c needs MAJOR and MINOR
$U" 1
  run mknod c3 x 1 2
  check "mknod: invalid device type 'x'
$U" 1
  run mknod c3 cc 1 2
  check "mknod: invalid device type 'cc'
$U" 1
  run mknod c3 c a 2
  check "mknod: invalid major device number 'a'" 1
  run mknod -- c3 c 1 -1
  check "mknod: invalid minor device number '-1'" 1
  run mknod x
  check "mknod: needs at least 2 arguments
$U" 1
  [ ! -e c3 ]
}

@test "mknod -Z CONTEXT: the new node labeled (GNU stat %C)" {
  needs_label
  run mknod -Z u:object_r:null_t:s0 nul c 1 3
  check "" 0
  run mknod -m 600 --context=u:object_r:fifo_t:s0 fifo p
  check "" 0
  run /usr/bin/stat -c '%C %F %a' nul fifo
  check "u:object_r:null_t:s0 character special file 644
u:object_r:fifo_t:s0 fifo 600" 0
}
