#!/usr/bin/env bats
# find: expressions checked against GNU findutils' find on this machine
# (outputs sorted: both walk in readdir order).

load helper
load selinux

# A small tree: dirs a a/b a/b/c d e, files, links, a fifo
mktree() {
  mkdir -p a/b/c d e
  touch a/f1 a/b/f2 a/b/c/f3 d/x.txt d/Y.TXT
  printf hello > a/b/five
  head -c 2000 /dev/zero > big
  ln -s a/f1 lf; ln -s nowhere dang; ln -s a ld; mkfifo fifo
  chmod 4755 a/f1; chmod 640 d/x.txt; chmod 777 e
}

sfind() { find "$@" | LC_ALL=C sort; }

@test "find with no arguments lists . (GNU)" {
  mkdir d; touch d/f
  run sfind
  check ".
./d
./d/f"
}

@test "find -name -iname (POSIX, GNU)" {
  mktree
  run sfind . -name '*.txt'
  check "./d/x.txt"
  run sfind . -iname '*.txt'
  check "./d/Y.TXT
./d/x.txt"
  run sfind . -name 'f?'
  check "./a/b/c/f3
./a/b/f2
./a/f1"
}

@test "find -name matches a top level path's last component (GNU)" {
  mkdir a
  run find a/ -name a
  check "a/"
  run find ./a -name a
  check "./a"
}

@test "find -path -ipath -wholename (GNU)" {
  mktree
  run sfind . -path './a/b/*'
  check "./a/b/c
./a/b/c/f3
./a/b/f2
./a/b/five"
  run sfind . -ipath './A/B'
  check "./a/b"
  run sfind . -wholename './d/*.txt'
  check "./d/x.txt"
}

@test "find -regex -iregex are ERE matching the whole path; -regextype" {
  mktree
  run sfind . -regex '.*/f[0-9]'
  check "./a/b/c/f3
./a/b/f2
./a/f1"
  run sfind . -regex 'f1'
  check ""
  run sfind . -iregex '.*/y\.txt'
  check "./d/Y.TXT"
  run sfind . -regex '.*/f(1|2)'
  check "./a/b/f2
./a/f1"
  run sfind . -regextype posix-basic -regex '.*/f\(1\|3\)'
  check "./a/b/c/f3
./a/f1"
}

@test "find -type single and comma lists (GNU)" {
  mktree
  run sfind . -type l
  check "./dang
./ld
./lf"
  run sfind . -type p
  check "./fifo"
  run sfind . -type d,p
  check ".
./a
./a/b
./a/b/c
./d
./e
./fifo"
  run find . -type z
  check "find: Unknown argument to -type: z" 1
  run find . -type f,
  check "find: Last file type in list argument to -type is missing, i.e., list is ending on: ','" 1
}

@test "find -type s finds a socket" {
  needs_cmd python3
  python3 -c "import socket; s=socket.socket(socket.AF_UNIX); s.bind('sock')"
  run find . -type s
  check "./sock"
}

@test "find -xtype and -L -type l (GNU)" {
  mktree
  run sfind . -xtype l
  check "./dang"
  run sfind . -xtype d
  check ".
./a
./a/b
./a/b/c
./d
./e
./ld"
  run sfind -L . -type l
  check "./dang"
  run sfind -L . -xtype l
  check "./dang
./ld
./lf"
}

@test "find -size units round up (GNU)" {
  mktree
  run sfind . -type f -size 0
  check "./a/b/c/f3
./a/b/f2
./a/f1
./d/Y.TXT
./d/x.txt"
  run sfind . -size 2000c
  check "./big"
  run sfind . -type f -size 1
  check "./a/b/five"
  run sfind . -type f -size 4
  check "./big"
  run sfind . -type f -size -1k
  check "./a/b/c/f3
./a/b/f2
./a/f1
./d/Y.TXT
./d/x.txt"
  run sfind . -type f -size 2k
  check "./big"
  run sfind . -type f -size 1M
  check "./a/b/five
./big"
  run sfind . -size +1G
  check ""
  run sfind . -size 3w
  check "./a/b/five"
  run find . -size 3q
  check "find: invalid -size type \`q'" 1
}

