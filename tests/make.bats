#!/usr/bin/env bats
# The build: every make target, run in copies of the source tree (its files
# only, never its generated/ or .config). Copy A holds the default build and
# the targets that use it, copy B the configuration targets.

load helper
bats_require_minimum_version 1.5.0

# copy_tree DIR: the tree's files (tracked, and new ones not ignored)
copy_tree()
{
  local f

  mkdir -p "$1"
  if git -C "$TOPDIR" rev-parse --git-dir >/dev/null 2>&1; then
    git -C "$TOPDIR" ls-files -co --exclude-standard | while IFS= read -r f; do
      [ -f "$TOPDIR/$f" ] || continue
      case "$f" in */*) mkdir -p "$1/${f%/*}" ;; esac
      cp -p "$TOPDIR/$f" "$1/$f" || return 1
    done
  else
    cp -Rp "$TOPDIR/." "$1" &&
      (cd "$1" && rm -rf generated toybox .config .config.old defconfig \
        kconfig/kconf scripts/mkgen)
  fi
}

# "make sanitize" below runs the suite in a copy: not this file again there.
setup_file()
{
  [ -z "${TOYBOX_MAKE_BATS:-}" ] || return 0
  export A=$BATS_FILE_TMPDIR/a B=$BATS_FILE_TMPDIR/b
  export LOGS=$BATS_FILE_TMPDIR
  copy_tree "$A"
  copy_tree "$B"
}

setup()
{
  [ -z "${TOYBOX_MAKE_BATS:-}" ] || skip "make.bats inside make.bats"
  # Run by "make -j2 test": the builds here are make's own, not sub-makes
  # of that one (its jobserver warns "-j2 forced in submake").
  unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES
  cd "$BATS_TEST_TMPDIR" || return 1
}

# The suite's environment without the outer bats: its variables and its
# libexec dir in PATH (whose bats skips /usr/bin/bats's setup) confuse an
# inner bats.
clean_env()
{
  local d p= IFS=:

  for d in $PATH; do
    case "$d" in *bats-core*) ;; *) p=${p:+$p:}$d ;; esac
  done
  env -i PATH="$p" HOME="$HOME" TOYBOX_MAKE_BATS=1 "$@"
}

# The compile and link lines in make's output
compiles() { grep -E '^[^ ]*(cc|gcc|clang) ' <<< "$output" || true; }

@test "the copy has no build output" {
  cd "$A"
  [ ! -e generated ] && [ ! -e .config ] && [ ! -e toybox ]
  [ -f Makefile ] && [ -f main.c ]
}

@test "make with no .config runs defconfig and builds ./toybox" {
  cd "$A"
  run make -j2
  printf '%s\n' "$output" > "$LOGS/build.log"
  [ "$status" = 0 ]
  grep -qx 'CONFIG_TRUE=y' .config
  grep -qx 'CONFIG_FALSE=y' .config
  grep -qx '# CONFIG_ARGTEST is not set' .config
  [ -x toybox ]
  run ./toybox
  [[ " $output " == *" false "* ]] && [[ " $output " == *" true "* ]]
  [[ " $output " != *" argtest "* ]]
  run ./toybox false
  check "" 1
}

@test "the build (-Wall -Wextra) shows no warnings" {
  [ -f "$LOGS/build.log" ] || skip "no build log"
  run grep -c 'warning:' "$LOGS/build.log"
  check "0" 1
  grep -q -- '-Wall -Wextra' "$LOGS/build.log"
}

@test "a second make compiles nothing and rewrites no header" {
  cd "$A"
  touch "$LOGS/stamp"
  run make -j2
  [ "$status" = 0 ]
  [ -z "$(compiles)" ]
  run find generated toybox -newer "$LOGS/stamp" -name '*.h' -o -newer "$LOGS/stamp" -name toybox
  check "" 0
}

@test "touching one command's source recompiles just it and relinks" {
  cd "$A"
  sleep 0.01
  touch toys/posix/true.c
  run make -j2
  [ "$status" = 0 ]
  run compiles
  [ "${#lines[@]}" = 2 ]
  [[ "${lines[0]}" == *" -c -o generated/obj/toys/posix/true.o toys/posix/true.c" ]]
  [[ "${lines[1]}" == *" -o generated/toybox "* ]]
}

@test "make NAME: a standalone ./false that is false under any name" {
  cd "$A"
  run make -j2 false
  [ "$status" = 0 ]
  run ./false
  check "" 1
  ln -s false true
  run ./true
  check "" 1
  cp false other
  run ./other x y
  check "" 1
  run ./false --version
  check "toybox 0.1.0" 0
  run ./false --help
  [ "${lines[0]}" = "usage: false" ]
}

@test "make single NAME=true" {
  cd "$A"
  run make -j2 single NAME=true
  [ "$status" = 0 ]
  rm -f true
  make single NAME=true >/dev/null 2>&1
  run ./true
  check "" 0
  run make single
  [ "$status" != 0 ]
  [ "${lines[0]}" = "usage: make single NAME=command" ]
}

@test "make static: a statically linked ./toybox (musl-gcc)" {
  command -v musl-gcc >/dev/null || skip "no musl-gcc"
  command -v file >/dev/null || skip "no file"
  cd "$A"
  run make -j2 static
  [ "$status" = 0 ]
  [ -z "$(grep 'warning:' <<< "$output")" ]
  run file -L toybox
  [[ "$output" == *"statically linked"* ]]
  run ./toybox false
  check "" 1
  run ./toybox --version
  check "toybox 0.1.0" 0
}

@test "make after make static puts the default ./toybox back" {
  command -v musl-gcc >/dev/null || skip "no musl-gcc"
  command -v file >/dev/null || skip "no file"
  cd "$A"
  run make -j2
  [ "$status" = 0 ]
  cmp toybox generated/toybox
  run file -L toybox
  [[ "$output" != *"statically linked"* ]]
}

@test "make install PREFIX=...: binary and relative links per toybox --long" {
  cd "$A"
  run make install PREFIX="$BATS_TEST_TMPDIR/inst"
  [ "$status" = 0 ]
  cd "$BATS_TEST_TMPDIR/inst"
  [ -x bin/toybox ] && [ ! -L bin/toybox ]
  cmp bin/toybox "$A/toybox"
  local path n=0
  for path in $("$A/toybox" --long); do
    [ -L "$path" ]
    case "$path" in
      bin/*) [ "$(readlink "$path")" = toybox ] ;;
      sbin/*) [ "$(readlink "$path")" = ../bin/toybox ] ;;
      usr/*) [ "$(readlink "$path")" = ../../bin/toybox ] ;;
    esac
    n=$((n+1))
  done
  [ "$n" -gt 0 ]
  # every file installed is the binary or one of those links
  [ "$(find . ! -type d | wc -l)" = $((n+1)) ]
  run bin/false
  check "" 1
}

@test "make install again replaces its links (no error)" {
  cd "$A"
  make install PREFIX="$BATS_TEST_TMPDIR/inst" >/dev/null
  run make install PREFIX="$BATS_TEST_TMPDIR/inst"
  [ "$status" = 0 ]
  [ "$(readlink "$BATS_TEST_TMPDIR/inst/bin/true")" = toybox ]
}

@test "make install_flat: everything in PREFIX itself" {
  cd "$A"
  run make install_flat PREFIX="$BATS_TEST_TMPDIR/flat"
  [ "$status" = 0 ]
  cd "$BATS_TEST_TMPDIR/flat"
  [ -x toybox ] && [ ! -L toybox ]
  local path n=0
  for path in $("$A/toybox" --long); do
    [ "$(readlink "${path##*/}")" = toybox ]
    n=$((n+1))
  done
  [ "$(ls | wc -l)" = $((n+1)) ]
  run ./false
  check "" 1
}

