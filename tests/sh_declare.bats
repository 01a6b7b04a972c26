#!/usr/bin/env bats
# sh: declare/typeset/local attributes -a -A -i -l -u -f -F -t, compound
# assignments as their arguments, declare -p: expected output and status
# from bash 5.2 on this machine ("bash:" in messages becomes "sh:").

load helper
bats_require_minimum_version 1.5.0
# bats exports functions of its own (more of them when it runs files in
# parallel), which sh, as bash does, would import and list too: not to the
# commands the tests run
eval "helper_$(declare -f setup)"
setup()
{
  local f

  helper_setup || return
  for f in $(declare -Fx | sed 's/^declare -fx //'); do export -nf "$f"; done
}

@test "compound assignment: declare -a a=(1 2 3)" {
  run sh -c 'declare -a a=(1 2 3); echo ${a[@]} ${#a[@]}; declare -p a'
  check '1 2 3 3
declare -a a=([0]="1" [1]="2" [2]="3")' 0
}

@test "compound assignment: declare a=(x y), quoted words and spaces" {
  run sh -c 'declare a=(x "y z"  w); echo ${#a[@]} "${a[1]}"; declare -p a'
  check '3 y z
declare -a a=([0]="x" [1]="y z" [2]="w")' 0
}

@test "compound assignment: local, local -a, typeset -a, readonly" {
  run sh -c 'f() { local -a a=(x "y z"); typeset -a b=(1); local c=(q); readonly d=(r s); declare -p a b c d; }; f; echo ${a-unset} ${c-unset}; declare -p d'
  check 'declare -a a=([0]="x" [1]="y z")
declare -a b=([0]="1")
declare -a c=([0]="q")
declare -ar d=([0]="r" [1]="s")
unset unset
declare -ar d=([0]="r" [1]="s")' 0
}

@test "compound assignment: [i]=v words and +=" {
  run sh -c 'declare -a a=([2]=x y [0]=z); declare -p a; declare a+=(w); declare -p a'
  check 'declare -a a=([0]="z" [2]="x" [3]="y")
declare -a a=([0]="z" [2]="x" [3]="y" [4]="w")' 0
}

@test "compound assignment: echo a=(1) stays a syntax error" {
  run sh -c 'echo a=(1)'
  [ "$status" = 2 ] && [ "${output#sh: }" != "$output" ] && [ "${output#*\(}" != "$output" ]
}

@test "compound assignment: declare arguments are not split" {
  run sh -c 'x="1  2"; declare a=$x b=*; echo "$a" "$b"'
  check '1  2 *' 0
}

@test "compound assignment: empty and unset elements in declare -p" {
  run sh -c 'declare -a a; declare -p a; declare -a b=(); declare -p b; c=(1); unset c[0]; declare -p c'
  check 'declare -a a
declare -a b=()
declare -a c=()' 0
}

@test "-i: assignments are arithmetic, += adds" {
  run sh -c 'declare -i x=3; x+=2; echo $x; x=2*3; echo $x; x=x+1; echo $x; declare -p x'
  check '5
6
7
declare -i x="7"' 0
}

@test "-i: a name evaluates as a variable, unset is 0" {
  run sh -c 'declare -i x; y=4; x=y*2; echo $x; x=nosuch; echo $x'
  check '8
0' 0
}

@test "-i: declare +i removes the attribute" {
  run sh -c 'declare -i x=1+1; declare +i x; x+=1; echo $x; x=2*3; echo $x; declare -p x'
  check '21
2*3
declare -- x="2*3"' 0
}

@test "-i: read and for loops evaluate" {
  run sh -c 'declare -i n; read n <<< "6*7"; echo $n; for n in 1+1 2*2; do echo $n; done'
  check '42
2
4' 0
}

@test "-i: array elements of a -i array" {
  run sh -c 'declare -ai a=(1+1 2*3); a+=(4+4); a[5]+=3; a[1]+=1; declare -p a'
  check 'declare -ai a=([0]="2" [1]="7" [2]="8" [5]="3")' 0
}

