#!/usr/bin/env bats
# sh as people type into it: the line editor, history, Tab completion,
# prompts and job control, through tmux (send-keys, capture-pane), each test
# with a tmux server of its own (-L). Where a test says "as bash", bash 5
# (bash --norc --noprofile -i) is run in the same kind of pane with the
# same keys and the two screens must match (bash: as sh:, pids masked).
# The last tests need no terminal. HOME is a directory of the test's own.

load helper
load interactive

@test "editor: typing, Enter runs the line; UTF-8 text" {
  start
  keys 'echo hello wörld 日本' Enter
  want '^hello wörld 日本$'
  wantlast '^\$$'
}

@test "editor: Left over wide characters moves by character and two columns" {
  start
  keys 'echo a日本語' Left Left
  sleep 0.1
  want '^\$ echo a日本語$'
  [ "$(tmux -L "$SOCK" display -p '#{cursor_x}')" = 10 ]
  keys X Right 'é' Enter
  want '^a日X本é語$'
}

@test "editor: Ctrl-A Ctrl-E Home End Ctrl-B Ctrl-F Right" {
  start
  keys 'cho 1' C-a e C-e 2 Enter
  want '^12$'
  keys 'cho 34' Home e End C-b C-b 5 C-f 6 Right 7 Enter
  want '^53647$' 
}

@test "editor: Backspace, Delete, Ctrl-D deletes under the cursor" {
  start
  keys 'echo abcd' BSpace Left Left DC C-a Right C-d c Enter
  want '^ac$' 
}

@test "editor: Ctrl-K Ctrl-U Ctrl-W kill, Ctrl-Y yanks, kills in a row add up" {
  start
  keys 'echo one two three' C-w C-w C-y Enter
  want '^one two three$'
  keys 'rubbish' C-u 'echo x y' Left Left C-k Enter
  want '^x$'
  keys 'echo a b c' C-a C-k 'echo k' C-e ' ' C-y Enter
  want '^k echo a b c$'
}

steps_kills()
{
  keys 'echo abc dxef' Left Left Left C-t Enter
  want '^abc xdef$'
  keys 'echo x日é' C-t Enter
  want '^xé日$'
  keys 'echo one two three' C-a M-f M-d M-d C-y C-y Enter
  want '^one two one two three$'
  keys 'echo one two' M-BSpace C-y C-y Enter
  want '^one twotwo$'
  keys 'echo a b c' C-a M-f C-k C-u C-y Enter
  want '^a b c$'
  wantlast '^\$$'
}

@test "editor: Ctrl-T, Alt-D, Alt-Backspace; kills in a row add up for Ctrl-Y (as bash)" {
  ENVS=HISTFILE=/dev/null as_bash steps_kills
}

@test "editor: Alt-B and Alt-F move by words" {
  start
  keys 'echo aa bb cc' M-b M-b X M-f M-f Y Enter
  want '^aa Xbb ccY$'
}

@test "editor: Ctrl-L clears the screen, the line stays" {
  start
  keys 'echo before' Enter
  want '^before$'
  keys 'echo after' C-l
  want '^\$ echo after$'
  [ "${output%%$'\n'*}" = '$ echo after' ]
  keys Enter
  want '^after$'
}

@test "editor: Ctrl-C drops the line, \$? is 130, the shell stays" {
  start
  keys 'echo not this' C-c
  want '^\$ echo not this\^C$'
  keys 'echo $?' Enter
  want '^130$'
}

steps_eof()
{
  keys 'echo x' C-d
  want '^\$ echo x$'
  keys C-e BSpace BSpace BSpace BSpace BSpace BSpace C-d
  want '^rc=0$'
}

@test "editor: Ctrl-D on an empty line ends the shell (as bash)" {
  ENVS=HISTFILE=/dev/null as_bash steps_eof
  [[ "$output" == *$'$\nexit\nrc=0' ]]
}

