#!/usr/bin/env bats
# sh: namerefs, declare -p, fc and history, HISTCONTROL/HISTIGNORE, help,
# fast ${x//pattern/rep}: expected output and status from bash 5.2 on this
# machine ("bash:" in messages becomes "sh:").

load helper
bats_require_minimum_version 1.5.0

@test "nameref: reads and writes go to the target, the length, declare -p" {
  run sh -c 'declare -n r=v; v=1; echo $r; r=2; echo $v ${#r}; declare -p r v'
  check '1
2 1
declare -n r="v"
declare -- v="2"' 0
}

@test "nameref: typeset -n and local -n" {
  run sh -c 'typeset -n r=v; v=3; echo $r; f() { local -n out=$1; out=val; }; f x; echo $x'
  check '3
val' 0
}

@test "nameref: to an array, elements and appends" {
  run sh -c 'v=(a b c); declare -n r=v; echo ${r[@]} ${#r[@]} ${r[1]}; r[3]=d; echo ${v[@]}; r+=(e); echo ${#v[@]}'
  check 'a b c 3 b
a b c d
5' 0
}

@test "nameref: an array assignment makes the target an array" {
  run sh -c 'declare -n r=v; r=(1 2); declare -p v'
  check 'declare -a v=([0]="1" [1]="2")' 0
}

@test "nameref: unset unsets the target, the reference stays" {
  run sh -c 'v=1; declare -n r=v; unset r; echo ${v-unset} ${r-runset}; declare -p r; r=2; echo $v'
  check 'unset runset
declare -n r="v"
2' 0
}

@test "nameref: unset -n removes the reference itself" {
  run sh -c 'v=1; declare -n r=v; unset -n r; echo $v ${r-runset}; declare -p r'
  check '1 runset
sh: line 1: declare: r: not found' 1
}

@test "nameref: the indirection of a reference is the target's name" {
  run sh -c 'declare -n r=v; echo ${!r}; v=5; echo ${!r} $r'
  check 'v
v 5' 0
}

@test "nameref: the indirection of a reference without a target" {
  run sh -c 'declare -n r; echo ${!r}x; echo no'
  check 'sh: line 1: r: invalid indirect expansion' 1
}

@test "nameref: a for loop assigns the reference" {
  run sh -c 'declare -n r; for r in a b c; do :; done; declare -p r; a=1;c=3; for r in a c; do echo $r; done'
  check 'declare -n r="c"
1
3' 0
}

@test "nameref: a reference to a reference" {
  run sh -c 'declare -n a=b b=c; c=5; echo $a; a=6; echo $c; echo ${!a}'
  check '5
6
c' 0
}

@test "nameref: circular references warn, assigning is an error" {
  run sh -c 'declare -n a=b b=a; echo "[$a]"; echo $?; a=1; echo $?'
  check 'sh: line 1: warning: a: circular name reference
[]
0
sh: line 1: warning: a: circular name reference' 1
}

@test "nameref: a self reference is refused" {
  run sh -c 'declare -n a=a; echo $?; declare -p a'
  check 'sh: line 1: declare: a: nameref variable self references not allowed
1
sh: line 1: declare: a: not found' 1
}

@test "nameref: declare +n turns the reference into a plain variable" {
  run sh -c 'declare -n r=v; declare +n r; declare -p r; echo $r'
  check 'declare -- r="v"
v' 0
}

@test "nameref: an invalid target name" {
  run sh -c 'declare -n r=1x; echo $?; declare -n s='\''a b'\''; echo $?'
  check 'sh: line 1: declare: `1x'\'': invalid variable name for name reference
1
sh: line 1: declare: `a b'\'': invalid variable name for name reference
1' 0
}

@test "nameref: assigning to a reference without a target sets the target" {
  run sh -c 'declare -n r; r=x; declare -p r; x=1; echo $r'
  check 'declare -n r="x"
1' 0
}

@test "nameref: assigning an invalid name to a reference without a target" {
  run sh -c 'declare -n r; r=5; echo no'
  check 'sh: line 1: `5'\'': not a valid identifier' 1
}

