#!/usr/bin/env bats
# top: batch output compared with procps-ng's top (/usr/bin/top) where the
# numbers hold still; the full screen mode through tmux.

load helper

needs_procps_top() {
  /usr/bin/top -V 2>&1 | grep -q procps || skip "needs procps top"
}

wait_sleep() {
  local i
  for i in $(seq 200); do
    [ "$(cut -d' ' -f3 /proc/$1/stat 2>/dev/null)" = S ] &&
      [ "$(cat /proc/$1/comm)" = sleep ] && return 0
    /usr/bin/sleep 0.01
  done
}

start_sleep() {
  /usr/bin/sleep 100 &
  pid=$!
  pids="$pids $pid"
  wait_sleep $pid
}

teardown() {
  [ -z "$pids" ] || kill $pids 2>/dev/null
  [ -z "$tmuxs" ] || tmux kill-session -t "$tmuxs" 2>/dev/null
  true
}

@test "top -b -n1 header lines" {
  run top -b -n1
  [ "$status" = 0 ]
  [[ "${lines[0]}" =~ ^top\ -\ [0-9][0-9]:[0-9][0-9]:[0-9][0-9]\ up\ .*,\ +[0-9]+\ users?,\ \ load\ average:\ [0-9.]+,\ [0-9.]+,\ [0-9.]+$ ]]
  [[ "${lines[1]}" =~ ^Tasks:\ +[0-9]+\ total,\ +[0-9]+\ running,\ +[0-9]+\ sleeping,\ +[0-9]+\ stopped,\ +[0-9]+\ zombie$ ]]
  [[ "${lines[2]}" =~ ^%Cpu\(s\):(\ *[0-9]+\.[0-9]\ (us|sy|ni|id|wa|hi|si|st),?){8}\ $ ]]
  [[ "${lines[3]}" =~ ^MiB\ Mem\ :\ +[0-9.]+\ total,\ +[0-9.]+\ free,\ +[0-9.]+\ used,\ +[0-9.]+\ buff/cache\ {5}$ ]]
  [[ "${lines[4]}" =~ ^MiB\ Swap:\ +[0-9.]+\ total,\ +[0-9.]+\ free,\ +[0-9.]+\ used\.\ +[0-9.]+\ avail\ Mem\ $ ]]
}

@test "top -b -n1 used memory is total less available (procps-ng 4)" {
  run sh -c "top -b -n1 | sed -n 4,5p | grep -o '[0-9]*\.[0-9]' | tr '\n' ' '"
  [ "$status" = 0 ]
  set -- $output
  # Mem: total free used buff/cache, Swap: total free used avail
  [ "$(awk -v t=$1 -v u=$3 -v a=$8 'BEGIN { d = t-a-u; print (d < 0.25 && d > -0.25) }')" = 1 ]
}

@test "top -b header lines cut at COLUMNS, rows one short (procps)" {
  needs_procps_top
  run sh -c "COLUMNS=50 top -b -n1 | sed -n '1,5p;7p' | awk '{print length}'"
  check "$(COLUMNS=50 /usr/bin/top -b -n1 | sed -n '1,5p;7p' | awk '{print length}')" 0
  [ "${lines[5]}" = 46 ]
  run sh -c "COLUMNS=50 top -b -n1 | sed -n 7p"
  check "$(COLUMNS=50 /usr/bin/top -b -n1 | sed -n 7p)" 0
}

@test "top -b -n1 column header (procps)" {
  needs_procps_top
  run sh -c 'top -b -n1 | sed -n 6,7p'
  check "$(/usr/bin/top -b -n1 | sed -n 6,7p)" 0
}

@test "top -b -n1 -p row of a sleeping process (procps)" {
  needs_procps_top; start_sleep
  run sh -c "top -b -n1 -p $pid | tail -2"
  check "$(/usr/bin/top -b -n1 -p $pid | tail -2)" 0
}