@test "-i: division by zero is fatal, status 1" {
  run sh -c 'declare -i x=1/0; echo after'
  check 'sh: line 1: declare: 1/0: division by 0 (error token is "0")' 1
}

@test "-i: a bad assignment to a -i variable is fatal" {
  run sh -c 'declare -i x; x=1/0; echo after'
  check 'sh: line 1: 1/0: division by 0 (error token is "0")' 1
}

@test "-i: local -i in a function" {
  run sh -c 'f() { local -i x=2; x+=3; echo $x; declare -p x; }; f; declare -p x'
  check '5
declare -i x="5"
sh: line 1: declare: x: not found' 1
}

@test "-l and -u: case on assignment" {
  run sh -c 'declare -l a=HeLLo; declare -u b=HeLLo; echo $a $b; a+=WORLD; b+=world; echo $a $b; declare -p a b'
  check 'hello HELLO
helloworld HELLOWORLD
declare -l a="helloworld"
declare -u b="HELLOWORLD"' 0
}

@test "-l and -u: one clears the other, both give neither" {
  run sh -c 'declare -l m=X; declare -u m; declare -p m; m=aB; declare -p m; declare -ul n=X; declare -p n'
  check 'declare -u m="x"
declare -u m="AB"
declare -- n="X"' 0
}

@test "-l: read and for loops" {
  run sh -c 'declare -l y; read y <<< "HeLLo"; echo $y; for y in A B; do echo $y; done'
  check 'hello
a
b' 0
}

@test "-u: +u removes it" {
  run sh -c 'declare -u x=a; declare +u x; x+=b; declare -p x'
  check 'declare -- x="Ab"' 0
}

@test "-u: elements of arrays" {
  run sh -c 'declare -au a=(x y); a[3]=z; declare -p a'
  check 'declare -au a=([0]="X" [1]="Y" [3]="Z")' 0
}

@test "-A: keys, values, count" {
  run sh -c 'declare -A m; m[foo]=1; m[bar]=2; echo ${m[foo]} ${m[bar]} ${#m[@]}; for k in "${!m[@]}"; do echo "k=$k v=${m[$k]}"; done | sort'
  check '1 2 2
k=bar v=2
k=foo v=1' 0
}

@test "-A: compound assignment with keys with spaces" {
  run sh -c 'declare -A m=([a b]=1 [c]="x y" ["q r"]=2); echo "${m[a b]}" "${m[q r]}"; for k in "${!m[@]}"; do echo "<$k>"; done | sort; echo ${#m[@]}'
  check '1 2
<a b>
<c>
<q r>
3' 0
}

@test "-A: unset one key, declare -p with quoted keys" {
  run sh -c 'declare -A m=([a b]=1 [c]="x\"y"); unset "m[a b]"; declare -p m'
  check 'declare -A m=([c]="x\"y" )' 0
}

@test "-A: declare -p: unset, empty and trailing space" {
  run sh -c 'declare -A m; declare -p m; m[k]=v; declare -p m; unset m[k]; declare -p m; declare -A e=(); declare -p e'
  check 'declare -A m
declare -A m=([k]="v" )
declare -A m=()
declare -A e=()' 0
}

@test "-A: key/value pairs form" {
  run sh -c 'declare -A m=(k v); declare -p m'
  check 'declare -A m=([k]="v" )' 0
}

@test "-A: the plain name is the key 0" {
  run sh -c 'declare -A m; m[k]=1; echo "[$m]"; m[0]=z; echo $m; m=y; echo ${m[0]}'
  check '[]
z
y' 0
}

@test "-A: a scalar becomes element 0, an indexed array can't" {
  run sh -c 'x=1; declare -A x; declare -p x; a=(1); declare -A a; echo $?; declare -p a'
  check 'declare -A x=([0]="1" )
sh: line 1: declare: a: cannot convert indexed to associative array
1
declare -a a=([0]="1")' 0
}

@test "-A: += on an element, arithmetic keys are strings" {
  run sh -c 'declare -A m; m[1+1]=a; m[1+1]+=b; echo ${m[1+1]} ${m[2]-none}'
  check 'ab none' 0
}

