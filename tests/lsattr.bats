#!/usr/bin/env bats
# lsattr: outputs checked against e2fsprogs' lsattr 1.47 on this machine
# (letter order, -l names and column, -v -p columns, -R layout). The test
# directory must be on ext4 (new files get the extents flag 'e').

load helper

# An empty file's flags on ext4, and the same with d and A
E=--------------e-------
DA=------dA------e-------

teardown() { attr_teardown; }

@test "lsattr FILE: 22 letters and the name (e2fsprogs)" {
  needs_ext4
  touch f
  run lsattr f
  check "$E f"
}

@test "lsattr shows each letter in e2fsprogs' order" {
  needs_ext4
  touch f
  chattr +suSadActi f
  run lsattr f
  check "suS-iadAc---t-e------- f"
  mkdir d
  chattr +DT d
  run lsattr -d d
  check "---D---------Te------- d"
}

@test "lsattr -l: long names, comma separated, name in 28 columns (e2fsprogs)" {
  needs_ext4
  touch f a-name-longer-than-the-28-columns
  chattr +suSadAct f
  run lsattr -l f a-name-longer-than-the-28-columns
  check "f                            Secure_Deletion, Undelete, Synchronous_Updates, Append_Only, No_Dump, No_Atime, Compression_Requested, No_Tailmerging, Extents
a-name-longer-than-the-28-columns Extents"
}

@test "lsattr -l shows --- for no attributes (e2fsprogs)" {
  [ "$(/usr/bin/stat -f -c %T /dev/shm 2>/dev/null)" = tmpfs ] ||
    skip "needs a tmpfs /dev/shm"
  local f
  f=$(mktemp /dev/shm/lsattr.XXXXXX)
  run lsattr -l "$f"
  rm -f "$f"
  check "$(printf '%-28s ---' "$f")"
}

@test "lsattr -v shows the version, -p the project, -l after them (e2fsprogs)" {
  needs_ext4
  needs_fsxattr
  touch f
  chattr -v 123 f
  run lsattr -v f
  check "123        $E f"
  run lsattr -p f
  check "    0 $E f"
  run lsattr -vpl f
  check "    0 123        f                            Extents"
  chattr -v 4294967295 f
  run lsattr -v f
  check "4294967295 $E f"
}

@test "lsattr DIR lists the directory's files, not dot files (e2fsprogs)" {
  needs_ext4
  mkdir d
  touch d/a d/.hidden
  run lsattr d
  check "$E d/a"
  run lsattr d/
  check "$E d/a"
}

@test "lsattr with no FILE lists the current directory as ./NAME (e2fsprogs)" {
  needs_ext4
  touch f
  run lsattr
  check "$E ./f"
}

@test "lsattr -a adds dot files and . and .. (e2fsprogs)" {
  needs_ext4
  mkdir d
  touch d/a d/.hidden
  run sh -c 'lsattr -a d | sort'
  check "$E d/.
$E d/..
$E d/.hidden
$E d/a"
}

@test "lsattr -d shows directories themselves (e2fsprogs)" {
  needs_ext4
  mkdir d
  touch d/a
  chattr +d d
  run lsattr -d d .
  check "------d-------e------- d
$E ."
}

@test "lsattr -R: each subdirectory's listing after it, blank lines around (e2fsprogs)" {
  # (bats drops the trailing blank lines from \$output: the last test counts)
  needs_ext4
  mkdir -p d/e/f
  touch d/e/f/x
  run lsattr -R d
  check "$E d/e

d/e:
$E d/e/f

d/e/f:
$E d/e/f/x"
  run lsattr -Rd d
  check "$E d"
  run sh -c 'lsattr -R d | od -c | tail -2 | head -1'
  [[ "$output" == *'x  \n  \n  \n' ]]
}

@test "lsattr -Rl and -Ra (e2fsprogs)" {
  needs_ext4
  mkdir -p d/e
  run lsattr -Rl d
  check "d/e                          Extents

d/e:"
  run lsattr -Ra d
  check "$E d/.
$E d/..
$E d/e

d/e:
$E d/e/.
$E d/e/.."
}

@test "lsattr skips symlinks, fifos and devices found in directories" {
  needs_ext4
  mkdir d
  touch d/f
  ln -s f d/link
  mkfifo d/fifo
  run lsattr -R d
  check "$E d/f"
}

@test "lsattr: a symlink or fifo named is an error, not followed (e2fsprogs)" {
  needs_ext4
  touch f
  ln -s f link
  mkfifo fifo
  run lsattr link fifo f
  check "lsattr: link: Operation not supported
lsattr: fifo: Operation not supported
$E f" 1
}

@test "lsattr: missing file is reported, the others still shown" {
  needs_ext4
  touch f
  run lsattr nope f
  check "lsattr: nope: No such file or directory
$E f" 1
}

@test "lsattr on a filesystem without attributes (/proc)" {
  run lsattr -d /proc
  check "lsattr: /proc: Operation not supported" 1
}

@test "lsattr -v where there are no versions (tmpfs)" {
  [ "$(/usr/bin/stat -f -c %T /dev/shm 2>/dev/null)" = tmpfs ] ||
    skip "needs a tmpfs /dev/shm"
  local f
  f=$(mktemp /dev/shm/lsattr.XXXXXX)
  run lsattr -v "$f"
  rm -f "$f"
  check "lsattr: $f: Operation not supported" 1
}

@test "lsattr: names with spaces and newlines as they are" {
  needs_ext4
  touch "a b" "$(printf 'n\nl')"
  run lsattr "a b" "$(printf 'n\nl')"
  check "$E a b
$E n
l"
}

@test "lsattr: bad option is a usage error" {
  run lsattr -X
  [ "$status" = 1 ]
  [ "${lines[0]}" = "lsattr: unknown option '-X'" ]
}

@test "lsattr > /dev/full fails" {
  needs_ext4
  touch f
  run sh -c 'lsattr f > /dev/full'
  check "lsattr: write error: No space left on device" 1
}

@test "lsattr -R -l -v -p: same output as e2fsprogs' lsattr" {
  needs_ext4
  needs_fsxattr
  [ -x /usr/bin/lsattr ] || skip "needs e2fsprogs' lsattr"
  mkdir -p d/e/f d/g
  touch d/a "d/b c" d/e/x d/e/f/y d/g/z
  chattr +d d/a; chattr +A d/e/x; chattr +S d/g
  for opt in "" -R -Rl -Rv -Rp -Rvpl -d; do
    [ "$(lsattr $opt d)" = "$(/usr/bin/lsattr $opt d)" ] || {
      echo "differs: lsattr $opt d" >&2; return 1; }
  done
}
