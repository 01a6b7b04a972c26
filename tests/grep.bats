#!/usr/bin/env bats
# grep, egrep, fgrep: every expected output and status here was taken from
# GNU grep 3.8 (LC_ALL=C.UTF-8), running the same commands.

load helper

fixtures() {
  printf 'hello world\nfoo bar\nHello again\nabc\nfoo\n\nxyz foo_bar\n' > t1
  printf 'one\ntwo\nthree\n' > t2
  printf 'nothing here\n' > t3
  seq 30 > s30
  mkdir -p r/a/b r/c
  echo foo > r/a/x.c; echo foo > r/a/b/y.h; echo foo > r/c/z.c; echo bar > r/w
  ln -s ../t1 r/lnk
  printf 'abc\0foo\n' > bin
  printf 'foo\r\nbar\r\n' > crlf
  printf 'noeol foo' > noeol
  printf -- '-x\nx\n' > dash
}

@test "grep basic match (POSIX)" {
  fixtures
  run bash -c $'grep foo t1'
  check $'foo bar\nfoo\nxyz foo_bar' 0
}

@test "grep no match exits 1 (POSIX)" {
  fixtures
  run bash -c $'grep nomatch t1'
  check $'' 1
}

@test "grep missing file exits 2 (POSIX)" {
  fixtures
  run bash -c $'grep foo nonexist'
  check $'grep: nonexist: No such file or directory' 2
}

@test "grep missing file and a match still exits 2 (GNU)" {
  fixtures
  run bash -c $'grep foo nonexist t1'
  check $'grep: nonexist: No such file or directory\nt1:foo bar\nt1:foo\nt1:xyz foo_bar' 2
}

@test "grep -s hides the message, not the status (GNU)" {
  fixtures
  run bash -c $'grep -s foo nonexist t1'
  check $'t1:foo bar\nt1:foo\nt1:xyz foo_bar' 2
}

@test "grep -q exits 0 on a match despite an error (GNU)" {
  fixtures
  run bash -c $'grep -q foo nonexist t1'
  check $'grep: nonexist: No such file or directory' 0
}

@test "grep -q with no match (POSIX)" {
  fixtures
  run bash -c $'grep -q zzz t1'
  check $'' 1
}

@test "grep -q stops at the first match (GNU)" {
  fixtures
  run bash -c $'grep -q foo t1 nonexist'
  check $'' 0
}

@test "grep stdin" {
  fixtures
  run bash -c $'grep foo < t1'
  check $'foo bar\nfoo\nxyz foo_bar' 0
}

@test "grep - is stdin" {
  fixtures
  run bash -c $'grep -H foo - t2 < t1'
  check $'(standard input):foo bar\n(standard input):foo\n(standard input):xyz foo_bar' 0
}

@test "grep several files get names (POSIX)" {
  fixtures
  run bash -c $'grep o t1 t2'
  check $'t1:hello world\nt1:foo bar\nt1:Hello again\nt1:foo\nt1:xyz foo_bar\nt2:one\nt2:two' 0
}

@test "grep -h hides names" {
  fixtures
  run bash -c $'grep -h o t1 t2'
  check $'hello world\nfoo bar\nHello again\nfoo\nxyz foo_bar\none\ntwo' 0
}

@test "grep -H shows names" {
  fixtures
  run bash -c $'grep -H foo t1'
  check $'t1:foo bar\nt1:foo\nt1:xyz foo_bar' 0
}

@test "grep -c counts (POSIX)" {
  fixtures
  run bash -c $'grep -c foo t1 t2'
  check $'t1:3\nt2:0' 0
}

@test "grep -c with no match" {
  fixtures
  run bash -c $'grep -c zzz t1'
  check $'0' 1
}

@test "grep -v inverts (POSIX)" {
  fixtures
  run bash -c $'grep -v foo t1'
  check $'hello world\nHello again\nabc' 0
}

@test "grep -vc" {
  fixtures
  run bash -c $'grep -vc foo t1'
  check $'4' 0
}

@test "grep -i ignores case (POSIX)" {
  fixtures
  run bash -c $'grep -i hello t1'
  check $'hello world\nHello again' 0
}

@test "grep -i with a regex" {
  fixtures
  run bash -c $'grep -i \'h.LLO\' t1'
  check $'hello world\nHello again' 0
}

@test "grep -y is -i (GNU)" {
  fixtures
  run bash -c $'grep -y HELLO t1'
  check $'hello world\nHello again' 0
}

@test "grep -n line numbers (POSIX)" {
  fixtures
  run bash -c $'grep -n foo t1'
  check $'2:foo bar\n5:foo\n7:xyz foo_bar' 0
}

@test "grep -b byte offsets (GNU)" {
  fixtures
  run bash -c $'grep -b foo t1'
  check $'12:foo bar\n36:foo\n41:xyz foo_bar' 0
}

@test "grep -nb together" {
  fixtures
  run bash -c $'grep -nb o t1'
  check $'1:0:hello world\n2:12:foo bar\n3:20:Hello again\n5:36:foo\n7:41:xyz foo_bar' 0
}

@test "grep -l lists files (POSIX)" {
  fixtures
  run bash -c $'grep -l o t1 t2 t3'
  check $'t1\nt2\nt3' 0
}

@test "grep -L lists files without (GNU)" {
  fixtures
  run bash -c $'grep -L foo t1 t2 t3'
  check $'t2\nt3' 0
}

@test "grep -L exit status follows matches (GNU 3.8)" {
  fixtures
  run bash -c $'grep -L zzz t1'
  check $'t1' 1
}

@test "grep -l stops reading at the first match" {
  fixtures
  run bash -c $'grep -l -c o t1'
  check $'t1' 0
}

@test "grep -x whole lines (POSIX)" {
  fixtures
  run bash -c $'grep -x foo t1'
  check $'foo' 0
}

@test "grep -x regex" {
  fixtures
  run bash -c $'grep -x \'f.*\' t1'
  check $'foo bar\nfoo' 0
}

@test "grep -w whole words (GNU)" {
  fixtures
  run bash -c $'grep -w foo t1'
  check $'foo bar\nfoo' 0
}

@test "grep -w retries later in the line (GNU)" {
  fixtures
  run bash -c $'printf \'foobar foo\\nfoobar\\n\' | grep -w foo'
  check $'foobar foo' 0
}

@test "grep -w with an empty pattern matches between non-words (GNU)" {
  fixtures
  run bash -c $'printf \'a  b\\nab\\n\\n\' | grep -w \'\''
  check $'a  b' 0
}

@test "grep -w star can't match inside a word (GNU)" {
  fixtures
  run bash -c $'echo abc | grep -w \'b*\''
  check $'' 1
}

@test "grep -x with an empty pattern matches empty lines" {
  fixtures
  run bash -c $'grep -xn \'\' t1'
  check $'6:' 0
}

@test "grep -o only matching (GNU)" {
  fixtures
  run bash -c $'grep -o \'o[a-z]*\' t1'
  check $'o\norld\noo\no\noo\noo' 0
}

@test "grep -o several per line" {
  fixtures
  run bash -c $'echo \'aXbXcX\' | grep -o X'
  check $'X\nX\nX' 0
}

@test "grep -o skips empty matches (GNU)" {
  fixtures
  run bash -c $'grep -o \'x*\' t1'
  check $'x' 0
}

@test "grep -o empty matches still select (GNU)" {
  fixtures
  run bash -c $'grep -c \'x*\' t1'
  check $'7' 0
}

@test "grep -ob offsets of matches (GNU)" {
  fixtures
  run bash -c $'grep -ob o t1'
  check $'4:o\n7:o\n13:o\n14:o\n24:o\n37:o\n38:o\n46:o\n47:o' 0
}

@test "grep -on" {
  fixtures
  run bash -c $'grep -on \'o\' t2'
  check $'1:o\n2:o' 0
}

