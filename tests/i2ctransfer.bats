#!/usr/bin/env bats
# i2ctransfer: no I2C bus on this machine (and no module loading for
# i2c-stub). Ours checks every DESC and DATA before it opens the bus (i2c-tools
# opens the bus first, so here it can only be compared on the missing bus):
# the tests cover that parsing and the error for a missing /dev/i2c-N.

load helper

U="usage: i2ctransfer [-afvy] BUS DESC [DATA...] [DESC [DATA...]]..."
nobus() { [ ! -e /dev/i2c-0 ] && [ ! -e /dev/i2c/0 ] || skip "this machine has /dev/i2c-0"; }

@test "i2ctransfer: valid messages reach the (missing) bus" {
  nobus
  local a
  for a in "w1@0x50 0x64 r8" "w17@0x50 0x42 0xff-" "w4@0x50 1+" "w4@0x50 7=" \
    "w8@0x50 1p" "r?@0x50" "r0@0x50" "w2@0x50 1 2 r1 w1 3"; do
    run i2ctransfer -y 0 $a
    check "i2ctransfer: /dev/i2c-0: No such file or directory" 1
    run /usr/sbin/i2ctransfer -y 0 $a
    [ "$output" = "Error: Could not open file \`/dev/i2c-0' or \`/dev/i2c/0': No such file or directory" ]
  done
  run i2ctransfer -v -y 0 w1@0x50 0
  check "i2ctransfer: /dev/i2c-0: No such file or directory" 1
  run i2ctransfer -a -y 0 w1@0x7f 0
  check "i2ctransfer: /dev/i2c-0: No such file or directory" 1
}

@test "i2ctransfer: bad descriptions and data" {
  run i2ctransfer 0
  check "i2ctransfer: needs DESC
$U" 1
  run i2ctransfer -y 0 w1@0x50
  check "i2ctransfer: message 0 incomplete
$U" 1
  run i2ctransfer -y 0 r1@0x50 w2 1
  check "i2ctransfer: message 1 incomplete
$U" 1
  run i2ctransfer -y 0 x1@0x50
  check "i2ctransfer: bad direction in 'x1@0x50'
$U" 1
  run i2ctransfer -y 0 w1 5
  check "i2ctransfer: no address in 'w1'
$U" 1
  run i2ctransfer -y 0 w?@0x50
  check "i2ctransfer: no ? length for writes: 'w?@0x50'
$U" 1
  run i2ctransfer -y 0 w2@0x50 1 0x100
  check "i2ctransfer: bad data byte '0x100'
$U" 1
  run i2ctransfer -y 0 w2@0x50 1x
  check "i2ctransfer: bad data suffix '1x'
$U" 1
  run i2ctransfer -y 0 w1x@0x50
  check "i2ctransfer: bad separator after length in 'w1x@0x50'
$U" 1
  run i2ctransfer -y 0 w70000@0x50
  check "i2ctransfer: bad length in 'w70000@0x50'
$U" 1
  run i2ctransfer -y 0 w@0x50
  check "i2ctransfer: bad length in 'w@0x50'
$U" 1
  run i2ctransfer -y 0 w1@0x90 0
  check "i2ctransfer: address in 'w1@0x90' out of range
$U" 1
  run i2ctransfer -y 0 r1@zz
  check "i2ctransfer: bad address in 'r1@zz'
$U" 1
  run i2ctransfer -y 0 $(for i in $(seq 43); do echo r1@0x50; done)
  check "i2ctransfer: too many messages (max 42)
$U" 1
}
