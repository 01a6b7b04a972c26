# gpio.bash - shared by the gpio*.bats files. This machine has no GPIO chip
# (no /dev/gpiochip*, and gpio-sim/gpio-mockup would need module loading,
# which is not allowed), so the tests check usage errors and the failures
# without a chip, and, as root in a private mount namespace, a fabricated
# /dev (a tmpfs) whose gpiochipN are plain files: found and sorted by N,
# but refusing the GPIO ioctls.

nochip() { ! ls /dev/gpiochip* >/dev/null 2>&1 || skip "this machine has GPIO chips"; }

# fakedev "gpiochip2 gpiochip10" CMD ARGS: run CMD with only those in /dev
fakedev() {
  needs_root
  local files=$1
  shift
  unshare -m true 2>/dev/null || skip "no mount namespaces"
  run unshare -m sh -c 'mount -t tmpfs none /dev || exit 99
    for i in $0; do touch /dev/$i; done; exec "$@"' "$files" "$@"
  [ "$status" != 99 ] || skip "can't mount a tmpfs on /dev"
}

# ref NAME ARGS: run libgpiod's NAME under its own name (its messages say "NAME:")
ref() {
  [ -x /usr/bin/$1 ] || skip "needs libgpiod's $1"
  run bash -c 'exec -a "$0" "/usr/bin/$0" "$@"' "$@"
}
