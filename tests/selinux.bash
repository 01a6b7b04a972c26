# selinux.bash - shared by the SELinux command tests (load helper first).

# The host's SELinux tools (selinux-utils, policycoreutils) are the reference.
SELUTILS=/usr/sbin

# never_enforcing: skip when SELinux is on here, so that a test of a command
# that changes its state can't change the host's.
never_enforcing()
{
  [ ! -d /sys/fs/selinux ] || skip "SELinux is on: this test could change it"
}

# needs_label: skip unless files in the test directory can carry a
# security.selinux attribute set by hand (root, and a kernel/filesystem
# that allow it: without an SELinux policy loaded, ext4 and tmpfs store it).
needs_label()
{
  needs_root
  [ -x /usr/bin/setfattr ] || skip "needs attr's setfattr"
  touch .probe
  /usr/bin/setfattr -n security.selinux -v u:object_r:probe_t:s0 .probe 2>/dev/null ||
    skip "security.selinux can't be set in $PWD"
  rm -f .probe
}

# label CONTEXT FILE...: set the files' security.selinux by hand
label()
{
  local con=$1 f
  shift
  for f; do /usr/bin/setfattr -h -n security.selinux -v "$con" "$f" || return 1; done
}

# dynamic: skip unless $TOYBOX loads libselinux.so.1 at run time
dynamic()
{
  ldd "$TOYBOX" >/dev/null 2>&1 || skip "static toybox: libselinux linked in"
}