@test "top -n 2 -d: two frames, a blank line between" {
  start_sleep
  run sh -c "top -b -n 2 -d 0.1 -p $pid | grep -c '^top - '; top -b -n2 -d 0.1 -p $pid | wc -l"
  check $'2\n17' 0
}

@test "top -q no header, -m lines" {
  start_sleep
  run sh -c "top -b -n1 -q -m 3 | wc -l; top -b -n1 -q -p $pid | cut -c1-5"
  check "4
  PID
$(printf %5d $pid)" 0
}

@test "top -o FIELD,... columns, -k fallback sort, -s column" {
  start_sleep; a=$pid
  start_sleep; b=$pid
  run top -b -n1 -q -o pid,comm -p $a,$b
  [ "$status" = 0 ]
  [ "${lines[0]}" = "  PID COMMAND" ]
  # a trailing comma: a list of one column (no comma sorts, as procps's)
  run sh -c "top -b -n1 -q -o pid, -p $a -p $b -k pid | tr -d ' '"
  check "PID
$a
$b" 0
  run sh -c "top -b -n1 -q -o pid, -p $a,$b -k -pid | tr -d ' '"
  check "PID
$b
$a" 0
  run sh -c "top -b -n1 -q -o pid,comm -p $a,$b -s 1 | tr -d ' '"
  check "PIDCOMMAND
${b}sleep
${a}sleep" 0
}

# three sleeps with nice 0, 10 and 5: an order no tie decides
start_nices() {
  /usr/bin/sleep 100 & n0=$!
  /usr/bin/nice -n 10 /usr/bin/sleep 100 & n10=$!
  /usr/bin/nice -n 5 /usr/bin/sleep 100 & n5=$!
  pids="$pids $n0 $n10 $n5"
  wait_sleep $n0; wait_sleep $n10; wait_sleep $n5
}

@test "top -o FIELD sorts by it, high to low (procps)" {
  needs_procps_top; start_nices
  run sh -c "top -b -n1 -p $n0,$n10,$n5 -o NI | tail -4"
  check "$(/usr/bin/top -b -n1 -p $n0,$n10,$n5 -o NI | tail -4)" 0
  [ "$(echo "$output" | awk 'NR>1 {print $1}' | paste -sd,)" = $n10,$n5,$n0 ]
  run sh -c "top -b -n1 -p $n0,$n10,$n5 -o +ni | tail -3 | awk '{print \$1}'"
  check "$n10
$n5
$n0" 0
}

@test "top -o -FIELD low to high, -o %MEM (procps)" {
  needs_procps_top; start_nices
  run sh -c "top -b -n1 -p $n0,$n10,$n5 -o -NI | tail -3"
  check "$(/usr/bin/top -b -n1 -p $n0,$n10,$n5 -o -NI | tail -3)" 0
  [ "$(echo "$output" | awk '{print $1}' | paste -sd,)" = $n0,$n5,$n10 ]
  run sh -c "top -b -n1 -q -o %MEM -p $n0 | sed 1d"
  check "$(/usr/bin/top -b -n1 -o %MEM -p $n0 | tail -1)" 0
}

@test "top -o unknown field (procps)" {
  needs_procps_top
  run top -b -n1 -o nosuch
  check "top: unrecognized field name 'nosuch'" 1
  run /usr/bin/top -b -n1 -o nosuch
  check "top: unrecognized field name 'nosuch'" 1
  run top -b -n1 -o pid,nosuch
  check "top: bad field 'nosuch'" 1
}

@test "top -b lines stop at COLUMNS-1 (procps)" {
  needs_procps_top
  /usr/bin/sleep 100 & pid=$!
  pids="$pids $pid"
  wait_sleep $pid
  run sh -c "COLUMNS=75 top -b -n1 -p $pid | tail -1 | wc -L"
  check "$(COLUMNS=75 /usr/bin/top -b -n1 -p $pid | tail -1 | wc -L)" 0
}

