#!/usr/bin/env bats
# ps: expectations from procps-ng's ps (/usr/bin/ps) run on the same
# process, for fields that don't change while both run.

load helper

needs_procps() {
  /usr/bin/ps --version 2>&1 | grep -q procps || skip "needs procps ps"
}

# wait_state PID STATE: until /proc/PID/stat says STATE (and exec is done)
wait_state() {
  local i s
  for i in $(seq 200); do
    s=$(tr '\n' ' ' < /proc/$1/stat 2>/dev/null | sed 's/.*) //' | cut -c1)
    [ "$s" = "$2" ] && [ "$(cat /proc/$1/comm)" = "${3:-sleep}" ] && return 0
    /usr/bin/sleep 0.01
  done
  return 1
}

# start_sleep: $pid is a coreutils sleep 100, asleep
start_sleep() {
  /usr/bin/sleep 100 &
  pid=$!
  wait_state $pid S
}

teardown() {
  [ -z "$pid" ] || kill $pid 2>/dev/null
  [ -z "$pid2" ] || kill $pid2 2>/dev/null
  true
}

# same_ps ARGS...: toybox ps prints what procps ps prints, same status.
# (Tried up to 10 times, half a second apart: the columns that divide CPU
# time by the time since the start, C and %cpu, change between the two runs
# for a young process that has used CPU time, as a sleep starting up on a
# loaded machine can; the older it gets, the slower they change.)
same_ps() {
  local exp st i
  for i in 1 2 3 4 5 6 7 8 9 10; do
    exp=$(/usr/bin/ps "$@" 2>&1)
    st=$?
    run ps "$@"
    [ "$output" != "$exp" ] || break
    /usr/bin/sleep 0.5
  done
  check "$exp" $st
}

@test "ps -p default columns (procps)" {
  needs_procps; start_sleep
  same_ps -p $pid
}

@test "ps -f -p (procps)" {
  needs_procps; start_sleep
  same_ps -f -p $pid
}

@test "ps -l -p (procps)" {
  needs_procps; start_sleep
  same_ps -l -p $pid
}

@test "ps -fl -p (procps)" {
  needs_procps; start_sleep
  same_ps -fl -p $pid
}

@test "ps -M and -Z add LABEL (procps)" {
  needs_procps; start_sleep
  same_ps -M -p $pid
  same_ps -Z -p $pid
}

@test "ps -T threads (procps)" {
  needs_procps; start_sleep
  same_ps -T -p $pid
}

@test "ps -o ids and names (procps)" {
  needs_procps; start_sleep
  same_ps -o pid,ppid,pgid,sid,tid,lwp,tty,tname,cmd,comm,args,user,ruser,uid,ruid,gid,rgid,group,rgroup -p $pid
}

@test "ps -o scheduling and memory (procps)" {
  needs_procps; start_sleep
  same_ps -o nice,ni,pri,rtprio,sched,vsz,sz,stat,s,f,addr,cpu,nlwp,time,wchan,label,%cpu -p $pid
}

@test "ps -o rss %mem (procps)" {
  needs_procps; start_sleep
  same_ps -o pid,rss,%mem,vsz -p $pid
  # with a column read from status (VmRSS then, not statm)
  same_ps -o pid,user,rss,%mem -p $pid
  # a kernel thread: no memory
  same_ps -o pid,rss,user,rss -p 2
}

@test "ps -o etime start stime have their formats" {
  start_sleep
  run ps -o etime=,start=,stime= -p $pid
  [[ "$output" =~ ^\ +[0-9][0-9]:[0-9][0-9]\ [0-9][0-9]:[0-9][0-9]:[0-9][0-9]\ [0-9][0-9]:[0-9][0-9]$ ]]
  check "$output" 0
}

@test "ps -o NAME= empty headers: no header line (procps)" {
  needs_procps; start_sleep
  same_ps -o pid=,comm= -p $pid
}

