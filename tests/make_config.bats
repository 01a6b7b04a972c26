#!/usr/bin/env bats
# The configuration targets (defconfig, allyesconfig, allnoconfig, oldconfig,
# savedefconfig, menuconfig), in a copy of the source tree of their own.

load make

setup_file()
{
  [ -z "${TOYBOX_MAKE_BATS:-}" ] && [ "${TOYBOX_BUILD_TESTS:-1}" != 0 ] || return 0
  export B=$BATS_FILE_TMPDIR/b
  copy_tree "$B"
}

@test "make defconfig: the defaults" {
  cd "$B"
  run make defconfig
  [ "$status" = 0 ]
  grep -qx 'CONFIG_TRUE=y' .config
  grep -qx 'CONFIG_TOYBOX_HELP=y' .config
  grep -qx '# CONFIG_ARGTEST is not set' .config
  grep -qx '# CONFIG_TOYBOX_DEBUG is not set' .config
}

@test "make allyesconfig: everything on" {
  cd "$B"
  run make allyesconfig
  [ "$status" = 0 ]
  grep -qx 'CONFIG_ARGTEST=y' .config
  grep -qx 'CONFIG_TOYBOX_DEBUG=y' .config
  [ -z "$(grep 'is not set' .config)" ]
}

@test "make allnoconfig: everything off" {
  cd "$B"
  run make allnoconfig
  [ "$status" = 0 ]
  grep -qx '# CONFIG_TRUE is not set' .config
  [ -z "$(grep '=y' .config)" ]
}

@test "savedefconfig then oldconfig gives the same .config (each base)" {
  cd "$B"
  local base
  for base in defconfig allyesconfig allnoconfig; do
    make $base >/dev/null 2>&1
    cp .config want
    rm -f defconfig
    run make savedefconfig
    [ "$status" = 0 ]
    [ -f defconfig ]
    rm .config
    cp defconfig .config
    run make oldconfig < /dev/null
    [ "$status" = 0 ]
    diff want .config
  done
}

@test "savedefconfig of the defaults lists no symbol" {
  cd "$B"
  make defconfig >/dev/null 2>&1
  make savedefconfig >/dev/null 2>&1
  [ -z "$(grep CONFIG_ defconfig | grep -v '^#[^ ]')" ]
}

@test "cp defconfig .config && make oldconfig </dev/null keeps a change" {
  cd "$B"
  make defconfig >/dev/null 2>&1
  sed 's/^CONFIG_TRUE=y$/# CONFIG_TRUE is not set/' .config > defconfig
  cp defconfig .config
  run make oldconfig < /dev/null
  [ "$status" = 0 ]
  grep -qx '# CONFIG_TRUE is not set' .config
  grep -qx 'CONFIG_FALSE=y' .config
}

@test "oldconfig fills in a symbol missing from .config with its default" {
  cd "$B"
  make defconfig >/dev/null 2>&1
  cp .config want
  grep -v 'CONFIG_FALSE' want > .config
  run make oldconfig < /dev/null
  [ "$status" = 0 ]
  diff want .config
}

@test "allnoconfig && make: a toybox with no commands" {
  cd "$B"
  make allnoconfig >/dev/null 2>&1
  run make -j2
  [ "$status" = 0 ]
  [ -z "$(grep 'warning:' <<< "$output")" ]
  run ./toybox
  check "" 0
  run ./toybox --long
  check "" 0
  run ./toybox --version
  check "toybox 0.1.0" 0
  run ./toybox --help
  [ "$status" = 0 ]
  [[ "${lines[0]}" == "usage: toybox "* ]]
  run -127 ./toybox true
  check "toybox: true: no such command" 127
}

@test "allyesconfig && make && make install: usr/bin links are relative" {
  cd "$B"
  make allyesconfig >/dev/null 2>&1
  run make -j2
  [ "$status" = 0 ]
  [ -z "$(grep 'warning:' <<< "$output")" ]
  run ./toybox
  [[ " $output " == *" argtest "* ]]
  make install PREFIX="$BATS_TEST_TMPDIR/p" >/dev/null
  [ "$(readlink "$BATS_TEST_TMPDIR/p/usr/bin/argtest")" = ../../bin/toybox ]
  run "$BATS_TEST_TMPDIR/p/usr/bin/argtest_stop" -a x -b
  check "optflags 0x2
arg x
arg -b" 0
  run make uninstall PREFIX="$BATS_TEST_TMPDIR/p"
  check "" 0
  [ ! -e "$BATS_TEST_TMPDIR/p" ] || [ -z "$(ls -A "$BATS_TEST_TMPDIR/p")" ]
}

@test "make menuconfig (in tmux): turn the first command off and save" {
  command -v tmux >/dev/null || skip "no tmux"
  cd "$B"
  make defconfig >/dev/null 2>&1
  local sock=toyboxmake$$ i
  rm -f exitcode
  tmux -L $sock -f /dev/null new-session -d -x 100 -y 30 \
    "cd '$B' && make menuconfig; echo \$? > exitcode; sleep 30"
  screen() { tmux -L $sock capture-pane -p; }
  wait_for() {
    for i in $(seq 200); do
      screen | grep -qF -- "$1" && return 0
      sleep 0.05
    done
    echo "timed out waiting for: $1"; screen; return 1
  }
  wait_for "POSIX commands  --->" || { tmux -L $sock kill-server; false; }
  tmux -L $sock send-keys j Enter
  # The cursor starts on the first command of the menu: toggle it off
  wait_for "[*] " || { tmux -L $sock kill-server; false; }
  local name
  name=$(screen | sed -n 's/.*\[\*\] \([a-z0-9_]*\).*/\1/p' | head -n 1)
  [ -n "$name" ] || { tmux -L $sock kill-server; false; }
  tmux -L $sock send-keys ' '
  wait_for "[ ] $name" || { tmux -L $sock kill-server; false; }
  tmux -L $sock send-keys q
  wait_for "Save configuration?" || { tmux -L $sock kill-server; false; }
  tmux -L $sock send-keys y
  for i in $(seq 200); do [ -s exitcode ] && break; sleep 0.05; done
  tmux -L $sock kill-server 2>/dev/null || true
  [ "$(cat exitcode)" = 0 ]
  local sym
  sym=$(echo "$name" | tr a-z A-Z)
  grep -qx "# CONFIG_$sym is not set" .config
  grep -qx 'CONFIG_TRUE=y' .config
}
