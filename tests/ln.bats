#!/usr/bin/env bats
# ln: POSIX ln with GNU's options and messages (compared with GNU ln 9.1).

load helper

@test "ln hard and symbolic links, -v (GNU)" {
  echo x > a
  run ln -v a h
  check "'h' => 'a'" 0
  [ a -ef h ]
  run ln -sv a s
  check "'s' -> 'a'" 0
  run readlink s
  check "a" 0
}

@test "ln TARGET alone, TARGET... DIR, -t, -T" {
  mkdir d e; echo x > d/f; echo y > g
  run ln -s d/f
  check "" 0
  [ "$(readlink f)" = d/f ]
  run ln g d/f e
  check "" 0
  [ e/g -ef g ] && [ e/f -ef d/f ]
  run ln -t d g
  check "" 0
  [ d/g -ef g ]
  run ln -sT d e
  check "ln: failed to create symbolic link 'e': File exists" 1
  run ln -sT d newlink
  check "" 0
  [ "$(readlink newlink)" = d ]
}

@test "ln errors (GNU messages)" {
  echo x > a; ln -s a b; mkdir dd
  run ln -s a b
  check "ln: failed to create symbolic link 'b': File exists" 1
  run ln a b
  check "ln: failed to create hard link 'b': File exists" 1
  run ln nope z
  check "ln: failed to access 'nope': No such file or directory" 1
  run ln dd q
  check "ln: dd: hard link not allowed for directory" 1
  run ln a
  check "ln: failed to create hard link './a': File exists" 1
  run ln -f a a
  check "ln: 'a' and 'a' are the same file" 1
  run ln a a b
  check "ln: target 'b': Not a directory" 1
  run ln a a nob
  check "ln: target 'nob': No such file or directory" 1
  run ln -t nob a
  check "ln: failed to access 'nob': No such file or directory" 1
  run ln -t b a
  check "ln: target 'b' is not a directory" 1
  run ln -s "" e
  check "ln: failed to create symbolic link 'e' -> '': No such file or directory" 1
  run ln a no/x
  check "ln: failed to create hard link 'no/x' => 'a': No such file or directory" 1
  run ln -s a no/x
  check "ln: failed to create symbolic link 'no/x': No such file or directory" 1
  run ln
  [ "$status" = 1 ] && [ "${lines[0]}" = "ln: missing file operand" ]
}

@test "ln -f replaces, -n doesn't enter a symlinked directory" {
  echo x > a; echo y > b; mkdir d; ln -s d dl
  run ln -sf b a
  check "" 0
  [ "$(readlink a)" = b ]
  run ln -s b dl
  check "" 0
  [ -L d/b ]
  run ln -sfn b dl
  check "" 0
  [ "$(readlink dl)" = b ]
}

@test "ln -r computes relative paths (GNU)" {
  touch a; mkdir -p x/y
  run ln -srv a x/y/l
  check "'x/y/l' -> '../../a'" 0
  run ln -sr "$PWD/a" x/y/abs
  check "" 0
  run readlink x/y/abs
  check "../../a" 0
  run ln -srv x/y/l x/m
  check "'x/m' -> '../a'" 0
  run ln -sr x/y x/y/self
  run readlink x/y/self
  check "." 0
  [ "$(cat x/y/l)" = "" ]
}

@test "ln -r resolves a symlink TARGET (GNU)" {
  mkdir -p d e/f; ln -s ../x e/lnk
  run ln -sr e/lnk d/r
  check "" 0
  run readlink d/r
  check "../x" 0
}

@test "ln -b, --backup, -S (GNU)" {
  echo x > a; echo y > b; mkdir d
  run ln -sbv a b
  check "'b~' ~ 'b' -> 'a'" 0
  [ "$(cat b~)" = y ] && [ "$(readlink b)" = a ]
  run ln -bv a b
  check "'b~' ~ 'b' => 'a'" 0
  [ a -ef b ] && [ -L b~ ]
  run ln -v --backup=numbered -s a b
  check "'b.~1~' ~ 'b' -> 'a'" 0
  echo z > c
  run ln -S .x a c
  check "" 0
  [ "$(cat c.x)" = z ] && [ a -ef c ]
  run ln -bT a d
  check "ln: d: cannot overwrite directory" 1
  run ln -sv a new
  check "'new' -> 'a'" 0
}

@test "ln -L and -P for hard links to symlinks" {
  echo x > t; ln -s t s
  run ln -L s hl
  check "" 0
  [ hl -ef t ] && [ ! -L hl ]
  run ln -P s hp
  check "" 0
  [ -L hp ]
  run ln s hd
  [ -L hd ]
}

@test "ln hostile names" {
  for n in 'a b' $'new\nline' '-dash' $'bad\xffname'; do
    echo "$n" > "./$n"
    run ln -s -- "$n" "l$n"
    check "" 0
    [ "$(cat "l$n")" = "$n" ]
  done
}

@test "ln symlink loop is just a link" {
  run ln -s loop loop
  check "" 0
  run ln loop x
  check "" 0
  [ -L x ]
}

@test "ln --help" {
  run ln --help
  [ "$status" = 0 ] && [ "${lines[0]%% *}" = "usage:" ]
}
