#!/usr/bin/env bats
# usleep: behaviour of Debian's /usr/bin/toybox usleep.

load helper

@test "usleep sleeps about that long" {
  run bash -c 's=$(date +%s%N); usleep 150000; e=$(date +%s%N); [ $(( (e-s)/1000000 )) -ge 150 ] && echo ok'
  check "ok" 0
}

@test "usleep 0" {
  run usleep 0
  check "" 0
}

@test "usleep: missing or bad argument" {
  run usleep
  [ "$status" = 1 ]
  run usleep abc
  [ "$status" = 1 ]
  run usleep -- -5
  [ "$status" = 1 ]
}
