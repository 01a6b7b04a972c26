#!/usr/bin/env bats
# realpath: canonical absolute paths (GNU coreutils)

load helper

setup_tree() {
  mkdir -p d/sub
  touch f d/f
  ln -s d/sub sl
  ln -s nosuch dang
  P=$(pwd -P)
}

@test "realpath: resolves . .. // and symlinks (GNU)" {
  setup_tree
  run realpath f d/./sub/../f sl sl/.. .//d//
  check "$P/f
$P/d/f
$P/d/sub
$P/d
$P/d" 0
}

@test "realpath: last component may be missing (GNU)" {
  setup_tree
  run realpath nosuch dang
  check "$P/nosuch
$P/nosuch" 0
  run realpath nosuch/x f
  check "realpath: nosuch/x: No such file or directory
$P/f" 1
  run realpath f/
  check "realpath: f/: Not a directory" 1
}

@test "realpath -e: everything must exist (GNU)" {
  setup_tree
  run realpath -e nosuch dang f
  check "realpath: nosuch: No such file or directory
realpath: dang: No such file or directory
$P/f" 1
  run realpath -e f/
  check "realpath: f/: Not a directory" 1
}

@test "realpath -m: nothing need exist (GNU)" {
  setup_tree
  run realpath -m nosuch/x/.. f/x /../a/./b//
  check "$P/nosuch
$P/f/x
/a/b" 0
}

@test "realpath -s: no symlinks resolved (GNU)" {
  setup_tree
  run realpath -s sl sl/.. dang nosuch/x
  check "$P/sl
$P
$P/dang
$P/nosuch/x" 0
  run realpath -s f/x
  check "realpath: f/x: Not a directory" 1
  run realpath -es dang
  check "realpath: dang: No such file or directory" 1
  run realpath --no-symlinks sl
  check "$P/sl" 0
  run realpath --strip sl
  check "$P/sl" 0
}

@test "realpath -L -P: .. before or after symlinks (GNU)" {
  setup_tree
  run realpath -L sl/..
  check "$P" 0
  run realpath -P sl/..
  check "$P/d" 0
  run realpath -L -P sl/..
  check "$P/d" 0
  run realpath -e -L sl/../f
  check "$P/f" 0
}

@test "realpath -q -z (GNU)" {
  setup_tree
  run realpath -q nosuch/x
  check "" 1
  run sh -c 'realpath -z f sl | od -An -c | tr -s " "'
  [ "$status" = 0 ]
  [ "$(realpath -z f sl | tr '\0' :)" = "$P/f:$P/d/sub:" ]
}

@test "realpath --relative-to (GNU)" {
  setup_tree
  run realpath --relative-to=d f d/sub/.. d/sub
  check "../f
.
sub" 0
  run realpath --relative-to=d /
  check "$(/usr/bin/realpath --relative-to=d /)" 0
  run realpath --relative-to=d/sub f
  check "../../f" 0
  run realpath --relative-to=/ f
  check "${P#/}/f" 0
  run realpath --relative-to=f f
  check "." 0
  run realpath --relative-to=. f .
  check "f
." 0
  run realpath --relative-to=sl f
  check "../../f" 0
  run realpath --relative-to=nosuch f
  check "../f" 0
  run realpath --relative-to=nosuch/x f
  check "realpath: nosuch/x: No such file or directory" 1
  run realpath -e --relative-to=nosuch f
  check "realpath: nosuch: No such file or directory" 1
  run realpath --relative-to=/ /
  check "." 0
}

@test "realpath --relative-to: common prefix is whole components" {
  mkdir ab a
  run realpath --relative-to=a ab
  check "../ab" 0
}

@test "realpath --relative-base (GNU)" {
  setup_tree
  run realpath --relative-base=d f d/sub d
  check "$P/f
sub
." 0
  run realpath --relative-base=. --relative-to=d f /
  check "../f
/" 0
  # --relative-to outside the base: everything absolute
  run realpath --relative-base=d --relative-to=/ d/sub f
  check "$P/d/sub
$P/f" 0
  run realpath --relative-base=/ /tmp
  check "tmp" 0
}

@test "realpath: symlink loop (GNU)" {
  ln -s loop2 loop1
  ln -s loop1 loop2
  run realpath loop1 loop1/x
  check "realpath: loop1: Too many levels of symbolic links
realpath: loop1/x: Too many levels of symbolic links" 1
  run realpath -m loop1/x
  check "$(pwd -P)/loop1/x" 0
}

@test "realpath: hostile names" {
  mkdir "a b
c"
  ln -s "a b
c" ./-l
  run realpath -- -l "a b
c/.."
  check "$(pwd -P)/a b
c
$(pwd -P)" 0
}

@test "realpath: empty name, usage errors" {
  run realpath ''
  check "realpath: '': No such file or directory" 1
  run realpath
  check "realpath: missing argument
usage: realpath [-eLmPqsz] [--relative-to=DIR] [--relative-base=DIR] FILE..." 1
  run realpath -x f
  check "realpath: unknown option '-x'
usage: realpath [-eLmPqsz] [--relative-to=DIR] [--relative-base=DIR] FILE..." 1
}

@test "realpath: /dev/full" {
  run sh -c 'realpath . > /dev/full'
  [ "$status" = 1 ]
}
