#!/usr/bin/env bats
# reset: expectations checked against ncurses reset (/usr/bin/reset) on a
# pty from python3's pty module; ncurses also prints a "\r" and notes like
# "Interrupt set to control-C (^C).", which this reset doesn't.

load helper

onpty() {
  python3 -c '
import pty, os, subprocess, sys
m, s = pty.openpty()
r = subprocess.run(["sh", "-c", sys.argv[1]], stdin=s, stdout=s, stderr=s)
os.close(s)
out = b""
while True:
    try: d = os.read(m, 4096)
    except OSError: break
    if not d: break
    out += d
sys.stdout.write(out.decode().replace("\r", ""))
sys.exit(r.returncode)' "$1"
}

@test "reset makes the modes sane again (ncurses)" {
  run onpty 'stty raw -echo -icrnl intr undef; reset >/dev/null 2>&1; stty'
  check "speed 38400 baud; line = 0;" 0
}

@test "reset sends the reset strings to the terminal (ncurses)" {
  TERM=xterm run onpty 'reset'
  check $'\ec\e[!p\e[?3;4l\e[4l\e>\e[?69l' 0
  run onpty 'reset linux'
  check $'\ec\e]R' 0
  run onpty 'reset vt100'
  check $'\e<\e>\e[?3;4;5l\e[?7;8h\e[r' 0
}

@test "reset writes to stderr, with or without a terminal (ncurses)" {
  run bash -c 'reset linux </dev/null 2>&1 >/dev/null | od -An -c'
  check "$(printf '\ec\e]R' | od -An -c)" 0
}

@test "reset: unknown terminal (toybox wording)" {
  run bash -c 'reset nosuchterm </dev/null 2>&1'
  check 'reset: unknown terminal "nosuchterm"' 1
}