@test "find -mtime -mmin -atime -amin -ctime -cmin (GNU rounding)" {
  touch -d '-30 seconds' s30; touch -d '-90 seconds' s90; touch -d '-150 seconds' s150
  touch -d '-23 hours' h23; touch -d '-25 hours' h25; touch -d '-49 hours' h49
  run sfind . -type f -mmin 1;  check "./s30"
  run sfind . -type f -mmin 2;  check "./s90"
  run sfind . -type f -mmin -1; check "./s30"
  run sfind . -type f -mmin -2; check "./s30
./s90"
  run sfind . -type f -mtime 0; check "./h23
./s150
./s30
./s90"
  run sfind . -type f -mtime 1; check "./h25"
  run sfind . -type f -mtime +0; check "./h25
./h49"
  run sfind . -type f -mtime +1; check "./h49"
  run sfind . -type f -atime 2; check "./h49"
  run sfind . -type f -amin +100 -amin -2000; check "./h23
./h25"
  run sfind . -type f -ctime +0; check ""
  run sfind . -type f -cmin -5 -name h49; check "./h49"
  run find . -mtime x
  check "find: invalid argument \`x' to \`-mtime'" 1
}

@test "find -daystart" {
  touch f
  run find f -daystart -mtime 0
  check "f"
}

@test "find -newer -anewer -cnewer (POSIX, GNU)" {
  touch -d '-2 days' old; touch new
  run sfind . -type f -newer old
  check "./new"
  run sfind . -type f -anewer old
  check "./new"
  run sfind . -type f -cnewer old
  check "./new
./old"
  run find . -newer nofile
  check "find: 'nofile': No such file or directory" 1
}

@test "find -newerXY: times of file and reference, -newermt DATE (GNU)" {
  touch -d '2020-01-01 00:00' old; touch -d '2022-06-01 12:00' mid
  touch -d '2024-01-01 00:00' new; touch -a -d '2019-01-01' new
  run sfind . -type f -newermt '2021-01-01'
  check "./mid
./new"
  run sfind . -type f -newermt '2022-06-01 12:00'
  check "./new"
  run sfind . -type f -newermt @1577836801
  check "./mid
./new"
  run sfind . -type f -newerat '2021-01-01'
  check "./mid"
  run sfind . -type f -newermm mid
  check "./new"
  run sfind . -type f -newerma new
  check "./mid
./new
./old"
  run sfind . -type f -newercm new
  check "./mid
./new
./old"
  run sfind . -type f -newermc new
  check ""
  run sfind . -type f -not -newermt '1 day ago'
  check "./mid
./new
./old"
  run find . -newertm old
  check "find: invalid predicate \`-newertm'" 1
  run find . -newermq old
  check "find: invalid predicate \`-newermq'" 1
  run find . -newermt 'not a date'
  check "find: I cannot figure out how to interpret 'not a date' as a date or time" 1
  run find . -newerma
  check "find: The '-newerma' test needs an argument" 1
  run find . -newerma nofile
  check "find: 'nofile': No such file or directory" 1
}

@test "find -newerBt -newermB and %B: birth time (where the file system has it)" {
  touch f
  [ "$(stat -c %W f)" != 0 ] || skip "no birth times here"
  run find f -newerBt '1 hour ago'
  check "f"
  run find f -newerBt '1 hour'
  check ""
  touch -d '2020-01-01' f
  run find f -newermB f
  check ""
  run find f -printf '%B@\n'
  check "$(stat -c %.9W f)0"
}

@test "find -perm MODE -MODE /MODE and symbolic (POSIX, GNU)" {
  mktree
  run sfind . -perm 640
  check "./d/x.txt"
  run sfind . -type f -perm -640
  check "./a/b/c/f3
./a/b/f2
./a/b/five
./a/f1
./big
./d/Y.TXT
./d/x.txt"
  run sfind . -perm /4000
  check "./a/f1"
  run sfind . -type d -perm -o+w
  check "./e"
  run sfind . -perm -u=rwx,g=rx -type f
  check "./a/f1"
  run sfind . -type f -perm /o+w
  check ""
  run find . -perm zz
  check "find: invalid mode: 'zz'" 1
}

