#!/usr/bin/env bats
# bzcat: data made by the host's bzip2 must come back byte for byte (the
# reference is the input itself, and bzip2 -dc where it says so). Errors
# mean what GNU bzip2's do, in toybox's "bzcat: FILE: reason" form.

load helper
load compress

# data NAME: deterministic test files (fixed seed; see compress.bash)
data()
{
  case $1 in
  text) testdata text 1234 30000 ;;
  random) testdata random 1234 300000 ;;
  *) testdata "$1" 1234 ;;
  esac
}

roundtrip()
{
  needs_cmd bzip2
  data "$1"
  bzip2 $2 -c "$1" > "$1.bz2"
  run bash -c "bzcat $1.bz2 | cmp - $1 && echo same"
  check "same" 0
}

@test "bzcat bzip2 -1" { roundtrip text -1; }
@test "bzcat bzip2 -2" { roundtrip text -2; }
@test "bzcat bzip2 -3" { roundtrip text -3; }
@test "bzcat bzip2 -4" { roundtrip text -4; }
@test "bzcat bzip2 -5" { roundtrip text -5; }
@test "bzcat bzip2 -6" { roundtrip text -6; }
@test "bzcat bzip2 -7" { roundtrip text -7; }
@test "bzcat bzip2 -8" { roundtrip text -8; }
@test "bzcat bzip2 -9" { roundtrip text -9; }
@test "bzcat random bytes (incompressible)" { roundtrip random -9; }
@test "bzcat runs of 4 and more (RLE1 counts)" { roundtrip runs -9; }
@test "bzcat all 256 byte values" { roundtrip bytes -1; }
@test "bzcat many 100k blocks (big file, fixed seed)" { roundtrip big -1; }
@test "bzcat many 900k blocks (big file, fixed seed)" { roundtrip big -9; }

@test "bzcat empty file's stream" {
  needs_cmd bzip2
  : | bzip2 > e.bz2
  run bash -c 'bzcat e.bz2 | wc -c'
  check "0" 0
}

@test "bzcat one byte" {
  needs_cmd bzip2
  printf x | bzip2 > x.bz2
  run bzcat x.bz2
  check "x" 0
}

@test "bzcat 1 MB of zeros" {
  needs_cmd bzip2
  head -c 1000000 /dev/zero | bzip2 > z.bz2
  run bash -c 'bzcat z.bz2 | cmp - <(head -c 1000000 /dev/zero) && echo same'
  check "same" 0
}

@test "bzcat concatenated streams (as bzip2 -dc)" {
  needs_cmd bzip2
  seq 1000 | bzip2 -1 > m.bz2
  : | bzip2 >> m.bz2
  seq 5 | bzip2 -9 >> m.bz2
  bzip2 -dc m.bz2 > want
  run bash -c 'bzcat m.bz2 | cmp - want && echo same'
  check "same" 0
}

@test "bzcat several files in order" {
  needs_cmd bzip2
  echo one | bzip2 > 1.bz2
  echo two | bzip2 > 2.bz2
  run bzcat 2.bz2 1.bz2
  check $'two\none' 0
}

@test "bzcat stdin" {
  needs_cmd bzip2
  echo hello | bzip2 > h.bz2
  run bash -c 'bzcat < h.bz2'
  check "hello" 0
}

@test "bzcat - is stdin" {
  needs_cmd bzip2
  echo hello | bzip2 > h.bz2
  echo more | bzip2 > m.bz2
  run bash -c 'bzcat m.bz2 - < h.bz2'
  check $'more\nhello' 0
}

@test "bzcat -c is the same" {
  needs_cmd bzip2
  echo hello | bzip2 > h.bz2
  run bzcat -c h.bz2
  check "hello" 0
  [ -e h.bz2 ] && [ ! -e h ]
}

@test "bzcat leaves its input alone" {
  needs_cmd bzip2
  echo hello | bzip2 > h.bz2
  run bzcat h.bz2
  check "hello" 0
  run ls
  check "h.bz2" 0
}

@test "bzcat -t good file: no output, exit 0" {
  needs_cmd bzip2
  seq 100 | bzip2 > s.bz2
  run bzcat -t s.bz2
  check "" 0
}

@test "bzcat -tv says ok (as bzip2 -tv)" {
  needs_cmd bzip2
  seq 100 | bzip2 > s.bz2
  seq 100 | bzip2 > longer.bz2
  run bzcat -tv s.bz2 longer.bz2
  check $'  s.bz2:      ok\n  longer.bz2: ok' 0
}

@test "bzcat -v says done (as bzip2 -dv)" {
  needs_cmd bzip2
  echo x | bzip2 > s.bz2
  run bash -c 'bzcat -v s.bz2 2>&1 >/dev/null'
  check "  s.bz2:   done" 0
}

@test "bzcat flipped byte: data integrity error, exit 1" {
  needs_cmd bzip2
  seq 2000 | bzip2 > f.bz2
  printf U | dd of=f.bz2 bs=1 seek=200 conv=notrunc 2>/dev/null
  run bash -c 'bzcat f.bz2 > /dev/null'
  check "bzcat: f.bz2: data integrity error" 1
}

