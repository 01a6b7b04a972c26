# startup.sh - workloads for the cost of starting a command (main.c).
# Sourced by scripts/bench.sh. "exec" skips the shell's builtin true/false.

workload "startup: exec true x500" \
  'i=0; while [ $i -lt 500 ]; do (exec true); i=$((i+1)); done'
workload "startup: exec false x500" \
  'i=0; while [ $i -lt 500 ]; do (exec false) || :; i=$((i+1)); done'
workload "startup: date +%s x500" \
  'i=0; while [ $i -lt 500 ]; do date +%s; i=$((i+1)); done > /dev/null'
