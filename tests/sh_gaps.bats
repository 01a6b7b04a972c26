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
