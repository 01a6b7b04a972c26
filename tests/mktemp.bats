#!/usr/bin/env bats
# mktemp: unique new files and directories (GNU coreutils)

load helper

@test "mktemp: default file in \$TMPDIR, mode 0600 (GNU)" {
  mkdir t
  TMPDIR=$PWD/t run mktemp
  [ "$status" = 0 ]
  [[ "$output" =~ ^$PWD/t/tmp\.[A-Za-z0-9]{10}$ ]]
  [ "$(stat -c '%a %F' "$output")" = "600 regular empty file" ]
}

@test "mktemp: default is /tmp without \$TMPDIR, or with it empty (GNU)" {
  TMPDIR= run mktemp -u
  [ "$status" = 0 ]
  [[ "$output" =~ ^/tmp/tmp\.[A-Za-z0-9]{10}$ ]]
  [ ! -e "$output" ]
  run env -u TMPDIR mktemp -u
  [[ "$output" =~ ^/tmp/tmp\.[A-Za-z0-9]{10}$ ]]
}

@test "mktemp -d: directory, mode 0700 (GNU)" {
  run mktemp -d -p .
  [ "$status" = 0 ]
  [[ "$output" =~ ^\./tmp\.[A-Za-z0-9]{10}$ ]]
  [ "$(stat -c '%a %F' "$output")" = "700 directory" ]
}

@test "mktemp: umask doesn't loosen or tighten the modes" {
  run sh -c 'umask 077; mktemp -p .'
  [ "$(stat -c %a "$output")" = 600 ]
  run sh -c 'umask 0; mktemp -d -p .'
  [ "$(stat -c %a "$output")" = 700 ]
}

@test "mktemp TEMPLATE: last run of X's replaced (GNU)" {
  run mktemp aXXXb
  [ "$status" = 0 ]
  [[ "$output" =~ ^a[A-Za-z0-9]{3}b$ ]]
  [ -f "$output" ]
  run mktemp -u aXXXbXXXXc
  [[ "$output" =~ ^aXXXb[A-Za-z0-9]{4}c$ ]]
  mkdir sub
  run mktemp sub/fooXXXXXX
  [[ "$output" =~ ^sub/foo[A-Za-z0-9]{6}$ ]]
  [ -f "$output" ]
}

@test "mktemp: too few X's (GNU)" {
  run mktemp XX
  check "mktemp: too few X's in template 'XX'" 1
  run mktemp aXXXbXX
  check "mktemp: too few X's in template 'aXXXbXX'" 1
  run mktemp ''
  check "mktemp: too few X's in template ''" 1
}

@test "mktemp --suffix (GNU)" {
  run mktemp --suffix=.c aXXX
  [[ "$output" =~ ^a[A-Za-z0-9]{3}\.c$ ]]
  [ -f "$output" ]
  run mktemp --suffix=.c aXXXb
  check "mktemp: with --suffix, template 'aXXXb' must end in X" 1
  run mktemp --suffix=/x aXXX
  check "mktemp: invalid suffix '/x', contains directory separator" 1
  run mktemp XXX/
  check "mktemp: invalid suffix '/', contains directory separator" 1
}

@test "mktemp -p DIR / --tmpdir=DIR (GNU)" {
  mkdir d
  run mktemp -p d aXXX
  [[ "$output" =~ ^d/a[A-Za-z0-9]{3}$ ]]
  [ -f "$output" ]
  run mktemp --tmpdir=d -d
  [[ "$output" =~ ^d/tmp\.[A-Za-z0-9]{10}$ ]]
  [ -d "$output" ]
  run mktemp -p d /abs/aXXX
  check "mktemp: invalid template, '/abs/aXXX'; with --tmpdir, it may not be absolute" 1
  TMPDIR=elsewhere run mktemp -u -p d
  [[ "$output" =~ ^d/tmp\. ]]
  # --tmpdir without =DIR: $TMPDIR or /tmp, and the next word is the template
  TMPDIR=d run mktemp --tmpdir fooXXX
  [[ "$output" =~ ^d/foo[A-Za-z0-9]{3}$ ]]
  [ -f "$output" ]
  TMPDIR= run mktemp -u --tmpdir fooXXX
  [[ "$output" =~ ^/tmp/foo[A-Za-z0-9]{3}$ ]]
  TMPDIR=d run mktemp --tmpdir /abs/XXX
  check "mktemp: invalid template, '/abs/XXX'; with --tmpdir, it may not be absolute" 1
}

@test "mktemp -t: one component, \$TMPDIR before -p (GNU)" {
  mkdir d e
  TMPDIR=e run mktemp -t fooXXX
  [[ "$output" =~ ^e/foo[A-Za-z0-9]{3}$ ]]
  [ -f "$output" ]
  TMPDIR=e run mktemp -u -t -p d fooXXX
  [[ "$output" =~ ^e/foo ]]
  TMPDIR= run mktemp -u -t -p d fooXXX
  [[ "$output" =~ ^d/foo ]]
  TMPDIR= run mktemp -u -t fooXXX
  [[ "$output" =~ ^/tmp/foo ]]
  run mktemp -t a/bXXX
  check "mktemp: invalid template, 'a/bXXX', contains directory separator" 1
}

@test "mktemp -u: makes nothing (GNU)" {
  run mktemp -u aXXXXXX
  [ "$status" = 0 ]
  [ ! -e "$output" ]
  run mktemp -u -d -p /nonexist
  [ "$status" = 0 ]
  [[ "$output" =~ ^/nonexist/tmp\. ]]
}

@test "mktemp: names differ" {
  a=$(mktemp -p .) b=$(mktemp -p .) c=$(mktemp -p .)
  [ "$a" != "$b" ] && [ "$b" != "$c" ] && [ "$a" != "$c" ]
}

@test "mktemp: failures, -q (GNU)" {
  run mktemp -p /nonexist
  check "mktemp: failed to create file via template '/nonexist/tmp.XXXXXXXXXX': No such file or directory" 1
  run mktemp -d /nonexist/aXXX
  check "mktemp: failed to create directory via template '/nonexist/aXXX': No such file or directory" 1
  run mktemp -q /nonexist/XXX
  check "" 1
  run mktemp -q XX
  check "mktemp: too few X's in template 'XX'" 1
}

@test "mktemp: hostile names" {
  mkdir "a b
c"
  run mktemp -p "a b
c" -- "-x yXXX"
  [ "$status" = 0 ]
  [ -f "$output" ]
  [[ "$output" == "a b
c/-x y"??? ]]
}

@test "mktemp: usage errors, /dev/full" {
  run mktemp a b
  check "mktemp: extra argument 'b'
usage: mktemp [-dqtu] [-p DIR] [--tmpdir[=DIR]] [--suffix=SFX] [TEMPLATE]" 1
  run sh -c 'mktemp -u > /dev/full'
  [ "$status" = 1 ]
}
