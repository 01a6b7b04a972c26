#!/usr/bin/env bats
# pr: POSIX, with GNU coreutils' pr as the reference for the layout. Files get
# a fixed mtime (TZ=UTC from helper.bash) so the header dates are stable.

load helper

H='2020-01-02 03:04                        f                         Page'

mk()
{
  seq 3 > f
  seq 10 > g
  touch -d '2020-01-02 03:04' f g
}

@test "pr default page: 5-line header, 66 lines (GNU)" {
  mk
  run sh -c 'pr f | wc -l; pr f | head -n 8'
  check "66


$H 1


1
2
3"
  run sh -c 'pr f | tail -n +9 | tr -d "\n" | wc -c'
  check "0"
}

@test "pr -l: short pages, numbered; the last one padded (GNU)" {
  mk
  run pr -l 12 f
  check "

$H 1


1
2







$H 2


3"
  run sh -c 'pr -l 12 f | wc -l'
  check "24"
}

@test "pr -l 10 or less: no header, like -t (GNU)" {
  mk
  run pr -l 10 f
  check "1
2
3"
}

@test "pr -h header centred; long header; -w for the header width (GNU)" {
  mk
  run sh -c 'pr -l 11 -h "my header" f | sed -n 3p'
  check "2020-01-02 03:04                    my header                     Page 1"
  run sh -c 'pr -w 30 -l 11 f | sed -n 3p'
  check "2020-01-02 03:04   f    Page 1"
  run sh -c 'pr -w 30 -l 11 -h "a very long header that overflows" f | sed -n 3p'
  check "2020-01-02 03:04 a very long header that overflows Page 1"
}

@test "pr -D date format (GNU)" {
  mk
  run sh -c 'pr -D "%d/%m/%Y" -l 11 f | sed -n 3p'
  check "02/01/2020                           f                            Page 1"
}

@test "pr -t -COLUMN: down, balanced, padded with tabs (GNU)" {
  mk
  run pr -t -3 g
  check "$(printf '1\t\t\t5\t\t\t8\n2\t\t\t6\t\t\t9\n3\t\t\t7\t\t\t10\n4')"
  run sh -c 'seq 11 | pr -t -3'
  check "$(printf '1\t\t\t5\t\t\t9\n2\t\t\t6\t\t\t10\n3\t\t\t7\t\t\t11\n4\t\t\t8')"
  run sh -c 'seq 5 | pr -t -4'
  check "$(printf '1\t\t  3\t\t    4\t\t      5\n2')"
  run pr -t --columns=2 f
  check "$(printf '1\t\t\t\t    3\n2')"
}

@test "pr -a: columns filled across (GNU)" {
  mk
  run pr -t -3 -a g
  check "$(printf '1\t\t\t2\t\t\t3\n4\t\t\t5\t\t\t6\n7\t\t\t8\t\t\t9\n10')"
}

@test "pr columns over several pages (GNU)" {
  run sh -c 'printf "%s\n" a b c d e | pr -t -2 -l 2'
  check "$(printf 'a\t\t\t\t    c\nb\t\t\t\t    d\ne')"
}

@test "pr columns cut lines to fit; single column doesn't (GNU)" {
  a=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
  run sh -c 'printf "%s\n" "$1" b | pr -t -2' sh $a
  check "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa b"
  run sh -c 'printf "%s\n" "$1" b | pr -t' sh $a
  check "$a
b"
  run sh -c 'echo abc | pr -t -w 5 -2'
  check "ab"
  run sh -c 'echo abcdef | pr -t -W 3'
  check "abc"
}

@test "pr -s: separator instead of padding, no cutting (GNU)" {
  mk
  run pr -t -3 -s g
  check "$(printf '1\t5\t8\n2\t6\t9\n3\t7\t10\n4')"
  run pr -t -3 -s: g
  check "1:5:8
2:6:9
3:7:10
4"
  run pr -t -a -3 -s, g
  check "1,2,3
4,5,6
7,8,9
10"
}

@test "pr -m: files side by side (GNU)" {
  mk
  run pr -t -m f g
  check "$(printf '1\t\t\t\t    1\n2\t\t\t\t    2\n3\t\t\t\t    3\n\t\t\t\t    4')
$(printf '\t\t\t\t    %s\n' 5 6 7 8 9 10)"
  run sh -c 'echo a | pr -t -m -s f -'
  check "$(printf '1\ta\n2\t\n3\t')"
  : > e
  run pr -t -m f e
  check "$(printf '1\t\t\t\t    \n2\t\t\t\t    \n3\t\t\t\t    ')"
}

@test "pr -m header: no file name, current date (GNU)" {
  mk
  run sh -c 'pr -m -l 11 f g | sed -n 3p | cut -c17-'
  check "                                                  Page 1"
  run sh -c 'pr -m -l 11 -h hi f g | sed -n 3p | cut -c17-'
  check "                        hi                        Page 1"
}

