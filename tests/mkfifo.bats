#!/usr/bin/env bats
# mkfifo: named pipes (POSIX, GNU)

load helper
load selinux

@test "mkfifo: makes fifos, mode 0666-umask (POSIX)" {
  run sh -c 'umask 022; mkfifo a "b c
d" -- -e'
  check "" 0
  [ "$(stat -c '%A %F' a)" = "prw-r--r-- fifo" ]
  [ -p "b c
d" ] && [ -p ./-e ]
}

@test "mkfifo -m: exact mode, umask ignored (GNU)" {
  run sh -c 'umask 077; mkfifo -m 644 a; mkfifo --mode=a=rw,u+x b'
  check "" 0
  [ "$(stat -c %A a)" = "prw-r--r--" ]
  [ "$(stat -c %A b)" = "prwxrw-rw-" ]
  run mkfifo -m bad x
  check "mkfifo: invalid mode: 'bad'" 1
  [ ! -e x ]
}

@test "mkfifo: errors continue (GNU)" {
  mkfifo a
  run mkfifo a nodir/x b
  check "mkfifo: cannot create fifo 'a': File exists
mkfifo: cannot create fifo 'nodir/x': No such file or directory" 1
  [ -p b ]
  run mkfifo
  check "mkfifo: missing argument
usage: mkfifo [-m MODE] [-Z CONTEXT] NAME..." 1
}

@test "mkfifo -Z CONTEXT: each fifo labeled (GNU stat %C)" {
  needs_label
  run mkfifo -Z u:object_r:fifo_t:s0 f g
  check "" 0
  run /usr/bin/stat -c '%C %F' f g
  check "u:object_r:fifo_t:s0 fifo
u:object_r:fifo_t:s0 fifo" 0
}
