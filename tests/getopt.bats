#!/usr/bin/env bats
# getopt: expectations checked against util-linux getopt (/usr/bin/getopt).
# Only the wording of getopt's own usage errors differs (house style).

load helper

@test "getopt short, long, required and optional arguments, quoting" {
  run getopt -o ab:c:: -l foo,bar:,baz:: -- -a -bx -c -cy --foo --bar=1 \
    --bar 2 --baz --baz=3 file "it's" -- -a
  check " -a -b 'x' -c '' -c 'y' --foo --bar '1' --bar '2' --baz '' --baz '3' -- 'file' 'it'\\''s' '-a'" 0
}

@test "getopt invalid short option" {
  run getopt -o a -- -x -a
  check "getopt: invalid option -- 'x'
 -a --" 1
}

@test "getopt missing argument of a short option" {
  run getopt -o ab: -- -ab
  check "getopt: option requires an argument -- 'b'
 -a --" 1
}

@test "getopt long option errors" {
  run getopt -o '' -l foo -- --foo=1 --nope --fo --x=1
  check "getopt: option '--foo' doesn't allow an argument
getopt: unrecognized option '--nope'
getopt: unrecognized option '--x=1'
 --foo --" 1
  run getopt -o '' -l foo: -- --foo
  check "getopt: option '--foo' requires an argument
 --" 1
}

@test "getopt ambiguous and exact long prefixes" {
  run getopt -o '' -l foo,foobar -- --fo --foo --foob
  check "getopt: option '--fo' is ambiguous; possibilities: '--foo' '--foobar'
 --foo --foobar --" 1
}

@test "getopt -n names the program in errors" {
  run getopt -n 'my prog' -o a -- -z
  check "my prog: invalid option -- 'z'
 --" 1
}

@test "getopt -q quiet errors, -Q quiet output" {
  run getopt -q -o a -- -z -a
  check " -a --" 1
  run getopt -Q -o a -- -a
  check "" 0
  run getopt -Q -o a -- -x
  check "getopt: invalid option -- 'x'" 1
}

@test "getopt -T exits 4" {
  run getopt -T
  check "" 4
}

@test "getopt old style: first argument is the optstring, unquoted" {
  run getopt ab:c a -b x y
  check " -b x -- a y" 0
}

@test "getopt: optstring as first parameter after options is quoted" {
  run getopt -- 'ab:' -a -b 'x y' z
  check " -a -b 'x y' -- 'z'" 0
}

@test "getopt -u unquoted" {
  run getopt -u -o a -- -a 'x y'
  check " -a -- x y" 0
}

@test "getopt + and POSIXLY_CORRECT stop at first non-option" {
  run getopt -o +a -- x -a
  check " -- 'x' '-a'" 0
  POSIXLY_CORRECT=1 run getopt -o a -- x -a
  check " -- 'x' '-a'" 0
}

@test "getopt - prints non-options in place" {
  run getopt -o -a -- x -a y
  check " 'x' -a 'y' --" 0
}

@test "getopt -a long options with one dash" {
  run getopt -a -o fx -l foo -- -fo -foo -f -x -fx -q
  check "getopt: unrecognized option '-q'
 --foo --foo -f -x -f -x --" 1
}

@test "getopt -s tcsh quoting" {
  run getopt -s tcsh -o a: -- -a 'x!y' "q'r" $'a\nb'
  check " -a 'x'\\!'y' -- 'q'\\''r' 'a\\nb'" 0
  run getopt -s csh -- a 'x!y'
  check " -- 'x'\\!'y'" 0
}

@test "getopt -s sh keeps newlines and ! as they are" {
  run getopt -s bash -- a $'a\nb' 'c!'
  check " -- 'a
b' 'c!'" 0
}

@test "getopt bad -s shell and missing optstring exit 2" {
  run getopt -s zsh -- a b
  check "getopt: unknown shell after -s or --shell argument
Try 'getopt --help' for more information." 2
  run getopt
  check "getopt: missing optstring argument
Try 'getopt --help' for more information." 2
}

@test "getopt -- ends options, -- as argument, empty parameters" {
  run getopt -o a: -- -a -- x -- -a '' -
  check " -a '--' -- 'x' '-a' '' '-'" 0
}

@test "getopt long option names: --longoptions --options --name, repeated -l" {
  run getopt --longoptions=a,b --options=x -l c -- --a -x --b --c
  check " --a -x --b --c --" 0
  run getopt -o a --long foo,bar --name x -- --bar --foo
  check " --bar --foo --" 0
}

@test "getopt leading : in optstring silences errors" {
  run getopt -o :a -- -: -a
  check " -a --" 1
}

@test "getopt matches util-linux on a batch of cases" {
  needs_cmd /usr/bin/getopt
  while IFS= read -r line; do
    eval "set -- $line"
    exp=$( (exec -a getopt /usr/bin/getopt "$@") 2>&1; echo "rc=$?")
    run bash -c 'getopt "$@" 2>&1; echo "rc=$?"' getopt "$@"
    [ "$output" = "$exp" ] || { echo "$line: $output != $exp"; false; }
  done <<'LIST'
-o ab:c:: -l foo,bar:,baz:: -- -a -bx -c -cy --foo --bar=1 --bar 2 --baz --baz=3 file "it's" -- -a
-o a -l 'foo::' -- --foo x --foo=
-o ab -- -ab -ba
-o '' -l ab::,ac:: -- --a x
-o a -l ab,ac: -- --a --ab --ac=1
-a -o '' -l ab,ac,foo: -- -a -foo -x=2
-o 'a::' -- -a x -ax
-s tcsh -u -- a 'x!y'
-o '' -l a,,b -- --b
-q -o a -l x: -- -z --x --y
LIST
}
