#!/usr/bin/env bats
# nl: expected outputs are GNU nl's (C locale) on this machine.

load helper

setup() {
  cd "$BATS_TEST_TMPDIR" || return 1
  printf 'a\n\nb\n\n\n\nc\n' > n1; printf 'h\n\\:\\:\\:\nhead\n\\:\\:\nbody\n\n\\:\nfoot\n\\:\\:\nb2\n' > n2; printf 'x\n\nabcabc\nabcabcabc\n' > n3; : > empty
}

@test "nl default: -bt -hn -fn, width 6, tab (POSIX)" {
  run sh -c 'nl n1 | od -An -c; nl n3'
  check $'                       1  \\t   a  \\n                            \n  \\n                       2  \\t   b  \\n                        \n      \\n                              \\n                        \n      \\n                       3  \\t   c  \\n\n     1\tx\n       \n     2\tabcabc\n     3\tabcabcabc' 0
}

@test "nl -ba and -l N joins empty lines (GNU)" {
  run sh -c 'nl -ba n1; nl -ba -l 2 n1; nl -ba -l 3 n1'
  check '     1	a
     2	
     3	b
     4	
     5	
     6	
     7	c
     1	a
       
     2	b
       
     3	
       
     4	c
     1	a
       
     2	b
       
       
     3	
     4	c' 0
}

@test "nl -bn, -b pBRE (GNU)" {
  run sh -c 'nl -bn n3; nl -b "pa.*c$" n3; nl -b "p^$" n1'
  check '       x
       
       abcabc
       abcabcabc
       x
       
     1	abcabc
     2	abcabcabc
       a
     1	
       b
     2	
     3	
     4	
       c' 0
}

@test "nl sections: header, body, footer, -h -f styles, numbering restarts (GNU)" {
  run sh -c 'nl n2; nl -ha -fa n2; nl -ht -fpo n2'
  check '     1	h

       head

     1	body
       

       foot

     1	b2
     1	h

     1	head

     1	body
       

     1	foot

     1	b2
     1	h

     1	head

     1	body
       

     1	foot

     1	b2' 0
}

@test "nl -p does not restart numbering (GNU)" {
  run sh -c 'nl -p -ha -fa n2'
  check '     1	h

     2	head

     3	body
       

     4	foot

     5	b2' 0
}

@test "nl -d CC, one char C means C:, multi-char, empty (GNU)" {
  run sh -c 'printf "a\nxx\nb\nx:x:\nc\n" > d1; nl -d x d1; nl -d xx d1; nl -d "" d1; nl -d "\\" n2'
  check '     1	a
     2	xx
     3	b

     1	c
     1	a

       b
       x:x:
       c
     1	a
     2	xx
     3	b
     4	x:x:
     5	c
     1	h

       head

     1	body
       

       foot

     1	b2' 0
}

@test "nl -n ln rn rz, -w, -s (GNU)" {
  run sh -c 'nl -n ln n3; nl -n rn -w 2 n3; nl -n rz -w 3 -s XY n3; nl -s "" n3'
  check '1     	x
       
2     	abcabc
3     	abcabcabc
 1	x
   
 2	abcabc
 3	abcabcabc
001XYx
     
002XYabcabc
003XYabcabcabc
     1x
      
     2abcabc
     3abcabcabc' 0
}

@test "nl -v -i, negative numbers (GNU)" {
  run sh -c 'nl -v 10 -i 5 n3; nl -v -3 -i -2 -w 3 -n rz n3'
  check '    10	x
       
    15	abcabc
    20	abcabcabc
-03	x
    
-05	abcabc
-07	abcabcabc' 0
}

@test "nl long options (GNU)" {
  run sh -c 'nl --body-numbering=a --number-width=2 --number-separator=: --starting-line-number=5 --line-increment=3 --number-format=rz --join-blank-lines=2 n1; nl --header-numbering=a --footer-numbering=a --no-renumber --section-delimiter=@ n2'
  check $'05:a\n   \n08:b\n   \n11:\n   \n14:c\n     1\th\n     2\t\\:\\:\\:\n     3\thead\n     4\t\\:\\:\n     5\tbody\n       \n     6\t\\:\n     7\tfoot\n     8\t\\:\\:\n     9\tb2' 0
}

@test "nl empty input, stdin, -, no final newline, NUL bytes" {
  run sh -c 'nl empty; printf "a\nb" | nl - | od -An -c; printf "a\000b\n\000\nc" | nl -b pb | od -An -c'
  check $'                       1  \\t   a  \\n                       2  \\t\n   b  \\n\n                       1  \\t   a  \\0   b  \\n                    \n          \\0  \\n                               c  \\n' 0
}

@test "nl line number overflow stops with an error (GNU)" {
  run sh -c 'printf "a\nb\nc\n" | nl -v 9223372036854775806 2>/dev/null; echo $?'
  check '9223372036854775806	a
9223372036854775807	b
1' 0
}

@test "nl missing file: error, goes on, exit 1" {
  run sh -c 'nl n3 nosuch n3'
  check '     1	x
       
     2	abcabc
     3	abcabcabc
nl: nosuch: No such file or directory
     4	x
       
     5	abcabc
     6	abcabcabc' 1
}

@test "nl bad styles and formats: error, exit 1 (GNU)" {
  run sh -c 'for o in "-b x" "-h q" "-n xx"; do nl $o n1 2>err; echo $?; head -c 24 err; echo; done'
  check $'1\nnl: invalid body numberi\n1\nnl: invalid header numbe\n1\nnl: invalid line numberi' 0
}


@test "nl bad option, bad numbers: usage error, exit 1" {
  run nl -z n1
  [ "$status" = 1 ]
  [ "${lines[0]}" = "nl: unknown option '-z'" ]
  run nl -w 0 n1
  [ "$status" = 1 ]
  run nl -l 0 n1
  [ "$status" = 1 ]
  run nl -i x n1
  [ "$status" = 1 ]
  run nl -b 'p\(' n1
  [ "$status" = 1 ]
}

@test "nl > /dev/full: error, exit 1" {
  run sh -c 'nl n1 > /dev/full'
  [ "$status" = 1 ]
  [ -n "$output" ]
}
