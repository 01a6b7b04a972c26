#!/usr/bin/env bats
# setsid: as util-linux setsid (-c -f -w), -d ours. Fields 5-8 of
# /proc/PID/stat are pgrp session tty.

load helper
load pty
bats_require_minimum_version 1.5.0

# ids: "leader" if the shell is its session's and group's leader, then
# "ctty" or "nott" for a controlling terminal or none
ids='set -- $(cut -d" " -f5-7 /proc/$$/stat); [ $$ = $1 ] && [ $$ = $2 ] && echo leader; [ $3 = 0 ] && echo nott || echo ctty'

@test "setsid new session and group, no terminal" {
  run setsid -w sh -c "$ids"
  check $'leader\nnott' 0
}

@test "setsid runs the command in place when it can" {
  run bash -c 'setsid sh -c "echo \$PPID" & wait; echo $$'
  [ "${lines[0]}" = "${lines[1]}" ]
}

@test "setsid -f always forks" {
  run bash -c 'setsid -f -w sh -c "echo \$PPID"; echo $$'
  [ "${lines[0]}" != "${lines[1]}" ]
}

@test "setsid from a process group leader forks" {
  ids=$ids run bash -c 'set -m; setsid -w sh -c "echo \$PPID; $ids" & wait; echo $!'
  [ "${lines[0]}" != "${lines[3]}" ]
  [ "${lines[1]}" = leader ]
}

@test "setsid -w exit status" {
  run setsid -f -w sh -c 'exit 3'
  check '' 3
}

@test "setsid -w dies of the command's signal (util-linux)" {
  run bash -c 'exec 2>/dev/null; setsid -f -w sh -c "kill -USR1 \$\$"; echo $?'
  check '138' 0
}

@test "setsid -f without -w doesn't wait" {
  run bash -c 'setsid -f sh -c "sleep 1; echo late > f"; echo $?; cat f 2>/dev/null
    until [ -s f ]; do sleep 0.01; done; cat f'
  check $'0\nlate' 0
}

@test "setsid on a terminal: no controlling terminal" {
  needs_cmd python3
  run onpty setsid -f -w sh -c "$ids"
  check $'leader\nnott\nrc=0' 0
}

@test "setsid -c takes the terminal" {
  needs_cmd python3
  run onpty setsid -c -f -w sh -c "$ids"
  check $'leader\nctty\nrc=0' 0
}

@test "setsid -d: terminals become /dev/null" {
  needs_cmd python3
  run onpty setsid -d -f -w sh -c 'readlink /proc/$$/fd/0 /proc/$$/fd/1 /proc/$$/fd/2 > out'
  check 'rc=0' 0
  run cat out
  check $'/dev/null\n/dev/null\n/dev/null' 0
}

@test "setsid -d leaves other files" {
  run bash -c 'echo x | setsid -d -w sh -c "cat; readlink /proc/\$\$/fd/1" > out; cat out'
  check "x
$BATS_TEST_TMPDIR/out" 0
}

@test "setsid command not found: 127 (util-linux)" {
  run -127 setsid /nonexistent
  check "setsid: failed to execute /nonexistent: No such file or directory" 127
}

@test "setsid command can't run: 126 (util-linux)" {
  run setsid -f -w .
  check "setsid: failed to execute .: Permission denied" 126
}

@test "setsid no command" {
  run setsid
  check "setsid: missing argument
usage: setsid [-cdfw] COMMAND [ARG...]" 1
}

@test "setsid options after the command are its own" {
  run setsid -w printf '%s\n' -w
  check '-w' 0
}
