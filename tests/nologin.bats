#!/usr/bin/env bats
# nologin: checked against util-linux nologin (/usr/sbin/nologin).

load helper

@test "nologin refuses, exit 1 (util-linux)" {
  [ ! -e /etc/nologin.txt ] || skip "/etc/nologin.txt exists"
  run nologin
  check "This account is currently not available." 1
  run nologin -c 'echo hi'
  check "This account is currently not available." 1
}

@test "nologin shows /etc/nologin.txt when there is one" {
  needs_root
  needs_cmd unshare
  # (a tmpfs over /etc in a mount namespace of its own: the host's stays)
  run unshare -m sh -c 'mount -t tmpfs none /etc || exit 99
    echo "Go away" > /etc/nologin.txt; nologin'
  [ "$status" = 99 ] && skip "can't mount a tmpfs"
  check "Go away" 1
}
