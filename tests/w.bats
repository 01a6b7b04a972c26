#!/usr/bin/env bats
# w: compared with procps w, with /var/run/utmp replaced in a mount
# namespace; the logins' processes are ones the test starts.

load helper
load utmp

setup_logins() {
  # (the host's sleep: a sanitizer build's start-up alone can cost a tick of
  # CPU time, and PCPU shows "?" only for a process that has used none)
  (exec -a sleep /usr/bin/sleep 30) &
  SLEEP=$!
  local now=$(date +%s)
  printf "7 $SLEEP ttyA a root host1 $((now-300))
7 $SLEEP ttyB b root - $((now-50000))
7 $SLEEP ttyC c root 10.0.0.1 1700000000
7 $SLEEP pts/999 d nobody x 1700000000
7 99999999 pts/998 d bob x 1700000000
6 501 tty2 2 LOGIN - 1699999030\n" | make_utmp utmp
}

teardown() {
  [ -z "$SLEEP" ] || kill $SLEEP 2>/dev/null || true
  [ -z "$HOLDER" ] || kill $HOLDER 2>/dev/null || true
}

@test "w: each layout (procps)" {
  setup_logins
  for i in "" -s -f -sf -h -hs -hf -u; do same_as_procps w $i; done
}

@test "w USER: only that user's logins (procps)" {
  setup_logins
  same_as_procps w root
  same_as_procps w -h nobody
  same_as_procps w nosuchuser
}

@test "w: the layout, by hand" {
  setup_logins
  run in_fake_proc w -h nobody
  # (PCPU: "?" for a process that has used no CPU time, as procps; even the
  # host's sleep can use a tick on a loaded machine)
  local f pc
  read -a f < /proc/$SLEEP/stat
  pc=$((f[13]+f[14]))
  if [ $pc = 0 ]; then pc="   ?    "
  else pc=$(printf '  %d.%02ds ' $((pc/100)) $((pc%100))); fi
  check "nobody   pts/999  x                14Nov23  0.00s  0.00s${pc}sleep 30"
  run in_fake_proc w -hs nobody
  check "nobody   pts/999  x                 0.00s sleep 30"
  run in_fake_proc w -hf nobody
  check "nobody   pts/999   14Nov23  0.00s  0.00s${pc}sleep 30"
  run in_fake_proc w
  [ "${lines[1]}" = "USER     TTY      FROM             LOGIN@   IDLE   JCPU   PCPU WHAT" ]
  [[ "${lines[0]}" =~ ^\ [0-2][0-9]:[0-5][0-9]:[0-6][0-9]\ up\ .*,\ \ 5\ users,\ \ load\ average:\ [0-9]+\.[0-9][0-9],\ [0-9.]+,\ [0-9.]+$ ]]
}

@test "w: a login on a real terminal: JCPU, PCPU, the newest process (procps)" {
  needs_root
  [ -x /usr/bin/w ] || skip "needs procps w"
  # a pty with a shell on it that starts a sleep, as a session leader; the
  # python holding the pty open stays until teardown kills it
  python3 -c 'import pty, os, struct, sys, time, fcntl, termios
m, s = pty.openpty()
name = os.ttyname(s)[5:]
pid = os.fork()
if not pid:
  os.setsid()
  fcntl.ioctl(s, termios.TIOCSCTTY, 0)
  os.dup2(s, 0); os.dup2(s, 1); os.dup2(s, 2)
  os.execvp("sh", ["sh", "-c", "sleep 20 & exec sleep 21"])
time.sleep(0.2)
with open("utmp", "wb") as f:
  f.write(struct.pack("=hxxi32s4s32s256shhiii16s20x", 7, pid, name.encode(),
    b"p", b"root", b"somewhere", 0, 0, 0, int(time.time()) - 60, 0, b""))
open("pid.tmp", "w").write(str(pid))
os.rename("pid.tmp", "pid")
time.sleep(30)' &
  HOLDER=$!
  while [ ! -e pid ]; do sleep 0.05; done
  SLEEP=$(cat pid)
  grep -q '^ *[0-9]' /proc/$SLEEP/stat
  # IDLE and PCPU change as time passes between the two: the rest
  in_fake_proc sh -c '/usr/bin/w -h | cut -c1-42,51-56,65- > ref
    w -h | cut -c1-42,51-56,65- > out'
  run cat out
  check "$(cat ref)"
  same_as_procps w -s
  run in_fake_proc w -h
  [[ "$output" =~ ^root\ +pts/[0-9]+\ +somewhere\ +[0-2][0-9]:[0-5][0-9]\ +[0-9.]+s\ +[0-9.]+s\ +([0-9.]+s|\?\ +)\ sleep\ 2[01]$ ]]
}

@test "w: bad option, extra argument" {
  run w -x
  [ "$status" = 1 ]
  [ "${lines[0]}" = "w: unknown option '-x'" ]
  run w a b
  [ "$status" = 1 ]
  [ "${lines[0]}" = "w: extra argument 'b'" ]
}
