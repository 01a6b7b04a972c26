#!/usr/bin/env bats
# cpio: expectations from GNU cpio 2.13 (run side by side where installed:
# the archives we write must be the same bytes, listings the same), except
# where marked toybox.

load helper
load archive

GC=/usr/bin/cpio

needs_gnu() { "$GC" --version 2>/dev/null | grep -q 'GNU cpio' || skip "needs GNU cpio"; }


names() { /usr/bin/find d | LC_ALL=C /usr/bin/sort; }

# same_out ARGS...: GNU's cpio -o and ours write the same bytes (names from
# the file "list")
same_out() {
  needs_gnu
  local h=
  [[ " $* " == *" -H "* ]] || h="-H newc"
  run bash -c 'exec -a cpio "$0" -o "$@" < list > gnu.cpio' "$GC" $h "$@"
  local out=$output st=$status
  run bash -c 'cpio -o "$@" < list > toy.cpio' cpio "$@"
  check "$out" "$st" && cmp gnu.cpio toy.cpio
}

# same_list ARCHIVE [ARGS]: cpio -t gives GNU's output and status
same_list() {
  needs_gnu
  local a=$1
  shift
  # stdout, then stderr (whose order in one pipe is stdio buffering's)
  run bash -c '( exec -a cpio "$0" -t "$@" 2>err.txt ); r=$?; cat err.txt; exit $r' "$GC" "$@" < "$a"
  local out=$output st=$status
  run bash -c 'cpio -t "$@" 2>err.txt; r=$?; cat err.txt; exit $r' cpio "$@" < "$a"
  check "$out" "$st"
}

state() {
  (cd "$1" && /usr/bin/find . -mindepth 1 -printf '%p %M %s %l %n\n' | LC_ALL=C /usr/bin/sort)
}

# An archive of hand-made newc members: TYPE NAME DATA triples
mkcpio() {
  python3 - "$@" <<'PY'
import sys
def hdr(name, mode, data, ino):
    n = name.encode() + b'\0'
    h = b'070701' + b''.join(b'%08X' % v for v in
        (ino, mode, 0, 0, 1, 1000, len(data), 0, 0, 0, 0, len(n), 0)) + n
    h += b'\0' * ((-len(h)) % 4)
    return h + data + b'\0' * ((-len(data)) % 4)
out, a, ino = b'', sys.argv[1:], 1
while a:
    t, name, data = a[0], a[1], a[2].encode()
    a = a[3:]
    out += hdr(name, {'f': 0o100644, 's': 0o120777, 'd': 0o40755}[t], data, ino)
    ino += 1
out += hdr('TRAILER!!!', 0, b'', 0)
out += b'\0' * ((-len(out)) % 512)
open('evil.cpio', 'wb').write(out)
PY
}

# --- -o: the same bytes as GNU cpio

@test "cpio -o: newc of a tree, same bytes as GNU" {
  mktree
  names > list
  same_out -H newc
}

@test "cpio -o: newc is the default" {
  mktree
  names > list
  same_out
  [ "$(head -c 6 toy.cpio)" = 070701 ]
}

@test "cpio -o: find order like GNU's" {
  mktree
  /usr/bin/find d > list
  same_out
}

@test "cpio -o: hard links: data with the last name (newc)" {
  mktree
  printf 'd/h\nd/sub\nd/a\n' > list
  same_out -H newc
}

@test "cpio -o: hard link whose other name is missing gets its data" {
  mktree
  printf 'd/h\nd/sub\n' > list
  same_out -H newc
  run cpio -tv --quiet < toy.cpio
  check "$("$GC" -tv --quiet < gnu.cpio)" 0
  [[ "$output" == *" 6 Dec  6 14:00 d/h" ]]
}

@test "cpio -o -H odc: same bytes as GNU" {
  mktree
  names > list
  same_out -H odc
}

@test "cpio -o -H crc: same bytes as GNU" {
  mktree
  names > list
  same_out -H crc
}

@test "cpio -o -0: NUL separated names" {
  mktree
  names | tr '\n' '\0' > list
  same_out -0
}

