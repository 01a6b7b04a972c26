# find.sh - more find and xargs workloads (sourced by scripts/bench.sh), on
# files-find.sh's tree: 1000 directories of 100 empty files each.
tree tree100f 1000 100 empty
workload "find -newermt 100k files" 'find $BENCH_DATA/tree100f -newermt "2000-01-01 00:00" > /dev/null'
workload "find -ls 100k files" 'find $BENCH_DATA/tree100f -ls > /dev/null'
workload "find -type f -execdir true {} + 100k files" 'find $BENCH_DATA/tree100f -type f -execdir true {} +'
workload "find -print0 | xargs -0 -n 1000 -P 2 true 100k files" 'find $BENCH_DATA/tree100f -print0 | xargs -0 -n 1000 -P 2 true'
workload "find -o -name chains 100k files" 'find $BENCH_DATA/tree100f \( -name "*1" -o -name "*3" -o -iname "FILE7*" \) -type f > /dev/null'
