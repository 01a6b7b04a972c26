# awk.sh - awk against mawk and against gawk (sourced by scripts/bench.sh),
# on the workloads issue #15 names: 200 MB of log-like text (fields: host,
# method, bytes, status, path, time). Each row runs twice: the host side is
# mawk, then gawk, whatever "awk" is on the host.

data log200m 200 log
derived log200m.csv 'tr " " , < log200m'

for host in mawk gawk; do
  command -v $host >/dev/null || { echo "awk.sh: no $host: its rows skipped" >&2; continue; }
  host_as awk $host
  workload "awk '{s+=\$3}' 200MB (vs $host)" "awk '{ s += \$3 } END { print s }' \$BENCH_DATA/log200m > /dev/null"
  workload "awk -F, '{print \$2,\$1}' 200MB (vs $host)" "awk -F, '{ print \$2, \$1 }' \$BENCH_DATA/log200m.csv > /dev/null"
  workload "awk '{a[\$1]++}' 200MB (vs $host)" "awk '{ a[\$1]++ } END { for (k in a) print k, a[k] }' \$BENCH_DATA/log200m > /dev/null"
  workload "awk '/re/{n++}' 200MB (vs $host)" "awk '/GET [0-9]+ 404/ { n++ } END { print n }' \$BENCH_DATA/log200m > /dev/null"
  workload "awk BEGIN loop 1e7 (vs $host)" "awk 'BEGIN { for (i = 0; i < 1e7; i++) s += i * i; print s }' > /dev/null"
done
host_as awk
