#!/usr/bin/env bats
# killall: as psmisc killall. Every process signalled is a copy of sleep
# under a name of the test's own, started by the test.

load helper

# mk: a sleep named $n (unique to this test), started $1 times (default 1)
mk() {
  n=k$$x$BATS_TEST_NUMBER
  [ -e $n ] || cp /bin/sleep $n
  for i in $(seq ${1:-1}); do
    ./$n 10 &
  done
  for p in $(jobs -p); do
    while [ "$(cut -d" " -f2 /proc/$p/stat 2>/dev/null)" != "($n)" ]; do sleep 0.01; done
  done
}
# st PID [STATUS]: wait for PID (in this shell: a $(...) subshell can't wait
# for it), and check the status it died with
st() { local r=0; wait $1 2>/dev/null || r=$?; [ -z "$2" ] || [ "$r" = "$2" ]; }

@test "killall sends TERM to every process of that name" {
  mk 2
  set -- $(jobs -p)
  run killall $n
  check '' 0
  st $1 143
  st $2 143
}

@test "killall -v says what it did (psmisc)" {
  mk
  p=$!
  run killall -v $n
  check "Killed $n($p) with signal 15" 0
  st $p
}

@test "killall -s NAME, -s NUM, -SIGNAL" {
  mk
  p=$!
  killall -s USR1 $n
  st $p 138
  mk
  p=$!
  killall -s 12 $n
  st $p 140
  mk
  p=$!
  killall -KILL $n
  st $p 137
  mk
  p=$!
  killall -s sighup $n
  st $p 129
}

@test "killall no process found: 1 (psmisc)" {
  n=k$$x$BATS_TEST_NUMBER
  run killall $n
  check "$n: no process found" 1
}

@test "killall -q quiet, still 1" {
  n=k$$x$BATS_TEST_NUMBER
  run killall -q $n
  check "" 1
}

@test "killall one name found, one not: 1" {
  mk
  p=$!
  run killall $n ${n}zz
  check "${n}zz: no process found" 1
  st $p
}

@test "killall matches the whole name only" {
  mk
  p=$!
  run killall -q ${n%?}
  check "" 1
  kill $p
}

@test "killall -I ignores case" {
  mk
  p=$!
  run killall -I -v K${n#k}
  check "Killed $n($p) with signal 15" 0
  st $p
}

@test "killall a name with a slash: the processes running that file" {
  mk
  p=$!
  run killall -v "$PWD/$n"
  check "Killed $n($p) with signal 15" 0
  st $p
}

@test "killall long names: 15 bytes, or all with -e" {
  n=kl$$x${BATS_TEST_NUMBER}abcdefghijkl
  cp /bin/sleep $n
  ./$n 10 &
  p=$!
  while [ "$(cut -d" " -f2 /proc/$p/stat 2>/dev/null)" != "(${n:0:15})" ]; do sleep 0.01; done
  run killall -e -q ${n}X
  check "" 1
  run killall -e -v $n
  check "Killed ${n:0:15}($p) with signal 15" 0
  st $p
  ./$n 10 &
  p=$!
  while [ "$(cut -d" " -f2 /proc/$p/stat 2>/dev/null)" != "(${n:0:15})" ]; do sleep 0.01; done
  run killall -v ${n}X
  check "Killed ${n:0:15}($p) with signal 15" 0
  st $p
}

@test "killall -i asks" {
  mk
  p=$!
  run sh -c "echo n | killall -i $n"
  check "Kill $n($p) ? (y/N) " 1
  kill -0 $p
  run sh -c "echo y | killall -i $n"
  check "Kill $n($p) ? (y/N) " 0
  st $p
}

@test "killall -w waits for them to die" {
  mk
  p=$!
  run killall -w $n
  check '' 0
  run cut -d" " -f3 /proc/$p/stat
  [ "$output" = Z ] || [ "$status" != 0 ]
  st $p
}

@test "killall doesn't signal zombies" {
  mk
  p=$!
  kill $p
  while s=$(cut -d" " -f3 /proc/$p/stat 2>/dev/null) && [ "$s" != Z ]; do
    sleep 0.01
  done
  run killall $n
  check "$n: no process found" 1
  st $p
}

@test "killall -l (psmisc)" {
  needs_cmd /usr/bin/killall
  /usr/bin/killall -l > want
  run killall -l
  check "$(cat want)" 0
}

@test "killall bad signal" {
  run killall -s FOO x
  check "killall: FOO: unknown signal; killall -l lists signals." 1
  run killall -FOO x
  check "killall: FOO: unknown signal; killall -l lists signals." 1
}

@test "killall no name" {
  run killall
  check "killall: needs a NAME
usage: killall [-Ieiqvw] [-s SIGNAL | -SIGNAL] NAME...
       killall -l" 1
}
