#!/usr/bin/env bats
# rm: POSIX rm with GNU's options and messages (compared with GNU rm 9.1).

load helper

@test "rm files, missing file, -f" {
  touch a b
  run rm a b
  check "" 0
  [ ! -e a ] && [ ! -e b ]
  run rm nope
  check "rm: cannot remove 'nope': No such file or directory" 1
  run rm -f nope
  check "" 0
  run rm
  [ "$status" = 1 ] && [ "${lines[0]}" = "rm: missing operand" ]
  run rm -f
  check "" 0
}

@test "rm directory needs -r or -d (GNU)" {
  mkdir d e; touch e/f
  run rm d
  check "rm: cannot remove 'd': Is a directory" 1
  run rm -d d
  check "" 0
  run rm -d e
  check "rm: cannot remove 'e': Directory not empty" 1
  run rm -r e
  check "" 0
  [ ! -e e ]
}

@test "rm -R -v (GNU)" {
  mkdir -p d/e; touch d/e/f
  run rm -Rv d
  check "removed 'd/e/f'
removed directory 'd/e'
removed directory 'd'" 0
}

@test "rm refuses . and .. (GNU)" {
  mkdir d
  run rm -r . .. d/. d/.. d/./
  check "rm: refusing to remove '.' or '..' directory: skipping '.'
rm: refusing to remove '.' or '..' directory: skipping '..'
rm: refusing to remove '.' or '..' directory: skipping 'd/.'
rm: refusing to remove '.' or '..' directory: skipping 'd/..'
rm: refusing to remove '.' or '..' directory: skipping 'd/./'" 1
  [ -d d ]
}

@test "rm refuses / (GNU --preserve-root)" {
  run rm -r /
  check "rm: it is dangerous to operate recursively on '/'
rm: use --no-preserve-root to override this failsafe" 1
  run rm -rf --preserve-root //
  check "rm: it is dangerous to operate recursively on '//' (same as '/')
rm: use --no-preserve-root to override this failsafe" 1
}

@test "rm -r doesn't follow symlinks out of the tree" {
  mkdir out d; touch out/keep; ln -s ../out d/link; ln -s "$PWD/out" d/abs
  run rm -r d
  check "" 0
  [ -f out/keep ] && [ ! -e d ]
  ln -s out lnk
  run rm -r lnk
  check "" 0
  [ -f out/keep ]
}

@test "rm -i asks (GNU wording)" {
  touch a; echo x > b; mkdir -p d/e
  run sh -c 'echo n | rm -i a'
  check "rm: remove regular empty file 'a'? " 0
  [ -e a ]
  run sh -c 'echo y | rm -i b'
  check "rm: remove regular file 'b'? " 0
  [ ! -e b ]
  run sh -c 'printf "y\ny\ny\ny\n" | rm -ri d'
  check "rm: descend into directory 'd'? rm: remove directory 'd/e'? rm: remove directory 'd'? " 0
  [ ! -e d ]
  ln -s a l
  run sh -c 'echo y | rm -i l'
  check "rm: remove symbolic link 'l'? " 0
}

@test "rm -I asks once (GNU)" {
  touch a b c d; mkdir t
  run sh -c 'echo n | rm -I a b c d'
  check "rm: remove 4 arguments? " 0
  [ -e a ]
  run sh -c 'echo y | rm -I a b c d'
  check "rm: remove 4 arguments? " 0
  [ ! -e a ]
  run sh -c 'echo y | rm -rI t'
  check "rm: remove 1 argument recursively? " 0
  [ ! -e t ]
}

@test "rm asks about write-protected files on a terminal (GNU)" {
  not_root
  needs_cmd script
  touch a; chmod 444 a
  run rm a < /dev/null
  check "" 0
  [ ! -e a ]
  touch b; chmod 444 b
  run sh -c '(sleep 0.5; echo n) | script -qec "rm b" /dev/null'
  [ -e b ]
  [[ "$output" == *"rm: remove write-protected regular empty file 'b'?"* ]]
}

@test "rm hostile names" {
  for n in 'a b' $'new\nline' '-dash' $'bad\xffname'; do
    mkdir "./$n"; touch "./$n/$n"
    run rm -r -- "$n"
    check "" 0
    [ ! -e "./$n" ]
  done
  touch ./-f
  run rm -- -f
  check "" 0
}

@test "rm -r of a 10000-level deep tree (deeper than PATH_MAX)" {
  deep_tree deep 10000 bottom 4
  run rm -r deep
  check "" 0
  [ ! -e deep ]
}

@test "rm -r unwritable directory: error, exit 1" {
  not_root
  mkdir -p d/e; touch d/e/f; chmod 555 d/e
  run rm -r d
  check "rm: cannot remove 'd/e/f': Permission denied
rm: cannot remove 'd/e': Directory not empty
rm: cannot remove 'd': Directory not empty" 1
  chmod 755 d/e
}

@test "rm -r: what stays inside isn't complained about again (GNU)" {
  needs_root
  needs_cmd chattr
  mkdir -p d/e d/x; touch d/f d/e/g
  chattr +i d/e/g 2>/dev/null || skip "no immutable files here"
  run rm -rf d
  r=$output$status
  run ls -A d
  chattr -i d/e/g
  [ "$r" = "rm: cannot remove 'd/e/g': Operation not permitted1" ]
  check "e" 0
}

@test "rm --help" {
  run rm --help
  [ "$status" = 0 ] && [ "${lines[0]%% *}" = "usage:" ]
}
