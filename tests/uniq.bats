#!/usr/bin/env bats
# uniq: expectations from GNU coreutils uniq.

load helper

@test "uniq drops adjacent repeats (POSIX)" {
  run sh -c 'printf '\''a\na\nb\na\n'\'' | uniq'
  check $'a\nb\na' 0
}

@test "uniq -c counts (POSIX)" {
  run sh -c 'printf '\''a\na\nb\nc\nc\nc\n'\'' | uniq -c'
  check $'      2 a\n      1 b\n      3 c' 0
}

@test "uniq -d only repeated lines (POSIX)" {
  run sh -c 'printf '\''a\na\nb\nc\nc\n'\'' | uniq -d'
  check $'a\nc' 0
}

@test "uniq -u only unique lines (POSIX)" {
  run sh -c 'printf '\''a\na\nb\nc\nc\n'\'' | uniq -u'
  check 'b' 0
}

@test "uniq -d -u prints nothing (GNU)" {
  run sh -c 'printf '\''a\na\nb\n'\'' | uniq -d -u'
  check '' 0
}

@test "uniq -D all repeated lines (GNU)" {
  run sh -c 'printf '\''a\na\nb\nc\nc\nc\n'\'' | uniq -D'
  check $'a\na\nc\nc\nc' 0
}

@test "uniq -D -u (GNU)" {
  run sh -c 'printf '\''a\na\na\nb\nc\nc\n'\'' | uniq -D -u'
  check $'a\na\nc' 0
}

@test "uniq -c -d (GNU)" {
  run sh -c 'printf '\''a\na\nb\n'\'' | uniq -c -d'
  check '      2 a' 0
}

@test "uniq -i ignores case (GNU)" {
  run sh -c 'printf '\''a\nA\nb\nB\nb\n'\'' | uniq -i -c'
  check $'      2 a\n      3 b' 0
}

@test "uniq -f skips fields (POSIX)" {
  run sh -c 'printf '\''x a\ny a\n  z a\nq b\n'\'' | uniq -f 1 -c'
  check $'      3 x a\n      1 q b' 0
}

@test "uniq -s skips characters (POSIX)" {
  run sh -c 'printf '\''xa\nya\nzb\n'\'' | uniq -s 1'
  check $'xa\nzb' 0
}

@test "uniq -f then -s (POSIX)" {
  run sh -c 'printf '\''x 1a\ny 2a\nz 3b\n'\'' | uniq -f 1 -s 2'
  check $'x 1a\nz 3b' 0
}

@test "uniq -w compares a prefix (GNU)" {
  run sh -c 'printf '\''ab1\nab2\nac\n'\'' | uniq -w 2'
  check $'ab1\nac' 0
}

@test "uniq -z NUL lines (GNU)" {
  run sh -c 'printf '\''a\000a\000b\000'\'' | uniq -z | tr '\''\000'\'' @'
  check 'a@b@' 0
}

@test "uniq no final newline (GNU)" {
  run sh -c 'printf '\''a\na'\'' | uniq'
  check 'a' 0
}

@test "uniq last line without newline differs (GNU)" {
  run sh -c 'printf '\''a\nb'\'' | uniq'
  check $'a\nb' 0
}

@test "uniq empty input" {
  run sh -c 'printf '\'''\'' | uniq'
  check '' 0
}

@test "uniq empty lines (POSIX)" {
  run sh -c 'printf '\''\n\n\na\n'\'' | uniq -c'
  check $'      3 \n      1 a' 0
}

@test "uniq binary data (GNU)" {
  run sh -c 'printf '\''a\000b\na\000b\na\000c\n'\'' | uniq | od -An -c'
  check '   a  \0   b  \n   a  \0   c  \n' 0
}

@test "uniq long lines" {
  run sh -c 'head -c 100000 /dev/zero | tr '\''\0'\'' a > f; echo >> f; cat f f > g; echo b >> g; uniq -c g | cut -c1-10'
  check $'      2 aa\n      1 b' 0
}

@test "uniq input and output files (POSIX)" {
  run sh -c 'printf '\''a\na\n'\'' > in; uniq in out; cat out'
  check 'a' 0
}

@test "uniq - for stdin (POSIX)" {
  run sh -c 'printf '\''a\na\n'\'' | uniq - out; cat out'
  check 'a' 0
}

@test "uniq missing file, exit 1 (GNU)" {
  run sh -c 'uniq nonexistent'
  check 'uniq: nonexistent: No such file or directory' 1
}

@test "uniq three arguments is an error" {
  run uniq a b c
  [ "$status" = 1 ]
  [ "${lines[0]}" = "uniq: extra argument 'c'" ]
}

@test "uniq -c with -D is an error (GNU)" {
  run uniq -c -D /dev/null
  [ "$status" = 1 ]
}

@test "uniq bad number" {
  run uniq -f x /dev/null
  [ "$status" = 1 ]
  [ "${lines[0]}" = "uniq: -f: bad number 'x'" ]
}

@test "uniq write error exits 1" {
  run sh -c 'echo a | uniq > /dev/full'
  [ "$status" = 1 ]
}

@test "uniq --all-repeated=HOW (GNU)" {
  printf 'a\na\nb\nc\nc\nc\n' > f
  run uniq --all-repeated f
  check $'a\na\nc\nc\nc' 0
  run uniq --all-repeated=none f
  check $'a\na\nc\nc\nc' 0
  run uniq --all-repeated=prepend f
  check $'\na\na\n\nc\nc\nc' 0
  run uniq --all-repeated=separate f
  check $'a\na\n\nc\nc\nc' 0
}

@test "uniq --all-repeated abbreviated, with -u (GNU)" {
  printf 'a\na\nb\nc\nc\nc\n' > f
  run uniq --all-repeated=sep -u f
  check $'a\n\nc\nc' 0
}

@test "uniq --group=HOW (GNU)" {
  printf 'a\na\nb\nc\nc\nc\n' > f
  run sh -c 'uniq --group f | od -An -c'
  check '   a  \n   a  \n  \n   b  \n  \n   c  \n   c  \n   c  \n' 0
  run sh -c 'uniq --group=prepend f | od -An -c'
  check '  \n   a  \n   a  \n  \n   b  \n  \n   c  \n   c  \n   c  \n' 0
  run sh -c 'uniq --group=append f | od -An -c'
  check '   a  \n   a  \n  \n   b  \n  \n   c  \n   c  \n   c  \n  \n' 0
  run sh -c 'uniq --group=both f | od -An -c'
  check '  \n   a  \n   a  \n  \n   b  \n  \n   c  \n   c  \n   c  \n  \n' 0
}

@test "uniq --group with -i and -z (GNU)" {
  run sh -c 'printf "a\nA\nb\n" | uniq --group -i'
  check $'a\nA\n\nb' 0
  run sh -c 'printf "a\0a\0b\0" | uniq --group=both -z | od -An -c'
  check '  \0   a  \0   a  \0  \0   b  \0  \0' 0
}

@test "uniq --group of empty input prints nothing (GNU)" {
  run uniq --group=both /dev/null
  check '' 0
}

@test "uniq --group with -c is an error (GNU)" {
  run uniq --group -c /dev/null
  [ "$status" = 1 ]
  [ "${lines[0]}" = "uniq: --group is mutually exclusive with -c/-d/-D/-u" ]
}

@test "uniq --group=x is an error (GNU)" {
  run uniq --group=x /dev/null
  [ "$status" = 1 ]
  [ "${lines[0]}" = "uniq: invalid argument 'x' for '--group' (separate prepend append both)" ]
}
