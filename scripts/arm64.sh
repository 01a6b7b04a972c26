#!/bin/bash
# arm64.sh - build toybox for arm64 (dynamic and static) with Debian's cross
# compiler and run the suite, or the test files given, against the static
# one under qemu-user. Needs: gcc-aarch64-linux-gnu qemu-user-static, and
# (after dpkg --add-architecture arm64) zlib1g-dev:arm64 musl-dev:arm64.
#
# Environment: ARM64_TESTS (test files, default all of tests/), TEST_JOBS.
#
# The binaries run through binfmt_misc when the kernel lets us register
# qemu for arm64 ELF files (then /proc/self/exe and every exec work as on a
# phone); otherwise each command goes through TOYBOX_WRAP (tests/helper.bash).
# The dynamic binary is only smoke-tested: under qemu-user (Debian 12's
# qemu 7.2 with glibc 2.36) a child our sh forks spins before its first
# system call (a small fork test program built the same way doesn't, nor
# does the static musl build), so the suite runs against the static one.

set -u
cd "$(dirname "$0")/.." || exit 1
X=aarch64-linux-gnu-
QEMU=$(command -v qemu-aarch64-static) ||
  { echo "arm64: qemu-aarch64-static is missing (apt-get install qemu-user-static)" >&2; exit 1; }
command -v ${X}gcc >/dev/null ||
  { echo "arm64: ${X}gcc is missing (apt-get install gcc-${X%-})" >&2; exit 1; }

DYN=generated/arm64/toybox STAT=generated/arm64-static/toybox
make CROSS_COMPILE=$X BUILD=generated/arm64 OUT=$DYN toybox >/dev/null || exit 1
make static CROSS_COMPILE=$X OUT=$STAT >/dev/null || exit 1
file $DYN $STAT

# binfmt_misc: qemu opened now (F), argv[0] kept (P), as Debian registers it
BM=/proc/sys/fs/binfmt_misc
if [ ! -e $BM/qemu-aarch64 ] && [ "$(id -u)" = 0 ]; then
  [ -e $BM/register ] || mount -t binfmt_misc binfmt_misc $BM 2>/dev/null
  [ -e $BM/register ] && printf '%s' ':qemu-aarch64:M:0:\x7f\x45\x4c\x46\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\xb7\x00:\xff\xff\xff\xff\xff\xff\xff\x00\xff\xff\xff\xff\xff\xff\xff\xff\xfe\xff\xff\xff:'"$QEMU"':PF' \
    > $BM/register 2>/dev/null
fi
if $STAT true 2>/dev/null; then
  echo "arm64: running through binfmt_misc"
  unset TOYBOX_WRAP
else
  echo "arm64: no binfmt_misc: running through TOYBOX_WRAP"
  export TOYBOX_WRAP="$QEMU -L /usr/aarch64-linux-gnu"
fi

# The dynamic build: it starts, finds its libraries, and its commands work
[ "$(${TOYBOX_WRAP:-} $DYN echo ok)" = ok ] &&
  [ "$(echo abc | ${TOYBOX_WRAP:-} $DYN gzip | ${TOYBOX_WRAP:-} $DYN zcat)" = abc ] ||
  { echo "arm64: the dynamic build doesn't run"; echo "0 passed, 1 failed"; exit 1; }

make BUILD=generated/single/argtest OUT=generated/single/argtest/argtest \
  SINGLE=argtest CFLAGS="-Os -g0 -DSINGLE_BUILD" toybox >/dev/null || exit 1
TOYBOX=$STAT ARGTEST=generated/single/argtest/argtest \
  exec scripts/test.sh ${ARM64_TESTS:-}
