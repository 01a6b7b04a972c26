#!/usr/bin/env bats
# cksum: the POSIX CRC; output format of GNU coreutils 9 cksum's default.

load helper

@test "cksum of stdin: CRC and size, no name (POSIX)" {
  run sh -c 'printf abc | cksum; printf "" | cksum'
  check "1219131554 3
4294967295 0" 0
}

@test "cksum FILE and - (GNU)" {
  printf abc > a
  run sh -c 'cksum a - < a'
  check "1219131554 3 a
1219131554 3 -" 0
}

@test "cksum of the POSIX check string 123456789" {
  run sh -c 'printf 123456789 | cksum'
  check "930766865 9" 0
}

@test "cksum matches GNU for lengths around the 8, 16 and 64 byte steps" {
  needs_cmd /usr/bin/cksum
  head -c 70000 /dev/urandom > r
  for i in 0 1 7 8 9 15 16 17 63 64 127 128 129 143 191 192 193 255 256 257 65535 65536 70000; do
    head -c $i r > p
    [ "$(cksum < p)" = "$(/usr/bin/cksum < p)" ] || { echo "length $i"; return 1; }
  done
}

# lib/hash.c: lengths under 128 go through the tables alone (slicing by 8
# and the byte loop), longer ones on x86-64 with VPCLMULQDQ or PCLMULQDQ,
# on arm64 with PMULL, through 128 byte folds, 16 byte folds and the tables
# for the tail; elsewhere all tables. TOYBOX_CRC=0 (tables) or 1 (PCLMULQDQ;
# on arm64 PMULL, as unset) caps the path taken, so each is checked where
# the CPU has it. The last input comes in odd pieces (folds starting
# anywhere in the data, CRCs carried across reads).
cksums()
{
  python3 -c '
import os, random
random.seed(17)
d = bytes(random.getrandbits(8) for i in range(400000))
sizes = list(range(401)) + [1023, 1024, 1025, 1151, 1152, 1153, 4095, 4096,
  65535, 65536, 65537, 131071, 131072, 131073, 262143, 262144, 262145, 400000]
for n in sizes: open("p%06d" % n, "wb").write(d[:n])
'
  [ "$(ls p* | wc -l)" = 419 ]
  pieces='import random, sys
random.seed(5)
d = open("p400000", "rb").read()
i = 0
while i<len(d):
  n = random.choice([1, 15, 17, 127, 129, 143, 4097])
  sys.stdout.buffer.write(d[i:i+n]); sys.stdout.buffer.flush(); i += n'
  /usr/bin/cksum p* > want
  cat p* | /usr/bin/cksum >> want
  python3 -c "$pieces" | /usr/bin/cksum >> want
  run bash -c 'export TOYBOX_CRC='"$1"'; cksum p*; cat p* | cksum
    python3 -c '"'$pieces'"' | cksum'
  check "$(cat want)" 0
}

@test "cksum of every length 0..400 and over fold and read steps, tables only (GNU)" {
  needs_cmd /usr/bin/cksum
  cksums 0
}

@test "cksum of every length 0..400 and over fold and read steps, PCLMULQDQ or PMULL (GNU)" {
  needs_cmd /usr/bin/cksum
  cksums 1
}

@test "cksum of every length 0..400 and over fold and read steps (GNU)" {
  needs_cmd /usr/bin/cksum
  cksums ""
}

@test "cksum of a million bytes (size over three bytes)" {
  head -c 1000000 /dev/zero > z
  run cksum z
  check "$(/usr/bin/cksum z)" 0
}

@test "cksum missing file and directory, others still done (GNU)" {
  printf abc > a
  mkdir d
  run cksum nothere a d
  check "cksum: nothere: No such file or directory
1219131554 3 a
cksum: d: Is a directory" 1
}

@test "cksum > /dev/full fails" {
  run sh -c 'echo x | cksum > /dev/full'
  [ "$status" = 1 ]
}

