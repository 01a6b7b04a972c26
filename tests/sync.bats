#!/usr/bin/env bats
# sync: flush cached writes (GNU coreutils)

load helper

@test "sync: everything, or files and directories (GNU)" {
  run sync
  check "" 0
  echo x > "a b
c"
  mkdir d
  run sync -- "a b
c" d
  check "" 0
}

@test "sync -d -f (GNU)" {
  echo x > f
  run sync -d f
  check "" 0
  run sync --data f
  check "" 0
  run sync -f f .
  check "" 0
  run sync --file-system f
  check "" 0
  run sync -d
  check "sync: -d needs FILE" 1
  run sync -d -f f
  check "sync: no -d with -f
usage: sync [-d|-f] [FILE...]" 1
}

@test "sync: write-only files work, fifos don't block but can't sync (GNU)" {
  echo x > f
  chmod 200 f
  mkfifo p
  run sync f p
  check "sync: error syncing 'p': Invalid argument" 1
}

@test "sync: missing files, the others still synced (GNU)" {
  echo x > f
  run sync nosuch f
  check "sync: error opening 'nosuch': No such file or directory" 1
}
