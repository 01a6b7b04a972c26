#!/usr/bin/env bats
# free: compared with procps free, with /proc/meminfo replaced in a mount
# namespace.

load helper
load utmp

meminfo() {
  printf 'MemTotal:       %s kB\nMemFree:        %s kB\nMemAvailable:   %s kB
Buffers:        %s kB\nCached:         %s kB\nSwapCached:            0 kB
SwapTotal:      %s kB\nSwapFree:       %s kB\nShmem:          %s kB
SReclaimable:   %s kB\n' "$@" > fake.meminfo
}

# same_as_procps CASE...: each CASE, a line of bash run where /proc/meminfo
# is fake.meminfo (one namespace for all), calls "both ARGS..." once: procps
# free and ours given ARGS agree, output and status. meminfo rewrites
# fake.meminfo in place, so a CASE may change it for those after it.
same_as_procps() {
  [ -x /usr/bin/free ] || skip "needs procps free"
  local i ref
  rm -f ref.* out.*
  in_fake_proc bash -c "$(declare -f meminfo)"'
    n=0
    both() {
      n=$((n+1))
      /usr/bin/free "$@" > ref.$n 2>&1; echo $? >> ref.$n
      free "$@" > out.$n 2>&1; echo $? >> out.$n
    }
    for c in "$@"; do eval "$c"; done' bash "$@"
  [ ! -e ref.$(($#+1)) ] || { echo "a case ran both twice" >&2; return 1; }
  for ((i = 1; i <= $#; i++)); do
    [ -e ref.$i ] && [ -e out.$i ] || { echo "(case didn't run: ${!i})" >&2; return 1; }
    # (what $(cat FILE) has: trailing newlines dropped)
    IFS= read -r -d '' ref < ref.$i || true
    IFS= read -r -d '' output < out.$i || true
    ref=${ref%"${ref##*[!$'\n']}"} output=${output%"${output##*[!$'\n']}"}
    status=0
    check "$ref" || { echo "(case: ${!i})" >&2; return 1; }
  done
}

@test "free: every unit and layout (procps)" {
  meminfo 24683772 21972212 23872820 98388 1411648 1048572 10000 10304 706064
  local i c=()
  for i in "" -b -k -m -g -h "-h --si" -w -t "-h -w -t" "-b -w -t" --si \
      --kilo --mega --giga --tera --peta --tebi --pebi "-m --si" "-g --si" \
      "-h -m"; do
    c+=("both $i")
  done
  same_as_procps "${c[@]}"
}

@test "free: the layout, by hand" {
  meminfo 24683772 21972212 23872820 98388 1411648 1048572 10000 10304 706064
  run in_fake_proc free -t
  check "               total        used        free      shared  buff/cache   available
Mem:        24683772      810952    21972212       10304     2216100    23872820
Swap:        1048572     1038572       10000
Total:      25732344     1849524    21982212"
  run in_fake_proc free -hw
  check "               total        used        free      shared     buffers       cache   available
Mem:            23Gi       791Mi        20Gi        10Mi        96Mi       2.0Gi        22Gi
Swap:          1.0Gi       1.0Gi       9.8Mi"
}

@test "free -h: where the units change (procps)" {
  local kb c=()
  for kb in 0 1 9 10 99 999 1000 1023 1100 10199 10240 102400 1022976 \
      1023590 1024000 1048576 1073741824000 107374182400000 \
      1073741824000000; do
    c+=("meminfo $kb 0 0 0 0 0 0 0 0; both -h" "both -h --si")
  done
  meminfo 0 0 0 0 0 0 0 0 0
  same_as_procps "${c[@]}"
}

@test "free: huge byte counts keep a space between columns" {
  meminfo 1073741824000 0 0 0 0 0 0 0 0
  run in_fake_proc free -b
  check "               total        used        free      shared  buff/cache   available
Mem:     1099511627776000 1099511627776000           0           0           0           0
Swap:              0           0           0"
}

@test "free: the real /proc/meminfo" {
  run free
  [ "$status" = 0 ]
  [ "${lines[0]}" = "               total        used        free      shared  buff/cache   available" ]
  [[ "${lines[1]}" =~ ^Mem:\ +[0-9]+\ +[0-9]+\ +[0-9]+\ +[0-9]+\ +[0-9]+\ +[0-9]+$ ]]
  [[ "${lines[2]}" =~ ^Swap:\ +[0-9]+\ +[0-9]+\ +[0-9]+$ ]]
}

@test "free: errors (procps message for two units)" {
  run free -k -m
  check "free: Multiple unit options don't make sense." 1
  run free -b --giga
  check "free: Multiple unit options don't make sense." 1
  run free -x
  [ "$status" = 1 ]
  [ "${lines[0]}" = "free: unknown option '-x'" ]
  run free a
  [ "$status" = 1 ]
  [ "${lines[0]}" = "free: extra argument 'a'" ]
  run sh -c 'free > /dev/full'
  [ "$status" = 1 ]
}

@test "free --help: the usage line names every option" {
  run free --help
  [ "$status" = 0 ]
  local o
  for o in b k m g h t w; do [[ "${lines[0]}" == "usage: free ["*"$o"*"]"* ]]; done
  for o in si kilo mega giga tera peta; do [[ "${lines[0]}" == *"--$o"* ]]; done
  [[ "${lines[0]}" != *"  "* ]]
}