# cksum -a ALGO: every output and exit status compared with GNU coreutils 9
# cksum ($G), which must support -a
gnu() { [ -x /usr/bin/cksum ] && /usr/bin/cksum -a md5 /dev/null >/dev/null 2>&1 || skip "no GNU cksum -a"; }
same() {
  local want
  want="$(LC_ALL=C /usr/bin/cksum "$@" 2>&1; echo "rc=$?")"
  want="${want//\/usr\/bin\/cksum:/cksum:}"
  run sh -c 'cksum "$@" 2>&1; echo "rc=$?"' x "$@"
  [ "$output" = "$want" ] || { echo "cksum $*"; echo "got: $output"; echo "want: $want"; return 1; }
}

@test "cksum -a for every algorithm, tagged (GNU 9)" {
  gnu
  printf abc > a
  head -c 5000 /dev/urandom > r
  for alg in crc sysv bsd md5 sha1 sha224 sha256 sha384 sha512 blake2b; do
    same -a $alg a r || return 1
    same --algorithm=$alg r || return 1
    [ "$(cksum -a $alg - < r)" = "$(/usr/bin/cksum -a $alg - < r)" ] || return 1
  done
}

@test "cksum -a md5 of abc: BSD tag format" {
  printf abc > a
  run cksum -a md5 a
  check "MD5 (a) = 900150983cd24fb0d6963f7d28e17f72" 0
}

@test "cksum -a sysv/bsd as sum -s/-r, with and without names" {
  gnu
  head -c 3000 /dev/urandom > r
  same -a sysv r || return 1
  same -a bsd r || return 1
  run sh -c 'cksum -a sysv < r; cksum -a bsd < r'
  check "$(sum -s < r)
$(sum -r < r)" 0
}

@test "cksum --untagged and --tag: the last one counts" {
  gnu
  printf abc > a
  for o in "--untagged" "--tag --untagged" "--untagged --tag" "--tag"; do
    same -a sha256 $o a || return 1
  done
  same -a crc --untagged a
}

@test "cksum -a blake2b -l" {
  gnu
  printf abc > a
  for l in 8 256 504 512 0; do same -a blake2b -l $l a || return 1; done
  same -a blake2b --length=128 --untagged a
}

@test "cksum -l errors (GNU messages)" {
  gnu
  printf abc > a
  for o in "-a blake2b -l 7" "-a blake2b -l 1024" "-a md5 -l 8" "-l 8"; do
    same $o a || return 1
  done
}

@test "cksum -z" {
  gnu
  printf abc > a
  for alg in md5 sysv crc; do
    [ "$(cksum -z -a $alg a | od -c)" = "$(/usr/bin/cksum -z -a $alg a | od -c)" ] || return 1
  done
}

@test "cksum -a unknown algorithm" {
  printf abc > a
  run cksum -a foo a
  [ "$status" = 1 ]
  [ "${lines[0]}" = "cksum: invalid argument 'foo' for '--algorithm'" ]
  [ "${lines[1]}" = "Valid arguments are:" ]
  run cksum -a MD5 a
  [ "$status" = 1 ]
}

@test "cksum -c with a digest algorithm, and its options" {
  gnu
  printf abc > a
  printf xyz > b
  /usr/bin/cksum -a sha1 a b > s
  same -a sha1 -c s || return 1
  printf abd > b
  same -a sha1 -c s || return 1
  same -a sha1 -c --quiet s || return 1
  same -a sha1 -c --status s || return 1
  /usr/bin/cksum -a md5 --untagged a > u
  echo junk >> u
  same -a md5 -c -w u || return 1
  same -a md5 -c --strict u || return 1
  echo "MD5 (nothere) = 900150983cd24fb0d6963f7d28e17f72" >> u
  same -a md5 -c u || return 1
  same -a md5 -c --ignore-missing u
}

@test "cksum -c with sysv/bsd/crc is an error" {
  gnu
  printf abc > a
  same -a crc -c a || return 1
  same -a bsd -c a
}

@test "cksum option errors" {
  gnu
  printf abc > a
  run cksum -a md5 --status a
  [ "$status" = 1 ] && [ "${lines[0]}" = "cksum: the --status option is meaningful only when verifying checksums" ]
  run cksum -b a
  [ "$status" = 1 ]
}

@test "cksum -a missing file and directory" {
  gnu
  printf abc > a
  mkdir d
  same -a md5 nothere a || return 1
  same -a sysv a nothere
}

