#!/usr/bin/env bats
# printf: POSIX, with GNU's escapes and error messages as the reference.

load helper

export TESTBIN
P() { "$TESTBIN/printf" "$@"; }

@test "printf plain format and escapes (POSIX)" {
  run P 'a\tb\\c\n'
  check "$(printf 'a\tb\\c')" 0
}

@test "printf all format escapes (GNU)" {
  run sh -c '"$TESTBIN/printf" "\a\b\f\n\r\t\v\\\\\"\e" | od -An -c'
  check "  \a  \b  \f  \n  \r  \t  \v   \\   \" 033" 0
}

@test "printf octal escapes: 1 to 3 digits, \\0NNN is \\0NN then a digit (GNU)" {
  run sh -c '"$TESTBIN/printf" "\101\60\0101\7" | od -An -c'
  check "   A   0  \b   1  \a" 0
}

@test "printf hex escapes \\xHH take at most 2 digits" {
  run P '\x41\x4a\x414\n'
  check "AJA4" 0
}

@test "printf \\x with no digits is an error (GNU)" {
  run P 'a\x'
  check "aprintf: missing hexadecimal number in escape" 1
}

@test "printf \\u and \\U give UTF-8" {
  run P '\u00e9\u20ac\U0001F600\n'
  check "é€😀" 0
}

@test "printf unknown escape kept, trailing backslash kept" {
  run P '\q\'
  check '\q\' 0
}

@test "printf \\c in the format stops all output" {
  run P 'ab\ccd%s' x
  check "ab" 0
}

@test "printf %% and literal text" {
  run P '100%%\n'
  check "100%" 0
}

@test "printf signed conversions %d %i" {
  run P '%d %i %d %i\n' 42 -7 +3 ' 9'
  check "42 -7 3 9" 0
}

@test "printf unsigned conversions %o %u %x %X of -1 (GNU)" {
  run P '%o %u %x %X\n' -1 -1 -1 -1
  check "1777777777777777777777 18446744073709551615 ffffffffffffffff FFFFFFFFFFFFFFFF" 0
}

@test "printf numeric arguments in hex and octal" {
  run P '%d %d %x %o\n' 0x1F 017 255 8
  check "31 15 ff 10" 0
}

@test "printf character constants 'c and \"c (POSIX)" {
  run P '%d %d %x %d\n' "'A" '"B' "'a" "'é"
  check "65 66 61 233" 0
}

@test "printf floating conversions" {
  run P '%f %F %e %E %g %G\n' 1.5 1.5 1.5 1.5 1.5 1.5
  check "1.500000 1.500000 1.500000e+00 1.500000E+00 1.5 1.5" 0
  # %a: the C library picks the leading hex digit (glibc 0xcp-3, musl 0x1.8p+0)
  run P '%a %A\n' 1.5 1.5
  [ "$status" = 0 ]
  [[ "$output" == "0xcp-3 0XCP-3" || "$output" == "0x1.8p+0 0X1.8P+0" ]]
}

@test "printf floats: precision, inf, hex input" {
  run P '%.2f %.0f %.10g %e %g\n' 3.14159 2.5 0.1 inf 0x10
  check "3.14 2 0.1 inf 16" 0
}

@test "printf flags - + space # 0" {
  run P '% d|%+d|%05d|%#o|%#x|%-5d|%.3d|%-+6d|\n' 1 2 3 8 255 4 5 6
  check " 1|+2|00003|010|0xff|4    |005|+6    |" 0
}

@test "printf width and precision from * arguments" {
  run P '%*d|%-*d|%.*f|%*s|\n' 5 1 4 2 2 3.14159 -3 a
  check "    1|2   |3.14|a  |" 0
}

@test "printf %s width and precision" {
  run P '%.3s|%-5s|%5s|%.0s|\n' abcdef ab cd xyz
  check "abc|ab   |   cd||" 0
}

@test "printf %c prints the first byte, empty gives NUL" {
  run sh -c '"$TESTBIN/printf" "%c%c%3c|%-2c|" hello "" x y | od -An -c'
  check "   h  \0           x   |   y       |" 0
}

