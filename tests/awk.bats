#!/usr/bin/env bats
# awk: expected outputs from gawk 5 (LC_ALL=C.UTF-8), except where a test
# says POSIX or toybox (error messages and exit statuses of our own).

load helper

# ta INPUT ARGS...: run awk ARGS with INPUT (printf %b) on stdin, in a
# directory holding the small files fa, fb, p1.awk and p2.awk
ta()
{
  printf 'a 1\nb 2\n' > fa
  printf 'c 3\nd 4\n' > fb
  printf 'BEGIN{x=1}\n' > p1.awk
  printf 'END{print x, NR}\n' > p2.awk
  local in=$1
  shift
  run bash -c 'printf "%b" "$0" | awk "$@"' "$in" "$@"
}

@test "awk syntax error: line and token, exit 2 (toybox)" {
  run awk 'BEGIN { print "a" }}'
  check 'awk: line 1: syntax error at or near }' 2
}

@test "awk syntax error on a later line (toybox)" {
  run awk 'BEGIN {
  x = 1
  print (
}'
  check 'awk: line 4: syntax error at or near }' 2
}

@test "awk syntax error at end of program (toybox)" {
  run awk '{ print $1 '
  check 'awk: line 1: syntax error at end of program' 2
}

@test "awk unterminated string (toybox)" {
  run awk 'BEGIN { print "abc }'
  check 'awk: line 1: unterminated string at or near "' 2
}

@test "awk division by zero is fatal, exit 2 (gawk's status)" {
  run awk 'BEGIN { x = 0; print 1 / x }'
  check 'awk: division by zero attempted' 2
}

@test "awk modulo by zero is fatal, exit 2" {
  run awk 'BEGIN { x = 0; print 5 % x }'
  check 'awk: division by zero in %' 2
}

@test "awk printf with too few arguments is fatal (gawk)" {
  run awk 'BEGIN { printf "%s %s\n", "a" }'
  check 'awk: not enough arguments to satisfy format string' 2
}

@test "awk missing input file: message, exit 2 (gawk's status)" {
  printf 'x\n' > f1
  run awk '{ print }' f1 nonexist
  check $'x\nawk: cannot open "nonexist": No such file or directory' 2
}

@test "awk missing -f program file" {
  run awk -f nonexist.awk
  check 'awk: can'"'"'t open file nonexist.awk: No such file or directory' 2
}

@test "awk no program: usage, exit 2" {
  run awk
  [ "$status" = 2 ]
}

@test "awk bad option: exit 2" {
  run awk -q 'BEGIN{}'
  [ "$status" = 2 ]
}

@test "awk undefined function" {
  run awk 'BEGIN { f(1) }'
  check 'awk: function f never defined' 2
}

@test "awk ARGV and ARGC" {
  run awk 'BEGIN { for (i = 0; i < ARGC; i++) print i, ARGV[i] }' x y
  check $'0 awk\n1 x\n2 y' 0
}

@test "awk -- ends options" {
  run awk -- 'BEGIN { print ARGV[1] }' -x
  check '-x' 0
}

@test "awk --version" {
  run awk --version
  [ "$status" = 0 ]
  [ -n "$output" ]
}

@test "awk write error to /dev/full" {
  [ -w /dev/full ] || skip "no /dev/full"
  run bash -c 'awk "BEGIN { print 1 }" > /dev/full'
  [ "$status" != 0 ]
}

@test "awk print to a file, then read it back" {
  run awk 'BEGIN { print "one" > "o"; print "two" > "o"; close("o"); while ((getline l < "o") > 0) print "got", l }'
  check $'got one\ngot two' 0
  [ "$(cat o)" = $'one\ntwo' ]
}

@test "awk binary data passes through" {
  printf 'a\0b\377c\n' > bin
  run bash -c 'awk "{ print }" bin | od -An -tx1'
  check ' 61 00 62 ff 63 0a' 0
}

@test "awk long line (1 MB)" {
  head -c 1000000 /dev/zero | tr '\0' x > long
  run awk '{ print length($0), NF }' long
  check '1000000 1' 0
}

@test "awk last line without newline" {
  run bash -c 'printf "a\nb" | awk "{ print NR \":\" \$0 }"'
  check $'1:a\n2:b' 0
}

@test "awk empty input runs BEGIN and END" {
  run awk 'BEGIN { print "b" } { print "x" } END { print "e", NR }' /dev/null
  check $'b\ne 0' 0
}

@test "awk 017 in a program is octal (gawk's default; POSIX reads decimal)" {
  run awk 'BEGIN { print 017 + 0 }'
  check '15' 0
}

@test "awk empty rules between semicolons are accepted (toybox)" {
  run awk 'BEGIN { print "a" } ; ; END { print "b" }' /dev/null
  check $'a\nb' 0
}

@test "awk output to a pipe whose command exits early" {
  run awk 'BEGIN { for (i = 0; i < 100000; i++) print i | "exit 3"; print close("exit 3") }'
  check '3' 0
}

@test "awk stdout to a closed pipe ends quietly" {
  run bash -c 'awk "BEGIN { for (;;) print \"y\" }" | head -2'
  check $'y\ny' 0
}

@test "awk getline < file, then close and read again" {
  printf '1\n2\n' > f
  run awk 'BEGIN { getline a < "f"; close("f"); getline b < "f"; getline c < "f"; print a, b, c }'
  check '1 1 2' 0
}

@test "awk UTF-8: length, substr, index, match count characters" {
  run awk 'BEGIN { s = "h\303\251llo"; print length(s), substr(s, 2, 2), index(s, "l"), match(s, /l+/), RSTART, RLENGTH }'
  check '5 él 3 3 3 2' 0
}

@test "awk UTF-8: printf %c of a number, toupper" {
  run awk 'BEGIN { printf "%c|%c\n", 233, 65; print toupper("\303\251t\303\251") }'
  check 'é|A
ÉTÉ' 0
}

@test "awk C locale: length counts bytes" {
  run env LC_ALL=C awk 'BEGIN { print length("h\303\251llo") }'
  check '6' 0
}

@test "awk -f - reads the program from stdin" {
  run bash -c 'echo "BEGIN { print 42 }" | awk -f -'
  check '42' 0
}

@test "awk srand returns the previous seed, rand is in [0,1)" {
  run awk 'BEGIN { srand(7); print srand(3); x = rand(); print (x >= 0 && x < 1) }'
  check $'7\n1' 0
}

@test "awk rand is repeatable for a seed" {
  run awk 'BEGIN { srand(42); a = rand(); srand(42); b = rand(); print (a == b) }'
  check '1' 0
}

@test "awk systime is about now" {
  run awk 'BEGIN { print (systime() > 1600000000) }'
  check '1' 0
}

@test "awk deep recursion" {
  run awk 'function f(n) { return n ? 1 + f(n - 1) : 0 } BEGIN { print f(1000) }'
  check '1000' 0
}

@test "awk many fields and long records" {
  run bash -c 'seq 1 20000 | tr "\n" " " | awk "{ print NF, \$NF, \$10000 }"'
  check '20000 20000 10000' 0
}

@test "awk big file sum" {
  seq 1 100000 > nums
  run awk '{ s += $1 } END { print s, NR }' nums
  check '5000050000 100000' 0
}

@test "awk {print \$2}" {
  ta $'a b c\\nd e f\\n' $'{print $2}'
  check $'b\ne' 0
}

@test "awk {s+=\$2} END{print s}" {
  ta $'1 2\\n3 4\\n' $'{s+=$2} END{print s}'
  check $'6' 0
}

@test "awk -F: {print \$3, NF}" {
  ta $'a:b:c\\n' $'-F:' $'{print $3, NF}'
  check $'c 3' 0
}

@test "awk {\$2='X'; print; print NF}" {
  ta $'a b c\\n' $'{$2="X"; print; print NF}'
  check $'a X c\n3' 0
}

@test "awk {NF=2; print}" {
  ta $'a b c\\n' $'{NF=2; print}'
  check $'a b' 0
}

@test "awk BEGIN{OFS='-'}{\$1=\$1; print}" {
  ta $'a b c\\n' $'BEGIN{OFS="-"}{$1=$1; print}'
  check $'a-b-c' 0
}

@test "awk BEGIN{x['a']=1; x['b']=2; n=0; for(k in x) n+=x[k]; print n, length..." {
  ta $'' $'BEGIN{x["a"]=1; x["b"]=2; n=0; for(k in x) n+=x[k]; print n, length(x)}'
  check $'3 2' 0
}

@test "awk BEGIN{printf '%5.2f|%-5s|%05d|%x|%o|%e|%c|%cn', 3.14159, 'ab', 42, ..." {
  ta $'' $'BEGIN{printf "%5.2f|%-5s|%05d|%x|%o|%e|%c|%c\\n", 3.14159, "ab", 42, 255, 8, 1234.5, 65, "hi"}'
  check $' 3.14|ab   |00042|ff|10|1.234500e+03|A|h' 0
}

@test "awk BEGIN{print substr('hello',2,3), index('hello','ll'), length('abc')..." {
  ta $'' $'BEGIN{print substr("hello",2,3), index("hello","ll"), length("abc"), toupper("abc"), tolower("ABC")}'
  check $'ell 3 3 ABC abc' 0
}

@test "awk BEGIN{s='aaa'; n=gsub(/a/,'b',s); print n, s; t='hello'; sub(/l+/,'..." {
  ta $'' $'BEGIN{s="aaa"; n=gsub(/a/,"b",s); print n, s; t="hello"; sub(/l+/,"[&]",t); print t}'
  check $'3 bbb\nhe[ll]o' 0
}

@test "awk BEGIN{print match('foobar', /ob+/), RSTART, RLENGTH}" {
  ta $'' $'BEGIN{print match("foobar", /ob+/), RSTART, RLENGTH}'
  check $'3 3 2' 0
}

@test "awk BEGIN{n=split('a,b,c',arr,','); print n, arr[1], arr[3]}" {
  ta $'' $'BEGIN{n=split("a,b,c",arr,","); print n, arr[1], arr[3]}'
  check $'3 a c' 0
}

@test "awk function f(n){return n<=1?1:n*f(n-1)} BEGIN{print f(10)}" {
  ta $'' $'function f(n){return n<=1?1:n*f(n-1)} BEGIN{print f(10)}'
  check $'3628800' 0
}

@test "awk function g(a){a['x']=5} BEGIN{g(arr); print arr['x']}" {
  ta $'' $'function g(a){a["x"]=5} BEGIN{g(arr); print arr["x"]}'
  check $'5' 0
}

@test "awk NR==2,NR==4" {
  ta $'1\\n2\\n3\\n4\\n5\\n' $'NR==2,NR==4'
  check $'2\n3\n4' 0
}

@test "awk /y/{print 'got', \$0}" {
  ta $'x\\ny\\n' $'/y/{print "got", $0}'
  check $'got y' 0
}

@test "awk BEGIN{i=0; while(i<3){i++; if(i==2)continue; print i}}" {
  ta $'' $'BEGIN{i=0; while(i<3){i++; if(i==2)continue; print i}}'
  check $'1\n3' 0
}

@test "awk BEGIN{do{i++}while(i<5); print i}" {
  ta $'' $'BEGIN{do{i++}while(i<5); print i}'
  check $'5' 0
}

@test "awk BEGIN{for(i=0;i<10;i++){if(i==3)break}; print i}" {
  ta $'' $'BEGIN{for(i=0;i<10;i++){if(i==3)break}; print i}'
  check $'3' 0
}

@test "awk BEGIN{print 1==1, 'a'<'b', 2<10, '2'<'10'}" {
  ta $'' $'BEGIN{print 1==1, "a"<"b", 2<10, "2"<"10"}'
  check $'1 1 1 0' 0
}

@test "awk {print (\$1<\$2)}" {
  ta $'2 10\\n' $'{print ($1<$2)}'
  check $'1' 0
}

@test "awk BEGIN{print -2^2, 2^3^2, 7%3, -7%3}" {
  ta $'' $'BEGIN{print -2^2, 2^3^2, 7%3, -7%3}'
  check $'-4 512 1 -1' 0
}

@test "awk BEGIN{x = 1; x += 2; x *= 3; x ^= 2; x /= 3; x -= 1; x %= 5; print x}" {
  ta $'' $'BEGIN{x = 1; x += 2; x *= 3; x ^= 2; x /= 3; x -= 1; x %= 5; print x}'
  check $'1' 0
}

@test "awk BEGIN{print length()}" {
  ta $'' $'BEGIN{print length()}'
  check $'0' 0
}

@test "awk {print length}" {
  ta $'abc\\n' $'{print length}'
  check $'3' 0
}

@test "awk BEGIN{a['x']; if ('x' in a) print 'yes'; delete a['x']; if (!('x' i..." {
  ta $'' $'BEGIN{a["x"]; if ("x" in a) print "yes"; delete a["x"]; if (!("x" in a)) print "gone"}'
  check $'yes\ngone' 0
}

@test "awk BEGIN{a[1,2]=3; for(k in a){split(k,p,SUBSEP); print p[1], p[2]}; i..." {
  ta $'' $'BEGIN{a[1,2]=3; for(k in a){split(k,p,SUBSEP); print p[1], p[2]}; if ((1,2) in a) print "in"}'
  check $'1 2\nin' 0
}

@test "awk BEGIN{x='3.0'; y=3; print (x==y)}" {
  ta $'' $'BEGIN{x="3.0"; y=3; print (x==y)}'
  check $'0' 0
}

@test "awk {y=3; print (\$1==y)}" {
  ta $'3.0\\n' $'{y=3; print ($1==y)}'
  check $'1' 0
}

@test "awk BEGIN{print 1/3; OFMT='%.2f'; print 1/3; x=1/3 ''; print x; CONVFMT..." {
  ta $'' $'BEGIN{print 1/3; OFMT="%.2f"; print 1/3; x=1/3 ""; print x; CONVFMT="%.3f"; y=1/3 ""; print y}'
  check $'0.333333\n0.33\n0.333333\n0.333' 0
}

@test "awk BEGIN{print 100000, 1e6, 1e20, 0.1}" {
  ta $'' $'BEGIN{print 100000, 1e6, 1e20, 0.1}'
  check $'100000 1000000 100000000000000000000 0.1' 0
}

@test "awk {print NF; \$5='e'; print; print NF}" {
  ta $'a b\\n' $'{print NF; $5="e"; print; print NF}'
  check $'2\na b   e\n5' 0
}

@test "awk BEGIN{RS=''}{print NR': '\$1'|'\$2}" {
  ta $'p1\\np2\\n\\n\\nq1\\n' $'BEGIN{RS=""}{print NR": "$1"|"$2}'
  check $'1: p1|p2\n2: q1|' 0
}

@test "awk BEGIN{FS='[0-9]'}{print \$1,\$2,\$3}" {
  ta $'a1b2c\\n' $'BEGIN{FS="[0-9]"}{print $1,$2,$3}'
  check $'a b c' 0
}

@test "awk -Ft {print \$2}" {
  ta $'a\\tb c\\n' $'-F\\t' $'{print $2}'
  check $'b c' 0
}

@test "awk BEGIN{RS='X'}{print NR, \$0}" {
  ta $'aXbXc' $'BEGIN{RS="X"}{print NR, $0}'
  check $'1 a\n2 b\n3 c' 0
}

@test "awk BEGIN { 'echo hi' | getline x; print x; close('echo hi') }" {
  ta $'' $'BEGIN { "echo hi" | getline x; print x; close("echo hi") }'
  check $'hi' 0
}

@test "awk BEGIN { while (('printf 'anbn'' | getline line) > 0) n++; print n }" {
  ta $'' $'BEGIN { while (("printf \\"a\\\\nb\\\\n\\"" | getline line) > 0) n++; print n }'
  check $'2' 0
}

@test "awk BEGIN { print 'x' > '/dev/stderr' }" {
  ta $'' $'BEGIN { print "x" > "/dev/stderr" }'
  check $'x' 0
}

@test "awk BEGIN { print 'bna' | 'sort'; close('sort'); print 'end' }" {
  ta $'' $'BEGIN { print "b\\na" | "sort"; close("sort"); print "end" }'
  check $'a\nb\nend' 0
}

@test "awk BEGIN { printf '%s %s %sn', 'a', 'b', 'c' }" {
  ta $'' $'BEGIN { printf "%s %s %s\\n", "a", "b", "c" }'
  check $'a b c' 0
}

@test "awk BEGIN { printf '%*d|%-*d|n', 5, 42, 4, 7 }" {
  ta $'' $'BEGIN { printf "%*d|%-*d|\\n", 5, 42, 4, 7 }'
  check $'   42|7   |' 0
}

@test "awk BEGIN { x = sprintf('%d-%s', 3, 'z'); print x }" {
  ta $'' $'BEGIN { x = sprintf("%d-%s", 3, "z"); print x }'
  check $'3-z' 0
}

@test "awk BEGIN { print int(3.9), int(-3.9), sqrt(16), exp(0), log(1) }" {
  ta $'' $'BEGIN { print int(3.9), int(-3.9), sqrt(16), exp(0), log(1) }'
  check $'3 -3 4 1 0' 0
}

@test "awk BEGIN { print substr('hello', 0), substr('hello', -1, 3), substr('h..." {
  ta $'' $'BEGIN { print substr("hello", 0), substr("hello", -1, 3), substr("hello", 4, 100), substr("hello", 10) "|" }'
  check $'hello hel lo |' 0
}

@test "awk { \$0 = 'x y'; print \$2, NF }" {
  ta $'a b c\\n' $'{ $0 = "x y"; print $2, NF }'
  check $'y 2' 0
}

@test "awk END { print NR, \$0 }" {
  ta $'1\\n2\\n' $'END { print NR, $0 }'
  check $'2 2' 0
}

@test "awk BEGIN { exit 3 } END { print 'end' }" {
  ta $'' $'BEGIN { exit 3 } END { print "end" }'
  check $'end' 3
}

@test "awk { exit } END { print 'e' }" {
  ta $'x\\n' $'{ exit } END { print "e" }'
  check $'e' 0
}

@test "awk BEGIN { printf '%d %dn', '12abc', 'abc' }" {
  ta $'' $'BEGIN { printf "%d %d\\n", "12abc", "abc" }'
  check $'12 0' 0
}

@test "awk BEGIN { x['a']=1; delete x; print length(x) }" {
  ta $'' $'BEGIN { x["a"]=1; delete x; print length(x) }'
  check $'0' 0
}

@test "awk NR==1{next} {print}" {
  ta $'a\\nb\\nc\\n' $'NR==1{next} {print}'
  check $'b\nc' 0
}

@test "awk BEGIN { print index('abc', ''), length(12345), 1 ' ' 2 }" {
  ta $'' $'BEGIN { print index("abc", ""), length(12345), 1 " " 2 }'
  check $'1 5 1 2' 0
}

@test "awk BEGIN { s = 'a.b.c'; gsub('.', '-', s); print s }" {
  ta $'' $'BEGIN { s = "a.b.c"; gsub(".", "-", s); print s }'
  check $'-----' 0
}

@test "awk BEGIN { s = 'a.b.c'; gsub(/./, '-', s); print s }" {
  ta $'' $'BEGIN { s = "a.b.c"; gsub(/\\./, "-", s); print s }'
  check $'a-b-c' 0
}

@test "awk BEGIN { s = 'abc'; gsub('', '-', s); print s }" {
  ta $'' $'BEGIN { s = "abc"; gsub("", "-", s); print s }'
  check $'-a-b-c-' 0
}

@test "awk BEGIN { s = 'hello'; gsub(/l/, '&', s); print s }" {
  ta $'' $'BEGIN { s = "hello"; gsub(/l/, "\\\\\\\\&", s); print s }'
  check $'he\\l\\lo' 0
}

