#!/usr/bin/env bats
# sh: the bash features of issue 14 (shopt, extglob, <( ), printf, mapfile,
# pushd, ${x@Q}...): expected output and status from bash 5.2 on this
# machine ("bash:" in messages becomes "sh:"), unless the name says otherwise.

load helper
bats_require_minimum_version 1.5.0

@test "shopt: one option's state, and its status" {
  run sh -c 'shopt extglob; echo $?; shopt -s extglob; shopt extglob; echo $?'
  check 'extglob        	off
1
extglob        	on
0' 0
}

@test "shopt -p names and -q" {
  run sh -c 'shopt -s nullglob; shopt -p extglob nullglob; echo $?; shopt -q nullglob; echo $?; shopt -q extglob nullglob; echo $?'
  check 'shopt -u extglob
shopt -s nullglob
1
0
1' 0
}

@test "shopt -s -u lists the options on and off" {
  run sh -c 'shopt -s dotglob; shopt -s | grep -e dotglob -e extglob; shopt -u | grep -c extglob'
  check 'dotglob        	on
1' 0
}

@test "shopt -u turns an option off again" {
  run sh -c 'shopt -s nullglob; shopt -u nullglob; shopt nullglob; echo $?'
  check 'nullglob       	off
1' 0
}

@test "shopt: unknown name is an error, the others are still set" {
  run sh -c 'shopt -s bogus extglob; echo $?; shopt -q extglob; echo $?'
  check 'sh: line 1: shopt: bogus: invalid shell option name
1
0' 0
}

@test "shopt -q: unknown name is still reported" {
  run sh -c 'shopt -q nullglob bogus; echo $?'
  check 'sh: line 1: shopt: bogus: invalid shell option name
1' 0
}

@test "shopt -s -u together is an error" {
  run sh -c 'shopt -s -u extglob; echo $?'
  check 'sh: line 1: shopt: cannot set and unset shell options simultaneously
1' 0
}

@test "shopt: bad option prints the usage, status 2" {
  run sh -c 'shopt -x; echo $?'
  check 'sh: line 1: shopt: -x: invalid option
shopt: usage: shopt [-pqsu] [-o] [optname ...]
2' 0
}

@test "shopt -o uses the set -o names" {
  run sh -c 'shopt -o errexit; shopt -po errexit; shopt -so errexit; [[ $- == *e* ]] && echo on; shopt -uo errexit; shopt -po errexit'
  check 'errexit        	off
set +o errexit
on
set +o errexit' 1
}

@test "shopt -o: unknown name" {
  run sh -c 'shopt -o bogus; echo $?'
  check 'sh: line 1: shopt: bogus: invalid option name
1' 0
}

@test "shopt -q with no names is 0" {
  run sh -c 'shopt -q; echo $?'
  check '0' 0
}

@test "shopt -u expand_aliases: aliases are not expanded" {
  run sh -c 'shopt -u expand_aliases; alias e=echo; e hi; echo $?'
  check 'sh: line 1: e: command not found
127' 0
}

@test "shopt -s expand_aliases: aliases on later lines are expanded" {
  run sh -c 'shopt -s expand_aliases; alias e=echo
e hi'
  check 'hi' 0
}

@test "sh -O NAME and +O NAME set and unset a shopt option before -c, a script or stdin run (bash)" {
  touch a b
  run sh -c 'sh -O extglob -c "shopt -p extglob; echo @(a|b)"
    sh -O extglob +O extglob -c "shopt -p extglob"
    sh -O nullglob -O dotglob -c "shopt -p nullglob dotglob"
    echo "shopt -p extglob" > s; sh -O extglob s
    echo "shopt -p extglob" | sh -O extglob; sh -c -O extglob "shopt -p extglob"'
  check 'shopt -s extglob
a b
shopt -u extglob
shopt -s nullglob
shopt -s dotglob
shopt -s extglob
shopt -s extglob
shopt -s extglob' 0
}

@test "sh -O and +O alone list the shopt options as shopt and shopt -p, then go on (bash)" {
  run sh -c 'echo "echo in" | sh -O | grep -e ^extglob -e ^in\$
    echo "echo in" | sh +O | grep -e " extglob" -e ^in\$'
  check 'extglob        	off
in
shopt -u extglob
in' 0
}

@test "sh -O: an unknown name, or none before -c, is an error, status 2 (bash)" {
  run sh -c 'sh -O bogus -c "echo hi"; echo $?; sh +O bogus -c "echo hi"
    echo $?; sh -O -c "echo hi"; echo $?; echo "echo hi" | sh -O bogus; echo $?'
  check 'sh: line 0: bogus: invalid shell option name
2
sh: line 0: bogus: invalid shell option name
2
sh: line 0: -c: invalid shell option name
2
sh: line 0: bogus: invalid shell option name
2' 0
}

@test "nullglob: a pattern matching nothing goes away" {
  run sh -c 'shopt -s nullglob; echo a q* b; set -- q*; echo $#'
  check 'a b
0' 0
}

@test "nullglob off: the pattern stays" {
  run sh -c 'echo q* "[a" ?x'
  check 'q* [a ?x' 0
}

@test "failglob: no match is an error that stops the script" {
  run sh -c 'shopt -s failglob; echo q*; echo after'
  check 'sh: line 1: no match: q*' 1
}

@test "failglob: a match is fine" {
  run sh -c 'touch q1; shopt -s failglob; echo q*; echo after'
  check 'q1
after' 0
}

