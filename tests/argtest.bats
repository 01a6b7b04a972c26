#!/usr/bin/env bats
# The option parser (lib/args.c), through the test-only command argtest
# (toys/other/argtest.c), built standalone by "make test" as $ARGTEST.
# argtest's option string:
#   a(all)b(bee)(bumble)c:d*e#<-5>100=7f.<0.5>9.5g@h%<100>86400000=1500
#   (verbose)(color):x(verbatim)yzpqrsn#[-xyz][!pq][+rs]
# so the bits are a=0x20000 b=0x10000 c=0x8000 d=0x4000 e=0x2000 f=0x1000
# g=0x800 h=0x400 verbose=0x200 color=0x100 x=0x80 y=0x40 z=0x20 p=0x10
# q=0x8 r=0x4 s=0x2 n=0x1. Its aliases have their own tests/argtest_NAME.bats.

load argtest

# What argtest prints for the options with defaults when they're not given
E7='-e 7'
H15='-h 1500'

at() { run "$ARGTEST" "$@"; }
# err MESSAGE [STATUS]: the error and the usage line on stderr, the status
err() { usage_err argtest "$@"; }

@test "no options: only the defaults" {
  at
  check "$E7
$H15
optflags 0x0"
}

@test "single flags, each its own bit" {
  at -a
  check "-a
$E7
$H15
optflags 0x20000"
  at -b
  check "-b
$E7
$H15
optflags 0x10000"
}

@test "flags given separately and combined (-a -b, -ab) are the same" {
  at -a -b
  local sep=$output
  at -ab
  [ "$output" = "$sep" ]
  check "-a
-b
$E7
$H15
optflags 0x30000"
}

@test "combined flags ending with an option taking the rest: -abcVALUE" {
  at -abcVALUE
  check "-a
-b
-c VALUE
$E7
$H15
optflags 0x38000"
}

@test "-c VALUE as the next argument, even one starting with a dash" {
  at -c VALUE
  check "-c VALUE
$E7
$H15
optflags 0x8000"
  at -c -a
  check "-c -a
$E7
$H15
optflags 0x8000"
}

@test "the last of a repeated string option wins" {
  at -c one -ctwo
  check "-c two
$E7
$H15
optflags 0x8000"
}

@test "an empty string is a value" {
  at -c ''
  check "-c 
$E7
$H15
optflags 0x8000"
}

@test "long option --all" {
  at --all
  check "-a
$E7
$H15
optflags 0x20000"
}

@test "two long names for one option: --bee and --bumble" {
  at --bee
  check "-b
$E7
$H15
optflags 0x10000"
  at --bumble
  check "-b
$E7
$H15
optflags 0x10000"
}

@test "unique prefix of a long option: --al, --verbo, --verba" {
  at --al
  check "-a
$E7
$H15
optflags 0x20000"
  at --verbo
  check "$E7
$H15
--verbose
optflags 0x200"
  at --verba
  check "-x
$E7
$H15
optflags 0x80"
}

@test "a prefix of two names of the same option is not ambiguous: --b" {
  at --b
  check "-b
$E7
$H15
optflags 0x10000"
}

@test "ambiguous prefix of two options: --verb" {
  at --verb
  err "option '--verb' is ambiguous"
}

@test "long-only string option: --color=x and --color x" {
  at --color=x
  check "$E7
$H15
--color x
optflags 0x100"
  at --color x
  check "$E7
$H15
--color x
optflags 0x100"
}

@test "--color= gives an empty value, --col=a=b keeps the second =" {
  at --color=
  check "$E7
$H15
--color 
optflags 0x100"
  at --col=a=b
  check "$E7
$H15
--color a=b
optflags 0x100"
}

@test "a flag takes no value: --all=x, --verbose=1" {
  at --all=x
  err "option '--all' takes no argument"
  at --verbose=1
  err "option '--verbose' takes no argument"
}

@test "* list keeps every value in order" {
  at -d 1 -d2 --all -d 3 -d 1
  check "-a
-d 1
-d 2
-d 3
-d 1
$E7
$H15
optflags 0x24000"
}

@test "# number in bounds, and the default when absent" {
  at -e 5
  check "-e 5
$H15
optflags 0x2000"
  at -e -5
  check "-e -5
$H15
optflags 0x2000"
  at -e100
  check "-e 100
$H15
optflags 0x2000"
}

@test "# number below minimum and above maximum" {
  at -e -6
  err "-e: -6 below minimum -5"
  at -e 101
  err "-e: 101 above maximum 100"
}

@test "# number: hex 0x and k/m/g suffixes (binary units)" {
  at -e 0x10
  check "-e 16
$H15
optflags 0x2000"
  at -n 1k
  check "$E7
$H15
-n 1024
optflags 0x1"
  at -n 2M
  check "$E7
$H15
-n 2097152
optflags 0x1"
  at -n 3g
  check "$E7
$H15
-n 3221225472
optflags 0x1"
  at -n -0x10
  check "$E7
$H15
-n -16
optflags 0x1"
}

@test "# number: a suffix is applied before the bounds check" {
  at -e 1k
  err "-e: 1k above maximum 100"
}