@test "-A: with -i and -u" {
  run sh -c 'declare -Ai m=([x]=1+2); m[y]=3*3; echo ${m[x]} ${m[y]}; declare -Au u=([k]=v); declare -p u'
  check '3 9
declare -Au u=([k]="V" )' 0
}

@test "-A: local in a function" {
  run sh -c 'f() { local -A m=([k]=v); declare -p m; echo ${m[k]}; }; f; echo "[${m[k]}]"'
  check 'declare -A m=([k]="v" )
v
[]' 0
}

@test "+a: arrays can't be destroyed that way" {
  run sh -c 'a=(1); declare +a a; echo $?'
  check 'sh: line 1: declare: a: cannot destroy array variables in this way
1' 0
}

@test "-f: the definitions, -f NAME, status 1 for one that isn't" {
  run sh -c 'f() { echo hi; a=1 echo "$x" >/dev/null 2>&1; echo a | cat && ! true || false; }; declare -f f; declare -f nosuch; echo $?'
  check 'f () 
{ 
    echo hi;
    a=1 echo "$x" > /dev/null 2>&1;
    echo a | cat && ! true || false
}
1' 0
}

@test "-f: all functions, sorted" {
  run sh -c 'g() { echo g; }; f() { if true; then echo y; fi; }; declare -f'
  check 'f () 
{ 
    if true; then
        echo y;
    fi
}
g () 
{ 
    echo g
}' 0
}

@test "-F: names; -F NAME; -pF NAME" {
  run sh -c 'g() { :; }; f() { :; }; declare -F; declare -F f g; declare -pF g; declare -F nosuch; echo $?'
  check 'declare -f f
declare -f g
f
g
declare -f g
1' 0
}

@test "-t: the trace attribute on functions shows in -F and -pf" {
  run sh -c 'f() { :; }; declare -ft f; declare -F; declare -pf f; declare -f +t f; declare -F'
  check 'declare -ft f
f () 
{ 
    :
}
declare -ft f
declare -f f' 0
}

@test "-t: on a variable" {
  run sh -c 'declare -t v=1; declare -p v'
  check 'declare -t v="1"' 0
}

@test "declare -p: all attributes in bash's order" {
  run sh -c 'declare -ailrx a=(1 2); declare -Aul m=([k]=v); declare -itux y=3; declare -p a m y'
  check 'declare -airxl a=([0]="1" [1]="2")
declare -A m=([k]="v" )
declare -itxu y="3"' 0
}

@test "declare -p: attribute options filter" {
  run sh -c 'declare -i x=3; declare -l y=A; declare -il z=4; declare -pi | grep -E " (x|y|z)="; declare -pl | grep -E " (x|y|z)="; declare -pil | grep -E " (x|y|z)="'
  check 'declare -i x="3"
declare -il z="4"
declare -l y="a"
declare -il z="4"
declare -i x="3"
declare -l y="a"
declare -il z="4"' 0
}

@test "declare -i without -p lists the integer variables" {
  run sh -c 'declare -i x=3; declare -i | grep " x="'
  check 'declare -i x="3"' 0
}

@test "declare -g in a function sets a global" {
  run sh -c 'f() { declare -gi g=1+1; declare -l l=A; }; f; declare -p g; echo ${l-unset}'
  check 'declare -i g="2"
unset' 0
}

@test "export and readonly with attributes" {
  run sh -c 'declare -ix e=2*3; declare -p e; sh -c '\''echo $e'\''; declare -ri r=1+1; declare -p r; r=3; echo $?'
  check 'declare -ix e="6"
6
declare -ir r="2"
sh: line 1: r: readonly variable' 1
}

@test "readonly -i is an invalid option" {
  run sh -c 'readonly -i x=2+3; echo $?; declare -p x'
  check 'sh: line 1: readonly: -i: invalid option
readonly: usage: readonly [-aAf] [name[=value] ...] or readonly -p
2
sh: line 1: declare: x: not found' 1
}

@test "declare -Q: invalid option and usage, status 2" {
  run sh -c 'declare -Q; echo $?'
  check 'sh: line 1: declare: -Q: invalid option
declare: usage: declare [-aAfFgiIlnrtux] [name[=value] ...] or declare -p [-aAfFilnrtux] [name ...]
2' 0
}

