#!/usr/bin/env bats
# dmesg: compared with util-linux dmesg on the lines the test writes to
# /dev/kmsg (allowed) and on the kernel's own first line. Nothing here
# clears the buffer or changes the console level: -c, -C and -n run without
# capabilities (setpriv), or set the level it already has.

load helper

# kmsg TEXT: write TEXT (with a <PRI> prefix if wanted) to the kernel log,
# skipping the test when that can't be done
kmsg() {
  needs_root
  printf '%s\n' "$1" > /dev/kmsg 2>/dev/null || skip "can't write /dev/kmsg"
}

# same_as_util_linux PATTERN ARGS: the lines matching PATTERN agree
same_as_util_linux() {
  [ -x /usr/bin/dmesg ] || skip "needs util-linux dmesg"
  local pat=$1 i
  shift
  for i in 1 2 3; do  # -T: the second may tick over between the two
    /usr/bin/dmesg "$@" | grep -a -- "$pat" > ref || true
    dmesg "$@" | grep -a -- "$pat" > out || true
    cmp -s ref out && break
  done
  output=$(cat out) status=0
  check "$(cat ref)"
}

@test "dmesg: a line written to /dev/kmsg, each format (util-linux)" {
  local tag=tbx$$x$RANDOM
  kmsg "<3>$tag one"
  for i in "" -x -t -T -xT -S -St -Sx -ST -Sr "-S -s 1000000"; do
    same_as_util_linux "$tag one" $i
  done
  run dmesg -t
  [[ "$output" = *"
$tag one"* ]]
  run dmesg -r
  [[ "$output" =~ "<11>["\ *[0-9]+\.[0-9]{6}"] $tag one" ]]
  run dmesg -x
  [[ "$output" =~ "user  :err   : ["\ *[0-9]+\.[0-9]{6}"] $tag one" ]]
}

@test "dmesg: the kernel's own lines (util-linux)" {
  [ -r /dev/kmsg ] || skip "can't read /dev/kmsg"
  local first
  first=$(/usr/bin/dmesg -t | head -n 1)
  [ -n "$first" ] || skip "empty kernel log"
  for i in "" -r -x -t -T -k -S -Sr -Sk; do
    same_as_util_linux "] $first" $i
  done
  run dmesg -kt
  [[ "$output" = *"$first"* ]]
}

@test "dmesg -k: only kernel messages, not userspace's" {
  local tag=tbx$$k$RANDOM
  kmsg "<4>$tag"
  run dmesg -k
  [ "$status" = 0 ]
  [[ "$output" != *"$tag"* ]]
  run dmesg -Sk
  [[ "$output" != *"$tag"* ]]
  run dmesg
  [[ "$output" = *"$tag"* ]]
}

@test "dmesg: escapes control characters, lines up continuation lines (util-linux)" {
  local tag=tbx$$e$RANDOM
  kmsg "$(printf '<4>%s a\tb\033c\\x41 \303\251 \177 end' $tag)"
  same_as_util_linux "$tag" ""
  same_as_util_linux "$tag" -S
  run sh -c "dmesg -t | grep -a $tag"
  check "$(printf '%s a\tb\\x1bc\\x41 \303\251 \\x7f end' $tag)"
  # a kernel line with an embedded newline, where there is one
  [ -x /usr/bin/dmesg ] || skip "needs util-linux dmesg"
  /usr/bin/dmesg > ref; dmesg > out
  local n=$(grep -c '^   ' ref || true)
  [ "$n" = 0 ] || diff <(grep -A1 -B1 '^   ' ref | head -20) <(grep -A1 -B1 '^   ' out | head -20)
}

@test "dmesg -w: follows new messages" {
  local tag=tbx$$w$RANDOM
  needs_root
  [ -r /dev/kmsg ] || skip "can't read /dev/kmsg"
  dmesg -wt > out &
  local pid=$! i
  for i in $(seq 100); do
    printf '<4>%s %s\n' $tag $i > /dev/kmsg
    grep -q "$tag" out && break
    sleep 0.1
  done
  kill $pid
  wait $pid || true
  grep -q "^$tag [0-9]*$" out
}

@test "dmesg -n: a bad level; setting the level it has already" {
  run dmesg -n 9
  check "dmesg: unknown level '9'" 1
  run dmesg -n bogus
  check "dmesg: unknown level 'bogus'" 1
  run dmesg -n 0
  check "dmesg: unknown level '0'" 1
  needs_root
  local before=$(cat /proc/sys/kernel/printk)
  run dmesg -n "$(cut -f1 /proc/sys/kernel/printk)"
  check "" 0
  [ "$(cat /proc/sys/kernel/printk)" = "$before" ]
}

@test "dmesg -c -C -n: without the capability, an error and nothing cleared (util-linux)" {
  needs_cmd setpriv
  needs_root
  local no="setpriv --inh-caps=-all --bounding-set=-all"
  run $no dmesg -C
  check "dmesg: clear kernel buffer failed: Operation not permitted" 1
  run $no dmesg -c
  check "dmesg: read kernel buffer failed: Operation not permitted" 1
  run $no dmesg -n 1
  check "dmesg: klogctl failed: Operation not permitted" 1
  run $no /usr/bin/dmesg -C
  check "dmesg: clear kernel buffer failed: Operation not permitted" 1
}

@test "dmesg: incompatible options, bad option" {
  run dmesg -Cc
  [ "$status" = 1 ]
  run dmesg -x -q
  [ "$status" = 1 ]
  [ "${lines[0]}" = "dmesg: unknown option '-q'" ]
  run dmesg -s 0
  [ "$status" = 1 ]
  run dmesg extra
  [ "$status" = 1 ]
}
