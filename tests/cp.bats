#!/usr/bin/env bats
# cp: POSIX cp plus GNU's options and messages (compared with GNU cp 9.1).

load helper
load selinux

@test "cp file to new name" {
  echo hello > a
  run cp a b
  check "" 0
  run cat b
  check "hello" 0
}

@test "cp into a directory, several sources, -t, -T (GNU)" {
  echo 1 > a; echo 2 > b; mkdir d e
  run cp a b d
  check "" 0
  run cat d/a d/b
  check "1
2" 0
  run cp -t e a
  check "" 0
  [ -f e/a ]
  run cp -T a e
  check "cp: cannot overwrite directory 'e' with non-directory" 1
  run cp -T a c
  check "" 0
}

@test "cp operand errors (GNU messages)" {
  echo 1 > a
  run cp
  [ "$status" = 1 ] && [ "${lines[0]}" = "cp: missing file operand" ]
  run cp a
  [ "$status" = 1 ] && [ "${lines[0]}" = "cp: missing destination file operand after 'a'" ]
  run cp a a b
  check "cp: target 'b': No such file or directory" 1
  echo > f
  run cp a a f
  check "cp: target 'f': Not a directory" 1
  run cp -t f a
  check "cp: target directory 'f': Not a directory" 1
  run cp -t nope a
  check "cp: target directory 'nope': No such file or directory" 1
  run cp nope x
  check "cp: cannot stat 'nope': No such file or directory" 1
  run cp -Q a b
  [ "$status" = 1 ] && [ "${lines[0]}" = "cp: unknown option '-Q'" ]
}

@test "cp errors continue with the next file, exit 1" {
  echo 1 > a; mkdir d
  run cp nope a d
  check "cp: cannot stat 'nope': No such file or directory" 1
  [ -f d/a ]
}

@test "cp a file onto itself (GNU)" {
  echo 1 > a; ln a h
  run cp a a
  check "cp: 'a' and 'a' are the same file" 1
  run cp a h
  check "cp: 'a' and 'h' are the same file" 1
  run cat a
  check "1" 0
}

@test "cp a directory into itself (GNU)" {
  mkdir -p a/b
  run cp -r a a/b
  check "cp: cannot copy a directory, 'a', into itself, 'a/b/a'" 1
  run cp -r a a/b/c
  check "cp: cannot copy a directory, 'a', into itself, 'a/b/c'" 1
  run cp -r . a/x
  check "cp: cannot copy a directory, '.', into itself, 'a/x'" 1
  [ ! -e a/b/c ] && [ ! -e a/x ]
}

@test "cp directory without -r (GNU)" {
  mkdir d
  run cp d e
  check "cp: -r not specified; omitting directory 'd'" 1
}

@test "cp -r and -R copy trees, dirs get mode less umask" {
  mkdir -p d/e/f; echo x > d/e/f/g; chmod 750 d/e
  umask 022
  run cp -r d r1
  check "" 0
  run cp -R d r2
  check "" 0
  run cat r1/e/f/g r2/e/f/g
  check "x
x" 0
  run stat -c %a r1/e
  check "750" 0
  run cp -r d r1
  check "" 0
  [ -d r1/d/e/f ]
}

@test "cp -r copies symlinks as symlinks, -L and -H follow" {
  mkdir d; echo x > t; ln -s ../t d/l; ln -s d dl
  run cp -r d r
  check "" 0
  run readlink r/l
  check "../t" 0
  run cp -rL d rL
  check "" 0
  [ -f rL/l ] && [ ! -L rL/l ]
  run cp -rH dl rH
  check "" 0
  [ -d rH ] && [ ! -L rH ] && [ -L rH/l ]
  run cp -r dl rP
  check "" 0
  [ -L rP ]
  run cp -rP dl rP2
  check "" 0
  [ -L rP2 ]
}

@test "cp without -r follows a symlink, -P and -d don't" {
  echo x > t; ln -s t l
  run cp l c
  check "" 0
  [ -f c ] && [ ! -L c ]
  run cp -P l p
  check "" 0
  [ -L p ]
  run cp -d l d
  check "" 0
  [ -L d ]
}

@test "cp -L on a symlink loop reports and goes on" {
  mkdir d; ln -s . d/up; echo x > d/f; ln -s loop loop
  run cp -rL d out
  [ "$status" = 1 ]
  [ -f out/f ] && [ -d out/up ] && [ ! -e out/up/up ]
  run cp loop x
  check "cp: cannot stat 'loop': Too many levels of symbolic links" 1
}

