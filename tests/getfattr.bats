#!/usr/bin/env bats
# getfattr: outputs checked against the attr package's getfattr 2.5.1 on this
# machine (formats, encodings, escapes, path handling, -R/-L/-P/-h). Needs
# user xattrs in the test directory (ext4 has them).

load helper

# f: user.a="hello", user.b=00 ff 41 (binary), user.c empty
fixture() {
  needs_xattr
  touch f
  setfattr -n user.a -v hello f
  setfattr -n user.b -v 0x00ff41 f
  setfattr -n user.c f
}

@test "getfattr FILE: the user.* names, sorted (attr)" {
  fixture
  setfattr -n user.B -v 1 f
  setfattr -n user.aa -v 1 f
  run getfattr f
  check "# file: f
user.B
user.a
user.aa
user.b
user.c"
}

@test "getfattr -d: values as text when printable, else base64 (attr)" {
  fixture
  run getfattr -d f
  check '# file: f
user.a="hello"
user.b=0sAP9B
user.c=""'
}

@test "getfattr -d: a final NUL isn't shown, newline and control bytes make base64 (attr)" {
  needs_xattr
  touch f
  setfattr -n user.cstr -v 0x68690a00 f
  setfattr -n user.nul -v 0x00 f
  setfattr -n user.str -v 0x686900 f
  setfattr -n user.two -v 0x0000 f
  run getfattr -d f
  check '# file: f
user.cstr=0saGkKAA==
user.nul=""
user.str="hi"
user.two=0sAAA='
}

@test "getfattr: files without matching attributes print nothing, blank line between files (attr)" {
  fixture
  touch g h
  setfattr -n user.x -v 1 h
  run getfattr -d g f h
  check '# file: f
user.a="hello"
user.b=0sAP9B
user.c=""

# file: h
user.x="1"'
}

@test "getfattr -n NAME: that one, even with -d (attr)" {
  fixture
  run getfattr -n user.b f
  check '# file: f
user.b=0sAP9B'
  run getfattr -d --name=user.a f
  check '# file: f
user.a="hello"'
}

@test "getfattr -n: a missing attribute is an error, the other files shown (attr)" {
  fixture
  touch g
  run getfattr -n user.a g f
  check 'getfattr: g: user.a: No such attribute
# file: f
user.a="hello"' 1
  run getfattr -n user.zz f
  check "getfattr: f: user.zz: No such attribute" 1
}

@test "getfattr -n: a name in no namespace isn't supported (attr)" {
  fixture
  run getfattr -n zz f
  check "getfattr: f: zz: Operation not supported" 1
}

@test "getfattr -e hex, -e base64, -e text (attr)" {
  fixture
  run getfattr -d -e hex f
  check '# file: f
user.a=0x68656c6c6f
user.b=0x00ff41
user.c=0x'
  run getfattr -d --encoding=base64 f
  check '# file: f
user.a=0saGVsbG8=
user.b=0sAP9B
user.c=0s'
  run sh -c 'getfattr -d -e text f | od -An -tx1'
  check "$(printf '# file: f\nuser.a="hello"\nuser.b="\\000\377A"\nuser.c=""\n\n' |
    od -An -tx1)"
}

@test "getfattr -e text: escapes NUL newline CR quote backslash as attr does" {
  needs_xattr
  touch f
  setfattr -n user.v -v 0x00010a0d09225c7f41 f
  run sh -c 'getfattr -e text -n user.v f | od -An -tx1'
  check "$(printf '# file: f\nuser.v="\\000\001\\012\\015\t\\"\\\\\177A"\n\n' |
    od -An -tx1)"
}

@test "getfattr -e: bad encoding is a usage error, exit 2 (attr)" {
  fixture
  run getfattr -d -e foo f
  [ "$status" = 2 ]
  [ "${lines[0]}" = "getfattr: bad encoding 'foo' (text, hex or base64)" ]
}

@test "getfattr -m PATTERN: extended regex, - or empty for all (attr)" {
  fixture
  run getfattr -m 'a|b' f
  check "# file: f
user.a
user.b"
  run getfattr -d -m '^user\.[ab]$' f
  check '# file: f
user.a="hello"
user.b=0sAP9B'
  run getfattr -m '^USER' f
  check ""
  run getfattr --match=user f
  check "# file: f
user.a
user.b
user.c"
}

@test "getfattr -m - shows the other namespaces too (root, attr)" {
  needs_root
  fixture
  setfattr -n trusted.t -v tv f
  run getfattr -d -m - f
  check '# file: f
trusted.t="tv"
user.a="hello"
user.b=0sAP9B
user.c=""'
  run getfattr -m '' f
  check "# file: f
trusted.t
user.a
user.b
user.c"
  run getfattr -n trusted.t f
  check '# file: f
trusted.t="tv"'
}

@test "getfattr -m: bad regex" {
  fixture
  run getfattr -m '(' f
  [ "$status" = 1 ]
  [[ "$output" == "getfattr: bad regex '(': "* ]]
}