@test "nameref: += appends to the target" {
  run sh -c 'declare -n r=v; r+=abc; r+=d; echo $v'
  check 'abcd' 0
}

@test "nameref: export and readonly act on the target" {
  run sh -c 'x=v; declare -n r=$x; export r; v=1; env | grep ^v=; readonly r; v=2; echo no'
  check 'v=1
sh: line 1: v: readonly variable' 1
}

@test "nameref: a readonly target" {
  run sh -c 'declare -n r=v; readonly v=1; r=2; echo no'
  check 'sh: line 1: v: readonly variable' 1
}

@test "nameref: a local in a function points at the caller's local" {
  run sh -c 'g() { local -n o=$1; o=inner; }; f() { local res; g res; echo $res; }; f; echo ${res-unset}'
  check 'inner
unset' 0
}

@test "nameref: a local array reference" {
  run sh -c 'f() { local -n arr=$1; arr+=(x); echo ${#arr[@]}; }; a=(1 2); f a; echo ${a[@]}'
  check '3
1 2 x' 0
}

@test "nameref: a local reference goes away with the function" {
  run sh -c 'f() { local -n r=$1; echo ${!r} $r; }; v=7; f v; declare -p r'
  check 'v 7
sh: line 1: declare: r: not found' 1
}

@test "nameref: a local of the same name hides a global reference" {
  run sh -c 'declare -n x=v; f() { local x=1; }; f; echo "${v-unset}"; declare -p x'
  check 'unset
declare -n x="v"' 0
}

@test "nameref: a reference to a function's local" {
  run sh -c 'v=1; f() { local v=2; declare -n r=v; r=3; echo $v; }; f; echo $v'
  check '3
1' 0
}

@test "nameref: expansions operate on the target's value" {
  run sh -c 'declare -n r=v; v=abc; echo ${r/b/X} ${r:1} ${r^^} ${r#a} ${r:-d}'
  check 'aXc bc ABC bc abc' 0
}

@test "nameref: declare -n again changes the target" {
  run sh -c 'declare -n r=v; declare -n r=w; declare -p r; typeset -p r'
  check 'declare -n r="w"
declare -n r="w"' 0
}

@test "nameref: declare -n with no names lists the references" {
  run sh -c 'declare -n r=v; x=1; declare -n'
  check 'declare -n r="v"' 0
}

@test "nameref: arithmetic, [[ -v ]], read and printf -v use the target" {
  run sh -c 'declare -n r=v; v=5; echo $((r+1)); ((r++)); echo $v; [[ -v r ]] && echo set; read r <<< hello; echo $v; printf -v r %s hi; echo $v'
  check '6
6
set
hello
hi' 0
}

@test "nameref: to an array element" {
  run sh -c 'declare -n r=a[1]; r=z; declare -p a; echo $r; b=(x y z); declare -n s='\''b[2]'\''; echo $s; s=Q; echo ${b[@]}; i=0; declare -n t='\''b[i+1]'\''; echo $t'
  check 'declare -a a=([1]="z")
z
z
x y Q
y' 0
}

@test "declare -p: flags and quoting" {
  run sh -c 'declare -rx v=1; declare -p v; a=(1 "x y"); export a; declare -p a; w='\''a"b$c\d'\''; declare -p w; x=; declare y; declare -p x y'
  check 'declare -rx v="1"
declare -ax a=([0]="1" [1]="x y")
declare -- w="a\"b\$c\\d"
declare -- x=""
declare -- y' 0
}

@test "declare -p: an unknown name" {
  run sh -c 'declare -p nosuch; echo $?'
  check 'sh: line 1: declare: nosuch: not found
1' 0
}

@test "fc -l: the last commands, not fc itself; -n, -r, a negative first" {
  run sh <<'EOF'
set -o history
echo a
echo b
history
fc -l
fc -l -2
fc -ln 1 2
fc -lr
EOF
  check 'a
b
    1  echo a
    2  echo b
    3  history
1	 echo a
2	 echo b
3	 history
3	 history
4	 fc -l
	 echo a
	 echo b
6	 fc -ln 1 2
5	 fc -l -2
4	 fc -l
3	 history
2	 echo b
1	 echo a' 0
}

