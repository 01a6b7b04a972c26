# files-copy.sh - cp workloads: a 100k-file tree and a 1 GB file (sourced
# by scripts/bench.sh, which provides data and workload).

data big1g 1024 random

# 1000 directories of 100 small files (the tree files-tree.sh lists)
tree tree100k 1000 100

# The copy is removed in the same command, so "rm -rf" is timed too, and is
# the implementation under test as well (toybox's rm with toybox's cp).
workload "cp -r 100k files + rm -rf (both timed)" 'cp -r $BENCH_DATA/tree100k $BENCH_DATA/cpout && rm -rf $BENCH_DATA/cpout'
workload "cp 1 GB file" 'cp $BENCH_DATA/big1g $BENCH_DATA/big1g.copy && rm -f $BENCH_DATA/big1g.copy'