@test "cpio -o -F FILE" {
  needs_gnu
  mktree
  names > list
  "$GC" -o -H newc < list > gnu.cpio 2>/dev/null
  run cpio -o -F toy.cpio < list
  check "7 blocks" 0
  cmp gnu.cpio toy.cpio
}

@test "cpio -o --quiet" {
  mktree
  names > list
  run sh -c 'cpio -o --quiet < list > x.cpio'
  check "" 0
}

@test "cpio -o -L: what symlinks point to" {
  mktree
  echo d/l > list
  same_out -L
}

@test "cpio -o: missing file: message, status 2, the rest archived" {
  mktree
  printf 'd/a\nnothere\n' > list
  same_out
  check "cpio: nothere: Cannot stat: No such file or directory
1 block" 2
}

@test "cpio -o: empty list: just the trailer" {
  : > list
  same_out
}

@test "cpio -o: long names" {
  n=$(/usr/bin/printf 'n%.0s' $(/usr/bin/seq 250))
  /usr/bin/mkdir -p l/$n && echo x > l/$n/$n
  /usr/bin/find l > list
  same_out
}

@test "cpio -o -R: owner of archived files" {
  mktree
  echo d/a > list
  same_out -R 12:34
}

# --- -t

@test "cpio -t: names of GNU's archive" {
  mktree
  names | "$GC" -o --quiet > g.cpio
  same_list g.cpio
}

@test "cpio -tv: GNU's long listing" {
  mktree
  names | "$GC" -o --quiet > g.cpio
  same_list g.cpio -v
}

@test "cpio -tv: devices show major, minor" {
  needs_gnu
  python3 -c "
def hdr(name, mode, ino, rmaj, rmin, mtime):
    n = name.encode() + b'\0'
    h = b'070701' + b''.join(b'%08X' % v for v in (ino, mode, 0, 0, 1, mtime, 0, 0, 0, rmaj, rmin, len(n), 0)) + n
    return h + b'\0' * ((-len(h)) % 4)
out = hdr('null', 0o20666, 1, 1, 3, 0) + hdr('sda', 0o60660, 2, 8, 0, 86400*400) + hdr('TRAILER!!!', 0, 0, 0, 0, 0)
open('dev.cpio', 'wb').write(out + b'\0' * ((-len(out)) % 512))"
  same_list dev.cpio -v
}

@test "cpio -t: odc and crc archives" {
  mktree
  names | "$GC" -o -H odc --quiet > o.cpio
  names | "$GC" -o -H crc --quiet > c.cpio
  same_list o.cpio -v && same_list c.cpio
}

@test "cpio -it: the same as -t" {
  mktree
  names | cpio -o --quiet > t.cpio
  needs_gnu
  run cpio -it --quiet < t.cpio
  check "$("$GC" -t --quiet < t.cpio)" 0
}

@test "cpio -t PATTERN" {
  mktree
  names | cpio -o --quiet > t.cpio
  same_list t.cpio 'd/s*'
  check "d/sub
d/sub/file
7 blocks" 0
}

@test "cpio -t -f: members not matching" {
  mktree
  names | cpio -o --quiet > t.cpio
  same_list t.cpio -f 'd/*'
}

@test "cpio -t -F FILE" {
  mktree
  names | cpio -o --quiet > t.cpio
  needs_gnu
  run cpio -t --quiet -F t.cpio
  check "$("$GC" -t --quiet < t.cpio)" 0
}

@test "cpio -t: truncated in a header" {
  mktree
  names | cpio -o --quiet > t.cpio
  head -c 300 t.cpio > cut.cpio
  same_list cut.cpio
  check "d
d/big
cpio: premature end of file" 2
}

@test "cpio -t: truncated in the data" {
  mktree
  echo d/big | cpio -o --quiet > t.cpio
  head -c 1000 t.cpio > cut.cpio
  same_list cut.cpio
  check "d/big
cpio: premature end of file" 2
}

