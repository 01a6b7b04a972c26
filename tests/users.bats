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

@test "users, who: the system's utmp leaves out logins whose process is gone (GNU)" {
  [ -x /usr/bin/who ] || skip "needs GNU who"
  /usr/bin/sleep 0 & gone=$!
  wait
  printf "7 $$ pts/1 ts/1 alive - 1700000000
7 $gone pts/2 ts/2 gone - 1700000000
7 $$ pts/3 ts/3 kept u1 1700000000\n" | make_utmp utmp
  run in_fake_proc sh -c '/usr/bin/users; users; /usr/bin/who; who; who /run/utmp'
  check "alive kept
alive kept
alive    pts/1        2023-11-14 22:13
kept     pts/3        2023-11-14 22:13 (u1)
alive    pts/1        2023-11-14 22:13
kept     pts/3        2023-11-14 22:13 (u1)
alive    pts/1        2023-11-14 22:13
gone     pts/2        2023-11-14 22:13
kept     pts/3        2023-11-14 22:13 (u1)" 0
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
