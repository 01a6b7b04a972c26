#!/usr/bin/env bats
# tput: expectations checked against ncurses tput (/usr/bin/tput) with the
# terminfo database of ncurses-base. Padding ($<N>) is not sent (ncurses
# sends NULs), and init/reset don't touch the terminal's modes.

load helper

@test "tput string capabilities with parameters (ncurses)" {
  run tput -T xterm cup 3 4
  check $'\e[4;5H' 0
  run tput -T xterm setaf 1
  check $'\e[31m' 0
  run tput -T xterm csr 2 20
  check $'\e[3;21r' 0
}

@test "tput %? conditionals: setaf on xterm-256color (ncurses)" {
  run tput -T xterm-256color setaf 12
  check $'\e[94m' 0
  run tput -T xterm-256color setaf 200
  check $'\e[38;5;200m' 0
  run tput -T xterm-256color setaf 3
  check $'\e[33m' 0
}

@test "tput sgr with nine parameters (ncurses)" {
  run bash -c 'tput -T xterm sgr 1 0 1 0 0 1 0 0 0 | od -An -c'
  check "$(printf '\e(B\e[0;1;7m' | od -An -c)" 0
}

@test "tput numbers and booleans (ncurses)" {
  run tput -T xterm colors
  check "8" 0
  run tput -T xterm-256color colors
  check "256" 0
  run tput -T xterm km
  check "" 0
  run tput -T vt100 km
  check "" 1
}

@test "tput cols and lines from the description, or COLUMNS LINES (ncurses)" {
  run tput -T xterm cols
  check "80" 0
  run tput -T vt100 lines
  check "24" 0
  COLUMNS=123 LINES=45 run bash -c 'tput -T xterm cols; tput -T xterm lines'
  check "123
45" 0
}

@test "tput clear adds E3, longname (ncurses)" {
  run tput -T xterm clear
  check $'\e[H\e[2J\e[3J' 0
  run tput -T linux longname
  check "Linux console" 0
  TERM=vt100 run tput longname
  check "DEC VT100 (w/advanced video)" 0
}

@test "tput string without parameters is sent as it is (ncurses)" {
  run tput -T xterm cup
  check $'\e[%i%p1%d;%p2%dH' 0
}

@test "tput init and reset strings" {
  run tput -T xterm init
  check $'\e[!p\e[?3;4l\e[4l\e>\e[?69l' 0
  run tput -T xterm reset
  check $'\ec\e[!p\e[?3;4l\e[4l\e>\e[?69l' 0
  run tput -T linux reset
  check $'\ec\e]R' 0
}

@test "tput errors and exit codes (ncurses)" {
  run tput -T xterm nosuch
  check "tput: unknown terminfo capability 'nosuch'" 4
  run tput -T vt100 setaf 1
  check "" 1
  run tput -T nosuchterm cols
  check 'tput: unknown terminal "nosuchterm"' 3
  run env -u TERM tput cols
  check 'tput: No value for $TERM and no -T specified' 2
}

@test "tput -S reads requests from stdin" {
  run bash -c 'printf "bold\ncup 1 2\nsgr0\n" | tput -T linux -S'
  check $'\e[1m\e[2;3H\e[m\017' 0
  run bash -c 'printf "bold\nkm\n" | tput -T vt100 -S'
  check $'\e[1m' 1
}

@test "tput reads TERMINFO" {
  needs_cmd tic
  printf 'toyterm|toy terminal,\n\tcols#99, am, clear=\\E[CLR, cup=X%%p1%%dY%%p2%%d, Zz=\\Ezz,\n' > t.src
  /usr/bin/tic -x -o ti t.src
  TERMINFO=$PWD/ti run bash -c 'tput -T toyterm cols; tput -T toyterm cup 5 6; tput -T toyterm Zz; tput -T toyterm am && echo am'
  check $'99\nX5Y6\ezzam' 0
}

@test "tput built in xterm, vt100, linux without a database" {
  needs_root
  needs_cmd unshare
  run unshare -m sh -c 'for d in /etc/terminfo /lib/terminfo /usr/share/terminfo; do [ -d $d ] && mount -t tmpfs none $d; done
    HOME=/nonexistent tput -T xterm cup 1 2; tput -T vt100 clear; tput -T linux longname; tput -T xterm-256color cols'
  check $'\e[2;3H\e[H\e[JLinux consoletput: unknown terminal "xterm-256color"' 3
}

@test "tput matches ncurses for every capability of some terminals" {
  needs_cmd /usr/bin/tput
  needs_cmd infocmp
  local t n
  # (each side's output, messages and status for every capability in one
  # file: no od or subshell per run)
  for t in xterm vt100 linux screen; do
    infocmp -1 -x $t | grep -v '^#' | tail -n +2 | grep -v '\$<' |
      sed 's/^\s*//; s/[=#,].*//' > caps
    [ -s caps ]
    while read -r n; do
      echo "== $t $n"; /usr/bin/tput -T $t "$n" 2>&1 </dev/null; echo " $?"
    done < caps > exp
    while read -r n; do
      echo "== $t $n"; tput -T $t "$n" 2>&1 </dev/null; echo " $?"
    done < caps > got
    cmp -s exp got || { diff <(od -c exp) <(od -c got) | head -20; return 1; }
  done
}
