# pty.bash - shared by tests/nohup.bats and tests/setsid.bats.

# onpty CMD...: run CMD with stdin, stdout and stderr on a new terminal;
# print what the terminal showed, then "rc=STATUS"
onpty() {
  python3 - "$@" <<'PY'
import os, pty, sys
pid, fd = pty.fork()
if pid == 0:
    os.execvp(sys.argv[1], sys.argv[1:])
out = b""
while True:
    try: d = os.read(fd, 4096)
    except OSError: break
    if not d: break
    out += d
_, st = os.waitpid(pid, 0)
sys.stdout.write(out.decode().replace("\r\n", "\n"))
print("rc=%d" % os.waitstatus_to_exitcode(st))
PY
}
