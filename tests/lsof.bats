#!/usr/bin/env bats
# lsof: as lsof 4.95 (the columns that don't change between two runs; the
# mem lines, whose order lsof doesn't keep, are left out).

load helper

# start: a sleep with f on stdin, /dev/null on stdout, in directory d
start()
{
  mkdir -p d
  echo hello > d/f
  (cd d && exec sleep 100 < f > /dev/null 2>&1 3>&-) &
  p=$!
  for i in $(seq 100); do
    [ "$(readlink /proc/$p/fd/0)" = "$PWD/d/f" ] && return 0
    sleep 0.01
  done
}

# same ARGS: host lsof and ours give the same table, less the mem lines
same()
{
  needs_cmd /usr/bin/lsof
  /usr/bin/lsof "$@" | grep -v " mem " > want
  st=$?
  run sh -c 'lsof "$@" | grep -v " mem "' lsof "$@"
  check "$(cat want)" 0
}

teardown() { [ -z "$p" ] || kill $p 2>/dev/null; true; }

@test "lsof -p: the table, as lsof" {
  start
  same -p $p
  [[ "${lines[0]}" == "COMMAND "*" PID USER "*" FD "*" TYPE DEVICE SIZE/OFF "*" NODE NAME" ]]
  [[ "$output" == *" cwd "*" DIR "*"$PWD/d"* ]]
  [[ "$output" == *" 0r "*" REG "*" 6 "*"$PWD/d/f"* ]]
  [[ "$output" == *" 1w "*" CHR "*" 1,3 "*" 0t0 "*"/dev/null"* ]]
}

@test "lsof -l: numeric user, as lsof" {
  start
  same -l -p $p
  [[ "${lines[1]}" == "sleep "*" $p "*" $(id -u) "*" cwd "* ]]
}

@test "lsof FILE: who has it open, NAME as given" {
  start
  run lsof d/f
  u=$(id -un)
  [ "$status" = 0 ]
  set -- $(sed -n 2p <<< "$output")
  [ "$1 $2 $3 $4 $5 $7 $8 $9" = "sleep $p $u 0r REG 6 $(stat -c %i d/f) d/f" ]
  [ "$(echo "$output" | wc -l)" = 2 ]
  same d/f
}

@test "lsof -t: pids only" {
  start
  run lsof -t d/f
  check "$p" 0
  run lsof -t -p $p
  check "$p" 0
}

@test "lsof -p and FILE: either matches, like lsof" {
  start
  same -p $p d/f
}

@test "lsof FILE nobody has open: exit 1, no output" {
  touch g
  run lsof g
  check "" 1
  run lsof -t g
  check "" 1
}

@test "lsof missing file and process" {
  run lsof nonexist
  check "lsof: status error on nonexist: No such file or directory" 1
  run lsof -p 2147483647
  check "" 1
  run lsof -p x
  [ "$status" = 1 ]
}

@test "lsof -p takes a comma list" {
  start
  q=$p
  sleep 100 3>&- &
  r=$!
  run lsof -t -p $q,$r
  kill $r
  check "$q
$r" 0
}
