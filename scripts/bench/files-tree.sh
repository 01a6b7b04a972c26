# files-tree.sh - ls and du over a large directory tree.
#
# The data step: data() makes single files, but these workloads need a tree,
# so it's built here once, the same way: skipped when $BENCH_DATA/tree is
# complete (the .done marker), built under a temporary name and renamed so
# an interrupted build is redone. 1000 directories (10 x 100) of 100 small
# files each: 100,000 files, a few bytes of content apiece.
make_tree()
{
  if [ ! -e "$BENCH_DATA/tree/.done" ]; then
    rm -rf "$BENCH_DATA/tree" "$BENCH_DATA/tree.tmp"
    mkdir -p "$BENCH_DATA/tree.tmp"
    python3 - "$BENCH_DATA/tree.tmp" <<'PY'
import os, sys
top = sys.argv[1]
for a in range(10):
    for b in range(100):
        d = os.path.join(top, "group%02d" % a, "dir%03d" % b)
        os.makedirs(d)
        for f in range(100):
            with open(os.path.join(d, "file%03d.txt" % f), "w") as fp:
                fp.write("file %d of %s\n" % (f, d) * (f % 7 + 1))
PY
    touch "$BENCH_DATA/tree.tmp/.done"
    mv "$BENCH_DATA/tree.tmp" "$BENCH_DATA/tree"
  fi
}
lazy make_tree

workload "ls -lR of a 100k-file tree" 'ls -lR "$BENCH_DATA/tree" > /dev/null'
workload "du -s of a 100k-file tree" 'du -s "$BENCH_DATA/tree" > /dev/null'