@test "cpio -t: empty input" {
  : > e.cpio
  same_list e.cpio
  check "cpio: premature end of archive" 2
}

@test "cpio -t: garbage (toybox message)" {
  head -c 1000 /dev/zero | tr '\0' x > g.cpio
  run cpio -t < g.cpio
  check "cpio: not a cpio archive (bad magic)" 2
}

@test "cpio -i: crc checksum error (GNU's message; toybox: status 2)" {
  mktree
  echo d/a | cpio -o -H crc --quiet > c.cpio
  sed -i 's/hello/jello/' c.cpio
  /usr/bin/mkdir o && cd o
  run cpio -id --quiet < ../c.cpio
  check "cpio: d/a: checksum error (0x220, should be 0x21e)" 2
}

# --- -i

@test "cpio -id: GNU's newc extracts like GNU's cpio does it" {
  needs_gnu
  mktree
  names | "$GC" -o --quiet > g.cpio
  /usr/bin/mkdir gx tx
  (cd gx && "$GC" -id --quiet < ../g.cpio)
  (cd tx && cpio -id --quiet < ../g.cpio)
  [ "$(state gx)" = "$(state tx)" ]
}

@test "cpio -i: GNU cpio extracts our archive the same" {
  needs_gnu
  mktree
  names | cpio -o --quiet > t.cpio
  /usr/bin/mkdir gx
  (cd gx && "$GC" -idm --quiet < ../t.cpio)
  [ "$(state d)" = "$(state gx/d)" ]
}

@test "cpio -i: hard links share an inode, -v says so" {
  mktree
  names | cpio -o --quiet > t.cpio
  /usr/bin/mkdir o && cd o
  run cpio -idv --quiet < ../t.cpio
  [ d/a -ef d/h ] && [ "$(cat d/a)" = hello ]
  [[ "$output" == *"cpio: d/h linked to d/a"* ]]
}

@test "cpio -i: odc hard links" {
  mktree
  names | cpio -o -H odc --quiet > t.cpio
  /usr/bin/mkdir o && cd o
  cpio -id --quiet < ../t.cpio
  [ d/a -ef d/h ] && [ "$(cat d/h)" = hello ]
}

@test "cpio -i -m: mtimes restored" {
  mktree
  names | cpio -o --quiet > t.cpio
  /usr/bin/mkdir o && cd o
  cpio -idm --quiet < ../t.cpio
  run /usr/bin/stat -c '%Y %n' d/a d/sub/file d
  check "1796565600 d/a
1796565600 d/sub/file
1796565600 d" 0
}

@test "cpio -i: without -d missing directories are an error" {
  mktree
  echo d/sub/file | cpio -o --quiet > t.cpio
  /usr/bin/mkdir o && cd o
  run cpio -i --quiet < ../t.cpio
  check "cpio: d/sub/file: Cannot open: No such file or directory" 2
}

@test "cpio -i: newer existing file kept, -u replaces it" {
  mktree
  echo d/a | cpio -o --quiet > t.cpio
  /usr/bin/mkdir -p o/d && echo mine > o/d/a && cd o
  run cpio -i < ../t.cpio
  check "cpio: d/a not created: newer or same age version exists
1 block" 0
  [ "$(cat d/a)" = mine ]
  run cpio -iu < ../t.cpio
  check "1 block" 0
  [ "$(cat d/a)" = hello ]
}

@test "cpio -i: older existing file replaced" {
  mktree
  echo d/a | cpio -o --quiet > t.cpio
  /usr/bin/mkdir -p o/d && echo mine > o/d/a && /usr/bin/touch -d @0 o/d/a && cd o
  cpio -i --quiet < ../t.cpio
  [ "$(cat d/a)" = hello ]
}

@test "cpio -iv: names on stderr" {
  mktree
  printf 'd\nd/a\n' | cpio -o --quiet > t.cpio
  /usr/bin/mkdir o && cd o
  run sh -c 'cpio -iv < ../t.cpio 2>&1 >/dev/null'
  check "d
d/a
1 block" 0
}

