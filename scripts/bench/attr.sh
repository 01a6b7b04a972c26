# attr.sh - lsattr, chattr and getfattr over a directory tree (sourced by
# scripts/bench.sh): 100 directories of 100 empty files, each with two user
# extended attributes where the filesystem has them.
tree attrtree 100 100 xattr

workload "lsattr -R of a 10k-file tree" 'lsattr -R "$BENCH_DATA/attrtree" > /dev/null'
workload "chattr -R -d of a 10k-file tree" 'chattr -R -d "$BENCH_DATA/attrtree"'
if [ -e "$BENCH_DATA/attrtree/.xattr" ]; then
  workload "getfattr -R -d of a 10k-file tree" \
    'getfattr --absolute-names -R -d "$BENCH_DATA/attrtree" > /dev/null'
  workload "getfattr -R -d -e hex of a 10k-file tree" \
    'getfattr --absolute-names -R -d -e hex "$BENCH_DATA/attrtree" > /dev/null'
fi