@test "grep -o -i" {
  fixtures
  run bash -c $'echo \'FOO foo FoO\' | grep -oi foo'
  check $'FOO\nfoo\nFoO' 0
}

@test "grep -o with alternatives picks the longest (POSIX)" {
  fixtures
  run bash -c $'echo abcd | grep -oE \'ab|abc\''
  check $'abc' 0
}

@test "grep -m stops after N lines (GNU)" {
  fixtures
  run bash -c $'grep -m1 foo t1'
  check $'foo bar' 0
}

@test "grep -m with -c" {
  fixtures
  run bash -c $'grep -c -m2 o t1'
  check $'2' 0
}

@test "grep -m with -v" {
  fixtures
  run bash -c $'grep -m2 -v foo t1'
  check $'hello world\nHello again' 0
}

@test "grep -m 0 reads nothing (GNU)" {
  fixtures
  run bash -c $'grep -m0 foo t1'
  check $'' 1
}

@test "grep -m keeps trailing context, matches as context (GNU)" {
  fixtures
  run bash -c $'printf \'a\\na\\nb\\na\\n\' | grep -m1 -A2 a'
  check $'a\na\nb' 0
}

@test "grep -m with -n -A" {
  fixtures
  run bash -c $'printf \'a\\na\\nb\\na\\n\' | grep -n -m1 -A2 a'
  check $'1:a\n2-a\n3-b' 0
}

@test "grep -A after context (GNU)" {
  fixtures
  run bash -c $'grep -A1 -e 5 -e 20 s30'
  check $'5\n6\n--\n15\n16\n--\n20\n21\n--\n25\n26' 0
}

@test "grep -B before context (GNU)" {
  fixtures
  run bash -c $'grep -B2 -e 5 -e 20 s30'
  check $'3\n4\n5\n--\n13\n14\n15\n--\n18\n19\n20\n--\n23\n24\n25' 0
}

@test "grep -C context both (GNU)" {
  fixtures
  run bash -c $'grep -C1 -e 5 -e 20 s30'
  check $'4\n5\n6\n--\n14\n15\n16\n--\n19\n20\n21\n--\n24\n25\n26' 0
}

@test "grep -C merges overlapping groups" {
  fixtures
  run bash -c $'grep -C2 -e 5 -e 8 s30'
  check $'3\n4\n5\n6\n7\n8\n9\n10\n--\n13\n14\n15\n16\n17\n18\n19\n20\n--\n23\n24\n25\n26\n27\n28\n29\n30' 0
}

@test "grep -n with context uses - for context lines" {
  fixtures
  run bash -c $'grep -n -C1 -e 5 -e 20 s30'
  check $'4-4\n5:5\n6-6\n--\n14-14\n15:15\n16-16\n--\n19-19\n20:20\n21-21\n--\n24-24\n25:25\n26-26' 0
}

@test "grep -b with context" {
  fixtures
  run bash -c $'grep -b -A1 10 s30'
  check $'18:10\n21-11' 0
}

@test "grep -A0 still separates groups (GNU)" {
  fixtures
  run bash -c $'grep -A0 -e 5 -e 20 s30'
  check $'5\n--\n15\n--\n20\n--\n25' 0
}

@test "grep adjacent matches have no separator" {
  fixtures
  run bash -c $'grep -A1 -e 5 -e 6 s30'
  check $'5\n6\n7\n--\n15\n16\n17\n--\n25\n26\n27' 0
}

@test "grep context between files is separated (GNU)" {
  fixtures
  run bash -c $'grep -A1 -e 1 -e one s30 t2'
  check $'s30:1\ns30-2\n--\ns30:10\ns30:11\ns30:12\ns30:13\ns30:14\ns30:15\ns30:16\ns30:17\ns30:18\ns30:19\ns30-20\ns30:21\ns30-22\n--\nt2:one\nt2-two' 0
}

@test "grep context at start and end of file" {
  fixtures
  run bash -c $'grep -C3 -e 1 -e 30 -x s30'
  check $'1\n2\n3\n4\n--\n27\n28\n29\n30' 0
}

@test "grep -c ignores context" {
  fixtures
  run bash -c $'grep -c -C2 5 s30'
  check $'3' 0
}

@test "grep -v with context" {
  fixtures
  run bash -c $'grep -v -C1 \'[0-9]\\{1\\}\' s30'
  check $'' 1
}

@test "grep -o drops context lines (GNU)" {
  fixtures
  run bash -c $'grep -o -A1 -e 5 -e 20 s30'
  check $'5\n--\n5\n--\n20\n--\n5' 0
}

@test "grep -B with a match on the first line" {
  fixtures
  run bash -c $'grep -B3 -n 2 s30'
  check $'1-1\n2:2\n--\n9-9\n10-10\n11-11\n12:12\n--\n17-17\n18-18\n19-19\n20:20\n21:21\n22:22\n23:23\n24:24\n25:25\n26:26\n27:27\n28:28\n29:29' 0
}

@test "grep -e several patterns (POSIX)" {
  fixtures
  run bash -c $'grep -e foo -e abc t1'
  check $'foo bar\nabc\nfoo\nxyz foo_bar' 0
}

@test "grep -e with a newline is two patterns (POSIX)" {
  fixtures
  run bash -c $'grep -e \'foo\nabc\' t1'
  check $'foo bar\nabc\nfoo\nxyz foo_bar' 0
}

@test "grep pattern argument with a newline (POSIX)" {
  fixtures
  run bash -c $'grep \'abc\none\' t1 t2'
  check $'t1:abc\nt2:one' 0
}

@test "grep -e with a file operand" {
  fixtures
  run bash -c $'grep -e one t2'
  check $'one' 0
}

@test "grep -f file of patterns (POSIX)" {
  fixtures
  run bash -c $'printf \'abc\\nthree\\n\' > pf; grep -f pf t1 t2'
  check $'t1:abc\nt2:three' 0
}

@test "grep -f empty file matches nothing (GNU)" {
  fixtures
  run bash -c $'grep -f /dev/null t1'
  check $'' 1
}

@test "grep -f empty file with -v matches all (GNU)" {
  fixtures
  run bash -c $'grep -vc -f /dev/null t1'
  check $'7' 0
}

@test "grep -f file with an empty line matches all (GNU)" {
  fixtures
  run bash -c $'printf \'zzz\\n\\n\' > pf; grep -c -f pf t1'
  check $'7' 0
}

@test "grep -f and -e together" {
  fixtures
  run bash -c $'printf \'one\\n\' > pf; grep -f pf -e foo t1 t2'
  check $'t1:foo bar\nt1:foo\nt1:xyz foo_bar\nt2:one' 0
}

@test "grep -f - reads patterns from stdin" {
  fixtures
  run bash -c $'echo abc | grep -f - t1'
  check $'abc' 0
}

@test "grep -f missing file exits 2" {
  fixtures
  run bash -c $'grep -f nofile t1'
  check $'grep: nofile: No such file or directory' 2
}

@test "grep empty pattern matches every line (POSIX)" {
  fixtures
  run bash -c $'grep -c \'\' t1'
  check $'7' 0
}

@test "grep -G basic regex (POSIX)" {
  fixtures
  run bash -c $'grep -G \'fo\\+\' t1'
  check $'foo bar\nfoo\nxyz foo_bar' 0
}

@test "grep -E extended regex (POSIX)" {
  fixtures
  run bash -c $'grep -E \'fo+|abc\' t1'
  check $'foo bar\nabc\nfoo\nxyz foo_bar' 0
}

@test "grep -E grouping and counts" {
  fixtures
  run bash -c $'grep -E \'(o){2}\' t1'
  check $'foo bar\nfoo\nxyz foo_bar' 0
}

@test "grep -F fixed strings (POSIX)" {
  fixtures
  run bash -c $'printf \'a.c\\nabc\\n\' | grep -F \'a.c\''
  check $'a.c' 0
}

