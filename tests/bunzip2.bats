#!/usr/bin/env bats
# bunzip2: FILE.bz2 to FILE as GNU bzip2 -d does it (same names, mode and
# times kept, input removed only after success, no overwriting without -f);
# messages in toybox's "bunzip2: FILE: reason" form.

load helper

mk()
{
  needs_cmd bzip2
  seq ${2:-100} > "$1"
  bzip2 "$1"
}

@test "bunzip2 FILE.bz2 makes FILE, removes FILE.bz2" {
  mk a
  run bunzip2 a.bz2
  check "" 0
  run ls
  check "a" 0
  run bash -c 'seq 100 | cmp - a && echo same'
  check "same" 0
}

@test "bunzip2 keeps mode and mtime (as bzip2 -d)" {
  mk a
  chmod 640 a.bz2
  touch -d '2001-02-03 04:05:06' a.bz2
  run bunzip2 a.bz2
  check "" 0
  run stat -c '%a %y' a
  check "640 2001-02-03 04:05:06.000000000 +0000" 0
}

@test "bunzip2 -k keeps the input" {
  mk a
  run bunzip2 -k a.bz2
  check "" 0
  run ls
  check $'a\na.bz2' 0
}

@test "bunzip2 -c writes stdout, keeps the input" {
  mk a 3
  run bunzip2 -c a.bz2
  check $'1\n2\n3' 0
  run ls
  check "a.bz2" 0
}

@test "bunzip2 stdin to stdout" {
  mk a 3
  run bash -c 'bunzip2 < a.bz2'
  check $'1\n2\n3' 0
  run ls
  check "a.bz2" 0
}

@test "bunzip2 - to stdout" {
  mk a 2
  run bash -c 'bunzip2 - < a.bz2'
  check $'1\n2' 0
}

@test "bunzip2 refuses to overwrite (as bzip2 -d)" {
  mk a
  echo keep > a
  run bunzip2 a.bz2
  check "bunzip2: a: File exists" 1
  run cat a
  check "keep" 0
  [ -e a.bz2 ]
}

@test "bunzip2 -f overwrites" {
  mk a 2
  echo old > a
  run bunzip2 -f a.bz2
  check "" 0
  run cat a
  check $'1\n2' 0
  [ ! -e a.bz2 ]
}

@test "bunzip2 -f replaces a symlink, not its target" {
  mk a 2
  echo target > t
  ln -s t a
  run bunzip2 -f a.bz2
  check "" 0
  [ ! -L a ]
  run cat t
  check "target" 0
}

@test "bunzip2 .tbz2 makes .tar" {
  mk x
  mv x.bz2 x.tbz2
  run bunzip2 x.tbz2
  check "" 0
  run ls
  check "x.tar" 0
}

@test "bunzip2 .tbz makes .tar" {
  mk x
  mv x.bz2 x.tbz
  run bunzip2 x.tbz
  check "" 0
  run ls
  check "x.tar" 0
}

@test "bunzip2 .bz suffix" {
  mk x
  mv x.bz2 x.bz
  run bunzip2 x.bz
  check "" 0
  run ls
  check "x" 0
}

@test "bunzip2 other names get .out (as bzip2 -d)" {
  mk x 1
  mv x.bz2 x
  run bunzip2 x
  check "bunzip2: Can't guess original name for x -- using x.out" 0
  run cat x.out
  check "1" 0
  [ ! -e x ]
}

@test "bunzip2 several files" {
  mk a 1
  mk b 2
  run bunzip2 a.bz2 b.bz2
  check "" 0
  run cat a b
  check $'1\n1\n2' 0
}

@test "bunzip2 corrupt: no output file, input kept" {
  mk a 5000
  printf U | dd of=a.bz2 bs=1 seek=300 conv=notrunc 2>/dev/null
  run bunzip2 a.bz2
  check "bunzip2: a.bz2: data integrity error" 1
  run ls
  check "a.bz2" 0
}

@test "bunzip2 truncated: no output file, input kept" {
  mk a 5000
  head -c 1000 a.bz2 > t.bz2
  run bunzip2 t.bz2
  check "bunzip2: t.bz2: unexpected end of file" 1
  run ls
  check $'a.bz2\nt.bz2' 0
}

@test "bunzip2 bad file doesn't stop the next" {
  mk a 1
  echo junk > j.bz2
  run bunzip2 j.bz2 a.bz2
  check "bunzip2: j.bz2: not a bzip2 file" 1
  run ls
  check $'a\nj.bz2' 0
}

@test "bunzip2 missing file" {
  run bunzip2 nope.bz2
  check "bunzip2: nope.bz2: No such file or directory" 1
}

@test "bunzip2 -t checks only, writes nothing" {
  mk a
  run bunzip2 -t a.bz2
  check "" 0
  run ls
  check "a.bz2" 0
}

@test "bunzip2 -t corrupt" {
  mk a 5000
  printf U | dd of=a.bz2 bs=1 seek=300 conv=notrunc 2>/dev/null
  run bunzip2 -t a.bz2
  check "bunzip2: a.bz2: data integrity error" 1
  run ls
  check "a.bz2" 0
}

@test "bunzip2 -v (as bzip2 -dv)" {
  mk a
  run bunzip2 -v a.bz2
  check "  a.bz2:   done" 0
  [ -e a ]
}

@test "bunzip2 input with another hard link is skipped (as bzip2 -d)" {
  mk a
  ln a.bz2 b.bz2
  run bunzip2 a.bz2
  check "bunzip2: a.bz2: Input file has more than one hard link, skipping" 1
  [ ! -e a ]
}

@test "bunzip2 -f decompresses one with hard links" {
  mk a 1
  ln a.bz2 b.bz2
  run bunzip2 -f a.bz2
  check "" 0
  run cat a b.bz2
  [ "${lines[0]}" = 1 ]
}

@test "bunzip2 directory is skipped" {
  mkdir d.bz2
  run bunzip2 d.bz2
  check "bunzip2: d.bz2: Is a directory, skipping" 1
}

@test "bunzip2 fifo is skipped without blocking" {
  mkfifo p.bz2
  run timeout 5 bunzip2 p.bz2
  check "bunzip2: p.bz2: Not a regular file, skipping" 1
}

@test "bunzip2 output directory not writable" {
  not_root
  mkdir ro
  mk ro/a
  chmod 555 ro
  run bunzip2 ro/a.bz2
  chmod 755 ro
  check "bunzip2: ro/a: Permission denied" 1
  [ -e ro/a.bz2 ]
}

@test "bunzip2 -c > /dev/full keeps the input" {
  mk a
  run bash -c 'bunzip2 -c a.bz2 > /dev/full'
  check "bunzip2: write error: No space left on device" 1
  [ -e a.bz2 ]
}

@test "bunzip2 --help" {
  run bunzip2 --help
  [ "$status" = 0 ]
  [ "${lines[1]}" = "usage: bunzip2 [-cfktv] [FILE...]" ]
}
