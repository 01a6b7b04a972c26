#!/usr/bin/env bats
# readlink: symlink targets, and canonical paths with -e -f -m (GNU)

load helper

@test "readlink: prints a symlink's target (GNU)" {
  ln -s target l
  run readlink l
  check "target" 0
  ln -s "../a b
c" l2
  run readlink l2
  check "../a b
c" 0
}

@test "readlink: a non-link exits 1 silently, -v reports (GNU)" {
  touch f
  run readlink f
  check "" 1
  run readlink -v f
  check "readlink: f: Invalid argument" 1
  run readlink -v nosuch
  check "readlink: nosuch: No such file or directory" 1
  run readlink -vq nosuch
  check "" 1
  run readlink -qv nosuch
  check "readlink: nosuch: No such file or directory" 1
  run readlink -s nosuch
  check "" 1
}

@test "readlink: several files, errors don't stop the others" {
  ln -s a l1
  ln -s b l2
  run readlink l1 nosuch l2
  check "a
b" 1
}

@test "readlink -n -z (GNU)" {
  ln -s tgt l
  run sh -c 'readlink -n l | od -An -c'
  check "   t   g   t" 0
  run sh -c 'readlink -z l l | od -An -c'
  check "   t   g   t  \\0   t   g   t  \\0" 0
  run readlink -n l l
  check "readlink: ignoring --no-newline with multiple arguments
tgt
tgt" 0
}

@test "readlink -f: canonical, last component may be missing (GNU)" {
  mkdir -p d/sub
  touch d/f
  ln -s d/sub sl
  ln -s nosuch dang
  P=$(pwd -P)
  run readlink -f d/./sub/../f
  check "$P/d/f" 0
  run readlink -f sl/..
  check "$P/d" 0
  run readlink -f nosuch
  check "$P/nosuch" 0
  run readlink -f dang
  check "$P/nosuch" 0
  run readlink -f nosuch/x
  check "" 1
  run readlink -fv nosuch/x
  check "readlink: nosuch/x: No such file or directory" 1
  run readlink -fv d/f/
  check "readlink: d/f/: Not a directory" 1
  run readlink -f d/
  check "$P/d" 0
  run readlink -f //
  check "/" 0
}

@test "readlink -e: every component must exist (GNU)" {
  touch f
  ln -s nosuch dang
  ln -s "$(pwd)/f" abs
  P=$(pwd -P)
  run readlink -e abs
  check "$P/f" 0
  run readlink -ev nosuch
  check "readlink: nosuch: No such file or directory" 1
  run readlink -ev dang
  check "readlink: dang: No such file or directory" 1
  run readlink -e /..
  check "/" 0
}

@test "readlink -m: nothing need exist (GNU)" {
  touch f
  P=$(pwd -P)
  run readlink -m nosuch/x/../y
  check "$P/nosuch/y" 0
  run readlink -m f/x
  check "$P/f/x" 0
  run readlink -m //a///b/
  check "/a/b" 0
  ln -s loop2 loop1
  ln -s loop1 loop2
  run readlink -m loop1/x
  check "$P/loop1/x" 0
}

@test "readlink -f: symlink loop is ELOOP (GNU)" {
  ln -s loop2 loop1
  ln -s loop1 loop2
  run readlink -fv loop1
  check "readlink: loop1: Too many levels of symbolic links" 1
  run readlink -f loop1
  check "" 1
}

@test "readlink -f: 40 links is fine, 41 is a loop (the kernel's limit; GNU counts only true loops)" {
  touch f
  ln -s f l0
  for i in $(seq 1 40); do ln -s l$((i-1)) l$i; done
  run readlink -f l39
  check "$(pwd -P)/f" 0
  run readlink -fv l40
  check "readlink: l40: Too many levels of symbolic links" 1
}

@test "readlink: hostile names" {
  mkdir "a b
c"
  ln -s "a b
c" -- "-l"
  run readlink -- -l
  check "a b
c" 0
  run readlink -f -- -l
  check "$(pwd -P)/a b
c" 0
}

@test "readlink: empty name (GNU)" {
  run readlink -m ''
  check "" 1
  run readlink -v ''
  check "readlink: '': No such file or directory" 1
}

@test "readlink: usage errors" {
  run readlink
  check "readlink: missing argument
usage: readlink [-efmnqsvz] FILE..." 1
  run readlink -x l
  check "readlink: unknown option '-x'
usage: readlink [-efmnqsvz] FILE..." 1
}

@test "readlink: /dev/full" {
  ln -s x l
  run sh -c 'readlink l > /dev/full'
  [ "$status" = 1 ]
}
