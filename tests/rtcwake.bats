#!/usr/bin/env bats
# rtcwake: error paths only (no test may set an alarm or sleep: every call
# here fails before that, with a device that is no RTC or an early error).
# Checked against util-linux rtcwake where it is installed.

load helper

# same_as_util_linux ARGS...: same stdout, stderr and status
same_as_util_linux() {
  [ -x /usr/sbin/rtcwake ] || skip "needs util-linux rtcwake"
  /usr/sbin/rtcwake "$@" > out1 2> err1 && echo 0 >> out1 || echo $? >> out1
  rtcwake "$@" > out2 2> err2 && echo 0 >> out2 || echo $? >> out2
  run diff out1 out2
  check "" 0
  run diff err1 err2
  check "" 0
}

@test "rtcwake: option errors" {
  run rtcwake -m bogus -s 10
  check "rtcwake: unrecognized suspend state 'bogus'" 1
  run rtcwake -u -m no
  check "rtcwake: must provide wake time (see --seconds, --time and --date options)" 1
  run rtcwake -s abc
  check "rtcwake: invalid seconds argument: 'abc'" 1
  run rtcwake -s 1x -d /dev/null
  check "rtcwake: invalid seconds argument: '1x'" 1
  run rtcwake -t abc
  check "rtcwake: invalid time argument: 'abc'" 1
  run rtcwake -t ""
  check "rtcwake: invalid time argument: ''" 1
  run rtcwake -s 99999999999999999999
  # strerror(ERANGE) differs between C libraries
  [ "$status" = 1 ] &&
    [[ $output = "rtcwake: invalid seconds argument: '99999999999999999999': "?* ]]
  run rtcwake -s 5 -t 6 -u -d /x
  check "rtcwake: mutually exclusive arguments: --seconds --time --date" 1
  run rtcwake -lu -d /x
  check "rtcwake: mutually exclusive arguments: --auto --local --utc" 1
  run rtcwake -a -l -d /x
  check "rtcwake: mutually exclusive arguments: --auto --local --utc" 1
}

@test "rtcwake: device errors" {
  run rtcwake -u -d /nonexist -m no -s 1
  check "rtcwake: /dev//nonexist: unable to find device: No such file or directory" 1
  run rtcwake -l -d rtc99 -m no -s 1
  check "rtcwake: /dev/rtc99: unable to find device: No such file or directory" 1
  run rtcwake -u -v -d /dev/null -m no -s 5
  check "Using UTC time.
rtcwake: read rtc time failed: Inappropriate ioctl for device" 1
  run rtcwake -l -v -d /dev/null -m on -t 5
  check "Using local time.
rtcwake: read rtc time failed: Inappropriate ioctl for device" 1
  run rtcwake -u -d /dev/null -m show
  check "rtcwake: cannot open /sys/class/rtc/null/device/power/wakeup: No such file or directory
rtcwake: /dev/null not enabled for wakeup events" 1
  run rtcwake -u --device=null --mode=disable
  check "rtcwake: cannot open /sys/class/rtc/null/device/power/wakeup: No such file or directory
rtcwake: null not enabled for wakeup events" 1
  run rtcwake -un --seconds=3 -d /dev/null
  check "rtcwake: cannot open /sys/class/rtc/null/device/power/wakeup: No such file or directory
rtcwake: /dev/null not enabled for wakeup events" 1
}

@test "rtcwake: same as util-linux" {
  local a
  for a in "-d rtc99 -m no -s 10" "-d /nonexist -m no -s 10" "-m bogus -s 10" \
    "-m no" "-s abc" "-d /dev/null -m no -s 5" "-t abc" "-s -5 -d /dev/null" \
    "-u -d /dev/null -s 5 -m show" "-l -d null -m disable" \
    "-u -v -d /dev/null -s 3" "-u -m show -d /nonexist" "-s 5 -t 6 -u -d /x" \
    "-lu -d /x" "-s 1x" "-t 5 -d /dev/rtcx" \
    "-m standby -s 3 -d /dev/rtcx" "-m off -s 3 -d /dev/rtcx" \
    "-m on -s 3 -d /dev/rtcx" "-m mem -s 3 -d /dev/rtcx" \
    "-n -s 3 -d /dev/null" "-v -a -m no -t 5 -d /dev/null"; do
    same_as_util_linux $a
  done
}
