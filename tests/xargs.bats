#!/usr/bin/env bats
# xargs: input parsing, grouping and exit codes, checked against GNU xargs.

load helper
load pty
bats_require_minimum_version 1.5.0

@test "xargs default command is echo (POSIX)" {
  run sh -c 'printf "a b\nc\n" | xargs'
  check "a b c"
}

@test "xargs no input still runs once; -r doesn't (GNU)" {
  run sh -c 'xargs echo hi < /dev/null'
  check "hi"
  run sh -c 'xargs -r echo hi < /dev/null; xargs --no-run-if-empty echo hi < /dev/null'
  check ""
}

@test "xargs quotes and backslashes (POSIX)" {
  run sh -c "printf \"'' a\\\\\\\\ b \\\"c d\\\" 'e \\\"f' c\\\\\\\\\\nd\\n\" | xargs printf '[%s]'"
  check "[][a b][c d][e \"f][c
d]"
}

@test "xargs unmatched quote: runs what came before, exit 1 (GNU)" {
  run sh -c "printf \"a 'b c\\n\" | xargs echo"
  check "xargs: unmatched single quote; by default quotes are special to xargs unless you use the -0 option
a" 1
  run sh -c "printf 'a \"b' | xargs echo"
  check "xargs: unmatched double quote; by default quotes are special to xargs unless you use the -0 option
a" 1
}

@test "xargs -0 and --null: NUL separated, quotes literal (GNU)" {
  run sh -c "printf 'a b\0c\"d\0' | xargs -0 printf '[%s]'; printf 'x\0' | xargs --null echo"
  check '[a b][c"d]x'
}

@test "xargs -d with escapes; empty items kept (GNU)" {
  run sh -c "printf 'a,,b\n' | xargs -d, printf '[%s]'"
  check "[a][][b
]"
  run sh -c "printf 'a b\tc' | xargs -d '\\t' printf '[%s]'"
  check "[a b][c]"
  run sh -c "printf 'a\nb\n' | xargs -d '\\n' printf '[%s]'"
  check "[a][b]"
}

@test "xargs -n groups, -t shows commands on stderr (GNU)" {
  run sh -c 'seq 5 | xargs -n 2 -t echo 2>&1'
  check "echo 1 2
1 2
echo 3 4
3 4
echo 5
5"
}

@test "xargs -L lines, trailing blank continues a line; -l (GNU)" {
  run sh -c "printf 'a b\nc\n\nd \ne\nf' | xargs -L 1 echo"
  check "a b
c
d e
f"
  run sh -c "printf 'a b\nc\nd\n' | xargs -L2 echo; printf 'x\ny\n' | xargs -l echo"
  check "a b c
d
x
y"
}

@test "xargs -L and -n: the last one wins (GNU)" {
  run sh -c "printf '1 2\n3 4 5\n' | xargs -L1 -n1 echo 2>/dev/null"
  check "1
2
3
4
5"
  run sh -c "printf '1 2\n3 4 5\n' | xargs -n1 -L1 echo 2>/dev/null"
  check "1 2
3 4 5"
}

@test "xargs -I replaces in every argument, one line each; -i (GNU)" {
  run sh -c "printf 'x\n  y z \n' | xargs -I{} echo '<{}>' '{}{}'"
  check "<x> xx
<y z > y z y z "
  run sh -c "printf 'a b\n' | xargs -i echo '[{}]'; printf 'q\n' | xargs -iZ echo Z-Z"
  check "[a b]
q-q"
}

@test "xargs -E stops at the EOF item; -e with and without value (GNU)" {
  run sh -c "printf 'a b\nEOF\nc\n' | xargs -E EOF echo"
  check "a b"
  run sh -c "printf 'a _ b\n' | xargs -e_ echo; printf 'a _ b\n' | xargs -e echo"
  check "a
a _ b"
}

