#!/usr/bin/env bats
# An autoconf-generated configure script (from tests/files/autoconf) run by
# toybox's sh with toybox's tools first on the PATH must do exactly what it
# does under dash with the host's (GNU) tools: the same messages, config.h,
# Makefile and substituted header. configure is generated once per run of
# this file, and the reference run with dash is made once too.

load helper

# the PATH without toybox's symlink directory: the host's tools only
HOSTPATH=${PATH#"$TESTBIN:"}

setup_file()
{
  command -v autoconf >/dev/null 2>&1 && command -v dash >/dev/null 2>&1 &&
    [ -e "$TESTBIN/sh" ] || return 0
  local src=$BATS_FILE_TMPDIR/src
  mkdir -p "$src" "$BATS_FILE_TMPDIR/ref" &&
  cp "$TOPDIR"/tests/files/autoconf/* "$src" &&
  (cd "$src" && PATH=$HOSTPATH autoheader && PATH=$HOSTPATH autoconf) &&
  rm -rf "$src/autom4te.cache" &&
  cp "$src"/* "$BATS_FILE_TMPDIR/ref" &&
  (cd "$BATS_FILE_TMPDIR/ref" && PATH=$HOSTPATH AWK=awk CONFIG_SHELL=dash \
    dash ./configure --enable-feature --with-name='my toy' > stdout 2>&1;
    echo $? > status)
}

# needs: skip unless configure could be made and dash ran it
needs()
{
  needs_cmd autoconf
  needs_cmd dash
  [ -e "$TESTBIN/sh" ] || skip "sh is not in this toybox"
  [ "$(cat "$BATS_FILE_TMPDIR/ref/status")" = 0 ] ||
    skip "configure failed under dash: $(tail -n 1 "$BATS_FILE_TMPDIR/ref/stdout")"
  cp "$BATS_FILE_TMPDIR"/src/* .
}

# same_files: config.h, Makefile and toyconf.h here are the reference's
same_files()
{
  local f
  for f in config.h Makefile toyconf.h; do
    diff -u "$BATS_FILE_TMPDIR/ref/$f" "$f" || return 1
  done
}

@test "configure: toybox sh and tools give dash's messages, config.h and Makefile" {
  needs
  run env AWK=awk CONFIG_SHELL="$TESTBIN/sh" SHELL="$TESTBIN/sh" \
    "$TESTBIN/sh" ./configure --enable-feature --with-name='my toy'
  check "$(cat "$BATS_FILE_TMPDIR/ref/stdout")" 0
  same_files
  grep -q '^#define TOY_WORDS "alpha beta gamma"$' config.h
  grep -q '^#define TOY_UPPER "MY TOY"$' config.h
  grep -q '^#define TOY_COUNT 4$' config.h
  grep -q '^#define FEATURE 1$' config.h
  grep -q '^#define HAVE_LIBM 1$' config.h
  ! grep -q 'HAVE_NO_SUCH_FUNCTION_XYZ 1' config.h
}

@test "configure: config.status run again by toybox sh makes the same files" {
  needs
  run env AWK=awk CONFIG_SHELL="$TESTBIN/sh" SHELL="$TESTBIN/sh" \
    "$TESTBIN/sh" ./configure --enable-feature --with-name='my toy'
  [ "$status" = 0 ]
  rm -f config.h Makefile toyconf.h
  run "$TESTBIN/sh" ./config.status
  check "config.status: creating Makefile
config.status: creating toyconf.h
config.status: creating config.h" 0
  same_files
  # unchanged outputs are left alone
  run "$TESTBIN/sh" ./config.status config.h
  check "config.status: creating config.h
config.status: config.h is unchanged" 0
}

@test "configure: dash with toybox's awk, sed, grep and the rest gives the same files" {
  needs
  run env AWK=awk CONFIG_SHELL=dash dash ./configure --enable-feature --with-name='my toy'
  check "$(cat "$BATS_FILE_TMPDIR/ref/stdout")" 0
  same_files
}

@test "configure: AC_MSG_ERROR exits 1 under toybox sh as under dash" {
  needs
  run env PATH="$HOSTPATH" CONFIG_SHELL=dash dash ./configure --enable-feature=bad
  local want=$output
  [ "$status" = 1 ]
  [ "${output##*$'\n'}" = "configure: error: --enable-feature=bad: no such feature" ]
  run env CONFIG_SHELL="$TESTBIN/sh" "$TESTBIN/sh" ./configure --enable-feature=bad
  check "$want" 1
}

@test "configure: --help and --version under toybox sh as under dash" {
  needs
  run env PATH="$HOSTPATH" dash ./configure --help
  local want=$output
  [ "$status" = 0 ]
  run "$TESTBIN/sh" ./configure --help
  check "$want" 0
  run env PATH="$HOSTPATH" dash ./configure --version
  want=$output
  run "$TESTBIN/sh" ./configure --version
  check "$want" 0
  [ "${output%%$'\n'*}" = "toyconf configure 1.2.3" ]
}

@test "configure: bad options and feature names are errors (as dash)" {
  needs
  run env PATH="$HOSTPATH" dash ./configure --no-such-thing=1
  local want=$output
  [ "$status" = 1 ]
  run "$TESTBIN/sh" ./configure --no-such-thing=1
  check "$want" 1
  run env PATH="$HOSTPATH" dash ./configure --enable-f@o
  want=$output
  [ "$status" = 1 ]
  run "$TESTBIN/sh" ./configure --enable-f@o
  check "$want" 1
  [ "$output" = "configure: error: invalid feature name: \`f@o'" ]
  run env PATH="$HOSTPATH" dash ./configure --with-b@d=1
  want=$output
  [ "$status" = 1 ]
  run "$TESTBIN/sh" ./configure --with-b@d=1
  check "$want" 1
  [ "$output" = "configure: error: invalid package name: \`b@d'" ]
}
