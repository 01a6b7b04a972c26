#!/usr/bin/env bats
# xzcat: data made by the host's xz must come back byte for byte (the
# reference is the input itself, or xz -dc where it says so). Errors use
# xz's words: "File format not recognized", "Compressed data is corrupt",
# "Unexpected end of input".

load helper
load compress

# data NAME: deterministic test files (fixed seed; see compress.bash)
data()
{
  case $1 in
  text) testdata text 4321 20000 ;;
  random) testdata random 4321 200000 ;;
  branches) branches ;;
  bundles) bundles ;;
  *) testdata "$1" 4321 ;;
  esac
}

# bundles: IA-64 bundles (templates with branch slots and others, opcode 5
# and others, bits 9-11 mostly clear), some cut short
bundles()
{
  python3 - <<'PY'
import random
r = random.Random(5)
out = []
for _ in range(20000):
    t = r.choice([0x10, 0x11, 0x12, 0x13, 0x16, 0x17, 0x18, 0x19, 0x1c, 0x1d,
                  r.getrandbits(5)])
    v = t
    for k in range(3):
        op = 5 if r.random() < .8 else r.getrandbits(4)
        low = r.getrandbits(13) & (0x1ff if r.random() < .7 else 0x1fff)
        imm = r.choice([0, 1, 0xfffff, r.getrandbits(20)])
        v |= (op << 37 | r.getrandbits(1) << 36 | r.getrandbits(3) << 33
              | imm << 13 | low) << (5+41*k)
    b = v.to_bytes(16, 'little')
    out.append(b[:r.randrange(16)] if r.random() < .05 else b)
open('bundles', 'wb').write(b''.join(out) + b'\x10'*7)
PY
}

# branches: 300 KB (across the decoder's 64 KiB buffers) of the call and
# branch instructions the BCJ filters convert, every architecture's, in and
# out of the filters' ranges, at odd offsets, in runs (E8 E8 E8), between
# random bytes, ending in the start of an instruction
branches()
{
  python3 - <<'PY'
import random
r = random.Random(4321)
words = [b'\xe8', b'\xe9', b'\xe8\xe8\xe8', b'\x00', b'\xff', b'\x00\x00\x00',
         b'\xff\xff', b'\xeb', b'\xf0', b'\xf8', b'\x48', b'\x4b', b'\x01',
         b'\x40', b'\x7f', b'\xc0', b'\x94', b'\x97', b'\x90', b'\xb0', b'\xf0']
s = b''.join(r.choice(words) if r.random() < .8 else bytes([r.getrandbits(8)])
             for _ in range(200000))
open('branches', 'wb').write(s[:300000] + b'\xe8\x00\x00')
PY
}

roundtrip()
{
  needs_cmd xz
  local f=$1
  data "$f"
  shift
  xz -T1 "$@" -c "$f" > x.xz
  run bash -c "xzcat x.xz | cmp - $f && echo same"
  check "same" 0
}

