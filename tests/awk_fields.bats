#!/usr/bin/env bats
# awk's gawk extensions for fields: FIELDWIDTHS, FPAT, patsplit, PROCINFO["FS"],
# and hex and octal constants in the program. Expected outputs from gawk 5
# (LC_ALL=C.UTF-8 unless a test says C); error messages are gawk's with our
# name ("awk: ..." for "gawk: cmd. line:1: fatal: ...").

load helper

# tf INPUT ARGS...: run awk ARGS with INPUT (printf %b) on stdin
tf()
{
  local in=$1
  shift
  run bash -c 'printf "%b" "$0" | awk "$@"' "$in" "$@"
}

# the fields and NF of each record
SHOW='{printf "%d", NF; for (i = 1; i <= NF; i++) printf " [%s]", $i; print ""}'

@test "awk FIELDWIDTHS: widths" {
  tf 'abcdefghij\n' 'BEGIN{FIELDWIDTHS="2 3 1"}'"$SHOW"
  check '3 [ab] [cde] [f]' 0
}

@test "awk FIELDWIDTHS: skip:width and a final * for the rest" {
  tf 'abcdefghij\nabc\n' 'BEGIN{FIELDWIDTHS="2 3:2 *"}'"$SHOW"
  check $'3 [ab] [fg] [hij]\n2 [ab] []' 0
}

@test "awk FIELDWIDTHS: a short record has only the fields it reaches" {
  tf 'abcdefghij\nabc\nabcd\n\n' 'BEGIN{FIELDWIDTHS="2 3 4"}'"$SHOW"'{print "[" $3 "]"}'
  check $'3 [ab] [cde] [fghi]\n[fghi]\n2 [ab] [c]\n[]\n2 [ab] [cd]\n[]\n0\n[]' 0
}

@test "awk FIELDWIDTHS: a field whose skip passes the end is empty" {
  tf 'abcd\nab\n' 'BEGIN{FIELDWIDTHS="5:2 2"}'"$SHOW"';BEGIN{x = 1}{FIELDWIDTHS="1 2:*"}'
  check $'1 []\n2 [a] []' 0
}

@test "awk FIELDWIDTHS: * alone, 1:*, blanks and tabs between, + and leading 0" {
  tf 'abcd\n' '{print NF, $1; FIELDWIDTHS = FIELDWIDTHS == "*" ? "1:*" : "\t+1 \t 02  "; $0 = $0; print NF, $1, $2}' FIELDWIDTHS='*'
  check $'1 abcd\n1 bcd ' 0
}

@test "awk FIELDWIDTHS: empty or blank value gives no fields" {
  tf 'abcd\n' -v 'FIELDWIDTHS=  ' '{print NF "[" $1 "]" PROCINFO["FS"]}'
  check '0[]FIELDWIDTHS' 0
}

@test "awk FIELDWIDTHS: counts characters in a UTF-8 locale" {
  tf 'h\303\251llo w\303\266rld\nh\351llo\n' 'BEGIN{FIELDWIDTHS="2 3 *"}'"$SHOW"
  check $'3 [h\303\251] [llo] [ w\303\266rld]\n2 [h\351] [llo]' 0
}

@test "awk FIELDWIDTHS: counts bytes in the C locale" {
  run bash -c 'printf "h\303\251llo\n" | LC_ALL=C awk "BEGIN{FIELDWIDTHS=\"2 3 *\"}$0"' "$SHOW"
  check $'3 [h\303] [\251ll] [o]' 0
}

@test "awk FIELDWIDTHS: paragraph mode keeps newlines in fields" {
  tf 'a\nbcd\n\nefg\n' 'BEGIN{RS=""; FIELDWIDTHS="2 2 2"}'"$SHOW"
  check $'3 [a\n] [bc] [d]\n2 [ef] [g]' 0
}

@test "awk FIELDWIDTHS: set in a rule, splits from the next record" {
  tf 'abcd\nef gh\n' '{FIELDWIDTHS="1 1"; print $1, NF}'
  check $'abcd 1\ne 2' 0
}

@test "awk FIELDWIDTHS: setting FS switches back, from the next record" {
  tf 'ab:cd\nef:gh\n' 'BEGIN{FIELDWIDTHS="1 1"} NR==1{FS=":"; print $1, NF, PROCINFO["FS"]} NR==2{print $1, NF, PROCINFO["FS"]}'
  check $'a 2 FS\nef 2 FS' 0
}

@test "awk FIELDWIDTHS: FS = FS switches back too" {
  tf 'ab:cd\n' 'BEGIN{FIELDWIDTHS="1 1"; FS=FS}{print $1}'
  check 'ab:cd' 0
}

