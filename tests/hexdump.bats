#!/usr/bin/env bats
# hexdump and hd: expected outputs are util-linux hexdump's on this machine.

load helper

setup() {
  cd "$BATS_TEST_TMPDIR" || return 1
  printf "hello world, this is a test of hexdump\000\001\377\n" > h1; : > empty; printf abc > nonl; head -c 64 /dev/zero > z; printf a >> z; printf "\a\b\f\n\r\t\v\033\177\200\303\251\000\300" > esc; head -c 4096 /dev/zero > z4k
}

@test "hexdump default: two-byte hex words, final offset (util-linux)" {
  run sh -c 'hexdump h1'
  check '0000000 6568 6c6c 206f 6f77 6c72 2c64 7420 6968
0000010 2073 7369 6120 7420 7365 2074 666f 6820
0000020 7865 7564 706d 0100 0aff               
000002a' 0
}

@test "hexdump -C canonical (util-linux)" {
  run sh -c 'hexdump -C h1'
  check '00000000  68 65 6c 6c 6f 20 77 6f  72 6c 64 2c 20 74 68 69  |hello world, thi|
00000010  73 20 69 73 20 61 20 74  65 73 74 20 6f 66 20 68  |s is a test of h|
00000020  65 78 64 75 6d 70 00 01  ff 0a                    |exdump....|
0000002a' 0
}

@test "hexdump -b one-byte octal" {
  run sh -c 'hexdump -b h1'
  check '0000000 150 145 154 154 157 040 167 157 162 154 144 054 040 164 150 151
0000010 163 040 151 163 040 141 040 164 145 163 164 040 157 146 040 150
0000020 145 170 144 165 155 160 000 001 377 012                        
000002a' 0
}

@test "hexdump -c characters, escapes, octal; invalid UTF-8 as octal" {
  run sh -c 'hexdump -c h1 esc'
  check '0000000   h   e   l   l   o       w   o   r   l   d   ,       t   h   i
0000010   s       i   s       a       t   e   s   t       o   f       h
0000020   e   x   d   u   m   p  \0 001 377  \n  \a  \b  \f  \n  \r  \t
0000030  \v 033 177 200 303 251  \0 300                                
0000038' 0
}

@test "hexdump -d two-byte decimal" {
  run sh -c 'hexdump -d h1'
  check '0000000   25960   27756   08303   28535   27762   11364   29728   26984
0000010   08307   29545   24864   29728   29541   08308   26223   26656
0000020   30821   30052   28781   00256   02815                        
000002a' 0
}

@test "hexdump -o two-byte octal" {
  run sh -c 'hexdump -o h1'
  check '0000000  062550  066154  020157  067567  066162  026144  072040  064550
0000010  020163  071551  060440  072040  071545  020164  063157  064040
0000020  074145  072544  070155  000400  005377                        
000002a' 0
}

@test "hexdump -x two-byte hex" {
  run sh -c 'hexdump -x h1'
  check '0000000    6568    6c6c    206f    6f77    6c72    2c64    7420    6968
0000010    2073    7369    6120    7420    7365    2074    666f    6820
0000020    7865    7564    706d    0100    0aff                        
000002a' 0
}

@test "hexdump several formats in command line order" {
  run sh -c 'hexdump -b -c nonl; hexdump -C -x nonl; hexdump -x -C nonl'
  check '0000000 141 142 143                                                    
0000000   a   b   c                                                    
0000003
00000000  61 62 63                                          |abc|
0000000    6261    0063                                                
0000003
0000000    6261    0063                                                
00000000  61 62 63                                          |abc|
00000003' 0
}

@test "hexdump combined options" {
  run sh -c 'hexdump -cd nonl; hexdump -Cn5 h1'
  check '0000000   a   b   c                                                    
0000000   25185   00099                                                
0000003
00000000  68 65 6c 6c 6f                                    |hello|
00000005' 0
}

@test "hexdump empty input prints nothing" {
  run sh -c 'hexdump empty; hexdump -C empty'
  check '' 0
}

@test "hexdump odd last byte padded with zero" {
  run sh -c 'hexdump -x nonl; hexdump nonl'
  check '0000000    6261    0063                                                
0000003
0000000 6261 0063                              
0000003' 0
}

@test "hexdump repeated lines show as *" {
  run sh -c 'hexdump -C z; hexdump z; hexdump -C z4k'
  check '00000000  00 00 00 00 00 00 00 00  00 00 00 00 00 00 00 00  |................|
*
00000040  61                                                |a|
00000041
0000000 0000 0000 0000 0000 0000 0000 0000 0000
*
0000040 0061                                   
0000041
00000000  00 00 00 00 00 00 00 00  00 00 00 00 00 00 00 00  |................|
*
00001000' 0
}

