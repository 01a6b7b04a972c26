#!/usr/bin/env bats
# pwd: POSIX (-L is the default); bash has a builtin, so run $TESTBIN/pwd.

load helper

setup_dirs() {
  mkdir -p real/sub
  ln -s real link
  top=$(cd -P . && /bin/pwd -P)
}

@test "pwd: prints the current directory" {
  setup_dirs
  cd real/sub
  run "$TESTBIN/pwd" -P
  check "$top/real/sub" 0
}

@test "pwd -P: symlinks resolved (POSIX)" {
  setup_dirs
  cd link
  PWD="$top/link" run "$TESTBIN/pwd" -P
  check "$top/real" 0
}

@test "pwd: -L is the default and keeps the symlink from \$PWD (POSIX)" {
  setup_dirs
  cd "$top/link"
  PWD="$top/link" run "$TESTBIN/pwd"
  check "$top/link" 0
  PWD="$top/link" run "$TESTBIN/pwd" -L
  check "$top/link" 0
}

@test "pwd -L: \$PWD naming another directory is not used (POSIX)" {
  setup_dirs
  cd real
  PWD=/ run "$TESTBIN/pwd" -L
  check "$top/real" 0
}

@test "pwd -L: \$PWD with . or .. or relative is not used (POSIX)" {
  setup_dirs
  cd link
  PWD="$top/link/../link" run "$TESTBIN/pwd" -L
  check "$top/real" 0
  PWD="$top/./link" run "$TESTBIN/pwd" -L
  check "$top/real" 0
  PWD="link" run "$TESTBIN/pwd" -L
  check "$top/real" 0
  PWD="$top/link/" run "$TESTBIN/pwd" -L
  check "$top/link/" 0
}

@test "pwd -L: no \$PWD at all" {
  setup_dirs
  cd link
  run env -u PWD "$TESTBIN/pwd" -L
  check "$top/real" 0
}

@test "pwd: last of -L and -P wins (POSIX)" {
  setup_dirs
  cd link
  PWD="$top/link" run "$TESTBIN/pwd" -L -P
  check "$top/real" 0
  PWD="$top/link" run "$TESTBIN/pwd" -PL
  check "$top/link" 0
}

@test "pwd: directory names with spaces and newlines" {
  mkdir "a b
c"
  cd "a b
c"
  run "$TESTBIN/pwd" -P
  check "$(/bin/pwd -P)" 0
}

@test "pwd: removed current directory is an error" {
  mkdir gone
  cd gone
  rmdir ../gone
  run "$TESTBIN/pwd" -P
  check "pwd: getcwd: No such file or directory" 1
}

@test "pwd: extra argument and bad option" {
  run "$TESTBIN/pwd" x
  check "pwd: extra argument 'x'
usage: pwd [-L|-P]" 1
  run "$TESTBIN/pwd" -x
  check "pwd: unknown option '-x'
usage: pwd [-L|-P]" 1
}

@test "pwd > /dev/full" {
  run sh -c '"$0" > /dev/full' "$TESTBIN/pwd"
  check "pwd: write error: No space left on device" 1
}
