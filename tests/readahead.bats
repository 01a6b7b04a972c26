#!/usr/bin/env bats
# readahead: exit status and messages in the toybox form (whether the pages
# came into the cache can't be seen portably from here).

load helper

@test "readahead files, empty and large" {
  echo data > a
  : > empty
  head -c 300000 /dev/zero > big
  run readahead a empty big
  check '' 0
}

@test "readahead: missing file and directory reported, others done" {
  echo x > a
  mkdir d
  run readahead nonexistent a d
  check $'readahead: nonexistent: No such file or directory\nreadahead: d: Is a directory' 1
}

@test "readahead needs a FILE" {
  run readahead
  [ "$status" = 1 ] && [ "${lines[0]}" = "readahead: missing argument" ]
}
