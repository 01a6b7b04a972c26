#!/usr/bin/env bats
# pr: expected outputs are GNU pr's on this machine (TZ=UTC, files dated
# 2020-01-02 03:04 by touch -d) unless a test says "(toybox)": usage error
# messages, UTF-8 widths and what GNU gets wrong (see the comment in
# toys/posix/pr.c).

load helper

setup() {
  cd "$BATS_TEST_TMPDIR" || return 1
  seq 1 20 > s20; seq 1 30 > s30; seq 1 3 > f1; seq 10 11 > f2; seq 20 24 > f3
  printf 'a\tb\tc\n1\n2\n3\nx       y  \n\tz\n' > tabs
  printf '%0100d\nshort\n' 0 > long
  printf 'a\fb\nc\n\fd\n' > ff
  printf '1\n2\n\f\n3\n' > ffn
  printf '1\n2\n3\f4\n5\n' > ffd
  printf 'ab\bc  d\n\001\002x\r\n\b\bq\n' > ctl
  printf 'no newline' > nonl
  printf 'a\n\n\nb\n\n' > blanks
  : > empty
  printf '\0\1\2\3\4\5\6\7\10\11\12\13\14\15\16\17\20\21\22\23\24\25\26\27\30\31\32\33\34\35\36\37 !~\177\200\201\376\377\n\0x\0y\n' > bin
  touch -d '2020-01-02 03:04:05' *
}

@test 'pr default: 66-line page, 5-line header and trailer (POSIX)' {
  run sh -c 'pr f1 | cat -A'
  check '$
$
2020-01-02 03:04                        f1                        Page 1$
$
$
1$
2$
3$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$
$' 0
}

@test 'pr header date is the mtime, two pages, padded last page (GNU)' {
  run sh -c 'pr -l 14 s20'
  check '

2020-01-02 03:04                       s20                        Page 1


1
2
3
4







2020-01-02 03:04                       s20                        Page 2


5
6
7
8







2020-01-02 03:04                       s20                        Page 3


9
10
11
12







2020-01-02 03:04                       s20                        Page 4


13
14
15
16







2020-01-02 03:04                       s20                        Page 5


17
18
19
20' 0
}

@test 'pr several files: each its own pages and name (GNU)' {
  run sh -c 'pr -l 12 f1 f2'
  check '

2020-01-02 03:04                        f1                        Page 1


1
2







2020-01-02 03:04                        f1                        Page 2


3








2020-01-02 03:04                        f2                        Page 1


10
11' 0
}

@test 'pr header centring, -h and long headers (GNU)' {
  run sh -c 'pr -l 11 -h abc f1 | sed -n 3p; pr -l 11 -h "" f1 | sed -n 3p; pr -l 11 -h "$(printf "%048d" 0)" f1 | sed -n 3p; pr -l 11 -h "$(printf "%060d" 0)" f1 | sed -n 3p'
  check '2020-01-02 03:04                       abc                        Page 1
2020-01-02 03:04                                                  Page 1
2020-01-02 03:04 000000000000000000000000000000000000000000000000 Page 1
2020-01-02 03:04 000000000000000000000000000000000000000000000000000000000000 Page 1' 0
}

@test 'pr -w and -W set the header width (GNU)' {
  run sh -c 'pr -l 11 -w 30 -h xy f1 | sed -n 3p; pr -l 11 -W 10 -h xy f1 | sed -n 3p'
  check '2020-01-02 03:04   xy   Page 1
2020-01-02 03:04 xy Page 1' 0
}

@test 'pr --header --length --width (GNU)' {
  run sh -c 'pr --header=HH --width=40 --length=12 f1'
  check '

2020-01-02 03:04        HH        Page 1


1
2







2020-01-02 03:04        HH        Page 2


3' 0
}

@test 'pr -D date format, stdin has no name (GNU)' {
  run sh -c 'pr -D X -l 12 < f1; pr -D "%Y %%" -l 11 f1 | sed -n 3p; pr --date-format= -l 11 - < f1 | sed -n 3p'
  check '

X                                                                 Page 1


1
2







X                                                                 Page 2


3






2020 %                             f1                             Page 1
                                                                  Page 1' 0
}