@test "find -user -group -uid -gid -nouser -nogroup (GNU)" {
  needs_root
  touch a b c; chown nobody:nogroup a; chown 12345:54321 b
  run sfind . -user nobody;   check "./a"
  run sfind . -group nogroup; check "./a"
  run sfind . -uid 12345;     check "./b"
  run sfind . -gid +60000 -type f;    check "./a"
  run sfind . -type f -uid -1; check "./c"
  run sfind . -nouser;        check "./b"
  run sfind . -nogroup;       check "./b"
  run sfind . -user 12345;    check "./b"
  run find . -user nosuchuserx
  check "find: 'nosuchuserx' is not the name of a known user" 1
  run find . -group nosuchgroupx
  check "find: 'nosuchgroupx' is not the name of an existing group" 1
}

@test "find -links -inum -samefile (POSIX, GNU)" {
  touch a b; ln a h; ln -s a s
  run sfind . -type f -links 2
  check "./a
./h"
  run sfind . -type f -links -2
  check "./b"
  run find . -inum "$(stat -c %i b)"
  check "./b"
  run sfind . -samefile a
  check "./a
./h"
  run sfind -L . -samefile s
  check "./a
./h
./s"
}

@test "find -empty (GNU)" {
  mkdir e f; touch f/x e2; echo x > full
  run sfind . -empty
  check "./e
./e2
./f/x"
}

@test "find -lname -ilname -fstype -used (GNU)" {
  touch f; ln -s f l1; ln -s DIR/F l2; ln -s nowhere l3
  run sfind . -lname 'f'
  check "./l1"
  run sfind . -ilname '*f'
  check "./l1
./l2"
  run sfind . -lname '*/*'
  check "./l2"
  run find . -maxdepth 0 -fstype nosuchfs
  check ""
  run find /proc/self -maxdepth 0 -fstype proc
  check "/proc/self"
  touch u; touch -a -d '+25 hours' u
  run find u -used 2
  check "u"
  run find u -used +1
  check "u"
  run find u -used -2
  check "u"
  run find u -used 1
  check ""
  touch -a -d '-1 hour' u
  run find u -used -5
  check ""
}

@test "find -executable -readable -writable" {
  touch r x; chmod 755 x; chmod 644 r
  run sfind . -type f -executable
  check "./x"
  run sfind . -type f -readable
  check "./r
./x"
  run sfind . -type f -writable
  check "./r
./x"
}

@test "find -readable and -writable as a user (not root)" {
  not_root
  touch n; chmod 0 n
  run find n -readable
  check ""
}

@test "find -maxdepth -mindepth -depth (GNU)" {
  mkdir -p a/b/c
  run find a -maxdepth 1
  check "a
a/b"
  run find a -mindepth 1
  check "a/b
a/b/c"
  run find a -mindepth 1 -maxdepth 1
  check "a/b"
  run find a -maxdepth 0
  check "a"
  run find a -depth
  check "a/b/c
a/b
a"
  run find a -maxdepth -1
  check "find: Expected a positive decimal integer argument to -maxdepth, but got '-1'" 1
}

@test "find -prune, with -o -print (POSIX)" {
  mktree
  run sfind . -name b -prune
  check "./a/b"
  run sfind . -path ./a -prune -o -type f -print
  check "./big
./d/Y.TXT
./d/x.txt"
  run sfind . -depth -name b -prune
  check "./a/b"
}

@test "find -quit stops at once (GNU)" {
  mkdir -p a/b
  run find a -quit
  check ""
  run find a -print -quit
  check "a"
  run find a -name b -print -quit -print
  check "a/b"
}

@test "find -fprint -fprint0 -fprintf -fls write to files, opened once (GNU)" {
  mkdir d; touch d/f
  run find d -name nomatch -fprint out1
  check ""
  run wc -c < out1
  check "0"
  run find d -fprint out2 -fprint0 out2 -fprintf out3 '[%f]' -fls out4
  check ""
  run od -An -c out2
  check "   d  \n   d  \0   d   /   f  \n   d   /   f  \0"
  run cat out3
  check "[d][f]"
  run sh -c 'wc -l < out4; grep -c " d/f$" out4'
  check "2
1"
  # each file is flushed when find ends: look at them one at a time
  run sh -c "find d/f -fprint /dev/stdout -fprintf /dev/stderr 'e %p\n' 2>/dev/null"
  check "d/f"
  run sh -c "find d/f -fprint /dev/stdout -fprintf /dev/stderr 'e %p\n' 2>&1 >/dev/null"
  check "e d/f"
  run find d -fprint nodir/x
  check "find: 'nodir/x': No such file or directory" 1
  run find d -fprint /dev/full
  check "find: '/dev/full': No space left on device" 1
  run find d -fprint
  check "find: missing argument to \`-fprint'" 1
  run find d -fprintf out5
  check "find: missing argument to \`-fprintf'" 1
}

