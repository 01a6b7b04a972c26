#!/usr/bin/env bats
# pwgen: behaviour of Debian's /usr/bin/toybox pwgen (random output:
# checked by its form).

load helper

@test "pwgen default: one password of 8, letters and numbers" {
  run pwgen
  [ "$status" = 0 ]
  [[ "$output" =~ ^[A-Za-z0-9]{8}$ ]]
  [[ "$output" =~ [0-9] ]] && [[ "$output" =~ [A-Z] ]]
}

@test "pwgen LENGTH COUNT" {
  run pwgen 12 5
  [ "${#lines[@]}" = 5 ]
  for l in "${lines[@]}"; do [[ "$l" =~ ^[A-Za-z0-9]{12}$ ]]; done
}

@test "pwgen -A -0: lower case only" {
  run pwgen -A0 20 3
  for l in "${lines[@]}"; do [[ "$l" =~ ^[a-z]{20}$ ]]; done
}

@test "pwgen -r removes characters, -v vowels, -B ambiguous ones" {
  run bash -c 'pwgen -A0 -r abcdefghijklm 40 20 | grep -c "[a-m]"'
  check "0" 1
  run bash -c 'pwgen -v 40 20 | grep -c "[aeiouAEIOU]"'
  check "0" 1
  run bash -c 'pwgen -B 40 20 | grep -c "[0O1lI]"'
  check "0" 1
}

@test "pwgen -y has symbols" {
  run bash -c 'pwgen -y 30 10 | grep -vc "[^A-Za-z0-9]"'
  check "0" 1
}

@test "pwgen -C columns, -1 one a line" {
  run pwgen -C 8 12
  [ "${#lines[@]}" = 2 ]
  run pwgen -1 8 3
  [ "${#lines[@]}" = 3 ]
}

@test "pwgen: bad length, nothing left to use" {
  run pwgen 0
  [ "$status" = 1 ]
  run pwgen -A0 -r abcdefghijklmnopqrstuvwxyz
  check "pwgen: no characters left to use" 1
}
