#!/usr/bin/env bats
# tabs: POSIX; bytes written checked against ncurses tabs (TERM=xterm)

load helper

# same BYTES...: tabs' output equals printf's
same() { [ "$(od -An -c)" = "$(printf "$1" | od -An -c)" ]; }

@test "tabs -4 sets a stop every 4 columns to the width (ncurses)" {
  COLUMNS=20 tabs -4 | same '\033[3g\r\033H    \033H    \033H    \033H    \033H   \r'
}

@test "tabs default -8 and -T ignored (POSIX)" {
  COLUMNS=17 tabs | same '\033[3g\r\033H        \033H        \033H\r'
  COLUMNS=17 tabs -T vt100 -8 | same '\033[3g\r\033H        \033H        \033H\r'
}

@test "tabs comma list and +N relative stops (POSIX)" {
  tabs 1,5,10 | same '\033[3g\r\033H    \033H     \033H\r'
  tabs 1,+4,+5 | same '\033[3g\r\033H    \033H     \033H\r'
  a=$(tabs 3 | od -An -c)
  b=$(tabs -3 | od -An -c)
  [ "$a" = "$b" ]
}

@test "tabs -0 only clears (ncurses)" {
  run sh -c 'tabs -0 | od -An -c'
  check ' 033   [   3   g  \r'
}

@test "tabs named formats -a -c3 -u (POSIX)" {
  a=$(tabs -a | od -An -c)
  b=$(tabs 1,10,16,36,72 | od -An -c)
  [ "$a" = "$b" ]
  a=$(tabs -u | od -An -c)
  b=$(tabs 1,12,20,44 | od -An -c)
  [ "$a" = "$b" ]
  run sh -c 'tabs -c3 | tr -cd H | wc -c'
  check "17"
}

@test "tabs errors" {
  run tabs 5,3
  check "tabs: tab stops must increase: 3" 1
  run tabs -x
  check "tabs: unknown option '-x'" 1
  run tabs 1,a
  check "tabs: bad tab stop '1,a'" 1
  run sh -c 'tabs > /dev/full'
  [ "$status" -eq 1 ]
}
