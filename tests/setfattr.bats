#!/usr/bin/env bats
# setfattr: value decoding, -x, -h and --restore checked against the attr
# package's setfattr 2.5.1 on this machine. Needs user xattrs in the test
# directory (ext4 has them).

load helper

# hex VALUE: what setfattr -v VALUE stores, in hex
hex() {
  setfattr -n user.v -v "$1" f && getfattr -e hex -n user.v f | sed -n 's/^user.v=//p'
}

@test "setfattr -n NAME -v VALUE (attr)" {
  needs_xattr
  touch f g
  run setfattr -n user.a -v hello f g
  check ""
  run getfattr -d f g
  check '# file: f
user.a="hello"

# file: g
user.a="hello"'
}

@test "setfattr -n without -v: empty value (attr)" {
  needs_xattr
  touch f
  setfattr -n user.e f
  run getfattr -e hex -n user.e f
  check "# file: f
user.e=0x"
}

@test "setfattr -v text: quotes around it dropped, \\ooo \\\\ \\\" decoded (attr)" {
  needs_xattr
  touch f
  run hex '"hello"'; check 0x68656c6c6f
  run hex '"hel\"lo"'; check 0x68656c226c6f
  run hex '"a\012b"'; check 0x610a62
  run hex 'a\012b'; check 0x610a62
  run hex '"a\\b"'; check 0x615c62
  run hex '"\101\0\777"'; check 0x4100ff
  run hex '"\0123"'; check 0x0a33
  run hex '"\8"'; check 0x5c38
  run hex '"a\nb"'; check 0x615c6e62
  run hex '"abc'; check 0x22616263
  run hex 'abc"'; check 0x61626322
  run hex '"a"b"'; check 0x612262
  run hex '"'; check 0x22
  run hex '\'; check 0x5c
  run hex '""'; check 0x
  run hex ''; check 0x
  run hex ' 0x41'; check 0x2030783431
}

@test "setfattr -v 0xHEX, whitespace skipped (attr)" {
  needs_xattr
  touch f
  run hex 0x00ff41; check 0x00ff41
  run hex 0XAbCd; check 0xabcd
  run hex '0x 41 4 2'; check 0x4142
  run hex "$(printf '0x41\n')"; check 0x41
  run hex 0x; check 0x
}

@test "setfattr -v 0sBASE64 (attr)" {
  needs_xattr
  touch f
  run hex 0sQUI=; check 0x4142
  run hex 0SQUJD; check 0x414243
  run hex 0sQUJDRA==; check 0x41424344
  run hex '0s QUI= '; check 0x4142
  run hex 0s; check 0x
}

@test "setfattr: bad hex or base64 is an error, nothing set (attr)" {
  needs_xattr
  touch f
  local v
  for v in 0x414 0x41zz 0xg 0sQUI 0sQ 0s!! 0sQUJDRA= 0sQ=== 0sQR== 0sQUI=QUI=; do
    run setfattr -n user.bad -v "$v" f
    check "setfattr: -v '$v': bad input encoding" 1
  done
  run getfattr -n user.bad f
  check "getfattr: f: user.bad: No such attribute" 1
}

@test "setfattr: every byte survives hex and base64" {
  needs_xattr
  touch f
  local h
  h=$(for i in $(seq 0 255); do printf '%02x' "$i"; done)
  setfattr -n user.all -v "0x$h" f
  run sh -c 'getfattr -e hex -n user.all f | sed -n 2p'
  check "user.all=0x$h"
  b=$(getfattr -e base64 -n user.all f | sed -n 's/^user.all=//p')
  touch g
  setfattr -n user.all -v "$b" g
  run sh -c 'getfattr -e hex -n user.all g | sed -n 2p'
  check "user.all=0x$h"
}

@test "setfattr --raw: the value as it is" {
  needs_xattr
  touch f
  setfattr --raw -n user.r -v '0x41\012' f
  run getfattr -n user.r f
  check '# file: f
user.r="0x41\\012"'
}

@test "setfattr -x removes, missing is an error (attr)" {
  needs_xattr
  touch f g
  setfattr -n user.a -v 1 f
  setfattr -n user.b -v 2 f
  run setfattr -x user.a f
  check ""
  run getfattr f
  check "# file: f
user.b"
  run setfattr --remove=user.a f g
  check "setfattr: f: No such attribute
setfattr: g: No such attribute" 1
}

@test "setfattr: symlinks followed, -h sets the link's own (attr)" {
  needs_xattr
  touch f
  ln -s f link
  run setfattr -n user.a -v 1 link
  check ""
  run getfattr -n user.a f
  check '# file: f
user.a="1"'
  # user.* isn't allowed on symlinks
  run setfattr -h -n user.b -v 1 link
  check "setfattr: link: Operation not permitted" 1
  run setfattr -h -x user.a link
  check "setfattr: link: Operation not permitted" 1
}

@test "setfattr: missing file reported, the others set (attr)" {
  needs_xattr
  touch f
  run setfattr -n user.a -v 1 nope f f/
  check "setfattr: nope: No such file or directory
setfattr: f/: Not a directory" 1
  run getfattr -n user.a f
  check '# file: f
user.a="1"'
}

@test "setfattr: bad names (attr)" {
  needs_xattr
  touch f
  run setfattr -n q -v 1 f
  check "setfattr: f: Operation not supported" 1
  run setfattr -n user. -v 1 f
  check "setfattr: f: Invalid argument" 1
  run setfattr -n '' -v 1 f
  check "setfattr: f: Numerical result out of range" 1
  run setfattr -n "user.$(head -c 300 /dev/zero | tr '\0' a)" -v 1 f
  check "setfattr: f: Numerical result out of range" 1
}

