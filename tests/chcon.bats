#!/usr/bin/env bats
# chcon: GNU coreutils' chcon is the reference (it too sets security.selinux
# without a policy loaded): both run on the same trees, and their output,
# exit status and the labels left must match.

load helper
load selinux

# tree: a b, la -> a, d/e/g, ld -> d, in the current directory
tree()
{
  mkdir -p d/e && touch a b d/e/g && ln -s a la && ln -s d ld
}

# labels: every file's security.selinux (not following symlinks)
labels()
{
  /usr/bin/getfattr -h -R -d -m security.selinux --absolute-names . 2>&1 | grep -v '^$'
}

# same ARGS...: GNU chcon in g/, toybox's in t/, on the same tree
same()
{
  [ -x /usr/bin/chcon ] || skip "needs GNU chcon"
  mkdir g t
  (cd g && tree && label u:object_r:old_t:s0 a d/e/g) || return 1
  (cd t && tree && label u:object_r:old_t:s0 a d/e/g) || return 1
  run bash -c 'cd g && exec -a chcon /usr/bin/chcon "$@"' chcon "$@"
  local out=$output st=$status
  local gl=$(cd g && labels)
  run sh -c 'cd t && exec chcon "$@"' chcon "$@"
  check "$out" $st
  run sh -c 'cd t && /usr/bin/getfattr -h -R -d -m security.selinux --absolute-names . 2>&1 | grep -v "^$"'
  check "$gl" 0
}

@test "chcon CONTEXT FILE (GNU)" {
  needs_label
  same u:object_r:new_t:s0 a b
}

@test "chcon -v CONTEXT FILE... (GNU)" {
  needs_label
  same -v u:object_r:new_t:s0 a b d
}

@test "chcon follows a symlink without -h (GNU)" {
  needs_label
  same -v u:object_r:new_t:s0 la
}

@test "chcon -h changes the symlink itself (GNU)" {
  needs_label
  same -hv u:object_r:new_t:s0 la
}

@test "chcon -R: contents before the directory, symlinks not followed (GNU)" {
  needs_label
  same -Rv x_u:x_r:x_t:s0:c1,c2 d ld la
}

@test "chcon -t changes only the type (GNU)" {
  needs_label
  same -v -t new_t a
}

@test "chcon -u -r -l change user, role and range (GNU)" {
  needs_label
  same -u x_u -r x_r -l s0:c5 a
}

@test "chcon -t on an unlabeled file is an error (GNU)" {
  needs_label
  same -t new_t b
  run sh -c 'cd t && chcon -t new_t b'
  check "chcon: can't apply partial context to unlabeled file 'b'" 1
}

@test "chcon -R -t: each file's own context, unlabeled ones reported" {
  needs_label
  # as GNU's, but GNU names the unlabeled d/e just "e"
  tree
  label u:object_r:old_t:s0 a d/e/g
  run chcon -R -t new_t d
  check "chcon: can't apply partial context to unlabeled file 'd/e'
chcon: can't apply partial context to unlabeled file 'd'" 1
  run /usr/bin/stat -c '%C %n' d/e/g a
  check "u:object_r:new_t:s0 d/e/g
u:object_r:old_t:s0 a" 0
}

@test "chcon --reference copies RFILE's context (GNU)" {
  needs_label
  same -v --reference=a b
}

@test "chcon --reference to an unlabeled file (GNU)" {
  needs_label
  same --reference=b a
}

@test "chcon: missing file, others still done (GNU)" {
  needs_label
  same u:object_r:new_t:s0 nosuch a
  cd t
  run chcon u:object_r:new_t:s0 nosuch
  check "chcon: cannot access 'nosuch': No such file or directory" 1
}

@test "chcon: --reference to a missing file" {
  touch a
  run chcon --reference=nosuch a
  check "chcon: failed to get security context of 'nosuch': No such file or directory" 1
}

@test "chcon: --reference with -t is a usage error" {
  run chcon --reference=a -t x_t b
  check "chcon: conflicting security context specifiers given
usage: chcon [-hRv] CONTEXT FILE...
   or: chcon [-hRv] [-u USER] [-r ROLE] [-t TYPE] [-l RANGE] FILE...
   or: chcon [-hRv] --reference=RFILE FILE..." 1
}

@test "chcon: missing operands are usage errors" {
  run chcon
  [ "$status" = 1 ] && [ "${lines[0]}" = "chcon: missing operand" ]
  run chcon u:r:t:s0
  [ "$status" = 1 ] && [ "${lines[0]}" = "chcon: missing operand after 'u:r:t:s0'" ]
  run chcon -t x_t
  [ "$status" = 1 ] && [ "${lines[0]}" = "chcon: missing operand" ]
}

@test "chcon -t on a context that isn't user:role:type" {
  needs_label
  touch a
  label bad a
  run chcon -t x_t a
  check "chcon: invalid context: 'bad' of 'a'" 1
}

@test "chcon: the label is what ls -Z and GNU stat show" {
  needs_label
  touch a
  run chcon u:object_r:shown_t:s0 a
  check "" 0
  run /usr/bin/stat -c %C a
  check "u:object_r:shown_t:s0" 0
  run ls -Z a
  check "u:object_r:shown_t:s0 a" 0
}
