#!/usr/bin/env bats
# xxd: expected outputs are those of xxd 2022-01-14 (vim's) on this machine.

load helper

setup() {
  cd "$BATS_TEST_TMPDIR" || return 1
  printf "hello world, this is a test of xxd\000\001\377\n" > t1; : > empty; printf abc > nonl; cp t1 1a-b.c; printf "\000\001\002\003\004\005\006\007\010\011\012\013\014\015\016\017\020\021\022\023\024\025\026\027\030\031\032\033\034\035\036\037 !~\177\200\201\376\377\300\341\200\355\240\200" > bin; awk "BEGIN{for(i=0;i<300;i++) printf \"%c\", 97+i%26}" > long
}

@test "xxd default layout: offset, groups of 2, text" {
  run sh -c 'xxd t1'
  check '00000000: 6865 6c6c 6f20 776f 726c 642c 2074 6869  hello world, thi
00000010: 7320 6973 2061 2074 6573 7420 6f66 2078  s is a test of x
00000020: 7864 0001 ff0a                           xd....' 0
}

@test "xxd of binary, high bytes and invalid UTF-8 show as dots" {
  run sh -c 'xxd bin'
  check '00000000: 0001 0203 0405 0607 0809 0a0b 0c0d 0e0f  ................
00000010: 1011 1213 1415 1617 1819 1a1b 1c1d 1e1f  ................
00000020: 2021 7e7f 8081 feff c0e1 80ed a080        !~...........' 0
}

@test "xxd of empty input prints nothing" {
  run sh -c 'xxd empty'
  check '' 0
}

@test "xxd without final newline" {
  run sh -c 'xxd nonl'
  check '00000000: 6162 63                                  abc' 0
}

@test "xxd long input" {
  run sh -c 'xxd long'
  check '00000000: 6162 6364 6566 6768 696a 6b6c 6d6e 6f70  abcdefghijklmnop
00000010: 7172 7374 7576 7778 797a 6162 6364 6566  qrstuvwxyzabcdef
00000020: 6768 696a 6b6c 6d6e 6f70 7172 7374 7576  ghijklmnopqrstuv
00000030: 7778 797a 6162 6364 6566 6768 696a 6b6c  wxyzabcdefghijkl
00000040: 6d6e 6f70 7172 7374 7576 7778 797a 6162  mnopqrstuvwxyzab
00000050: 6364 6566 6768 696a 6b6c 6d6e 6f70 7172  cdefghijklmnopqr
00000060: 7374 7576 7778 797a 6162 6364 6566 6768  stuvwxyzabcdefgh
00000070: 696a 6b6c 6d6e 6f70 7172 7374 7576 7778  ijklmnopqrstuvwx
00000080: 797a 6162 6364 6566 6768 696a 6b6c 6d6e  yzabcdefghijklmn
00000090: 6f70 7172 7374 7576 7778 797a 6162 6364  opqrstuvwxyzabcd
000000a0: 6566 6768 696a 6b6c 6d6e 6f70 7172 7374  efghijklmnopqrst
000000b0: 7576 7778 797a 6162 6364 6566 6768 696a  uvwxyzabcdefghij
000000c0: 6b6c 6d6e 6f70 7172 7374 7576 7778 797a  klmnopqrstuvwxyz
000000d0: 6162 6364 6566 6768 696a 6b6c 6d6e 6f70  abcdefghijklmnop
000000e0: 7172 7374 7576 7778 797a 6162 6364 6566  qrstuvwxyzabcdef
000000f0: 6768 696a 6b6c 6d6e 6f70 7172 7374 7576  ghijklmnopqrstuv
00000100: 7778 797a 6162 6364 6566 6768 696a 6b6c  wxyzabcdefghijkl
00000110: 6d6e 6f70 7172 7374 7576 7778 797a 6162  mnopqrstuvwxyzab
00000120: 6364 6566 6768 696a 6b6c 6d6e            cdefghijklmn' 0
}

@test "xxd reads stdin" {
  run sh -c 'xxd < t1'
  check '00000000: 6865 6c6c 6f20 776f 726c 642c 2074 6869  hello world, thi
00000010: 7320 6973 2061 2074 6573 7420 6f66 2078  s is a test of x
00000020: 7864 0001 ff0a                           xd....' 0
}

