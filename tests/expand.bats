#!/usr/bin/env bats
# expand: expected outputs are GNU expand's (C locale) on this machine.

load helper

setup() {
  cd "$BATS_TEST_TMPDIR" || return 1
  printf "a\tb\tc\n\t\tx\ty\nab\bc\td\n  \t x\tz\nnone\n\tnonl" > e1; : > empty
}

@test "expand default stops every 8 (POSIX), no final newline kept" {
  run sh -c 'expand e1'
  check 'a       b       c
                x       y
abc      d
         x      z
none
        nonl' 0
}

@test "expand -t N (GNU)" {
  run sh -c 'expand -t 4 e1'
  check 'a   b   c
        x   y
abc  d
     x  z
none
    nonl' 0
}

@test "expand -t list, one space past the last stop (GNU)" {
  run sh -c 'expand -t 4,8,12 e1; expand -t 3,5 e1'
  check 'a   b   c
        x   y
abc  d
     x  z
none
    nonla  b c
     x y
abc d
    x z
none
   nonl' 0
}

@test "expand -i only leading tabs (GNU)" {
  run sh -c 'expand -i e1; expand -i -t 4 e1'
  check 'a	b	c
                x	y
abc	d
         x	z
none
        nonla	b	c
        x	y
abc	d
     x	z
none
    nonl' 0
}

@test "expand --initial is -i (GNU)" {
  run sh -c 'printf "\ta\tb\n  \tc\td\n" | expand --initial'
  check '        a	b
        c	d' 0
}

@test "expand -t 1 and --tabs" {
  run sh -c 'expand -t 1 e1; expand --tabs=2 e1'
  check 'a b c
  x y
abc d
    x z
none
 nonla b c
    x y
abc  d
     x  z
none
  nonl' 0
}

@test "expand empty input and stdin" {
  run sh -c 'expand empty; printf "\tx\n" | expand -t 2 -'
  check '  x' 0
}

@test "expand UTF-8 characters are one column each in a UTF-8 locale" {
  run sh -c 'printf "\303\251\tx\n\346\227\245\tx\n" | LC_ALL=C.UTF-8 expand -t 4'
  check "é   x
日  x" 0
}

@test "expand bad tab lists (GNU messages)" {
  run expand -t 0 e1
  check "expand: tab size cannot be 0" 1
  run expand -t 4,2 e1
  check "expand: tab sizes must be ascending" 1
  run expand -t x e1
  check "expand: tab size contains invalid character(s): 'x'" 1
}

@test "expand long lines and binary data" {
  awk 'BEGIN{for(i=0;i<50000;i++) printf "\tx"; print ""}' > long
  run sh -c 'expand long | wc -c'
  check "400002" 0
  run sh -c 'printf "\000\tA\377\tB\n" | expand -t 4 | od -An -tx1'
  check " 00 20 20 20 41 ff 20 20 42 0a" 0
}

@test "expand missing file: error, goes on, exit 1" {
  run expand empty nosuch empty
  check "expand: nosuch: No such file or directory" 1
}
