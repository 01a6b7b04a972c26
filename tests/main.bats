#!/usr/bin/env bats
# The multiplexer (main.c): which command runs by the name toybox is called
# under, "toybox CMD", the toybox options, help, version and errors.

load helper
bats_require_minimum_version 1.5.0

HELP_LINE='usage: toybox [--long | --help | --version | [COMMAND [ARGUMENTS...]]]'

@test "a symlink named after a command runs it: ./true, ./false" {
  ln -s "$TOYBOX" true
  ln -s "$TOYBOX" false
  run ./true
  check "" 0
  run ./false
  check "" 1
}

@test "the name counts, not the path: absolute path of a symlink" {
  mkdir -p sub/dir
  ln -s "$TOYBOX" sub/dir/false
  run "$PWD/sub/dir/false"
  check "" 1
}

@test "a symlink to a symlink uses the name it was called by" {
  ln -s "$TOYBOX" false
  ln -s false true
  run ./true
  check "" 0
}

@test "a hard link (a copy) named after a command runs it" {
  ln "$TOYBOX" false 2>/dev/null || cp "$TOYBOX" false
  run ./false
  check "" 1
  cp "$TOYBOX" true
  run ./true
  check "" 0
}

@test "a copy named toybox-x86_64 acts as toybox" {
  cp "$TOYBOX" toybox-x86_64
  run ./toybox-x86_64
  check "$("$TOYBOX")" 0
  run ./toybox-x86_64 false
  check "" 1
  run ./toybox-x86_64 --version
  check "toybox 0.1.0" 0
}

@test "a symlink named toybox.new acts as toybox" {
  ln -s "$TOYBOX" toybox.new
  run ./toybox.new true
  check "" 0
}

@test "toybox alone lists every command on one line, sorted" {
  run "$TOYBOX"
  [ "$status" = 0 ]
  [ "${#lines[@]}" = 1 ]
  [ "$output" = "$(printf '%s\n' $output | LC_ALL=C sort | tr '\n' ' ' | sed 's/ $//')" ]
  # true and false are always there
  case " $output " in *" false "*) ;; *) false ;; esac
  case " $output " in *" true "*) ;; *) false ;; esac
}

@test "every listed command runs through its own symlink (--version)" {
  local i
  for i in $("$TOYBOX"); do
    # test (and [ with more than one argument) treats --version as a string,
    # as POSIX says; tests/test.bats covers it
    [ "$i" = test ] && continue
    ln -s "$TOYBOX" "$i"
    run "./$i" --version
    check "toybox 0.1.0" 0
  done
}

@test "toybox CMD ARGS runs CMD with the arguments" {
  run "$TOYBOX" true -x --foo bar
  check "" 0
  run "$TOYBOX" false a b
  check "" 1
}

@test "toybox /some/path/CMD runs CMD (basename)" {
  run "$TOYBOX" /no/such/dir/false
  check "" 1
}

@test "toybox toybox CMD: the multiplexer again" {
  run "$TOYBOX" toybox false
  check "" 1
  run "$TOYBOX" toybox
  check "$("$TOYBOX")" 0
}

@test "toybox --version" {
  run "$TOYBOX" --version
  check "toybox 0.1.0" 0
}

@test "toybox --help shows the toybox usage and options" {
  run "$TOYBOX" --help
  [ "$status" = 0 ]
  [ "${lines[0]}" = "$HELP_LINE" ]
  [[ "$output" == *"--long"* ]]
  [[ "$output" == *"--version"* ]]
  run "$TOYBOX" help
  [ "$status" = 0 ]
  [ "${lines[0]}" = "$HELP_LINE" ]
}

