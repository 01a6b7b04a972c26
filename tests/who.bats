#!/usr/bin/env bats
# who: compared with GNU who (coreutils) reading the same utmp FILE.

load helper
load utmp

records() {
  printf '2 0 ~ ~~ reboot 5.10 1699999000
1 20035 ~ ~~ runlevel 5.10 1699999010
5 500 tty1 1 - - 1699999020
6 501 tty2 2 LOGIN - 1699999030
7 100 nosuchtty0 ts/0 alice host1 1700000000
7 101 nosuchtty1 ts/1 bob - 1700000100
8 0 pts/2 ts/2 - - 1700000200
7 1 nosuchtty3 3 carol :0 1700000300
7 2 nosuchtty4 4 averyveryverylongusername - 1700000400\n' | make_utmp u1
}

@test "who: every option on one utmp file (GNU)" {
  records
  for i in "" -a -b -d -H -l -m -p -q -r -s -T -u -w -aH -uH -pH -bH -rH \
      -lH -dT -Tu -bu -qH -mu; do
    gnu_same who $i u1
  done
}

@test "who: the formats, by hand" {
  records
  run who u1
  check "alice    nosuchtty0   2023-11-14 22:13 (host1)
bob      nosuchtty1   2023-11-14 22:15
carol    nosuchtty3   2023-11-14 22:18 (:0)
averyveryverylongusername nosuchtty4   2023-11-14 22:20"
  run who -q u1
  check "alice bob carol averyveryverylongusername
# users=4"
  run who -aH u1
  check "NAME       LINE         TIME             IDLE          PID COMMENT  EXIT
           system boot  2023-11-14 21:56
           run-level C  2023-11-14 21:56                   last=S
           tty1         2023-11-14 21:57               500 id=1
LOGIN      tty2         2023-11-14 21:57               501 id=2
alice    ? nosuchtty0   2023-11-14 22:13   ?           100 (host1)
bob      ? nosuchtty1   2023-11-14 22:15   ?           101
           pts/2        2023-11-14 22:16                 0 id=ts/2  term=0 exit=0
carol    ? nosuchtty3   2023-11-14 22:18   ?             1 (:0)
averyveryverylongusername ? nosuchtty4   2023-11-14 22:20   ?             2"
}

@test "who -u -T: idle time and message status from the tty (GNU)" {
  needs_root
  needs_cmd unshare
  [ -x /usr/bin/who ] || skip "needs GNU who"
  printf '7 100 ttyA a alice - 1700000000
7 101 ttyB b bob - 1700000100
7 102 ttyC c carol - 1700000200\n' | make_utmp u1
  unshare -m sh -c 'mount --make-rprivate / && mount -t tmpfs none /dev &&
    touch /dev/ttyA /dev/ttyB /dev/ttyC && chmod 620 /dev/ttyA &&
    chmod 600 /dev/ttyB /dev/ttyC &&
    touch -a -d "-5 seconds" /dev/ttyA && touch -a -d "-125 minutes" /dev/ttyB &&
    touch -a -d "-3 days" /dev/ttyC &&
    /usr/bin/who -uT u1 > ref; who -uT u1 > out'
  run cat out
  check "$(cat ref)"
  check "alice    + ttyA         2023-11-14 22:13   .           100
bob      - ttyB         2023-11-14 22:15 02:05         101
carol    - ttyC         2023-11-14 22:16  old          102"
}

@test "who am i: only stdin's terminal" {
  records
  run who am i u1
  [ "$status" = 1 ]
  run sh -c 'who am i < /dev/null'
  check "" 0
  run sh -c 'who -m u1 < /dev/null'
  check "" 0
}

@test "who -m: the entry of the terminal on stdin" {
  python3 -c 'import pty, os, struct
m, s = pty.openpty()
os.set_inheritable(m, True)
name = os.ttyname(s)[5:]
with open("u1", "wb") as f:
  for line, user in (("nosuchtty", "alice"), (name, "bob")):
    f.write(struct.pack("=hxxi32s4s32s256shhiii16s20x", 7, 5, line.encode(),
      b"x", user.encode(), b"h", 0, 0, 0, 1700000000, 0, b""))
os.dup2(s, 0)
os.execvp("sh", ["sh", "-c", "who -m u1 > out; echo " + name + " > name; tty > tty; true"])'
  grep -q /dev/ tty || skip "ttyname() can't name a new pty here"
  run cat out
  check "$(printf 'bob      %-12s 2023-11-14 22:13 (h)' "$(cat name)")"
}

@test "who: missing, empty and short files show nobody (GNU)" {
  gnu_same who nosuchfile
  : > empty
  gnu_same who -a empty
  head -c 500 /dev/zero > short
  gnu_same who -a short
  run who -q empty
  check "
# users=0"
}

@test "who: bad option, too many arguments" {
  run who -x
  [ "$status" = 1 ]
  [ "${lines[0]}" = "who: unknown option '-x'" ]
  run who a b c
  [ "$status" = 1 ]
  [ "${lines[0]}" = "who: extra argument 'c'" ]
}
