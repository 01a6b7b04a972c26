# pty.bash - commands on a new pseudo terminal (nohup, setsid, gzip tests).

# ptyrun ANSWER CMD...: run CMD with stdin, stdout and stderr on a new
# terminal, ANSWER and a newline typed into it first (nothing when ANSWER
# is empty); print what the terminal showed (carriage returns dropped) and
# return CMD's exit status (128+N when killed by signal N)
ptyrun() {
  python3 - "$@" <<'PY'
import os, pty, sys
pid, fd = pty.fork()
if pid == 0:
    os.execvp(sys.argv[2], sys.argv[2:])
if sys.argv[1]: os.write(fd, sys.argv[1].encode() + b"\n")
out = b""
while True:
    try: d = os.read(fd, 4096)
    except OSError: break
    if not d: break
    out += d
_, st = os.waitpid(pid, 0)
sys.stdout.write(out.decode().replace("\r", ""))
sys.stdout.flush()
rc = os.waitstatus_to_exitcode(st)
sys.exit(rc if rc >= 0 else 128-rc)
PY
}

# onpty CMD...: ptyrun with nothing typed, then "rc=STATUS" printed
onpty() {
  local rc=0
  ptyrun "" "$@" || rc=$?
  echo "rc=$rc"
}
