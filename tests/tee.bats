#!/usr/bin/env bats
# tee: copy stdin to stdout and files (POSIX; messages as GNU coreutils)

load helper

@test "tee copies stdin to stdout and files" {
  run sh -c 'printf "one\ntwo\n" | tee a b'
  check "one
two"
  run cat a b
  check "one
two
one
two"
}

@test "tee with no files is cat" {
  run sh -c 'printf "x\ny" | tee'
  check "x
y"
}

@test "tee truncates, -a appends" {
  echo old > a
  echo old > b
  run sh -c 'echo new | tee a > /dev/null && echo more | tee -a b > /dev/null'
  check ""
  run cat a b
  check "new
old
more"
}

@test "tee --append long option" {
  echo old > a
  run sh -c 'echo new | tee --append a'
  check "new"
  run cat a
  check "old
new"
}

@test "tee '-' is a file named - (POSIX)" {
  run sh -c 'echo hi | tee -'
  check "hi"
  run cat ./-
  check "hi"
}

@test "tee empty input makes empty files" {
  run sh -c 'tee a < /dev/null'
  check ""
  [ -f a ] && [ ! -s a ]
}

@test "tee binary data and long lines pass through unchanged" {
  head -c 300000 /dev/urandom > in
  run sh -c 'tee a b < in > c'
  check ""
  cmp in a && cmp in b && cmp in c
}

@test "tee missing directory: reports, writes other outputs, exit 1 (GNU)" {
  run sh -c 'echo hi | tee nodir/x a'
  check "tee: nodir/x: No such file or directory
hi" 1
  run cat a
  check "hi"
}

@test "tee keeps writing after one output fails (GNU)" {
  run sh -c 'echo x | tee /dev/full c'
  check "x
tee: /dev/full: No space left on device" 1
  run cat c
  check "x"
}

@test "tee stdout to /dev/full still writes the files (GNU)" {
  run sh -c 'echo x | tee c 2>&1 > /dev/full'
  check "tee: 'standard output': No space left on device" 1
  run cat c
  check "x"
}

@test "tee read error (GNU)" {
  run sh -c 'tee < /'
  check "tee: read error: Is a directory" 1
}

@test "tee unwritable file" {
  not_root
  touch ro; chmod 444 ro
  run sh -c 'echo hi | tee ro'
  check "hi
tee: ro: Permission denied" 1
}

@test "tee -i ignores SIGINT" {
  run sh -c "$(declare -f caught)"'
    (until [ -e go ]; do sleep 0.01; done; echo late) | tee -i a & p=$!
    caught $p 2 SigIgn && kill -INT $p; touch go; wait $p; echo rc=$?'
  check "late
rc=0"
}

@test "tee bad option" {
  run tee -x
  check "tee: unknown option '-x'
usage: tee [-ai] [FILE...]" 1
}
