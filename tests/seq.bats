#!/usr/bin/env bats
# seq: number sequences (output precision, -w, -f and messages as GNU
# coreutils)

load helper

@test "seq LAST, FIRST LAST, FIRST INCR LAST" {
  run seq 3
  check "1
2
3"
  run seq 2 4
  check "2
3
4"
  run seq 1 3 10
  check "1
4
7
10"
}

@test "seq counting down and empty ranges (GNU)" {
  run seq 5 -2 1
  check "5
3
1"
  run seq 3 1
  check ""
  run seq -5
  check ""
}

@test "seq negative numbers as arguments (GNU)" {
  run seq -1 1
  check "-1
0
1"
  run seq -- -2 -1
  check "-2
-1"
  run seq 10 -3 -5
  check "10
7
4
1
-2
-5"
}

@test "seq precision from FIRST and INCR, not LAST (GNU)" {
  run seq 1 0.5 2.25
  check "1.0
1.5
2.0"
  run seq 1.30
  check "1"
  run seq 1.000 2
  check "1.000
2.000"
}

@test "seq fractional steps reach LAST exactly (GNU)" {
  run seq 0.1 0.1 0.3
  check "0.1
0.2
0.3"
  run seq 0 -0.1 -0.3
  check "0.0
-0.1
-0.2
-0.3"
  run sh -c 'seq 0 0.01 1000 | tail -n 1'
  check "1000.00"
}

@test "seq exponents and hex (GNU)" {
  run seq 1e2 1e2
  check "100"
  run seq 1.5e1 16
  check "15
16"
  run seq 1e-3 1e-3 3e-3
  check "0.001
0.002
0.003"
  run seq 0x10 0x11
  check "16
17"
}

@test "seq -s separator, newline only at the end (GNU)" {
  run seq -s, 1 3
  check "1,2,3"
  run seq -s ', ' 0 0.25 1
  check "0.00, 0.25, 0.50, 0.75, 1.00"
  run sh -c 'seq -s "" 1 3 | od -An -c'
  check "   1   2   3  \n"
}

@test "seq -w equal width (GNU)" {
  run seq -w 8 10
  check "08
09
10"
  run seq -w -1 1
  check "-1
00
01"
  run seq -w 0.5 1 10
  check "00.5
01.5
02.5
03.5
04.5
05.5
06.5
07.5
08.5
09.5"
  run sh -c 'seq -w 1 3 10 | tr "\n" " "'
  check "01 04 07 10 "
}

@test "seq -f formats (GNU)" {
  run seq -f %03g 1 2
  check "001
002"
  run seq -f 'x%gy' 1 2
  check "x1y
x2y"
  run seq -f %.2f 1 2
  check "1.00
2.00"
  run seq -f '%%%e' 1 1
  check "%1.000000e+00"
  run seq -f %G 1e10 1e10
  check "1E+10"
  run seq --format='%-3g|' 1 2
  check "1  |
2  |"
}

@test "seq big integers (GNU)" {
  run seq 9223372036854775806 9223372036854775809
  check "9223372036854775806
9223372036854775807
9223372036854775808
9223372036854775809"
  run seq -9223372036854775808 -9223372036854775807
  check "-9223372036854775808
-9223372036854775807"
}

@test "seq integer fast path agrees with a long count" {
  run sh -c 'seq 1 1000000 | tail -n 2; seq 1000000 | wc -l; seq -w 99 101'
  check "999999
1000000
1000000
099
100
101"
}

@test "seq bad numbers (GNU)" {
  run seq x
  check "seq: invalid floating point argument: 'x'" 1
  run seq 1 2x
  check "seq: invalid floating point argument: '2x'" 1
  run seq nan
  check "seq: invalid 'not-a-number' argument: 'nan'" 1
}

@test "seq zero increment (GNU)" {
  run seq 1 0 3
  check "seq: invalid Zero increment value: '0'" 1
  run seq 1 0.0 3
  check "seq: invalid Zero increment value: '0.0'" 1
}

@test "seq bad formats (GNU)" {
  run seq -f x 1
  check "seq: format 'x' has no % directive" 1
  run seq -f %d 1
  check "seq: format '%d' has unknown %d directive" 1
  run seq -f %g%g 1
  check "seq: format '%g%g' has too many % directives" 1
  run seq -f %5 1
  check "seq: format '%5' ends in %" 1
  run seq -w -f %g 1 2
  check "seq: format string may not be specified when printing equal width strings" 1
}

@test "seq argument count" {
  run seq
  check "seq: missing argument
usage: seq [-w] [-f FORMAT] [-s SEP] [FIRST [INCREMENT]] LAST" 1
  run seq 1 2 3 4
  check "seq: extra argument '4'
usage: seq [-w] [-f FORMAT] [-s SEP] [FIRST [INCREMENT]] LAST" 1
}

@test "seq > /dev/full" {
  run sh -c 'seq 3 > /dev/full'
  check "seq: write error: No space left on device" 1
}