@test 'pr the date honours TZ (GNU)' {
  run sh -c 'TZ=Asia/Tokyo pr -l 11 f1 | sed -n 3p; TZ=UTC+5 pr -l 11 f1 | sed -n 3p'
  check '2020-01-02 12:04                        f1                        Page 1
2020-01-01 22:04                        f1                        Page 1' 0
}

@test 'pr empty input prints nothing (GNU)' {
  run sh -c 'pr empty; pr -t empty; pr -m empty empty; pr -2 empty f1 -l 11 | cat -A'
  check '$
$
2020-01-02 03:04                        f1                        Page 1$
$
$
1^I^I^I^I    2$
$
$
$
$
$
$
$
2020-01-02 03:04                        f1                        Page 2$
$
$
3$
$
$
$
$
$' 0
}

@test 'pr no final newline (GNU)' {
  run sh -c 'pr -l 11 nonl; pr -t nonl; pr -t -2 nonl; pr -t -m nonl nonl | cat -A'
  check '

2020-01-02 03:04                       nonl                       Page 1


no newline





no newline
no newline
no newline^I^I^I    no newline$' 0
}

@test 'pr -l 10 or less means -t (GNU)' {
  run sh -c 'pr -l 10 f1; pr -l 3 s20 | head -4'
  check '1
2
3
1
2
3
4' 0
}

@test 'pr -t -T --omit-header (GNU)' {
  run sh -c 'pr -t s20 | head -3; pr --omit-header f1; pr -T f1'
  check '1
2
3
1
2
3
1
2
3' 0
}

@test 'pr long lines: one column is never cut, -W cuts (GNU)' {
  run sh -c 'pr -t long; pr -t -w 20 long; pr -t -W 20 long; pr -t -W 20 -J long'
  check '0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
short
0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
short
00000000000000000000
short
0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
short' 0
}

@test 'pr -1 or -m with -w cuts, not -w alone (GNU)' {
  run sh -c 'pr -t -1 -w 10 long; pr -t -m -w 10 long; pr -t -1 long | wc -c'
  check '0000000000
short
0000000000
short
107' 0
}

@test 'pr -COLUMN down, balanced on the last page (POSIX)' {
  run sh -c 'pr -t -3 s20 | cat -A; for n in 5 7 9; do seq $n | pr -t -4 -w 40 | cat -A; done'
  check '1^I^I^I8^I^I^I15$
2^I^I^I9^I^I^I16$
3^I^I^I10^I^I^I17$
4^I^I^I11^I^I^I18$
5^I^I^I12^I^I^I19$
6^I^I^I13^I^I^I20$
7^I^I^I14$
1^I  3^I    4^I      5$
2$
1^I  3^I    5^I      7$
2^I  4^I    6$
1^I  4^I    6^I      8$
2^I  5^I    7^I      9$
3$' 0
}

@test 'pr -COLUMN with headers, full pages then a short one (GNU)' {
  run sh -c 'pr -3 -l 13 s20 | cat -A'
  check '$
$
2020-01-02 03:04                       s20                        Page 1$
$
$
1^I^I^I4^I^I^I7$
2^I^I^I5^I^I^I8$
3^I^I^I6^I^I^I9$
$
$
$
$
$
$
$
2020-01-02 03:04                       s20                        Page 2$
$
$
10^I^I^I13^I^I^I16$
11^I^I^I14^I^I^I17$
12^I^I^I15^I^I^I18$
$
$
$
$
$
$
$
2020-01-02 03:04                       s20                        Page 3$
$
$
19^I^I^I20$
$
$
$
$
$
$
$' 0
}

@test 'pr -a across (POSIX)' {
  run sh -c 'pr -t -3 -a s20 | cat -A; pr --across --columns=2 -t f3 | cat -A'
  check '1^I^I^I2^I^I^I3$
4^I^I^I5^I^I^I6$
7^I^I^I8^I^I^I9$
10^I^I^I11^I^I^I12$
13^I^I^I14^I^I^I15$
16^I^I^I17^I^I^I18$
19^I^I^I20$
20^I^I^I^I    21$
22^I^I^I^I    23$
24$' 0
}