@test "xzcat xz -0" { roundtrip text -0; }
@test "xzcat xz -1" { roundtrip text -1; }
@test "xzcat xz -2" { roundtrip text -2; }
@test "xzcat xz -3" { roundtrip text -3; }
@test "xzcat xz -4" { roundtrip text -4; }
@test "xzcat xz -5" { roundtrip text -5; }
@test "xzcat xz -6" { roundtrip text -6; }
@test "xzcat xz -7" { roundtrip text -7; }
@test "xzcat xz -8" { roundtrip text -8; }
@test "xzcat xz -9" { roundtrip text -9; }
@test "xzcat xz -e" { roundtrip text -6e; }
@test "xzcat xz -0e" { roundtrip text -0e; }
@test "xzcat random bytes (stored chunks)" { roundtrip random -6; }
@test "xzcat big file (fixed seed)" { roundtrip big -6; }
@test "xzcat check none" { roundtrip text -C none; }
@test "xzcat check crc32" { roundtrip text -C crc32; }
@test "xzcat check crc64" { roundtrip text -C crc64; }
@test "xzcat check sha256" { roundtrip text -C sha256; }
@test "xzcat delta filter" { roundtrip table --delta=dist=4 --lzma2=preset=6; }
@test "xzcat x86 filter" { roundtrip branches --x86 --lzma2=preset=0; }
@test "xzcat x86 filter, start offset" {
  roundtrip branches --x86=start=123456789 --lzma2=preset=0
}
@test "xzcat x86 filter, start offset that wraps" {
  roundtrip branches --x86=start=4294967290 --lzma2=preset=0
}
@test "xzcat PowerPC filter" { roundtrip branches --powerpc --lzma2=preset=0; }
@test "xzcat PowerPC filter, start offset" {
  roundtrip branches --powerpc=start=4096 --lzma2=preset=0
}
@test "xzcat ARM filter" { roundtrip branches --arm --lzma2=preset=0; }
@test "xzcat ARM filter, start offset" {
  roundtrip branches --arm=start=4294967292 --lzma2=preset=0
}
@test "xzcat ARM-Thumb filter" { roundtrip branches --armthumb --lzma2=preset=0; }
@test "xzcat ARM-Thumb filter, start offset" {
  roundtrip branches --armthumb=start=1002 --lzma2=preset=0
}
@test "xzcat SPARC filter" { roundtrip branches --sparc --lzma2=preset=0; }
@test "xzcat SPARC filter, start offset" {
  roundtrip branches --sparc=start=65536 --lzma2=preset=0
}
@test "xzcat IA-64 filter" { roundtrip bundles --ia64 --lzma2=preset=0; }
@test "xzcat IA-64 filter, start offset" {
  roundtrip bundles --ia64=start=4294967280 --lzma2=preset=0
}
@test "xzcat IA-64 filter, random bytes" {
  roundtrip random --ia64=start=16 --lzma2=preset=0
}
@test "xzcat ARM64 filter" { roundtrip branches --arm64 --lzma2=preset=0; }
@test "xzcat ARM64 filter, start offset" {
  roundtrip branches --arm64=start=4294963200 --lzma2=preset=0
}
@test "xzcat x86 filter on this machine's bash" {
  needs_cmd xz
  cp "$(command -v bash)" b
  xz -T1 --x86 --lzma2=preset=0 -c b > b.xz
  run bash -c "xzcat b.xz | cmp - b && echo same"
  check "same" 0
}
@test "xzcat ARM64 filter on a data pattern" {
  roundtrip table --arm64 --lzma2=preset=0
}
@test "xzcat delta then x86" {
  roundtrip branches --delta=dist=4 --x86 --lzma2=preset=0
}
@test "xzcat x86 then delta" {
  roundtrip branches --x86 --delta=dist=256 --lzma2=preset=0
}
@test "xzcat three filters" {
  roundtrip branches --x86 --arm64=start=8 --powerpc --lzma2=preset=0
}
@test "xzcat x86 filter in many blocks" {
  roundtrip branches -T2 --block-size=10007 --x86 --lzma2=preset=0
}
@test "xzcat x86 filter, stored chunks" {
  roundtrip random --x86 --lzma2=preset=0
}
@test "xzcat truncated BCJ file" {
  needs_cmd xz
  data branches
  xz -T1 --arm64 --lzma2=preset=0 -c branches > a.xz
  head -c 20000 a.xz > t.xz
  run bash -c 'xzcat t.xz > /dev/null'
  check "xzcat: t.xz: Unexpected end of input" 1
}
@test "unxz truncated BCJ file leaves no output" {
  needs_cmd xz
  data branches
  xz -T1 --x86 --lzma2=preset=0 -c branches | head -c 30000 > t.xz
  run unxz t.xz
  check "unxz: t.xz: Unexpected end of input" 1
  run ls
  check "branches
t.xz" 0
}
@test "tar -xJf of an x86 filtered tarball" {
  needs_cmd xz
  data branches
  tar -cf - branches | xz -T1 --x86 --lzma2=preset=0 > b.txz
  mkdir out
  run bash -c "tar -xJf b.txz -C out && cmp branches out/branches && echo same"
  check "same" 0
}
@test "xzcat lc=0 lp=2 pb=0" { roundtrip text --lzma2=lc=0,lp=2,pb=0; }
@test "xzcat lc=4 pb=4" { roundtrip text --lzma2=lc=4,lp=0,pb=4; }
@test "xzcat small dictionary (4 KiB, wraps)" { roundtrip big --lzma2=dict=4KiB; }
@test "xzcat many blocks with sizes in headers" {
  roundtrip big -T2 --block-size=50000
}

