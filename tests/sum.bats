#!/usr/bin/env bats
# sum: BSD (-r) and System V (-s) checksums; expected outputs from GNU
# coreutils sum.

load helper

@test "sum: BSD checksum and 1K blocks by default, name when given (GNU)" {
  printf 'hello\n' > a
  run sum a
  check "36979     1 a" 0
}

@test "sum of stdin: no name, - named (GNU)" {
  printf 'hello\n' > a
  run sh -c 'sum < a; sum - < a'
  check "36979     1
36979     1 -" 0
}

@test "sum -s and --sysv: System V checksum, 512 byte blocks (GNU)" {
  printf 'hello\n' > a
  seq 1 5000 > b
  run sum -s a b
  check "542 1 a
51344 47 b" 0
  run sum --sysv a
  check "542 1 a" 0
}

@test "sum -r, several files (GNU)" {
  printf 'hello\n' > a
  seq 1 5000 > b
  run sum -r a b
  check "36979     1 a
38880    24 b" 0
}

@test "sum: the last of -r and -s wins (GNU)" {
  printf 'hello\n' > a
  run sum -r -s a
  check "542 1 a" 0
  run sum -s -r a
  check "36979     1 a" 0
}

@test "sum of empty input (GNU)" {
  : > e
  run sum e
  check "00000     0 e" 0
  run sum -s e
  check "0 0 e" 0
}

@test "sum: block counts round up, the System V sum folds (GNU)" {
  head -c 3000 /dev/zero | tr '\0' z > z
  run sum z
  check "05361     3 z" 0
  run sum -s z
  check "38325 6 z" 0
}

@test "sum matches GNU sum on random data of many lengths" {
  needs_cmd /usr/bin/sum
  head -c 140000 /dev/urandom > r
  for i in 0 1 2 511 512 513 1023 1024 1025 65535 65536 65537 140000; do
    head -c $i r > p
    [ "$(sum p)" = "$(/usr/bin/sum p)" ] || { echo "-r length $i"; return 1; }
    [ "$(sum -s p)" = "$(/usr/bin/sum -s p)" ] || { echo "-s length $i"; return 1; }
  done
}

@test "sum: a missing file or a directory is an error, others still done (GNU)" {
  printf 'hello\n' > a
  mkdir d
  run sum a nope d a
  check "36979     1 a
sum: nope: No such file or directory
sum: d: Is a directory
36979     1 a" 1
}

@test "sum: bad option" {
  run sum -x
  [ "$status" = 1 ]
  [[ "$output" == *"sum: "*"x"* ]]
}

@test "sum > /dev/full fails" {
  printf 'hello\n' > a
  run sh -c 'sum a > /dev/full'
  [ "$status" = 1 ]
  [[ "$output" == "sum: "*"No space left on device"* ]]
}