@test "editor: a line longer than the screen wraps and edits" {
  W=30 start
  keys "echo $(printf '%040d' 0)" C-a Right Right Right Right ' 1' C-e ' 2 | tr -d 0' Enter
  want '^1  2$'
}

@test "editor: Ctrl-V inserts a control character, shown as ^X" {
  start
  keys 'echo a' C-v C-a 'b | od -An -c' $(printf 'Left %.0s' $(seq 14))
  want '^\$ echo a\^Ab \| od -An -c$'
  [ "$(tmux -L "$SOCK" display -p '#{cursor_x}')" = 8 ]
  keys Enter
  want '^ +a 001 +b +\\n$'
}

@test "history: Up and Down recall lines, the edited line comes back" {
  start
  keys 'echo first' Enter 'echo second' Enter
  want '^second$'
  keys 'echo typed' Up Up
  want '^\$ echo first$'
  keys Down Down
  want '^\$ echo typed$'
  keys Up Enter
  wantlast '^\$$'
  [ "$(grep -c '^second$' <<< "$output")" = 2 ]
}

@test "history: Ctrl-R searches backwards, Ctrl-R again for the older match" {
  start
  keys 'echo abc1' Enter 'echo xyz' Enter 'echo abc2' Enter
  want '^abc2$'
  keys C-r abc
  want "^\(reverse-i-search\)\`abc': echo abc2$"
  keys C-r
  want "^\(reverse-i-search\)\`abc': echo abc1$"
  keys Enter
  wantlast '^\$$'
  [[ "$output" == *$'$ echo abc1\nabc1\n$' ]]
}

@test "history: Ctrl-R then Ctrl-G gives the line back; a key ends the search" {
  start
  keys 'echo one' Enter
  want '^one$'
  wantlast '^\$$'
  keys 'echo mine' C-r one
  want "one': echo one$"
  keys C-g Enter
  want '^mine$'
  keys C-r one C-e ' more' Enter
  want '^one more$'
}

steps_hist()
{
  keys 'echo a b c' Enter
  want '^a b c$'
  keys 'echo !$ !!' Enter
  want '^c echo a b c$'
  keys '!-2' Enter
  want '^a b c$'
  keys 'history' Enter
  want '^    4  history$'
  keys '!e' Enter
  wantlast '^\$$'
  keys '!nosuch' Enter
  want 'event not found'
  keys '!1 x' Enter
  want '^a b c x$'
}

@test "history: !! !n !-n !prefix !\$ history, event not found (as bash)" {
  ENVS=HISTFILE=/dev/null as_bash steps_hist
}

@test "history: HISTFILE is read at start and written at exit, HISTSIZE" {
  start
  keys 'echo one' Enter 'echo two' Enter 'exit' Enter
  want '^rc=0$'
  [ "$(cat "$H/.bash_history")" = $'echo one\necho two\nexit' ]
  tmux -L "$SOCK" kill-server
  printf 'echo old%s\n' 1 2 3 4 > "$H/hist"
  ENVS="HISTFILE='$H/hist' HISTSIZE=3" start
  keys Up Up
  want '^\$ echo old3$'
  keys C-u 'history' Enter
  want '^    4  history$'
  [[ "$output" == *$'    2  echo old3\n    3  echo old4\n    4  history'* ]]
  keys 'exit' Enter
  want '^rc=0$'
  [ "$(cat "$H/hist")" = $'echo old4\nhistory\nexit' ]
}

@test "completion: command names, a file after the first word" {
  start
  keys 'ech' Tab 'ok' Enter
  want '^ok$'
  touch "$BATS_TEST_TMPDIR/file one"
  keys 'ls fi' Tab Enter
  want '^file one$'
  [[ "$output" == *'$ ls file\ one'* ]]
}

@test "completion: the common part, then the list on a second Tab" {
  start
  touch "$BATS_TEST_TMPDIR"/abc1 "$BATS_TEST_TMPDIR"/abc22 "$BATS_TEST_TMPDIR"/x
  keys 'ls a' Tab
  want '^\$ ls abc$'
  keys Tab
  want '^abc1 +abc22$'
  keys 2 Tab Enter
  want '^abc22$'
}

