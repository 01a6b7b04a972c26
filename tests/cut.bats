#!/usr/bin/env bats
# cut: expectations from GNU coreutils cut, except where marked toybox:
# -c counts UTF-8 characters and -n keeps them whole (POSIX).

load helper

@test "cut -b list and ranges (POSIX)" {
  run sh -c 'echo abcdefghij | cut -b 1,3-5,8-'
  check 'acdehij' 0
}

@test "cut -b -M from the start (POSIX)" {
  run sh -c 'echo abcdef | cut -b -3'
  check 'abc' 0
}

@test "cut -b overlapping ranges print once in order (POSIX)" {
  run sh -c 'echo abcdef | cut -b 5,1-3,2'
  check 'abce' 0
}

@test "cut -b past the end of line (POSIX)" {
  run sh -c 'printf '\''ab\nabcdef\n'\'' | cut -b 3-4'
  check $'\ncd' 0
}

@test "cut -c counts characters in UTF-8" {
  run sh -c 'printf '\''h\303\251llo\n'\'' | cut -c 2-3'
  check 'él' 0
}

@test "cut -c invalid UTF-8 byte is one character" {
  run sh -c 'printf '\''a\377bc\n'\'' | cut -c 2-3 | od -An -tx1'
  check ' ff 62 0a' 0
}

@test "cut -b -n keeps characters whole (POSIX)" {
  run sh -c 'printf '\''h\303\251llo\n'\'' | cut -n -b 2,4'
  check 'l' 0
}

@test "cut -f tab separated (POSIX)" {
  run sh -c 'printf '\''a\tb\tc\n'\'' | cut -f 2'
  check 'b' 0
}

@test "cut -f -d (POSIX)" {
  run sh -c 'printf '\''a:b:c:d\n'\'' | cut -d: -f 1,3-'
  check 'a:c:d' 0
}

@test "cut -f line without delimiter printed whole (POSIX)" {
  run sh -c 'printf '\''nodelim\na:b\n'\'' | cut -d: -f2'
  check $'nodelim\nb' 0
}

@test "cut -s skips lines without delimiter (POSIX)" {
  run sh -c 'printf '\''nodelim\na:b\n'\'' | cut -d: -s -f2'
  check 'b' 0
}

@test "cut -f empty fields (POSIX)" {
  run sh -c 'printf '\''::c\na::\n'\'' | cut -d: -f2,3'
  check $':c\n:' 0
}

@test "cut --complement fields (GNU)" {
  run sh -c 'printf '\''a:b:c\n'\'' | cut -d: -f2 --complement'
  check 'a:c' 0
}

@test "cut --complement bytes (GNU)" {
  run sh -c 'echo abcdef | cut -b 2-3 --complement'
  check 'adef' 0
}

@test "cut --output-delimiter fields (GNU)" {
  run sh -c 'printf '\''a:b:c\n'\'' | cut -d: -f1,3 --output-delimiter=XY'
  check 'aXYc' 0
}

@test "cut --output-delimiter bytes between ranges (GNU)" {
  run sh -c 'echo abcdef | cut -b 1-2,4-5 --output-delimiter=:'
  check 'ab:de' 0
}

@test "cut -z NUL lines (GNU)" {
  run sh -c 'printf '\''a:b\000c:d\000'\'' | cut -z -d: -f2 | tr '\''\000'\'' @'
  check 'b@d@' 0
}

@test "cut no final newline (POSIX)" {
  run sh -c 'printf '\''a:b'\'' | cut -d: -f2'
  check 'b' 0
}

