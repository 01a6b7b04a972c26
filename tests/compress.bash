# compress.bash - shared by the decompressors' tests (bzcat, xzcat).

# testdata NAME SEED [N]: a deterministic file NAME from python3's random
# seeded with SEED: "text" (N lines of words), "random" (N random bytes),
# "runs" (runs of 1 to 5000 equal bytes), "bytes" (every byte value, up and
# down), "table" (little-endian 32-bit counters), "big" (600k mixed tokens)
testdata()
{
  python3 - "$1" "$2" "${3:-0}" <<'PY'
import random, sys
name, r, n = sys.argv[1], random.Random(int(sys.argv[2])), int(sys.argv[3])
if name == "text":
    words = [''.join(r.choice('abcdefghij') for _ in range(r.randint(1, 8)))
             for _ in range(300)]
    s = '\n'.join(' '.join(r.choice(words) for _ in range(r.randint(0, 12)))
                  for _ in range(n)).encode()
elif name == "random":
    s = bytes(r.getrandbits(8) for _ in range(n))
elif name == "runs":
    s = b''.join(bytes([r.getrandbits(8)]) * r.choice([1, 3, 4, 5, 255, 256, 300, 5000])
                 for _ in range(2000))
elif name == "bytes":
    s = bytes(range(256)) * 40 + bytes(range(255, -1, -1))
elif name == "table":
    s = b''.join(i.to_bytes(4, 'little') for i in range(0, 400000, 7))
elif name == "big":
    s = b''.join(r.choice([b'alpha ', b'beta\n', b'gamma\t', bytes([r.getrandbits(8)])])
                 for _ in range(600000))
open(name, 'wb').write(s)
PY
}

# cuts FILE FIRST: FILE cut short after FIRST, FIRST+1... bytes, all but the
# whole, as cutN.EXT (N bytes of FILE.EXT); flips FILE BYTE: FILE with one
# byte made BYTE, every third one (0, 3, 6...), as flipN.EXT (byte N). The
# names, in that order, go in the file "names".
cuts() { damage cut "$@"; }
flips() { damage flip "$@"; }
damage()
{
  python3 - "$@" <<'PY' > names
import sys
how, name, arg = sys.argv[1], sys.argv[2], int(sys.argv[3])
s = open(name, 'rb').read()
ext = name[name.index('.'):]
for i in range(arg, len(s)) if how == 'cut' else range(0, len(s), 3):
    f = bytearray(s[:i]) if how == 'cut' else bytearray(s)
    if how == 'flip':
        f[i] = arg
    open(how + str(i) + ext, 'wb').write(f)
    print(how + str(i) + ext)
PY
}

# errs CMD FILE...: run our CMD once on all the FILEs (it goes on to the next
# file after a bad one, saying "CMD: FILE: why" once for each) and set err[FILE]
# to what it said. Its exit status must be 1 if it said anything but warnings
# of trailing garbage (those files count as good), else 0; prints why not.
errs()
{
  local cmd=$1 line st=0 bad=0
  shift
  declare -gA err=()
  "$cmd" "$@" > /dev/null 2> errs || st=$?
  while IFS= read -r line; do
    [[ $line = *": trailing garbage after EOF ignored" ]] && continue
    bad=1
    line=${line#"$cmd: "}
    err[${line%%: *}]+=$line
  done < errs
  [ $st = $bad ] || echo "$cmd exit status $st"
}
