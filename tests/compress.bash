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
