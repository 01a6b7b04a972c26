#!/usr/bin/env bats
# dos2unix, unix2dos: expectations checked against the dos2unix package
# (/usr/bin/dos2unix, /usr/bin/unix2dos).

load helper

@test "dos2unix stdin to stdout (dos2unix)" {
  run bash -c "printf 'a\r\nb\r\nc\rd\n\r\r\n' | dos2unix | od -An -c"
  check "$(printf 'a\nb\nc\rd\n\r\n' | od -An -c)" 0
}

@test "dos2unix: lone and trailing \\r are kept (dos2unix)" {
  run bash -c "printf 'a\r\r\nb\r' | dos2unix | od -An -c"
  check "$(printf 'a\r\nb\r' | od -An -c)" 0
}

@test "unix2dos stdin to stdout, \\r\\n stays (dos2unix)" {
  run bash -c "printf 'a\nb\r\nc' | unix2dos | od -An -c"
  check "$(printf 'a\r\nb\r\nc' | od -An -c)" 0
  run bash -c "printf '\r\r\n\r\r\r\n' | unix2dos | od -An -c"
  check "$(printf '\r\r\r\n\r\r\r\n' | od -An -c)" 0
}

@test "dos2unix in place, keeping the mode (dos2unix)" {
  printf 'a\r\nb\r\n' > f
  chmod 640 f
  run dos2unix f
  check "dos2unix: converting file f to Unix format..." 0
  run od -An -c f
  check "$(printf 'a\nb\n' | od -An -c)" 0
  run stat -c %a f
  check "640" 0
}

@test "unix2dos in place, several files, -q (dos2unix)" {
  printf 'a\n' > f; printf 'b\n' > g
  run unix2dos f g
  check "unix2dos: converting file f to DOS format...
unix2dos: converting file g to DOS format..." 0
  run cat f g
  check $'a\r\nb\r' 0
  run unix2dos -q f
  check "" 0
}

@test "dos2unix skips binary files, -f converts them (dos2unix)" {
  printf 'ab\r\nx\001y\r\n' > bin
  run dos2unix bin
  check "dos2unix: Binary symbol 0x01 found at line 2
dos2unix: Skipping binary file bin" 0
  run od -An -c bin
  check "$(printf 'ab\r\nx\001y\r\n' | od -An -c)" 0
  run dos2unix -f bin
  check "dos2unix: converting file bin to Unix format..." 0
  run od -An -c bin
  check "$(printf 'ab\nx\001y\n' | od -An -c)" 0
}

@test "dos2unix: NUL is binary, form feed and DEL aren't (dos2unix)" {
  printf 'x\0y\r\n' > a; printf 'x\fy\177\r\n' > b
  run dos2unix a b
  check "dos2unix: Binary symbol 0x00 found at line 1
dos2unix: Skipping binary file a
dos2unix: converting file b to Unix format..." 0
}

@test "dos2unix binary stdin stops there, exit 1 (dos2unix)" {
  run bash -c "printf 'ab\r\nx\0y' | dos2unix 2>/dev/null | od -An -c"
  check "$(printf 'ab\nx' | od -An -c)" 0
  run bash -c "printf 'x\0' | dos2unix >/dev/null 2>&1"
  check "" 1
}

@test "dos2unix missing files and directories (dos2unix)" {
  mkdir d
  run dos2unix d nosuch
  check "dos2unix: Skipping d, not a regular file.
dos2unix: nosuch: No such file or directory
dos2unix: Skipping nosuch, not a regular file." 2
}

@test "dos2unix: a large file crossing buffers" {
  run bash -c "for i in \$(seq 5000); do printf 'line %d\r\n' \$i; done > big; dos2unix -q big; cksum < big; seq 5000 | sed 's/^/line /' | cksum"
  [ "${lines[0]}" = "${lines[1]}" ]
}

@test "dos2unix: unreadable file" {
  not_root
  printf 'a\r\n' > f; chmod 0 f
  run dos2unix f
  check "dos2unix: f: Permission denied
dos2unix: Skipping f, not a regular file." 2
}