@test "awk BEGIN { print toupper(substr('abc', 2)) }" {
  ta $'' $'BEGIN { print toupper(substr("abc", 2)) }'
  check $'BC' 0
}

@test "awk BEGIN { print 1 - -1, 2 - - 2 }" {
  ta $'' $'BEGIN { print 1 - -1, 2 - - 2 }'
  check $'2 4' 0
}

@test "awk BEGIN { a = 'x'; a = a a a; print a }" {
  ta $'' $'BEGIN { a = "x"; a = a a a; print a }'
  check $'xxx' 0
}

@test "awk BEGIN { print length('a' 'bc') }" {
  ta $'' $'BEGIN { print length("a" "bc") }'
  check $'3' 0
}

@test "awk { print \$1\$2 }" {
  ta $'a b\\n' $'{ print $1$2 }'
  check $'ab' 0
}

@test "awk { \$1 *= 2; print }" {
  ta $'5 apples\\n' $'{ $1 *= 2; print }'
  check $'10 apples' 0
}

@test "awk { print \$1++ + ++\$1, \$1 }" {
  ta $'5\\n' $'{ print $1++ + ++$1, $1 }'
  check $'12 7' 0
}

@test "awk BEGIN { print !0, !1, !'', !'a' }" {
  ta $'' $'BEGIN { print !0, !1, !"", !"a" }'
  check $'1 0 1 0' 0
}

@test "awk BEGIN { x; print x == 0, x == '' }" {
  ta $'' $'BEGIN { x; print x == 0, x == "" }'
  check $'1 1' 0
}

@test "awk BEGIN { print 1 < 2 ? 'y' : 'n' }" {
  ta $'' $'BEGIN { print 1 < 2 ? "y" : "n" }'
  check $'y' 0
}

@test "awk BEGIN { print (1,2) in a }" {
  ta $'' $'BEGIN { print (1,2) in a }'
  check $'0' 0
}

@test "awk { for (i = NF; i > 0; i--) printf '%s%s', \$i, (i > 1 ? ' ' : 'n') }" {
  ta $'a b c d\\n' $'{ for (i = NF; i > 0; i--) printf "%s%s", $i, (i > 1 ? " " : "\\n") }'
  check $'d c b a' 0
}

@test "awk BEGIN{ print 2 ' ' 3 * 4 }" {
  ta $'' $'BEGIN{ print 2 " " 3 * 4 }'
  check $'2 12' 0
}

@test "awk BEGIN{ print 1 > 2 }" {
  ta $'' $'BEGIN{ print 1 > 2 }'
  check $'' 0
}

@test "awk BEGIN{ n = split('  a b  c ', x); print n, x[1], x[3] }" {
  ta $'' $'BEGIN{ n = split("  a b  c ", x); print n, x[1], x[3] }'
  check $'3 a c' 0
}

@test "awk BEGIN{ n = split('abc', x, ''); print n, x[1], x[3] }" {
  ta $'' $'BEGIN{ n = split("abc", x, ""); print n, x[1], x[3] }'
  check $'3 a c' 0
}

@test "awk BEGIN{ n = split('', x); print n, length(x) }" {
  ta $'' $'BEGIN{ n = split("", x); print n, length(x) }'
  check $'0 0' 0
}

@test "awk BEGIN{ printf '%c', 256 }" {
  ta $'' $'BEGIN{ printf "%c", 256 }'
  check $'Ā' 0
}

@test "awk BEGIN{ printf '%i|%5s|%.1s|%un', 3.9, 'ab', 'xyz', 7 }" {
  ta $'' $'BEGIN{ printf "%i|%5s|%.1s|%u\\n", 3.9, "ab", "xyz", 7 }'
  check $'3|   ab|x|7' 0
}

@test "awk BEGIN{ print substr('hello', 2) }" {
  ta $'' $'BEGIN{ print substr("hello", 2) }'
  check $'ello' 0
}

@test "awk func f(x) { x[1] = 1 } BEGIN { f(a); print a[1] }" {
  ta $'' $'func f(x) { x[1] = 1 } BEGIN { f(a); print a[1] }'
  check $'1' 0
}

@test "awk function f(a, b,   c) { c = a + b; return c } BEGIN { print f(1, 2)..." {
  ta $'' $'function f(a, b,   c) { c = a + b; return c } BEGIN { print f(1, 2), c "|" }'
  check $'3 |' 0
}

@test "awk BEGIN { print length(ENVIRON['HOME']) > 0 }" {
  ta $'' $'BEGIN { print length(ENVIRON["HOME"]) > 0 }'
  check $'' 0
}

@test "awk { print v, \$0 } v=1 -" {
  ta $'l\\n' $'{ print v, $0 }' $'v=1' $'-'
  check $'1 l' 0
}

@test "awk -v x=atb BEGIN { print x }" {
  ta $'' $'-v' $'x=a\\tb' $'BEGIN { print x }'
  check $'a\tb' 0
}

@test "awk BEGIN { print 1; print 2 > '/dev/stdout' }" {
  ta $'' $'BEGIN { print 1; print 2 > "/dev/stdout" }'
  check $'1\n2' 0
}

@test "awk BEGIN { getline x < '/nonexist'; print 'r' (getline y < '/nonexist') }" {
  ta $'' $'BEGIN { getline x < "/nonexist"; print "r" (getline y < "/nonexist") }'
  check $'r-1' 0
}

@test "awk BEGIN { x = 5; x++; ++x; x--; print x, x++ + 0, x }" {
  ta $'' $'BEGIN { x = 5; x++; ++x; x--; print x, x++ + 0, x }'
  check $'6 6 7' 0
}

@test "awk BEGIN { print 1e300*1e300 }" {
  ta $'' $'BEGIN { print 1e300*1e300 }'
  check $'+inf' 0
}

@test "awk BEGIN { print 10 % 3, -10 % 3, 10.5 % 3 }" {
  ta $'' $'BEGIN { print 10 % 3, -10 % 3, 10.5 % 3 }'
  check $'1 -1 1.5' 0
}

@test "awk BEGIN { print 'a' > 'f1'; close('f1'); while ((getline l < 'f1') > ..." {
  ta $'' $'BEGIN { print "a" > "f1"; close("f1"); while ((getline l < "f1") > 0) print "read", l }'
  check $'read a' 0
}

@test "awk BEGIN { \$0 = 'a b c'; print NF; \$3 = ''; print NF, \$0 '|' }" {
  ta $'' $'BEGIN { $0 = "a b c"; print NF; $3 = ""; print NF, $0 "|" }'
  check $'3\n3 a b |' 0
}

@test "awk BEGIN { \$0 = 'a b c'; NF = 5; print \$0 '|'; \$7 = 'x'; print \$0 }" {
  ta $'' $'BEGIN { $0 = "a b c"; NF = 5; print $0 "|"; $7 = "x"; print $0 }'
  check $'a b c  |\na b c    x' 0
}

@test "awk { \$2 = ''; print; print NF }" {
  ta $'a b c\\n' $'{ $2 = ""; print; print NF }'
  check $'a  c\n3' 0
}

@test "awk BEGIN { a = '10'; b = 9; print (a < b) }" {
  ta $'' $'BEGIN { a = "10"; b = 9; print (a < b) }'
  check $'1' 0
}

@test "awk NR==1{a=\$1} NR==2{b=\$1} END{print (a < b)}" {
  ta $'10\\n9\\n' $'NR==1{a=$1} NR==2{b=$1} END{print (a < b)}'
  check $'0' 0
}

@test "awk BEGIN { print substr('hello', 2, 0) '|' substr('hello', 2, -1) '|' }" {
  ta $'' $'BEGIN { print substr("hello", 2, 0) "|" substr("hello", 2, -1) "|" }'
  check $'||' 0
}

@test "awk BEGIN { printf('%sn', 'paren') }" {
  ta $'' $'BEGIN { printf("%s\\n", "paren") }'
  check $'paren' 0
}

@test "awk BEGIN { print('a', 'b') }" {
  ta $'' $'BEGIN { print("a", "b") }'
  check $'a b' 0
}

@test "awk BEGIN { print('a')('b') }" {
  ta $'' $'BEGIN { print("a")("b") }'
  check $'ab' 0
}

@test "awk { getline; print 'got', \$0 }" {
  ta $'one\\ntwo\\n' $'{ getline; print "got", $0 }'
  check $'got two' 0
}

@test "awk NR==1{ getline x; print 'x=' x, NR, \$0 }" {
  ta $'one\\ntwo\\nthree\\n' $'NR==1{ getline x; print "x=" x, NR, $0 }'
  check $'x=two 2 one' 0
}

@test "awk BEGIN { while ('echo a b' | getline) print \$2, NF }" {
  ta $'' $'BEGIN { while ("echo a b" | getline) print $2, NF }'
  check $'b 2' 0
}

@test "awk {print FILENAME, FNR, NR, \$2} fa fb" {
  ta $'' $'{print FILENAME, FNR, NR, $2}' $'fa' $'fb'
  check $'fa 1 1 1\nfa 2 2 2\nfb 1 3 3\nfb 2 4 4' 0
}

@test "awk FNR==1{print FILENAME} {nextfile} fa fb" {
  ta $'' $'FNR==1{print FILENAME} {nextfile}' $'fa' $'fb'
  check $'fa\nfb' 0
}

@test "awk BEGIN{ARGV[1]='fb'} {print} fa" {
  ta $'' $'BEGIN{ARGV[1]="fb"} {print}' $'fa'
  check $'c 3\nd 4' 0
}

@test "awk BEGIN{ARGV[2]='fb'; ARGC=3} {print} fa" {
  ta $'' $'BEGIN{ARGV[2]="fb"; ARGC=3} {print}' $'fa'
  check $'a 1\nb 2\nc 3\nd 4' 0
}

@test "awk {print x, \$1} x=5 fa x=7 fb" {
  ta $'' $'{print x, $1}' $'x=5' $'fa' $'x=7' $'fb'
  check $'5 a\n5 b\n7 c\n7 d' 0
}

@test "awk -f p1.awk -f p2.awk fa" {
  ta $'' $'-f' $'p1.awk' $'-f' $'p2.awk' $'fa'
  check $'1 2' 0
}

@test "awk {print \$NF, \$(NF-1), NF}" {
  ta $'a b c\\n' $'{print $NF, $(NF-1), NF}'
  check $'c b 3' 0
}

@test "awk {print \$NF-1}" {
  ta $'a b c\\n' $'{print $NF-1}'
  check $'-1' 0
}

@test "awk BEGIN{a['x']; print 'x' in a, ('y' in a) + 1}" {
  ta $'' $'BEGIN{a["x"]; print "x" in a, ("y" in a) + 1}'
  check $'1 1' 0
}

@test "awk BEGIN{r='^a.c\$'; print ('abc' ~ r), ('abd' ~ r), 'abc' ~ 'b'}" {
  ta $'' $'BEGIN{r="^a.c$"; print ("abc" ~ r), ("abd" ~ r), "abc" ~ "b"}'
  check $'1 0 1' 0
}

@test "awk BEGIN{print 'a]b' ~ /[]]/, 'a-b' ~ /[a-]/, 'x' ~ /[[:alpha:]]/}" {
  ta $'' $'BEGIN{print "a]b" ~ /[]]/, "a-b" ~ /[a\\-]/, "x" ~ /[[:alpha:]]/}'
  check $'1 1 1' 0
}

@test "awk BEGIN{print 'a/b' ~ /a/b/, 'a.b' ~ 'a.b', 'axb' ~ 'a.b'}" {
  ta $'' $'BEGIN{print "a/b" ~ /a\\/b/, "a.b" ~ "a\\\\.b", "axb" ~ "a\\\\.b"}'
  check $'1 1 0' 0
}

@test "awk BEGIN{print 'tabthere' ~ /t/}" {
  ta $'' $'BEGIN{print "tab\\there" ~ /\\t/}'
  check $'1' 0
}

@test "awk BEGIN{x = 'A'; print x ~ /a/, tolower(x) ~ /a/}" {
  ta $'' $'BEGIN{x = "A"; print x ~ /a/, tolower(x) ~ /a/}'
  check $'0 1' 0
}

@test "awk BEGIN{FS='[,;]'}{print \$2 \$3}" {
  ta $'a,b;c\\n' $'BEGIN{FS="[,;]"}{print $2 $3}'
  check $'bc' 0
}

@test "awk -F  {print \$2}" {
  ta $'a  b\\n' $'-F ' $'{print $2}'
  check $'b' 0
}

@test "awk -F| {print \$3, NF}" {
  ta $'a||b\\n' $'-F|' $'{print $3, NF}'
  check $'b 3' 0
}

@test "awk -F. {print \$2}" {
  ta $'a.b.c\\n' $'-F.' $'{print $2}'
  check $'b' 0
}

@test "awk -Ft {print \$2} #2" {
  ta $'atbtc\\n' $'-Ft' $'{print $2}'
  check $'b' 0
}

@test "awk BEGIN{FS=' +'}{print \$2}" {
  ta $'one  two\\n' $'BEGIN{FS=" +"}{print $2}'
  check $'two' 0
}

@test "awk BEGIN{RS=';'}{print NR':'\$0}" {
  ta $'r1;r2;;r3' $'BEGIN{RS=";"}{print NR":"$0}'
  check $'1:r1\n2:r2\n3:\n4:r3' 0
}

@test "awk BEGIN{RS='A+B'}{print NR':'\$0}" {
  ta $'r1ABr2AABr3\\n' $'BEGIN{RS="A+B"}{print NR":"$0}'
  check $'1:r1\n2:r2\n3:r3' 0
}

@test "awk BEGIN{RS=''; FS=':'}{print NF': '\$1'|'\$2}" {
  ta $'a b\\nc d\\n\\ne f\\n' $'BEGIN{RS=""; FS=":"}{print NF": "$1"|"$2}'
  check $'2: a b|c d\n1: e f|' 0
}

@test "awk BEGIN{RS=''}{print NF': '\$3}" {
  ta $'a b\\nc d\\n\\ne f\\n' $'BEGIN{RS=""}{print NF": "$3}'
  check $'4: c\n2: ' 0
}

@test "awk BEGIN{printf '[%5.1f][%-8.3e][%g][%G][%E]n', 3.14159, 31415.9, 0.00..." {
  ta $'' $'BEGIN{printf "[%5.1f][%-8.3e][%g][%G][%E]\\n", 3.14159, 31415.9, 0.0001, 1e-10, 12}'
  check $'[  3.1][3.142e+04][0.0001][1E-10][1.200000E+01]' 0
}

@test "awk BEGIN{printf '[%+d][% d][%#o][%#x][%X]n', 5, 5, 8, 255, 255}" {
  ta $'' $'BEGIN{printf "[%+d][% d][%#o][%#x][%X]\\n", 5, 5, 8, 255, 255}'
  check $'[+5][ 5][010][0xff][FF]' 0
}

@test "awk BEGIN{printf '%s %d %%n', 'a', 1}" {
  ta $'' $'BEGIN{printf "%s %d %%\\n", "a", 1}'
  check $'a 1 %' 0
}

@test "awk BEGIN{printf '%5%|n'}" {
  ta $'' $'BEGIN{printf "%5%|\\n"}'
  check $'%|' 0
}

@test "awk BEGIN{printf '%d %dn', 2147483648 * 4, -3}" {
  ta $'' $'BEGIN{printf "%d %d\\n", 2147483648 * 4, -3}'
  check $'8589934592 -3' 0
}

@test "awk BEGIN{printf '%.3s|%-3c|n', 'abcdef', 'xyz'}" {
  ta $'' $'BEGIN{printf "%.3s|%-3c|\\n", "abcdef", "xyz"}'
  check $'abc|x  |' 0
}

@test "awk BEGIN{printf '%c%c%c', 72, 105, 10}" {
  ta $'' $'BEGIN{printf "%c%c%c", 72, 105, 10}'
  check $'Hi' 0
}

@test "awk BEGIN{x['a']=1;x['b']=2; delete x['a']; for(k in x) print k}" {
  ta $'' $'BEGIN{x["a"]=1;x["b"]=2; delete x["a"]; for(k in x) print k}'
  check $'b' 0
}

@test "awk function f(a,  i){for(i in a) n++; return n} BEGIN{z[1];z[2]; print..." {
  ta $'' $'function f(a,  i){for(i in a) n++; return n} BEGIN{z[1];z[2]; print f(z)}'
  check $'2' 0
}

@test "awk function f(a){a[1]=1} function g(b){f(b)} BEGIN{g(q); print q[1]}" {
  ta $'' $'function f(a){a[1]=1} function g(b){f(b)} BEGIN{g(q); print q[1]}'
  check $'1' 0
}

@test "awk function f(x){x=5} BEGIN{y=1; f(y); print y}" {
  ta $'' $'function f(x){x=5} BEGIN{y=1; f(y); print y}'
  check $'1' 0
}

@test "awk function fib(n){return n<2?n:fib(n-1)+fib(n-2)} BEGIN{print fib(20)}" {
  ta $'' $'function fib(n){return n<2?n:fib(n-1)+fib(n-2)} BEGIN{print fib(20)}'
  check $'6765' 0
}

@test "awk function f(){return} BEGIN{x=f(); print x '|' length(x)}" {
  ta $'' $'function f(){return} BEGIN{x=f(); print x "|" length(x)}'
  check $'|0' 0
}

@test "awk BEGIN{ getline line < 'fa'; print line; getline line < 'fa'; print ..." {
  ta $'' $'BEGIN{ getline line < "fa"; print line; getline line < "fa"; print line; close("fa"); getline line < "fa"; print line }'
  check $'a 1\nb 2\na 1' 0
}

@test "awk BEGIN{ while ((getline < 'fa') > 0) print \$2, NF, NR }" {
  ta $'' $'BEGIN{ while ((getline < "fa") > 0) print $2, NF, NR }'
  check $'1 2 0\n2 2 0' 0
}

@test "awk BEGIN{ 'date +%Y' | getline yr; print (yr > 2000) }" {
  ta $'' $'BEGIN{ "date +%Y" | getline yr; print (yr > 2000) }'
  check $'1' 0
}

@test "awk BEGIN{ print 'x' > 'out'; print 'y' > 'out'; close('out'); while((g..." {
  ta $'' $'BEGIN{ print "x" > "out"; print "y" > "out"; close("out"); while((getline l < "out")>0) print l }'
  check $'x\ny' 0
}

@test "awk BEGIN{ print 'x' > 'out2'; close('out2'); print 'y' >> 'out2'; clos..." {
  ta $'' $'BEGIN{ print "x" > "out2"; close("out2"); print "y" >> "out2"; close("out2"); while((getline l < "out2")>0) print l }'
  check $'x\ny' 0
}

@test "awk BEGIN{ printf '%sn', 'q' | 'cat'; close('cat'); print 'after' }" {
  ta $'' $'BEGIN{ printf "%s\\n", "q" | "cat"; close("cat"); print "after" }'
  check $'q\nafter' 0
}

@test "awk BEGIN{ r = system('exit 3'); print r }" {
  ta $'' $'BEGIN{ r = system("exit 3"); print r }'
  check $'3' 0
}

@test "awk BEGIN{ system('echo sys'); print 'after' }" {
  ta $'' $'BEGIN{ system("echo sys"); print "after" }'
  check $'sys\nafter' 0
}

@test "awk BEGIN{ print 'a'; system(''); print 'b' }" {
  ta $'' $'BEGIN{ print "a"; system(""); print "b" }'
  check $'a\nb' 0
}

@test "awk BEGIN{ print length(a), length(1/4) }" {
  ta $'' $'BEGIN{ print length(a), length(1/4) }'
  check $'0 4' 0
}

@test "awk BEGIN{ print 0.1 + 0.2 == 0.3, 1e3 == 1000 }" {
  ta $'' $'BEGIN{ print 0.1 + 0.2 == 0.3, 1e3 == 1000 }'
  check $'0 1' 0
}