@test "completion: directories get a /, ~/ is HOME, PATH commands" {
  start
  mkdir -p "$BATS_TEST_TMPDIR/dir/sub" "$H/hd"
  keys 'cd di' Tab Tab Enter 'pwd' Enter
  want 'dir/sub$'
  keys 'ls -d ~/h' Tab Enter
  want '/home/hd/$'
  keys 'whoam' Tab Enter
  want "^$(id -un)$"
}

@test "prompt: PS1 \\u \\h \\w \\W \\\$ \\[ \\] \$(...) \$var, PS2 on a terminal" {
  ENVS="X=v" start
  keys "PS1='[\\u@\\h \\W|\\w|\$X|\$(echo cs)|\\[\\e[1m\\]B\\[\\e[0m\\]]\\\$ '" Enter
  want "^\[$(id -un)@$(hostname | cut -d. -f1) .*\]"
  [[ "${output##*$'\n'}" == "[$(id -un)@$(hostname | cut -d. -f1) ${BATS_TEST_TMPDIR##*/}|$BATS_TEST_TMPDIR|v|cs|B]"[\$#] ]]
  keys 'cd ~' Enter
  wantlast '\[.* ~\|~\|'
  keys "PS2='more> '" Enter 'for i in 1 2' Enter
  want '^more> $|^more>$'
  keys 'do echo $i; done' Enter
  want '^2$'
}

steps_jobs()
{
  keys 'sleep 100' Enter
  running sleep
  keys C-z
  want 'Stopped'
  keys 'sleep 50 &' Enter
  want '^\[2\]'
  keys 'jobs' Enter
  want '^\[2\]- +Running'
  keys 'jobs -l' Enter
  wantlast '^\$$'
  keys 'fg %1' Enter
  running sleep
  keys C-c
  wantlast '^\$$'
  keys 'echo $?' Enter
  want '^130$'
  keys 'kill %2' Enter
  wantlast '^\$$'
  keys Enter
  want 'Terminated'
  keys 'sleep 0.1 &' Enter
  want '^\[1\]'
  bgdone
  keys Enter
  want 'Done'
  keys 'sleep 0.05 && false &' Enter
  want '^\[1\]'
  bgdone
  keys Enter
  want 'Exit 1 +sleep 0.05 && false$'
  keys 'sleep 100 | cat' Enter
  running sleep
  keys C-z
  want 'Stopped +sleep 100 \| cat'
  keys 'jobs -l' Enter
  want '\| cat$'
  keys 'fg' Enter
  running sleep
  keys C-c
  wantlast '^\$$'
}

@test "jobs: Ctrl-Z, jobs -l, fg %1, Ctrl-C, kill %2, Done, Exit, pipelines (as bash)" {
  as_bash steps_jobs
}

steps_bg()
{
  keys 'sleep 100' Enter
  running sleep
  keys C-z
  want 'Stopped'
  keys 'cat' Enter
  running cat
  keys C-z
  want 'Stopped +cat'
  keys 'jobs' Enter
  want '^\[2\]\+'
  keys 'bg %sl' Enter
  want '^\[1\]- sleep 100 &$'
  keys 'jobs %-' Enter
  want '^\[1\]- +Running +sleep 100 &$'
  keys 'jobs -p %+ | wc -l' Enter
  want '^1$'
  keys 'fg %nosuch' Enter
  want 'no such job'
  keys 'fg' Enter
  running cat
  keys 'typed' Enter
  want '^typed$'
  keys C-d
  wantlast '^\$$'
  keys 'jobs' Enter
  wantlast '^\$$'
  keys 'disown %1' Enter 'jobs' Enter
  wantlast '^\$$'
}

@test "jobs: bg, %string %- %+ specs, fg with no spec, disown (as bash)" {
  as_bash steps_bg
}

steps_exit()
{
  keys 'sleep 100' Enter
  running sleep
  keys C-z
  want 'Stopped'
  keys 'exit' Enter
  want 'There are stopped jobs'
  keys 'case $- in *m*) echo monitor; esac' Enter
  want '^monitor$'
  keys C-d
  wantlast '^\$$'
  keys 'exit' Enter
  want '^rc=0$'
}

@test "jobs: exit or Ctrl-D with stopped jobs warns first, \$- has m (as bash)" {
  as_bash steps_exit
}

@test "jobs: each job its own process group, the terminal handed over and back" {
  start
  keys 'sleep 100 | sleep 99 &' Enter
  want '^\[1\] [0-9]+$'
  keys 'ps -o pgid= -p $! | tr -d " " > pg; echo $$ > me; jobs -p > jp' Enter
  wantlast '^\$$'
  [ "$(cat pg)" != "$(cat me)" ]
  [ "$(cat jp)" = "$(cat pg)" ]
  keys 'kill %1' Enter
  wantlast '^\$$'
  # the shell is its own group, in the foreground again
  [ "$(cut -d' ' -f5,8 /proc/$(cat me)/stat)" = "$(cat me) $(cat me)" ]
}

@test "jobs: kill %string signals a stopped pipeline's group and continues it" {
  start
  keys 'sleep 100 | cat' Enter
  running sleep
  keys C-z
  want 'Stopped'
  keys 'kill %sl' Enter
  wantlast '^\$$'
  keys Enter
  want '^\[1\]\+  Terminated              sleep 100 \| cat$'
  keys 'jobs; kill %1' Enter
  want 'kill: %1: no such job'
}

@test "jobs: Ctrl-C interrupts a loop in the foreground, not the shell" {
  start
  keys 'while :; do sleep 1; done' Enter
  running sleep
  keys C-c
  wantlast '^\$$'
  keys 'echo alive' Enter
  want '^alive$'
}

steps_abort()
{
  keys 'echo $(sleep 30); echo after' Enter
  running sleep
  keys C-c
  wantlast '^\$$'
  keys '{ echo a; echo $(sleep 30); } > g; echo no' Enter
  running sleep
  keys C-c
  wantlast '^\$$'
  keys '{ echo ${nope:?bad}; } > f; echo no' Enter
  want 'nope: bad'
  keys 'echo there; echo $?; cat f; cat g' Enter
  want '^a$'
}

@test "jobs: Ctrl-C in \$( ) or an error drops the line; redirections are undone (as bash)" {
  as_bash steps_abort
}

@test "jobs: set -m in a script on a terminal: a process group per job" {
  start
  keys "$TOYBOX sh -c 'set -m; sleep 5 & [ \$(ps -o pgid= -p \$!) = \$! ] && echo own; kill \$!'" Enter
  want '^own$'
}

@test "jobs: suspend in a login shell needs -f" {
  # (/etc/profile may set PS1)
  PROMPT='^[^ ]*[$#]$' start "$TOYBOX sh -l -i"
  keys 'suspend' Enter
  want 'suspend: cannot suspend a login shell'
}

# No terminal needed from here on

@test "history builtin and ! expansion from a script (set -o history, set -H; as bash)" {
  cat > script <<'EOF'
set -o history
set -H
echo a b c
echo !$ !^ !*
echo !:2 !!:1
!?b c?
echo "!!" '!!' \!! x!= !
!zz
history
history 2
history -c
history
EOF
  run sh script
  check "a b c
echo c a a b c
c a a b c
echo a c
a c
echo c a a b c
c a a b c
echo \"echo c a a b c\" '!!' \\!! x!= !
echo c a a b c !! !! x!= !
script: line 8: !zz: event not found
    1  set -H
    2  echo a b c
    3  echo c a a b c
    4  echo a c
    5  echo c a a b c
    6  echo \"echo c a a b c\" '!!' \\!! x!= !
    7  history
    7  history
    8  history 2
    1  history" 0
}

@test "history: no ! expansion without set -H; errors of the builtin" {
  run sh -c 'set -o history; echo !!; history x; echo $?; history 1 2; echo $?'
  check '!!
sh: line 1: history: x: numeric argument required
1
sh: line 1: history: too many arguments
1' 0
}

@test "prompt: sh -i with stdin not a terminal prints PS1 and PS2 on stderr" {
  run sh -c "printf 'echo hi\nfor i in 1\ndo echo \$i\ndone\n' | PS1='\\u|\\h|\\w|\\W|\\\$|\\[x\\]|\\\\|\$X|\$(echo cs)|\\s> ' PS2='cont> ' X=xv HOME=\$PWD sh -i 2>&1"
  u=$(id -un)
  h=$(hostname | cut -d. -f1)
  d=$([ "$u" = root ] && echo '#' || echo '$')
  p="$u|$h|~|~|$d|x|\\|xv|cs|sh> "
  check "${p}hi
${p}cont> cont> 1
${p}exit" 0
}

@test "prompt: \\t \\d \\D{} \\n \\e \\a \\! \\# and octal (as bash)" {
  needs_cmd bash
  ps='\d|\D{%Y}|\n|\e|\a|\101|\!|\#|\j|\v|x\qy> '
  # bash shows the line read and "exit": the prompt and the line remain
  # (and its readline ends \n with a \r)
  exp=$(echo 'exit' | HOME=$PWD HISTFILE= PS1="$ps" bash --norc --noprofile -i 2>&1 | grep -v 'job control\|terminal process group' | sed '$d' | tr -d '\r')
  run sh -c "echo exit | HOME=\$PWD HISTFILE= PS1='$ps' sh -i 2>&1"
  check "$exp" 0
  run sh -c "echo exit | PS1='\\t> ' sh -i 2>&1"
  [[ "$output" =~ ^[0-2][0-9]:[0-5][0-9]:[0-5][0-9]\>\ exit$ ]]
}

@test "login: sh -l and argv[0] -sh read /etc/profile and ~/.profile" {
  echo 'P=fromprofile' > .profile
  run env HOME="$PWD" sh -l -c 'echo $P'
  check fromprofile 0
  run env HOME="$PWD" bash -c 'exec -a -sh "$TOYBOX" -c "echo \$P \$0"'
  check "fromprofile -sh" 0
  run env HOME="$PWD" sh -c 'echo x$P'
  check x 0
}

@test "ENV: an interactive shell reads \$ENV (expanded), others don't" {
  echo 'E=fromenv; alias hi="echo hello"' > rc
  run sh -c 'echo "echo \$E; hi" | HOME=$PWD ENV=\$HOME/rc PS1= sh -i 2>/dev/null'
  check 'fromenv
hello' 0
  run sh -c 'echo "echo x\$E" | HOME=$PWD ENV=\$HOME/rc sh'
  check x 0
}

@test "jobs, fg, disown without job control: errors" {
  run sh -c 'fg; echo $?; jobs %3; echo $?; disown %2; echo $?'
  check 'sh: line 1: fg: no job control
1
sh: line 1: jobs: %3: no such job
1
sh: line 1: disown: %2: no such job
1' 0
}

@test "jobs in a script: Running, jobs -p, finished jobs left out (as bash)" {
  run sh -c 'sleep 10 & jobs; jobs -p | grep -c "^$!$"; sleep 0.1 & jobs; wait $!; jobs; false & p=$!
    until grep -q "^[0-9]* ([^)]*) Z" /proc/$p/stat 2>/dev/null || [ ! -e /proc/$p ]; do sleep 0.01; done
    jobs; wait $!; echo $?; kill %1'
  check "[1]+  Running                 sleep 10 &
1
[1]-  Running                 sleep 10 &
[2]+  Running                 sleep 0.1 &
[1]+  Running                 sleep 10 &
[1]+  Running                 sleep 10 &
1" 0
}

@test "history -s and -w; -c lines are not history (as bash)" {
  run sh -c 'set -o history; echo a; history -s foo bar; history; HISTFILE=$PWD/hf; history -w; cat hf'
  check 'a
    1  foo bar
foo bar' 0
}