@test "awk FIELDWIDTHS: PROCINFO[\"FS\"] follows the last of FS, FIELDWIDTHS, FPAT set" {
  run awk 'BEGIN{print PROCINFO["FS"]; FIELDWIDTHS="1 1"; print PROCINFO["FS"]; FPAT="[a-z]"; print PROCINFO["FS"]; FS=","; print PROCINFO["FS"]}'
  check $'FS\nFIELDWIDTHS\nFPAT\nFS' 0
}

@test "awk FIELDWIDTHS: from -v, after -F, and as a file operand" {
  tf 'ab:cd\n' -F: -v FIELDWIDTHS="1 1" '{print $1, NF, PROCINFO["FS"]}' - FIELDWIDTHS="2 *" -
  check 'a 2 FIELDWIDTHS' 0
  tf 'ab:cd\n' '{print $1, $2, NF, PROCINFO["FS"]}' FIELDWIDTHS="3 *" -
  check 'ab: cd 2 FIELDWIDTHS' 0
}

@test "awk FIELDWIDTHS: assigning a field or NF rebuilds \$0 with OFS" {
  tf 'ab:cd\n' 'BEGIN{FIELDWIDTHS="1 1"}{$3="x"; print; print NF; NF=1; print; $0="xyz"; print $2, NF; OFS="-"; $1=$1; print}'
  check $'a b x\n3\na\ny 2\nx-y' 0
}

@test "awk FIELDWIDTHS: split() still uses FS" {
  tf 'ab cd\n' 'BEGIN{FIELDWIDTHS="1 1"}{n=split($0, a); print n, a[2], $2}'
  check '2 cd b' 0
}

@test "awk FIELDWIDTHS: the value stays as it was assigned" {
  tf 'ab\n' 'BEGIN{FIELDWIDTHS="1 1"; x = FIELDWIDTHS; FIELDWIDTHS=12; print FIELDWIDTHS+1, x}{print $1}'
  check $'13 1 1\nab' 0
}

@test "awk FIELDWIDTHS: not a number" {
  run awk 'BEGIN{FIELDWIDTHS="2 x"}'
  check "awk: invalid FIELDWIDTHS value, for field 2, near \`x'" 2
}

@test "awk FIELDWIDTHS: zero, negative, or too large a width" {
  run awk 'BEGIN{FIELDWIDTHS="0 1"}'
  check "awk: invalid FIELDWIDTHS value, for field 1, near \`0 1'" 2
  run awk 'BEGIN{FIELDWIDTHS="1 -1"}'
  check "awk: invalid FIELDWIDTHS value, for field 2, near \`-1'" 2
  run awk 'BEGIN{FIELDWIDTHS="1 1:0"}'
  check "awk: invalid FIELDWIDTHS value, for field 2, near \`0'" 2
  run awk 'BEGIN{FIELDWIDTHS="99999999999999999999"}'
  check "awk: invalid FIELDWIDTHS value, for field 1, near \`99999999999999999999'" 2
}

@test "awk FIELDWIDTHS: bad skip:width forms" {
  run awk 'BEGIN{FIELDWIDTHS="1:"}'
  check "awk: invalid FIELDWIDTHS value, for field 1, near \`'" 2
  run awk 'BEGIN{FIELDWIDTHS="1 :1"}'
  check "awk: invalid FIELDWIDTHS value, for field 2, near \`:1'" 2
  run awk 'BEGIN{FIELDWIDTHS="1: 1"}'
  check "awk: invalid FIELDWIDTHS value, for field 1, near \` 1'" 2
  run awk 'BEGIN{FIELDWIDTHS="1 1:2:3"}'
  check "awk: invalid FIELDWIDTHS value, for field 2, near \`2:3'" 2
  run awk 'BEGIN{FIELDWIDTHS="3*"}'
  check "awk: invalid FIELDWIDTHS value, for field 1, near \`3*'" 2
}

@test "awk FIELDWIDTHS: * must be last" {
  run awk 'BEGIN{FIELDWIDTHS="1 * 2"}'
  check "awk: \`*' must be the last designator in FIELDWIDTHS" 2
  run awk 'BEGIN{FIELDWIDTHS="1 **"}'
  check "awk: \`*' must be the last designator in FIELDWIDTHS" 2
}

@test "awk FIELDWIDTHS: a bad value from -v, output before it kept" {
  tf 'ab\n' -v FIELDWIDTHS=1x '{print}'
  check "awk: invalid FIELDWIDTHS value, for field 1, near \`1x'" 2
  tf 'ab\ncd\n' '{print; FIELDWIDTHS = "y"}'
  check $'ab\nawk: invalid FIELDWIDTHS value, for field 1, near `y\'' 2
}

