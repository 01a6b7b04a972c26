#!/usr/bin/env bats
# uptime: compared with procps uptime, with /proc/uptime, /proc/loadavg and
# /var/run/utmp replaced in a mount namespace.

load helper
load utmp

@test "uptime: minutes, hours, days (procps)" {
  printf '0.00 0.01 0.05 1/1 1\n' > fake.loadavg
  for i in 59.5 1000.5 3599 3605.2 7299 86430 86500 90061.5 605000 \
      31600000 400000000; do
    echo "$i 1.0" > fake.uptime
    same_as_procps uptime
  done
}

@test "uptime: users and load averages (procps)" {
  echo "1000.5 2.0" > fake.uptime
  printf '1.00 12.50 3.256 1/100 1234\n' > fake.loadavg
  same_as_procps uptime
  printf '7 100 pts/0 ts/0 alice host1 1700000000\n' | make_utmp utmp
  same_as_procps uptime
  printf '7 100 pts/0 ts/0 alice host1 1700000000
7 101 pts/1 ts/1 bob - 1700000100
8 0 pts/2 ts/2 - - 0
2 0 ~ ~~ reboot - 1699999000\n' | make_utmp utmp
  same_as_procps uptime
  run in_fake_proc uptime
  [[ "$output" =~ ^\ [0-2][0-9]:[0-5][0-9]:[0-6][0-9]\ up\ 16\ min,\ \ 2\ users,\ \ load\ average:\ 1.00,\ 12.50,\ 3.26$ ]]
}

@test "uptime -p: in words (procps)" {
  for i in 59.5 1000.5 3605.2 7299 86430 86500 90061.5 605000 31600000 \
      400000000; do
    echo "$i 1.0" > fake.uptime
    same_as_procps uptime -p
  done
  echo "90061.5 0" > fake.uptime
  run in_fake_proc uptime -p
  check "up 1 day, 1 hour, 1 minute"
  echo "400000000 0" > fake.uptime
  run in_fake_proc uptime -p
  check "up 1 decade, 2 years, 35 weeks, 4 days, 15 hours, 6 minutes"
}

@test "uptime -s: boot time to the nearest second (procps)" {
  for i in 100.0 100.3 100.6 100.9 86430 123456.7; do
    echo "$i 1.0" > fake.uptime
    same_as_procps uptime -s
  done
  run uptime -s
  [[ "$output" =~ ^20[0-9][0-9]-[01][0-9]-[0-3][0-9]\ [0-2][0-9]:[0-5][0-9]:[0-6][0-9]$ ]]
}

@test "uptime: bad option, extra argument, -p with -s" {
  run uptime -x
  check "uptime: unknown option '-x'
usage: uptime [-p|-s]" 1
  run uptime a
  check "uptime: extra argument 'a'
usage: uptime [-p|-s]" 1
  run uptime -ps
  [ "$status" = 1 ]
}