@test "cut empty input" {
  run sh -c 'printf '\'''\'' | cut -b1'
  check '' 0
}

@test "cut empty lines (POSIX)" {
  run sh -c 'printf '\''\n\n'\'' | cut -f2 | od -An -c'
  check '  \n  \n' 0
}

@test "cut long lines" {
  run sh -c 'head -c 300000 /dev/zero | tr '\''\0'\'' a > f; printf '\'':b\n'\'' >> f; cut -d: -f2 f; cut -b 299999- f'
  check $'b\naa:b' 0
}

@test "cut binary data (GNU)" {
  run sh -c 'printf '\''a\000b:c\000d\n'\'' | cut -d: -f2 | od -An -c'
  check '   c  \0   d  \n' 0
}

@test "cut several files (POSIX)" {
  run sh -c 'echo ab > x; echo cd > y; cut -b2 x y'
  check $'b\nd' 0
}

@test "cut missing file goes on, exit 1" {
  run sh -c 'echo ab > x; cut -b1 nonexistent x 2>&1; echo $?'
  check $'cut: nonexistent: No such file or directory\na\n1' 0
}

@test "cut needs a list (GNU)" {
  run cut
  [ "$status" = 1 ]
  [ "${lines[0]}" = "cut: you must specify a list of bytes, characters, or fields" ]
}

@test "cut two lists are an error (GNU)" {
  run cut -b1 -f1
  [ "$status" = 1 ]
  [ "${lines[0]}" = "cut: only one list may be specified" ]
}

@test "cut position 0 is an error (GNU)" {
  run cut -b0
  [ "$status" = 1 ]
  [ "${lines[0]}" = "cut: byte/character positions are numbered from 1" ]
}

@test "cut decreasing range is an error (GNU)" {
  run cut -f3-1
  [ "$status" = 1 ]
  [ "${lines[0]}" = "cut: invalid decreasing range" ]
}

@test "cut bad list is an error" {
  run cut -b x
  [ "$status" = 1 ]
  [ "${lines[0]}" = "cut: invalid byte/character position 'x'" ]
}

@test "cut -d two characters is an error (GNU)" {
  run cut -d ab -f1
  [ "$status" = 1 ]
  [ "${lines[0]}" = "cut: the delimiter must be a single character" ]
}

@test "cut -s without -f is an error (GNU)" {
  run cut -s -b1
  [ "$status" = 1 ]
}

@test "cut write error exits 1" {
  run sh -c 'echo a | cut -b1 > /dev/full'
  [ "$status" = 1 ]
}

@test "cut --output-delimiter between adjacent ranges, not overlapping ones (GNU)" {
  run sh -c 'echo abcdef | cut -b 1-2,3-4,4-5 --output-delimiter=_'
  check 'ab_cde' 0
  run sh -c 'echo abcdef | cut -b 2,4,5 --complement --output-delimiter=_'
  check 'a_c_f' 0
}

@test "cut -c --output-delimiter between ranges in UTF-8" {
  run sh -c 'printf "\303\251\303\250\303\240x\n" | cut -c 1,2-3 --output-delimiter=:'
  check 'é:èà' 0
}

@test "cut --only-delimited (GNU)" {
  run sh -c 'printf "a,b\nc\n" | cut --only-delimited -d, -f2'
  check 'b' 0
}

@test "cut two -b lists are an error (GNU)" {
  run cut -b 1 -b 2 /dev/null
  [ "$status" = 1 ]
  [ "${lines[0]}" = "cut: only one list may be specified" ]
}

@test "cut -f of lines longer than its buffer (GNU)" {
  head -c 100000 /dev/zero | tr '\0' x > long
  { cat long; printf ',y,'; cat long; echo; } > f
  run cut -d, -f2 f
  check 'y' 0
  run sh -c 'cut -d, -f1,3 f | wc -c'
  check '200002' 0
  echo >> long
  run sh -c 'cut -d, -f3 -s f | cmp - long'
  check '' 0
  run sh -c 'cut -d, -f1 --complement f | wc -c'
  check '100003' 0
  run cut -b 99999-100003 f
  check 'xx,y,' 0
}

@test "cut -f line without delimiter longer than the buffer (GNU)" {
  head -c 200000 /dev/zero | tr '\0' x > f
  echo >> f
  run sh -c 'cut -d, -f2 f | cmp - f'
  check '' 0
  run sh -c 'cut -d, -s -f1 f | wc -c'
  check '0' 0
}

@test "cut -c with characters across the buffer end" {
  # 3-byte characters: 65536 isn't a multiple of 3, so reads split some
  for i in $(seq 300); do printf '€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€'; done > f
  echo >> f
  run sh -c 'cut -c 21845-21846,29999- f'
  check '€€€€' 0
  run sh -c 'cut -n -b 65535-65537 f'
  check '€' 0
}
