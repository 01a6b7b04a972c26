#!/usr/bin/env bats
# nice: POSIX; messages, the obsolete -N and exit statuses as GNU nice.

load helper
bats_require_minimum_version 1.5.0

@test "nice prints the niceness" {
  run nice
  check "$(/usr/bin/nice)" 0
}

@test "nice default adjustment is 10 (POSIX)" {
  b=$(/usr/bin/nice)
  want=$((b+10 > 19 ? 19 : b+10))
  run nice nice
  check "$want" 0
}

@test "nice -n N" {
  b=$(/usr/bin/nice)
  run nice -n 3 nice
  check "$((b+3 > 19 ? 19 : b+3))" 0
  run nice --adjustment=2 nice
  check "$((b+2 > 19 ? 19 : b+2))" 0
}

@test "nice adds up: nested" {
  b=$(/usr/bin/nice)
  run nice -n 1 nice -n 2 nice
  check "$((b+3 > 19 ? 19 : b+3))" 0
}

@test "nice -N obsolete form (GNU)" {
  b=$(/usr/bin/nice)
  run nice -4 nice
  check "$((b+4 > 19 ? 19 : b+4))" 0
  run nice -+4 nice
  check "$((b+4 > 19 ? 19 : b+4))" 0
}

@test "nice big adjustment stops at 19" {
  run nice -n 100 nice
  check '19' 0
  run nice -n 99999999999999999999999 nice
  check '19' 0
}

@test "nice negative adjustment" {
  b=$(/usr/bin/nice)
  if [ "$(id -u)" = 0 ]; then
    run nice -n -3 nice
    check "$((b-3 < -20 ? -20 : b-3))" 0
    run nice --3 nice
    check "$((b-3 < -20 ? -20 : b-3))" 0
    run nice -n -100 nice
    check "-20" 0
  else
    # GNU: a warning, and the command runs anyway
    run nice -n -3 nice
    check "nice: cannot set niceness: Permission denied
$b" 0
  fi
}

@test "nice command's exit status" {
  run nice sh -c 'exit 7'
  check '' 7
}

@test "nice -- -N is a command" {
  run -127 nice -- -3
  check "nice: '-3': No such file or directory" 127
}

@test "nice command not found: 127" {
  run -127 nice /nonexistent/cmd
  check "nice: '/nonexistent/cmd': No such file or directory" 127
}

@test "nice command can't run: 126" {
  run nice .
  check "nice: '.': Permission denied" 126
}

@test "nice bad adjustment: 125" {
  run nice -n x true
  check "nice: invalid adjustment 'x'" 125
  run nice -3x true
  check "nice: invalid adjustment '3x'" 125
}

@test "nice adjustment without command: 125" {
  run nice -n 1
  check "nice: a command must be given with an adjustment
usage: nice [-n ADJUST] [COMMAND [ARG...]]" 125
}

@test "nice bad option: 125" {
  run nice -Q
  check "nice: unknown option '-Q'
usage: nice [-n ADJUST] [COMMAND [ARG...]]" 125
}

@test "nice same statuses as GNU nice" {
  for a in "-n x true" "-n 1" "/nonexistent" "." "-Q" "sh -c 'exit 4'"; do
    want=0 got=0
    eval "/usr/bin/nice $a" >/dev/null 2>&1 || want=$?
    eval "nice $a" >/dev/null 2>&1 || got=$?
    [ "$want" = "$got" ] || { echo "$a: $want $got"; return 1; }
  done
}
