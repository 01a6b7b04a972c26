#!/usr/bin/env bats
# restorecon: policycoreutils' setfiles (restorecon with the file_contexts
# named) is the reference: run on twin trees g/ and t/ with the same
# file_contexts, they must print and leave the same labels.

load helper
load selinux

# fc: file_contexts for g/ and t/ under the (real) test directory; tree:
# the same files in each
setup_trees()
{
  needs_label
  [ -x $SELUTILS/setfiles ] || skip "needs policycoreutils' setfiles"
  P=$(pwd -P)
  cat > fc <<EOF2
$P/[gt](/.*)?  system_u:object_r:top_t:s0
$P/[gt]/d/sub(/.*)? system_u:object_r:sub_t:s0
$P/[gt]/d/none -- <<none>>
$P/[gt]/d/p -p system_u:object_r:fifo_t:s0
$P/[gt]/d/ls -l system_u:object_r:lnk_t:s0
$P/[gt]/d/sub/e -d system_u:object_r:dir_t:s0:c1
EOF2
  local i
  for i in g t; do
    mkdir -p $i/d/sub/e $i/x
    touch $i/d/none $i/d/sub/b $i/x/c $i/d/f
    ln -s sub $i/d/ls
    mkfifo $i/d/p
    label user_u:role_r:other_t:s1 $i/d/sub/b $i/d/f
    label system_u:object_r:top_t:s0 $i/x/c
  done
  export SELINUX_FILE_CONTEXTS=$P/fc
}

# labels DIR: every file's label below DIR
labels()
{
  (cd $1 && /usr/bin/getfattr -h -R -d -m security.selinux --absolute-names . 2>&1 |
    grep -v '^$' | sed 's/^# file: \.\///' | paste - - | sort)
}

# same "SETFILES ARGS" "RESTORECON ARGS": output (sorted, g/ named t/) and
# labels left must match
same()
{
  run sh -c "$SELUTILS/setfiles $1 | sed 's,/g/,/t/,;s,/g ,/t ,' | sort"
  local out=$output st=$status gl
  gl=$(labels g)
  run sh -c "restorecon $2 | sort"
  check "$out" $st
  run labels t
  check "$gl" 0
}

@test "restorecon -R -n -v: what setfiles -n -v would relabel" {
  setup_trees
  same "-n -v fc $P/g" "-R -n -v t"
  run labels t
  check "$(labels g)" 0
  run /usr/bin/getfattr -h -n security.selinux --only-values t/x
  check "t/x: security.selinux: No such attribute" 1
}

@test "restorecon -R -v relabels as setfiles -v" {
  setup_trees
  same "-v fc $P/g" "-R -v t"
  run restorecon -R -v t
  check "" 0
}

@test "restorecon -R: the type only, unless -F (setfiles -F)" {
  setup_trees
  same "-v fc $P/g" "-Rv t"
  same "-v -F fc $P/g" "-RvF t"
}

@test "restorecon without -R: only the FILEs named" {
  setup_trees
  run restorecon -v t/d/f t/x
  check "Relabeled $P/t/d/f from user_u:role_r:other_t:s1 to user_u:role_r:top_t:s1
Relabeled $P/t/x from (null) to system_u:object_r:top_t:s0" 0
  run /usr/bin/getfattr -h -n security.selinux --only-values t/d
  check "t/d: security.selinux: No such attribute" 1
}

@test "restorecon: a symlink is labeled itself, not followed" {
  setup_trees
  run restorecon -v t/d/ls
  check "Relabeled $P/t/d/ls from (null) to system_u:object_r:lnk_t:s0" 0
  run /usr/bin/getfattr -n security.selinux --only-values t/d/sub
  check "t/d/sub: security.selinux: No such attribute" 1
}

@test "restorecon -e DIR: excluded as setfiles -e" {
  setup_trees
  same "-v -e $P/g/d/sub fc $P/g" "-Rv -e $P/t/d/sub t"
  same "-v -e $P/g/x -e $P/g/d fc $P/g" "-Rv -e $P/t/x -e $P/t/d t"
  # a relative DIR is the directory it names
  same "-v -e $P/g/d fc $P/g" "-Rv -e t/d/ t"
}

@test "restorecon -f FILE: the files listed, as setfiles -f" {
  setup_trees
  printf '%s\n' $P/g/d/f $P/g/x > glist
  printf '%s\n' t/d/f $P/t/x > tlist
  same "-v -f glist fc" "-v -f tlist"
  printf '%s\n' t/d/sub | restorecon -F -f - -v
  run /usr/bin/getfattr -n security.selinux --only-values t/d/sub
  check "system_u:object_r:sub_t:s0" 0
}

@test "restorecon: a missing FILE, -i ignores it" {
  setup_trees
  run restorecon t/x nosuch
  check "restorecon: nosuch: No such file or directory" 1
  run restorecon -i -v t/x nosuch
  check "" 0
  run restorecon -i -v nosuch t/d/f
  check "Relabeled $P/t/d/f from user_u:role_r:other_t:s1 to user_u:role_r:top_t:s1" 0
}

@test "restorecon -D: directories done with this file_contexts are skipped" {
  setup_trees
  run restorecon -R -D t
  check "" 0
  run sh -c '/usr/bin/getfattr -h -R -m security.sehash --absolute-names t | grep -c "^# file"'
  check "5" 0
  label u:object_r:moved_t:s0 t/x/c
  run restorecon -R -D -v t
  check "" 0
  run restorecon -R -v t
  check "Relabeled $P/t/x/c from u:object_r:moved_t:s0 to u:object_r:top_t:s0" 0
  # another file_contexts: another digest
  label u:object_r:moved_t:s0 t/x/c
  echo "$P/t/x/nothing system_u:object_r:nothing_t:s0" >> fc
  run restorecon -R -D -v t
  check "Relabeled $P/t/x/c from u:object_r:moved_t:s0 to u:object_r:top_t:s0" 0
}

@test "restorecon: ls -Z and GNU stat show the labels set" {
  setup_trees
  restorecon -R -F t
  run ls -Z t/d/sub t/x
  [ "$status" = 0 ]
  local out=$output
  run /usr/bin/ls -Z t/d/sub t/x
  check "$out" 0
  run /usr/bin/stat -c '%C %n' t/d/sub/e t/d/ls
  check "system_u:object_r:dir_t:s0:c1 t/d/sub/e
system_u:object_r:lnk_t:s0 t/d/ls" 0
}

@test "restorecon: a file_contexts that can't be opened" {
  SELINUX_FILE_CONTEXTS=/nosuch/fc run restorecon x
  check "restorecon: can't open file contexts /nosuch/fc: No such file or directory" 1
}

@test "restorecon: no FILE is a usage error" {
  run restorecon -R
  check "restorecon: needs a FILE
usage: restorecon [-DFRinv] [-e DIR]... [-f FILE] [FILE...]" 1
}
