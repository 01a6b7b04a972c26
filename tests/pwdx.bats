#!/usr/bin/env bats
# pwdx: as procps pwdx.

load helper

@test "pwdx a process's directory" {
  mkdir 'd i r'
  (cd 'd i r' && exec sleep 10) &
  p=$!
  while [ "$(readlink /proc/$p/cwd)" != "$PWD/d i r" ]; do sleep 0.01; done
  run pwdx $p
  check "$p: $PWD/d i r" 0
  kill $p
}

@test "pwdx several, same as procps" {
  needs_cmd /usr/bin/pwdx
  sleep 10 &
  /usr/bin/pwdx $$ $! > want
  run pwdx $$ $!
  check "$(cat want)" 0
  kill $!
}

@test "pwdx our shell" {
  run pwdx $$
  check "$$: $(readlink /proc/$$/cwd)" 0
}

@test "pwdx no such process keeps going" {
  run pwdx 2147483646 $$
  check "pwdx: 2147483646: No such process
$$: $(readlink /proc/$$/cwd)" 1
}

@test "pwdx bad pid" {
  run pwdx abc
  check "pwdx: invalid process id: abc" 1
}

@test "pwdx no pid" {
  run pwdx
  check "pwdx: missing argument
usage: pwdx PID..." 1
}