@test "grep -F with regex characters" {
  fixtures
  run bash -c $'printf \'a*b\\n[x]\\n^a\\n\' | grep -F -e \'[x]\' -e \'a*\''
  check $'a*b\n[x]' 0
}

@test "grep -F -i" {
  fixtures
  run bash -c $'grep -Fi HELLO t1'
  check $'hello world\nHello again' 0
}

@test "grep -F -w" {
  fixtures
  run bash -c $'grep -Fw foo t1'
  check $'foo bar\nfoo' 0
}

@test "grep -F -x" {
  fixtures
  run bash -c $'grep -Fx foo t1'
  check $'foo' 0
}

@test "grep -F several strings (GNU)" {
  fixtures
  run bash -c $'grep -F -e foo -e abc -e xyz t1'
  check $'foo bar\nabc\nfoo\nxyz foo_bar' 0
}

@test "grep -F several strings with -o prefers the longest (GNU)" {
  fixtures
  run bash -c $'echo \'foobar\' | grep -oF -e foo -e foob -e o'
  check $'foob' 0
}

@test "grep -F several strings with -i" {
  fixtures
  run bash -c $'grep -Fi -e HELLO -e ABC t1'
  check $'hello world\nHello again\nabc' 0
}

@test "grep -F with an empty string matches all" {
  fixtures
  run bash -c $'grep -cF -e zzz -e \'\' t1'
  check $'7' 0
}

@test "grep -F many strings" {
  fixtures
  run bash -c $'seq 1000 | sed \'s/^/w/\' > words; seq 2000 | sed \'s/^/w/;s/$/x/\' > text; grep -cF -f words text'
  check $'2000' 0
}

@test "grep -F many strings -w" {
  fixtures
  run bash -c $'seq 1000 | sed \'s/^/w/\' > words; printf \'w5 x\\nw5x\\nw1000\\nw10000\\n\' | grep -wF -f words'
  check $'w5 x\nw1000' 0
}

@test "grep -F one byte strings" {
  fixtures
  run bash -c $'printf \'abc\\nxyz\\nq\\n\' | grep -F -e b -e q -e zz'
  check $'abc\nq' 0
}

@test "grep last of -E -F -G wins" {
  fixtures
  run bash -c $'printf \'a+\\naa\\n\' | grep -F -E \'a+\''
  check $'grep: conflicting matchers specified' 2
}

@test "grep -F then -G" {
  fixtures
  run bash -c $'printf \'a.\\nab\\n\' | grep -E -F -G \'a.\''
  check $'grep: conflicting matchers specified' 2
}

@test "grep anchors ^ and \$ (POSIX)" {
  fixtures
  run bash -c $'grep -e \'^foo$\' -e \'^abc\' t1'
  check $'abc\nfoo' 0
}

@test "grep anchor in the middle of a BRE is literal (POSIX)" {
  fixtures
  run bash -c $'printf \'a^b\\na$b\\n\' | grep -e \'a^b\' -e \'a$b\''
  check $'a^b\na$b' 0
}

@test "grep ^* matches a literal star (POSIX)" {
  fixtures
  run bash -c $'printf \'*x\\nx\\n\' | grep \'^*\''
  check $'*x' 0
}

@test "grep leading star in a BRE is literal (POSIX)" {
  fixtures
  run bash -c $'printf \'*x\\nx\\n\' | grep \'*x\''
  check $'*x' 0
}

@test "grep back-reference BRE (POSIX)" {
  fixtures
  run bash -c $'printf \'abab\\nabba\\n\' | grep \'\\(ab\\)\\1\''
  check $'abab' 0
}

@test "grep back-reference ERE (GNU)" {
  fixtures
  run bash -c $'printf \'abab\\nabba\\n\' | grep -E \'(a)(b)\\2\\1\''
  check $'abba' 0
}

@test "grep bracket classes (POSIX)" {
  fixtures
  run bash -c $'printf \'a1\\nb\\n_\\n \\n\' | grep \'[[:digit:][:space:]]\''
  check $'a1\n ' 0
}

@test "grep bracket with ] first (POSIX)" {
  fixtures
  run bash -c $'printf \'a]\\nb\\n\' | grep \'[]]\''
  check $'a]' 0
}

@test "grep negated bracket (POSIX)" {
  fixtures
  run bash -c $'printf \'abc\\n123\\n\' | grep -x \'[^0-9]*\''
  check $'abc' 0
}

@test "grep bracket range and dash" {
  fixtures
  run bash -c $'printf \'a-b\\naxb\\n\' | grep \'a[-]b\''
  check $'a-b' 0
}

@test "grep interval BRE (POSIX)" {
  fixtures
  run bash -c $'printf \'aa\\na\\naaa\\n\' | grep -x \'a\\{2,3\\}\''
  check $'aa\naaa' 0
}

@test "grep interval ERE (POSIX)" {
  fixtures
  run bash -c $'printf \'aa\\na\\naaa\\n\' | grep -xE \'a{2}\''
  check $'aa' 0
}

@test "grep dot does not match newline across lines" {
  fixtures
  run bash -c $'printf \'a\\nb\\n\' | grep -c \'a.b\''
  check $'0' 1
}

@test "grep GNU escapes in BRE: \+ \? \|" {
  fixtures
  run bash -c $'printf \'aa\\nb\\nc\\n\' | grep \'a\\+\\|b\\?c\''
  check $'aa\nc' 0
}

@test "grep GNU escapes: \< \>" {
  fixtures
  run bash -c $'printf \'foo bar\\nfoobar\\n\' | grep \'\\<bar\\>\''
  check $'foo bar' 0
}

@test "grep GNU escapes: \b \B" {
  fixtures
  run bash -c $'printf \'foo bar\\nfoobar\\n\' | grep -e \'o\\bb\' -e \'o\\Bb\''
  check $'foobar' 0
}

@test "grep GNU escapes: \w \W" {
  fixtures
  run bash -c $'printf \'a_1\\n- -\\n\' | grep -x \'\\w\\+\''
  check $'a_1' 0
}

@test "grep GNU escapes: \s \S in ERE" {
  fixtures
  run bash -c $'printf \'a b\\nab\\n\' | grep -E \'a\\sb\''
  check $'a b' 0
}

@test "grep GNU escapes: \S" {
  fixtures
  run bash -c $'printf \'  \\n a \\n\' | grep -c \'\\S\''
  check $'1' 0
}

@test "grep GNU: ERE { not an interval is literal" {
  fixtures
  run bash -c $'printf \'a{1\\na\\n\' | grep -E \'a{1\''
  check $'a{1' 0
}

@test "grep regex with a required literal and anchors" {
  fixtures
  run bash -c $'printf \'xfoo\\nfoox\\nfoo\\n\' | grep -x \'f.o\''
  check $'foo' 0
}

@test "grep required literal made optional by a star" {
  fixtures
  run bash -c $'printf \'ab\\nb\\n\' | grep \'ab*\''
  check $'ab' 0
}

@test "grep required literal in an optional group" {
  fixtures
  run bash -c $'printf \'xab\\nx\\n\' | grep -E \'x(ab)?$\''
  check $'xab\nx' 0
}

@test "grep ERE alternation has no required literal" {
  fixtures
  run bash -c $'printf \'cat\\ndog\\n\' | grep -E \'cat|dog\''
  check $'cat\ndog' 0
}

@test "grep bad regex exits 2 (GNU)" {
  fixtures
  run bash -c $'grep \'a\\{1\' t1 2>/dev/null'
  check $'' 2
}

@test "grep bad ERE exits 2 (GNU)" {
  fixtures
  run bash -c $'grep -E \'(\' t1 2>/dev/null'
  check $'' 2
}

@test "grep unmatched bracket exits 2" {
  fixtures
  run bash -c $'grep \'[\' t1 2>/dev/null'
  check $'' 2
}