@test "awk BEGIN{ x = 'abc'; print x > '/dev/null'; print 'ok' }" {
  ta $'' $'BEGIN{ x = "abc"; print x > "/dev/null"; print "ok" }'
  check $'ok' 0
}

@test "awk BEGIN{ s = 'foo bar foo'; print gsub(/foo/, '[&&]', s), s }" {
  ta $'' $'BEGIN{ s = "foo bar foo"; print gsub(/foo/, "[&&]", s), s }'
  check $'2 [foofoo] bar [foofoo]' 0
}

@test "awk BEGIN{ s = 'aaa'; print sub(/^a/, 'b', s), s }" {
  ta $'' $'BEGIN{ s = "aaa"; print sub(/^a/, "b", s), s }'
  check $'1 baa' 0
}

@test "awk BEGIN{ s = 'abc'; gsub(/x*/, '-', s); print s }" {
  ta $'' $'BEGIN{ s = "abc"; gsub(/x*/, "-", s); print s }'
  check $'-a-b-c-' 0
}

@test "awk BEGIN{ s = 'abc'; gsub(/\$/, '!', s); print s; t = 'abc'; gsub(/^/,..." {
  ta $'' $'BEGIN{ s = "abc"; gsub(/$/, "!", s); print s; t = "abc"; gsub(/^/, ">", t); print t }'
  check $'abc!\n>abc' 0
}

@test "awk { sub(/o/, '0'); print; gsub(/o/, '0', \$2); print; print NF }" {
  ta $'hello world\\n' $'{ sub(/o/, "0"); print; gsub(/o/, "0", $2); print; print NF }'
  check $'hell0 world\nhell0 w0rld\n2' 0
}

@test "awk BEGIN{ \$0 = 'a b c'; sub(/b/, 'X Y'); print NF, \$2 }" {
  ta $'' $'BEGIN{ $0 = "a b c"; sub(/b/, "X Y"); print NF, $2 }'
  check $'4 X' 0
}

@test "awk BEGIN{ print gensub(/(a)(b)/, '21', 'g', 'abab'), gensub(/o/, '0', ..." {
  ta $'' $'BEGIN{ print gensub(/(a)(b)/, "\\\\2\\\\1", "g", "abab"), gensub(/o/, "0", 2, "foo") }'
  check $'baba fo0' 0
}

@test "awk BEGIN{ print substr('abcdef', 3), substr(12345, 2, 2) }" {
  ta $'' $'BEGIN{ print substr("abcdef", 3), substr(12345, 2, 2) }'
  check $'cdef 23' 0
}

@test "awk BEGIN{ print index('foobar', 'bar'), index('x', 'y') }" {
  ta $'' $'BEGIN{ print index("foobar", "bar"), index("x", "y") }'
  check $'4 0' 0
}

@test "awk BEGIN{ print match('aaa', /b/), RSTART, RLENGTH }" {
  ta $'' $'BEGIN{ print match("aaa", /b/), RSTART, RLENGTH }'
  check $'0 0 -1' 0
}

@test "awk BEGIN{ n = split('a1b22c', arr, /[0-9]+/); print n, arr[1], arr[2],..." {
  ta $'' $'BEGIN{ n = split("a1b22c", arr, /[0-9]+/); print n, arr[1], arr[2], arr[3] }'
  check $'3 a b c' 0
}

@test "awk BEGIN{ n = split('a b', arr, ' '); print n; n = split(':a:', b, ':'..." {
  ta $'' $'BEGIN{ n = split("a b", arr, " "); print n; n = split(":a:", b, ":"); print n, b[1] "|" b[2] "|" b[3] }'
  check $'2\n3 |a|' 0
}

@test "awk BEGIN{ split('3 10 2', a); print (a[1] < a[2]) }" {
  ta $'' $'BEGIN{ split("3 10 2", a); print (a[1] < a[2]) }'
  check $'1' 0
}

@test "awk BEGIN{ srand(1); x = rand(); srand(1); y = rand(); print (x == y), ..." {
  ta $'' $'BEGIN{ srand(1); x = rand(); srand(1); y = rand(); print (x == y), (x >= 0 && x < 1), srand(5) }'
  check $'1 1 1' 0
}

@test "awk BEGIN{ print 2**3, 2**3**2; x = 2; x **= 3; print x }" {
  ta $'' $'BEGIN{ print 2**3, 2**3**2; x = 2; x **= 3; print x }'
  check $'8 512\n8' 0
}

@test "awk BEGIN{ print 1 2, 1 ' ' 2, -1 ' ' -2 }" {
  ta $'' $'BEGIN{ print 1 2, 1 " " 2, -1 " " -2 }'
  check $'12 1 2 -1-2' 0
}

@test "awk BEGIN{ x = 3; print x++ x, x }" {
  ta $'' $'BEGIN{ x = 3; print x++ x, x }'
  check $'34 4' 0
}

@test "awk BEGIN{ a = 1; b = 2; print a ' ' b == '1 2' }" {
  ta $'' $'BEGIN{ a = 1; b = 2; print a " " b == "1 2" }'
  check $'1' 0
}

@test "awk BEGIN{ print 2 < 1 ? 'a' : 1 < 2 ? 'b' : 'c' }" {
  ta $'' $'BEGIN{ print 2 < 1 ? "a" : 1 < 2 ? "b" : "c" }'
  check $'b' 0
}

@test "awk BEGIN{ x = y = 3; print x, y }" {
  ta $'' $'BEGIN{ x = y = 3; print x, y }'
  check $'3 3' 0
}

@test "awk BEGIN{ print length 1 }" {
  ta $'' $'BEGIN{ print length 1 }'
  check $'01' 0
}

@test "awk BEGIN{ print !x++, !x++, x }" {
  ta $'' $'BEGIN{ print !x++, !x++, x }'
  check $'1 0 2' 0
}

@test "awk BEGIN{ print 10 - 2 - 3, 2 * 3 % 4, 100 / 10 / 2 }" {
  ta $'' $'BEGIN{ print 10 - 2 - 3, 2 * 3 % 4, 100 / 10 / 2 }'
  check $'5 2 5' 0
}

@test "awk BEGIN{ \$3 = 'c'; print NF, \$0 '|' }" {
  ta $'' $'BEGIN{ $3 = "c"; print NF, $0 "|" }'
  check $'3   c|' 0
}

@test "awk { \$1 = \$1; NF = 2; \$1 = \$1; print }" {
  ta $'a b c\\n' $'{ $1 = $1; NF = 2; $1 = $1; print }'
  check $'a b' 0
}

@test "awk { print NF, '[' \$1 ']'; \$1 = \$1; print '[' \$0 ']' }" {
  ta $'  lead  trail  \\n' $'{ print NF, "[" $1 "]"; $1 = $1; print "[" $0 "]" }'
  check $'2 [lead]\n[lead trail]' 0
}

@test "awk { print NR; NR = 10 } END { print NR }" {
  ta $'x\\n' $'{ print NR; NR = 10 } END { print NR }'
  check $'1\n10' 0
}

@test "awk { print; getline; print 'after', \$0 }" {
  ta $'a\\nb\\n' $'{ print; getline; print "after", $0 }'
  check $'a\nafter b' 0
}

@test "awk /a/,/b/ { print 'r', \$0 }" {
  ta $'a\\nb\\nc\\n' $'/a/,/b/ { print "r", $0 }'
  check $'r a\nr b' 0
}

@test "awk /a/,/a/ { print 'r', \$0 }" {
  ta $'a\\nb\\na\\nc\\n' $'/a/,/a/ { print "r", $0 }'
  check $'r a\nr a' 0
}

@test "awk \$2 > 1" {
  ta $'x 1\\ny 2\\n' $'$2 > 1'
  check $'y 2' 0
}

@test "awk \$2 > 9" {
  ta $'x 10\\ny 9\\n' $'$2 > 9'
  check $'x 10' 0
}

@test "awk \$0 ~ 'x' { print 'm' }" {
  ta $'x\\n' $'$0 ~ "x" { print "m" }'
  check $'m' 0
}

@test "awk !/y/" {
  ta $'x\\n' $'!/y/'
  check $'x' 0
}

@test "awk BEGIN { exit } END { print 'end ran' }" {
  ta $'' $'BEGIN { exit } END { print "end ran" }'
  check $'end ran' 0
}

@test "awk { exit 4 } END { exit }" {
  ta $'a\\n' $'{ exit 4 } END { exit }'
  check $'' 4
}

@test "awk BEGIN { printf '%dn', 1e18; printf '%dn', -1e19 }" {
  ta $'' $'BEGIN { printf "%d\\n", 1e18; printf "%d\\n", -1e19 }'
  check $'1000000000000000000\n-10000000000000000000' 0
}

@test "awk BEGIN { print 1e18, 123456789012, 0.000001, 1e-7 }" {
  ta $'' $'BEGIN { print 1e18, 123456789012, 0.000001, 1e-7 }'
  check $'1000000000000000000 123456789012 1e-06 1e-07' 0
}

@test "awk BEGIN { print -0 '', 1/3*3 }" {
  ta $'' $'BEGIN { print -0 "", 1/3*3 }'
  check $'0 1' 0
}

@test "awk BEGIN { x = '0x1A'; print x + 0, '1e2' + 0, '.5' + 0, '+3' + 1, '-'..." {
  ta $'' $'BEGIN { x = "0x1A"; print x + 0, "1e2" + 0, ".5" + 0, "+3" + 1, "-" + 1 }'
  check $'0 100 0.5 4 1' 0
}

@test "awk { print (\$1 == 12), (\$0 == 12), (\$0 < 2) }" {
  ta $' 12 \\n' $'{ print ($1 == 12), ($0 == 12), ($0 < 2) }'
  check $'1 1 0' 0
}

@test "awk BEGIN { CONVFMT = '%d'; a[1.5] = 1; for (k in a) print k }" {
  ta $'' $'BEGIN { CONVFMT = "%d"; a[1.5] = 1; for (k in a) print k }'
  check $'1' 0
}

@test "awk BEGIN { a[01] = 1; a['01'] = 2; for (k in a) n++; print n }" {
  ta $'' $'BEGIN { a[01] = 1; a["01"] = 2; for (k in a) n++; print n }'
  check $'2' 0
}

@test "awk BEGIN { SUBSEP = ':'; a[1,2] = 1; for (k in a) print k }" {
  ta $'' $'BEGIN { SUBSEP = ":"; a[1,2] = 1; for (k in a) print k }'
  check $'1:2' 0
}

@test "awk BEGIN { printf 'a' 'b' 'n' }" {
  ta $'' $'BEGIN { printf "a" "b" "\\n" }'
  check $'ab' 0
}

@test "awk BEGIN { print > '/dev/stdout' }" {
  ta $'' $'BEGIN { print > "/dev/stdout" }'
  check $'' 0
}

@test "awk { print > '/dev/stderr' }" {
  ta $'q\\n' $'{ print > "/dev/stderr" }'
  check $'q' 0
}

@test "awk BEGIN{ if (1) ; else print 'no'; print 'yes' }" {
  ta $'' $'BEGIN{ if (1) ; else print "no"; print "yes" }'
  check $'yes' 0
}

@test "awk BEGIN{ if (0) print 'a'; else if (1) print 'b'; else print 'c' }" {
  ta $'' $'BEGIN{ if (0) print "a"; else if (1) print "b"; else print "c" }'
  check $'b' 0
}

@test "awk BEGIN{   x = 1   if (x)     print 'nl ok'   else     print 'bad' }" {
  ta $'' $'BEGIN{\n  x = 1\n  if (x)\n    print "nl ok"\n  else\n    print "bad"\n}'
  check $'nl ok' 0
}

@test "awk BEGIN { for (;;) { if (++i > 3) break }; print i }" {
  ta $'' $'BEGIN { for (;;) { if (++i > 3) break }; print i }'
  check $'4' 0
}

@test "awk BEGIN { while (i < 3) i++ print i }" {
  ta $'' $'BEGIN { while (i < 3) i++\nprint i }'
  check $'3' 0
}

@test "awk BEGIN { a = 'x' ; b = a   'y'; print b }" {
  ta $'' $'BEGIN { a = "x" ; b = a \\\n "y"; print b }'
  check $'xy' 0
}

@test "awk # comment only BEGIN { print 'c' } # trailing" {
  ta $'' $'# comment only\nBEGIN { print "c" } # trailing'
  check $'c' 0
}

@test "awk BEGIN { print 1,   2 }" {
  ta $'' $'BEGIN { print 1,\n  2 }'
  check $'1 2' 0
}

@test "awk BEGIN { x = 1 &&   0; print x }" {
  ta $'' $'BEGIN { x = 1 &&\n  0; print x }'
  check $'0' 0
}

@test "awk BEGIN { print substr('hello', 2) ; ; print 'x' }" {
  ta $'' $'BEGIN { print substr("hello", 2) ; ; print "x" }'
  check $'ello\nx' 0
}

@test "awk function f(a) { return a * 2 } BEGIN { print f(f(2)) }" {
  ta $'' $'function f(a) { return a * 2 }\nBEGIN { print f(f(2)) }'
  check $'8' 0
}

@test "awk BEGIN { print -'3', +'4a', - - 2 }" {
  ta $'' $'BEGIN { print -"3", +"4a", - - 2 }'
  check $'-3 4 2' 0
}

@test "awk BEGIN { print 1 - 1 ' ' 2 }" {
  ta $'' $'BEGIN { print 1 - 1 " " 2 }'
  check $'0 2' 0
}

@test "awk BEGIN { s = sprintf('%s', 0.1); print s; s = 0.1 ''; print s }" {
  ta $'' $'BEGIN { s = sprintf("%s", 0.1); print s; s = 0.1 ""; print s }'
  check $'0.1\n0.1' 0
}

@test "awk BEGIN { x[1]; print length(x); delete x[1]; print length(x) }" {
  ta $'' $'BEGIN { x[1]; print length(x); delete x[1]; print length(x) }'
  check $'1\n0' 0
}

@test "awk { \$0 = toupper(\$0); print \$2 }" {
  ta $'a b\\n' $'{ $0 = toupper($0); print $2 }'
  check $'B' 0
}

@test "awk BEGIN { 'echo one; echo two' | getline a; 'echo one; echo two' | ge..." {
  ta $'' $'BEGIN { "echo one; echo two" | getline a; "echo one; echo two" | getline b; print a, b }'
  check $'one two' 0
}

@test "awk { print substr(\$0, length(\$0)) }" {
  ta $'ab\\n' $'{ print substr($0, length($0)) }'
  check $'b' 0
}

@test "awk BEGIN { print index('abc', 'c') index('abc', 'a') }" {
  ta $'' $'BEGIN { print index("abc", "c") index("abc", "a") }'
  check $'31' 0
}

@test "awk BEGIN { print (1 in a), length(a) }" {
  ta $'' $'BEGIN { print (1 in a), length(a) }'
  check $'0 0' 0
}

@test "awk BEGIN { n = split('a b c', arr); delete arr[2]; for (i = 1; i <= n;..." {
  ta $'' $'BEGIN { n = split("a b c", arr); delete arr[2]; for (i = 1; i <= n; i++) print i, (i in arr) }'
  check $'1 1\n2 0\n3 1' 0
}

@test "awk \$3 > 0 { print \$1, \$2 * \$3 }" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'$3 > 0 { print $1, $2 * $3 }'
  check $'Kathy 40\nMark 100\nMary 121\nSusie 76.5' 0
}

@test "awk \$3 == 0 { print \$1 }" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'$3 == 0 { print $1 }'
  check $'Beth\nDan' 0
}

@test "awk { printf('total pay for %s is \$%.2fn', \$1, \$2 * \$3) }" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'{ printf("total pay for %s is $%.2f\\n", $1, $2 * $3) }'
  check $'total pay for Beth is $0.00\ntotal pay for Dan is $0.00\ntotal pay for Kathy is $40.00\ntotal pay for Mark is $100.00\ntotal pay for Mary is $121.00\ntotal pay for Susie is $76.50' 0
}

@test "awk { printf('%-8s \$%6.2fn', \$1, \$2 * \$3) }" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'{ printf("%-8s $%6.2f\\n", $1, $2 * $3) }'
  check $'Beth     $  0.00\nDan      $  0.00\nKathy    $ 40.00\nMark     $100.00\nMary     $121.00\nSusie    $ 76.50' 0
}

@test "awk \$2 >= 5" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'$2 >= 5'
  check $'Mark 5.00 20\nMary 5.50 22' 0
}

@test "awk \$2 * \$3 > 50 { printf('\$%.2f for %sn', \$2 * \$3, \$1) }" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'$2 * $3 > 50 { printf("$%.2f for %s\\n", $2 * $3, $1) }'
  check $'$100.00 for Mark\n$121.00 for Mary\n$76.50 for Susie' 0
}

@test "awk \$1 == 'Susie'" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'$1 == "Susie"'
  check $'Susie 4.25 18' 0
}

@test "awk /Susie/" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'/Susie/'
  check $'Susie 4.25 18' 0
}

@test "awk \$2 >= 4 || \$3 >= 20" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'$2 >= 4 || $3 >= 20'
  check $'Beth 4.00 0\nKathy 4.00 10\nMark 5.00 20\nMary 5.50 22\nSusie 4.25 18' 0
}

@test "awk !(\$2 < 4 && \$3 < 20)" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'!($2 < 4 && $3 < 20)'
  check $'Beth 4.00 0\nKathy 4.00 10\nMark 5.00 20\nMary 5.50 22\nSusie 4.25 18' 0
}

@test "awk NF != 3 { print \$0, 'number of fields is not equal to 3' } \$2 < 3..." {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'NF != 3 { print $0, "number of fields is not equal to 3" } $2 < 3.35 { print $0, "rate is below minimum wage" }'
  check $'' 0
}

@test "awk BEGIN { print 'NAME RATE HOURS'; print '' } { print }" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'BEGIN { print "NAME RATE HOURS"; print "" } { print }'
  check $'NAME RATE HOURS\n\nBeth 4.00 0\nDan 3.75 0\nKathy 4.00 10\nMark 5.00 20\nMary 5.50 22\nSusie 4.25 18' 0
}

@test "awk \$3 > 15 { emp = emp + 1 } END { print emp, 'employees worked more ..." {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'$3 > 15 { emp = emp + 1 } END { print emp, "employees worked more than 15 hours" }'
  check $'3 employees worked more than 15 hours' 0
}

@test "awk END { print NR, 'employees' }" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'END { print NR, "employees" }'
  check $'6 employees' 0
}

@test "awk { pay = pay + \$2 * \$3 } END { print NR, 'employees'; print 'total..." {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'{ pay = pay + $2 * $3 } END { print NR, "employees"; print "total pay is", pay; print "average pay is", pay/NR }'
  check $'6 employees\ntotal pay is 337.5\naverage pay is 56.25' 0
}

@test "awk \$2 > maxrate { maxrate = \$2; maxemp = \$1 } END { print 'highest ..." {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'$2 > maxrate { maxrate = $2; maxemp = $1 } END { print "highest hourly rate:", maxrate, "for", maxemp }'
  check $'highest hourly rate: 5.50 for Mary' 0
}

@test "awk { names = names \$1 ' ' } END { print names }" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'{ names = names $1 " " } END { print names }'
  check $'Beth Dan Kathy Mark Mary Susie ' 0
}

@test "awk { last = \$0 } END { print last }" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'{ last = $0 } END { print last }'
  check $'Susie 4.25 18' 0
}

@test "awk { nc = nc + length(\$0) + 1; nw = nw + NF } END { print NR, 'lines,..." {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'{ nc = nc + length($0) + 1; nw = nw + NF } END { print NR, "lines,", nw, "words,", nc, "characters" }'
  check $'6 lines, 18 words, 77 characters' 0
}

