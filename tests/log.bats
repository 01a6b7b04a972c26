#!/usr/bin/env bats
# log: Android's log command. Android's toybox writes to logcat; this one
# writes to syslog like logger, to a unix datagram socket the test binds
# with python (log -u SOCKET, the override logger has). Debian's toybox has
# no log, so the expected output follows Android's documented behaviour:
# priorities v d i w e f (verbose..fatal, default i), default tag "log",
# the arguments joined by single spaces. Here they map to the syslog levels
# debug debug info warning err crit with the facility user (8+level).

load helper

# catch CMD...: run CMD with a socket bound at ./sock, print what arrived
# (the time stamp checked then replaced by STAMP), CMD's stderr and status
catch() {
  python3 -c 'import socket, subprocess, sys, re, os
s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
if os.path.exists("sock"): os.unlink("sock")
s.bind("sock")
r = subprocess.run(sys.argv[1:], stderr=subprocess.PIPE)
s.setblocking(False)
def clean(m):
  return re.sub(r"^<(\d+)>[A-Z][a-z][a-z] [ 1-3]\d \d\d:\d\d:\d\d ", r"<\1>STAMP ", m)
try:
  while True: print(clean(s.recv(65536).decode()))
except BlockingIOError: pass
for l in r.stderr.decode().splitlines(): print(l)
print(r.returncode)' "$@"
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
  local p
  for p in v:15 d:15 i:14 w:12 e:11 f:10 V:15 E:11 verbose:15 debug:15 \
    info:14 warn:12 error:11 fatal:10 FATAL:10; do
    run catch log -u sock -p ${p%:*} -t mytag m
    check "<${p#*:}>STAMP mytag: m
0"
  done
}

@test "log: same message as util-linux logger with the mapped level" {
  [ -x /usr/bin/logger ] || skip "needs util-linux logger"
  local p
  for p in v:debug d:debug i:info w:warning e:err f:crit; do
    run catch /usr/bin/logger -u sock -p user.${p#*:} -t tg a b
    local ref=$output
    run catch log -u sock -p ${p%:*} -t tg a b
    check "$ref"
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
