#!/usr/bin/env bats
# which: expectations checked against debianutils which (/usr/bin/which).

load helper

setup_bins() {
  mkdir -p a b
  printf '#!/bin/sh\n' > a/prog; cp a/prog b/prog; chmod +x a/prog b/prog
  printf 'x' > a/noexec
  mkdir -p a/dir
}

@test "which finds the first match in PATH" {
  setup_bins
  PATH="$PWD/a:$PWD/b:$PATH" run which prog
  check "$PWD/a/prog" 0
}

@test "which -a shows every match" {
  setup_bins
  PATH="$PWD/a:$PWD/b:$PATH" run which -a prog
  check "$PWD/a/prog
$PWD/b/prog" 0
}

@test "which: missing name exits 1, found ones still printed" {
  setup_bins
  PATH="$PWD/a:$PATH" run which nosuch-zzz prog
  check "$PWD/a/prog" 1
}

@test "which: not executable and directories are not matches" {
  setup_bins
  PATH="$PWD/a" run "$TESTBIN/which" noexec dir
  check "" 1
}

@test "which: empty PATH entry is the current directory" {
  setup_bins
  cd a
  PATH=":/nonexistent" run "$TESTBIN/which" prog
  check "./prog" 0
  PATH="/nonexistent::/x" run "$TESTBIN/which" prog
  check "./prog" 0
}

@test "which: a name with a slash is checked as is" {
  setup_bins
  run which ./a/prog ./a/noexec
  check "./a/prog" 1
  run which ./a/dir
  check "" 1
}

@test "which: empty name and no names exit 1" {
  run which ''
  check "" 1
  run which
  check "" 1
}

@test "which: bad option exits 2" {
  run which -x ls
  [ "$status" = 2 ]
}

@test "which -- ends options" {
  setup_bins
  PATH="$PWD/a" run "$TESTBIN/which" -- prog
  check "$PWD/a/prog" 0
}
