#!/usr/bin/env bats
# nohup: POSIX; messages and nohup.out handling as GNU nohup's (compared
# where it's installed). Terminals come from python3's pty module.

load helper
load pty
bats_require_minimum_version 1.5.0

# gnu SCRIPT: what GNU nohup does with SCRIPT (nohup run as "nohup"), in
# dir gnu/; then ours in dir our/. Both outputs then each dir's files.
both() {
  needs_cmd python3
  /usr/bin/nohup --version 2>/dev/null | grep -q GNU || skip "needs GNU nohup"
  mkdir gnu our gnubin
  ln -s /usr/bin/nohup gnubin/nohup
  want=$(cd gnu && PATH=../gnubin:$PATH LC_ALL=C onpty sh -c "$1"; for i in *; do echo "$i:"; cat "$i"; done)
  run bash -c 'cd our && onpty sh -c "$1"; for i in *; do echo "$i:"; cat "$i"; done' x "$1"
}
export -f onpty ptyrun

@test "nohup all terminals: ignore input, append to nohup.out (GNU)" {
  both 'nohup sh -c "echo out; echo err >&2; read x 2>/dev/null; echo read=\$?"'
  check "$want" 0
  check "nohup: ignoring input and appending output to 'nohup.out'
rc=0
nohup.out:
out
err
read=1" 0
}

@test "nohup.out is made mode 600 and appended to" {
  needs_cmd python3
  echo old > nohup.out
  chmod 644 nohup.out
  onpty nohup echo new > /dev/null
  run sh -c 'cat nohup.out; stat -c %a nohup.out'
  check $'old\nnew\n644' 0
  rm nohup.out
  onpty nohup echo new > /dev/null
  run stat -c %a nohup.out
  check '600' 0
}

@test "nohup stdin not a terminal (GNU)" {
  both 'nohup sh -c "echo out; echo err >&2" </dev/null'
  check "$want" 0
  check "nohup: appending output to 'nohup.out'
rc=0
nohup.out:
out
err" 0
}

@test "nohup stdout not a terminal (GNU)" {
  both 'nohup sh -c "echo out; echo err >&2" >o'
  check "$want" 0
  check "nohup: ignoring input and redirecting stderr to stdout
rc=0
o:
out
err" 0
}

@test "nohup only stderr a terminal (GNU)" {
  both 'nohup sh -c "echo out; echo err >&2" >o </dev/null'
  check "$want" 0
  check "nohup: redirecting stderr to stdout
rc=0
o:
out
err" 0
}

@test "nohup stderr not a terminal: message goes there (GNU)" {
  both 'nohup sh -c "echo out; echo err >&2" 2>e'
  check "$want" 0
  check "rc=0
e:
nohup: ignoring input and appending output to 'nohup.out'
err
nohup.out:
out" 0
}

@test "nohup ignoring input only (GNU)" {
  both 'nohup sh -c "echo out; cat" >o 2>e'
  check "$want" 0
}

@test "nohup no terminal: nothing changes" {
  run sh -c 'nohup sh -c "echo out; echo err >&2; cat" < /dev/null'
  check $'out\nerr' 0
  [ ! -e nohup.out ]
}

@test "nohup ignores SIGHUP" {
  run sh -c 'nohup sh -c "kill -HUP \$\$; echo alive" < /dev/null'
  check 'alive' 0
}

@test "nohup falls back to HOME/nohup.out" {
  needs_cmd python3
  not_root
  mkdir ro home
  chmod 555 ro
  run bash -c 'cd ro && HOME=../home onpty nohup echo hi; cat ../home/nohup.out'
  check "nohup: failed to open 'nohup.out': Permission denied
nohup: ignoring input and appending output to '../home/nohup.out'
rc=0
hi" 0
}

@test "nohup can't open nohup.out anywhere: 125" {
  needs_cmd python3
  not_root
  mkdir ro
  chmod 555 ro
  run bash -c 'cd ro && HOME=/nonexistent onpty nohup echo hi'
  check "nohup: failed to open 'nohup.out': Permission denied
nohup: failed to open '/nonexistent/nohup.out': No such file or directory
rc=125" 0
}

@test "nohup command's exit status" {
  run nohup sh -c 'exit 9'
  check '' 9
}

@test "nohup command not found: 127" {
  run -127 nohup /nonexistent
  check "nohup: failed to run command '/nonexistent': No such file or directory" 127
}

@test "nohup command can't run: 126" {
  run nohup .
  check "nohup: failed to run command '.': Permission denied" 126
}

@test "nohup no command: 125, 127 with POSIXLY_CORRECT" {
  run nohup
  check "nohup: missing operand
usage: nohup COMMAND [ARG...]" 125
  POSIXLY_CORRECT=1 run -127 nohup
  [ "$status" = 127 ]
}

@test "nohup options after the command are its own" {
  run nohup printf '%s %s\n' -n -x
  check '-n -x' 0
}
