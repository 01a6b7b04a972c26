#!/usr/bin/env bats
# i2cget: no I2C bus on this machine (and no module loading for i2c-stub),
# so the tests cover the argument checks, which come before the bus is
# opened (as in i2c-tools, whose same rejections are checked alongside), and
# the error for a missing /dev/i2c-N. Reading a chip needs hardware.

load helper

U="usage: i2cget [-afy] BUS CHIP [ADDR [MODE [LENGTH]]]"
nobus() { [ ! -e /dev/i2c-0 ] && [ ! -e /dev/i2c/0 ] || skip "this machine has /dev/i2c-0"; }

@test "i2cget: valid arguments reach the (missing) bus" {
  nobus
  for a in "0 0x50" "0 0x50 0" "0 0x50 0xff w" "0 0x50 0 c" "0 0x50 0 bp" \
    "0 0x50 0 s" "0 0x50 0 i" "0 0x50 0 i 4" "0 8" "0 0x77"; do
    run i2cget -y $a
    check "i2cget: /dev/i2c-0: No such file or directory" 1
    run /usr/sbin/i2cget -y $a
    [ "$output" = "Error: Could not open file \`/dev/i2c-0' or \`/dev/i2c/0': No such file or directory" ]
  done
  run i2cget -a -y 0 0
  check "i2cget: /dev/i2c-0: No such file or directory" 1
  run i2cget -f -a 0 0x7f
  check "i2cget: /dev/i2c-0: No such file or directory" 1
}

@test "i2cget: bad chip, data address, mode, length" {
  run i2cget
  check "i2cget: needs at least 2 arguments
$U" 1
  run i2cget -y 0 0x80
  check "i2cget: chip address 0x80 out of range (0x08-0x77)
$U" 1
  run i2cget -y 0 7
  check "i2cget: chip address 7 out of range (0x08-0x77)
$U" 1
  run i2cget -y -a 0 0x80
  check "i2cget: chip address 0x80 out of range (0x00-0x7f)
$U" 1
  run i2cget -y 0 zz
  check "i2cget: chip address 'zz' not a number
$U" 1
  run i2cget -y 0 0x50 0x100
  check "i2cget: bad data address '0x100'
$U" 1
  run i2cget -y 0 0x50 0 q
  check "i2cget: bad mode 'q'
$U" 1
  run i2cget -y 0 0x50 0 bx
  check "i2cget: bad mode 'bx'
$U" 1
  run i2cget -y 0 0x50 0 i 33
  check "i2cget: bad length '33'
$U" 1
  run i2cget -y 0 0x50 0 i 0
  check "i2cget: bad length '0'
$U" 1
  run i2cget -y 0 0x50 0 b 4
  check "i2cget: LENGTH only with I2C block data
$U" 1
  run i2cget -y 0 0x50 0 ip
  check "i2cget: no PEC with I2C block data
$U" 1
  run i2cget -y 0 0x50 0 i 4 5
  [ "${lines[0]}" = "i2cget: extra argument '5'" ] && [ "$status" = 1 ]
  # i2c-tools refuses each of these too
  local a
  for a in "0 0x80" "0 zz" "0 0x50 0x100" "0 0x50 0 q" "0 0x50 0 i 33" \
    "0 0x50 0 b 4" "0 0x50 0 ip"; do
    run /usr/sbin/i2cget -y $a
    [ "$status" = 1 ] && [[ "${lines[0]}" = Error:* ]] && [[ "$output" != *"Could not open"* ]]
  done
}

@test "i2cget: a bus name no adapter has" {
  [ ! -d /sys/class/i2c-dev ] || skip "this machine has I2C buses"
  run i2cget -y nosuchbus 0x50
  check "i2cget: no bus named 'nosuchbus'
$U" 1
}
