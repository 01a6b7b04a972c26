# files-find.sh - directory walking workloads: find, xargs (sourced by
# scripts/bench.sh, which provides data and workload).

# 1000 directories of 100 empty files each, 100,000 files in all
tree tree100f 1000 100 empty

workload "find -name '*5*' 100k files" 'find $BENCH_DATA/tree100f -name "*5*" > /dev/null'
workload "find -type f -printf 100k files" 'find $BENCH_DATA/tree100f -type f -printf "%s %p\n" > /dev/null'
workload "find | xargs -n 100 true 100k files" 'find $BENCH_DATA/tree100f | xargs -n 100 true'
workload "find -print0 | xargs -0 echo 100k files" 'find $BENCH_DATA/tree100f -print0 | xargs -0 echo > /dev/null'
workload "find -exec true {} + 100k files" 'find $BENCH_DATA/tree100f -exec true {} +'
