#!/usr/bin/env bats
# shuf: no standard; options and messages as GNU coreutils 9.1

load helper

@test "shuf permutes all lines of a file (GNU)" {
  seq 100 > in
  run sh -c 'shuf in | sort -n | cmp - in && shuf < in | wc -l'
  check "100"
}

@test "shuf -e shuffles arguments, -n limits (GNU)" {
  run sh -c 'shuf -e a b c | sort | tr "\n" " "'
  check "a b c "
  run sh -c 'shuf -n 2 -e a b c | wc -l'
  check "2"
  run shuf -n 0 -e a b
  check ""
  run shuf -e
  check "" 0
}

@test "shuf -i LO-HI, big ranges with -n (GNU)" {
  run sh -c 'shuf -i 5-9 | sort -n | tr "\n" " "'
  check "5 6 7 8 9 "
  run shuf -i 7-7
  check "7"
  run shuf -i 1-0
  check "" 0
  run sh -c 'shuf -i 1-1000000000000 -n 1000 | sort -u | wc -l'
  check "1000"
}

@test "shuf -r repeats, forever without -n (GNU)" {
  run sh -c 'shuf -r -n 50 -e x | sort -u'
  check "x"
  run sh -c 'shuf -r -i 1-3 | head -n 1000 | wc -l'
  check "1000"
  run shuf -r < /dev/null
  check "shuf: no lines to repeat" 1
}

@test "shuf -z, no final newline, empty input, long lines (GNU)" {
  run sh -c 'shuf -z -e a | od -An -c'
  check "   a  \\0"
  run sh -c "printf 'a\nb' | shuf | sort | tr '\n' ,"
  check "a,b,"
  run shuf /dev/null
  check "" 0
  head -c 100000 /dev/zero | tr '\0' y > in
  run sh -c 'shuf in | wc -c'
  check "100001"
}

@test "shuf binary data keeps every byte" {
  printf 'a\0b\377\n\001\n' > in
  run sh -c 'shuf in | sort | od -An -tx1'
  check " 01 0a 61 00 62 ff 0a"
}

@test "shuf -o FILE may be the input (GNU)" {
  seq 5 > f
  run shuf -o f f
  check ""
  run sh -c 'sort -n f | tr "\n" " "'
  check "1 2 3 4 5 "
}

@test "shuf --random-source: same bits, same order; short file errors (GNU)" {
  head -c 4096 /dev/urandom > rnd
  a=$(shuf -i 1-50 --random-source=rnd)
  b=$(shuf -i 1-50 --random-source=rnd)
  [ "$a" = "$b" ]
  run shuf -i 1-3 --random-source=/dev/null
  check "shuf: '/dev/null': end of file" 1
}

@test "shuf errors (GNU messages)" {
  run shuf -i 5-3
  check "shuf: invalid input range: '5-3'" 1
  run shuf -i a-5
  check "shuf: invalid input range: 'a-5'" 1
  run shuf -n x -e a
  check "shuf: invalid line count: 'x'" 1
  run shuf nonexist
  check "shuf: nonexist: No such file or directory" 1
  run shuf -i 1-3 x
  check "shuf: extra operand 'x'" 1
  run shuf -i 1-3 -e a
  [ "$status" -eq 1 ]
  run sh -c 'shuf -e a > /dev/full'
  [ "$status" -eq 1 ]
}