@test "awk { line[NR] = \$0 } END { i = NR; while (i > 0) { print line[i]; i =..." {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'{ line[NR] = $0 } END { i = NR; while (i > 0) { print line[i]; i = i - 1 } }'
  check $'Susie 4.25 18\nMary 5.50 22\nMark 5.00 20\nKathy 4.00 10\nDan 3.75 0\nBeth 4.00 0' 0
}

@test "awk NR % 2 == 0" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'NR % 2 == 0'
  check $'Dan 3.75 0\nMark 5.00 20\nSusie 4.25 18' 0
}

@test "awk { \$2 = ''; print }" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'{ $2 = ""; print }'
  check $'Beth  0\nDan  0\nKathy  10\nMark  20\nMary  22\nSusie  18' 0
}

@test "awk { temp = \$1; \$1 = \$2; \$2 = temp; print }" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'{ temp = $1; $1 = $2; $2 = temp; print }'
  check $'4.00 Beth 0\n3.75 Dan 0\n4.00 Kathy 10\n5.00 Mark 20\n5.50 Mary 22\n4.25 Susie 18' 0
}

@test "awk { for (i = NF; i > 0; i = i - 1) printf('%s ', \$i); printf('n') }" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'{ for (i = NF; i > 0; i = i - 1) printf("%s ", $i); printf("\\n") }'
  check $'0 4.00 Beth \n0 3.75 Dan \n10 4.00 Kathy \n20 5.00 Mark \n22 5.50 Mary \n18 4.25 Susie ' 0
}

@test "awk { sum = 0; for (i = 1; i <= NF; i = i + 1) sum = sum + \$i; print s..." {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'{ sum = 0; for (i = 1; i <= NF; i = i + 1) sum = sum + $i; print sum }'
  check $'4\n3.75\n14\n25\n27.5\n22.25' 0
}

@test "awk { for (i = 1; i <= NF; i = i + 1) if (\$i < 0) \$i = -\$i; print }" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'{ for (i = 1; i <= NF; i = i + 1) if ($i < 0) $i = -$i; print }'
  check $'Beth 4.00 0\nDan 3.75 0\nKathy 4.00 10\nMark 5.00 20\nMary 5.50 22\nSusie 4.25 18' 0
}

@test "awk NR == 3, NR == 5" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'NR == 3, NR == 5'
  check $'Kathy 4.00 10\nMark 5.00 20\nMary 5.50 22' 0
}

@test "awk length(\$1) > 4" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'length($1) > 4'
  check $'Kathy 4.00 10\nSusie 4.25 18' 0
}

@test "awk { \$1 = NR; print }" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'{ $1 = NR; print }'
  check $'1 4.00 0\n2 3.75 0\n3 4.00 10\n4 5.00 20\n5 5.50 22\n6 4.25 18' 0
}

@test "awk { print NR ':' \$0 }" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'{ print NR ":" $0 }'
  check $'1:Beth 4.00 0\n2:Dan 3.75 0\n3:Kathy 4.00 10\n4:Mark 5.00 20\n5:Mary 5.50 22\n6:Susie 4.25 18' 0
}

@test "awk END { print \$1 }" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'END { print $1 }'
  check $'Susie' 0
}

@test "awk { nf = nf + NF } END { print nf }" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'{ nf = nf + NF } END { print nf }'
  check $'18' 0
}

@test "awk { gsub(/[0-9]+/, '(&)'); print }" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'{ gsub(/[0-9]+/, "(&)"); print }'
  check $'Beth (4).(00) (0)\nDan (3).(75) (0)\nKathy (4).(00) (10)\nMark (5).(00) (20)\nMary (5).(50) (22)\nSusie (4).(25) (18)' 0
}

@test "awk { n = split(\$0, f, /./); print n }" {
  ta $'Beth 4.00 0\\nDan 3.75 0\\nKathy 4.00 10\\nMark 5.00 20\\nMary 5.50 22\\nSusie 4.25 18\\n' $'{ n = split($0, f, /\\./); print n }'
  check $'2\n2\n2\n2\n2\n2' 0
}

@test "awk !seen[\$0]++" {
  ta $'a b\\na b\\nc\\n' $'!seen[$0]++'
  check $'a b\nc' 0
}

@test "awk { a[NR] = \$1 } END { n = NR; for (i = 1; i <= n; i++) for (j = i +..." {
  ta $'3\\n1\\n2\\n' $'{ a[NR] = $1 } END { n = NR; for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }; for (i = 1; i <= n; i++) print a[i] }'
  check $'1\n2\n3' 0
}

@test "awk { for (i = 1; i <= NF; i++) cnt[\$i]++ } END { print cnt['the'], cn..." {
  ta $'the quick the\\nfox the\\n' $'{ for (i = 1; i <= NF; i++) cnt[$i]++ } END { print cnt["the"], cnt["fox"] }'
  check $'3 1' 0
}

@test "awk BEGIN { FS = ':' } { print \$1 }" {
  ta $'' $'BEGIN { FS = ":" } { print $1 }'
  check $'' 0
}

@test "awk BEGIN { FS = ':' } { print \$1 } #2" {
  ta $'a:b\\n' $'BEGIN { FS = ":" } { print $1 }'
  check $'a' 0
}

@test "awk { FS = ':'; print \$1 }" {
  ta $'a:b\\n' $'{ FS = ":"; print $1 }'
  check $'a:b' 0
}

@test "awk { FS = ':'; print \$1 } #2" {
  ta $'a:b\\nc:d\\n' $'{ FS = ":"; print $1 }'
  check $'a:b\nc' 0
}

@test "awk { \$0 = 'a:b'; FS = ':'; print \$1 }" {
  ta $'x\\n' $'{ $0 = "a:b"; FS = ":"; print $1 }'
  check $'a:b' 0
}

@test "awk BEGIN { x = 'abc'; print x; x = x + 1; print x }" {
  ta $'' $'BEGIN { x = "abc"; print x; x = x + 1; print x }'
  check $'abc\n1' 0
}

@test "awk BEGIN { printf '%s|%d|%5.1f|%x|%cn' , 's', '42x', '3.14159', '255',..." {
  ta $'' $'BEGIN { printf "%s|%d|%5.1f|%x|%c\\n" , "s", "42x", "3.14159", "255", "ABC" }'
  check $'s|42|  3.1|ff|A' 0
}

@test "awk BEGIN { printf '%-5d|%5s|%-5s|%.0fn', -3, 'r', 'l', 2.5 }" {
  ta $'' $'BEGIN { printf "%-5d|%5s|%-5s|%.0f\\n", -3, "r", "l", 2.5 }'
  check $'-3   |    r|l    |2' 0
}

@test "awk BEGIN { printf '%#.3g|%g|%g|%gn', 1, 100000, 1000000, 0.00001234 }" {
  ta $'' $'BEGIN { printf "%#.3g|%g|%g|%g\\n", 1, 100000, 1000000, 0.00001234 }'
  check $'1.00|100000|1e+06|1.234e-05' 0
}

@test "awk BEGIN { printf '%5.3d|%.0d|%+.2en', 7, 0, 12345 }" {
  ta $'' $'BEGIN { printf "%5.3d|%.0d|%+.2e\\n", 7, 0, 12345 }'
  check $'  007||+1.23e+04' 0
}

@test "awk BEGIN { printf '%sn' , 1e6; printf '%sn', 1234567.5; print 1234567.5 }" {
  ta $'' $'BEGIN { printf "%s\\n" , 1e6; printf "%s\\n", 1234567.5; print 1234567.5 }'
  check $'1000000\n1.23457e+06\n1.23457e+06' 0
}

@test "awk BEGIN { OFMT = '%.2f'; x = 3.14159; print x; print x '' ; y = 17; p..." {
  ta $'' $'BEGIN { OFMT = "%.2f"; x = 3.14159; print x; print x "" ; y = 17; print y }'
  check $'3.14\n3.14159\n17' 0
}

@test "awk BEGIN { CONVFMT = '%.2g'; a = 3.14159; b = a ''; print b; x[a] = 1;..." {
  ta $'' $'BEGIN { CONVFMT = "%.2g"; a = 3.14159; b = a ""; print b; x[a] = 1; for (k in x) print k }'
  check $'3.1\n3.1' 0
}

@test "awk BEGIN { print length(), length(''), length(0), length(0.5) }" {
  ta $'' $'BEGIN { print length(), length(""), length(0), length(0.5) }'
  check $'0 0 1 3' 0
}

@test "awk BEGIN { print substr('abc', 1, 1.5), substr('abcdef', 2.7, 2.2) }" {
  ta $'' $'BEGIN { print substr("abc", 1, 1.5), substr("abcdef", 2.7, 2.2) }'
  check $'a bc' 0
}

@test "awk BEGIN { print toupper(123), tolower('MiXeD 1') }" {
  ta $'' $'BEGIN { print toupper(123), tolower("MiXeD 1") }'
  check $'123 mixed 1' 0
}

@test "awk BEGIN { s = 'The Cat'; print sub(/[A-Z]/, '(&)', s), s, gsub(/[a-z]..." {
  ta $'' $'BEGIN { s = "The Cat"; print sub(/[A-Z]/, "(&)", s), s, gsub(/[a-z]/, "", s), s }'
  check $'1 (T)he Cat 4 (T) C' 0
}

@test "awk BEGIN { s = 'aaa'; gsub(/a/, '', s); print s }" {
  ta $'' $'BEGIN { s = "aaa"; gsub(/a/, "\\\\\\\\", s); print s }'
  check $'\\\\\\\\\\\\' 0
}

@test "awk BEGIN { s = 'abc'; gsub(/b/, '[&]', s); print s }" {
  ta $'' $'BEGIN { s = "abc"; gsub(/b/, "[\\\\&]", s); print s }'
  check $'a[&]c' 0
}

@test "awk BEGIN { s = 'a&b'; gsub(/&/, 'and', s); print s }" {
  ta $'' $'BEGIN { s = "a&b"; gsub(/&/, "and", s); print s }'
  check $'aandb' 0
}

@test "awk BEGIN { s = 'xyz'; gsub(/y/, '&&', s); print s }" {
  ta $'' $'BEGIN { s = "xyz"; gsub(/y/, "&&", s); print s }'
  check $'xyyz' 0
}

@test "awk BEGIN { s = 'abcabc'; print gsub('b', 'B', s), s }" {
  ta $'' $'BEGIN { s = "abcabc"; print gsub("b", "B", s), s }'
  check $'2 aBcaBc' 0
}

@test "awk BEGIN { s = 'a+b'; gsub('+', '-', s); print s }" {
  ta $'' $'BEGIN { s = "a+b"; gsub("\\\\+", "-", s); print s }'
  check $'a-b' 0
}

@test "awk BEGIN { s = 'one two'; gsub(/[[:space:]]/, '_', s); print s }" {
  ta $'' $'BEGIN { s = "one two"; gsub(/[[:space:]]/, "_", s); print s }'
  check $'one_two' 0
}

@test "awk BEGIN { s = 'AbC'; gsub(/[^A-Z]/, '', s); print s }" {
  ta $'' $'BEGIN { s = "AbC"; gsub(/[^A-Z]/, "", s); print s }'
  check $'AC' 0
}

@test "awk BEGIN { print match('xxabbbc', /ab*/), RSTART, RLENGTH; print match..." {
  ta $'' $'BEGIN { print match("xxabbbc", /ab*/), RSTART, RLENGTH; print match("", /x/), RSTART, RLENGTH }'
  check $'3 3 4\n0 0 -1' 0
}

@test "awk BEGIN { print match('abc', ''), RSTART, RLENGTH }" {
  ta $'' $'BEGIN { print match("abc", ""), RSTART, RLENGTH }'
  check $'1 1 0' 0
}

@test "awk BEGIN { print 'abc' ~ /^a.c\$/, 'ABC' ~ /abc/, 'a+c' ~ /a+c/, 'a.c'..." {
  ta $'' $'BEGIN { print "abc" ~ /^a.c$/, "ABC" ~ /abc/, "a+c" ~ /a\\+c/, "a.c" ~ /a\\.c/ }'
  check $'1 0 1 1' 0
}

@test "awk BEGIN { print 'aaa' ~ /^a{3}\$/, 'ab' ~ /(a|b)+/, '' ~ /^\$/ }" {
  ta $'' $'BEGIN { print "aaa" ~ /^a{3}$/, "ab" ~ /(a|b)+/, "" ~ /^$/ }'
  check $'1 1 1' 0
}

@test "awk BEGIN { r = '[0-9]+'; if ('abc123' ~ r) print 'num' }" {
  ta $'' $'BEGIN { r = "[0-9]+"; if ("abc123" ~ r) print "num" }'
  check $'num' 0
}

@test "awk BEGIN { print 'ab' ~ //, length('ab') }" {
  ta $'' $'BEGIN { print "a\\\\b" ~ /\\\\/, length("a\\\\b") }'
  check $'1 3' 0
}

@test "awk BEGIN { print 'x/y' ~ '/' }" {
  ta $'' $'BEGIN { print "x/y" ~ "/" }'
  check $'1' 0
}

@test "awk BEGIN { print 1 ~ 1, 10 ~ 1, 2 ~ 1 }" {
  ta $'' $'BEGIN { print 1 ~ 1, 10 ~ 1, 2 ~ 1 }'
  check $'1 1 0' 0
}

@test "awk { print (\$0 ~ /t/) }" {
  ta $'a\\tb\\n' $'{ print ($0 ~ /\\t/) }'
  check $'1' 0
}

@test "awk BEGIN { n = split('2024-01-15', d, '-'); print d[1] + 0, d[2] + 0, ..." {
  ta $'' $'BEGIN { n = split("2024-01-15", d, "-"); print d[1] + 0, d[2] + 0, d[3] * 2 }'
  check $'2024 1 30' 0
}

@test "awk BEGIN { n = split('a  b', x, / /); print n, '[' x[2] ']' }" {
  ta $'' $'BEGIN { n = split("a  b", x, / /); print n, "[" x[2] "]" }'
  check $'3 []' 0
}

@test "awk BEGIN { n = split('atbnc d', x); print n, x[3] }" {
  ta $'' $'BEGIN { n = split("a\\tb\\nc d", x); print n, x[3] }'
  check $'4 c' 0
}

@test "awk BEGIN { n = split('abc', x, 'b'); print n, x[1], x[2] }" {
  ta $'' $'BEGIN { n = split("abc", x, "b"); print n, x[1], x[2] }'
  check $'2 a c' 0
}

@test "awk BEGIN { n = split('a.b.c', x, '.'); print n, x[2] }" {
  ta $'' $'BEGIN { n = split("a.b.c", x, "."); print n, x[2] }'
  check $'3 b' 0
}

@test "awk BEGIN { n = split('a|b|c', x, '|'); print n, x[3] }" {
  ta $'' $'BEGIN { n = split("a|b|c", x, "|"); print n, x[3] }'
  check $'3 c' 0
}

@test "awk BEGIN { x[1] = 1; n = split('p q', x); print n, (1 in x), x[1] }" {
  ta $'' $'BEGIN { x[1] = 1; n = split("p q", x); print n, (1 in x), x[1] }'
  check $'2 1 p' 0
}

@test "awk BEGIN { print int('3abc'), int(''), int(-0.5), int('1e3') }" {
  ta $'' $'BEGIN { print int("3abc"), int(""), int(-0.5), int("1e3") }'
  check $'3 0 0 1000' 0
}

@test "awk BEGIN { print 7 / 2, -7 / 2, 2 ^ 0.5, 2 ^ -1 }" {
  ta $'' $'BEGIN { print 7 / 2, -7 / 2, 2 ^ 0.5, 2 ^ -1 }'
  check $'3.5 -3.5 1.41421 0.5' 0
}

@test "awk BEGIN { print 1e6 * 1e6, 2^31, 2^63, -2^63 }" {
  ta $'' $'BEGIN { print 1e6 * 1e6, 2^31, 2^63, -2^63 }'
  check $'1000000000000 2147483648 9223372036854775808 -9223372036854775808' 0
}

@test "awk BEGIN { print 0.1 * 3, 1/7, 100/3 }" {
  ta $'' $'BEGIN { print 0.1 * 3, 1/7, 100/3 }'
  check $'0.3 0.142857 33.3333' 0
}

@test "awk BEGIN { print 3 ' ' -3, 3 -3 }" {
  ta $'' $'BEGIN { print 3 " " -3, 3 -3 }'
  check $'3-3 0' 0
}

@test "awk BEGIN { x = '5'; y = x * 1; print x y, x + y }" {
  ta $'' $'BEGIN { x = "5"; y = x * 1; print x y, x + y }'
  check $'55 10' 0
}

@test "awk BEGIN { print '10' + '20', '3' '4' + 1 }" {
  ta $'' $'BEGIN { print "10" + "20", "3" "4" + 1 }'
  check $'30 35' 0
}

@test "awk BEGIN { print 2 ^ 3 ^ 2, (2 ^ 3) ^ 2, -3 ^ 2, 2 ^ -2 }" {
  ta $'' $'BEGIN { print 2 ^ 3 ^ 2, (2 ^ 3) ^ 2, -3 ^ 2, 2 ^ -2 }'
  check $'512 64 -9 0.25' 0
}

@test "awk BEGIN { print 5 - 3 - 1, 2 * 3 + 4, 2 + 3 * 4, (2 + 3) * 4 }" {
  ta $'' $'BEGIN { print 5 - 3 - 1, 2 * 3 + 4, 2 + 3 * 4, (2 + 3) * 4 }'
  check $'1 10 14 20' 0
}

@test "awk BEGIN { print 1 && 0 || 1, !1 || 1, 0 && x++ ; print x + 0 }" {
  ta $'' $'BEGIN { print 1 && 0 || 1, !1 || 1, 0 && x++ ; print x + 0 }'
  check $'1 1 0\n0' 0
}

@test "awk BEGIN { x = 0; y = x++ + x++; print x, y }" {
  ta $'' $'BEGIN { x = 0; y = x++ + x++; print x, y }'
  check $'2 1' 0
}

@test "awk BEGIN { a[i++] = i; for (k in a) print k, a[k] }" {
  ta $'' $'BEGIN { a[i++] = i; for (k in a) print k, a[k] }'
  check $'0 ' 0
}

@test "awk BEGIN { x = 1; x += x += 2; print x }" {
  ta $'' $'BEGIN { x = 1; x += x += 2; print x }'
  check $'6' 0
}

@test "awk BEGIN { \$0 = '3 4'; \$1 += 10; print; print \$1 * \$2 }" {
  ta $'' $'BEGIN { $0 = "3 4"; $1 += 10; print; print $1 * $2 }'
  check $'13 4\n52' 0
}

@test "awk BEGIN { \$0 = 'a b c'; \$NF = 'z'; print; print NF }" {
  ta $'' $'BEGIN { $0 = "a b c"; $NF = "z"; print; print NF }'
  check $'a b z\n3' 0
}

@test "awk BEGIN { \$0 = 'a b c'; NF++; \$NF = 'd'; print }" {
  ta $'' $'BEGIN { $0 = "a b c"; NF++; $NF = "d"; print }'
  check $'a b c d' 0
}

@test "awk BEGIN { \$0 = 'a b c'; NF--; print; print NF }" {
  ta $'' $'BEGIN { $0 = "a b c"; NF--; print; print NF }'
  check $'a b\n2' 0
}

@test "awk BEGIN { \$0 = 'a b c'; print \$(1+1), \$-0 }" {
  ta $'' $'BEGIN { $0 = "a b c"; print $(1+1), $-0 }'
  check $'b a b c' 0
}

