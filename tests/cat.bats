#!/usr/bin/env bats
# cat: POSIX cat -u, with GNU's -v -e -E -t -T -A -n -b -s. The expected
# outputs below are what GNU cat 9.1 prints for the same input.

load helper

bin() { printf 'a\r\nb\tc\001\377\200\n\n\n\nd' > bin; }
txt() { printf 'a\r\nb\tc\n\n\n\nd' > txt; }

@test "cat: files in order, stdin for - (POSIX)" {
  printf 'one\n' > a
  printf 'two' > b
  run sh -c 'echo in | cat a - b -'
  check "one
in
two" 0
}

@test "cat: no arguments copies stdin" {
  run sh -c 'printf "x\ny" | cat'
  check "x
y" 0
}

@test "cat: empty file and empty stdin" {
  : > empty
  run sh -c 'cat empty </dev/null; cat </dev/null'
  check "" 0
}

@test "cat: binary data comes through unchanged" {
  head -c 300000 /dev/urandom > rnd
  cat rnd > out
  cmp rnd out
  cat < rnd > out2
  cmp rnd out2
  run sh -c 'cat rnd rnd | cmp - rnd'
  [ "$status" = 1 ]
  cat rnd rnd > both
  [ "$(wc -c < both)" = 600000 ]
}

@test "cat: through a pipe and from a pipe" {
  head -c 200000 /dev/urandom > rnd
  run sh -c 'cat rnd | cat | cat - | cmp - rnd'
  check "" 0
}

@test "cat: a long line with no newline" {
  head -c 1000000 /dev/zero | tr '\0' x > long
  run sh -c 'cat -n long | wc -c'
  check "1000007" 0
}

@test "cat -u: unbuffered, output unchanged (POSIX)" {
  printf 'a\nb' > f
  run cat -u f
  check "a
b" 0
}

@test "cat -A: ^X, M-, ^I, \$ (GNU)" {
  bin
  run cat -A bin
  check 'a^M$
b^Ic^AM-^?M-^@$
$
$
$
d' 0
}

@test "cat -e: -vE (GNU)" {
  bin
  run cat -e bin
  check 'a^M$
b	c^AM-^?M-^@$
$
$
$
d' 0
}

@test "cat -t: -vT (GNU)" {
  bin
  run cat -t bin
  check 'a^M
b^Ic^AM-^?M-^@



d' 0
}

@test "cat -v: all 256 bytes (GNU)" {
  printf '\000\037\040\176\177\200\211\237\240\376\377\t' > all
  run cat -v all
  check '^@^_ ~^?M-^@M-^IM-^_M- M-~M-^?	' 0
}

@test "cat -E: \$ at line ends, ^M\$ for CRLF, lone CR kept (GNU)" {
  txt
  run cat -E txt
  check 'a^M$
b	c$
$
$
$
d' 0
  run sh -c 'printf "x\ry\r" | cat -E | od -An -c'
  check '   x  \r   y  \r' 0
}

@test "cat -E: CR at the end of one file, newline at the start of the next (GNU)" {
  printf 'a\r' > x
  printf '\nb' > y
  run cat -E x y
  check 'a^M$
b' 0
}

@test "cat -T: only tabs shown (GNU)" {
  txt
  run sh -c 'cat -T txt | od -An -c'
  check '   a  \r  \n   b   ^   I   c  \n  \n  \n  \n   d' 0
}

@test "cat -n: numbers continue across files (GNU)" {
  txt
  run sh -c 'cat -n txt txt | tr "\r" R'
  check '     1	aR
     2	b	c
     3	
     4	
     5	
     6	daR
     7	b	c
     8	
     9	
    10	
    11	d' 0
}

@test "cat -b: empty lines not numbered, -b wins over -n (GNU)" {
  txt
  run sh -c 'cat -b txt | tr "\r" R'
  check '     1	aR
     2	b	c



     3	d' 0
  run sh -c 'cat -nb txt | tr "\r" R'
  check '     1	aR
     2	b	c



     3	d' 0
}

@test "cat -s: runs of empty lines squeezed, also across files (GNU)" {
  printf '\n\n\na\n\n\nb\n\n' > s1
  printf '\n\nc\n' > s2
  run cat -s s1 s2
  check '
a

b

c' 0
}

@test "cat -ns and -bs (GNU)" {
  printf 'a\n\n\n\nb\n' > s
  run cat -ns s
  check '     1	a
     2	
     3	b' 0
  run cat -bs s
  check '     1	a

     2	b' 0
}

@test "cat -n: wide numbers keep growing (GNU)" {
  run sh -c 'seq 1000000 | cat -n | tail -n 1'
  check "1000000	1000000" 0
}

@test "cat: missing file reported, the others still copied, exit 1" {
  echo hi > g
  run cat nosuch g
  check "cat: nosuch: No such file or directory
hi" 1
}

@test "cat: a directory is an error, exit 1 (GNU)" {
  mkdir d
  echo hi > g
  run cat d g
  check "cat: d: Is a directory
hi" 1
  run cat -n d g
  check "cat: d: Is a directory
     1	hi" 1
}

@test "cat: unreadable file" {
  not_root
  echo secret > f
  chmod 000 f
  run cat f
  check "cat: f: Permission denied" 1
}

@test "cat: input file is output file (GNU)" {
  echo hello > f
  run sh -c 'cat f >> f'
  check "cat: f: input file is output file" 1
  run cat f
  check "hello" 0
  echo x > g
  run sh -c 'cat g f g >> f; cat f'
  check "cat: f: input file is output file
hello
x
x" 0
}

@test "cat: file onto itself truncated first is no error (GNU)" {
  echo hello > f
  run sh -c 'cat f > f; echo $?; wc -c < f'
  check "0
0" 0
}

@test "cat: closed stdin (GNU)" {
  run sh -c 'cat <&-'
  check "cat: -: Bad file descriptor" 1
}

@test "cat > /dev/full: write error, exit 1" {
  echo hi > g
  run sh -c 'cat g > /dev/full'
  check "cat: write error: No space left on device" 1
  run sh -c 'cat -n g > /dev/full'
  check "cat: write error: No space left on device" 1
}

@test "cat: closed stdout is a write error" {
  echo hi > g
  run sh -c 'cat g >&-'
  check "cat: write error: Bad file descriptor" 1
}

@test "cat: bad option" {
  run cat -x
  check "cat: unknown option '-x'
usage: cat [-uvtTeEnbsA] [FILE...]" 1
}

@test "cat: names with spaces and a file called -n after --" {
  echo sp > "a b"
  echo dash > ./-n
  run cat "a b" -- -n
  check "sp
dash" 0
}

@test "cat: output file among the inputs after another file (GNU)" {
  echo g > g
  echo f > f
  run sh -c 'cat g f > f; echo $?; cat f'
  check "cat: f: input file is output file
1
g" 0
  echo f > f
  run sh -c 'cat -n g f > f; echo $?; cat f'
  check "cat: f: input file is output file
1
     1	g" 0
}

@test "cat: output file read from its end is no error" {
  echo abc > f
  run sh -c '{ cat >/dev/null; cat -; } < f >> f; echo $?; cat f'
  check "0
abc" 0
}

@test "cat -n: a long line through the block copy, > /dev/full" {
  head -c 600000 /dev/zero | tr '\0' x > long
  run sh -c 'cat -n long > /dev/full'
  check "cat: write error: No space left on device" 1
}
