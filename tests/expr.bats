#!/usr/bin/env bats
# expr: POSIX operators and exit statuses, GNU's functions and messages.

load helper

@test "expr arithmetic + - * / % (POSIX)" {
  run expr 1 + 2; check "3" 0
  run expr 5 - 7; check "-2" 0
  run expr 6 '*' 7; check "42" 0
  run expr -7 / 2; check "-3" 0
  run expr -7 % 2; check "-1" 0
  run expr 2 - 2; check "0" 1
}

@test "expr precedence: * over +, + over =, = over &, & over | (POSIX)" {
  run expr 1 + 2 '*' 3; check "7" 0
  run expr 10 - 4 - 3; check "3" 0
  run expr 12 / 2 / 3; check "2" 0
  run expr 2 = 1 + 1; check "1" 0
  run expr 1 '|' 0 '&' 0; check "1" 0
  run expr 3 '*' ab : a; check "3" 0
  run expr '(' 1 + 2 ')' '*' 3; check "9" 0
  run expr '(' '(' 4 ')' ')'; check "4" 0
}

@test "expr | and & (POSIX)" {
  run expr a '|' b; check "a" 0
  run expr '' '|' b; check "b" 0
  run expr 0 '|' ''; check "0" 1
  run expr '' '|' ''; check "0" 1
  run expr a '&' b; check "a" 0
  run expr a '&' 0; check "0" 1
  run expr '' '&' b; check "0" 1
}

@test "expr comparisons: numeric for integers, else strings (POSIX)" {
  run expr 2 '<' 10; check "1" 0
  run expr 2 '<' 10a; check "0" 1
  run expr 10 '<=' 10; check "1" 0
  run expr 10 '>' 9; check "1" 0
  run expr 9 '>=' 10; check "0" 1
  run expr a = a; check "1" 0
  run expr a != a; check "0" 1
  run expr 01 = 1; check "1" 0
  run expr 1 = 1.0; check "0" 1
  run expr abc '<' abd; check "1" 0
}

@test "expr : anchored BRE returns length or \\1 (POSIX)" {
  run expr abc : 'a.'; check "2" 0
  run expr abc : 'b'; check "0" 1
  run expr abc : '.*'; check "3" 0
  run expr abc : 'a\(.\)'; check "b" 0
  run expr abc : 'x\(.\)'; check "" 1
  run expr foo.c : '\(.*\)\.c'; check "foo" 0
  run expr aaa : 'a*'; check "3" 0
}

@test "expr : bad regex exits 2 (GNU)" {
  # the reason is the C library's regerror() text (glibc and musl differ)
  run expr abc : '\('
  [ "$status" = 2 ]
  [[ "$output" == "expr: "?* ]]
  [ "${#lines[@]}" = 1 ]
}

@test "expr match substr index length (GNU)" {
  run expr match abc 'ab'; check "2" 0
  run expr substr hello 2 3; check "ell" 0
  run expr substr hello 5 9; check "o" 0
  run expr substr hello 0 2; check "" 1
  run expr substr hello 9 1; check "" 1
  run expr substr hello x 1; check "" 1
  run expr index hello lo; check "3" 0
  run expr index hello z; check "0" 1
  run expr length abcd; check "4" 0
  run expr length ''; check "0" 1
  run expr length abc + 1; check "4" 0
}

@test "expr + quotes a token (GNU)" {
  run expr + length; check "length" 0
  run expr + /; check "/" 0
  run expr length + length; check "6" 0
}

@test "expr plain values and exit status 0/1 (POSIX)" {
  run expr abc; check "abc" 0
  run expr 0; check "0" 1
  run expr ''; check "" 1
  run expr 00 + 0; check "0" 1
  run expr -- -5; check "-5" 0
  run expr 99999999999999999999; check "99999999999999999999" 0
}

@test "expr non-integer argument exits 2 (GNU)" {
  run expr a + 1; check "expr: non-integer argument" 2
  run expr +5 + 1; check "expr: non-integer argument" 2
  run expr ' 5' + 1; check "expr: non-integer argument" 2
}