@test "fc -l: first and last as numbers or strings, reversed ranges" {
  run sh <<'EOF'
set -o history
echo a
echo b
fc -l 1 2
fc -l 2 1
fc -lr 1 2
fc -rl 2 1
fc -l echo
fc -l -1 -1
fc -ln -1
fc -l 0
EOF
  check 'a
b
1	 echo a
2	 echo b
2	 echo b
1	 echo a
2	 echo b
1	 echo a
2	 echo b
1	 echo a
2	 echo b
3	 fc -l 1 2
4	 fc -l 2 1
5	 fc -lr 1 2
6	 fc -rl 2 1
7	 fc -l echo
	 fc -l -1 -1
9	 fc -ln -1' 0
}

@test "fc -l: the last 16 commands by default" {
  run sh <<'EOF'
set -o history
echo 1; echo 2
echo 3
echo 4
echo 5
echo 6
echo 7
echo 8
echo 9
echo 10
echo 11
echo 12
echo 13
echo 14
echo 15
echo 16
echo 17
fc -l
fc -l 3
fc -l -3
EOF
  check '1
2
3
4
5
6
7
8
9
10
11
12
13
14
15
16
17
1	 echo 1; echo 2
2	 echo 3
3	 echo 4
4	 echo 5
5	 echo 6
6	 echo 7
7	 echo 8
8	 echo 9
9	 echo 10
10	 echo 11
11	 echo 12
12	 echo 13
13	 echo 14
14	 echo 15
15	 echo 16
16	 echo 17
3	 echo 4
4	 echo 5
5	 echo 6
6	 echo 7
7	 echo 8
8	 echo 9
9	 echo 10
10	 echo 11
11	 echo 12
12	 echo 13
13	 echo 14
14	 echo 15
15	 echo 16
16	 echo 17
17	 fc -l
16	 echo 17
17	 fc -l
18	 fc -l 3' 0
}

@test "fc -s: re-run, old=new everywhere, by number or prefix" {
  run sh <<'EOF'
set -o history
echo a
echo b
fc -s
fc -s b=c
fc -s a=z 2
fc -s ech
fc -s aa=x 1
history
EOF
  check 'a
b
echo b
b
echo c
c
echo b
b
echo b
b
echo a
a
    1  echo a
    2  echo b
    3  echo b
    4  echo c
    5  echo b
    6  echo b
    7  echo a
    8  history' 0
}

@test "fc -s: the command goes to stderr, fc's redirections apply to it" {
  run sh <<'EOF'
set -o history
echo a
fc -s a=q 1 2>/dev/null
fc -s 2 >/dev/null
EOF
  check 'a
q
echo q' 0
}

@test "fc -s: no such command, a number past the end is the last one" {
  run sh <<'EOF'
set -o history
echo aa
fc -s nosuch
echo $?
fc -s 99
echo $?
EOF
  check 'aa
sh: line 3: fc: no command found
1
echo $?
0
0' 0
}

@test "fc -e: the editor edits a file of the commands, then they run" {
  run sh <<'EOF'
set -o history
echo a
echo b
echo c
fc -e "sed -i s/b/Y/" 2 >/dev/null
fc -e "sed -i s/echo/printf/" 1 2
echo
history
EOF
  check 'a
b
c
echo Y
printf a
aprintf b
b
    1  echo a
    2  echo b
    3  echo c
    4  echo Y
    5  printf a
    6  printf b
    7  echo
    8  history' 0
}

@test "fc: FCEDIT, then EDITOR" {
  run sh <<'EOF'
set -o history
echo a
FCEDIT="sed -i s/a/W/" EDITOR="sed -i s/a/E/" fc 1
unset FCEDIT
EDITOR="sed -i s/a/E/" fc 1
fc -e "sed -i s/a/X/" 1
EOF
  check 'a
echo W
W
echo E
E
echo X
X' 0
}