@test "xxd -c 8 -g 1" {
  run sh -c 'xxd -g1 -c 8 t1'
  check '00000000: 68 65 6c 6c 6f 20 77 6f  hello wo
00000008: 72 6c 64 2c 20 74 68 69  rld, thi
00000010: 73 20 69 73 20 61 20 74  s is a t
00000018: 65 73 74 20 6f 66 20 78  est of x
00000020: 78 64 00 01 ff 0a        xd....' 0
}

@test "xxd -c 0 means the default" {
  run sh -c 'xxd -c 0 t1'
  check '00000000: 6865 6c6c 6f20 776f 726c 642c 2074 6869  hello world, thi
00000010: 7320 6973 2061 2074 6573 7420 6f66 2078  s is a test of x
00000020: 7864 0001 ff0a                           xd....' 0
}

@test "xxd -c 256 (the maximum)" {
  run sh -c 'xxd -c 256 long'
  check '00000000: 6162 6364 6566 6768 696a 6b6c 6d6e 6f70 7172 7374 7576 7778 797a 6162 6364 6566 6768 696a 6b6c 6d6e 6f70 7172 7374 7576 7778 797a 6162 6364 6566 6768 696a 6b6c 6d6e 6f70 7172 7374 7576 7778 797a 6162 6364 6566 6768 696a 6b6c 6d6e 6f70 7172 7374 7576 7778 797a 6162 6364 6566 6768 696a 6b6c 6d6e 6f70 7172 7374 7576 7778 797a 6162 6364 6566 6768 696a 6b6c 6d6e 6f70 7172 7374 7576 7778 797a 6162 6364 6566 6768 696a 6b6c 6d6e 6f70 7172 7374 7576 7778 797a 6162 6364 6566 6768 696a 6b6c 6d6e 6f70 7172 7374 7576 7778 797a 6162 6364 6566 6768 696a 6b6c 6d6e 6f70 7172 7374 7576 7778 797a 6162 6364 6566 6768 696a 6b6c 6d6e 6f70 7172 7374 7576  abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuv
00000100: 7778 797a 6162 6364 6566 6768 696a 6b6c 6d6e 6f70 7172 7374 7576 7778 797a 6162 6364 6566 6768 696a 6b6c 6d6e                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                    wxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmn' 0
}

@test "xxd -c 7 -g 3 (partial groups)" {
  run sh -c 'xxd -c 7 -g 3 t1'
  check '00000000: 68656c 6c6f20 77  hello w
00000007: 6f726c 642c20 74  orld, t
0000000e: 686973 206973 20  his is 
00000015: 612074 657374 20  a test 
0000001c: 6f6620 787864 00  of xxd.
00000023: 01ff0a            ...' 0
}

@test "xxd -g 0 and -g larger than -c: one group" {
  run sh -c 'xxd -g 0 t1; xxd -g 17 nonl'
  check '00000000: 68656c6c6f20776f726c642c20746869  hello world, thi
00000010: 7320697320612074657374206f662078  s is a test of x
00000020: 78640001ff0a                      xd....
00000000: 616263                            abc' 0
}

@test "xxd -e little-endian groups of 4, short last group flush right" {
  run sh -c 'xxd -e t1'
  check '00000000: 6c6c6568 6f77206f 2c646c72 69687420  hello world, thi
00000010: 73692073 74206120 20747365 7820666f  s is a test of x
00000020: 01006478     0aff                    xd....' 0
}

@test "xxd -e -g 8" {
  run sh -c 'xxd -e -g 8 t1'
  check '00000000: 6f77206f6c6c6568 696874202c646c72  hello world, thi
00000010: 7420612073692073 7820666f20747365  s is a test of x
00000020:     0aff01006478                   xd....' 0
}

@test "xxd -e -g 1" {
  run sh -c 'xxd -e -g 1 nonl'
  check '00000000: 61 62 63                                         abc' 0
}

@test "xxd -b bits, 6 a line" {
  run sh -c 'xxd -b t1'
  check '00000000: 01101000 01100101 01101100 01101100 01101111 00100000  hello 
00000006: 01110111 01101111 01110010 01101100 01100100 00101100  world,
0000000c: 00100000 01110100 01101000 01101001 01110011 00100000   this 
00000012: 01101001 01110011 00100000 01100001 00100000 01110100  is a t
00000018: 01100101 01110011 01110100 00100000 01101111 01100110  est of
0000001e: 00100000 01111000 01111000 01100100 00000000 00000001   xxd..
00000024: 11111111 00001010                                      ..' 0
}