@test "find -print0 (GNU)" {
  mkdir d; touch d/'a b'
  run sh -c "find d -print0 | od -An -c | tr -s ' '"
  check " d \0 d / a b \0"
}

@test "find -printf directives (GNU)" {
  mkdir -p sub/deeper; printf hello > sub/deeper/f; ln -s sub/deeper/f lnk
  chmod 640 sub/deeper/f; touch -h -d '2024-01-02 03:04:05.5' lnk sub/deeper/f
  run find sub -printf '[%h] [%f] [%P] [%H] %d %y %Y\n'
  check "[.] [sub] [] [sub] 0 d d
[sub] [deeper] [deeper] [sub] 1 d d
[sub/deeper] [f] [deeper/f] [sub] 2 f f"
  run find sub/deeper/f -printf '%s %m %#m %M %n %k %b %u %g %U %G|\n'
  check "5 640 0640 -rw-r----- 1 4 8 $(id -un) $(id -gn) $(id -u) $(id -g)|"
  run find lnk -printf '%t|%T@|%TY-%Tm-%Td %TH:%TM:%TS|%T+|%TT|%Tk|%TD|%l|%y%Y\n'
  check "Tue Jan  2 03:04:05.5000000000 2024|1704164645.5000000000|2024-01-02 03:04:05.5000000000|2024-01-02+03:04:05.5000000000|03:04:05.5000000000| 3|01/02/24|sub/deeper/f|lf"
  run find . sub/ / -maxdepth 0 -printf '[%h][%f][%p]\n'
  check "[.][.][.]
[.][sub/][sub/]
[][/][/]"
}

@test "find -printf widths, flags, escapes (GNU)" {
  printf 12345 > f
  run find f -printf '%-6p|%8s|%05s|%-4s|%-4m|%05d|%+d|%.1p|%%\n'
  check "f     |       5|    5|5   |644 |00000|+0|f|%"
  run sh -c "find f -printf 'a\tb\\\\c\101\n\0x\cIGNORED' | od -An -c | tr -s ' '"
  check " a \t b \\ c A \n \0 x"
}

@test "find -printf: a lone . is precision 0 (GNU)" {
  printf 12345 > f
  run find f -printf '[%.p][%5.d][%.3p][%-4.1f][%.s]\n'
  check "[][     ][f][f   ][]"
}

@test "find -printf: a width or precision past INT_MAX fails that directive, exit 1 (GNU)" {
  touch f
  run find f -printf 'x%2147483648pY|%.99999999999sZ|%2147483648S\n'
  [ "$status" = 1 ]
  # (stdout is flushed before each message, as GNU's is)
  [ "$output" = "xfind: 'standard output': Value too large for defined data type
Y|find: 'standard output': Value too large for defined data type
Z|find: 'standard output': Value too large for defined data type" ]
  run find f -fprintf out '%4294967297d.\n' -fprintf /dev/stderr '%99999999999m!'
  [ "$status" = 1 ]
  [ "$output" = "find: 'out': Value too large for defined data type
find: 'standard error': Value too large for defined data type
!" ]
  [ "$(cat out)" = . ]
}

@test "find -printf %S %F %TX %Tc %Z, unknown time letters (GNU)" {
  printf hello > f; touch -d '2024-01-02 03:04:05.5' f; : > e; mkdir d
  head -c 4096 /dev/zero > full4k
  truncate -s 1M sparse
  run find f -printf '%TX|%Tc|%Tr|%Tx|%TF|%TQ|%Aq|%T\n'
  check "03:04:05.5000000000|Tue Jan  2 03:04:05 2024|03:04:05 AM|01/02/24|2024-01-02|%Q|%q|%\\n"
  run find e sparse -printf '%S\n'
  check "1
0"
  run find full4k -printf '%S|%-5S|%.1S|\n'
  check "1|1    |1|"
  run find / -maxdepth 0 -printf '%F\n'
  check "$(awk '$5 == "/" {for (i = 7; $i != "-"; i++); t = $(i+1)} END {print t}' /proc/self/mountinfo)"
  run find /proc/self -maxdepth 0 -printf '%F\n'
  check "proc"
}

@test "find -printf %Z without a context (GNU)" {
  touch f
  run find f -printf '[%Z]\n'
  case "$output" in *"getfilecon failed"*) ;; *) skip "SELinux labels files here";; esac
  check "[find: getfilecon failed: 'f': No data available
]" 1
}

