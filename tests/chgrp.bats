#!/usr/bin/env bats
# chgrp: shares chown's code; messages checked against GNU chgrp.

load helper

@test "chgrp by name and number (GNU)" {
  needs_root
  touch f
  chgrp nogroup f; run stat -c %g f; check "65534"
  chgrp 77 f;      run stat -c %g f; check "77"
}

@test "chgrp -v -c messages (GNU)" {
  needs_root
  touch f; chgrp 0 f
  run chgrp -v root f
  check "group of 'f' retained as root"
  run chgrp -v nogroup f
  check "changed group of 'f' from root to nogroup"
  run chgrp -c 0 f
  check "changed group of 'f' from nogroup to 0"
  run chgrp -c 0 f
  check ""
}

@test "chgrp errors (GNU)" {
  touch f
  run chgrp nosuchgroup f
  check "chgrp: invalid group: 'nosuchgroup'" 1
  run chgrp -v 0 nofile
  check "chgrp: cannot access 'nofile': No such file or directory
failed to change group of 'nofile' to 0" 1
  run chgrp
  [ "$status" = 1 ]
}

@test "chgrp -R, -h and --reference (GNU)" {
  needs_root
  mkdir -p d/e; touch d/e/f r; ln -s f d/e/l; chgrp 5 r; chgrp -hR 0 d
  chgrp -R 6 d
  run stat -c %g d d/e d/e/f d/e/l
  check "6
6
6
6"
  chgrp -h 7 d/e/l
  run stat -c %g d/e/f d/e/l
  check "6
7"
  chgrp --reference=r d/e/f
  run stat -c %g d/e/f
  check "5"
}

@test "chgrp a symlink changes its target (GNU)" {
  needs_root
  touch f; ln -s f l; chgrp -h 0 f l
  chgrp 9 l
  run stat -c %g f
  check "9"
}