@test "xargs -e -i -l in option groups take the rest of the group (GNU)" {
  run sh -c "printf 'a b\nc\n' | xargs -rl echo; printf 'a b\nc\nd\n' | xargs -rl2 echo"
  check "a b
c
a b c
d"
  run sh -c "printf 'a b\0c\0' | xargs -0i echo [{}]; printf 'x\n' | xargs -ri echo [{}]"
  check "[a b]
[c]
[x]"
  run sh -c "printf 'a b\nc\n' | xargs -tn 1 -l echo"
  check "xargs: warning: options --max-args and --max-lines/-l are mutually exclusive, ignoring previous --max-args value
echo a b
a b
echo c
c"
  run sh -c "printf 'a\n' | xargs -lt echo"
  check "xargs: -L: bad number 't'
$(xargs --help 2>&1 | sed -n 1p)" 1
}

@test "xargs --eof --replace --max-lines take optional =VALUE only (GNU)" {
  run sh -c "printf 'a b\nc\n' | xargs --replace echo [{}]; printf 'a\n' | xargs --replace=X echo [X]"
  check "[a b]
[c]
[a]"
  run sh -c "printf 'a _ b\n' | xargs --eof=_ echo; printf 'a _ b\n' | xargs --eof echo"
  check "a
a _ b"
  run sh -c "printf 'a\nb\nc\n' | xargs --max-lines=2 echo; printf 'a\nb\n' | xargs --max-lines echo"
  check "a b
c
a
b"
  run -127 sh -c "echo a | xargs --max-lines 2 echo"
  check "xargs: 2: No such file or directory" 127
  run sh -c "printf 'a,b' | xargs --delimiter , echo; printf 'a b c' | xargs --max-args=2 echo"
  check "a b
a b
c"
}

@test "xargs -n -L -I: the last wins, with GNU's warnings (GNU)" {
  run sh -c "printf 'a b\nc\n' | xargs -n1 -I{} echo [{}]"
  check "xargs: warning: options --max-args and --replace/-I/-i are mutually exclusive, ignoring previous --max-args value
[a b]
[c]"
  run sh -c "printf 'a b\nc\n' | xargs -I{} -n1 echo [{}]"
  check "[a b]
[c]"
  run sh -c "printf 'a b\nc d e\n' | xargs -I{} -n2 echo [{}] x"
  check "xargs: warning: options --replace and --max-args/-n are mutually exclusive, ignoring previous --replace value
[{}] x a b
[{}] x c d
[{}] x e"
  run sh -c "printf 'a  b\nc\n' | xargs -I{} -L2 echo [{}]"
  check "xargs: warning: options --replace and -L are mutually exclusive, ignoring previous --replace value
[{}] a b c"
  run sh -c "printf 'a b\nc\n' | xargs -L1 -n1 echo"
  check "xargs: warning: options --max-lines and --max-args/-n are mutually exclusive, ignoring previous --max-lines value
a
b
c"
}

@test "xargs -E with -0 or -d: a warning, no effect (GNU)" {
  run sh -c "printf 'a\0_\0b\0' | xargs -0 -E _ echo"
  check "xargs: warning: the -E option has no effect if -0 or -d is used.
a _ b"
}

@test "xargs -t quotes for the shell where needed (GNU)" {
  run sh -c "printf 'a b\0it'\''s\0x=y\0plain\0\0~x\0x~\0t\tab\0\200\0' | xargs -0 -t true"
  check "true 'a b' \"it's\" 'x=y' plain '' '~x' x~ 't'\$'\\t''ab' ''\$'\\200'"
}

@test "xargs -p asks on stderr, reads the answer from the terminal (GNU)" {
  # (each answer typed once the prompt is there: typed ahead, its echo
  # could land anywhere in the output)
  run ptyrun $'y\nn\nn' sh -c "printf 'a b\nc\n' | xargs -p -n1 echo"
  check "echo a?...y
a
echo b?...n
echo c?...n" 0
}

@test "xargs -s limits the command line (GNU)" {
  run sh -c "printf 'a b c d e f\n' | xargs -s 10 echo"
  check "a b
c d
e f"
  run sh -c "printf 'aaaaaaaaaaaaaaaaaaaa\n' | xargs -s 10 echo"
  check "xargs: argument line too long" 1
}

@test "xargs -x with -n fails when the group doesn't fit (GNU)" {
  run sh -c "seq 3 | xargs -x -s 8 echo"
  check "1
2
3"
  run sh -c "seq 3 | xargs -x -n 2 -s 8 echo"
  [ "$status" = 1 ]
}

