#!/usr/bin/env bats
# sha3sum: SHA-3 (FIPS 202). Vectors: the NIST examples for "abc" and the
# empty string, values checked with Python's hashlib; default length 224 as
# Debian's toybox sha3sum; --tag lines as GNU cksum -a sha3 writes them.

load helper

@test "sha3sum -a 224/256/384/512 of abc (NIST)" {
  printf abc > abc
  run sha3sum abc
  check "e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf  abc" 0
  run sha3sum -a 256 abc
  check "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532  abc" 0
  run sha3sum -a 384 abc
  check "ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376d25  abc" 0
  run sha3sum -a 512 abc
  check "b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0  abc" 0
}

@test "sha3sum of empty stdin and a 200 byte message (over one 144 byte block)" {
  run sh -c 'printf "" | sha3sum -a 256'
  check "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a  -" 0
  run sh -c 'head -c 200 /dev/zero | tr "\0" a | sha3sum'
  check "455e0ccfc6010738ed93a793dffd79aff36debbd1a7eb6621bd6c722  -" 0
}

@test "sha3sum matches Python's hashlib at the block edges of each length" {
  needs_cmd python3
  head -c 600 /dev/urandom > r
  local i n
  # (one python3 for all of them: it takes longer to start than sha3sum)
  python3 -c 'import hashlib, sys
r = open("r", "rb").read()
for i in sys.argv[1:]:
  for n in (224, 256, 384, 512):
    print(i, n, getattr(hashlib, "sha3_%d" % n)(r[:int(i)]).hexdigest())' \
    0 1 71 72 73 103 104 105 135 136 137 143 144 145 288 600 > want
  while read -r i n _; do
    head -c $i r > p
    echo "$i $n $(sha3sum -a $n < p)"
  done < want > got
  [ "$(wc -l < want)" = 64 ]
  diff want <(sed 's/  -$//' got)
}

@test "sha3sum --tag and -c of both line formats" {
  printf abc > abc
  run sha3sum -a 256 --tag abc
  check "SHA3-256 (abc) = 3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532" 0
  { sha3sum -a 256 --tag abc; sha3sum -a 256 abc; } > sums
  run sha3sum -a 256 -c sums
  check "abc: OK
abc: OK" 0
  printf abd > abc
  run sha3sum -a 256 -c sums
  check "abc: FAILED
abc: FAILED
sha3sum: WARNING: 2 computed checksums did NOT match" 1
}

@test "sha3sum -c: lines of another length are improperly formatted" {
  printf abc > abc
  sha3sum -a 512 abc > sums
  run sha3sum -c sums
  check "sha3sum: sums: no properly formatted checksum lines found" 1
}

@test "sha3sum -a with a bad length" {
  run sha3sum -a 100 /dev/null
  [ "$status" = 1 ]
  [[ "$output" == "sha3sum: -a must be 224, 256, 384 or 512"* ]]
}

@test "sha3sum missing file (as GNU md5sum)" {
  run sha3sum nope
  check "sha3sum: nope: No such file or directory" 1
}
