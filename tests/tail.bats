#!/usr/bin/env bats
# tail: expectations from GNU coreutils tail.

load helper

# Wait up to 10 seconds for file $1 to hold $2.
waitfor()
{
  local i

  for i in $(seq 100); do
    [ "$(cat "$1")" = "$2" ] && return 0
    sleep 0.1
  done
}

@test "tail last 10 lines by default (POSIX)" {
  run sh -c 'seq 20 | tail'
  check $'11\n12\n13\n14\n15\n16\n17\n18\n19\n20' 0
}

@test "tail -n NUM of a file (POSIX)" {
  run sh -c 'seq 1000 > f; tail -n 3 f'
  check $'998\n999\n1000' 0
}

@test "tail -n NUM of a pipe (POSIX)" {
  run sh -c 'seq 100000 | tail -n 3'
  check $'99998\n99999\n100000' 0
}

@test "tail -n +NUM from line NUM (POSIX)" {
  run sh -c 'seq 10 | tail -n +8'
  check $'8\n9\n10' 0
}

@test "tail -n +0 is the whole input (GNU)" {
  run sh -c 'seq 3 | tail -n +0'
  check $'1\n2\n3' 0
}

@test "tail -n 0 prints nothing (POSIX)" {
  run sh -c 'seq 3 > f; tail -n 0 f'
  check '' 0
}

@test "tail -c NUM bytes (POSIX)" {
  run sh -c 'printf '\''abcdef'\'' > f; tail -c 3 f'
  check 'def' 0
}

@test "tail -c NUM bytes of a pipe (POSIX)" {
  run sh -c 'printf '\''abcdef'\'' | tail -c 3'
  check 'def' 0
}

@test "tail -c +NUM from byte NUM (POSIX)" {
  run sh -c 'printf '\''abcdef'\'' | tail -c +3'
  check 'cdef' 0
}

@test "tail -c +NUM of a file (POSIX)" {
  run sh -c 'printf '\''abcdef'\'' > f; tail -c +5 f'
  check 'ef' 0
}

@test "tail -c with suffix (GNU)" {
  run sh -c 'head -c 3000 /dev/zero | tr '\''\0'\'' x > f; tail -c 1k f | wc -c; tail -c 2b f | wc -c'
  check $'1024\n1024' 0
}

@test "tail -n more lines than there are (POSIX)" {
  run sh -c 'printf '\''a\nb\n'\'' > f; tail -n 5 f'
  check $'a\nb' 0
}

@test "tail no final newline (POSIX)" {
  run sh -c 'printf '\''a\nb\nc'\'' > f; tail -n 2 f; echo; printf '\''a\nb\nc'\'' | tail -n 1'
  check $'b\nc\nc' 0
}