@test "make uninstall removes the links and binary, nothing else" {
  cd "$A"
  local p=$BATS_TEST_TMPDIR/inst
  make install PREFIX="$p" >/dev/null
  echo mine > "$p/bin/keep"
  ln -s /bin/sh "$p/bin/mylink"
  rm "$p/bin/true"
  ln -s /bin/true "$p/bin/true"
  run make uninstall PREFIX="$p"
  check "" 0
  run ls "$p/bin"
  check "keep
mylink
true" 0
  [ "$(readlink "$p/bin/true")" = /bin/true ]
}

@test "make uninstall of a flat install" {
  cd "$A"
  local p=$BATS_TEST_TMPDIR/flat
  make install_flat PREFIX="$p" >/dev/null
  run make uninstall PREFIX="$p"
  check "" 0
  run ls -A "$p"
  check "" 0
}

@test "make help lists the targets" {
  cd "$A"
  run make help
  [ "$status" = 0 ]
  local t
  for t in defconfig allyesconfig allnoconfig oldconfig savedefconfig \
    menuconfig static sanitize install install_flat uninstall test test_NAME \
    bench clean distclean NAME single; do
    [[ " $output " == *[\ "]$t[\ ":]* ]]
  done
}

@test "make test_NAME runs one bats file and counts" {
  cd "$A"
  run clean_env make test_true
  [ "$status" = 0 ]
  [ "${lines[-1]}" = "$(grep -c '^@test' tests/true.bats) passed, 0 failed" ]
  [ -x generated/single/argtest/argtest ]
}

