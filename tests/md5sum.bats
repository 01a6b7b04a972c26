#!/usr/bin/env bats
# md5sum (and the options that sha*sum share with it): RFC 1321 test
# vectors; output, messages and exit statuses of GNU coreutils 9 md5sum.

load helper

@test "md5sum test vectors: empty, abc, 448 and 896 bit messages (RFC 1321)" {
  run sh -c 'printf "" | md5sum; printf abc | md5sum; printf abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq | md5sum; printf abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu | md5sum'
  check "d41d8cd98f00b204e9800998ecf8427e  -
900150983cd24fb0d6963f7d28e17f72  -
8215ef0796a20bcaaae116d3876c664a  -
03dd8807a93175fb062dfb55dc7d359c  -" 0
}

@test "md5sum of a million a's (RFC 1321)" {
  head -c 1000000 /dev/zero | tr '\0' a > m
  run md5sum m
  check "7707d6ae4e027c70eea2a935c2296f21  m" 0
}

@test "md5sum every length across the block and padding edges matches GNU" {
  needs_cmd /usr/bin/md5sum
  head -c 300 /dev/urandom > r
  for i in 0 1 55 56 57 63 64 65 111 112 113 119 120 127 128 129 200 300; do
    head -c $i r > p
    [ "$(md5sum < p)" = "$(/usr/bin/md5sum < p)" ] || { echo "length $i differs"; return 1; }
  done
}

@test "md5sum of lengths around the 64 byte block and 128 KB read steps (GNU)" {
  needs_cmd /usr/bin/md5sum
  python3 -c '
import random
random.seed(5)
d = bytes(random.getrandbits(8) for i in range(300000))
for n in [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 131071,
    131072, 131073, 131135, 131136, 131137, 262143, 262144, 262145, 300000]:
  open("p%06d" % n, "wb").write(d[:n])
'
  run md5sum p*
  check "$(/usr/bin/md5sum p*)" 0
  run sh -c 'cat p* | md5sum'
  check "$(cat p* | /usr/bin/md5sum)" 0
}

@test "md5sum --tag (BSD format) and -c checks it back (GNU)" {
  printf abc > f
  run md5sum --tag f
  check "MD5 (f) = 900150983cd24fb0d6963f7d28e17f72" 0
  md5sum --tag f > s
  run md5sum -c s
  check "f: OK" 0
}

@test "md5sum -c reports a changed file (GNU)" {
  printf abc > f
  md5sum f > s
  printf abd > f
  run md5sum -c s
  check "f: FAILED
md5sum: WARNING: 1 computed checksum did NOT match" 1
}

@test "md5sum several files, stdin, - (GNU)" {
  printf abc > a
  printf '' > e
  run sh -c 'printf x | md5sum a - e'
  check "900150983cd24fb0d6963f7d28e17f72  a
9dd4e461268c8034f5c8564e155c67a6  -
d41d8cd98f00b204e9800998ecf8427e  e" 0
}

@test "md5sum -b marks names with *, -t with a space (GNU)" {
  printf abc > a
  run md5sum -b a
  check "900150983cd24fb0d6963f7d28e17f72 *a" 0
  run md5sum -t a
  check "900150983cd24fb0d6963f7d28e17f72  a" 0
}

@test "md5sum escapes \\ newline and CR in names (GNU 9)" {
  printf x > 'b\c'
  printf y > 'n
l'
  printf z > "c$(printf '\r')"
  run sh -c "md5sum 'b\\c' 'n
l' c?"
  check '\9dd4e461268c8034f5c8564e155c67a6  b\\c
\415290769594460e2e485922904f345d  n\nl
\fbade9e36a3f36d3d676c1b808451dd7  c\r' 0
  run md5sum --tag 'b\c'
  check '\MD5 (b\\c) = 9dd4e461268c8034f5c8564e155c67a6' 0
}

@test "md5sum -z ends lines with NUL, names raw (GNU)" {
  printf y > 'n
l'
  run sh -c "md5sum -z 'n
l' | tr '\\0' @"
  check '415290769594460e2e485922904f345d  n
l@' 0
}

@test "md5sum --tag -b is allowed, --tag -t isn't (GNU)" {
  printf abc > a
  run md5sum --tag -b a
  check "MD5 (a) = 900150983cd24fb0d6963f7d28e17f72" 0
  run sh -c 'md5sum --tag -t a 2>&1 | head -n 1'
  check "md5sum: --tag does not support --text mode" 0
  run md5sum --tag -t a
  [ "$status" = 1 ]
}

@test "md5sum missing file and directory: message, others still done (GNU)" {
  printf abc > a
  mkdir d
  run md5sum nonexist a d
  check "md5sum: nonexist: No such file or directory
900150983cd24fb0d6963f7d28e17f72  a
md5sum: d: Is a directory" 1
}

