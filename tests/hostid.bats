#!/usr/bin/env bats
# hostid: checked against coreutils hostid (/usr/bin/hostid).

load helper

@test "hostid matches coreutils" {
  needs_cmd /usr/bin/hostid
  run hostid
  check "$(/usr/bin/hostid)" 0
}

@test "hostid is 8 hex digits" {
  run hostid
  [[ "$output" =~ ^[0-9a-f]{8}$ ]]
}

@test "hostid takes no arguments (coreutils)" {
  run hostid x
  [ "$status" = 1 ]
}
