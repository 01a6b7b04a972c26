#!/usr/bin/env bats
# watchdog: errors only (tests never arm a watchdog).

load helper

@test "watchdog missing device" {
  run watchdog -F /nonexistent/watchdog
  check "watchdog: /nonexistent/watchdog: No such file or directory" 1
}

@test "watchdog bad -t, -T, arguments" {
  run watchdog -t 0 /dev/null
  [ "$status" = 1 ] && [ "${lines[0]}" = "watchdog: -t: 0 below minimum 1" ]
  run watchdog -T x /dev/null
  [ "$status" = 1 ] && [ "${lines[0]}" = "watchdog: -T: bad number 'x'" ]
  run watchdog
  [ "$status" = 1 ] && [ "${lines[0]}" = "watchdog: missing argument" ]
  run watchdog a b
  [ "$status" = 1 ] && [ "${lines[0]}" = "watchdog: extra argument 'b'" ]
}
