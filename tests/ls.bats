#!/usr/bin/env bats
# ls: POSIX, with GNU coreutils' layout and options as the reference.

load helper

# A few files with fixed times and sizes
files()
{
  printf 12345 > five
  : > empty
  printf 'x\n' > a.c
  printf 'yy\n' > b.h
  mkdir dir
  touch dir/inside
  ln -s five link
  touch -d '2020-01-02 03:04:05' empty
  touch -d '2021-06-07 08:09:10.5' five
  touch -d '2019-05-05 05:05:05' a.c
  touch -d '2022-02-02 02:02:02' b.h
  touch -d '2018-01-01 00:00:00' dir/inside dir
  touch -h -d '2017-01-01 00:00:00' link
}

@test "ls with no arguments lists . one per line when not a terminal" {
  files
  run ls
  check "a.c
b.h
dir
empty
five
link"
}

@test "ls sorts in byte order (C.UTF-8, GNU)" {
  touch B a _x .h Z 1 é
  run ls
  check "1
B
Z
_x
a
é"
}

@test "ls -a shows dot files and . .., -A without . .." {
  touch .hidden x
  run ls -a
  check ".
..
.hidden
x"
  run ls -A
  check ".hidden
x"
  run ls -a -A
  check ".hidden
x"
}

@test "ls FILE and DIR: files first, then directory headers" {
  files
  run ls dir five
  check "five

dir:
inside"
}

@test "ls -d lists directories themselves" {
  files
  run ls -d dir . five
  check ".
dir
five"
}

@test "ls -l: GNU layout, old dates with the year" {
  files
  run ls -ln five empty a.c link
  check "-rw-r--r-- 1 0 0 2 May  5  2019 a.c
-rw-r--r-- 1 0 0 0 Jan  2  2020 empty
-rw-r--r-- 1 0 0 5 Jun  7  2021 five
lrwxrwxrwx 1 0 0 4 Jan  1  2017 link -> five"
}

@test "ls -l: recent files show the time of day (GNU)" {
  files
  touch -d '-1 hour' five
  gnu_same ls -l five empty
}

@test "ls -l: a future date shows the year (GNU)" {
  touch -d '+2 years' future
  gnu_same ls -l future
}

@test "ls -l: owner and group names, total in 1K blocks (GNU)" {
  files
  gnu_same ls -l
}

@test "ls -l of devices shows major, minor (GNU)" {
  gnu_same ls -l /dev/null /dev/zero /dev/full /etc/passwd
}

@test "ls -g -o -n: long without owner, group, with numbers" {
  files
  run ls -g five
  check "-rw-r--r-- 1 $(id -gn) 5 Jun  7  2021 five"
  run ls -o five
  check "-rw-r--r-- 1 $(id -un) 5 Jun  7  2021 five"
  run ls -go five
  check "-rw-r--r-- 1 5 Jun  7  2021 five"
  run ls -n five
  check "-rw-r--r-- 1 $(id -u) $(id -g) 5 Jun  7  2021 five"
}

@test "ls --full-time" {
  files
  run ls -n --full-time five empty
  check "-rw-r--r-- 1 0 0 0 2020-01-02 03:04:05.000000000 +0000 empty
-rw-r--r-- 1 0 0 5 2021-06-07 08:09:10.500000000 +0000 five"
}

@test "ls -h: human readable sizes (GNU)" {
  head -c 1500 /dev/zero > k
  head -c 3000000 /dev/zero > m
  printf x > one
  run ls -lnh k m one
  [ "${lines[0]#* 0 0 }" = "1.5K ${lines[0]##* 0 0 1.5K }" ]
  gnu_same ls -lh k m one
  gnu_same ls -sh k m one
}

@test "ls -s and -k: blocks of 1K, with a total (GNU)" {
  head -c 5000 /dev/urandom > five_k
  : > zero
  gnu_same ls -s
  gnu_same ls -sk five_k zero
  gnu_same ls -ls
}

@test "ls -i shows inode numbers" {
  touch f
  run ls -i f
  check "$(stat -c %i f) f"
}

@test "ls -t -S -X -U -r sort orders" {
  files
  rm link
  run ls -t
  check "b.h
five
empty
a.c
dir"
  run ls -tr
  check "dir
a.c
empty
five
b.h"
  run ls -S
  check "dir
five
b.h
a.c
empty"
  run ls -X
  check "dir
empty
five
a.c
b.h"
  run ls -r
  check "five
empty
dir
b.h
a.c"
}

@test "ls -t: equal times sort by name" {
  touch -d '2020-01-01' b a c
  run ls -t
  check "a
b
c"
}

