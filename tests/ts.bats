#!/usr/bin/env bats
# ts: expectations checked against moreutils ts (/usr/bin/ts).

load helper

@test "ts default format (moreutils)" {
  run bash -c 'printf "a\nb c\n" | ts | sed "s/^[A-Z][a-z][a-z] [0-3][0-9] [0-2][0-9]:[0-5][0-9]:[0-6][0-9] /T /"'
  check "T a
T b c" 0
}

@test "ts FORMAT with strftime and %.S %.s %.T (moreutils)" {
  run bash -c 'printf "a\n" | ts "%Y|%.S|%.s|%.T|%%"'
  [[ "$output" =~ ^2[0-9]{3}\|[0-6][0-9]\.[0-9]{6}\|[0-9]+\.[0-9]{6}\|[0-2][0-9]:[0-5][0-9]:[0-6][0-9]\.[0-9]{6}\|%\ a$ ]]
}

@test "ts -s: time since start, default %H:%M:%S (moreutils)" {
  run bash -c 'printf "a\n\nb\n" | ts -s'
  check "00:00:00 a
00:00:00 
00:00:00 b" 0
}

@test "ts -i: time since the last line (moreutils)" {
  run bash -c "$(declare -f drain)"'
    (echo a; drain; sleep 0.2; echo b) | ts -i "%.s"'
  # (the gap before b is at least the 0.2 s sleep; more on a loaded machine)
  [[ "${lines[0]}" =~ ^[0-9]+\.[0-9]{6}\ a$ ]]
  [[ "${lines[1]}" =~ ^[0-9]+\.[0-9]{6}\ b$ ]]
  [ "${#lines[@]}" = 2 ]
  awk -v t="${lines[1]% b}" 'BEGIN { exit !(t >= 0.2) }'
}

@test "ts -m -s uses the monotonic clock (moreutils)" {
  run bash -c 'printf "a\n" | ts -m -s "%.S"'
  [[ "$output" =~ ^00\.0[0-9]{5}\ a$ ]]
}

@test "ts: last line without newline stays so, empty input (moreutils)" {
  run bash -c 'printf "a" | ts "%%" | od -An -c'
  check "$(printf '%% a' | od -An -c)" 0
  run bash -c 'ts < /dev/null'
  check "" 0
}

@test "ts: -i and -s together, too many arguments" {
  run ts -i -s
  [ "$status" = 1 ]
  run ts a b
  [ "$status" = 1 ]
}