# matches: every length 2..273 at distances 1..20 (overlapping copies, the
# 8-byte steps and their 1-7 byte ends), runs of one byte (distance 1),
# random blocks repeated 8..2 MB back (distance slots with direct and align
# bits), and text; in a dictionary that wraps and one that doesn't
matches()
{
  python3 - <<'PY'
import random
r = random.Random(1717)
out = []
for d in range(1, 21):
    for n in range(2, 274, 3):
        u = bytes(r.getrandbits(8) for _ in range(d))
        out.append(u * (n // d + 2))
        out.append(bytes([r.getrandbits(8)]))
for n in [1, 2, 7, 8, 9, 15, 16, 17, 100, 273, 274, 1000, 70000]:
    out.append(bytes([r.getrandbits(8)]) * n)
blk = bytes(r.getrandbits(8) for _ in range(3000))
for gap in [8, 9, 15, 16, 17, 120, 129, 200, 1000, 5000, 70000, 300000, 1500000]:
    out.append(blk[:r.randrange(20, 3000)])
    out.append(bytes(r.getrandbits(8) for _ in range(gap)))
    out.append(blk[:r.randrange(20, 3000)])
words = [b'the ', b'of ', b'water ', b'mountain ', b'river. ', b'\n']
out.append(b''.join(r.choice(words) for _ in range(100000)))
open('matches', 'wb').write(b''.join(out))
PY
}

@test "xzcat long, overlapping, distance 1 and far matches (as xz -dc)" {
  needs_cmd xz
  matches
  xz -T1 -2 -c matches > m.xz
  xz -T1 --lzma2=dict=64KiB -c matches > s.xz
  run bash -c 'xzcat m.xz | cmp - matches && xzcat s.xz | cmp - matches &&
    echo same'
  check "same" 0
}

@test "xzcat of many blocks and several streams of it (as xz -dc)" {
  needs_cmd xz
  matches
  head -c 300000 matches | xz -T1 -2 -C crc32 --block-size=70000 > m.xz
  xz -T1 -6 -C sha256 --block-size=1000000 -c matches >> m.xz
  tail -c 500000 matches | xz -T1 -0 -C none >> m.xz
  xz -dc m.xz > want
  [ "$(wc -c < want)" -gt 3000000 ]
  run bash -c 'xzcat m.xz | cmp - want && echo same'
  check "same" 0
}

@test "xzcat empty file's stream" {
  needs_cmd xz
  : | xz > e.xz
  run bash -c 'xzcat e.xz | wc -c'
  check "0" 0
}

@test "xzcat concatenated streams and padding (as xz -dc)" {
  needs_cmd xz
  seq 1000 | xz -0 > m.xz
  : | xz >> m.xz
  printf '\0\0\0\0\0\0\0\0' >> m.xz
  seq 5 | xz -9 -C sha256 >> m.xz
  printf '\0\0\0\0' >> m.xz
  xz -dc m.xz > want
  run bash -c 'xzcat m.xz | cmp - want && echo same'
  check "same" 0
}

@test "xzcat padding not a multiple of 4 is corrupt (as xz)" {
  needs_cmd xz
  echo hi | xz > p.xz
  printf '\0\0\0' >> p.xz
  run xzcat p.xz
  check $'hi\nxzcat: p.xz: Compressed data is corrupt' 1
}

@test "xzcat trailing garbage is corrupt (as xz)" {
  needs_cmd xz
  echo hi | xz > p.xz
  printf 'junkjunkjunkjunk' >> p.xz
  run xzcat p.xz
  check $'hi\nxzcat: p.xz: Compressed data is corrupt' 1
}

@test "xzcat several files, stdin, -" {
  needs_cmd xz
  echo one | xz > 1.xz
  echo two | xz > 2.xz
  run bash -c 'xzcat 2.xz - 1.xz < 1.xz'
  check $'two\none\none' 0
  run ls
  check $'1.xz\n2.xz' 0
}

@test "xzcat -c is the same" {
  needs_cmd xz
  echo hello | xz > h.xz
  run xzcat -c h.xz
  check "hello" 0
}

@test "xzcat -t" {
  needs_cmd xz
  seq 100 | xz > s.xz
  run xzcat -t s.xz
  check "" 0
}

@test "xzcat every flipped byte is caught where xz catches it" {
  needs_cmd xz
  seq 300 | xz > s.xz
  flips s.xz 85
  mapfile -t f < names
  # xz's status for each file, ours from one run over all of them
  errs xzcat "${f[@]}" > result
  for i in "${f[@]}"; do
    a=0 b=0
    xz -dc "$i" > /dev/null 2>&1 || a=$?
    [ -z "${err[$i]}" ] || b=1
    unset 'err[$i]'
    [ $a = $b ] || echo "$i: $a $b"
  done >> result
  [ ${#err[@]} = 0 ] || printf '%s\n' "${err[@]}" >> result
  run cat result
  check "" 0
}

@test "xzcat flipped data byte: Compressed data is corrupt" {
  needs_cmd xz
  seq 2000 | xz > f.xz
  printf U | dd of=f.xz bs=1 seek=200 conv=notrunc 2>/dev/null
  run bash -c 'xzcat f.xz > /dev/null'
  check "xzcat: f.xz: Compressed data is corrupt" 1
}

@test "xzcat wrong CRC64 (as xz)" {
  needs_cmd xz
  seq 2000 | xz -C crc64 > f.xz
  n=$(wc -c < f.xz)
  # the check field ends just before the index (8 bytes) and footer (12)
  printf X | dd of=f.xz bs=1 seek=$((n-21)) conv=notrunc 2>/dev/null
  run bash -c 'xz -dc f.xz > /dev/null'
  [ "$status" = 1 ]
  run bash -c 'xzcat f.xz > /dev/null'
  check "xzcat: f.xz: Compressed data is corrupt" 1
}

@test "xzcat CRC32 checks of blocks of 0 to 17 bytes and more (as xz -dc)" {
  needs_cmd xz
  matches
  : > want
  for n in 0 1 3 4 7 8 9 15 16 17 1000 300001; do
    head -c $n matches >> want
    head -c $n matches | xz -T1 -0 -C crc32 >> m.xz
  done
  run bash -c 'xzcat m.xz | cmp - want && echo same'
  check "same" 0
}

@test "xzcat wrong CRC32 (as xz)" {
  needs_cmd xz
  seq 2000 | xz -C crc32 > f.xz
  n=$(wc -c < f.xz)
  # the check field ends just before the index (8 bytes) and footer (12)
  printf X | dd of=f.xz bs=1 seek=$((n-21)) conv=notrunc 2>/dev/null
  run bash -c 'xz -dc f.xz > /dev/null'
  [ "$status" = 1 ]
  run bash -c 'xzcat f.xz > /dev/null'
  check "xzcat: f.xz: Compressed data is corrupt" 1
}

@test "xzcat wrong SHA-256" {
  needs_cmd xz
  seq 2000 | xz -C sha256 > f.xz
  n=$(wc -c < f.xz)
  printf X | dd of=f.xz bs=1 seek=$((n-21)) conv=notrunc 2>/dev/null
  run bash -c 'xzcat f.xz > /dev/null'
  check "xzcat: f.xz: Compressed data is corrupt" 1
}

@test "xzcat every truncation is an error (as xz)" {
  needs_cmd xz
  seq 300 | xz > s.xz
  cuts s.xz 1
  mapfile -t f < names
  # both go on after a bad file, with one message for each
  xz -dc "${f[@]}" > /dev/null 2> want || :
  xzcat "${f[@]}" > /dev/null 2> got || :
  mapfile -t a < want
  mapfile -t b < got
  printf '%s\n' "${a[@]#xz: }" > want
  printf '%s\n' "${b[@]#xzcat: }" > got
  run diff want got
  check "" 0
}

@test "xzcat truncated file" {
  needs_cmd xz
  seq 20000 | xz > f.xz
  head -c 3000 f.xz > t.xz
  run bash -c 'xzcat t.xz > /dev/null'
  check "xzcat: t.xz: Unexpected end of input" 1
}

@test "xzcat empty file (as xz)" {
  : > e.xz
  run xzcat e.xz
  check "xzcat: e.xz: File format not recognized" 1
}

@test "xzcat not an xz file (as xz)" {
  echo hello there, world > h.xz
  run xzcat h.xz
  check "xzcat: h.xz: File format not recognized" 1
}

@test "xzcat not xz on stdin" {
  run bash -c 'echo hello there, world | xzcat'
  check "xzcat: (stdin): File format not recognized" 1
}


# bcjid FILTER ID...: branches, made into FILTER.xz by xz with FILTER (and
# no check), and for each ID a copy FILTER.ID.xz whose header says filter ID
# (its CRC32 made right)
bcjid()
{
  xz -T1 -C none --$1 --lzma2=preset=0 -c branches > $1.xz
  python3 - "$@" <<'PY'
import sys, zlib
name = sys.argv[1]
b = bytearray(open(name + '.xz', 'rb').read())
n = (b[12]+1)*4
assert 4 <= b[14] <= 10
for i in sys.argv[2:]:
    b[14] = int(i)
    b[12+n-4:12+n] = zlib.crc32(b[12:12+n-4]).to_bytes(4, 'little')
    open(name + '.' + i + '.xz', 'wb').write(b)
PY
}

@test "xzcat unknown filter id" {
  needs_cmd xz
  data branches
  bcjid x86 11
  run xzcat x86.11.xz
  check "xzcat: x86.11.xz: Unsupported options" 1
}

# Data no encoder made (x86 filtered, decoded as ARM...): as xz decodes it
@test "xzcat each BCJ filter decodes what another one made (as xz)" {
  needs_cmd xz
  data branches
  for j in x86 arm64 sparc; do
    bcjid $j 4 5 6 7 8 9 10
    xz --format=raw --$j --lzma2=preset=0 -c branches > $j.raw
  done
  # one run of xzcat on them all, as xz decodes each (in that order)
  f=()
  for i in x86:4 powerpc:5 ia64:6 arm:7 armthumb:8 sparc:9 arm64:10; do
    f+=(x86.${i#*:}.xz arm64.${i#*:}.xz sparc.${i#*:}.xz)
    xz --format=raw --${i%:*} --lzma2 -dc x86.raw arm64.raw sparc.raw >> want
  done
  xzcat "${f[@]}" > got
  run cmp got want
  check "" 0
}

@test "xzcat missing file goes on to the next" {
  needs_cmd xz
  echo ok | xz > ok.xz
  run xzcat nope.xz ok.xz
  check $'xzcat: nope.xz: No such file or directory\nok' 1
}

@test "xzcat directory (as xz)" {
  mkdir d
  run xzcat d
  check "xzcat: d: Is a directory, skipping" 1
}

@test "xzcat > /dev/full" {
  needs_cmd xz
  seq 1000 | xz > s.xz
  run bash -c 'xzcat s.xz > /dev/full'
  check "xzcat: write error: No space left on device" 1
}

@test "xzcat bad option" {
  run xzcat -x
  [ "$status" = 1 ]
  [ "${lines[0]}" = "xzcat: unknown option '-x'" ]
}

# code ARCH: small made-up code for ARCH in file d: calls and branches
# the filter converts, to different targets, between other instructions
code()
{
  local call other
  case $1 in
  x86) call='\xe8\x10\x00\x00\x00' other='\x55\x48\x89\xe5\x90\xe9\xf0\xff\xff\xff\xc3' ;;
  powerpc) call='\x48\x00\x01\x01' other='\x7c\x08\x02\xa6\x4b\xff\xff\xf1' ;;
  arm) call='\x10\x00\x00\xeb' other='\x04\xe0\x2d\xe5\xfe\xff\xff\xeb' ;;
  armthumb) call='\x00\xf0\x10\xf8' other='\x80\xb5\xff\xf7\xf0\xff' ;;
  arm64) call='\x10\x00\x00\x94' other='\xfd\x7b\xbf\xa9\x00\x01\x00\x90\xf0\xff\xff\x97' ;;
  sparc) call='\x40\x00\x00\x10' other='\x9d\xe3\xbf\xa0\x7f\xff\xff\xf0' ;;
  esac
  for i in 1 2 3 4 5 6 7 8; do printf "$call$other$call"; done > d
  if [ $1 = ia64 ]; then bundles; head -c 1600 bundles > d; fi
}

