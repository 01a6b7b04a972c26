# text-sort.sh - benchmarks of sort, tr, cut, uniq and tail (sourced by
# scripts/bench.sh, which defines data and workload).

data lines2m 80 text
data nums2m 20 numbers
data csv200 200 csv
data csv1g 1024 csv
data text1g 1024 text

# uniq's input is sorted once with the host's sort, so that the uniq -c
# workload times uniq alone (the pipeline below times sort and uniq).
derived text1g.sorted 'LC_ALL=C sort text1g'

workload "sort lines" 'sort $BENCH_DATA/lines2m > /dev/null'
workload "sort -n numbers" 'sort -n $BENCH_DATA/nums2m > /dev/null'
workload "sort -t, -k2,2 csv" 'sort -t, -k2,2 $BENCH_DATA/csv200 > /dev/null'
workload "sort -u lines" 'sort -u $BENCH_DATA/lines2m > /dev/null'
workload "tr a-z A-Z 1G" 'tr a-z A-Z < $BENCH_DATA/text1g > /dev/null'
workload "cut -f2 -d, csv" 'cut -f2 -d, $BENCH_DATA/csv200 > /dev/null'
workload "cut -f2 -d, 1G csv" 'cut -f2 -d, $BENCH_DATA/csv1g > /dev/null'
workload "uniq -c 1G sorted" 'uniq -c $BENCH_DATA/text1g.sorted > /dev/null'
workload "LC_ALL=C sort | uniq -c" 'LC_ALL=C sort $BENCH_DATA/lines2m | uniq -c > /dev/null'
workload "tail -n 100 1G" 'tail -n 100 $BENCH_DATA/text1g > /dev/null'
# (a seekable file is read backwards: only the last lines are touched)
workload "tail -n 3000000 1G" 'tail -n 3000000 $BENCH_DATA/text1g > /dev/null'
workload "tail -c 100M 1G" 'tail -c 100000000 $BENCH_DATA/text1g > /dev/null'
