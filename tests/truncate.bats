#!/usr/bin/env bats
# truncate: set file sizes (GNU coreutils)

load helper

sz() { stat -c %s "$@"; }

@test "truncate -s: absolute size, creates the file (GNU)" {
  run truncate -s 10 t
  check "" 0
  [ "$(sz t)" = 10 ]
  [ "$(od -An -c t | tr -d ' \n')" = '\0*' ] || [ "$(tr -d '\0' < t | wc -c)" = 0 ]
  printf 'hello world' > u
  run truncate -s 5 u
  check "" 0
  run cat u
  check "hello" 0
  run truncate -s 0 u
  [ "$(sz u)" = 0 ]
}

@test "truncate -s: + - < > / % prefixes (GNU)" {
  truncate -s 10 t
  truncate -s +5 t; [ "$(sz t)" = 15 ]
  truncate -s -3 t; [ "$(sz t)" = 12 ]
  truncate -s -100 t; [ "$(sz t)" = 0 ]
  truncate -s 12 t
  truncate -s '<5' t; [ "$(sz t)" = 5 ]
  truncate -s '<50' t; [ "$(sz t)" = 5 ]
  truncate -s '>20' t; [ "$(sz t)" = 20 ]
  truncate -s '>2' t; [ "$(sz t)" = 20 ]
  truncate -s /8 t; [ "$(sz t)" = 16 ]
  truncate -s %7 t; [ "$(sz t)" = 21 ]
  truncate -s %7 t; [ "$(sz t)" = 21 ]
  truncate -s ' 5' t; [ "$(sz t)" = 5 ]
  truncate -s 010 t; [ "$(sz t)" = 10 ]
}

@test "truncate -s: suffixes (GNU)" {
  for i in 1K:1024 1k:1024 1KiB:1024 1KB:1000 1kB:1000 1M:1048576 1m:1048576 \
    1MB:1000000 1G:1073741824 1GB:1000000000 2T:2199023255552 1MiB:1048576
  do
    truncate -s ${i%:*} t
    [ "$(sz t)" = ${i#*:} ] || { echo "$i: $(sz t)"; return 1; }
  done
  truncate -s 0 t
}

@test "truncate -s: bad sizes (GNU)" {
  for i in 1b 1B 0x10 1.5K =5 5x 1KiBB '+ 5' ''; do
    run truncate -s "$i" t
    check "truncate: invalid number '$i'" 1
  done
  run truncate -s 1Z t
  check "truncate: invalid number '1Z': Value too large for defined data type" 1
  run truncate -s 9223372036854775808 t
  check "truncate: invalid number '9223372036854775808': Value too large for defined data type" 1
  run truncate -s /0 t
  check "truncate: division by zero" 1
  [ ! -e t ]
}

@test "truncate: too large for the filesystem (GNU)" {
  run truncate -s 1E t
  check "truncate: failed to truncate 't' at 1152921504606846976 bytes: File too large" 1
}

@test "truncate -c: no new files (GNU)" {
  run truncate -c -s 5 nosuch
  check "" 0
  [ ! -e nosuch ]
  echo hi > f
  run truncate --no-create -s 1 f
  check "" 0
  [ "$(sz f)" = 1 ]
}

@test "truncate -o: size in I/O blocks (GNU)" {
  truncate -s 2 -o t
  [ "$(sz t)" = $((2*$(stat -c %o t))) ]
}

@test "truncate -r: reference size (GNU)" {
  printf 12345 > ref
  run truncate -r ref t
  check "" 0
  [ "$(sz t)" = 5 ]
  run truncate --reference=ref -s +3 t
  [ "$(sz t)" = 8 ]
  run truncate -r ref -s '<3' t
  [ "$(sz t)" = 3 ]
  run truncate -r ref -s 3 t
  check "truncate: -r needs a relative -s (+ - < > / %)" 1
  run truncate -r nosuch t
  check "truncate: cannot stat 'nosuch': No such file or directory" 1
}

@test "truncate: errors per file, the others still done (GNU)" {
  mkdir d
  run truncate -s 3 d t nodir/x u
  check "truncate: cannot open 'd' for writing: Is a directory
truncate: cannot open 'nodir/x' for writing: No such file or directory" 1
  [ "$(sz t)" = 3 ] && [ "$(sz u)" = 3 ]
  run truncate -s 0 /dev/null t
  check "truncate: failed to truncate '/dev/null' at 0 bytes: Invalid argument" 1
  [ "$(sz t)" = 0 ]
}

@test "truncate: hostile names" {
  run truncate -s 4 -- "-a b
c" --
  check "" 0
  [ "$(sz -- "-a b
c")" = 4 ] && [ "$(sz -- --)" = 4 ]
}

@test "truncate: files > 4GiB" {
  truncate -s 5G big
  truncate -s +1 big
  [ "$(sz big)" = 5368709121 ]
  truncate -s %4G big
  [ "$(sz big)" = 8589934592 ]
}

@test "truncate: usage errors (GNU)" {
  run truncate t
  check "truncate: need -s or -r
usage: truncate [-co] [-r RFILE] [-s SIZE] FILE..." 1
  run truncate -s 1
  check "truncate: missing argument
usage: truncate [-co] [-r RFILE] [-s SIZE] FILE..." 1
}
