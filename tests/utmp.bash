# utmp.bash - for the tests of who, users, w and uptime: make_utmp FILE
# writes login records, one per line of stdin:
#   TYPE PID LINE ID USER HOST SECONDS
# (TYPE 1 run level, 2 boot, 6 login, 7 user, 8 dead; "-" for an empty
# field), in glibc's Linux utmp layout.
make_utmp() {
  python3 -c 'import struct, sys
out = open(sys.argv[1], "wb")
for l in sys.stdin:
    f = [("" if x == "-" else x) for x in l.split()]
    out.write(struct.pack("=hxxi32s4s32s256shhiii16s20x", int(f[0]), int(f[1]),
      f[2].encode(), f[3].encode(), f[4].encode(), f[5].encode(), 0, 0, 0,
      int(f[6]), 0, b""))' "$1"
}

# in_fake_proc CMD...: run CMD in a mount namespace where /run is an empty
# tmpfs (so /var/run/utmp is whatever the test puts there) and each
# fake.NAME in the current directory is mounted over /proc/NAME
in_fake_proc() {
  needs_root
  needs_cmd unshare
  # (the host's mount sets the namespace up; nothing is copied into /run
  # unless it is the namespace's own tmpfs)
  unshare -m sh -c '/usr/bin/mount --make-rprivate / &&
    /usr/bin/mount -t tmpfs none /run || exit 1
    for f in fake.*; do [ -e "$f" ] || continue
      /usr/bin/mount --bind "$f" "/proc/${f#fake.}" || exit 1; done
    [ ! -e utmp ] || cp utmp /run/utmp || exit 1
    exec "$@"' sh "$@"
}

# same_as_procps CMD ARGS...: our CMD (uptime or w) and procps' agree in
# the namespace of in_fake_proc (retrying when the clock ticked over
# between the two: the time of day is not compared)
same_as_procps() {
  local cmd=$1 i
  shift
  [ -x /usr/bin/$cmd ] || skip "needs procps $cmd"
  for i in 1 2 3 4 5; do
    in_fake_proc sh -c 'c=$1; shift; /usr/bin/$c "$@" > ref 2>&1
      echo $? >> ref; $c "$@" > out 2>&1; echo $? >> out' sh $cmd "$@"
    sed -i '1s/^ [0-2][0-9]:[0-5][0-9]:[0-6][0-9] up / TIME up /' ref out
    cmp -s ref out && break
  done
  output=$(cat out) status=0
  check "$(cat ref)"
}
