#!/usr/bin/env bats
# log: Android's log command. Android's toybox writes to logcat; this one
# writes to syslog like logger, to a unix datagram socket the test binds
# with python (log -u SOCKET, the override logger has). Debian's toybox has
# no log, so the expected output follows Android's documented behaviour:
# priorities v d i w e f (verbose..fatal, default i), default tag "log",
# the arguments joined by single spaces. Here they map to the syslog levels
# debug debug info warning err crit with the facility user (8+level).

load helper

# catch CMD... [:: CMD...]...: run CMD with a socket bound at ./sock, print
# what arrived (the time stamp checked then replaced by STAMP), CMD's stderr
# and status (CMD's stdout comes first). Several commands (one python3 for
# all), each with a socket of its own: what each printed, separated by NULs
catch() {
  python3 -c 'import socket, subprocess, sys, re, os
def clean(m):
  return re.sub(r"^<(\d+)>[A-Z][a-z][a-z] [ 1-3]\d \d\d:\d\d:\d\d ", r"<\1>STAMP ", m)
def catch(cmd):
  out = []
  s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
  if os.path.exists("sock"): os.unlink("sock")
  s.bind("sock")
  r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
  s.setblocking(False)
  try:
    while True: out.append(clean(s.recv(65536).decode()))
  except BlockingIOError: pass
  s.close()
  out += r.stderr.decode().splitlines()
  out.append(str(r.returncode))
  return r.stdout.decode() + "\n".join(out)
cmds, cmd = [], []
for a in sys.argv[1:] + ["::"]:
  if a == "::": cmds.append(cmd); cmd = []
  else: cmd.append(a)
print("\0".join(catch(c) for c in cmds))' "$@"
}

# catch_each CMD... [:: CMD...]...: catch them all, what each printed in
# caught[0], caught[1]... (checking that python3 went through them all)
catch_each() {
  local a n=1
  for a in "$@"; do [ "$a" != :: ] || n=$((n+1)); done
  catch "$@" > caught 2>&1 || { cat caught >&2; return 1; }
  mapfile -d '' -t caught < caught
  caught[-1]=${caught[-1]%$'\n'}
  [ ${#caught[@]} = $n ] || { echo "catch: ${#caught[@]} of $n" >&2; return 1; }
}

@test "log: default priority info and tag log" {
  run catch log -u sock hello "big  world"
  check "<14>STAMP log: hello big  world
0"
  run catch log --socket sock ""
  check "<14>STAMP log: 
0"
}

@test "log: priorities v d i w e f" {
  local p ps=(v:15 d:15 i:14 w:12 e:11 f:10 V:15 E:11 verbose:15 debug:15
    info:14 warn:12 error:11 fatal:10 FATAL:10) cmds=() i=0
  for p in "${ps[@]}"; do cmds+=(log -u sock -p ${p%:*} -t mytag m ::); done
  unset 'cmds[-1]'
  catch_each "${cmds[@]}"
  for p in "${ps[@]}"; do
    output=${caught[i++]} status=0
    check "<${p#*:}>STAMP mytag: m
0" || { echo "(-p ${p%:*})" >&2; return 1; }
  done
}

@test "log: same message as util-linux logger with the mapped level" {
  [ -x /usr/bin/logger ] || skip "needs util-linux logger"
  local p ps=(v:debug d:debug i:info w:warning e:err f:crit) cmds=() i=0
  for p in "${ps[@]}"; do
    cmds+=(/usr/bin/logger -u sock -p user.${p#*:} -t tg a b ::
      log -u sock -p ${p%:*} -t tg a b ::)
  done
  unset 'cmds[-1]'
  catch_each "${cmds[@]}"
  for p in "${ps[@]}"; do
    output=${caught[i+1]} status=0
    check "${caught[i]}" || { echo "(-p $p)" >&2; return 1; }
    i=$((i+2))
  done
}

@test "log: errors" {
  run catch log -u sock -p x m
  check "log: bad -p 'x'
1"
  run catch log -u sock -p vv m
  check "log: bad -p 'vv'
1"
  run log -u nosuchsock m
  check "log: socket nosuchsock: No such file or directory" 1
  run log -u sock
  check "log: missing argument
usage: log [-p PRI] [-t TAG] [-u SOCKET] MESSAGE..." 1
}