@test "xxd -b -c 3 -g 2" {
  run sh -c 'xxd -b -c 3 -g 2 t1'
  check '00000000: 0110100001100101 01101100  hel
00000003: 0110110001101111 00100000  lo 
00000006: 0111011101101111 01110010  wor
00000009: 0110110001100100 00101100  ld,
0000000c: 0010000001110100 01101000   th
0000000f: 0110100101110011 00100000  is 
00000012: 0110100101110011 00100000  is 
00000015: 0110000100100000 01110100  a t
00000018: 0110010101110011 01110100  est
0000001b: 0010000001101111 01100110   of
0000001e: 0010000001111000 01111000   xx
00000021: 0110010000000000 00000001  d..
00000024: 1111111100001010           ..' 0
}

@test "xxd -u upper case hex, lower case offsets" {
  run sh -c 'xxd -u -s 0xa0 -l 16 long; xxd -u -p bin'
  check '000000a0: 6566 6768 696A 6B6C 6D6E 6F70 7172 7374  efghijklmnopqrst
000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D
1E1F20217E7F8081FEFFC0E180EDA080' 0
}

@test "xxd -p plain, 30 bytes a line" {
  run sh -c 'xxd -p long'
  check '6162636465666768696a6b6c6d6e6f707172737475767778797a61626364
65666768696a6b6c6d6e6f707172737475767778797a6162636465666768
696a6b6c6d6e6f707172737475767778797a6162636465666768696a6b6c
6d6e6f707172737475767778797a6162636465666768696a6b6c6d6e6f70
7172737475767778797a6162636465666768696a6b6c6d6e6f7071727374
75767778797a6162636465666768696a6b6c6d6e6f707172737475767778
797a6162636465666768696a6b6c6d6e6f707172737475767778797a6162
636465666768696a6b6c6d6e6f707172737475767778797a616263646566
6768696a6b6c6d6e6f707172737475767778797a6162636465666768696a
6b6c6d6e6f707172737475767778797a6162636465666768696a6b6c6d6e' 0
}

@test "xxd -p -c 4" {
  run sh -c 'xxd -p -c 4 t1'
  check '68656c6c
6f20776f
726c642c
20746869
73206973
20612074
65737420
6f662078
78640001
ff0a' 0
}

@test "xxd -p -c 0: one line, even for empty input" {
  run sh -c 'xxd -p -c 0 t1; xxd -p -c 0 empty'
  check '68656c6c6f20776f726c642c207468697320697320612074657374206f66207878640001ff0a' 0
}

@test "xxd -p of empty input" {
  run sh -c 'xxd -p empty'
  check '' 0
}

@test "xxd -i C include, name from the file" {
  run sh -c 'xxd -i t1'
  check 'unsigned char t1[] = {
  0x68, 0x65, 0x6c, 0x6c, 0x6f, 0x20, 0x77, 0x6f, 0x72, 0x6c, 0x64, 0x2c,
  0x20, 0x74, 0x68, 0x69, 0x73, 0x20, 0x69, 0x73, 0x20, 0x61, 0x20, 0x74,
  0x65, 0x73, 0x74, 0x20, 0x6f, 0x66, 0x20, 0x78, 0x78, 0x64, 0x00, 0x01,
  0xff, 0x0a
};
unsigned int t1_len = 38;' 0
}

@test "xxd -i mangles names, digits first get __" {
  run sh -c 'xxd -i 1a-b.c'
  check 'unsigned char __1a_b_c[] = {
  0x68, 0x65, 0x6c, 0x6c, 0x6f, 0x20, 0x77, 0x6f, 0x72, 0x6c, 0x64, 0x2c,
  0x20, 0x74, 0x68, 0x69, 0x73, 0x20, 0x69, 0x73, 0x20, 0x61, 0x20, 0x74,
  0x65, 0x73, 0x74, 0x20, 0x6f, 0x66, 0x20, 0x78, 0x78, 0x64, 0x00, 0x01,
  0xff, 0x0a
};
unsigned int __1a_b_c_len = 38;' 0
}

@test "xxd -i of stdin has no name or length" {
  run sh -c 'xxd -i < t1'
  check '  0x68, 0x65, 0x6c, 0x6c, 0x6f, 0x20, 0x77, 0x6f, 0x72, 0x6c, 0x64, 0x2c,
  0x20, 0x74, 0x68, 0x69, 0x73, 0x20, 0x69, 0x73, 0x20, 0x61, 0x20, 0x74,
  0x65, 0x73, 0x74, 0x20, 0x6f, 0x66, 0x20, 0x78, 0x78, 0x64, 0x00, 0x01,
  0xff, 0x0a' 0
}