@test "awk FS and RS set to numbers (a crash before)" {
  tf 'a1b2c\n3d1e\n' 'BEGIN{FS = 1; RS = 3}{print NF, $2}'
  check $'2 b2c\n\n2 e' 0
}

CSV='([^,]*)|("[^"]+")'

@test "awk FPAT: the CSV pattern, quoted commas and null fields" {
  tf 'a,b,c\na,,c\n,a,\n,,\n\na,"b,c",d\n"x"\na b\n' -v "FPAT=$CSV" "$SHOW"
  check $'3 [a] [b] [c]\n3 [a] [] [c]\n3 [] [a] []\n3 [] [] []\n0\n3 [a] ["b,c"] [d]\n1 ["x"]\n1 [a b]' 0
}

@test "awk FPAT: text between the matches is dropped" {
  tf 'ab12cd345\n12\nxx\n1x2\n' 'BEGIN{FPAT="[0-9]+"}'"$SHOW"
  check $'2 [12] [345]\n1 [12]\n0\n2 [1] [2]' 0
}

@test "awk FPAT: null matches, not right after a field" {
  tf 'ab12cd345\nxx\n\na1\n\303\251\303\2511\n' 'BEGIN{FPAT="[0-9]*"}'"$SHOW"
  check $'5 [] [] [12] [] [345]\n3 [] [] []\n0\n2 [] [1]\n3 [] [] [1]' 0
}

@test "awk FPAT: characters of a UTF-8 locale" {
  tf '\303\251,\303\274,\nd\303\251j\303\240 vu\n' 'BEGIN{FPAT="[^,]*"}'"$SHOW"'{FPAT="[[:alpha:]]"}'
  check $'3 [\303\251] [\303\274] []\n6 [d] [\303\251] [j] [\303\240] [v] [u]' 0
}

@test "awk FPAT: ^ matches where each search starts, as in gawk" {
  tf 'a,b,c\n' 'BEGIN{FS=","; FPAT="^[^,]+"}'"$SHOW"'{FPAT="^[^,]*"}'
  check '1 [a]' 0
  tf 'a,b,c\nbbab\n' 'BEGIN{FPAT="^[^,]*"}'"$SHOW"'{FPAT="^b"}'
  check $'3 [a] [b] [c]\n2 [b] [b]' 0
  run awk 'BEGIN{print patsplit("abba", a, "^"), patsplit("bbab", a, /^b/), a[1] a[2], patsplit("abba", a, "b$")}'
  check '5 2 bb 0' 0
}

@test "awk FPAT: the default value is like FS = \" \"" {
  tf ' a b\t c \n' 'BEGIN{printf "%s|", FPAT; FPAT=FPAT}'"$SHOW"
  check '[^[:space:]]+|3 [a] [b] [c]' 0
}

@test "awk FPAT: assigning fields, NF and \$0 rebuilds and resplits" {
  tf 'a,b,c\n' 'BEGIN{FPAT="[^,]+"; OFS="-"}{$2="X"; print; NF=2; print; $0="p,q"; print $2; $5="z"; print; print NF}'
  check $'a-X-c\na-X\nq\np-q---z\n5' 0
}

@test "awk FPAT: set in a rule, FS or FIELDWIDTHS set after it" {
  tf 'a,b c\nd,e f\n' 'NR==1{FPAT="[^,]+"; print NF; FS=","; print PROCINFO["FS"]} NR==2{print NF, $2}'
  check $'2\nFS\n2 e f' 0
  tf 'a,b c\nd,e f\n' '{print NF, $2, PROCINFO["FS"]; FPAT="[^,]+"; FIELDWIDTHS="2 1"}'
  check $'2 c FS\n2 e FIELDWIDTHS' 0
}

@test "awk FPAT: from -v and as a file operand" {
  tf 'a1b22\n' '{print NF, $2, PROCINFO["FS"]}' FPAT='[0-9]+' -
  check '2 22 FPAT' 0
}

@test "awk FPAT: a bad regex is an error when set (toybox message)" {
  run awk 'BEGIN{FPAT="("; print "x"}'
  # (the reason is the C library's: glibc and musl differ)
  output=${output%: *}
  check 'awk: regular expression /(/' 2
}

@test "awk patsplit: fields and separators" {
  run awk 'BEGIN{n=patsplit("ab12cd345ef", a, /[0-9]+/, s); print n; for(i=0;i<=n+1;i++) print i, (i in a) ? "["a[i]"]" : "-", (i in s) ? "["s[i]"]" : "-"}'
  check $'2\n0 - [ab]\n1 [12] [cd]\n2 [345] [ef]\n3 - -' 0
}

