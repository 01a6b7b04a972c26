#!/usr/bin/env bats
# od: POSIX options, GNU's output layout (expected outputs are GNU od's).

load helper

mkfiles() {
  printf 'hello world\nabc\001\377\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000xyz' > in
  printf '\x80\xff\x7f\x00\x1b\x20\x7e' > ctl
  printf '\x00\x00\x00\x00\x00\x6a\xf8\x40\x00\x00\x00\x00\x80\x84\x2e\x41\x2d\x43\x1c\xeb\xe2\x36\x1a\x3f\x00\x00\x00\x54\x34\x6f\x9d\x41\x00\x00\x00\x00\x00\x00\xf8\x3f\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x80\x00\x00\x00\x00\x00\x00\xf0\x7f\x00\x50\xc3\x47\x00\x24\x74\x49\x17\xb7\xd1\x38\xa3\x79\xeb\x4c\x00\x00\xc0\x3f\x00\x00\xc0\x7f\x00\x00\x00\x80\xc2\x16\x01\x00' > fl
  : > empty
}

setup() {
  cd "$BATS_TEST_TMPDIR" && mkfiles
}

@test "od default is -t o2 with * for repeated lines (POSIX)" {
  run sh -c od\ in
  check "0000000 062550 066154 020157 067567 066162 005144 061141 000543
0000020 000377 000000 000000 000000 000000 000000 000000 000000
0000040 000000 000000 000000 000000 000000 000000 000000 000000
0000060 074000 075171
0000064" 0
}

@test "od -c (POSIX)" {
  run sh -c od\ -c\ in
  check "0000000   h   e   l   l   o       w   o   r   l   d  \\n   a   b   c 001
0000020 377  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0
0000040  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0
0000060  \\0   x   y   z
0000064" 0
}

@test "od -c escapes and octal" {
  run sh -c od\ -c\ ctl
  check "0000000 200 377 177  \\0 033       ~
0000007" 0
}

@test "od -t a named characters, high bit stripped (POSIX)" {
  run sh -c od\ -ta\ ctl
  check "0000000 nul del del nul esc  sp   ~
0000007" 0
}

@test "od -A x -t x1z (GNU)" {
  run sh -c od\ -Ax\ -tx1z\ in
  check "000000 68 65 6c 6c 6f 20 77 6f 72 6c 64 0a 61 62 63 01  >hello world.abc.<
000010 ff 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  >................<
000020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  >................<
000030 00 78 79 7a                                      >.xyz<
000034" 0
}

@test "od -A d -t x2" {
  run sh -c od\ -Ad\ -tx2\ in
  check "0000000 6568 6c6c 206f 6f77 6c72 0a64 6261 0163
0000016 00ff 0000 0000 0000 0000 0000 0000 0000
0000032 0000 0000 0000 0000 0000 0000 0000 0000
0000048 7800 7a79
0000052" 0
}

@test "od -A n" {
  run sh -c od\ -An\ -tx1\ in
  check " 68 65 6c 6c 6f 20 77 6f 72 6c 64 0a 61 62 63 01
 ff 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
 00 78 79 7a" 0
}

@test "od -A o explicit" {
  run sh -c od\ -Ao\ -N4\ in
  check "0000000 062550 066154
0000004" 0
}

@test "od -t d1 -t u2: columns line up (GNU)" {
  run sh -c od\ -td1\ -tu2\ -N16\ in
  check "0000000  104  101  108  108  111   32  119  111  114  108  100   10   97   98   99    1
            25960     27756      8303     28535     27762      2660     25185       355
0000020" 0
}

@test "od -t dC dS dI dL" {
  run sh -c od\ -tdC\ -tdS\ -tdI\ -tdL\ -N8\ in
  check "0000000  104  101  108  108  111   32  119  111
            25960     27756      8303     28535
                 1819043176          1870078063
                            8031924123371070824
0000010" 0
}

@test "od -t d8 o8 x8" {
  run sh -c od\ -td8\ -to8\ -tx8\ -N16\ in
  check "0000000    8031924123371070824     100031785657986162
        0675671006755433062550 0005433046041231066162
              6f77206f6c6c6568       016362610a646c72
0000020" 0
}

@test "od -t u1 u4 o1 o4 x4" {
  run sh -c od\ -tu1\ -tu4\ -to1\ -to4\ -tx4\ -N16\ in
  check "0000000 104 101 108 108 111  32 119 111 114 108 100  10  97  98  99   1
             1819043176      1870078063       174353522        23290465
        150 145 154 154 157 040 167 157 162 154 144 012 141 142 143 001
            15433062550     15735620157     01231066162     00130661141
               6c6c6568        6f77206f        0a646c72        01636261
0000020" 0
}