@test 'pr column width truncation (GNU)' {
  run sh -c 'pr -t -2 long | cat -A; pr -t -2 -w 20 long | cat -A; pr -t -3 -w 5 s20 | head -2'
  check '00000000000000000000000000000000000 short$
000000000 short$
1 8 1
2 9 1' 0
}

@test 'pr columns are padded with tabs (GNU)' {
  run sh -c 'pr -t -2 -w 40 tabs | cat -A; printf "abcdefg\nb\nabcdef\nb\n" | pr -t -2 -a -w 15 | cat -A'
  check 'a^Ib^Ic   3$
1^I^I    x^I    y$
2^I^I    ^I    z$
abcdefg b$
abcdef^Ib$' 0
}

@test 'pr spaces in columns become tabs, trailing ones go (GNU)' {
  run sh -c 'printf '\''a       b\nabcdefg     X\nab      c\n1\nx   \n'\'' | pr -t -2 -w 60 | cat -A'
  check 'a^Ib^I^I      1$
abcdefg^I    X^I^I      x$
ab^Ic$' 0
}

@test 'pr -s separator: unaligned, untruncated (POSIX)' {
  run sh -c 'pr -t -3 -s'\''|'\'' s20 | head -3; pr -t -2 -s long | cat -A; pr -t -3 -sxy f3'
  check '1|8|15
2|9|16
3|10|17
0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000^Ishort$
20xy22xy24
21xy23' 0
}

@test 'pr -s with -w aligns and cuts, no default char (GNU)' {
  run sh -c 'pr -t -3 -w 30 -s'\''|'\'' s20 | cat -A | head -3; pr -t -3 -w 30 -s s20 | cat -A | head -2; pr -t -2 -s -W 20 long'
  check '1^I |8^I   |15$
2^I |9^I   |16$
3^I |10^I   |17$
1^I  8^I    15$
2^I  9^I    16$
0000000000short' 0
}

@test 'pr -S separator string (GNU)' {
  run sh -c 'pr -t -3 -w 30 -S'\''<>'\'' s20 | cat -A | head -3; pr -t -3 -w 30 -S s20 | cat -A | head -2; pr -t -3 -S: -w 40 f3 | cat -A; pr --sep-string='\'' | '\'' -t -m f1 f2 f3 | cat -A'
  check '1^I<>8^I  <>15$
2^I<>9^I  <>16$
3^I<>10^I  <>17$
1^I  8^I    15$
2^I  9^I    16$
20^I    :22^I^I :24$
21^I    :23$
1^I^I       | 10^I^I^I| 20$
2^I^I       | 11^I^I^I| 21$
3^I^I       | ^I^I^I| 22$
^I^I       | ^I^I^I| 23$
^I^I       | ^I^I^I| 24$' 0
}

@test 'pr -J joins full lines (GNU)' {
  run sh -c 'pr -t -J -2 -w 20 long | cat -A; pr -t -m -J long f1 | cat -A; pr -t -3 -w 5 -J s20 | head -2 | cat -A'
  check '0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000^Ishort$
0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000^I1$
short^I2$
^I3$
1^I8^I15$
2^I9^I16$' 0
}

@test 'pr -m merges files side by side (POSIX)' {
  run sh -c 'pr -t -m f1 f2 f3 | cat -A; pr -t -m f3 f1 | cat -A'
  check '1^I^I^I10^I^I^I20$
2^I^I^I11^I^I^I21$
3^I^I^I^I^I^I22$
^I^I^I^I^I^I23$
^I^I^I^I^I^I24$
20^I^I^I^I    1$
21^I^I^I^I    2$
22^I^I^I^I    3$
23^I^I^I^I    $
24^I^I^I^I    $' 0
}

