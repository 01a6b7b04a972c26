# files-dd.sh - workloads for dd. Sourced by scripts/bench.sh (data, workload).

data big1g 1024 random

workload "dd bs=1M of 1 GB" 'dd if=$BENCH_DATA/big1g of=/dev/null bs=1M'
