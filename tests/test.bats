#!/usr/bin/env bats
# test and [: POSIX, with GNU's behaviour where POSIX leaves it open.

load helper

export TESTBIN
T() { "$TESTBIN/test" "$@"; }
B() { "$TESTBIN/[" "$@"; }

@test "test with no arguments is false (POSIX)" {
  run T
  check "" 1
}

@test "test one argument: true if not empty (POSIX)" {
  run T x; check "" 0
  run T ""; check "" 1
  run T -n; check "" 0
  run T -z; check "" 0
  run T !; check "" 0
  run T -t; check "" 0
}

@test "test --help is a string, prints nothing (GNU)" {
  run T --help; check "" 0
  run T --version; check "" 0
}

@test "[ --help alone prints help, [ --version the version (GNU)" {
  run B --help
  [ "$status" -eq 0 ] && [ "${lines[0]}" = "usage: test [EXPRESSION]  or  [ EXPRESSION ]" ]
  run B --version
  check "toybox 0.1.0" 0
  run B --help ]
  check "" 0
}

@test "[ needs its closing ] (exit 2)" {
  run B 1 = 1
  check "[: missing ']'" 2
  run B
  check "[: missing ']'" 2
  run B 1 = 1 ]
  check "" 0
  run B ]
  check "" 1
}

@test "test -n -z" {
  run T -n abc; check "" 0
  run T -n ""; check "" 1
  run T -z ""; check "" 0
  run T -z abc; check "" 1
}

@test "test -e -f -d -s" {
  touch empty; echo x > full; mkdir dir
  run T -e empty; check "" 0
  run T -e nonesuch; check "" 1
  run T -f empty; check "" 0
  run T -f dir; check "" 1
  run T -d dir; check "" 0
  run T -d empty; check "" 1
  run T -s full; check "" 0
  run T -s empty; check "" 1
  run T -s nonesuch; check "" 1
}

@test "test -h -L follow nothing; -e -f follow symlinks" {
  touch file; ln -s file link; ln -s nonesuch dangling
  run T -h link; check "" 0
  run T -L link; check "" 0
  run T -L dangling; check "" 0
  run T -h file; check "" 1
  run T -f link; check "" 0
  run T -e dangling; check "" 1
}

@test "test -c -b -p -S" {
  run T -c /dev/null; check "" 0
  run T -b /dev/null; check "" 1
  run T -p /dev/null; check "" 1
  mkfifo fifo
  run T -p fifo; check "" 0
  run T -f fifo; check "" 1
  run T -S fifo; check "" 1
}

@test "test -b on a block device" {
  dev=$(find /dev -type b 2>/dev/null | head -n 1)
  [ -n "$dev" ] || skip "no block device"
  run T -b "$dev"; check "" 0
  run T -c "$dev"; check "" 1
}

@test "test -S on a socket" {
  needs_cmd python3
  python3 -c 'import socket; socket.socket(socket.AF_UNIX).bind("sock")'
  run T -S sock; check "" 0
  run T -p sock; check "" 1
}

@test "test -g -u -k mode bits" {
  touch f; chmod 2755 f
  run T -g f; check "" 0
  run T -u f; check "" 1
  chmod 4755 f
  run T -u f; check "" 0
  run T -k f; check "" 1
  mkdir d; chmod 1777 d
  run T -k d; check "" 0
}

@test "test -O -G owned by us" {
  touch f
  run T -O f; check "" 0
  run T -G f; check "" 0
  run T -O nonesuch; check "" 1
}

@test "test -O false for another owner" {
  needs_root
  touch f; chown 12345:12345 f
  run T -O f; check "" 1
  run T -G f; check "" 1
}

@test "test -r -w -x" {
  touch f; chmod 644 f
  run T -r f; check "" 0
  run T -w f; check "" 0
  run T -x f; check "" 1
  chmod 755 f
  run T -x f; check "" 0
  run T -r nonesuch; check "" 1
}

@test "test -r -w false without permission" {
  not_root
  touch f; chmod 0 f
  run T -r f; check "" 1
  run T -w f; check "" 1
}

@test "test -N modified since last read" {
  touch -a -d 2000-01-01 f; touch -m -d 2010-01-01 f
  run T -N f; check "" 0
  touch -a -d 2020-01-01 f
  run T -N f; check "" 1
}

@test "test -t FD" {
  run sh -c '"$TESTBIN/test" -t 0 < /dev/null'; check "" 1
  run T -t 99; check "" 1
  run T -t x; check "test: invalid integer 'x'" 2
}

