#!/usr/bin/env bats
# sh: how commands start. External commands are started by a vfork when
# the child has only redirections and an exec to do, $(echo WORDS) runs
# without a fork when nothing in it could tell: these check that both keep
# the behaviour of a fork. Expected output and status from bash 5 on this
# machine (bash: in messages becomes sh:).

load helper
bats_require_minimum_version 1.5.0

@test "spawn: exit statuses of external commands" {
  run sh -c '/bin/true; echo $?; /bin/false; echo $?; /bin/sh -c '\''exit 7'\''; echo $?'
  check '0
1
7' 0
}

@test "spawn: command not found is 127" {
  run sh -c 'nosuch_cmd_x; echo $?; nosuch_cmd_x 2>/dev/null; echo $?'
  check 'sh: line 1: nosuch_cmd_x: command not found
127
127' 0
}

@test "spawn: not found through an empty PATH" {
  run sh -c 'PATH=/nonexistent_dir_x; ls; echo $?'
  check 'sh: line 1: ls: command not found
127' 0
}

@test "spawn: a directory is 126" {
  run sh -c '/etc; echo $?; /etc/passwd 2>/dev/null; echo $?'
  check 'sh: line 1: /etc: Is a directory
126
126' 0
}

@test "spawn: a script without #! runs in the shell, with its arguments" {
  run sh -c 'printf '\''echo script $# $1 $2\nexit 4\n'\'' > s; chmod +x s; ./s a '\''b c'\''; echo $?'
  check 'script 2 a b c
4' 0
}

@test "spawn: output order of builtins and external commands" {
  run sh -c 'echo a; /bin/echo b; echo c; /bin/echo d > f; echo e; cat f'
  check 'a
b
c
e
d' 0
}

@test "spawn: redirections are undone after the command" {
  run sh -c '/bin/echo out > f; echo back; /bin/sh -c '\''echo err >&2'\'' 2> g; echo again; cat f g'
  check 'back
again
out
err' 0
}

@test "spawn: >> appends, < reads, 2>&1 goes to the file" {
  run sh -c '/bin/echo 1 > f; /bin/echo 2 >> f; /bin/cat < f; /bin/sh -c '\''echo o; echo e >&2'\'' > g 2>&1; cat g'
  check '1
2
o
e' 0
}

@test "spawn: 2>&1 >file keeps stderr on the old stdout" {
  run sh -c '/bin/sh -c '\''echo o; echo e >&2'\'' 2>&1 >f; echo; cat f'
  check 'e

o' 0
}

@test "spawn: a redirection that fails: message, status 1, the shell goes on" {
  run sh -c '/bin/echo x > /nonexistent_dir_x/f; echo $?; /bin/cat < nosuch_file_x; echo $?'
  check 'sh: line 1: /nonexistent_dir_x/f: No such file or directory
1
sh: line 1: nosuch_file_x: No such file or directory
1' 0
}

@test "spawn: noclobber" {
  run sh -c 'set -C; /bin/echo x > f; /bin/echo y > f; echo $?; cat f'
  check 'sh: line 1: f: cannot overwrite existing file
1
x' 0
}

@test "spawn: a closed descriptor stays closed in the child only" {
  run sh -c 'exec 3>/dev/null; /bin/sh -c '\''[ -e /proc/self/fd/3 ]'\''; echo $?; /bin/sh -c '\''[ -e /proc/self/fd/3 ]'\'' 3>&-; echo $?; echo ok >&3; echo $?'
  check '0
1
0' 0
}

@test "spawn: the child sees no descriptor the shell saved" {
  run sh -c 'a=$(/bin/sh -c '\''cd /proc/self/fd; echo *'\''); /bin/sh -c '\''cd /proc/self/fd; echo *'\'' > f 2>/dev/null < /dev/null; [ "$a" = "$(cat f)" ] && echo same'
  check 'same' 0
}

@test "spawn: here-documents and here-strings" {
  run sh -c 'x=1; /bin/cat <<EOF
x is $x
EOF
/bin/cat <<'\''EOF'\''
x is $x
EOF
/bin/cat <<< "str $x"'
  check 'x is 1
x is $x
str 1' 0
}

@test "spawn: a here-document's expansion stays in the child" {
  run sh -c 'y=0; /bin/cat <<EOF
$((y+=5))
EOF
echo $y'
  check '5
0' 0
}

