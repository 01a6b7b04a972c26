#!/usr/bin/env bats
# logname: POSIX getlogin(); compared with GNU logname in the same session.

load helper

@test "logname: same answer as GNU logname (GNU)" {
  [ -x /usr/bin/logname ] || skip "no GNU logname"
  gst=0
  gnu=$(/usr/bin/logname 2>&1) || gst=$?
  run logname
  # GNU names itself by its full path in messages
  check "${gnu#/usr/bin/}" "$gst"
}

@test "logname: no login session: error, exit 1 (GNU)" {
  needs_cmd setsid
  [ "$(cat /proc/self/loginuid 2>/dev/null)" = 4294967295 ] ||
    skip "this session has a login uid"
  run setsid logname < /dev/null
  check "logname: no login name" 1
}

@test "logname: extra argument and bad option" {
  run logname x
  check "logname: extra argument 'x'
usage: logname" 1
  run logname -x
  check "logname: unknown option '-x'
usage: logname" 1
}
