#!/usr/bin/env bats
# flock: as util-linux flock (exit statuses compared where installed).

load helper
bats_require_minimum_version 1.5.0

# hold [OPTS]: a background flock on lk (exclusive, or OPTS) until unhold
hold() {
  flock "$@" lk sh -c 'echo $$ > pid.new; mv pid.new pid; exec sleep 10' &
  while [ ! -s pid ]; do sleep 0.01; done
}
unhold() { kill "$(cat pid)"; wait; rm -f pid; }

# same ARGS...: util-linux flock exits with the same status as ours
same() {
  /usr/bin/flock --version 2>/dev/null | grep -q util-linux || return 0
  local want=0 got=0
  /usr/bin/flock "$@" >/dev/null 2>&1 || want=$?
  flock "$@" >/dev/null 2>&1 || got=$?
  [ "$want" = "$got" ] || { echo "flock $*: want $want got $got"; return 1; }
}

@test "flock FILE COMMAND: runs it, makes FILE" {
  run flock lk sh -c 'echo hi; exit 3'
  check 'hi' 3
  [ -f lk ]
}

@test "flock FILE -c COMMAND" {
  run flock lk -c 'echo "$0"; exit 4'
  check '/bin/sh' 4
  run flock lk --command 'echo x'
  check 'x' 0
}

@test "flock -c needs exactly one argument" {
  run flock lk -c
  check 'flock: -c requires exactly one command argument' 64
  run flock lk -c 'echo a' b
  check 'flock: -c requires exactly one command argument' 64
}

@test "flock -n fails on a held lock: 1" {
  hold
  run flock -n lk echo got
  check '' 1
  unhold
  run flock -n lk echo got
  check 'got' 0
}

@test "flock -E sets the conflict exit code" {
  hold
  run flock -n -E 7 lk true
  check '' 7
  run flock --nonblock --conflict-exit-code=0 lk true
  check '' 0
  unhold
}

@test "flock -w times out: 1" {
  hold
  run flock -w 0.1 lk echo got
  check '' 1
  run flock --timeout 0.05 -E 9 lk true
  check '' 9
  unhold
}

@test "flock -w waits for the lock to go" {
  hold
  ( sleep 0.1; kill "$(cat pid)" ) &
  run flock -w 5 lk echo got
  check 'got' 0
  wait
}

@test "flock waits without -n" {
  hold
  ( sleep 0.1; kill "$(cat pid)" ) &
  run flock lk echo got
  check 'got' 0
  wait
}

@test "flock -s shares with -s, not with -x" {
  hold -s
  run flock -n -s lk echo shared
  check 'shared' 0
  run flock -n -x lk echo excl
  check '' 1
  run flock -n -e lk echo excl
  check '' 1
  unhold
}

@test "flock -x conflicts with -s" {
  hold -x
  run flock -n -s lk echo shared
  check '' 1
  unhold
}

@test "flock FD: lock an open descriptor" {
  run bash -c 'exec 9>lk; flock -n 9; echo $?; flock -n lk echo other; echo $?'
  check $'0\n1' 0
}

@test "flock -u FD unlocks" {
  run bash -c 'exec 9>lk; flock 9; flock -u 9; flock -n lk echo other'
  check 'other' 0
}

@test "flock FD held by another: -n fails" {
  hold
  run bash -c 'exec 9<lk; flock -n 9; echo $?'
  check '1' 0
  unhold
}

@test "flock the command holds the descriptor without -o" {
  run flock lk sh -c 'ls -l /proc/$$/fd | grep -c "/lk$"'
  check '1' 0
  run flock -o lk sh -c 'ls -l /proc/$$/fd | grep -c "/lk$"'
  check '0' 1
}

@test "flock -o: the lock stays with flock while the command runs" {
  run flock -o lk sh -c 'flock -n lk echo inner; echo $?'
  check '1' 0
}

@test "flock a directory" {
  mkdir d
  run flock d echo dir
  check 'dir' 0
}

@test "flock a read-only file" {
  not_root
  touch ro
  chmod 444 ro
  run flock ro echo ok
  check 'ok' 0
}

@test "flock command killed by a signal: 128+N" {
  run flock lk sh -c 'kill -USR1 $$'
  check '' 138
}

@test "flock bad file descriptor" {
  run flock 9
  check 'flock: 9: Bad file descriptor' 65
  run flock lk
  check "flock: bad file descriptor: 'lk'" 64
}

@test "flock can't open the file: 66" {
  run flock /nonexistent/lk true
  check 'flock: cannot open lock file /nonexistent/lk: No such file or directory' 66
}

@test "flock command can't run: 69" {
  run flock lk /nonexistent
  check 'flock: failed to execute /nonexistent: No such file or directory' 69
}

@test "flock no arguments, bad option, bad -w: 64" {
  run flock
  [ "$status" = 64 ]
  run flock -Q lk true
  [ "$status" = 64 ]
  run flock -w x lk true
  [ "$status" = 64 ]
}

@test "flock same exit statuses as util-linux" {
  touch lk
  same lk true
  same lk sh -c 'exit 5'
  same 9
  same lk
  same /nonexistent/x true
  same lk /nonexistent
  same lk -c 'exit 3'
  same -w x lk true
  same
}

@test "flock options after the command are its own" {
  run flock lk printf '%s\n' -n
  check '-n' 0
}
