#!/usr/bin/env bats
# strings: expected outputs are GNU strings' (binutils, C locale) on this machine.

load helper

setup() {
  cd "$BATS_TEST_TMPDIR" || return 1
  printf 'abc\0defg\thij\001klmnop\nqrstu\377vwxyz12' > s1; : > empty
}

@test "strings default: runs of 4+ printable characters, tab included (GNU)" {
  run sh -c 'strings s1'
  check 'defg	hij
klmnop
qrstu
vwxyz12' 0
}

@test "strings -a scans the whole file (GNU)" {
  run sh -c 'strings -a s1; strings --all s1 | wc -l'
  check 'defg	hij
klmnop
qrstu
vwxyz12
4' 0
}

@test "strings -n N, -N, --bytes (GNU)" {
  run sh -c 'strings -n 3 s1; strings -7 s1; strings --bytes=6 s1; strings -n 1 s1 | wc -l'
  check 'abc
defg	hij
klmnop
qrstu
vwxyz12
defg	hij
vwxyz12
defg	hij
klmnop
vwxyz12
5' 0
}

@test "strings -t d o x, -o (GNU)" {
  run sh -c 'strings -t d s1; strings -t o s1; strings -t x -n 3 s1; strings -o s1; strings --radix=x s1'
  check '      4 defg	hij
     13 klmnop
     20 qrstu
     26 vwxyz12
      4 defg	hij
     15 klmnop
     24 qrstu
     32 vwxyz12
      0 abc
      4 defg	hij
      d klmnop
     14 qrstu
     1a vwxyz12
      4 defg	hij
     15 klmnop
     24 qrstu
     32 vwxyz12
      4 defg	hij
      d klmnop
     14 qrstu
     1a vwxyz12' 0
}

@test "strings -f file names, stdin (GNU)" {
  run sh -c 'strings -f s1 s1; strings -f -t x s1; printf "hello world\n" | strings -f'
  check 's1: defg	hij
s1: klmnop
s1: qrstu
s1: vwxyz12
s1: defg	hij
s1: klmnop
s1: qrstu
s1: vwxyz12
s1:       4 defg	hij
s1:       d klmnop
s1:      14 qrstu
s1:      1a vwxyz12
{standard input}: hello world' 0
}

@test "strings empty input, no printable runs, run at EOF without terminator" {
  run sh -c 'strings empty; printf "\001\002abc\377" | strings; printf "\377abcdefgh" | strings -t d'
  check '      1 abcdefgh' 0
}

@test "strings bytes >= 128 and DEL end a run (GNU)" {
  run sh -c 'printf "abcd\200\300efgh\177ijkl\303\251mnop" | strings'
  check 'abcd
efgh
ijkl
mnop' 0
}

@test "strings long runs and offsets past one buffer" {
  run sh -c 'awk "BEGIN{for(i=0;i<10000;i++) printf \"abcdefghij\"; printf \"\\n\"; for(i=0;i<7000;i++) printf \"xyz\\001\"}" > big; strings -t x big | wc -lc; strings -t x big | tail -n 1 | head -c 20; echo; strings -n 5 big | wc -l'
  check '      1  100009
      0 abcdefghijab
1' 0
}

@test "strings missing file: error, goes on, exit 1" {
  run sh -c 'strings s1 nosuch s1 2>/dev/null | wc -l; strings nosuch s1 >/dev/null 2>&1; echo $?'
  check '8
1' 0
}

@test "strings bad -n and -t: error, exit 1 (GNU)" {
  run sh -c 'strings -n 0 s1 2>/dev/null; echo $?; strings -t q s1 2>/dev/null; echo $?'
  check '1
1' 0
}

@test "strings bad option: usage error, exit 1" {
  run strings -z s1
  [ "$status" = 1 ]
  [ "${lines[0]}" = "strings: unknown option '-z'" ]
}

@test "strings > /dev/full: error, exit 1" {
  run sh -c 'strings s1 > /dev/full'
  [ "$status" = 1 ]
  [ -n "$output" ]
}