@test "od -t d default size 4, -t x" {
  run sh -c od\ -td\ -tx\ -N8\ in
  check "0000000  1819043176  1870078063
           6c6c6568    6f77206f
0000010" 0
}

@test "od -t x1 -t d2: uneven padding (GNU)" {
  run sh -c od\ -tx1\ -td2\ -N16\ in
  check "0000000  68 65  6c 6c  6f 20  77 6f  72 6c  64 0a  61 62  63 01
         25960  27756   8303  28535  27762   2660  25185    355
0000020" 0
}

@test "od -t u8 -t x4: uneven padding (GNU)" {
  run sh -c od\ -tu8\ -tx4\ -N16\ in
  check "0000000  8031924123371070824   100031785657986162
          6c6c6568  6f77206f   0a646c72  01636261
0000020" 0
}

@test "od -c -t x2" {
  run sh -c od\ -c\ -tx2\ -N8\ in
  check "0000000   h   e   l   l   o       w   o
           6568    6c6c    206f    6f77
0000010" 0
}

@test "od several types in one -t string" {
  run sh -c od\ -tx1d2\ -N4\ in
  check "0000000  68 65  6c 6c
         25960  27756
0000004" 0
}

@test "od -t f8 (GNU shortest digits)" {
  run sh -c od\ -tf8\ -N64\ fl
  check "0000000                   100000                  1000000
0000020                   0.0001                123456789
0000040                      1.5                        0
0000060                       -0                      inf
0000100" 0
}

@test "od -t f4 incl. nan, -0 and subnormal" {
  run sh -c od\ -tf4\ -j64\ fl
  check "0000100          100000           1e+06          0.0001   1.2345679e+08
0000120             1.5             nan              -0           1e-40
0000140" 0
}

@test "od -t fF fD fL" {
  run sh -c od\ -tfF\ -tfD\ -N16\ fl
  check "0000000               0       7.7629395               0       10.907349
                                 100000                         1000000
0000020" 0
}

@test "od -t fL long double" {
  # long double is x86's 80-bit extended type, arm64's 128-bit quad: GNU od
  # built for each prints these (the column is LDBL_DIG+12 wide).
  run sh -c od\ -tfL\ -N32\ fl
  case $(uname -m) in
  x86_64|i?86) check "0000000    1.706539660555207338e-4932
0000020   1.6574748232649731975e-4932
0000040" 0 ;;
  aarch64) check "0000000      2.473088990018588483456883168926909e+91
0000020     6.068566621010578763189237048024583e+124
0000040" 0 ;;
  *) skip "long double layout of $(uname -m) not known" ;;
  esac
}

@test "od -t f defaults to double" {
  run sh -c od\ -tf\ -N16\ fl
  check "0000000                   100000                  1000000
0000020" 0
}

@test "od legacy -b -c -d -o -s -x in order" {
  run sh -c od\ -b\ -c\ -d\ -o\ -s\ -x\ -N4\ in
  check "0000000 150 145 154 154
          h   e   l   l
          25960   27756
         062550  066154
          25960   27756
           6568    6c6c
0000004" 0
}

@test "od legacy -a -f -i -l" {
  run sh -c od\ -i\ -l\ -f\ -a\ -N16\ in
  check "0000000      1819043176      1870078063       174353522        23290465
                    8031924123371070824              100031785657986162
          1.1431415e+27   7.6482007e+28   1.0998197e-32     4.17639e-38
          h   e   l   l   o  sp   w   o   r   l   d  nl   a   b   c soh
0000020" 0
}

@test "od -j skip and -N count" {
  run sh -c od\ -j3\ -N5\ -c\ in
  check "0000003   l   o       w   o
0000010" 0
}

@test "od -j with suffix and hex" {
  run sh -c od\ -j\ 0x10\ -N2\ -tx1\ in
  check "0000020 ff 00
0000022" 0
}

@test "od -v shows repeated lines (POSIX)" {
  run sh -c od\ -v\ -tx4\ in
  check "0000000 6c6c6568 6f77206f 0a646c72 01636261
0000020 000000ff 00000000 00000000 00000000
0000040 00000000 00000000 00000000 00000000
0000060 7a797800
0000064" 0
}