@test "dotglob: * matches dotfiles, never . and .." {
  run sh -c 'touch .h a; echo *; shopt -s dotglob; echo *; echo .*'
  check 'a
.h a
.h' 0
}

@test "without dotglob only a pattern starting with . matches dotfiles" {
  run sh -c 'touch .h .i a; echo * .*; echo [.]h'
  check 'a .h .i
[.]h' 0
}

@test "nocaseglob" {
  run sh -c 'touch Ab ab B; echo a*; shopt -s nocaseglob; echo a*; echo [a]B'
  check 'ab
Ab ab
Ab ab' 0
}

@test "globstar: ** matches every file and directory below" {
  run sh -c 'mkdir -p a/b c; touch a/x a/b/y c/z; shopt -s globstar; echo **; echo **/; echo a/**; echo **/y; echo **/b/*'
  check 'a a/b a/b/y a/x c c/z
a/ a/b/ c/
a/ a/b a/b/y a/x
a/b/y
a/b/y' 0
}

@test "globstar off: ** is *" {
  run sh -c 'mkdir -p a/b; touch a/x a/b/y; echo **; echo **/y'
  check 'a
**/y' 0
}

@test "glob: */ matches directories only, with the slash" {
  run sh -c 'mkdir d e; touch f; echo */; echo d*/'
  check 'd/ e/
d/' 0
}

@test "glob: sorted results, quoted parts literal" {
  run sh -c 'touch '\''a*b'\'' axb ayb; echo a*b; echo a"*"b; echo a\*b'
  check 'a*b axb ayb
a*b
a*b' 0
}

@test "glob: bracket expressions and classes" {
  run sh -c 'touch a1 b2 c3 D4 -- -x; echo [ab]?; echo [!ab]?; echo [^ab]?; echo [[:upper:]]*; echo [[:digit:]]*; echo [a-c]*; echo [-]*'
  check 'a1 b2
-x D4 c3
-x D4 c3
D4
[[:digit:]]*
a1 b2 c3
-x' 0
}

@test "glob: absolute path" {
  run sh -c 'mkdir -p d/e; touch d/e/f; echo $PWD/d/*/f | sed "s|$PWD|P|"'
  check 'P/d/e/f' 0
}

@test "extglob: patterns in case" {
  run sh -c 'shopt -s extglob
for p in "@(a|b)" "*(ab)" "+(ab)c" "?(x)y" "!(foo)" "a!(b)c" "@(a*|*c)d" "*(a|b)*(c)" "[[:alpha:]]+([0-9])"; do
  for w in "" a b ab abab ababc y xy foo fo abc acc abd a12 z9 "ab c"; do
    case "$w" in $p) printf "%s~%s " "$p" "$w";; esac
  done; echo
done'
  check '@(a|b)~a @(a|b)~b 
*(ab)~ *(ab)~ab *(ab)~abab 
+(ab)c~ababc +(ab)c~abc 
?(x)y~y ?(x)y~xy 
!(foo)~ !(foo)~a !(foo)~b !(foo)~ab !(foo)~abab !(foo)~ababc !(foo)~y !(foo)~xy !(foo)~fo !(foo)~abc !(foo)~acc !(foo)~abd !(foo)~a12 !(foo)~z9 !(foo)~ab c 
a!(b)c~ababc a!(b)c~acc a!(b)c~ab c 
@(a*|*c)d~abd 
*(a|b)*(c)~ *(a|b)*(c)~a *(a|b)*(c)~b *(a|b)*(c)~ab *(a|b)*(c)~abab *(a|b)*(c)~ababc *(a|b)*(c)~abc *(a|b)*(c)~acc 
[[:alpha:]]+([0-9])~a12 [[:alpha:]]+([0-9])~z9 ' 0
}

@test "extglob: literal patterns in case need shopt -s extglob first" {
  run sh -c 'shopt -s extglob
case foo.c in !(*.h)) echo not-h;; esac
case ab in @(a|b)b) echo ab;; esac
case xyz in +([x-z])) echo xyz;; *) echo no;; esac'
  check 'not-h
ab
xyz' 0
}