@test "awk BEGIN { \$0 = 'a b'; \$0 = \$2 ' ' \$1; print \$1 }" {
  ta $'' $'BEGIN { $0 = "a b"; $0 = $2 " " $1; print $1 }'
  check $'b' 0
}

@test "awk BEGIN { \$5 = 'e'; print NF, '[' \$0 ']' }" {
  ta $'' $'BEGIN { $5 = "e"; print NF, "[" $0 "]" }'
  check $'5 [    e]' 0
}

@test "awk { OFS = '-'; print \$1, \$2; print; \$1 = \$1; print }" {
  ta $'x y z\\n' $'{ OFS = "-"; print $1, $2; print; $1 = $1; print }'
  check $'x-y\nx y z\nx-y-z' 0
}

@test "awk BEGIN { ORS = '|' } { print \$1; print \$2 } END { printf 'n' }" {
  ta $'a b\\n' $'BEGIN { ORS = "|" } { print $1; print $2 } END { printf "\\n" }'
  check $'a|b|' 0
}

@test "awk BEGIN { OFS = ':'; ORS = 'nn' } { print \$1, \$2 }" {
  ta $'a b\\n' $'BEGIN { OFS = ":"; ORS = "\\n\\n" } { print $1, $2 }'
  check $'a:b' 0
}

@test "awk { s = s \$0 } END { print s }" {
  ta $'1\\n2\\n3\\n' $'{ s = s $0 } END { print s }'
  check $'123' 0
}

@test "awk NR == 1 || \$1 > max { max = \$1 } END { print max }" {
  ta $'5\\n3\\n9\\n' $'NR == 1 || $1 > max { max = $1 } END { print max }'
  check $'9' 0
}

@test "awk { sum += \$1 } END { print sum / NR }" {
  ta $'5\\n3\\n9\\n' $'{ sum += $1 } END { print sum / NR }'
  check $'5.66667' 0
}

@test "awk NF" {
  ta $'a\\n\\nb\\n' $'NF'
  check $'a\nb' 0
}

@test "awk !NF { print 'empty at', NR }" {
  ta $'a\\n\\nb\\n' $'!NF { print "empty at", NR }'
  check $'empty at 2' 0
}

@test "awk { s[\$1] += \$2 } END { print s['x'], s['y'] }" {
  ta $'x 1\\ny 2\\nx 3\\n' $'{ s[$1] += $2 } END { print s["x"], s["y"] }'
  check $'4 2' 0
}

@test "awk { a[\$1] = a[\$1] ? a[\$1] ',' \$2 : \$2 } END { print a['k'] }" {
  ta $'k v1\\nk v2\\n' $'{ a[$1] = a[$1] ? a[$1] "," $2 : $2 } END { print a["k"] }'
  check $'v1,v2' 0
}

@test "awk NR > 1 { print prev } { prev = \$0 }" {
  ta $'a\\nb\\nc\\nd\\n' $'NR > 1 { print prev } { prev = $0 }'
  check $'a\nb\nc' 0
}

@test "awk BEGIN { getline; print 'begin got', \$0, NR } { print 'main', \$0 }..." {
  ta $'x\\n' $'BEGIN { getline; print "begin got", $0, NR } { print "main", $0 } END { print NR }'
  check $'begin got x 1\n1' 0
}

@test "awk NR == 1 { while ((getline line) > 0) last = line } END { print last..." {
  ta $'l1\\nl2\\nl3\\n' $'NR == 1 { while ((getline line) > 0) last = line } END { print last, NR }'
  check $'l3 3' 0
}

@test "awk { r = getline; print r, \$0 }" {
  ta $'l1\\nl2\\n' $'{ r = getline; print r, $0 }'
  check $'1 l2' 0
}

@test "awk BEGIN { while (('echo a; echo b' | getline l) > 0) print 'got', l; ..." {
  ta $'' $'BEGIN { while (("echo a; echo b" | getline l) > 0) print "got", l; print close("echo a; echo b") }'
  check $'got a\ngot b\n0' 0
}

@test "awk BEGIN { print close('never-opened') }" {
  ta $'' $'BEGIN { print close("never-opened") }'
  check $'-1' 0
}

@test "awk BEGIN { print 'data' | 'cat 1>&2'; close('cat 1>&2'); print 'done' }" {
  ta $'' $'BEGIN { print "data" | "cat 1>&2"; close("cat 1>&2"); print "done" }'
  check $'data\ndone' 0
}

@test "awk BEGIN { print 'x' | 'exit 3'; print close('exit 3') }" {
  ta $'' $'BEGIN { print "x" | "exit 3"; print close("exit 3") }'
  check $'3' 0
}

@test "awk BEGIN { cmd = 'sort -r'; print 'a' | cmd; print 'c' | cmd; print 'b..." {
  ta $'' $'BEGIN { cmd = "sort -r"; print "a" | cmd; print "c" | cmd; print "b" | cmd; close(cmd); print "end" }'
  check $'c\nb\na\nend' 0
}

@test "awk BEGIN { print 'to-fd' > '/dev/fd/1' }" {
  ta $'' $'BEGIN { print "to-fd" > "/dev/fd/1" }'
  check $'to-fd' 0
}

@test "awk BEGIN { printf '%sn', 'q' > '/dev/stdout'; fflush(); fflush('/dev/s..." {
  ta $'' $'BEGIN { printf "%s\\n", "q" > "/dev/stdout"; fflush(); fflush("/dev/stdout") }'
  check $'q' 0
}

@test "awk BEGIN { print system('true'), system('false') }" {
  ta $'' $'BEGIN { print system("true"), system("false") }'
  check $'0 1' 0
}

@test "awk BEGIN { print ENVIRON['NOSUCHVAR'] '|' }" {
  ta $'' $'BEGIN { print ENVIRON["NOSUCHVAR"] "|" }'
  check $'|' 0
}

@test "awk BEGIN { n = 0; for (k in ENVIRON) n++; print (n > 0) }" {
  ta $'' $'BEGIN { n = 0; for (k in ENVIRON) n++; print (n > 0) }'
  check $'1' 0
}

@test "awk -v n=3 BEGIN { print n + 1 }" {
  ta $'' $'-v' $'n=3' $'BEGIN { print n + 1 }'
  check $'4' 0
}

@test "awk -v a=1 -v b=2 BEGIN { print a + b }" {
  ta $'' $'-v' $'a=1' $'-v' $'b=2' $'BEGIN { print a + b }'
  check $'3' 0
}

@test "awk -v s=xny BEGIN { print s }" {
  ta $'' $'-v' $'s=x\\\\ny' $'BEGIN { print s }'
  check $'x\\ny' 0
}

@test "awk -v n=010 BEGIN { print n + 0, (n == 10) }" {
  ta $'' $'-v' $'n=010' $'BEGIN { print n + 0, (n == 10) }'
  check $'10 1' 0
}

@test "awk -v OFS=- BEGIN { print 'a', 'b' }" {
  ta $'' $'-v' $'OFS=-' $'BEGIN { print "a", "b" }'
  check $'a-b' 0
}

@test "awk -v FS=: { print \$2 }" {
  ta $'a:b\\n' $'-v' $'FS=:' $'{ print $2 }'
  check $'b' 0
}

@test "awk -F  { print NF }" {
  ta $'a b\\n' $'-F' $'' $'{ print NF }'
  check $'3' 0
}

@test "awk BEGIN { FS = '' } { print NF, \$2 }" {
  ta $'ab\\n' $'BEGIN { FS = "" } { print NF, $2 }'
  check $'2 b' 0
}

@test "awk -F [0-9] { print \$3 }" {
  ta $'a1b2c\\n' $'-F' $'[0-9]' $'{ print $3 }'
  check $'c' 0
}

@test "awk -F  { print \$2 }" {
  ta $'a\\\\b\\n' $'-F' $'\\\\\\\\' $'{ print $2 }'
  check $'b' 0
}

@test "awk -F [ ] { print NF }" {
  ta $'x  y\\n' $'-F' $'[ ]' $'{ print NF }'
  check $'3' 0
}

@test "awk -F   { print NF, \$1 }" {
  ta $' a b \\n' $'-F' $' ' $'{ print NF, $1 }'
  check $'2 a' 0
}

@test "awk -F XX { print \$2 }" {
  ta $'aXXbXc\\n' $'-F' $'XX' $'{ print $2 }'
  check $'bXc' 0
}

@test "awk { print } fa - fb" {
  ta $'' $'{ print }' $'fa' $'-' $'fb'
  check $'a 1\nb 2\nc 3\nd 4' 0
}

@test "awk END { print FILENAME, NR, FNR } fa fb" {
  ta $'' $'END { print FILENAME, NR, FNR }' $'fa' $'fb'
  check $'fb 4 2' 0
}

@test "awk BEGIN { print FILENAME '|' } END { print FILENAME } fa" {
  ta $'' $'BEGIN { print FILENAME "|" } END { print FILENAME }' $'fa'
  check $'|\nfa' 0
}

@test "awk FNR == 1 && NR > 1 { print 'second file' } { print } fa fb" {
  ta $'' $'FNR == 1 && NR > 1 { print "second file" } { print }' $'fa' $'fb'
  check $'a 1\nb 2\nsecond file\nc 3\nd 4' 0
}

@test "awk { print; nextfile } fa fb" {
  ta $'' $'{ print; nextfile }' $'fa' $'fb'
  check $'a 1\nc 3' 0
}

@test "awk NR == 1 { next } { print } fa fb" {
  ta $'' $'NR == 1 { next } { print }' $'fa' $'fb'
  check $'b 2\nc 3\nd 4' 0
}

@test "awk BEGIN { ARGV[1] = ''; } { print } fa fb" {
  ta $'' $'BEGIN { ARGV[1] = ""; } { print }' $'fa' $'fb'
  check $'c 3\nd 4' 0
}

@test "awk BEGIN { ARGC = 2 } { print } fa fb" {
  ta $'' $'BEGIN { ARGC = 2 } { print }' $'fa' $'fb'
  check $'a 1\nb 2' 0
}

@test "awk BEGIN { ARGV[ARGC++] = 'fb' } { print } fa" {
  ta $'' $'BEGIN { ARGV[ARGC++] = "fb" } { print }' $'fa'
  check $'a 1\nb 2\nc 3\nd 4' 0
}

@test "awk { print FILENAME ': ' \$0 } fa n=1 fb" {
  ta $'' $'{ print FILENAME ": " $0 }' $'fa' $'n=1' $'fb'
  check $'fa: a 1\nfa: b 2\nfb: c 3\nfb: d 4' 0
}

@test "awk { print n, \$0 } n=1 fa n=2 fb" {
  ta $'' $'{ print n, $0 }' $'n=1' $'fa' $'n=2' $'fb'
  check $'1 a 1\n1 b 2\n2 c 3\n2 d 4' 0
}

@test "awk END { print n } n=5 /dev/null" {
  ta $'' $'END { print n }' $'n=5' $'/dev/null'
  check $'5' 0
}

@test "awk -f p1.awk -f p2.awk fa fb" {
  ta $'' $'-f' $'p1.awk' $'-f' $'p2.awk' $'fa' $'fb'
  check $'1 4' 0
}

@test "awk BEGIN { while ((getline l < 'fa') > 0) n++; print n, NR }" {
  ta $'' $'BEGIN { while ((getline l < "fa") > 0) n++; print n, NR }'
  check $'2 0' 0
}

@test "awk BEGIN { getline < 'fa'; print \$0, NF, NR }" {
  ta $'' $'BEGIN { getline < "fa"; print $0, NF, NR }'
  check $'a 1 2 0' 0
}

@test "awk BEGIN { 'cat fa' | getline; print \$2, NR }" {
  ta $'' $'BEGIN { "cat fa" | getline; print $2, NR }'
  check $'1 0' 0
}

@test "awk BEGIN { 'cat fa' | getline x; print x, NR, NF }" {
  ta $'' $'BEGIN { "cat fa" | getline x; print x, NR, NF }'
  check $'a 1 0 0' 0
}

@test "awk function f(a) { a[1] = 'x'; return length(a) } BEGIN { print f(arr)..." {
  ta $'' $'function f(a) { a[1] = "x"; return length(a) } BEGIN { print f(arr), arr[1] }'
  check $'1 x' 0
}

@test "awk function f(a, i) { i = a * 2; return i } BEGIN { i = 7; print f(3),..." {
  ta $'' $'function f(a, i) { i = a * 2; return i } BEGIN { i = 7; print f(3), i }'
  check $'6 7' 0
}

@test "awk function r(n) { if (n <= 0) return 0; return n + r(n - 1) } BEGIN {..." {
  ta $'' $'function r(n) { if (n <= 0) return 0; return n + r(n - 1) } BEGIN { print r(100) }'
  check $'5050' 0
}

@test "awk function f(s) { s = s 'x'; return s } BEGIN { t = 'a'; print f(t), t }" {
  ta $'' $'function f(s) { s = s "x"; return s } BEGIN { t = "a"; print f(t), t }'
  check $'ax a' 0
}

@test "awk function max(a, b) { return a > b ? a : b } BEGIN { print max(3, 10..." {
  ta $'' $'function max(a, b) { return a > b ? a : b } BEGIN { print max(3, 10), max("b", "a") }'
  check $'10 b' 0
}

@test "awk function f() { print 'in f'; next } { f(); print 'not here' } END {..." {
  ta $'' $'function f() { print "in f"; next } { f(); print "not here" } END { print "end" }' $'fa'
  check $'in f\nin f\nend' 0
}

@test "awk function f() { exit 5 } BEGIN { f(); print 'no' } END { print 'end' }" {
  ta $'' $'function f() { exit 5 } BEGIN { f(); print "no" } END { print "end" }'
  check $'end' 5
}

@test "awk function f(a) { delete a; a['n'] = 1 } BEGIN { x[1]; x[2]; f(x); pr..." {
  ta $'' $'function f(a) { delete a; a["n"] = 1 } BEGIN { x[1]; x[2]; f(x); print length(x) }'
  check $'1' 0
}

@test "awk function f(a, k) { for (k in a) s += a[k]; return s } BEGIN { z['a'..." {
  ta $'' $'function f(a, k) { for (k in a) s += a[k]; return s } BEGIN { z["a"] = 2; z["b"] = 3; print f(z) }'
  check $'5' 0
}

@test "awk function g(n) { return n * n } function f(n) { return g(n) + 1 } BE..." {
  ta $'' $'function g(n) { return n * n } function f(n) { return g(n) + 1 } BEGIN { print f(3) }'
  check $'10' 0
}

@test "awk function f(x) { return } BEGIN { v = f(1); print length(v) }" {
  ta $'' $'function f(x) { return } BEGIN { v = f(1); print length(v) }'
  check $'0' 0
}

@test "awk BEGIN { i = 5; do { print i; i-- } while (i > 3) }" {
  ta $'' $'BEGIN { i = 5; do { print i; i-- } while (i > 3) }'
  check $'5\n4' 0
}

@test "awk BEGIN { for (i = 0; i < 3; i++) for (j = 0; j < 3; j++) { if (j == ..." {
  ta $'' $'BEGIN { for (i = 0; i < 3; i++) for (j = 0; j < 3; j++) { if (j == 1) continue; if (i == 2) break; print i, j } }'
  check $'0 0\n0 2\n1 0\n1 2' 0
}

@test "awk BEGIN { while (1) { if (++n >= 4) break }; print n }" {
  ta $'' $'BEGIN { while (1) { if (++n >= 4) break }; print n }'
  check $'4' 0
}

@test "awk BEGIN { for (k in a) print 'none'; print 'ok' }" {
  ta $'' $'BEGIN { for (k in a) print "none"; print "ok" }'
  check $'ok' 0
}

@test "awk BEGIN { a['x'] = 1; for (k in a) delete a[k]; print length(a) }" {
  ta $'' $'BEGIN { a["x"] = 1; for (k in a) delete a[k]; print length(a) }'
  check $'0' 0
}

@test "awk BEGIN { if (!(3 in a)) print 'no'; if (a[3] == '') print 'empty'; i..." {
  ta $'' $'BEGIN { if (!(3 in a)) print "no"; if (a[3] == "") print "empty"; if (3 in a) print "now yes" }'
  check $'no\nempty\nnow yes' 0
}

@test "awk BEGIN { a['1'] = 's'; print a[1], a[1.0], a['1.0'] '|' }" {
  ta $'' $'BEGIN { a["1"] = "s"; print a[1], a[1.0], a["1.0"] "|" }'
  check $'s s |' 0
}

@test "awk BEGIN { a[-1] = 1; a[1e3] = 2; for (k in a) s = s k ','; print leng..." {
  ta $'' $'BEGIN { a[-1] = 1; a[1e3] = 2; for (k in a) s = s k ","; print length(s) }'
  check $'8' 0
}

@test "awk BEGIN { printf 'no newline' }" {
  ta $'' $'BEGIN { printf "no newline" }'
  check $'no newline' 0
}

@test "awk BEGIN { printf '%s %s', 'a', 'b', 'c'; print '' }" {
  ta $'' $'BEGIN { printf "%s %s", "a", "b", "c"; print "" }'
  check $'a b' 0
}

@test "awk BEGIN { x = sprintf('%c', ''); print length(x) }" {
  ta $'' $'BEGIN { x = sprintf("%c", ""); print length(x) }'
  check $'1' 0
}

@test "awk BEGIN { print length(sprintf('%c', 0)) }" {
  ta $'' $'BEGIN { print length(sprintf("%c", 0)) }'
  check $'1' 0
}

@test "awk BEGIN { print substr('hello', 2, 100000000000) }" {
  ta $'' $'BEGIN { print substr("hello", 2, 100000000000) }'
  check $'ello' 0
}

@test "awk BEGIN { print index('', ''), index('a', '') }" {
  ta $'' $'BEGIN { print index("", ""), index("a", "") }'
  check $'1 1' 0
}

@test "awk BEGIN { x = 'a'; x = x x; x = x x; print x, length(x) }" {
  ta $'' $'BEGIN { x = "a"; x = x x; x = x x; print x, length(x) }'
  check $'aaaa 4' 0
}

@test "awk BEGIN { print 'it's' }" {
  ta $'' $'BEGIN { print "it\'s" }'
  check $'it\'s' 0
}

@test "awk BEGIN { print 'a'b', 'cd', 'x41101t|' }" {
  ta $'' $'BEGIN { print "a\\"b", "c\\\\d", "\\x41\\101\\t|" }'
  check $'a"b c\\d AA\t|' 0
}

@test "awk BEGIN { print 1 } END { print 2 }" {
  ta $'' $'BEGIN { print 1 }\nEND { print 2 }'
  check $'1\n2' 0
}

@test "awk BEGIN { print 1 } BEGIN { print 2 } END { print 3 } END { print 4 }" {
  ta $'' $'BEGIN { print 1 } BEGIN { print 2 } END { print 3 } END { print 4 }'
  check $'1\n2\n3\n4' 0
}

@test "awk END { print 'e1' } { print } END { print 'e2' }" {
  ta $'a\\n' $'END { print "e1" } { print } END { print "e2" }'
  check $'a\ne1\ne2' 0
}

@test "awk BEGIN   {   print   'spaces'   }" {
  ta $'' $'BEGIN   {   print   "spaces"   }'
  check $'spaces' 0
}

@test "awk BEGIN{print'tight'}" {
  ta $'' $'BEGIN{print"tight"}'
  check $'tight' 0
}

@test "awk BEGIN { if (1) { print 'a' } else { print 'b' } }" {
  ta $'' $'BEGIN { if (1) { print "a" } else { print "b" } }'
  check $'a' 0
}

@test "awk BEGIN { if (1) print 'nl' }" {
  ta $'' $'BEGIN { if (1)\nprint "nl"\n}'
  check $'nl' 0
}

