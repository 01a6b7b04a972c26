#!/usr/bin/env bats
# tac: expected outputs are GNU tac's on this machine.

load helper

setup() {
  cd "$BATS_TEST_TMPDIR" || return 1
  printf "a\nb\nc" > t3; printf "a\nb\nc\n" > t4; printf axxbxxc > t5; printf axxxb > t6; printf "a\000b\000c" > t7; printf "a1b2c" > t8; : > empty; printf "\n\n\n" > nl3
}

@test "tac reverses lines (GNU)" {
  run sh -c 'tac t4'
  check 'c
b
a' 0
}

@test "tac last line without newline stays without (GNU)" {
  run sh -c 'tac t3'
  check 'cb
a' 0
}

@test "tac empty input and blank lines" {
  run sh -c 'tac empty; tac nl3 | od -An -c'
  check '  \n  \n  \n' 0
}

@test "tac several files, each reversed" {
  run sh -c 'tac t4 t3'
  check 'c
b
a
cb
a' 0
}

@test "tac reads stdin and -" {
  run sh -c 'tac < t4; printf "x\ny\n" | tac - t4'
  check 'c
b
a
y
x
c
b
a' 0
}

@test "tac -b separator before the record (GNU)" {
  run sh -c 'tac -b t4 | od -An -c; tac -b t3 | od -An -c'
  check '  \n  \n   c  \n   b   a
  \n   c  \n   b   a' 0
}

@test "tac -s multi-character separator (GNU)" {
  run sh -c 'tac -s xx t5; echo; tac -s xx t6; echo; tac -b -s xx t6'
  check 'cbxxaxx
baxxx
xxbax' 0
}

@test "tac -s with NUL data" {
  run sh -c 'tac -s b t7 | od -An -c'
  check '  \0   c   a  \0   b' 0
}

@test "tac -r regular expression separator (GNU)" {
  run sh -c 'tac -r -s "[0-9]" t8; echo; tac -b -r -s "[0-9]" t8; echo; tac -r -s "[ab]" t8'
  check 'cb2a1
2c1ba
2c1ba' 0
}

@test "tac long option names" {
  run sh -c 'tac --separator=x --regex t5; echo'
  check 'cxbxxax' 0
}

@test "tac big file (several blocks) and pipe match reversing by other means" {
  awk 'BEGIN{for(i=0;i<300000;i++) print i}' > nums
  awk '{a[NR]=$0} END{for(i=NR;i>0;i--) print a[i]}' nums > want
  tac nums | cmp - want
  cat nums | tac | cmp - want
  { head -c 3000000 /dev/urandom; echo; } > rnd
  tac rnd | tac | cmp - rnd
  # twice is the identity only when the input ends with the separator
  { cat rnd; printf abc; } > rnd2
  tac -s abc rnd2 | tac -s abc | cmp - rnd2
}

@test "tac a line longer than a block" {
  { head -c 3000000 /dev/zero | tr '\0' x; echo; echo short; } > long
  run sh -c 'tac long | head -c 10; tac long | wc -c'
  check "short
xxxx3000007" 0
}

@test "tac missing file: error, goes on, exit 1" {
  run tac t4 nosuch t3
  check "c
b
a
tac: nosuch: No such file or directory
cb
a" 1
}

@test "tac to /dev/full fails" {
  run sh -c 'tac t4 > /dev/full'
  [ "$status" -eq 1 ]
}