@test "grep -i with bracket" {
  fixtures
  run bash -c $'printf \'ABC\\nxyz\\n\' | grep -i \'[a-c]b\''
  check $'ABC' 0
}

@test "grep -i with a literal and a regex" {
  fixtures
  run bash -c $'printf \'FooBar\\nfoobaz\\n\' | grep -i \'foo.ar\''
  check $'FooBar' 0
}

@test "grep -i with UTF-8" {
  fixtures
  run bash -c $'printf \'\\303\\211t\\303\\251\\n\' | grep -i \'\xc3\xa9t\xc3\xa9\''
  check $'\xc3\x89t\xc3\xa9' 0
}

@test "grep UTF-8 dot matches one character" {
  fixtures
  run bash -c $'printf \'\\303\\251\\n\' | grep -x \'.\''
  check $'\xc3\xa9' 0
}

@test "grep -F -i with UTF-8" {
  fixtures
  run bash -c $'printf \'\\303\\211T\\303\\211\\n\' | grep -Fi \'\xc3\xa9t\xc3\xa9\''
  check $'\xc3\x89T\xc3\x89' 0
}

@test "grep binary file matches message (GNU 3.8)" {
  fixtures
  run bash -c $'grep foo bin'
  check $'grep: bin: binary file matches' 0
}

@test "grep binary file with no match is quiet" {
  fixtures
  run bash -c $'grep zzz bin'
  check $'' 1
}

@test "grep -a prints binary lines" {
  fixtures
  run bash -c $'grep -a foo bin | od -An -c'
  check $'   a   b   c  \\0   f   o   o  \\n' 0
}

@test "grep -c counts in a binary file (GNU)" {
  fixtures
  run bash -c $'grep -c foo bin'
  check $'1' 0
}

@test "grep -l on a binary file" {
  fixtures
  run bash -c $'grep -l foo bin'
  check $'bin' 0
}

@test "grep -I skips binary files (GNU)" {
  fixtures
  run bash -c $'grep -I foo bin t1'
  check $'t1:foo bar\nt1:foo\nt1:xyz foo_bar' 0
}

@test "grep -v on a binary file" {
  fixtures
  run bash -c $'grep -v zzz bin'
  check $'grep: bin: binary file matches' 0
}

@test "grep binary after text lines prints the text first (GNU 3.8)" {
  fixtures
  run bash -c $'printf \'foo\\n\' > b2; head -c 100000 /dev/zero >> b2; printf \'\\nfoo\\n\' >> b2; grep -c foo b2; grep foo b2'
  check $'2\ngrep: b2: binary file matches' 0
}

@test "grep invalid UTF-8 line is binary (GNU 3.8)" {
  fixtures
  run bash -c $'printf \'foo\\n\\377foo\\nfoo\\n\' | grep foo'
  check $'foo\nfoo\ngrep: (standard input): binary file matches' 0
}

@test "grep invalid UTF-8 line with -a" {
  fixtures
  run bash -c $'printf \'\\377foo\\n\' | grep -a foo | od -An -c'
  check $' 377   f   o   o  \\n' 0
}

@test "grep invalid UTF-8 is text in the C locale" {
  fixtures
  run bash -c $'printf \'\\377foo\\n\' | LC_ALL=C grep -c foo'
  check $'1' 0
}

@test "grep CRLF lines keep their CR (GNU)" {
  fixtures
  run bash -c $'grep bar crlf | od -An -c'
  check $'   b   a   r  \\r  \\n' 0
}

@test "grep CRLF: \$ does not match before CR (GNU)" {
  fixtures
  run bash -c $'grep -c \'foo$\' crlf'
  check $'0' 1
}

@test "grep last line without newline gets one (GNU)" {
  fixtures
  run bash -c $'grep foo noeol'
  check $'noeol foo' 0
}

@test "grep -c on a last line without newline" {
  fixtures
  run bash -c $'grep -c foo noeol'
  check $'1' 0
}

@test "grep -v on a last line without newline" {
  fixtures
  run bash -c $'grep -v zzz noeol'
  check $'noeol foo' 0
}

@test "grep empty file" {
  fixtures
  run bash -c $': > empty; grep -c x empty'
  check $'0' 1
}

@test "grep empty file with -v" {
  fixtures
  run bash -c $': > empty; grep -v x empty'
  check $'' 1
}

@test "grep huge line (3 MB)" {
  fixtures
  run bash -c $'head -c 3000000 /dev/zero | tr \'\\0\' a > huge; echo b >> huge; grep -c \'a*b$\' huge; grep -o b huge'
  check $'1\nb' 0
}

@test "grep huge line with the match at the end" {
  fixtures
  run bash -c $'head -c 2000000 /dev/zero | tr \'\\0\' a > huge; echo x >> huge; echo ax >> huge; grep -n \'ax$\' huge | cut -c1-5'
  check $'1:aaa\n2:ax' 0
}

@test "grep line spanning read blocks" {
  fixtures
  run bash -c $'{ head -c 700000 /dev/zero | tr \'\\0\' x; echo match; seq 100000; } > big; grep -n match big | cut -c1-3; grep -c 99999 big'
  check $'1:x\n1' 0
}

@test "grep many lines counted" {
  fixtures
  run bash -c $'seq 200000 > s2; grep -c 1 s2; grep -n \'^199999$\' s2'
  check $'140951\n199999:199999' 0
}

@test "grep -n across blocks" {
  fixtures
  run bash -c $'seq 200000 > s2; grep -n -e \'^1$\' -e \'^150000$\' s2'
  check $'1:1\n150000:150000' 0
}

@test "grep -b across blocks" {
  fixtures
  run bash -c $'seq 200000 > s2; grep -b \'^150000$\' s2'
  check $'938888:150000' 0
}

@test "grep many files" {
  fixtures
  run bash -c $'for i in $(seq 50); do echo "line $i" > f$i; done; grep -c \'line 4\' f*'
  check $'f1:0\nf10:0\nf11:0\nf12:0\nf13:0\nf14:0\nf15:0\nf16:0\nf17:0\nf18:0\nf19:0\nf2:0\nf20:0\nf21:0\nf22:0\nf23:0\nf24:0\nf25:0\nf26:0\nf27:0\nf28:0\nf29:0\nf3:0\nf30:0\nf31:0\nf32:0\nf33:0\nf34:0\nf35:0\nf36:0\nf37:0\nf38:0\nf39:0\nf4:1\nf40:1\nf41:1\nf42:1\nf43:1\nf44:1\nf45:1\nf46:1\nf47:1\nf48:1\nf49:1\nf5:0\nf50:0\nf6:0\nf7:0\nf8:0\nf9:0' 0
}

@test "grep many files with -l" {
  fixtures
  run bash -c $'for i in $(seq 50); do echo "line $i" > f$i; done; grep -l \'5$\' f*'
  check $'f15\nf25\nf35\nf45\nf5' 0
}

@test "grep -z NUL-separated lines (GNU)" {
  fixtures
  run bash -c $'printf \'one\\0two\\0three\' | grep -z t | od -An -c'
  check $'   t   w   o  \\0   t   h   r   e   e  \\0' 0
}

@test "grep -z: newline is an ordinary character" {
  fixtures
  run bash -c $'printf \'a\\nb\\0c\\0\' | grep -z \'a.b\' | od -An -c'
  check $'   a  \\n   b  \\0' 0
}

@test "grep -z with -c" {
  fixtures
  run bash -c $'printf \'a\\0b\\0a\' | grep -zc a'
  check $'2' 0
}

@test "grep -Z prints NUL after names (GNU)" {
  fixtures
  run bash -c $'grep -Z -l o t1 t2 | od -An -c'
  check $'   t   1  \\0   t   2  \\0' 0
}

@test "grep -Z with -n" {
  fixtures
  run bash -c $'grep -Z -n -H abc t1 | od -An -c'
  check $'   t   1  \\0   4   :   a   b   c  \\n' 0
}

