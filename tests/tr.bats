#!/usr/bin/env bats
# tr: expectations from GNU coreutils tr (bytes, not characters).

load helper

@test "tr translates (POSIX)" {
  run sh -c 'echo hello | tr el ip'
  check 'hippo' 0
}

@test "tr ranges (POSIX)" {
  run sh -c 'echo '\''Hello World'\'' | tr a-z A-Z'
  check 'HELLO WORLD' 0
}

@test "tr classes (POSIX)" {
  run sh -c 'echo '\''Hello World 42'\'' | tr '\''[:lower:]'\'' '\''[:upper:]'\'''
  check 'HELLO WORLD 42' 0
}

@test "tr short SET2 repeats its last byte (GNU)" {
  run sh -c 'echo abcdef | tr a-f xy'
  check 'xyyyyy' 0
}

@test "tr -t truncates SET1 (GNU)" {
  run sh -c 'echo abcdef | tr -t a-f xy'
  check 'xycdef' 0
}

@test "tr x* repeat fills SET2 (POSIX)" {
  run sh -c 'echo abcd | tr abcd '\''x[y*]z'\'''
  check 'xyyz' 0
}

@test "tr x*n repeats (POSIX)" {
  run sh -c 'echo abcdef | tr a-f '\''[x*2][y*3]z'\'''
  check 'xxyyyz' 0
}

@test "tr x*n octal count (POSIX)" {
  run sh -c 'echo abcdefghij | tr a-j '\''[x*010]yz'\'''
  check 'xxxxxxxxyz' 0
}

@test "tr last duplicate in SET1 wins (GNU)" {
  run sh -c 'echo a | tr aa xy'
  check 'y' 0
}

@test "tr -d deletes (POSIX)" {
  run sh -c 'echo '\''a1b2c3'\'' | tr -d '\''[:digit:]'\'''
  check 'abc' 0
}

@test "tr -d -c keeps SET1 (POSIX)" {
  run sh -c 'echo '\''a1b2c3'\'' | tr -dc '\''a-z\n'\'''
  check 'abc' 0
}

@test "tr -c complements in order (POSIX)" {
  run sh -c 'echo '\''ab-cd!'\'' | tr -c '\''a-z\n'\'' '\''_'\'''
  check 'ab_cd_' 0
}

@test "tr -C like -c (POSIX)" {
  run sh -c 'echo '\''ab-cd!'\'' | tr -C '\''a-z\n'\'' '\''_'\'''
  check 'ab_cd_' 0
}

@test "tr -cs words one a line (POSIX)" {
  run sh -c 'echo '\''one, two;  three'\'' | tr -cs '\''[:alnum:]'\'' '\''\n'\'''
  check $'one\ntwo\nthree' 0
}

@test "tr -s squeezes (POSIX)" {
  run sh -c 'echo '\''aabbccdd  ee'\'' | tr -s '\''a-c '\'''
  check 'abcdd ee' 0
}

@test "tr -s with translation squeezes SET2 (POSIX)" {
  run sh -c 'echo '\''aabbcc'\'' | tr -s a-c x'
  check 'x' 0
}

@test "tr -ds deletes then squeezes (POSIX)" {
  run sh -c 'echo '\''aaxbbxcc'\'' | tr -ds x a-c'
  check 'abc' 0
}

@test "tr octal escapes (POSIX)" {
  run sh -c 'printf '\''A\nB\n'\'' | tr '\''\101\n'\'' '\''a '\'''
  check 'a B ' 0
}

@test "tr backslash escapes (POSIX)" {
  run sh -c 'printf '\''a\tb\\c\n'\'' | tr '\''\t\\'\'' '\''_/'\'''
  check 'a_b/c' 0
}

@test "tr =c= equivalence class (POSIX)" {
  run sh -c 'echo hello | tr '\''[=l=]'\'' L'
  check 'heLLo' 0
}

@test "tr literal bracket and dash (GNU)" {
  run sh -c 'echo '\''[a-b]'\'' | tr '\''[a-'\'' '\''xyz'\'''
  check 'xyzb]' 0
}

@test "tr NUL bytes (GNU)" {
  run sh -c 'printf '\''a\000b\n'\'' | tr '\''\000'\'' x'
  check 'axb' 0
}

@test "tr binary data" {
  run sh -c 'printf '\''\377\001\200\n'\'' | tr '\''\200-\377'\'' '\''A'\'' | od -An -c'
  check '   A 001   A  \n' 0
}

@test "tr invalid UTF-8 is bytes" {
  run sh -c 'printf '\''\303\251\n'\'' | tr '\''\303'\'' X | od -An -c'
  check '   X 251  \n' 0
}

@test "tr empty input" {
  run sh -c 'printf '\'''\'' | tr a b'
  check '' 0
}

@test "tr no final newline" {
  run sh -c 'printf '\''abc'\'' | tr b x'
  check 'axc' 0
}

@test "tr long input" {
  run sh -c 'head -c 1000000 /dev/zero | tr '\''\000'\'' a | tr a b | od -An -c | sort -u | head -3'
  check $'   b   b   b   b   b   b   b   b   b   b   b   b   b   b   b   b\n*' 0
}

@test "tr all classes" {
  run sh -c 'printf '\''aZ9 \t!\001\n'\'' | tr '\''[:alnum:][:blank:][:punct:][:cntrl:]'\'' '\''A[B*2]PC'\'' | od -An -c'
  check '   C   C   C   C   C   C   C   C' 0
}

@test "tr missing operand" {
  run sh -c 'tr 2>&1 | head -1'
  check 'tr: missing argument' 0
}

@test "tr one set when translating (GNU)" {
  run sh -c 'tr a 2>e; echo $?; sed "s/[‘’'\'']/Q/g;1q" e'
  check $'1\ntr: missing operand after QaQ' 0
}

@test "tr reversed range (GNU)" {
  run sh -c 'tr z-a x 2>&1 </dev/null; echo $?'
  check $'tr: range-endpoints of \'z-a\' are in reverse collating sequence order\n1' 0
}

@test "tr bad class (GNU)" {
  run sh -c 'tr '\''[:foo:]'\'' x 2>e </dev/null; echo $?; sed "s/[‘’'\'']/Q/g" e'
  check $'1\ntr: invalid character class QfooQ' 0
}

@test "tr empty SET2 (GNU)" {
  run sh -c 'tr a '\'''\'' 2>&1 </dev/null; echo $?'
  check $'tr: when not truncating set1, string2 must be non-empty\n1' 0
}

@test "tr bad repeat count (GNU)" {
  run sh -c 'tr a '\''[b*0x]'\'' 2>e </dev/null; echo $?; sed "s/[‘’'\'']/Q/g" e'
  check $'1\ntr: invalid repeat count Q0xQ in [c*n] construct' 0
}

@test "tr write error exits 1" {
  run sh -c 'echo a | tr a b > /dev/full'
  [ "$status" = 1 ]
}

@test "tr three sets is an error" {
  run tr a b c
  [ "$status" = 1 ]
}

@test "tr SET2 that is only [c*] (fuzz: memcpy from a null set)" {
  # GNU: xxx
  run sh -c 'printf abc | tr abc "[x*]"'
  check "xxx" 0
  run sh -c 'printf aaax | tr "[a*3]x" "[b*]"'
  check "bbbb" 0
}
