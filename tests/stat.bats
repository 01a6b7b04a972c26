#!/usr/bin/env bats
# stat: GNU coreutils is the reference (no POSIX stat command).

load helper

@test "stat default layout of a file (GNU)" {
  printf hello > f
  gnu_same stat f
}

@test "stat default layout of a directory, device, symlink, fifo (GNU)" {
  mkdir d
  ln -s d ld
  mkfifo p
  # Reading a symlink can update its atime: make it later than the mtime
  touch -h -a -d '+1 hour' ld
  gnu_same stat d /dev/null ld p
  gnu_same stat -L ld
}

@test "stat -c: every file sequence (GNU)" {
  printf 'some data' > f
  ln -s f link
  touch -h -a -d '+1 hour' link
  gnu_same stat -c '%a|%A|%b|%B|%d|%D|%f|%F|%g|%G|%h|%i|%m|%n|%N|%o|%s|%t|%T|%u|%U|%w|%W|%x|%X|%y|%Y|%z|%Z|%Hd|%Ld|%Hr|%Lr|%r|%R' f link . /dev/null
}

@test "stat -c with fixed times" {
  : > f
  touch -d '2020-02-03 04:05:06.7' f
  run stat -c '%x|%X|%y|%Y|%.3Y|%.Y|%.0Y|%.12Y' f
  check "2020-02-03 04:05:06.700000000 +0000|1580702706|2020-02-03 04:05:06.700000000 +0000|1580702706|1580702706.700|1580702706.700000000|1580702706|1580702706.700000000000"
}

@test "stat --format and --format= are -c; --printf takes escapes, no newline (GNU)" {
  printf 'abc' > f
  run sh -c "stat --format '%n %s' f; stat --format='%s|%F' f; stat --printf '%n\\t%s\\n' f; stat --printf='[%s]' f"
  check "f 3
3|regular file
f	3
[3]" 0
}

@test "stat -c widths and flags (GNU)" {
  printf 12 > f
  run stat -c '[%5s][%-5s][%05s][%10n][%-4a][%.2n]' f
  check "[    2][2    ][00002][         f][644 ][f]"
  gnu_same stat -c '[%5s][%-5s][%05s][%10n][%#o][%+d]' f
}

@test "stat %A %F %a for types" {
  : > empty
  printf x > full
  mkdir d
  chmod 4755 full
  run stat -c '%A %a %F' empty full d
  check "-rw-r--r-- 644 regular empty file
-rwsr-xr-x 4755 regular file
drwxr-xr-x 755 directory"
}

@test "stat %N quotes names and shows link targets (GNU)" {
  touch "s'q" $'n\nl' 'sp ace' plain
  ln -s plain link
  run stat -c %N plain link 'sp ace' "s'q"
  check "'plain'
'link' -> 'plain'
'sp ace'
\"s'q\""
  gnu_same stat -c %N $'n\nl'
}

@test "stat --printf: escapes, no newline added" {
  printf abc > f
  run stat --printf '%s\t%n\\n\x41\101\"\n' f
  check "3	f\\nAA\""
  run stat --printf '%n' f f
  check "ff"
}

@test "stat --printf: unknown escapes warn and are kept (GNU)" {
  : > f
  run stat --printf 'a\q|\x|\?|\x4g|\0019|\e' f
  # (each warning where it is met, as GNU: stdout is flushed first)
  check "astat: warning: unrecognized escape '\q'
q|stat: warning: unrecognized escape '\x'
x|stat: warning: unrecognized escape '\?'
?|"$'\004'"g|"$'\001'"9|"$'\033' 0
  run stat --printf '%n\' f
  check "fstat: warning: backslash at end of format
\\" 0
}