@test "test -t on a terminal" {
  needs_cmd script
  run script -qec "\"$TESTBIN/test\" -t 1 && echo yes" /dev/null
  [ "${output%$'\r'}" = "yes" ]
}

@test "test string comparisons = == != < >" {
  run T abc = abc; check "" 0
  run T abc == abd; check "" 1
  run T abc != abd; check "" 0
  run T abc != abc; check "" 1
  run T abc '<' abd; check "" 0
  run T abd '<' abc; check "" 1
  run T b '>' a; check "" 0
  run T "" = ""; check "" 0
}

@test "test integer comparisons" {
  run T 1 -eq 1; check "" 0
  run T 1 -ne 1; check "" 1
  run T -5 -lt +3; check "" 0
  run T 3 -le 3; check "" 0
  run T 4 -gt 3; check "" 0
  run T 3 -ge 4; check "" 1
  run T 010 -eq 10; check "" 0
  run T -0 -eq 0; check "" 0
}

@test "test integers allow surrounding blanks (GNU)" {
  run T ' 5 ' -eq 5; check "" 0
}

@test "test integers of any length (GNU)" {
  run T 99999999999999999999 -gt 9223372036854775807; check "" 0
  run T -99999999999999999999 -lt -99999999999999999998; check "" 0
  run T 123456789012345678901234567890 -eq 123456789012345678901234567890; check "" 0
}

@test "test invalid integers exit 2 with a message" {
  run T 1 -eq a; check "test: invalid integer 'a'" 2
  run T "" -eq 0; check "test: invalid integer ''" 2
  run T 1.5 -lt 2; check "test: invalid integer '1.5'" 2
  run T 0x10 -eq 16; check "test: invalid integer '0x10'" 2
}

@test "test -nt -ot -ef" {
  touch -d 2000-01-01 old; touch -d 2010-01-01 new; ln new hard
  run T new -nt old; check "" 0
  run T old -nt new; check "" 1
  run T old -ot new; check "" 0
  run T new -nt nonesuch; check "" 0
  run T nonesuch -nt new; check "" 1
  run T nonesuch -ot new; check "" 0
  run T new -ef hard; check "" 0
  run T new -ef old; check "" 1
  run T new -ef nonesuch; check "" 1
}

@test "test ! negation (POSIX)" {
  run T ! x; check "" 1
  run T ! ""; check "" 0
  run T ! a = a; check "" 1
  run T ! -z ""; check "" 1
  run T ! ! x; check "" 0
}

@test "test three arguments: binary operator wins over ! and ( (POSIX)" {
  run T ! = !; check "" 0
  run T '(' = '('; check "" 0
  run T '(' x ')'; check "" 0
  run T '(' "" ')'; check "" 1
  run T -n = -n; check "" 0
}

@test "test four arguments (POSIX)" {
  run T ! a = b; check "" 0
  run T '(' -n x ')'; check "" 0
  run T '(' -z x ')'; check "" 1
}

@test "test -a -o precedence and parentheses" {
  run T x -a ""; check "" 1
  run T x -o ""; check "" 0
  run T "" -o x -a ""; check "" 1
  run T x -o x -a ""; check "" 0
  run T '(' x -o x ')' -a ""; check "" 1
  run T ! "" -a x; check "" 0
  run T 1 -eq 1 -a 2 -gt 1 -a abc = abc; check "" 0
  run T '(' '(' x ')' ')'; check "" 0
}

@test "test bad expressions exit 2" {
  run T a b; check "test: 'a': unary operator expected" 2
  run T -x -y z; check "test: '-y': binary operator expected" 2
  run T 1 2 3 4 5; check "test: extra argument '2'" 2
  run T 1 -eq 1 -a; check "test: missing argument after '-a'" 2
  run T '(' x -o y; check "test: ')' expected" 2
}

@test "[ evaluates like test" {
  run B -d / ]; check "" 0
  run B a = b ]; check "" 1
  run B ! a = b ]; check "" 0
  run B 1 -lt x ]; check "[: invalid integer 'x'" 2
}

@test "test names with spaces, newlines and binary bytes" {
  touch "a b" "$(printf 'c\nd')"
  run T -f "a b"; check "" 0
  run T -f "$(printf 'c\nd')"; check "" 0
  run T "$(printf '\001\377')" = "$(printf '\001\377')"; check "" 0
}
