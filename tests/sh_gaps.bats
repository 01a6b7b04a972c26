#!/usr/bin/env bats
# sh: places where toybox's shell differed from bash 5: expected output and
# status from bash 5.2 on this machine ("bash:" in messages becomes "sh:"),
# or from a script file run by bash --posix where bash -c differs.

load helper
bats_require_minimum_version 1.5.0

@test "readonly: NAME=value before a command warns and runs it" {
  run sh -c 'readonly x=1; x=2 :; echo "st=$?"; x=2 true; echo "st=$?"; x=2 echo hi $x; echo st=$?; x=2 /bin/echo ext; echo st=$?; f(){ echo f$x; }; x=2 f; echo $? $x; x=2 y=3 sh -c "echo \$y"'
  check 'sh: line 1: x: readonly variable
st=0
sh: line 1: x: readonly variable
st=0
sh: line 1: x: readonly variable
hi 1
st=0
sh: line 1: x: readonly variable
ext
st=0
sh: line 1: x: readonly variable
f1
0 1
sh: line 1: x: readonly variable
3' 0
}

@test "readonly: NAME=value before a command exits the shell in posix mode" {
  for c in 'x=2 true' 'x=2 /bin/echo hi' 'f(){ echo f; }; x=2 f' 'x=2 :'; do
    printf 'set -o posix\nreadonly x=1\n%s\necho st=$?\n' "$c" > s.sh
    run sh s.sh
    check 's.sh: line 3: x: readonly variable' 1
  done
  run sh -c 'set -o posix; readonly x=1; (x=2 /bin/echo); echo st=$?'
  check 'sh: line 1: x: readonly variable
st=1' 0
}

@test "tilde: an argument like NAME=value expands ~ after = and :" {
  HOME=/h run sh -c 'echo x=~ --dir=~ x=~/a:~/b "x=~" a=b:~ a:~ =~ x=a~ x=~:~ 1x=~ x+=~ a[1]=~ a["x y"]=~; echo x=\~ x=~nosuchuser x=b:~/c:~x -x=~ ./x=~ x==~ x=:~ x=~\"a\" x="~" x="a":~ x=a\:~ x=~root:~; echo ~: ~root:x ~a:; for i in x=~; do echo $i; done'
  check 'x=/h --dir=~ x=/h/a:/h/b x=~ a=b:/h a:~ =~ x=a~ x=/h:/h 1x=~ x+=/h a[1]=/h a[x y]=/h
x=~ x=~nosuchuser x=b:/h/c:~x -x=~ ./x=~ x==~ x=:/h x=~"a" x=~ x=a:/h x=a:~ x=/root:/h
/h: /root:x ~a:
x=/h' 0
}

@test "tilde: in assignments after each :, ~+ and ~-; arguments not in posix mode" {
  HOME=/h run sh -c 'y=~:~; echo $y; y=~/a:~/b; echo $y; y=a::~; echo $y; declare z=~:~; echo $z; export w=a:~; echo $w; f(){ local q=~:~; echo $q; }; f; cd /; cd /tmp; echo ~+ x=~+ x=:~- ~+/a ~-: ~-/a; y=~+:~-; echo $y; set -o posix; echo x=~ a:~; y=~:~; echo $y'
  check '/h:/h
/h/a:/h/b
a::/h
/h:/h
a:/h
/h:/h
/tmp x=/tmp x=:/ /tmp/a /: //a
/tmp:/
x=~ a:~
/h:/h' 0
}