@test "grep -Z with -c" {
  fixtures
  run bash -c $'grep -Z -c abc t1 t2 | od -An -c'
  check $'   t   1  \\0   1  \\n   t   2  \\0   0  \\n' 0
}

@test "grep --null is -Z" {
  fixtures
  run bash -c $'grep --null -L zzz t1 | od -An -c'
  check $'   t   1  \\0' 0
}

@test "grep --null-data is -z" {
  fixtures
  run bash -c $'printf \'x\\0y\\0\' | grep --null-data y | od -An -c'
  check $'   y  \\0' 0
}

@test "grep --label names stdin (GNU)" {
  fixtures
  run bash -c $'grep --label=IN -H foo < t1'
  check $'IN:foo bar\nIN:foo\nIN:xyz foo_bar' 0
}

@test "grep --label with -c" {
  fixtures
  run bash -c $'grep --label=IN -c foo - t1 < t1'
  check $'IN:3\nt1:3' 0
}

@test "grep --line-buffered output is the same" {
  fixtures
  run bash -c $'grep --line-buffered o t1'
  check $'hello world\nfoo bar\nHello again\nfoo\nxyz foo_bar' 0
}

@test "grep -r recurses (GNU)" {
  fixtures
  run bash -c $'grep -r foo r | sort'
  check $'r/a/b/y.h:foo\nr/a/x.c:foo\nr/c/z.c:foo' 0
}

@test "grep -r without a file searches . without ./ (GNU)" {
  fixtures
  run bash -c $'cd r; grep -r foo | sort'
  check $'a/b/y.h:foo\na/x.c:foo\nc/z.c:foo' 0
}

@test "grep -r . names with ./" {
  fixtures
  run bash -c $'cd r; grep -r foo . | sort'
  check $'./a/b/y.h:foo\n./a/x.c:foo\n./c/z.c:foo' 0
}

@test "grep -r skips symlinks below the top (GNU)" {
  fixtures
  run bash -c $'grep -r hello r | sort'
  check $'' 0
}

@test "grep -R follows symlinks (GNU)" {
  fixtures
  run bash -c $'grep -R hello r | sort'
  check $'r/lnk:hello world' 0
}

@test "grep -r follows a symlink named on the command line (GNU)" {
  fixtures
  run bash -c $'grep -r hello r/lnk'
  check $'hello world' 0
}

@test "grep -r single file has no name (GNU)" {
  fixtures
  run bash -c $'grep -r foo r/a/x.c'
  check $'foo' 0
}

@test "grep --include (GNU)" {
  fixtures
  run bash -c $'grep -r --include=\'*.c\' foo r | sort'
  check $'r/a/x.c:foo\nr/c/z.c:foo' 0
}

@test "grep --exclude (GNU)" {
  fixtures
  run bash -c $'grep -r --exclude=\'*.c\' foo r | sort'
  check $'r/a/b/y.h:foo' 0
}

@test "grep --exclude applies to command-line files (GNU)" {
  fixtures
  run bash -c $'grep --exclude=\'t1\' o t1 t2'
  check $'t2:one\nt2:two' 0
}

@test "grep --exclude-dir (GNU)" {
  fixtures
  run bash -c $'grep -r --exclude-dir=b foo r | sort'
  check $'r/a/x.c:foo\nr/c/z.c:foo' 0
}

@test "grep several --include" {
  fixtures
  run bash -c $'grep -r --include=\'*.c\' --include=\'*.h\' foo r | sort'
  check $'r/a/b/y.h:foo\nr/a/x.c:foo\nr/c/z.c:foo' 0
}

@test "grep -rl" {
  fixtures
  run bash -c $'grep -rl foo r | sort'
  check $'r/a/b/y.h\nr/a/x.c\nr/c/z.c' 0
}

@test "grep -rc" {
  fixtures
  run bash -c $'grep -rc foo r/a | sort'
  check $'r/a/b/y.h:1\nr/a/x.c:1' 0
}

@test "grep -rh" {
  fixtures
  run bash -c $'grep -rh foo r'
  check $'foo\nfoo\nfoo' 0
}

@test "grep directory without -r is an error (GNU)" {
  fixtures
  run bash -c $'grep foo r'
  check $'grep: r: Is a directory' 2
}

@test "grep directory without -r with -s" {
  fixtures
  run bash -c $'grep -s foo r t1'
  check $'t1:foo bar\nt1:foo\nt1:xyz foo_bar' 2
}

@test "grep --color=always highlights (GNU defaults)" {
  fixtures
  run bash -c $'grep --color=always -n -H o t2 | od -An -c'
  check $' 033   [   3   5   m 033   [   K   t   2 033   [   m 033   [   K\n 033   [   3   6   m 033   [   K   : 033   [   m 033   [   K 033\n   [   3   2   m 033   [   K   1 033   [   m 033   [   K 033   [\n   3   6   m 033   [   K   : 033   [   m 033   [   K 033   [   0\n   1   ;   3   1   m 033   [   K   o 033   [   m 033   [   K   n\n   e  \\n 033   [   3   5   m 033   [   K   t   2 033   [   m 033\n   [   K 033   [   3   6   m 033   [   K   : 033   [   m 033   [\n   K 033   [   3   2   m 033   [   K   2 033   [   m 033   [   K\n 033   [   3   6   m 033   [   K   : 033   [   m 033   [   K   t\n   w 033   [   0   1   ;   3   1   m 033   [   K   o 033   [   m\n 033   [   K  \\n' 0
}

@test "grep --color=always with -o" {
  fixtures
  run bash -c $'grep --color=always -o foo t1 | od -An -c'
  check $' 033   [   0   1   ;   3   1   m 033   [   K   f   o   o 033   [\n   m 033   [   K  \\n 033   [   0   1   ;   3   1   m 033   [   K\n   f   o   o 033   [   m 033   [   K  \\n 033   [   0   1   ;   3\n   1   m 033   [   K   f   o   o 033   [   m 033   [   K  \\n' 0
}

@test "grep --color=always with context separators" {
  fixtures
  run bash -c $'grep --color=always -A1 -e 5 -e 9 s30 | od -An -c'
  check $' 033   [   0   1   ;   3   1   m 033   [   K   5 033   [   m 033\n   [   K  \\n   6  \\n 033   [   3   6   m 033   [   K   -   - 033\n   [   m 033   [   K  \\n 033   [   0   1   ;   3   1   m 033   [\n   K   9 033   [   m 033   [   K  \\n   1   0  \\n 033   [   3   6\n   m 033   [   K   -   - 033   [   m 033   [   K  \\n   1 033   [\n   0   1   ;   3   1   m 033   [   K   5 033   [   m 033   [   K\n  \\n   1   6  \\n 033   [   3   6   m 033   [   K   -   - 033   [\n   m 033   [   K  \\n   1 033   [   0   1   ;   3   1   m 033   [\n   K   9 033   [   m 033   [   K  \\n   2   0  \\n 033   [   3   6\n   m 033   [   K   -   - 033   [   m 033   [   K  \\n   2 033   [\n   0   1   ;   3   1   m 033   [   K   5 033   [   m 033   [   K\n  \\n   2   6  \\n 033   [   3   6   m 033   [   K   -   - 033   [\n   m 033   [   K  \\n   2 033   [   0   1   ;   3   1   m 033   [\n   K   9 033   [   m 033   [   K  \\n   3   0  \\n' 0
}

@test "grep --color=always -v colors matches in context (GNU)" {
  fixtures
  run bash -c $'printf \'a\\nfoo\\n\' | grep --color=always -v -A1 a | od -An -c'
  check $'   f   o   o  \\n' 0
}

@test "grep --color=never" {
  fixtures
  run bash -c $'grep --color=never foo t1'
  check $'foo bar\nfoo\nxyz foo_bar' 0
}

