#!/usr/bin/env bats
# fmt: no standard; simple cases as GNU coreutils 9.1 (line breaks of long
# paragraphs may differ: toybox minimizes the squared shortfall from the
# goal width)

load helper

@test "fmt joins lines, keeps paragraphs and indentation (GNU)" {
  printf 'hello world this is\na test.  Of fmt\n\n   indented para\n   goes here\n' > in
  run fmt -w 20 in
  check "hello world this is
a test.  Of fmt

   indented para
   goes here"
}

@test "fmt two spaces after a sentence at a line join (GNU)" {
  run sh -c "printf 'one.\ntwo\n' | fmt"
  check "one.  two"
}

@test "fmt first line may be indented deeper than the rest (GNU)" {
  run sh -c "printf '  first line\nsecond line more\nthird\n' | fmt -w 15"
  check "  first line
second line
more third"
  run sh -c "printf 'NAME\n       fmt - text\n' | fmt"
  check "NAME
       fmt - text"
}

@test "fmt -u uniform spacing, default keeps spacing (GNU)" {
  run sh -c "printf 'a    b.  c\n' | fmt -u"
  check "a b.  c"
  run sh -c "printf 'a    b\n' | fmt"
  check "a    b"
}

@test "fmt -s splits long lines, never joins (GNU)" {
  run sh -c "printf 'aaaa bbbb cccc dddd\n' | fmt -s -w 10"
  check "aaaa bbbb
cccc dddd"
  run sh -c "printf 'aa\nbb\n' | fmt -s"
  check "aa
bb"
}

@test "fmt -p PREFIX formats only those lines (GNU)" {
  run sh -c "printf '> a b\n> c d\nx y\nz\n' | fmt -p '> '"
  check "> a b c d
x y
z"
}

@test "fmt -w and --width: lines shorter than WIDTH (GNU)" {
  run sh -c "echo 'aaa bbb ccc' | fmt -w 7"
  check "aaa
bbb
ccc"
  run sh -c "echo 'aaaa bbbbb' | fmt -w 11"
  check "aaaa bbbbb"
  run sh -c "echo 'aaa bbb ccc' | fmt --width=3"
  check "aaa
bbb
ccc"
}

@test "fmt empty input, no final newline, blank lines (GNU)" {
  run fmt /dev/null
  check "" 0
  run sh -c "printf abc | fmt"
  check "abc"
  run sh -c "printf 'x\n\n\n  \ny\n' | fmt"
  check "x



y"
}

@test "fmt long words and binary bytes pass through" {
  w=$(head -c 5000 /dev/zero | tr '\0' x)
  run sh -c "echo 'a $w b' | fmt | wc -l"
  check "3"
  printf 'a\001\377 b\n' > in
  run sh -c 'fmt in | od -An -tx1'
  check " 61 01 ff 20 62 0a"
}

@test "fmt errors: missing file continues, bad width, /dev/full" {
  echo hi > in
  run fmt nonexist in
  check "fmt: cannot open 'nonexist' for reading: No such file or directory
hi" 1
  run fmt -w 0 in
  [ "$status" -eq 1 ]
  run sh -c 'fmt in > /dev/full'
  [ "$status" -eq 1 ]
}
