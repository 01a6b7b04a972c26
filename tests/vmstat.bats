#!/usr/bin/env bats
# vmstat: compared with procps vmstat, with /proc/stat, /proc/vmstat and
# /proc/meminfo replaced in a mount namespace.

load helper
load utmp

fakes() {
  printf 'MemTotal:       24683772 kB\nMemFree:        %s kB
Buffers:        %s kB\nCached:         %s kB\nSwapTotal:      %s kB
SwapFree:       %s kB\nSReclaimable:   %s kB\n' $1 $2 $3 $4 $5 $6 > fake.meminfo
  printf 'cpu  %s\ncpu0 1 2 3 4 5 6 7 8 9 10\nintr %s 0 0 0\nctxt %s
btime 1\nprocesses 100\nprocs_running %s\nprocs_blocked %s\n' \
    "$7" $8 $9 ${10} ${11} > fake.stat
  printf 'nr_free_pages 1\npgpgin %s\npgpgout %s\npswpin %s\npswpout %s\n' \
    ${12} ${13} ${14} ${15} > fake.vmstat
}

same_as_procps() {
  [ -x /usr/bin/vmstat ] || skip "needs procps vmstat"
  in_fake_proc sh -c '/usr/bin/vmstat "$@" > ref 2>&1; echo $? >> ref
    vmstat "$@" > out 2>&1; echo $? >> out' sh "$@"
  output=$(cat out) status=0
  check "$(cat ref)"
}

@test "vmstat: averages since boot (procps)" {
  fakes 21972212 98388 1411648 1048572 10000 706064 \
    "1454568 7 728191 274791 11713 5 4439 3913 100 30" 15689048 43485867 \
    5 2 10501617 26782828 1234 56789
  for i in "" -n -w "-n -w" "5 1" "1 0"; do same_as_procps $i; done
  fakes 1 2 3 4 4 5 "100 50 200 300 40 30 20 10 60 40" 7 8 100 0 9 10 11 12
  for i in "" -w; do same_as_procps $i; done
  fakes 1 2 3 0 0 5 "0 0 0 0 0 0 0 0 0 0" 0 0 0 0 0 0 0 0
  for i in "" -w; do same_as_procps $i; done
}

@test "vmstat: the layout, by hand" {
  fakes 1 2 3 4 4 5 "100 50 200 300 40 30 20 10 60 40" 7 8 100 0 9 10 11 12
  run in_fake_proc vmstat
  check "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----
 r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st
100  0      0      1      2      8    6    6     1     1    1    1  7 33 40  5  1"
}

@test "vmstat DELAY COUNT: rates per second since the line before" {
  # the one test here that sleeps: vmstat's delay is whole seconds
  fakes 1 2 3 0 0 5 "100 0 100 100 0 0 0 0 0 0" 100 100 1 0 100 100 0 0
  in_fake_proc sh -c 'vmstat -n 1 2 > out &
    until [ -s out ]; do sleep 0.01; done
    printf "cpu  150 0 120 130 0 0 0 0 0 0\nintr 300\nctxt 1100\nprocs_running 3\nprocs_blocked 1\n" > fake.stat
    printf "pgpgin 150\npgpgout 1100\npswpin 1\npswpout 0\n" > fake.vmstat
    wait'
  run cat out
  check "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----
 r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st
 1  0      0      1      2      8    0    0    33    33   33   33 33 33 33  0  0
 3  1      0      1      2      8    $(($(getconf PAGESIZE)/1024))    0    50  1000  200 1000 50 20 30  0  0"
}

@test "vmstat: bad arguments (procps messages)" {
  run vmstat 0 2
  check "vmstat: delay must be positive integer" 1
  run vmstat a
  check "vmstat: failed to parse argument: 'a'" 1
  run vmstat 0.5
  check "vmstat: failed to parse argument: '0.5'" 1
  run vmstat 1 2 3
  check "vmstat: extra argument '3'
usage: vmstat [-nw] [DELAY [COUNT]]" 1
  run sh -c 'vmstat > /dev/full'
  [ "$status" = 1 ]
}

@test "vmstat: the real /proc" {
  run vmstat 1 1
  [ "$status" = 0 ]
  [ "${#lines[@]}" = 3 ]
  [[ "${lines[2]}" =~ ^(\ *[0-9]+){17}$ ]]
}