@test "toybox --long lists DIR/NAME for every command, sorted by name" {
  run "$TOYBOX" --long
  [ "$status" = 0 ]
  local names
  names=$(printf '%s\n' "${lines[@]}" | sed 's|.*/||' | tr '\n' ' ' | sed 's/ $//')
  [ "$names" = "$("$TOYBOX")" ]
  local i
  for i in "${lines[@]}"; do
    case "$i" in bin/*|sbin/*|usr/bin/*|usr/sbin/*) ;; *) false ;; esac
  done
  printf '%s\n' "${lines[@]}" | grep -qx bin/true
  printf '%s\n' "${lines[@]}" | grep -qx bin/false
}

@test "toybox --long | head -n1: no error message" {
  run sh -c '"$1" --long | head -n1' sh "$TOYBOX"
  check "$("$TOYBOX" --long | sed -n 1p)" 0
}

@test "CMD --help: the command's help text, exit 0" {
  run "$TESTBIN/false" --help
  check "usage: false

Return nonzero (failure). Ignores its arguments." 0
  run "$TOYBOX" true --help
  check "usage: true

Return zero (success). Ignores its arguments." 0
}

@test "CMD --help goes to stdout" {
  run sh -c '"$1" --help 2>/dev/null' sh "$TESTBIN/false"
  [ "$status" = 0 ]
  [ "${lines[0]}" = "usage: false" ]
}

@test "CMD --version" {
  run "$TESTBIN/true" --version
  check "toybox 0.1.0" 0
  run "$TOYBOX" false --version
  check "toybox 0.1.0" 0
}

@test "toybox help CMD = CMD --help" {
  run "$TOYBOX" help false
  check "$("$TESTBIN/false" --help)" 0
}

@test "unknown command: toybox NAME" {
  run -127 "$TOYBOX" nosuchcmd
  check "toybox: nosuchcmd: no such command" 127
  run -127 sh -c '"$1" nosuchcmd 2>/dev/null' sh "$TOYBOX"
  check "" 127
}

@test "unknown command: a symlink with an unknown name" {
  ln -s "$TOYBOX" nosuchcmd
  run -127 ./nosuchcmd
  check "toybox: nosuchcmd: no such command" 127
  run -127 sh -c './nosuchcmd 2>/dev/null'
  check "" 127
}

@test "unknown command: toybox help NAME" {
  run -127 "$TOYBOX" help nosuchcmd
  check "toybox: nosuchcmd: no such command" 127
}

@test "unknown command: empty name" {
  run -127 "$TOYBOX" ""
  check "toybox: : no such command" 127
}

@test "unknown toybox option: message, usage line, exit 1" {
  run "$TOYBOX" --bogus
  check "toybox: unknown option '--bogus'
$HELP_LINE" 1
}

@test "write error: toybox --help > /dev/full" {
  run sh -c '"$1" --help > /dev/full' sh "$TOYBOX"
  [ "$status" = 1 ]
  [[ "$output" == *"write error"* ]]
}

@test "write error: toybox > /dev/full" {
  run sh -c '"$1" > /dev/full' sh "$TOYBOX"
  check "toybox: write error: No space left on device" 1
}

@test "write error: toybox --long and --version > /dev/full" {
  run sh -c '"$1" --long > /dev/full' sh "$TOYBOX"
  check "toybox: write error: No space left on device" 1
  run sh -c '"$1" --version > /dev/full' sh "$TOYBOX"
  check "toybox: write error: No space left on device" 1
}

@test "write error: CMD --help > /dev/full names the command" {
  run sh -c '"$1" --help > /dev/full' sh "$TESTBIN/false"
  check "false: write error: No space left on device" 1
}

@test "closed pipe with SIGPIPE ignored: write error, exit 1" {
  # toybox writes only after the reader has closed its end (told by a fifo)
  mkfifo go
  run bash -c 'trap "" PIPE
    { read -r _ < go; "$1" --long; } | { exec 0<&-; echo > go; }
    exit ${PIPESTATUS[0]}' sh "$TOYBOX"
  check "toybox: write error: Broken pipe" 1
}

@test "an empty argv[0] is an unknown command" {
  run -127 bash -c 'exec -a "" "$1"' sh "$TOYBOX"
  check "toybox: : no such command" 127
}
