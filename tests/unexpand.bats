#!/usr/bin/env bats
# unexpand: expected outputs are GNU unexpand's (C locale) on this machine.
# Tabs are shown as > in some outputs.

load helper

setup() {
  cd "$BATS_TEST_TMPDIR" || return 1
  printf '        lead\n    \t  mid  dle        x\nabcdefg \tx\nab  x\n  \t y\n       \n \bq        r\nno nl        ' > u1; : > empty
}

@test "unexpand default: leading blanks only (POSIX)" {
  run sh -c 'unexpand u1 | tr "\t" ">"'
  check $'>lead\n>  mid  dle        x\nabcdefg >x\nab  x\n> y\n       \n \010q        r\nno nl        ' 0
}

@test "unexpand -a and --all: runs of 2+ blanks, a lone space stays (GNU)" {
  run sh -c 'unexpand -a u1 | tr "\t" ">"; unexpand --all u1 | tr "\t" ">"'
  check $'>lead\n>  mid  dle>  x\nabcdefg>>x\nab  x\n> y\n       \n \010q> r\nno nl>     >lead\n>  mid  dle>  x\nabcdefg>>x\nab  x\n> y\n       \n \010q> r\nno nl>     ' 0
}

@test "unexpand -t N implies -a (GNU)" {
  run sh -c 'unexpand -t 4 u1 | tr "\t" ">"'
  check $'>>lead\n>>  mid  dle>>  x\nabcdefg>>x\nab>x\n> y\n>   \n \010q>> r\nno nl>> ' 0
}

@test "unexpand -t list, nothing converted past the last stop (GNU)" {
  run sh -c 'unexpand -t 3,5,9 u1 | tr "\t" ">"; printf "ab  x\nabc x\n\t\t\t\b \t\n" | unexpand -t 3,4,6 | od -An -c'
  check $'>>   lead\n>>  mid  dle        x\nabcdefg>x\nab> x\n> y\n>>  \n \010q>>>r\nno nl>       a   b  \\t  \\t   x  \\n   a   b   c       x  \\n  \\t  \\t  \\t  \\b\n      \\t  \\n' 0
}

@test "unexpand --first-only overrides -t, -a --first-only (GNU)" {
  run sh -c 'unexpand --first-only -t 4 u1 | tr "\t" ">"; unexpand -a --first-only u1 | tr "\t" ">"'
  check $'>>lead\n>>  mid  dle        x\nabcdefg >x\nab  x\n> y\n>   \n \010q        r\nno nl        >lead\n>  mid  dle        x\nabcdefg >x\nab  x\n> y\n       \n \010q        r\nno nl        ' 0
}

@test "unexpand -t 1 and --tabs=2 (GNU)" {
  run sh -c 'unexpand -t 1 u1 | tr "\t" ">"; unexpand --tabs=2 u1 | tr "\t" ">"'
  check $'>>>>>>>>lead\n>>>>>>>mid>>dle>>>>>>>>x\nabcdefg>>x\nab>>x\n>>>>y\n>>>>>>>\n>\010q>>>>>>>>r\nno nl>>>>>>>>>>>>lead\n>>>>mid> dle>>>>x\nabcdefg>>x\nab>x\n>> y\n>>> \n \010q>>>> r\nno nl>>>> ' 0
}

@test "unexpand lone space at a stop before more blanks (GNU)" {
  run sh -c 'printf "abcdefg \tx\nabcdefg x\n x\na x\n" | unexpand -a | tr "\t" ">"; printf " x\na x\n\b x\n" | unexpand -t 1 | od -An -c'
  check $'abcdefg>>x\nabcdefg x\n x\na x\n  \\t   x  \\n   a       x  \\n  \\b       x  \\n' 0
}

@test "unexpand backspace ends the leading blanks (GNU)" {
  run sh -c 'printf " \b\t\b \t\n\b \tx\n" | unexpand -t 4 --first-only | od -An -c'
  check $'      \\b  \\t  \\b      \\t  \\n  \\b      \\t   x  \\n' 0
}

@test "unexpand empty input, stdin and -" {
  run sh -c 'unexpand empty; printf "        x\n" | unexpand - | od -An -c'
  check $'  \\t   x  \\n' 0
}

@test "unexpand bad tab lists (GNU messages)" {
  run sh -c 'unexpand -t 0 u1; echo $?; unexpand -t 4,2 u1; echo $?; unexpand -t x u1; echo $?'
  check $'unexpand: tab size cannot be 0\n1\nunexpand: tab sizes must be ascending\n1\nunexpand: tab size contains invalid character(s): \'x\'\n1' 0
}

@test "unexpand binary data and long lines" {
  run sh -c 'printf "\000       \377 \tB        \n" | unexpand -a | od -An -tx1; awk "BEGIN{for(i=0;i<50000;i++) printf \"        x\"; print \"\"}" > long; unexpand -a long | wc -c'
  check ' 00 09 ff 09 42 09 20 0a
275001' 0
}

@test "unexpand missing file: error, goes on, exit 1" {
  run sh -c 'unexpand u1 nosuch empty | wc -l; unexpand nosuch empty'
  check 'unexpand: nosuch: No such file or directory
7
unexpand: nosuch: No such file or directory' 1
}

@test "unexpand bad option: usage error" {
  run unexpand -z u1
  [ "$status" = 1 ]
  [ "${lines[0]}" = "unexpand: unknown option '-z'" ]
}

@test "unexpand > /dev/full: error, exit 1" {
  run sh -c 'unexpand u1 > /dev/full'
  [ "$status" = 1 ]
  [ -n "$output" ]
}

@test "unexpand UTF-8 characters are one column each in a UTF-8 locale (like expand)" {
  run sh -c 'printf "\303\251\303\251      x\n" | LC_ALL=C.UTF-8 unexpand -a | od -An -c'
  check ' 303 251 303 251  \t   x  \n' 0
}
