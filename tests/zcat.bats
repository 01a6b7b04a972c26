#!/usr/bin/env bats
# zcat: gzip -dc; GNU gzip 1.12's behaviour.

load helper

@test "zcat FILE keeps it" {
  echo hello | gzip > h.gz
  run zcat h.gz
  check "hello" 0
  [ -e h.gz ]
}

@test "zcat several files and members, stdin" {
  echo a | gzip > a.gz
  echo b | gzip > b.gz
  cat a.gz b.gz > ab.gz
  run zcat a.gz b.gz ab.gz
  check "a
b
a
b" 0
  run sh -c 'zcat < ab.gz; zcat - < a.gz'
  check "a
b
a" 0
}

@test "zcat of a name without suffix is fine" {
  echo hi | gzip > plain
  run zcat plain
  check "hi" 0
}

@test "zcat bad input: message and status 1" {
  echo notgz > x.gz
  run zcat x.gz
  check "zcat: x.gz: not in gzip format" 1
  run zcat nothere.gz
  check "zcat: nothere.gz: No such file or directory" 1
}

@test "zcat reads GNU gzip's output" {
  needs_cmd /usr/bin/gzip
  seq 10000 > s
  /usr/bin/gzip -9 -c s > s.gz
  run sh -c 'zcat s.gz | cmp - s'
  check "" 0
}