@test "# bad numbers: letters, fraction, empty, bad suffix, overflow" {
  at -e abc
  err "-e: bad number 'abc'"
  at -e 1.5
  err "-e: bad number '1.5'"
  at -e ''
  err "-e: bad number ''"
  at -n 1kb
  err "-n: bad number '1kb'"
  at -n 99999999999999999999
  err "-n: bad number '99999999999999999999'"
  at -n 8e
  err "-n: bad number '8e'"
}

@test ". float with bounds" {
  at -f 1.5
  check "$E7
-f 1.5
$H15
optflags 0x1000"
  at -f 9.5
  check "$E7
-f 9.5
$H15
optflags 0x1000"
  at -f 0.4
  err "-f: 0.4 below minimum 0.5"
  at -f 10
  err "-f: 10 above maximum 9.5"
  at -f inf
  err "-f: inf above maximum 9.5"
}

@test ". bad floats: letters, empty, trailing junk, nan" {
  at -f x
  err "-f: bad number 'x'"
  at -f ''
  err "-f: bad number ''"
  at -f 1.5x
  err "-f: bad number '1.5x'"
  at -f nan
  err "-f: bad number 'nan'"
}

@test "@ counter counts every use, in clusters too" {
  at -ggg -g
  check "$E7
-g 4
$H15
optflags 0x800"
  at -agb -g
  check "-a
-b
$E7
-g 2
$H15
optflags 0x30800"
}

@test "% durations: seconds by default, s m h d, fractions" {
  at -h 2
  check "$E7
-h 2000
optflags 0x400"
  at -h 1.5s
  check "$E7
-h 1500
optflags 0x400"
  at -h 2m
  check "$E7
-h 120000
optflags 0x400"
  at -h 1h
  check "$E7
-h 3600000
optflags 0x400"
  at -h 1d
  check "$E7
-h 86400000
optflags 0x400"
  at -h .25
  check "$E7
-h 250
optflags 0x400"
}

@test "% duration bounds (in milliseconds)" {
  at -h 0.05
  err "-h: 0.05 below minimum 100"
  at -h 2d
  err "-h: 2d above maximum 86400000"
  at -h 0.1
  check "$E7
-h 100
optflags 0x400"
}

@test "% bad durations: unit, two units, two dots, empty, huge" {
  at -h bad
  err "-h: bad duration 'bad'"
  at -h 1.5x
  err "-h: bad duration '1.5x'"
  at -h 1ss
  err "-h: bad duration '1ss'"
  at -h 1.2.3
  err "-h: bad duration '1.2.3'"
  at -h ''
  err "-h: bad duration ''"
  at -h .
  err "-h: bad duration '.'"
  at -h 99999999999
  err "-h: bad duration '99999999999'"
}

@test "[-xyz] the last one given wins" {
  at -xyz
  check "-z
$E7
$H15
optflags 0x20"
  at -z -x
  check "-x
$E7
$H15
optflags 0x80"
  at -y --verbatim
  check "-x
$E7
$H15
optflags 0x80"
}

@test "[!pq] one alone is fine, both together an error" {
  at -p
  check "-p
$E7
$H15
optflags 0x10"
  at -q
  check "-q
$E7
$H15
optflags 0x8"
  at -pq
  err "no -p with -q"
  at -q x -p
  err "no -p with -q"
}

@test "[+rs] either switches on both" {
  at -r
  check "-r
-s
$E7
$H15
optflags 0x6"
  at -s
  check "-r
-s
$E7
$H15
optflags 0x6"
}

@test "-- ends options; a second -- is an argument" {
  at -a -- -b -- --all
  check "-a
$E7
$H15
optflags 0x20000
arg -b
arg --
arg --all"
}

@test "- alone is an argument" {
  at - -a -
  check "-a
$E7
$H15
optflags 0x20000
arg -
arg -"
}

@test "options after arguments are options (permutation), order kept" {
  at one -a two --all three -c v four
  check "-a
-c v
$E7
$H15
optflags 0x28000
arg one
arg two
arg three
arg four"
}

@test "missing argument of a short and a long option" {
  at -c
  err "option '-c' needs an argument"
  at -abc
  err "option '-c' needs an argument"
  at --color
  err "option '--color' needs an argument"
  at -e
  err "option '-e' needs an argument"
}

@test "unknown short option, alone and in a cluster" {
  at -k
  err "unknown option '-k'"
  at -akb
  err "unknown option '-k'"
}

@test "unknown long option, with and without =value" {
  at --nope
  err "unknown option '--nope'"
  at --nope=3
  err "unknown option '--nope=3'"
  at --=x
  err "unknown option '--=x'"
}

@test "usage errors go to stderr only" {
  run sh -c '"$1" -k 2>/dev/null' sh "$ARGTEST"
  check "" 1
  run sh -c '"$1" -k 2>&1 >/dev/null' sh "$ARGTEST"
  check "argtest: unknown option '-k'
$USAGE" 1
}

@test "--help as an option's argument is a value, not help" {
  at -c --help
  check "-c --help
$E7
$H15
optflags 0x8000"
}

