#!/usr/bin/env bats
# i2cdump: no I2C bus on this machine (and no module loading for i2c-stub),
# so the tests cover the argument checks (i2c-tools' notices and
# rejections, checked alongside) and the error for a missing /dev/i2c-N.
# The dump tables need a chip to read.

load helper

U="usage: i2cdump [-afy] [-r FIRST-LAST] BUS CHIP [MODE [BANK [BANKREG]]]"
nobus() { [ ! -e /dev/i2c-0 ] && [ ! -e /dev/i2c/0 ] || skip "this machine has /dev/i2c-0"; }

@test "i2cdump: valid arguments reach the (missing) bus" {
  nobus
  run i2cdump -y 0 0x50
  check "No size specified (using byte-data access)
i2cdump: /dev/i2c-0: No such file or directory" 1
  run /usr/sbin/i2cdump -y 0 0x50
  [ "${lines[0]}" = "No size specified (using byte-data access)" ]
  local a
  for a in "0 0x50 b" "0 0x50 w" "0 0x50 W" "0 0x50 i" "0 0x50 c" "0 0x50 bp" \
    "0 0x50 b 1" "0 0x50 b 1 0x4f" "-r 0x10-0x20 0 0x50 c" "-r 0-0xff 0 0x50 b"; do
    run i2cdump -y $a
    check "i2cdump: /dev/i2c-0: No such file or directory" 1
  done
  run i2cdump -y 0 0x50 s
  check "SMBus block mode is deprecated, please use i2cget instead
i2cdump: /dev/i2c-0: No such file or directory" 1
}

@test "i2cdump: bad mode, bank, range" {
  run i2cdump -y 0
  check "i2cdump: needs at least 2 arguments
$U" 1
  run i2cdump -y 0 0x50 q
  check "i2cdump: bad mode 'q'
$U" 1
  run i2cdump -y 0 0x50 ip
  check "i2cdump: bad mode 'ip'
$U" 1
  run i2cdump -y 0 0x50 b 300
  check "i2cdump: bad bank '300'
$U" 1
  run i2cdump -y 0 0x50 b 1 0x100
  check "i2cdump: bad bank register '0x100'
$U" 1
  run i2cdump -y 0 0x50 i 1
  check "i2cdump: no BANK in mode i
$U" 1
  run i2cdump -y -r 5-2 0 0x50 b
  check "i2cdump: bad range '5-2'
$U" 1
  run i2cdump -y -r 1-300 0 0x50 b
  check "i2cdump: bad range '1-300'
$U" 1
  run i2cdump -y -r 5 0 0x50 b
  check "i2cdump: bad range '5'
$U" 1
  run i2cdump -y -r 0-0x10 0 0x50 s
  check "SMBus block mode is deprecated, please use i2cget instead
i2cdump: no range in mode s
$U" 1
  run i2cdump -y 0 0x80
  check "i2cdump: chip address 0x80 out of range (0x08-0x77)
$U" 1
  local a
  for a in "0 0x50 q" "0 0x50 ip" "-r 5-2 0 0x50 b" "-r 1-300 0 0x50 b" \
    "-r 0-0x10 0 0x50 s" "0 0x80"; do
    run /usr/sbin/i2cdump -y $a
    [ "$status" = 1 ] && [[ "$output" = *Error:* ]] && [[ "$output" != *"Could not open"* ]]
  done
}