@test "extglob: a syntax error without shopt -s extglob (bash words it differently)" {
  run sh -c 'case ab in @(a|b)b) echo ab;; esac'
  check 'sh: line 1: syntax error: unexpected '\''('\''' 2
}

@test "extglob: shopt on the same line is too late for the parser (bash words it differently)" {
  run sh -c 'shopt -s extglob; case ab in @(a|b)b) echo ab;; esac'
  check 'sh: line 1: syntax error: unexpected '\''('\''' 2
}

@test "extglob: pathname expansion" {
  run sh -c 'shopt -s extglob
touch a.c b.c c.h d.o ab
echo *.@(c|h); echo !(*.c); echo +(a|b); echo ?(a)b; echo *(a|b).c'
  check 'a.c b.c c.h
ab c.h d.o
ab
ab
a.c b.c' 0
}

@test "extglob: !(x) does not match dotfiles" {
  run sh -c 'shopt -s extglob
touch .x a; echo !(a)'
  check '!(a)' 0
}

@test "extglob: no match is left as is" {
  run sh -c 'shopt -s extglob
echo @(nothing|here)'
  check '@(nothing|here)' 0
}

@test "extglob in [[ == ]] works without shopt" {
  run sh -c '[[ abab == +(ab) ]]; echo $?; [[ x == !(x) ]]; echo $?; [[ abc == a@(b|x)c ]]; echo $?; [[ ac == a?(b)c ]]; echo $?'
  check '0
1
0
0' 0
}

@test "extglob: quoted patterns are literal" {
  run sh -c '[[ "+(a)" == "+(a)" ]]; echo $?; [[ aa == "+(a)" ]]; echo $?
shopt -s extglob; case "+(b)" in "+(b)") echo lit;; esac; echo "@(x)" \@\(x\)'
  check '0
1
lit
@(x) @(x)' 0
}

@test "extglob: pattern from a variable" {
  run sh -c 'shopt -s extglob; x="a+(b)"; [[ abbb == $x ]] && echo y; case abb in $x) echo z;; esac'
  check 'y
z' 0
}

@test "extglob in \${x#} \${x%} \${x/}" {
  run sh -c 'shopt -s extglob
x=aabbcc; echo ${x#+(a)} ${x##+(a|b)} ${x%+(c)} ${x%%@(b|c)*} ${x/+(b)/-} ${x//@(a|c)/.}'
  check 'abbcc cc aabbc aa aa-cc ..bb..' 0
}

@test "extglob: nested groups" {
  run sh -c 'shopt -s extglob
for w in a ab abab abb b ""; do case $w in +(a*(b))) echo "$w yes";; *) echo "$w no";; esac; done'
  check 'a yes
ab yes
abab yes
abb yes
b no
 no' 0
}

@test "nocasematch: case, [[ == ]], [[ =~ ]], \${x/}" {
  run sh -c 'shopt -s nocasematch
case ABC in abc) echo y;; esac; [[ ABC == a* ]] && echo y2; [[ ABC =~ ^ab ]] && echo y3
x=ABC; echo ${x/b/z} ${x#a}'
  check 'y
y2
y3
AzC ABC' 0
}

@test "nocasematch off" {
  run sh -c 'case ABC in abc) echo y;; *) echo n;; esac; [[ ABC == a* ]]; echo $?'
  check 'n
1' 0
}

@test "process substitution <( )" {
  run sh -c 'cat <(echo hi) <(echo ho)'
  check 'hi
ho' 0
}

@test "process substitution: diff of two commands" {
  run sh -c 'diff <(printf "a\nb\n") <(printf "a\nc\n"); echo $?'
  check '2c2
< b
---
> c
1' 0
}

@test "process substitution: done < <(...)" {
  run sh -c 'while read l; do echo "[$l]"; done < <(printf "1\n2\n"); echo $?'
  check '[1]
[2]
0' 0
}

@test "process substitution is a /dev/fd name" {
  run sh -c 'echo <(true) | grep -c '\''^/dev/fd/[0-9]*$'\'''
  check '1' 0
}

@test "process substitution: in an assignment too" {
  run sh -c 'x=<(true); case $x in /dev/fd/*) echo fd;; esac'
  check 'fd' 0
}

@test "process substitution: quoted is literal" {
  run sh -c 'echo "<(echo hi)" '\''>(x)'\'''
  check '<(echo hi) >(x)' 0
}

@test "process substitution >( ) (ours waits for it: bash prints x first)" {
  run sh -c 'echo hi > >(cat); echo x'
  check 'hi
x' 0
}

@test "process substitution >( ) feeding a command" {
  run sh -c 'printf "b\na\n" | tee >(sort > out) > /dev/null; until [ -s out ]; do sleep 0.01; done; cat out'
  check 'a
b' 0
}

@test "process substitution: the command's status" {
  run sh -c 'cat <(exit 3) <(echo x); echo $?'
  check 'x
0' 0
}

@test "process substitution: a function's input" {
  run sh -c 'f() { read x < "$1"; echo "got $x"; }; f <(echo val)'
  check 'got val' 0
}

@test "process substitution: unterminated is a syntax error (bash words it differently)" {
  run sh -c 'cat <(echo hi'
  check 'sh: line 1: syntax error: unexpected end of file' 2
}

