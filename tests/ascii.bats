#!/usr/bin/env bats
# ascii: no standard; toybox's own table layout

load helper

@test "ascii prints 32 rows of 4 columns" {
  run sh -c 'ascii | wc -l'
  check "32"
  run sh -c 'ascii | head -n 2'
  check "  0 00 NUL    32 20 SP     64 40 @      96 60 \`
  1 01 SOH    33 21 !      65 41 A      97 61 a"
}

@test "ascii control names, DEL, no trailing blanks" {
  run sh -c 'ascii | sed -n "9p;32p"'
  check "  8 08 BS     40 28 (      72 48 H     104 68 h
 31 1F US     63 3F ?      95 5F _     127 7F DEL"
  run sh -c 'ascii | grep -c " \$"'
  check "0" 1
}

@test "ascii every value appears once" {
  run sh -c 'ascii | awk "{ s += \$1 + \$4 + \$7 + \$10 } END { print s }"'
  check "8128"
}

@test "ascii > /dev/full fails" {
  run sh -c 'ascii > /dev/full'
  [ "$status" -eq 1 ]
}