@test "find -printf %Z with a context (GNU)" {
  mkdir d
  needs_context d/f
  run find d/f -printf '%Z %p\n'
  check "system_u:object_r:toy_t:s0 d/f"
  gnu_same find d/f -printf '%Z %p\n'
}

@test "find -printf format mistakes: warnings, errors (GNU)" {
  touch f
  run find f -printf '%z|%-5w|\e|\8|x%T'
  check "find: warning: unrecognized format directive \`%z'
find: warning: unrecognized format directive \`%w'
find: warning: unrecognized escape \`\\e'
find: warning: unrecognized escape \`\\8'
find: warning: format directive \`%T' should be followed by another character
%z|%-5w|\\e|\\8|x%T"
  run find f -printf 'a\'
  check "find: warning: escape \`\\' followed by nothing at all
a\\"
  run find f -printf 'x%'
  check "find: error: % at end of format string" 1
  run find f -printf '%{'
  check "find: error: the format directive \`%{' is reserved for future use" 1
  run sh -c "find f -printf '%20000d|%.1p|%-20000p|' | wc -c"
  check "40004"
}

@test "find -ls (GNU layout and escapes)" {
  touch -d '2024-01-02 03:04' "a b"; ln -s "a b" l
  touch -h -d '2024-01-02 03:04' l
  ino=$(stat -c %i "a b"); lino=$(stat -c %i l)
  run find "a b" -ls
  check "$(printf '%9s %6s %s %3s %-8s %-8s %8s %s' "$ino" 0 -rw-r--r-- 1 "$(id -un)" "$(id -gn)" 0 'Jan  2  2024 a\ b')"
  run find l -ls
  check "$(printf '%9s %6s %s %3s %-8s %-8s %8s %s' "$lino" 0 lrwxrwxrwx 1 "$(id -un)" "$(id -gn)" 3 'Jan  2  2024 l -> a\ b')"
}

@test "find operators: ! -not -a -and -o -or ( ) , precedence (POSIX, GNU)" {
  mktree
  run sfind . -type d -o -type p
  check ".
./a
./a/b
./a/b/c
./d
./e
./fifo"
  run sfind . -name a -o -name d -a -type f
  check "./a"
  run sfind . \( -name a -o -name d \) -type d
  check "./a
./d"
  run sfind . ! -type d -not -type f
  check "./dang
./fifo
./ld
./lf"
  run sfind . -name e -and -type d -or -name f1
  check "./a/f1
./e"
  run sfind . -name a -print , -name d
  check "./a"
  run sfind . -false -o -name big
  check "./big"
  run sfind . -true -name big
  check "./big"
}

@test "find expression errors (GNU)" {
  run find . -nosuch
  check "find: unknown predicate \`-nosuch'" 1
  run find . -name
  check "find: missing argument to \`-name'" 1
  run find . \( \)
  check "find: invalid expression; empty parentheses are not allowed." 1
  run find . \( -name a
  check "find: invalid expression; I was expecting to find a ')' somewhere but did not see one." 1
  run find . -name a \)
  check "find: you have too many ')'" 1
  run find . -o -name a
  check "find: invalid expression; you have used a binary operator '-o' with nothing before it." 1
  run find . !
  check "find: expected an expression after '!'" 1
  run find . -name a b
  check "find: paths must precede expression: \`b'" 1
}

@test "find -exec ; replaces {} anywhere, is a test (POSIX, GNU)" {
  mkdir d; touch d/f1 d/f2
  run sfind d -name f1 -exec echo X {} {}{} x{}y \;
  check "X d/f1 d/f1d/f1 xd/f1y"
  run find d -name f1 -exec sh -c 'exit 1' \; -print
  check ""
  run find d -name f1 -exec test -f {} \; -print
  check "d/f1"
}

@test "find -exec + batches paths, exit 1 if a batch fails (GNU)" {
  mkdir d; touch d/f1 d/f2
  run sh -c 'find d -type f -exec echo {} + | tr " " "\n" | sort'
  check "d/f1
d/f2"
  run find d -name f1 -exec false {} +
  check "" 1
  run find d -name f1 -exec echo {} + x
  check "find: paths must precede expression: \`x'" 1
}

@test "find -exec + with many files stays within the argument limit" {
  mkdir d
  (cd d && seq -f "%0200g" 6000 | xargs touch)
  run sh -c 'find d -type f -exec sh -c "echo \$#" sh {} + | awk "{s+=\$1; n++} END {print s, (n > 1)}"'
  check "6000 1"
}

@test "find -exec of a missing command: message, false, status 0 (GNU)" {
  touch f
  run find f -exec nonexistentcmd \; -print
  check "find: 'nonexistentcmd': No such file or directory" 0
  run find f -exec
  check "find: missing argument to \`-exec'" 1
}

@test "find -execdir runs in the file's directory with ./NAME (GNU)" {
  mkdir -p a/b; touch a/b/f
  run find a -name f -execdir pwd \; -execdir echo {} \;
  check "$PWD/a/b
./f"
  run find a/b -maxdepth 0 -execdir pwd \; -execdir echo {} +
  check "$PWD/a
./b"
  run find . -maxdepth 0 -execdir echo {} \;
  check "./."
  run sh -c 'find a -type f -execdir echo {} + '
  check "./f"
}

@test "find -execdir + keeps one batch a directory across deep subdirectories (GNU)" {
  mkdir top; (cd top; touch a1 a2; p=.; for i in $(seq 40); do p=$p/d; mkdir $p; touch $p/g; done; touch z1)
  run sh -c 'find top -type f -execdir sh -c "for f; do [ -e \"\$f\" ] || echo missing \$f; done; echo \$#" sh {} + | sort -n | uniq -c | tr -s " "'
  check " 40 1
 1 3"
}

@test "find -ok asks on stderr and reads stdin (POSIX)" {
  mkdir d; touch d/f1
  run sh -c 'echo y | find d -name f1 -ok echo yes {} \;'
  check "< echo ... d/f1 > ? yes d/f1"
  run sh -c 'echo n | find d -name f1 -ok echo yes {} \;'
  check "< echo ... d/f1 > ? "
  run sh -c 'echo y | find d -name f1 -okdir echo {} \;'
  check "< echo ... ./f1 > ? ./f1"
}

@test "find -delete removes depth first (GNU)" {
  mkdir -p a/b/c; touch a/b/c/f a/g
  run find a -delete
  check ""
  [ ! -e a ]
  mkdir -p x/y; touch x/y/z
  run find x -name y -delete
  check "find: cannot delete 'x/y': Directory not empty" 1
  mkdir k; touch k/f
  (cd k && find . -delete)
  run ls -A k
  check ""
}

@test "find operator and argument errors (GNU wording)" {
  run find . -name a -o
  check "find: expected an expression after '-o'" 1
  run find . \( -name a -a \)
  check "find: expected an expression between '-a' and ')'" 1
  run find . ! \)
  check "find: expected an expression between '!' and ')'" 1
  run find . -name a , ,
  check "find: invalid expression; you have used a binary operator ',' with nothing before it." 1
  run find . -maxdepth x
  check "find: Expected a positive decimal integer argument to -maxdepth, but got 'x'" 1
  run find . -mindepth 1x
  check "find: Expected a positive decimal integer argument to -mindepth, but got '1x'" 1
  run find . -perm +111
  check "find: invalid mode '+111'" 1
  touch big
  run find . -name x big
  check "find: paths must precede expression: \`big'
find: possible unquoted pattern after predicate \`-name'?" 1
}

@test "find missing start point: message, goes on, exit 1 (GNU)" {
  touch f
  run find nofile f
  check "find: 'nofile': No such file or directory
f" 1
  run find ''
  check "find: '': No such file or directory" 1
}

@test "find -H -L -P with symlinks to directories (POSIX)" {
  mkdir -p d/s; touch d/s/f; ln -s d ld; ln -s s d/ls
  run sfind ld
  check "ld"
  run sfind -H ld
  check "ld
ld/ls
ld/s
ld/s/f"
  run sfind -L ld
  check "ld
ld/ls
ld/ls/f
ld/s
ld/s/f"
  run sfind -P ld
  check "ld"
  run sfind ld -follow
  check "ld
ld/ls
ld/ls/f
ld/s
ld/s/f"
}

@test "find -L reports a symlink loop, exit 1 (GNU)" {
  mkdir -p loop/x; ln -s .. loop/x/up
  run find -L loop
  check "loop
loop/x
find: File system loop detected; 'loop/x/up' is part of the same file system loop as 'loop'." 1
}

@test "find -xdev -mount stay on the file system" {
  mkdir -p a/b
  run find a -xdev
  check "a
a/b"
  run find / -maxdepth 1 -mount -name proc
  check "/proc"
  run sh -c 'find /proc -maxdepth 1 -xdev -name self -type l'
  check "/proc/self"
}

@test "find unreadable directory: message, exit 1 (not root)" {
  not_root
  mkdir -p d/u; touch d/u/f; chmod 0 d/u
  run find d
  chmod 755 d/u
  check "d
d/u
find: 'd/u': Permission denied" 1
}

@test "find hostile names: spaces, newlines, leading dash, invalid UTF-8" {
  touch -- "a b" "$(printf 'n\nl')" -x "$(printf '\377\376')"
  run sh -c "find . -type f -print0 | sort -z | od -An -c | tr -s ' '"
  check "$(printf '%s\0' ./-x './a b' "$(printf './n\nl')" "$(printf './\377\376')" | sort -z | od -An -c | tr -s ' ')"
  run find . -name '-x'
  check "./-x"
  run sh -c 'find . -name "$1" | od -An -c | tr -s " "' sh "$(printf '*\377*')"
  check " . / 377 376 \n"
}

@test "find a 10000 level deep tree (no recursion limit)" {
  deep_tree deep 10000 leaf
  run sh -c 'find deep | wc -l'
  check "10002"
  run sh -c 'find deep -name leaf -printf "%d\n"'
  check "10001"
  run sh -c 'find deep -depth -type d | head -n 1 | wc -c'
  check "20005"
  run find deep -delete
  check ""
  [ ! -e deep ]
}

@test "find output to /dev/full fails" {
  touch f
  run sh -c 'find f > /dev/full'
  [ "$status" = 1 ]
}

@test "find -context PATTERN: wildcards on the security.selinux label" {
  needs_label
  mkdir -p d/e
  touch d/a d/e/b d/c
  ln -s a d/l
  label u:object_r:foo_t:s0 d d/a d/e/b
  label u:object_r:bar_t:s0:c1 d/c
  run find d -context '*:foo_t:*'
  [ "$status" = 0 ]
  run sort <<< "$output"
  check "d
d/a
d/e/b" 0
  run find d -context 'u:object_r:bar_t:s0:c[0-9]' -o -context '*:nope_t:*'
  check "d/c" 0
  run sh -c "find d ! -context '*' | sort"
  check "$(printf 'd/e\nd/l')" 0
}

@test "find -L -context: the label of what a symlink points to" {
  needs_label
  touch a
  ln -s a l
  label u:object_r:foo_t:s0 a
  run find -L l -context '*foo_t*'
  check "l" 0
  run find l -context '*foo_t*'
  check "" 0
}

@test "find -context needs its PATTERN" {
  run find . -context
  check "find: missing argument to \`-context'" 1
}

@test "find -printf %Z: the label, as GNU stat %C shows it" {
  needs_label
  touch a
  label u:object_r:foo_t:s0 a
  run find a -printf '%Z|%p\n'
  check "$(/usr/bin/stat -c '%C|%n' a)" 0
}

@test "find: a lone - where a primary goes is an error, not a read past it (fuzz)" {
  mkdir d
  run find d -name x -
  check "find: unknown predicate \`-'" 1
}

@test "find -regex with an unmatched [[ at the end: error, status 1 (fuzz: read past the end)" {
  run find . -maxdepth 0 -regex '3.3i[['
  [ "$status" = 1 ]
  [[ "$output" == "find: bad regex '3.3i[[': "?* ]]
}
