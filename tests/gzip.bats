#!/usr/bin/env bats
# gzip: RFC 1952 through zlib; options, messages and exit statuses of GNU
# gzip 1.12 (0 ok, 1 error, 2 warning). GNU's files are read and ours are
# read by GNU gzip where it is installed.

load helper
load pty

mkfiles() {
  seq 1000 > s.txt
  touch -d '2020-01-02 03:04:05' s.txt
  chmod 640 s.txt
  echo hello > h
}

@test "gzip FILE: FILE.gz with its mode and mtime, FILE removed (GNU)" {
  mkfiles
  run gzip s.txt
  check "" 0
  [ ! -e s.txt ]
  run stat -c '%a %Y' s.txt.gz
  check "640 $(date -d '2020-01-02 03:04:05' +%s)" 0
  run gunzip s.txt.gz
  check "" 0
  [ ! -e s.txt.gz ]
  run sh -c 'stat -c "%a %Y" s.txt; seq 1000 | cmp - s.txt'
  check "640 $(date -d '2020-01-02 03:04:05' +%s)" 0
}

@test "gzip -n -9 output decompresses the same with GNU gzip" {
  needs_cmd /usr/bin/gzip
  mkfiles
  head -c 200000 /dev/urandom > r
  cat r s.txt r > big
  for l in 1 6 9; do
    gzip -n -$l -c big > big.gz
    /usr/bin/gzip -dc big.gz | cmp - big || return 1
    /usr/bin/gzip -t big.gz || return 1
  done
}

@test "gunzip reads GNU gzip's files, every level" {
  needs_cmd /usr/bin/gzip
  mkfiles
  for l in 1 5 9; do
    /usr/bin/gzip -$l -c s.txt > g.gz
    gunzip -c g.gz | cmp - s.txt || return 1
  done
}

@test "gzip header: name, mtime, OS byte 3, XFL like GNU's" {
  mkfiles
  gzip -9 -c s.txt > a.gz
  run sh -c 'od -An -tx1 -N 4 a.gz; od -An -tx1 -j 8 -N 8 a.gz'
  check " 1f 8b 08 08
 02 03 73 2e 74 78 74 00" 0
  run sh -c 'od -An -tu4 -j 4 -N 4 a.gz'
  check " $(stat -c %Y s.txt)" 0
  gzip -n -1 -c s.txt > b.gz
  run sh -c 'od -An -tx1 -N 10 b.gz'
  check " 1f 8b 08 00 00 00 00 00 04 03" 0
}

@test "gzip -c and stdin to stdout keep the input (GNU)" {
  mkfiles
  run sh -c 'gzip -c h | gunzip; gzip < h | gzip -d; gzip - < h | zcat'
  check "hello
hello
hello" 0
  [ -e h ]
  [ ! -e h.gz ]
}

@test "gzip -k keeps the input, -d -k too (GNU)" {
  mkfiles
  run gzip -k h
  check "" 0
  [ -e h ] && [ -e h.gz ]
  rm h
  run gzip -dk h.gz
  check "" 0
  [ -e h ] && [ -e h.gz ]
}

@test "gzip refuses to overwrite without -f, status 2 (GNU)" {
  mkfiles
  gzip -k h
  run gzip h
  check "gzip: h.gz already exists;	not overwritten" 2
  [ -e h ]
  run gzip -kq h
  check "gzip: h.gz already exists;	not overwritten" 2
  run gzip -f h
  check "" 0
  [ ! -e h ]
  echo x > h
  run gunzip h.gz
  check "gunzip: h already exists;	not overwritten" 2
  run gunzip -f h.gz
  check "" 0
  run cat h
  check "hello" 0
}

@test "gzip won't write compressed data to a terminal without -f (GNU)" {
  echo hi > h
  # stdout on a pseudo terminal
  ontty() {
    python3 -c 'import pty, subprocess, sys
m, s = pty.openpty()
r = subprocess.run(sys.argv[1:], stdin=open("h"), stdout=s, stderr=subprocess.PIPE)
sys.stderr.write(r.stderr.decode()); sys.exit(r.returncode)' "$@"
  }
  run ontty gzip
  check "gzip: compressed data not written to a terminal. Use -f to force compression.
For help, type: gzip -h" 1
  run ontty gzip -f
  check "" 0
}