@test "printf %q: characters the shell would read specially get a backslash" {
  run sh -c 'for a in "a b" "" "a=b" "it'\''s" "x*y" "~a" "a~" "é" "#a" "a#" "a,b" "a^b" "%x" "a:b" "{a}" "!x" "[a]" '\''a"b'\'' '\''a\b'\'' '\''a$b'\'' '\''a`b'\'' "a|b&c;d" "(x)<y>"; do printf "%q|" "$a"; done; echo'
  check 'a\ b|'\'''\''|a=b|it\'\''s|x\*y|\~a|a~|é|\#a|a#|a\,b|a\^b|%x|a:b|\{a\}|\!x|\[a\]|a\"b|a\\b|a\$b|a\`b|a\|b\&c\;d|\(x\)\<y\>|' 0
}

@test "printf %q: control characters make a \$'...' string" {
  run sh -c 'printf "%q\n" $'\''\001x'\'' $'\''a\nb'\'' $'\''t\tb'\'' $'\''\e[0m'\'' $'\''a\'\''b\n'\'''
  check '$'\''\001x'\''
$'\''a\nb'\''
$'\''t\tb'\''
$'\''\E[0m'\''
$'\''a\'\''b\n'\''' 0
}

@test "printf %q with a width" {
  run sh -c 'printf "%5q|%-5q|\n" a b'
  check '    a|b    |' 0
}

@test "printf %q: the output reads back as the same word" {
  run sh -c 'x=$'\''a b\t"c\'\''$d'\''; eval "y=$(printf %q "$x")"; [ "$x" = "$y" ] && echo same'
  check 'same' 0
}

@test "printf %(fmt)T: seconds since the epoch" {
  run sh -c 'printf "[%(%Y-%m-%d %H:%M:%S)T]\n" 0 86400 1700000000'
  check '[1970-01-01 00:00:00]
[1970-01-02 00:00:00]
[2023-11-14 22:13:20]' 0
}

@test "printf %(fmt)T: empty format is %X" {
  run sh -c 'printf "[%()T]\n" 0'
  check '[00:00:00]' 0
}

@test "printf %(fmt)T: -1 is now, -2 the shell's start, no argument is now" {
  run sh -c 'a=$(printf "%(%s)T" -1); b=$(date +%s); [ $((b-a)) -le 1 ] && echo now
a=$(printf "%(%s)T" -2); [ $((b-a)) -le 2 ] && echo start
a=$(printf "%(%s)T"); [ $((b-a)) -le 1 ] && echo noarg'
  check 'now
start
noarg' 0
}

@test "printf %(fmt)T: TZ is honoured" {
  run sh -c 'TZ=UTC-2 printf "%(%H)T\n" 3600'
  check '03' 0
}

@test "printf %(fmt)T with a width" {
  run sh -c 'printf "%10(%Y)T|%-6(%m)T|\n" 0 0'
  check '      1970|01    |' 0
}

@test "printf %(fmt)T: bad number" {
  run sh -c 'printf "%(%Y)T\n" abc; echo $?'
  check 'sh: line 1: printf: abc: invalid number
1970
1' 0
}

@test "printf %b: escapes in the argument" {
  run sh -c 'printf "%b|" "a\tb" "\0101" "\101" "\x41" "\u00e9" "\\\\" "\q" '\''\"'\''; echo'
  check 'a	b|A|A|A|é|\|\q|\"|' 0
}

@test "printf %b: \c ends all output" {
  run sh -c 'printf "%b|%s\n" "x\cy" z; echo; printf "%s\n" a "\c"; printf "%b" "a\c" "b"; echo'
  check 'x
a
\c
a' 0
}

@test "printf: escapes in the format" {
  run sh -c 'printf "\x41\101\u00e9\e[0m\n" | od -An -c
printf '\''a\cb\n'\''; printf '\''\"\?\\\n'\''; printf '\''x\y\n'\'''
  check '   A   A 303 251 033   [   0   m  \n
a\cb
"?\
x\y' 0
}

@test "printf: numbers in every base, 'c is the character's code" {
  run sh -c 'printf "%d %d %d %d %d\n" 0x10 010 "'\''A" '\''"B'\'' -7'
  check '16 8 65 66 -7' 0
}

@test "printf: bad numbers" {
  run sh -c 'printf "%d|\n" abc 12abc ""; echo rc=$?'
  check 'sh: line 1: printf: abc: invalid number
0|
sh: line 1: printf: 12abc: invalid number
12|
0|
rc=1' 0
}

@test "printf: number out of range" {
  run sh -c 'printf "%d\n" 99999999999999999999; echo $?'
  check 'sh: line 1: printf: warning: 99999999999999999999: Numerical result out of range
9223372036854775807
0' 0
}

@test "printf: integer conversions and flags" {
  run sh -c 'printf "%5.2f|%-5d|%05d|%x|%X|%o|%e|%g|%+d|% d|%#x|%#o|%i|%u\n" 3.14159 42 42 255 255 8 1234.5 0.0001 5 5 255 8 -3 -1'
  check ' 3.14|42   |00042|ff|FF|10|1.234500e+03|0.0001|+5| 5|0xff|010|-3|18446744073709551615' 0
}

@test "printf: %c is the first character" {
  run sh -c 'printf "%c|%c|%3c|%-3c|\n" hello "" b c | od -An -c'
  check '   h   |  \0   |           b   |   c           |  \n' 0
}

@test "printf: * width and precision" {
  run sh -c 'printf "%*d|%-*d|%.*f|%.*s|\n" 5 1 5 2 2 3.14159 2 abcdef'
  check '    1|2    |3.14|ab|' 0
}

@test "printf: %s precision and width" {
  run sh -c 'printf "%.3s|%5s|%-5s|\n" abcdef ab cd'
  check 'abc|   ab|cd   |' 0
}

@test "printf: the format is reused for the rest of the arguments" {
  run sh -c 'printf "%s=%s\n" a 1 b 2 c; printf "x\n" extra'
  check 'a=1
b=2
c=
x' 0
}

@test "printf: missing arguments are empty or 0" {
  run sh -c 'printf "%s|%d|%f|\n"'
  check '|0|0.000000|' 0
}

@test "printf: %% and a lone %" {
  run sh -c 'printf "100%%\n"; printf "50%"; echo'
  check '100%
sh: line 1: printf: `%'\'': missing format character
50' 0
}

@test "printf: an invalid conversion stops the output" {
  run sh -c 'printf "ab%kcd\n"; echo rc=$?'
  check 'sh: line 1: printf: `k'\'': invalid format character
abrc=1' 0
}

@test "printf: no format is a usage error" {
  run sh -c 'printf; echo rc=$?'
  check 'printf: usage: printf [-v var] format [arguments]
rc=2' 0
}

@test "printf: bad option" {
  run sh -c 'printf -x; echo rc=$?'
  check 'sh: line 1: printf: -x: invalid option
printf: usage: printf [-v var] format [arguments]
rc=2' 0
}

@test "printf -- ends the options" {
  run sh -c 'printf -- "-%s-\n" a'
  check '-a-' 0
}

@test "printf -v: into a variable" {
  run sh -c 'printf -v x "%s-%d" a 5; echo "$x"; printf -v y "%s," a b c; echo "$y"'
  check 'a-5
a,b,c,' 0
}

@test "printf -v: -vNAME, array elements" {
  run sh -c 'printf -vz %s q; echo $z; printf -v a[2] %s hi; echo ${a[2]} ${#a[@]}'
  check 'q
hi 1' 0
}

@test "printf -v: a bad name" {
  run sh -c 'printf -v 1x a; echo $?'
  check 'sh: line 1: printf: `1x'\'': not a valid identifier
2' 0
}

@test "printf -v: readonly variable" {
  run sh -c 'readonly r; printf -v r x; echo $?'
  check 'sh: line 1: r: readonly variable
1' 0
}

@test "printf -v: missing name" {
  run sh -c 'printf -v; echo $?'
  check 'sh: line 1: printf: -v: option requires an argument
printf: usage: printf [-v var] format [arguments]
2' 0
}

@test "printf -v keeps newlines and NUL-free output" {
  run sh -c 'printf -v x "a\n\n"; echo "${#x}"'
  check '3' 0
}

@test "echo -e -n -E" {
  run sh -c 'echo -e "a\tb\x41\0101"; echo -n x; echo -E "a\tb"; echo -en "c\n"; echo -e "stop\c here"; echo'
  check 'a	bAA
xa\tb
c
stop' 0
}

@test "echo: - and other words are printed" {
  run sh -c 'echo - -x -n- --; echo -ne; echo -e -E "\t|"'
  check '- -x -n- --
\t|' 0
}

@test "\${x@Q} \${x@U} \${x@u} \${x@L} \${x@E} \${x@A}" {
  run sh -c 'x="a b'\''c"; echo ${x@Q} ${x@U} ${x@u} ${x@L} ${x@E} ${x@A}'
  check ''\''a b'\''\'\'''\''c'\'' A B'\''C A b'\''c a b'\''c a b'\''c x='\''a b'\''\'\'''\''c'\''' 0
}

@test "\${x@Q}: empty, unset, control characters" {
  run sh -c 'z=""; echo "[${z@Q}]" "[${unset@Q}]"; t=$'\''a\tb'\''; echo "${t@Q}"'
  check '['\'''\''] []
$'\''a\tb'\''' 0
}

@test "\${x@Q} reads back as the same value" {
  run sh -c 'x=$'\''it\'\''s "q" $HOME `x` \\'\''; eval "y=${x@Q}"; [ "$x" = "$y" ] && echo same'
  check 'same' 0
}

@test "\${x@E}: backslash escapes" {
  run sh -c 'y='\''a\tb\x41\101\n'\''; echo "${y@E}"; y='\''\c?\e'\'' ; echo "${y@E}" | od -An -c'
  check 'a	bAA

 177 033  \n' 0
}

@test "\${x@P}: prompt escapes" {
  run sh -c 'HOME=/h PWD=/h/x/y; p='\''[\w|\W|\$|\\]'\''; echo "${p@P}"; PWD=/h; echo "${p@P}"'
  check '[~/x/y|y|#|\]
[~|~|#|\]' 0
}

@test "\${x@U} \${x@L} on UTF-8 and digits" {
  run sh -c 'x="aBc1é"; echo ${x@U} ${x@L} ${x@u}'
  check 'ABC1É abc1é ABc1é' 0
}

@test "\${a[@]@Q} and \${a[@]@A} for arrays" {
  run sh -c 'a=(1 "2 3" '\''$x'\''); echo ${a[@]@Q}; echo "${a[@]@A}"; echo ${a@A}; echo ${a[1]@U}'
  check ''\''1'\'' '\''2 3'\'' '\''$x'\''
declare -a a=([0]="1" [1]="2 3" [2]="\$x")
declare -a a='\''1'\''
2 3' 0
}

@test "\${x@a} attributes" {
  run sh -c 'a=(1); export e=1; readonly r=2; p=3; echo "[${a@a}][${e@a}][${r@a}][${p@a}]"'
  check '[a][x][r][]' 0
}

@test "\${x@A}: export and readonly" {
  run sh -c 'export e=1; readonly r='\''x y'\''; echo ${e@A}; echo ${r@A}'
  check 'declare -x e='\''1'\''
declare -r r='\''x y'\''' 0
}

@test "\${@@Q} \${*@U} and positional parameters" {
  run sh -c 'set -- "a b" c; echo ${@@Q} ${1@U}; echo ${*@Q}; for i in "${@@Q}"; do echo "[$i]"; done'
  check ''\''a b'\'' '\''c'\'' A B
'\''a b'\'' '\''c'\''
['\''a b'\'']
['\''c'\'']' 0
}

@test "\${x@Z}: unknown operator is an error" {
  run sh -c 'x=1; ( echo ${x@Z}; echo not here ); echo $? after'
  check 'sh: line 1: ${x@Z}: bad substitution
1 after' 0
}

@test "mapfile -t and without -t" {
  run sh -c 'printf "a\nb\nc\n" > f; mapfile a < f; echo "${#a[@]}" "${a[0]}"; mapfile -t a < f; echo "${a[@]}" ${#a[@]}'
  check '3 a

a b c 3' 0
}

@test "mapfile -n -s" {
  run sh -c 'printf "a\nb\nc\nd\n" > f; mapfile -t -n 2 -s 1 b < f; echo "${b[@]}"; mapfile -t -n 0 c < f; echo ${#c[@]}'
  check 'b c
4' 0
}

@test "mapfile -d" {
  run sh -c 'mapfile -d b -t c <<< "xbybz"; echo "${c[@]}"; printf "1\0002\000" | { mapfile -d "" -t n; echo ${#n[@]} ${n[1]}; }'
  check 'x y z

2 2' 0
}

@test "mapfile -O keeps the array, else it is emptied" {
  run sh -c 'printf "a\nb\n" > f; x=(1 2 3 4); mapfile -t -O 5 x < f; echo "${!x[@]}" "${x[@]}"; mapfile -t x < f; echo "${!x[@]}"'
  check '0 1 2 3 5 6 1 2 3 4 a b
0 1' 0
}

@test "mapfile -u and readarray" {
  run sh -c 'printf "a\nb\nc\n" > f; readarray -t r < f; echo ${r[@]}; mapfile -t -u 3 u 3< f; echo ${u[@]}'
  check 'a b c
a b c' 0
}

@test "mapfile: default MAPFILE, empty input, no final newline" {
  run sh -c 'printf "a\nb\n" > f; mapfile < f; echo ${#MAPFILE[@]}; mapfile -t e < /dev/null; echo ${#e[@]}; printf "a\nb" | { mapfile -t z; echo "${z[@]}" ${#z[@]}; }'
  check '2
0
a b 2' 0
}

@test "mapfile: errors" {
  run sh -c 'mapfile -x; echo $?; mapfile 1bad < /dev/null; echo $?; mapfile -u 9 w; echo $?; mapfile -n x a; echo $?; mapfile -n; echo $?'
  check 'sh: line 1: mapfile: -x: invalid option
mapfile: usage: mapfile [-d delim] [-n count] [-O origin] [-s count] [-t] [-u fd] [-C callback] [-c quantum] [array]
2
sh: line 1: mapfile: `1bad'\'': not a valid identifier
1
sh: line 1: mapfile: 9: invalid file descriptor: Bad file descriptor
1
sh: line 1: mapfile: x: invalid line count
1
sh: line 1: mapfile: -n: option requires an argument
mapfile: usage: mapfile [-d delim] [-n count] [-O origin] [-s count] [-t] [-u fd] [-C callback] [-c quantum] [array]
2' 0
}

@test "mapfile into a readonly array" {
  run sh -c 'readonly ro=1; mapfile ro <<< x; echo $?'
  check 'sh: line 1: ro: readonly variable
1' 0
}

@test "pushd popd dirs" {
  run sh -c 'mkdir -p pd/a pd/b; cd pd; HOME=$PWD; pushd a; pushd ../b; dirs; dirs -v; dirs -p; dirs -l | sed "s|$HOME|H|g"; dirs +1; dirs -1'
  check '~/a ~
~/b ~/a ~
~/b ~/a ~
 0  ~/b
 1  ~/a
 2  ~
~/b
~/a
~
H/b H/a H
~/a
~/a' 0
}

@test "pushd with no argument swaps, pushd +N -N rotates" {
  run sh -c 'mkdir -p a b c; HOME=/nonexistent; pushd a >/dev/null; pushd ../b >/dev/null; pushd ../c > /dev/null; dirs | sed "s|$OLDPWD|D|g; s|${PWD%/*}|T|g"; pushd >/dev/null; dirs | sed "s|${PWD%/*}|T|g"; pushd +2 >/dev/null; dirs | sed "s|${PWD%/*}|T|g"; pushd -1 >/dev/null; dirs | sed "s|${PWD%/*}|T|g"'
  check 'T/c D T/a T
T/b T/c T/a T
T/a T T/b T/c
T/b T/c T/a T' 0
}

@test "pushd -n and popd +N" {
  run sh -c 'mkdir -p pd/a; cd pd; HOME=$PWD; pushd a; pushd -n /tmp; dirs; popd +1; popd; dirs; pwd | sed "s|$HOME|H|"'
  check '~/a ~
~/a /tmp ~
~/a /tmp ~
~/a ~
~
~
H' 0
}

@test "popd -n" {
  run sh -c 'mkdir a b; HOME=$PWD; pushd a >/dev/null; pushd ../b >/dev/null; popd -n; pwd | sed "s|$HOME|H|"'
  check '~/b ~
H/b' 0
}

@test "pushd popd dirs errors" {
  run sh -c 'popd; echo $?; pushd /nonexist; echo $?; popd -x; echo $?; pushd; echo $?; dirs +3; echo $?; pushd +3; echo $?; dirs -x; echo $?; touch f; pushd f; echo $?'
  check 'sh: line 1: popd: directory stack empty
1
sh: line 1: pushd: /nonexist: No such file or directory
1
sh: line 1: popd: -x: invalid number
popd: usage: popd [-n] [+N | -N]
2
sh: line 1: pushd: no other directory
1
sh: line 1: dirs: directory stack empty
1
sh: line 1: pushd: directory stack empty
1
sh: line 1: dirs: -x: invalid number
dirs: usage: dirs [-clpv] [+N] [-N]
2
sh: line 1: pushd: f: Not a directory
1' 0
}

@test "dirs -c" {
  run sh -c 'mkdir a; HOME=$PWD; pushd a > /dev/null; dirs -c; dirs; popd; echo $?'
  check '~/a
sh: line 1: popd: directory stack empty
1' 0
}

@test "caller in functions of a script" {
  run sh -c 'printf '\''f(){ caller; caller 0; caller 1; echo $?; }\ng(){\n f\n}\ng\ncaller; echo $?\ncaller x; echo $?\necho end\n'\'' > cs.sh; sh cs.sh'
  check '3 cs.sh
3 g cs.sh
5 main cs.sh
0
1
cs.sh: line 7: caller: x: invalid number
caller: usage: caller [expr]
2
end' 0
}

@test "select: reads the choice, REPLY, the menu again on an empty line, 1 at EOF" {
  run sh -c 'printf "1\n\n3\nx\n2\n" | { select x in a b "c d"; do echo "[$x][$REPLY]"; done; echo rc=$?; }'
  check '1) a
2) b
3) c d
#? [a][1]
#? 1) a
2) b
3) c d
#? [c d][3]
#? [][x]
#? [b][2]
#? 
rc=1' 0
}

@test "select: PS3, the positional parameters, break" {
  run sh -c 'echo 2 | { PS3="> "; set -- p q; select x; do echo $x; break; done; echo $?; }'
  check '1) p
2) q
> q
0' 0
}

@test "select: empty list does nothing" {
  run sh -c 'select x in; do echo no; done; echo $?'
  check '0' 0
}

@test "select with ten or more items lines up the numbers (bash uses columns)" {
  run sh -c 'seq 12 > l; echo 11 | { select x in $(cat l); do echo $x; break; done; } 2>&1 | tail -4'
  check '10) 10
11) 11
12) 12
#? 11' 0
}

@test "wait -n: the first job to end" {
  run sh -c '(until [ -e go ]; do sleep 0.01; done) & sleep 0.05 & wait -n; echo $?
    (exit 3) & wait -n; echo $?; touch go; wait -n; echo $?; wait -n; echo $?'
  check '0
3
0
127' 0
}

@test "PIPESTATUS" {
  run sh -c 'false | true; echo ${PIPESTATUS[@]}; true | (exit 3) | false; echo ${PIPESTATUS[@]} $?; (exit 4); echo ${PIPESTATUS[@]}; ! false | true; echo ${PIPESTATUS[@]}; false; echo ${PIPESTATUS[@]}; x=$(exit 5); echo ${PIPESTATUS[@]}; echo ${#PIPESTATUS[@]}'
  check '1 0
0 3 1 1
4
1 0
1
5
1' 0
}

@test "RANDOM SECONDS HOSTNAME UID EUID BASHPID" {
  # ($SECONDS is 1 at once when the start was just before a second's end)
  run sh -c 'echo $((RANDOM < 32768)); RANDOM=5; a=$RANDOM; RANDOM=5; b=$RANDOM; [ $a = $b ] && echo same; [ $SECONDS -le 1 ] && echo 0; SECONDS=100; echo $SECONDS; [ "$HOSTNAME" = "$(uname -n)" ] && echo h; [ $UID = $(id -u) ] && echo u; [ $EUID = $(id -u) ] && echo e; [ $BASHPID = $$ ] && echo bp; (  [ $BASHPID != $$ ] && echo sub )'
  check '1
same
0
100
h
u
e
bp
sub' 0
}

@test "set -o posix" {
  run sh -c 'set -o posix; echo $?; set -o | grep posix; shopt -po posix; set +o posix; shopt -o posix'
  check '0
posix          	on
set -o posix
posix          	off' 1
}

@test "read -N: exactly N characters, no delimiter, no splitting" {
  run sh -c 'read -N 3 x <<< "abcdef"; echo "$x"; read -N 4 y <<< "a
bcd"; echo "$y" | od -An -c; read -N 4 y <<< "  ab"; echo "[$y]"; read -N 5 a b <<< " x y z"; echo "[$a][$b]"; read -N 2 -d b y <<< "abc"; echo "[$y]"; read -N 2 <<< xyz; echo $REPLY'
  check 'abc
   a  \n   b   c  \n
[  ab]
[ x y ][]
[ab]
xy' 0
}

@test "read -n -d -s -t -u -p -a" {
  run sh -c 'read -n 2 -d c z <<< abc; echo $z; read -s s <<< q; echo $s; read -t 0.1 t < <(sleep 1); echo $?; read -u 3 u 3<<< three; echo $u; read -p "pp " p <<< pv; echo $p; read -a arr <<< "1 2 3"; echo ${arr[2]} ${#arr[@]}; read -d "" all <<< "a b"; echo "$all"; read -n 3 y <<< "  abc"; echo "[$y]"'
  check 'ab
q
142
three
pv
3 3
a b
[a]' 0
}

@test "read -n -N: bad numbers" {
  run sh -c 'read -N x q <<< a; echo $?; read -n -1 y <<< ab; echo $?'
  check 'sh: line 1: read: x: invalid number
1
sh: line 1: read: -1: invalid number
1' 0
}

@test "shopt -s lastpipe: the last command of a pipeline runs in the shell" {
  run sh -c 'shopt -s lastpipe; echo hi | read x; echo $x; printf "a\nb\n" | while read l; do last=$l; done; echo $last; true | false; echo $? ${PIPESTATUS[@]}'
  check 'hi
b
1 0 1' 0
}

@test "without lastpipe the last command is a subshell" {
  run sh -c 'echo hi | read x; echo "[$x]"'
  check '[]' 0
}

@test "help NAME shows the usage (bash also prints a description)" {
  run sh -c 'help -s pwd cd; help pushd | head -1'
  check 'pwd: pwd [-LP]
cd: cd [-L|-P] [dir]
pushd: pushd [-n] [+N | -N | dir]' 0
}

@test "help: a pattern, and no match" {
  run sh -c 'help -s "pu*"; help nonexist; echo $?'
  check 'pushd: pushd [-n] [+N | -N | dir]
sh: line 1: help: no help topics match `nonexist'\''.  Try `help help'\'' or `man -k nonexist'\'' or `info nonexist'\''.
1' 0
}

@test "help with no argument lists the builtins (bash in two columns)" {
  run sh -c 'help | grep -c -e "^ shopt" -e "^ mapfile" -e "^ cd"'
  check '3' 0
}

@test "process substitution: exec 3< <(...)" {
  run sh -c 'exec 3< <(echo viaexec); cat <&3'
  check 'viaexec' 0
}

@test "process substitution: three at once" {
  run sh -c 'cat <(echo a) <(echo b) <(echo c)'
  check 'a
b
c' 0
}

@test "process substitution: with stdin" {
  run sh -c 'echo x | cat - <(echo y)'
  check 'x
y' 0
}

@test "process substitution: a compound command's output" {
  run sh -c '{ echo a; echo b; } > >(sort -r); wait $!; echo c'
  check 'b
a
c' 0
}

@test "process substitution: nested" {
  run sh -c 'cat <(cat <(echo inner))'
  check 'inner' 0
}

@test "process substitution: the fd is gone after the command" {
  run sh -c 'f=$(echo <(true)); [ -e "$f" ] && echo still || echo gone'
  check 'gone' 0
}

@test "globstar skips hidden directories unless dotglob" {
  run sh -c 'mkdir -p .h/x v; touch .h/x/f v/g; shopt -s globstar; echo **/*; shopt -s dotglob; echo **/*'
  check 'v v/g
.h .h/x .h/x/f v v/g' 0
}

@test "globstar: ** inside a word is just *" {
  run sh -c 'mkdir -p a/b; touch a/b/c a/x; shopt -s globstar; echo a**; echo a/**c'
  check 'a
a/**c' 0
}

@test "nocaseglob with brackets and ?" {
  run sh -c 'touch ABC abd; shopt -s nocaseglob; echo [a]b?; echo *C'
  check 'ABC abd
ABC' 0
}

@test "extglob with nocasematch in [[ ]]" {
  run sh -c 'shopt -s nocasematch; [[ FOO == @(foo|bar) ]] && echo y; [[ FOO != !(foo) ]] && echo z'
  check 'y
z' 0
}

@test "extglob: \${x//pat/} with groups" {
  run sh -c 'shopt -s extglob; x="a1b22c333"; echo ${x//+([0-9])/#} ${x//@(a|c)} ${x/#?(a)1/S}'
  check 'a#b#c# 1b22333 Sb22c333' 0
}

@test "glob: escaped and quoted metacharacters stay literal" {
  run sh -c 'touch '\''a[1]'\'' a1 '\''b*'\''; echo a\[1\] "a[1]" a[1] b\* b"*"'
  check 'a[1] a[1] a1 b* b*' 0
}

@test "glob: a character class that never matches, a bad class name" {
  run sh -c 'touch a1 b; echo [[:digit:]]; echo [[:nope:]]*; echo *[[:digit:]]'
  check '[[:digit:]]
[[:nope:]]*
a1' 0
}

@test "glob: range with ] first and ! in the middle" {
  run sh -c 'touch '\'']'\'' '\''!'\'' a; echo []a]; echo [!]]; echo [a!]'
  check '] a
! a
! a' 0
}

@test "case: bracket and ? on UTF-8 characters" {
  run sh -c 'case é in ?) echo one;; esac; case é in [é]) echo br;; esac; case aé in a[[:alpha:]]) echo cls;; esac'
  check 'one
br
cls' 0
}

@test "case: nocasematch and ;& ;;&" {
  run sh -c 'shopt -s nocasematch; case X in x) echo 1;& y) echo 2;; esac'
  check '1
2' 0
}

@test "\${x/p/r} with a plain string: every anchor, quoted wildcards (bash)" {
  run sh -c 'x=abcabc; echo ${x/b/X} ${x//b/X} ${x/#ab/X} ${x/%bc/X} ${x/#b/X} ${x/%b/X} ${x//bc} "${x//\*/s}" ${x//"a"/-}
    x="a*b*c"; echo "${x//\*/+}" "${x//"*"/-}" ${x/\*}
    x=aaa; echo ${x//a/aa} ${x//aa/b} ${x//} ${x//?/z}; x=; echo "[${x//a/b}]"'
  check "aXcabc aXcaXc Xcabc abcaX abcabc abcabc aa abcabc -bc-bc
a+b+c a-b-c ab*c
aaaaaa ba aaa zzz
[]" 0
}

@test "\${x//p/r} on a 400 KB value (bash: the same length and ends)" {
  run sh -c 'x=$(printf "%0400000d" 0); y=${x//0/ab}; z=${y//ab/c}
    echo ${#y} ${y:0:4} ${y: -3} ${#z} ${z:0:2}'
  check "800000 abab bab 400000 cc" 0
}
