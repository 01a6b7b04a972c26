#!/usr/bin/env bats
# sh: expected output and status from bash 5 on this machine (bash: in
# messages becomes sh:), unless the name says POSIX or dash.

load helper
bats_require_minimum_version 1.5.0

@test "core: echo a b   c" {
  run sh -c 'echo a b   c'
  check 'a b c' 0
}

@test "core: echo a  b 'c  d' e f" {
  run sh -c 'echo "a  b" '\''c  d'\'' e\ f'
  check 'a  b c  d e f' 0
}

@test "core: x=1; y=xx; echo y" {
  run sh -c 'x=1; y=$x$x; echo $y'
  check '11' 0
}

@test "core: foo_not_here; echo ?" {
  run sh -c 'foo_not_here; echo $?'
  check 'sh: line 1: foo_not_here: command not found
127' 0
}

@test "core: /etc/passwd; echo ?" {
  run sh -c '/etc/passwd; echo $?'
  check 'sh: line 1: /etc/passwd: Permission denied
126' 0
}

@test "core: /etc; echo ?" {
  run sh -c '/etc; echo $?'
  check 'sh: line 1: /etc: Is a directory
126' 0
}

@test "core: echo {x:-a b}; echo {x:-a b}; x=; echo {x-unset}; echo {x:-n" {
  run sh -c 'echo ${x:-a b}; echo "${x:-a b}"; x=; echo ${x-unset}; echo ${x:-null}'
  check 'a b
a b

null' 0
}

@test "core: echo {x:?custom message}; echo after" {
  run -127 sh -c 'echo ${x:?custom message}; echo after'
  check 'sh: line 1: x: custom message' 127
}

@test "core: echo {#HOMEX} {#}" {
  run sh -c 'echo ${#HOMEX} ${#}'
  check '0 0' 0
}

@test "core: set -- a b c d e f g h i j k; echo 10 {10} {11} #" {
  run sh -c 'set -- a b c d e f g h i j k; echo $10 ${10} ${11} $#'
  check 'a0 j k 11' 0
}

@test "core: echo (( 5 / 0 )); echo after" {
  run sh -c 'echo $(( 5 / 0 )); echo after'
  check 'sh: line 1: 5 / 0 : division by 0 (error token is "0 ")' 1
}

@test "core: echo (( 1 + )); echo after" {
  run sh -c 'echo $(( 1 + )); echo after'
  check 'sh: line 1: 1 + : syntax error: operand expected (error token is "+ ")' 1
}

@test "core: set -u; echo nope; echo after" {
  run -127 sh -c 'set -u; echo $nope; echo after'
  check 'sh: line 1: nope: unbound variable' 127
}

@test "core: x=abc; echo {x:1} {x:0:1} {x: -1} {x:5}" {
  run sh -c 'x=abc; echo ${x:1} ${x:0:1} ${x: -1} ${x:5}'
  check 'bc a c' 0
}

@test "core: a=1; a+=2; echo a" {
  run sh -c 'a=1; a+=2; echo $a'
  check '12' 0
}

@test "core: echo ((1 ? 2 : 3)) ((0 || 0)) ((5 & 3)) ((5 | 3)) ((5 ^ 3)) " {
  run sh -c 'echo $((1 ? 2 : 3)) $((0 || 0)) $((5 & 3)) $((5 | 3)) $((5 ^ 3)) $((~0)) $((!5)) $((1 << 4 >> 2)) $((10 % 4)) $((2 ** 3 ** 2))'
  check '2 0 1 7 6 -1 0 4 2 512' 0
}

@test "core: x=7; echo ((x > 5 ? x * 2 : x / 2)), (( (x+1) * 2 ))" {
  run sh -c 'x=7; echo $((x > 5 ? x * 2 : x / 2)), $(( (x+1) * 2 ))'
  check '14, 16' 0
}

@test "core: i=5; ((i++)); echo i; ((i -= 10)); echo i; (( i < 0 )) && ec" {
  run sh -c 'i=5; ((i++)); echo $i; ((i -= 10)); echo $i; (( i < 0 )) && echo neg'
  check '6
-4
neg' 0
}

@test "core: let x=3+4 y=x*2; echo x y" {
  run sh -c 'let x=3+4 y=x*2; echo $x $y'
  check '7 14' 0
}

@test "core: echo ((16#ff)) ((2#101)) ((0xff)) ((077))" {
  run sh -c 'echo $((16#ff)) $((2#101)) $((0xff)) $((077))'
  check '255 5 255 63' 0
}

@test "core: x=hello; echo {x%l*} {x%%l*} {x#*l} {x##*l}" {
  run sh -c 'x=hello; echo ${x%l*} ${x%%l*} ${x#*l} ${x##*l}'
  check 'hel he lo o' 0
}

@test "core: f=/usr/lib/file.tar.gz; echo {f##*/} {f%/*} {f%.gz}" {
  run sh -c 'f=/usr/lib/file.tar.gz; echo ${f##*/} ${f%/*} ${f%.gz}'
  check 'file.tar.gz /usr/lib /usr/lib/file.tar' 0
}

@test "core: echo (printf '%sn' a b c)" {
  run sh -c 'echo "$(printf '\''%s\n'\'' a b c)"'
  check 'a
b
c' 0
}

@test "core: x=(printf 'annn'); echo [x]" {
  run sh -c 'x=$(printf '\''a\n\n\n'\''); echo "[$x]"'
  check '[a]' 0
}

@test "core: echo echo echo nested" {
  run sh -c 'echo `echo \`echo nested\``'
  check 'nested' 0
}

@test "core: echo (echo (echo (echo deep)))" {
  run sh -c 'echo $(echo $(echo $(echo deep)))'
  check 'deep' 0
}

@test "core: echo (case x in x) echo casein;; esac)" {
  run sh -c 'echo $(case x in x) echo casein;; esac)'
  check 'casein' 0
}

@test "core: cat <<EOF" {
  run sh -c 'cat <<EOF
line1 $HOME_NOPE
	tab
EOF'
  check 'line1 
	tab' 0
}

@test "core: cat <<'EOF'" {
  run sh -c 'cat <<'\''EOF'\''
$x `y` \z
EOF'
  check '$x `y` \z' 0
}

@test "core: cat <<-EOF" {
  run sh -c 'cat <<-EOF
	indented
		twice
	EOF'
  check 'indented
twice' 0
}

@test "core: x=5; cat <<EOF" {
  run sh -c 'x=5; cat <<EOF
x=$x $((x+1)) $(echo cmd) \$x \\ "q"
EOF'
  check 'x=5 6 cmd $x \ "q"' 0
}

@test "core: cat <<A; cat <<B" {
  run sh -c 'cat <<A; cat <<B
one
A
two
B'
  check 'one
two' 0
}

@test "core: for i in 1 2; do cat <<EOF" {
  run sh -c 'for i in 1 2; do cat <<EOF
loop $i
EOF
done'
  check 'loop 1
loop 2' 0
}

@test "core: echo (cat <<EOF" {
  run sh -c 'echo $(cat <<EOF
inside
EOF
)'
  check 'inside' 0
}

@test "core: echo hi > f1; cat f1; echo more >> f1; cat f1; cat < f1 | wc" {
  run sh -c 'echo hi > f1; cat f1; echo more >> f1; cat f1; cat < f1 | wc -l'
  check 'hi
hi
more
2' 0
}

@test "core: set -C; echo a > f2; echo b > f2; echo ?; echo c >| f2; cat " {
  run sh -c 'set -C; echo a > f2; echo b > f2; echo $?; echo c >| f2; cat f2'
  check 'sh: line 1: f2: cannot overwrite existing file
1
c' 0
}

@test "core: echo err >&2 2>/dev/null; { echo out; echo err2 >&2; } 2>&1 " {
  run sh -c 'echo err >&2 2>/dev/null; { echo out; echo err2 >&2; } 2>&1 | cat'
  check 'err
out
err2' 0
}

@test "core: exec 3>f3; echo three >&3; exec 3>&-; cat f3; echo x >&3; ec" {
  run sh -c 'exec 3>f3; echo three >&3; exec 3>&-; cat f3; echo x >&3; echo $?'
  check 'three
sh: line 1: 3: Bad file descriptor
1' 0
}

@test "core: echo data > f4; exec 4<f4; read line <&4; echo line; exec 4<" {
  run sh -c 'echo data > f4; exec 4<f4; read line <&4; echo $line; exec 4<&-'
  check 'data' 0
}

@test "core: echo rw > f5; cat 1<>f5; exec 5<>f5; echo ok" {
  run sh -c 'echo rw > f5; cat 1<>f5; exec 5<>f5; echo ok'
  check 'ok' 0
}

@test "core: ls /nonexistent_dir 2>/dev/null || echo failed" {
  run sh -c 'ls /nonexistent_dir 2>/dev/null || echo failed'
  check 'failed' 0
}

@test "core: { echo a; echo b; } > f6; cat f6" {
  run sh -c '{ echo a; echo b; } > f6; cat f6'
  check 'a
b' 0
}

@test "core: if true; then echo t; elif false; then echo e; else echo f; " {
  run sh -c 'if true; then echo t; elif false; then echo e; else echo f; fi'
  check 't' 0
}

@test "core: if false; then echo t; elif true; then echo e; else echo f; " {
  run sh -c 'if false; then echo t; elif true; then echo e; else echo f; fi'
  check 'e' 0
}

@test "core: if false; then echo t; fi; echo ?" {
  run sh -c 'if false; then echo t; fi; echo $?'
  check '0' 0
}

@test "core: i=0; until [ i -ge 3 ]; do echo i; i=((i+1)); done" {
  run sh -c 'i=0; until [ $i -ge 3 ]; do echo $i; i=$((i+1)); done'
  check '0
1
2' 0
}

@test "core: for x; do echo x; done; set -- p q; for x; do echo x; done" {
  run sh -c 'for x; do echo $x; done; set -- p q; for x; do echo $x; done'
  check 'p
q' 0
}

@test "core: for x in; do echo never; done; echo done" {
  run sh -c 'for x in; do echo never; done; echo done'
  check 'done' 0
}

@test "core: case foo in f?o) echo q;; esac; case foo in [a-f]*) echo br;" {
  run sh -c 'case foo in f?o) echo q;; esac; case foo in [a-f]*) echo br;; esac; case "*" in "*") echo lit;; esac'
  check 'q
br
lit' 0
}

@test "core: case b in a|b|c) echo multi;; esac" {
  run sh -c 'case b in a|b|c) echo multi;; esac'
  check 'multi' 0
}

@test "core: case a in a) echo 1;;& a) echo 2;; a) echo 3;; esac" {
  run sh -c 'case a in a) echo 1;;& a) echo 2;; a) echo 3;; esac'
  check '1
2' 0
}

@test "core: f() { return 7; }; f; echo ?" {
  run sh -c 'f() { return 7; }; f; echo $?'
  check '7' 0
}

@test "core: f() { echo in; }; unset -f f; f 2>/dev/null; echo ?" {
  run sh -c 'f() { echo in; }; unset -f f; f 2>/dev/null; echo $?'
  check '127' 0
}

@test "core: count() { echo #; }; count @; count a  c" {
  run sh -c 'count() { echo $#; }; count "$@"; count a "" c'
  check '0
3' 0
}

@test "core: fact() { if [ 1 -le 1 ]; then echo 1; else echo (( 1 * (fact" {
  run sh -c 'fact() { if [ $1 -le 1 ]; then echo 1; else echo $(( $1 * $(fact $(($1-1))) )); fi; }; fact 6'
  check '720' 0
}

@test "core: x=global; f() { local x=local; g; }; g() { echo x; }; f; ech" {
  run sh -c 'x=global; f() { local x=local; g; }; g() { echo $x; }; f; echo $x'
  check 'local
global' 0
}

@test "core: true | false; echo ?; false | true; echo ?" {
  run sh -c 'true | false; echo $?; false | true; echo $?'
  check '1
0' 0
}

@test "core: set -o pipefail; false | true; echo ?" {
  run sh -c 'set -o pipefail; false | true; echo $?'
  check '1' 0
}

@test "core: ! true; echo ?; ! false | false; echo ?" {
  run sh -c '! true; echo $?; ! false | false; echo $?'
  check '1
0' 0
}

@test "core: true && echo a || echo b; false && echo a || echo b" {
  run sh -c 'true && echo a || echo b; false && echo a || echo b'
  check 'a
b' 0
}

@test "core: sleep 0.1 & wait !; echo ?" {
  run sh -c 'sleep 0.1 & wait $!; echo $?'
  check '0' 0
}