@test "gzip of a FILE.gz is left alone (GNU)" {
  mkfiles
  gzip h
  run gzip h.gz
  check "gzip: h.gz already has .gz suffix -- unchanged" 0
  run gzip -q h.gz
  check "" 0
}

@test "gunzip unknown suffix is ignored, status 2; -q quiet (GNU)" {
  echo x > x.foo
  run gunzip x.foo
  check "gunzip: x.foo: unknown suffix -- ignored" 2
  run gunzip -q x.foo
  check "" 0
}

@test "gunzip FILE finds FILE.gz (GNU)" {
  mkfiles
  gzip h
  run gunzip h
  check "" 0
  run cat h
  check "hello" 0
}

@test "gzip missing file and directory (GNU)" {
  mkdir d
  run gzip nothere d
  check "gzip: nothere: No such file or directory
gzip: d is a directory -- ignored" 1
  run gzip d
  check "gzip: d is a directory -- ignored" 2
}

@test "gzip -r recurses into directories, gunzip -r back (GNU)" {
  mkdir -p r/sub
  echo a > r/a
  echo b > r/sub/b
  run gzip -r r
  check "" 0
  run sh -c 'find r -type f | sort'
  check "r/a.gz
r/sub/b.gz" 0
  run gunzip -r r
  check "" 0
  run sh -c 'cat r/a r/sub/b'
  check "a
b" 0
}

@test "gzip -S SUF and --suffix (GNU)" {
  mkfiles
  run gzip -S .zz h
  check "" 0
  [ -e h.zz ]
  run gunzip --suffix=.zz h.zz
  check "" 0
  run cat h
  check "hello" 0
  run gzip -S '' h
  check "gzip: invalid suffix ''" 1
}

@test "gzip several members decompress in a row (GNU)" {
  echo one > a
  echo two > b
  gzip -c a > m.gz
  gzip -c b >> m.gz
  run zcat m.gz
  check "one
two" 0
  run gunzip -t m.gz
  check "" 0
}

@test "gzip -t: OK, -v says so, corrupt input exit 1 (GNU)" {
  mkfiles
  gzip h
  run gzip -t h.gz
  check "" 0
  run gzip -tv h.gz
  check "h.gz:	 OK" 0
  [ -e h.gz ]
  printf notgzip > ng.gz
  run gzip -t ng.gz
  check "gzip: ng.gz: not in gzip format" 1
}

@test "gunzip truncated input: unexpected end of file, exit 1, no output left" {
  mkfiles
  gzip s.txt
  head -c 500 s.txt.gz > t.gz
  run gunzip t.gz
  check "gunzip: t.gz: unexpected end of file" 1
  [ ! -e t ]
  [ -e t.gz ]
  head -c 5 s.txt.gz > u.gz
  run gunzip u.gz
  check "gunzip: u.gz: unexpected end of file" 1
  [ ! -e u ]
  : > e.gz
  run gunzip e.gz
  check "gunzip: e.gz: unexpected end of file" 1
  run sh -c 'gunzip < /dev/null'
  check "gunzip: stdin: unexpected end of file" 1
}

@test "gunzip CRC error: exit 1, no output left (GNU)" {
  mkfiles
  gzip s.txt
  n=$(( $(stat -c %s s.txt.gz) - 8 ))
  printf '\0' | dd of=s.txt.gz bs=1 seek=$n conv=notrunc 2>/dev/null
  run gunzip s.txt.gz
  check "gunzip: s.txt.gz: invalid compressed data--crc error" 1
  [ ! -e s.txt ]
  [ -e s.txt.gz ]
}

@test "gunzip length error and corrupt data (GNU)" {
  mkfiles
  gzip -c s.txt > a.gz
  n=$(( $(stat -c %s a.gz) - 1 ))
  printf '\1' | dd of=a.gz bs=1 seek=$n conv=notrunc 2>/dev/null
  run gunzip a.gz
  check "gunzip: a.gz: invalid compressed data--length error" 1
  gzip -c s.txt > b.gz
  printf '\377\377\377\377' | dd of=b.gz bs=1 seek=20 conv=notrunc 2>/dev/null
  run gunzip b.gz
  [ "$status" = 1 ]
  [ ! -e b ]
}

