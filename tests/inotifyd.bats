#!/usr/bin/env bats
# inotifyd: events checked against what inotify-tools' inotifywait reports
# for the same operations (CREATE OPEN ATTRIB CLOSE_WRITE DELETE
# DELETE_SELF, IGNORED); letters and PROG arguments as busybox documents.

load helper

# watch ARGS... then run the operations in ops.sh; inotifyd ends by itself
# when every watched file is gone
watch()
{
  inotifyd "$@" > out 2>&1 &
  local p=$! i
  # until it watches every FILE (a line "inotify wd:" each in its fdinfo)
  for i in $(seq 1000); do
    [ "$(cat /proc/$p/fdinfo/* 2>/dev/null | grep -c "^inotify wd:")" -ge $(($#-1)) ] && break
    sleep 0.01
  done
  sh ops.sh
  wait $p
  echo "rc=$?" >> out
}

@test "inotifyd - prints events (inotifywait's sequence)" {
  mkdir d
  touch f
  printf '%s\n' 'touch d/new' 'rm d/new' 'echo x >> f' 'rmdir d' 'sleep 0.05' 'rm f' > ops.sh
  watch - d f:cw
  run cat out
  check "$(printf 'n\td\tnew\nr\td\tnew\ne\td\tnew\nw\td\tnew\nd\td\tnew\nc\tf\nw\tf\nD\td\nx\td\nx\tf\nrc=0')" 0
}

@test "inotifyd PROG gets EVENTS FILE [NAME]" {
  mkdir d
  printf '#!/bin/sh\necho "[$#] $*" >> log\n' > rec
  chmod +x rec
  printf '%s\n' 'touch d/a' 'rm d/a' 'rmdir d' > ops.sh
  watch ./rec d:nd
  run cat log
  check "[3] n d a
[3] d d a
[2] x d" 0
}

@test "inotifyd mask letters: a and r, 0 (close without write)" {
  echo hi > f
  printf '%s\n' 'cat f > /dev/null' 'rm f' > ops.sh
  watch - f:ar0
  run cat out
  check "$(printf 'r\tf\na\tf\n0\tf\nx\tf\nrc=0')" 0
}

@test "inotifyd errors" {
  run inotifyd - nosuch
  check "inotifyd: nosuch: No such file or directory" 1
  touch f
  run inotifyd - f:q
  check "inotifyd: bad mask 'q'" 1
  run inotifyd -
  [ "$status" = 1 ] && [ "${lines[0]}" = "inotifyd: needs at least 2 arguments" ]
}
