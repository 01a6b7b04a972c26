# argtest.bash - loaded by tests/argtest.bats and tests/argtest_*.bats: the
# option parser (lib/args.c) seen through the test-only command argtest
# (toys/other/argtest.c), which "make test" builds standalone as $ARGTEST.
# Its aliases (argtest_bounds, _stop, _pass, _nodash, _req, _opt), each with
# an option string of its own, are symlinks to it in $ALIAS; they all print
# the optflags and arguments the parser left, one a line, and share
# argtest's usage line.

load helper

: "${ARGTEST:=generated/single/argtest/argtest}"
case "$ARGTEST" in /*) ;; *) ARGTEST=$TOPDIR/$ARGTEST ;; esac

USAGE='usage: argtest [-abxyzpqrs] [-c STR] [-d STR]... [-e NUM] [-f FLOAT] [-g]... [-h TIME] [-n NUM] [ARG...]'

setup_file()
{
  local i

  mkdir -p "$BATS_FILE_TMPDIR/bin"
  for i in argtest_bounds argtest_stop argtest_pass argtest_nodash argtest_req \
    argtest_opt
  do
    ln -sf "$ARGTEST" "$BATS_FILE_TMPDIR/bin/$i"
  done
}

setup()
{
  [ -x "$ARGTEST" ] || skip "no argtest: run make test"
  cd "$BATS_TEST_TMPDIR" || return 1
  ALIAS=$BATS_FILE_TMPDIR/bin
}

# usage_err NAME MESSAGE [STATUS]: NAME's error and the usage line on stderr,
# then the status (default 1)
usage_err() { check "$1: $2
$USAGE" "${3:-1}"; }
