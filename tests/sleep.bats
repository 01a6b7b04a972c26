#!/usr/bin/env bats
# sleep: POSIX integer seconds, GNU's fractions, units, sums and infinity.
# No timing thresholds: only that sleep returns and its status.

load helper

@test "sleep: integer and fraction" {
  run sleep 0
  check "" 0
  run sleep 0.01
  check "" 0
}

@test "sleep: units s m h d and several arguments summed (GNU)" {
  run sleep 0.01s 0m 0h 0d .0001m
  check "" 0
}

@test "sleep: exponent and hex notation (GNU)" {
  run sleep 1e-3 0x.01
  check "" 0
}

@test "sleep inf / infinity waits until killed (GNU)" {
  run timeout 0.2 sleep inf
  check "" 124
  run timeout 0.2 sleep infinity 1
  check "" 124
  run timeout 0.2 sleep 1e400
  check "" 124
}

@test "sleep: bad durations exit 1 (GNU)" {
  for i in abc nan 1x .s 1ss '' inf+ 1.5.5; do
    run sleep -- "$i"
    check "sleep: invalid time interval '$i'
usage: sleep DURATION..." 1
  done
}

@test "sleep: negative after -- is invalid (GNU)" {
  run sleep -- -1
  check "sleep: invalid time interval '-1'
usage: sleep DURATION..." 1
}

@test "sleep: one bad argument among good ones" {
  run sleep 0 x 0
  check "sleep: invalid time interval 'x'
usage: sleep DURATION..." 1
}

@test "sleep: missing argument" {
  run sleep
  check "sleep: missing argument
usage: sleep DURATION..." 1
}

@test "sleep: negative number looks like an option" {
  run sleep -1
  check "sleep: unknown option '-1'
usage: sleep DURATION..." 1
}