@test "core: (exit 3); echo ?; ( exit 4 ) || echo failed ?" {
  run sh -c '(exit 3); echo $?; ( exit 4 ) || echo failed $?'
  check '3
failed 4' 0
}

@test "core: x=1; (x=2; echo x); echo x" {
  run sh -c 'x=1; (x=2; echo $x); echo $x'
  check '2
1' 0
}

@test "core: sh -c 'exit 5'; echo ?" {
  run sh -c 'sh -c '\''exit 5'\''; echo $?'
  check '5' 0
}

@test "core: echo  | grep -q '^[0-9]*' && echo pid" {
  run sh -c 'echo $$ | grep -q '\''^[0-9]*$'\'' && echo pid'
  check 'pid' 0
}

@test "core: set -e; false; echo not reached" {
  run sh -c 'set -e; false; echo not reached'
  check '' 1
}

@test "core: set -e; false || true; echo reached" {
  run sh -c 'set -e; false || true; echo reached'
  check 'reached' 0
}

@test "core: set -e; if false; then :; fi; echo reached" {
  run sh -c 'set -e; if false; then :; fi; echo reached'
  check 'reached' 0
}

@test "core: set -e; f() { false; echo no; }; f; echo no2" {
  run sh -c 'set -e; f() { false; echo no; }; f; echo no2'
  check '' 1
}

@test "core: set -e; ! true; echo reached" {
  run sh -c 'set -e; ! true; echo reached'
  check 'reached' 0
}

@test "core: set -e; false && true; echo reached" {
  run sh -c 'set -e; false && true; echo reached'
  check 'reached' 0
}

@test "core: set -e; (false); echo no" {
  run sh -c 'set -e; (false); echo no'
  check '' 1
}

@test "core: set -x; echo hi; x=1" {
  run sh -c 'set -x; echo hi; x=1'
  check '+ echo hi
hi
+ x=1' 0
}

@test "core: set -- a b c; shift; echo @; shift 2; echo #" {
  run sh -c 'set -- a b c; shift; echo $@; shift 2; echo $#'
  check 'b c
0' 0
}

@test "core: set -- x y; echo * @; IFS=,; echo *" {
  run sh -c 'set -- x y; echo "$*" "$@"; IFS=,; echo "$*"'
  check 'x y x y
x,y' 0
}

@test "core: eval 'echo ((1+1))'; eval x=5; echo x" {
  run sh -c 'eval '\''echo $((1+1))'\''; eval x=5; echo $x'
  check '2
5' 0
}

@test "core: echo 'echo sourced 1' > s1; . ./s1 arg; source ./s1" {
  run sh -c 'echo '\''echo sourced $1'\'' > s1; . ./s1 arg; source ./s1'
  check 'sourced arg
sourced' 0
}

@test "core: exit 3; echo no" {
  run sh -c 'exit 3; echo no'
  check '' 3
}

@test "core: exit" {
  run sh -c 'exit'
  check '' 0
}

@test "core: trap 'echo bye' EXIT; echo main" {
  run sh -c 'trap '\''echo bye'\'' EXIT; echo main'
  check 'main
bye' 0
}

@test "core: trap 'echo got' USR1; kill -USR1 ; echo after" {
  run sh -c 'trap '\''echo got'\'' USR1; kill -USR1 $$; echo after'
  check 'got
after' 0
}

@test "core: trap; trap 'x' INT; trap -p; trap - INT; trap" {
  run sh -c 'trap; trap '\''x'\'' INT; trap -p; trap - INT; trap'
  check 'trap -- '\''x'\'' SIGINT' 0
}

@test "core: read a b <<EOF" {
  run sh -c 'read a b <<EOF
one two three
EOF
echo "$a|$b"'
  check 'one|two three' 0
}

@test "core: echo 'ab c' | { read -r x; echo x; }; echo 'ab c' | { read x" {
  run sh -c 'echo '\''a\b c'\'' | { read -r x; echo "$x"; }; echo '\''a\b c'\'' | { read x; echo "$x"; }'
  check 'a\b c
ab c' 0
}

@test "core: printf 'x:y:zn' | { IFS=: read a b c; echo b; }" {
  run sh -c 'printf '\''x:y:z\n'\'' | { IFS=: read a b c; echo $b; }'
  check 'y' 0
}

@test "core: echo   lead trail   | { read v; echo [v]; }" {
  run sh -c 'echo "  lead trail  " | { read v; echo "[$v]"; }'
  check '[lead trail]' 0
}

@test "core: printf 'nonl' | { read v; echo ? v; }" {
  run sh -c 'printf '\''nonl'\'' | { read v; echo $? "$v"; }'
  check '1 nonl' 0
}

@test "core: read -p 'prompt' v <<< val; echo v" {
  run sh -c 'read -p '\''prompt'\'' v <<< "val"; echo $v'
  check 'val' 0
}

@test "core: x=5; unset x; echo {x-gone}" {
  run sh -c 'x=5; unset x; echo ${x-gone}'
  check 'gone' 0
}

@test "core: readonly r=1; r=2; echo no" {
  run sh -c 'readonly r=1; r=2; echo no'
  check 'sh: line 1: r: readonly variable' 1
}

@test "core: export E=exported; sh -c 'echo E'" {
  run sh -c 'export E=exported; sh -c '\''echo $E'\'''
  check 'exported' 0
}

@test "core: E2=temp sh -c 'echo E2'; echo [E2]" {
  run sh -c 'E2=temp sh -c '\''echo $E2'\''; echo "[$E2]"'
  check 'temp
[]' 0
}

@test "core: cd /tmp; pwd; cd - >/dev/null; cd / && pwd" {
  run sh -c 'cd /tmp; pwd; cd - >/dev/null; cd / && pwd'
  check '/tmp
/' 0
}

@test "core: cd /nonexist_dir_x; echo ?" {
  run sh -c 'cd /nonexist_dir_x; echo $?'
  check 'sh: line 1: cd: /nonexist_dir_x: No such file or directory
1' 0
}

@test "core: cd /usr/bin/../lib; pwd; cd -P /usr/bin/..; pwd" {
  run sh -c 'cd /usr/bin/../lib; pwd; cd -P /usr/bin/..; pwd'
  check '/usr/lib
/usr' 0
}

@test "core: type echo cd ls_nonexistent_x; echo ?" {
  run sh -c 'type echo cd ls_nonexistent_x; echo $?'
  check 'echo is a shell builtin
cd is a shell builtin
sh: line 1: type: ls_nonexistent_x: not found
1' 0
}

@test "core: command -v echo; command -v sh >/dev/null && echo found" {
  run sh -c 'command -v echo; command -v sh >/dev/null && echo found'
  check 'echo
found' 0
}

@test "core: f() { echo func; }; command -V f | head -1" {
  run sh -c 'f() { echo func; }; command -V f | head -1'
  check 'f is a function' 0
}

@test "core: alias ll='echo aliased'; alias ll" {
  run sh -c 'alias ll='\''echo aliased'\''; alias ll'
  check 'alias ll='\''echo aliased'\''' 0
}

@test "core: getopts ab:c opt -a -b val -c; echo opt OPTIND" {
  run sh -c 'getopts ab:c opt -a -b val -c; echo $opt $OPTIND'
  check 'a 2' 0
}

@test "core: while getopts ab:c opt -a -b val -c rest; do echo opt {OPTAR" {
  run sh -c 'while getopts ab:c opt -a -b val -c rest; do echo "$opt ${OPTARG-}"; done; echo $OPTIND'
  check 'a 
b val
c 
5' 0
}

@test "core: umask 022; umask; umask -S" {
  run sh -c 'umask 022; umask; umask -S'
  check '0022
u=rwx,g=rx,o=rx' 0
}

@test "core: test -f /etc/passwd && echo file; test -d /etc && echo dir; " {
  run sh -c 'test -f /etc/passwd && echo file; test -d /etc && echo dir; [ -e /nonexist ] || echo none'
  check 'file
dir
none' 0
}

@test "core: [ a = a ] && [ a != b ] && [ 1 -lt 2 ] && [ -z  ] && [ -n x " {
  run sh -c '[ a = a ] && [ a != b ] && [ 1 -lt 2 ] && [ -z "" ] && [ -n x ] && echo all'
  check 'all' 0
}

@test "core: [ 1 -eq 1 -a 2 -eq 2 ] && echo and; [ 1 -eq 2 -o 2 -eq 2 ] &" {
  run sh -c '[ 1 -eq 1 -a 2 -eq 2 ] && echo and; [ 1 -eq 2 -o 2 -eq 2 ] && echo or; [ ! -f /nonexist ] && echo not'
  check 'and
or
not' 0
}

@test "core: [ abc ]; echo ?; [  ]; echo ?; [ ]; echo ?" {
  run sh -c '[ abc ]; echo $?; [ "" ]; echo $?; [ ]; echo $?'
  check '0
1
1' 0
}

@test "core: [[ -n x && ( a == a || b == c ) ]] && echo yes" {
  run sh -c '[[ -n x && ( a == a || b == c ) ]] && echo yes'
  check 'yes' 0
}

@test "core: [[ a* == a* ]] && echo y1; [[ abc == a* ]] || echo n1; x='a*" {
  run sh -c '[[ "a*" == a* ]] && echo y1; [[ abc == "a*" ]] || echo n1; x='\''a*'\''; [[ abc == $x ]] && echo y2'
  check 'y1
n1
y2' 0
}

@test "core: [[ b < c ]] && echo lt; [[ 10 -gt 9 ]] && echo gt" {
  run sh -c '[[ b < c ]] && echo lt; [[ 10 -gt 9 ]] && echo gt'
  check 'lt
gt' 0
}

@test "core: [[ foo123 =~ ([a-z]+)([0-9]+) ]] && echo matched" {
  run sh -c '[[ foo123 =~ ([a-z]+)([0-9]+) ]] && echo matched'
  check 'matched' 0
}

@test "core: echo /usr/b* | head -c 8; echo; echo /nonexistent*" {
  run sh -c 'echo /usr/b* | head -c 8; echo; echo /nonexistent*'
  check '/usr/bin
/nonexistent*' 0
}

@test "core: touch a1 a2 b1; echo a*; echo ?1; echo [ab]2; echo *3; set -" {
  run sh -c 'touch a1 a2 b1; echo a*; echo ?1; echo [ab]2; echo *3; set -f; echo a*'
  check 'a1 a2
a1 b1
a2
*3
a*' 0
}

@test "core: touch .hid vis; echo *; echo .h*" {
  run sh -c 'touch .hid vis; echo *; echo .h*'
  check 'vis
.hid' 0
}

@test "core: x='*'; echo x; touch q; echo x" {
  run sh -c 'x='\''*'\''; echo "$x"; touch q; echo $x'
  check '*
q' 0
}

@test "core: printf '%s-%dn' a 1 b 2" {
  run sh -c 'printf '\''%s-%d\n'\'' a 1 b 2'
  check 'a-1
b-2' 0
}

@test "core: echo (( 3 > 2 )) (( 2 >= 3 )) (( 3 == 3 )) (( 3 != 3 ))" {
  run sh -c 'echo $(( 3 > 2 )) $(( 2 >= 3 )) $(( 3 == 3 )) $(( 3 != 3 ))'
  check '1 0 1 0' 0
}

@test "core: echo HOME 'n' anb" {
  run sh -c 'echo \$HOME '\''\n'\'' "a\nb"'
  check '$HOME \n a\nb' 0
}

@test "core: echo ab ab ab ab acb" {
  run sh -c 'echo "a\"b" "a\$b" "a\`b" "a\\b" "a\cb"'
  check 'a"b a$b a`b a\b a\cb' 0
}

@test "core: x=a b; y=x; echo y; set -- x; echo #" {
  run sh -c 'x="a b"; y=$x; echo "$y"; set -- $x; echo $#'
  check 'a b
2' 0
}

@test "core: IFS=; x=a b c; set -- x; echo #" {
  run sh -c 'IFS=; x="a b c"; set -- $x; echo $#'
  check '1' 0
}

@test "core: IFS=:; x=:a:b::c:; set -- x; echo #; for i; do echo [i]; don" {
  run sh -c 'IFS=:; x=":a:b::c:"; set -- $x; echo $#; for i; do echo "[$i]"; done'
  check '5
[]
[a]
[b]
[]
[c]' 0
}

@test "core: x=  a  ; set -- x; echo #" {
  run sh -c 'x="  a  "; set -- $x; echo $#'
  check '1' 0
}