@test "pr -n: numbers, custom char and width, -N first number (GNU)" {
  mk
  run pr -t -n f
  check "$(printf '    1\t1\n    2\t2\n    3\t3')"
  run pr -t -n:3 f
  check "  1:1
  2:2
  3:3"
  run pr -t -n3 -N 9 f
  check "$(printf '  9\t1\n 10\t2\n 11\t3')"
  run pr -t -n -3 g
  check "$(printf '    1\t1\t\t    5\t5\t\t    8\t8\n    2\t2\t\t    6\t6\t\t    9\t9\n    3\t3\t\t    7\t7\t\t   10\t10\n    4\t4')"
  run sh -c 'pr -t -n -m f g | head -n 4'
  check "$(printf '    1\t1\t\t\t\t1\n    2\t2\t\t\t\t2\n    3\t3\t\t\t\t3\n    4\t\t\t\t\t4')"
}

@test "pr -d double spacing; odd body (GNU)" {
  mk
  run pr -t -d f
  check "1

2

3"
  run sh -c 'pr -t -d f | wc -l'
  check "6"
  run sh -c 'pr -d -l 15 g | wc -l; pr -d -l 15 g | sed -n 6,9p'
  check "70
1

2"
}

@test "pr -o offset, also on the header (GNU)" {
  mk
  run pr -t -o 3 f
  check "   1
   2
   3"
  run sh -c 'pr -o 2 -l 12 f | head -n 4 | tr " " .'
  check "..

..${H// /.}.1"
  run sh -c 'seq 4 | pr -t -2 -o 3'
  check "$(printf '   1\t\t\t\t       3\n   2\t\t\t\t       4')"
}

@test "pr -e expands input tabs, -i makes output tabs (GNU)" {
  run sh -c 'printf "a\tb\n" | pr -t'
  check "$(printf 'a\tb')"
  run sh -c 'printf "a\tb\n" | pr -t -e'
  check "a       b"
  run sh -c 'printf "a,b\n" | pr -t -e,4'
  check "a   b"
  run sh -c 'printf "a        b\n" | pr -t -i'
  check "$(printf 'a\t b')"
  run sh -c 'printf "a        b\n" | pr -t -i.4'
  check "a.. b"
}

@test "pr -F: form feed instead of padding (GNU)" {
  mk
  run sh -c 'pr -F -l 13 -h H g | head -n 11 | tr "\n\f " "|F_" | tr -s _'
  check "||2020-01-02_03:04_H_Page_1|||1|2|3|F||2020-01-02_03:04_H_Page_2|"
  run sh -c 'pr -f -l 13 f | tail -c 5 | od -An -c'
  check "   2  \n   3  \n  \f"
}

@test "pr input form feeds start a new page; -t keeps them, -T drops them (GNU)" {
  run sh -c 'printf "a\fb\nc\n" | pr -l 13 -h H | sed -n 6p\;19,20p'
  check "a
b
c"
  run sh -c 'printf "a\fb\n" | pr -t | od -An -c'
  check "   a  \n  \f   b  \n"
  run sh -c 'printf "a\fb\n" | pr -T | od -An -c'
  check "   a  \n   b  \n"
}

@test "pr +PAGE[:LAST] and --pages (GNU)" {
  mk
  run sh -c 'pr +2 -l 11 g | sed -n 3p; pr +2:3 -l 11 g | wc -l'
  check "2020-01-02 03:04                        g                         Page 2
22"
  run sh -c 'pr --pages=10 -l 11 g | sed -n 3,6p'
  check "2020-01-02 03:04                        g                        Page 10


10"
  run pr -t +4 -l 3 g
  check "10"
}

@test "pr several files: pages restart at 1 for each (GNU)" {
  mk
  run sh -c 'pr -l 11 f g | grep -c Page; pr -l 11 f g | grep "g.*Page 1\$" | wc -l'
  check "13
1"
}

@test "pr empty input and no final newline (GNU)" {
  : > e
  run pr e
  check ""
  run sh -c 'printf "x" | pr -t'
  check "x"
  run sh -c 'printf "\0a\377\n" | pr -t | od -An -c'
  check "  \0   a 377  \n"
}

@test "pr missing file: error, carries on, exit 1; -r: no message (GNU)" {
  mk
  run pr -t f nofile f
  check "1
2
3
pr: nofile: No such file or directory
1
2
3" 1
  run pr -t -r nofile f
  check "1
2
3" 1
}

@test "pr bad options and numbers" {
  mk
  run pr -x f
  [ "$status" = 1 ] && [[ "$output" == "pr: unknown option '-x'"* ]]
  run pr -l 0 f
  [ "$status" = 1 ] && [[ "$output" == "pr: -l: 0 below minimum 1"* ]]
  run pr -3 -m f f
  check "pr: no -COLUMN with -m" 1
  run pr +0 f
  check "pr: bad page range '0'" 1
  run pr -t -- -3
  check "pr: -3: No such file or directory" 1
}

@test "pr > /dev/full: error, exit 1" {
  mk
  run sh -c 'pr f > /dev/full'
  check "pr: write error: No space left on device" 1
}

@test "pr --help" {
  run pr --help
  [ "$status" = 0 ] && [[ "$output" == "usage: pr "* ]]
}
