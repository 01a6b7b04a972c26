#!/usr/bin/env bats
# mcookie: checked against util-linux mcookie (/usr/bin/mcookie): 32 hex
# digits; -v says where the bytes came from (toybox reads 16 random bytes,
# util-linux says 128).

load helper

@test "mcookie prints 32 hex digits" {
  run mcookie
  [ "$status" = 0 ]
  [[ "$output" =~ ^[0-9a-f]{32}$ ]]
}

@test "mcookie: each one is new" {
  run bash -c 'for i in 1 2 3 4 5; do mcookie; done | sort -u | wc -l'
  check "5" 0
}

@test "mcookie -v -f FILE -m SIZE (util-linux)" {
  printf 'hello world' > seed
  run bash -c 'mcookie -v -f seed -m 5 2>&1 >/dev/null'
  check "Got 5 bytes from seed
Got 16 bytes from getrandom() function" 0
  run bash -c 'echo abc | mcookie -v --file - 2>&1 >/dev/null'
  check "Got 4 bytes from -
Got 16 bytes from getrandom() function" 0
}

@test "mcookie: missing file is reported, a cookie still printed (util-linux)" {
  run bash -c 'mcookie -f /nonexistent/x 2>&1 | sed "s/[0-9a-f]\{32\}/COOKIE/"'
  check "mcookie: cannot open /nonexistent/x: No such file or directory
COOKIE" 0
}
