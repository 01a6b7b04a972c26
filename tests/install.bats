#!/usr/bin/env bats
# install: GNU coreutils install's options and messages (GNU 9.1).

load helper
load selinux

@test "install copies with mode 0755 by default, -c ignored" {
  echo x > a; chmod 600 a
  run install -c a b
  check "" 0
  run stat -c %a b
  check "755" 0
  cmp a b
}

@test "install -m, -v, -t, -T (GNU)" {
  echo x > a; echo y > b; mkdir d
  run install -m 644 -v a c
  check "'a' -> 'c'" 0
  run stat -c %a c
  check "644" 0
  run install -m u=rwx,go=r a e
  run stat -c %a e
  check "744" 0
  run install -t d a b
  check "" 0
  [ -f d/a ] && [ -f d/b ]
  run install -T a d
  check "install: cannot overwrite directory 'd' with non-directory" 1
  run install -m bogus a f
  check "install: invalid mode: 'bogus'" 1
}

@test "install -d and -D make directories (GNU -v)" {
  echo x > a
  run install -d -v p/q
  check "install: creating directory 'p'
install: creating directory 'p/q'" 0
  run stat -c %a p/q
  check "755" 0
  run install -d -m 700 r
  run stat -c %a r
  check "700" 0
  run install -Dv a x/y/z
  check "install: creating directory 'x'
install: creating directory 'x/y'
'a' -> 'x/y/z'" 0
  run install -D -t t/u a
  check "" 0
  [ -f t/u/a ]
}

@test "install -o -g (root)" {
  needs_root
  echo x > a
  run install -o 123 -g 456 a b
  check "" 0
  run stat -c '%u %g' b
  check "123 456" 0
  run install -o nosuchuserhere a c
  check "install: bad user 'nosuchuserhere'" 1
}

@test "install -p keeps times" {
  echo x > a; touch -d 2003-03-03 a
  run install -p a b
  check "" 0
  run stat -c %y b
  check "2003-03-03 00:00:00.000000000 +0000" 0
}

@test "install -s runs STRIPPROG or strip" {
  echo x > a
  printf '#!/bin/sh\necho stripped "$1" > log\n' > fake; chmod +x fake
  STRIPPROG=./fake run install -s a b
  check "" 0
  run cat log
  check "stripped b" 0
  printf '#!/bin/sh\nexit 1\n' > bad; chmod +x bad
  STRIPPROG=./bad run install -s a c
  check "install: strip process terminated abnormally" 1
  [ ! -e c ]
  STRIPPROG=./missing run install -s a d
  check "install: cannot run './missing': No such file or directory
install: strip process terminated abnormally" 1
  [ ! -e d ]
}

@test "install errors" {
  mkdir d; echo x > a
  run install nope x
  check "install: cannot stat 'nope': No such file or directory" 1
  run install d x
  check "install: omitting directory 'd'" 1
  run install a a
  check "install: 'a' and 'a' are the same file" 1
  run install a /dev/full/x
  [ "$status" = 1 ]
}

@test "install replaces a busy or linked file with a new one" {
  echo old > b; ln b keep; echo new > a
  run install a b
  check "" 0
  [ "$(cat keep)" = old ] && [ "$(cat b)" = new ]
}

@test "install -b, --backup, -S (GNU)" {
  echo x > a; echo y > b
  run install -S .k a b
  check "" 0
  [ "$(cat b.k)" = y ]
  run install -bv a b
  check "'a' -> 'b' (backup: 'b~')" 0
  run install -v --backup=t a b
  check "'a' -> 'b' (backup: 'b.~1~')" 0
  run install -bv a c
  check "'a' -> 'c'" 0
  run install -t b a
  check "install: failed to access 'b': Not a directory" 1
}

@test "install: directories in the way, -t with -T, nothing to install (GNU)" {
  echo x > a; mkdir d
  run install -d a
  check "install: cannot create directory 'a': File exists" 1
  run install -d a/b
  check "install: cannot create directory 'a': Not a directory" 1
  run install -D a a/b
  check "install: cannot create directory 'a': Not a directory" 1
  run install -Dt a/x a
  check "install: failed to access 'a/x': Not a directory" 1
  run install -t d -T a
  check "install: cannot combine --target-directory (-t) and --no-target-directory (-T)" 1
  run install -D -t x/y
  [ "$status" = 1 ] && [ "${lines[0]}" = "install: missing file operand" ]
  [ ! -e x ]
  run cp -t d -T a
  check "cp: cannot combine --target-directory (-t) and --no-target-directory (-T)" 1
}

@test "install hostile names" {
  for n in 'a b' $'new\nline' '-dash' $'bad\xffname'; do
    echo "$n" > "./$n"
    run install -- "$n" "i$n"
    check "" 0
    [ "$(cat "i$n")" = "$n" ]
  done
}

@test "install --help" {
  run install --help
  [ "$status" = 0 ] && [ "${lines[0]%% *}" = "usage:" ]
}

@test "install --context=CTX, -d --context=CTX" {
  needs_label
  echo hi > a
  run install --context=u:object_r:ctx_t:s0 a b
  check "" 0
  run install -d --context=u:object_r:dir_t:s0 d
  check "" 0
  run /usr/bin/stat -c '%C %a %n' b d
  check "u:object_r:ctx_t:s0 755 b
u:object_r:dir_t:s0 755 d" 0
}

@test "install -Z: the label file_contexts gives (as matchpathcon says)" {
  needs_label
  [ -x /usr/sbin/matchpathcon ] || skip "needs selinux-utils' matchpathcon"
  P=$(pwd -P)
  echo hi > a
  mkdir dir
  printf '%s\n' "$P/dir(/.*)? u:object_r:dir_t:s0" "$P/dir/a -- u:object_r:a_t:s0" > fc
  SELINUX_FILE_CONTEXTS=$P/fc run install -Z a dir
  check "" 0
  run /usr/bin/stat -c %C dir/a
  check "$(/usr/sbin/matchpathcon -n -f fc $P/dir/a)" 0
  SELINUX_FILE_CONTEXTS=/nosuch run install -Z a b
  check "install: can't open file contexts /nosuch: No such file or directory" 1
}
