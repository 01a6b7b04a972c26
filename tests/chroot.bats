#!/usr/bin/env bats
# chroot: run a command with a different root (GNU coreutils)

load helper
bats_require_minimum_version 1.5.0

mkroot() {
  needs_root
  [ -x /bin/busybox ] && file -L /bin/busybox | grep -q static ||
    skip "needs a static /bin/busybox"
  mkdir -p r/bin
  cp /bin/busybox r/bin/
}

@test "chroot: runs a command inside NEWROOT (GNU)" {
  mkroot
  run chroot r /bin/busybox echo hi
  check "hi" 0
  echo data > r/file
  run chroot r /bin/busybox cat /file
  check "data" 0
  run chroot r /bin/busybox pwd
  check "/" 0
  run chroot "$PWD/r" /bin/busybox sh -c 'exit 7'
  check "" 7
  run chroot r /bin/busybox ls /
  check "bin
file" 0
}

@test "chroot --groups, --skip-chdir (GNU)" {
  needs_root
  run chroot --groups=1,2 / /bin/sh -c 'id -G'
  check "0 1 2" 0
  run chroot --userspec=1:1 --groups=2,3 / /bin/sh -c 'id -u; id -g; id -G'
  check "1
1
1 2 3" 0
  run chroot --groups=nosuchgroup / true
  check "chroot: invalid group 'nosuchgroup'" 125
  mkdir d
  run chroot --skip-chdir / /bin/sh -c pwd
  check "$PWD" 0
  run chroot --skip-chdir d /bin/sh -c pwd
  check "chroot: option --skip-chdir only permitted if NEWROOT is old '/'" 125
}

@test "chroot: default command is \$SHELL -i (GNU)" {
  mkroot
  ln -s busybox r/bin/sh
  run -127 env SHELL=/bin/busybox chroot r
  check "-i: applet not found" 127
  run sh -c 'echo "echo in; exit 3" | env -u SHELL chroot r 2>/dev/null'
  [ "$status" = 3 ]
  [[ "$output" = *in ]]
}

@test "chroot --userspec (GNU)" {
  mkroot
  run chroot --userspec=65534:65534 r /bin/busybox id
  check "uid=65534 gid=65534 groups=65534" 0
  run chroot --userspec=nobody:nogroup r /bin/busybox id -u
  check "65534" 0
  run chroot --userspec=no_such_user_x r /bin/busybox id
  [ "$status" = 125 ]
}

@test "chroot: command not found 127, not runnable 126 (GNU)" {
  mkroot
  run -127 chroot r /nope
  check "chroot: failed to run command '/nope': No such file or directory" 127
  run chroot r /bin
  check "chroot: failed to run command '/bin': Permission denied" 126
  run -127 chroot r nope
  check "chroot: failed to run command 'nope': No such file or directory" 127
}

@test "chroot: errors exit 125 (GNU)" {
  needs_root
  run chroot nodir
  check "chroot: cannot change root directory to 'nodir': No such file or directory" 125
  : > f
  run chroot f /bin/true
  check "chroot: cannot change root directory to 'f': Not a directory" 125
  run chroot
  [ "$status" = 125 ]
  [[ "$output" = "chroot: "* ]]
  run chroot --bogus r
  [ "$status" = 125 ]
}