@test "md5sum -c OK lines, all three line formats, escaped names (GNU)" {
  printf abc > a
  printf y > 'n
l'
  { md5sum a; md5sum -b a; md5sum --tag a; md5sum 'n
l'; } > s
  run md5sum -c s
  check 'a: OK
a: OK
a: OK
\n\nl: OK' 0
  run md5sum --check s
  [ "$status" = 0 ]
}

@test "md5sum -c accepts CRLF, upper case hex and one space (GNU)" {
  printf abc > a
  run sh -c "printf '900150983cd24fb0d6963f7d28e17f72  a\r\n900150983CD24FB0D6963F7D28E17F72  a\n900150983cd24fb0d6963f7d28e17f72 a\n' | md5sum -c"
  check "a: OK
a: OK
a: OK" 0
}

@test "md5sum -c from stdin, and -" {
  printf abc > a
  run sh -c 'md5sum a | md5sum -c; md5sum a | md5sum -c -'
  check "a: OK
a: OK" 0
}

@test "md5sum -c FAILED, counts pluralized, exit 1 (GNU)" {
  printf abc > a
  printf abc > b
  md5sum a b > s
  printf x >> a
  printf x >> b
  run md5sum -c s
  check "a: FAILED
b: FAILED
md5sum: WARNING: 2 computed checksums did NOT match" 1
}

@test "md5sum -c missing listed file: FAILED open or read (GNU)" {
  printf abc > a
  md5sum a > s
  echo "900150983cd24fb0d6963f7d28e17f72  gone" >> s
  run md5sum -c s
  check "a: OK
md5sum: gone: No such file or directory
gone: FAILED open or read
md5sum: WARNING: 1 listed file could not be read" 1
}

@test "md5sum -c --ignore-missing skips them (GNU)" {
  printf abc > a
  md5sum a > s
  echo "900150983cd24fb0d6963f7d28e17f72  gone" >> s
  run md5sum -c --ignore-missing s
  check "a: OK" 0
  echo "900150983cd24fb0d6963f7d28e17f72  gone" > s2
  run md5sum -c --ignore-missing s2
  check "md5sum: s2: no file was verified" 1
}

@test "md5sum -c improperly formatted lines: warning, -w, --strict (GNU)" {
  printf abc > a
  { md5sum a; echo garbage; } > s
  run md5sum -c s
  check "a: OK
md5sum: WARNING: 1 line is improperly formatted" 0
  run md5sum -c -w s
  check "a: OK
md5sum: s: 2: improperly formatted MD5 checksum line
md5sum: WARNING: 1 line is improperly formatted" 0
  run md5sum -c --strict s
  check "a: OK
md5sum: WARNING: 1 line is improperly formatted" 1
}

@test "md5sum -c with no digest lines at all (GNU)" {
  echo junk > s
  run md5sum -c s
  check "md5sum: s: no properly formatted checksum lines found" 1
  run sh -c 'echo junk | md5sum -c'
  check "md5sum: 'standard input': no properly formatted checksum lines found" 1
  run sh -c 'sha1sum --tag /dev/null | md5sum -c'
  check "md5sum: 'standard input': no properly formatted checksum lines found" 1
}

@test "md5sum -c --quiet prints only failures, --status nothing (GNU)" {
  printf abc > a
  printf abc > b
  md5sum a b > s
  printf x >> b
  run md5sum -c --quiet s
  check "b: FAILED
md5sum: WARNING: 1 computed checksum did NOT match" 1
  run md5sum -c -q s
  [ "$status" = 1 ]
  run md5sum -c --status s
  check "" 1
  md5sum a > s
  run md5sum -c --status s
  check "" 0
}

@test "md5sum -c checks each list on its own (GNU)" {
  printf abc > a
  echo "900150983cd24fb0d6963f7d28e17f70  a" > s
  run md5sum -c s s
  check "a: FAILED
md5sum: WARNING: 1 computed checksum did NOT match
a: FAILED
md5sum: WARNING: 1 computed checksum did NOT match" 1
}

@test "md5sum -c of a missing list (GNU)" {
  run md5sum -c nothere
  check "md5sum: nothere: No such file or directory" 1
}

@test "md5sum check-only options without -c are errors (GNU)" {
  printf abc > a
  for o in status quiet strict warn ignore-missing; do
    run sh -c "md5sum --$o a 2>&1 | head -n 1"
    check "md5sum: the --$o option is meaningful only when verifying checksums"
    run md5sum --$o a
    [ "$status" = 1 ]
  done
}

@test "md5sum -c refuses --tag, -b, -t and -z (GNU)" {
  printf abc > a
  md5sum a > s
  run sh -c 'md5sum -c --tag s 2>&1 | head -n 1'
  check "md5sum: the --tag option is meaningless when verifying checksums"
  run sh -c 'md5sum -c -b s 2>&1 | head -n 1'
  check "md5sum: the --binary and --text options are meaningless when verifying checksums"
  run sh -c 'md5sum -c -z s 2>&1 | head -n 1'
  check "md5sum: the --zero option is not supported when verifying checksums"
  run md5sum -c -t s
  [ "$status" = 1 ]
}

@test "md5sum output to /dev/full is an error" {
  printf abc > a
  run sh -c 'md5sum a > /dev/full'
  [ "$status" = 1 ]
  [ -n "$output" ]
}

@test "md5sum bad option" {
  run md5sum -X
  [ "$status" = 1 ]
}

@test "md5sum: the last of -b/-t and of --status/--quiet/-w counts (GNU)" {
  printf abc > a
  run md5sum -b -t a
  check "900150983cd24fb0d6963f7d28e17f72  a" 0
  run md5sum --text --binary a
  check "900150983cd24fb0d6963f7d28e17f72 *a" 0
  printf abc > b
  { md5sum a b; echo junk; } > s
  printf x >> b
  run md5sum -c --quiet --status s
  check "" 1
  run md5sum -c --status --quiet s
  check "b: FAILED
md5sum: WARNING: 1 line is improperly formatted
md5sum: WARNING: 1 computed checksum did NOT match" 1
  run md5sum -c --status -w s
  check "a: OK
b: FAILED
md5sum: s: 3: improperly formatted MD5 checksum line
md5sum: WARNING: 1 line is improperly formatted
md5sum: WARNING: 1 computed checksum did NOT match" 1
}

@test "md5sum -- -b is a file name" {
  printf abc > ./-b
  run md5sum -- -b
  check "900150983cd24fb0d6963f7d28e17f72  -b" 0
}
