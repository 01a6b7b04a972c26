#!/usr/bin/env bats
# i2cset: no I2C bus on this machine (and no module loading for i2c-stub),
# so the tests cover how VALUEs and MODE are told apart and checked (as
# i2c-tools does, before opening the bus: its rejections are checked
# alongside) and the error for a missing /dev/i2c-N. Writing needs hardware.

load helper

U="usage: i2cset [-afry] [-m MASK] BUS CHIP ADDR [VALUE...] [MODE]"
nobus() { [ ! -e /dev/i2c-0 ] && [ ! -e /dev/i2c/0 ] || skip "this machine has /dev/i2c-0"; }

@test "i2cset: valid arguments reach the (missing) bus" {
  nobus
  local a
  for a in "0 0x50 0" "0 0x50 0 1" "0 0x50 0 0xff b" "0 0x50 0 0xffff w" \
    "0 0x50 0 1 2 3 i" "0 0x50 0 1 2 s" "0 0x50 0 1 sp" "0 0x50 0 1 wp" \
    "-m 0x0f 0 0x50 0 1" "-r 0 0x50 0 0x1234 w"; do
    run i2cset -y $a
    check "i2cset: /dev/i2c-0: No such file or directory" 1
    run /usr/sbin/i2cset -y $a
    [ "$output" = "Error: Could not open file \`/dev/i2c-0' or \`/dev/i2c/0': No such file or directory" ]
  done
}

@test "i2cset: bad values, modes and masks" {
  run i2cset -y 0 0x50
  check "i2cset: needs at least 3 arguments
$U" 1
  run i2cset -y 0 0x50 0x100 1
  check "i2cset: bad data address '0x100'
$U" 1
  run i2cset -y 0 0x50 0 0x100
  check "i2cset: value 0x100 out of range
$U" 1
  run i2cset -y 0 0x50 0 0x10000 w
  check "i2cset: value 0x10000 out of range
$U" 1
  run i2cset -y 0 0x50 0 x
  check "i2cset: bad value 'x'
$U" 1
  run i2cset -y 0 0x50 0 1 2 3
  check "i2cset: bad mode '3'
$U" 1
  run i2cset -y 0 0x50 0 1 2 w
  check "i2cset: bad mode 'w'
$U" 1
  run i2cset -y 0 0x50 0 1 q
  check "i2cset: bad mode 'q'
$U" 1
  run i2cset -y 0 0x50 0 1 c
  check "i2cset: bad mode 'c'
$U" 1
  run i2cset -y -m 0x1ff 0 0x50 0 1
  check "i2cset: mask 0x1ff out of range
$U" 1
  run i2cset -y -m 0 0 0x50 0 1
  check "i2cset: mask 0 out of range
$U" 1
  run i2cset -y -m zz 0 0x50 0 1
  check "i2cset: bad mask 'zz'
$U" 1
  run i2cset -y -m 1 0 0x50 0 1 2 i
  check "i2cset: no mask with block writes
$U" 1
  run i2cset -y 0 0x50 0 1 2 ip
  check "i2cset: no PEC with I2C block writes
$U" 1
  run i2cset -y 0 0x50 0 $(seq 1 33) i
  check "i2cset: too many values
$U" 1
  local a
  for a in "0 0x50 0x100 1" "0 0x50 0 0x100" "0 0x50 0 1 2 3" "0 0x50 0 1 c" \
    "-m 0x1ff 0 0x50 0 1" "-m 1 0 0x50 0 1 2 i" "0 0x50 0 1 2 ip"; do
    run /usr/sbin/i2cset -y $a
    [ "$status" = 1 ] && [[ "${lines[0]}" = Error:* ]] && [[ "$output" != *"Could not open"* ]]
  done
}
