#!/usr/bin/env bats
# swapon, swapoff: checked through /proc/swaps and util-linux swapon
# --show. Only ever on swap FILES this test makes (and turns off again in
# the same test; teardown too if a test failed half way). swapoff -a isn't
# tested: it would turn off the machine's own swap.

load helper
load swap

@test "swapon FILE, swapoff FILE (util-linux swapon --show)" {
  swap_ok
  mkswapfile sw
  run swapon sw
  check '' 0
  [ -n "$(shown sw)" ]
  if [ -x /sbin/swapon ]; then
    run bash -c "/sbin/swapon --show=NAME,TYPE --noheadings | grep -c '^$PWD/sw '"
    check 1 0
  fi
  run swapoff sw
  check '' 0
  run shown sw
  check '' 0
}

@test "swapon -p PRIORITY, --priority (util-linux)" {
  swap_ok
  mkswapfile sw
  swapon -p 7 sw
  run shown sw
  check 'file 7' 0
  swapoff sw
  swapon --priority=0 sw
  run shown sw
  check 'file 0' 0
  swapoff sw
}

@test "swapon -d, --discard=once, --discard=pages (util-linux)" {
  swap_ok
  mkswapfile sw
  for d in -d --discard=once --discard=pages; do
    run swapon $d sw
    check '' 0
    [ -n "$(shown sw)" ]
    swapoff sw
  done
  run swapon --discard=bad sw
  check "swapon: bad discard policy 'bad'" 1
}

@test "swapon -a from /etc/fstab, pri= and noauto (util-linux)" {
  swap_ok
  needs_cmd unshare
  unshare -m true 2>/dev/null || skip "unshare -m refused here"
  mkswapfile s1
  mkswapfile s2
  printf '%s\n' "$PWD/s1 none swap pri=9 0 0" "$PWD/s2 none swap noauto 0 0" \
    "tmp /x tmpfs defaults 0 0" > fstab
  run unshare -m bash -c 'mount --bind fstab /etc/fstab && swapon -a && swapon -a'
  check '' 0
  run shown s1
  check 'file 9' 0
  run shown s2
  check '' 0
  swapoff s1
}

@test "swapon/swapoff errors (swapoff: util-linux message)" {
  needs_root
  truncate -s 1M notswap
  chmod 600 notswap
  run swapon notswap
  check 'swapon: notswap: swapon failed: Invalid argument' 1
  run swapoff notswap
  check 'swapoff: notswap: swapoff failed: Invalid argument' 1
  run swapon nonexistent
  check 'swapon: nonexistent: swapon failed: No such file or directory' 1
  run swapon
  [ "$status" = 1 ] && [ "${lines[0]}" = "swapon: needs -a or DEV" ]
  run swapoff -a x
  [ "$status" = 1 ] && [ "${lines[0]}" = "swapoff: -a with arguments" ]
}