@test "awk BEGIN {   for (i = 0;        i < 2;        i++)     print i }" {
  ta $'' $'BEGIN {\n  for (i = 0;\n       i < 2;\n       i++)\n    print i\n}'
  check $'0\n1' 0
}

@test "awk BEGIN { x = 1 ; if (x == 1) print 'one'; else print 'other' }" {
  ta $'' $'BEGIN { x = 1 ; if (x == 1) print "one"; else print "other" }'
  check $'one' 0
}

@test "awk BEGIN { print (1 == 1) ? 'y' : 'n' }" {
  ta $'' $'BEGIN { print (1 == 1) ? "y" : "n" }'
  check $'y' 0
}

@test "awk BEGIN { x = 1 ? 2 ? 'a' : 'b' : 'c'; print x }" {
  ta $'' $'BEGIN { x = 1 ? 2 ? "a" : "b" : "c"; print x }'
  check $'a' 0
}

@test "awk BEGIN { print 1 > 'gt.out'; close('gt.out'); getline l < 'gt.out'; ..." {
  ta $'' $'BEGIN { print 1 > "gt.out"; close("gt.out"); getline l < "gt.out"; print "read", l }'
  check $'read 1' 0
}

@test "awk BEGIN { print (2 > 1) }" {
  ta $'' $'BEGIN { print (2 > 1) }'
  check $'1' 0
}

@test "awk BEGIN { print 2 > 1 '.out'; close('1.out'); getline l < '1.out'; pr..." {
  ta $'' $'BEGIN { print 2 > 1 ".out"; close("1.out"); getline l < "1.out"; print l }'
  check $'2' 0
}

@test "awk BEGIN { x['a'] = 1; if ('a' in x && !('b' in x)) print 'ok' }" {
  ta $'' $'BEGIN { x["a"] = 1; if ("a" in x && !("b" in x)) print "ok" }'
  check $'ok' 0
}

@test "awk BEGIN { n = split('c a b', arr); s = ''; for (i = n; i >= 1; i--) s..." {
  ta $'' $'BEGIN { n = split("c a b", arr); s = ""; for (i = n; i >= 1; i--) s = s arr[i]; print s }'
  check $'bac' 0
}

@test "awk BEGIN { print -'-5', - 'x', +'', 1 - '' }" {
  ta $'' $'BEGIN { print -"-5", - "x", +"", 1 - "" }'
  check $'5 0 0 1' 0
}

@test "awk BEGIN { x; y = x + 0; z = x ''; print y, '[' z ']', length(x) }" {
  ta $'' $'BEGIN { x; y = x + 0; z = x ""; print y, "[" z "]", length(x) }'
  check $'0 [] 0' 0
}

@test "awk BEGIN { print (x == 0) (x == '') (x < 1) }" {
  ta $'' $'BEGIN { print (x == 0) (x == "") (x < 1) }'
  check $'111' 0
}

@test "awk { print (\$1 < 'b'), (\$1 > 5) }" {
  ta $'abc\\n' $'{ print ($1 < "b"), ($1 > 5) }'
  check $'1 1' 0
}

@test "awk { print (\$1 == 1000), \$1 + 0 }" {
  ta $'1e3\\n' $'{ print ($1 == 1000), $1 + 0 }'
  check $'1 1000' 0
}

@test "awk { print (\$1 == 16), \$1 + 0 }" {
  ta $'0x10\\n' $'{ print ($1 == 16), $1 + 0 }'
  check $'0 0' 0
}

@test "awk { print (\$0 == 5), (\$1 == '+5') }" {
  ta $' +5 \\n' $'{ print ($0 == 5), ($1 == "+5") }'
  check $'1 1' 0
}

@test "awk { print (\$1 == 0.5) }" {
  ta $'.5\\n' $'{ print ($1 == 0.5) }'
  check $'1' 0
}

@test "awk { a[\$1] = 1; print (1 in a), ('1.0' in a) }" {
  ta $'1.0\\n' $'{ a[$1] = 1; print (1 in a), ("1.0" in a) }'
  check $'0 1' 0
}

@test "awk { v[NR] = \$1 } END { print (v[1] > v[2]) }" {
  ta $'10\\n9\\n' $'{ v[NR] = $1 } END { print (v[1] > v[2]) }'
  check $'1' 0
}

@test "awk { print \$1 + 0 }" {
  ta $'inf\\nnan\\n' $'{ print $1 + 0 }'
  check $'0\n0' 0
}

@test "awk BEGIN { print 9007199254740993, 123456789012345678 }" {
  ta $'' $'BEGIN { print 9007199254740993, 123456789012345678 }'
  check $'9007199254740992 123456789012345680' 0
}

@test "awk BEGIN { print 1e-5, 123456.7, 1234567.8, 0.000123456789 }" {
  ta $'' $'BEGIN { print 1e-5, 123456.7, 1234567.8, 0.000123456789 }'
  check $'1e-05 123457 1.23457e+06 0.000123457' 0
}

@test "awk BEGIN { printf '%d %i %o %x %X %u %c %e %f %g %s %%n', 42, 42, 42, ..." {
  ta $'' $'BEGIN { printf "%d %i %o %x %X %u %c %e %f %g %s %%\\n", 42, 42, 42, 42, 42, 42, 42, 42, 42, 42, 42 }'
  check $'42 42 52 2a 2A 42 * 4.200000e+01 42.000000 42 42 %' 0
}

@test "awk BEGIN { printf '[%10.4s][%-10s][%010.3f]n', 'abcdefg', 'hi', 3.14159 }" {
  ta $'' $'BEGIN { printf "[%10.4s][%-10s][%010.3f]\\n", "abcdefg", "hi", 3.14159 }'
  check $'[      abcd][hi        ][000003.142]' 0
}

@test "awk BEGIN { printf '%.*f|%*s|n', 2, 3.14159, -6, 'ab' }" {
  ta $'' $'BEGIN { printf "%.*f|%*s|\\n", 2, 3.14159, -6, "ab" }'
  check $'3.14|ab    |' 0
}

@test "awk BEGIN { printf '%x %on', -1, -1 }" {
  ta $'' $'BEGIN { printf "%x %o\\n", -1, -1 }'
  check $'ffffffffffffffff 1777777777777777777777' 0
}

@test "awk BEGIN { printf '%dn', '-0' }" {
  ta $'' $'BEGIN { printf "%d\\n", "-0" }'
  check $'0' 0
}

@test "awk BEGIN { printf '%5c|%-3c|n', 'x', 65 }" {
  ta $'' $'BEGIN { printf "%5c|%-3c|\\n", "x", 65 }'
  check $'    x|A  |' 0
}

@test "awk BEGIN { printf '%s' , '' ; printf 'n' }" {
  ta $'' $'BEGIN { printf "%s" , "" ; printf "\\n" }'
  check $'' 0
}

@test "awk BEGIN { printf 'atbnn' }" {
  ta $'' $'BEGIN { printf "a\\tb\\\\n\\n" }'
  check $'a\tb\\n' 0
}

@test "awk BEGIN { getline x < 'fa'; getline y < 'fa'; print x '|' y }" {
  ta $'' $'BEGIN { getline x < "fa"; getline y < "fa"; print x "|" y }'
  check $'a 1|b 2' 0
}

@test "awk BEGIN { RS = '' } { print NR ': ' \$0 } END { print NR }" {
  ta $'' $'BEGIN { RS = "" } { print NR ": " $0 } END { print NR }'
  check $'0' 0
}

@test "awk BEGIN { RS = '' } { print NR ': [' \$0 ']', NF }" {
  ta $'\\n\\npara one\\nline two\\n\\n\\n\\npara two\\n\\n' $'BEGIN { RS = "" } { print NR ": [" $0 "]", NF }'
  check $'1: [para one\nline two] 4\n2: [para two] 2' 0
}

@test "awk BEGIN { RS = ''; FS = 'n' } { print \$1 '|' \$2 }" {
  ta $'a b\\nc\\n\\nd\\n' $'BEGIN { RS = ""; FS = "\\n" } { print $1 "|" $2 }'
  check $'a b|c\nd|' 0
}

@test "awk BEGIN { RS = '' } { print '[' \$0 ']' }" {
  ta $'one\\ntwo' $'BEGIN { RS = "" } { print "[" $0 "]" }'
  check $'[one\ntwo]' 0
}

@test "awk BEGIN { RS = ',' } { print }" {
  ta $'a,b,c' $'BEGIN { RS = "," } { print }'
  check $'a\nb\nc' 0
}

@test "awk BEGIN { RS = ',' } { print '[' \$0 ']' }" {
  ta $'a,b,c,\\n' $'BEGIN { RS = "," } { print "[" $0 "]" }'
  check $'[a]\n[b]\n[c]\n[\n]' 0
}

@test "awk BEGIN { RS = 'XY' } { print }" {
  ta $'aXYbXYc' $'BEGIN { RS = "XY" } { print }'
  check $'a\nb\nc' 0
}

@test "awk BEGIN { RS = '[0-9]+' } { print }" {
  ta $'a1b22c333d' $'BEGIN { RS = "[0-9]+" } { print }'
  check $'a\nb\nc\nd' 0
}

@test "awk BEGIN { RS = 'rn' } { print length(\$0) }" {
  ta $'line1\\r\\nline2\\r\\n' $'BEGIN { RS = "\\r\\n" } { print length($0) }'
  check $'5\n5' 0
}

@test "awk BEGIN { RS = 'n' } END { print NR }" {
  ta $'a\\nb\\n' $'BEGIN { RS = "\\n" } END { print NR }'
  check $'2' 0
}

@test "awk BEGIN { RS = 'x' } { print; print NR }" {
  ta $'abc' $'BEGIN { RS = "x" } { print; print NR }'
  check $'abc\n1' 0
}

@test "awk { print \$1 > '/dev/stderr' }" {
  ta $'a b c\\n' $'{ print $1 > "/dev/stderr" }'
  check $'a' 0
}

@test "awk function f(x) { x = x + 1; return x } BEGIN { print f(), f(1) }" {
  ta $'' $'function f(x) { x = x + 1; return x } BEGIN { print f(), f(1) }'
  check $'1 2' 0
}

@test "awk function f(a) { return a[1] } BEGIN { z[1] = 7; print f(z) }" {
  ta $'' $'function f(a) { return a[1] } BEGIN { z[1] = 7; print f(z) }'
  check $'7' 0
}

@test "awk function f(a) { split('x y', a) } BEGIN { f(q); print q[2] }" {
  ta $'' $'function f(a) { split("x y", a) } BEGIN { f(q); print q[2] }'
  check $'y' 0
}

@test "awk function f(a, n) { n = length(a); return n } BEGIN { z[1]; z[2]; pr..." {
  ta $'' $'function f(a, n) { n = length(a); return n } BEGIN { z[1]; z[2]; print f(z) }'
  check $'2' 0
}

@test "awk function f(n,   a) { a[n] = n; if (n > 0) f(n - 1); return length(a..." {
  ta $'' $'function f(n,   a) { a[n] = n; if (n > 0) f(n - 1); return length(a) } BEGIN { print f(3) }'
  check $'1' 0
}

@test "awk function f() { \$0 = 'p q r' } BEGIN { f(); print NF, \$2 }" {
  ta $'' $'function f() { $0 = "p q r" } BEGIN { f(); print NF, $2 }'
  check $'3 q' 0
}

@test "awk function f(s) { sub(/a/, 'b', s); return s } BEGIN { x = 'aa'; prin..." {
  ta $'' $'function f(s) { sub(/a/, "b", s); return s } BEGIN { x = "aa"; print f(x), x }'
  check $'ba aa' 0
}

@test "awk function f(a) { a['k']++ } BEGIN { f(m); f(m); print m['k'] }" {
  ta $'' $'function f(a) { a["k"]++ } BEGIN { f(m); f(m); print m["k"] }'
  check $'2' 0
}

@test "awk function f(a,b) { return a b } BEGIN { print f('x') '|' }" {
  ta $'' $'function f(a,b) { return a b } BEGIN { print f("x") "|" }'
  check $'x|' 0
}

@test "awk function f(x) { return x * 2 } BEGIN { print f(f(f(1))) }" {
  ta $'' $'function f(x) { return x * 2 } BEGIN { print f(f(f(1))) }'
  check $'8' 0
}

@test "awk BEGIN { x = 'a b c'; n = split(x, arr); print arr[n] }" {
  ta $'' $'BEGIN { x = "a b c"; n = split(x, arr); print arr[n] }'
  check $'c' 0
}

@test "awk BEGIN { \$0 = 'a,b,c'; FS = ','; \$0 = \$0; print \$2 }" {
  ta $'' $'BEGIN { $0 = "a,b,c"; FS = ","; $0 = $0; print $2 }'
  check $'b' 0
}

@test "awk BEGIN { s = 'hello world'; while (match(s, /o/)) { print RSTART; s ..." {
  ta $'' $'BEGIN { s = "hello world"; while (match(s, /o/)) { print RSTART; s = substr(s, RSTART + 1) } }'
  check $'5\n3' 0
}

@test "awk BEGIN { s = 'aXbXc'; n = gsub(/X/, 'n', s); print n; print s }" {
  ta $'' $'BEGIN { s = "aXbXc"; n = gsub(/X/, "\\n", s); print n; print s }'
  check $'2\na\nb\nc' 0
}

@test "awk BEGIN { s = 'path/to/file'; sub(/.*//, '', s); print s }" {
  ta $'' $'BEGIN { s = "path/to/file"; sub(/.*\\//, "", s); print s }'
  check $'file' 0
}

@test "awk BEGIN { s = '  trim  '; gsub(/^ +| +\$/, '', s); print '[' s ']' }" {
  ta $'' $'BEGIN { s = "  trim  "; gsub(/^ +| +$/, "", s); print "[" s "]" }'
  check $'[trim]' 0
}

@test "awk BEGIN { s = 'a b'; gsub(/ /, ' ', s); print s }" {
  ta $'' $'BEGIN { s = "a b"; gsub(/ /, "\\\\ ", s); print s }'
  check $'a\\ b' 0
}

@test "awk BEGIN { s = 'abc'; sub(/b/, '&', s); print s }" {
  ta $'' $'BEGIN { s = "abc"; sub(/b/, "\\\\\\\\&", s); print s }'
  check $'a\\bc' 0
}

@test "awk BEGIN { s = 'foo'; sub('o', '0', s); print s }" {
  ta $'' $'BEGIN { s = "foo"; sub("o", "0", s); print s }'
  check $'f0o' 0
}

@test "awk BEGIN { s = 'a.b'; sub('.', 'X', s); print s }" {
  ta $'' $'BEGIN { s = "a.b"; sub(".", "X", s); print s }'
  check $'X.b' 0
}

@test "awk BEGIN { s = 'hello'; print gsub(/l*/, '-', s), s }" {
  ta $'' $'BEGIN { s = "hello"; print gsub(/l*/, "-", s), s }'
  check $'4 -h-e-o-' 0
}

@test "awk BEGIN { s = 'ab'; print gsub(//, '-', s), s }" {
  ta $'' $'BEGIN { s = "ab"; print gsub(//, "-", s), s }'
  check $'3 -a-b-' 0
}

@test "awk { n = gsub(/o/, '0'); print n, \$0, \$1 }" {
  ta $'foo bar\\n' $'{ n = gsub(/o/, "0"); print n, $0, $1 }'
  check $'2 f00 bar f00' 0
}

@test "awk { sub(/b/, '', \$2); print; print NF }" {
  ta $'a b c\\n' $'{ sub(/b/, "", $2); print; print NF }'
  check $'a  c\n3' 0
}

@test "awk BEGIN { printf '%s-%s-%sn', 'a', 'b', 'c' > '/dev/stderr' }" {
  ta $'' $'BEGIN { printf "%s-%s-%s\\n", "a", "b", "c" > "/dev/stderr" }'
  check $'a-b-c' 0
}

@test "awk BEGIN { print substr('abc', 0, 1) '|' substr('abc', -5, 7) '|' subs..." {
  ta $'' $'BEGIN { print substr("abc", 0, 1) "|" substr("abc", -5, 7) "|" substr("abc", 3, 1) "|" substr("abc", 4) "|" }'
  check $'a|abc|c||' 0
}

@test "awk BEGIN { print substr('abc', 'x'), substr('abc', 2, 'y') '|' }" {
  ta $'' $'BEGIN { print substr("abc", "x"), substr("abc", 2, "y") "|" }'
  check $'abc |' 0
}

@test "awk BEGIN { print index('abcabc', 'ca'), index(123, 2) }" {
  ta $'' $'BEGIN { print index("abcabc", "ca"), index(123, 2) }'
  check $'3 2' 0
}

@test "awk BEGIN { print length(123.0), length(1e10), length(0.1) }" {
  ta $'' $'BEGIN { print length(123.0), length(1e10), length(0.1) }'
  check $'3 11 3' 0
}

@test "awk BEGIN { print tolower(1E2), toupper('x') '' 1 }" {
  ta $'' $'BEGIN { print tolower(1E2), toupper("x") "" 1 }'
  check $'100 X1' 0
}

@test "awk BEGIN { print split('', a, ','), length(a) }" {
  ta $'' $'BEGIN { print split("", a, ","), length(a) }'
  check $'0 0' 0
}

@test "awk BEGIN { print split(',', a, ','), '[' a[1] '][' a[2] ']' }" {
  ta $'' $'BEGIN { print split(",", a, ","), "[" a[1] "][" a[2] "]" }'
  check $'2 [][]' 0
}

@test "awk BEGIN { print split('abc', a, /x*/), a[1] }" {
  ta $'' $'BEGIN { print split("abc", a, /x*/), a[1] }'
  check $'1 abc' 0
}

@test "awk BEGIN { print sprintf('%3d|%-3d|%03d', 5, 5, 5) }" {
  ta $'' $'BEGIN { print sprintf("%3d|%-3d|%03d", 5, 5, 5) }'
  check $'  5|5  |005' 0
}

@test "awk BEGIN { print sprintf('%.2s', 12345), sprintf('%5.1f%%', 45.678) }" {
  ta $'' $'BEGIN { print sprintf("%.2s", 12345), sprintf("%5.1f%%", 45.678) }'
  check $'12  45.7%' 0
}

@test "awk BEGIN { print sprintf('abc') }" {
  ta $'' $'BEGIN { print sprintf("abc") }'
  check $'abc' 0
}

@test "awk BEGIN { print sprintf('%d%d', 1, 2, 3) }" {
  ta $'' $'BEGIN { print sprintf("%d%d", 1, 2, 3) }'
  check $'12' 0
}

@test "awk BEGIN { print int(2147483648.5), int(-2147483649.5) }" {
  ta $'' $'BEGIN { print int(2147483648.5), int(-2147483649.5) }'
  check $'2147483648 -2147483649' 0
}

@test "awk BEGIN { print 1e16, 1e17, 12345678901234567890 }" {
  ta $'' $'BEGIN { print 1e16, 1e17, 12345678901234567890 }'
  check $'10000000000000000 100000000000000000 12345678901234567168' 0
}

@test "awk BEGIN { print 3.0, 3.10, '3.10', '3.10' + 0 }" {
  ta $'' $'BEGIN { print 3.0, 3.10, "3.10", "3.10" + 0 }'
  check $'3 3.1 3.10 3.1' 0
}

@test "awk BEGIN { print .5, 5., 1.5e1, 1E-1 }" {
  ta $'' $'BEGIN { print .5, 5., 1.5e1, 1E-1 }'
  check $'0.5 5 15 0.1' 0
}

@test "awk BEGIN { print 1 / 3 * 3 == 1 }" {
  ta $'' $'BEGIN { print 1 / 3 * 3 == 1 }'
  check $'1' 0
}