@test "cpio -i PATTERN" {
  mktree
  names | cpio -o --quiet > t.cpio
  /usr/bin/mkdir o && cd o
  cpio -id --quiet 'd/sub*' < ../t.cpio
  run /usr/bin/find .
  check ".
./d
./d/sub
./d/sub/file" 0
}

@test "cpio -i: symlinks and fifos" {
  mktree
  printf 'd/l\nd/f\n' | cpio -o --quiet > t.cpio
  /usr/bin/mkdir -p o/d && cd o
  cpio -i --quiet < ../t.cpio
  [ "$(/usr/bin/readlink d/l)" = a ] && [ -p d/f ]
}

@test "cpio -i: directory modes set after the contents" {
  /usr/bin/mkdir -p ro && echo x > ro/f && chmod 555 ro
  printf 'ro\nro/f\n' | cpio -o --quiet > t.cpio
  chmod 755 ro
  /usr/bin/mkdir o && cd o
  cpio -i --quiet < ../t.cpio
  run /usr/bin/stat -c '%a' ro
  chmod 755 ro
  check "555" 0
}

@test "cpio -i: owner restored as root, not with --no-preserve-owner" {
  needs_root
  echo x > f && chown 1234:567 f
  echo f | cpio -o --quiet > t.cpio
  /usr/bin/mkdir o p
  (cd o && cpio -i --quiet < ../t.cpio)
  (cd p && cpio -i --quiet --no-preserve-owner < ../t.cpio)
  run /usr/bin/stat -c '%u:%g' o/f p/f
  check "1234:567
0:0" 0
}

@test "cpio -i -R: owner given" {
  needs_root
  echo x > f
  echo f | cpio -o --quiet > t.cpio
  /usr/bin/mkdir o && cd o
  cpio -i --quiet -R 42:43 < ../t.cpio
  run /usr/bin/stat -c '%u:%g' f
  check "42:43" 0
}

@test "cpio -i: truncated data: premature end of file" {
  mktree
  echo d/big | cpio -o --quiet > t.cpio
  head -c 1000 t.cpio > cut.cpio
  /usr/bin/mkdir -p o/d && cd o
  run cpio -i < ../cut.cpio
  check "cpio: premature end of file" 2
}

# --- hostile archives (toybox: always as if --no-absolute-filenames)

@test "cpio -i: absolute names extracted inside, with a message" {
  mkcpio f "$PWD/abs" hi
  /usr/bin/mkdir o && cd o
  run cpio -id --quiet < ../evil.cpio
  check "cpio: Removing leading \`/' from member names" 0
  [ ! -e ../abs ] && [ "$(cat ".$OLDPWD/abs")" = hi ]
}

