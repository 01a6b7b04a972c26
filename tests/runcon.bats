#!/usr/bin/env bats
# runcon: without SELinux in this kernel, the kernel refuses every exec
# context and there is no current one: those errors, and argument parsing.

load helper
load selinux

USAGE="usage: runcon CONTEXT COMMAND [ARG...]
   or: runcon [-u USER] [-r ROLE] [-t TYPE] [-l RANGE] COMMAND [ARG...]
   or: runcon"

@test "runcon: a context the kernel rejects is reported, COMMAND not run" {
  never_enforcing
  run runcon u:r:t:s0 touch ran
  check "runcon: unable to set security context 'u:r:t:s0': Invalid argument" 1
  [ ! -e ran ]
  run runcon not-a-context true
  check "runcon: unable to set security context 'not-a-context': Invalid argument" 1
}

@test "runcon: no current context to print without SELinux (GNU's error)" {
  never_enforcing
  run runcon
  check "runcon: can't get current context: Invalid argument" 1
  [ -x /usr/bin/runcon ] || skip "needs GNU runcon"
  run bash -c "exec -a runcon /usr/bin/runcon"
  check "runcon: failed to get current context: Invalid argument" 1
}

@test "runcon -t -u -r -l: partial contexts need the current one" {
  never_enforcing
  run runcon -t x_t touch ran
  check "runcon: can't get current context: Invalid argument" 1
  run runcon -u u -r r -l s0 true
  check "runcon: can't get current context: Invalid argument" 1
  [ ! -e ran ]
}

@test "runcon: CONTEXT without COMMAND is a usage error" {
  run runcon u:r:t:s0
  check "runcon: missing COMMAND
$USAGE" 1
  run runcon -t x_t
  check "runcon: missing COMMAND
$USAGE" 1
}

@test "runcon: options after CONTEXT belong to COMMAND" {
  never_enforcing
  run runcon u:r:t:s0 ls -t x
  check "runcon: unable to set security context 'u:r:t:s0': Invalid argument" 1
}

@test "runcon: -t without its argument, unknown option" {
  run runcon -t
  check "runcon: option '-t' needs an argument
$USAGE" 1
  run runcon -x u:r:t:s0 true
  check "runcon: unknown option '-x'
$USAGE" 1
}