@test "bzcat -t flipped byte (bzip2 -t fails too)" {
  needs_cmd bzip2
  seq 2000 | bzip2 > f.bz2
  printf U | dd of=f.bz2 bs=1 seek=100 conv=notrunc 2>/dev/null
  run bzip2 -t f.bz2
  [ "$status" != 0 ]
  run bzcat -t f.bz2
  check "bzcat: f.bz2: data integrity error" 1
}

@test "bzcat every flipped byte is caught where bzip2 catches it" {
  needs_cmd bzip2
  seq 300 | bzip2 > s.bz2
  flips s.bz2 170
  mapfile -t f < names
  # bzip2 stops at the first bad file: it runs on each, ours once on all
  errs bzcat "${f[@]}" > result
  for i in "${f[@]}"; do
    a=0 b=0
    bzip2 -dc "$i" > /dev/null 2>&1 || a=$?
    [ -z "${err[$i]}" ] || b=1
    unset 'err[$i]'
    [ $a = 0 -a $b = 0 ] || [ $a != 0 -a $b = 1 ] || echo "$i: $a $b"
  done >> result
  [ ${#err[@]} = 0 ] || printf '%s\n' "${err[@]}" >> result
  run cat result
  check "" 0
}

@test "bzcat stream CRC mismatch" {
  needs_cmd bzip2
  seq 2000 | bzip2 > f.bz2
  n=$(wc -c < f.bz2)
  printf '\0' | dd of=f.bz2 bs=1 seek=$((n-2)) conv=notrunc 2>/dev/null
  run bash -c 'bzcat f.bz2 > /dev/null'
  check "bzcat: f.bz2: data integrity error" 1
}

@test "bzcat truncated file: unexpected end of file" {
  needs_cmd bzip2
  seq 20000 | bzip2 > f.bz2
  head -c 3000 f.bz2 > t.bz2
  run bash -c 'bzcat t.bz2 > /dev/null'
  check "bzcat: t.bz2: unexpected end of file" 1
}

@test "bzcat every truncation is an error" {
  needs_cmd bzip2
  seq 300 | bzip2 > s.bz2
  cuts s.bz2 0
  mapfile -t f < names
  # one run on them all: it goes on after each, with one message for each
  bzcat "${f[@]}" > /dev/null 2> got || :
  printf 'bzcat: %s: unexpected end of file\n' "${f[@]}" > want
  run diff want got
  check "" 0
}

@test "bzcat empty file: unexpected end (as bzip2)" {
  : > e.bz2
  run bzcat e.bz2
  check "bzcat: e.bz2: unexpected end of file" 1
}

@test "bzcat not a bzip2 file" {
  echo hello > h.bz2
  run bzcat h.bz2
  check "bzcat: h.bz2: not a bzip2 file" 1
}

@test "bzcat not bzip2 on stdin" {
  run bash -c 'echo hello | bzcat'
  check "bzcat: (stdin): not a bzip2 file" 1
}

@test "bzcat trailing garbage: warned, ignored (as bzip2)" {
  needs_cmd bzip2
  echo data | bzip2 > g.bz2
  echo junk >> g.bz2
  run bzcat g.bz2
  check $'data\nbzcat: g.bz2: trailing garbage after EOF ignored' 0
}

@test "bzcat bad second stream is corrupt" {
  needs_cmd bzip2
  echo data | bzip2 > g.bz2
  printf 'BZh9junkjunkjunk' >> g.bz2
  run bzcat g.bz2
  check $'data\nbzcat: g.bz2: data integrity error' 1
}

@test "bzcat missing file: error, goes on, exit 1" {
  needs_cmd bzip2
  echo ok | bzip2 > ok.bz2
  run bzcat nope.bz2 ok.bz2
  check $'bzcat: nope.bz2: No such file or directory\nok' 1
}

@test "bzcat corrupt file doesn't stop the next one" {
  needs_cmd bzip2
  echo ok | bzip2 > ok.bz2
  echo bad > bad.bz2
  run bzcat bad.bz2 ok.bz2
  check $'bzcat: bad.bz2: not a bzip2 file\nok' 1
}

@test "bzcat directory" {
  mkdir d
  run bzcat d
  check "bzcat: d: Is a directory, skipping" 1
}

@test "bzcat unreadable file" {
  not_root
  echo x > u.bz2
  chmod 0 u.bz2
  run bzcat u.bz2
  check "bzcat: u.bz2: Permission denied" 1
}

@test "bzcat > /dev/full" {
  needs_cmd bzip2
  seq 1000 | bzip2 > s.bz2
  run bash -c 'bzcat s.bz2 > /dev/full'
  check "bzcat: write error: No space left on device" 1
}

@test "bzcat bad option" {
  run bzcat -x
  [ "$status" = 1 ]
  [ "${lines[0]}" = "bzcat: unknown option '-x'" ]
}

@test "bzcat --help" {
  run bzcat --help
  [ "$status" = 0 ]
  [ "${lines[0]}" = "usage: bzcat [-ftv] [FILE...]" ]
}