@test "fc -e: an editor that fails runs nothing; - re-runs" {
  run sh <<'EOF'
set -o history
echo a
fc -e true
echo $?
fc -e false
echo $?
fc -e - a=b
fc -e - -1
EOF
  check 'a
echo a
a
0
1
echo $?
0
echo $?
0' 0
}

@test "fc: bad options and arguments" {
  run sh <<'EOF'
set -o history
echo a
fc -x
echo $?
fc -e
echo $?
fc -l x y
echo $?
fc nosuch
echo $?
EOF
  check 'a
sh: line 3: fc: -x: invalid option
fc: usage: fc [-e ename] [-lnr] [first] [last] or fc -s [pat=rep] [command]
2
sh: line 5: fc: -e: option requires an argument
fc: usage: fc [-e ename] [-lnr] [first] [last] or fc -s [pat=rep] [command]
2
sh: line 7: fc: no command found
1
sh: line 9: fc: no command found
1' 0
}

@test "history N, -d N, -d -N, -d N-M, out of range" {
  run sh <<'EOF'
set -o history
echo a
echo b
echo c
history 2
history -d 2-3
history
history -d 1
history -d -1
history
history -d 9
echo $?
history -d abc
echo $?
EOF
  check 'a
b
c
    3  echo c
    4  history 2
    1  echo a
    2  history 2
    3  history -d 2-3
    4  history
    1  history 2
    2  history -d 2-3
    3  history
    4  history -d 1
    5  history
sh: line 11: history: 9: history position out of range
1
sh: line 13: history: abc: history position out of range
1' 0
}

@test "history: bad options and arguments" {
  run sh <<'EOF'
set -o history
history -x
echo $?
history -d
echo $?
history 1 2
echo $?
history abc
echo $?
EOF
  check 'sh: line 2: history: -x: invalid option
history: usage: history [-c] [-d offset] [n] or history -anrw [filename] or history -ps arg [arg...]
2
sh: line 4: history: -d: option requires an argument
history: usage: history [-c] [-d offset] [n] or history -anrw [filename] or history -ps arg [arg...]
2
sh: line 6: history: too many arguments
1
sh: line 8: history: abc: numeric argument required
1' 0
}

@test "history -w, -a: whole list, then the lines not yet appended" {
  run sh <<'EOF'
set -o history
echo a
history -w h1
cat h1
echo c
history -a h1
history -a h1
cat h1
EOF
  check 'a
echo a
history -w h1
c
echo a
history -w h1
echo a
history -w h1
cat h1
echo c
history -a h1
history -a h1' 0
}

@test "history -r, -n, -c" {
  run sh <<'EOF'
set -o history
printf 'x1\nx2\n' > hf
history -r hf
history
echo x3 >> hf
history -n hf
history 2
history -c
history
EOF
  check '    1  printf '\''x1\nx2\n'\'' > hf
    2  history -r hf
    3  x1
    4  x2
    5  history
    8  x3
    9  history 2
    1  history' 0
}

@test "history -s replaces its own line, -p prints with ! expansion" {
  run sh <<'EOF'
set -o history
echo a
history -s foo bar
history 2
history -p '!!' x
history
EOF
  check 'a
    2  foo bar
    3  history 2
history 2
x
    1  echo a
    2  foo bar
    3  history 2
    4  history' 0
}

@test "history: an unwritable file is status 1" {
  run sh <<'EOF'
set -o history
history -w /nonexistent/x
echo $?
history -r /nonexistent/y
echo $?
EOF
  check '1
1' 0
}

@test "HISTCONTROL: ignoreboth, erasedups, colon separated; HISTIGNORE with &" {
  run sh <<'EOF'
set -o history
HISTCONTROL=ignoreboth
echo a
echo a
 echo sp
echo b
HISTCONTROL=erasedups
echo b
echo c
echo b
HISTCONTROL=ignorespace:ignoredups
 echo x
HISTIGNORE="echo i*:&:ls"
echo ix
echo j
echo j
ls >/dev/null
history
EOF
  check 'a
a
sp
b
b
c
b
x
ix
j
j
    1  HISTCONTROL=ignoreboth
    2  echo a
    3  HISTCONTROL=erasedups
    4  echo c
    5  echo b
    6  HISTCONTROL=ignorespace:ignoredups
    7  HISTIGNORE="echo i*:&:ls"
    8  echo j
    9  ls >/dev/null
   10  history' 0
}

