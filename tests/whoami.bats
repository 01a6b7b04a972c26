#!/usr/bin/env bats
# whoami: the effective user's name, like GNU whoami and id -un.

load helper

@test "whoami: same as id -un (GNU)" {
  run whoami
  check "$(id -un)" 0
}

@test "whoami: the effective user after a uid change" {
  needs_root
  needs_cmd setpriv
  user=$(getent passwd 1 | cut -d: -f1)
  [ -n "$user" ] || skip "no user 1"
  run setpriv --reuid=1 --regid=1 --clear-groups "$TOYBOX" whoami
  check "$user" 0
}

@test "whoami: a uid with no name is an error (GNU)" {
  needs_root
  needs_cmd setpriv
  getent passwd 54321 >/dev/null && skip "uid 54321 exists"
  run setpriv --reuid=54321 --regid=54321 --clear-groups "$TOYBOX" whoami
  check "whoami: cannot find name for user ID 54321" 1
}

@test "whoami: extra argument" {
  run whoami x
  check "whoami: extra argument 'x'
usage: whoami" 1
}

@test "whoami > /dev/full" {
  run sh -c 'whoami > /dev/full'
  check "whoami: write error: No space left on device" 1
}