@test "local -Q, export -i: invalid" {
  run sh -c 'f() { local -Q 2>/dev/null; echo $?; }; f; export -i x; echo $?'
  check '2
sh: line 1: export: -i: invalid option
export: usage: export [-fn] [name[=value] ...] or export -p
2' 0
}

@test "declare +r on a readonly variable" {
  run sh -c 'declare -r x=1; declare +r x; echo $?'
  check 'sh: line 1: declare: x: readonly variable
1' 0
}

@test "typeset is declare" {
  run sh -c 'typeset -i x=1+1; typeset -u y=a; typeset -p x y'
  check 'declare -i x="2"
declare -u y="A"' 0
}

@test "local: an outer array, assoc and -i variable come back" {
  run sh -c 'a=(1 2); declare -A m=([k]=v); declare -i n=5; f(){ local a=(x); local -A m=([z]=1); local n=q; declare -p a m n; }; f; declare -p a m n; g(){ local a; declare -p a; a[3]=y; }; g; declare -p a'
  check 'declare -a a=([0]="x")
declare -A m=([z]="1" )
declare -- n="q"
declare -a a=([0]="1" [1]="2")
declare -A m=([k]="v" )
declare -i n="5"
declare -- a
declare -a a=([0]="1" [1]="2")' 0
}

@test "local -r goes away with the function" {
  run sh -c 'h(){ local -r x=1; declare -p x; }; h; echo "[$x]"; x=5; h; echo $x; x=6; echo $x'
  check 'declare -r x="1"
[]
declare -r x="1"
5
6' 0
}

@test "local -I inherits the attributes and value" {
  run sh -c 'x=1; declare -i y=3; f(){ local -I x; local -I y; local z; echo $x $y; declare -p x y; y+=1; echo $y; }; f; echo $x $y'
  check '1 3
declare -- x="1"
declare -i y="3"
4
1 3' 0
}

@test "${x@a} and ${a[@]@A} show the attributes" {
  run sh -c 'declare -A m=([k]=v); echo ${m[k]@a} ${m@a}; declare -il x=1; echo ${x@a} ${x@A}; echo ${m[@]@A}; declare -ai a=(1 2); echo ${a[@]@A}'
  check 'A A
il declare -il x='\''1'\''
declare -A m=([k]="v" )
declare -ai a=([0]="1" [1]="2")' 0
}

@test "elements in arithmetic and [[ -v ]]" {
  run sh -c 'declare -A m=([k]=5); [[ -v m[k] ]] && echo v; [[ -v m[z] ]] || echo nv; echo $((m[k]+1)); a=(1 2 3); echo $((a[1]*a[2])) $((a)); declare -i x=a[2]+1; echo $x'
  check 'v
nv
6
6 1
4' 0
}

@test "declare NAME[sub]=value and NAME+=value" {
  run sh -c 'declare -a a[2]=x; declare -p a; declare -i b[1]=1+1; declare -p b; declare -A m[k]=v; declare -p m; x=1; declare x+=2; declare -i y=1; declare y+=2; echo $x $y'
  check 'declare -a a=([2]="x")
declare -ai b=([1]="2")
declare -A m=([k]="v" )
12 3' 0
}

@test "assigning a readonly -i variable: declare's message" {
  run sh -c 'declare -ir r=1; declare -i r=2; echo $?; readonly r=3; echo $?; f(){ local r=4 2>/dev/null; echo $?; }; f'
  check 'sh: line 1: declare: r: readonly variable
1
sh: line 1: r: readonly variable
1
1' 0
}

@test "-A: += adds elements, =() empties" {
  run sh -c 'declare -A m; m+=([a]=1); m+=([b]=2); echo ${#m[@]}; m=(); echo ${#m[@]}; declare -p m'
  check '2
0
declare -A m=()' 0
}

@test "-A: unset makes the name a plain variable again" {
  run sh -c 'declare -A m=([k]=v); unset m; m[k]=1; declare -p m'
  check 'declare -a m=([0]="1")' 0
}