@test "awk BEGIN { x = 2; x ^= 10; print x; x %= 7; print x }" {
  ta $'' $'BEGIN { x = 2; x ^= 10; print x; x %= 7; print x }'
  check $'1024\n2' 0
}

@test "awk BEGIN { a = 'x'; a = a++; print a }" {
  ta $'' $'BEGIN { a = "x"; a = a++; print a }'
  check $'0' 0
}

@test "awk BEGIN { print ++x + ++x, x }" {
  ta $'' $'BEGIN { print ++x + ++x, x }'
  check $'3 2' 0
}

@test "awk BEGIN { \$0 = '1 2 3'; \$2++; print; \$3 += \$1; print }" {
  ta $'' $'BEGIN { $0 = "1 2 3"; $2++; print; $3 += $1; print }'
  check $'1 3 3\n1 3 4' 0
}

@test "awk BEGIN { \$0 = '1 2 3'; print \$1++ + \$1, \$1 }" {
  ta $'' $'BEGIN { $0 = "1 2 3"; print $1++ + $1, $1 }'
  check $'3 2' 0
}

@test "awk BEGIN { \$0 = 'a'; print \$1 \$1, \$ 1 }" {
  ta $'' $'BEGIN { $0 = "a"; print $1 $1, $ 1 }'
  check $'aa a' 0
}

@test "awk BEGIN { i = 1; \$0 = 'a b c'; print \$i++, i; print \$++i, i }" {
  ta $'' $'BEGIN { i = 1; $0 = "a b c"; print $i++, i; print $++i, i }'
  check $'0 1\nb 2' 0
}

@test "awk BEGIN { \$0 = 'x y'; print \$NF; NF = 1; print \$NF }" {
  ta $'' $'BEGIN { $0 = "x y"; print $NF; NF = 1; print $NF }'
  check $'y\nx' 0
}

@test "awk BEGIN { \$0 = '2 3'; print \$1^\$2, -\$1, !\$1 }" {
  ta $'' $'BEGIN { $0 = "2 3"; print $1^$2, -$1, !$1 }'
  check $'8 -2 0' 0
}

@test "awk BEGIN { \$0 = '0'; if (\$0) print 't'; else print 'f'; \$0 = '0.0';..." {
  ta $'' $'BEGIN { $0 = "0"; if ($0) print "t"; else print "f"; $0 = "0.0"; if ($1) print "t"; else print "f" }'
  check $'t\nf' 0
}

@test "awk BEGIN { \$0 = ' '; if (\$0) print 't'; else print 'f' }" {
  ta $'' $'BEGIN { $0 = " "; if ($0) print "t"; else print "f" }'
  check $'t' 0
}

@test "awk BEGIN { x = '0'; if (x) print 't'; else print 'f' }" {
  ta $'' $'BEGIN { x = "0"; if (x) print "t"; else print "f" }'
  check $'t' 0
}

@test "awk BEGIN { x = 0; if (x '') print 't'; else print 'f' }" {
  ta $'' $'BEGIN { x = 0; if (x "") print "t"; else print "f" }'
  check $'t' 0
}

@test "awk { if (\$1) print 't'; else print 'f' }" {
  ta $'0\\n' $'{ if ($1) print "t"; else print "f" }'
  check $'f' 0
}

@test "awk { if (\$2 == 0) print 't'; else print 'f' }" {
  ta $'a\\n' $'{ if ($2 == 0) print "t"; else print "f" }'
  check $'f' 0
}

@test "awk BEGIN { if (x == 0 && x == '') print 'both' }" {
  ta $'' $'BEGIN { if (x == 0 && x == "") print "both" }'
  check $'both' 0
}

@test "awk BEGIN { a['x'] = 1; b = 'x'; print (b in a) }" {
  ta $'' $'BEGIN { a["x"] = 1; b = "x"; print (b in a) }'
  check $'1' 0
}

@test "awk BEGIN { a[''] = 1; print ('' in a), length(a) }" {
  ta $'' $'BEGIN { a[""] = 1; print ("" in a), length(a) }'
  check $'1 1' 0
}

@test "awk BEGIN { a[1]; a[10]; a[2]; n = 0; for (k in a) n += k; print n }" {
  ta $'' $'BEGIN { a[1]; a[10]; a[2]; n = 0; for (k in a) n += k; print n }'
  check $'13' 0
}

@test "awk BEGIN { a[1] = 1; delete a[2]; print length(a) }" {
  ta $'' $'BEGIN { a[1] = 1; delete a[2]; print length(a) }'
  check $'1' 0
}

@test "awk BEGIN { for (i = 0; i < 1000; i++) a[i] = i; for (i = 0; i < 1000; ..." {
  ta $'' $'BEGIN { for (i = 0; i < 1000; i++) a[i] = i; for (i = 0; i < 1000; i += 2) delete a[i]; print length(a), a[999] }'
  check $'500 999' 0
}

@test "awk BEGIN { x = 5; { x++; { x++ } }; print x }" {
  ta $'' $'BEGIN { x = 5; { x++; { x++ } }; print x }'
  check $'7' 0
}

@test "awk BEGIN { ; ; print 'a' ; ; }" {
  ta $'' $'BEGIN { ; ; print "a" ; ; }'
  check $'a' 0
}

@test "awk BEGIN { if (1) {} else {}; print 'empty blocks' }" {
  ta $'' $'BEGIN { if (1) {} else {}; print "empty blocks" }'
  check $'empty blocks' 0
}

@test "awk BEGIN { while (i++ < 3) ; print i }" {
  ta $'' $'BEGIN { while (i++ < 3) ; print i }'
  check $'4' 0
}

@test "awk BEGIN { for (i = 0; i < 3; i++) ; print i }" {
  ta $'' $'BEGIN { for (i = 0; i < 3; i++) ; print i }'
  check $'3' 0
}

@test "awk BEGIN { for (;;) break; print 'out' }" {
  ta $'' $'BEGIN { for (;;) break; print "out" }'
  check $'out' 0
}

@test "awk BEGIN { do x++; while (x < 5); print x }" {
  ta $'' $'BEGIN { do x++; while (x < 5); print x }'
  check $'5' 0
}

@test "awk BEGIN { do { if (y++ == 2) continue; z++ } while (y < 5); print y, z }" {
  ta $'' $'BEGIN { do { if (y++ == 2) continue; z++ } while (y < 5); print y, z }'
  check $'5 4' 0
}

@test "awk BEGIN { n = split('b a c', x); for (i = 1; i <= n; i++) for (j = i;..." {
  ta $'' $'BEGIN { n = split("b a c", x); for (i = 1; i <= n; i++) for (j = i; j <= n; j++) if (x[j] < x[i]) { t = x[i]; x[i] = x[j]; x[j] = t }; print x[1] x[2] x[3] }'
  check $'abc' 0
}

@test "awk { print; print 'b' } { print 'c' }" {
  ta $'a\\n' $'{ print; print "b" } { print "c" }'
  check $'a\nb\nc' 0
}

@test "awk NR == 1 { next; print 'no' } { print 'rule2', \$0 }" {
  ta $'a\\nb\\n' $'NR == 1 { next; print "no" } { print "rule2", $0 }'
  check $'rule2 b' 0
}

@test "awk { print 'r1', \$0; if (NR == 1) next } { print 'r2', \$0 }" {
  ta $'a\\nb\\n' $'{ print "r1", $0; if (NR == 1) next } { print "r2", $0 }'
  check $'r1 a\nr1 b\nr2 b' 0
}

@test "awk { print FILENAME; nextfile; print 'no' } END { print NR } fa fb" {
  ta $'' $'{ print FILENAME; nextfile; print "no" } END { print NR }' $'fa' $'fb'
  check $'fa\nfb\n2' 0
}

@test "awk NR == 2 { exit } { print } END { print 'end', NR }" {
  ta $'a\\nb\\nc\\n' $'NR == 2 { exit } { print } END { print "end", NR }'
  check $'a\nend 2' 0
}

@test "awk { exit 1 } END { print 'end' }" {
  ta $'a\\n' $'{ exit 1 } END { print "end" }'
  check $'end' 1
}

@test "awk END { exit 2; print 'no' } END { print 'no2' }" {
  ta $'a\\n' $'END { exit 2; print "no" } END { print "no2" }'
  check $'' 2
}

@test "awk BEGIN { exit 1 + 1 }" {
  ta $'' $'BEGIN { exit 1 + 1 }'
  check $'' 2
}

@test "awk BEGIN { exit '3' }" {
  ta $'' $'BEGIN { exit "3" }'
  check $'' 3
}

@test "awk END { print NR } fa fb" {
  ta $'' $'END { print NR }' $'fa' $'fb'
  check $'4' 0
}

@test "awk BEGIN { while ((getline line) > 0) n++; print n, NR }" {
  ta $'x\\n' $'BEGIN { while ((getline line) > 0) n++; print n, NR }'
  check $'1 1' 0
}

@test "awk BEGIN { getline a; getline b; print a b, NR } END { print NR }" {
  ta $'x\\ny\\n' $'BEGIN { getline a; getline b; print a b, NR } END { print NR }'
  check $'xy 2\n2' 0
}

@test "awk { getline; getline; print 'last', \$0, NR }" {
  ta $'x\\ny\\n' $'{ getline; getline; print "last", $0, NR }'
  check $'last y 2' 0
}

@test "awk BEGIN { print getline < 'nonexist' }" {
  ta $'' $'BEGIN { print getline < "nonexist" }'
  check $'-1' 0
}

@test "awk BEGIN { print (getline line < 'nonexist') }" {
  ta $'' $'BEGIN { print (getline line < "nonexist") }'
  check $'-1' 0
}

@test "awk BEGIN { 'echo 1 2 3' | getline; print NF, \$3 }" {
  ta $'' $'BEGIN { "echo 1 2 3" | getline; print NF, $3 }'
  check $'3 3' 0
}

@test "awk BEGIN { 'printf abc' | getline x; print x, length(x) }" {
  ta $'' $'BEGIN { "printf abc" | getline x; print x, length(x) }'
  check $'abc 3' 0
}

@test "awk BEGIN { 'exit 1' | getline x; print '[' x ']' }" {
  ta $'' $'BEGIN { "exit 1" | getline x; print "[" x "]" }'
  check $'[]' 0
}

@test "awk BEGIN { f = 'fa'; while ((getline < f) > 0) print NF ':' \$1 }" {
  ta $'' $'BEGIN { f = "fa"; while ((getline < f) > 0) print NF ":" $1 }'
  check $'2:a\n2:b' 0
}

@test "awk BEGIN { while (getline line < 'fa') print 'L', line }" {
  ta $'' $'BEGIN { while (getline line < "fa") print "L", line }'
  check $'L a 1\nL b 2' 0
}

@test "awk BEGIN { getline < 'fa'; getline < 'fb'; print \$0 }" {
  ta $'' $'BEGIN { getline < "fa"; getline < "fb"; print $0 }'
  check $'c 3' 0
}

@test "awk BEGIN { printf 'onen' > 'tmp1'; printf 'twon' >> 'tmp1'; close('tmp..." {
  ta $'' $'BEGIN { printf "one\\n" > "tmp1"; printf "two\\n" >> "tmp1"; close("tmp1"); while ((getline l < "tmp1") > 0) print l }'
  check $'one\ntwo' 0
}

@test "awk BEGIN { for (i = 1; i <= 3; i++) print i > ('f' i); close('f1'); cl..." {
  ta $'' $'BEGIN { for (i = 1; i <= 3; i++) print i > ("f" i); close("f1"); close("f2"); close("f3"); getline a < "f2"; print a }'
  check $'2' 0
}

@test "awk BEGIN { print 'znynx' | 'sort'; close('sort'); print 'sorted:' }" {
  ta $'' $'BEGIN { print "z\\ny\\nx" | "sort"; close("sort"); print "sorted:" }'
  check $'x\ny\nz\nsorted:' 0
}

@test "awk BEGIN { 'pwd' | getline d; print (length(d) > 0) }" {
  ta $'' $'BEGIN { "pwd" | getline d; print (length(d) > 0) }'
  check $'1' 0
}

@test "awk BEGIN { printf '' > 'empty'; close('empty'); print (getline x < 'em..." {
  ta $'' $'BEGIN { printf "" > "empty"; close("empty"); print (getline x < "empty") }'
  check $'0' 0
}

@test "awk BEGIN { OFS = '-'; \$0 = 'a b c'; \$1 = \$1; print; print \$0 }" {
  ta $'' $'BEGIN { OFS = "-"; $0 = "a b c"; $1 = $1; print; print $0 }'
  check $'a-b-c\na-b-c' 0
}

@test "awk BEGIN { OFS = '-'; \$0 = 'a b c'; print \$1, \$2; NF = NF; print }" {
  ta $'' $'BEGIN { OFS = "-"; $0 = "a b c"; print $1, $2; NF = NF; print }'
  check $'a-b\na-b-c' 0
}

@test "awk BEGIN { \$0 = 'a b c'; OFS = ':'; \$2 = \$2; print }" {
  ta $'' $'BEGIN { $0 = "a b c"; OFS = ":"; $2 = $2; print }'
  check $'a:b:c' 0
}

@test "awk BEGIN { SUBSEP = '-'; a['x', 'y'] = 1; for (k in a) print k; print ..." {
  ta $'' $'BEGIN { SUBSEP = "-"; a["x", "y"] = 1; for (k in a) print k; print (("x", "y") in a) }'
  check $'x-y\n1' 0
}

@test "awk BEGIN { a[1, 2, 3] = 1; for (k in a) { n = split(k, p, SUBSEP); pri..." {
  ta $'' $'BEGIN { a[1, 2, 3] = 1; for (k in a) { n = split(k, p, SUBSEP); print n } }'
  check $'3' 0
}

@test "awk BEGIN { CONVFMT = '%.2f'; x = 3.14159; y = x ' '; print y; print x }" {
  ta $'' $'BEGIN { CONVFMT = "%.2f"; x = 3.14159; y = x " "; print y; print x }'
  check $'3.14 \n3.14159' 0
}

@test "awk BEGIN { OFMT = '%.1f'; print 2.25, 2.25 '' }" {
  ta $'' $'BEGIN { OFMT = "%.1f"; print 2.25, 2.25 "" }'
  check $'2.2 2.25' 0
}

@test "awk BEGIN { OFMT = '%d'; print 3.9 }" {
  ta $'' $'BEGIN { OFMT = "%d"; print 3.9 }'
  check $'3' 0
}

@test "awk { NF = 5; print \$0 '|'; print NF }" {
  ta $'a b c\\n' $'{ NF = 5; print $0 "|"; print NF }'
  check $'a b c  |\n5' 0
}

@test "awk { \$7 = 'g'; print NF; print }" {
  ta $'a b c\\n' $'{ $7 = "g"; print NF; print }'
  check $'7\na b c    g' 0
}

@test "awk { \$2 = ''; \$0 = \$0; print NF }" {
  ta $'a b c\\n' $'{ $2 = ""; $0 = $0; print NF }'
  check $'2' 0
}

@test "awk { print length(\$0), NF, length(\$1) }" {
  ta $'  a  \\n' $'{ print length($0), NF, length($1) }'
  check $'5 1 1' 0
}

@test "awk { print NF, length }" {
  ta $'\\n' $'{ print NF, length }'
  check $'0 0' 0
}

@test "awk BEGIN { printf '%sn', ENVIRON['AWKTESTVAR'] }" {
  ta $'' $'BEGIN { printf "%s\\n", ENVIRON["AWKTESTVAR"] }'
  check $'' 0
}

@test "awk BEGIN { print ARGV[2] } a b" {
  ta $'' $'BEGIN { print ARGV[2] }' $'a' $'b'
  check $'b' 0
}

@test "awk BEGIN { print ARGC; ARGV[1] = 'fb' } { print } fa" {
  ta $'' $'BEGIN { print ARGC; ARGV[1] = "fb" } { print }' $'fa'
  check $'2\nc 3\nd 4' 0
}

@test "awk BEGIN { delete ARGV[1] } { print } nonexist fa" {
  ta $'' $'BEGIN { delete ARGV[1] } { print }' $'nonexist' $'fa'
  check $'a 1\nb 2' 0
}

@test "awk { print } v=1" {
  ta $'' $'{ print }' $'v=1'
  check $'' 0
}

@test "awk BEGIN { v = 0 } END { print v } v=3 /dev/null" {
  ta $'' $'BEGIN { v = 0 } END { print v }' $'v=3' $'/dev/null'
  check $'3' 0
}

@test "awk END { print v } /dev/null v=9" {
  ta $'' $'END { print v }' $'/dev/null' $'v=9'
  check $'9' 0
}

@test "awk -v v=a'b BEGIN { print v }" {
  ta $'' $'-v' $'v=a"b' $'BEGIN { print v }'
  check $'a"b' 0
}

@test "awk -v v=101 BEGIN { print v }" {
  ta $'' $'-v' $'v=\\101' $'BEGIN { print v }'
  check $'A' 0
}

@test "awk -v NF=3 BEGIN { print NF }" {
  ta $'' $'-v' $'NF=3' $'BEGIN { print NF }'
  check $'3' 0
}

@test "awk -F: BEGIN { print FS }" {
  ta $'' $'-F:' $'BEGIN { print FS }'
  check $':' 0
}

@test "awk -F t BEGIN { printf '[%s]n', FS }" {
  ta $'' $'-F' $'\\t' $'BEGIN { printf "[%s]\\n", FS }'
  check $'[\t]' 0
}

@test "awk -v RS= { print \$2 }" {
  ta $'a b\\n' $'-v' $'RS=' $'{ print $2 }'
  check $'b' 0
}

@test "awk -v RS=| { print }" {
  ta $'r1|r2|' $'-v' $'RS=|' $'{ print }'
  check $'r1\nr2' 0
}

@test "awk -- BEGIN { print 'dd' }" {
  ta $'' $'--' $'BEGIN { print "dd" }'
  check $'dd' 0
}

@test "awk { print substr(\$0, 2) } -" {
  ta $'ab\\n' $'{ print substr($0, 2) }' $'-'
  check $'b' 0
}

@test "awk function f(a,b){return a+b} function g(x){return x*10} BEGIN{print ..." {
  ta $'' $'function f(a,b){return a+b} function g(x){return x*10} BEGIN{print f(g(1), g(2))}'
  check $'30' 0
}

@test "awk -F: {print NF, \$2}" {
  ta $'a:b:\\n' $'-F:' $'{print NF, $2}'
  check $'3 b' 0
}

@test "awk -F: {print \$3 '|' \$4 '|'; print NF}" {
  ta $'a:b:\\n' $'-F:' $'{print $3 "|" $4 "|"; print NF}'
  check $'||\n3' 0
}

@test "awk {print \$2; print NF}" {
  ta $'  a   b  \\n' $'{print $2; print NF}'
  check $'b\n2' 0
}

@test "awk {print \$2; \$2 = 'X'; print; print NF}" {
  ta $'a b c d e f\\n' $'{print $2; $2 = "X"; print; print NF}'
  check $'b\na X c d e f\n6' 0
}

@test "awk {print \$3 '|'}" {
  ta $'a b c\\nd e\\n' $'{print $3 "|"}'
  check $'c|\n|' 0
}

@test "awk {x = \$2} END {print x '|' NF}" {
  ta $'a b c\\nd\\n' $'{x = $2} END {print x "|" NF}'
  check $'|1' 0
}

@test "awk {print \$1; NF = 2; print \$0; print \$3 '|'}" {
  ta $'a b c\\n' $'{print $1; NF = 2; print $0; print $3 "|"}'
  check $'a\na b\n|' 0
}

@test "awk BEGIN{FS=':'} {print \$2; FS=' '} " {
  ta $'x:y\\n' $'BEGIN{FS=":"} {print $2; FS=" "} '
  check $'y' 0
}