@test "setfattr on /proc: not supported (attr)" {
  run setfattr -n user.a -v 1 /proc/self/status
  check "setfattr: /proc/self/status: Operation not supported" 1
}

@test "setfattr: usage errors exit 2 (attr)" {
  touch f
  run setfattr f
  [ "$status" = 2 ]
  [ "${lines[0]}" = "setfattr: needs -n, -x or --restore" ]
  run setfattr -n user.a -x user.a f
  [ "$status" = 2 ]
  [ "${lines[0]}" = "setfattr: no -n with -x" ]
  run setfattr -x user.a -v 1 f
  [ "$status" = 2 ]
  [ "${lines[0]}" = "setfattr: no -v or --raw with -x" ]
  run setfattr -n user.a -n user.b f
  [ "$status" = 2 ]
  [ "${lines[0]}" = "setfattr: only one -n or -x" ]
  run setfattr -n user.a
  [ "$status" = 2 ]
  [ "${lines[0]}" = "setfattr: needs a FILE" ]
  run setfattr --restore=dump f
  [ "$status" = 2 ]
  [ "${lines[0]}" = "setfattr: --restore takes no FILE, -n, -v, -x or --raw" ]
  run setfattr -q
  [ "$status" = 2 ]
  [ "${lines[0]}" = "setfattr: unknown option '-q'" ]
}

@test "setfattr --restore: what getfattr -d dumped comes back (attr)" {
  needs_xattr
  touch a "$(printf 'n\nl')" 'b\s'
  setfattr -n user.one -v 1 a
  setfattr -n user.bin -v 0x00ff0a a
  setfattr -n "$(printf 'user.w\nx=')" -v '"q\"\\z"' "$(printf 'n\nl')"
  setfattr -n 'user.a=b' -v 0x0d 'b\s'
  getfattr -d a "$(printf 'n\nl')" 'b\s' > dump
  getfattr -d -e hex a "$(printf 'n\nl')" 'b\s' > dump.hex
  rm a "$(printf 'n\nl')" 'b\s'
  touch a "$(printf 'n\nl')" 'b\s'
  run setfattr --restore=dump
  check ""
  run sh -c 'getfattr -d a "$(printf "n\nl")" "b\\s" | cmp - dump'
  check ""
  rm a "$(printf 'n\nl')" 'b\s'
  touch a "$(printf 'n\nl')" 'b\s'
  run sh -c 'setfattr --restore=- < dump.hex'
  check ""
  run sh -c 'getfattr -d a "$(printf "n\nl")" "b\\s" | cmp - dump'
  check ""
}

@test "setfattr --restore: a missing file reported once, the rest restored (attr)" {
  needs_xattr
  touch b
  printf '# file: nope\nuser.x=1\nuser.y=2\n\n# file: b\nuser.y="2"\n' > dump
  run setfattr --restore=dump
  check "setfattr: nope: No such file or directory" 1
  run getfattr -d b
  check '# file: b
user.y="2"'
}

@test "setfattr --restore: NAME alone, comments, CRLF, no final newline" {
  needs_xattr
  touch a
  printf '# comment\n# file: a\nuser.e\n# another\r\n  user.sp=1\r\nuser.end=0x41' > dump
  run setfattr --restore=dump
  check ""
  run getfattr -d a
  check '# file: a
user.e=""
user.end="A"
user.sp="1"'
}

@test "setfattr --restore: attribute line outside a file block (attr)" {
  needs_xattr
  touch a
  run sh -c "printf 'user.x=1\n' | setfattr --restore=-"
  check "setfattr: stdin: line 1: no '# file:' line before it" 1
  printf '# file: a\nuser.x=1\n\nuser.y=2\n' > dump
  run setfattr --restore=dump
  check "setfattr: dump: line 4: no '# file:' line before it" 1
  run getfattr -d a
  check '# file: a
user.x="1"'
}

@test "setfattr --restore: bad lines reported by number, the others set (attr)" {
  needs_xattr
  touch a
  printf '# file: a\nuser.z=0x4\ngarbage\nuser.ok="ok"\n' > dump
  run setfattr --restore=dump
  check "setfattr: dump: line 2: bad input encoding
setfattr: a: Operation not supported" 1
  run getfattr -d a
  check '# file: a
user.ok="ok"'
}

@test "setfattr --restore: missing or unreadable dump" {
  run setfattr --restore=nope
  check "setfattr: nope: No such file or directory" 1
  run setfattr --restore=.
  check "setfattr: .: Is a directory" 1
  run sh -c 'setfattr --restore=- < /dev/null'
  check ""
}

@test "setfattr stores the same values as attr's setfattr" {
  needs_xattr
  [ -x /usr/bin/setfattr ] || skip "needs the attr package"
  touch a b
  local v
  for v in hello '"q\"x"' '"\101\\"' 0x00ff 0sQUI= '' '"' 'a b' '\060'; do
    setfattr -n user.v -v "$v" a
    /usr/bin/setfattr -n user.v -v "$v" b
    [ "$(getfattr -e hex -n user.v a | tail -n +2)" = \
      "$(getfattr -e hex -n user.v b | tail -n +2)" ] ||
      { echo "differs: -v '$v'" >&2; return 1; }
  done
}