@test "awk patsplit: a match at each end, null fields" {
  run awk 'BEGIN{n=patsplit("12cd345", a, "[0-9]+", s); print n, s[0] "|" s[1] "|" s[2] "|", length(s); n=patsplit("a,,c", a, "[^,]*", s); print n, a[1] "|" a[2] "|" a[3], s[0] "|" s[1] "|" s[2] "|" s[3], length(s)}'
  check $'2 |cd|| 3\n3 a||c |,|,| 4' 0
}

@test "awk patsplit: no match, empty string, old elements removed" {
  run awk 'BEGIN{a[5]; n=patsplit("xx", a, "[0-9]+", s); print n, length(a), length(s), s[0]; n=patsplit("", a, "x", s); print n, length(a), length(s); n=patsplit("a1b22", a, /[0-9]+/); print n, length(a), a[1] a[2]}'
  check $'0 0 1 xx\n0 0 0\n2 2 122' 0
}

@test "awk patsplit: FPAT by default, strnum elements, in a function" {
  tf 'a1b22\n' 'function f(x, y, z) {return patsplit(x, y, "[aeiou]", z)} {n=patsplit($0, a, /[0-9]+/); print (a[1] == 1), (a[2] < 3); n = patsplit("ab1 cd", b); print n, b[2]; FPAT="[a-z]+"; print patsplit("ab1cd", b), b[2]; print f("banana", p, q), p[3], q[0] q[3]}'
  check $'1 0\n2 cd\n2 cd\n3 a b' 0
}

@test "awk patsplit: errors" {
  run awk 'BEGIN{n=patsplit("ab1cd", a, "")}'
  check 'awk: patsplit: third argument must be non-null' 2
  run awk 'BEGIN{n=patsplit("ab1cd", a, "[a-z]", a)}'
  check 'awk: patsplit: cannot use the same array for second and fourth args' 2
}

@test "awk patsplit: wrong number of arguments (toybox message and status)" {
  run awk 'BEGIN{n=patsplit("ab1cd")}'
  check 'awk: line 1: patsplit: wrong number of arguments' 2
}

@test "awk hex constants in the program" {
  run awk 'BEGIN{print 0x1A, 0X1f, 0x10, 0xabcdef, 0XABCDEF, -0x10, 1+0x10, 0x10^2, 0x10 0x10}'
  check '26 31 16 11259375 11259375 -16 17 256 1616' 0
}

@test "awk hex constants: as numbers everywhere, huge ones as doubles" {
  run awk 'BEGIN{printf "%d %s %x\n", 0x10, 0x10 "", 0xff; a[0x10]; for (k in a) print k; print 0x10 == 16, substr("abcdef", 0x2, 02); print 0xFFFFFFFFFFFFFFFFFF}'
  check $'16 16 ff\n16\n1 bc\n4722366482869645213696' 0
}

@test "awk hex constants: 0x with no hex digit is 0 and a name" {
  run awk 'BEGIN{x = "Q"; g = "G"; print 0x, 0xg, 0x.8, 0xAg, 0X}'
  check '0Q 0 0Q0.8 10G 0' 0
}

@test "awk hex constants: a fraction is dropped, no exponent" {
  run awk 'BEGIN{print 0x1.8, 0x1.8 + 1, 0x10., 0x1e2, 0x1e+2, 0x1.8.3}'
  check '1 2 16 482 32 10.3' 0
}

@test "awk octal constants in the program, decimal when not octal" {
  run awk 'BEGIN{e = "E"; print 011, 00, 0, 017, 0777777777777777777777777; print 08, 0019, 0118, 09.5, 011.5, 07., 017e1, 019e1, 011e}'
  check $'9 0 0 15 4722366482869645213696\n8 19 118 9.5 11.5 7 170 190 11E' 0
}

@test "awk hex and octal strings from input, -v and the program are decimal" {
  tf '0x1A 011\n' -v x=0x10 '{print $1+0, ($1 == 26), $2+0, ($2 < 10), x+0, +"0x10", +"011", "0x10"+0}'
  check '0 0 11 0 0 0 11 0' 0
}

@test "awk -F and -v FS, FIELDWIDTHS, FPAT take effect in the order given" {
  tf 'a:b,c\n' -v FS=, -F: '{print $1}'
  check 'a' 0
  tf 'a:b,c\n' -F: -v FS=, '{print $1}'
  check 'a:b' 0
  tf 'a:b,c\n' -vFS=, -F : -v x=1 '{print $1, x}'
  check 'a 1' 0
  tf 'a:b,c\n' -v FIELDWIDTHS="1 1" -F: '{print $1, PROCINFO["FS"]}'
  check 'a FS' 0
  tf 'a:b,c\n' -F: -v FPAT=[a-z] -F, -- '{print $1, PROCINFO["FS"]}'
  check 'a:b FS' 0
}