# bcjstart ARCH START: code for ARCH made by xz with --ARCH=start=START
# comes back; with the offset in the header set to 0 it doesn't (the
# filter did change the data, and the offset counts)
bcjstart()
{
  needs_cmd xz
  code $1
  xz -T1 -C none --$1=start=$2 --lzma2=preset=0 -c d > s.xz
  python3 - 0 <<'PY'
import sys, zlib
b = bytearray(open('s.xz', 'rb').read())
n = (b[12]+1)*4
assert b[12+n-4:12+n] == zlib.crc32(b[12:12+n-4]).to_bytes(4, 'little')
assert b[14] in range(4, 11) and b[15] == 4
b[16:20] = int(sys.argv[1]).to_bytes(4, 'little')
b[12+n-4:12+n] = zlib.crc32(b[12:12+n-4]).to_bytes(4, 'little')
open('z.xz', 'wb').write(b)
PY
  run bash -c 'xzcat s.xz | cmp - d && echo same; xz -dc s.xz | cmp - d &&
    echo same; xzcat z.xz | cmp -s - d || echo differs'
  check $'same\nsame\ndiffers' 0
}

@test "xzcat x86 filter, small code, start offset 3" { bcjstart x86 3; }
@test "xzcat x86 filter, small code, start offset 1" { bcjstart x86 1; }
@test "xzcat PowerPC filter, small code, start offset 4" { bcjstart powerpc 4; }
@test "xzcat ARM filter, small code, start offset 8" { bcjstart arm 8; }
@test "xzcat ARM-Thumb filter, small code, start offset 2" { bcjstart armthumb 2; }
@test "xzcat ARM64 filter, small code, start offset 4" { bcjstart arm64 4; }
@test "xzcat SPARC filter, small code, start offset 12" { bcjstart sparc 12; }
@test "xzcat IA-64 filter, small code, start offset 48" { bcjstart ia64 48; }

