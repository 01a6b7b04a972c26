#!/usr/bin/env bats
# sysctl: compared with procps sysctl. Writes happen only to net.* keys,
# inside a new network namespace (unshare -n).

load helper

# same_as_procps ARGS...: in a new network namespace, procps sysctl then
# ours, each after SETUP (a shell command, default none); stdout, stderr
# and exit status must match
same_as_procps() {
  [ -x /sbin/sysctl ] || [ -x /usr/sbin/sysctl ] || skip "needs procps sysctl"
  needs_root
  needs_cmd unshare
  local ref=$(command -v /usr/sbin/sysctl /sbin/sysctl | head -n 1)
  unshare -n sh -c "${SETUP:-:}"'; "$0" "$@" > ref.out 2> ref.err; echo $? >> ref.out
    '"${SETUP:-:}"'; sysctl "$@" > out 2> err; echo $? >> out' "$ref" "$@"
  output=$(cat out err) status=0
  check "$(cat ref.out ref.err)"
}

@test "sysctl: read keys, names, values (procps)" {
  same_as_procps kernel.ostype
  same_as_procps -n kernel.ostype
  same_as_procps -N kernel.ostype
  same_as_procps -nN kernel.ostype
  same_as_procps kernel/ostype
  same_as_procps net.ipv4.ip_forward kernel.ostype net.ipv4.tcp_syncookies
  same_as_procps -n net.ipv4.conf.lo.forwarding kernel.ostype
  same_as_procps net.ipv4.ping_group_range
}

@test "sysctl: a directory key shows all under it (procps)" {
  same_as_procps net.ipv4.conf.lo
  same_as_procps -N net.ipv4.conf
  same_as_procps -n net.ipv4.conf.lo
}

@test "sysctl: unknown keys, -e, -q (procps)" {
  same_as_procps nosuch.key
  same_as_procps -e nosuch.key
  same_as_procps -q nosuch.key
  same_as_procps nosuch.key kernel.ostype
  run sysctl nosuch.key
  check "sysctl: cannot stat /proc/sys/nosuch/key: No such file or directory" 1
}

@test "sysctl: write net keys in a new network namespace (procps)" {
  same_as_procps -w net.ipv4.ip_forward=1
  same_as_procps net.ipv4.ip_forward=1 net.ipv4.ip_forward
  same_as_procps -q -w net.ipv4.ip_forward=1
  same_as_procps -n -w net.ipv4.ip_forward=1
  same_as_procps -w "net.ipv4.ping_group_range=3 4" net.ipv4.ping_group_range
  same_as_procps -w net/ipv4/conf/lo/forwarding=1
  same_as_procps -w net.ipv4.ip_forward=abc
  same_as_procps -w net.ipv4.nosuch=1
  same_as_procps -e -w net.ipv4.nosuch=1
  same_as_procps -w net.ipv4.ip_forward
  needs_root
  run unshare -n sh -c 'sysctl -w net.ipv4.ip_forward=1 &&
    cat /proc/sys/net/ipv4/ip_forward /proc/sys/net/ipv4/conf/lo/forwarding'
  check "net.ipv4.ip_forward = 1
1
1"
}

@test "sysctl -p FILE: comments, spaces, bad lines (procps)" {
  printf '# c\n; c2\nnet.ipv4.ip_forward = 1\n  net.ipv4.tcp_syncookies=0  \n\nnet.ipv4.nosuch = 3\n' > conf
  same_as_procps -p conf
  same_as_procps -q -p conf
  same_as_procps -e -p conf
  printf 'net.ipv4.ip_forward = 1\nbad line\n' > bad
  same_as_procps -p bad
  same_as_procps -p nosuchfile
  same_as_procps -p conf bad
  needs_root
  run unshare -n sh -c 'sysctl -p conf 2>&1; echo $?; cat /proc/sys/net/ipv4/tcp_syncookies'
  check "net.ipv4.ip_forward = 1
net.ipv4.tcp_syncookies = 0
sysctl: cannot stat /proc/sys/net/ipv4/nosuch: No such file or directory
1
0"
}

@test "sysctl -p: a leading - ignores that line's failure" {
  needs_root
  printf -- '-net.ipv4.nosuch = 3\nnet.ipv4.ip_forward = 1\n' > conf
  run unshare -n sysctl -p conf
  check "net.ipv4.ip_forward = 1" 0
}

@test "sysctl -a: everything, sorted, readable keys only" {
  run sysctl -a
  [ "$status" = 0 ]
  [[ "${lines[0]}" =~ ^[a-z0-9_]+\.[^\ ]+\ =\  ]]
  [[ "$output" = *"kernel.ostype = Linux"* ]]
  [[ "$output" != *"net.ipv4.route.flush"* ]]
  run sysctl -aN
  sort -c <<<"$output"
  [[ "$output" = *"
kernel.ostype
"* ]]
}

@test "sysctl: no arguments, bad option" {
  run sysctl
  [ "$status" = 1 ]
  [ "${lines[0]}" = "sysctl: no variables specified" ]
  run sysctl -x
  [ "$status" = 1 ]
  [ "${lines[0]}" = "sysctl: unknown option '-x'" ]
}