@test "core: echo {x:-quoted default} {x:-'single'}" {
  run sh -c 'echo "${x:-"quoted default"}" ${x:-'\''single'\''}'
  check 'quoted default single' 0
}

@test "core: v=abc; echo {v/b/x y}" {
  run sh -c 'v=abc; echo "${v/b/"x y"}"'
  check 'ax yc' 0
}

@test "core: echo {UNSET_VAR:+alt}x {HOME:+set}" {
  run sh -c 'echo ${UNSET_VAR:+alt}x ${HOME:+set}'
  check 'x set' 0
}

@test "core: echo a; # comment here" {
  run sh -c 'echo a; # comment here
echo b # another'
  check 'a
b' 0
}

@test "core: echo a " {
  run sh -c 'echo a \
b'
  check 'a b' 0
}

@test "core: x=1; echo {x}0 x0" {
  run sh -c 'x=1; echo ${x}0 $x0'
  check '10' 0
}

@test "core: echo ((010)) ((0x1F)) ((-5 / 2)) ((-5 % 2))" {
  run sh -c 'echo $((010)) $((0x1F)) $((-5 / 2)) $((-5 % 2))'
  check '8 31 -2 -1' 0
}

@test "core: n=0; while :; do n=((n+1)); [ n -ge 5 ] && break; done; echo" {
  run sh -c 'n=0; while :; do n=$((n+1)); [ $n -ge 5 ] && break; done; echo $n'
  check '5' 0
}

@test "core: for i in 1 2 3; do continue; echo no; done; echo i" {
  run sh -c 'for i in 1 2 3; do continue; echo no; done; echo $i'
  check '3' 0
}

@test "core: f() { for i in 1 2; do return i; done; }; f; echo ?" {
  run sh -c 'f() { for i in 1 2; do return $i; done; }; f; echo $?'
  check '1' 0
}

@test "core: echo one; exit 0; echo two" {
  run sh -c 'echo one; exit 0; echo two'
  check 'one' 0
}

@test "core: x=0; ( x=1; exit ); echo x" {
  run sh -c 'x=0; ( x=1; exit ); echo $x'
  check '0' 0
}

@test "core: echo ( exit 3 ); echo ?; x=(false); echo ?" {
  run sh -c 'echo $( exit 3 ); echo $?; x=$(false); echo $?'
  check '
0
1' 0
}

@test "core: echo (echo a; echo b); echo (echo a; echo b)" {
  run sh -c 'echo "$(echo a; echo b)"; echo $(echo a; echo b)'
  check 'a
b
a b' 0
}

@test "core: echo (echo ) ) (echo '(')" {
  run sh -c 'echo $(echo ")" ) "$(echo '\''('\'')"'
  check ') (' 0
}

@test "core: unset PATH; echo builtin ok; ls 2>/dev/null; echo ?" {
  run sh -c 'unset PATH; echo builtin ok; ls 2>/dev/null; echo $?'
  check 'builtin ok
127' 0
}

@test "core: 'echo' quoted-cmd; echo x" {
  run sh -c ''\''echo'\'' quoted-cmd; "ec"ho x'
  check 'quoted-cmd
x' 0
}

@test "core: true; echo ?; false; echo ?; :; echo ?" {
  run sh -c 'true; echo $?; false; echo $?; :; echo $?'
  check '0
1
0' 0
}

@test "more: echo LINENO" {
  run sh -c 'echo $LINENO
echo $LINENO'
  check '1
2' 0
}

@test "more: f() {" {
  run sh -c 'f() {
  echo line $LINENO
}
f'
  check 'line 2' 0
}

@test "more: echo 'echo 1 2 #' > s.sh; sh s.sh a b; bash s.sh a b" {
  run sh -c 'echo '\''echo $1 $2 $#'\'' > s.sh; sh s.sh a b; bash s.sh a b'
  check 'a b 2
a b 2' 0
}

@test "more: printf 'echo from stdinnread xnecho got xnnext linenecho end" {
  run sh -c 'printf '\''echo from stdin\nread x\necho got $x\nnext line\necho end\n'\'' | sh'
  check 'from stdin
sh: line 3: next: command not found
end' 0
}

@test "more: printf 'echo 0 1' > s2.sh; sh s2.sh arg | sed s/s2.sh/S/" {
  run sh -c 'printf '\''echo $0 $1'\'' > s2.sh; sh s2.sh arg | sed "s/s2.sh/S/"'
  check 'S arg' 0
}

@test "more: sh -c 'echo 0 1 2' name a b" {
  run sh -c 'sh -c '\''echo $0 $1 $2'\'' name a b'
  check 'name a b' 0
}

@test "more: sh -o NAME and +o NAME before -c (bash)" {
  run sh -c 'sh -o errexit -c "false; echo no"; echo $?
    sh -o errexit +o errexit -c "false; echo yes"
    sh -o pipefail -c "false | true; echo \$?"'
  check '1
yes
1' 0
}

@test "more: sh -o and +o alone list the options as set -o and set +o, then go on (bash)" {
  run sh -c 'echo "echo in" | sh -o | grep -e ^errexit -e ^in\$
    echo "echo in" | sh +o | grep -e errexit -e ^in\$'
  check 'errexit        	off
in
set +o errexit
in' 0
}

@test "more: sh -o with an unknown name, or none before -c, status 2 (bash)" {
  run sh -c 'sh -o bogus -c "echo hi"; echo $?; sh -o -c "echo hi"; echo $?'
  check 'sh: line 0: sh: bogus: invalid option name
2
sh: line 0: sh: -c: invalid option name
2' 0
}

@test "more: sh -c is a flag: options may follow it, the command is the first argument after them (bash)" {
  run sh -c 'sh -ce "false; echo no"; echo $?; sh -c -e "false; echo no"
    echo $?; sh -c -- "echo \$0 \$1" a b; sh -xc "echo \$0" z'
  check '1
1
a b
+ echo z
z' 0
}

@test "more: sh -c without a command, status 2 (bash)" {
  run sh -c 'sh -c; echo $?; sh -c -x; echo $?'
  check 'sh: -c: option requires an argument
2
sh: -c: option requires an argument
2' 0
}

@test "more: sh -n -c 'echo should not run'; echo ?" {
  run sh -c 'sh -n -c '\''echo should not run'\''; echo $?'
  check '0' 0
}

@test "more: sh -c 'echo -' | grep -c x; sh -x -c 'echo -' 2>/dev/null | " {
  run sh -c 'sh -c '\''echo $-'\'' | grep -c x; sh -x -c '\''echo $-'\'' 2>/dev/null | grep -c x'
  check '0
1' 0
}

@test "more: echo 'exit 7' > e.sh; sh e.sh; echo ?" {
  run sh -c 'echo '\''exit 7'\'' > e.sh; sh e.sh; echo $?'
  check '7' 0
}

@test "more: sh nonexistent_script.sh; echo ?" {
  run sh -c 'sh nonexistent_script.sh; echo $?'
  check 'sh: nonexistent_script.sh: No such file or directory
127' 0
}

@test "more: echo 'echo no shebang 1' > ns; chmod +x ns; ./ns hi" {
  run sh -c 'echo '\''echo no shebang $1'\'' > ns; chmod +x ns; ./ns hi'
  check 'no shebang hi' 0
}

@test "more: echo 'echo x' > nx; ./nx; echo ?" {
  run sh -c 'echo '\''echo x'\'' > nx; ./nx; echo $?'
  check 'sh: line 1: ./nx: Permission denied
126' 0
}

@test "more: f() { echo @; } > out1; f a b; cat out1" {
  run sh -c 'f() { echo "$@"; } > out1; f a b; cat out1'
  check 'a b' 0
}

@test "more: { echo a; echo b; } 2>&1 > out2 | cat; cat out2" {
  run sh -c '{ echo a; echo b; } 2>&1 > out2 | cat; cat out2'
  check 'a
b' 0
}

@test "more: for i in 1 2; do echo i; done > out3; cat out3" {
  run sh -c 'for i in 1 2; do echo $i; done > out3; cat out3'
  check '1
2' 0
}

@test "more: while read l; do echo [l]; done <<EOF" {
  run sh -c 'while read l; do echo "[$l]"; done <<EOF
x y
z
EOF'
  check '[x y]
[z]' 0
}

@test "more: if true; then echo yes; fi > out4; cat out4" {
  run sh -c 'if true; then echo yes; fi > out4; cat out4'
  check 'yes' 0
}

@test "more: case a in a) echo matched;; esac 2>/dev/null | tr a-z A-Z" {
  run sh -c 'case a in a) echo matched;; esac 2>/dev/null | tr a-z A-Z'
  check 'MATCHED' 0
}

@test "more: x=(echo a | tr a b); echo x" {
  run sh -c 'x=$(echo a | tr a b); echo $x'
  check 'b' 0
}

@test "more: echo a | { read v; echo v; } | tr a c" {
  run sh -c 'echo a | { read v; echo $v; } | tr a c'
  check 'c' 0
}

@test "more: echo {x=assigned}; echo x" {
  run sh -c 'echo ${x=assigned}; echo $x'
  check 'assigned
assigned' 0
}

