#!/usr/bin/env bats
# mv: POSIX mv with GNU's options and messages (compared with GNU mv 9.1).

load helper

@test "mv renames, moves into a dir, -t, -T" {
  echo 1 > a; echo 2 > b; mkdir d e
  run mv a c
  check "" 0
  [ ! -e a ] && [ "$(cat c)" = 1 ]
  run mv c b d
  check "" 0
  [ -f d/c ] && [ -f d/b ]
  run mv -t e d/c
  check "" 0
  [ -f e/c ]
  run mv -T e f
  check "" 0
  [ -f f/c ]
}

@test "mv operand errors (GNU)" {
  run mv
  [ "$status" = 1 ] && [ "${lines[0]}" = "mv: missing file operand" ]
  touch a
  run mv a
  [ "$status" = 1 ] && [ "${lines[0]}" = "mv: missing destination file operand after 'a'" ]
  run mv nope x
  check "mv: cannot stat 'nope': No such file or directory" 1
  run mv a a
  check "mv: 'a' and 'a' are the same file" 1
}

@test "mv dir into itself, dir onto file (GNU)" {
  mkdir d; touch f
  run mv d d/x
  check "mv: cannot move 'd' to a subdirectory of itself, 'd/x'" 1
  run mv -T d f
  check "mv: cannot overwrite non-directory 'f' with directory 'd'" 1
  mkdir -p e/f
  run mv -T f e
  check "mv: cannot overwrite directory 'e' with non-directory" 1
}

@test "mv -n, -u, -f, -i (GNU)" {
  echo new > a; echo old > b
  run mv -n a b
  check "" 0
  [ "$(cat b)" = old ] && [ -e a ]
  touch -d 2000-01-01 a
  run mv -u a b
  check "" 0
  [ "$(cat b)" = old ]
  run sh -c 'echo n | mv -i a b'
  check "mv: overwrite 'b'? " 0
  [ -e a ]
  run sh -c 'echo y | mv -i a b'
  check "mv: overwrite 'b'? " 0
  [ ! -e a ] && [ "$(cat b)" = new ]
  echo x > c
  run mv -f c b
  check "" 0
}

@test "mv -v (GNU)" {
  touch a
  run mv -v a b
  check "renamed 'a' -> 'b'" 0
}

@test "mv hostile names" {
  for n in 'a b' $'new\nline' '-dash' $'bad\xffname'; do
    echo "$n" > "./$n"
    run mv -- "$n" "x$n"
    check "" 0
    [ "$(cat "x$n")" = "$n" ]
  done
}

exdev() {
  SHM=/dev/shm/mvtest.$$.$BATS_TEST_NUMBER
  [ -d /dev/shm ] && [ "$(stat -c %d /dev/shm)" != "$(stat -c %d .)" ] ||
    skip "/dev/shm is not another filesystem"
  rm -rf "$SHM"
}

@test "mv across filesystems keeps everything (EXDEV)" {
  exdev
  mkdir -p d/s; echo x > d/f; ln d/f d/s/h; ln -s f d/l; mkfifo d/p
  chmod 741 d/f; touch -d 2001-01-01 d/f d/s
  run mv -v d "$SHM"
  check "copied 'd' -> '$SHM'
removed 'd'" 0
  [ ! -e d ]
  [ "$SHM/f" -ef "$SHM/s/h" ] && [ -L "$SHM/l" ] && [ -p "$SHM/p" ]
  run stat -c '%a %y' "$SHM/f" "$SHM/s"
  check "741 2001-01-01 00:00:00.000000000 +0000
755 2001-01-01 00:00:00.000000000 +0000" 0
  run mv "$SHM" back
  check "" 0
  [ -f back/f ] && [ ! -e "$SHM" ]
  echo y > file
  run mv file "$SHM.f"
  check "" 0
  [ "$(cat "$SHM.f")" = y ]
  rm -f "$SHM.f"
}

@test "mv across filesystems: a failed copy keeps the source, removes the copy" {
  needs_root
  mkdir small
  mount -t tmpfs -o size=64k tmpfs small 2>/dev/null || skip "can't mount tmpfs"
  mkdir big; head -c 300000 /dev/urandom > big/x; echo s > big/a
  run mv big small/big
  left=$(ls -A small)
  umount small
  [ -z "$left" ]
  [ "$status" = 1 ]
  [ "${lines[-1]}" = "mv: 'big' not removed: copy to 'small/big' failed" ]
  [ -f big/a ] && [ "$(stat -c %s big/x)" = 300000 ]
}

@test "mv --help" {
  run mv --help
  [ "$status" = 0 ] && [ "${lines[0]%% *}" = "usage:" ]
}