@test 'pr -m header has no name, -s in -m (GNU)' {
  run sh -c 'pr -m -l 12 -D X f1 f2 f3 | cat -A; pr -t -m -s'\''|'\'' f1 f2 f3; pr -t -m -w 30 -s'\''|'\'' f1 f2 f3 | cat -A'
  check '$
$
X                                                                 Page 1$
$
$
1^I^I^I10^I^I^I20$
2^I^I^I11^I^I^I21$
$
$
$
$
$
$
$
X                                                                 Page 2$
$
$
3^I^I^I^I^I^I22$
^I^I^I^I^I^I23$
$
$
$
$
$
$
$
X                                                                 Page 3$
$
$
^I^I^I^I^I^I24$
$
$
$
$
$
$
1|10|20
2|11|21
3||22
||23
||24
1^I |10^I   |20$
2^I |11^I   |21$
3^I |^I   |22$
^I |^I   |23$
^I |^I   |24$' 0
}

@test 'pr -m with one file is one column (GNU)' {
  run sh -c 'printf '\''a       b  \n'\'' | pr -t -m | cat -A; pr -m -l 11 -D X f1 | sed -n 3p'
  check 'a       b  $
X                                                                 Page 1' 0
}

@test 'pr form feeds in the input start pages (POSIX)' {
  run sh -c 'pr -l 12 ff | cat -A'
  check '$
$
2020-01-02 03:04                        ff                        Page 1$
$
$
a$
$
$
$
$
$
$
$
$
2020-01-02 03:04                        ff                        Page 2$
$
$
b$
c$
$
$
$
$
$
$
$
2020-01-02 03:04                        ff                        Page 3$
$
$
d$
$
$
$
$
$
$' 0
}

@test 'pr form feeds with -t are kept, a full page eats one (GNU)' {
  run sh -c 'pr -t ff | cat -A; pr -t -l 2 ffn | cat -A; printf "\f\f" | pr -t | od -An -c; printf "a\f\nb\n" | pr -t | od -An -c'
  check 'a$
^Lb$
c$
^Ld$
1$
2$
3$
  \f  \f
   a  \n  \f   b  \n' 0
}

@test 'pr form feeds in columns and -m (GNU)' {
  run sh -c 'pr -t -2 -l 5 ffd | cat -A; pr -t -2 -l 5 -a ffd | cat -A; printf "1\n2\f3\n" > g; pr -m -t g f3 | cat -A'
  check '1^I^I^I^I    3$
2$
^L4^I^I^I^I    5$
1^I^I^I^I    2$
3$
^L4^I^I^I^I    5$
1^I^I^I^I    20$
2^I^I^I^I    21$
^I^I^I^I    22$
^I^I^I^I    23$
^I^I^I^I    24$
^L3^I^I^I^I    $' 0
}

@test 'pr -T drops form feeds of the input (GNU)' {
  run sh -c 'pr -T ff | cat -A'
  check 'a$
b$
c$
d$' 0
}

@test 'pr -F and -f: a form feed ends each page (POSIX)' {
  run sh -c 'pr -F -l 12 s20 | head -16 | cat -A; pr -f -l 12 ff | cat -A; pr -F -t -l 2 f1 | cat -A'
  check '$
$
2020-01-02 03:04                       s20                        Page 1$
$
$
1$
2$
^L$
$
2020-01-02 03:04                       s20                        Page 2$
$
$
3$
4$
^L$
$
$
$
2020-01-02 03:04                        ff                        Page 1$
$
$
a$
^L$
$
2020-01-02 03:04                        ff                        Page 2$
$
$
b$
c$
^L$
$
2020-01-02 03:04                        ff                        Page 3$
$
$
d$
^L1$
2$
3$' 0
}

@test 'pr -F with -d: where empty lines go (GNU)' {
  run sh -c 'pr -d -F -l 20 -D X s20 | head -12 | cat -A; pr -d -F -l 20 -D X f1 | cat -A; pr -d -F -l 20 -D X -2 ffd | cat -A; printf "\f" | pr -d -F -l 20 -D X | cat -A'
  check '$
$
X                               s20                               Page 1$
$
$
1$
$
2$
$
3$
$
4$
$
$
X                               f1                                Page 1$
$
$
1$
$
2$
$
3$
$
$
^L$
$
X                               ffd                               Page 1$
$
$
1^I^I^I^I    3$
$
2$
$
^L$
$
X                               ffd                               Page 2$
$
$
4^I^I^I^I    5$
$
^L$
$
X                                                                 Page 1$
$
$
$
$
^L' 0
}

