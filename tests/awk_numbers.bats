#!/usr/bin/env bats
# awk: numeric constants in the program that run into letters, dots and
# signs, and numeric strings from input. Expected outputs are gawk 5's (its
# default mode: 0x1A hex and 011 octal in the program), except where a test
# says otherwise: gawk swallows an x or X that follows a number's first two
# characters (12x is the number 12, the variable x is lost; gawk --posix,
# mawk and busybox awk read 12 then x), there we follow busybox awk, which
# also reads hex and octal constants.

load helper

# the variables the expressions below concatenate with a number
V='x=1; e=2; E=3; G=3; q=4; abc=5; a=6; b=7; xx=8; _b=8; X=11; p1=10'

# tn EXPR...: print each EXPR on its own line in BEGIN
tn()
{
  local prog="BEGIN{$V" e
  for e in "$@"; do prog+="; print $e"; done
  run awk "$prog}"
}

@test "awk number: octal constant then a name or digits" {
  tn 011q 07q 011G 012a 00b 007 00
  check $'94\n74\n93\n106\n07\n7\n0' 0
}

@test "awk number: 8 or 9, a dot or an exponent make a leading-0 number decimal" {
  tn 08 09 018 0119 09q 011.5 011e1 077. 0123456789 019e1q 011e 011E 011e+1
  check $'8\n9\n18\n119\n94\n11.5\n110\n77\n123456789\n1904\n112\n113\n110' 0
}

@test "awk number: hex constant then a name" {
  tn 0x1G 0X1f 0xffq 0x10e1 0xa_b 0xAbc 0x1AG
  check $'13\n31\n2554\n4321\n108\n2748\n263' 0
}

@test "awk number: 0x not followed by a hex digit is 0 then a name" {
  tn 0x 0X 0xg 0xx 0x.5
  check $'01\n011\n0\n08\n010.5' 0
}

@test "awk number: a dot and hex digits after a hex constant are ignored (gawk)" {
  tn 0x1.8 0x1A.5 0x1.8p1 0x1.aG 0x1.8.8 0x1e+1
  check $'1\n26\n110\n13\n10.8\n31' 0
}

@test "awk number: an e with no digits after it is a name" {
  tn 1e 1.5e 1e2e 1ex 1eE5 0e 1.e '1e+x' 1e2e3
  check $'12\n1.52\n1002\n1\n1\n02\n12\n13\n100' 0
}

@test "awk number: exponent then letters" {
  tn .5e3q 1.e2 1e+2a 1E2G 1e-1b 0e1
  check $'5004\n100\n1006\n1003\n0.17\n0' 0
}

@test "awk number: a second dot starts another number" {
  tn 1.5.3 1..2 .5.5 1e1.5 1.5e1.5 0.0.0
  check $'1.50.3\n10.2\n0.50.5\n100.5\n150.5\n00' 0
}

@test "awk number: decimal number then a name" {
  tn 1x2 12abc 1a 1b 1xx 1X 9x9x9 '1 x'
  check $'1\n125\n16\n17\n18\n111\n9\n11' 0
}

@test "awk number: x after a number's second character is a name (busybox)" {
  # gawk prints 12, 100000, 0.5, 1, 1, 12, 9, 9, 26 and 1000002: it drops the x
  tn 12x 1E5x 0.5x 1.x 0x1x 12X 011x 09x 0x1Ax 1e5xe
  check $'121\n1000001\n0.51\n11\n11\n1211\n91\n91\n261\n100000' 0
}

@test "awk number: 1e+ with nothing after it is a syntax error (toybox message and status)" {
  run awk 'BEGIN{print 1e+}'
  check 'awk: line 1: syntax error at or near }' 2
}

@test "awk number: 1e- with nothing after it is a syntax error (toybox message and status)" {
  run awk 'BEGIN{print 1e-}'
  check 'awk: line 1: syntax error at or near }' 2
}

@test "awk number: a dot after an exponent is an error (toybox message and status)" {
  run awk 'BEGIN{print 1e5.}'
  check 'awk: line 1: invalid character at or near .' 2
}

@test "awk number: huge constants" {
  tn 1e400 -1e400 1e400q 0x10000000000000000
  check $'+inf\n-inf\n+inf4\n18446744073709551616' 0
}

# ti INPUT: print $1+0 and whether $1 is a number (compares as one) for each line
ti()
{
  run bash -c 'printf "%b" "$0" | awk "{print \$1+0, (\$1 < 2 ? \"lt\" : \"ge\")}"' "$1"
}

@test "awk input: 0x1A and 011 are decimal strings (0 and 11)" {
  ti '0x1A\n0X1a\n-0x1A\n011\n08\n0x\n'
  check $'0 lt\n0 lt\n0 lt\n11 ge\n8 ge\n0 lt' 0
}

