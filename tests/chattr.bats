#!/usr/bin/env bats
# chattr: checked against e2fsprogs' chattr 1.47 on this machine (what each
# MODE does, -V messages, -v/-p). The test directory must be on ext4.

load helper

E=--------------e-------

teardown() { attr_teardown; }

@test "chattr +MODE adds, -MODE removes, silently (e2fsprogs)" {
  needs_ext4
  touch f
  run chattr +dA f
  check ""
  run lsattr f
  check "------dA------e------- f"
  run chattr -A f
  check ""
  run lsattr f
  check "------d-------e------- f"
}

@test "chattr: several MODE arguments, -MODE isn't an option (e2fsprogs)" {
  needs_ext4
  touch f
  chattr +dAS f
  run chattr -d -A f
  check ""
  run lsattr f
  check "--S-----------e------- f"
  run chattr +d +A f
  run lsattr f
  check "--S---dA------e------- f"
}

@test "chattr =MODE sets exactly those, keeping e (e2fsprogs)" {
  needs_ext4
  touch f
  chattr +dAS f
  run chattr =t f
  check ""
  run lsattr f
  check "------------t-e------- f"
  run chattr = f
  run lsattr f
  check "$E f"
}

@test "chattr -V says what was set (e2fsprogs)" {
  needs_ext4
  touch f
  run chattr -V +dA f
  check "Flags of f set as ------dA------e-------"
  run chattr -V -v 7 f
  check "Version of f set as 7"
  run chattr -V -d -v 0x10 f
  check "Flags of f set as -------A------e-------
Version of f set as 16"
}

@test "chattr +i: immutable until -i (root)" {
  needs_ext4
  needs_root
  echo hi > f
  run chattr +i f
  check ""
  run lsattr f
  check "----i---------e------- f"
  run sh -c 'echo more >> f'
  [ "$status" != 0 ]
  run rm -f f
  [ "$status" != 0 ]
  chattr -i f
  run sh -c 'echo more >> f; cat f'
  check "hi
more"
}

@test "chattr +a: append only (root)" {
  needs_ext4
  needs_root
  echo hi > f
  chattr +a f
  run sh -c 'echo new > f'
  [ "$status" != 0 ]
  run sh -c 'echo more >> f; cat f'
  check "hi
more"
  run chattr -a f
  check ""
  run lsattr f
  check "$E f"
}

@test "chattr -R changes the whole tree, leaving symlinks and fifos alone" {
  needs_ext4
  mkdir -p d/e
  touch d/f d/e/g
  ln -s f d/link
  mkfifo d/e/fifo
  run chattr -R +d d
  check ""
  run lsattr -dR d d/e d/f d/e/g
  check "------d-------e------- d
------d-------e------- d/e
------d-------e------- d/f
------d-------e------- d/e/g"
  run chattr -V -R -d d/e
  check "Flags of d/e set as $E
Flags of d/e/g set as $E"
}

@test "chattr -v sets the version, decimal, 0x hex or 0 octal (e2fsprogs)" {
  needs_ext4
  touch f
  run chattr -v 4294967295 f
  check ""
  run lsattr -v f
  check "4294967295 $E f"
  chattr -v 0x10 f
  run lsattr -v f
  check "16         $E f"
  chattr -v 010 f
  run lsattr -v f
  check "8          $E f"
}

@test "chattr: bad -v and -p numbers" {
  touch f
  run chattr -v abc f
  check "chattr: bad version 'abc'" 1
  run chattr -v 4294967296 f
  check "chattr: bad version '4294967296'" 1
  run chattr -p -1 f
  check "chattr: bad project '-1'" 1
  run chattr -v '' f
  check "chattr: bad version ''" 1
}

@test "chattr -p sets the project id (where the filesystem has them)" {
  needs_ext4
  touch f
  run chattr -p 42 f
  if [ "$status" != 0 ]; then
    # ext4 without the quota and project features (qemu-user has no
    # FS_IOC_FSSETXATTR at all)
    [ "$output" != "chattr: f: set project: Function not implemented" ] ||
      skip "this emulator has no FS_IOC_FSSETXATTR"
    check "chattr: f: set project: Operation not supported" 1
    skip "this filesystem has no project ids"
  fi
  check ""
  run lsattr -p f
  check "   42 $E f"
}