@test "more: echo {1:-no1} {1-no1}; set -- ''; echo {1:-empty} {1-set}" {
  run sh -c 'echo ${1:-no1} ${1-no1}; set -- '\'''\''; echo ${1:-empty} ${1-set}'
  check 'no1 no1
empty' 0
}

@test "more: set -- 'a b' c; for i in @; do echo [i]; done; for i in *; d" {
  run sh -c 'set -- '\''a b'\'' c; for i in $@; do echo "[$i]"; done; for i in "$*"; do echo "<$i>"; done'
  check '[a]
[b]
[c]
<a b c>' 0
}

@test "more: set -- a b; echo {@} {*} {#}" {
  run sh -c 'set -- a b; echo "${@}" "${*}" "${#}"'
  check 'a b a b 2' 0
}

@test "more: set -- a b c; echo {@:2} 2>/dev/null || echo unsupported" {
  run sh -c 'set -- a b c; echo "${@:2}" 2>/dev/null || echo unsupported'
  check 'b c' 0
}

@test "more: echo {#PATH_NOT_SET_X}; x=hllo; echo {#x}" {
  run sh -c 'echo ${#PATH_NOT_SET_X}; x=héllo; echo ${#x}'
  check '0
5' 0
}

@test "more: x=abc; echo {x/} {x//b} {x/b*/X}" {
  run sh -c 'x=abc; echo ${x/} ${x//b} ${x/b*/X}'
  check 'abc ac aX' 0
}

@test "more: x=aXbXc; echo {x//X/-} {x/X/-}" {
  run sh -c 'x=aXbXc; echo ${x//X/-} ${x/X/-}'
  check 'a-b-c a-bXc' 0
}

@test "more: x=a.b.c; echo {x//./_}" {
  run sh -c 'x="a.b.c"; echo ${x//./_}'
  check 'a_b_c' 0
}

@test "more: echo (( 1 + 2 ))(( 3 ))" {
  run sh -c 'echo $(( 1 + 2 ))$(( 3 ))'
  check '33' 0
}

@test "more: x=3; y=4; echo (( x * y + (x - y) ))" {
  run sh -c 'x=3; y=4; echo $(( x * y + (x - y) ))'
  check '11' 0
}

@test "more: echo (( -1 >> 1 )) (( 1 << 63 )) (( 9223372036854775807 + 1 " {
  run sh -c 'echo $(( -1 >> 1 )) $(( 1 << 63 )) $(( 9223372036854775807 + 1 ))'
  check '-1 -9223372036854775808 -9223372036854775808' 0
}

@test "more: echo ((3,4)) ((a=b=5)) a b" {
  run sh -c 'echo $((3,4)) $((a=b=5)) $a $b'
  check '4 5 5 5' 0
}

@test "more: x=1; echo ((x == 1 && y == 0)) ((x || z++)) z" {
  run sh -c 'x=1; echo $((x == 1 && y == 0)) $((x || z++)) $z'
  check '1 1' 0
}

@test "more: echo ((2 > 1 ? 10 : 1/0))" {
  run sh -c 'echo $((2 > 1 ? 10 : 1/0))'
  check '10' 0
}

@test "more: i=0; while [ ((i+=1)) -lt 5 ]; do :; done; echo i" {
  run sh -c 'i=0; while [ $((i+=1)) -lt 5 ]; do :; done; echo $i'
  check '5' 0
}

@test "more: x=5; x=((x*2)); echo x; : ((x++)); echo x" {
  run sh -c 'x=5; x=$((x*2)); echo $x; : $((x++)); echo $x'
  check '10
11' 0
}

@test "more: echo ((1 + 2 * 3 - 4 / 2 % 3))" {
  run sh -c 'echo $((1 + 2 * 3 - 4 / 2 % 3))'
  check '5' 0
}

@test "more: x=010; echo ((x)) ((x+0))" {
  run sh -c 'x=010; echo $((x)) $((x+0))'
  check '8 8' 0
}

@test "more: readonly RO=1; unset RO; echo ?; echo RO" {
  run sh -c 'readonly RO=1; unset RO; echo $?; echo $RO'
  check 'sh: line 1: unset: RO: cannot unset: readonly variable
1
1' 0
}

@test "more: export -p | grep -c ^declare -x PATH=" {
  run sh -c 'export -p | grep -c "^declare -x PATH="'
  check '1' 0
}

@test "more: a=1 b=2; echo a b" {
  run sh -c 'a=1 b=2; echo $a $b'
  check '1 2' 0
}

@test "more: a=1 b=a; echo b" {
  run sh -c 'a=1 b=$a; echo $b'
  check '1' 0
}

@test "more: f() { echo x; }; x=outer; x=inner f; echo x" {
  run sh -c 'f() { echo $x; }; x=outer; x=inner f; echo $x'
  check 'inner
outer' 0
}

@test "more: unset x; x=temp export_test=1 sh -c 'echo x'" {
  run sh -c 'unset x; x=temp export_test=1 sh -c '\''echo $x'\'''
  check 'temp' 0
}

@test "more: echo a > file with space; cat file with space; ls" {
  run sh -c 'echo "a" > "file with space"; cat "file with space"; ls'
  check 'a
file with space' 0
}

@test "more: x='a;b'; echo x; eval echo x 2>&1" {
  run -127 sh -c 'x='\''a;b'\''; echo $x; eval "echo $x" 2>&1'
  check 'a;b
a
sh: line 1: b: command not found' 127
}

@test "more: cmd='echo hi'; cmd; cmd 2>/dev/null; echo ?" {
  run sh -c 'cmd='\''echo hi'\''; $cmd; "$cmd" 2>/dev/null; echo $?'
  check 'hi
127' 0
}

@test "more: echo 'atbx41101n' | od -c | head -2" {
  run sh -c 'echo $'\''a\tb\x41\101\n'\'' | od -c | head -2'
  check '0000000   a  \t   b   A   A  \n  \n
0000007' 0
}

@test "more: echo 'it's'" {
  run sh -c 'echo $'\''it\'\''s'\'''
  check 'it'\''s' 0
}

@test "more: echo 'not'" {
  run sh -c 'echo "$'\''not'\''"'
  check '$'\''not'\''' 0
}

@test "more: x=5; echo {x} xx {x}x" {
  run sh -c 'x=5; echo "${x}" "$x"x "${x}x"'
  check '5 5x 5x' 0
}

@test "more: echo abc 'a'" {
  run sh -c 'echo "\a\b\c" '\''\a'\'''
  check '\a\b\c \a' 0
}

@test "more: echo -e 'xny' -n; echo -n -e 'atbn'; echo -E 'atb'" {
  run sh -c 'echo -e '\''x\ny'\'' -n; echo -n -e '\''a\tb\n'\''; echo -E '\''a\tb'\'''
  check 'x
y -n
a	b
a\tb' 0
}

@test "more: echo -n; echo; echo -- -n; echo -nx" {
  run sh -c 'echo -n; echo; echo -- -n; echo -nx'
  check '
-- -n
-nx' 0
}

@test "more: printf '%sn' (printf 'no newline')" {
  run sh -c 'printf '\''%s\n'\'' "$(printf '\''no newline'\'')"'
  check 'no newline' 0
}

@test "more: echo (printf '%s ' a b c)x" {
  run sh -c 'echo $(printf '\''%s '\'' a b c)x'
  check 'a b c x' 0
}

@test "more: trap 'echo exiting ?' EXIT; false" {
  run sh -c 'trap '\''echo exiting $?'\'' EXIT; false'
  check 'exiting 1' 1
}

@test "more: trap 'echo in trap' EXIT; exit 4" {
  run sh -c 'trap '\''echo in trap'\'' EXIT; exit 4'
  check 'in trap' 4
}

@test "more: f() { trap 'echo t' EXIT; }; f; echo after" {
  run sh -c 'f() { trap '\''echo t'\'' EXIT; }; f; echo after'
  check 'after
t' 0
}

@test "more: (trap 'echo sub exit' EXIT; echo in sub); echo out" {
  run sh -c '(trap '\''echo sub exit'\'' EXIT; echo in sub); echo out'
  check 'in sub
sub exit
out' 0
}

@test "more: trap 'echo int' INT; kill -INT ; echo cont" {
  run sh -c 'trap '\''echo int'\'' INT; kill -INT $$; echo cont'
  check 'int
cont' 0
}

@test "more: trap '' TERM; kill -TERM ; echo survived" {
  run sh -c 'trap '\'''\'' TERM; kill -TERM $$; echo survived'
  check 'survived' 0
}

@test "more: set -e; x=(false); echo reached_?" {
  run sh -c 'set -e; x=$(false); echo reached_$?'
  check '' 1
}

@test "more: set -e; for i in 1 2; do false; done; echo no" {
  run sh -c 'set -e; for i in 1 2; do false; done; echo no'
  check '' 1
}

@test "more: set -e; while false; do :; done; echo yes" {
  run sh -c 'set -e; while false; do :; done; echo yes'
  check 'yes' 0
}

@test "more: set -e; { false; echo no; }; echo no" {
  run sh -c 'set -e; { false; echo no; }; echo no'
  check '' 1
}

@test "more: set -e; false | true; echo yes" {
  run sh -c 'set -e; false | true; echo yes'
  check 'yes' 0
}

@test "more: set -e; f() { false; return 0; }; f && echo ok; echo end" {
  run sh -c 'set -e; f() { false; return 0; }; f && echo ok; echo end'
  check 'ok
end' 0
}

@test "more: set -e; x=1; [ x = 2 ] && echo no; echo after" {
  run sh -c 'set -e; x=1; [ $x = 2 ] && echo no; echo after'
  check 'after' 0
}

@test "more: set +e; false; echo on; set -e; set +e; false; echo still" {
  run sh -c 'set +e; false; echo on; set -e; set +e; false; echo still'
  check 'on
still' 0
}

@test "more: set -u; echo {unset_x:-default}; echo {unset_y-d2}" {
  run sh -c 'set -u; echo ${unset_x:-default}; echo ${unset_y-d2}'
  check 'default
d2' 0
}

@test "more: set -u; x=; echo [x]" {
  run sh -c 'set -u; x=; echo "[$x]"'
  check '[]' 0
}

@test "more: set -f; echo /*; set +f; echo /e*c" {
  run sh -c 'set -f; echo /*; set +f; echo /e*c'
  check '/*
/etc' 0
}

@test "more: set -- a b c; echo #; set -- ; echo #" {
  run sh -c 'set -- a b c; echo $#; set -- ; echo $#'
  check '3
0' 0
}

@test "more: set -x; x=5; echo a b x 2>&1" {
  run sh -c 'set -x; x=5; echo "a b" $x 2>&1'
  check '+ x=5
+ echo '\''a b'\'' 5
a b 5' 0
}

@test "more: set -v; echo verbose 2>&1" {
  run sh -c 'set -v; echo verbose 2>&1'
  check 'verbose' 0
}

@test "more: set -o | grep -E '^(errexit|pipefail)'" {
  run sh -c 'set -o | grep -E '\''^(errexit|pipefail)'\'''
  check 'errexit        	off
pipefail       	off' 0
}

@test "more: shift 5; echo ?" {
  run sh -c 'shift 5; echo $?'
  check '1' 0
}

@test "more: set -- 1 2 3; shift 3; echo # @" {
  run sh -c 'set -- 1 2 3; shift 3; echo $# "$@"'
  check '0' 0
}

@test "more: echo (( # + 1 ))" {
  run sh -c 'echo $(( $# + 1 ))'
  check '1' 0
}

@test "more: f() { echo #; shift; echo 1; }; f 1 2 3; echo #" {
  run sh -c 'f() { echo $#; shift; echo $1; }; f 1 2 3; echo $#'
  check '3
2
0' 0
}

@test "more: f() { local a=1 b; b=2; echo a b; }; f; echo [ab]" {
  run sh -c 'f() { local a=1 b; b=2; echo $a $b; }; f; echo "[$a$b]"'
  check '1 2
[]' 0
}

@test "more: f() { local x; x=1; g; }; g() { x=2; }; x=0; f; echo x" {
  run sh -c 'f() { local x; x=1; g; }; g() { x=2; }; x=0; f; echo $x'
  check '0' 0
}

@test "more: f() { echo first; }; f() { echo second; }; f" {
  run sh -c 'f() { echo first; }; f() { echo second; }; f'
  check 'second' 0
}

@test "more: function g { echo kw; }; g; function h() { echo kw2; }; h" {
  run sh -c 'function g { echo kw; }; g; function h() { echo kw2; }; h'
  check 'kw
kw2' 0
}

@test "more: f() ( echo subshell body; exit 3 ); f; echo ?" {
  run sh -c 'f() ( echo subshell body; exit 3 ); f; echo $?'
  check 'subshell body
3' 0
}

@test "more: f() { return; }; false; f; echo ?" {
  run sh -c 'f() { return; }; false; f; echo $?'
  check '1' 0
}

@test "more: f() { echo 1; }; f (echo a b)" {
  run sh -c 'f() { echo $1; }; f "$(echo a b)"'
  check 'a b' 0
}

@test "more: recurse() { [ 1 -gt 0 ] && recurse ((1-1)) || echo bottom; }" {
  run sh -c 'recurse() { [ $1 -gt 0 ] && recurse $(($1-1)) || echo bottom; }; recurse 50'
  check 'bottom' 0
}

@test "more: x=(f() { echo infunc; }; f); echo x" {
  run sh -c 'x=$(f() { echo infunc; }; f); echo $x'
  check 'infunc' 0
}

@test "more: echo start; (echo in; exit 1; echo no); echo ?" {
  run sh -c 'echo start; (echo in; exit 1; echo no); echo $?'
  check 'start
in
1' 0
}

@test "more: { echo g; } && { echo h; }" {
  run sh -c '{ echo g; } && { echo h; }'
  check 'g
h' 0
}

@test "more: true && { false || echo recovered; }" {
  run sh -c 'true && { false || echo recovered; }'
  check 'recovered' 0
}

@test "more: if ! false; then echo negated; fi" {
  run sh -c 'if ! false; then echo negated; fi'
  check 'negated' 0
}

@test "more: for i in a b; do echo i; done | sort -r" {
  run sh -c 'for i in a b; do echo $i; done | sort -r'
  check 'b
a' 0
}

@test "more: echo abc | while read -n 1 c; do echo c; done 2>/dev/null | " {
  run sh -c 'echo abc | while read -n 1 c; do echo $c; done 2>/dev/null | head -3'
  check 'a
b
c' 0
}

@test "more: echo a b c | { read -a arr 2>/dev/null; echo ?; }" {
  run sh -c 'echo "a b c" | { read -a arr 2>/dev/null; echo $?; }'
  check '0' 0
}

@test "more: printf 'a:bn' | { IFS=: read x y; echo yx; }" {
  run sh -c 'printf '\''a:b\n'\'' | { IFS=: read x y; echo "$y$x"; }'
  check 'ba' 0
}

@test "more: echo 'line1" {
  run sh -c 'echo '\''line1
line2'\'' | { read a; read b; echo "$b $a"; }'
  check 'line2 line1' 0
}

@test "more: read x < /nonexistent 2>&1; echo ?" {
  run sh -c 'read x < /nonexistent 2>&1; echo $?'
  check 'sh: line 1: /nonexistent: No such file or directory
1' 0
}

@test "more: printf 'x' | { read -r; echo REPLY; }" {
  run sh -c 'printf '\''x'\'' | { read -r; echo "$REPLY"; }'
  check 'x' 0
}

@test "more: printf 'ab|cd' | { read -d '|' x; echo x; }" {
  run sh -c 'printf '\''ab|cd'\'' | { read -d '\''|'\'' x; echo $x; }'
  check 'ab' 0
}

@test "more: printf 'abcdef' | { read -n 3 x; echo x; }" {
  run sh -c 'printf '\''abcdef'\'' | { read -n 3 x; echo $x; }'
  check 'abc' 0
}

@test "more: echo ok >/dev/null; echo ?; cat /nonexist 2>/dev/null; echo " {
  run sh -c 'echo ok >/dev/null; echo $?; cat /nonexist 2>/dev/null; echo $?'
  check '0
1' 0
}

@test "more: cat < /nonexistent_in; echo ?" {
  run sh -c 'cat < /nonexistent_in; echo $?'
  check 'sh: line 1: /nonexistent_in: No such file or directory
1' 0
}

@test "more: echo x > /nonexistent_dir/f; echo ?" {
  run sh -c 'echo x > /nonexistent_dir/f; echo $?'
  check 'sh: line 1: /nonexistent_dir/f: No such file or directory
1' 0
}

@test "more: { echo x; } > /nonexistent_dir/f; echo ?" {
  run sh -c '{ echo x; } > /nonexistent_dir/f; echo $?'
  check 'sh: line 1: /nonexistent_dir/f: No such file or directory
1' 0
}

@test "more: exec > out5; echo to file; exec >&2; cat out5 >&2" {
  run sh -c 'exec > out5; echo to file; exec >&2; cat out5 >&2'
  check 'to file' 0
}

@test "more: echo a 1>&2 2>/dev/null" {
  run sh -c 'echo a 1>&2 2>/dev/null'
  check 'a' 0
}

@test "more: x=out6; echo redir > x; cat out6" {
  run sh -c 'x=out6; echo redir > $x; cat out6'
  check 'redir' 0
}

@test "more: echo one >o7 two; cat o7" {
  run sh -c 'echo one >o7 two; cat o7'
  check 'one two' 0
}

@test "more: >empty; ls -s empty | cut -d' ' -f1; wc -c < empty" {
  run sh -c '>empty; ls -s empty | cut -d'\'' '\'' -f1; wc -c < empty'
  check '0
0' 0
}

@test "more: cat <<< here string ((1+1))" {
  run sh -c 'cat <<< "here string $((1+1))"'
  check 'here string 2' 0
}

@test "more: cat <<EOF | tr a-z A-Z" {
  run sh -c 'cat <<EOF | tr a-z A-Z
pipe heredoc
EOF'
  check 'PIPE HEREDOC' 0
}

@test "more: cat <<EOF" {
  run sh -c 'cat <<"EOF"
$quoted "heredoc"
EOF'
  check '$quoted "heredoc"' 0
}

@test "more: cat <<EOF +" {
  run sh -c 'cat <<E\OF
$partly
EOF'
  check '$partly' 0
}

@test "more: f() { cat <<EOF" {
  run sh -c 'f() { cat <<EOF
in func $1
EOF
}; f arg'
  check 'in func arg' 0
}

@test "more: cat << EOF" {
  run sh -c 'cat << EOF
a\
b
EOF'
  check 'ab' 0
}

@test "more: cat <<EOF + +" {
  run sh -c 'cat <<EOF
$(echo sub)
\`x\` ${HOME_X:-def}
EOF'
  check 'sub
`x` def' 0
}

@test "more: case x in (x) echo paren;; esac" {
  run sh -c 'case x in (x) echo paren;; esac'
  check 'paren' 0
}

@test "more: case  in ) echo empty;; esac" {
  run sh -c 'case "" in "") echo empty;; esac'
  check 'empty' 0
}

@test "more: x=hello; case x in h*o) echo glob;; *) echo no;; esac" {
  run sh -c 'x=hello; case $x in h*o) echo glob;; *) echo no;; esac'
  check 'glob' 0
}

@test "more: case ab in a*) echo no;; a*) echo yes;; esac" {
  run sh -c 'case ab in a\*) echo no;; "a"*) echo yes;; esac'
  check 'yes' 0
}

@test "more: case a in b) echo b;; esac; echo ?" {
  run sh -c 'case a in b) echo b;; esac; echo $?'
  check '0' 0
}

@test "more: case x in" {
  run sh -c 'case x in
  x)
    echo multi
    ;;
esac'
  check 'multi' 0
}

@test "more: case ((1+1)) in 2) echo two;; esac" {
  run sh -c 'case $((1+1)) in 2) echo two;; esac'
  check 'two' 0
}

@test "more: for f in a b c" {
  run sh -c 'for f in a b c
do
  echo $f
done'
  check 'a
b
c' 0
}

@test "more: while false" {
  run sh -c 'while false
do
  :
done; echo $?'
  check '0' 0
}

@test "more: if [ 1 = 1 ]" {
  run sh -c 'if [ 1 = 1 ]
then
  echo a
else
  echo b
fi'
  check 'a' 0
}

@test "more: x=1" {
  run sh -c 'x=1
if [ $x = 1 ]; then echo one
elif [ $x = 2 ]; then echo two
fi'
  check 'one' 0
}

@test "more: echo ((1 +" {
  run sh -c 'echo $((1 +
2))'
  check '3' 0
}

@test "more: echo a &&" {
  run sh -c 'echo a &&
echo b ||
echo c'
  check 'a
b' 0
}

@test "more: echo a |" {
  run sh -c 'echo a |
tr a b'
  check 'b' 0
}

@test "conf: set -- a 'b c'; for i in {1+@}; do echo [i]; done" {
  run sh -c 'set -- a '\''b c'\''; for i in ${1+"$@"}; do echo "[$i]"; done'
  check '[a]
[b c]' 0
}

@test "conf: set x 'a b' c; shift; echo #; for i; do echo <i>; done" {
  run sh -c 'set x '\''a b'\'' c; shift; echo $#; for i; do echo "<$i>"; done'
  check '2
<a b>
<c>' 0
}

@test "conf: (unset x) >/dev/null 2>&1 && echo can_unset" {
  run sh -c '(unset x) >/dev/null 2>&1 && echo can_unset'
  check 'can_unset' 0
}

@test "conf: { (exit 1); exit 1; }; echo no" {
  run sh -c '{ (exit 1); exit 1; }; echo no'
  check '' 1
}

@test "conf: as_nl='" {
  run sh -c 'as_nl='\''
'\''; case $as_nl in *'\''
'\''*) echo has_nl;; esac'
  check 'has_nl' 0
}

@test "conf: exec 7<&0 </dev/null 6>&1; echo fd6 >&6; cat; exec 7<&- 6>&-" {
  run sh -c 'exec 7<&0 </dev/null 6>&1; echo fd6 >&6; cat; exec 7<&- 6>&-; echo closed'
  check 'fd6
closed' 0
}

@test "conf: trap 'st=?; echo trap0 st; exit st' 0; (exit 3)" {
  run sh -c 'trap '\''st=$?; echo "trap0 $st"; exit $st'\'' 0; (exit 3)'
  check 'trap0 3' 3
}

@test "conf: x=val; ac={x+set}; echo ac; ac={nope+set}; echo [ac]" {
  run sh -c 'x=val; ac=${x+set}; echo $ac; ac=${nope+set}; echo "[$ac]"'
  check 'set
[]' 0
}

@test "conf: as_fn_set_status () { return 1; }; as_fn_set_status 4; echo " {
  run sh -c 'as_fn_set_status () { return $1; }; as_fn_set_status 4; echo $?'
  check '4' 0
}

@test "conf: as_fn_exit () { set +e; as_fn_set_status 1; exit 1; }; as_fn" {
  run sh -c 'as_fn_exit () { set +e; as_fn_set_status $1; exit $1; }; as_fn_set_status () { return $1; }; as_fn_exit 3'
  check '' 3
}

@test "conf: cat >conftest.c <<_ACEOF" {
  run sh -c 'cat >conftest.c <<_ACEOF
/* confdefs */
#define X "$((1+1))"
_ACEOF
cat conftest.c'
  check '/* confdefs */
#define X "2"' 0
}

@test "conf: for ac_dir in /bin /usr/bin; do test -x ac_dir/ls && { echo " {
  run sh -c 'for ac_dir in /bin /usr/bin; do test -x "$ac_dir/ls" && { echo found; break; }; done'
  check 'found' 0
}

@test "conf: IFS=:; for d in /a:/b::/c; do echo d; done; p=/a:/b::/c; for" {
  run sh -c 'IFS=:; for d in /a:/b::/c; do echo "$d"; done; p="/a:/b::/c"; for d in $p; do echo "[$d]"; done'
  check '/a:/b::/c
[/a]
[/b]
[]
[/c]' 0
}

@test "conf: ac_var=CC; eval ac_val=ac_var; CC=gcc; eval ac_val=ac_var; e" {
  run sh -c 'ac_var=CC; eval ac_val=\$$ac_var; CC=gcc; eval ac_val=\$$ac_var; echo $ac_val'
  check 'gcc' 0
}

@test "conf: eval x_((1+1))=two; echo x_2" {
  run sh -c 'eval "x_$((1+1))=two"; echo $x_2'
  check 'two' 0
}

@test "conf: a=echo b | sed 's/b/c/'; echo a" {
  run sh -c 'a=`echo "b" | sed '\''s/b/c/'\''`; echo $a'
  check 'c' 0
}

@test "conf: test xunset_v = x && echo empty_x" {
  run sh -c 'test "x$unset_v" = x && echo empty_x'
  check 'empty_x' 0
}

@test "conf: if (exit 0) 2>/dev/null; then echo sub_ok; fi" {
  run sh -c 'if (exit 0) 2>/dev/null; then echo sub_ok; fi'
  check 'sub_ok' 0
}

@test "conf: echo echo inner quotes" {
  run sh -c 'echo "`echo \"inner quotes\"`"'
  check 'inner quotes' 0
}

@test "conf: x='y'; y=z; eval echo x" {
  run sh -c 'x='\''$y'\''; y=z; eval echo $x'
  check 'z' 0
}

@test "conf: ac_script='s/a/b/'; echo abc | sed ac_script" {
  run sh -c 'ac_script='\''s/a/b/'\''; echo abc | sed "$ac_script"'
  check 'bbc' 0
}

@test "conf: case echo 'ac' in *c*) echo has_c;; *) echo no_c;; esac" {
  run sh -c 'case `echo '\''a\c'\''` in *c*) echo has_c;; *) echo no_c;; esac'
  check 'has_c' 0
}

@test "conf: x=one two; set dummy x; shift; echo 1-2" {
  run sh -c 'x="one two"; set dummy $x; shift; echo $1-$2'
  check 'one-two' 0
}

@test "conf: ( echo sub1; echo sub2 ) | while read l; do echo got l; done" {
  run sh -c '( echo sub1; echo sub2 ) | while read l; do echo "got $l"; done'
  check 'got sub1
got sub2' 0
}

@test "conf: ac_prog=x; for ac_exec_ext in '' .exe; do echo [ac_progac_ex" {
  run sh -c 'ac_prog=x; for ac_exec_ext in '\'''\'' .exe; do echo "[$ac_prog$ac_exec_ext]"; done'
  check '[x]
[x.exe]' 0
}

@test "conf: expr 1 + 2; expr abc : 'a(.*)'" {
  run sh -c 'expr 1 + 2; expr "abc" : '\''a\(.*\)'\'''
  check '3
bc' 0
}

@test "conf: echo ((0x7fffffffffffffff))" {
  run sh -c 'echo "$((0x7fffffffffffffff))"'
  check '9223372036854775807' 0
}

@test "conf: lt_cmd='echo 1'; set -- hello; eval lt_cmd" {
  run sh -c 'lt_cmd='\''echo $1'\''; set -- hello; eval "$lt_cmd"'
  check 'hello' 0
}

@test "conf: { echo a >&3; } 3>&1" {
  run sh -c '{ echo a >&3; } 3>&1'
  check 'a' 0
}

@test "conf: f() { echo @ >&2; } ; f err 2>&1" {
  run sh -c 'f() { echo "$@" >&2; } ; f err 2>&1'
  check 'err' 0
}

@test "conf: exec 3>&1; x=(echo cap; echo out >&3); exec 3>&-; echo x" {
  run sh -c 'exec 3>&1; x=$(echo cap; echo out >&3); exec 3>&-; echo "$x"'
  check 'out
cap' 0
}

@test "conf: echo {x-a b} {x-c d}" {
  run sh -c 'echo "${x-"a b"}" ${x-"c d"}'
  check 'a b c d' 0
}

@test "conf: test -n {ZSH_VERSION+set} || echo not_zsh" {
  run sh -c 'test -n "${ZSH_VERSION+set}" || echo not_zsh'
  check 'not_zsh' 0
}

@test "conf: (set -o posix) 2>/dev/null && echo posix_ok" {
  run sh -c '(set -o posix) 2>/dev/null && echo posix_ok'
  check 'posix_ok' 0
}

@test "conf: x=abc; case x in" {
  run sh -c 'x=abc; case $x in
  a*) echo starts_a ;;
esac'
  check 'starts_a' 0
}

@test "conf: DUALCASE=1; export DUALCASE; echo DUALCASE" {
  run sh -c 'DUALCASE=1; export DUALCASE; echo $DUALCASE'
  check '1' 0
}

@test "conf: as_me=(basename 0) 2>/dev/null; echo ok" {
  run sh -c 'as_me=`(basename "$0") 2>/dev/null`; echo ok'
  check 'ok' 0
}

@test "conf: while :; do case 1 in 1) break;; esac; done; echo out" {
  run sh -c 'while :; do case 1 in 1) break;; esac; done; echo out'
  check 'out' 0
}

@test "conf: echo {#} {##} 2>/dev/null; echo done" {
  run sh -c 'echo ${#} ${##} 2>/dev/null; echo done'
  check '0 1
done' 0
}

@test "conf: x=a; x={x}b{x}; echo x" {
  run sh -c 'x=a; x="${x}b${x}"; echo $x'
  check 'aba' 0
}

@test "conf: echo (( {#x} + 1 ))" {
  run sh -c 'echo $(( ${#x} + 1 ))'
  check '1' 0
}

@test "conf: v=a" {
  run sh -c 'v="a
b"; echo "$v" | wc -l'
  check '2' 0
}

@test "conf: for f in *.nonexist; do echo f; done" {
  run sh -c 'for f in *.nonexist; do echo "$f"; done'
  check '*.nonexist' 0
}

@test "conf: echo  ' " {
  run sh -c 'echo \\ \'\'' \"'
  check '\ '\'' "' 0
}

@test "conf: x=1; readonly x; x=2 2>/dev/null; echo x" {
  run sh -c 'x=1; readonly x; x=2 2>/dev/null; echo $x'
  check 'sh: line 1: x: readonly variable' 1
}

@test "conf: echo (echo a  b)" {
  run sh -c 'echo "$(echo "a  b")"'
  check 'a  b' 0
}

@test "conf: x=(echo   spaced  ); echo [x]" {
  run sh -c 'x=$(echo "  spaced  "); echo "[$x]"'
  check '[  spaced  ]' 0
}

@test "conf: n=(printf '%d' 42); echo ((n + 1))" {
  run sh -c 'n=$(printf '\''%d'\'' 42); echo $((n + 1))'
  check '43' 0
}

@test "conf: echo (( 7 > 3 )) (( (7 > 3) + 1 ))" {
  run sh -c 'echo $(( 7 > 3 )) $(( (7 > 3) + 1 ))'
  check '1 2' 0
}

@test "conf: echo {PWD:+pwd_set}" {
  run sh -c 'echo ${PWD:+pwd_set}'
  check 'pwd_set' 0
}

@test "conf: x=a_b-c; echo {x%%[-_]*}" {
  run sh -c 'x=a_b-c; echo ${x%%[-_]*}'
  check 'a' 0
}

@test "conf: x=/a/b/c/; echo {x%/}" {
  run sh -c 'x=/a/b/c/; echo ${x%/}'
  check '/a/b/c' 0
}

@test "conf: x=file.c; echo {x%.c}.o" {
  run sh -c 'x=file.c; echo ${x%.c}.o'
  check 'file.o' 0
}

@test "conf: printf '%sn' {x-unset} {x:-empty}" {
  run sh -c 'printf '\''%s\n'\'' "${x-unset}" "${x:-empty}"'
  check 'unset
empty' 0
}

@test "conf: echo a'b'c" {
  run sh -c 'echo "a"'\''b'\''"c"'
  check 'abc' 0
}

@test "conf: echo ab''c" {
  run sh -c 'echo a""b'\'''\''c'
  check 'abc' 0
}

@test "conf: echo ; echo ''; echo  x" {
  run sh -c 'echo ""; echo '\'''\''; echo "" ""x'
  check '

 x' 0
}

@test "conf: set --  ; echo #; set -- @; echo #" {
  run sh -c 'set -- "" ""; echo $#; set -- $@; echo $#'
  check '2
0' 0
}

@test "conf: x= a b ; set -- x; echo #; set -- x; echo #" {
  run sh -c 'x=" a b "; set -- "$x"; echo $#; set -- $x; echo $#'
  check '1
2' 0
}

@test "conf: IFS=' :'; x=a : b; set -- x; echo #" {
  run sh -c 'IFS='\'' :'\''; x="a : b"; set -- $x; echo $#'
  check '2' 0
}

@test "conf: IFS=,; set -- a,b c; echo *; echo *" {
  run sh -c 'IFS=,; set -- "a,b" c; echo "$*"; echo $*'
  check 'a,b,c
a b c' 0
}

@test "conf: unset IFS; x=ab  c; set -- x; echo #" {
  run sh -c 'unset IFS; x="a	b  c"; set -- $x; echo $#'
  check '3' 0
}

@test "conf: echo ((1)) ;echo (( 1 )) ; echo ((1))" {
  run sh -c 'echo $((1)) ;echo $(( 1 )) ; echo $((	1	))'
  check '1
1
1' 0
}

@test "conf: x='; echo x x" {
  run sh -c 'x=\'\''; echo "$x" $x'
  check ''\'' '\''' 0
}

@test "conf: echo -n a; echo -n b; echo" {
  run sh -c 'echo -n a; echo -n b; echo'
  check 'ab' 0
}

@test "conf: f() { echo one; }; alias f2=f; type f | head -1" {
  run sh -c 'f() { echo one; }; alias f2=f; type f | head -1'
  check 'f is a function' 0
}

@test "conf: pwd -P >/dev/null; echo ?" {
  run sh -c 'pwd -P >/dev/null; echo $?'
  check '0' 0
}

@test "conf: cd /; echo PWD; cd usr; echo PWD; cd ..; echo PWD; echo OLDP" {
  run sh -c 'cd /; echo $PWD; cd usr; echo $PWD; cd ..; echo $PWD; echo $OLDPWD'
  check '/
/usr
/
/usr' 0
}

@test "conf: cd -- /tmp; pwd" {
  run sh -c 'cd -- /tmp; pwd'
  check '/tmp' 0
}

@test "conf: HOME=/usr; cd; pwd" {
  run sh -c 'HOME=/usr; cd; pwd'
  check '/usr' 0
}

@test "conf: CDPATH=/usr; cd lib >/dev/null; pwd" {
  run sh -c 'CDPATH=/usr; cd lib >/dev/null; pwd'
  check '/usr/lib' 0
}

@test "conf: kill -0  && echo alive" {
  run sh -c 'kill -0 $$ && echo alive'
  check 'alive' 0
}

@test "conf: sleep 1 & pid=!; kill pid; wait pid; echo ?" {
  run sh -c 'sleep 1 & pid=$!; kill $pid; wait $pid; echo $?'
  check '143' 0
}

@test "conf: (exit 5) & wait !; echo ?" {
  run sh -c '(exit 5) & wait $!; echo $?'
  check '5' 0
}

@test "conf: false & wait; echo ?" {
  run sh -c 'false & wait; echo $?'
  check '0' 0
}

@test "conf: jobs; echo none" {
  run sh -c 'jobs; echo none'
  check 'none' 0
}

@test "conf: wait 99999; echo ?" {
  run sh -c 'wait 99999; echo $?'
  check 'sh: line 1: wait: pid 99999 is not a child of this shell
127' 0
}

@test "conf: umask 0077; umask; umask u=rwx,g=rx,o=; umask" {
  run sh -c 'umask 0077; umask; umask u=rwx,g=rx,o=; umask'
  check '0077
0027' 0
}

@test "conf: times | wc -l" {
  run sh -c 'times | wc -l'
  check '2' 0
}

@test "conf: ulimit -n >/dev/null && echo ulimit_ok" {
  run sh -c 'ulimit -n >/dev/null && echo ulimit_ok'
  check 'ulimit_ok' 0
}

@test "conf: hash ls; echo ?" {
  run sh -c 'hash ls; echo $?'
  check '0' 0
}

@test "conf: let 'x = 2 * 3'; echo x; let 0; echo ?" {
  run sh -c 'let '\''x = 2 * 3'\''; echo $x; let 0; echo $?'
  check '6
1' 0
}

@test "conf: command echo hi; command -v nonexistent_x; echo ?" {
  run sh -c 'command echo hi; command -v nonexistent_x; echo $?'
  check 'hi
1' 0
}

@test "conf: command -V echo" {
  run sh -c 'command -V echo'
  check 'echo is a shell builtin' 0
}

@test "conf: type -t echo 2>/dev/null; type if" {
  run sh -c 'type -t echo 2>/dev/null; type if'
  check 'builtin
if is a shell keyword' 0
}

@test "conf: unset -v x; x=1; unset x; echo {x-unset}" {
  run sh -c 'unset -v x; x=1; unset x; echo ${x-unset}'
  check 'unset' 0
}

@test "conf: unset nonexistent_var; echo ?" {
  run sh -c 'unset nonexistent_var; echo $?'
  check '0' 0
}

@test "conf: export A=1 B; B=2; sh -c 'echo A B'" {
  run sh -c 'export A=1 B; B=2; sh -c '\''echo $A $B'\'''
  check '1 2' 0
}

@test "conf: export -n A 2>/dev/null; echo ok" {
  run sh -c 'export -n A 2>/dev/null; echo ok'
  check 'ok' 0
}

@test "conf: declare -x DX=1; sh -c 'echo DX'" {
  run sh -c 'declare -x DX=1; sh -c '\''echo $DX'\'''
  check '1' 0
}

@test "conf: local x 2>&1; echo ?" {
  run sh -c 'local x 2>&1; echo $?'
  check 'sh: line 1: local: can only be used in a function
1' 0
}

@test "conf: f() { local -; echo in; }; f 2>/dev/null; echo out" {
  run sh -c 'f() { local -; echo in; }; f 2>/dev/null; echo out'
  check 'in
out' 0
}

@test "conf: getopts a: o -a; echo o ?" {
  run sh -c 'getopts "a:" o -a; echo "$o $?"'
  check 'sh: option requires an argument -- a
? 0' 0
}

@test "conf: OPTIND=1; while getopts :ab o -a -z; do echo o {OPTARG-}; do" {
  run sh -c 'OPTIND=1; while getopts ":ab" o -a -z; do echo "$o ${OPTARG-}"; done'
  check 'a 
? z' 0
}

@test "conf: OPTIND=1; while getopts ab o -z 2>&1; do echo o; done" {
  run sh -c 'OPTIND=1; while getopts "ab" o -z 2>&1; do echo "$o"; done'
  check 'sh: illegal option -- z
?' 0
}

@test "conf: OPTIND=1; while getopts ab: o -ab x y; do echo o {OPTARG-}; " {
  run sh -c 'OPTIND=1; while getopts "ab:" o -ab x y; do echo "$o ${OPTARG-}"; done; echo $OPTIND'
  check 'a 
b x
3' 0
}

@test "conf: OPTIND=1; set -- -a -- -b; while getopts ab o; do echo o; do" {
  run sh -c 'OPTIND=1; set -- -a -- -b; while getopts "ab" o; do echo $o; done; echo $OPTIND'
  check 'a
3' 0
}

@test "conf: f() { OPTIND=1; while getopts x: o; do echo o=OPTARG; done; " {
  run sh -c 'f() { OPTIND=1; while getopts "x:" o; do echo "$o=$OPTARG"; done; shift $((OPTIND-1)); echo "rest $*"; }; f -x 1 -x2 a b'
  check 'x=1
x=2
rest a b' 0
}

@test "brace: echo {a,b}c x{1,2}y{3,4}" {
  run sh -c 'echo {a,b}c x{1,2}y{3,4}'
  check 'ac bc x1y3 x1y4 x2y3 x2y4' 0
}

@test "brace: echo {1..5} {5..1} {1..10..3} {a..e} {e..a..2}" {
  run sh -c 'echo {1..5} {5..1} {1..10..3} {a..e} {e..a..2}'
  check '1 2 3 4 5 5 4 3 2 1 1 4 7 10 a b c d e e c a' 0
}

@test "brace: echo {01..10..3} {-2..2}" {
  run sh -c 'echo {01..10..3} {-2..2}'
  check '01 04 07 10 -2 -1 0 1 2' 0
}

@test "brace: echo {a,b} '{a,b}' {a,b} {a} {} {a..} a{,b}" {
  run sh -c 'echo "{a,b}" '\''{a,b}'\'' \{a,b} {a} {} {a..} a{,b}'
  check '{a,b} {a,b} {a,b} {a} {} {a..} a ab' 0
}

@test "brace: x=1; echo {x,2} {x}{a,b}" {
  run sh -c 'x=1; echo {$x,2} ${x}{a,b}'
  check '1 2 1a 1b' 0
}

@test "brace: echo {a,{b,c}}d {x,y}{1..2}" {
  run sh -c 'echo {a,{b,c}}d {x,y}{1..2}'
  check 'ad bd cd x1 x2 y1 y2' 0
}

@test "brace: echo a{b,c{d,e}f}g" {
  run sh -c 'echo a{b,c{d,e}f}g'
  check 'abg acdfg acefg' 0
}

@test "brace: mkdir -p t/{a,b}; ls t" {
  run sh -c 'mkdir -p t/{a,b}; ls t'
  check 'a
b' 0
}

@test "brace: echo {1..3}{a,b}" {
  run sh -c 'echo {1..3}{a,b}'
  check '1a 1b 2a 2b 3a 3b' 0
}

@test "brace: echo {x:-{a,b}} 2>&1" {
  run sh -c 'echo ${x:-{a,b}} 2>&1'
  check '{a,b}' 0
}

@test "brace: echo {a..c}{1..2} | wc -w" {
  run sh -c 'echo {a..c}{1..2} | wc -w'
  check '6' 0
}

@test "alias: shopt -s expand_aliases 2>/dev/null" {
  run sh -c 'shopt -s expand_aliases 2>/dev/null
alias hi='\''echo hello'\''
hi world'
  check 'hello world' 0
}

@test "alias: shopt -s expand_aliases 2>/dev/null +" {
  run sh -c 'shopt -s expand_aliases 2>/dev/null
alias e='\''echo'\'' n='\''echo nested'\''
alias x=n
x
unalias x; x 2>/dev/null; echo $?'
  check 'nested
nested
0' 0
}

@test "alias: shopt -s expand_aliases 2>/dev/null + +" {
  run sh -c 'shopt -s expand_aliases 2>/dev/null
alias ls='\''ls -d'\''
ls /'
  check '/' 0
}

@test "alias: alias a1=b1 b1=c1; alias; unalias -a; alias; echo empty" {
  run sh -c 'alias a1=b1 b1=c1; alias; unalias -a; alias; echo empty'
  check 'alias a1='\''b1'\''
alias b1='\''c1'\''
empty' 0
}

@test "alias: unalias nonexist; echo ?" {
  run sh -c 'unalias nonexist; echo $?'
  check 'sh: line 1: unalias: nonexist: not found
1' 0
}

@test "misc: x=5; echo (( x )) (( x )) (( x + x ))" {
  run sh -c 'x=5; echo $(( x )) $(( $x )) $(( x + $x ))'
  check '5 5 10' 0
}

@test "misc: echo (( 1 < 2 )) (( 2 <= 2 )) (( 3 >= 4 ))" {
  run sh -c 'echo $(( 1 < 2 )) $(( 2 <= 2 )) $(( 3 >= 4 ))'
  check '1 1 0' 0
}

@test "misc: x=2; (( x *= 3 )); echo x; (( x /= 4 )); echo x; (( x %= 1 )" {
  run sh -c 'x=2; (( x *= 3 )); echo $x; (( x /= 4 )); echo $x; (( x %= 1 )); echo $x'
  check '6
1
0' 0
}

@test "misc: x=5; (( x <<= 2, x |= 1 )); echo x; (( x &= 6 )); echo x; ((" {
  run sh -c 'x=5; (( x <<= 2, x |= 1 )); echo $x; (( x &= 6 )); echo $x; ((x ^= 3)); echo $x'
  check '21
4
7' 0
}

@test "misc: (( 0 )); echo ?; (( 5 )); echo ?" {
  run sh -c '(( 0 )); echo $?; (( 5 )); echo $?'
  check '1
0' 0
}

@test "misc: echo RANDOM | grep -qE '^[0-9]+' && echo rand" {
  run sh -c 'echo $RANDOM | grep -qE '\''^[0-9]+$'\'' && echo rand'
  check 'rand' 0
}

@test "misc: RANDOM=1; a=RANDOM; RANDOM=1; b=RANDOM; [ a = b ] && echo se" {
  run sh -c 'RANDOM=1; a=$RANDOM; RANDOM=1; b=$RANDOM; [ $a = $b ] && echo seeded'
  check 'seeded' 0
}

@test "misc: echo PPID | grep -qE '^[0-9]+' && echo ppid" {
  run sh -c 'echo $PPID | grep -qE '\''^[0-9]+$'\'' && echo ppid'
  check 'ppid' 0
}

@test "misc: [ UID = (id -u) ] && echo uid" {
  run sh -c '[ "$UID" = "$(id -u)" ] && echo uid'
  check 'uid' 0
}

@test "misc: echo {HOSTNAME:+host}" {
  run sh -c 'echo "${HOSTNAME:+host}"'
  check 'host' 0
}

@test "misc: f() { echo FUNCNAME; }; f 2>/dev/null || echo nofuncname" {
  run sh -c 'f() { echo $FUNCNAME; }; f 2>/dev/null || echo nofuncname'
  check 'f' 0
}

@test "misc: x=hello world; echo {x^^} {x^} {x,,}; y=ABC; echo {y,} {y,,}" {
  run sh -c 'x="hello world"; echo ${x^^} ${x^} ${x,,}; y=ABC; echo ${y,} ${y,,}'
  check 'HELLO WORLD Hello world hello world
aBC abc' 0
}

@test "misc: x=abcdef; echo {x:2:2} {x:(-3)} {x: -3:2} {x:1:-1}" {
  run sh -c 'x=abcdef; echo ${x:2:2} ${x:(-3)} ${x: -3:2} ${x:1:-1}'
  check 'cd def de bcde' 0
}

@test "misc: x=abc; echo {!x} 2>/dev/null; y=x; echo {!y}" {
  run sh -c 'x=abc; echo ${!x} 2>/dev/null; y=x; echo ${!y}'
  check '
abc' 0
}

@test "misc: vara=1 varb=2; echo {!var*}" {
  run sh -c 'vara=1 varb=2; echo ${!var*}'
  check 'vara varb' 0
}

@test "misc: x=aaa; echo {x/a/b} {x//a/b} {x/#a/b} {x/%a/b}" {
  run sh -c 'x=aaa; echo ${x/a/b} ${x//a/b} ${x/#a/b} ${x/%a/b}'
  check 'baa bbb baa aab' 0
}

@test "misc: x=path/to/file; echo {x////:}" {
  run sh -c 'x=path/to/file; echo ${x//\//:}'
  check 'path:to:file' 0
}

@test "misc: x='a*b'; echo {x/*/star} {x/'*'/q}" {
  run sh -c 'x='\''a*b'\''; echo ${x/\*/star} "${x/'\''*'\''/q}"'
  check 'astarb aqb' 0
}

@test "misc: set -- a b c d; echo {@:2} {*:1:2}" {
  run sh -c 'set -- a b c d; echo ${@:2} ${*:1:2}'
  check 'b c d a b' 0
}

@test "misc: echo 'e' | od -An -c | tr -s ' '" {
  run sh -c 'echo $'\''\e'\'' | od -An -c | tr -s '\'' '\'''
  check ' 033 \n' 0
}

@test "misc: cat <<< 'twonlines'" {
  run sh -c 'cat <<< $'\''two\nlines'\'''
  check 'two
lines' 0
}

@test "misc: read -r a <<<   x y  ; echo [a]" {
  run sh -c 'read -r a <<< "  x y  "; echo "[$a]"'
  check '[x y]' 0
}

@test "misc: echo a |& cat" {
  run sh -c 'echo a |& cat'
  check 'a' 0
}

@test "misc: ls /nonexistent_q |& sed 's/.*nonexistent_q.*/err/'" {
  run sh -c 'ls /nonexistent_q |& sed '\''s/.*nonexistent_q.*/err/'\'''
  check 'err' 0
}

@test "misc: echo out &> f; cat f; echo more &>> f; cat f" {
  run sh -c 'echo out &> f; cat f; echo more &>> f; cat f'
  check 'out
out
more' 0
}

@test "misc: ls /nonexistent_q &>/dev/null; echo ?" {
  run sh -c 'ls /nonexistent_q &>/dev/null; echo $?'
  check '2' 0
}

@test "misc: [[ -z  && -n x ]] && echo ok1; [[ ! -e /nonexist ]] && echo " {
  run sh -c '[[ -z "" && -n x ]] && echo ok1; [[ ! -e /nonexist ]] && echo ok2'
  check 'ok1
ok2' 0
}

@test "misc: [[ x =~ y ]]; echo ?; [[ abc =~ b ]] && echo sub" {
  run sh -c '[[ x =~ y ]]; echo $?; [[ abc =~ b ]] && echo sub'
  check '1
sub' 0
}

@test "misc: [[ a == a && b == c ]]; echo ?; [[ a == b || c == c ]]; echo" {
  run sh -c '[[ a == a && b == c ]]; echo $?; [[ a == b || c == c ]]; echo $?'
  check '1
0' 0
}

@test "misc: x=; [[ x ==  ]] && echo empty_ok; [[ -v x ]] && echo isset; " {
  run sh -c 'x=""; [[ $x == "" ]] && echo empty_ok; [[ -v x ]] && echo isset; [[ -v nope ]] || echo unset'
  check 'empty_ok
isset
unset' 0
}

@test "misc: [[ 1 -lt 2 && 3 -ge 3 ]] && echo nums; [[ 2+1 -eq 3 ]] && ec" {
  run sh -c '[[ 1 -lt 2 && 3 -ge 3 ]] && echo nums; [[ 2+1 -eq 3 ]] && echo arith'
  check 'nums
arith' 0
}

@test "misc: [[ abc == *b* ]] && echo pat; [[ abc != a ]] && echo ne" {
  run sh -c '[[ abc == *b* ]] && echo pat; [[ abc != a ]] && echo ne'
  check 'pat
ne' 0
}

@test "misc: [[ x ]] || echo emptystr; [[ x ]] && echo nonempty" {
  run sh -c '[[ "$x" ]] || echo emptystr; [[ x ]] && echo nonempty'
  check 'emptystr
nonempty' 0
}

@test "misc: a=(1 2 3) 2>/dev/null; echo ?" {
  run sh -c 'a=(1 2 3) 2>/dev/null; echo $?'
  check '0' 0
}

@test "misc: echo ((2**62)) ((-2**2))" {
  run sh -c 'echo $((2**62)) $((-2**2))'
  check '4611686018427387904 4' 0
}

@test "misc: echo (( 3 - -2 )) (( - - 1 )) (( !0 + !1 ))" {
  run sh -c 'echo $(( 3 - -2 )) $(( - - 1 )) $(( !0 + !1 ))'
  check '5 1 1' 0
}

@test "misc: echo (( 5 > 3 && 2 > 1 || 0 ))" {
  run sh -c 'echo $(( 5 > 3 && 2 > 1 || 0 ))'
  check '1' 0
}

@test "misc: echo ((1/1)) ((100 % 7)) ((-100 / 7))" {
  run sh -c 'echo $((1/1)) $((100 % 7)) $((-100 / 7))'
  check '1 2 -14' 0
}

@test "misc: x=; echo ((x + 1)); unset y; echo ((y * 2))" {
  run sh -c 'x=; echo $((x + 1)); unset y; echo $((y * 2))'
  check '1
0' 0
}

@test "misc: x=y; y=7; echo ((x + 1))" {
  run sh -c 'x=y; y=7; echo $((x + 1))'
  check '8' 0
}

@test "misc: echo (( 1 ? 0 ? 3 : 4 : 5 ))" {
  run sh -c 'echo $(( 1 ? 0 ? 3 : 4 : 5 ))'
  check '4' 0
}

@test "misc: i=0; echo ((i++ + ++i)) i" {
  run sh -c 'i=0; echo $((i++ + ++i)) $i'
  check '2 2' 0
}

@test "misc: echo ((08)) 2>&1" {
  run sh -c 'echo $((08)) 2>&1'
  check 'sh: line 1: 08: value too great for base (error token is "08")' 1
}

@test "misc: echo (( 1 2 )) 2>&1; echo next" {
  run sh -c 'echo $(( 1 2 )) 2>&1; echo next'
  check 'sh: line 1: 1 2 : syntax error in expression (error token is "2 ")' 1
}

@test "misc: echo ((a++b)) 2>&1" {
  run sh -c 'echo $((a++b)) 2>&1'
  check 'sh: line 1: a++b: syntax error in expression (error token is "b")' 1
}

@test "misc: x=3; echo ((x--)) ((x)) ((--x))" {
  run sh -c 'x=3; echo $((x--)) $((x)) $((--x))'
  check '3 2 1' 0
}

@test "array: a=(one two three); echo {a[0]} {a[2]} a {#a[@]}" {
  run sh -c 'a=(one two three); echo ${a[0]} ${a[2]} $a ${#a[@]}'
  check 'one three one 3' 0
}

@test "array: a=(x y z); echo {a[@]}; for i in {a[@]}; do echo [i]; done" {
  run sh -c 'a=(x y z); echo "${a[@]}"; for i in "${a[@]}"; do echo "[$i]"; done'
  check 'x y z
[x]
[y]
[z]' 0
}

@test "array: a=(a b c); for i in {a[@]}; do echo <i>; done; for i in {a[*" {
  run sh -c 'a=("a b" c); for i in "${a[@]}"; do echo "<$i>"; done; for i in "${a[*]}"; do echo "<$i>"; done'
  check '<a b>
<c>
<a b c>' 0
}

@test "array: a=(1 2); a+=(3 4); echo {a[@]} {#a[@]}" {
  run sh -c 'a=(1 2); a+=(3 4); echo ${a[@]} ${#a[@]}'
  check '1 2 3 4 4' 0
}

@test "array: a[5]=five; a[1]=one; echo {a[@]} {!a[@]} {#a[@]}" {
  run sh -c 'a[5]=five; a[1]=one; echo ${a[@]} ${!a[@]} ${#a[@]}'
  check 'one five 1 5 2' 0
}

@test "array: a=(1 2 3); unset a[1]; echo {a[@]} {!a[@]}; unset a; echo [{" {
  run sh -c 'a=(1 2 3); unset a[1]; echo ${a[@]} ${!a[@]}; unset a; echo "[${a[@]}]"'
  check '1 3 0 2
[]' 0
}

@test "array: a=(p q r); i=1; echo {a[i]} {a[i]} {a[i+1]} {#a[0]}" {
  run sh -c 'a=(p q r); i=1; echo ${a[i]} ${a[$i]} ${a[i+1]} ${#a[0]}'
  check 'q q r 1' 0
}

@test "array: a=(); echo {#a[@]}; a[0]=x; echo {#a[@]}" {
  run sh -c 'a=(); echo ${#a[@]}; a[0]=x; echo ${#a[@]}'
  check '0
1' 0
}

@test "array: a=(1 2 3); a[1]+=x; echo {a[1]}; a+=4; echo {a[0]}" {
  run sh -c 'a=(1 2 3); a[1]+=x; echo ${a[1]}; a+=4; echo ${a[0]}'
  check '2x
14' 0
}

@test "array: a=(" {
  run sh -c 'a=(
  multi
  line
); echo ${a[@]}'
  check 'multi line' 0
}

@test "array: x=(a b); y=x; echo y; echo {x[5]:-default}" {
  run sh -c 'x=(a b); y=$x; echo $y; echo ${x[5]:-default}'
  check 'a
default' 0
}

@test "array: echo a b c | { read -a arr; echo {#arr[@]} {arr[1]}; }" {
  run sh -c 'echo "a b c" | { read -a arr; echo ${#arr[@]} ${arr[1]}; }'
  check '3 b' 0
}

@test "array: a=(*.none); echo {a[0]}" {
  run sh -c 'a=(*.none); echo ${a[0]}'
  check '*.none' 0
}

@test "array: a=((echo 1 2 3)); echo {#a[@]}" {
  run sh -c 'a=($(echo 1 2 3)); echo ${#a[@]}'
  check '3' 0
}

@test "array: a=([0]=x) 2>/dev/null; echo ok" {
  run sh -c 'a=([0]=x) 2>/dev/null; echo ok'
  check 'ok' 0
}

@test "array: a=(1 2 3); echo {a[@]:1} 2>/dev/null; echo done" {
  run sh -c 'a=(1 2 3); echo ${a[@]:1} 2>/dev/null; echo done'
  check '2 3
done' 0
}

@test "array: set -- x y; a=(@); echo {#a[@]} {a[1]}" {
  run sh -c 'set -- x y; a=("$@"); echo ${#a[@]} ${a[1]}'
  check '2 y' 0
}

@test "array: a=(1 2 3 4 5); echo {a[@]:1:2} {a[@]: -2} {a[*]:3}" {
  run sh -c 'a=(1 2 3 4 5); echo ${a[@]:1:2} ${a[@]: -2} ${a[*]:3}'
  check '2 3 4 5 4 5' 0
}

@test "array: a=(x y z); for i in {a[@]:1}; do echo [i]; done" {
  run sh -c 'a=(x y z); for i in "${a[@]:1}"; do echo "[$i]"; done'
  check '[y]
[z]' 0
}

@test "trap: trap 'echo err ?' ERR; false; true; (exit 3); echo end" {
  run sh -c 'trap '\''echo err $?'\'' ERR; false; true; (exit 3); echo end'
  check 'err 1
err 3
end' 0
}

@test "trap: trap 'echo err' ERR; false || true; if false; then :; fi; ec" {
  run sh -c 'trap '\''echo err'\'' ERR; false || true; if false; then :; fi; echo quiet'
  check 'quiet' 0
}

@test "trap: trap 'echo e' ERR; trap -p ERR; trap -p" {
  run sh -c 'trap '\''echo e'\'' ERR; trap -p ERR; trap -p'
  check 'trap -- '\''echo e'\'' ERR
trap -- '\''echo e'\'' ERR' 0
}

@test "trap: true | false | true; echo {PIPESTATUS[@]}" {
  run sh -c 'true | false | true; echo ${PIPESTATUS[@]}'
  check '0 1 0' 0
}

@test "trap: [[ ab12 =~ ([a-z]+)([0-9]+) ]]; echo {BASH_REMATCH[0]} {BASH" {
  run sh -c '[[ ab12 =~ ([a-z]+)([0-9]+) ]]; echo ${BASH_REMATCH[0]} ${BASH_REMATCH[1]} ${BASH_REMATCH[2]}'
  check 'ab12 ab 12' 0
}

@test "trap: sleep 5 & kill %1; wait; echo killed" {
  run sh -c 'sleep 5 & kill %1; wait; echo killed'
  check 'killed' 0
}

@test "trap: kill -l 15; kill -l 137" {
  run sh -c 'kill -l 15; kill -l 137'
  check 'TERM
KILL' 0
}

@test "trap: kill -s TERM  2>&1; echo after" {
  run sh -c 'kill -s TERM $$ 2>&1; echo after'
  check '' 143
}

@test "trap: trap 'echo usr2' USR2; kill -USR2 ; kill -s USR2 ; kill -12 " {
  run sh -c 'trap '\''echo usr2'\'' USR2; kill -USR2 $$; kill -s USR2 $$; kill -12 $$; echo end'
  check 'usr2
usr2
usr2
end' 0
}

@test "trap: kill -NOSIG ; echo ?" {
  run sh -c 'kill -NOSIG $$; echo $?'
  check 'sh: line 1: kill: NOSIG: invalid signal specification
1' 0
}

@test "trap: kill abc; echo ?" {
  run sh -c 'kill abc; echo $?'
  check 'sh: line 1: kill: abc: arguments must be process or job IDs
1' 0
}

@test "trap: trap 'echo hup' HUP; trap 'echo two' 1; trap -p" {
  run sh -c 'trap '\''echo hup'\'' HUP; trap '\''echo two'\'' 1; trap -p'
  check 'trap -- '\''echo two'\'' SIGHUP' 0
}

@test "trap: trap echo 'quoted' EXIT" {
  run sh -c 'trap "echo '\''quoted'\''" EXIT'
  check 'quoted' 0
}

@test "trap: f() { trap 'echo fexit' EXIT; }; f; echo main" {
  run sh -c 'f() { trap '\''echo fexit'\'' EXIT; }; f; echo main'
  check 'main
fexit' 0
}

@test "trap: trap 'echo a' INT TERM; trap - INT; trap -p" {
  run sh -c 'trap '\''echo a'\'' INT TERM; trap - INT; trap -p'
  check 'trap -- '\''echo a'\'' SIGTERM' 0
}

@test "trap: trap 'echo x' FOO; echo ?" {
  run sh -c 'trap '\''echo x'\'' FOO; echo $?'
  check 'sh: line 1: trap: FOO: invalid signal specification
1' 0
}


# Syntax errors: exit 2 (POSIX), message in the form "sh: line N: ..."
@test "errors: syntax error names the token and line, exit 2" {
  run sh -c 'echo a
fi'
  check "a
sh: line 2: syntax error: unexpected 'fi'" 2
}

@test "errors: unexpected end of file, exit 2" {
  run sh -c '{ echo unclosed'
  check "sh: line 1: syntax error: unexpected end of file" 2
}

@test "errors: unterminated quote" {
  run sh -c 'echo "abc'
  check "sh: line 1: unexpected EOF while looking for matching \`\"'" 2
}

@test "errors: syntax error in a script runs nothing of that command" {
  printf 'echo before\nif then\necho after\n' > s.sh
  run sh s.sh
  check "before
s.sh: line 2: syntax error: unexpected 'then'" 2
}

@test "errors: sh -n reports syntax errors (dash: exit 2)" {
  run sh -n -c 'if then'
  check "sh: line 1: syntax error: unexpected 'then'" 2
}

# bash keeps it only in posix mode (dash always)
@test "special builtin keeps a prefix assignment in posix mode (POSIX, bash)" {
  run sh -c 'x=1; x=2 true; echo $x; x=3 : ; echo $x; set -o posix; x=4 :; echo $x'
  check "1
1
4" 0
}

@test "set -e and set -u show in \$- (POSIX)" {
  run sh -c 'echo "[$-]"; set -eu; echo "[$-]"; set +e; echo "[$-]"'
  check "[]
[eu]
[u]" 0
}

@test "script from stdin: read takes the next line of the script (POSIX)" {
  run sh -c "printf 'read x\necho got \$x\necho end\n' | sh"
  check "end" 0
}

@test "bash is another name for sh" {
  run "$TOYBOX" bash -c 'echo $((6*7)); [[ a == a ]] && echo same'
  check "42
same" 0
}

@test "command not found is 127, not executable is 126" {
  touch noexec
  run sh -c 'nope_cmd_x; echo $?; ./noexec; echo $?'
  check "sh: line 1: nope_cmd_x: command not found
127
sh: line 1: ./noexec: Permission denied
126" 0
}

@test "no fd leaks into children" {
  printf 'ls /proc/self/fd | wc -l\nexec 5>f\nls /proc/self/fd | wc -l\n' > s
  run sh -c 'ls /proc/self/fd | wc -l; sh s'
  [ "${lines[1]}" = "${lines[0]}" ] && [ "${lines[2]}" = $((${lines[0]}+1)) ]
}

@test "deep recursion ends in an error, not a crash" {
  run sh -c 'f() { f; }; f; echo no'
  check "sh: line 1: f: maximum function nesting level exceeded" 1
}

@test "NUL bytes in a script are dropped" {
  printf 'echo a\0b\n' > nul.sh
  run sh nul.sh
  check "ab" 0
}

@test "long lines and big here-documents" {
  run sh -c 'x=$(head -c 200000 /dev/zero | tr "\0" a); echo ${#x}; cat <<EOF | wc -c
$x
EOF'
  check "200000
200001" 0
}

@test "write error: echo to /dev/full fails" {
  run sh -c 'echo hi > /dev/full; echo $?'
  check "sh: line 1: echo: write error: No space left on device
1" 0
}

@test "a failed redirection fails only that command" {
  run sh -c 'echo x < /nonexistent; echo $?; echo next'
  check "sh: line 1: /nonexistent: No such file or directory
1
next" 0
}

@test "signal exit status is 128+N, message as dash's" {
  run sh -c 'sh -c "kill -9 \$\$"; echo $?'
  check "Killed
137" 0
}

@test "script with no #! is run by this shell (ENOEXEC)" {
  printf 'echo $((2+3)) "$1"\n' > plain
  chmod +x plain
  run sh -c './plain arg'
  check "5 arg" 0
}