@test "stat: + and space on signed numbers, 0 and - on times (GNU)" {
  printf 123 > f; touch -d '2020-02-03 04:05:06.7' f
  run stat -c '[%+s][% s][%-+6s][%+06s][%+h][%+i]' f
  check "[+3][ 3][+3    ][+00003][1][$(stat -c %i f)]"
  run stat -c '[%+Y][%020Y][%016.2Y][%+020.3Y][%-+18.3Y][% Y]' f
  check "[+1580702706][00000000001580702706][0001580702706.70][+000001580702706.700][+1580702706.700   ][ 1580702706]"
  gnu_same stat -c '[%+s][% s][%-+6s][%+06s][%+b][%+Y][%020Y][%016.2Y][%+020.3Y][%-+18.3Y][% Y]' f
  gnu_same stat -f -c '%+b %+c %+s %+S %+l' f
}

@test "stat %m of a symlink is where the link is (GNU)" {
  [ "$(stat -c %d /dev/shm)" != "$(stat -c %d .)" ] || skip "no other fs"
  ln -s /dev/shm l
  run stat -c %m l
  check "$(stat -c %m .)" 0
  run stat -L -c %m l
  check "/dev/shm" 0
  ln -s nowhere dang
  gnu_same stat -c %m dang
}

@test "stat -c doesn't interpret backslashes (GNU)" {
  : > f
  run stat -c '%n\t' f
  check 'f\t'
}

@test "stat %% and unknown sequences (GNU)" {
  : > f
  gnu_same stat -c '%%|%j|%Hx|%' f
}

@test "stat -t terse (GNU)" {
  printf 123 > f
  gnu_same stat -t f /dev/null
}

@test "stat -f filesystem layout (GNU)" {
  gnu_same stat -f -c '%b %c %i %l %n %s %S %t %T' / /proc /dev
  gnu_same stat -f -t /proc
  run stat -f /proc
  check "  File: \"/proc\"
    ID: $(/usr/bin/stat -f -c %i /proc) Namelen: 255     Type: proc
Block size: $(printf '%-10s' $(/usr/bin/stat -f -c %s /proc)) Fundamental block size: $(/usr/bin/stat -f -c %S /proc)
Blocks: Total: 0          Free: 0          Available: 0
Inodes: Total: 0          Free: 0"
}

@test "stat -f of a missing file" {
  run stat -f nonexist
  check "stat: cannot read file system information for 'nonexist': No such file or directory" 1
}

@test "stat of a missing file: message, continue, exit 1 (GNU)" {
  : > f
  run stat -c %n nonexist f
  check "stat: cannot statx 'nonexist': No such file or directory
f" 1
}

@test "stat - is stdin" {
  : > f
  run sh -c 'stat -c %i - < f'
  check "$(/usr/bin/stat -c %i f)"
}

@test "stat -L follows symlinks, a symlink loop fails" {
  mkdir d
  ln -s d ld
  ln -s l2 l1
  ln -s l1 l2
  run stat -L -c %F ld
  check "directory"
  run stat -c %F ld
  check "symbolic link"
  run stat -L -c %F l1
  check "stat: cannot statx 'l1': Too many levels of symbolic links" 1
}

@test "stat %C without a context: ? and exit 1 (GNU)" {
  [ -e /sys/fs/selinux/enforce ] && skip "SELinux active"
  : > f
  gnu_same stat -c %C f
}

@test "stat %C with a context (GNU)" {
  needs_context f
  run stat -c '%C|%n' f
  check "system_u:object_r:toy_t:s0|f"
  gnu_same stat -c %C f
  gnu_same stat -L --printf '%C\n' f
}

@test "stat names with leading dashes and invalid UTF-8" {
  touch -- -dash $'\377x'
  run stat -c %n -- -dash $'\377x'
  check "-dash
"$'\377x'
}

@test "stat needs a file" {
  run stat
  [ "$status" = 1 ]
  [[ "$output" == *"missing argument"* ]]
}

@test "stat to /dev/full fails" {
  : > f
  run sh -c 'stat f > /dev/full'
  check "stat: write error: No space left on device" 1
}

@test "stat default layout shows names unquoted (GNU)" {
  touch 'a b' "s'q" $'n\nl' 'x$y'
  ln -s 'a b' 'l nk'
  touch -h -a -d '+1 hour' 'l nk'
  gnu_same stat 'a b' "s'q" $'n\nl' 'x$y' 'l nk'
}