@test "xxd -i empty file" {
  run sh -c 'xxd -i empty'
  check 'unsigned char empty[] = {
};
unsigned int empty_len = 0;' 0
}

@test "xxd -i -n NAME, also mangled, also for stdin" {
  run sh -c 'xxd -i -n foo nonl; xxd -i -n 1x.y < nonl'
  check 'unsigned char foo[] = {
  0x61, 0x62, 0x63
};
unsigned int foo_len = 3;
unsigned char __1x_y[] = {
  0x61, 0x62, 0x63
};
unsigned int __1x_y_len = 3;' 0
}

@test "xxd -i -C capitalizes names" {
  run sh -c 'xxd -C -i nonl; xxd -C -i -n x.y nonl'
  check 'unsigned char NONL[] = {
  0x61, 0x62, 0x63
};
unsigned int NONL_LEN = 3;
unsigned char X_Y[] = {
  0x61, 0x62, 0x63
};
unsigned int X_Y_LEN = 3;' 0
}

@test "xxd -i -u -c 4" {
  run sh -c 'xxd -i -u -c 4 t1'
  check 'unsigned char t1[] = {
  0X68, 0X65, 0X6C, 0X6C,
  0X6F, 0X20, 0X77, 0X6F,
  0X72, 0X6C, 0X64, 0X2C,
  0X20, 0X74, 0X68, 0X69,
  0X73, 0X20, 0X69, 0X73,
  0X20, 0X61, 0X20, 0X74,
  0X65, 0X73, 0X74, 0X20,
  0X6F, 0X66, 0X20, 0X78,
  0X78, 0X64, 0X00, 0X01,
  0XFF, 0X0A
};
unsigned int t1_len = 38;' 0
}

@test "xxd -l" {
  run sh -c 'xxd -l 5 t1; xxd -l 0 t1'
  check '00000000: 6865 6c6c 6f                             hello' 0
}

@test "xxd -s -l" {
  run sh -c 'xxd -s 5 -l 10 t1'
  check '00000005: 2077 6f72 6c64 2c20 7468                  world, th' 0
}

@test "xxd -s -N from the end" {
  run sh -c 'xxd -s -5 t1'
  check '00000021: 6400 01ff 0a                             d....' 0
}

@test "xxd -s +N" {
  run sh -c 'xxd -s +3 t1'
  check '00000003: 6c6f 2077 6f72 6c64 2c20 7468 6973 2069  lo world, this i
00000013: 7320 6120 7465 7374 206f 6620 7878 6400  s a test of xxd.
00000023: 01ff 0a                                  ...' 0
}

@test "xxd -s past the end prints nothing" {
  run sh -c 'xxd -s 100 t1'
  check '' 0
}

@test "xxd -s on a pipe skips by reading" {
  run sh -c 'cat t1 | xxd -s 30'
  check '0000001e: 2078 7864 0001 ff0a                       xxd....' 0
}

@test "xxd -o adds to the offsets" {
  run sh -c 'xxd -o 0xaa -g 1 -u -l 3 t1'
  check '000000aa: 68 65 6C                                         hel' 0
}

@test "last of -b -e -i -p wins" {
  run sh -c 'xxd -b -p nonl; xxd -p -i nonl; xxd -i -b nonl; xxd -p -e nonl'
  check '616263
unsigned char nonl[] = {
  0x61, 0x62, 0x63
};
unsigned int nonl_len = 3;
00000000: 01100001 01100010 01100011                             abc
00000000:   636261                             abc' 0
}

@test "xxd -r reverses a dump" {
  run sh -c 'xxd bin | xxd -r | od -An -tx1'
  check ' 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f
 10 11 12 13 14 15 16 17 18 19 1a 1b 1c 1d 1e 1f
 20 21 7e 7f 80 81 fe ff c0 e1 80 ed a0 80' 0
}

@test "xxd -r -p reverses plain hex, ignoring other characters" {
  run sh -c 'xxd -p long | xxd -r -p; echo; printf "6 1 6\n 2g63\n" | xxd -r -p'
  check 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmn
abc' 0
}

@test "xxd -r pads to the offsets of a pipe" {
  run sh -c 'printf "00000004: 6162\n" | xxd -r | od -An -tx1'
  check ' 00 00 00 00 61 62' 0
}

