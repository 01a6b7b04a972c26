#!/usr/bin/env bats
# logger: messages go to a unix datagram socket the test binds with python
# (logger -u SOCKET), compared with util-linux logger through the same socket.

load helper
load syslog

# same_as_util_linux ARGS... [:: ARGS...]...: util-linux logger sends the
# same, for each list of ARGS
same_as_util_linux() {
  [ -x /usr/bin/logger ] || skip "needs util-linux logger"
  local cmds=() args=() a i=0
  for a in "$@" ::; do
    if [ "$a" = :: ]; then
      cmds+=(/usr/bin/logger "${args[@]}" :: logger "${args[@]}" ::) args=()
    else
      args+=("$a")
    fi
  done
  unset 'cmds[-1]'
  rm -f sock
  catch_each "${cmds[@]}"
  for a in "$@" ::; do
    [ "$a" = :: ] || continue
    output=${caught[i+1]} status=0
    check "${caught[i]}" || { echo "(case $((i/2+1)))" >&2; return 1; }
    i=$((i+2))
  done
}

@test "logger: message, tag, priority, pid (util-linux)" {
  same_as_util_linux -u sock hello world :: \
    -u sock -t mytag -p local3.err msg :: \
    -u sock -i -t t x :: \
    -u sock -p kern.emerg k :: \
    -u sock -p err e :: \
    -u sock -p 5 x :: \
    -u sock -p daemon.7 x :: \
    -u sock -p security.warn x :: \
    -u sock -t "" e :: \
    -u sock "" :: \
    -is --socket sock zz
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