@test "make bench runs the harness (no matching workload here)" {
  command -v hyperfine >/dev/null || skip "no hyperfine"
  cd "$A"
  run env -u TOYBOX make bench BENCH_FILTER=no-such-workload-label
  [ "$status" = 0 ]
  [ "${lines[-1]}" = "no workloads match 'no-such-workload-label'" ]
}

@test "make sanitize: an ASan+UBSan toybox passes tests (CI runs all of them)" {
  cd "$A"
  run clean_env make -j2 sanitize TESTS="tests/true.bats tests/false.bats tests/argtest.bats"
  [ "$status" = 0 ]
  [[ "${lines[-1]}" =~ ^[0-9]+\ passed,\ 0\ failed ]]
  [ -x generated/sanitize/toybox ]
  grep -q -- -fsanitize=address generated/sanitize/generated/cflags.txt
}

@test "install.sh is POSIX sh: runs under dash and busybox sh" {
  cd "$A"
  local sh
  for sh in dash "busybox sh"; do
    command -v ${sh% *} >/dev/null || continue
    rm -rf "$BATS_TEST_TMPDIR/p"
    run $sh scripts/install.sh "$BATS_TEST_TMPDIR/p"
    check "" 0
    [ "$(readlink "$BATS_TEST_TMPDIR/p/bin/false")" = toybox ]
    run $sh scripts/install.sh --uninstall "$BATS_TEST_TMPDIR/p"
    check "" 0
    [ -z "$(ls -A "$BATS_TEST_TMPDIR/p")" ]
  done
}

@test "install.sh usage errors" {
  cd "$A"
  run scripts/install.sh
  check "usage: scripts/install.sh [--flat|--uninstall] PREFIX" 1
  run scripts/install.sh --bogus /tmp/x
  check "usage: scripts/install.sh [--flat|--uninstall] PREFIX" 1
  # nothing installed there: fine, it's gone already
  [ -x toybox ] || make -j2 >/dev/null 2>&1
  run scripts/install.sh --uninstall "$BATS_TEST_TMPDIR/none"
  check "" 0
  # ...but without a toybox to say what to remove, an error
  cd "$BATS_TEST_TMPDIR"
  run "$A/scripts/install.sh" --uninstall "$BATS_TEST_TMPDIR/none"
  check "install.sh: no toybox to uninstall in $BATS_TEST_TMPDIR/none" 1
  run "$A/scripts/install.sh" "$BATS_TEST_TMPDIR/none"
  check "install.sh: no ./toybox: run make first" 1
}

@test "CC and CFLAGS are honoured (make CC=clang CFLAGS=-O1), no warnings" {
  command -v clang >/dev/null || skip "no clang"
  cd "$A"
  run make -j2 CC=clang CFLAGS="-O1 -g"
  [ "$status" = 0 ]
  [ -z "$(grep 'warning:' <<< "$output")" ]
  run compiles
  [ "${#lines[@]}" -gt 3 ]
  local l
  for l in "${lines[@]}"; do [[ "$l" == "clang -O1 -g "* ]]; done
  run ./toybox false
  check "" 1
  # and back to cc: everything is rebuilt with it
  run make -j2
  [ "$status" = 0 ]
  run compiles
  [ "${#lines[@]}" -gt 3 ]
  for l in "${lines[@]}"; do [[ "$l" == "cc -Os "* ]]; done
}

@test "make clean removes the build output, keeps .config and sources" {
  cd "$A"
  make false >/dev/null 2>&1
  run make clean
  [ "$status" = 0 ]
  [ ! -e generated ] && [ ! -e toybox ] && [ ! -e false ]
  [ ! -e kconfig/kconf ] && [ ! -e scripts/mkgen ]
  [ -f .config ]
  [ -f main.c ] && [ -f toys/posix/false.c ]
}

@test "make distclean also removes .config; make then starts over" {
  cd "$A"
  make savedefconfig >/dev/null 2>&1
  run make distclean
  [ "$status" = 0 ]
  [ ! -e .config ] && [ ! -e defconfig ] && [ ! -e generated ]
  [ ! -e kconfig/kconf ]
}

# Configuration targets, in copy B -------------------------------------------

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
