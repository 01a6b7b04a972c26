#!/usr/bin/env bats
# hostname: show or set the host name. Reading is checked against the
# kernel's own record (uname -n, /proc/sys/kernel/hostname) and GNU
# hostname's rules; setting runs as root in a private UTS namespace.

load helper

# in_uts CMD: run the shell command line CMD in a new UTS namespace
in_uts()
{
  needs_root
  needs_cmd unshare
  unshare -u true 2>/dev/null || skip "no UTS namespaces here"
  run unshare -u sh -c "$1"
}

@test "hostname: the kernel's node name" {
  run hostname
  check "$(cat /proc/sys/kernel/hostname)" 0
}

@test "hostname -s: up to the first dot (GNU)" {
  in_uts 'hostname one.two.three && hostname -s && hostname'
  check "one
one.two.three" 0
}

@test "hostname -s: a name without a dot is shown whole" {
  in_uts 'hostname plain && hostname -s'
  check "plain" 0
}

@test "hostname -d/-f: a name the resolver doesn't know is an error (GNU)" {
  in_uts 'hostname no-such-host.invalid; hostname -d; echo $?; hostname -f; echo $?'
  check "hostname: no-such-host.invalid: Name or service not known
1
hostname: no-such-host.invalid: Name or service not known
1" 0
}

@test "hostname -f: localhost resolves to itself" {
  in_uts 'hostname localhost && hostname -f && hostname -d | od -An -c'
  check "localhost
  \n" 0
}

@test "hostname NEWNAME sets it (root)" {
  in_uts 'hostname new-name && hostname && cat /proc/sys/kernel/hostname'
  check "new-name
new-name" 0
}

@test "hostname -F: the first line that isn't empty or a comment, trimmed (GNU)" {
  printf '# comment\n\n   from.file  \nsecond\n' > "$BATS_TEST_TMPDIR/name"
  in_uts "hostname -F '$BATS_TEST_TMPDIR/name' && hostname"
  check "from.file" 0
}

@test "hostname -F: a file with no name in it" {
  printf '# only\n\n' > f
  run hostname -F f
  check "hostname: f: no host name in it" 1
}

@test "hostname -F: missing file" {
  run hostname -F missing
  check "hostname: missing: No such file or directory" 1
}

@test "hostname -b: keeps a name that is set" {
  in_uts 'hostname kept && hostname -b && hostname'
  check "kept" 0
}

@test "hostname -b: sets localhost when unset" {
  in_uts 'hostname "(none)" && hostname -b && hostname'
  check "localhost" 0
}

@test "hostname -b NAME sets NAME" {
  in_uts 'hostname -b given && hostname'
  check "given" 0
}

@test "hostname NEWNAME without root fails" {
  not_root
  run hostname x
  check "hostname: set 'x': Operation not permitted" 1
}

@test "hostname: a name longer than the kernel allows" {
  in_uts "hostname $(printf %065d 0)"
  check "hostname: set '$(printf %065d 0)': Invalid argument" 1
}

@test "hostname: two names are too many" {
  run hostname a b
  check "hostname: extra argument 'b'
usage: hostname [-bdsf] [-F FILENAME] [NEWNAME]" 1
}

@test "hostname: -s and -f together are refused" {
  run hostname -s -f
  [ "$status" = 1 ] && [ "${output%%:*}" = hostname ]
}

@test "hostname > /dev/full" {
  run sh -c 'hostname > /dev/full'
  check "hostname: write error: No space left on device" 1
}