@test "grep --color=auto to a pipe is plain" {
  fixtures
  run bash -c $'grep --color=auto foo t1'
  check $'foo bar\nfoo\nxyz foo_bar' 0
}

@test "grep --color=always -c" {
  fixtures
  run bash -c $'grep --color=always -c foo t1 t2 | od -An -c'
  check $' 033   [   3   5   m 033   [   K   t   1 033   [   m 033   [   K\n 033   [   3   6   m 033   [   K   : 033   [   m 033   [   K   3\n  \\n 033   [   3   5   m 033   [   K   t   2 033   [   m 033   [\n   K 033   [   3   6   m 033   [   K   : 033   [   m 033   [   K\n   0  \\n' 0
}

@test "grep --color=always -l" {
  fixtures
  run bash -c $'grep --color=always -l foo t1 | od -An -c'
  check $' 033   [   3   5   m 033   [   K   t   1 033   [   m 033   [   K\n  \\n' 0
}

@test "grep --colour spelling" {
  fixtures
  run bash -c $'grep --colour=always abc t1 | od -An -c'
  check $' 033   [   0   1   ;   3   1   m 033   [   K   a   b   c 033   [\n   m 033   [   K  \\n' 0
}

@test "grep -A bad number exits 2" {
  fixtures
  run bash -c $'grep -A x foo t1 2>/dev/null'
  check $'' 2
}

@test "grep unknown option exits 2 (GNU)" {
  fixtures
  run bash -c $'grep --nosuch foo t1 2>/dev/null'
  check $'' 2
}

@test "grep no pattern exits 2 (GNU)" {
  fixtures
  run bash -c $'grep 2>/dev/null'
  check $'' 2
}

@test "grep write error exits 2" {
  fixtures
  run bash -c $'grep foo t1 > /dev/full'
  check $'grep: write error: No space left on device' 2
}

@test "grep long options" {
  fixtures
  run bash -c $'grep --ignore-case --line-number --count HELLO t1'
  check $'2' 0
}

@test "grep --regexp and --file" {
  fixtures
  run bash -c $'printf \'abc\\n\' > pf; grep --regexp=one --file=pf t1 t2'
  check $'t1:abc\nt2:one' 0
}

@test "grep --invert-match --max-count" {
  fixtures
  run bash -c $'grep --invert-match --max-count=2 foo t1'
  check $'hello world\nHello again' 0
}

@test "grep --files-with-matches --files-without-match" {
  fixtures
  run bash -c $'grep --files-with-matches foo t1 t2; grep --files-without-match foo t1 t2'
  check $'t1\nt2' 0
}

@test "grep --only-matching --byte-offset" {
  fixtures
  run bash -c $'grep --only-matching --byte-offset foo t1'
  check $'12:foo\n36:foo\n45:foo' 0
}

@test "grep --word-regexp --line-regexp" {
  fixtures
  run bash -c $'grep --word-regexp foo t1; grep --line-regexp abc t1'
  check $'foo bar\nfoo\nabc' 0
}

@test "grep --after-context --before-context --context" {
  fixtures
  run bash -c $'grep --after-context=1 --before-context=1 15 s30; grep --context=1 25 s30'
  check $'14\n15\n16\n24\n25\n26' 0
}

@test "grep --with-filename --no-filename" {
  fixtures
  run bash -c $'grep --with-filename abc t1; grep --no-filename abc t1 t2'
  check $'t1:abc\nabc' 0
}

@test "grep --fixed-strings --extended-regexp --basic-regexp" {
  fixtures
  run bash -c $'grep --fixed-strings \'o b\' t1; grep --extended-regexp \'l+o\' t1; grep --basic-regexp \'l\\{2\\}\' t1'
  check $'foo bar\nhello world\nHello again\nhello world\nHello again' 0
}

@test "grep --recursive --dereference-recursive" {
  fixtures
  run bash -c $'grep --recursive foo r/a | sort; grep --dereference-recursive hello r | sort'
  check $'r/a/b/y.h:foo\nr/a/x.c:foo\nr/lnk:hello world' 0
}

@test "grep --text" {
  fixtures
  run bash -c $'grep --text -c foo bin'
  check $'1' 0
}

@test "grep --quiet --silent --no-messages" {
  fixtures
  run bash -c $'grep --quiet foo t1; grep --silent foo t1; grep --no-messages foo nonexist'
  check $'' 2
}

@test "grep -- ends options" {
  fixtures
  run bash -c $'grep -- -x dash'
  check $'-x' 0
}

@test "grep pattern starting with - via -e" {
  fixtures
  run bash -c $'grep -e -x dash'
  check $'-x' 0
}

@test "grep set run: bracket between letters" {
  fixtures
  run bash -c $'printf \'a1b\\na12b\\naxb\\n\' | grep \'a[0-9]b\''
  check $'a1b' 0
}

@test "grep set run: one or more" {
  fixtures
  run bash -c $'printf \'a1b\\na12b\\naxb\\nab\\n\' | grep -E \'a[0-9]+b\''
  check $'a1b\na12b' 0
}

@test "grep set run: -i bracket" {
  fixtures
  run bash -c $'printf \'XAy\\nxby\\nxcy\\n\' | grep -i \'x[ab]y\''
  check $'XAy\nxby' 0
}

@test "grep set run: negated bracket in the C locale" {
  fixtures
  run bash -c $'printf \'xay\\nxby\\nx\\n\' | LC_ALL=C grep \'x[^a]y\''
  check $'xby' 0
}

@test "grep set run: negated bracket matches a UTF-8 character" {
  fixtures
  run bash -c $'printf \'x\\303\\251y\\nxay\\n\' | grep \'x[^a]y\''
  check $'x\xc3\xa9y' 0
}

@test "grep set run: dot in the C locale" {
  fixtures
  run bash -c $'printf \'xay\\nxy\\nx\\377y\\n\' | LC_ALL=C grep -c \'x.y\''
  check $'2' 0
}

@test "grep set run: dot matches a UTF-8 character" {
  fixtures
  run bash -c $'printf \'x\\303\\251y\\nxy\\n\' | grep \'x.y\''
  check $'x\xc3\xa9y' 0
}

@test "grep set run: class matches a UTF-8 letter" {
  fixtures
  run bash -c $'printf \'x\\303\\211y\\nxAy\\nx1y\\n\' | grep \'x[[:upper:]]y\''
  check $'x\xc3\x89y\nxAy' 0
}

@test "grep set run: digit class" {
  fixtures
  run bash -c $'printf \'v1.2\\nv1x2\\n\' | grep \'v[[:digit:]]\\.[[:digit:]]\''
  check $'v1.2' 0
}

@test "grep set run: bracket made optional" {
  fixtures
  run bash -c $'printf \'ab\\nb\\n\' | grep -c \'a[0-9]*b\''
  check $'1' 0
}

@test "grep set run: -w" {
  fixtures
  run bash -c $'printf \'a1b c\\na1bc\\n\' | grep -w \'a[0-9]b\''
  check $'a1b c' 0
}

@test "grep set run: -o" {
  fixtures
  run bash -c $'printf \'xa1b a2b\\n\' | grep -o \'a[0-9]b\''
  check $'a1b\na2b' 0
}

@test "grep set run: bracket with a range and a dash" {
  fixtures
  run bash -c $'printf \'x-y\\nxzy\\nxqy\\n\' | grep \'x[a-f-]y\''
  check $'x-y' 0
}

@test "grep set run: bracket holding a newline class does not join lines" {
  fixtures
  run bash -c $'printf \'a\\nb\\n\' | grep -c \'a[[:space:]]b\''
  check $'0' 1
}

@test "grep large output" {
  fixtures
  run bash -c $'seq 300000 | grep 1 | tail -2; seq 300000 | grep -c 1; seq 300000 | grep 1 | wc -c'
  check $'299981\n299991\n181902\n1228633' 0
}

