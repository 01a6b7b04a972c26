# files-copy.sh - cp workloads: a 100k-file tree and a 1 GB file (sourced
# by scripts/bench.sh, which provides data and workload).

data big1g 1024 random

# The tree: 1000 directories of 100 small files each, made once (it takes a
# while) with the host's tools, beside the data. It is built under a
# temporary name and renamed, so an interrupted build is never mistaken for
# a finished one.
make_tree100k()
{
  if [ ! -d "$BENCH_DATA/tree100k" ]; then
    rm -rf "$BENCH_DATA/tree100k.tmp"
    python3 - "$BENCH_DATA/tree100k.tmp" <<'PY'
import os, sys
top = sys.argv[1]
os.mkdir(top)
for d in range(1000):
    dd = os.path.join(top, "d%03d" % d)
    os.mkdir(dd)
    for f in range(100):
        with open(os.path.join(dd, "f%03d" % f), "wb") as fp:
            fp.write(b"x" * (100 + (d * 100 + f) % 3000))
PY
    mv "$BENCH_DATA/tree100k.tmp" "$BENCH_DATA/tree100k"
  fi
}
lazy make_tree100k

# The copy is removed in the same command, so "rm -rf" is timed too, and is
# the implementation under test as well (toybox's rm with toybox's cp).
workload "cp -r 100k files + rm -rf (both timed)" 'cp -r $BENCH_DATA/tree100k $BENCH_DATA/cpout && rm -rf $BENCH_DATA/cpout'
workload "cp 1 GB file" 'cp $BENCH_DATA/big1g $BENCH_DATA/big1g.copy && rm -f $BENCH_DATA/big1g.copy'
