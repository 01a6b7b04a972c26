#!/usr/bin/env bats
# fsync: exit status and messages in the toybox form (the
# data written can't be watched reaching the disk from here; strace, where
# installed, shows the system call used).

load helper

@test "fsync files and a directory" {
  echo data > f
  chmod 444 f
  mkdir d
  run fsync f d
  check '' 0
  run fsync -d f
  check '' 0
}

@test "fsync calls fsync, -d fdatasync (strace)" {
  needs_cmd strace
  echo x > f
  run bash -c 'strace -e trace=fsync,fdatasync -o trace fsync f && grep -o "^f[a-z]*sync(" trace'
  check 'fsync(' 0
  run bash -c 'strace -e trace=fsync,fdatasync -o trace fsync -d f && grep -o "^f[a-z]*sync(" trace'
  check 'fdatasync(' 0
}

@test "fsync: a missing file is reported, the others done" {
  echo x > f
  run fsync nonexistent f
  check 'fsync: nonexistent: No such file or directory' 1
}

@test "fsync of a pipe fails (Invalid argument)" {
  mkfifo p
  run fsync p
  check 'fsync: p: Invalid argument' 1
}

@test "fsync needs a FILE" {
  run fsync
  [ "$status" = 1 ] && [ "${lines[0]}" = "fsync: missing argument" ]
}
