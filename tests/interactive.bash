# Helpers for tests that drive an interactive shell through tmux
# (send-keys, capture-pane), each test with a tmux server of its own (-L):
# sh_interactive.bats and sh_vi.bats load it after helper.bash.

teardown()
{
  [ -z "$SOCK" ] || tmux -L "$SOCK" kill-server 2>/dev/null
  true
}

# start [SHELL...]: an interactive shell (ours: sh -i) in a pane of its own,
# $W columns wide (80); waits for the first prompt
start()
{
  needs_cmd tmux
  SOCK=shi$$_${BATS_TEST_NUMBER}_${RANDOM}
  H=$BATS_TEST_TMPDIR/home
  mkdir -p "$H"
  local cmd="$*"
  [ -n "$cmd" ] || cmd="$TOYBOX sh -i"
  tmux -L "$SOCK" -f /dev/null new-session -d -x ${W:-80} -y 24 \
    "cd '$BATS_TEST_TMPDIR' && env -i HOME='$H' TERM=screen LC_ALL=C.UTF-8 \
    PATH='$TESTBIN:/usr/bin:/bin' PS1='\$ ' $ENVS $cmd; echo rc=\$?; sleep 60"
  local p='^\$$'
  [ -z "$PROMPT" ] || p=$PROMPT
  want "$p"
}

keys() { tmux -L "$SOCK" send-keys "$@"; }

# want REGEX: wait (5 s at most) until the screen (trailing blank lines
# dropped, in $output) has a line matching REGEX
want() { poll_screen "$1" all; }

# wantlast REGEX: ... the last line of the screen matches
wantlast() { poll_screen "$1" last; }

# poll_screen REGEX all|last: what want and wantlast wait for
poll_screen()
{
  local i
  for i in $(seq 250); do
    output=$(tmux -L "$SOCK" capture-pane -p | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}')
    if [ "$2" = last ]; then grep -Eq -- "$1" <<< "${output##*$'\n'}"
    else grep -Eq -- "$1" <<< "$output"; fi && return 0
    sleep 0.02
  done
  printf 'timed out waiting for /%s/ %s:\n%s\n' "$1" \
    "$([ "$2" = last ] && echo "at the end of" || echo on)" "$output" >&2
  return 1
}

# screen: the screen now, pids as N, bash: as sh:
screen()
{
  tmux -L "$SOCK" capture-pane -p | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' \
    -e 's/^bash: /sh: /' -e 's/\] [0-9][0-9]*$/] N/' -e 's/^\(\[[0-9]*\][-+ ]\)  *[0-9][0-9]* /\1 N /' \
    -e 's/^  *[0-9][0-9]*  */     N  /'
}

# as_bash STEPS: run the function STEPS (keys and waits) in bash and in our
# shell; the screens must be the same
as_bash()
{
  needs_cmd bash
  local ours theirs
  start bash --norc --noprofile -i
  "$1"
  theirs=$(screen)
  tmux -L "$SOCK" kill-server
  start
  "$1"
  ours=$(screen)
  if [ "$ours" != "$theirs" ]; then
    printf 'bash showed:\n%s\n--- sh showed:\n%s\n' "$theirs" "$ours" >&2
    return 1
  fi
}

# bgdone: wait until the last job started in the background ("[N] PID" on
# the screen) has ended
bgdone()
{
  local pid i
  pid=$(tmux -L "$SOCK" capture-pane -p | sed -n 's/^\[[0-9]*\] \([0-9]*\)$/\1/p' | tail -1)
  for i in $(seq 250); do
    [ -e /proc/$pid ] || return 0
    [ "$(cut -d' ' -f3 /proc/$pid/stat 2>/dev/null)" = Z ] && return 0
    sleep 0.02
  done
}

# running CMD: wait until the pane's foreground process is CMD and asleep
running()
{
  local i pid
  for i in $(seq 250); do
    pid=$(ps -o pid=,stat=,comm= -t "$(tmux -L "$SOCK" display -p '#{pane_tty}')" \
      2>/dev/null | awk -v c="$1" '$3 == c && $2 ~ /\+/ {print $1}')
    [ -n "$pid" ] && return 0
    sleep 0.02
  done
  echo "$1 never ran in the foreground" >&2
  return 1
}
