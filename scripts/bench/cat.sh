# cat.sh - workloads for cat and for the cost of starting a command.
# Sourced by scripts/bench.sh (data, workload).

data big1g 1024 random

workload "cat 1GB file" 'cat $BENCH_DATA/big1g > /dev/null'

# "true" is a builtin of every sh, and "env true" would time env too. So the
# loop first finds the true that PATH (toybox's links first, or the host's)
# gives, by walking $PATH in the shell itself, then runs that file by its
# path 1000 times. The loop uses only shell builtins ([ is one in sh), so
# each round is one fork+exec of true and nothing else.
workload "1000 startups of true" \
  't=; IFS=:; for d in $PATH; do [ -x "$d/true" ] && { t=$d/true; break; }; done; unset IFS; [ -n "$t" ] || exit 1; i=0; while [ $i -lt 1000 ]; do "$t"; i=$((i+1)); done'
