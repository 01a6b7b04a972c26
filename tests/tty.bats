#!/usr/bin/env bats
# tty: POSIX: exit 0 on a terminal, 1 if not, 2 for errors.

load helper

@test "tty: not a tty, exit 1 (POSIX)" {
  run sh -c 'tty < /dev/null'
  check "not a tty" 1
}

@test "tty -s: silent, only the status (POSIX)" {
  run sh -c 'tty -s < /dev/null'
  check "" 1
  run sh -c 'tty --silent < /dev/null; tty --quiet < /dev/null'
  check "" 1
}

@test "tty: a terminal's name, exit 0" {
  needs_cmd script
  script -qec true /dev/null </dev/null >/dev/null 2>&1 || skip "no pty"
  run script -qec "tty; echo \$?; tty -s; echo \$?" /dev/null < /dev/null
  [ "$status" = 0 ]
  [[ "${lines[0]}" == /dev/pts/* ]]
  [ "${lines[1]%$'\r'}" = 0 ]
  [ "${lines[2]%$'\r'}" = 0 ]
}

@test "tty: same name as GNU tty on a terminal (GNU)" {
  needs_cmd script
  script -qec true /dev/null </dev/null >/dev/null 2>&1 || skip "no pty"
  run script -qec "tty; /usr/bin/tty" /dev/null < /dev/null
  [ "${lines[0]}" = "${lines[1]}" ]
}

@test "tty: extra argument and bad option exit 2 (POSIX)" {
  run tty x
  check "tty: extra argument 'x'
usage: tty [-s]" 2
  run tty -x
  check "tty: unknown option '-x'
usage: tty [-s]" 2
}

@test "tty > /dev/full" {
  run sh -c 'tty < /dev/null > /dev/full'
  check "tty: write error: No space left on device" 1
}