@test 'pr -d double spacing (POSIX)' {
  run sh -c 'pr -t -d f1 | cat -A; pr -d -l 15 f3 | cat -A'
  check '1$
$
2$
$
3$
$
$
$
2020-01-02 03:04                        f3                        Page 1$
$
$
20$
$
21$
$
$
$
$
$
$
$
$
2020-01-02 03:04                        f3                        Page 2$
$
$
22$
$
23$
$
$
$
$
$
$
$
$
2020-01-02 03:04                        f3                        Page 3$
$
$
24$
$
$
$
$
$
$
$
$' 0
}

@test 'pr -d with columns and merge (GNU)' {
  run sh -c 'pr -t -d -2 -l 6 s20 | cat -A; pr -t -d -a -2 f3 | cat -A; pr -t -d -2 ffd | cat -A; pr -m -d -t f1 f2 | cat -A'
  check '1^I^I^I^I    4$
$
2^I^I^I^I    5$
$
3^I^I^I^I    6$
$
7^I^I^I^I    10$
$
8^I^I^I^I    11$
$
9^I^I^I^I    12$
$
13^I^I^I^I    16$
$
14^I^I^I^I    17$
$
15^I^I^I^I    18$
$
19^I^I^I^I    20$
20^I^I^I^I    21$
$
22^I^I^I^I    23$
$
24$
1^I^I^I^I    3$
$
2$
^L4^I^I^I^I    5$
1^I^I^I^I    10$
$
2^I^I^I^I    11$
$
3^I^I^I^I    $
$' 0
}

@test 'pr -n numbers lines (POSIX)' {
  run sh -c 'pr -t -n f1 | cat -A; pr -t -n: f1; pr -t -nx3 f1; pr -t -n3 f1 | cat -A; pr -t -n1 s20 | tail -2 | cat -A'
  check '    1^I1$
    2^I2$
    3^I3$
    1:1
    2:2
    3:3
  1x1
  2x2
  3x3
  1^I1$
  2^I2$
  3^I3$
9^I19$
0^I20$' 0
}

@test 'pr -n in columns, -a and -m (GNU)' {
  run sh -c 'pr -t -n -2 f3 | cat -A; pr -t -n -2 -a f3 | cat -A; pr -t -n -m f1 f2 | cat -A; pr -t -n -2 -w 30 long | cat -A; pr -t -n -W 30 long | cat -A'
  check '    1^I20^I^I^I    ^I4   23$
    2^I21^I^I^I    ^I5   24$
    3^I22$
    1^I20^I^I^I    ^I2   21$
    3^I22^I^I^I    ^I4   23$
    5^I24$
    1^I1^I^I^I^I10$
    2^I2^I^I^I^I11$
    3^I3^I^I^I^I$
    1^I000000 ^I   2   short$
    1^I0000000000000000000000$
    2^Ishort$' 0
}

@test 'pr -n with -d numbers empty lines, not the added ones (GNU)' {
  run sh -c 'pr -t -n -d blanks | cat -A'
  check '    1^Ia$
$
    2^I$
$
    3^I$
$
    4^Ib$
$
    5^I$
$' 0
}

@test 'pr -N first line number, digits wrap (GNU)' {
  run sh -c 'pr -t -n -N 99998 f1 | cat -A; pr -t -n -N 7 f1 f2 | cat -A'
  check '99998^I1$
99999^I2$
00000^I3$
    7^I1$
    8^I2$
    9^I3$
    7^I10$
    8^I11$' 0
}

@test 'pr --number-lines --first-line-number (GNU)' {
  run sh -c 'pr --number-lines=:3 --first-line-number=5 -t f1'
  check '  5:1
  6:2
  7:3' 0
}

