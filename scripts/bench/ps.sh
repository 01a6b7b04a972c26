# ps.sh - the process table commands (ps, top, pgrep) against procps-ng,
# with 2,000 more processes than the machine runs (sleeps this file starts
# before its first workload and kills after its last; they end by
# themselves after 10 minutes should the benchmark be interrupted).

PS_PIDS=()
ps_spawn()
{
  local i

  for ((i = 0; i < 2000; i++)); do
    sleep 600 & PS_PIDS+=($!)
  done
}
lazy ps_spawn

workload "ps -A (2,000 processes)" 'ps -A > /dev/null'
workload "ps -eo pid,rss,args (2,000 processes)" 'ps -eo pid,rss,args > /dev/null'
workload "top -b -n1 (2,000 processes)" 'top -b -n1 > /dev/null'
workload "pgrep -f (2,000 processes)" 'pgrep -f sh > /dev/null'

if [ ${#PS_PIDS[@]} -gt 0 ]; then
  kill "${PS_PIDS[@]}" 2>/dev/null
  wait "${PS_PIDS[@]}" 2>/dev/null
fi
PS_PIDS=()
