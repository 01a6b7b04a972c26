#!/usr/bin/env bats
# df: POSIX, with GNU coreutils' layout as the reference. Filesystems in use
# change size between two runs, so comparisons use ones that don't: proc
# (no blocks) and tmpfs mounts nobody writes to.

load helper

# A mount point whose usage doesn't change during the test (an empty tmpfs)
quiet_tmpfs()
{
  local dev dir type rest
  while read -r dev dir type rest; do
    [ "$type" = tmpfs ] || continue
    case "$dir" in *\\*) continue ;; esac
    [ -z "$(ls -A "$dir" 2>/dev/null)" ] && [ -r "$dir" ] || continue
    echo "$dir"
    return
  done < /proc/self/mounts
}

@test "df of /proc: header and a pseudo filesystem named (GNU)" {
  run df /proc
  check "Filesystem     1K-blocks  Used Available Use% Mounted on
proc                   0     0         0    - /proc"
  gnu_same df /proc
}

@test "df -i -P -T -h -H -k layouts (GNU)" {
  gnu_same df -i /proc
  gnu_same df -P /proc
  gnu_same df -T /proc
  gnu_same df -h /proc
  gnu_same df -H /proc
  gnu_same df -k /proc
  gnu_same df -hP /proc
  gnu_same df -Pi /proc
  gnu_same df -iT /proc
}

@test "df of an idle tmpfs in every format (GNU)" {
  dir=$(quiet_tmpfs)
  [ -n "$dir" ] || skip "no empty tmpfs"
  gnu_same df "$dir"
  gnu_same df -h "$dir"
  gnu_same df -H "$dir"
  gnu_same df -i "$dir"
  gnu_same df -PT "$dir"
  gnu_same df "$dir" /proc "$dir"
}

@test "df -B SIZE, -i -h, --total on an idle tmpfs (GNU)" {
  dir=$(quiet_tmpfs)
  [ -n "$dir" ] || skip "no empty tmpfs"
  for b in 4096 M 1MB 2K KB 1k 1000 1 2MiB 1024K MiB; do
    gnu_same df -B $b "$dir"
  done
  gnu_same df -P -B 4096 "$dir"
  gnu_same df -B M -h "$dir"
  gnu_same df -h -B M "$dir"
  gnu_same df -ih "$dir"
  gnu_same df -iH "$dir"
  gnu_same df --total "$dir" /proc
  gnu_same df --total -hT "$dir" "$dir"
  gnu_same df --total -i "$dir"
  run df -B 0 /proc
  check "df: invalid -B argument '0'" 1
  run df -B 1.5K /proc
  check "df: invalid suffix in -B argument '1.5K'" 1
  run df -B x /proc
  check "df: invalid -B argument 'x'" 1
}

@test "df -l leaves out network filesystems" {
  run sh -c 'df -l | awk "{print \$1, \$NF}"'
  expected=$(df | awk '$1 !~ /:/ && $1 !~ /^\/\// {print $1, $NF}')
  check "$expected" 0
}

@test "df with no arguments: same filesystems and columns as GNU" {
  "/usr/bin/df" --version 2>/dev/null | grep -q GNU || skip "needs GNU df"
  run sh -c 'df | awk "{print \$1, \$NF}"'
  expected=$(/usr/bin/df | awk '{print $1, $NF}')
  check "$expected"
  run sh -c 'df -aT | awk "{print \$1, \$2, \$NF}"'
  expected=$(/usr/bin/df -aT | awk '{print $1, $2, $NF}')
  check "$expected"
  run sh -c 'df | head -n 1'
  check "$(/usr/bin/df | head -n 1)"
}

@test "df -t and -x select by type (GNU)" {
  "/usr/bin/df" --version 2>/dev/null | grep -q GNU || skip "needs GNU df"
  run sh -c 'df -t tmpfs | awk "{print \$1, \$NF}"'
  check "$(/usr/bin/df -t tmpfs | awk '{print $1, $NF}')"
  run sh -c 'df -x tmpfs -x devtmpfs | awk "{print \$1, \$NF}"'
  check "$(/usr/bin/df -x tmpfs -x devtmpfs | awk '{print $1, $NF}')"
  run sh -c 'df -a -t proc -t sysfs | awk "{print \$1, \$NF}"'
  check "$(/usr/bin/df -a -t proc -t sysfs | awk '{print $1, $NF}')"
}

@test "df with nothing selected: an error (GNU)" {
  run df -t no-such-fs
  check "df: no file systems processed" 1
  gnu_same df -x proc /proc
  gnu_same df -t tmpfs /proc
}

@test "df FILE: the filesystem holding it" {
  touch 'a file'
  run sh -c 'df "a file" | tail -n 1 | awk "{print \$NF}"'
  check "$(/usr/bin/df "a file" | tail -n 1 | awk '{print $NF}')"
  run sh -c 'df /proc/self/status | tail -n 1'
  check "proc                   0     0         0    - /proc"
}

@test "df -- names with dashes" {
  touch -- -dash
  run sh -c 'df -- -dash | tail -n 1 | awk "{print \$NF}"'
  check "$(/usr/bin/df -- -dash | tail -n 1 | awk '{print $NF}')"
}

@test "df missing file: message, others shown, exit 1 (GNU)" {
  gnu_same df nonexist /proc
  gnu_same df nonexist
}

@test "df bad option" {
  run df --bogus
  [ "$status" = 1 ]
  [[ "$output" == *"--bogus"* ]]
}

@test "df to /dev/full fails" {
  run sh -c 'df /proc > /dev/full'
  check "df: write error: No space left on device" 1
}

@test "df of a mounted block device shows its filesystem (GNU)" {
  dev=$(awk '$2 == "/" && $1 ~ "^/dev/" {print $1; exit}' /proc/self/mounts)
  [ -b "$dev" ] || skip "/ isn't on a block device"
  run sh -c "df $dev | tail -n 1 | awk '{print \$1, \$NF}'"
  check "$dev /"
}