@test "-i: a compound assignment with [n]= words" {
  run sh -c 'declare -i a; a=(1+1 [5]=2*2); declare -p a'
  check 'declare -ai a=([0]="2" [5]="4")' 0
}

@test "help -s declare and typeset" {
  run sh -c 'help -s declare; help -s typeset'
  check 'declare: declare [-aAfFgiIlnrtux] [name[=value] ...] or declare -p [-aAfFilnrtux] [name ...]
typeset: typeset [-aAfFgiIlnrtux] name[=value] ... or typeset -p [-aAfFilnrtux] [name ...]' 0
}

@test "-f with -r -x -t: function attributes, readonly functions" {
  run sh -c 'f(){ :; }; declare -frxt f; declare -F; declare -pf f; f(){ echo; }; echo $?; unset -f f; echo $?'
  check 'declare -frtx f
f () 
{ 
    :
}
declare -frtx f
sh: line 1: f: readonly function
1
sh: line 1: unset: f: cannot unset: readonly function
1' 0
}

@test "readonly -f and export -f: set and list, not a function" {
  run sh -c 'f(){ :; }; g(){ :; }; readonly -f f; export -f g; readonly -f; export -f; export -f nosuch; echo $?; readonly -f nosuch; echo $?'
  check 'f () 
{ 
    :
}
declare -fr f
g () 
{ 
    :
}
declare -fx g
sh: line 1: export: nosuch: not a function
1
sh: line 1: readonly: nosuch: not a function
1' 0
}

@test "-F with attribute options filters" {
  run sh -c 'f(){ :; }; g(){ :; }; declare -ft g; declare -Ft; declare -f +t g; declare -F'
  check 'declare -ft g
declare -f f
declare -f g' 0
}

@test "function definitions: loops, if/else, subshell, group" {
  run sh -c 'f() { if true; then echo y; elif false; then :; else echo n; fi; while false; do :; done; for i in 1 2; do echo $i; done; ( cd /; ls ); { echo g; }; }; declare -f f'
  check 'f () 
{ 
    if true; then
        echo y;
    else
        if false; then
            :;
        else
            echo n;
        fi;
    fi;
    while false; do
        :;
    done;
    for i in 1 2;
    do
        echo $i;
    done;
    ( cd /;
    ls );
    { 
        echo g
    }
}' 0
}

@test "function definitions: case, [[ ]], (( )), here documents" {
  run sh -c 'f() { case $1 in a|b) echo ab;; *) echo other; echo x;; esac; [[ -n $x ]] && (( y = 1 )); x=$(echo hi) ; cat <<EOF
doc
EOF
echo a >> f; a=(1 2) ; }; declare -f f'
  check 'f () 
{ 
    case $1 in 
        a | b)
            echo ab
        ;;
        *)
            echo other;
            echo x
        ;;
    esac;
    [[ -n $x ]] && (( y = 1 ));
    x=$(echo hi);
    cat <<EOF
doc
EOF

    echo a >> f;
    a=(1 2)
}' 0
}

@test "set -x shows an array assignment as written" {
  run sh -c 'set -x; b=(x y); b=()'
  check '+ b=(x y)
+ b=()' 0
}

@test "-l and -u: UTF-8 letters, bytes that are not UTF-8 stay" {
  run env LC_ALL=C.UTF-8 sh -c 'declare -l x=ÄBC; echo $x; declare -u y=äbc; echo $y; declare -u z=$(printf "a\377b"); echo "$z" | od -An -c'
  check 'äbc
ÄBC
   A 377   B  \n' 0
}

@test "-n to an associative array, readonly -A" {
  run sh -c 'declare -n r=m; declare -A m; r[k]=v; echo ${m[k]}; declare -p m; readonly -A q=([k]=v); q[k]=2; echo no'
  check 'v
declare -A m=([k]="v" )
sh: line 1: q: readonly variable' 1
}

@test "local -a / -A hide an outer array, which comes back" {
  run sh -c 'a=(1 2); f(){ local -a a; declare -p a; a+=(z); declare -p a; }; f; declare -p a; declare -A m=([k]=v); g(){ local -A m; declare -p m; }; g; declare -p m'
  check 'declare -a a
declare -a a=([0]="z")
declare -a a=([0]="1" [1]="2")
declare -A m
declare -A m=([k]="v" )' 0
}