@test "cksum -c without -a: each tagged line's own algorithm (GNU 9.1)" {
  gnu
  printf abc > a
  printf xyz > b
  { echo junk; /usr/bin/cksum -a md5 a; /usr/bin/cksum -a sha1 b
    /usr/bin/cksum -a blake2b -l 128 a; /usr/bin/cksum -a sha512 b
    /usr/bin/cksum -a sha224 a; md5sum a; echo junk; } > m
  same -c -w m || return 1
  same -c --strict m || return 1
  same -c --quiet m || return 1
  /usr/bin/cksum -a blake2b --untagged a > u
  same -c -w u || return 1
  same -a blake2b -c u || return 1
  printf abd > b
  same -c m
}

# SM3 (GB/T 32905-2016): the standard's two examples, the empty input, and
# GNU cksum -a sm3 (coreutils 9) for the rest
gnu_sm3() { /usr/bin/cksum -a sm3 /dev/null >/dev/null 2>&1 || skip "no GNU cksum -a sm3"; }
@test "cksum -a sm3 of the standard's examples: abc and abcd x16" {
  printf abc > a
  printf 'abcd%.0s' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 > b
  run cksum -a sm3 a b
  check "SM3 (a) = 66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0
SM3 (b) = debe9ff92275b8a138604889c18e5a4d6fdb70e5387e5765293dcba39c0c5732" 0
}
@test "cksum -a sm3 of nothing, of stdin" {
  : > e
  run sh -c 'cksum -a sm3 e; cksum --algorithm=sm3 < e; printf abc | cksum -a sm3 -'
  check "SM3 (e) = 1ab21d8355cfa17f8e61194831e81a8f22bec8c728fefb747ed035eb5082aa2b
SM3 (-) = 1ab21d8355cfa17f8e61194831e81a8f22bec8c728fefb747ed035eb5082aa2b
SM3 (-) = 66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0" 0
}
@test "cksum -a sm3 of lengths around the 56 and 64 byte padding steps (GNU)" {
  gnu_sm3
  for n in 1 55 56 57 63 64 65 119 120 127 128 129 1000; do
    head -c $n /dev/urandom > f$n
  done
  same -a sm3 f*
}
@test "cksum -a sm3 of a large file (GNU)" {
  gnu_sm3
  head -c 3000017 /dev/urandom > big
  same -a sm3 big
  [ "$(cksum -a sm3 - < big)" = "$(/usr/bin/cksum -a sm3 - < big)" ]
}
@test "cksum -a sm3 --tag, --untagged, -z (GNU)" {
  gnu_sm3
  printf abc > a; : > e
  same -a sm3 --untagged a e || return 1
  same -a sm3 --untagged --tag a || return 1
  same -a sm3 --tag --untagged a || return 1
  same -a sm3 -z a || return 1
  same -a sm3 --untagged -z a
}
@test "cksum -a sm3 missing file, -l: errors (GNU)" {
  gnu_sm3
  printf abc > a
  same -a sm3 nothere a || return 1
  same -a sm3 -l 128 a
}
@test "cksum -a sm3 -c: tagged and untagged lines, failures (GNU)" {
  gnu_sm3
  printf abc > a; printf xyz > b; : > e
  /usr/bin/cksum -a sm3 a b e > s
  /usr/bin/cksum -a sm3 --untagged a b e > u
  same -a sm3 -c s || return 1
  same -c s || return 1
  same -a sm3 -c u || return 1
  same -a sm3 -c --quiet s || return 1
  printf abd > b
  same -a sm3 -c s || return 1
  same -a sm3 -c --status s || return 1
  same -a sm3 -c u
}
@test "cksum -c without -a: sm3 lines among others, bad lines (GNU)" {
  gnu_sm3
  printf abc > a; printf xyz > b
  { echo junk; /usr/bin/cksum -a sm3 a; /usr/bin/cksum -a md5 b
    /usr/bin/cksum -a sm3 b; echo 'SM3 (a) = 1234'; } > m
  same -c -w m || return 1
  same -c --strict m || return 1
  same -a sm3 -c -w m || return 1
  rm b
  same -c m || return 1
  same -c --ignore-missing m
}
@test "cksum -a unknown algorithm lists sm3" {
  run cksum -a foo /dev/null
  [ "$status" = 1 ]
  [ "${lines[11]}" = "  - 'blake2b'" ]
  [ "${lines[12]}" = "  - 'sm3'" ]
}