@test "tail empty input" {
  run sh -c 'printf '\'''\'' | tail; : > f; tail f'
  check '' 0
}

@test "tail obsolete -NUM (POSIX)" {
  run sh -c 'seq 10 > f; tail -3 f'
  check $'8\n9\n10' 0
}

@test "tail obsolete +NUM (POSIX)" {
  run sh -c 'seq 10 > f; tail +9 f'
  check $'9\n10' 0
}

@test "tail obsolete -NUMc (POSIX)" {
  run sh -c 'printf '\''abcdef'\'' > f; tail -2c f'
  check 'ef' 0
}

@test "tail several files get headers (GNU)" {
  run sh -c 'printf '\''a\n'\'' > x; printf '\''b\nc\n'\'' > y; tail -n 1 x y'
  check $'==> x <==\na\n\n==> y <==\nc' 0
}

@test "tail -q no headers (GNU)" {
  run sh -c 'printf '\''a\n'\'' > x; printf '\''b\n'\'' > y; tail -q x y'
  check $'a\nb' 0
}

@test "tail -v header for one file (GNU)" {
  run sh -c 'printf '\''a\n'\'' > x; tail -v x'
  check $'==> x <==\na' 0
}

@test "tail -v names stdin (GNU)" {
  run sh -c 'printf '\''a\n'\'' | tail -v'
  check $'==> standard input <==\na' 0
}

@test "tail -z NUL lines (GNU)" {
  run sh -c 'printf '\''a\000b\000c\000'\'' | tail -z -n 2 | tr '\''\000'\'' @'
  check 'b@c@' 0
}

@test "tail long lines" {
  run sh -c 'head -c 200000 /dev/zero | tr '\''\0'\'' a > f; echo >> f; echo end >> f; tail -n 2 f | wc -c; cat f | tail -n 2 | wc -c'
  check $'200005\n200005' 0
}

@test "tail binary data" {
  run sh -c 'printf '\''x\000y\nz\000\n\377\n'\'' | tail -n 2 | od -An -c'
  check '   z  \0  \n 377  \n' 0
}

@test "tail large file with lines across buffers" {
  run sh -c 'seq 300000 > f; tail -n 2000 f | md5sum; seq 298001 300000 | md5sum'
  check $'e45a418b8605f572ce1400bc92b08671  -\ne45a418b8605f572ce1400bc92b08671  -' 0
}

@test "tail pipe with lines across buffers" {
  run sh -c 'seq 300000 | tail -n 20000 | md5sum; seq 280001 300000 | md5sum'
  check $'07602ac935674767dd9b942d056a37ac  -\n07602ac935674767dd9b942d056a37ac  -' 0
}

@test "tail missing file goes on, exit 1 (GNU)" {
  run sh -c 'printf '\''a\n'\'' > x; tail nonexistent x'
  check $'tail: cannot open \'nonexistent\' for reading: No such file or directory\n==> x <==\na' 1
}

@test "tail bad number (GNU)" {
  run sh -c 'tail -n x /dev/null 2>e; echo $?; sed "s/[‘’'\'']/Q/g" e'
  check $'1\ntail: invalid number of lines: QxQ' 0
}

@test "tail -f copies appended data (POSIX)" {
  echo one > f
  tail -f -s 0.1 f > out &
  pid=$!
  waitfor out one
  echo two >> f
  waitfor out $'one\ntwo'
  kill $pid
  run cat out
  check $'one\ntwo' 0
}

@test "tail -F follows a truncated file (GNU)" {
  echo one > f
  tail -F -s 0.1 f > out 2>&1 &
  pid=$!
  waitfor out one
  : > f
  waitfor out $'one\ntail: f: file truncated'
  echo two >> f
  waitfor out $'one\ntail: f: file truncated\ntwo'
  kill $pid
  run cat out
  check $'one\ntail: f: file truncated\ntwo' 0
}

@test "tail -F follows a replaced file (GNU)" {
  echo one > f
  tail -F -s 0.1 f > out 2>&1 &
  pid=$!
  waitfor out one
  echo two > g
  mv g f
  waitfor out $'one\ntail: \'f\' has been replaced;  following new file\ntwo'
  kill $pid
  run cat out
  check $'one\ntail: \'f\' has been replaced;  following new file\ntwo' 0
}

@test "tail --pid stops when the process ends (GNU)" {
  echo a > f
  sleep 0.3 &
  run tail -f --pid $! f
  check a 0
}

@test "tail -f on a pipe ends at its end (GNU)" {
  run sh -c 'echo a | tail -f'
  check a 0
}

@test "tail bad option" {
  run tail -x
  [ "$status" = 1 ]
  [ "${lines[0]}" = "tail: unknown option '-x'" ]
}

@test "tail write error exits 1" {
  run sh -c 'seq 3 | tail > /dev/full'
  [ "$status" = 1 ]
}

@test "tail the last of -n and -c wins (GNU)" {
  seq 20 > f
  run tail -c 3 -n 2 f
  check $'19\n20' 0
  run tail -n 2 -c 3 f
  check '20' 0
}

@test "tail of stdin starts where stdin is (GNU)" {
  seq 5 > f
  run sh -c '{ head -n 2 >/dev/null; tail -n 10; } < f'
  check $'3\n4\n5' 0
  run sh -c '{ tail -n 1; tail -n 1; } < f'
  check '5' 0
  run sh -c '{ head -c 4 >/dev/null; tail -c 100; } < f'
  check $'3\n4\n5' 0
}

@test "tail - twice: second time stdin is at its end (GNU)" {
  seq 5 > f
  run tail -n 1 - - < f
  check $'==> standard input <==\n5\n\n==> standard input <==' 0
}

@test "tail --pid without -f: warning, exit 0 (GNU)" {
  echo a > f
  run tail --pid 1 f
  check $'tail: warning: PID ignored; --pid=PID is useful only when following\na' 0
}

@test "tail -F follows a log across rotation, woken by inotify (GNU)" {
  echo one > log
  # -s 100: only inotify can make it notice in time
  tail -F -s 100 log > out 2>&1 &
  pid=$!
  waitfor out one
  mv log log.1
  waitfor out $'one\ntail: \'log\' has become inaccessible: No such file or directory'
  # (written once tail has let go of the old file, so it must not show)
  echo two >> log.1
  echo three > log
  waitfor out $'one\ntail: \'log\' has become inaccessible: No such file or directory\ntail: \'log\' has appeared;  following new file\nthree'
  echo four >> log
  waitfor out $'one\ntail: \'log\' has become inaccessible: No such file or directory\ntail: \'log\' has appeared;  following new file\nthree\nfour'
  kill $pid
  run cat out
  check $'one\ntail: \'log\' has become inaccessible: No such file or directory\ntail: \'log\' has appeared;  following new file\nthree\nfour' 0
}

@test "tail -F waits for a missing file (GNU)" {
  tail -F -s 100 log > out 2>&1 &
  pid=$!
  waitfor out "tail: cannot open 'log' for reading: No such file or directory"
  echo one > log
  waitfor out $'tail: cannot open \'log\' for reading: No such file or directory\ntail: \'log\' has appeared;  following new file\none'
  kill $pid
  run cat out
  check $'tail: cannot open \'log\' for reading: No such file or directory\ntail: \'log\' has appeared;  following new file\none' 0
}

@test "tail -f follows by descriptor across a rename (GNU)" {
  echo one > log
  tail -f -s 100 log > out 2>&1 &
  pid=$!
  waitfor out one
  mv log log.1
  echo two >> log.1
  waitfor out $'one\ntwo'
  kill $pid
  run cat out
  check $'one\ntwo' 0
}

@test "tail -n of a seekable file across its 64k read blocks (GNU)" {
  seq 100000 > f
  printf 'no newline' >> f
  for n in 1 2 10000 13000 60000 99999 100000 100001 200000; do
    [ "$(tail -n $n f | md5sum)" = "$(/usr/bin/tail -n $n f | md5sum)" ] ||
      { echo "tail -n $n differs"; return 1; }
  done
  run sh -c 'seq 100000 | sed "s/^/x/" > g; tail -n 3 g; tail -c 7 g'
  check "x99998
x99999
x100000
100000" 0
}
