#!/usr/bin/env bats
# comm: expectations from GNU coreutils comm (byte order).

load helper

@test "comm three columns (POSIX)" {
  run sh -c 'printf '\''a\nb\nd\n'\'' > x; printf '\''b\nc\nd\n'\'' > y; comm x y'
  check $'a\n\t\tb\n\tc\n\t\td' 0
}

@test "comm -1 (POSIX)" {
  run sh -c 'printf '\''a\nb\nd\n'\'' > x; printf '\''b\nc\nd\n'\'' > y; comm -1 x y'
  check $'\tb\nc\n\td' 0
}

@test "comm -2 (POSIX)" {
  run sh -c 'printf '\''a\nb\nd\n'\'' > x; printf '\''b\nc\nd\n'\'' > y; comm -2 x y'
  check $'a\n\tb\n\td' 0
}

@test "comm -3 (POSIX)" {
  run sh -c 'printf '\''a\nb\nd\n'\'' > x; printf '\''b\nc\nd\n'\'' > y; comm -3 x y'
  check $'a\n\tc' 0
}

@test "comm -12 common lines (POSIX)" {
  run sh -c 'printf '\''a\nb\nd\n'\'' > x; printf '\''b\nc\nd\n'\'' > y; comm -12 x y'
  check $'b\nd' 0
}

@test "comm -23 only in file 1 (POSIX)" {
  run sh -c 'printf '\''a\nb\nd\n'\'' > x; printf '\''b\nc\nd\n'\'' > y; comm -23 x y'
  check 'a' 0
}

@test "comm -123 prints nothing (POSIX)" {
  run sh -c 'printf '\''a\n'\'' > x; comm -123 x x'
  check '' 0
}

@test "comm --output-delimiter (GNU)" {
  run sh -c 'printf '\''a\nb\nd\n'\'' > x; printf '\''b\nc\nd\n'\'' > y; comm --output-delimiter=XX x y'
  check $'a\nXXXXb\nXXc\nXXXXd' 0
}

@test "comm --total (GNU)" {
  run sh -c 'printf '\''a\nb\nd\n'\'' > x; printf '\''b\nc\nd\n'\'' > y; comm --total x y'
  check $'a\n\t\tb\n\tc\n\t\td\n1\t1\t2\ttotal' 0
}

@test "comm stdin as - (POSIX)" {
  run sh -c 'printf '\''a\nc\n'\'' > x; printf '\''b\nc\n'\'' | comm - x'
  check $'\ta\nb\n\t\tc' 0
}

@test "comm unsorted input warns, exit 1 (GNU)" {
  run sh -c 'printf '\''b\na\n'\'' > x; printf '\''b\nc\n'\'' > y; comm x y 2>e; echo $?; cat e'
  check $'\t\tb\na\n\tc\n1\ncomm: file 1 is not in sorted order\ncomm: input is not in sorted order' 0
}

@test "comm --check-order stops (GNU)" {
  run sh -c 'printf '\''b\na\n'\'' > x; printf '\''b\nc\n'\'' > y; comm --check-order x y 2>e; echo $?; cat e'
  check $'\t\tb\n1\ncomm: file 1 is not in sorted order' 0
}

@test "comm --nocheck-order (GNU)" {
  run sh -c 'printf '\''b\na\n'\'' > x; printf '\''b\nc\n'\'' > y; comm --nocheck-order x y'
  check $'\t\tb\na\n\tc' 0
}

@test "comm empty files (POSIX)" {
  run sh -c ': > e; printf '\''a\n'\'' > x; comm e x; comm x e; comm e e'
  check $'\ta\na' 0
}

@test "comm no final newline (GNU)" {
  run sh -c 'printf '\''a\nb'\'' > x; printf '\''b\n'\'' > y; comm x y'
  check $'a\n\t\tb' 0
}

@test "comm duplicate lines (POSIX)" {
  run sh -c 'printf '\''a\na\nb\n'\'' > x; printf '\''a\nb\nb\n'\'' > y; comm x y'
  check $'\t\ta\na\n\t\tb\n\tb' 0
}

@test "comm -z NUL lines (GNU)" {
  run sh -c 'printf '\''a\000b\000'\'' > x; printf '\''b\000c\000'\'' > y; comm -z x y | tr '\''\000'\'' @'
  check $'a@\t\tb@\tc@' 0
}

@test "comm binary data" {
  run sh -c 'printf '\''a\000x\nb\n'\'' > x; printf '\''a\000y\nb\n'\'' > y; comm x y | od -An -c'
  check '   a  \0   x  \n  \t   a  \0   y  \n  \t  \t   b  \n' 0
}

@test "comm long lines" {
  run sh -c 'head -c 100000 /dev/zero | tr '\''\000'\'' a > x; echo >> x; comm -12 x x | wc -c'
  check '100001' 0
}

@test "comm missing file (GNU)" {
  run sh -c 'printf '\''a\n'\'' > x; comm x nonexistent'
  check 'comm: nonexistent: No such file or directory' 1
}

@test "comm needs two files" {
  run comm x
  [ "$status" = 1 ]
}

@test "comm write error exits 1" {
  run sh -c 'echo a | comm - /dev/null > /dev/full'
  [ "$status" = 1 ]
}

@test "comm: a directory is a read error naming it, status 1 (GNU)" {
  printf 'a\nb\n' > f
  mkdir d
  run comm f d
  check "comm: d: Is a directory" 1
}
