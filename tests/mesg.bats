#!/usr/bin/env bats
# mesg: on a new pseudo-terminal made with python's pty module; the mode
# bits are checked with stat and the answers against util-linux mesg.

load helper

# on_pty SCRIPT: run sh -c SCRIPT with a new pty as stdin, mode 600 first
on_pty() {
  python3 -c 'import pty, os, sys
m, s = pty.openpty()
os.set_inheritable(m, True)
os.fchmod(s, 0o600)
os.dup2(s, 0)
os.execvp("sh", ["sh", "-c", sys.argv[1]])' "$1"
}

@test "mesg: show, allow, deny (POSIX exit status)" {
  run on_pty 'mesg; echo $?; mesg y; echo $?; stat -L -c %a /proc/self/fd/0
    mesg; echo $?; mesg n; echo $?; stat -L -c %a /proc/self/fd/0; mesg; echo $?'
  check "is n
1
0
620
is y
0
1
600
is n
1"
}

@test "mesg n: takes away write for others too" {
  run on_pty 'chmod 602 /proc/self/fd/0; mesg; echo $?; mesg n; echo $?
    stat -L -c %a /proc/self/fd/0'
  check "is n
1
1
600"
}

@test "mesg -v: says what it did (util-linux)" {
  run on_pty 'mesg -v y; echo $?; mesg -v n; echo $?'
  check "write access to your terminal is allowed
0
write access to your terminal is denied
1"
  [ -x /usr/bin/mesg ] || skip "needs util-linux mesg"
  run on_pty 'mesg -v y; /usr/bin/mesg; mesg n; /usr/bin/mesg -v y; mesg'
  check "write access to your terminal is allowed
is y
write access to your terminal is allowed
is y"
}

@test "mesg: stdout or stderr when stdin isn't a terminal" {
  run on_pty 'mesg y >&0 < /dev/null; echo $? >&2; stat -L -c %a /proc/self/fd/0 >&2'
  check "0
620"
}

@test "mesg: no terminal, bad argument: exit 2" {
  run sh -c 'mesg < /dev/null > /dev/null 2>&1; echo $?; mesg < /dev/null 2>&1 >/dev/null'
  check "2
mesg: no tty" 2
  run mesg x
  check "mesg: invalid argument: x" 2
  run mesg y n
  check "mesg: extra argument 'n'
usage: mesg [-v] [y|n]" 2
  run mesg -x
  [ "$status" = 2 ]
}