@test "expr division by zero exits 2 (GNU)" {
  run expr 5 / 0; check "expr: division by zero" 2
  run expr 5 % 0; check "expr: division by zero" 2
}

@test "expr integers of any size (GNU)" {
  run expr 9223372036854775807 + 1; check "9223372036854775808" 0
  run expr -9223372036854775808 - 1; check "-9223372036854775809" 0
  run expr 3000000000 '*' 4000000000; check "12000000000000000000" 0
  run expr -9223372036854775808 / -1; check "9223372036854775808" 0
  run expr 99999999999999999999 + 1; check "100000000000000000000" 0
  run expr 99999999999999999999 '*' 99999999999999999999
  check "9999999999999999999800000000000000000001" 0
  run expr -99999999999999999999 / 7; check "-14285714285714285714" 0
  run expr -99999999999999999999 % 7; check "-1" 0
  run expr 340282366920938463463374607431768211456 / 18446744073709551617
  check "18446744073709551615" 0
  run expr 340282366920938463463374607431768211456 % 18446744073709551617
  check "1" 0
  run expr 123456789012345678901234567890 - 123456789012345678901234567890
  check "0" 1
  run expr 99999999999999999999 '>' 9999999999999999999; check "1" 0
  run expr 18446744073709551616 = 018446744073709551616; check "1" 0
  run expr 100000000000000000000 / 0; check "expr: division by zero" 2
  run expr -0; check "-0" 1
}

@test "expr length substr index match count characters in UTF-8 (GNU)" {
  run expr length é; check "1" 0
  run expr length héllo; check "5" 0
  run expr substr héllo 2 2; check "él" 0
  run expr substr 日本語 2 1; check "本" 0
  run expr index héllo é; check "2" 0
  run expr index héllo l; check "3" 0
  run expr héllo : 'h.l'; check "3" 0
  run expr héllo : '\(h.\)'; check "hé" 0
  run expr match héllo '.*'; check "5" 0
  # a byte that starts no valid character is one character
  run expr length "$(printf '\303\251\377')"; check "2" 0
  run expr index "$(printf 'a\377b')" b; check "3" 0
  run expr index "$(printf '\303\251')" "$(printf '\251')"; check "0" 1
}

@test "expr counts bytes in the C locale (GNU)" {
  LC_ALL=C run expr length é; check "2" 0
  LC_ALL=C run expr substr héllo 2 2; check "$(printf '\303\251')" 0
  LC_ALL=C run expr héllo : 'h.l'; check "0" 1
  LC_ALL=C run expr héllo : 'h..l'; check "4" 0
  LC_ALL=C run expr index héllo l; check "4" 0
}

@test "expr syntax errors exit 2 (GNU)" {
  run expr 1 2; check "expr: syntax error: unexpected argument '2'" 2
  run expr 1 +; check "expr: syntax error: missing argument after '+'" 2
  run expr length; check "expr: syntax error: missing argument after 'length'" 2
  run expr '(' 1; check "expr: syntax error: expecting ')' after '1'" 2
  run expr '(' 1 2; check "expr: syntax error: expecting ')' instead of '2'" 2
  run expr 1 ')'; check "expr: syntax error: unexpected argument ')'" 2
}

@test "expr with no arguments exits 2" {
  run expr
  [ "$status" -eq 2 ] && [ "${lines[0]}" = "expr: missing operand" ]
}

@test "expr --help alone prints help" {
  run expr --help
  [ "$status" -eq 0 ] && [ "${lines[0]}" = "usage: expr EXPRESSION..." ]
  run expr --help = --help; check "1" 0
}

@test "expr binary bytes and long strings" {
  run env LC_ALL=C expr "$(printf 'a\001\377b')" : "$(printf 'a\001\377')"; check "3" 0
  s=$(head -c 50000 /dev/zero | tr '\0' x)
  run expr length "$s"; check "50000" 0
}

@test "expr write error to /dev/full exits 3 (GNU)" {
  run sh -c 'expr 1 > /dev/full'
  [ "$status" -eq 3 ] && [ -n "$output" ]
}