@test "spawn: a redirection's expansion stays in the child" {
  run sh -c 'unset x; /bin/true > ${x:=/dev/null}; echo "[$x]"; y=0; /bin/true > /dev/null$((y+=1)) 2>/dev/null; echo "[$y]"'
  check '[]
[0]' 0
}

@test "spawn: assignments before an external command are only for it" {
  run sh -c 'A=1 /bin/sh -c '\''echo "[$A]"'\''; echo "[$A]"; B=2; B=3 /bin/sh -c '\''echo "[$B]"'\''; echo "[$B]"'
  check '[1]
[]
[3]
[2]' 0
}

@test "spawn: exported variables reach the child, unexported don't" {
  run sh -c 'export E=e; U=u; /bin/sh -c '\''echo "[$E] [$U]"'\'''
  check '[e] []' 0
}

@test "spawn: a trapped signal is back to its default in the child" {
  run sh -c 'trap '\''echo caught'\'' USR1; /bin/sh -c '\''kill -USR1 $$'\''; echo $?'
  check 'User defined signal 1
138' 0
}

@test "spawn: an ignored signal stays ignored in the child" {
  run sh -c 'trap '\'''\'' USR1; /bin/sh -c '\''kill -USR1 $$; echo alive'\''; echo $?'
  check 'alive
0' 0
}

@test "spawn: killed by a signal is 128+n" {
  run sh -c '/bin/sh -c '\''kill -TERM $$'\''; echo $?'
  check 'Terminated
143' 0
}

@test "spawn: the trap still works in the shell after a child" {
  run sh -c 'trap '\''echo caught'\'' USR1; /bin/true; kill -USR1 $$; echo $?'
  check 'caught
0' 0
}

@test "spawn: \$! is the background command's pid" {
  run sh -c '/bin/sh -c '\''echo $$'\'' > f & wait; [ "$!" = "$(cat f)" ] && echo same'
  check 'same' 0
}

@test "spawn: a loop of external commands" {
  run sh -c 'for i in 1 2 3; do /bin/echo $i; done; n=0; for i in $(seq 100); do /bin/true && n=$((n+1)); done; echo $n'
  check '1
2
3
100' 0
}

@test "spawn: an external command in a function and in a subshell" {
  run sh -c 'f() { /bin/echo in f; /bin/sh -c '\''exit 3'\''; }; f; echo $?; (/bin/echo sub; /bin/false); echo $?'
  check 'in f
3
sub
1' 0
}

@test "spawn: set -e stops at a failing external command" {
  run sh -c 'set -e; /bin/true; echo one; /bin/false; echo two'
  check 'one' 1
}

@test "cmdsub: \$(echo \$i)" {
  run sh -c 'i=5; x=$(echo $i); echo "[$x]"; x=$(echo ${i}x "a  b" $i); echo "[$x]"; x=`echo back $i`; echo "[$x]"'
  check '[5]
[5x a  b 5]
[back 5]' 0
}

@test "cmdsub: word splitting and IFS in \$(echo)" {
  run sh -c 'v='\''a   b'\''; x=$(echo $v); echo "[$x]"; IFS=:; v=c:d; x=$(echo $v); echo "[$x]"'
  check '[a b]
[c d]' 0
}

@test "cmdsub: \$(echo) with the positional parameters, \$# and \$?" {
  run sh -c 'set -- p1 '\''p  2'\''; x=$(echo "$@" $# $1); echo "[$x]"; false; x=$(echo $?); echo "[$x] $?"'
  check '[p1 p  2 2 p1]
[1] 0' 0
}

@test "cmdsub: \$(echo -n), \$(echo) and \$(echo -e)" {
  run sh -c 'x=$(echo -n abc); echo "[$x] $?"; x=$(echo); echo "[$x]"; x=$(echo -e '\''a\tb'\''); echo "[$x]"; x=$(echo -E '\''a\tb'\''); echo "[$x]"'
  check '[abc] 0
[]
[a	b]
[a\tb]' 0
}

@test "cmdsub: quotes in \$(echo)" {
  run sh -c 'i=5; x=$(echo '\''sq $i  "x"'\''); echo "[$x]"; x=$(echo "dq '\''$i'\''"); echo "[$x]"; x=$(echo a$); echo "[$x]"; x=$(echo a#b); echo "[$x]"'
  check '[sq $i  "x"]
[dq '\''5'\'']
[a$]
[a#b]' 0
}

@test "cmdsub: \$(echo a; exit 3) sets \$?" {
  run sh -c 'x=$(echo a; exit 3); echo "[$x] $?"'
  check '[a] 3' 0
}

@test "cmdsub: \$(cd /; pwd) doesn't change the shell's directory" {
  run sh -c 'x=$(cd /; pwd); echo "[$x]"; [ "$PWD" != / ] && [ "$(pwd)" != / ] && echo still'
  check '[/]
still' 0
}

@test "cmdsub: \$(var=1) doesn't set var" {
  run sh -c 'x=$(var=1); echo "[$var] $?"; x=$(echo $((j=4))); echo "[$x] [$j]"'
  check '[] 0
[4] []' 0
}

@test "cmdsub: a function named echo runs in \$(echo)" {
  run sh -c 'echo() { printf '\''f:%s\n'\'' "$*"; }; x=$(echo hi); echo "[$x]"; unset -f echo; x=$(echo hi); echo "[$x]"'
  check 'f:[f:hi]
[hi]' 0
}

@test "cmdsub: \$BASHPID in \$(echo) is the subshell's" {
  run sh -c 'x=$(echo $BASHPID); [ "$x" != "$BASHPID" ] && echo differs'
  check 'differs' 0
}

@test "cmdsub: \$RANDOM in \$(echo) leaves the shell's sequence alone" {
  run sh -c 'RANDOM=5; a=$RANDOM; RANDOM=5; x=$(echo $RANDOM); b=$RANDOM; [ "$a" = "$b" ] && echo same'
  check 'same' 0
}

@test "cmdsub: a glob from \$(echo \$var)" {
  run sh -c 'touch b a; y='\''*'\''; x=$(echo $y); echo "[$x]"; x=$(echo "$y"); echo "[$x]"'
  check '[a b]
[*]' 0
}

@test "cmdsub: set -u in \$(echo \$unset) ends only the subshell" {
  run sh -c 'set -u; x=$(echo $nosuch_x); echo "[$x]"; echo alive'
  check 'sh: line 1: nosuch_x: unbound variable
[]
alive' 0
}

@test "cmdsub: failglob in \$(echo) ends only the subshell" {
  run sh -c 'shopt -s failglob; y='\''*.nomatch_x'\''; x=$(echo $y); echo "[$x] $?"; echo alive'
  check 'sh: line 1: no match: *.nomatch_x
[] 1
alive' 0
}

@test "cmdsub: \$(echo) of a long value" {
  run sh -c 'v=$(printf '\''%05000d'\'' 0); v=$v$v$v$v$v$v$v$v$v$v$v$v$v$v$v$v$v$v$v$v; x=$(echo $v $v); echo ${#x}'
  check '200001' 0
}

@test "cmdsub: \$(echo) with stdout closed" {
  run sh -c 'exec 3>&1; exec >&-; x=$(echo hi); echo "[$x]" >&3'
  check '[hi]' 0
}

@test "cmdsub: \$(echo) through a nameref" {
  run sh -c 'v=7; declare -n r=v; x=$(echo $r); echo "[$x]"'
  check '[7]' 0
}

@test "cmdsub: \$(echo) in a loop" {
  run sh -c 'i=0; s=; while [ $i -lt 100 ]; do x=$(echo $i); s=$s$x,; i=$((i+1)); done; echo ${#s} ${s%%,*} $x'
  check '290 0 99' 0
}

@test "cmdsub: leading blanks and several \$(echo) in one command" {
  run sh -c 'x=$(  echo   lead  ); echo "[$x]"; x=$(echo é); echo "[$x]"; x=$(echo a) y=$(echo b); echo "[$x$y]"
'
  check '[lead]
[é]
[ab]' 0
}

@test "a command's redirections don't show in the shell's own fds while it runs" {
  # (as bash: the child, not the shell, opens out)
  sh -c 'readlink /proc/$$/fd/1 > out' > /dev/null
  run cat out
  check /dev/null 0
  sh -c 'readlink /proc/$$/fd/0 < out' < /dev/null > out2
  run cat out2
  check /dev/null 0
}
