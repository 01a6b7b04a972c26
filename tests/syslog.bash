# syslog.bash - loaded by log.bats and logger.bats: catching what a command
# sends to syslog, on a unix datagram socket of the test's own.

# catch CMD... [:: CMD...]...: run CMD with a socket bound at ./sock, then
# print what arrived, the time stamp replaced by STAMP (after checking its
# form) and the pid by PID; then CMD's stderr (same treatment) and exit
# status (CMD's stdout comes first). Several commands (one python3 for all),
# each with a socket of its own: what each printed, separated by NUL bytes
catch() {
  python3 -c 'import socket, subprocess, sys, re, os
def clean(m):
  m = re.sub(r"^<(\d+)>[A-Z][a-z][a-z] [ 1-3]\d \d\d:\d\d:\d\d ", r"<\1>STAMP ", m)
  return re.sub(r"\[\d+\]: ", "[PID]: ", m, count=1)
def catch(cmd):
  out = []
  s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
  if os.path.exists("sock"): os.unlink("sock")
  s.bind("sock")
  r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
  s.setblocking(False)
  try:
    while True: out.append(clean(s.recv(65536).decode()))
  except BlockingIOError: pass
  s.close()
  for l in r.stderr.decode().splitlines(): out.append(clean(l))
  out.append(str(r.returncode))
  return r.stdout.decode() + "\n".join(out)
cmds, cmd = [], []
for a in sys.argv[1:] + ["::"]:
  if a == "::": cmds.append(cmd); cmd = []
  else: cmd.append(a)
print("\0".join(catch(c) for c in cmds))' "$@"
}

# catch_each CMD... [:: CMD...]...: catch them all, what each printed in
# caught[0], caught[1]... (checking that python3 went through them all)
catch_each() {
  local a n=1
  for a in "$@"; do [ "$a" != :: ] || n=$((n+1)); done
  catch "$@" > caught 2>&1 || { cat caught >&2; return 1; }
  mapfile -d '' -t caught < caught
  caught[-1]=${caught[-1]%$'\n'}
  [ ${#caught[@]} = $n ] || { echo "catch: ${#caught[@]} of $n" >&2; return 1; }
}