@test "hexdump -v shows every line" {
  run sh -c 'hexdump -v -C z'
  check '00000000  00 00 00 00 00 00 00 00  00 00 00 00 00 00 00 00  |................|
00000010  00 00 00 00 00 00 00 00  00 00 00 00 00 00 00 00  |................|
00000020  00 00 00 00 00 00 00 00  00 00 00 00 00 00 00 00  |................|
00000030  00 00 00 00 00 00 00 00  00 00 00 00 00 00 00 00  |................|
00000040  61                                                |a|
00000041' 0
}

@test "hexdump -s -n" {
  run sh -c 'hexdump -s 5 -n 20 -C h1'
  check '00000005  20 77 6f 72 6c 64 2c 20  74 68 69 73 20 69 73 20  | world, this is |
00000015  61 20 74 65                                       |a te|
00000019' 0
}

@test "hexdump -n 0 prints nothing" {
  run sh -c 'hexdump -n 0 -C h1; hexdump -s 5 -n 0 h1'
  check '' 0
}

@test "hexdump -n cuts a line short" {
  run sh -c 'hexdump -n 17 z'
  check '0000000 0000 0000 0000 0000 0000 0000 0000 0000
0000010 0000                                   
0000011' 0
}

@test "hexdump -s past the end shows the end offset" {
  run sh -c 'hexdump -s 100 -C h1; hexdump -s 100 -C empty'
  check '0000002a' 0
}

@test "hexdump -s hex and -n with k suffix" {
  run sh -c 'hexdump -s 0x10 -n 1k z4k'
  check '0000010 0000 0000 0000 0000 0000 0000 0000 0000
*
0000410' 0
}

@test "hexdump files make one stream, -s spans files" {
  run sh -c 'hexdump -C h1 h1; hexdump -s 50 -C h1 h1'
  check '00000000  68 65 6c 6c 6f 20 77 6f  72 6c 64 2c 20 74 68 69  |hello world, thi|
00000010  73 20 69 73 20 61 20 74  65 73 74 20 6f 66 20 68  |s is a test of h|
00000020  65 78 64 75 6d 70 00 01  ff 0a 68 65 6c 6c 6f 20  |exdump....hello |
00000030  77 6f 72 6c 64 2c 20 74  68 69 73 20 69 73 20 61  |world, this is a|
00000040  20 74 65 73 74 20 6f 66  20 68 65 78 64 75 6d 70  | test of hexdump|
00000050  00 01 ff 0a                                       |....|
00000054
00000032  72 6c 64 2c 20 74 68 69  73 20 69 73 20 61 20 74  |rld, this is a t|
00000042  65 73 74 20 6f 66 20 68  65 78 64 75 6d 70 00 01  |est of hexdump..|
00000052  ff 0a                                             |..|
00000054' 0
}

@test "hexdump reads stdin" {
  run sh -c 'hexdump -C < h1'
  check '00000000  68 65 6c 6c 6f 20 77 6f  72 6c 64 2c 20 74 68 69  |hello world, thi|
00000010  73 20 69 73 20 61 20 74  65 73 74 20 6f 66 20 68  |s is a test of h|
00000020  65 78 64 75 6d 70 00 01  ff 0a                    |exdump....|
0000002a' 0
}

@test "hd is hexdump -C" {
  run hd nonl
  check "00000000  61 62 63                                          |abc|
00000003" 0
  run hd -x nonl
  check "00000000  61 62 63                                          |abc|
0000000    6261    0063                                                
0000003" 0
}

@test "hexdump -s on a pipe skips by reading" {
  run sh -c 'cat h1 | hexdump -s 40 -C'
  check "00000028  ff 0a                                             |..|
0000002a" 0
}

@test "hexdump missing file: error, goes on, exit 1" {
  run sh -c 'hexdump -C nonl nosuch nonl 2>err; echo $?; cat err'
  check "00000000  61 62 63 61 62 63                                 |abcabc|
00000006
1
hexdump: nosuch: No such file or directory" 0
}

@test "hexdump bad numbers and options" {
  run hexdump -n x nonl
  check "hexdump: not a number: 'x'" 1
  run hexdump -Q
  [ "$status" -eq 1 ] && [ "${lines[0]}" = "hexdump: unknown option '-Q'" ]
}

@test "hexdump large input, and /dev/full fails" {
  head -c 100000 /dev/urandom > rnd
  [ "$(hexdump -v -C rnd | wc -l)" = 6251 ]
  run sh -c 'hexdump -C rnd > /dev/full'
  [ "$status" -eq 1 ]
}