@test "grep -o with -v prints nothing (GNU)" {
  fixtures
  run bash -c $'grep -o -v foo t1'
  check $'' 0
}

@test "grep --color=always -i" {
  fixtures
  run bash -c $'echo \'Foo fOO\' | grep --color=always -i foo | od -An -c'
  check $' 033   [   0   1   ;   3   1   m 033   [   K   F   o   o 033   [\n   m 033   [   K     033   [   0   1   ;   3   1   m 033   [   K\n   f   O   O 033   [   m 033   [   K  \\n' 0
}

@test "grep --color=always -w highlights only words" {
  fixtures
  run bash -c $'echo \'foobar foo\' | grep --color=always -w foo | od -An -c'
  check $'   f   o   o   b   a   r     033   [   0   1   ;   3   1   m 033\n   [   K   f   o   o 033   [   m 033   [   K  \\n' 0
}

@test "grep --color=always -b -H" {
  fixtures
  run bash -c $'grep --color=always -b -H abc t1 | od -An -c'
  check $' 033   [   3   5   m 033   [   K   t   1 033   [   m 033   [   K\n 033   [   3   6   m 033   [   K   : 033   [   m 033   [   K 033\n   [   3   2   m 033   [   K   3   2 033   [   m 033   [   K 033\n   [   3   6   m 033   [   K   : 033   [   m 033   [   K 033   [\n   0   1   ;   3   1   m 033   [   K   a   b   c 033   [   m 033\n   [   K  \\n' 0
}

@test "grep -L -Z" {
  fixtures
  run bash -c $'grep -L -Z zzz t1 t2 | od -An -c'
  check $'   t   1  \\0   t   2  \\0' 0
}

@test "grep -hc" {
  fixtures
  run bash -c $'grep -hc o t1 t2'
  check $'5\n2' 0
}

@test "grep -x with several fixed strings" {
  fixtures
  run bash -c $'printf \'ab\\nabc\\nb\\n\' | grep -Fx -e ab -e b'
  check $'ab\nb' 0
}

@test "grep -x several regexes" {
  fixtures
  run bash -c $'printf \'ab\\nabc\\nb\\n\' | grep -x -e \'a.\' -e \'b\''
  check $'ab\nb' 0
}

@test "grep -v -n with context" {
  fixtures
  run bash -c $'grep -v -n -A1 \'[0-8]\' s30'
  check $'9:9\n10-10' 0
}

@test "grep -c -v with -m" {
  fixtures
  run bash -c $'grep -c -v -m3 5 s30'
  check $'3' 0
}

@test "grep --exclude-dir on the command line (GNU)" {
  fixtures
  run bash -c $'grep -r --exclude-dir=r foo r | sort'
  check $'' 0
}

@test "grep --include does not filter command-line files (GNU)" {
  fixtures
  run bash -c $'grep --include=\'*.c\' o t1'
  check $'' 1
}

@test "grep -r on a file symlink named on the command line" {
  fixtures
  run bash -c $'grep -r -H hello r/lnk'
  check $'r/lnk:hello world' 0
}

@test "grep -R with a directory symlink loop is survived" {
  fixtures
  run bash -c $'mkdir -p loop; ln -s .. loop/up; echo x > loop/f; grep -R -c x loop 2>/dev/null | sort | head -3'
  check $'loop/f:1\nloop/up/bin:0\nloop/up/crlf:0' 0
}

@test "grep -A with -m and -c prints only the count" {
  fixtures
  run bash -c $'grep -c -m1 -A3 5 s30'
  check $'1' 0
}

@test "grep -i with several fixed strings and -o" {
  fixtures
  run bash -c $'echo \'ABcd abCD\' | grep -oiF -e abc -e cd'
  check $'ABc\nabC' 0
}

@test "grep -w with a fixed string next to underscores" {
  fixtures
  run bash -c $'printf \'foo_x\\nfoo-x\\n\' | grep -Fw foo'
  check $'foo-x' 0
}

@test "grep -F -w retries a later copy (GNU)" {
  fixtures
  run bash -c $'echo \'foox foo\' | grep -Fwo foo'
  check $'foo' 0
}

@test "grep -e pattern with a trailing backslash is an error" {
  fixtures
  run bash -c $'grep \'a\\\' t1 2>/dev/null'
  check $'' 2
}

@test "grep backslash escapes a special char in ERE" {
  fixtures
  run bash -c $'printf \'a+b\\naab\\n\' | grep -E \'a\\+b\''
  check $'a+b' 0
}

@test "grep BRE + and ? are literal (POSIX)" {
  fixtures
  run bash -c $'printf \'a+b\\naab\\na?\\n\' | grep -e \'a+b\' -e \'a?\''
  check $'a+b\na?' 0
}

@test "grep ERE anchors inside groups" {
  fixtures
  run bash -c $'printf \'ab\\nxab\\n\' | grep -E \'(^a)b\''
  check $'ab' 0
}

@test "grep start of word at the start" {
  fixtures
  run bash -c $'printf \'foo\\nxfoo\\n\' | grep \'\\<foo\''
  check $'foo' 0
}

@test "grep \| with anchors in BRE" {
  fixtures
  run bash -c $'printf \'ab\\nxb\\nbx\\n\' | grep \'^a\\|x$\''
  check $'ab\nbx' 0
}

@test "grep max count with several files" {
  fixtures
  run bash -c $'grep -m1 o t1 t2'
  check $'t1:hello world\nt2:one' 0
}

@test "grep -l with -v" {
  fixtures
  run bash -c $'grep -lv foo t1 t2'
  check $'t1\nt2' 0
}

@test "grep -q with -v" {
  fixtures
  run bash -c $'grep -qv foo t1'
  check $'' 0
}

@test "grep empty input with -c -v" {
  fixtures
  run bash -c $'printf \'\' | grep -cv x'
  check $'0' 1
}

@test "grep line of only a CR" {
  fixtures
  run bash -c $'printf \'\\r\\n\' | grep -c \'^.$\''
  check $'1' 0
}

@test "grep NUL in the middle of a line with -a" {
  fixtures
  run bash -c $'printf \'a\\0b\\n\' | grep -a \'b$\' | od -An -c'
  check $'   a  \\0   b  \\n' 0
}

@test "grep --line-buffered with -c" {
  fixtures
  run bash -c $'grep --line-buffered -c o t1'
  check $'5' 0
}

@test "grep -z -o" {
  fixtures
  run bash -c $'printf \'foo bar\\0baz foo\\0\' | grep -zo \'foo\' | od -An -c'
  check $'   f   o   o  \\0   f   o   o  \\0' 0
}

@test "grep -z -n -c" {
  fixtures
  run bash -c $'printf \'a\\0b\\0a\\0\' | grep -zn a | od -An -c'
  check $'   1   :   a  \\0   3   :   a  \\0' 0
}

@test "grep -w tries a shorter match at the same start (GNU)" {
  fixtures
  run bash -c $'echo \'a bc_\' | grep -ow \'a[a-z ]*\''
  check $'a' 0
}

@test "grep -w shorter match then a later one" {
  fixtures
  run bash -c $'echo \'abb_ ab\' | grep -ow \'ab*\''
  check $'ab' 0
}

@test "grep -w class star picks the later word" {
  fixtures
  run bash -c $'echo \'ab_ cd\' | grep -ow \'[a-z]*\''
  check $'cd' 0
}