@test 'pr -o offset (POSIX)' {
  run sh -c 'pr -o 3 -l 12 f1 | cat -A; pr -o 3 -t -2 -w 20 long | cat -A; pr -o 10 -t -2 tabs | cat -A; printf "a\n\nb\n" | pr -o 3 -t -d | cat -A'
  check '   $
$
   2020-01-02 03:04                        f1                        Page 1$
$
$
   1$
   2$
$
$
$
$
$
   $
$
   2020-01-02 03:04                        f1                        Page 2$
$
$
   3$
$
$
$
$
$
$
   000000000 short$
^I  a^I  b^I  c^I^I      3$
^I  1^I^I^I^I      x^I      y$
^I  2^I^I^I^I      ^I      z$
   a$
$
   $
$
   b$
$' 0
}

@test 'pr -o offset with columns and -F (GNU)' {
  run sh -c 'pr -o 10 -l 12 -F -2 s20 | head -8 | cat -A; pr --indent=4 -t -m f1 f2 | cat -A'
  check '^I  $
$
          2020-01-02 03:04                       s20                        Page 1$
$
$
^I  1^I^I^I^I      3$
^I  2^I^I^I^I      4$
^L^I  $
    1^I^I^I^I^I10$
    2^I^I^I^I^I11$
    3^I^I^I^I^I$' 0
}

@test 'pr -e expands input tabs (POSIX)' {
  run sh -c 'pr -t -e tabs | cat -A; pr -t -e4 tabs | cat -A; pr -t -ex4 tabs | cat -A; pr -t -e4 -2 tabs | cat -A; pr -t --expand-tabs=4 -W 6 tabs | cat -A'
  check 'a       b       c$
1$
2$
3$
x       y  $
        z$
a   b   c$
1$
2$
3$
x       y  $
    z$
a       b       c$
1$
2$
3$
           y  $
        z$
a   b^Ic^I^I^I    3$
1^I^I^I^I    x^I    y$
2^I^I^I^I    ^Iz$
a   b$
1$
2$
3$
x     $
    z$' 0
}

@test 'pr -i output tabs (POSIX)' {
  run sh -c 'pr -t -i tabs | cat -A; printf '\''a  b\nab  b\nab b\n'\'' | pr -t -i3 | cat -A; pr -t -ix -2 tabs | cat -A; pr -t -i4 -2 -n3 f1 | cat -A'
  check 'a^Ib^Ic$
1$
2$
3$
x^Iy$
^Iz$
a^Ib$
ab^I b$
ab b$
axbxcxx    3$
1xxxx    xx    y$
2xxxx    x    z$
  1^I^I1^I^I^I^I^I^I^I  3^I^I3$
  2^I^I2$' 0
}

@test 'pr input tabs in columns (GNU)' {
  run sh -c 'printf '\''1\nx\ty\tz\n'\'' | pr -t -2 -w 40 | cat -A; printf '\''abcdefgh\tx\nab\nabcdefg\tx\nab\n'\'' | pr -t -2 -a -w 20 | cat -A; printf '\''a\tb\n'\'' | pr -t -W 8 | cat -A'
  check '1^I^I    x^I    y^I    z$
abcdefgh  ab$
abcdefg x ab$
a^I$' 0
}

@test 'pr +PAGE and --pages (POSIX)' {
  run sh -c 'pr +2:3 -l 15 s30 | cat -A; pr -t +2 -l 5 -n s30 | head -2; pr -t --pages=3:4 -l 5 s30'
  check '$
$
2020-01-02 03:04                       s30                        Page 2$
$
$
6$
7$
8$
9$
10$
$
$
$
$
$
$
$
2020-01-02 03:04                       s30                        Page 3$
$
$
11$
12$
13$
14$
15$
$
$
$
$
$
    6	6
    7	7
11
12
13
14
15
16
17
18
19
20' 0
}

@test 'pr +PAGE past the end warns, status 0 (GNU)' {
  run sh -c 'pr -t +9 -l 5 s30; echo $?; pr -t +7 -l 5 s30; echo $?; pr -t +2 empty'
  check 'pr: starting page number 9 exceeds page count 7
0
0
pr: starting page number 2 exceeds page count 1' 0
}

@test 'pr -N with +PAGE counts from the first page printed (GNU)' {
  run sh -c 'pr -t -N 5 -n -l 5 +2:2 s30'
  check '    5	6
    6	7
    7	8
    8	9
    9	10' 0
}