@test "cp -s makes symlinks, relative only in the current dir (GNU)" {
  echo x > a; mkdir d
  run cp -s a b
  check "" 0
  run readlink b
  check "a" 0
  run cp -s a d/b
  check "cp: d/b: can make relative symbolic links only in current directory" 1
  run cp -s "$PWD/a" d/b
  check "" 0
  [ -L d/b ]
}

@test "cp -l makes hard links (GNU)" {
  echo x > a; echo y > c
  run cp -l a b
  check "" 0
  [ a -ef b ]
  run cp -l a b
  check "" 0
  run cp -l a a
  check "" 0
  run cp -l a c
  check "cp: cannot create hard link 'c' to 'a': File exists" 1
  run cp -lf a c
  check "" 0
  [ a -ef c ]
  ln -s a s
  run cp -s a s
  check "cp: cannot create symbolic link 's' to 'a': File exists" 1
  run cp -s a a
  check "cp: 'a' and 'a' are the same file" 1
}

@test "cp -n doesn't overwrite, -f replaces unwritable, -u copies newer only" {
  echo new > a; echo old > b
  run cp -n a b
  check "" 0
  run cat b
  check "old" 0
  touch -d 2000-01-01 a
  run cp -u a b
  check "" 0
  run cat b
  check "old" 0
  touch a
  run cp -u a b
  check "" 0
  run cat b
  check "new" 0
  run cp -u a nx
  check "" 0
  mkfifo p 2>/dev/null || skip
}

@test "cp -f removes a destination it can't open (GNU)" {
  echo new > a
  python3 -c 'import socket; socket.socket(socket.AF_UNIX).bind("b")'
  run cp a b
  check "cp: cannot create regular file 'b': No such device or address" 1
  run cp -f a b
  check "" 0
  [ "$(cat b)" = new ]
}

@test "cp won't write through a dangling symlink (GNU)" {
  echo new > a; ln -s nofile b
  run cp -f a b
  check "cp: not writing through dangling symlink 'b'" 1
  [ ! -e nofile ]
}

@test "cp -i asks on stderr, reads stdin (GNU)" {
  echo new > a; echo old > b
  run sh -c 'echo n | cp -i a b'
  check "cp: overwrite 'b'? " 0
  run cat b
  check "old" 0
  run sh -c 'echo y | cp -i a b'
  check "cp: overwrite 'b'? " 0
  run cat b
  check "new" 0
  run sh -c 'echo y | cp -i a c'
  check "" 0
  run sh -c 'cp -i -n a b < /dev/null'
  check "" 0
}

@test "cp -v (GNU)" {
  echo x > a; mkdir d; echo y > d/f
  run cp -v a b
  check "'a' -> 'b'" 0
  run cp -rv d e
  check "'d' -> 'e'
'd/f' -> 'e/f'" 0
}

@test "cp -p and --preserve keep mode, owner, times" {
  echo x > a; chmod 640 a; touch -d "2001-02-03 04:05:06.5" a
  umask 077
  run cp -p a b
  check "" 0
  run stat -c '%a %y' b
  check "640 2001-02-03 04:05:06.500000000 +0000" 0
  run cp --preserve=timestamps a c
  check "" 0
  run stat -c '%a %y' c
  check "600 2001-02-03 04:05:06.500000000 +0000" 0
  run cp --preserve a e
  check "" 0
  run stat -c '%a %y' e
  check "640 2001-02-03 04:05:06.500000000 +0000" 0
  run cp -p --no-preserve=mode a f
  check "" 0
  run stat -c '%a %y' f
  check "600 2001-02-03 04:05:06.500000000 +0000" 0
  run cp --preserve=bogus a g
  check "cp: invalid argument 'bogus' for '--preserve'
Valid arguments are: 'mode', 'ownership', 'timestamps', 'links', 'xattr', 'context', 'all'" 1
}

@test "cp -p keeps ownership (root)" {
  needs_root
  echo x > a; chown 123:456 a
  run cp -p a b
  check "" 0
  run stat -c '%u %g' b
  check "123 456" 0
  run cp --preserve=ownership a c
  run stat -c '%u %g' c
  check "123 456" 0
}