@test "chattr: bad attribute letters are a usage error (e2fsprogs)" {
  touch f
  run chattr +q f
  [ "$status" = 1 ]
  [ "${lines[0]}" = "chattr: bad attribute 'q' in '+q'" ]
  run chattr +d,A f
  [ "${lines[0]}" = "chattr: bad attribute ',' in '+d,A'" ]
  # The read-only ones
  run chattr +E f
  [ "${lines[0]}" = "chattr: bad attribute 'E' in '+E'" ]
  [ "$status" = 1 ]
}

@test "chattr: = with + or -, and a flag both set and cleared (e2fsprogs)" {
  touch f
  run chattr +d =A f
  [ "$status" = 1 ]
  [ "${lines[0]}" = "chattr: no = with + or -" ]
  run chattr +dA -d f
  [ "$status" = 1 ]
  [ "${lines[0]}" = "chattr: 'd' both set and cleared" ]
}

@test "chattr: no MODE, or no FILE (e2fsprogs)" {
  touch f
  run chattr f
  [ "$status" = 1 ]
  [ "${lines[0]}" = "chattr: needs a MODE, -v or -p" ]
  run chattr +d
  [ "$status" = 1 ]
  [ "${lines[0]}" = "chattr: needs a FILE" ]
  run chattr
  [ "$status" = 1 ]
  [ "${lines[0]}" = "chattr: missing argument" ]
}

@test "chattr: missing file and symlink reported, the others changed" {
  needs_ext4
  touch f
  ln -s f link
  run chattr +d nope link f
  check "chattr: nope: No such file or directory
chattr: link: Operation not supported" 1
  run lsattr f
  check "------d-------e------- f"
}

@test "chattr -f: no messages, still exit 1 (e2fsprogs)" {
  needs_ext4
  touch f
  run chattr -f +d nope f
  check "" 1
  run lsattr f
  check "------d-------e------- f"
}

@test "chattr on a filesystem without attributes (/proc)" {
  run chattr +d /proc
  check "chattr: /proc: Operation not supported" 1
}

@test "chattr -v where there are no versions (tmpfs)" {
  [ "$(/usr/bin/stat -f -c %T /dev/shm 2>/dev/null)" = tmpfs ] ||
    skip "needs a tmpfs /dev/shm"
  local f
  f=$(mktemp /dev/shm/chattr.XXXXXX)
  run chattr -v 3 "$f"
  rm -f "$f"
  check "chattr: $f: set version: Operation not supported" 1
}

@test "chattr: names with spaces and newlines" {
  needs_ext4
  touch "a b" "$(printf 'n\nl')"
  run chattr -V +d "a b" "$(printf 'n\nl')"
  check "Flags of a b set as ------d-------e-------
Flags of n
l set as ------d-------e-------"
}

@test "chattr -V > /dev/full fails" {
  needs_ext4
  touch f
  run sh -c 'chattr -V +d f > /dev/full'
  check "chattr: write error: No space left on device" 1
}

@test "chattr leaves the same attributes as e2fsprogs' chattr" {
  needs_ext4
  [ -x /usr/bin/chattr ] && [ -x /usr/bin/lsattr ] || skip "needs e2fsprogs"
  local m
  touch a b
  for m in +d +A "+S -d" =c = +st "-t -s" =dAS "-A +u"; do
    chattr $m a
    /usr/bin/chattr $m b
    [ "$(/usr/bin/lsattr a | cut -c1-22)" = "$(/usr/bin/lsattr b | cut -c1-22)" ] ||
      { echo "differs after chattr $m" >&2; return 1; }
  done
}

@test "chattr -R and lsattr -R below PATH_MAX's depth" {
  needs_ext4
  deep_tree deep 2500 leaf
  run chattr -R +d deep
  check ""
  run sh -c 'lsattr -R deep | grep -c "^------d-------e------- deep/"'
  check "2501"
  run chattr -R -d deep
  check ""
}