@test "cpio -i: ../ names stay inside, with GNU's message" {
  mkcpio f ../dotdot hi f a/../../x hi
  /usr/bin/mkdir -p w/o && cd w/o
  run cpio -id --quiet --no-absolute-filenames < ../../evil.cpio
  check "cpio: Removing leading \`../' from member names
cpio: Removing leading \`a/../../' from member names" 0
  [ ! -e ../dotdot ] && [ ! -e ../x ] && [ "$(cat dotdot x)" = hihi ]
}

@test "cpio -i: symlink to outside, then a member through it: refused" {
  /usr/bin/mkdir outside o
  mkcpio s l "$PWD/outside" f l/evil hi
  cd o
  run cpio -id --quiet < ../evil.cpio
  check "cpio: l/evil: Cannot open: Not a directory" 2
  [ -z "$(ls ../outside)" ]
}

@test "cpio -i: relative symlink escape refused" {
  /usr/bin/mkdir -p w/o
  mkcpio s up .. f up/escaped hi
  cd w/o
  run cpio -id --quiet < ../../evil.cpio
  check "cpio: up/escaped: Cannot open: Not a directory" 2
  [ ! -e ../escaped ]
}

@test "cpio -i: a pre-existing symlink is replaced, not written through" {
  echo keep > precious
  /usr/bin/mkdir o && /usr/bin/ln -s ../precious o/f
  mkcpio f f new
  cd o
  cpio -iu --quiet < ../evil.cpio
  [ "$(cat ../precious)" = keep ] && [ "$(cat f)" = new ] && [ ! -L f ]
}

# --- -p

@test "cpio -pd: copies the tree like GNU's" {
  needs_gnu
  mktree
  /usr/bin/mkdir gp tp
  names | "$GC" -pd --quiet gp
  run sh -c 'names() { /usr/bin/find d | LC_ALL=C /usr/bin/sort; }; names | cpio -pd --quiet tp'
  check "" 0
  [ "$(state gp)" = "$(state tp)" ]
  [ tp/d/a -ef tp/d/h ]
}

@test "cpio -pdm keeps mtimes" {
  mktree
  /usr/bin/mkdir tp
  names | cpio -pdm --quiet tp
  run /usr/bin/stat -c '%Y' tp/d/a tp/d/sub/file
  check "1796565600
1796565600" 0
}

@test "cpio -p: missing directory argument (toybox)" {
  run cpio -p < /dev/null
  check "cpio: -p needs one directory" 2
}

# --- errors

@test "cpio: no mode: GNU's message" {
  run cpio
  check "cpio: You must specify one of -oipt options.
Try 'cpio --help' or 'cpio --usage' for more information." 2
}

@test "cpio -H bogus" {
  run cpio -o -H bogus < /dev/null
  check "cpio: invalid archive format \`bogus'; valid formats are:
newc crc odc" 2
}

@test "cpio -i -F missing file" {
  needs_gnu
  run cpio -i -F nothere
  check "cpio: Cannot open nothere: No such file or directory" 2
}

@test "cpio -o to /dev/full: write error, status 2" {
  mktree
  run sh -c 'echo d/a | cpio -o > /dev/full'
  check "cpio: write error: No space left on device" 2
}

@test "cpio -t: GNU's default binary format, both byte orders" {
  needs_gnu
  mktree
  names | "$GC" -o --quiet > b.cpio
  names | "$GC" -o --quiet -H bin > b2.cpio
  same_list b.cpio -v
  /usr/bin/mkdir o && cd o && cpio -id --quiet < ../b.cpio
  [ "$(cat d/sub/file)" = deeper ] && [ d/a -ef d/h ]
}

@test "cpio -t: byte-swapped binary header" {
  python3 - <<'PY'
import struct
name = b'f\0'
h = struct.pack('>13H', 0o70707, 1, 2, 0o100644, 0, 0, 1, 0, 0, 1000, len(name), 0, 3)
t = struct.pack('>13H', 0o70707, 0, 0, 0, 0, 0, 1, 0, 0, 0, 11, 0, 0)
open('sw.cpio', 'wb').write(h + name + b'hi\n\0' + t + b'TRAILER!!!\0\0')
PY
  run cpio -tv --quiet < sw.cpio
  check "-rw-r--r--   1 root     root            3 Jan  1  1970 f" 0
}

@test "cpio -o: device nodes (an initramfs), same bytes as GNU (root)" {
  needs_root
  /usr/bin/mkdir dev && /usr/bin/mknod dev/console c 5 1 && /usr/bin/mknod dev/sda b 8 0
  /usr/bin/touch -d @2 dev/* dev
  /usr/bin/find dev > list
  same_out -H newc
}

@test "cpio -i: device nodes (root)" {
  needs_root
  /usr/bin/mkdir dev && /usr/bin/mknod dev/null c 1 3
  echo dev/null | cpio -o --quiet > t.cpio
  /usr/bin/mkdir o && cd o
  cpio -id --quiet < ../t.cpio
  run /usr/bin/stat -c '%F %t %T' dev/null
  check "character special file 1 3" 0
}

@test "cpio -o -H odc: device nodes, same bytes as GNU (root)" {
  needs_root
  /usr/bin/mkdir dev && /usr/bin/mknod dev/console c 5 1
  /usr/bin/find dev > list
  same_out -H odc
}
