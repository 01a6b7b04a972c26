#!/usr/bin/env bats
# log: Android's log command. Android's toybox writes to logcat; this one
# writes to syslog like logger, to a unix datagram socket the test binds
# with python (log -u SOCKET, the override logger has). Debian's toybox has
# no log, so the expected output follows Android's documented behaviour:
# priorities v d i w e f (verbose..fatal, default i), default tag "log",
# the arguments joined by single spaces. Here they map to the syslog levels
# debug debug info warning err crit with the facility user (8+level).

load helper
load syslog

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
