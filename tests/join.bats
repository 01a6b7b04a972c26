#!/usr/bin/env bats
# join: expectations from GNU coreutils join (byte order).

load helper

@test "join on the first field (POSIX)" {
  run sh -c 'printf '\''1 a\n2 b\n4 d\n'\'' > x; printf '\''1 x\n3 y\n4 z w\n'\'' > y; join x y'
  check $'1 a x\n4 d z w' 0
}

@test "join -a1 unpairable lines of file 1 (POSIX)" {
  run sh -c 'printf '\''1 a\n2 b\n4 d\n'\'' > x; printf '\''1 x\n3 y\n4 z w\n'\'' > y; join -a1 x y'
  check $'1 a x\n2 b\n4 d z w' 0
}

@test "join -a1 -a2 (POSIX)" {
  run sh -c 'printf '\''1 a\n2 b\n4 d\n'\'' > x; printf '\''1 x\n3 y\n4 z w\n'\'' > y; join -a1 -a2 x y'
  check $'1 a x\n2 b\n3 y\n4 d z w' 0
}

@test "join -v2 only unpairable (POSIX)" {
  run sh -c 'printf '\''1 a\n2 b\n4 d\n'\'' > x; printf '\''1 x\n3 y\n4 z w\n'\'' > y; join -v2 x y'
  check '3 y' 0
}

@test "join -v1 -v2 (POSIX)" {
  run sh -c 'printf '\''1 a\n2 b\n4 d\n'\'' > x; printf '\''1 x\n3 y\n4 z w\n'\'' > y; join -v1 -v2 x y'
  check $'2 b\n3 y' 0
}

@test "join -o list (POSIX)" {
  run sh -c 'printf '\''1 a\n2 b\n4 d\n'\'' > x; printf '\''1 x\n3 y\n4 z w\n'\'' > y; join -o 1.2,2.2,0 x y'
  check $'a x 1\nd z 4' 0
}

@test "join -o blank separated and repeated (POSIX)" {
  run sh -c 'printf '\''1 a\n4 d\n'\'' > x; printf '\''1 x\n4 z\n'\'' > y; join -o '\''1.2 2.2'\'' -o 0 x y'
  check $'a x 1\nd z 4' 0
}

@test "join -e fills missing fields of -o (POSIX)" {
  run sh -c 'printf '\''1 a\n2 b\n4 d\n'\'' > x; printf '\''1 x\n3 y\n4 z w\n'\'' > y; join -a1 -e X -o 1.1,2.2,2.3 x y'
  check $'1 x X\n2 X X\n4 z w' 0
}

@test "join -o auto (GNU)" {
  run sh -c 'printf '\''1 a\n2 b\n4 d\n'\'' > x; printf '\''1 x\n3 y\n4 z w\n'\'' > y; join -a1 -a2 -e E -o auto x y'
  check $'1 a x\n2 b E\n3 E y\n4 d z' 0
}

@test "join -1 -2 fields (POSIX)" {
  run sh -c 'printf '\''a 1\nb 2\n'\'' > x; printf '\''1 x\n2 y\n'\'' > y; join -1 2 -2 1 x y'
  check $'1 a x\n2 b y' 0
}

@test "join -j field (GNU)" {
  run sh -c 'printf '\''a 1\nb 2\n'\'' > x; printf '\''c 1\nd 2\n'\'' > y; join -j 2 x y'
  check $'1 a c\n2 b d' 0
}

@test "join -t separator keeps empty fields (POSIX)" {
  run sh -c 'printf '\''1,a,\n2,,b\n3,c,d\n'\'' > x; printf '\''1,x\n3,y\n'\'' > y; join -t, -a1 x y'
  check $'1,a,,x\n2,,b\n3,c,d,y' 0
}

@test "join -t -e replaces empty fields with -o (GNU)" {
  run sh -c 'printf '\''1,a,\n2,,b\n'\'' > x; printf '\''1,x\n'\'' > y; join -t, -a1 -o auto -e - x y'
  check $'1,a,-,x\n2,-,b,-' 0
}

@test "join -t empty means whole lines (GNU)" {
  run sh -c 'printf '\''a b\nc\n'\'' > x; join -t '\'''\'' x x'
  check $'a b\nc' 0
}