@test "cp --preserve=xattr" {
  needs_cmd setfattr
  echo x > a
  setfattr -n user.test -v hello a 2>/dev/null || skip "no user xattrs here"
  run cp --preserve=xattr a b
  check "" 0
  run getfattr --only-values -n user.test b
  check "hello" 0
  run cp -a a c
  run getfattr --only-values -n user.test c
  check "hello" 0
  run cp a d
  run getfattr --only-values -n user.test d
  [ "$status" != 0 ]
}

@test "cp --preserve=context copies the SELinux context; none to copy is an error" {
  needs_context a
  run cp --preserve=context a b
  check "" 0
  run getfattr --only-values -n security.selinux b
  check "system_u:object_r:toy_t:s0" 0
  run cp -a a c
  run getfattr --only-values -n security.selinux c
  check "system_u:object_r:toy_t:s0" 0
  : > n
  run cp --preserve=context n m
  check "cp: failed to preserve security context for 'm': No data available" 1
  # -a preserves it when it can, quietly
  run cp -a n o
  check "" 0
}

@test "cp -a keeps hard links, symlinks, dir times, special files" {
  mkdir -p d/s; echo x > d/f; ln d/f d/s/h; ln -s f d/l; mkfifo d/p
  touch -d 2002-02-02 d/s d
  run cp -a d e
  check "" 0
  [ e/f -ef e/s/h ] && [ -L e/l ] && [ -p e/p ]
  run stat -c '%y' e/s e
  check "2002-02-02 00:00:00.000000000 +0000
2002-02-02 00:00:00.000000000 +0000" 0
  run cp -r d nolinks
  ! [ nolinks/f -ef nolinks/s/h ]
  run cp --preserve=links -r d withlinks
  [ withlinks/f -ef withlinks/s/h ]
}

@test "cp --parents (GNU)" {
  mkdir -p a/b; echo x > a/b/f; mkdir out
  run cp --parents a/b/f out
  check "" 0
  run cat out/a/b/f
  check "x" 0
  run cp --parents a/b/f nodir
  [ "$status" = 1 ] && [ "${lines[0]}" = "cp: with --parents, the destination must be a directory" ]
}

@test "cp keeps holes in sparse files" {
  truncate -s 100M sparse; echo end >> sparse
  printf 'start' | dd of=sparse conv=notrunc 2>/dev/null
  run cp sparse copy
  check "" 0
  cmp sparse copy
  [ "$(stat -c %b copy)" -lt 1000 ]
  truncate -s 50M tailhole
  run cp tailhole t2
  check "" 0
  [ "$(stat -c %s t2)" = 52428800 ] && [ "$(stat -c %b t2)" -lt 100 ]
}

@test "cp of binary data and empty files" {
  head -c 300000 /dev/urandom > bin; : > empty
  run cp bin bin2
  check "" 0
  cmp bin bin2
  run cp empty e2
  check "" 0
  [ -f e2 ] && [ ! -s e2 ]
}

@test "cp hostile names: spaces, newlines, leading dash, invalid UTF-8" {
  n1='a b'; n2=$'new\nline'; n3='-dash'; n4=$'bad\xff\xfeutf'
  mkdir d
  for n in "$n1" "$n2" "$n3" "$n4"; do echo "$n" > "d/$n"; done
  run cp -r d e
  check "" 0
  for n in "$n1" "$n2" "$n3" "$n4"; do [ "$(cat "e/$n")" = "$n" ]; done
  echo z > ./-dash
  run cp -- -dash x
  check "" 0
  run cp -dash y
  [ "$status" = 1 ]
  run cp "d/$n2" "$n4"
  check "" 0
}

@test "cp to /dev/full reports the error" {
  echo x > a
  run cp a /dev/full
  check "cp: error writing '/dev/full': No space left on device" 1
}

@test "cp -a of a 10000-level deep tree" {
  deep_tree deep 10000 bottom 4
  run cp -a deep copy
  check "" 0
  run python3 -c '
import os
fd = os.open("copy", os.O_RDONLY); n = 0
while "d" in os.listdir(fd):
    new = os.open("d", os.O_RDONLY, dir_fd=fd); os.close(fd); fd = new; n += 1
print(n, open(os.open("bottom", os.O_RDONLY, dir_fd=fd)).read().strip())'
  check "10000 xxxx" 0
  run rm -rf deep copy
  check "" 0
}

@test "cp -r reads an unreadable file: error, continue" {
  not_root
  mkdir d; echo x > d/a; echo y > d/b; chmod 0 d/a
  run cp -r d e
  check "cp: cannot open 'd/a' for reading: Permission denied" 1
  [ -f e/b ]
}

