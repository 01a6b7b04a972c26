#!/usr/bin/env bats
# dnsdomainname: checked against the hostname package's dnsdomainname
# (/usr/bin/dnsdomainname), in a new UTS namespace with a name we set.

load helper

@test "dnsdomainname matches the hostname package" {
  needs_cmd /usr/bin/dnsdomainname
  exp=$(/usr/bin/dnsdomainname 2>&1); st=$?
  run dnsdomainname
  check "$exp" $st
}

@test "dnsdomainname: the domain from /etc/hosts" {
  needs_root
  needs_cmd unshare
  grep -q "^127.0.0.1.*localhost" /etc/hosts || skip "no localhost line"
  run unshare -u sh -c 'hostname localhost; dnsdomainname'
  check "" 0
}

@test "dnsdomainname takes no arguments" {
  run dnsdomainname x
  [ "$status" = 1 ]
}
