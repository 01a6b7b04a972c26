#!/usr/bin/env bats
# The build: every make target but the configuration ones (make_config.bats),
# in a copy of the source tree holding the default build and the targets
# that use it.

load make

# "make sanitize" below runs the suite in a copy: not this file again there.
setup_file()
{
  [ -z "${TOYBOX_MAKE_BATS:-}" ] && [ "${TOYBOX_BUILD_TESTS:-1}" != 0 ] || return 0
  export A=$BATS_FILE_TMPDIR/a
  export LOGS=$BATS_FILE_TMPDIR
  copy_tree "$A"
}

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

@test "make compiles one file per CPU unless given -j" {
  cd "$A"
  [ -e .config ] || skip "no build"
  # (-n prints the compile step's sub-make, which runs to print its own)
  run make -n toybox
  [ "$status" = 0 ]
  [[ "$output" == *"make -j$(nproc) -f scripts/build.mk "* ]]
  run make -j1 -n toybox
  [ "$status" = 0 ]
  [[ "$output" == *"make  -f scripts/build.mk "* ]]
  [[ "$output" != *"make -j"*"-f scripts/build.mk "* ]]
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

@test "make install: a file in a link's place is replaced, a directory is an error" {
  cd "$A"
  local p=$BATS_TEST_TMPDIR/inst
  mkdir -p "$p/bin" "$p/elsewhere"
  echo old > "$p/bin/cat"
  # a symlink to a directory: replaced, never followed (ln would put the
  # link in the directory)
  ln -s ../elsewhere "$p/bin/true"
  run make install PREFIX="$p"
  [ "$status" = 0 ]
  [ "$(readlink "$p/bin/cat")" = toybox ] && [ "$(readlink "$p/bin/true")" = toybox ]
  [ -z "$(ls -A "$p/elsewhere")" ]
  rm "$p/bin/false" && mkdir "$p/bin/false"
  run scripts/install.sh "$p"
  check "install.sh: $p/bin/false is a directory" 1
  [ -d "$p/bin/false" ]
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
  # (of a toybox of true and false in a copy: CI's sanitizer stage builds
  # and tests every command this way, here the target itself is checked)
  cp -a "$A" "$BATS_TEST_TMPDIR/s" && cd "$BATS_TEST_TMPDIR/s"
  rm -rf generated toybox
  make defconfig >/dev/null 2>&1
  sed -i '/^CONFIG_\(TOYBOX_[A-Z0-9_]*\|TRUE\|FALSE\)=/!s/^CONFIG_\([A-Z0-9_]*\)=y$/# CONFIG_\1 is not set/' .config
  make oldconfig </dev/null >/dev/null 2>&1
  [ "$(grep =y .config | grep -vc ^CONFIG_TOYBOX_)" = 2 ]
  run clean_env make -j2 sanitize TESTS="tests/true.bats tests/false.bats tests/argtest.bats"
  [ "$status" = 0 ]
  [[ "${lines[-1]}" =~ ^[0-9]+\ passed,\ 0\ failed ]]
  [ -x generated/sanitize/toybox ]
  grep -q -- -fsanitize=address generated/sanitize/generated/cflags.txt
  run generated/sanitize/toybox
  check "false true" 0
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

@test "CC and CFLAGS are honoured (make CC=clang CFLAGS='-O0 -g'), no warnings" {
  command -v clang >/dev/null || skip "no clang"
  cd "$A"
  # (clang's warnings don't depend on optimisation, and -O0 compiles the
  # whole tree in a tenth of -O1's time)
  run make -j2 CC=clang CFLAGS="-O0 -g"
  [ "$status" = 0 ]
  [ -z "$(grep 'warning:' <<< "$output")" ]
  run compiles
  [ "${#lines[@]}" -gt 3 ]
  local l
  for l in "${lines[@]}"; do [[ "$l" == "clang -O0 -g "* ]]; done
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