@test "awk input: leading numeric prefix of a non-number" {
  ti '1e5x\n1e\n.5e3q\n1.5.3\n1e+\n1x2\n+.5\n-.e1\n.\n+\n'
  check $'100000 lt\n1 lt\n500 lt\n1.5 lt\n1 lt\n1 lt\n0.5 lt\n0 lt\n0 lt\n0 lt' 0
}

@test "awk input: signed inf and nan are numbers, unsigned ones are not" {
  ti '+inf\n-INF\n +Inf \ninf\ninfinity\n+infinity\n+infx\n++inf\nnan\n+nan\n-NaN\n'
  check $'+inf ge\n-inf lt\n+inf ge\n0 ge\n0 ge\n0 lt\n0 lt\n0 lt\n0 ge\n+nan ge\n-nan ge' 0
}

@test "awk input: arithmetic on +inf and -nan strings" {
  run awk 'BEGIN{x = "+inf"; y = "-nan"; print x+0, -x, x*0, y+0, -y, "+INF "+1}'
  check '+inf -inf -nan -nan +nan +inf' 0
}

@test "awk input: 1e309 overflows to inf" {
  ti '1e309\n-1e309\n'
  check $'+inf ge\n-inf lt' 0
}

@test "awk: a NaN compares unequal to everything, itself too" {
  run awk 'BEGIN{n = log(-1); print (n==n), (n!=n), (n<1), (n>1), (n<=n), (n>=n), (1==n)}'
  check '0 1 0 0 0 0 0' 0
}

@test "awk: a NaN field compares unordered" {
  run bash -c 'printf "+nan 1\n" | awk "{print (\$1<\$2), (\$1>\$2), (\$1!=\$2), (\$1>=\$2)}"'
  check '0 0 1 0' 0
}

@test "awk printf: inf and nan in a number format are +inf, -nan... with no width" {
  run awk 'BEGIN{i = -log(0); n = -log(-1)
    printf "[%10d][%-10f][%5.1f][%010e][% g][%u][%o][%x][%i][%.3d]\n", i, i, -i, i, i, i, i, -i, n, -n
    printf "[%X][%E][%G][%F][%s][%.2s][%10s]\n", i, n, -n, -i, i, i, -i}'
  check $'[+inf][+inf][-inf][+inf][+inf][+inf][+inf][-inf][+nan][-nan]\n[+INF][+NAN][-NAN][-INF][+inf][+i][      -inf]' 0
}

@test "awk printf: \"+inf\" and \"-nan\" strings in a number format" {
  run bash -c 'printf "+inf -NaN 1e400\n" | awk "{printf \"%d %f %e %g\\n\", \$1, \$2, \$3, -\$1}"'
  check '+inf -nan +inf -inf' 0
}

@test "awk strtonum: hex and octal strings, as constants in the program" {
  run awk 'BEGIN{print strtonum("0x1A"), strtonum("0X1a"), strtonum("0x1G"),
    strtonum("0x1A."), strtonum("0x1.8"), strtonum("0x"), strtonum("0xffffffffffffffffff")
    print strtonum("011"), strtonum("0777"), strtonum("011x"), strtonum("01a"),
    strtonum("00x1"), strtonum("0")}'
  check $'26 26 1 26 1 0 4722366482869645213696\n9 511 9 1 0 0' 0
}

@test "awk strtonum: 8, 9, a dot or an e after a leading 0 make it decimal" {
  run awk 'BEGIN{print strtonum("09"), strtonum("0119"), strtonum("0118"),
    strtonum("011.5"), strtonum("011e1"), strtonum("011e")}'
  check '9 119 118 11.5 110 11' 0
}

@test "awk strtonum: no hex or octal after blanks or a sign" {
  run awk 'BEGIN{print strtonum(" 0x1A"), strtonum("-0x1A"), strtonum("+0x1A"),
    strtonum(" 011"), strtonum("-011"), strtonum("+011")}'
  check '0 0 0 11 -11 11' 0
}

@test "awk strtonum: decimal strings, non-numbers and numbers" {
  run awk 'BEGIN{print strtonum("1e3x"), strtonum(".5"), strtonum("abc"),
    strtonum(""), strtonum("+inf"), strtonum(011), strtonum(0x10), strtonum(x)}'
  check '1000 0.5 0 0 +inf 9 16 0' 0
}

@test "awk strtonum: a field that looks numeric is its number, else read as a constant" {
  run bash -c 'echo 011 0x1A 0x1A | awk "{x = \$1; print strtonum(x), strtonum(\$1 \"\"), strtonum(\$2), strtonum(\$3 + 0)}"'
  check '11 9 26 0' 0
}

@test "awk strtonum: one argument (toybox message and status)" {
  run awk 'BEGIN{print strtonum()}'
  check 'awk: line 1: strtonum: wrong number of arguments' 2
  run awk 'BEGIN{print strtonum(1, 2)}'
  check 'awk: line 1: strtonum: wrong number of arguments' 2
}