@test "ls -U and -f keep directory order (the same set as sorted)" {
  touch c a b .h
  run sh -c 'ls -U | sort'
  check "a
b
c"
  run sh -c 'ls -f | sort'
  check ".
..
.h
a
b
c"
}

@test "ls -c and -u: show and sort by ctime, atime" {
  touch a b
  touch -a -d '2001-01-01' a
  touch -a -d '2002-02-02' b
  run ls -lun a
  check "-rw-r--r-- 1 0 0 0 Jan  1  2001 a"
  run ls -u
  check "b
a"
  run ls -lut
  [ "${lines[1]##* }" = b ]
  gnu_same ls -lc a b
  gnu_same ls -c
}

@test "ls -F and -p indicators" {
  mkdir d
  touch f x
  chmod +x x
  ln -s f l
  mkfifo p
  run ls -F
  check "d/
f
l@
p|
x*"
  run ls -p
  check "d/
f
l
p
x"
  run ls -lnF l
  check "lrwxrwxrwx 1 0 0 1 $(/usr/bin/ls -ln l | cut -c 20-31) l -> f"
}

@test "ls -lF on a symlink to a directory marks the target (GNU)" {
  mkdir d
  ln -s d ld
  gnu_same ls -lF ld
}

@test "ls -f: . and .. where the directory has them, -l -s stay; -U ignores -r (GNU)" {
  mkdir d; touch c a b .h d/x d/y
  gnu_same ls -f
  gnu_same ls -fR
  gnu_same ls -f d .
  gnu_same ls -Ur
  gnu_same ls -aU
  run ls -fl d
  [ "${lines[0]}" = "total 0" ] && [ "${#lines[@]}" = 5 ]
  run ls -fs d
  [ "${lines[0]:0:6}" = "total " ] && [ "${#lines[@]}" = 5 ]
  run sh -c 'ls -fA | sort'
  check ".h
a
b
c
d"
  run sh -c 'ls -ft | sort'
  check ".
..
.h
a
b
c
d"
}

@test "ls column widths: wide UTF-8, unprintable and invalid bytes (GNU)" {
  touch $'ctl\001x' $'nl\nx' $'c1\xc2\x80x' $'bad\xffx' 'wide漢字' abc
  run ls -x -w 20
  check "abc  bad"$'\xff'"x"$'\n'"c1"$'\xc2\x80'"x  ctl"$'\001'"x"$'\n'"nl"$'\n'"x  wide漢字"
  gnu_same ls -C -w 30
  gnu_same ls -x -w 24
  gnu_same ls -xq -w 24
  gnu_same ls -Cb -w 30
  gnu_same ls -m -w 24
}

@test "ls: what an entry can't be stat()ed says comes after its directory's header (GNU)" {
  mkdir d; ln -s nope d/dang; touch d/f
  run ls -LR d
  check "d:
ls: cannot access 'd/dang': No such file or directory
dang
f" 1
}

@test "ls -C: columns down, sized like GNU" {
  for i in $(seq 1 30); do touch file$i$( [ $((i%3)) = 0 ] && echo longer); done
  gnu_same ls -C -w 80
  gnu_same ls -C -w 40
  gnu_same ls -C -w 1
  gnu_same ls -C -w 0
  COLUMNS=50 gnu_same ls -C
}

@test "ls -x: columns across (GNU)" {
  for i in $(seq 1 25); do touch f$i$( [ $((i%4)) = 0 ] && echo xxxxxxxx); done
  gnu_same ls -x -w 60
  gnu_same ls -xF -w 30
  gnu_same ls -xis -w 70
  gnu_same ls -x -w 20 f1 f2 f3
}

@test "ls -m: comma separated, wrapped (GNU)" {
  for i in $(seq 1 20); do touch n$i; done
  gnu_same ls -m -w 40
  gnu_same ls -ms -w 30
  run ls -m n1 n2
  check "n1, n2"
}

@test "ls format options: the last wins, -1 doesn't undo -l (GNU)" {
  touch -d 2020-01-01 f g
  for o in "-l -1" "-1 -ln" "-C -n" "-m -n" "-x --full-time"; do
    run ls $o f
    [ "${output:0:10}" = "-rw-r--r--" ]
  done
  for o in "-l -C" "-n -m" "-g -x" "--full-time -C" "-lx1" "-lC1" "-C -1" "-x -1"; do
    run ls $o f
    check "f"
  done
  run ls -n -1 -w 3 -C f g
  check "f
g"
}

@test "ls -w needs a number" {
  run ls -w abc
  [ "$status" = 2 ]
  [[ "$output" == *"bad number"* ]]
}

