#!/usr/bin/env bats
# mv: POSIX mv with GNU's options and messages (compared with GNU mv 9.1).

load helper
load selinux

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

@test "mv -b, --backup=TYPE, -S; hard links with -b (GNU)" {
  echo x > a; echo y > b; echo z > c; ln c c2; echo q > q
  run mv -bv a b
  check "renamed 'a' -> 'b' (backup: 'b~')" 0
  [ "$(cat b~)" = y ] && [ "$(cat b)" = x ]
  run mv c c2
  check "mv: 'c' and 'c2' are the same file" 1
  run mv -bv c c2
  check "renamed 'c' -> 'c2' (backup: 'c2~')" 0
  [ ! -e c ] && [ c2 -ef c2~ ]
  run mv -b c2 ./c2
  check "mv: 'c2' and './c2' are the same file" 1
  run mv -v --backup=numbered b~ b
  check "renamed 'b~' -> 'b' (backup: 'b.~1~')" 0
  run mv -S .o q b
  check "" 0
  [ "$(cat b.o)" = y ] && [ "$(cat b)" = q ]
  run mv -bn c2 b
  [ "$status" = 1 ]
  run mv --backup=bogus c2 b
  [ "${lines[0]}" = "mv: invalid argument 'bogus' for 'backup type'" ] && [ "$status" = 1 ]
  run mv -t b c2
  check "mv: target directory 'b': Not a directory" 1
  run mv c2 c2~ b
  check "mv: target 'b': Not a directory" 1
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
  run mv d "$SHM"
  check "" 0
  # -v: GNU says what it does file by file (in the directory's order)
  mkdir -p v/s; echo x > v/f; ln -s f v/l
  run mv -v v "$SHM.v"
  [ "$status" = 0 ]
  run sh -c 'printf "%s\n" "$0" | sort' "$output"
  check "copied 'v/f' -> '$SHM.v/f'
copied 'v/l' -> '$SHM.v/l'
created directory '$SHM.v'
created directory '$SHM.v/s'
removed 'v/f'
removed 'v/l'
removed directory 'v'
removed directory 'v/s'" 0
  rm -rf "$SHM.v"
  echo a > a; echo b > "$SHM.b"
  run mv -bv a "$SHM.b"
  check "copied 'a' -> '$SHM.b' (backup: '$SHM.b~')
removed 'a'" 0
  [ "$(cat "$SHM.b~")" = b ] && [ "$(cat "$SHM.b")" = a ] && [ ! -e a ]
  rm -f "$SHM.b" "$SHM.b~"
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

@test "mv keeps labels, across filesystems too" {
  needs_label
  mkdir -p src/sub
  touch src/g
  ln -s g src/l
  mkfifo src/p
  label u:object_r:src_t:s0 src/g src/sub
  label u:object_r:link_t:s0 src/l
  label u:object_r:fifo_t:s0 src/p
  run mv src moved
  check "" 0
  run /usr/bin/stat -c '%C %n' moved/g moved/sub moved/l moved/p
  local want=$output
  [ -d /dev/shm ] && [ -w /dev/shm ] || skip "no /dev/shm to move to"
  local d=$(mktemp -d /dev/shm/mv.XXXXXX)
  /usr/bin/setfattr -n security.selinux -v u:object_r:x_t:s0 $d ||
    { rm -rf $d; skip "tmpfs here takes no security.selinux"; }
  run mv moved $d/m
  [ "$status" = 0 ] || { rm -rf $d; false; }
  run sh -c "cd $d && /usr/bin/stat -c '%C %n' m/g m/sub m/l m/p | sed 's/ m\// moved\//'"
  rm -rf $d
  check "$want" 0
}
