#!/usr/bin/env bats
# mkdir: make directories (POSIX; messages and modes as GNU coreutils)

load helper
load selinux

@test "mkdir makes directories" {
  run mkdir a "b c"
  check ""
  [ -d a ] && [ -d "b c" ]
}

@test "mkdir existing directory: error, exit 1, others still made (GNU)" {
  mkdir a
  run mkdir a b
  check "mkdir: cannot create directory 'a': File exists" 1
  [ -d b ]
}

@test "mkdir missing parent (GNU)" {
  run mkdir x/y
  check "mkdir: cannot create directory 'x/y': No such file or directory" 1
}

@test "mkdir -p makes parents, -v says so (GNU)" {
  run mkdir -pv p/q/r p/q2
  check "mkdir: created directory 'p'
mkdir: created directory 'p/q'
mkdir: created directory 'p/q/r'
mkdir: created directory 'p/q2'"
  [ -d p/q/r ] && [ -d p/q2 ]
}

@test "mkdir -v (GNU)" {
  run mkdir -v s --verbose t
  check "mkdir: created directory 's'
mkdir: created directory 't'"
}

@test "mkdir -p on an existing directory is fine" {
  mkdir a
  run mkdir -p a a/ --parents a
  check ""
}

@test "mkdir -p through a file (GNU status)" {
  touch f
  run mkdir -p f/g
  check "mkdir: cannot create directory 'f/g': Not a directory" 1
  run mkdir -p f
  check "mkdir: cannot create directory 'f': File exists" 1
}

@test "mkdir trailing slashes and absolute path" {
  run mkdir "$PWD/abs" rel//
  check ""
  [ -d abs ] && [ -d rel ]
}

@test "mkdir default mode follows umask" {
  run sh -c 'umask 027; mkdir d; stat -c %a d'
  check "750"
}

@test "mkdir -m octal ignores umask (GNU)" {
  run sh -c 'umask 022; mkdir -m 777 a; mkdir --mode=700 b; stat -c %a a b'
  check "777
700"
}

@test "mkdir -m symbolic starts from a=rwx (GNU)" {
  run sh -c 'umask 022; mkdir -m u=rwx,g=rx a; mkdir -m a=rwx,g-w b; mkdir -m o-r c; mkdir -m go= d; stat -c %a a b c d'
  check "757
757
773
700"
}

@test "mkdir -m with setuid/setgid bits (GNU)" {
  run sh -c 'umask 022; mkdir -m u+s,g+s a; stat -c %a a'
  check "6777"
}

@test "mkdir -pm applies the mode to the last directory only (GNU)" {
  run sh -c 'umask 022; mkdir -pm 700 d1/d2; stat -c "%a %n" d1 d1/d2'
  check "755 d1
700 d1/d2"
}

@test "mkdir -m last one wins" {
  run sh -c 'umask 022; mkdir -m 700 -m 750 a; stat -c %a a'
  check "750"
}

@test "mkdir bad mode" {
  run mkdir -m bad z
  check "mkdir: invalid mode: 'bad'" 1
  [ ! -e z ]
  run mkdir -m 8 z
  check "mkdir: invalid mode: '8'" 1
}

@test "mkdir no arguments" {
  run mkdir
  check "mkdir: missing argument
usage: mkdir [-pv] [-m MODE] [-Z CONTEXT] DIR..." 1
}

@test "mkdir name with a newline" {
  run mkdir "$(printf 'a\nb')"
  check ""
  [ -d "$(printf 'a\nb')" ]
}

@test "mkdir -v > /dev/full reports the write error" {
  run sh -c 'mkdir -v a > /dev/full'
  [ "$status" = 1 ]
  [ -d a ]
}

@test "mkdir in an unwritable directory" {
  not_root
  mkdir ro; chmod 555 ro
  run mkdir ro/x
  check "mkdir: cannot create directory 'ro/x': Permission denied" 1
}

@test "mkdir -p racing another mkdir -p of the same path succeeds (GNU; make -j)" {
  for n in $(seq 20); do
    for j in 1 2 3 4; do mkdir -p r$n/a/b/c/d 2>>err & done
    wait
  done
  run cat err
  check "" 0
  [ -d r20/a/b/c/d ]
}

@test "mkdir -Z CONTEXT: each new directory labeled (GNU ls -Z shows it)" {
  needs_label
  run mkdir -Z u:object_r:new_t:s0 a b
  check "" 0
  run /usr/bin/ls -Zd a b
  check "u:object_r:new_t:s0 a
u:object_r:new_t:s0 b" 0
}

@test "mkdir -pZ: only the directories it made are labeled" {
  needs_label
  mkdir x
  run mkdir -p --context=u:object_r:p_t:s0 x/y/z x//q/r/
  check "" 0
  run /usr/bin/stat -c '%C %n' x/y x/y/z x/q x/q/r
  check "u:object_r:p_t:s0 x/y
u:object_r:p_t:s0 x/y/z
u:object_r:p_t:s0 x/q
u:object_r:p_t:s0 x/q/r" 0
  run /usr/bin/getfattr -n security.selinux x
  check "x: security.selinux: No such attribute" 1
}

@test "mkdir -Z: an existing directory is an error, left unlabeled" {
  needs_label
  mkdir x
  run mkdir -Z u:object_r:n_t:s0 x
  check "mkdir: cannot create directory 'x': File exists" 1
  run /usr/bin/getfattr -n security.selinux x
  check "x: security.selinux: No such attribute" 1
}

@test "mkdir -Z: needs its CONTEXT" {
  run mkdir -Z
  [ "$status" = 1 ] && [ "${lines[0]}" = "mkdir: option '-Z' needs an argument" ]
}
