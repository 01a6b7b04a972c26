#!/usr/bin/env bats
# prlimit: output as util-linux prlimit's (compared where installed).

load helper

same() {
  needs_cmd /usr/bin/prlimit
  /usr/bin/prlimit "$@" > want 2>&1 || true
  run prlimit "$@"
  check "$(cat want)" "$status"
}

@test "prlimit table of every limit (util-linux)" {
  same
  [ "${lines[0]}" = "RESOURCE   DESCRIPTION                             SOFT      HARD UNITS" ]
}

@test "prlimit one resource (util-linux)" {
  same --nofile
  same -n
  same --stack
}

@test "prlimit -o columns (util-linux)" {
  same -o RESOURCE,HARD,SOFT -c -t
  same --output=resource,soft -n
}

@test "prlimit --raw --noheadings (util-linux)" {
  same -n --raw --noheadings
  same --raw -c
}

@test "prlimit sets SOFT:HARD of another process" {
  sleep 10 &
  p=$!
  prlimit --pid $p --nofile=100:200
  run prlimit -p $p -n -o SOFT,HARD --noheadings
  check " 100  200" 0
  prlimit --pid $p -n=:150
  run prlimit -p $p -n -o SOFT,HARD --noheadings
  check " 100  150" 0
  prlimit --pid $p -n=50:
  run prlimit -p $p -n -o SOFT,HARD --noheadings
  check "  50  150" 0
  prlimit --pid $p --core=unlimited
  run prlimit -p $p -c -o SOFT,HARD --noheadings
  check "unlimited unlimited" 0
  same -p $p -n -o SOFT,HARD --noheadings
  kill $p
}

@test "prlimit same as util-linux on a process's limits" {
  needs_cmd /usr/bin/prlimit
  sleep 10 &
  p=$!
  prlimit --pid $p --nofile=100:200 --core=0:1000
  same --pid $p
  kill $p
}

@test "prlimit runs a command with the limits" {
  run prlimit -n=64 sh -c 'ulimit -n; ulimit -Hn'
  check $'64\n64' 0
  run prlimit --core=0:unlimited sh -c 'ulimit -c; ulimit -Hc'
  check $'0\nunlimited' 0
}

@test "prlimit with a command shows nothing (util-linux)" {
  run prlimit -n echo hi
  check 'hi' 0
}

@test "prlimit command's status, not found" {
  run prlimit sh -c 'exit 3'
  check '' 3
  run prlimit /nonexistent
  check 'prlimit: /nonexistent: No such file or directory' 127
}

@test "prlimit bad limit" {
  run prlimit -n=x true
  check 'prlimit: failed to parse NOFILE limit' 1
  run prlimit -n=1:x true
  check 'prlimit: failed to parse NOFILE limit' 1
}

@test "prlimit raising the hard limit needs privilege" {
  not_root
  run prlimit -n=:unlimited true
  check 'prlimit: failed to set the NOFILE resource limit: Operation not permitted' 1
}

@test "prlimit no such process" {
  run prlimit --pid 2147483646
  check 'prlimit: failed to get the AS resource limit: No such process' 1
}

@test "prlimit unknown column" {
  run prlimit -o FOO
  check 'prlimit: unknown column: FOO' 1
}
