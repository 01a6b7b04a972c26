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

