# pr.sh - workloads for pr (sourced by scripts/bench.sh)

data text100m 100 text

workload "pr 100MB" 'pr $BENCH_DATA/text100m > /dev/null'
workload "pr -3 100MB" 'pr -3 $BENCH_DATA/text100m > /dev/null'
workload "pr -m -n 2x100MB" 'pr -m -n $BENCH_DATA/text100m $BENCH_DATA/text100m > /dev/null'