@test "getfattr --only-values: the raw values only (attr)" {
  fixture
  run sh -c 'getfattr --only-values -n user.b f | od -An -tx1'
  check " 00 ff 41"
  run sh -c 'getfattr --only-values -d f | od -An -c'
  check "   h   e   l   l   o  \\0 377   A"
  run sh -c 'getfattr --only-values -e hex -n user.a f f'
  check "hellohello"
  run getfattr --only-values -n user.zz f
  check "getfattr: f: user.zz: No such attribute" 1
}

@test "getfattr: leading / removed with a notice, --absolute-names keeps it (attr)" {
  fixture
  local p=${PWD#/}
  run getfattr -n user.a "$PWD/f" "//$p/f"
  check "getfattr: Removing leading '/' from absolute path names
# file: $p/f
user.a=\"hello\"

# file: $p/f
user.a=\"hello\""
  run getfattr --absolute-names -n user.a "$PWD/f"
  check "# file: $PWD/f
user.a=\"hello\""
}

@test "getfattr: a leading ./ isn't shown (attr)" {
  fixture
  mkdir d
  setfattr -n user.d -v 1 d
  run getfattr -n user.a ./f .//f ././f
  check '# file: f
user.a="hello"

# file: f
user.a="hello"

# file: ./f
user.a="hello"'
  run getfattr -d . d/ ../${PWD##*/}/d
  check "# file: d/
user.d=\"1\"

# file: ../${PWD##*/}/d
user.d=\"1\""
}

@test "getfattr -R: directories and their files, as walked from . (attr)" {
  fixture
  mkdir -p d/e
  setfattr -n user.d -v 1 d
  setfattr -n user.e -v 2 d/e
  touch d/e/k
  setfattr -n user.k -v k d/e/k
  run getfattr -R -d d
  check '# file: d
user.d="1"

# file: d/e
user.e="2"

# file: d/e/k
user.k="k"'
  cd d
  run getfattr -dR .
  check '# file: .
user.d="1"

# file: e
user.e="2"

# file: e/k
user.k="k"'
}

@test "getfattr -R -n: missing in some files (attr)" {
  needs_xattr
  mkdir -p d/e
  touch d/e/k
  setfattr -n user.k -v k d/e/k
  run getfattr -R -n user.k d
  check 'getfattr: d: user.k: No such attribute
getfattr: d/e: user.k: No such attribute
# file: d/e/k
user.k="k"' 1
}

@test "getfattr: symlinks followed, -h looks at the link (attr)" {
  fixture
  ln -s f link
  run getfattr -n user.a link
  check '# file: link
user.a="hello"'
  run getfattr -h -d link
  check ""
  run getfattr -h -n user.a link
  check "getfattr: link: user.a: No such attribute" 1
}

@test "getfattr -R: symlinks in directories shown but not walked, -L walks them, -P not even FILE (attr)" {
  needs_xattr
  mkdir -p d/e w
  setfattr -n user.d -v 1 d
  setfattr -n user.e -v 2 d/e
  ln -s ../d w/ld
  ln -s d ld
  run getfattr -R -d w
  check '# file: w/ld
user.d="1"'
  run getfattr -R -L -d w
  check '# file: w/ld
user.d="1"

# file: w/ld/e
user.e="2"'
  run getfattr -R -d ld
  check '# file: ld
user.d="1"

# file: ld/e
user.e="2"'
  run getfattr -RP -d ld
  check '# file: ld
user.d="1"'
  run getfattr -Rh -d ld w
  check ''
}

@test "getfattr: newline, CR, backslash (and = in names) escaped as \\ooo (attr)" {
  needs_xattr
  touch "$(printf 'n\nl')" 'b\s' 'e=q' "$(printf 'r\rx')"
  setfattr -n "$(printf 'user.a\nb')" -v 1 "$(printf 'n\nl')"
  setfattr -n 'user.a=b' -v 2 'b\s'
  setfattr -n 'user.a\b c"d' -v 3 'e=q'
  setfattr -n "$(printf 'user.r\rt\t')" -v 4 "$(printf 'r\rx')"
  run getfattr -d "$(printf 'n\nl')" 'b\s' 'e=q' "$(printf 'r\rx')"
  check "$(printf '# file: n\\012l
user.a\\012b="1"

# file: b\\134s
user.a\\075b="2"

# file: e=q
user.a\\134b c"d="3"

# file: r\\015x
user.r\\015t\t="4"')"
}

@test "getfattr: missing file, and other files still shown (attr)" {
  fixture
  run getfattr -d nope f
  check 'getfattr: nope: No such file or directory
# file: f
user.a="hello"
user.b=0sAP9B
user.c=""' 1
  run getfattr -d f/
  check "getfattr: f/: Not a directory" 1
  run getfattr -R -d nope
  check "getfattr: nope: No such file or directory" 1
}

@test "getfattr on /proc: nothing listed, -n unsupported (attr)" {
  run getfattr -d /proc/self/status
  check "" 0
  run getfattr -n user.a /proc/self/status
  check "getfattr: /proc/self/status: user.a: Operation not supported" 1
}

@test "getfattr: no FILE, unknown option: usage errors, exit 2 (attr)" {
  run getfattr
  [ "$status" = 2 ]
  [ "${lines[0]}" = "getfattr: missing argument" ]
  run getfattr -x f
  [ "$status" = 2 ]
  [ "${lines[0]}" = "getfattr: unknown option '-x'" ]
}

@test "getfattr: a value as big as ext4 takes" {
  needs_xattr
  touch f
  head -c 3000 /dev/zero | tr '\0' x > big
  setfattr -n user.big -v "$(cat big)" f
  run sh -c 'getfattr --only-values -n user.big f | cmp - big'
  check ""
  run sh -c 'getfattr -e hex -n user.big f | sed -n 2p | wc -c'
  check "6012"
}

@test "getfattr: values and name lists bigger than 4 KiB (tmpfs)" {
  [ "$(/usr/bin/stat -f -c %T /dev/shm 2>/dev/null)" = tmpfs ] ||
    skip "needs a tmpfs /dev/shm"
  local f i
  f=$(mktemp /dev/shm/getfattr.XXXXXX)
  head -c 10000 /dev/zero | tr '\0' y > big
  if ! setfattr -n user.big -v "$(cat big)" "$f" 2>/dev/null; then
    rm -f "$f"
    skip "no big user extended attributes on tmpfs"
  fi
  for i in $(seq 40); do
    setfattr -n "user.$(printf "%0200d" "$i")" "$f" || break
  done
  run sh -c "getfattr --only-values -n user.big '$f' | cmp - big"
  [ "$output" = "" ] && [ "$status" = 0 ] || { rm -f "$f"; false; }
  run sh -c "getfattr --absolute-names '$f' | wc -l"
  rm -f "$f"
  check "43"
}

@test "getfattr --one-file-system: not into other mounts" {
  needs_xattr
  [ "$(/usr/bin/stat -f -c %T /dev/shm 2>/dev/null)" = tmpfs ] &&
    [ "$(/usr/bin/stat -c %d /dev)" != "$(/usr/bin/stat -c %d /dev/shm)" ] ||
    skip "needs /dev/shm as a tmpfs mount"
  local f
  f=$(mktemp /dev/shm/getfattr.XXXXXX)
  if ! setfattr -n user.x -v 1 "$f" 2>/dev/null; then
    rm -f "$f"
    skip "no user extended attributes on tmpfs"
  fi
  run getfattr --absolute-names -R -d /dev/shm/..
  local all=$output
  run getfattr --absolute-names -R --one-file-system -d /dev/shm/..
  rm -f "$f"
  [[ "$all" == *"# file: /dev/shm/../shm/${f##*/}"* ]]
  [[ "$output" != *"${f##*/}"* ]]
}

@test "getfattr -R in a tree deeper than PATH_MAX" {
  needs_xattr
  deep_tree deep 2500 leaf
  python3 - <<'PY'
import os
fd = os.open("deep", os.O_RDONLY)
for i in range(2500):
    new = os.open("d", os.O_RDONLY, dir_fd=fd)
    os.close(fd)
    fd = new
leaf = os.open("leaf", os.O_RDONLY, dir_fd=fd)
os.setxattr(leaf, "user.deep", b"down here")
PY
  run sh -c 'getfattr -R -d deep | grep user.deep'
  check 'user.deep="down here"'
  run sh -c 'getfattr -R -d deep | head -c 20'
  check "# file: deep/d/d/d/d"
}

@test "getfattr > /dev/full fails" {
  fixture
  run sh -c 'getfattr -d f > /dev/full'
  check "getfattr: write error: No space left on device" 1
}

@test "getfattr -R -d -m - and -e hex: same output as attr's getfattr" {
  fixture
  [ -x /usr/bin/getfattr ] || skip "needs the attr package"
  mkdir -p d/e
  touch d/e/k "d/sp ace" "$(printf 'd/n\nl')"
  setfattr -n user.d -v '"quoted\"\\"' d
  setfattr -n user.k -v 0s3q2+7w== d/e/k
  setfattr -n 'user.=' -v 'x y' "d/sp ace"
  setfattr -n user.n -v 0x0a "$(printf 'd/n\nl')"
  ln -s e d/le
  local opt
  for opt in "-d" "-R" "-Rd" "-Rd -e hex" "-Rd -e base64" "-Rd -e text" "-R -m ." \
      "-RL -d" "-RP -d" "-Rh -d" "-R --only-values" "-R -n user.k"; do
    [ "$(getfattr $opt d f ./f 2>/dev/null)" = "$(/usr/bin/getfattr $opt d f ./f 2>/dev/null)" ] ||
      { echo "differs: getfattr $opt" >&2; return 1; }
  done
}