@test "awk strftime of a timestamp in UTC (gawk)" {
  run env TZ=UTC0 awk 'BEGIN{print strftime("%Y-%m-%d %H:%M:%S %j %a %b", 86400*365+3661)}'
  check $'1971-01-01 01:01:01 001 Fri Jan' 0
}

@test "awk strftime honours TZ (gawk)" {
  run env TZ=EST5 awk 'BEGIN{print strftime("%Y-%m-%d %H:%M:%S %Z", 0)}'
  check $'1969-12-31 19:00:00 EST' 0
}

@test "awk strftime with utc-flag (gawk)" {
  run env TZ=EST5 awk 'BEGIN{print strftime("%d %H:%M", 0, 1); print strftime("%H", 0, 0)}'
  check $'01 00:00\n19' 0
}

@test "awk strftime empty format, %%, negative time (gawk)" {
  run env TZ=UTC0 awk 'BEGIN{print strftime("", 5) "|" strftime("%%", 5) "|" strftime("%Y %H", -3600)}'
  check $'|%|1969 23' 0
}

@test "awk strftime default format (gawk)" {
  run env TZ=UTC0 awk 'BEGIN{print (strftime() ~ /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z][a-z] [ 1-3][0-9] [0-9][0-9]:[0-9][0-9]:[0-9][0-9] UTC [0-9]+$/)}'
  check $'1' 0
}

@test "awk strftime with format only is now (gawk)" {
  run env TZ=UTC0 awk 'BEGIN{t = systime(); y = strftime("%s"); print (y - t < 5 && y - t >= 0)}'
  check $'1' 0
}

@test "awk systime is an integer count of seconds (gawk)" {
  run awk 'BEGIN{t = systime(); print (t > 1700000000), t == int(t)}'
  check $'1 1' 0
}

@test "awk mktime in the local time zone (gawk)" {
  run env TZ=EST5 awk 'BEGIN{print mktime("1970 01 01 00 00 00"), mktime("2000 02 29 12 30 15")}'
  check $'18000 951845415' 0
}

@test "awk mktime with utc-flag (gawk)" {
  run env TZ=EST5 awk 'BEGIN{print mktime("1970 01 02 00 00 00", 1), mktime("2021 12 31 23 59 59", 1)}'
  check $'86400 1640995199' 0
}

@test "awk mktime normalizes out-of-range fields (gawk)" {
  run env TZ=UTC0 awk 'BEGIN{print mktime("2020 13 32 25 61 61"), mktime("2020 01 00 00 00 -1")}'
  check $'1612231321 1577750399' 0
}

@test "awk mktime of a bad spec is -1 (gawk)" {
  run env TZ=UTC0 awk 'BEGIN{print mktime("2020 1"), mktime("x"), mktime("")}'
  check $'-1 -1 -1' 0
}

@test "awk mktime and strftime round trip (gawk)" {
  run env TZ=EST5 awk 'BEGIN{t = mktime("2024 07 04 09 08 07"); print t, strftime("%Y %m %d %H %M %S", t)}'
  check $'1720102087 2024 07 04 09 08 07' 0
}

@test "awk asort of numbers, strnums and strings (gawk)" {
  run awk 'BEGIN{split("10 9 abc 5 B 1e1", a); n = asort(a); for (i = 1; i <= n; i++) printf "%s ", a[i]; print n}'
  check $'5 9 10 1e1 B abc 6' 0
}

@test "awk asort into a destination leaves the source (gawk)" {
  run awk 'BEGIN{a["x"] = 3; a["y"] = "3"; a[7] = 2; n = asort(a, b); for (i = 1; i <= n; i++) printf "%s ", b[i]; print n, a["x"], a["y"], a[7], length(a)}'
  check $'2 3 3 3 3 3 2 3' 0
}

@test "awk asort clears what the destination held (gawk)" {
  run awk 'BEGIN{b["old"] = 1; a[1] = "z"; a[2] = "y"; print asort(a, b), length(b), b[1], b[2], ("old" in b)}'
  check $'2 2 y z 0' 0
}

@test "awk asort of an empty array (gawk)" {
  run awk 'BEGIN{print asort(a), length(a)}'
  check $'0 0' 0
}

@test "awk asorti sorts the indices (gawk)" {
  run awk 'BEGIN{a["c"] = 1; a["a"] = 2; a[10] = 3; a[9] = 4; n = asorti(a, b); for (i = 1; i <= n; i++) printf "%s ", b[i]; print n, a["c"]}'
  check $'10 9 a c 4 1' 0
}

@test "awk asorti in place (gawk)" {
  run awk 'BEGIN{a["q"]; a["p"]; n = asorti(a); print n, a[1], a[2], ("q" in a)}'
  check $'2 p q 0' 0
}

@test "awk asort and asorti with an order (gawk)" {
  run awk 'BEGIN{a["b"] = "x"; a["a"] = 1; a["c"] = 10; n = asorti(a, d, "@ind_str_desc"); print n, d[1], d[2], d[3]; n = asort(a, d, "@val_str_desc"); print d[1], d[2], d[3]; asort(a, d, "@val_num_asc"); print d[1], d[2], d[3]}'
  check $'3 c b a\nx 10 1\nx 1 10' 0
}

@test "awk asort in a function on an array parameter (gawk)" {
  run awk 'function s(arr, n) {n = asort(arr); return n} BEGIN{a[1] = "b"; a[2] = "a"; print s(a), a[1], a[2]}'
  check $'2 a b' 0
}

@test "awk for-in with PROCINFO sorted_in @ind_str_asc (gawk)" {
  run awk 'BEGIN{a["b"] = 2; a["a"] = 2; a[10] = 1; a[9] = 3; a["c"] = "x"; PROCINFO["sorted_in"] = "@ind_str_asc"; for (k in a) printf " %s=%s", k, a[k]; print ""}'
  check $' 10=1 9=3 a=2 b=2 c=x' 0
}

@test "awk for-in with PROCINFO sorted_in @ind_str_desc (gawk)" {
  run awk 'BEGIN{a["b"] = 2; a["a"] = 2; a[10] = 1; a[9] = 3; a["c"] = "x"; PROCINFO["sorted_in"] = "@ind_str_desc"; for (k in a) printf " %s=%s", k, a[k]; print ""}'
  check $' c=x b=2 a=2 9=3 10=1' 0
}

@test "awk for-in with PROCINFO sorted_in @ind_num_asc (gawk)" {
  run awk 'BEGIN{a["b"] = 2; a["a"] = 2; a[10] = 1; a[9] = 3; a["c"] = "x"; PROCINFO["sorted_in"] = "@ind_num_asc"; for (k in a) printf " %s=%s", k, a[k]; print ""}'
  check $' a=2 b=2 c=x 9=3 10=1' 0
}

@test "awk for-in with PROCINFO sorted_in @ind_num_desc (gawk)" {
  run awk 'BEGIN{a["b"] = 2; a["a"] = 2; a[10] = 1; a[9] = 3; a["c"] = "x"; PROCINFO["sorted_in"] = "@ind_num_desc"; for (k in a) printf " %s=%s", k, a[k]; print ""}'
  check $' 10=1 9=3 c=x b=2 a=2' 0
}

@test "awk for-in with PROCINFO sorted_in @val_num_asc (gawk)" {
  run awk 'BEGIN{a["b"] = 2; a["a"] = 2; a[10] = 1; a[9] = 3; a["c"] = "x"; PROCINFO["sorted_in"] = "@val_num_asc"; for (k in a) printf " %s=%s", k, a[k]; print ""}'
  check $' c=x 10=1 a=2 b=2 9=3' 0
}

@test "awk for-in with PROCINFO sorted_in @val_num_desc (gawk)" {
  run awk 'BEGIN{a["b"] = 2; a["a"] = 2; a[10] = 1; a[9] = 3; a["c"] = "x"; PROCINFO["sorted_in"] = "@val_num_desc"; for (k in a) printf " %s=%s", k, a[k]; print ""}'
  check $' 9=3 b=2 a=2 10=1 c=x' 0
}

@test "awk for-in with PROCINFO sorted_in @val_str_asc (gawk)" {
  run awk 'BEGIN{a["b"] = 2; a["a"] = 2; a[10] = 1; a[9] = 3; a["c"] = "x"; PROCINFO["sorted_in"] = "@val_str_asc"; for (k in a) printf " %s=%s", k, a[k]; print ""}'
  check $' 10=1 a=2 b=2 9=3 c=x' 0
}

@test "awk for-in with PROCINFO sorted_in @val_str_desc (gawk)" {
  run awk 'BEGIN{a["b"] = 2; a["a"] = 2; a[10] = 1; a[9] = 3; a["c"] = "x"; PROCINFO["sorted_in"] = "@val_str_desc"; for (k in a) printf " %s=%s", k, a[k]; print ""}'
  check $' c=x 9=3 b=2 a=2 10=1' 0
}

@test "awk for-in with PROCINFO sorted_in @val_type_asc (gawk)" {
  run awk 'BEGIN{a["b"] = 2; a["a"] = 2; a[10] = 1; a[9] = 3; a["c"] = "x"; PROCINFO["sorted_in"] = "@val_type_asc"; for (k in a) printf " %s=%s", k, a[k]; print ""}'
  check $' 10=1 a=2 b=2 9=3 c=x' 0
}

@test "awk for-in with PROCINFO sorted_in @val_type_desc (gawk)" {
  run awk 'BEGIN{a["b"] = 2; a["a"] = 2; a[10] = 1; a[9] = 3; a["c"] = "x"; PROCINFO["sorted_in"] = "@val_type_desc"; for (k in a) printf " %s=%s", k, a[k]; print ""}'
  check $' c=x 9=3 b=2 a=2 10=1' 0
}

@test "awk for-in sorted by input strnums numerically (gawk)" {
  run bash -c 'printf '\''x 5\ny 10\nz 7\n'\'' | awk '\''{a[$1] = $2} END{PROCINFO["sorted_in"] = "@val_num_desc"; for (k in a) print k, a[k]}'\'''
  check $'y 10\nz 7\nx 5' 0
}

@test "awk for-in with sorted_in @unsorted visits every key (gawk)" {
  run awk 'BEGIN{a[1]; a[2]; a[3]; PROCINFO["sorted_in"] = "@unsorted"; for (k in a) s += k; print s}'
  check $'6' 0
}

@test "awk sorted for-in survives deletion in the body (gawk)" {
  run awk 'BEGIN{a[1]; a[2]; a[3]; PROCINFO["sorted_in"] = "@ind_num_asc"; for (k in a) {delete a; print k}}'
  check $'1\n2\n3' 0
}

@test "awk deep recursion: 20000 levels (gawk)" {
  run awk 'function f(n) {return n ? f(n-1) + 1 : 0} BEGIN{print f(20000)}'
  check $'20000' 0
}

@test "awk deep recursion with a local array a level (gawk)" {
  run awk 'function f(n,  a) {a[n] = n; return n ? f(n-1) + length(a) : 0} BEGIN{print f(20000)}'
  check $'20000' 0
}


@test "awk srand returns 1 the first time (gawk)" {
  run awk 'BEGIN{print srand(5), srand(7)}'
  check $'1 5' 0
}

@test "awk split with a fourth argument: blank separators (gawk)" {
  run awk 'BEGIN{PROCINFO["sorted_in"] = "@ind_num_asc"; n = split("  a b  ", a, " ", s); for (k in s) printf "%s[%s] ", k, s[k]; print n}'
  check $'0[  ] 1[ ] 2[  ] 2' 0
}

@test "awk split with a fourth argument: one character and regex (gawk)" {
  run awk 'BEGIN{PROCINFO["sorted_in"] = "@ind_num_asc"; n = split("a:b::c", a, ":", s); for (k in s) printf "%s[%s] ", k, s[k]; print n; n = split("a1b22c3", a, /[0-9]+/, s); for (k in s) printf "%s[%s] ", k, s[k]; print n}'
  check $'1[:] 2[:] 3[:] 4\n1[1] 2[22] 3[3] 4' 0
}

@test "awk split with a fourth argument: empty string, only blanks, empty separator (gawk)" {
  run awk 'BEGIN{PROCINFO["sorted_in"] = "@ind_num_asc"; s["x"]; print split("", a, ":", s), length(s); n = split("   ", a, " ", s); for (k in s) printf "%s[%s] ", k, s[k]; print n; n = split("abc", a, "", s); for (k in s) printf "%s[%s] ", k, s[k]; print n}'
  check $'0 0\n0[   ] 0\n1[] 2[] 3' 0
}

@test "awk split with the same array twice is an error (toybox message, gawk status)" {
  run awk 'BEGIN{split("a b", a, " ", a)}'
  check 'awk: split: cannot use the same array for second and fourth args' 2
}

@test "awk getline from a directory is -1 (gawk)" {
  run awk 'BEGIN{print (getline < "/"), (getline x < "/")}'
  check $'-1 -1' 0
}

@test "awk a directory operand is skipped with a warning (gawk status)" {
  printf 'f1\n' > f
  run awk '{print FILENAME, $0}' / f
  check $'awk: warning: /: is a directory: skipped\nf f1' 0
}

@test "awk a directory operand alone: stdin not read (gawk)" {
  run bash -c 'echo x | awk 1 / 2>/dev/null'
  check '' 0
}

@test "awk recursion too deep is an error, not a crash (toybox)" {
  run awk 'function f(n) {return f(n+1)} BEGIN{f(1)}'
  check 'awk: function call nesting too deep' 2
}

@test "awk recursion with a small stack limit is an error, not a crash (toybox)" {
  run bash -c 'ulimit -s 1024; awk '\''function f(n) {return n ? f(n-1) + 1 : 0} BEGIN{print f(10); print f(200000)}'\'''
  check $'10\nawk: function call nesting too deep' 2
}

@test "awk expressions nested 20000 deep (toybox: gawk's parser runs out of memory)" {
  printf 'BEGIN{print %s1%s}\n' "$(printf '(%.0s' $(seq 20000))" "$(printf ')%.0s' $(seq 20000))" > deep.awk
  run awk -f deep.awk
  check '1' 0
}

@test "awk asort of a scalar is an error (toybox message, gawk status)" {
  run awk 'BEGIN{x = 1; asort(x)}'
  check 'awk: can'\''t use scalar x as an array' 2
}

@test "awk asort with a bad order is an error (toybox)" {
  run awk 'BEGIN{a[1]; asort(a, b, "@nonsense")}'
  check 'awk: asort: bad sort order @nonsense' 2
}

@test "awk asort of a non-variable is a syntax error (toybox)" {
  run awk 'BEGIN{asort(1)}'
  check 'awk: line 1: asort: not an array at or near asort' 2
}

@test "awk strftime and mktime argument counts (toybox)" {
  run awk 'BEGIN{mktime()}'
  check 'awk: line 1: mktime: wrong number of arguments' 2
}

@test "awk RT in paragraph mode holds the newlines (gawk)" {
  run bash -c 'printf '\''a\n\n\nb\n\n'\'' | awk '\''BEGIN{RS = ""} {printf "%d %s [%s]\n", NR, $0, RT}'\'''
  check $'1 a [\n\n\n]\n2 b [\n\n]' 0
}

@test "awk RT with a regex RS, empty at the end (gawk)" {
  run bash -c 'printf '\''a1b22c'\'' | awk '\''BEGIN{RS = "[0-9]+"} {printf "%d %s [%s]\n", NR, $0, RT}'\'''
  check $'1 a [1]\n2 b [22]\n3 c []' 0
}

@test "awk RT with the default RS and a last line without newline (gawk)" {
  run bash -c 'printf '\''a\nb'\'' | awk '\''{printf "%d %s [%s]\n", NR, $0, RT}'\'''
  check $'1 a [\n]\n2 b []' 0
}

@test "awk RT set by getline var (gawk)" {
  run bash -c 'printf '\''a;b;c'\'' | awk '\''BEGIN{RS = ";"} NR == 1 {getline x; printf "%s [%s]\n", x, RT}'\'''
  check $'b [;]' 0
}


@test "awk PROCINFO sorted_in naming a function of the program (gawk)" {
  run awk 'function byval(i1, v1, i2, v2) {return v1 - v2} function rev(i1, v1, i2, v2) {return i1 < i2 ? 1 : i1 > i2 ? -1 : 0} BEGIN{a["x"] = 3; a["y"] = 1; a["z"] = 2; PROCINFO["sorted_in"] = "byval"; for (k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"] = "rev"; for (k in a) printf "%s ", k; print ""}'
  check $'y z x \nz y x ' 0
}

@test "awk asort and asorti with a function of the program (gawk)" {
  run awk 'function byval(i1, v1, i2, v2) {return v1 - v2} function rev(i1, v1, i2, v2) {return i1 < i2 ? 1 : i1 > i2 ? -1 : 0} BEGIN{a["x"] = 3; a["y"] = 1; a["z"] = 2; n = asort(a, b, "rev"); print n, b[1], b[2], b[3]; n = asorti(a, b, "byval"); print n, b[1], b[2], b[3]}'
  check $'3 2 1 3\n3 y z x' 0
}

@test "awk a sort function gets input strnums as numbers (gawk)" {
  run bash -c 'printf '\''10\n9\n100\n'\'' | awk '\''function c(i1, v1, i2, v2) {return v1 < v2 ? -1 : v1 > v2} {a[NR] = $1} END{PROCINFO["sorted_in"] = "c"; for (k in a) printf "%s ", a[k]; print ""}'\'''
  check $'9 10 100 ' 0
}

@test "awk a sort function that sorts too (gawk)" {
  run awk 'function c(i1, v1, i2, v2,  t, k, n) {PROCINFO["sorted_in"] = "@ind_str_desc"; t["p"]; t["q"]; for (k in t) n++; PROCINFO["sorted_in"] = "c"; return i1 - i2} BEGIN{a[3]; a[1]; a[2]; PROCINFO["sorted_in"] = "c"; for (k in a) printf "%s ", k; print ""}'
  check $'1 2 3 ' 0
}

@test "awk PROCINFO sorted_in naming no function is an error (toybox message, gawk status)" {
  run awk 'BEGIN{a[1]; PROCINFO["sorted_in"] = "nosuch"; for (k in a) print k}'
  check 'awk: sort function nosuch not defined' 2
}

@test "awk --help starts with the usage line (toybox)" {
  run bash -c 'awk --help | head -n 1'
  check "usage: awk [-F SEP] [-v VAR=VAL]... [-f PROGFILE]... | 'PROGRAM' [ARG...]" 0
}

@test "awk --version (toybox)" {
  run bash -c 'awk --version | grep -c "^toybox "'
  check '1' 0
}

@test "awk regex with required runs: lines without them don't match, with them they do (gawk)" {
  run awk '/GET [0-9]+ 404/ { n++ } /r(iv)*er/ { r++ } $2 ~ /1+2/ { m++ } END { print n, r, m }' <<'X'
GET 12 404 river
GET 12 200 rer
POST 1 404 rver
GET 404
GET x 404 rivivier
GET 112 404
X
  check '2 2 3' 0
}

@test "awk regex: a repeated UTF-8 character may be absent (gawk)" {
  run awk '/aé*/ { print "1:" $0 } /xé?y/ { print "2:" $0 } /qé{0,2}r/ { print "3:" $0 }' <<'X'
a
xy
xéy
qr
X
  check '1:a
2:xy
2:xéy
3:qr' 0
}

@test "awk ++ -- and op= as statements, on numbers, strings, fields and elements (gawk)" {
  run awk 'BEGIN { x = "3x"; x++; y = "a"; y += 2; n = 5; n--; --n; m = 1; m *= 4; m ^= 2; m %= 7; $0 = "7 8"; $1++; $2 -= 1; a["k"]++; a["k"] += 5; print x, y, n, m, $0, a["k"] }'
  check '4 2 3 2 8 7 6' 0
}
