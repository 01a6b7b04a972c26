#!/usr/bin/env bats
# head: first lines or bytes (POSIX; -NUM negative counts, suffixes,
# headers and messages as GNU coreutils)

load helper


mkten() { printf '%s\n' 1 2 3 4 5 6 7 8 9 10 11 12 > twelve; }

@test "head default 10 lines" {
  mkten
  run head twelve
  check "$(printf '%s\n' 1 2 3 4 5 6 7 8 9 10)"
}

@test "head stdin" {
  run sh -c 'printf "a\nb\nc\n" | head -n 2'
  check "a
b"
}

@test "head -n and --lines" {
  mkten
  run head -n 3 twelve
  check "1
2
3"
  run head --lines=2 twelve
  check "1
2"
}

@test "head -n 0 prints nothing" {
  mkten
  run head -n 0 twelve
  check ""
}

@test "head more lines than the file has" {
  mkten
  run head -n 100 twelve
  check "$(cat twelve)"
}

@test "head no final newline is kept as is" {
  printf 'a\nb' > f
  run sh -c 'head -n 5 f | od -An -c'
  check "   a  \n   b"
}

@test "head -NUM legacy form (GNU)" {
  mkten
  run head -3 twelve
  check "1
2
3"
  run head -2c twelve
  check "1"
}

@test "head -NUM is only an option first (GNU)" {
  mkten
  run head twelve -2
  check "head: unknown option '-2'
usage: head [-qvz] [-n [-]NUM | -c [-]NUM | -NUM] [FILE...]" 1
}

@test "head -n -NUM prints all but the last NUM lines (GNU)" {
  mkten
  run head -n -9 twelve
  check "1
2
3"
  run sh -c 'printf "a\nb\nc\n" | head -n -1'
  check "a
b"
}

@test "head -n -NUM counts a final partial line (GNU)" {
  run sh -c 'printf "a\nb\nc" | head -n -1 | od -An -c'
  check "   a  \n   b  \n"
}

@test "head -n -NUM larger than the file, and -0 (GNU)" {
  printf 'a\nb\nc' > f
  run head -n -20 f
  check ""
  run sh -c 'head -n -0 f | od -An -c'
  check "   a  \n   b  \n   c"
}

@test "head -n -NUM over many read blocks, file and pipe" {
  seq 200000 > big
  run sh -c 'head -n -199990 big | tail -n 1; cat big | head -n -199990 | tail -n 1'
  check "10
10"
  run sh -c 'cat big | head -n -1 | wc -l'
  check "199999"
}

@test "head -c and --bytes" {
  mkten
  run head -c 5 twelve
  check "1
2
3"
  run head --bytes 2 twelve
  check "1"
}

@test "head -c -NUM all but the last NUM bytes (GNU)" {
  printf 'abcdef' > f
  run head -c -2 f
  check "abcd"
  run sh -c 'cat f | head -c -5'
  check "a"
  run head -c -10 f
  check ""
}

@test "head -c with suffixes k kB KiB b M (GNU)" {
  run sh -c 'for n in 1k 1kB 1KiB 1b 2K 1M; do head -c $n /dev/zero | wc -c; done'
  check "1024
1000
1024
512
2048
1048576"
}

@test "head -c -1k of a pipe (GNU)" {
  run sh -c 'head -c 3000 /dev/zero | head -c -1k | wc -c'
  check "1976"
}

@test "head counts are decimal, not octal (GNU)" {
  seq 20 > f
  run sh -c 'head -n 010 f | wc -l'
  check "10"
}

@test "head last of -n and -c wins (GNU)" {
  mkten
  run head -c 3 -n 1 twelve
  check "1"
  run head -n 1 -c 3 twelve
  check "1
2"
}

@test "head several files: headers and blank lines (GNU)" {
  mkten
  printf 'a\nb\nc' > p
  run head -n 2 twelve p
  check "==> twelve <==
1
2

==> p <==
a
b"
}

@test "head -q no headers, -v header for one file (GNU)" {
  mkten
  run head -q -n 1 twelve twelve
  check "1
1"
  run head -v -n 1 twelve
  check "==> twelve <==
1"
}

@test "head - is standard input, read again where it stopped (GNU)" {
  printf 'a\nb\nc\n' > p
  mkten
  run sh -c 'head -n 1 - twelve - < p'
  check "==> standard input <==
a

==> twelve <==
1

==> standard input <==
b"
}

@test "head leaves a seekable input after the lines it used (GNU)" {
  mkten
  run sh -c '(head -n 2; echo --; head -n 1) < twelve'
  check "1
2
--
3"
}

@test "head -z NUL-terminated lines" {
  run sh -c 'printf "a\0b\0c" | head -z -n 2 | od -An -c'
  check "   a  \0   b  \0"
  run sh -c 'printf "a\0b\0c" | head -z -n -1 | od -An -c'
  check "   a  \0   b  \0"
}

@test "head binary data and a long line" {
  head -c 200000 /dev/urandom | tr -d '\n' > bin
  run sh -c 'head -n 1 bin | cmp - bin && echo same'
  check "same"
}

@test "head missing file: error, continue, exit 1 (GNU)" {
  mkten
  run head -n 1 missing twelve
  check "head: cannot open 'missing' for reading: No such file or directory
==> twelve <==
1" 1
}

@test "head read error on a directory (GNU)" {
  run head .
  check "head: error reading '.': Is a directory" 1
}

@test "head bad counts (GNU)" {
  run head -n x
  check "head: invalid number of lines: 'x'" 1
  run head -c 1x
  check "head: invalid number of bytes: '1x'" 1
  run head -n 99999999999999999999999
  check "head: invalid number of lines: '99999999999999999999999': Value too large" 1
  # a suffix that overflows (the sanitizer build saw the multiplication: fuzz)
  run head -n 99999999999999999k
  check "head: invalid number of lines: '99999999999999999k': Value too large" 1
}

@test "head bad option and missing argument" {
  run head -x
  check "head: unknown option '-x'
usage: head [-qvz] [-n [-]NUM | -c [-]NUM | -NUM] [FILE...]" 1
  run head -n
  check "head: option '-n' needs an argument
usage: head [-qvz] [-n [-]NUM | -c [-]NUM | -NUM] [FILE...]" 1
}

@test "head > /dev/full" {
  mkten
  run sh -c 'head twelve > /dev/full'
  check "head: write error: No space left on device" 1
}

@test "head unreadable file" {
  not_root
  echo x > f; chmod 0 f
  run head f
  check "head: cannot open 'f' for reading: Permission denied" 1
}
