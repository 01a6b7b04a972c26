#!/usr/bin/env bats
# fold: expected outputs are GNU fold's (in bytes, the C locale) on this
# machine; UTF-8 columns are toybox's own (this GNU fold counts bytes).

load helper

setup() {
  cd "$BATS_TEST_TMPDIR" || return 1
  printf "hello world this is a long line of text\n" > t; printf "a\tb\tc\td\n" > tab; printf "abc\bde\rfghij\n" > ctl; printf abcdef > nonl; : > empty
}

@test "fold -w (POSIX)" {
  run sh -c 'fold -w 10 t'
  check 'hello worl
d this is 
a long lin
e of text' 0
}

@test "fold default width 80" {
  run sh -c 'fold t'
  check 'hello world this is a long line of text' 0
}

@test "fold -s breaks after blanks (GNU)" {
  run sh -c 'fold -s -w 10 t'
  check 'hello 
world 
this is a 
long line 
of text' 0
}

@test "fold tabs go to multiples of 8 (GNU)" {
  run sh -c 'fold -w 10 tab'
  check 'a	b
	c
	d' 0
}

@test "fold -b counts tab as one byte (GNU)" {
  run sh -c 'fold -b -w 10 tab; fold -b -w 3 tab'
  check 'a	b	c	d
a	b
	c	
d' 0
}

@test "fold backspace and carriage return (GNU)" {
  run sh -c 'fold -w 3 ctl | od -An -c'
  check '   a   b   c  \b   d  \n   e  \r   f   g   h  \n   i   j  \n' 0
}

@test "fold no final newline, empty input" {
  run sh -c 'fold -w 2 nonl; echo; fold empty'
  check 'ab
cd
ef' 0
}

@test "fold -s with a word longer than the width (GNU)" {
  run sh -c 'printf "verylongword x\n" | fold -s -w 5'
  check 'veryl
ongwo
rd x' 0
}

@test "fold -s tab after a word (GNU)" {
  run sh -c 'printf "ms\tx\n" | fold -s -w 5 | od -An -c'
  check '   m   s  \n  \t  \n   x  \n' 0
}

@test "fold -w 1" {
  run sh -c 'printf "ab c\n" | fold -w 1'
  check 'a
b
 
c' 0
}

@test "fold UTF-8 characters by display width in a UTF-8 locale" {
  run sh -c 'printf "d\303\251j\303\240 vu\n" | LC_ALL=C.UTF-8 fold -w 4'
  check "déjà
 vu" 0
  run sh -c 'printf "\346\227\245\346\234\254\350\252\236\n" | LC_ALL=C.UTF-8 fold -w 5'
  check "日本
語" 0
}

@test "fold -b and the C locale count bytes" {
  run sh -c 'printf "d\303\251j\n" | LC_ALL=C.UTF-8 fold -b -w 2 | od -An -tx1'
  check " 64 c3 0a a9 6a 0a" 0
  run sh -c 'printf "d\303\251j\n" | LC_ALL=C fold -w 2 | od -An -tx1'
  check " 64 c3 0a a9 6a 0a" 0
}

@test "fold invalid UTF-8 and NUL bytes are one column" {
  run sh -c 'printf "\377\000\376x\n" | LC_ALL=C.UTF-8 fold -w 2 | od -An -tx1'
  check " ff 00 0a fe 78 0a" 0
}

@test "fold long lines" {
  awk 'BEGIN{for(i=0;i<100000;i++) printf "x"; print ""}' > long
  run sh -c 'fold -w 1000 long | wc -l'
  check "100" 0
}

@test "fold -w 0 and bad width are errors" {
  run fold -w 0 t
  [ "$status" -eq 1 ] && [ "${lines[0]}" = "fold: -w: 0 below minimum 1" ]
}

@test "fold missing file: error, goes on, exit 1" {
  run fold -w 3 nonl nosuch nonl
  check "abc
deffold: nosuch: No such file or directory
abc
def" 1
}