@test "xxd -r ignores text after two non-hex characters" {
  run sh -c 'printf "0: 61 g 63\n0: 61g63\n" | xxd -r | od -An -c; printf "0:  6162\n" | xxd -r | od -An -c'
  check 'xxd: Sorry, cannot seek backwards.
   a' 0
}

@test "xxd -r drops odd digits" {
  run sh -c 'printf "0: 6 162\n" | xxd -r | od -An -tx1; printf "0: 616\n1: 62\n" | xxd -r | od -An -tx1'
  check ' 16
 61 62' 0
}

@test "xxd -r skips lines without an offset" {
  run sh -c 'printf "zz\n00000002: 6162\n" | xxd -r | od -An -tx1'
  check ' 00 00 61 62' 0
}

@test "xxd -r offset-only line moves output" {
  run sh -c 'printf "0: 61\n5:\n" | xxd -r | od -An -tx1; printf "6162\n" | xxd -r | od -An -tx1'
  check ' 61 00 00 00 00' 0
}

@test "xxd -r -s adds to offsets" {
  run sh -c 'printf "0: 6162\n" | xxd -r -s 3 | od -An -tx1'
  check ' 00 00 00 61 62' 0
}

@test "xxd -r -c limits bytes a line" {
  run sh -c 'printf "0: 61 62 63 64 65 66 67 68 69 6a 6b 6c 6d 6e 6f 70 71 72\n" | xxd -r | od -An -c'
  check '   a   b   c   d   e   f   g   h   i   j   k   l   m   n   o   p' 0
}

@test "xxd -r into OUTFILE patches it without truncating" {
  run sh -c 'printf XXXXXXXXXX > out; printf "2: 6162\n" | xxd -r - out; cat out'
  check 'XXabXXXXXX' 0
}

@test "xxd -r into a file seeks back" {
  run sh -c 'printf "00000010: 6162\n00000000: 4142\n" | xxd -r - o3; od -An -tx1 o3'
  check ' 41 42 00 00 00 00 00 00 00 00 00 00 00 00 00 00
 61 62' 0
}

@test "xxd OUTFILE is truncated" {
  run sh -c 'printf XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX > out; xxd nonl out; cat out'
  check '00000000: 6162 63                                  abc' 0
}

@test "xxd round trips big random data, normal and -p" {
  head -c 200000 /dev/urandom > rnd
  xxd rnd | xxd -r | cmp - rnd
  xxd -p rnd | xxd -r -p | cmp - rnd
  xxd -c 7 -g 3 rnd | xxd -r -c 7 | cmp - rnd
}

@test "xxd missing file: exit 2" {
  run xxd nosuch
  check "xxd: nosuch: No such file or directory" 2
}

@test "xxd -s -N on a pipe: can't seek, exit 4" {
  run sh -c 'cat t1 | xxd -s -3'
  check "xxd: Sorry, cannot seek." 4
}

@test "xxd -r backwards offsets on a pipe: exit 5" {
  run sh -c 'printf "2: 6162\n0: 41\n" | xxd -r | od -An -tx1'
  check "xxd: Sorry, cannot seek backwards.
 00 00 61 62" 0
}

@test "xxd -c over 256 and -e with odd groups are usage errors" {
  run xxd -c 300 t1
  check "xxd: invalid number of columns (max. 256)." 1
  run xxd -e -g 3 t1
  check "xxd: number of octets per group must be a power of 2 with -e." 1
}

@test "xxd -p -c over 256 is fine" {
  run sh -c 'xxd -p -c 300 long | wc -c'
  check "601" 0
}

@test "xxd bad option and too many arguments" {
  run xxd -Q
  [ "$status" -eq 1 ] && [ "${lines[0]}" = "xxd: unknown option '-Q'" ]
  run xxd t1 a b
  [ "$status" -eq 1 ] && [ "${lines[0]}" = "xxd: extra argument 'b'" ]
}

@test "xxd write error exits 3" {
  run sh -c 'xxd t1 > /dev/full'
  check "xxd: write: No space left on device" 3
}

@test "xxd -r: an offset of more digits than fit wraps, a seek backwards (as vim's xxd)" {
  # (found by the dump fuzzer: the shift overflowed)
  run sh -c 'printf "ffffffffffffffffffff: 41\n" | xxd -r | od -An -c; printf "fffffffffffffffffff0: 41\n" | xxd -r > /dev/null; echo $?'
  check 'xxd: Sorry, cannot seek backwards.
xxd: Sorry, cannot seek backwards.
5' 0
}