@test 'pr -c and -v show control characters (GNU)' {
  run sh -c 'pr -t -c ctl | cat -A; pr -t -v ctl | cat -A; pr -t -c -2 ctl | cat -A; pr -t -v -2 -w 30 ctl | cat -A'
  check 'ab^Hc  d$
^A^Bx^M$
^H^Hq$
ab\010c  d$
\001\002x\015$
\010\010q$
ab^Hc  d^I^I^I    ^H^Hq$
^A^Bx^M$
ab\010c^I d     \010\010q$
\001\002x\015$' 0
}

@test 'pr control characters: zero width, backspace at column 0 dropped (GNU)' {
  run sh -c 'pr -t -2 -w 30 ctl | cat -A; pr -t ctl | od -An -c'
  check 'ab^Hc  d^I       q$
^A^Bx^M$
   a   b  \b   c           d  \n 001 002   x  \r  \n   q  \n' 0
}

@test 'pr binary input (GNU)' {
  run sh -c 'pr -t bin | od -An -c; pr -t -3 bin | od -An -c; pr -t -c -w 30 -2 bin | cat -A'
  check '  \0 001 002 003 004 005 006  \a  \t  \n  \v  \n  \f  \r 016 017
 020 021 022 023 024 025 026 027 030 031 032 033 034 035 036 037
       !   ~ 177 200 201 376 377  \n  \0   x  \0   y  \n
  \0 001 002 003 004 005 006  \a  \t  \t  \t  \v  \n  \f  \r 016
 017 020 021 022 023 024 025 026 027 030 031 032 033 034 035 036
 037       !   ~ 177 200 201 376 377  \t  \t  \t  \0   x  \0   y
  \n
^@^A^B^C^D^E^F ^K$
^L^M^N^O^P^Q^R^S ^@x^@y$' 0
}

@test 'pr digits and optional arguments in clusters (GNU)' {
  run sh -c 'pr -tn3 f1; pr -nt f1; pr -3at f3 | cat -A; pr -ta3 f3 | cat -A; pr -t -2 -st f3'
  check '  1	1
  2	2
  3	3


2020-01-02 03:04                        f1                        Page 1


    1t1
    2t2
    3t3


























































20^I^I^I21^I^I^I22$
23^I^I^I24$
20^I^I^I21^I^I^I22$
23^I^I^I24$
20t23
21t24
22' 0
}

@test 'pr missing file: message, others printed, status 1 (GNU)' {
  run sh -c 'pr -t f1 nosuch f2; echo $?'
  check '1
2
3
pr: nosuch: No such file or directory
10
11
1' 0
}

@test 'pr -r: no message, status 1 (GNU)' {
  run sh -c 'pr -r -t nosuch f1; echo $?'
  check '1
2
3
1' 0
}

@test 'pr -m with a missing file keeps its column (GNU)' {
  run sh -c 'pr -m -t f1 nosuch f2 | cat -A; pr -m -t nosuch'
  check 'pr: nosuch: No such file or directory
1^I^I^I10$
2^I^I^I11$
3^I^I^I$
pr: nosuch: No such file or directory' 1
}

@test 'pr -p is no pause when stdout is not a terminal (toybox)' {
  run sh -c 'pr -p -t f1'
  check '1
2
3' 0
}

@test 'pr page width too narrow (toybox)' {
  run sh -c 'pr -t -10 -w 5 s20; echo $?; pr -t -3 -w 5 -n s20; echo $?'
  check 'pr: page width too narrow
1
pr: page width too narrow
1' 0
}

@test 'pr bad options (toybox)' {
  run sh -c 'pr -m -2 f1; echo $?; pr -e0 f1; pr -nx3y f1; pr +0 f1; pr --pages=3:2 f1; echo $?; pr -l 0 f1 2>/dev/null; echo $?; pr -a -m f1 2>&1 | head -1; pr -q f1 2>&1 | head -1'
  check 'pr: no -COLUMNS with -m
1
pr: -e: bad argument '\''0'\''
pr: -n: bad argument '\''x3y'\''
pr: bad page range '\''0'\''
pr: bad page range '\''3:2'\''
1
1
pr: no -a with -m
pr: unknown option '\''-q'\''' 0
}

