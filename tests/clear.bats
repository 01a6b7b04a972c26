#!/usr/bin/env bats
# clear: expectations checked against ncurses clear (/usr/bin/clear).

load helper

@test "clear sends clear and E3 (ncurses)" {
  TERM=xterm run clear
  check $'\e[H\e[2J\e[3J' 0
  run clear -T linux
  check $'\e[H\e[J\e[3J' 0
}

@test "clear -x keeps the scrollback (ncurses)" {
  TERM=xterm run clear -x
  check $'\e[H\e[2J' 0
}

@test "clear drops padding (ncurses sends NULs)" {
  run clear -T vt100
  check $'\e[H\e[J' 0
}

@test "clear: unknown or no terminal (ncurses)" {
  run clear -T nosuchterm
  check 'clear: unknown terminal "nosuchterm"' 3
  run env -u TERM clear
  check 'clear: No value for $TERM and no -T specified' 2
}

@test "clear matches ncurses" {
  needs_cmd /usr/bin/clear
  for t in xterm linux screen xterm-256color; do
    exp=$(TERM=$t /usr/bin/clear | od -An -c)
    TERM=$t run bash -c 'clear | od -An -c'
    check "$exp" 0
  done
}
