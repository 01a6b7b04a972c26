#!/usr/bin/env bats
# devmem: errors only (tests never write to /dev/mem; they don't read it
# either: the arguments are refused first, or /dev/mem is missing).

load helper

@test "devmem bad address, width, value" {
  run devmem zz
  check "devmem: bad address 'zz'" 1
  run devmem -- -5
  check "devmem: bad address '-5'" 1
  run devmem 0x10 7
  check "devmem: bad width '7'" 1
  run devmem 0x10 8 0x100
  check "devmem: value '0x100' too big" 1
  run devmem 0x10 b 12x
  check "devmem: bad value '12x'" 1
  run devmem 0x1001 16
  check "devmem: address 0x1001 not aligned to 2" 1
  run devmem 0x1002 l
  check "devmem: address 0x1002 not aligned to 8" 1
}

@test "devmem needs ADDR, at most 3 arguments" {
  run devmem
  [ "$status" = 1 ] && [ "${lines[0]}" = "devmem: missing argument" ]
  run devmem 1 2 3 4
  [ "$status" = 1 ] && [ "${lines[0]}" = "devmem: extra argument '4'" ]
}

@test "devmem without /dev/mem" {
  [ ! -e /dev/mem ] || skip "this machine has /dev/mem"
  run devmem 0x1000
  check "devmem: /dev/mem: No such file or directory" 1
}
