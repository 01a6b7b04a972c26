# ps.sh - the process table commands (ps, top, pgrep) against procps-ng,
# over whatever processes the machine is running.

workload "ps -A" 'ps -A > /dev/null'
workload "ps -eo pid,rss,args" 'ps -eo pid,rss,args > /dev/null'
workload "top -b -n1" 'top -b -n1 > /dev/null'
workload "pgrep -f" 'pgrep -f sh > /dev/null'