@test "ps -o NAME=HEADER renames (procps)" {
  needs_procps; start_sleep
  same_ps -o pid=X,comm=Y -p $pid
  same_ps -o pid=PROCESS -o args=ARGUMENTS -p $pid
}

@test "ps -o NAME:WIDTH (procps)" {
  needs_procps; start_sleep
  same_ps -o pid:10,comm:3 -p $pid
  same_ps -o pid:2,user:2 -p $pid
  same_ps -o comm:3,pid -p $pid
}

@test "ps -o fields separated by spaces, upper case names" {
  start_sleep
  run ps -o 'PID COMM' -p $pid
  check "$(printf '  PID COMMAND\n%5d sleep' $pid)" 0
}

@test "ps -p list of two, -k/--sort (procps)" {
  needs_procps; start_sleep
  /usr/bin/sleep 101 & pid2=$!
  wait_state $pid2 S
  same_ps -o pid,args -p $pid,$pid2 -k -pid
  same_ps -o pid,args -p $pid -p $pid2 --sort=args
  same_ps -o pid,args -p $pid2,$pid --sort=-args
}

@test "ps -s and -g select a session (procps)" {
  needs_procps
  setsid /usr/bin/sleep 100 & pid=$!
  wait_state $pid S
  same_ps -s $pid -o pid,sid,comm
  same_ps -g $pid -o pid,sid,comm
}

@test "ps zombie (procps)" {
  needs_procps
  python3 -c 'import os, time
p = os.fork()
if p == 0: os._exit(0)
open("zpid", "w").write(str(p))
time.sleep(100)' & pid=$!
  while [ ! -s zpid ]; do /usr/bin/sleep 0.01; done
  wait_state $(cat zpid) Z python3
  same_ps -o pid,stat,comm,args -p $(cat zpid)
}

@test "ps -A lists pid 1 and our process" {
  start_sleep
  run sh -c "ps -A -o pid= | grep -cE '^ *(1|$pid)\$'"
  check 2 0
}

@test "ps -e -o pid,rss,args" {
  start_sleep
  run sh -c "ps -e -o pid,rss,args | grep -E '^ *$pid +[0-9]+ /usr/bin/sleep 100\$' | wc -l"
  check 1 0
}

@test "ps -u -U -G select by user and group" {
  start_sleep
  run sh -c "ps -u $(id -u) -o pid= | grep -c '^ *$pid\$'; ps -U $(id -un) -o pid= | grep -c '^ *$pid\$'; ps -G $(id -g) -o pid= | grep -c '^ *$pid\$'"
  check $'1\n1\n1' 0
}

@test "ps -d leaves out session leaders, -a also those without a tty" {
  setsid /usr/bin/sleep 100 & pid=$!
  wait_state $pid S
  run sh -c "ps -d -o pid= | grep -c '^ *$pid\$'; ps -a -o pid= | grep -c '^ *$pid\$'"
  check $'0\n0' 1
}

@test "ps with no match prints the header, exit 1 (procps)" {
  run ps -p 99999999
  check "  PID TTY          TIME CMD" 1
  run ps -o pid= -p 99999999
  check "" 1
}

@test "ps bad field" {
  run ps -o pid,nosuch
  check "ps: bad field 'nosuch'" 1
  run ps -o ''
  check "ps: no fields" 1
}

@test "ps bad tty" {
  run ps -t nosuchtty
  check "ps: bad tty 'nosuchtty'" 1
}

@test "ps bad option" {
  run sh -c 'ps -Q 2>&1 | head -1'
  check "ps: unknown option '-Q'" 0
}

@test "ps > /dev/full" {
  start_sleep
  run sh -c "ps -p $pid > /dev/full"
  [ "$status" -ne 0 ]
}

