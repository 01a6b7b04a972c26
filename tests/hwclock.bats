#!/usr/bin/env bats
# hwclock: errors only (tests never set the clock: no -s, -w or -t, and
# this machine may have no RTC). util-linux hwclock fails the same cases.

load helper

@test "hwclock -r without an RTC, or on a file that isn't one" {
  if [ ! -e /dev/rtc0 ] && [ ! -e /dev/rtc ] && [ ! -e /dev/misc/rtc ]; then
    run hwclock -r
    check "hwclock: /dev/rtc0: No such file or directory" 1
  fi
  run hwclock -r -f /dev/null
  check "hwclock: /dev/null: Inappropriate ioctl for device" 1
  run hwclock -u -f /nonexistent
  check "hwclock: /nonexistent: No such file or directory" 1
}

@test "hwclock reads a real RTC in util-linux's format" {
  [ -r /dev/rtc0 ] || skip "no /dev/rtc0"
  run hwclock -r -u -f /dev/rtc0
  [ "$status" = 0 ] && [[ "$output" =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}\ [0-9:]{8}\.000000[+-][0-9]{2}:[0-9]{2}$ ]]
}

@test "hwclock conflicting options" {
  run hwclock -r -w
  [ "$status" = 1 ] && [ "${lines[0]}" = "hwclock: no -r with -w" ]
  run hwclock -u -l
  [ "$status" = 1 ] && [ "${lines[0]}" = "hwclock: no -u with -l" ]
  run hwclock -s -t
  [ "$status" = 1 ] && [ "${lines[0]}" = "hwclock: no -t with -s" ]
  run hwclock extra
  [ "$status" = 1 ]
}
