#!/usr/bin/env bats
# uudecode: POSIX, both formats

load helper

@test "uudecode writes the named file with its mode (POSIX)" {
  printf 'begin 600 out\n#86)C\n`\nend\n' > in
  run uudecode in
  check ""
  run sh -c 'cat out; stat -c %a out'
  check "abc600"
}

@test "uudecode base64 and -o (POSIX, GNU)" {
  printf 'junk first\nbegin-base64 644 x\nYWI=\n====\n' > in
  run uudecode -o - in
  check "ab"
  uudecode -o other < in
  run cat other
  check "ab"
}

@test "uudecode round trips binary data, both formats" {
  head -c 20000 /dev/urandom > data
  uuencode data d1 | uudecode
  run cmp data d1
  check ""
  uuencode -m data d2 | uudecode
  run cmp data d2
  check ""
  busybox uuencode data d3 | uudecode
  run cmp data d3
  check ""
  : > empty
  uuencode empty e | uudecode -o e2
  run wc -c < e2
  check "0"
}

@test "uudecode - and /dev/stdout mean stdout" {
  run sh -c "printf 'begin 644 -\n#86)C\n\`\nend\n' | uudecode"
  check "abc"
  run sh -c "printf 'begin-base64 644 /dev/stdout\nYWJj\n====\n' | uudecode"
  check "abc"
}

@test "uudecode refuses unsafe names" {
  run sh -c "echo 'begin 644 ../x' | uudecode"
  check "uudecode: -: refusing name with '..': '../x'" 1
  run sh -c "echo 'begin 644 /tmp/x' | uudecode"
  check "uudecode: -: refusing absolute name '/tmp/x'" 1
}

@test "uudecode errors: no begin, short file, missing file" {
  run sh -c 'echo nothing | uudecode'
  check "uudecode: -: no 'begin' line" 1
  run sh -c "printf 'begin 644 y\n#86)C\n' | uudecode"
  check "uudecode: -: short file" 1
  run uudecode nonexist
  check "uudecode: nonexist: No such file or directory" 1
}
