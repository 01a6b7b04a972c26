#!/usr/bin/env bats
# mkswap: output and the whole header page compared with util-linux mkswap
# (/sbin/mkswap) given the same -L and -U; the result as util-linux blkid
# -p sees it.

load helper

# same SIZE ARGS...: util-linux mkswap and ours write the same bytes and say
# the same
same() {
  [ -x /sbin/mkswap ] || skip "needs util-linux mkswap"
  local size=$1
  shift
  truncate -s $size ul ours
  chmod 600 ul ours
  run bash -c '/sbin/mkswap "$@" ul 2>/dev/null' mkswap "$@"
  local out=$output st=$status
  run bash -c 'mkswap "$@" ours 2>/dev/null' mkswap "$@"
  check "$out" "$st"
  cmp ul ours
}

@test "mkswap -L -U, 1M (util-linux)" {
  same 1M -L lab -U 11111111-2222-3333-4444-555555555555
}

@test "mkswap -U, sizes in MiB with a decimal (util-linux)" {
  same 64M -U 0123abcd-2222-3333-4444-555555555555
  same 12345k -U 0123abcd-2222-3333-4444-555555555555
}

@test "mkswap -L of 16 bytes is cut to 15 (util-linux)" {
  same 1M -L 0123456789abcdef -U 01010101-2222-3333-4444-555555555555
  truncate -s 1M img
  run bash -c 'mkswap -L 0123456789abcdef img 2>&1 >/dev/null'
  check 'mkswap: Label was truncated.' 0
}

@test "mkswap: random UUID, blkid sees it (util-linux blkid)" {
  truncate -s 1M img
  run mkswap -L swp img
  [ "$status" = 0 ]
  local uuid=${lines[1]#LABEL=swp, UUID=}
  [[ "$uuid" =~ ^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$ ]]
  [ -x /sbin/blkid ] || skip "needs util-linux blkid"
  run /sbin/blkid -p -s LABEL -s UUID -s TYPE img
  check "img: LABEL=\"swp\" UUID=\"$uuid\" TYPE=\"swap\"" 0
  run blkid img
  check "img: LABEL=\"swp\" UUID=\"$uuid\" TYPE=\"swap\"" 0
}

@test "mkswap: too small, bad UUID, missing file (util-linux messages)" {
  truncate -s 10k img
  run mkswap img
  check 'mkswap: swap area needs to be at least 40 KiB' 1
  truncate -s 1M img
  run mkswap -U bad img
  check 'mkswap: parsing UUID failed' 1
  run mkswap nonexistent
  [ "$status" = 1 ] && [[ "$output" == *"nonexistent"* ]]
}
