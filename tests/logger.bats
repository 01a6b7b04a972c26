#!/usr/bin/env bats
# logger: messages go to a unix datagram socket the test binds with python
# (logger -u SOCKET), compared with util-linux logger through the same socket.

load helper

# catch CMD...: run CMD with a socket bound at ./sock, then print what
# arrived, the time stamp replaced by STAMP (after checking its form) and
# the pid by PID; then CMD's stderr (same treatment) and exit status
catch() {
  python3 -c 'import socket, subprocess, sys, re, os
s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
if os.path.exists("sock"): os.unlink("sock")
s.bind("sock")
r = subprocess.run(sys.argv[1:], stderr=subprocess.PIPE)
s.setblocking(False)
def clean(m):
  m = re.sub(r"^<(\d+)>[A-Z][a-z][a-z] [ 1-3]\d \d\d:\d\d:\d\d ", r"<\1>STAMP ", m)
  return re.sub(r"\[\d+\]: ", "[PID]: ", m, count=1)
try:
  while True: print(clean(s.recv(65536).decode()))
except BlockingIOError: pass
for l in r.stderr.decode().splitlines(): print(clean(l))
print(r.returncode)' "$@"
}

# same_as_util_linux ARGS...: util-linux logger sends the same
same_as_util_linux() {
  [ -x /usr/bin/logger ] || skip "needs util-linux logger"
  rm -f sock
  run catch /usr/bin/logger "$@"
  local ref=$output
  rm -f sock
  run catch logger "$@"
  check "$ref"
}

@test "logger: message, tag, priority, pid (util-linux)" {
  same_as_util_linux -u sock hello world
  same_as_util_linux -u sock -t mytag -p local3.err msg
  same_as_util_linux -u sock -i -t t x
  same_as_util_linux -u sock -p kern.emerg k
  same_as_util_linux -u sock -p err e
  same_as_util_linux -u sock -p 5 x
  same_as_util_linux -u sock -p daemon.7 x
  same_as_util_linux -u sock -p security.warn x
  same_as_util_linux -u sock -t "" e
  same_as_util_linux -u sock ""
  same_as_util_linux -is --socket sock zz
}

@test "logger: the messages, by hand" {
  run catch logger -u sock -p local3.err -t tag hello "big  world"
  check "<155>STAMP tag: hello big  world
0"
  run catch logger -u sock -i -s -p mail.info m
  check "<22>STAMP $(id -un)[PID]: m
<22>STAMP $(id -un)[PID]: m
0"
}

@test "logger: lines of stdin and of -f FILE (util-linux)" {
  printf 'f1\n\nf2\n' > ff
  same_as_util_linux -u sock -f ff
  run catch logger -u sock -t t -f ff
  check "<13>STAMP t: f1
<13>STAMP t: 
<13>STAMP t: f2
0"
  run catch sh -c 'printf "l1\nl2" | logger -u sock -t t -s'
  check "<13>STAMP t: l1
<13>STAMP t: l2
<13>STAMP t: l1
<13>STAMP t: l2
0"
}

@test "logger: errors" {
  run catch logger -u sock -p bogus x
  check "logger: unknown priority name: bogus
1"
  run catch logger -u sock -p user.bogus x
  check "logger: unknown priority name: bogus
1"
  run logger -u nosock x
  check "logger: socket nosock: No such file or directory" 1
  run catch logger -u sock -f nosuchfile
  check "logger: nosuchfile: No such file or directory
1"
}