@test "join many to many (POSIX)" {
  run sh -c 'printf '\''1 a\n1 b\n'\'' > x; printf '\''1 x\n1 y\n'\'' > y; join x y'
  check $'1 a x\n1 a y\n1 b x\n1 b y' 0
}

@test "join -i ignores case (GNU)" {
  run sh -c 'printf '\''A 1\nb 2\n'\'' > x; printf '\''a 3\nB 4\n'\'' > y; join -i x y'
  check $'A 1 3\nb 2 4' 0
}

@test "join leading blanks and runs of blanks (POSIX)" {
  run sh -c 'printf '\''  1   a\n'\'' > x; printf '\''1\tx\n'\'' > y; join x y'
  check '1 a x' 0
}

@test "join --header (GNU)" {
  run sh -c 'printf '\''h1 h2\n1 a\n'\'' > x; printf '\''h1 h3\n1 b\n'\'' > y; join --header x y'
  check $'h1 h2 h3\n1 a b' 0
}

@test "join -z NUL lines (GNU)" {
  run sh -c 'printf '\''1 a\0002 b\000'\'' > x; printf '\''1 x\000'\'' > y; join -z x y | tr '\''\000'\'' @'
  check '1 a x@' 0
}

@test "join no final newline (GNU)" {
  run sh -c 'printf '\''1 a'\'' > x; printf '\''1 b'\'' > y; join x y'
  check '1 a b' 0
}

@test "join stdin as - (POSIX)" {
  run sh -c 'printf '\''1 a\n'\'' > x; printf '\''1 b\n'\'' | join x -'
  check '1 a b' 0
}

@test "join empty file (POSIX)" {
  run sh -c ': > e; printf '\''1 a\n'\'' > x; join -a2 e x'
  check '1 a' 0
}

@test "join unsorted input warns, exit 1 (GNU)" {
  run sh -c 'printf '\''1\n3\n2\n'\'' > x; printf '\''1\n2\n3\n'\'' > y; join x y 2>e; echo $?; cat e'
  check $'1\n3\n1\njoin: x:3: is not sorted: 2\njoin: input is not in sorted order' 0
}

@test "join --check-order stops (GNU)" {
  run sh -c 'printf '\''1\n3\n2\n'\'' > x; printf '\''1\n2\n3\n'\'' > y; join --check-order x y 2>e; echo $?; cat e'
  check $'1\n1\njoin: x:3: is not sorted: 2' 0
}

@test "join --nocheck-order (GNU)" {
  run sh -c 'printf '\''1\n3\n2\n'\'' > x; printf '\''1\n2\n3\n'\'' > y; join --nocheck-order x y'
  check $'1\n3' 0
}

@test "join sorted pairs are not checked (GNU)" {
  run sh -c 'printf '\''b\na\n'\'' > x; join x x'
  check $'b\na' 0
}

@test "join binary data" {
  run sh -c 'printf '\''1 a\000b\n'\'' > x; printf '\''1 c\n'\'' > y; join x y | od -An -c'
  check '   1       a  \0   b       c  \n' 0
}

@test "join long lines" {
  run sh -c 'head -c 100000 /dev/zero | tr '\''\000'\'' a > x; echo '\'' k'\'' >> x; join x x | wc -c'
  check '100005' 0
}

@test "join missing file (GNU)" {
  run sh -c 'printf '\''1\n'\'' > x; join x nonexistent'
  check 'join: nonexistent: No such file or directory' 1
}

@test "join bad -o" {
  run sh -c 'printf '\''1\n'\'' > x; join -o 3.1 x x 2>&1 | sed "s/[‘’'\'']/Q/g"'
  check 'join: invalid field specifier: Q3.1Q' 0
}

@test "join bad file number" {
  run join -a 3 /dev/null /dev/null
  check "join: invalid file number: '3'" 1
}

@test "join needs two files" {
  run join x
  [ "$status" = 1 ]
}

@test "join write error exits 1" {
  echo 1 > x
  run sh -c 'join x x > /dev/full'
  [ "$status" = 1 ]
}

@test "join: a directory is a read error naming it, status 1 (GNU)" {
  printf 'a\nb\n' > f
  mkdir d
  run join f d
  check "join: d: Is a directory" 1
}
