#!/usr/bin/env bats
# swapoff: util-linux swapoff's messages and statuses, on swap FILES this
# test makes (swapoff -a isn't tested: it would turn off the machine's own
# swap).

load helper
load swap

@test "swapoff FILE turns that file's swap off, others stay on (/proc/swaps)" {
  swap_ok
  mkswapfile s1
  mkswapfile s2
  swapon s1
  swapon -p 5 s2
  run swapoff s1
  check '' 0
  run shown s1
  check '' 0
  run shown s2
  check 'file 5' 0
  swapoff s2
}

@test "swapoff: a failure doesn't stop the others, status 1 (util-linux)" {
  swap_ok
  mkswapfile s1
  swapon s1
  run swapoff nonexistent s1
  check 'swapoff: nonexistent: swapoff failed: No such file or directory' 1
  run shown s1
  check '' 0
}

@test "swapoff of a swap area not in use: Invalid argument (util-linux)" {
  needs_root
  mkswapfile s1
  run swapoff s1
  check 'swapoff: s1: swapoff failed: Invalid argument' 1
}

@test "swapoff usage errors" {
  run swapoff
  check 'swapoff: needs -a or DEV
usage: swapoff {-a | DEV...}' 1
  run swapoff -a x
  check 'swapoff: -a with arguments
usage: swapoff {-a | DEV...}' 1
  run swapoff -x
  [ "$status" = 1 ] && [ "${lines[0]}" = "swapoff: unknown option '-x'" ]
}
