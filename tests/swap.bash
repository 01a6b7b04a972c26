# swap.bash - shared by tests/swapon.bats and tests/swapoff.bats: swap
# FILES the test makes, only (turned off again in teardown if a test failed
# half way), checked through /proc/swaps.

# mkswapfile NAME: a 4M file without holes, made a swap area
mkswapfile() {
  dd if=/dev/zero of="$1" bs=1M count=4 status=none
  chmod 600 "$1"
  mkswap "$1" >/dev/null
}

swap_ok() {
  needs_root
  [ -r /proc/swaps ] || skip "no /proc/swaps"
  mkswapfile probe
  swapon probe 2>/dev/null || skip "the kernel refuses swap files here"
  swapoff probe
  rm probe
}

teardown() {
  local f
  for f in $(grep "^$BATS_TEST_TMPDIR/" /proc/swaps 2>/dev/null | cut -d' ' -f1); do
    /sbin/swapoff "$f" 2>/dev/null
  done
  true
}

# shown FILE: FILE's type and priority as /proc/swaps has them
shown() {
  awk -v f="$PWD/$1" '$1 == f {print $2, $5}' /proc/swaps
}