@test "grep GREP_COLORS sets the colors (GNU)" {
  fixtures
  run bash -c $'GREP_COLORS=\'ms=04;32:fn=33:se=35:ln=36\' grep --color=always -Hn foo t1 | od -An -c'
  check $' 033   [   3   3   m 033   [   K   t   1 033   [   m 033   [   K\n 033   [   3   5   m 033   [   K   : 033   [   m 033   [   K 033\n   [   3   6   m 033   [   K   2 033   [   m 033   [   K 033   [\n   3   5   m 033   [   K   : 033   [   m 033   [   K 033   [   0\n   4   ;   3   2   m 033   [   K   f   o   o 033   [   m 033   [\n   K       b   a   r  \\n 033   [   3   3   m 033   [   K   t   1\n 033   [   m 033   [   K 033   [   3   5   m 033   [   K   : 033\n   [   m 033   [   K 033   [   3   6   m 033   [   K   5 033   [\n   m 033   [   K 033   [   3   5   m 033   [   K   : 033   [   m\n 033   [   K 033   [   0   4   ;   3   2   m 033   [   K   f   o\n   o 033   [   m 033   [   K  \\n 033   [   3   3   m 033   [   K\n   t   1 033   [   m 033   [   K 033   [   3   5   m 033   [   K\n   : 033   [   m 033   [   K 033   [   3   6   m 033   [   K   7\n 033   [   m 033   [   K 033   [   3   5   m 033   [   K   : 033\n   [   m 033   [   K   x   y   z     033   [   0   4   ;   3   2\n   m 033   [   K   f   o   o 033   [   m 033   [   K   _   b   a\n   r  \\n' 0
}

@test "grep GREP_COLORS mt= sets both match colors (GNU)" {
  fixtures
  run bash -c $'GREP_COLORS=\'mt=01;34\' grep --color=always foo t1 | od -An -c'
  check $' 033   [   0   1   ;   3   4   m 033   [   K   f   o   o 033   [\n   m 033   [   K       b   a   r  \\n 033   [   0   1   ;   3   4\n   m 033   [   K   f   o   o 033   [   m 033   [   K  \\n   x   y\n   z     033   [   0   1   ;   3   4   m 033   [   K   f   o   o\n 033   [   m 033   [   K   _   b   a   r  \\n' 0
}

@test "grep GREP_COLORS ne drops the erase to end of line (GNU)" {
  fixtures
  run bash -c $'GREP_COLORS=\'ne\' grep --color=always -n foo t1 | od -An -c'
  check $' 033   [   3   2   m   2 033   [   m 033   [   3   6   m   : 033\n   [   m 033   [   0   1   ;   3   1   m   f   o   o 033   [   m\n       b   a   r  \\n 033   [   3   2   m   5 033   [   m 033   [\n   3   6   m   : 033   [   m 033   [   0   1   ;   3   1   m   f\n   o   o 033   [   m  \\n 033   [   3   2   m   7 033   [   m 033\n   [   3   6   m   : 033   [   m   x   y   z     033   [   0   1\n   ;   3   1   m   f   o   o 033   [   m   _   b   a   r  \\n' 0
}

@test "grep GREP_COLORS mc colors matches in context lines (GNU)" {
  fixtures
  run bash -c $'GREP_COLORS=\'mc=01;33\' grep --color=always -v -A1 abc t1 | od -An -c'
  check $'   h   e   l   l   o       w   o   r   l   d  \\n   f   o   o    \n   b   a   r  \\n   H   e   l   l   o       a   g   a   i   n  \\n\n 033   [   0   1   ;   3   3   m 033   [   K   a   b   c 033   [\n   m 033   [   K  \\n   f   o   o  \\n  \\n   x   y   z       f   o\n   o   _   b   a   r  \\n' 0
}

@test "grep GREP_COLORS empty color is plain (GNU)" {
  fixtures
  run bash -c $'GREP_COLORS=\'fn=:bn=7\' grep --color=always -bH abc t1 | od -An -c'
  check $'   t   1 033   [   3   6   m 033   [   K   : 033   [   m 033   [\n   K 033   [   7   m 033   [   K   3   2 033   [   m 033   [   K\n 033   [   3   6   m 033   [   K   : 033   [   m 033   [   K 033\n   [   0   1   ;   3   1   m 033   [   K   a   b   c 033   [   m\n 033   [   K  \\n' 0
}

@test "grep -o -v prints the matches of context lines (GNU)" {
  fixtures
  run bash -c $'printf \'xa\\nb\\nya\\n\' | grep -o -v -A1 b'
  check $'b' 0
}

@test "grep -o context lines join groups (GNU)" {
  fixtures
  run bash -c $'grep -o -B2 -e 5 -e 9 s30'
  check $'5\n--\n9\n--\n5\n--\n9\n--\n5\n--\n9' 0
}

@test "grep -o -m drops the trailing context (GNU)" {
  fixtures
  run bash -c $'grep -o -m1 -A2 1 s30'
  check $'1' 0
}

@test "grep -o \< after an earlier match sees the character before (GNU)" {
  fixtures
  run bash -c $'echo \'ab abc\' | grep -o \'\\<[a-c]\''
  check $'a\na' 0
}

@test "grep -o \b between matches" {
  fixtures
  run bash -c $'echo \'aaa a\' | grep -o \'\\ba\''
  check $'a\na' 0
}

# Written by hand (GNU grep 3.8 gives the same)

@test "grep unreadable file: message, exit 2, other files still searched" {
  not_root
  fixtures
  touch nr
  chmod 000 nr
  run grep foo nr t1
  check $'grep: nr: Permission denied\nt1:foo bar\nt1:foo\nt1:xyz foo_bar' 2
}

@test "grep unreadable file with -s: no message, still exit 2" {
  not_root
  fixtures
  touch nr
  chmod 000 nr
  run grep -s -c foo nr t1
  check 't1:3' 2
}

# -T: a tab before the text when there is a prefix; numbers padded to the
# digits of the file's size (19 for a pipe). Outputs from GNU grep 3.8.
@test "grep -T without a prefix changes nothing" {
  printf 'a\tfoo\nfoo\n' > t
  run bash -c 'grep -T foo t | od -An -c'
  check '   a  \t   f   o   o  \n   f   o   o  \n' 0
}
@test "grep -T -n -H pads to the file size's digits" {
  printf 'a\tfoo\nfoo\n' > t; printf 'foo\n' > s4
  run bash -c 'grep -T -n foo s4 t | cat -A'
  check $'s4:1:^Ifoo$\nt: 1:^Ia^Ifoo$\nt: 2:^Ifoo$' 0
}
@test "grep -T -n -b, -H alone" {
  seq 1 12 | sed 's/$/ foo/' > m
  run bash -c 'grep -T -n -b -E "^(1|10) " m | cat -A; grep -T -H "^2 " m | cat -A'
  check $' 1: 0:^I1 foo$\n10:54:^I10 foo$\nm:^I2 foo$' 0
}
@test "grep -T context lines, -Z, -o" {
  printf 'foo\nbar\nfoo bar\n' > a
  run bash -c 'grep -T -n -C1 -H "^bar" a | cat -A; grep -T -Z -H -n -o "o b" a | cat -A'
  check $'a- 1-^Ifoo$\na: 2:^Ibar$\na- 3-^Ifoo bar$\na^@ 3:^Io b$' 0
}
@test "grep -T on a pipe: width 19" {
  run bash -c 'printf "x\nfoo\n" | grep --initial-tab -n foo | cat -A'
  check $'                  2:^Ifoo$' 0
}
@test "grep -T -c and -l: no tab" {
  printf 'foo\n' > s4
  run bash -c 'grep -T -c -H foo s4; grep -T -l foo s4'
  check $'s4:1\ns4' 0
}

@test "grep: an unmatched [ or [[ at the pattern's end is an error, status 2 (fuzz: read past the end)" {
  local p
  for p in 'a[[' '3.3i[[' 'a[' '[[:'; do
    # (GNU's status; the message's end is the C library's regerror())
    run grep -E "$p" /dev/null
    [ "$status" = 2 ]
    [[ "$output" == "grep: bad regex '$p': "?* ]]
    run grep "$p" /dev/null
    [ "$status" = 2 ]
    [[ "$output" == "grep: bad regex '$p': "?* ]]
  done
}
