# text-dump.sh - dump and encoding workloads: od, base64 (sourced by
# scripts/bench.sh, which provides data and workload).

data rand200 200 random

# base64 -d needs an encoded input, made with the host's base64 (not the one
# under test).
derived rand200.b64 'base64 rand200'

workload "od -x 200 MB" 'od -x $BENCH_DATA/rand200 > /dev/null'
workload "base64 200 MB" 'base64 $BENCH_DATA/rand200 > /dev/null'
workload "base64 -d 270 MB" 'base64 -d $BENCH_DATA/rand200.b64 > /dev/null'
