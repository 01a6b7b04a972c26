#!/usr/bin/env bats
# paste: expectations from GNU coreutils paste.

load helper

@test "paste files side by side (POSIX)" {
  run sh -c 'printf '\''a\nb\n'\'' > x; printf '\''1\n2\n'\'' > y; paste x y'
  check $'a\t1\nb\t2' 0
}

@test "paste files of different lengths (POSIX)" {
  run sh -c 'printf '\''a\nb\nc\n'\'' > x; printf '\''1\n'\'' > y; paste x y; paste y x'
  check $'a\t1\nb\t\nc\t\n1\ta\n\tb\n\tc' 0
}

@test "paste - twice reads stdin in turn (POSIX)" {
  run sh -c 'printf '\''a\nb\nc\nd\ne\n'\'' | paste - -'
  check $'a\tb\nc\td\ne\t' 0
}

@test "paste -d list cycles (POSIX)" {
  run sh -c 'printf '\''a\n'\'' > x; paste -d '\'':,'\'' x x x x'
  check 'a:a,a:a' 0
}

@test "paste -d escapes (POSIX)" {
  run sh -c 'printf '\''a\n'\'' > x; paste -d '\''\t\\\n'\'' x x x x'
  check $'a\ta\\a\na' 0
}

@test "paste -d \0 is no delimiter (POSIX)" {
  run sh -c 'printf '\''a\n'\'' > x; paste -d '\''\0-'\'' x x x'
  check 'aa-a' 0
}

@test "paste -d empty list (GNU)" {
  run sh -c 'printf '\''a\n'\'' > x; paste -d '\'''\'' x x'
  check 'aa' 0
}

@test "paste -s serial (POSIX)" {
  run sh -c 'printf '\''a\nb\nc\n'\'' > x; printf '\''1\n2\n'\'' > y; paste -s x y'
  check $'a\tb\tc\n1\t2' 0
}

@test "paste -s -d per file restart (GNU)" {
  run sh -c 'printf '\''a\nb\nc\n'\'' > x; paste -s -d '\'',;'\'' x x'
  check $'a,b;c\na,b;c' 0
}

@test "paste -s empty file (GNU)" {
  run sh -c ': > e; paste -s e'
  check '' 0
}

@test "paste empty files (POSIX)" {
  run sh -c ': > e; paste e e'
  check '' 0
}

@test "paste no final newline (POSIX)" {
  run sh -c 'printf '\''a'\'' > x; printf '\''b'\'' > y; paste x y'
  check $'a\tb' 0
}

@test "paste -z NUL lines (GNU)" {
  run sh -c 'printf '\''a\000b\000'\'' > x; paste -z x x | tr '\''\000'\'' @'
  check $'a\ta@b\tb@' 0
}

@test "paste long lines" {
  run sh -c 'head -c 100000 /dev/zero | tr '\''\000'\'' a > x; echo >> x; paste x x | wc -c'
  check '200002' 0
}

@test "paste binary data" {
  run sh -c 'printf '\''a\000b\n'\'' > x; paste x x | od -An -c'
  check '   a  \0   b  \t   a  \0   b  \n' 0
}

@test "paste missing file, exit 1 (GNU)" {
  run sh -c 'paste nonexistent'
  check 'paste: nonexistent: No such file or directory' 1
}

@test "paste backslash at end of -d (GNU)" {
  run sh -c 'paste -d '\''a\'\'' /dev/null'
  check 'paste: delimiter list ends with an unescaped backslash: a\' 1
}

@test "paste write error exits 1" {
  run sh -c 'echo a | paste > /dev/full'
  [ "$status" = 1 ]
}

@test "paste: a directory is a read error naming it, status 1 (GNU)" {
  printf 'a\nb\n' > f
  mkdir d
  run paste d
  check "paste: d: Is a directory" 1
}
