#!/usr/bin/env bats
# du: POSIX, with GNU coreutils' options and output as the reference.

load helper

tree()
{
  mkdir -p d/a/b d/c
  head -c 10000 /dev/urandom > d/a/f
  ln d/a/f d/c/hard
  echo hi > d/c/small
  ln -s a d/sl
}

@test "du of a file: 1K blocks, SIZE<tab>PATH" {
  head -c 10000 /dev/urandom > f
  run du f
  check "$(( ($(stat -c %b f)*512+1023)/1024 ))	f"
}

@test "du -b and --apparent-size of files" {
  head -c 10000 /dev/urandom > f
  : > empty
  run du -b f empty
  check "10000	f
0	empty"
  run du --apparent-size f empty
  check "10	f
0	empty"
}

@test "du with no argument is . (GNU)" {
  tree
  gnu_same du
}

@test "du of a tree: directories, hard links once (GNU)" {
  tree
  gnu_same du d
  gnu_same du -a d
}

@test "du -l counts hard links every time (GNU)" {
  tree
  gnu_same du -l d
  run du -ab d/a/f d/c/hard
  check "10000	d/a/f"
  run du -lab d/a/f d/c/hard
  check "10000	d/a/f
10000	d/c/hard"
}

@test "du -b -m -k -h units (GNU)" {
  tree
  head -c 3000000 /dev/urandom > d/big
  gnu_same du -b d
  gnu_same du -m d
  gnu_same du -k d
  gnu_same du -h d
  gnu_same du -ah --apparent-size d
}

@test "du -s, -c, -d / --max-depth (GNU)" {
  tree
  gnu_same du -s d
  gnu_same du -sc d d/a
  gnu_same du -c d d
  gnu_same du -d 1 d
  gnu_same du --max-depth=0 d
  gnu_same du --max-depth 1 -a d
}

@test "du -s with -a or a deeper -d is an error" {
  tree
  run du -s -a d
  [ "$status" = 1 ]
  run du -s -d 1 d
  [ "$status" = 1 ]
}

@test "du -L follows symlinks, -H only arguments (GNU)" {
  tree
  ln -s d ld
  gnu_same du -L d
  gnu_same du -aL d
  gnu_same du ld
  gnu_same du -H ld
  gnu_same du -aH ld
}

@test "du -l and the same FILE twice: counted again (GNU)" {
  tree
  gnu_same du d d
  gnu_same du -l d d
  gnu_same du -s d d/a
}

@test "du -L: a symlink leading nowhere is an error, the rest counted" {
  mkdir -p d/e; echo x > d/f; ln -s nowhere d/dang; ln -s loop d/loop
  run sh -c 'du -L d 2>&1 | sort; exit $(du -L d 2>/dev/null >&2; echo $?)'
  check "12	d
4	d/e
du: cannot access 'd/dang': No such file or directory
du: cannot access 'd/loop': Too many levels of symbolic links" 1
  run du -H d/dang
  check "du: cannot access 'd/dang': No such file or directory" 1
  run du d/dang
  check "0	d/dang" 0
}

@test "du -L on a symlink loop terminates" {
  mkdir -p a/b
  ln -s ../.. a/b/up
  run du -L a
  [ "${lines[${#lines[@]}-1]##*	}" = a ]
}

@test "du -x stays on one filesystem" {
  # (a 1 MB file on /dev/shm, another filesystem under /dev: counted by
  # du /dev, not by du -x /dev; walking / took 20 s on a big disk)
  [ "$(stat -f -c %T /dev/shm 2>/dev/null)" = tmpfs ] && [ -w /dev/shm ] &&
    [ "$(stat -c %d /dev)" != "$(stat -c %d /dev/shm)" ] ||
    skip "no tmpfs of its own on /dev/shm"
  local d
  d=$(/bin/mktemp -d /dev/shm/du.XXXXXX)
  head -c 1048576 /dev/zero > "$d/f"
  gnu_same du -xs /dev
  run du -x -d 0 /dev
  local x=${output%%	*}
  [ "${output#*	}" = /dev ]
  # (other tests' files on /dev/shm may come and go meanwhile)
  local all
  all=$(du -d 0 /dev 2>/dev/null | tail -n 1)
  /bin/rm -rf "$d"
  [ "${all#*	}" = /dev ] && [ "${all%%	*}" -ge $((x+1024)) ]
}

@test "du names with spaces, newlines, dashes, invalid UTF-8 (GNU)" {
  mkdir -- 'sp ace' $'new\nline' -dash $'\377bad'
  touch -- 'sp ace/f' $'new\nline/g'
  gnu_same du -a -- 'sp ace' $'new\nline' -dash $'\377bad'
}

@test "du trailing slash (GNU)" {
  tree
  gnu_same du d/
}

@test "du missing file: message, continue, exit 1 (GNU)" {
  echo x > f
  gnu_same du nonexist f
}

@test "du unreadable directory (GNU)" {
  not_root
  mkdir -p d/sub
  chmod 0 d/sub
  gnu_same du d
  chmod 755 d/sub
}

@test "du on a 10,000-level deep tree" {
  deep_tree . 10000 end 5000
  run du -d 2 -b d
  [ "${#lines[@]}" = 3 ]
  [ "${lines[2]}" = "$((10000*$(stat -c %s d)+5000))	d" ]
  gnu_same du -s d
}

@test "du bad option" {
  run du --bogus
  [ "$status" = 1 ]
  [[ "$output" == *"--bogus"* ]]
}

@test "du to /dev/full fails" {
  echo x > f
  run sh -c 'du f > /dev/full'
  check "du: write error: No space left on device" 1
}
