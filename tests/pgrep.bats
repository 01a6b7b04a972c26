#!/usr/bin/env bats
# pgrep: expectations from procps-ng's pgrep, on processes the test starts
# (with names no other process has).

load helper
load procs

@test "pgrep NAME lists pids, newline separated" {
  start pgtestaa 100; a=$last
  start pgtestab 100; b=$last
  run pgrep pgtesta
  check "$a"$'\n'"$b" 0
}

@test "pgrep no match exits 1 with no output" {
  run pgrep pgtestnosuchname
  check "" 1
}

@test "pgrep pattern is an extended regex" {
  start pgtestre 100; a=$last
  run pgrep '^pg(x|test)r+e$'
  check "$a" 0
}

@test "pgrep -x whole name only" {
  start pgtestx 100; a=$last
  start pgtestxy 100; b=$last
  run pgrep -x pgtestx
  check "$a" 0
  run pgrep -x pgtest
  check "" 1
}

@test "pgrep -l -a show name and command line (procps)" {
  start pgtestl 100 7; a=$last
  run pgrep -l pgtestl
  check "$a pgtestl" 0
  run pgrep -a pgtestl
  check "$a ./pgtestl 100 7" 0
}

@test "pgrep -f matches the command line" {
  start pgtestf 100 424242; a=$last
  run pgrep -f 'pgtestf 100 4+2'
  check "$a" 0
  run pgrep '100 424242'
  check "" 1
}

@test "pgrep -n -o newest and oldest" {
  start pgtestno 100; a=$last
  start pgtestno 101; b=$last
  run pgrep -n pgtestno
  check "$b" 0
  run pgrep -o pgtestno
  check "$a" 0
}

@test "pgrep -c counts, -d delimiter" {
  start pgtestc 100; a=$last
  start pgtestc 101; b=$last
  run pgrep -c pgtestc
  check 2 0
  run pgrep -d, pgtestc
  check "$a,$b" 0
  run pgrep -c pgtestnosuch
  check 0 1
}

@test "pgrep -v inverts, and never lists itself" {
  start pgtestv 100; a=$last
  run sh -c "pgrep -v pgtestv | grep -c '^$a\$'"
  check 0 1
  run pgrep -f 'pgrep -f'
  check "" 1
}

@test "pgrep -P parent" {
  start pgtestp 100; a=$last
  run pgrep -P $BASHPID pgtestp
  check "$a" 0
  run pgrep -P 1 pgtestp
  check "" 1
}

@test "pgrep -u -U -G users and groups" {
  start pgtestu 100; a=$last
  run pgrep -u "$(id -un)" pgtestu
  check "$a" 0
  run pgrep -U "$(id -u)" -G "$(id -g)" pgtestu
  check "$a" 0
}

@test "pgrep -s session, -g process group" {
  setsid ./pgtests 100 2>/dev/null &
  ln -sf /usr/bin/sleep pgtests
  setsid ./pgtests 100 & a=$!
  pids="$pids $a"
  for i in $(seq 200); do [ "$(cat /proc/$a/comm 2>/dev/null)" = pgtests ] && break; /usr/bin/sleep 0.01; done
  run pgrep -s $a
  check "$a" 0
  run pgrep -g $a
  check "$a" 0
}

@test "pgrep -t with a terminal it has none on" {
  start pgtestt 100
  run pgrep -t pts/999999 pgtestt
  check "" 1
  # procps: a terminal that isn't there matches nothing, not an error
  run /usr/bin/pgrep -t pts/999999 pgtestt
  check "" 1
  run pgrep -t nosuchtty,- pgtestt
  check "$last" 0
}

@test "pgrep with neither pattern nor selection (procps)" {
  run pgrep
  check "pgrep: no matching criteria specified" 2
}

@test "pgrep two patterns, bad option: exit 2" {
  run sh -c 'pgrep a b 2>&1 | head -1'
  check "pgrep: extra argument 'b'" 0
  run pgrep a b
  [ "$status" = 2 ]
  run pgrep -Q a
  [ "$status" = 2 ]
}

@test "pgrep bad regex" {
  run pgrep 'a('
  [ "$status" = 2 ]
}

@test "pgrep > /dev/full" {
  start pgtestfull 100
  run sh -c 'pgrep pgtestfull > /dev/full'
  [ "$status" != 0 ]
}

@test "pgrep bad number, bad user: exit 2" {
  run pgrep -P abc
  check "pgrep: bad number 'abc'" 2
  run pgrep -u nosuchuser_toybox x
  check "pgrep: bad user 'nosuchuser_toybox'" 2
}
