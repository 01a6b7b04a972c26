# files-find.sh - directory walking workloads: find, xargs (sourced by
# scripts/bench.sh, which provides data and workload).

# tree100f: 1000 directories (10 x 100, two levels) of 100 empty files each,
# 100,000 files in all. Made once, with the host's mkdir and touch (not the
# tools under test), in a temporary name renamed into place when complete,
# so an interrupted run doesn't leave a half tree that later runs would use.
make_tree100f()
{
  if [ ! -d "$BENCH_DATA/tree100f" ]; then
    rm -rf "$BENCH_DATA/tree100f.tmp"
    /usr/bin/mkdir -p "$BENCH_DATA/tree100f.tmp" &&
    (
      cd "$BENCH_DATA/tree100f.tmp" || exit 1
      files=$(i=0; while [ $i -lt 100 ]; do printf 'file%d ' $i; i=$((i+1)); done)
      for a in 0 1 2 3 4 5 6 7 8 9; do
        d=0
        while [ $d -lt 100 ]; do
          /usr/bin/mkdir -p "d$a/d$d" && (cd "d$a/d$d" && /usr/bin/touch $files) ||
            exit 1
          d=$((d+1))
        done
      done
    ) && mv "$BENCH_DATA/tree100f.tmp" "$BENCH_DATA/tree100f"
  fi
}
lazy make_tree100f

workload "find -name '*5*' 100k files" 'find $BENCH_DATA/tree100f -name "*5*" > /dev/null'
workload "find -type f -printf 100k files" 'find $BENCH_DATA/tree100f -type f -printf "%s %p\n" > /dev/null'
workload "find | xargs -n 100 true 100k files" 'find $BENCH_DATA/tree100f | xargs -n 100 true'
workload "find -print0 | xargs -0 echo 100k files" 'find $BENCH_DATA/tree100f -print0 | xargs -0 echo > /dev/null'
workload "find -exec true {} + 100k files" 'find $BENCH_DATA/tree100f -exec true {} +'