@test "gunzip not in gzip format (GNU)" {
  printf 'notgzip' > ng.gz
  run gunzip ng.gz
  check "gunzip: ng.gz: not in gzip format" 1
  [ -e ng.gz ]
}

@test "gunzip trailing garbage: warning, status 2, data kept (GNU)" {
  echo hello > h
  gzip h
  echo garbage >> h.gz
  run gunzip -c h.gz
  check "hello
gunzip: h.gz: decompression OK, trailing garbage ignored" 2
}

@test "gzip -v and gunzip -v ratios and names (GNU)" {
  mkfiles
  run gzip -v s.txt
  check "s.txt:	 53.0% -- replaced with s.txt.gz" 0
  run gunzip -v s.txt.gz
  check "s.txt.gz:	 53.0% -- replaced with s.txt" 0
  run sh -c 'gzip -cv h > /dev/null'
  check "h:	-33.3% -- replaced with stdout" 0
  : > e
  run gzip -v e
  check "e:	  0.0% -- replaced with e.gz" 0
}

@test "gzip -l and -lv (GNU)" {
  mkfiles
  gzip s.txt
  gzip -c h > h.gz
  run gzip -l s.txt.gz
  check "         compressed        uncompressed  ratio uncompressed_name
               1854                3893  53.0% s.txt" 0
  run gzip --list s.txt.gz h.gz
  check "         compressed        uncompressed  ratio uncompressed_name
               1854                3893  53.0% s.txt
                 28                   6 -33.3% h
               1882                3899  52.2% (totals)" 0
  run gzip -lv s.txt.gz
  check "method  crc     date  time           compressed        uncompressed  ratio uncompressed_name
defla 8dc4565d Jan  2 03:04                1854                3893  53.0% s.txt" 0
}

@test "gzip -l of stdin and of a bad file (GNU)" {
  echo hello > h
  gzip -n h
  run sh -c 'gzip -l < h.gz'
  check "         compressed        uncompressed  ratio uncompressed_name
                 26                   6 -33.3% stdout" 0
  printf junk > j.gz
  run gzip -l j.gz
  check "gzip: j.gz: not in gzip format" 1
}

@test "gunzip -N restores the stored name and time, -n doesn't (GNU)" {
  mkfiles
  gzip -c s.txt > x.gz
  run gunzip -N x.gz
  check "gunzip: s.txt already exists;	not overwritten" 2
  rm s.txt
  run gunzip -N x.gz
  check "" 0
  [ ! -e x ]
  run stat -c %Y s.txt
  check "$(date -d '2020-01-02 03:04:05' +%s)" 0
  gzip -c s.txt > y.gz
  touch -d '2021-01-01 00:00:00' y.gz
  gunzip -n y.gz
  run stat -c %Y y
  check "$(date -d '2021-01-01 00:00:00' +%s)" 0
}

@test "gzip -n stores neither name nor time" {
  echo hello > h
  gzip -n h
  run sh -c 'od -An -tx1 -N 8 h.gz'
  check " 1f 8b 08 00 00 00 00 00" 0
}

@test "gzip levels: -1 is --fast, -9 is --best, the last one counts" {
  seq 20000 > s
  a=$(gzip -1 -c s | wc -c)
  b=$(gzip --fast -c s | wc -c)
  c=$(gzip -9 -c s | wc -c)
  d=$(gzip --best -c s | wc -c)
  e=$(gzip -9 -1 -c s | wc -c)
  [ "$a" = "$b" ] && [ "$c" = "$d" ] && [ "$a" != "$c" ] && [ "$e" = "$a" ]
}

@test "gzip long options (GNU)" {
  echo hello > h
  run sh -c 'gzip --stdout --no-name h | gzip --decompress --to-stdout'
  check "hello" 0
  run sh -c 'gzip --stdout h | gzip --uncompress --stdout'
  check "hello" 0
  gzip --keep --force h
  run gzip --test --verbose h.gz
  check "h.gz:	 OK" 0
  run gzip --quiet --decompress h.gz
  check "gzip: h already exists;	not overwritten" 2
  rm h
  mkdir d
  mv h.gz d/
  run gzip --recursive --decompress d
  check "" 0
  run cat d/h
  check "hello" 0
}

