# text-basic.sh - benchmarks for wc and head (sourced by scripts/bench.sh)

data text500m 500 text

workload "wc -l 500MB" 'wc -l $BENCH_DATA/text500m'
workload "wc 500MB" 'wc $BENCH_DATA/text500m'
workload "head -n 1000000 of 500MB" 'head -n 1000000 $BENCH_DATA/text500m > /dev/null'