@test 'pr a file named +x is a file, -- ends options (toybox)' {
  run sh -c 'cp f1 +x; pr -t +x; cp f2 ./-3; pr -t -- -3'
  check '1
2
3
10
11' 0
}

@test 'pr UTF-8 characters are one column (toybox)' {
  run sh -c 'printf '\''caf\303\251 \303\251t\303\251\nx\n'\'' | pr -t -2 -w 20 | cat -A; printf '\''\303\251\303\251\303\251\n'\'' | pr -t -W 2'
  check 'cafM-CM-) M-CM-)tM-CM-)  x$
éé' 0
}

@test 'pr a directory is an error, the others still print (toybox)' {
  run sh -c 'mkdir d; pr -t d f1; echo $?'
  check 'pr: d: Is a directory
1
2
3
1' 0
}

@test 'pr write error (toybox)' {
  run sh -c 'pr f1 > /dev/full; echo $?'
  check 'pr: write error: No space left on device
1' 0
}

@test 'pr a form feed on a line of its own (GNU)' {
  run sh -c 'printf '\''c\n\f\nd\n'\'' | pr -t | od -An -c; printf '\''a\n\f\n'\'' | pr -l 11 -D X | od -An -c | tail -2'
  check '   c  \n  \f   d  \n
                   P   a   g   e       1  \n  \n  \n   a  \n  \n
  \n  \n  \n  \n' 0
}

@test 'pr -m pads an empty column only while a file goes on (GNU)' {
  run sh -c 'pr -m -t nonl f1 | cat -A; pr -m -t f1 nonl empty | cat -A; pr -m -t empty nonl empty | cat -A; printf "a\f" > ffa; pr -m -t f1 ffa empty | cat -A'
  check 'no newline^I^I^I    1$
^I^I^I^I    2$
^I^I^I^I    3$
1^I^I^Ino newline^I^I$
2^I^I^I^I^I^I$
3^I^I^I^I^I^I$
^I^I^Ino newline$
1^I^I^Ia^I^I^I$
2^I^I^I^I^I^I$
3^I^I^I^I^I^I$
^L' 0
}

@test 'pr -T keeps form feeds with 10 lines or less (GNU)' {
  run sh -c 'pr -T -l 10 ff | cat -A; pr -T -2 ff | cat -A; pr -T -m ff f1 | cat -A'
  check 'a$
^Lb$
c$
^Ld$
a$
b^I^I^I^I    c$
d$
a^I^I^I^I    1$
^I^I^I^I    2$
^I^I^I^I    3$
b^I^I^I^I    $
c^I^I^I^I    $
d^I^I^I^I    $' 0
}

@test 'pr a tab separator goes to the next tab stop (toybox)' {
  run sh -c 'printf '\''a\nx       y\n'\'' | pr -t -2 -J | cat -A; printf '\''abc\nx       y\n'\'' | pr -t -2 -s | cat -A'
  check 'a^Ix^Iy$
abc^Ix^Iy$' 0
}

@test 'pr -i in one column: input tabs are white space (toybox)' {
  run sh -c 'printf '\''a\tb\tc\na\t       x\n'\'' | pr -t -i3 | cat -A; printf '\''a\t       x\n'\'' | pr -t -i | cat -A'
  check 'a^I^I  b^I^I c$
a^I^I^I^I^Ix$
a^I       x$' 0
}

@test 'pr a line cut at its first character is empty (toybox)' {
  run sh -c 'printf '\''\t\tz\n1\n2\n'\'' | pr -t -W 4 | cat -A; printf '\''\t\tz\n1\n2\n'\'' | pr -t -2 -w 9 | cat -A'
  check '$
1$
2$
     2$
1$' 0
}

@test 'pr -p on a terminal beeps and waits for Enter before each page (toybox)' {
  needs_cmd script
  run sh -c 'printf '\''\n\n\n'\'' | timeout 20 script -qec '\''pr -p -l 12 f1 f2'\'' /dev/null | tr -cd '\''\a'\'' | wc -c'
  check '3' 0
}
