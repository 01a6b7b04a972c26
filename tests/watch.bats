#!/usr/bin/env bats
# watch: as procps watch (procps-ng 4.0.2), its screen read through tmux.

load helper

# tw W H ARGS...: start watch ARGS in a W x H tmux pane of our own
tw()
{
  local w=$1 h=$2
  shift 2
  tmux -S "$BATS_TEST_TMPDIR/${SOCK:-sock}" new-session -d -x $w -y $h \
    "$(printf '%q ' "$TESTBIN/watch" "$@"); echo rc=\$?; sleep 2"
}

# screen [-e]: the pane, once it has settled on PATTERN ($want)
screen()
{
  local i
  for i in $(seq 100); do
    output=$(tmux -S "$BATS_TEST_TMPDIR/${SOCK:-sock}" capture-pane -p "$@")
    [[ "$output" == *"$want"* ]] && break
    sleep 0.03
  done
  status=0
}

teardown()
{
  tmux -S "$BATS_TEST_TMPDIR/${SOCK:-sock}" kill-server 2>/dev/null || true
}

# the title line as procps lays it out: left part, right part at the edge
title()
{
  local w=$1 left=$2 right
  right="$(hostname): $(date +'%a %b %e %H:%M:%S %Y')"
  printf "%-$((w-${#right}))s%s" "$left" "$right"
}

# mask the title's clock
noclock() { sed -E '1s/[0-9]{2}:[0-9]{2}:[0-9]{2} [0-9]{4}$/HH:MM:SS YYYY/'; }

@test "watch title, output below it" {
  tw 80 6 -n 0.1 echo hi there
  want=hi screen
  output=$(noclock <<< "$output")
  check "$(title 80 'Every 0.1s: echo hi there' | noclock)

hi there" 0
}

@test "watch -t: no title, tabs, wrapping, stderr" {
  tw 20 6 -t -n 0.1 'printf "a\tb\n%s\n" 123456789012345678901234; echo err >&2'
  want=err screen
  check "a       b
12345678901234567890
1234
err" 0
}

@test "watch output cut at the screen's bottom" {
  tw 20 4 -t -n 0.2 seq 10
  want=4 screen
  check "1
2
3
4" 0
}

@test "watch long command cut with ... like procps" {
  tw 50 3 -n 0.1 echo aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
  want=aaaa screen
  output=$(noclock <<< "$output")
  check "$(title 50 'Every 0.1s: echo ...' | noclock)

aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" 0
}

@test "watch -n default 2.0s, fraction shown with one decimal" {
  tw 80 3 -n 0.25 true
  want=Every screen
  [[ "$output" == "Every 0.2s: true "* ]] || [[ "$output" == "Every 0.3s: true "* ]]
  teardown
  # (a server of its own: the old one may still be exiting)
  SOCK=sock2
  tw 80 3 true
  want=Every screen
  [[ "$output" == "Every 2.0s: true "* ]]
}

@test "watch -n below 0.1 is 0.1" {
  tw 80 3 -n 0.01 true
  want=Every screen
  [[ "$output" == "Every 0.1s: true "* ]]
}

@test "watch -x runs the command without a shell" {
  tw 40 3 -t -x -n 0.1 printf '%s|' a 'b c' '$HOME'
  want='|' screen
  check 'a|b c|$HOME|' 0
}

@test "watch without -x joins its arguments for sh -c" {
  tw 40 3 -t -n 0.1 echo '$((6*7))' 'x'
  want=42 screen
  check '42 x' 0
}

@test "watch -d highlights what changed, as procps" {
  echo 0 > n
  tw 40 3 -t -d -n 0.1 "n=\$(cat $PWD/n); echo \$((n+1)) > $PWD/n; case \$n in 0) echo 1234567 abc;; 1) echo 1235567 ab;; *) exec sleep 30;; esac"
  want=1235567 screen -e
  check $'123\e[7m5\e[0m\e[39m\e[49m567 ab\e[7m' 0
}

@test "watch -e waits for a key after a failure, exits 8" {
  tw 60 4 -t -e -n 0.1 'echo out; exit 3'
  want=press screen
  check "out


command exit with a non-zero status, press a key to exit" 0
  tmux -S "$BATS_TEST_TMPDIR/${SOCK:-sock}" send-keys x
  want=rc= screen
  check "rc=8" 0
}

@test "watch exits 0 on an interrupt" {
  tw 40 3 -t -n 0.1 echo hi
  want=hi screen
  tmux -S "$BATS_TEST_TMPDIR/${SOCK:-sock}" send-keys C-c
  want=rc= screen
  check "rc=0" 0
}

@test "watch -t without a terminal: output, and a clean end on a signal" {
  run timeout 0.3 watch -t -n 0.1 echo hi
  [ "$status" = 124 ]
  [[ "$output" == *hi* ]]
}

@test "watch errors" {
  run watch
  [ "$status" = 1 ]
  [[ "$output" == *usage:* ]]
  run watch -n abc true
  check "watch: failed to parse argument: 'abc': Invalid argument" 1
}
