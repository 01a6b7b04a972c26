#!/bin/bash
# test.sh - run the bats suite (or the files given) against $TOYBOX and end
# with one line "N passed, N failed[, N skipped]". Installs bats if missing.

set -u
cd "$(dirname "$0")/.." || exit 1

if ! command -v bats >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "bats is missing: installing it with apt-get" >&2
    apt-get install -y bats >/dev/null 2>&1 ||
      { apt-get update >/dev/null 2>&1 && apt-get install -y bats >/dev/null; } ||
      { echo "apt-get install bats failed" >&2; exit 1; }
  else
    echo "bats is missing: install it (Debian/Ubuntu: sudo apt-get install bats)" >&2
    exit 1
  fi
fi

# The whole suite: the files that take longest first, so that no job is
# left with a long one at the end while the other CPUs idle.
if [ $# = 0 ]; then
  first=" make make_config hostile xzcat diff sh_configure patch awk sh tar sed
    grep bzcat sh_vi sh_interactive "
  for f in $first; do [ ! -e tests/$f.bats ] || set -- "$@" tests/$f.bats; done
  for f in tests/*.bats; do
    n=${f#tests/}
    [[ "$first" == *[[:space:]]${n%.bats}[[:space:]]* ]] || set -- "$@" "$f"
  done
fi
# Files run in parallel (TEST_JOBS of them, default: one per CPU) when GNU
# parallel is there, a bats for each; the tests in one file run in order.
# (Not "bats --jobs": before its first test it lists every test of every
# file, one process per test, on one CPU: minutes for the whole suite.)
par=
[ "${TEST_JOBS:=$(nproc 2>/dev/null || echo 1)}" -gt 1 ] && [ $# -gt 1 ] &&
  command -v parallel >/dev/null 2>&1 && par=1
log=$(mktemp)
# The directory of symlinks to the toybox under test (tests/helper.bash),
# made once for all the bats runs
export TEST_SHARED=$(mktemp -d)
trap 'rm -f "$log"; rm -rf "$TEST_SHARED"' EXIT
# TEST_TIMING=1: each "ok" line ends with the test's time, and the slowest
# are listed at the end, for keeping the suite fast. (Not by default: bats
# times a test with one more "date" process, a third of its own cost per
# test where starting a process costs milliseconds.)
timing=()
[ -z "${TEST_TIMING:-}" ] || [ "$TEST_TIMING" = 0 ] || timing=(--timing)
if [ -n "$par" ]; then
  parallel --will-cite --keep-order --jobs "$TEST_JOBS" \
    bats --tap "${timing[@]}" {} ::: "$@" 2>&1 | tee "$log"
else
  bats --tap "${timing[@]}" "$@" 2>&1 | tee "$log"
fi
pass=$(grep -c '^ok ' "$log")
skip=$(grep -c '^ok .* # skip' "$log")
fail=$(grep -c '^not ok ' "$log")
planned=0
while read -r n; do planned=$((planned+n)); done < <(sed -n 's/^1\.\.//p' "$log")
# bats prints no "ok" lines for a file that fails to load: count that as a
# failure, and any test planned that gave no result
if [ $((pass+fail)) = 0 ] || grep -q '^# bats warning\|^bats: ' "$log"; then
  fail=$((fail+1))
elif [ $((pass+fail)) != "$planned" ]; then
  echo "test.sh: $planned tests planned, $((pass+fail)) ran" >&2
  fail=$((fail+1))
fi
pass=$((pass-skip))
if [ ${#timing[@]} != 0 ]; then
  echo "the slowest tests:"
  sed -n 's/^\(not \)*ok [0-9]* \(.*\) in \([0-9]*\)ms\( # skip.*\)*$/\3 ms  \2/p' "$log" |
    sort -rn | head -n 8 | sed 's/^/  /'
fi
line="$pass passed, $fail failed"
[ "$skip" = 0 ] || line="$line, $skip skipped"
echo "$line"
[ "$fail" = 0 ]