@test "arithmetic: (( )) and let errors fail the command, with the prefix" {
  run sh -c '(( 5/0 )); echo st=$?; (( a[1] = 5/0 )); echo st=$?; x=1/0; let y=x; echo st=$?; x="1+"; ((x)); echo st=$?; (( 1/0 ? 1 : 2 )) || echo or; f(){ (( 1/0 )); echo in $?; }; f 2>/dev/null; echo st=$?'
  check 'sh: line 1: ((: 5/0 : division by 0 (error token is "0 ")
st=1
sh: line 1: ((: a[1] = 5/0 : division by 0 (error token is "0 ")
st=1
sh: line 1: let: 1/0: division by 0 (error token is "0")
st=1
sh: line 1: ((: 1+: syntax error: operand expected (error token is "+")
st=1
sh: line 1: ((: 1/0 ? 1 : 2 : division by 0 (error token is "0 ? 1 : 2 ")
or
in 1
st=0' 0
}

@test "arithmetic: an error in a subscript in (( )) or let exits the shell" {
  run sh -c '(( a[5/0] = 1 )) || echo no; echo after'
  check 'sh: line 1: 5/0: division by 0 (error token is "0")' 1
  run sh -c 'let "a[5/0]"; echo after'
  check 'sh: line 1: 5/0: division by 0 (error token is "0")' 1
  run sh -c '(( a[1 + ] = 2 )); echo after'
  check 'sh: line 1: 1 + : syntax error: operand expected (error token is "+ ")' 1
  run sh -c 'f(){ (( a[1/0] )); echo in; }; (f 2>/dev/null; echo sub); echo st=$?'
  check 'st=1' 0
}

@test "arithmetic: \$(( )) errors exit the shell, in a function and a subshell too" {
  run sh -c 'f(){ echo $(( 1/0 )); echo in $?; }; f 2>/dev/null; echo st=$?'
  check '' 1
  run sh -c '(echo $((1/0)); echo no); echo st=$?'
  check 'sh: line 1: 1/0: division by 0 (error token is "0")
st=1' 0
}

@test "set -u: an unbound variable exits a subshell or \$( ) with 1, the shell with 127" {
  run -127 sh -c 'set -u; ( echo $nosuch ); echo st=$?; x=$(echo $nosuch); echo st=$?; ( : ${nosuch} ; echo in ); echo st=$?; (echo $1); echo st=$?; (echo $(( nosuch + 1 ))); echo st=$?; echo $nosuch | cat; echo ${PIPESTATUS[@]}; echo $nosuch; echo no'
  check 'sh: line 1: nosuch: unbound variable
st=1
sh: line 1: nosuch: unbound variable
st=1
sh: line 1: nosuch: unbound variable
st=1
sh: line 1: $1: unbound variable
st=1
sh: line 1: nosuch: unbound variable
st=1
sh: line 1: nosuch: unbound variable
127 0
sh: line 1: nosuch: unbound variable' 127
  run -127 sh -c 'set -u; echo ${2}'
  check 'sh: line 1: 2: unbound variable' 127
  run -127 sh -c 'set -u; echo $!'
  check 'sh: line 1: $!: unbound variable' 127
}

@test "\${x?}: messages, and statuses in a subshell and the shell" {
  run -127 sh -c '(echo ${x?}); echo $?; (echo ${x:?}); echo $?; (echo ${x?msg}); echo $?; y=$(echo ${x?}); echo $?; echo ${x?}; echo no'
  check 'sh: line 1: x: parameter not set
1
sh: line 1: x: parameter null or not set
1
sh: line 1: x: msg
1
sh: line 1: x: parameter not set
1
sh: line 1: x: parameter not set' 127
}

@test "NAME[ sub ]=value: spaces in the subscript of an assignment" {
  run sh -c 'm[ 1 ]=a; echo ${m[1]}; m[ 1 + 1 ]=b c=d; echo ${m[2]} $c; declare -A h; h[ x y ]=1; declare -p h; m[ 3 ]+=x; echo ${m[3]}; echo m[  1 ]=z; true && m[ 5 ]=5; { m[ 6 ]=6; }; if m[ 7 ]=7; then :; fi; echo ${m[@]}; f() { m[ 10 ]=10; }; f; echo ${m[10]}; m[ $((1)) ]=r; echo ${m[1]}; echo a | m[ 8 ]=8; for i in 1; do m[ 11 ]=11; done; echo ${m[11]}; (m[ 12 ]=1; echo ${m[12]})'
  check 'a
b d
declare -A h=([" x y "]="1" )
x
m[ 1 ]=z
a b x 5 6 7
10
r
11
1' 0
}

@test "here-document: unterminated in eval, -c and a script warns, keeps the body" {
  run sh -c 'eval "$(printf "cat <<EOF\nx")"; echo st=$?; eval "cat <<EOF"; echo st=$?; eval "$(printf "cat <<EOF\na\nb\n")"; echo end'
  check 'sh: line 2: warning: here-document at line 1 delimited by end-of-file (wanted `EOF'"')"'
x
st=0
sh: line 1: warning: here-document at line 1 delimited by end-of-file (wanted `EOF'"')"'
st=0
sh: line 3: warning: here-document at line 1 delimited by end-of-file (wanted `EOF'"')"'
a
b
end' 0
  run sh -c 'cat <<EOF
a'
  check 'sh: line 2: warning: here-document at line 1 delimited by end-of-file (wanted `EOF'"')"'
a' 0
  printf 'echo 1\ncat <<EOF; cat <<E2\nx\nEOF\ny\n\n' > s.sh
  run sh s.sh
  check '1
s.sh: line 6: warning: here-document at line 4 delimited by end-of-file (wanted `E2'"')"'
x
y' 0
  printf 'cat <<EOF; cat <<E2\nx\nEOF' > s.sh
  run sh s.sh
  check 's.sh: line 3: warning: here-document at line 3 delimited by end-of-file (wanted `E2'"')"'
x' 0
}

@test "export -f: the function goes in the environment as bash's BASH_FUNC_NAME%%" {
  needs_cmd bash
  run sh -c 'f(){ echo "hi $1"; for i in 1 2; do echo $i; done; }; g() ( echo sub ); export -f f g; bash -c "f a; g"; sh -c "f b; g"; export -nf f; bash -c f 2>/dev/null; echo $?; declare -fx h=1 2>/dev/null; env | grep -c "^BASH_FUNC_g%%=() {"'
  check 'hi a
1
2
sub
hi b
1
2
sub
127
1' 0
}

@test "export -f: functions from the environment, as bash exports them" {
  needs_cmd bash
  printf '%s\n' 'f(){ echo "a b"; cat <<EOF' 'doc $1' 'EOF' '}' 'export -f f' \
    'sh -c "f x; bash -c \"f y\"; declare -pF f"' > s.sh
  run bash s.sh
  check 'a b
doc x
a b
doc y
declare -fx f' 0
  run env 'BASH_FUNC_a-b%%=() { echo dash; }' 'BASH_FUNC_h=() { echo h; }' \
    'BASH_FUNC_g%%=(){ echo g; }' sh -c 'a-b; declare -pF a-b; type -t g h'
  check 'dash
declare -fx a-b' 1
}

@test "export -f: a malformed function in the environment is ignored" {
  run env 'BASH_FUNC_f%%=() { echo hi; }; echo pwned' sh -c 'echo ok; type f'
  check "sh: warning: f: ignoring function definition attempt
sh: error importing function definition for \`f'
ok
sh: line 1: type: f: not found" 1
}

@test "for (( ; ; )): init, test, step; continue runs the step, break and continue N" {
  run sh -c 'for ((i=0;i<3;i++)) do echo $i; done
for ((;;)); do echo x; break; done
for ((i=0;i<10;i++)) { [ $i = 2 ] && continue; [ $i = 4 ] && break; echo $i; }; echo $i
for ((j=0, k=5; j<k; j+=2, k--)); do echo $j $k; done
for ((i=0;i<2;i++)); do for ((m=0;m<3;m++)); do [ $m = 1 ] && continue 2; echo $i$m; done; done
for ((i=0;i<0;i++)); do :; done; echo $?
n=2; for (( i = n ; i > 0 ; i-- )); do echo "[$i]"; done'
  check '0
1
2
x
0
1
3
4
0 5
2 4
00
10
0
[2]
[1]' 0
}

@test "for (( )): errors, set -x and declare -f (as bash)" {
  run sh -c 'for (( i = 5/0 ; ; )); do :; done; echo rc=$?'
  check 'sh: line 1: ((: i = 5/0 : division by 0 (error token is "0 ")
rc=1' 0
  run sh -c 'set -x; for ((i=0;i<1;i++)); do :; done'
  check '+ (( i=0 ))
+ (( i<1 ))
+ :
+ (( i++ ))
+ (( i<1 ))' 0
  run sh -c 'f() { for ((i=0; i<3; i++)); do echo $i; done; }; declare -f f'
  check 'f () 
{ 
    for ((i=0; i<3; i++))
    do
        echo $i;
    done
}' 0
  run sh -c 'for ((i=0;i<3)); do :; done'
  [ "$status" = 2 ]
  [ "${lines[0]}" = "sh: line 1: syntax error: arithmetic expression required" ]
}

@test "set -x: an assignment's \$( ) runs once, each assignment traced after it, ++ for each \$( ) level (bash)" {
  run sh -c 'set -x; x=$(echo a >>f); cat f; x=$(echo a) y=$(echo b) true $(echo c); x=1 y="a b" z= true; echo $(echo $(echo d)); x=$(echo e) : >$(echo g); w=$(echo h); v+=i; u=(1 "2 3")'
  check '++ echo a
+ x=
+ cat f
a
++ echo c
++ echo a
+ x=a
++ echo b
+ y=b
+ true c
+ x=1
+ y='\''a b'\''
+ z=
+ true
+++ echo d
++ echo d
+ echo d
d
++ echo e
+ x=e
+ :
++ echo g
++ echo h
+ w=h
+ v+=i
+ u=(1 "2 3")' 0
}

@test "set -x: PS4 is expanded, its first character repeated for each \$( ) level, none when unset (bash)" {
  run sh -c 'PS4='\''+$LINENO"x" '\''; set -x; echo $(echo a); PS4=; echo b; unset PS4; echo c'
  check '++1"x" echo a
+1"x" echo a
a
+1"x" PS4=
echo b
b
unset PS4
echo c
c' 0
}

@test "set -x: a for loop's line each round, a select's once, a case's line (bash)" {
  run sh -c 'set -x; for i in $(echo a b) "c  d"; do :; done; set -- 1; for i; do break; done; case $(echo a) in b) ;; a) echo;; esac'
  check '++ echo a b
+ for i in $(echo a b) "c  d"
+ :
+ for i in $(echo a b) "c  d"
+ :
+ for i in $(echo a b) "c  d"
+ :
+ set -- 1
+ for i in "$@"
+ break
+ case $(echo a) in
++ echo a
+ echo' 0
  run sh -c 'set -x; select x in $(echo a) b; do break; done; set -- p; select x; do break; done' <<< $'1\n1'
  check '+ select x in $(echo a) b
++ echo a
1) a
2) b
#? + break
+ set -- p
+ select x in "$@"
1) p
#? + break' 0
}

@test "assignments before a command are expanded in the shell, one after the other; RANDOM and SECONDS are as before after it (bash)" {
  run sh -c 'x=$((y=5)) /bin/true; echo $y; x=${z:=3} y=$x sh -c '\''echo $x $y'\''; echo $z; f() { echo $v; }; v=1 w=$v f'
  check '5
3 3
3
1' 0
  run sh -c 'f() { :; }; for c in /bin/true : f; do RANDOM=5 $c; a=$RANDOM; RANDOM=5; [ $a = $RANDOM ] && echo seeded; SECONDS=100 $c; [ $SECONDS -lt 50 ] && echo $c; done; g() { local SECONDS=50; }; g; [ $SECONDS -lt 50 ] && echo g'
  check '/bin/true
:
f
g' 0
}

@test "local SECONDS RANDOM LINENO are ordinary variables, unset until given a value, in the function and those it calls; the special ones are back after the return (bash)" {
  run sh -c 'f() { local SECONDS RANDOM LINENO; echo "[${SECONDS-unset}] [${RANDOM-unset}] [${LINENO-unset}]"; declare -p SECONDS; SECONDS=abc RANDOM=xyz LINENO=q; echo "$SECONDS $RANDOM $RANDOM $LINENO"; g; }
    g() { echo "g: $SECONDS $RANDOM $LINENO"; }; SECONDS=100; f; echo $SECONDS; [ "$RANDOM" != "$RANDOM" ] && echo random; echo $LINENO
    x() { local SECONDS=1; y; echo "x: $SECONDS"; }; y() { local SECONDS=2; echo "y: $SECONDS"; }; x; echo $SECONDS; SECONDS=abc; echo $SECONDS'
  check '[unset] [unset] [unset]
declare -- SECONDS
abc xyz xyz q
g: abc xyz q
100
random
2
y: 2
x: 1
100
0' 0
}

@test "a local SECONDS doesn't count, the global one counts on meanwhile (bash)" {
  run sh -c 'SECONDS=5; f() { local SECONDS=5; sleep 1.1; echo $SECONDS; }; f; [ $SECONDS -ge 6 ] && echo counted'
  check '5
counted' 0
}

@test "unset SECONDS RANDOM LINENO, global or local, are ordinary variables from then on (bash)" {
  run sh -c 'f() { local SECONDS=3; unset SECONDS; echo "[${SECONDS-unset}]"; SECONDS=x; echo $SECONDS; }; f; echo "[${SECONDS//[0-9]/n}]"
    unset SECONDS RANDOM LINENO; echo "[${SECONDS-unset}] [${RANDOM-unset}] [${LINENO-unset}]"; SECONDS=x RANDOM=y; echo $SECONDS $RANDOM $RANDOM
    f; echo $SECONDS'
  check '[unset]
x
[n]
[unset] [unset] [unset]
x y y
[unset]
x
x' 0
}

@test "[[ ]]: a pattern's \$( ) runs once, quoted regex characters match themselves, ~ in patterns, set -x shows patterns (bash)" {
  run sh -c '[[ x = $(echo x >>f; echo x) ]] && cat f; [[ xa =~ "."a ]] || echo no; [[ .a =~ "."a ]] && echo yes; [[ a.b =~ a\.b ]] && echo re; HOME=/h; [[ /h/x == ~/* ]] && echo tilde; case /h in ~) echo case;; esac; x=/h/a; echo ${x#~}; set -x; [[ $(echo a) = a ]]'
  check 'x
no
yes
re
tilde
case
/a
++ echo a
+ [[ a = a ]]' 0
  run sh -c 'set -x; v="a*"; [[ x == $v ]]; [[ x == "$v" ]]; [[ x =~ a"b.c"d ]]; [[ "a b" == "a b" ]]; [[ x = "" ]]; [[ é != "é" ]]'
  check "+ v='a*'
+ [[ x == a* ]]
+ [[ x == \\a\\* ]]
+ [[ x =~ ab\\.cd ]]
+ [[ a b == \\a\\ \\b ]]
+ [[ x = '' ]]
+ [[ é != \\é ]]" 1
}

@test "NAME[ sub ] is one word where an assignment may be, = after it or not (bash)" {
  run sh -c 'm[ 1 ]; echo $?; m[ "1" ] b; x=1 m[ 1 ] ; echo $?; m[ 1 ]=a m[ 2 ]=b; echo ${m[@]}; for i in a[ 1 ]; do echo "<$i>"; done; case a[ in a[ ) echo y;; esac; [[ a[ = a[ ]] && echo z; printf '\''<%s>'\'' m[ 1 ]=x; echo'
  check 'sh: line 1: m[ 1 ]: command not found
127
sh: line 1: m[ 1 ]: command not found
sh: line 1: m[ 1 ]: command not found
127
a b
<a[>
<1>
<]>
y
z
<m[><1><]=x>' 0
  run sh -c 'm[ 1; echo hi'
  check 'sh: line 1: unexpected EOF while looking for matching `]'\''' 2
}

@test "NAME[sub]=value before a command: not a valid identifier, the command runs (bash; posix mode exits)" {
  run sh -c 'm[1]=x echo hi; echo $? ${m[1]}; m[ 1 ]=x y=2 sh -c '\''echo $y'\''; f(){ echo f; }; m[1]+=x f'
  check 'sh: line 1: `m[1]'\'': not a valid identifier
hi
0
sh: line 1: `m[ 1 ]'\'': not a valid identifier
2
sh: line 1: `m[1]'\'': not a valid identifier
f' 0
  run sh -c 'set -o posix; m[1]=x true; echo $?'
  check 'sh: line 1: `m[1]'\'': not a valid identifier' 1
}

@test "unset: a NAME that is no variable, or no valid name, is a function's; -v complains, -f with -v fails (bash)" {
  run sh -c 'f(){ echo f; }; unset f; f; g(){ echo g; }; g=1; unset g; g; echo $g.; a-b(){ echo ab; }; unset a-b; a-b; unset '\''m[ 1 ]'\'' 1 '\''$x'\'' '\''a b'\''; echo $?; unset -v '\''a b'\''; echo $?; unset -fv x; echo $?; unset -x; echo $?; m=(a b); unset m[ 1 ]; echo ${m[@]}'
  check 'sh: line 1: f: command not found
g
.
sh: line 1: a-b: command not found
0
sh: line 1: unset: `a b'\'': not a valid identifier
1
sh: line 1: unset: cannot simultaneously unset a function and a variable
1
sh: line 1: unset: -x: invalid option
unset: usage: unset [-f] [-v] [-n] [name ...]
2
a b' 0
}

@test "for (( )): a syntax error is bash's two lines, with the line of the for, in eval too; (( ) ) is one too (not in bash)" {
  run sh -c 'for ((i=0; i<3)); do :; done'
  check 'sh: line 1: syntax error: arithmetic expression required
sh: line 1: syntax error: `((i=0; i<3))'\''' 2
  run sh -c 'for ((;;;)); do :; done'
  check 'sh: line 1: syntax error: `;'\'' unexpected
sh: line 1: syntax error: `((;;;))'\''' 2
  run sh -c 'echo a; eval '\''for ((;)); do :; done'\''; echo st $?'
  check 'a
sh: eval: line 1: syntax error: arithmetic expression required
sh: eval: line 1: syntax error: `((;))'\''
st 2' 0
  run sh -c $'echo a\nfor ((i=0;;i++;)); do :; done\necho b'
  check 'a
sh: line 2: syntax error: `;'\'' unexpected
sh: line 2: syntax error: `((i=0;;i++;))'\''' 2
  # (bash reads the rest of its input and runs none of it)
  run sh -c 'for (( ; ; ) ); do echo in; done; echo after'
  check "sh: line 1: syntax error: unexpected ')'" 2
}

@test "PATH: a non-executable file found is run and reported by its path, 126 (bash)" {
  mkdir a b
  printf 'echo hi\n' > a/foo
  cp a/foo b/foo
  chmod +x b/foo
  run sh -c 'PATH=$PWD/a; type foo; command -v foo; foo; echo $?; x=1 foo; echo $?; (foo 2>&1); echo $?; cd a; type ./foo; echo $?'
  check "foo is $PWD/a/foo
$PWD/a/foo
sh: line 1: $PWD/a/foo: Permission denied
126
sh: line 1: $PWD/a/foo: Permission denied
126
sh: line 1: $PWD/a/foo: Permission denied
126
sh: line 1: type: ./foo: not found
1" 0
  run sh -c 'PATH=$PWD/a:$PWD/b; foo; PATH=$PWD/b:$PWD/a; foo'
  check 'hi
hi' 0
}

@test "trap -p SIG...: only the traps of those signals, in that order (bash)" {
  run sh -c 'trap "echo a" INT TERM; trap -p INT; trap -p HUP; echo $?; trap -p BOGUS; echo $?; trap -p 2 15 1; trap "" QUIT; trap -p QUIT; trap "echo e" EXIT; trap -p EXIT; trap - EXIT'
  check "trap -- 'echo a' SIGINT
0
sh: line 1: trap: BOGUS: invalid signal specification
1
trap -- 'echo a' SIGINT
trap -- 'echo a' SIGTERM
trap -- '' SIGQUIT
trap -- 'echo e' EXIT" 0
}

@test "exec: a command not found, or that can't run, in bash's words; a missing #! interpreter (bash)" {
  printf 'echo hi\n' > foo
  printf '#!/nonexist\n' > bi
  chmod +x bi
  run -127 sh -c 'exec nonexist; echo no'
  check 'sh: line 1: exec: nonexist: not found' 127
  run sh -c 'exec ./foo'
  check "sh: line 1: $PWD/foo: Permission denied
sh: line 1: exec: $PWD/foo: cannot execute: Permission denied" 126
  run sh -c 'PATH=$PWD; exec foo'
  check "sh: line 1: $PWD/foo: Permission denied
sh: line 1: exec: $PWD/foo: cannot execute: Permission denied" 126
  run -127 sh -c 'exec /nonexist'
  check 'sh: line 1: /nonexist: No such file or directory' 127
  run sh -c './bi; echo $?; PATH=$PWD; bi; echo $?; (exec ./bi); echo $?'
  check "sh: line 1: ./bi: cannot execute: required file not found
127
sh: line 1: $PWD/bi: cannot execute: required file not found
127
sh: line 1: $PWD/bi: cannot execute: required file not found
127" 0
}

@test "set -x: eval and . trace a level deeper, export and readonly show NAME=value again (bash)" {
  echo 'echo in' > src.sh
  run sh -c 'set -x; . ./src.sh; eval "eval \"echo e\""; f() { local L=1 M; export E=3; }; f; export F; readonly G; export H=$(echo h) I="a b"'
  check "+ . ./src.sh
++ echo in
in
+ eval 'eval \"echo e\"'
++ eval 'echo e'
+++ echo e
e
+ f
+ local L=1 M
+ export E=3
+ E=3
+ export F
+ readonly G
++ echo h
+ export H=h 'I=a b'
+ H=h
+ I='a b'" 0
}

@test "set and declare list variables (\$'...' for control characters, nothing for \"\") then functions; set -x quotes as bash" {
  run sh -c 'x=; y=$'\''a\tb'\''; z="'\''"; w="a~ ^"; f() { echo "a b"; }; set | sed -n "/^[wxyz]=/p; /^f ()/,/^}/p"; declare | grep -c "^f ()"; set -x; : "^" a~ "#a" "$z" é'
  check "w='a~ ^'
x=
y=\$'a\\tb'
z=\\'
f () 
{ 
    echo \"a b\"
}
1
+ : '^' a~ '#a' \\' é" 0
}

@test "[[ ]]: an operator word after a binary operator is a syntax error, ! a pattern (bash -c exits 0 there, its eval 2 as ours; each eval checked alone)" {
  run sh -c 'for e in "[[ a = ( a ) ]]" "[[ a != ) ]]" "[[ a < ( ]]" "[[ a = (a|b) ]]" "[[ a = ! ]]" "[[ a =~ (a) ]]"; do eval "$e"; echo $?; done
[[ a == (a) ]]
echo not reached'
  check 'sh: eval: line 1: unexpected argument `('"'"' to conditional binary operator
2
sh: eval: line 1: unexpected argument `)'"'"' to conditional binary operator
2
sh: eval: line 1: unexpected argument `('"'"' to conditional binary operator
2
sh: eval: line 1: unexpected argument `('"'"' to conditional binary operator
2
1
0
sh: line 2: unexpected argument `('"'"' to conditional binary operator' 2
}

@test "[[ ]]: parentheses group, and @( ) !( ) match with or without extglob" {
  run sh -c '[[ ( a = a ) ]]; echo $?; [[ a = @(a|b) ]]; echo $?; [[ ab = !(a) ]]; echo $?; shopt -s extglob; [[ c = @(a|b) ]]; echo $?; [[ ( a = b ) || ( ! b = c ) ]]; echo $?'
  check '0
0
0
1
0' 0
}

@test "[[ ]]: malformed expressions are syntax errors with bash's messages, status 2 (bash -c exits 0 on them, its eval 2 as ours; each eval checked alone)" {
  run sh -c "$(cat <<'EOS'
for e in '[[ -n ( ]]' '[[ ( ]]' '[[ -n ]]' '[[ a -eq ]]' '[[ ! ]]' '[[ ]]' '[[ a && ]]' '[[ ( a ]]' '[[ a ) ]]' '[[ && a ]]' '[[ a b ]]' '[[ -n a b ]]' '[[ -n = x ]]' '[[ ( ) ]]' '[[ ( -n ) ]]' '[[ ( ( a ]]' '[[ ( a b ]]' '[[ a ( ]]' '[[ a = b ( ]]' '[[ ! && ]]' '[[ a | b ]]' '[[ -n (a|b) ]]' '[[ a = b ; ]]'; do eval "$e"; echo "$e $?"; done
EOS
)"
  check "$(cat <<'EOS'
sh: eval: line 1: unexpected argument `(' to conditional unary operator
[[ -n ( ]] 2
sh: eval: line 1: expected `)'
[[ ( ]] 2
sh: eval: line 1: unexpected argument `]]' to conditional unary operator
[[ -n ]] 2
sh: eval: line 1: unexpected argument `]]' to conditional binary operator
[[ a -eq ]] 2
[[ ! ]] 2
[[ ]] 2
[[ a && ]] 2
sh: eval: line 1: unexpected token `]]', expected `)'
[[ ( a ]] 2
sh: eval: line 1: syntax error in conditional expression: unexpected token `)'
[[ a ) ]] 2
sh: eval: line 1: unexpected token `&&' in conditional command
[[ && a ]] 2
sh: eval: line 1: conditional binary operator expected
[[ a b ]] 2
sh: eval: line 1: syntax error in conditional expression
[[ -n a b ]] 2
sh: eval: line 1: syntax error in conditional expression
[[ -n = x ]] 2
sh: eval: line 1: unexpected token `)' in conditional command
sh: eval: line 1: expected `)'
[[ ( ) ]] 2
sh: eval: line 1: unexpected argument `)' to conditional unary operator
sh: eval: line 1: expected `)'
[[ ( -n ) ]] 2
sh: eval: line 1: unexpected token `]]', expected `)'
sh: eval: line 1: expected `)'
[[ ( ( a ]] 2
sh: eval: line 1: conditional binary operator expected
sh: eval: line 1: expected `)'
[[ ( a b ]] 2
sh: eval: line 1: unexpected token `(', conditional binary operator expected
[[ a ( ]] 2
sh: eval: line 1: syntax error in conditional expression: unexpected token `('
[[ a = b ( ]] 2
sh: eval: line 1: unexpected token `&&' in conditional command
[[ ! && ]] 2
sh: eval: line 1: unexpected token `|', conditional binary operator expected
[[ a | b ]] 2
sh: eval: line 1: unexpected argument `(' to conditional unary operator
[[ -n (a|b) ]] 2
sh: eval: line 1: syntax error in conditional expression: unexpected token `;'
[[ a = b ; ]] 2
EOS
)" 0
}

@test "[[ ]]: operator-like words where a word goes are words (bash)" {
  run sh -c '[[ -n -n ]]; echo $?; [[ "-n" ]]; echo $?; [[ -n ! ]]; echo $?; [[ = ]]; echo $?; [[ -q ]]; echo $?; [[ "(" ]]; echo $?; [[ ! -n "" ]]; echo $?; z="("; [[ $z ]]; echo $?'
  check '0
0
0
0
0
0
0
0' 0
}

@test "[[ ]]: a malformed expression stops the script with bash's message (bash stops too, with status 0), status 2" {
  run sh -c 'echo a
if true; then
  [[ a b ]]
fi
echo not reached'
  check 'a
sh: line 3: conditional binary operator expected' 2
}

@test "[[ ]]: set -x shows each test as it is evaluated, only as far as && and || go, a string as -n, a ! before a test (bash)" {
  run sh -c 'set -x; [[ a = b && c = c ]]; [[ a = a && c = d ]]; [[ a = a || b = c ]]; [[ a = b || c = c ]]; [[ ( a = b && c ) || d ]]; [[ "" && b || c && d ]]; [[ ! a ]]; [[ ! ! -n a ]]; [[ ! ( a = b ) ]]; [[ ( ! a = b ) ]]; [[ ! ! ! "" = b ]]; [[ -z 1 || ( a == "*" && c ) ]]'
  check "+ [[ a = b ]]
+ [[ a = a ]]
+ [[ c = d ]]
+ [[ a = a ]]
+ [[ a = b ]]
+ [[ c = c ]]
+ [[ a = b ]]
+ [[ -n d ]]
+ [[ -n '' ]]
+ [[ -n c ]]
+ [[ -n d ]]
+ [[ ! -n a ]]
+ [[ -n a ]]
+ [[ a = b ]]
+ [[ ! a = b ]]
+ [[ ! '' = b ]]
+ [[ -z 1 ]]
+ [[ a == \\* ]]" 1
}

@test "[[ ]]: the words of a test that && or || skip aren't expanded, a value never makes an operator (bash)" {
  run sh -c 'set -x; [[ -n "" && $(echo x) = x ]]; [[ -n x && $(echo y) = y ]]; set +x; [[ a = b && ${u:=set} ]]; [[ a = a || ${u:=set} ]]; echo "[$u]"; [[ a = a && ${u:=set} ]]; echo "[$u]"; y=-n; [[ $y && a ]]; echo $?; y="!"; [[ $y = "!" ]]; echo $?'
  check "+ [[ -n '' ]]
+ [[ -n x ]]
++ echo y
+ [[ y = y ]]
+ set +x
[]
[set]
0
0" 0
}

@test "hash: commands found in PATH are remembered with their hits (not a forked child's); -t -l -d -r -p; type says hashed; PATH= forgets (bash)" {
  run sh -c "$(cat <<'EOS'
mkdir d1 d2; printf '#!/bin/sh\necho one\n' > d1/zzq; printf '#!/bin/sh\necho two\n' > d2/zzy; chmod +x d1/zzq d2/zzy
PATH=$PWD/d1:$PWD/d2
hash -d zzq; echo $?; hash; zzq; zzq >/dev/null; zzy | zzy; hash; hash -t zzq; hash -t zzq nosuch; echo $?; hash -l; type zzq
hash -d zzq; hash -d zzq; echo $?; hash; hash zzy nosuch echo; echo $?; hash -t zzy; hash -r; hash -d zzq; echo $?; hash -t zzq; echo $?
hash -p /bin/echo e; e hi; hash; PATH=$PATH; hash; hash -p d1/zzq zzy; zzy; hash -p $PWD/gone zzy; zzy; echo $?; hash -l
EOS
)"
  check "sh: line 3: hash: zzq: not found
1
hash: hash table empty
one
two
hits	command
   2	$PWD/d1/zzq
$PWD/d1/zzq
zzq	$PWD/d1/zzq
sh: line 3: hash: nosuch: not found
1
builtin hash -p $PWD/d1/zzq zzq
zzq is hashed ($PWD/d1/zzq)
sh: line 4: hash: zzq: not found
1
hash: hash table empty
sh: line 4: hash: nosuch: not found
1
$PWD/d2/zzy
sh: line 4: hash: zzq: not found
1
sh: line 4: hash: zzq: not found
1
hi
hits	command
   1	/bin/echo
hash: hash table empty
one
sh: line 5: $PWD/gone: No such file or directory
127
builtin hash -p $PWD/gone zzy" 0
}

@test "hash: errors and usage; builtins, functions and paths aren't remembered; -d before anything was remembered is quiet; posix mode looks a gone path up again (bash)" {
  run sh -c 'hash -d ls; echo $?; hash -x; echo $?; hash -p; echo $?; hash -d; echo $?; hash -t; echo $?; hash -l; echo $?
PATH=/bin; f(){ :; }; hash echo f /bin/ls; echo $?; hash; hash ls cat; hash -r; echo $?; hash -rl ls; hash -p /bin/echo; PATH=/bin:$PATH cat </dev/null; hash
hash ls; unset PATH; hash; PATH=/bin; hash -- ls; hash -t -- ls; set -o posix; hash -p /nonexist ls; ls /dev/null; hash -t ls'
  check '0
sh: line 1: hash: -x: invalid option
hash: usage: hash [-lr] [-p pathname] [-dt] [name ...]
2
sh: line 1: hash: -p: option requires an argument
hash: usage: hash [-lr] [-p pathname] [-dt] [name ...]
2
sh: line 1: hash: -d: option requires an argument
1
sh: line 1: hash: -t: option requires an argument
1
0
0
hash: hash table empty
0
hits	command
   0	/bin/ls
hash: hash table empty
hash: hash table empty
/bin/ls
/dev/null
/bin/ls' 0
}

@test "hash: a file that can't run is remembered when run, but hash NAME says not found and forgets it (bash)" {
  mkdir d; touch d/x
  run sh -c 'PATH=$PWD/d; x; echo $?; hash; hash x; echo $?; hash'
  check "sh: line 1: $PWD/d/x: Permission denied
126
hits	command
   1	$PWD/d/x
sh: line 1: hash: x: not found
1
hash: hash table empty" 0
}