@test "top -u user, -H threads" {
  start_sleep
  run sh -c "top -b -n1 -q -u $(id -un) | awk 'NR>1 && \$2 != \"$(id -un)\"' | wc -l"
  check 0 0
  run sh -c "top -b -n1 -H -p $pid | awk 'NR==2 {print \$1} END {print \$1}'"
  check "Threads:
$pid" 0
}

@test "top %CPU over the interval" {
  sh -c 'while :; do :; done' & pid=$!
  pids="$pids $pid"
  # the second frame measures half a second: 2% is one clock tick of it
  run sh -c "top -b -n2 -d 0.5 -q -o %cpu, -p $pid | tail -1"
  [ "$status" = 0 ]
  [ "${output%.*}" -ge 2 ]
}

@test "top -b -n1 while processes come and go" {
  ( for i in $(seq 400); do /usr/bin/true & done; wait ) &
  local storm=$! i bad=0
  for i in 1 2 3; do top -b -n1 > out.$i || bad=1; done
  wait $storm
  [ $bad = 0 ]
  run sh -c "cat out.* | sed '/^top - /,/PID USER/d' | grep -cvE '^ *[0-9]+ [^ ]+ +(rt|-?[0-9]+) +-?[0-9]+ +[0-9.]+[mgtpe]? +[0-9.]+[mgtpe]? +[0-9.]+[mgtpe]? [A-Za-z] +[0-9.]+ +[0-9.]+ +[0-9]+:[0-9][0-9]\.[0-9][0-9] .+\$'"
  check 0 1
}

@test "top bad option, bad -n, bad -s" {
  run sh -c 'top -b -Q 2>&1 | head -1'
  check "top: unknown option '-Q'" 0
  run top -b -n 0
  [ "$status" = 1 ]
  run top -b -n1 -s 99
  check "top: no column 99" 1
}

# full screen: run top in a tmux pane, wait until the screen shows $1
screen_has() {
  local i
  for i in $(seq 100); do
    tmux capture-pane -t "$tmuxs" -p > screen 2>/dev/null
    grep -q -- "$1" screen && return 0
    /usr/bin/sleep 0.05
  done
  cat screen >&2
  return 1
}

@test "top full screen: keys N R M P T < > q (tmux)" {
  needs_cmd tmux
  start_sleep; a=$pid
  start_sleep; b=$pid
  tmuxs=toytop$$
  tmux new-session -d -s $tmuxs -x 120 -y 30 "$TOYBOX top -d 1 -p $a,$b"
  screen_has "PID USER"
  [ "$(sed -n 1p screen | cut -c1-6)" = "top - " ]
  tmux send-keys -t $tmuxs N
  screen_has "^ *$b .*"$'\n'"^ *$a " || screen_has "^ *$b "
  [ "$(sed -n 8p screen | awk '{print $1}')" = $b ]
  tmux send-keys -t $tmuxs R
  for i in $(seq 100); do
    tmux capture-pane -t "$tmuxs" -p > screen
    [ "$(sed -n 8p screen | awk '{print $1}')" = $a ] && break
    /usr/bin/sleep 0.05
  done
  [ "$(sed -n 8p screen | awk '{print $1}')" = $a ]
  tmux send-keys -t $tmuxs M P T '<' '>'
  screen_has "PID USER"
  tmux send-keys -t $tmuxs q
  for i in $(seq 100); do
    tmux has-session -t $tmuxs 2>/dev/null || break
    /usr/bin/sleep 0.05
  done
  ! tmux has-session -t $tmuxs 2>/dev/null
}

@test "top full screen fits the window (tmux)" {
  needs_cmd tmux
  tmuxs=toytop$$
  tmux new-session -d -s $tmuxs -x 100 -y 12 "$TOYBOX top -d 1"
  screen_has "PID USER"
  tmux capture-pane -t "$tmuxs" -p > screen
  [ "$(awk 'length > 100' screen | wc -l)" = 0 ]
  [ "$(grep -c . screen)" -le 12 ]
  tmux send-keys -t $tmuxs q
}

@test "top -b > /dev/full" {
  run sh -c 'top -b -n1 > /dev/full'
  check "top: write error: No space left on device" 1
}
