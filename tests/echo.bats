#!/usr/bin/env bats
# echo: POSIX echo with GNU's -n -e -E; bash has a builtin, so run $TESTBIN/echo.

load helper
export TESTBIN

E() { "$TESTBIN/echo" "$@"; }

@test "echo: arguments joined by spaces, newline at the end" {
  run E hello  "two words" x
  check "hello two words x" 0
}

@test "echo: no arguments prints an empty line" {
  run sh -c '"$TESTBIN/echo" | od -An -c'
  check "  \\n" 0
}

@test "echo: empty arguments still get their separators" {
  run sh -c '"$TESTBIN/echo" "" "" | od -An -c'
  check "      \\n" 0
}

@test "echo -n: no trailing newline" {
  run sh -c '"$TESTBIN/echo" -n a b; "$TESTBIN/echo" -n; echo end'
  check "a bend" 0
}

@test "echo: backslashes are literal without -e (GNU)" {
  run E 'a\tb\n' '\c'
  check 'a\tb\n \c' 0
}

@test "echo -e: letter escapes" {
  run sh -c '"$TESTBIN/echo" -e "\\\\ \\a\\b\\e\\f\\n\\r\\t\\v" | od -An -c'
  check '   \      \a  \b 033  \f  \n  \r  \t  \v  \n' 0
}

@test "echo -e: \\0NNN and \\NNN octal (GNU)" {
  run E -e 'a\0101b\101c\0d\08\01234\0777'
  [ "$status" = 0 ]
  run sh -c '"$TESTBIN/echo" -e "a\\0101b\\101c\\0d\\08\\01234\\0777" | od -An -c'
  check '   a   A   b   A   c  \0   d  \0   8   S   4 377  \n' 0
}

@test "echo -e: \\xHH hex, one or two digits (GNU)" {
  run E -e '\x41\x4g\x8G\xFf|\xaBc|\xq'
  [ "$status" = 0 ]
  run sh -c '"$TESTBIN/echo" -e "\\x41\\x4g\\x8G|\\xq" | od -An -c'
  check '   A 004   g  \b   G   |   \   x   q  \n' 0
}

@test "echo -e: \\c stops all output, newline too" {
  run sh -c '"$TESTBIN/echo" -e "ab\\cde" more; echo "|"'
  check "ab|" 0
}

@test "echo -e: unknown escape and trailing backslash are printed (GNU)" {
  run E -e '\q\u263a' 'end\'
  check '\q\u263a end\' 0
}

@test "echo -ne, -n -e and -en combine (GNU)" {
  run sh -c '"$TESTBIN/echo" -ne "x\\ty"; "$TESTBIN/echo" -n -e "|\\t|"; "$TESTBIN/echo" -en "\\x41"'
  check "x	y|	|A" 0
}

@test "echo -E: last of -e and -E wins (GNU)" {
  run E -e -E 'a\tb'
  check 'a\tb' 0
  run E -Ee 'a\tb'
  check "a	b" 0
  run E -eE 'a\tb'
  check 'a\tb' 0
}

@test "echo: unknown options, --, - and -nx are text (GNU)" {
  run E -x -- - -nx a
  check "-x -- - -nx a" 0
  run E -- -n
  check "-- -n" 0
}

@test "echo: options only before the first text argument" {
  run E a -n b
  check "a -n b" 0
  run E -n -x -n
  [ "$output" = "-x -n" ]
}

@test "echo --help alone prints help, with more arguments it is text (GNU)" {
  run E --help
  [ "$status" = 0 ]
  [ "${lines[0]}" = "usage: echo [-neE] [ARG...]" ]
  run E --help x
  check "--help x" 0
  run E -n --help
  check "--help" 0
}

@test "echo --version alone" {
  run E --version
  [ "$status" = 0 ] && [[ "$output" == "toybox "[0-9]* ]]
}

@test "echo: long argument and invalid UTF-8 pass through" {
  long=$(head -c 100000 /dev/zero | tr '\0' x)
  run E "$long"
  [ "$status" = 0 ] && [ "${#output}" = 100000 ]
  run sh -c '"$TESTBIN/echo" "$(printf "\\377\\200")" | od -An -c'
  check " 377 200  \\n" 0
}

@test "echo > /dev/full: error, exit 1" {
  run sh -c '"$TESTBIN/echo" hello > /dev/full'
  check "echo: write error: No space left on device" 1
}