@test "cp --remove-destination (GNU)" {
  echo src > src; echo t > target; ln -s target link; ln -s nowhere dang
  echo ro > ro; chmod 0 ro
  run cp -v --remove-destination src link
  check "removed 'link'
'src' -> 'link'" 0
  [ ! -L link ] && [ "$(cat link)" = src ] && [ "$(cat target)" = t ]
  run cp --remove-destination src dang
  check "" 0
  [ ! -L dang ] && [ "$(cat dang)" = src ]
  run cp --remove-destination src ro
  check "" 0
  run stat -c %a ro
  check "644" 0
}

@test "cp -b, --backup=TYPE, -S (GNU)" {
  echo s > src; echo t > t
  run cp -bv src t
  check "'src' -> 't' (backup: 't~')" 0
  [ "$(cat t~)" = t ]
  run cp -v --backup=numbered src t
  check "'src' -> 't' (backup: 't.~1~')" 0
  run cp -v --backup=t src t
  check "'src' -> 't' (backup: 't.~2~')" 0
  run cp -v --backup src t
  check "'src' -> 't' (backup: 't.~3~')" 0
  echo u > u
  run cp -v --backup=existing src u
  check "'src' -> 'u' (backup: 'u~')" 0
  run cp -v -S .bak -b src u
  check "'src' -> 'u' (backup: 'u.bak')" 0
  run cp -S .x src u
  check "" 0
  [ -f u.x ]
  VERSION_CONTROL=numbered run cp -vb src u
  check "'src' -> 'u' (backup: 'u.~1~')" 0
  SIMPLE_BACKUP_SUFFIX=.s VERSION_CONTROL=never run cp -vb src u
  check "'src' -> 'u' (backup: 'u.s')" 0
  run cp -v --backup=none src u
  check "'src' -> 'u'" 0
  run cp -v --backup=off src new
  check "'src' -> 'new'" 0
  run ls
  check "new
src
t
t.~1~
t.~2~
t.~3~
t~
u
u.bak
u.s
u.x
u.~1~
u~" 0
}

@test "cp -b in trees, with -l -s -d, bad TYPE (GNU)" {
  echo s > src; mkdir -p dir/x dd; echo 1 > dir/x/f
  run cp -rbv dir dd
  check "'dir' -> 'dd/dir'
'dir/x' -> 'dd/dir/x'
'dir/x/f' -> 'dd/dir/x/f'" 0
  run cp -rbv dir dd
  check "'dir/x/f' -> 'dd/dir/x/f' (backup: 'dd/dir/x/f~')" 0
  echo t > t; ln -s t l
  run cp -lb src t
  check "" 0
  [ src -ef t ] && [ "$(cat t~)" = t ]
  run cp -db l t
  check "" 0
  [ -L t ] && [ "$(cat t~)" = s ] && [ ! -e t.~1~ ]
  run cp --backup=bogus src t
  check "cp: invalid argument 'bogus' for 'backup type'
Valid arguments are:
  - 'none', 'off'
  - 'simple', 'never'
  - 'existing', 'nil'
  - 'numbered', 't'" 1
  run cp --backup=n src t
  [ "${lines[0]}" = "cp: ambiguous argument 'n' for 'backup type'" ] && [ "$status" = 1 ]
  VERSION_CONTROL=bogus run cp -b src t
  [ "${lines[0]}" = "cp: invalid argument 'bogus' for '\$VERSION_CONTROL'" ]
  run cp -bn src t
  [ "$status" = 1 ]
}

@test "cp onto a symlink: follows it; -d/-a replace it; dangling and looping ones (GNU)" {
  echo src > src; echo t > target; ln -s target link
  run cp src link
  check "" 0
  [ -L link ] && [ "$(cat target)" = src ]
  echo t > target
  run cp -a src link
  check "" 0
  [ -L link ] && [ "$(cat target)" = src ]
  ln -s x l; ln -s nowhere dang; ln -s loop loop
  run cp -d l dang
  check "" 0
  run readlink dang
  check "x" 0
  run cp -d l loop
  check "" 0
  run readlink loop
  check "x" 0
  ln -s nowhere dang2; ln -s loop2 loop2
  run cp -n src dang2
  check "cp: not writing through dangling symlink 'dang2'" 1
  run cp src loop2
  check "cp: cannot stat 'loop2': Too many levels of symbolic links" 1
  run cp -f src loop2
  check "" 0
  [ ! -L loop2 ] && [ "$(cat loop2)" = src ]
  mkdir dir
  run cp -r dir dang2
  check "cp: cannot overwrite non-directory 'dang2' with directory 'dir'" 1
}

