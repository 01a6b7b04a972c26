#!/usr/bin/env bats
# unxz: FILE.xz to FILE as xz -d does it (same names, mode and times kept,
# input removed only after success, no overwriting without -f); messages in
# xz's words.

load helper

mk()
{
  needs_cmd xz
  seq ${2:-100} > "$1"
  xz "$1"
}

@test "unxz FILE.xz makes FILE, removes FILE.xz" {
  mk a
  run unxz a.xz
  check "" 0
  run ls
  check "a" 0
  run bash -c 'seq 100 | cmp - a && echo same'
  check "same" 0
}

@test "unxz keeps mode and mtime (as xz -d)" {
  mk a
  chmod 640 a.xz
  touch -d '2001-02-03 04:05:06' a.xz
  run unxz a.xz
  check "" 0
  run stat -c '%a %y' a
  check "640 2001-02-03 04:05:06.000000000 +0000" 0
}

@test "unxz -k keeps the input" {
  mk a
  run unxz -k a.xz
  check "" 0
  run ls
  check $'a\na.xz' 0
}

@test "unxz -c writes stdout, keeps the input" {
  mk a 3
  run unxz -c a.xz
  check $'1\n2\n3' 0
  run ls
  check "a.xz" 0
}

@test "unxz stdin to stdout" {
  mk a 3
  run bash -c 'unxz < a.xz'
  check $'1\n2\n3' 0
  run ls
  check "a.xz" 0
}

@test "unxz - to stdout" {
  mk a 2
  run bash -c 'unxz - < a.xz'
  check $'1\n2' 0
}

@test "unxz refuses to overwrite (as xz -d)" {
  mk a
  echo keep > a
  run unxz a.xz
  check "unxz: a: File exists" 1
  run cat a
  check "keep" 0
  [ -e a.xz ]
}

@test "unxz -f overwrites" {
  mk a 2
  echo old > a
  run unxz -f a.xz
  check "" 0
  run cat a
  check $'1\n2' 0
  [ ! -e a.xz ]
}

@test "unxz -f replaces a symlink, not its target" {
  mk a 2
  echo target > t
  ln -s t a
  run unxz -f a.xz
  check "" 0
  [ ! -L a ]
  run cat t
  check "target" 0
}

@test "unxz .txz makes .tar" {
  mk x
  mv x.xz x.txz
  run unxz x.txz
  check "" 0
  run ls
  check "x.tar" 0
}

@test "unxz other names are skipped (as xz -d)" {
  mk x 1
  mv x.xz x
  run unxz x
  check "unxz: x: Filename has an unknown suffix, skipping" 1
  run ls
  check "x" 0
}

@test "unxz -c other names are fine" {
  mk x 1
  mv x.xz x
  run unxz -c x
  check "1" 0
}

@test "unxz .xz alone is no name" {
  mk x 1
  mv x.xz .xz
  run unxz .xz
  check "unxz: .xz: Filename has an unknown suffix, skipping" 1
}

@test "unxz several files" {
  mk a 1
  mk b 2
  run unxz a.xz b.xz
  check "" 0
  run cat a b
  check $'1\n1\n2' 0
}

@test "unxz corrupt: no output file, input kept" {
  mk a 5000
  printf U | dd of=a.xz bs=1 seek=300 conv=notrunc 2>/dev/null
  run unxz a.xz
  check "unxz: a.xz: Compressed data is corrupt" 1
  run ls
  check "a.xz" 0
}

@test "unxz truncated: no output file, input kept" {
  mk a 5000
  head -c 1000 a.xz > t.xz
  run unxz t.xz
  check "unxz: t.xz: Unexpected end of input" 1
  run ls
  check $'a.xz\nt.xz' 0
}

@test "unxz bad file doesn't stop the next" {
  mk a 1
  echo junk > j.xz
  run unxz j.xz a.xz
  check "unxz: j.xz: File format not recognized" 1
  run ls
  check $'a\nj.xz' 0
}

@test "unxz missing file" {
  run unxz nope.xz
  check "unxz: nope.xz: No such file or directory" 1
}

@test "unxz -t checks only, writes nothing" {
  mk a
  run unxz -t a.xz
  check "" 0
  run ls
  check "a.xz" 0
}

@test "unxz -t corrupt" {
  mk a 5000
  printf U | dd of=a.xz bs=1 seek=300 conv=notrunc 2>/dev/null
  run unxz -t a.xz
  check "unxz: a.xz: Compressed data is corrupt" 1
  run ls
  check "a.xz" 0
}

@test "unxz -v is not an option" {
  run unxz -v
  [ "$status" = 1 ]
  [ "${lines[0]}" = "unxz: unknown option '-v'" ]
}

@test "unxz big file (fixed seed)" {
  needs_cmd xz
  python3 -c "
import random
r = random.Random(7)
open('big', 'wb').write(bytes(r.choice(b'abc \\n') for _ in range(300000)))"
  cp big want
  xz big
  run unxz big.xz
  check "" 0
  run bash -c 'cmp big want && echo same'
  check "same" 0
}

@test "unxz input with another hard link is skipped (as xz -d)" {
  mk a
  ln a.xz b.xz
  run unxz a.xz
  check "unxz: a.xz: Input file has more than one hard link, skipping" 1
  [ ! -e a ]
}

@test "unxz -f decompresses one with hard links" {
  mk a 1
  ln a.xz b.xz
  run unxz -f a.xz
  check "" 0
  run cat a b.xz
  [ "${lines[0]}" = 1 ]
}

@test "unxz directory is skipped" {
  mkdir d.xz
  run unxz d.xz
  check "unxz: d.xz: Is a directory, skipping" 1
}

@test "unxz fifo is skipped without blocking" {
  mkfifo p.xz
  run timeout 5 unxz p.xz
  check "unxz: p.xz: Not a regular file, skipping" 1
}

@test "unxz output directory not writable" {
  not_root
  mkdir ro
  mk ro/a
  chmod 555 ro
  run unxz ro/a.xz
  chmod 755 ro
  check "unxz: ro/a: Permission denied" 1
  [ -e ro/a.xz ]
}

@test "unxz -c > /dev/full keeps the input" {
  mk a
  run bash -c 'unxz -c a.xz > /dev/full'
  check "unxz: write error: No space left on device" 1
  [ -e a.xz ]
}

@test "unxz --help" {
  run unxz --help
  [ "$status" = 0 ]
  [ "${lines[1]}" = "usage: unxz [-cfkt] [FILE...]" ]
}