# bcjbad ARCH START OFF: the file of bcjstart ARCH START with the offset
# OFF, which isn't a multiple of the instruction size: xz -dc rejects it
# before any output, and so must xzcat
bcjbad()
{
  needs_cmd xz
  code $1
  xz -T1 --$1=start=$2 --lzma2=preset=0 -c d > s.xz
  python3 - $3 <<'PY'
import sys, zlib
b = bytearray(open('s.xz', 'rb').read())
n = (b[12]+1)*4
assert b[14] in range(4, 11) and b[15] == 4
b[16:20] = int(sys.argv[1]).to_bytes(4, 'little')
b[12+n-4:12+n] = zlib.crc32(b[12:12+n-4]).to_bytes(4, 'little')
open('b.xz', 'wb').write(b)
PY
  run xz -dc b.xz
  check "xz: b.xz: Unsupported options" 1
  run xzcat b.xz
  check "xzcat: b.xz: Unsupported options" 1
}

@test "xzcat PowerPC filter, start offset 2 is an error (as xz)" { bcjbad powerpc 4 2; }
@test "xzcat ARM filter, start offset 4294967295 is an error (as xz)" {
  bcjbad arm 4 4294967295
}
@test "xzcat ARM-Thumb filter, start offset 1 is an error (as xz)" { bcjbad armthumb 2 1; }
@test "xzcat ARM64 filter, start offset 2 is an error (as xz)" { bcjbad arm64 4 2; }
@test "xzcat ARM64 filter, start offset 4097 is an error (as xz)" { bcjbad arm64 4096 4097; }
@test "xzcat SPARC filter, start offset 3 is an error (as xz)" { bcjbad sparc 4 3; }
@test "xzcat IA-64 filter, start offset 8 is an error (as xz)" { bcjbad ia64 16 8; }
@test "xzcat IA-64 filter, start offset 4 is an error (as xz)" { bcjbad ia64 32 4; }

@test "xzcat x86 filter, any start offset is allowed: 7 for 4 fails the check (as xz)" {
  needs_cmd xz
  code x86
  xz -T1 --x86=start=4 --lzma2=preset=0 -c d > s.xz
  python3 - <<'PY'
import zlib
b = bytearray(open('s.xz', 'rb').read())
n = (b[12]+1)*4
b[16:20] = (7).to_bytes(4, 'little')
b[12+n-4:12+n] = zlib.crc32(b[12:12+n-4]).to_bytes(4, 'little')
open('b.xz', 'wb').write(b)
PY
  run bash -c 'xz -dc b.xz > x; echo $?; xzcat b.xz > t; echo $?; cmp x t && echo same'
  check $'xz: b.xz: Compressed data is corrupt\n1\nxzcat: b.xz: Compressed data is corrupt\n1\nsame' 0
}