@test "gzip a symlink needs -f (GNU)" {
  echo hello > h
  ln -s h l
  run gzip l
  check "gzip: l: Too many levels of symbolic links" 2
  [ -L l ]
}

@test "gzip write error leaves no output (/dev/full)" {
  echo hello > h
  run sh -c 'gzip -c h > /dev/full'
  [ "$status" = 1 ]
  [ -e h ]
  run sh -c 'zcat /dev/null > /dev/full'
  [ "$status" = 1 ]
}

@test "gzip bad option" {
  run gzip -X
  [ "$status" = 1 ]
}

@test "gzip -r skips names quietly: no suffix, already .gz (GNU)" {
  mkdir r
  echo a > r/a
  echo h | gzip > r/h.gz
  run gunzip -r r
  check "" 0
  run gzip -r r
  check "" 0
  run gzip -r r
  check "" 0
  run sh -c 'ls r'
  check "a.gz
h.gz" 0
}

@test "gzip -c of a directory is ignored, status 2 (GNU)" {
  mkdir d
  run gzip -c d
  check "gzip: d is a directory -- ignored" 2
  run gzip -dc d
  check "gzip: d is a directory -- ignored" 2
}

@test "gzip asks before overwriting when stdin is a terminal (GNU)" {
  echo hello > h
  gzip -k h
  echo old > h.gz
  run ptyrun n gzip -k h
  [ "$status" = 2 ]
  [[ "$output" == *"gzip: h.gz already exists; do you wish to overwrite (y or n)? "* ]]
  [[ "$output" == *"	not overwritten"* ]]
  run cat h.gz
  check "old" 0
  run ptyrun y gzip -k h
  [ "$status" = 0 ]
  run zcat h.gz
  check "hello" 0
}

@test "gzip from a regular stdin stores its time, from a pipe 0 (GNU)" {
  echo hello > h
  touch -d '2020-01-01 00:00:00' h
  run sh -c 'gzip < h | od -An -tu4 -j4 -N4 | tr -d " "'
  check "$(date -d '2020-01-01 00:00:00' +%s)" 0
  run sh -c 'cat h | gzip | od -An -tu4 -j4 -N4 | tr -d " "'
  check "0" 0
}

@test "gzip output is byte for byte GNU's at the same level (zlib)" {
  needs_cmd /usr/bin/gzip
  seq 3000 > s
  touch -d '2020-01-01 00:00:00' s
  for l in 1 6 9; do
    gzip -$l -c s > a.gz
    /usr/bin/gzip -$l -c s > b.gz
    # the headers are the same; the deflate data may differ
    cmp -n 12 a.gz b.gz || return 1
  done
}

@test "gzip -dcf and zcat -f pass data that isn't gzip through (GNU)" {
  echo plain > p
  echo hello | gzip > h.gz
  cat h.gz p > hp.gz
  run sh -c 'zcat -f p; gzip -dcf p; zcat -f hp.gz; gunzip -f < p'
  check "plain
plain
hello
plain
plain" 0
  run gunzip -f p
  check "gunzip: p: unknown suffix -- ignored" 2
}

@test "gzip -v: a message about the file ends the NAME: line (GNU)" {
  printf notgz > ng.gz
  echo hi | gzip > g.gz
  echo junk >> g.gz
  run gzip -tv ng.gz g.gz
  check "gzip: ng.gz: not in gzip format
g.gz:	
gzip: g.gz: decompression OK, trailing garbage ignored
 OK" 1
  seq 1000 | gzip > a.gz
  head -c 300 a.gz > t.gz
  run gzip -tv t.gz
  check "t.gz:	
gzip: t.gz: unexpected end of file" 1
}

@test "gzip leaves a file with other hard links alone without -f (GNU)" {
  echo hello > h
  ln h h2
  run gzip h
  check "gzip: h has 1 other link -- file ignored" 2
  ln h h3
  run gzip -k h
  check "gzip: h has 2 other links -- file ignored" 2
  run sh -c 'gzip -c h | zcat'
  check "hello" 0
  run gzip -f h
  check "" 0
  run cat h2
  check "hello" 0
}
