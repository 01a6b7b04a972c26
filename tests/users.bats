#!/usr/bin/env bats
# users: compared with GNU users (coreutils) reading the same utmp FILE.

load helper
load utmp

@test "users: sorted, one name per login (GNU)" {
  printf '7 100 pts/0 ts/0 zed host1 1700000000
7 100 pts/1 ts/1 alice - 1700000000
8 0 pts/2 ts/2 - - 1700000200
6 501 tty2 2 LOGIN - 1699999030
7 100 pts/3 ts/3 zed host1 1700000000\n' | make_utmp u1
  gnu_same users u1
  run users u1
  check "alice zed zed"
}

@test "users: nobody, missing file (GNU)" {
  : > empty
  gnu_same users empty
  gnu_same users nosuchfile
  run users empty
  check "" 0
}

@test "users: the system's utmp (GNU)" {
  local a b i
  # Other tests' tmux panes come and go in the real utmp (utempter): GNU's
  # answer must be the same before and after ours
  for i in 1 2 3 4 5 6 7 8 9 10; do
    a=$(/usr/bin/users)
    run users
    b=$(/usr/bin/users)
    [ "$a" != "$b" ] || break
  done
  check "$a" 0
}

@test "users: too many arguments" {
  run users a b
  check "users: extra argument 'b'
usage: users [FILE]" 1
}
