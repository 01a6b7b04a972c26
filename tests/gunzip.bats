#!/usr/bin/env bats
# gunzip: gzip -d (more in gzip.bats); GNU gzip 1.12's behaviour.

load helper

@test "gunzip FILE.gz to FILE, mode and mtime kept, FILE.gz removed" {
  printf 'one\ntwo\n' > f
  chmod 600 f
  touch -d '2019-03-04 05:06:07' f
  gzip f
  run gunzip f.gz
  check "" 0
  [ ! -e f.gz ]
  run sh -c 'cat f; stat -c %a f'
  check "one
two
600" 0
  run stat -c %Y f
  check "$(date -d '2019-03-04 05:06:07' +%s)" 0
}

@test "gunzip -c and stdin" {
  echo hi | gzip > f.gz
  run gunzip -c f.gz
  check "hi" 0
  [ -e f.gz ]
  run sh -c 'gunzip < f.gz'
  check "hi" 0
}

@test "gunzip .tgz gives .tar, -gz .z suffixes (GNU)" {
  echo hi > x
  gzip -c x > a.tgz
  gzip -c x > b-gz
  gzip -c x > c.z
  run gunzip a.tgz b-gz c.z
  check "" 0
  run cat a.tar b c
  check "hi
hi
hi" 0
}

@test "gunzip truncated: unexpected end of file, exit 1, nothing left" {
  seq 5000 | gzip > t.gz
  head -c 300 t.gz > u.gz
  run gunzip u.gz
  check "gunzip: u.gz: unexpected end of file" 1
  [ ! -e u ]
}

@test "gunzip -t and -l of several files" {
  echo a | gzip > a.gz
  echo b | gzip > b.gz
  run gunzip -t a.gz b.gz
  check "" 0
  run gunzip -tv a.gz b.gz
  check "a.gz:	 OK
b.gz:	 OK" 0
}
