#!/usr/bin/env bats
# tar: expectations from GNU tar 1.34 (run side by side where it's installed:
# archives we write must be the same bytes, listings and messages the same),
# except where marked toybox.

load helper
load archive

GT=/usr/bin/tar

needs_gnu() { "$GT" --version 2>/dev/null | grep -q 'GNU tar' || skip "needs GNU tar"; }


# same_create ARGS...: GNU's tar cf and ours give the same archive, messages
# and status
same_create() {
  needs_gnu
  run bash -c 'exec -a tar "$0" cf gnu.tar "$@" 2>&1' "$GT" "$@"
  local out=$output st=$status
  run bash -c 'tar cf toy.tar "$@" 2>&1' tar "$@"
  check "$out" "$st" && cmp gnu.tar toy.tar
}

# same_list ARCHIVE [ARGS]: tar tvf gives GNU's output and status
same_list() {
  needs_gnu
  run bash -c 'exec -a tar "$0" tvf "$@" 2>&1' "$GT" "$@"
  local out=$output st=$status
  run bash -c 'tar tvf "$@" 2>&1' tar "$@"
  check "$out" "$st"
}

# What a directory holds: names, types, modes, sizes, mtimes, link targets
state() {
  (cd "$1" && /usr/bin/find . -mindepth 1 -printf '%p %M %s %T@ %l %n\n' | LC_ALL=C /usr/bin/sort)
}

# same_extract ARCHIVE [ARGS]: GNU and ours extract the same tree with the
# same messages and status
same_extract() {
  needs_gnu
  /usr/bin/mkdir -p gx tx
  run bash -c 'exec -a tar "$0" xf "$@" -C gx 2>&1' "$GT" "$@"
  local out=$output st=$status
  run bash -c 'tar xf "$@" -C tx 2>&1' tar "$@"
  check "$out" "$st" && [ "$(state gx)" = "$(state tx)" ]
}

# --- create: the same bytes as GNU tar

@test "tar c: a tree of every file type, same bytes as GNU" {
  mktree
  same_create --sort=name d
}

@test "tar c: readdir order like GNU's (no --sort)" {
  mktree
  same_create d
}

@test "tar c: names over 100 bytes use ././@LongLink like GNU" {
  needs_gnu
  n=$(/usr/bin/printf 'n%.0s' $(/usr/bin/seq 150))
  /usr/bin/mkdir dir && echo x > dir/$n && /usr/bin/touch -d @1000 dir/$n dir
  same_create dir
}

@test "tar c: symlink target over 100 bytes (GNU K header)" {
  t=$(/usr/bin/printf 't%.0s' $(/usr/bin/seq 120))
  /usr/bin/ln -s $t sym && /usr/bin/touch -h -d @5 sym
  same_create sym
}

@test "tar c: name of exactly 100 bytes fits the header" {
  n=$(/usr/bin/printf 'e%.0s' $(/usr/bin/seq 100))
  echo x > $n && /usr/bin/touch -d @7 $n
  same_create $n
}

@test "tar c: directory name of 99 bytes (100 with its /)" {
  n=$(/usr/bin/printf 'e%.0s' $(/usr/bin/seq 99))
  /usr/bin/mkdir $n && /usr/bin/touch -d @7 $n
  same_create $n
}

@test "tar c: hard links stored once, later ones as links" {
  echo x > one && /usr/bin/ln one two && /usr/bin/ln one three
  /usr/bin/touch -d @9 one
  same_create one two three
}

@test "tar c: -C DIR" {
  mktree
  same_create --sort=name -C d sub a
}

@test "tar c: --mtime DATE" {
  mktree
  same_create --sort=name --mtime='2020-01-02 03:04:05' d
}

@test "tar c: --mode" {
  mktree
  same_create --sort=name --mode=600 d/a d/sub
}

@test "tar c: --owner and --group by name" {
  mktree
  same_create --owner=root --group=root d/a
}

@test "tar c: --owner NAME:UID and --group NAME:GID" {
  mktree
  same_create --owner=someone:1234 --group=grp:567 d/a
}

@test "tar c: --numeric-owner leaves the names empty" {
  mktree
  same_create --numeric-owner d/a
}

@test "tar c: --no-recursion" {
  mktree
  same_create --no-recursion d d/a
}

@test "tar c: --exclude PATTERN matches names and tails" {
  mktree
  same_create --sort=name --exclude='b*' --exclude=sub d
}

@test "tar c: -X FILE" {
  mktree
  printf 'a\nsub\n' > ex
  same_create --sort=name -X ex d
}

@test "tar c: -T FILE" {
  mktree
  printf 'd/a\nd/sub\n' > list
  same_create -T list
}

@test "tar c: -T FILE --null" {
  mktree
  printf 'd/a\0d/big\0' > list
  same_create --null -T list
}

@test "tar c: -T /dev/null makes an empty archive" {
  same_create -T /dev/null
}

@test "tar c: -h archives what symlinks point to" {
  mktree
  same_create -h d/l
}

@test "tar c: symlink stored as a symlink" {
  mktree
  same_create d/l
}

@test "tar c: fifo and empty file" {
  mktree
  same_create d/f d/zero
}

@test "tar c: leading / removed, with GNU's message" {
  mktree
  same_create "$PWD/d/a"
}

@test "tar c: -P keeps the leading /" {
  mktree
  same_create -P "$PWD/d/a"
}

@test "tar c: leading ../ removed with GNU's message" {
  mktree
  /usr/bin/mkdir w
  same_create w/../d/a
}

@test "tar c: files of 512 and 10240 bytes fill whole blocks and records" {
  head -c 512 /dev/zero > b512
  head -c 10240 /dev/zero > b10k
  /usr/bin/touch -d @3 b512 b10k
  same_create b512 b10k
}

@test "tar c: -S stores holes as a GNU sparse map" {
  /usr/bin/truncate -s 1M sp
  printf abc | /usr/bin/dd of=sp bs=1 seek=300000 conv=notrunc 2>/dev/null
  /usr/bin/touch -d @11 sp
  same_create -S sp
}

