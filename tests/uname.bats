#!/usr/bin/env bats
# uname: POSIX -asnrvm, GNU's -p -i -o and its order and -a; each field is
# checked against what the kernel says (/proc) and against GNU uname.

load helper

@test "uname: default is -s (POSIX)" {
  run uname
  check "Linux" 0
}

@test "uname -n -r -v -m: the kernel's fields" {
  run uname -n
  check "$(cat /proc/sys/kernel/hostname)" 0
  run uname -r
  check "$(cat /proc/sys/kernel/osrelease)" 0
  run uname -v
  check "$(cat /proc/sys/kernel/version)" 0
  run uname -m
  check "$(/usr/bin/uname -m)" 0
}

@test "uname -p -i: unknown (GNU on Linux)" {
  run uname -p
  check "unknown" 0
  run uname -i
  check "unknown" 0
}

@test "uname -o: GNU/Linux with glibc (GNU)" {
  ldd --version 2>&1 | grep -qi 'gnu\|glibc' || skip "not glibc"
  run uname -o
  check "GNU/Linux" 0
}

@test "uname -a: GNU's order, without unknown -p -i (GNU)" {
  run uname -a
  check "$(/usr/bin/uname -a)" 0
  run uname -a
  check "Linux $(cat /proc/sys/kernel/hostname) $(cat /proc/sys/kernel/osrelease) $(cat /proc/sys/kernel/version) $(/usr/bin/uname -m) $(uname -o)" 0
}

@test "uname: fields in fixed order whatever the option order (GNU)" {
  run uname -o -s -m
  check "Linux $(/usr/bin/uname -m) $(uname -o)" 0
  run uname -snrvmpio
  check "$(/usr/bin/uname -snrvmpio)" 0
  run uname -ps
  check "Linux unknown" 0
}

@test "uname: long options (GNU)" {
  run uname --kernel-name --machine --processor
  check "Linux $(/usr/bin/uname -m) unknown" 0
  run uname --all
  check "$(/usr/bin/uname -a)" 0
  run uname --kernel-release --nodename --kernel-version --hardware-platform --operating-system
  check "$(/usr/bin/uname -nrvio)" 0
}

@test "uname: extra argument and bad option" {
  run uname x
  check "uname: extra argument 'x'
usage: uname [-asnrvmpio]" 1
  run uname -q
  check "uname: unknown option '-q'
usage: uname [-asnrvmpio]" 1
}

@test "uname > /dev/full" {
  run sh -c 'uname > /dev/full'
  check "uname: write error: No space left on device" 1
}