@test "ps -A and -eT while processes come and go" {
  ( for i in $(seq 400); do /usr/bin/true & done; wait ) &
  local storm=$! i bad=0
  for i in 1 2 3 4 5; do
    ps -A > out.$i || bad=1
    ps -eT -o pid,tid,stat,rss,args > outt.$i || bad=1
  done
  wait $storm
  [ $bad = 0 ]
  run sh -c "cat out.* | grep -cvE '^ *[0-9]+ [^ ]+ +([0-9]+-)?[0-9][0-9]:[0-9][0-9]:[0-9][0-9] .+\$'"
  check 5 0
  run sh -c "cat outt.* | grep -cvE '^ *[0-9]+ +[0-9]+ [A-Za-z][^ ]* +[0-9]+ .+\$'"
  check 5 0
}

@test "ps -o mnt pcy" {
  start_sleep
  run ps -o mnt= -p $pid
  check "$(readlink /proc/$pid/ns/mnt | tr -dc 0-9)" 0
  run ps -o pcy= -p $pid
  [[ "$output" =~ ^(-|ta|fg|bg|sb|rs|cd)$ ]]
}

@test "ps on a terminal: cut to its width, -w 132, -ww no limit (tmux)" {
  needs_cmd tmux
  ln -s /usr/bin/sleep longsleep
  ./longsleep 100 $(printf '1%.0s' $(seq 150)) & pid=$!
  wait_state $pid S longsleep
  local s=toyps$$
  tmux new-session -d -s $s -x 60 -y 20 "ps -o pid= -o args= -p $pid > /dev/tty; ps -w -o args= -p $pid; ps -ww -o args= -p $pid; echo done; sleep 5"
  for i in $(seq 100); do
    tmux capture-pane -t $s -p -J > screen
    grep -q done screen && break
    /usr/bin/sleep 0.05
  done
  tmux kill-session -t $s
  run awk 'NF {print length}' screen
  check "$(printf '60\n132\n166\n4\n')" 0
}

@test "ps control characters in names become ? (procps)" {
  needs_procps
  ln -s /usr/bin/sleep $'a\nb'
  $'./a\nb' 100 & pid=$!
  wait_state $pid S $'a\nb'
  same_ps -o pid,comm,args -p $pid
}

@test "ps bad pid, bad user" {
  run ps -p abc
  check "ps: bad number 'abc'" 1
  run ps -u nosuchuser_toybox
  check "ps: bad user 'nosuchuser_toybox'" 1
}

@test "ps -o cls policy sched rtprio ni pri under each policy (procps)" {
  needs_procps; needs_cmd /usr/bin/chrt
  /usr/bin/chrt -f 10 /usr/bin/sleep 100 2>/dev/null & pid=$!
  /usr/bin/chrt -b 0 /usr/bin/sleep 100 & pid2=$!
  /usr/bin/chrt -i 0 /usr/bin/sleep 100 & p3=$!
  wait_state $pid2 S && wait_state $p3 S || { kill $p3; false; }
  wait_state $pid S || { kill $p3; skip "can't use SCHED_FIFO here"; }
  same_ps -o pid,cls,policy,sched,rtprio,ni,pri,stat -p $pid,$pid2,$p3
  kill $p3
}

@test "ps -o mntns (procps)" {
  needs_procps; start_sleep
  same_ps -o pid,mntns -p $pid
}

@test "ps -L -Lf -Ll threads with LWP and NLWP columns (procps)" {
  needs_procps; start_sleep
  same_ps -L -p $pid
  same_ps -Lf -p $pid
  same_ps -Llf -p $pid
  python3 -c 'import threading, time
for i in range(3): threading.Thread(target=time.sleep, args=(100,), daemon=True).start()
time.sleep(100)' & pid2=$!
  local i
  for i in $(seq 200); do
    [ "$(ls /proc/$pid2/task 2>/dev/null | wc -l)" = 4 ] && break
    /usr/bin/sleep 0.01
  done
  same_ps -L -p $pid2
  same_ps -L -o pid,lwp,nlwp,comm -p $pid2
  run sh -c "ps -L -p $pid2 | wc -l"
  check 5 0
}

@test "ps -L and -T together" {
  run ps -L -T
  [ "$status" = 1 ]
  [ "${lines[0]}" = "ps: no -T with -L" ]
}
