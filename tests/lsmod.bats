#!/usr/bin/env bats
# lsmod: expectations from kmod's lsmod, run on a made-up /proc/modules
# (and /sys/module for kmod) in a mount namespace of the test's own.
# stderr is dropped where only stdout counts: the sanitizer build warns
# about the missing /proc/self/exe.

load helper

# inns CMD: run CMD with tmpfs over /proc and /sys holding pm's modules
inns()
{
  needs_root
  needs_cmd unshare
  unshare -m true 2>/dev/null || skip "can't unshare a mount namespace"
  run unshare -m sh -c 'exec 2>/dev/null; mount -t tmpfs none /proc && cp pm /proc/modules &&
    mount -t tmpfs none /sys &&
    while read n s r d x; do
      mkdir -p /sys/module/$n/holders; echo $s > /sys/module/$n/coresize
      echo $r > /sys/module/$n/refcnt
      for h in $(echo $d | tr , " "); do
        [ $h = - ] || ln -s ../../$h /sys/module/$n/holders/$h
      done
    done < pm && '"$1"
}

@test "lsmod (kmod)" {
  printf '%s\n' 'nf_tables 331776 0 - Live 0x0000000000000000' \
    'x_tables 53248 1 ip_tables, Live 0x0000000000000000' \
    'verylongmodulename_for_testing 12 2 a,b, Live 0x0' \
    'ip_tables 32768 0 - Loading 0x0' > pm
  inns 'lsmod 2>/dev/null'
  check 'Module                  Size  Used by
nf_tables             331776  0
x_tables               53248  1 ip_tables
verylongmodulename_for_testing       12  2 a,b
ip_tables              32768  0' 0
}

@test "lsmod same as kmod's" {
  [ -x /usr/sbin/lsmod ] || skip "needs kmod"
  printf '%s\n' 'a 1 0 - Live 0x0' 'bb 123456789 1 a, Live 0x0' > pm
  inns '/usr/sbin/lsmod > want; lsmod > got 2>/dev/null; cmp want got && cat got'
  check 'Module                  Size  Used by
a                          1  0
bb                  123456789  1 a' 0
}

@test "lsmod no modules" {
  : > pm
  inns 'lsmod 2>/dev/null'
  check 'Module                  Size  Used by' 0
}

@test "lsmod without /proc/modules" {
  needs_root
  unshare -m true 2>/dev/null || skip "can't unshare a mount namespace"
  # (the sanitizer build warns without /proc: the last line is ours)
  run unshare -m sh -c 'mount -t tmpfs none /proc && lsmod'
  [ "$status" = 1 ] &&
    [ "${lines[-1]}" = 'lsmod: /proc/modules: No such file or directory' ]
}
