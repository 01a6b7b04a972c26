#!/usr/bin/env bats
# uuidgen: format checks against RFC 4122 and uuid-runtime's uuidgen
# (/usr/bin/uuidgen): lower case 8-4-4-4-12 hex, version and variant bits.

load helper

@test "uuidgen default is random, version 4" {
  run uuidgen
  [ "$status" = 0 ]
  [[ "$output" =~ ^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$ ]]
}

@test "uuidgen -r and --random" {
  run uuidgen -r
  [[ "$output" =~ ^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$ ]]
  run uuidgen --random
  [[ "$output" =~ ^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$ ]]
}

@test "uuidgen: each one is new" {
  run bash -c 'for i in 1 2 3 4 5 6 7 8; do uuidgen; uuidgen -t; done | sort -u | wc -l'
  check "16" 0
}

@test "uuidgen -t is version 1 with the current time" {
  run uuidgen -t
  [ "$status" = 0 ]
  [[ "$output" =~ ^[0-9a-f]{8}-[0-9a-f]{4}-1[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$ ]]
  # time_hi.time_mid.time_low in 100ns steps since 1582-10-15
  t=$(( 16#${output:15:3}${output:9:4}${output:0:8} / 10000000 - 12219292800 ))
  now=$(date +%s)
  [ $((now - t)) -ge -2 ] && [ $((now - t)) -le 2 ]
}

@test "uuidgen -t matches uuid-runtime's time field" {
  needs_cmd /usr/bin/uuidgen
  a=$(/usr/bin/uuidgen -t)
  run uuidgen --time
  # the same time_hi_and_version and the high digits of time_mid
  [ "${output:9:3}${output:14:4}" = "${a:9:3}${a:14:4}" ]
}

@test "uuidgen: -r and -t together, extra arguments" {
  run uuidgen -r -t
  [ "$status" = 1 ]
  run uuidgen x
  [ "$status" = 1 ]
}