@test "cp -x: a mount point is copied empty (root)" {
  needs_root
  mkdir -p tree/m tree/a; echo 1 > tree/a/f
  mount -t tmpfs none tree/m 2>/dev/null || skip "can't mount tmpfs"
  echo 2 > tree/m/g; mkdir tree/m/sub
  run cp -ax tree out
  r1=$output$status
  run find out
  r2=$output
  run cp -rx tree/m out2
  r3=$output$status
  run find out2
  umount tree/m
  [ "$r1" = 0 ]
  [ "$r2" = "out
out/a
out/a/f
out/m" ] || [ "$r2" = "out
out/m
out/a
out/a/f" ]
  [ "$r3" = 0 ]
  check "out2
out2/g
out2/sub" 0 || check "out2
out2/sub
out2/g" 0
}

@test "cp --help" {
  run cp --help
  [ "$status" = 0 ] && [ "${lines[0]%% *}" = "usage:" ]
}

# selinux_src: a tree src/ of labeled files of each kind
selinux_src()
{
  needs_label
  mkdir -p src/sub
  touch src/g src/sub/f
  ln -s g src/l
  mkfifo src/p
  label u:object_r:src_t:s0 src/g src/sub
  label u:object_r:link_t:s0 src/l
  label u:object_r:fifo_t:s0 src/p
}

@test "cp -a keeps every kind of file's label, as GNU cp -a" {
  selinux_src
  /usr/bin/cp -a src gnu
  run cp -a src toy
  check "" 0
  run sh -c 'cd toy && /usr/bin/ls -Z'
  check "$(cd gnu && /usr/bin/ls -Z)" 0
  run /usr/bin/stat -c %C toy/l
  check "u:object_r:link_t:s0" 0
}

@test "cp -r --preserve=context keeps labels" {
  selinux_src
  run cp -r --preserve=context src toy
  check "cp: failed to preserve security context for 'toy/sub/f': No data available
cp: failed to preserve security context for 'toy': No data available" 1
  label u:object_r:src_t:s0 src src/sub/f
  rm -rf toy
  run cp -r --preserve=context src toy
  check "" 0
  run /usr/bin/stat -c '%C %n' toy/g toy/sub toy/p
  check "u:object_r:src_t:s0 toy/g
u:object_r:src_t:s0 toy/sub
u:object_r:fifo_t:s0 toy/p" 0
}

@test "cp --context=CTX: every copy gets CTX" {
  selinux_src
  run cp -R --context=u:object_r:ctx_t:s0 src toy
  check "" 0
  run /usr/bin/stat -c '%C %n' toy toy/g toy/sub/f toy/l toy/p
  check "u:object_r:ctx_t:s0 toy
u:object_r:ctx_t:s0 toy/g
u:object_r:ctx_t:s0 toy/sub/f
u:object_r:ctx_t:s0 toy/l
u:object_r:ctx_t:s0 toy/p" 0
}

@test "cp -Z: the labels file_contexts gives the copies (as matchpathcon says)" {
  selinux_src
  [ -x /usr/sbin/matchpathcon ] || skip "needs selinux-utils' matchpathcon"
  P=$(pwd -P)
  printf '%s\n' "$P(/.*)? u:object_r:top_t:s0" "$P/dst(/.*)? u:object_r:dst_t:s0" \
    "$P/dst/sub/f -- u:object_r:f_t:s0" "$P/dst/l -l u:object_r:lnk_t:s0" \
    "$P/dst/p -p <<none>>" > fc
  SELINUX_FILE_CONTEXTS=$P/fc run cp -RZ src dst
  check "" 0
  for f in dst dst/g dst/sub dst/sub/f dst/l; do
    run /usr/bin/stat -c %C $f
    check "$(/usr/sbin/matchpathcon -n -f fc $P/$f)" 0
  done
  # <<none>>: left as it was made
  run /usr/bin/getfattr -n security.selinux dst/p
  check "dst/p: security.selinux: No such attribute" 1
}

@test "cp -Z with --preserve=context is a usage error" {
  touch a
  run cp -Z --preserve=context a b
  [ "$status" = 1 ] &&
    [ "${lines[0]}" = "cp: cannot combine --context (-Z) with --preserve=context" ]
  [ ! -e b ]
}
