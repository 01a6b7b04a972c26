#!/usr/bin/env bats
# id: compared with GNU id (coreutils) on this machine.

load helper

# as_ids_each CMD... [:: CMD...]...: run each CMD with real/effective gid
# 3/1, supplementary group 4, real/effective uid 0/2 (needs root), all from
# one python3; ran[0], ran[1]... hold what each printed (stdout and stderr
# together, trailing newlines dropped, as $(...) has them) after a line with
# its exit status
as_ids_each() {
  local a n=1 f=$BATS_RUN_TMPDIR/as_ids_each.$$
  for a in "$@"; do [ "$a" != :: ] || n=$((n+1)); done
  python3 -c 'import os, sys, subprocess
os.setgroups([4]); os.setresgid(3, 1, 3); os.setresuid(0, 2, 0)
cmds, cmd = [], []
for a in sys.argv[1:] + ["::"]:
  if a == "::": cmds.append(cmd); cmd = []
  else: cmd.append(a)
for c in cmds:
  r = subprocess.run(c, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
  o = r.stdout.replace(b"\0", b"").rstrip(b"\n")
  sys.stdout.buffer.write(b"%d\n%s\0" % (r.returncode, o))' "$@" > "$f"
  mapfile -d '' -t ran < "$f"
  rm -f "$f"
  [ ${#ran[@]} = $n ] || { echo "as_ids_each: ${#ran[@]} of $n" >&2; return 1; }
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
  local i opts=("" -u -ur -g -gr -G -Gr -Gn -un -urn) cmds=() k=0
  for i in "${opts[@]}"; do cmds+=(/usr/bin/id $i :: id $i ::); done
  as_ids_each "${cmds[@]}" id :: id -G
  for i in "${opts[@]}"; do
    output=${ran[k+1]#*$'\n'} status=${ran[k+1]%%$'\n'*}
    check "${ran[k]#*$'\n'}" "${ran[k]%%$'\n'*}" ||
      { echo "(id $i)" >&2; return 1; }
    k=$((k+2))
  done
  output=${ran[k]#*$'\n'} status=${ran[k]%%$'\n'*}
  check "uid=0(root) gid=3(sys) euid=2(bin) egid=1(daemon) groups=1(daemon),4(adm)"
  output=${ran[k+1]#*$'\n'} status=${ran[k+1]%%$'\n'*}
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