@test "HISTCONTROL=ignoredups only drops the same line twice in a row" {
  run sh <<'EOF'
set -o history
HISTCONTROL=ignoredups
echo a
echo a
echo b
echo a
history
EOF
  check 'a
a
b
a
    1  HISTCONTROL=ignoredups
    2  echo a
    3  echo b
    4  echo a
    5  history' 0
}

@test "HISTIGNORE: wildcards and brackets, the whole line must match" {
  run sh <<'EOF'
set -o history
HISTIGNORE='*x*:echo [ab]'
echo a
echo c
echo x
echo b
echo ab
history
EOF
  check 'a
c
x
b
ab
    1  HISTIGNORE='\''*x*:echo [ab]'\''
    2  echo c
    3  echo ab
    4  history' 0
}

@test "HISTSIZE keeps the last lines" {
  run sh <<'EOF'
set -o history
HISTSIZE=3
echo a
echo b
echo c
history
EOF
  check 'a
b
c
    3  echo b
    4  echo c
    5  history' 0
}

@test "HISTFILESIZE truncates HISTFILE when set; history -w writes all" {
  run sh <<'EOF'
set -o history
printf "1\n2\n3\n" > hx
HISTFILE=hx
HISTFILESIZE=1
cat hx
echo a
history -w
cat hx
EOF
  check '3
a
printf "1\n2\n3\n" > hx
HISTFILE=hx
HISTFILESIZE=1
cat hx
echo a
history -w' 0
}

@test "help -s: the usage lines, several names" {
  run sh -c 'help -s true false shift'
  check 'true: true
false: false
shift: shift [n]' 0
}

@test "help -s: a pattern matching several gets a heading" {
  run sh -c 'help -s '\''pu*'\'' '\''tr*'\'''
  check 'Shell commands matching keywords `pu*, tr*'\''

pushd: pushd [-n] [+N | -N | dir]
trap: trap [-lp] [[arg] signal_spec ...]
true: true' 0
}