@test "tar c: -S file with many holes (extension blocks)" {
  python3 -c "
import os
f = os.open('many', os.O_CREAT|os.O_WRONLY, 0o644)
for i in range(30): os.pwrite(f, b'data', i*65536)
os.ftruncate(f, 40*65536)"
  /usr/bin/touch -d @11 many
  same_create -S many
}

@test "tar c: -S file that is all hole" {
  /usr/bin/truncate -s 100000 hole && /usr/bin/touch -d @11 hole
  same_create -S hole
}

@test "tar c: names with spaces, newline and UTF-8" {
  /usr/bin/mkdir q && echo 1 > "q/a b" && echo 2 > "q/$(printf 'n\nl')" && echo 3 > q/é
  /usr/bin/touch -d @1 q/* q
  same_create --sort=name q
}

@test "tar c: missing file: message, status 2, the rest archived" {
  mktree
  same_create d/a nonexistent
}

@test "tar c: the archive itself is skipped" {
  needs_gnu
  mktree
  run tar cf d/self.tar d
  check "tar: d/self.tar: file is the archive; not dumped" 0
  "$GT" cf d/self2.tar d 2>/dev/null
  run tar tf d/self.tar
  [ "$status" = 0 ] && [[ "$output" != *self.tar* ]]
}

@test "tar c: unreadable file: Cannot open, status 2" {
  not_root
  echo x > secret && chmod 0 secret
  run tar cf x.tar secret
  check "tar: secret: Cannot open: Permission denied
tar: Exiting with failure status due to previous errors" 2
}

@test "tar c: deep tree beyond PATH_MAX" {
  deep_tree t 300 leaf 5
  run sh -c 'tar cf x.tar t && tar tf x.tar | tail -n 1 | wc -c'
  check 607 0
}

@test "tar cf - writes stdout, -v names to stderr" {
  mktree
  run sh -c 'tar cvf - d/a d/sub 2>err | tar tf - && cat err'
  check "d/a
d/sub/
d/sub/file
d/a
d/sub/
d/sub/file" 0
}

@test "tar cv: names on stdout" {
  mktree
  run tar cvf x.tar --sort=name d/sub
  check "d/sub/
d/sub/file" 0
}

@test "tar c: empty list: Cowardly refusing" {
  run tar cf x.tar
  check "tar: Cowardly refusing to create an empty archive
Try 'tar --help' or 'tar --usage' for more information." 2
  [ ! -e x.tar ]
}

@test "tar c: archive can't be written: /dev/full" {
  mktree
  run tar cf /dev/full d
  check "tar: /dev/full: Cannot write: No space left on device
tar: Error is not recoverable: exiting now" 2
}

@test "tar c: archive in a missing directory" {
  mktree
  run tar cf nodir/x.tar d
  check "tar: nodir/x.tar: Cannot open: No such file or directory
tar: Error is not recoverable: exiting now" 2
}

@test "tar c: refuses to write to a terminal" {
  (: > /dev/tty) 2>/dev/null || skip "no terminal"
  echo x > f
  run sh -c 'tar c f >/dev/tty'
  check "tar: Refusing to write archive contents to terminal (missing -f option?)
tar: Error is not recoverable: exiting now" 2
}

# --- compression

@test "tar cz: gzip data of the same archive" {
  needs_gnu
  mktree
  tar czf x.tgz --sort=name d
  "$GT" cf g.tar --sort=name d
  gzip -dc x.tgz > t.tar
  cmp g.tar t.tar
}

@test "tar cj: bzip2" {
  needs_cmd bzip2
  needs_gnu
  mktree
  tar cjf x.tbz --sort=name d
  "$GT" cf g.tar --sort=name d
  bzip2 -dc x.tbz | cmp - g.tar
}

@test "tar cJ: xz" {
  needs_cmd xz
  needs_gnu
  mktree
  tar cJf x.txz --sort=name d
  "$GT" cf g.tar --sort=name d
  xz -dc x.txz | cmp - g.tar
}

@test "tar ca: compression by suffix" {
  needs_cmd xz
  needs_cmd bzip2
  mktree
  tar caf a.tar.gz d && tar caf b.tbz2 d && tar caf c.txz d && tar caf e.tar d
  run sh -c 'for i in a.tar.gz b.tbz2 c.txz e.tar; do head -c 3 $i | od -An -tx1; done'
  check " 1f 8b 08
 42 5a 68
 fd 37 7a
 64 2f 00" 0
}

@test "tar t: gzip found from the data (file and pipe)" {
  mktree
  tar czf x.tgz d/a
  run sh -c 'tar tf x.tgz && cat x.tgz | tar tf -'
  check "d/a
d/a" 0
}

@test "tar t: bzip2 and xz found from the data" {
  needs_cmd xz
  needs_cmd bzip2
  mktree
  "$GT" cjf x.tbz d/a
  "$GT" cJf x.txz d/sub
  run sh -c 'tar tf x.tbz && cat x.txz | tar tf -'
  check "d/a
d/sub/
d/sub/file" 0
}

@test "tar xzf: bare options, GNU's .tgz" {
  needs_gnu
  mktree
  "$GT" czf x.tgz d
  /usr/bin/mkdir out
  run tar xzf x.tgz -C out
  check "" 0
  [ "$(state d)" = "$(state out/d)" ]
}

@test "tar xjf and xJf" {
  needs_gnu
  needs_cmd xz
  needs_cmd bzip2
  mktree
  "$GT" cjf x.tbz d && "$GT" cJf x.txz d
  /usr/bin/mkdir o1 o2
  tar xjf x.tbz -C o1 && tar xJf x.txz -C o2
  [ "$(state d)" = "$(state o1/d)" ] && [ "$(state d)" = "$(state o2/d)" ]
}

@test "tar tzf: not gzip data: the child's status, exit 2" {
  mktree
  tar cf x.tar d
  run tar tzf x.tar
  # (the child is toybox's own gzip, whose message has no blank line first)
  check "gzip: stdin: not in gzip format
tar: Child returned status 1
tar: Error is not recoverable: exiting now" 2
}

@test "tar t: corrupt gzip data: the child's status, exit 2" {
  mktree
  tar czf x.tgz d
  head -c 40 x.tgz > bad.tgz
  run sh -c 'tar tf bad.tgz >/dev/null'
  [ "$status" = 2 ] && [[ "$output" == *"tar: Child returned status 1"* ]]
}

@test "tar cj: missing compressor (toybox)" {
  echo x > f
  run env PATH=/nonexistent "$TESTBIN/tar" cjf x.tbz f
  check "tar: bzip2: Cannot exec: No such file or directory
tar: Error is not recoverable: exiting now" 2
}

@test "tar: toybox's own gzip, bzcat and xzcat with nothing on the PATH" {
  needs_cmd bzip2
  needs_cmd xz
  mktree
  tar cf x.tar d
  bzip2 -k x.tar && xz -k x.tar
  PATH=/nonexistent "$TESTBIN/tar" czf x.tgz d
  for i in x.tgz x.tar.bz2 x.tar.xz; do
    mkdir o.$i
    PATH=/nonexistent "$TESTBIN/tar" xf $i -C o.$i || return 1
    [ "$(state d)" = "$(state o.$i/d)" ] || return 1
  done
  run env PATH=/nonexistent "$TESTBIN/tar" tjf x.tar.bz2
  check "$(tar tf x.tar)" 0
}

# --- list

@test "tar tvf: GNU's long listing of every type" {
  mktree
  "$GT" cf g.tar --sort=name d
  same_list g.tar
}

@test "tar tvf: our own archive lists the same under GNU tar" {
  mktree
  tar cf t.tar --sort=name d
  same_list t.tar
}

@test "tar tvf: device nodes (major,minor)" {
  python3 -c "
import tarfile
t = tarfile.open('dev.tar', 'w', format=tarfile.GNU_FORMAT)
for n, ty, ma, mi in (('null', tarfile.CHRTYPE, 1, 3), ('sda', tarfile.BLKTYPE, 8, 0)):
    i = tarfile.TarInfo(n); i.type = ty; i.devmajor = ma; i.devminor = mi
    i.uname = 'root'; i.gname = 'disk'; i.mode = 0o660; i.mtime = 86400
    t.addfile(i)
t.close()"
  same_list dev.tar
}

@test "tar tvf: the owner column widens like GNU's" {
  mktree
  "$GT" cf g.tar --owner=averyveryverylongname:4321 --group=grp:55 d/a
  "$GT" rf g.tar --owner=x:1 --group=y:2 d/big
  same_list g.tar
}

@test "tar tvf: numeric ids when names are empty" {
  mktree
  "$GT" cf g.tar --numeric-owner --owner=:77 --group=:88 d/a 2>/dev/null ||
    "$GT" cf g.tar --numeric-owner d/a
  same_list g.tar
}

@test "tar tvf --numeric-owner" {
  mktree
  "$GT" cf g.tar d/a
  same_list g.tar --numeric-owner
}

@test "tar tf: member names select entries and subtrees" {
  mktree
  tar cf t.tar --sort=name d
  run tar tf t.tar d/sub d/a
  check "d/a
d/sub/
d/sub/file" 0
}

@test "tar tf: member not found: GNU's message, status 2" {
  mktree
  tar cf t.tar d/a
  needs_gnu
  run bash -c 'tar tf t.tar d/a nothere 2>&1'
  check "d/a
tar: nothere: Not found in archive
tar: Exiting with failure status due to previous errors" 2
}

@test "tar tf --exclude" {
  mktree
  tar cf t.tar --sort=name d
  run tar tf t.tar --exclude='*i*'
  check "d/
d/a
d/empty/
d/f
d/h
d/l
d/sub/
d/zero" 0
}

@test "tar tf: names with control characters escaped like GNU" {
  /usr/bin/mkdir q && echo 1 > "q/$(printf 'n\nl')" && echo 2 > "q/b\\s"
  tar cf t.tar --sort=name q
  same_list t.tar
  run tar tf t.tar
  check 'q/
q/b\\s
q/n\nl' 0
}

@test "tar tvf: ustar archive with a prefix field (GNU --format=ustar)" {
  needs_gnu
  n=$(/usr/bin/printf 'p%.0s' $(/usr/bin/seq 80))
  /usr/bin/mkdir -p $n/$n && echo x > $n/$n/f && /usr/bin/touch -d @4 $n/$n/f $n/$n $n
  "$GT" cf u.tar --format=ustar $n
  same_list u.tar
}

@test "tar tvf: pax archive with long names and links (GNU --format=pax)" {
  needs_gnu
  n=$(/usr/bin/printf 'p%.0s' $(/usr/bin/seq 200))
  /usr/bin/mkdir dd && echo x > dd/$n && /usr/bin/ln -s $n dd/s && /usr/bin/ln -s dd/$n lnk
  "$GT" cf p.tar --format=pax dd lnk
  same_list p.tar
}

@test "tar tvf: v7 and oldgnu formats" {
  needs_gnu
  mktree
  "$GT" cf v7.tar --format=v7 d/a d/sub 2>/dev/null
  "$GT" cf og.tar --format=oldgnu d
  same_list v7.tar && same_list og.tar
}

@test "tar tvf: pax sparse (GNU.sparse 1.0) shows the real size" {
  needs_gnu
  /usr/bin/truncate -s 1M sp && echo end >> sp && /usr/bin/touch -d @9 sp
  "$GT" cSf ps.tar --format=pax sp
  same_list ps.tar
}

@test "tar tvf: pax mtime with a fraction, uid, uname" {
  python3 -c "
import tarfile, io
t = tarfile.open('p.tar', 'w', format=tarfile.PAX_FORMAT)
i = tarfile.TarInfo('f'); i.size = 2; i.mtime = 1234567890.75; i.uid = 3000000
i.uname = 'u' * 40; i.gname = 'g'
t.addfile(i, io.BytesIO(b'x\n'))
t.close()"
  same_list p.tar
}

@test "tar tf: pax global header ignored" {
  python3 -c "
import tarfile, io
t = tarfile.open('g.tar', 'w', format=tarfile.PAX_FORMAT, pax_headers={'comment': 'hi'})
i = tarfile.TarInfo('f'); i.size = 2
t.addfile(i, io.BytesIO(b'x\n'))
t.close()"
  run tar tf g.tar
  check "f" 0
}

@test "tar tvf: base-256 numbers (uid and size fields)" {
  python3 -c "
import tarfile, io
t = tarfile.open('b.tar', 'w', format=tarfile.GNU_FORMAT)
i = tarfile.TarInfo('f'); i.size = 3; i.uid = 99999999; i.gid = 3
t.addfile(i, io.BytesIO(b'xy\n'))
t.close()"
  same_list b.tar
}

@test "tar tf: empty archive (two zero blocks) is fine" {
  head -c 10240 /dev/zero > e.tar
  run tar tf e.tar
  check "" 0
}

@test "tar tf: empty file: not a tar archive" {
  : > e.tar
  same_list e.tar
  check "tar: This does not look like a tar archive
tar: Exiting with failure status due to previous errors" 2
}

@test "tar tf: garbage: not a tar archive" {
  head -c 3000 /dev/urandom > g.tar
  same_list g.tar
  check "tar: This does not look like a tar archive
tar: Skipping to next header
tar: Exiting with failure status due to previous errors" 2
}

@test "tar tf: a bad header between good ones is skipped" {
  mktree
  tar cf t.tar d/a d/big
  printf 'garbage' | /usr/bin/dd of=t.tar bs=1 seek=1024 conv=notrunc 2>/dev/null
  same_list t.tar
}

@test "tar tf: truncated in a member's data: Unexpected EOF, exit 2" {
  mktree
  tar cf t.tar --owner=root --group=root d/big
  head -c 1500 t.tar > cut.tar
  same_list cut.tar
  check "-rw-r--r-- root/root      2000 2026-12-06 14:00 d/big
tar: Unexpected EOF in archive
tar: Error is not recoverable: exiting now" 2
}

@test "tar tf: ends after a header without its data" {
  mktree
  tar cf t.tar d/a
  head -c 512 t.tar > cut.tar
  same_list cut.tar
}

@test "tar tf: ends at a member boundary without the zero blocks (GNU: fine)" {
  mktree
  tar cf t.tar d/a d/zero
  head -c 1536 t.tar > cut.tar
  same_list cut.tar
}

@test "tar tf: truncated long name" {
  n=$(/usr/bin/printf 'n%.0s' $(/usr/bin/seq 150))
  echo x > $n
  tar cf t.tar $n
  head -c 700 t.tar > cut.tar
  run tar tf cut.tar
  check "tar: Unexpected EOF in archive
tar: Error is not recoverable: exiting now" 2
}

@test "tar tf: missing archive" {
  same_list nothere.tar
  check "tar: nothere.tar: Cannot open: No such file or directory
tar: Error is not recoverable: exiting now" 2
}

@test "tar tf from stdin, -f - too" {
  mktree
  tar cf t.tar d/a
  run sh -c 'tar t < t.tar && tar tf - < t.tar'
  check "d/a
d/a" 0
}

@test "tar: no mode: GNU's message, status 2" {
  run tar f x.tar
  check "tar: You must specify one of the '-Acdtrux', '--delete' or '--test-label' options
Try 'tar --help' or 'tar --usage' for more information." 2
}

@test "tar: two modes: GNU's message, status 2" {
  run tar -c -t -f x.tar
  check "tar: You may not specify more than one '-Acdtrux', '--delete' or  '--test-label' option
Try 'tar --help' or 'tar --usage' for more information." 2
}

@test "tar: unknown option exits 64 like GNU" {
  run tar --bogus
  [ "$status" = 64 ]
}

# --- extract

@test "tar x: GNU's archive of every type extracts like GNU" {
  mktree
  "$GT" cf g.tar d
  same_extract g.tar
}

@test "tar x: our archive extracts like GNU's tar extracts it" {
  mktree
  tar cf t.tar d
  same_extract t.tar
  [ "$(state d)" = "$(state tx/d)" ]
}

@test "tar x: hard links share an inode" {
  mktree
  tar cf t.tar d
  /usr/bin/mkdir o && tar xf t.tar -C o
  [ o/d/a -ef o/d/h ]
}

@test "tar x: directory modes set after the contents" {
  /usr/bin/mkdir -p ro/in && echo x > ro/in/f && chmod 555 ro/in ro
  tar cf t.tar ro
  chmod 755 ro ro/in
  /usr/bin/mkdir o && tar xf t.tar -C o
  run /usr/bin/stat -c '%a %n' o/ro o/ro/in o/ro/in/f
  chmod -R u+w o
  check "555 o/ro
555 o/ro/in
644 o/ro/in/f" 0
}

@test "tar x: directory mtimes set after the contents" {
  mktree
  tar cf t.tar d
  /usr/bin/mkdir o && tar xf t.tar -C o
  run /usr/bin/stat -c '%Y %n' o/d o/d/sub
  check "1796565600 o/d
1796565600 o/d/sub" 0
}

@test "tar x: member names and directories select" {
  mktree
  tar cf t.tar d
  /usr/bin/mkdir o && tar xf t.tar -C o d/sub d/big
  run sh -c 'cd o && /usr/bin/find . | LC_ALL=C /usr/bin/sort'
  check ".
./d
./d/big
./d/sub
./d/sub/file" 0
}

@test "tar x: missing member: status 2" {
  mktree
  tar cf t.tar d/a
  run tar xf t.tar nope
  check "tar: nope: Not found in archive
tar: Exiting with failure status due to previous errors" 2
}

@test "tar x --exclude" {
  mktree
  tar cf t.tar d
  /usr/bin/mkdir o && tar xf t.tar -C o --exclude=sub --exclude='b*'
  run sh -c 'cd o/d && ls'
  check "a
empty
f
h
l
zero" 0
}

@test "tar x -X FILE" {
  mktree
  tar cf t.tar d
  printf 'sub\nbig\n' > ex
  /usr/bin/mkdir o && tar xf t.tar -C o -X ex
  [ ! -e o/d/sub ] && [ ! -e o/d/big ] && [ -e o/d/a ]
}

@test "tar xv: names on stdout" {
  mktree
  tar cf t.tar --sort=name d/sub
  run tar xvf t.tar -C .
  check "d/sub/
d/sub/file" 0
}

@test "tar x -O: data to stdout" {
  mktree
  tar cf t.tar d
  run tar xOf t.tar d/h d/a d/sub
  check "hello
deeper" 0
  [ ! -e tx ]
}

@test "tar x -O of a sparse member writes its holes as zeros" {
  /usr/bin/truncate -s 5000 sp && echo end >> sp
  tar cSf t.tar sp
  run sh -c 'tar xOf t.tar | cmp - sp && echo same'
  check "same" 0
}

@test "tar x -k: existing file kept, status 2" {
  mktree
  tar cf t.tar d/a
  /usr/bin/mkdir -p o/d && echo mine > o/d/a
  run tar xkf t.tar -C o
  check "tar: d/a: Cannot open: File exists
tar: Exiting with failure status due to previous errors" 2
  [ "$(cat o/d/a)" = mine ]
}

@test "tar x: existing file replaced by default" {
  mktree
  tar cf t.tar d/a
  /usr/bin/mkdir -p o/d && echo mine > o/d/a
  run tar xf t.tar -C o --overwrite
  check "" 0
  [ "$(cat o/d/a)" = hello ]
}

@test "tar x: an existing symlink is replaced, not followed" {
  mktree
  tar cf t.tar d/a
  /usr/bin/mkdir -p o/d && echo keep > target && /usr/bin/ln -s ../../target o/d/a
  tar xf t.tar -C o
  [ "$(cat target)" = keep ] && [ ! -L o/d/a ] && [ "$(cat o/d/a)" = hello ]
}

@test "tar x -m: mtimes not restored" {
  mktree
  tar cf t.tar d/a
  /usr/bin/mkdir o && tar xmf t.tar -C o
  [ "$(/usr/bin/stat -c %Y o/d/a)" -gt 1796565600 ]
}

@test "tar x: umask applies without -p (not root)" {
  not_root
  echo x > f && chmod 666 f
  tar cf t.tar f
  /usr/bin/mkdir o p
  (umask 027; tar xf t.tar -C o; tar xpf t.tar -C p)
  run /usr/bin/stat -c %a o/f p/f
  check "640
666" 0
}

@test "tar x: as root the archive's owner is restored, -o doesn't" {
  needs_root
  echo x > f && chown 1234:5678 f
  tar cf t.tar --numeric-owner f
  /usr/bin/mkdir o p && tar xf t.tar -C o && tar xof t.tar -C p
  run /usr/bin/stat -c '%u:%g' o/f p/f
  check "1234:5678
0:0" 0
}

@test "tar x --numeric-owner ignores the names" {
  needs_root
  echo x > f
  tar cf t.tar --owner=root:1234 --group=root:99 f
  /usr/bin/mkdir o p && tar xf t.tar -C o && tar xf t.tar -C p --numeric-owner
  run /usr/bin/stat -c '%u:%g' o/f p/f
  check "0:0
1234:99" 0
}

@test "tar x: device nodes (root)" {
  needs_root
  python3 -c "
import tarfile
t = tarfile.open('dev.tar', 'w', format=tarfile.GNU_FORMAT)
i = tarfile.TarInfo('null'); i.type = tarfile.CHRTYPE; i.devmajor = 1; i.devminor = 3; i.mode = 0o666
t.addfile(i)
t.close()"
  tar xf dev.tar
  run /usr/bin/stat -c '%F %t %T %a' null
  check "character special file 1 3 666" 0
}

@test "tar x --strip-components" {
  mktree
  tar cf t.tar d
  /usr/bin/mkdir o && tar xf t.tar -C o --strip-components=1
  run sh -c 'cd o && /usr/bin/find . | LC_ALL=C /usr/bin/sort'
  check ".
./a
./big
./empty
./f
./h
./l
./sub
./sub/file
./zero" 0
  [ o/a -ef o/h ]
}

@test "tar x --strip-components 2 skips shorter names" {
  mktree
  tar cf t.tar d
  /usr/bin/mkdir o && tar xf t.tar -C o --strip-components 2
  run sh -c 'cd o && /usr/bin/find . | LC_ALL=C /usr/bin/sort'
  check ".
./file" 0
}

@test "tar x -C missing directory" {
  mktree
  tar cf t.tar d/a
  run tar xf t.tar -C nope
  check "tar: nope: Cannot open: No such file or directory
tar: Error is not recoverable: exiting now" 2
}

@test "tar x: missing parent directories are made" {
  mktree
  tar cf t.tar d/sub/file
  /usr/bin/mkdir o && tar xf t.tar -C o
  [ "$(cat o/d/sub/file)" = deeper ]
}

@test "tar x: long names (GNU and pax) from GNU tar" {
  needs_gnu
  n=$(/usr/bin/printf 'q%.0s' $(/usr/bin/seq 180))
  /usr/bin/mkdir l && echo x > l/$n && /usr/bin/ln -s $n l/s$n
  "$GT" cf g.tar l && "$GT" cf p.tar --format=pax l
  same_extract g.tar && same_extract p.tar
}

@test "tar x: sparse files from GNU tar (gnu and pax formats) keep holes" {
  needs_gnu
  /usr/bin/truncate -s 4M sp && printf x >> sp
  "$GT" cSf g.tar sp && "$GT" cSf p.tar --format=pax sp
  /usr/bin/mkdir o p && tar xf g.tar -C o && tar xf p.tar -C p
  cmp sp o/sp && cmp sp p/sp
  [ "$(/usr/bin/stat -c %b o/sp)" -lt 100 ]
}

@test "tar x: GNU tar extracts our sparse archive" {
  needs_gnu
  python3 -c "
import os
f = os.open('many', os.O_CREAT|os.O_WRONLY, 0o644)
for i in range(30): os.pwrite(f, b'data', i*65536+7)
os.ftruncate(f, 40*65536)"
  tar cSf t.tar many
  /usr/bin/mkdir o && "$GT" xf t.tar -C o
  cmp many o/many
}

@test "tar x: unicode and newline names round trip" {
  /usr/bin/mkdir q && echo 1 > "q/$(printf 'n\nl')" && echo 2 > q/é
  tar cf t.tar q
  /usr/bin/mkdir o && tar xf t.tar -C o
  [ "$(cat "o/q/$(printf 'n\nl')")" = 1 ] && [ "$(cat o/q/é)" = 2 ]
}

@test "tar x: deep tree round trip" {
  deep_tree t 300 leaf 5
  tar cf x.tar t
  /usr/bin/mkdir o
  run sh -c 'cd o && tar xf ../x.tar && tar cf - t | tar tf - | wc -l'
  check 302 0
}

@test "tar x: from a pipe" {
  mktree
  run sh -c 'tar cf - d | tar xf - -C . --exclude=f && cat d/a'
  check hello 0
}

@test "tar x: truncated member: Unexpected EOF, partial file removed" {
  mktree
  tar cf t.tar d/big
  head -c 1500 t.tar > cut.tar
  /usr/bin/mkdir o
  run tar xf cut.tar -C o
  check "tar: Unexpected EOF in archive
tar: Error is not recoverable: exiting now" 2
  [ ! -e o/d/big ]
}

@test "tar x: truncated gzip archive: status 2" {
  mktree
  head -c 100000 /dev/urandom > d/rand
  tar czf t.tgz d
  head -c 50000 t.tgz > cut.tgz
  /usr/bin/mkdir o
  run tar xf cut.tgz -C o
  [ "$status" = 2 ]
}

# --- hostile archives

mkevil() {
  python3 - "$@" <<'PY'
import tarfile, io, sys
t = tarfile.open('evil.tar', 'w', format=tarfile.GNU_FORMAT)
args = sys.argv[1:]
while args:
    kind, name, arg = args[0], args[1], args[2]
    args = args[3:]
    i = tarfile.TarInfo(name)
    if kind == 'f':
        i.size = len(arg); t.addfile(i, io.BytesIO(arg.encode()))
    else:
        i.type = tarfile.SYMTYPE if kind == 's' else tarfile.LNKTYPE
        i.linkname = arg; t.addfile(i)
t.close()
PY
}

@test "tar x: ../ member refused with GNU's messages" {
  mkevil f ../evil hi
  /usr/bin/mkdir -p w/o
  cd w
  same_extract ../evil.tar
  check "tar: Removing leading \`../' from member names
tar: ../evil: Member name contains '..'
tar: Exiting with failure status due to previous errors" 2
  [ ! -e ../evil ] && [ ! -e evil ]
}

@test "tar x: a/../../x refused" {
  mkevil f a/../../x hi
  /usr/bin/mkdir o
  run tar xf evil.tar -C o
  check "tar: Removing leading \`a/../../' from member names
tar: a/../../x: Member name contains '..'
tar: Exiting with failure status due to previous errors" 2
  [ ! -e x ] && [ -z "$(ls o)" ]
}

@test "tar x: absolute member extracted inside, GNU's message" {
  mkevil f "$PWD/abs" hi
  /usr/bin/mkdir o
  run tar xf evil.tar -C o
  check "tar: Removing leading \`/' from member names" 0
  [ ! -e abs ] && [ "$(cat "o$PWD/abs")" = hi ]
}

@test "tar x -P: absolute member kept" {
  mkevil f "$PWD/abs" hi
  run tar xPf evil.tar
  check "" 0
  [ "$(cat abs)" = hi ]
}

@test "tar x: symlink to outside, then a member through it: refused" {
  /usr/bin/mkdir outside o
  mkevil s l "$PWD/outside" f l/evil hi
  same_extract evil.tar
  check "tar: l/evil: Cannot open: Not a directory
tar: Exiting with failure status due to previous errors" 2
  [ -z "$(ls outside)" ]
}

@test "tar x: relative symlink escape ../.. refused" {
  /usr/bin/mkdir -p w/o
  mkevil s l2 ../.. f l2/escaped hi
  run tar xf evil.tar -C w/o
  check "tar: l2/escaped: Cannot open: Not a directory
tar: Exiting with failure status due to previous errors" 2
  [ ! -e escaped ] && [ ! -e w/escaped ]
}

@test "tar x: symlink chain through archive links refused" {
  /usr/bin/mkdir outside o
  mkevil s a . s b a/a/a/a f b/x ok s c "$PWD/outside" s e c f e/y bad
  run tar xf evil.tar -C o
  [ "$status" = 2 ] && [ -z "$(ls outside)" ]
}

@test "tar x: hard link to a name with .. refused (toybox)" {
  echo secret > outside
  /usr/bin/mkdir o
  mkevil h h ../outside
  run tar xf evil.tar -C o
  check "tar: Removing leading \`../' from hard link targets
tar: ../outside: Member name contains '..'
tar: Exiting with failure status due to previous errors" 2
  [ ! -e o/h ]
}

@test "tar x: hard link to an absolute name stays inside" {
  echo secret > outside
  /usr/bin/mkdir o
  mkevil h h "$PWD/outside"
  run tar xf evil.tar -C o
  [ "$status" = 2 ] && [ ! -e o/h ]
  [ "$(/usr/bin/stat -c %h outside)" = 1 ]
}

@test "tar x: a symlink the archive made is replaced by a later file, not followed" {
  /usr/bin/mkdir o && echo keep > precious
  mkevil s o2 ../precious f o2 new
  run tar xf evil.tar -C o
  check "" 0
  [ "$(cat precious)" = keep ] && [ "$(cat o/o2)" = new ]
}

@test "tar x: pre-existing symlink to a directory is followed (merged /usr)" {
  needs_gnu
  /usr/bin/mkdir -p o/real && /usr/bin/ln -s real o/lib
  mkevil f lib/x hi
  run tar xf evil.tar -C o
  check "" 0
  [ "$(cat o/real/x)" = hi ]
}

# --- more options

@test "tar cvv: long listing while creating, like GNU's" {
  needs_gnu
  mktree
  run sh -c 'tar cvvf t.tar --sort=name d/sub d/a'
  local out=$output
  run sh -c '"$0" cvvf g.tar --sort=name d/sub d/a' "$GT"
  check "$out" 0
}

@test "tar xvv: long listing while extracting" {
  mktree
  tar cf t.tar --owner=root --group=root --sort=name d/sub
  /usr/bin/mkdir o
  run tar xvvf t.tar -C o
  check "drwxr-xr-x root/root         0 2026-12-06 14:00 d/sub/
-rw-r--r-- root/root         7 2026-12-06 14:00 d/sub/file" 0
}

@test "tar xvO: names on stderr, data on stdout" {
  mktree
  tar cf t.tar d/a
  run sh -c 'tar xvOf t.tar 2>err; echo; cat err'
  check "hello

d/a" 0
}

@test "tar x -k --overwrite: the later one wins" {
  mktree
  tar cf t.tar d/a
  /usr/bin/mkdir -p o/d && echo mine > o/d/a
  run tar xkf t.tar -C o --overwrite
  check "" 0
  [ "$(cat o/d/a)" = hello ]
}

@test "tar --sort=bogus" {
  echo x > f
  run tar cf t.tar --sort=bogus f
  check "tar: invalid argument 'bogus' for '--sort'
Try 'tar --help' or 'tar --usage' for more information." 2
  [ ! -e t.tar ]
}

@test "tar c --sort=name orders every directory" {
  /usr/bin/mkdir -p s/b s/a && touch s/b/z s/b/y s/c s/a/x
  run sh -c 'tar cf - --sort=name s | tar tf -'
  check "s/
s/a/
s/a/x
s/b/
s/b/y
s/b/z
s/c" 0
}

@test "tar c: . as the name" {
  needs_gnu
  /usr/bin/mkdir w && echo 1 > w/f && /usr/bin/touch -d @1 w/f w
  same_create --sort=name -C w .
}

@test "tar c: directory given with a trailing slash" {
  mktree
  same_create --sort=name d/sub/
}

@test "tar c: --mtime from a file's time" {
  mktree
  /usr/bin/touch -d @12345 ref
  same_create --mtime=./ref d/a
}

@test "tar x: GNU's .tgz through a pipe (compression from the data)" {
  needs_gnu
  mktree
  run sh -c '"$0" czf - d | tar xf - -C . --exclude=f && cat d/sub/file' "$GT"
  check deeper 0
}

@test "tar t: bzip2 data through a pipe" {
  needs_cmd bzip2
  mktree
  run sh -c 'tar cf - d/a | bzip2 | tar tf -'
  check "d/a" 0
}

@test "tar x: a member named ./ or . is the target directory itself" {
  needs_gnu
  /usr/bin/mkdir w && echo 1 > w/f
  (cd w && "$GT" cf ../t.tar .)
  /usr/bin/mkdir o
  run tar xf t.tar -C o
  check "" 0
  [ "$(cat o/f)" = 1 ]
}

@test "tar x: old GNU archive made by GNU --format=oldgnu" {
  mktree
  "$GT" cf og.tar --format=oldgnu d 2>/dev/null || skip "needs GNU tar"
  same_extract og.tar
}

@test "tar c: device nodes, same bytes as GNU (root)" {
  needs_root
  /usr/bin/mknod null c 1 3 && /usr/bin/mknod blk b 8 1 && /usr/bin/touch -d @2 null blk
  same_create null blk
}

@test "tar c: sockets are skipped with GNU's message" {
  python3 -c "
import socket
s = socket.socket(socket.AF_UNIX); s.bind('sock')"
  echo x > f && /usr/bin/touch -d @2 f
  same_create sock f
  check "tar: sock: socket ignored" 0
}

@test "tar cz to /dev/full: the compressor's failure, status 2" {
  head -c 300000 /dev/urandom > rnd
  run tar czf /dev/full rnd
  [ "$status" = 2 ] && [[ "$output" == *"tar: Child returned status 1
tar: Error is not recoverable: exiting now" ]]
}

@test "tar --xattrs: SCHILY.xattr records both ways with GNU tar, user.* restored" {
  needs_gnu
  needs_xattr
  mkdir d
  echo hi > d/f
  setfattr -n user.foo -v bar d/f
  setfattr -n user.bin -v 0sAAEC d/f
  setfattr -n user.dir -v dv d
  tar --xattrs -cf toy.tar d
  run bash -c 'strings toy.tar | grep -a xattr | sort'
  check "28 SCHILY.xattr.user.dir=dv
29 SCHILY.xattr.user.bin=
29 SCHILY.xattr.user.foo=bar" 0
  # GNU tar reads ours; the PaxHeaders aren't members
  run "$GT" tf toy.tar
  check "d/
d/f" 0
  mkdir g
  "$GT" --xattrs -xf toy.tar -C g
  run getfattr -n user.foo --only-values g/d/f
  check "bar" 0
  run bash -c 'getfattr -e hex -n user.bin --only-values g/d/f | od -An -tx1'
  check " 00 01 02" 0
  run getfattr -n user.dir --only-values g/d
  check "dv" 0
  # ours reads GNU's
  "$GT" --xattrs -cf gnu.tar d
  mkdir t
  tar --xattrs -xf gnu.tar -C t
  run getfattr -d t/d/f
  check "# file: t/d/f
user.bin=0sAAEC
user.foo=\"bar\"" 0
  run getfattr -n user.dir --only-values t/d
  check "dv" 0
}

@test "tar: without --xattrs no attributes are stored or restored" {
  needs_gnu
  needs_xattr
  echo hi > f
  setfattr -n user.foo -v bar f
  tar -cf toy.tar f
  run bash -c 'grep -ac SCHILY toy.tar'
  check "0" 1
  "$GT" --xattrs -cf gnu.tar f
  mkdir t
  tar -xf gnu.tar -C t
  run getfattr -d t/f
  check "" 0
}

@test "tar --xattrs -x restores only user.* (GNU's default)" {
  needs_gnu
  needs_root
  echo hi > f
  setfattr -n trusted.t -v tv f 2>/dev/null || skip "no trusted.* attributes here"
  setfattr -n user.u -v uv f
  tar --xattrs -cf toy.tar f
  run bash -c 'strings toy.tar | grep -a xattr | sort'
  check "26 SCHILY.xattr.user.u=uv
29 SCHILY.xattr.trusted.t=tv" 0
  mkdir t
  tar --xattrs -xf toy.tar -C t
  run getfattr -d -m - t/f
  check "# file: t/f
user.u=\"uv\"" 0
}

@test "tar --selinux: RHT.security.selinux both ways with GNU tar" {
  needs_gnu
  needs_context f
  tar --selinux -cf toy.tar f
  run bash -c 'strings toy.tar | grep -a security'
  check "51 RHT.security.selinux=system_u:object_r:toy_t:s0" 0
  mkdir g t
  "$GT" --selinux -xf toy.tar -C g
  run getfattr -n security.selinux --only-values g/f
  check "system_u:object_r:toy_t:s0" 0
  "$GT" --selinux -cf gnu.tar f
  tar --selinux -xf gnu.tar -C t
  run bash -c 'getfattr -n security.selinux --only-values t/f | tr -d "\0"'
  check "system_u:object_r:toy_t:s0" 0
  # not asked for: not restored
  mkdir n
  tar -xf gnu.tar -C n
  run getfattr -n security.selinux --only-values n/f
  [ "$status" = 1 ]
}

@test "tar --xattrs of long names and a symlink (its own attributes, none)" {
  needs_xattr
  n=$(printf 'n%.0s' $(seq 150))
  echo x > $n
  setfattr -n user.long -v yes $n
  ln -s $n l
  tar --xattrs -cf toy.tar $n l
  mkdir t
  tar --xattrs -xf toy.tar -C t
  run getfattr -n user.long --only-values t/$n
  check "yes" 0
  run tar tf toy.tar
  check "$n
l" 0
}

# xftree: d/ with a file, a hard link to it, a symlink and a subdirectory
xftree() {
  umask 022
  mkdir -p d/sub
  echo a > d/a
  echo b > d/sub/b
  ln -s a d/l
  ln d/a d/h
  touch -h -d '2026-12-06 14:00' d/* d/sub/b d
}

@test "tar c --transform: the same archive as GNU tar, for each kind of expression" {
  needs_gnu
  xftree
  for x in 's/d/X/' 's/a/Q/rh' 's/a/Q/S' 's/a/x/H' 's/d/X/;s,/,_,g' \
      's/[a-z]/\U&/2' 's/[a-z]/\u&/g' 's,^,pre/,' 's/\(s.\)\(.\)/\2\1/' \
      's/A/z/gi' 's|b$|\L&NEW|' 's/(s)(u)/\2\1/x' 's/\//\n/'; do
    "$GT" --sort=name --transform "$x" -cf gnu.tar d
    tar --sort=name --transform "$x" -cf toy.tar d
    cmp gnu.tar toy.tar || { echo "$x"; return 1; }
  done
}

@test "tar c --transform: names, symlink and hard link targets" {
  xftree
  tar --sort=name --transform 's/a/Q/' -cf toy.tar d
  run bash -c "tar tvf toy.tar | sed 's/.*14:00 //'"
  check "d/
d/Q
d/h link to d/Q
d/l -> Q
d/sub/
d/sub/b" 0
}

@test "tar: several --transform and --xform apply in turn" {
  xftree
  tar --sort=name --transform 's/d/X/' --xform 's,X/,Y_,' -cf toy.tar d
  run tar tf toy.tar
  check "X/
Y_a
Y_h
Y_l
Y_sub/
Y_sub/b" 0
}

@test "tar x --transform: extracts what GNU tar extracts" {
  needs_gnu
  xftree
  tar cf base.tar d
  for x in 's/d/X/' 's/a/Q/' 's,^,pre/,' 's/a/Q/S' 's/h/H/H'; do
    rm -rf g t
    mkdir g t
    # (s/h/H/H: the hard link's target isn't there, an error in both)
    "$GT" --transform "$x" -xf base.tar -C g 2>/dev/null || true
    tar --transform "$x" -xf base.tar -C t 2>/dev/null || true
    [ "$(cd g; find . -printf '%p %y %l %n\n' | sort)" = \
      "$(cd t; find . -printf '%p %y %l %n\n' | sort)" ] || { echo "$x"; return 1; }
  done
}

@test "tar x --transform, then --strip-components (GNU's order)" {
  xftree
  tar cf base.tar d
  mkdir t
  tar --strip-components 1 --transform 's,^d/,P/d/,' -xf base.tar -C t
  run bash -c 'cd t; find . | sort'
  check ".
./d
./d/a
./d/h
./d/l
./d/sub
./d/sub/b" 0
}

@test "tar x --transform can't lead out of the target directory" {
  xftree
  tar cf base.tar d
  mkdir t
  run tar --transform 's,^,/abs/,' -xf base.tar -C t
  [ -f t/abs/d/a ] && [ ! -e /abs ]
  run tar --transform 's,^,../evil/,' -xf base.tar -C t
  [ "$status" = 2 ]
  [[ "$output" == *"Member name contains '..'"* ]]
  [ ! -e evil ]
}

@test "tar --transform: bad expressions (GNU's messages, status 2)" {
  touch f
  run tar --transform bad -cf x.tar f
  check "tar: Invalid transform expression
Try 'tar --help' or 'tar --usage' for more information." 2
  run tar --transform 's/a/b' -cf x.tar f
  check "tar: Invalid transform expression
Try 'tar --help' or 'tar --usage' for more information." 2
  run tar --transform 's/\(a\)/\2/' -cf x.tar f
  check "tar: Invalid transform replacement: back reference out of range
Try 'tar --help' or 'tar --usage' for more information." 2
  run tar --transform 's/a/b/q' -cf x.tar f
  check "tar: Unknown flag in transform expression
Try 'tar --help' or 'tar --usage' for more information." 2
}
