#!/usr/bin/env bats
# chown: owner and group changes, checked against GNU chown on this machine.
# We run as root, so owners really change (nobody is 65534 here).

load helper

own() { stat -c %u:%g "$@"; }

setup_file() { :; }

@test "chown user, user:group, :group, user:, user.group (GNU)" {
  needs_root
  touch f
  chown 65534 f;        run own f; check "65534:0"
  chown 1:2 f;          run own f; check "1:2"
  chown :3 f;           run own f; check "1:3"
  chown root: f;        run own f; check "0:0"
  chown 5.6 f;          run own f; check "5:6"
  chown nobody:nogroup f; run own f; check "65534:65534"
}

@test "chown numeric ids need not exist (GNU)" {
  needs_root
  touch f
  run chown 99999:88888 f
  check ""
  run own f
  check "99999:88888"
}

@test "chown -v and -c messages (GNU)" {
  needs_root
  touch f; chown 0:0 f
  run chown -v nobody f
  check "changed ownership of 'f' from root to nobody"
  run chown -v nobody f
  check "ownership of 'f' retained as nobody"
  run chown -v :nogroup f
  check "changed ownership of 'f' from nobody:root to :nogroup"
  run chown -v root: f
  check "changed ownership of 'f' from nobody:nogroup to root:root"
  run chown -v 0:0 f
  check "ownership of 'f' retained as root:root"
  run chown -c 0 f
  check ""
  run chown -c 99999 f
  check "changed ownership of 'f' from root to 99999"
  run chown -v : f
  check "ownership of 'f' retained"
}

@test "chown bad user, group, spec (GNU)" {
  touch f
  run chown nosuchuser f;        check "chown: invalid user: 'nosuchuser'" 1
  run chown :nosuchgroup f;      check "chown: invalid group: ':nosuchgroup'" 1
  run chown nobody:nosuchgroup f; check "chown: invalid group: 'nobody:nosuchgroup'" 1
  run chown 0: f;                check "chown: invalid spec: '0:'" 1
  run chown 4294967295 f;        check "chown: invalid user: '4294967295'" 1
}

@test "chown missing file goes on, exit 1; -v says it failed; -f is quiet (GNU)" {
  needs_root
  touch f
  run chown -v 7 nofile f
  check "chown: cannot access 'nofile': No such file or directory
failed to change ownership of 'nofile' to 7
changed ownership of 'f' from root to 7" 1
  run chown -f 7 nofile
  check "" 1
}

@test "chown follows a symlink, -h changes the link (GNU)" {
  needs_root
  touch f; ln -s f l; chown -h 0:0 f l
  chown 5:5 l
  run own f; check "5:5"
  run stat -c %u:%g l; check "0:0"
  chown -h 6:6 l
  run stat -c %u:%g l; check "6:6"
  run own f; check "5:5"
}

@test "chown dangling symlink: cannot dereference; -h works (GNU)" {
  needs_root
  ln -s nowhere dl
  run chown 5 dl
  check "chown: cannot dereference 'dl': No such file or directory" 1
  run chown -h 5 dl
  check ""
}

@test "chown -R: contents before the directory, symlinks themselves (GNU)" {
  needs_root
  mkdir -p t/d; touch t/d/f o; ln -s ../o t/lo; chown -hR 0:0 t o
  run sh -c 'chown -Rv 1:1 t | sort'
  check "changed ownership of 't' from root:root to 1:1
changed ownership of 't/d' from root:root to 1:1
changed ownership of 't/d/f' from root:root to 1:1
changed ownership of 't/lo' from root:root to 1:1" 0
  run sh -c 'chown -Rv 2 t | tail -n 1'
  check "changed ownership of 't' from daemon to 2"
  run own o
  check "0:0"
}

@test "chown -R -H follows command line symlinks only, -L all, -P none (GNU)" {
  needs_root
  mkdir -p t/d o; touch o/x; ln -s ../o t/lo; ln -s t lt; chown -hR 0:0 t o lt
  chown -RP 1 lt;  run stat -c %u lt t; check "1
0"
  # (a symlink below the top isn't gone into, but its target is changed)
  chown -RH 2 lt;  run stat -c %u t t/d t/lo o o/x; check "2
2
0
2
0"
  ln -s nowhere t/dang; u=$(stat -c %U t/d)
  run chown -RHv 4 t/dang t/d
  check "chown: cannot dereference 't/dang': No such file or directory
failed to change ownership of 't/dang' from root to 4
changed ownership of 't/d' from $u to 4" 1
  rm t/dang
  chown -RL 3 lt;  run stat -c %u t/d o o/x; check "3
3
3"
}

@test "chown -R -L reports a symlink loop and goes on" {
  needs_root
  mkdir -p t/d; ln -s .. t/d/up
  run chown -RL 4 t
  [ "$status" = 1 ]
  run stat -c %u t/d
  check "4"
}

@test "chown --reference and --from (GNU)" {
  needs_root
  touch a b; chown 7:8 a
  chown --reference=a b; run own b; check "7:8"
  chown --from=9 1 b; run own b; check "7:8"
  chown --from=7:8 1 b; run own b; check "1:8"
  run chown --reference=nope b
  check "chown: failed to get attributes of 'nope': No such file or directory" 1
}

@test "chown missing operands (GNU)" {
  run chown root
  [ "$status" = 1 ] && [ "${lines[0]}" = "chown: missing operand after 'root'" ]
  run chown
  [ "$status" = 1 ]
}

@test "chown hostile names: spaces, newline, leading dash, invalid UTF-8" {
  needs_root
  touch "a b" "$(printf 'n\nl')" -- -x "$(printf '\377')"
  run chown 3:3 -- "a b" "$(printf 'n\nl')" -x "$(printf '\377')"
  check ""
  run sh -c 'stat -c %u:%g -- * | sort -u'
  check "3:3"
}

@test "chown -R on a 10000 level deep tree" {
  needs_root
  deep_tree deep 10000
  run chown -R 9:9 deep
  check ""
  run sh -c 'find deep -uid 9 -gid 9 | wc -l'
  check "10001"
}

@test "chown as non-root is refused (not root)" {
  not_root
  touch f
  run chown 0 f
  check "chown: changing ownership of 'f': Operation not permitted" 1
}

@test "chown -v > /dev/full fails" {
  needs_root
  touch f
  run sh -c 'chown -v 1 f > /dev/full'
  [ "$status" = 1 ]
}
