#!/bin/bash
# fuzz.sh - build the libFuzzer harnesses in tests/fuzz/ and run each for a
# while (make fuzz).
#
# Each tests/fuzz/NAME.c is linked with all of toybox (built with clang,
# -fsanitize=fuzzer-no-link,address,undefined, in generated/fuzz) but its
# main(), and run for FUZZ_SECONDS (default 60) from the seeds in
# tests/fuzz/corpus/NAME/ (what it finds goes in generated/fuzz/corpus/NAME,
# not into the tree). A crash, sanitizer report, timeout or runaway memory
# leaves its input in tests/fuzz/crashes/NAME/ and makes this fail.
#
# Environment: FUZZ_SECONDS, FUZZ_TARGETS (names, default all of them),
# FUZZ_JOBS (harnesses run at once, default one per CPU).
#
# Copyright 2026 the toybox authors. 0BSD license: see LICENSE.

set -u
cd "$(dirname "$0")/.." || exit 1
TOP=$PWD
B=generated/fuzz
SECONDS_EACH=${FUZZ_SECONDS:-60}
JOBS=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}
FCC=${FUZZ_CC:-clang}
CFL="-O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all"

die() { echo "fuzz.sh: $*" >&2; exit 1; }
command -v "$FCC" >/dev/null || die "needs clang (FUZZ_CC=...)"
case "$SECONDS_EACH" in ''|*[!0-9]*) die "FUZZ_SECONDS must be a number";; esac
case "$JOBS" in ''|0|*[!0-9]*) die "FUZZ_JOBS must be a number above 0";; esac

# toybox's objects, and main.c again without its main()
make BUILD=$B OUT=$B/toybox CC="$FCC" \
  CFLAGS="$CFL -fsanitize=fuzzer-no-link" toybox >/dev/null || die "build failed"
$FCC $CFL -fsanitize=fuzzer-no-link -std=gnu11 -DTOYBOX_NOMAIN -I$B -I. \
  -c -o $B/nomain.o main.c || die "build failed"
OBJS=$(for i in $(cat $B/generated/srcs.txt) lib/*.c; do
  echo $B/generated/obj/${i%.c}.o; done)
LIBS=$(cat $B/generated/libs.txt)

if [ -n "${FUZZ_TARGETS:-}" ]; then TARGETS=$FUZZ_TARGETS
else TARGETS=$(cd tests/fuzz && ls *.c | sed 's/\.c$//'); fi

# run_one NAME: fuzz one harness; its status line on stderr, and
# $B/NAME.failed when it crashed
run_one()
{
  local NAME=$1 RC

  rm -f $B/$NAME.failed
  # stdout and stderr of the command under test go nowhere (close_fd_mask);
  # libFuzzer's own report and the sanitizers' still reach the log.
  $B/fuzz-$NAME -max_total_time=$SECONDS_EACH -detect_leaks=0 \
    -close_fd_mask=3 -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
    -artifact_prefix=$TOP/tests/fuzz/crashes/$NAME/ \
    $TOP/$B/corpus/$NAME $TOP/tests/fuzz/corpus/$NAME \
    </dev/null >$B/$NAME.log 2>&1
  RC=$?
  # The last status line: runs, coverage, execs per second
  {
    grep -E '^#[0-9]+' $B/$NAME.log | tail -1 | sed "s/^/$NAME: /"
    if [ $RC != 0 ]; then
      touch $B/$NAME.failed
      # what it was, where (the report's first frames), and the input
      grep -E 'ERROR|SUMMARY|deadly signal|Test unit written|^ +#[0-5] 0x' \
        $B/$NAME.log | head -12 | sed "s/^ */$NAME: crash: /"
    fi
  } >&2
}

# Build every harness first, then run FUZZ_JOBS of them at a time
for NAME in $TARGETS; do
  [ -e tests/fuzz/$NAME.c ] || die "no tests/fuzz/$NAME.c"
  $FCC $CFL -fsanitize=fuzzer -std=gnu11 -I$B -I. -o $B/fuzz-$NAME \
    tests/fuzz/$NAME.c $B/nomain.o $OBJS $LIBS || die "$NAME: build failed"
  mkdir -p $B/corpus/$NAME tests/fuzz/corpus/$NAME tests/fuzz/crashes/$NAME
done
FAILED=
if [ "$SECONDS_EACH" != 0 ]; then
  RUNNING=0
  for NAME in $TARGETS; do
    if [ $RUNNING -ge $JOBS ]; then
      wait -n
      RUNNING=$((RUNNING-1))
    fi
    echo "fuzz $NAME for ${SECONDS_EACH}s" >&2
    run_one $NAME &
    RUNNING=$((RUNNING+1))
  done
  wait
  for NAME in $TARGETS; do
    [ ! -e $B/$NAME.failed ] || FAILED="$FAILED $NAME"
  done
fi
# One line a CI summary can add up: each harness run counts as a test
if [ "$SECONDS_EACH" != 0 ]; then
  set -- $TARGETS
  TOTAL=$#
  set -- $FAILED
  echo "$((TOTAL-$#)) passed, $# failed"
fi
[ -z "$FAILED" ] || die "crashed:$FAILED (inputs in tests/fuzz/crashes/, logs in $B/)"