@test "xargs -a FILE reads items from the file (GNU)" {
  printf '1 2\n3\n' > in
  run xargs -a in -n 1 echo
  check "1
2
3"
  run xargs -a nofile echo
  check "xargs: nofile: No such file or directory" 1
}

@test "xargs -P runs in parallel, all run (GNU)" {
  run sh -c 'seq 20 | xargs -n 1 -P 4 echo | sort -n | tr "\n" " "'
  check "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 "
  run sh -c 'seq 6 | xargs -n 2 -P 0 echo | wc -l'
  check "3"
}

@test "xargs commands get /dev/null as stdin (GNU)" {
  run sh -c 'echo a | xargs sh -c "cat; echo done"'
  check "done"
}

@test "xargs exit 123 when a command exits 1-125 (POSIX)" {
  run sh -c 'printf "a\nb\n" | xargs -n1 sh -c "echo \$0; exit 3"'
  check "a
b" 123
}

@test "xargs exit 124 when a command exits 255, stops (GNU)" {
  run sh -c 'printf "a\nb\n" | xargs -n1 sh -c "echo \$0; exit 255"'
  check "a
xargs: sh: exited with status 255; aborting" 124
}

@test "xargs exit 125 when killed by a signal (GNU)" {
  run sh -c 'echo a | xargs sh -c "kill -9 \$\$"'
  check "xargs: sh: terminated by signal 9" 125
}

@test "xargs exit 126 can't run, 127 not found (POSIX)" {
  touch noexec
  run sh -c 'echo a | xargs ./noexec'
  check "xargs: ./noexec: Permission denied" 126
  run -127 sh -c 'echo a | xargs nonexistent_cmd_x'
  check "xargs: nonexistent_cmd_x: No such file or directory" 127
}

@test "xargs bad options and values" {
  run xargs -n 0 echo
  [ "$status" = 1 ]
  run xargs -Z
  [ "$status" = 1 ] && [ "${lines[0]}" = "xargs: unknown option '-Z'" ]
  run xargs -d ab echo
  check "xargs: invalid delimiter 'ab'" 1
}

@test "xargs options stop at the command; its options are its own" {
  run sh -c 'echo x | xargs echo -n -t'
  check "-t x"
}

@test "xargs hostile names: newlines, dashes, invalid UTF-8 with -0" {
  touch -- "a b" "$(printf 'n\nl')" -x "$(printf '\377')"
  run sh -c "printf '%s\0' * | xargs -0 ls -d -- | od -An -c | tr -s ' '"
  check "$(printf '%s\n' * | od -An -c | tr -s ' ')"
}

@test "xargs long input: many items, many commands" {
  run sh -c 'seq 100000 | xargs -n 1000 echo | wc -l; seq 100000 | xargs | wc -w'
  check "100
100000"
}

@test "xargs default limit fits the kernel's (argv pointers count too)" {
  run sh -c 'seq 400000 | xargs | wc -w'
  check "400000"
}

@test "xargs a line longer than 4096 bytes" {
  run sh -c 'head -c 100000 /dev/zero | tr "\0" a | xargs | wc -c'
  check "100001"
}

@test "xargs empty input item and missing final newline" {
  run sh -c "printf 'a\nb' | xargs printf '[%s]'"
  check "[a][b]"
}

@test "xargs --show-limits (GNU lines)" {
  run sh -c 'xargs --show-limits < /dev/null 2>&1 >/dev/null | sed "s/[0-9][0-9]*/N/"'
  check "Your environment variables take up N bytes
POSIX upper limit on argument length (this system): N
POSIX smallest allowable upper limit on argument length (all systems): N
Maximum length of command we could actually use: N
Size of command buffer we are actually using: N
Maximum parallelism (--max-procs must be no greater): N"
  run sh -c 'env -i A=bc xargs --show-limits < /dev/null 2>&1 | sed -n 1p'
  check "Your environment variables take up 5 bytes"
}

@test "xargs output to /dev/full: echo's error, status 123" {
  run sh -c 'echo a | xargs echo > /dev/full'
  [ "$status" = 123 ]
}