@test "declare -g with arrays, local -i, local hides attributes" {
  run sh -c 'f(){ declare -ga g=(1 2); declare -gA h=([k]=v); local -i l=1; }; f; declare -p g h; echo ${l-unset}; declare -i x=1; k(){ local x=1+1; echo $x; }; k; echo $x'
  check 'declare -a g=([0]="1" [1]="2")
declare -A h=([k]="v" )
unset
1+1
1' 0
}

# Arithmetic assignments to array elements, eval's syntax errors and
# assignments before special builtins: expected output from bash 5.2 on
# this machine too.

@test "arithmetic assigns an indexed element: =, ++, +=, *=" {
  run sh -c 'a=(1 2 3); (( a[1] = 7 )); echo "${a[@]}"; i=2; (( a[i]++ )); (( ++a[$i] )); (( a[2] += 5 )); echo "${a[@]}"; echo $(( a[0] *= 3 )) "${a[@]}"'
  check '1 7 3
1 7 10
3 3 7 10' 0
}

@test "let assigns an element, post/pre decrement of elements" {
  run sh -c 'a=(5 5); let "a[1]=4" "a[0]--"; echo "${a[@]}"; echo $(( --a[1] )) $(( a[1]-- )) ${a[1]}'
  check '4 4
3 3 2' 0
}

@test "arithmetic assigns an associative element" {
  run sh -c 'declare -A m; (( m[foo]++ )); (( m[foo]++ )); k=bar; (( m[$k] += 2 )); echo "${m[foo]} ${m[bar]}"; (( m[foo] = m[bar] * 10 )); echo ${m[foo]}'
  check '2 2
20' 0
}

@test "count[\$w]++ counts words" {
  run sh -c 'declare -A count; for w in a b a c a b; do (( count[$w]++ )); done; for k in a b c; do echo "$k ${count[$k]}"; done'
  check 'a 3
b 2
c 1' 0
}

@test "arithmetic element assignment: -i array, new array, negative index" {
  run sh -c 'declare -ia ia; (( ia[3] = 2*4 )); ia[4]=1+1; echo "${ia[@]} ${!ia[@]}"; (( b[5] = 1 )); echo "${!b[@]} ${b[5]}"; a=(1 2 3); (( a[-1] = 9 )); echo "${a[@]}"'
  check '8 2 3 4
5 1
1 2 9' 0
}

@test "chained and conditional element assignments" {
  run sh -c 'a=(0 0 0); (( a[1] = a[2] = 3 )); echo "${a[@]}"; (( 0 && (a[0] = 5) )); (( 1 ? (a[0] = 1) : (a[0] = 2) )); echo "${a[@]}"; x=$(( z[0] = 4 )); echo $x $z'
  check '0 3 3
1 3 3
4 4' 0
}

@test "arithmetic assignment to a readonly array fails" {
  run sh -c 'readonly -a ro=(1); (( ro[0] = 2 )); echo "st $? ${ro[0]}"'
  check 'sh: line 1: ro: readonly variable
st 1 1' 0
}

@test "eval: a syntax error fails eval only, with status 2" {
  run sh -c 'eval "if" 2>/dev/null; echo $?; eval "fi" 2>/dev/null; echo $?; eval "if true; then" 2>/dev/null; echo $?; echo next'
  check '2
2
2
next' 0
}

# bash says "line 2" for an unexpected end of file
@test "eval: the syntax error message" {
  run sh -c 'eval "if"; echo $?'
  check 'sh: eval: line 1: syntax error: unexpected end of file
2' 0
}

@test "eval: syntax error in a function, nested eval, \$( ), set -e" {
  run sh -c 'f() { eval "((" 2>/dev/null; echo in $?; }; f; echo out; eval "eval \"if\" 2>/dev/null; echo in \$?"; echo $?; x=$(eval "if" 2>/dev/null; echo in $?); echo "[$x]"; set -e; eval "if" 2>/dev/null; echo no'
  check 'in 2
out
in 2
0
[in 2]' 2
}

