#!/usr/bin/env bats
# nproc: GNU's behaviour is the reference (also its OMP_* variables).

load helper

@test "nproc: processors this process may use (GNU)" {
  run env -u OMP_NUM_THREADS -u OMP_THREAD_LIMIT nproc
  check "$(env -u OMP_NUM_THREADS -u OMP_THREAD_LIMIT /usr/bin/nproc)" 0
}

@test "nproc: follows the affinity mask" {
  needs_cmd taskset
  run taskset -c 0 nproc
  check "1" 0
}

@test "nproc --all: every processor, the mask doesn't matter (GNU)" {
  needs_cmd taskset
  run taskset -c 0 nproc --all
  check "$(/usr/bin/nproc --all)" 0
}

@test "nproc --ignore=N: N fewer but at least 1 (GNU)" {
  n=$(nproc --all)
  run nproc --all --ignore=1
  check "$(( n > 1 ? n-1 : 1 ))" 0
  run nproc --ignore 1000
  check "1" 0
  run nproc --ignore=0
  check "$(nproc)" 0
}

@test "nproc: OMP_NUM_THREADS and OMP_THREAD_LIMIT (GNU)" {
  OMP_NUM_THREADS=5 run nproc
  check "5" 0
  OMP_NUM_THREADS=5,2 run nproc
  check "5" 0
  OMP_NUM_THREADS=5 run nproc --ignore=1
  check "4" 0
  OMP_NUM_THREADS=5 OMP_THREAD_LIMIT=3 run nproc
  check "3" 0
  OMP_NUM_THREADS=junk run nproc
  check "$(OMP_NUM_THREADS=junk /usr/bin/nproc)" 0
  OMP_NUM_THREADS=5 run nproc --all
  check "$(/usr/bin/nproc --all)" 0
}

@test "nproc: bad --ignore values" {
  run nproc --ignore=-1
  check "nproc: --ignore: -1 below minimum 0
usage: nproc [--all] [--ignore=N]" 1
  run nproc --ignore=x
  check "nproc: --ignore: bad number 'x'
usage: nproc [--all] [--ignore=N]" 1
}

@test "nproc: extra argument and bad option" {
  run nproc 2
  check "nproc: extra argument '2'
usage: nproc [--all] [--ignore=N]" 1
  run nproc -a
  check "nproc: unknown option '-a'
usage: nproc [--all] [--ignore=N]" 1
}

@test "nproc > /dev/full" {
  run sh -c 'nproc > /dev/full'
  check "nproc: write error: No space left on device" 1
}
