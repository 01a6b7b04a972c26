# pty.bash - commands on a new pseudo terminal (nohup, setsid, gzip, xargs
# tests).

# ptyrun ANSWER CMD...: run CMD with stdin, stdout and stderr on a new
# terminal; each line of ANSWER is typed into it (with a newline) once CMD
# has shown a prompt, output ending in "? " or "?..." (typed earlier, its
# echo could land inside the prompt); print what the terminal showed
# (carriage returns dropped) and return CMD's exit status (128+N when killed
# by signal N)
ptyrun() {
  python3 - "$@" <<'PY'
import os, pty, sys
pid, fd = pty.fork()
if pid == 0:
    os.execvp(sys.argv[2], sys.argv[2:])
answers = sys.argv[1].encode().split(b"\n") if sys.argv[1] else []
out = b""
while True:
    try: d = os.read(fd, 4096)
    except OSError: break
    if not d: break
    out += d
    if answers and (out.endswith(b"? ") or out.endswith(b"?...")):
        os.write(fd, answers.pop(0) + b"\n")
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
