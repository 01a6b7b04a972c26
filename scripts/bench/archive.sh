# archive.sh - checksums, compression and tar against the host's GNU tools
# (sourced by scripts/bench.sh), on the workloads issue #17 names.

data big1g 1024 random
data text200m 200 text
data text100m 100 text
derived text200m.gz 'gzip -6 -c text200m'
derived text100m.bz2 'bzip2 -c text100m'
derived text100m.xz 'xz -2 -c text100m'

# 20 directories of 1,000 files, and a tar of it made with the host's tar
tree tree20k 20 1000
make_tree20k_tar()
{
  [ "$BENCH_DATA/tree20k.tar" -nt "$BENCH_DATA/tree20k/.done" ] ||
    /bin/tar -cf "$BENCH_DATA/tree20k.tar" -C "$BENCH_DATA" tree20k
}
lazy make_tree20k_tar

workload "sha256sum 1GB" 'sha256sum $BENCH_DATA/big1g'
workload "sha1sum 1GB" 'sha1sum $BENCH_DATA/big1g'
workload "md5sum 1GB" 'md5sum $BENCH_DATA/big1g'
workload "cksum 1GB" 'cksum $BENCH_DATA/big1g'
workload "gzip -6 -c 200MB text" 'gzip -6 -c $BENCH_DATA/text200m > /dev/null'
workload "zcat 200MB text" 'zcat $BENCH_DATA/text200m.gz > /dev/null'
workload "bzcat 100MB text" 'bzcat $BENCH_DATA/text100m.bz2 > /dev/null'
workload "xzcat 100MB text" 'xzcat $BENCH_DATA/text100m.xz > /dev/null'
# (through cat: GNU tar skips reading the files when its archive is /dev/null)
workload "tar c of 20k files" 'tar -cf - -C $BENCH_DATA tree20k | cat > /dev/null'
workload "tar x of 20k files" \
  '/bin/rm -rf $BENCH_DATA/tarx && mkdir $BENCH_DATA/tarx && tar -xf $BENCH_DATA/tree20k.tar -C $BENCH_DATA/tarx'
