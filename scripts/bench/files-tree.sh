# files-tree.sh - ls and du over a large directory tree (sourced by
# scripts/bench.sh): 1000 directories of 100 small files, also copied by
# files-copy.sh.
tree tree100k 1000 100

workload "ls -lR of a 100k-file tree" 'ls -lR "$BENCH_DATA/tree100k" > /dev/null'
workload "du -s of a 100k-file tree" 'du -s "$BENCH_DATA/tree100k" > /dev/null'
