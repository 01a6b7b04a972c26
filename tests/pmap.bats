#!/usr/bin/env bats
# pmap: the formats of procps pmap (compared with it where installed).

load helper

# start: a sleep to look at, once asleep. (The host's sleep, not ours: a
# sanitizer build's maps still change after its exec, and the two pmaps
# would read different ones.)
start() {
  /usr/bin/sleep 10 &
  p=$!
  while [ "$(cut -d" " -f2,3 /proc/$p/stat)" != "(sleep) S" ]; do sleep 0.01; done
}
finish() { kill $p; wait $p 2>/dev/null || true; }

# same ARGS: ours and procps pmap print the same
same() {
  needs_cmd /usr/bin/pmap
  /usr/bin/pmap "$@" > want
  run pmap "$@"
  check "$(cat want)" 0
}

@test "pmap default format (procps)" {
  start
  same $p
  finish
}

@test "pmap -x (procps)" {
  start
  same -x $p
  finish
}

@test "pmap -q (procps)" {
  start
  same -q $p
  same -xq $p
  finish
}

@test "pmap several pids (procps)" {
  start
  same $p $$
  finish
}

@test "pmap a kernel thread: [name], no mappings (procps)" {
  [ -r /proc/2/maps ] || skip "no pid 2"
  same 2
}

@test "pmap header, one line a mapping, total" {
  start
  n=$(wc -l < /proc/$p/maps)
  run pmap $p
  [ "$status" = 0 ]
  [ "${lines[0]}" = "$p:   /usr/bin/sleep 10" ]
  [ "${#lines[@]}" = $((n+2)) ]
  [[ "${lines[1]}" =~ ^[0-9a-f]{16}\ +[0-9]+K\ [r-][w-][x-][s-]-\ ..* ]]
  [[ "${lines[$((n+1))]}" =~ ^\ total\ +[0-9]+K$ ]]
  finish
}

@test "pmap a shared mapping and a named file" {
  needs_cmd python3
  head -c 8192 /dev/zero > mapme
  python3 -c '
import mmap, os, sys
f = open("mapme", "r+b")
m = mmap.mmap(f.fileno(), 8192, mmap.MAP_SHARED)
os.system("pmap -q %d | grep \" mapme$\"" % os.getpid())' > out
  run cat out
  [[ "$output" =~ ^[0-9a-f]{16}\ +8K\ rw-s-\ mapme$ ]]
}

@test "pmap -x totals add up" {
  start
  run sh -c "pmap -x $p | awk 'NR>2 && /^[0-9a-f]/ {k+=\$2; r+=\$3; d+=\$4} /^total/ {print (k==\$3 && r==\$4 && d==\$5)}'"
  check '1' 0
  finish
}

@test "pmap no such process, bad pid" {
  run pmap 2147483646 abc
  check "pmap: 2147483646: No such process
pmap: invalid process id: abc" 1
}

@test "pmap no pid" {
  run pmap
  check "pmap: missing argument
usage: pmap [-xq] PID..." 1
}