@test "eval: commands before the bad line run, the shell goes on" {
  run sh -c 'eval "echo a
if" 2>/dev/null; echo $?; eval "[[ a == " 2>/dev/null; [[ a == a ]] && echo ok'
  check 'a
2
ok' 0
}

@test "assignments before special builtins don't stay" {
  run sh -c 'x=abc :; echo "[$x]"; x=abc eval "echo \$x"; echo "[$x]"; x=abc set -- a b; echo "[$x] $#"; x=abc export y; echo "[$x]"; x=1 readonly z; echo "[$x]"; x=abc declare w; echo "[$x]"; x=abc true; echo "[$x]"'
  check '[]
abc
[]
[] 2
[]
[]
[]
[]' 0
}

@test "assignments before special builtins: old value back, posix mode keeps" {
  run sh -c 'x=1; x=2 :; echo $x; x=abc eval "x=def"; echo "[$x]"; x=abc : $((x=5)); echo "[$x]"; set -o posix; y=abc :; echo "[$y]"'
  check '1
[1]
[5]
[abc]' 0
}

@test "assignments before shift, return, break, trap, unset, ." {
  run sh -c 'x=abc shift; echo "[$x]"; f() { x=abc return 3; }; f; echo "$? [$x]"; for i in 1; do x=abc break; done; echo "[$x]"; x=abc trap "" USR1; echo "[$x]"; x=1 unset x; echo "[${x-unset}]"; x=abc . /dev/null; echo "[$x]"'
  check '[]
3 []
[]
[]
[unset]
[]' 0
}

@test "x=abc export x / readonly x / declare -g x=3 keep x" {
  run sh -c 'x=abc export x; echo "[$x]"; env | grep ^x=; y=q readonly y; echo "[$y]"; y=2; z=1 declare -g z=3; echo "[$z]"'
  check '[abc]
x=abc
[q]
sh: line 1: y: readonly variable' 1
}

@test "x=abc local x: the local gets abc, the outer x comes back" {
  run sh -c 'f() { x=abc local x; echo "in[$x]"; x=3; }; f; echo "[$x]"; x=1; f; echo "[$x]"; g() { x=abc local x=q; echo "in[$x]"; }; g; echo "[$x]"; x=1 local; echo st $?'
  check 'in[abc]
[]
in[abc]
[1]
in[q]
[1]
sh: line 1: local: can only be used in a function
st 1' 0
}

@test "x=1 local with no names in a function" {
  run sh -c 'f() { x=1 local; echo "[$x]"; }; f; echo "[$x]"'
  check '[]
[]' 0
}

@test "arithmetic: an element's subscript is evaluated once, not when skipped" {
  run sh -c 'i=0; a=(1 2); (( a[i++]++ )); echo $i ${a[@]}; (( a[i++] += 5 )); echo $i ${a[@]}; (( 0 && a[i++]++ )); echo $i; echo $(( 1 ? 5 : a[i++] )) $i; (( a[-1] += 1 )); echo ${a[@]}'
  check '1 2 2
2 2 7
2
5 2
2 8' 0
}

@test "x=abc declare/typeset NAME: kept with -x, -r or -g NAME=value only" {
  run sh -c 'x=abc declare x; echo "[$x]"; x=abc typeset x=2; echo "[$x]"; x=abc declare -gx x; echo "[$x]"; x=abc declare -g x=3; echo "[$x]"; unset x; x=abc declare -x x; echo "[$x]"; y=abc export -n y; echo "[$y]"; y=abc declare -r y; echo "[$y]"'
  check '[]
[]
[]
[3]
[abc]
[]
[abc]' 0
}

@test "a builtin's temporary assignment is exported while it runs" {
  run sh -c 'x=abc eval "env | grep ^x="; x=abc declare -p x; x=abc readonly x; declare -p x; y=abc declare -g y=3; declare -p y; f() { z=abc local z; declare -p z; }; f'
  check 'x=abc
declare -x x="abc"
declare -rx x="abc"
declare -- y="3"
declare -x z="abc"' 0
}