@test "ls -q and -b: non-printable characters (GNU)" {
  touch -- 'a b' $'n\nl' $'t\tx' $'\377bad' é -dash "s'q" 'back\sl' $'\x01c' $'d\x7f'
  run ls -q
  check "?c
-dash
a b
back\\sl
d?
n?l
s'q
t?x
é
?bad"
  run ls -b
  check "\\001c
-dash
a\\ b
back\\\\sl
d\\177
n\\nl
s'q
t\\tx
é
\\377bad"
  gnu_same ls -b
  gnu_same ls -q
  gnu_same ls -bC -w 30
}

@test "ls without -q/-b passes names through when not a terminal" {
  touch $'n\nl'
  run ls
  check "n
l"
}

@test "ls -- -dash and names with spaces" {
  touch -- -dash 'sp ace'
  run ls -- -dash 'sp ace'
  check "-dash
sp ace"
}

@test "ls -R recurses with headers (GNU)" {
  mkdir -p a/b/c a/d
  touch a/b/c/f a/x
  run ls -R a
  check "a:
b
d
x

a/b:
c

a/b/c:
f

a/d:"
  gnu_same ls -R
  gnu_same ls -lRn a
  gnu_same ls -Ra a
}

@test "ls -Rb: headers escape all but spaces (GNU)" {
  mkdir -p 'a\b' 'c d' $'e\tf'; touch 'a\b/x y'
  run ls -Rb
  check ".:
a\\\\b
c\\ d
e\\tf

./a\\\\b:
x\\ y

./c d:

./e\\tf:"
  gnu_same ls -Rb
}

@test "ls -R a trailing slash doesn't double (GNU)" {
  mkdir -p a/b
  gnu_same ls -R a/
}

@test "ls -R on a 10,000-level deep tree" {
  deep_tree . 10000 end
  run sh -c 'ls -R d | wc -l; ls -R d | tail -n 1'
  check "29999
end"
}

@test "ls -R doesn't follow symlink loops; -RL reports them" {
  mkdir -p a/b
  ln -s .. a/b/up
  run ls -R a
  check "a:
b

a/b:
up"
  run ls -RL a
  [ "$status" = 2 ]
  [[ "$output" == *"ls: a/b/up: not listing already-listed directory"* ]]
}

@test "ls -H and -L follow symlinks, -l shows the link (GNU)" {
  mkdir d
  touch d/in
  ln -s d ld
  run ls ld
  check "in"
  run ls -l ld
  [[ "$output" == *"ld -> d" ]]
  run ls -H -d ld
  check "ld"
  gnu_same ls -lH ld
  gnu_same ls -lL ld
  gnu_same ls -F ld
}

@test "ls -L on a dangling symlink: ? fields, exit 1 (GNU)" {
  ln -s nowhere dangle
  touch -d 2020-01-01 f
  run ls -lLn
  check "ls: cannot access 'dangle': No such file or directory
total 0
l????????? ? ? ? ?            ? dangle
-rw-r--r-- 1 0 0 0 Jan  1  2020 f" 1
  run ls -LF
  check "ls: cannot access 'dangle': No such file or directory
dangle@
f" 1
  run ls -L
  check "dangle
f"
  gnu_same ls -lL
  gnu_same ls -lLis
  gnu_same ls -Lsm
  run ls -L dangle
  check "ls: cannot access 'dangle': No such file or directory" 2
  run ls -lH dangle
  check "ls: cannot access 'dangle': No such file or directory" 2
}

@test "ls -L on a symlink loop" {
  ln -s l2 l1
  ln -s l1 l2
  run ls -L l1
  check "ls: cannot access 'l1': Too many levels of symbolic links" 2
}

@test "ls missing file: message, other files listed, exit 2 (GNU)" {
  touch f
  run ls nonexist f
  check "ls: cannot access 'nonexist': No such file or directory
f" 2
}

@test "ls of a directory it can't read: exit 2, exit 1 below (GNU)" {
  not_root
  mkdir -p d/sub
  chmod 0 d/sub
  run ls d/sub
  check "ls: cannot open directory 'd/sub': Permission denied" 2
  run ls -R d
  chmod 755 d/sub
  [ "$status" = 1 ]
}

@test "ls bad option exits 2" {
  run ls --bogus
  [ "$status" = 2 ]
  [[ "$output" == *"--bogus"* ]]
  run ls --color=sometimes
  [ "$status" = 2 ]
}