@test "help -s: names that are glob characters" {
  run sh -c 'help -s '\''['\'' '\'':'\'' '\''.'\'''
  check '[: [ arg... ]
:: :
.: . filename [arguments]' 0
}

@test "help: an unknown name is an error, status 1" {
  run sh -c 'help nosuch; echo $?'
  check 'sh: line 1: help: no help topics match `nosuch'\''.  Try `help help'\'' or `man -k nosuch'\'' or `info nosuch'\''.
1' 0
}

@test "help: one unknown name among known ones is not an error" {
  run sh -c 'help -s nosuch true; echo $?'
  check 'true: true
0' 0
}

@test "help: the last unknown name is reported" {
  run sh -c 'help nosuch1 nosuch2; echo $?'
  check 'sh: line 1: help: no help topics match `nosuch2'\''.  Try `help help'\'' or `man -k nosuch2'\'' or `info nosuch2'\''.
1' 0
}

@test "help: a bad option" {
  run sh -c 'help -x; echo $?'
  check 'sh: line 1: help: -x: invalid option
help: usage: help [-dms] [pattern ...]
2' 0
}

@test "help: no arguments lists the builtins" {
  run sh -c 'help | grep -e "^These" -e "^Type"'
  check 'These shell commands are defined internally.  Type `help'\'' to see this list.
Type `help name'\'' to find out more about the function `name'\''.' 0
}

@test "help -s: one pattern matching several" {
  run sh -c 'help -s "e[cv]*"'
  check 'Shell commands matching keyword `e[cv]*'\''

echo: echo [-neE] [arg ...]
eval: eval [arg ...]' 0
}

# The texts are this shell's own; the layout is bash's: "NAME: USAGE", then
# the text indented by 4, "NAME - SHORT" for -d.
@test "help NAME: the usage line, then the description" {
  run sh -c 'help true false'
  check 'true: true
    Succeed.
    
    The status is always 0.
false: false
    Fail.
    
    The status is always 1.' 0
}

@test "help -d: the short description" {
  run sh -c 'help -d true unset; help -d "t?ue"'
  check 'true - Succeed.
unset - Remove variables or functions.
true - Succeed.' 0
}

@test "help -m: laid out as a manual page" {
  run sh -c 'help -m false'
  check 'NAME
    false - Fail.

SYNOPSIS
    false

DESCRIPTION
    Fail.
    
    The status is always 1.

SEE ALSO
    sh(1)' 0
}

@test "help: every builtin has a description" {
  run sh -c 'for i in $(help | sed -n "s/^ \([^ ]*\).*/\1/p"); do help -d "$i" | grep -c " - ..*\.$"; done | sort | uniq -c | sed "s/ *//"'
  [ "$status" = 0 ] && [ "${lines[0]#* }" = 1 ] && [ "${#lines[@]}" = 1 ]
}
@test "pattern x//pat/rep: brackets, stars, ? with every anchor" {
  run sh -c 'x=aabbaa; echo "${x//[ab]/-} ${x//a*/X} ${x/#a?/X} ${x/%?a/X} ${x//b?/_} ${x//?/.} ${x/%?b/X} ${x/#b?/X}"'
  check '------ X Xbbaa aabbX aa_aa ...... aabbaa aabbaa' 0
}

@test "pattern x//pat/rep: a star matches the longest, at the leftmost start" {
  run sh -c 'x=abcabc; echo ${x//b*/X} ${x/c*a/X} ${x//*c/X} ${x//?c/X} ${x//c?/X} ${x/*/X} ${x//**/X} ${x//a**c/X}'
  check 'aX abXbc X aXaX abXbc X X X' 0
}

@test "pattern x//pat/rep: no rep deletes, [!...] and classes" {
  run sh -c 'x='\''a b  c'\''; echo "${x// /_}|${x//[[:space:]]/}|${x//\ /x}|${x//[!a ]}|${x//[[:alpha:]]/.}"'
  check 'a_b__c|abc|axbxxc|a   |. .  .' 0
}

@test "pattern x//pat/rep: an empty pattern, with and without an anchor" {
  run sh -c 'x=abc; echo "${x///X} ${x//} ${x/#/X} ${x/%/Y} ${x/#} ${x/%/}"; x=; echo "[${x/#/X}] [${x/%/Y}] [${x//*/Z}] [${x/*/Z}]"'
  check 'abc abc Xabc abcY abc abc
[X] [Y] [Z] [Z]' 0
}

@test "pattern x//pat/rep: a pattern matching the empty string" {
  run sh -c 'shopt -s extglob; x=aabbcc; echo "${x//*(b)/-} ${x//?(a)/-} ${x//!(z)/-} ${x//+(a)/-} ${x//@(b|c)/-} ${x/#*(a)/X} ${x//!(a)/-}"; x=ab; echo "[${x//*(b)/Z}] [${x/%*(z)/X}] [${x/#*(z)/X}] [${x/*(z)/X}]"; x=; echo "[${x//*(b)/Z}]"'
  check '-a-a--c-c ---b-b-c-c - -bbcc aa---- Xbbcc -
[ZaZ] [abX] [Xab] [Xab]
[Z]' 0
}

@test "pattern x//pat/rep: quoted wildcards are literal" {
  run sh -c 'x='\''a*b?c[d'\''; echo "${x//'\''*'\''/-} ${x//\?/-} ${x//[*?[]/-} ${x//"["?/-} ${x/#a\*/X}"'
  check 'a-b?c[d a*b-c[d a-b-c-d a*b?c- Xb?c[d' 0
}

@test "pattern x//pat/rep: multibyte characters" {
  run sh -c 'x=ééé; echo ${x//é/e} ${x//?/e} ${x/%?/e} ${x/#?/e} ${x#?} ${x%?}; x='\''héllo wörld'\''; echo ${x//?ö*/X} ${x//[éö]/-} ${x/%w?rld/W}'
  check 'eee eee éée eéé éé éé
héllo X h-llo w-rld héllo W' 0
}

@test "pattern x//pat/rep: nocasematch" {
  run sh -c 'shopt -s nocasematch; x=AbCaB; echo "${x//a/-} ${x//[a]?/-} ${x/#a*/X} ${x/%?b/X} ${x//A*c/_}"'
  check '-bC-B -C- X AbCX _aB' 0
}

@test "pattern x#pat x%pat: shortest and longest with wildcards" {
  run sh -c 'x=aXbXcXd; echo ${x#*X} ${x##*X} ${x%X*} ${x%%X*} ${x#?X} ${x%X?} ${x##[a-c]X} ${x%%[!X]} ${x#} ${x%%}'
  check 'bXcXd d aXbXc a bXcXd aXbXc bXcXd aXbXcX aXbXcXd aXbXcXd' 0
}

@test "pattern x//pat/rep on 100 KB: wildcard patterns are fast" {
  run sh -c 'x=$(printf "%0100000d" 0); x=${x//00/ab}; y=${x//[ab]/-}; echo ${#y} ${y:0:4}; y=${x//a?/X}; echo ${#y}; y=${x//a*b/X}; echo $y; y=${x//b*a/X}; echo ${#y}; y=${x/%?b/X}; echo ${#y}; y=${x##*a}; echo $y; y=${x%%b*}; echo $y; y=${x//*c/X}; echo ${#y}; y=${x//c*/X}; echo ${#y}'
  check '100000 ----
50000
X
3
99999
b
a
100000
100000' 0
}

@test "HISTTIMEFORMAT: a strftime format before each line" {
  run sh <<'EOF'
set -o history
HISTTIMEFORMAT='[x] '
echo a
history 1
echo b
HISTTIMEFORMAT='%%%Y: ' history 2 | sed 's/[0-9][0-9][0-9][0-9]:/Y:/'
EOF
  check 'a
    3  [x] history 1
b
    4  %Y: echo b
    5  %Y: HISTTIMEFORMAT='\''%%%Y: '\'' history 2 | sed '\''s/[0-9][0-9][0-9][0-9]:/Y:/'\''' 0
}

@test "HISTTIMEFORMAT: lines added while it was unset have no time" {
  run sh <<'EOF'
set -o history
printf 'x1\nx2\n' > hf
history -r hf
HISTTIMEFORMAT='<%%> '
history 3
EOF
  check '    4  ??x2
    5  ??HISTTIMEFORMAT='\''<%%> '\''
    6  <%> history 3' 0
}

@test "history: a command of several lines is one entry, joined as bash does" {
  run sh <<'EOF'
set -o history
for i in 1
do
echo $i
done
if true
then :
else :
fi
f() {
echo x
}
echo a |
cat
true &&
echo b
(echo p
echo q)
while false; do :
done; echo z
x=(1
2)
f()
{
:
}
history
EOF
  check '1
a
b
p
q
z
    1  for i in 1; do echo $i; done
    2  if true; then :; else :; fi
    3  f() { echo x; }
    4  echo a | cat
    5  true && echo b
    6  (echo p; echo q)
    7  while false; do :; done; echo z
    8  x=(1 2)
    9  f() { :; }
   10  history' 0
}

@test "history: newlines in quotes and $( ) stay, a backslash newline goes" {
  run sh <<'EOF'
set -o history
echo "q
r"
echo $(echo a
echo b)
echo x \
y
history
EOF
  check 'q
r
a b
x y
    1  echo "q
r"
    2  echo $(echo a
echo b)
    3  echo x y
    4  history' 0
}

@test "fc -e: the edited lines are run and kept as commands" {
  run sh <<'EOF'
set -o history
echo a
fc -e "printf 'if true\nthen echo yes\nfi\necho two\n' >"
history
EOF
  check 'a
if true
then echo yes
fi
yes
echo two
two
    1  echo a
    2  if true; then echo yes; fi
    3  echo two
    4  history' 0
}