@test "printf %b escapes: \\0NNN, \\NNN, \\xHH, unknown kept" {
  run P '%b|%b|%b|%b|%b\n' '\0101' '\101' '\x41' '\q' 'a\tb'
  check "A|A|A|\\q|a	b" 0
}

@test "printf %b \\c stops all output, remaining arguments too" {
  run P '%b-%s\n' 'ab\cde' x y z
  check "ab" 0
}

@test "printf %b with width and precision" {
  run P '%5b|%-4b|%.2b|\n' 'a\t' x abc
  check "   a	|x   |ab|" 0
}

@test "printf %s does not interpret escapes" {
  run P '%s\n' 'a\nb'
  check 'a\nb' 0
}

@test "printf reuses the format for leftover arguments (POSIX)" {
  run P '%s=%d\n' a 1 b 2 c
  check "a=1
b=2
c=0" 0
}

@test "printf missing arguments are empty or zero (POSIX)" {
  run P '[%s|%d|%f|%c]\n'
  check "[|0|0.000000|]" 0
}

@test "printf length modifiers are accepted and ignored (GNU)" {
  run P '%ld %hhd %lld %jd %zd %Lf\n' 1 2 3 4 5 1.5
  check "1 2 3 4 5 1.500000" 0
}

@test "printf non-numeric argument: message naming it, 0 printed, exit 1 (POSIX)" {
  run P '%d|\n' abc
  check "printf: 'abc': expected a numeric value
0|" 1
}

@test "printf partly numeric argument: partial value printed, exit 1 (GNU)" {
  run P '%d|\n' 12abc
  check "printf: '12abc': value not completely converted
12|" 1
  run P '%f|\n' 1.5x
  check "printf: '1.5x': value not completely converted
1.500000|" 1
}

@test "printf later arguments still printed after a bad one" {
  run P '%d\n' x 5
  check "printf: 'x': expected a numeric value
0
5" 1
}

@test "printf integer out of range: clamped, exit 1 (GNU)" {
  run P '%d\n' 99999999999999999999
  check "printf: '99999999999999999999': Numerical result out of range
9223372036854775807" 1
}

@test "printf lone quote is not a number" {
  run P '%d\n' "'"
  check "printf: ''': expected a numeric value
0" 1
}

@test "printf invalid conversion is an error (GNU)" {
  run P 'ab%y' 3
  check "abprintf: %y: invalid conversion specification" 1
}

@test "printf trailing % is an error (GNU)" {
  run P '%'
  check "printf: %: invalid conversion specification" 1
}

@test "printf excess arguments with no conversion: warning, exit 0 (GNU)" {
  run P 'x\n' a b
  check "x
printf: warning: ignoring excess arguments, starting with 'a'" 0
}

@test "printf with no format is a usage error" {
  run P
  [ "$status" -eq 1 ]
  [ "${lines[0]}" = "printf: missing argument" ]
}

@test "printf format starting with a dash, and --" {
  run P -- '-%s-\n' x
  check "-x-" 0
  run P '-x\n'
  check "-x" 0
}

@test "printf binary bytes through %b and %s" {
  run sh -c '"$TESTBIN/printf" "%b%s" "\0377\0200\0" "$(printf "\001\002")" | od -An -tx1'
  check " ff 80 00 01 02" 0
}

@test "printf long argument" {
  s=$(head -c 100000 /dev/zero | tr '\0' x)
  run P '%s' "$s"
  [ "$status" -eq 0 ] && [ "${#output}" -eq 100000 ]
}

@test "printf write error to /dev/full" {
  run sh -c '"$TESTBIN/printf" "hello\n" > /dev/full'
  [ "$status" -eq 1 ]
  [ -n "$output" ]
}

@test "printf width or precision past INT_MAX is an error, not 2^34 spaces (fuzz)" {
  # GNU: invalid field width / invalid precision, status 1
  run P '%*s|' 22222222222 x
  check "printf: invalid field width: '22222222222'" 1
  run P '%.*s|' 22222222222 x
  check "printf: invalid precision: '22222222222'" 1
  run P '%22222222222s|' x
  check "printf: invalid field width: '%22222222222'" 1
  run P '%*s|%-*s|' 3 x -3 y
  check "  x|y  |" 0
}