@test "od -w8 (GNU)" {
  run sh -c od\ -w8\ -tx1z\ in
  check "0000000 68 65 6c 6c 6f 20 77 6f  >hello wo<
0000010 72 6c 64 0a 61 62 63 01  >rld.abc.<
0000020 ff 00 00 00 00 00 00 00  >........<
0000030 00 00 00 00 00 00 00 00  >........<
*
0000060 00 78 79 7a              >.xyz<
0000064" 0
}

@test "od -w4 -An" {
  run sh -c od\ -w4\ -tx1\ -An\ -N9\ in
  check " 68 65 6c 6c
 6f 20 77 6f
 72" 0
}

@test "od -w alone is 32, never takes the next argument (GNU)" {
  printf abcdefghijklmnopqrstuvwxyz0123456789 > abc
  run od -w -c abc
  check "0000000   a   b   c   d   e   f   g   h   i   j   k   l   m   n   o   p   q   r   s   t   u   v   w   x   y   z   0   1   2   3   4   5
0000040   6   7   8   9
0000044" 0
  run od --width -An -tx1 -N3 abc
  check " 61 62 63" 0
  run od -An -cw abc -N2
  check "   a   b" 0
  run od -w 4 abc
  check "od: 4: No such file or directory
0000000 061141 062143 063145 064147 065151 066153 067155 070157 071161 072163 073165 074167 075171 030460 031462 032464
0000040 033466 034470
0000044" 1
}

@test "od -w not a multiple of the size: warning (GNU)" {
  run sh -c od\ -w3\ -tx2\ -N6\ in
  check "od: warning: invalid width 3; using 2 instead
0000000 6568
0000002 6c6c
0000004 206f
0000006" 0
}

@test "od -t x2z with short last line (GNU)" {
  run sh -c od\ -tx2z\ -An\ -w6\ in
  check " 6568 6c6c 206f  >hello <
 6f77 6c72 0a64  >world.<
 6261 0163 00ff  >abc...<
 0000 0000 0000  >......<
*
 7800 7a79       >.xyz<" 0
}

@test "od several files are one stream (POSIX)" {
  run sh -c od\ -c\ in\ ctl
  check "0000000   h   e   l   l   o       w   o   r   l   d  \\n   a   b   c 001
0000020 377  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0
0000040  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0
0000060  \\0   x   y   z 200 377 177  \\0 033       ~
0000073" 0
}

@test "od -j spans files" {
  run sh -c od\ -j\ 50\ -c\ in\ ctl
  check "0000062   y   z 200 377 177  \\0 033       ~
0000073" 0
}

@test "od stdin and -" {
  run sh -c cat\ ctl\ \|\ od\ -tx1\ in\ -
  check "0000000 68 65 6c 6c 6f 20 77 6f 72 6c 64 0a 61 62 63 01
0000020 ff 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
0000040 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
0000060 00 78 79 7a 80 ff 7f 00 1b 20 7e
0000073" 0
}

@test "od empty input" {
  run sh -c od\ empty
  check "0000000" 0
}

@test "od long options (GNU)" {
  run sh -c od\ --address-radix=x\ --skip-bytes=2\ --read-bytes=4\ --format=x1\ --output-duplicates\ --width=4\ in
  check "000002 6c 6c 6f 20
000006" 0
}

@test "od skipping past the end is an error (GNU)" {
  run sh -c od\ -j\ 100\ in
  check "od: cannot skip past end of combined input" 1
}

@test "od missing file: message, the rest dumped, exit 1" {
  run sh -c od\ -c\ nonesuch\ ctl
  check "od: nonesuch: No such file or directory
0000000 200 377 177  \\0 033       ~
0000007" 1
}

@test "od bad -t type" {
  run sh -c od\ -t\ q\ in
  check "od: invalid type string 'q'" 1
}

@test "od bad -A radix" {
  run sh -c od\ -A\ q\ in
  check "od: invalid output address radix 'q'; it must be one character from [doxn]" 1
}

@test "od -x of random data matches a hand check" {
  printf '\001\002\003\004' > f
  run od -An -tx4 f
  check " 04030201" 0
}

@test "od big input: repeated blocks collapse to one *" {
  head -c 100000 /dev/zero > z
  run od z
  check "0000000 000000 000000 000000 000000 000000 000000 000000 000000
*
0303240" 0
}

@test "od write error to /dev/full" {
  run sh -c 'od in > /dev/full'
  [ "$status" -eq 1 ] && [ -n "$output" ]
}
