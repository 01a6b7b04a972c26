#!/usr/bin/env bats
# id: compared with GNU id (coreutils) on this machine.

load helper

# as_ids CMD ARGS: run CMD with real/effective gid 3/1, supplementary group
# 4, real/effective uid 0/2 (needs root)
as_ids() {
  python3 -c 'import os, sys
os.setgroups([4]); os.setresgid(3, 1, 3); os.setresuid(0, 2, 0)
os.execvp(sys.argv[1], sys.argv[1:])' "$@"
}

@test "id: this process, every format (GNU)" {
  for i in "" -u -g -G -un -gn -Gn -ur -gr -Gr -Gnr; do
    gnu_same id $i
  done
}

@test "id: user operands by name and number (GNU)" {
  gnu_same id root
  gnu_same id nobody
  gnu_same id -Gn root daemon
  gnu_same id 0
  gnu_same id -un 1
}

@test "id: real and effective IDs differ (GNU)" {
  needs_root
  local i
  for i in "" -u -ur -g -gr -G -Gr -Gn -un -urn; do
    gst=0
    gnu=$(as_ids /usr/bin/id $i 2>&1) || gst=$?
    run as_ids id $i
    check "$gnu" $gst
  done
  run as_ids id
  check "uid=0(root) gid=3(sys) euid=2(bin) egid=1(daemon) groups=1(daemon),4(adm)"
  run as_ids id -G
  check "3 1 4"
}

@test "id: several supplementary groups" {
  needs_root
  needs_cmd setpriv
  run setpriv --reuid=1 --regid=2 --groups=7,5,2 id
  check "uid=1(daemon) gid=2(bin) groups=2(bin),5(tty),7(lp)"
  run setpriv --reuid=1 --regid=2 --groups=7,5,2 id -Gn
  check "bin tty lp"
}

@test "id: numbers without names" {
  needs_root
  needs_cmd setpriv
  run setpriv --reuid=54321 --regid=54322 --clear-groups id
  check "uid=54321 gid=54322 groups=54322"
  run setpriv --reuid=54321 --regid=54322 --clear-groups id -un
  check "id: cannot find name for user ID 54321
54321" 1
  run setpriv --reuid=54321 --regid=54322 --clear-groups id -gn
  check "id: cannot find name for group ID 54322
54322" 1
}

@test "id: unknown user: error, keeps going" {
  run id nosuchuser_x root
  check "id: 'nosuchuser_x': no such user
uid=0(root) gid=0(root) groups=0(root)" 1
}

@test "id: bad combinations (GNU messages)" {
  run id -n
  check "id: cannot print only names or real IDs in default format" 1
  run id -r
  check "id: cannot print only names or real IDs in default format" 1
  run id -ug
  check 'id: cannot print "only" of more than one choice' 1
  run id -Gu
  check 'id: cannot print "only" of more than one choice' 1
  run id -x
  check "id: unknown option '-x'
usage: id [-G|-g|-u [-nr]] [-Z] [USER...]" 1
}

@test "id -Z: SELinux off (GNU message)" {
  [ ! -e /sys/fs/selinux/enforce ] || skip "SELinux on"
  run id -Z
  check "id: --context (-Z) works only on an SELinux-enabled kernel" 1
  gnu_same id -Z
  gnu_same id -Z root
}

@test "id -Z: SELinux on prints the context" {
  [ -e /sys/fs/selinux/enforce ] || skip "SELinux off"
  run id -Z
  check "$(tr -d '\0' < /proc/self/attr/current)" 0
}

@test "id: output to /dev/full" {
  run sh -c 'id > /dev/full'
  [ "$status" = 1 ]
}