@test "ls --color: GNU's default colours" {
  mkdir d
  touch f x a.tar
  chmod +x x
  ln -s f l
  mkfifo p
  unset LS_COLORS
  run ls --color=always
  check $'a.tar\n\e[0m\e[01;34md\e[0m\nf\n\e[01;36ml\e[0m\n\e[33mp\e[0m\n\e[01;32mx\e[0m'
  run ls --color
  check $'a.tar\n\e[0m\e[01;34md\e[0m\nf\n\e[01;36ml\e[0m\n\e[33mp\e[0m\n\e[01;32mx\e[0m'
  run ls --color=never
  check $'a.tar\nd\nf\nl\np\nx'
  run ls --color=auto
  check $'a.tar\nd\nf\nl\np\nx'
  gnu_same ls --color=always -F
  gnu_same ls --color=always -l x
}

@test "ls --color with \$LS_COLORS: keys and *.ext (GNU)" {
  mkdir d sticky
  chmod 1777 sticky
  touch f x a.tar b.TAR
  chmod +x x
  ln -s f l
  ln -s nowhere broken
  mkfifo p
  export LS_COLORS='di=01;35:*.tar=01;31:ex=04:fi=32:or=31:mi=05:pi=36:tw=07'
  gnu_same ls --color=always
  gnu_same ls --color=always -l l broken
}

@test "ls -Z shows a context, ? without SELinux (GNU)" {
  touch f
  if [ -e /sys/fs/selinux/enforce ]; then skip "SELinux active"; fi
  run ls -Z f
  check "? f"
  gnu_same ls -lZ f
}

@test "ls -Z with contexts: read from security.selinux, ? right-aligned (GNU)" {
  needs_context f
  touch g
  run ls -Z f g
  check "system_u:object_r:toy_t:s0 f
                         ? g"
  gnu_same ls -Z f g
  gnu_same ls -sZ f g
  gnu_same ls -xZ f g
  gnu_same ls -mZ f g
}

@test "ls -l: . after the mode of a file with a context, -lZ shows it (GNU)" {
  needs_context f
  : > g
  touch -d "2020-01-02 03:04" f g
  run ls -lgo f g
  check "-rw-r--r--. 1 0 Jan  2  2020 f
-rw-r--r--  1 0 Jan  2  2020 g"
  gnu_same ls -l f g
  gnu_same ls -lZ f g
  gnu_same ls -lZn f g
}

@test "ls to /dev/full fails" {
  touch f
  run sh -c 'ls > /dev/full'
  check "ls: write error: No space left on device" 1
}

@test "ls -l marks files with an ACL with + (GNU)" {
  touch a b
  python3 -c "
import os, struct
e = lambda t, p, i=0xffffffff: struct.pack('<HHI', t, p, i)
os.setxattr('a', 'system.posix_acl_access', struct.pack('<I', 2)+e(1, 6)
  +e(2, 4, 65534)+e(4, 4)+e(0x10, 4)+e(0x20, 4))
" 2>/dev/null || skip "no ACLs here"
  run ls -ln a b
  check "-rw-r--r--+ 1 0 0 0 $(/usr/bin/ls -ln b | cut -c 20-31) a
-rw-r--r--  1 0 0 0 $(/usr/bin/ls -ln b | cut -c 20-31) b"
  gnu_same ls -l a b
  gnu_same ls -l b
}

@test "ls -l: the + of an ACL among more attribute names than fit a small buffer" {
  touch a b
  python3 -c "
import os, struct
e = lambda t, p, i=0xffffffff: struct.pack('<HHI', t, p, i)
for f in 'a', 'b':
  for i in range(40): os.setxattr(f, 'user.a_long_attribute_name_%d' % i, b'1')
os.setxattr('a', 'system.posix_acl_access', struct.pack('<I', 2)+e(1, 6)
  +e(2, 4, 65534)+e(4, 4)+e(0x10, 4)+e(0x20, 4))
" 2>/dev/null || skip "no ACLs or user attributes here"
  run ls -ln a b
  check "-rw-r--r--+ 1 0 0 0 $(/usr/bin/ls -ln b | cut -c 20-31) a
-rw-r--r--  1 0 0 0 $(/usr/bin/ls -ln b | cut -c 20-31) b"
  gnu_same ls -l a b
}

@test "ls on a terminal: columns of \$COLUMNS, ? for non-printables" {
  needs_cmd script
  for i in $(seq 1 12); do touch file$i; done
  touch $'bad\001name'
  run sh -c 'script -qec "COLUMNS=40 ls" /dev/null < /dev/null'
  check "bad?name  file11  file3  file6	file9"$'\r'"
file1	  file12  file4  file7"$'\r'"
file10	  file2   file5  file8"$'\r'
  run sh -c 'script -qec "COLUMNS=40 ls -1" /dev/null < /dev/null | head -n 1'
  check "bad?name"$'\r'
}
