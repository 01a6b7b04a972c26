#!/usr/bin/env bats
# fuser: as psmisc's fuser (23.x): pids on stdout, the rest on stderr.

load helper

# wait_fd PID FILE: until process PID has FILE open (or its cwd is FILE)
wait_use()
{
  local i f
  for i in $(seq 100); do
    for f in /proc/$1/fd/* /proc/$1/cwd; do
      [ "$(readlink "$f")" = "$2" ] && return 0
    done
    sleep 0.01
  done
  return 1
}

# vname NAME: how -v starts a file's first line (psmisc: a name longer than
# 20 columns gets a line of its own)
vname()
{
  if [ ${#1} -gt 20 ]; then printf '%s\n%21s' "$1" ''
  else printf '%-20s ' "$1"
  fi
}

# psmisc's fuser, without its complaints about processes it can't read
psmisc() {
  /usr/bin/fuser "$@" 2>&1 | grep -v '^Cannot stat'
  return ${PIPESTATUS[0]}
}

@test "fuser a file a process reads" {
  echo x > f
  sleep 100 < f &
  p=$!
  wait_use $p "$PWD/f"
  run fuser f
  check "$(printf '%-20s%6d' "$PWD/f:" $p)" 0
  run sh -c 'fuser f 2>/dev/null'
  kill $p
  check "$(printf '%6d' $p)" 0
}

@test "fuser -v: USER PID ACCESS COMMAND, f and F" {
  echo x > f
  sleep 100 < f &
  p=$!
  sleep 100 >> f &
  q=$!
  wait_use $p "$PWD/f"
  wait_use $q "$PWD/f"
  run fuser -v f
  u=$(id -un)
  exp="$(printf '%21sUSER        PID ACCESS COMMAND\n%s%-8s %6d f.... sleep\n%21s%-8s %6d F.... sleep' '' "$(vname "$PWD/f:")" $u $p '' $u $q)"
  kill $p $q
  check "$exp" 0
}

@test "fuser -u and -v -u, same as psmisc" {
  needs_cmd /usr/bin/fuser
  echo x > f
  sleep 100 < f &
  p=$!
  wait_use $p "$PWD/f"
  for o in -u -vu "-v -u"; do
    run psmisc $o f
    want=$output st=$status
    run fuser $o f
    check "$want" $st || { kill $p; return 1; }
  done
  kill $p
}

@test "fuser current directory: c, and several files" {
  mkdir d
  echo x > f
  (cd d && exec sleep 100 < ../f) &
  p=$!
  wait_use $p "$PWD/d"
  run fuser d f
  exp=$(printf '%-20s%6dc\n%-20s%6d' "$PWD/d:" $p "$PWD/f:" $p)
  kill $p
  check "$exp" 0
}

@test "fuser the executable: e, same as psmisc" {
  needs_cmd /usr/bin/fuser
  cp /usr/bin/sleep mysleep
  ./mysleep 100 &
  p=$!
  sleep 0.05
  run psmisc mysleep
  want=$output st=$status
  run fuser mysleep
  check "$(printf '%-20s%6de' "$PWD/mysleep:" $p)" 0
  [ "$output" = "$want" ] && [ $st = 0 ] || { kill $p; return 1; }
  run fuser -v mysleep
  kill $p
  check "$(printf '%21sUSER        PID ACCESS COMMAND\n%s%-8s %6d ...e. mysleep' '' "$(vname "$PWD/mysleep:")" $(id -un) $p)" 0
}

@test "fuser -m: anything on the filesystem, like psmisc" {
  needs_root
  mkdir m
  unshare -m /bin/sh -c '
    mount -t tmpfs t m || exit 2
    echo x > m/f; mkdir m/d
    sleep 100 < m/f & p=$!
    (cd m/d && exec sleep 100) & q=$!
    while [ "$(readlink /proc/$q/cwd)" != "$PWD/m/d" ] || [ "$(readlink /proc/$p/fd/0)" != "$PWD/m/f" ]; do sleep 0.01; done
    printf "%-20s%6d%6dc\n" "$PWD/m:" $p $q > want
    fuser -m m > got 2>&1; echo $? >> got
    fuser m/f > plain 2>&1
    printf "%-20s%6d" "$PWD/m/f:" $p > want2
    kill $p $q; wait
    umount m'
  run cat got
  check "$(cat want)
0" 0
  run cat plain
  check "$(cat want2)" 0
}

@test "fuser -s: silent, exit status only" {
  echo x > f
  sleep 100 < f &
  p=$!
  wait_use $p "$PWD/f"
  run fuser -s f
  kill $p
  check "" 0
  touch g
  run fuser -s g
  check "" 1
}

@test "fuser -k kills with SIGKILL, -SIGNAL with another" {
  echo x > f
  sleep 100 < f &
  p=$!
  wait_use $p "$PWD/f"
  run fuser -k f
  check "$(printf '%-20s%6d' "$PWD/f:" $p)" 0
  wait $p || st=$?
  [ "$st" = 137 ]
  sleep 100 < f &
  p=$!
  wait_use $p "$PWD/f"
  run fuser -s -k -TERM f
  check "" 0
  st=0
  wait $p || st=$?
  [ "$st" = 143 ]
  sleep 100 < f &
  p=$!
  wait_use $p "$PWD/f"
  run fuser -k -s -1 f
  st=0
  wait $p || st=$?
  [ "$st" = 129 ]
}

@test "fuser nobody using it: exit 1, no output" {
  touch f
  run fuser f
  check "" 1
  run fuser -v f
  check "" 1
}

@test "fuser missing file, like psmisc" {
  run fuser nonexist
  check "Specified filename nonexist does not exist." 1
  needs_cmd /usr/bin/fuser
  run psmisc nonexist
  check "Specified filename nonexist does not exist." 1
}

@test "fuser -l lists signals; errors" {
  run fuser -l
  [ "$status" = 0 ]
  [[ "$output" == "HUP INT QUIT ILL TRAP ABRT BUS FPE KILL "* ]]
  run fuser
  [ "$status" = 1 ]
  run fuser -NOSUCH f
  check "fuser: NOSUCH: unknown signal" 1
}
