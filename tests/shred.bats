#!/usr/bin/env bats
# shred: overwrite files (GNU coreutils)

load helper

sz() { stat -c %s "$1"; }

@test "shred: overwrites, rounds up to a block, 3 passes (GNU)" {
  printf 'hello world\n' > f
  run shred -v f
  check "shred: f: pass 1/3 (random)...
shred: f: pass 2/3 (random)...
shred: f: pass 3/3 (random)..." 0
  [ "$(sz f)" = "$(stat -c %o f)" ]
  ! grep -q hello f
  printf 'hello world\n' > g
  run shred g
  check "" 0
  ! grep -q hello g
}

@test "shred -x -n -z: exact size, pass count, zero pass (GNU)" {
  printf 'hello world\n' > f
  run shred -x -v -n 1 -z f
  check "shred: f: pass 1/2 (random)...
shred: f: pass 2/2 (000000)..." 0
  [ "$(sz f)" = 12 ]
  [ -z "$(tr -d '\0' < f)" ]
  run shred -v -x -n 0 -z f
  check "shred: f: pass 1/1 (000000)..." 0
  run shred -v -x -n 0 f
  check "" 0
  head -c 200000 /dev/zero > big
  shred -x -n 1 big
  [ "$(sz big)" = 200000 ]
  [ "$(tr -d '\0' < big | wc -c)" -gt 190000 ]
}

@test "shred -s: size to overwrite (GNU)" {
  printf 'abcdefghij' > f
  run shred -n 1 -s 5 f
  check "" 0
  [ "$(sz f)" = 10 ]
  [ "$(tail -c 5 f)" = fghij ]
  [ "$(head -c 5 f)" != abcde ]
  run shred -n 1 -s 1K -z f
  [ "$(sz f)" = 1024 ]
  [ -z "$(tr -d '\0' < f)" ]
  run shred -v -n 1 -s 0 f
  check "shred: f: pass 1/1 (random)..." 0
  run shred -s abc f
  check "shred: invalid file size: 'abc'" 1
}

@test "shred -o: start at an offset (toybox; GNU has no -o)" {
  printf 'abcdefghij' > f
  run shred -n 0 -z -o 3 -s 4 f
  check "" 0
  run od -An -c f
  check "   a   b   c  \\0  \\0  \\0  \\0   h   i   j" 0
  printf 'abcdefghij' > f
  run shred -x -n 0 -z -o 6 f
  check "" 0
  run od -An -c f
  check "   a   b   c   d   e   f  \\0  \\0  \\0  \\0" 0
  run shred -x -n 1 -o 20 f
  check "" 0
  [ "$(sz f)" = 10 ]
  run shred -o 1x f
  check "shred: invalid offset: '1x'" 1
}

@test "shred: empty file has no passes (GNU)" {
  : > e
  run shred -v e
  check "" 0
  [ "$(sz e)" = 0 ]
}

@test "shred -u: renames to 0s then removes (GNU)" {
  printf x > g
  run shred -v -u -n 1 g
  check "shred: g: pass 1/1 (random)...
shred: g: removing
shred: g: renamed to 0
shred: g: removed" 0
  [ ! -e g ] && [ ! -e 0 ]
  mkdir d
  echo x > d/abcd
  touch d/000
  run shred -vu -n1 d/abcd
  check "shred: d/abcd: pass 1/1 (random)...
shred: d/abcd: removing
shred: d/abcd: renamed to d/0000
shred: d/0000: renamed to d/001
shred: d/001: renamed to d/00
shred: d/00: renamed to d/0
shred: d/abcd: removed" 0
  run ls d
  check "000" 0
  touch 'a b'
  run shred -u 'a b'
  check "" 0
  [ ! -e 'a b' ]
}

@test "shred -f: makes unwritable files writable (GNU)" {
  echo secret > f
  chmod 0400 f
  if [ "$(id -u)" != 0 ]; then
    run shred -n1 f
    [ "$status" = 1 ]
  fi
  run shred -f -n1 -x f
  check "" 0
  ! grep -q secret f
}

@test "shred: errors, other files still done (GNU)" {
  echo data > f
  run shred -n1 -x nofile f
  check "shred: nofile: failed to open for writing: No such file or directory" 1
  ! grep -q data f
  mkdir dd
  run shred dd
  check "shred: dd: failed to open for writing: Is a directory" 1
  run shred
  [ "$status" = 1 ]
  run shred -n abc f
  [ "$status" = 1 ]
  run shred -n -1 f
  [ "$status" = 1 ]
}
