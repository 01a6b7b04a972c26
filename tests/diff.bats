#!/usr/bin/env bats
# diff: POSIX formats plus GNU's options; every expected output is GNU diff's
# (gnu_same runs the host's GNU diff and then toybox's on the same files).

load helper

setup() {
  cd "$BATS_TEST_TMPDIR" || return 1
  seq 1 20 > s1
  sed -e 's/^4$/X/' -e 's/^11$/Y/' s1 > s2
  sed -e 's/^4$/X/' -e 's/^12$/Y/' s1 > s3
  printf 'a\nb\n' > ab; printf 'b\na\n' > ba
  : > empty; printf 'x\n' > x
  printf 'a b\nc\n\nd  e\nF\nx' > w1; printf 'a  b\nc\nd e \nf\ny\n' > w2
  printf 'a\r\nb\r\n' > cr1; printf 'a\nb\n' > cr2
  printf 'one\ntwo' > nonl1; printf 'one\ntwo\n' > nonl2; printf 'one\nTWO' > nonl3
  printf 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\tb\nq\nc\n' > t1
  printf 'aaaa\tbbb\nc\nd\n' > t2
  mkdir -p A/sub B/sub A/d2 B/only A/same B/same
  echo 1 > A/f; echo 2 > B/f; echo x > A/sub/g; echo y > B/sub/g
  echo z > A/a1; echo q > B/d2; echo s > A/same/s; echo s > B/same/s
  printf 'a\0b' > A/bin; printf 'a\0c' > B/bin
  printf 'a\0b' > bin1; printf 'a\0c' > bin2; printf 'a\0b' > bin3
}

# The GNU comparison for each of the formats and files above
@test "diff normal format, changes (GNU)" { gnu_same diff s1 s2; }
@test "diff normal format, add and delete (GNU)" { gnu_same diff ab ba; }
@test "diff normal format, from empty (GNU)" { gnu_same diff empty x; }
@test "diff normal format, to empty (GNU)" { gnu_same diff x empty; }
@test "diff normal format, tabs (GNU)" { gnu_same diff t1 t2; }
@test "diff normal format, missing newline (GNU)" { gnu_same diff nonl1 nonl2; }
@test "diff normal format, both missing newline (GNU)" { gnu_same diff nonl1 nonl3; }
@test "diff identical files exit 0 (POSIX)" { gnu_same diff s1 s1; }
@test "diff -u (GNU)" { gnu_same diff -u s1 s2; }
@test "diff -u separate hunks (GNU)" { gnu_same diff -u s1 s3; }
@test "diff -u add and delete (GNU)" { gnu_same diff -u ab ba; }
@test "diff -u from empty file (GNU)" { gnu_same diff -u empty x; }
@test "diff -u to empty file (GNU)" { gnu_same diff -u x empty; }
@test "diff -u missing newline (GNU)" { gnu_same diff -u nonl1 nonl2; }
@test "diff -u missing newline other side (GNU)" { gnu_same diff -u nonl2 nonl1; }
@test "diff -u both missing newline (GNU)" { gnu_same diff -u nonl1 nonl3; }
@test "diff -U 0 (GNU)" { gnu_same diff -U 0 s1 s2; }
@test "diff -U0 insert and delete ranges (GNU)" { gnu_same diff -U0 ab ba; }
@test "diff -U 1 (GNU)" { gnu_same diff -U 1 s1 s3; }
@test "diff -U 10 (GNU)" { gnu_same diff -U 10 s1 s3; }
@test "diff --unified=2 (GNU)" { gnu_same diff --unified=2 s1 s3; }
@test "diff -c (GNU)" { gnu_same diff -c s1 s2; }
@test "diff -c separate hunks (GNU)" { gnu_same diff -c s1 s3; }
@test "diff -c from empty (GNU)" { gnu_same diff -c empty x; }
@test "diff -c to empty (GNU)" { gnu_same diff -c x empty; }
@test "diff -c add and delete (GNU)" { gnu_same diff -c ab ba; }
@test "diff -c missing newline (GNU)" { gnu_same diff -c nonl1 nonl2; }
@test "diff -C 0 (GNU)" { gnu_same diff -C 0 s1 s2; }
@test "diff -C 1 (GNU)" { gnu_same diff -C 1 s1 s3; }
@test "diff -q differ (GNU)" { gnu_same diff -q s1 s2; }
@test "diff -q same (GNU)" { gnu_same diff -q s1 s1; }
@test "diff --brief (GNU)" { gnu_same diff --brief ab ba; }
@test "diff -s identical (GNU)" { gnu_same diff -s s1 s1; }
@test "diff -s different (GNU)" { gnu_same diff -s ab ba; }
@test "diff -b (GNU)" { gnu_same diff -b w1 w2; }
@test "diff -w (GNU)" { gnu_same diff -w w1 w2; }
@test "diff -i (GNU)" { gnu_same diff -i w1 w2; }
@test "diff -bi (GNU)" { gnu_same diff -bi w1 w2; }
@test "diff -wi (GNU)" { gnu_same diff -wi w2 w1; }
@test "diff -B (GNU)" { gnu_same diff -B w1 w2; }
@test "diff -wB (GNU)" { gnu_same diff -wB w1 w2; }
@test "diff -I RE (GNU)" { gnu_same diff -I '^[a-c]' w1 w2; }
@test "diff -I twice (GNU)" { gnu_same diff -I F -I x w1 w2; }
@test "diff -I ignores a whole hunk (GNU)" { gnu_same diff -u -I '^[XY4]' s1 s3; }
@test "diff -I all changes ignored exit 0 (GNU)" { gnu_same diff -I '^[XY0-9]*$' s1 s2; }
@test "diff --strip-trailing-cr (GNU)" { gnu_same diff --strip-trailing-cr cr1 cr2; }
@test "diff CR lines differ without --strip-trailing-cr (GNU)" { gnu_same diff cr1 cr2; }
@test "diff -u -L -L labels (GNU)" { gnu_same diff -u -L one -L two s1 s2; }
@test "diff --label once (GNU)" { gnu_same diff -c --label one s1 s2; }
@test "diff -t expands tabs (GNU)" { gnu_same diff -t t1 t2; }
@test "diff -T initial tab (GNU)" { gnu_same diff -T s1 s2; }
@test "diff -uT (GNU)" { gnu_same diff -uT s1 s3; }
@test "diff -cT (GNU)" { gnu_same diff -cT s1 s2; }
@test "diff -y (GNU)" { gnu_same diff -y s1 s2; }
@test "diff -y long lines and tabs (GNU)" { gnu_same diff -y t1 t2; }
@test "diff -y -W 40 (GNU)" { gnu_same diff -y -W 40 t1 t2; }
@test "diff -y -W 41 (GNU)" { gnu_same diff -y -W 41 s1 s2; }
@test "diff -y -t -W 20 (GNU)" { gnu_same diff -y -t -W 20 t1 t2; }
@test "diff -y empty right lines (GNU)" { gnu_same diff -y w2 w1; }
@test "diff -y --suppress-common-lines (GNU)" { gnu_same diff -y --suppress-common-lines s1 s2; }
@test "diff --side-by-side --width=60 (GNU)" { gnu_same diff --side-by-side --width=60 ab ba; }
@test "diff --color=always -u (GNU)" { gnu_same diff --color=always -u s1 s2; }
@test "diff --color=always normal (GNU)" { gnu_same diff --color=always s1 s2; }
@test "diff --color=always -c (GNU)" { gnu_same diff --color=always -c w1 w2; }
@test "diff --color=always -y (GNU)" { gnu_same diff --color=always -y w1 w2; }
@test "diff --color=never and --color to a pipe (GNU)" { gnu_same diff --color -u s1 s2; }
@test "diff binary files (GNU)" { gnu_same diff bin1 bin2; }
@test "diff binary files identical (GNU)" { gnu_same diff bin1 bin3; }
@test "diff -q binary (GNU)" { gnu_same diff -q bin1 bin2; }
@test "diff -a binary as text (GNU)" { gnu_same diff -a bin1 bin2; }
@test "diff --text -u binary (GNU)" { gnu_same diff --text -u bin1 bin2; }
@test "diff directories (GNU)" { gnu_same diff A B; }
@test "diff -r (GNU)" { gnu_same diff -r A B; }
@test "diff -ru (GNU)" { gnu_same diff -ru A B; }
@test "diff -r -u separate options in the diff lines (GNU)" { gnu_same diff -r -u A B; }
@test "diff -rq (GNU)" { gnu_same diff -rq A B; }
@test "diff -rN (GNU)" { gnu_same diff -rN A B; }
@test "diff -ruN (GNU)" { gnu_same diff -ruN A B; }
@test "diff -r --unidirectional-new-file (GNU)" { gnu_same diff -r --unidirectional-new-file A B; }
@test "diff -r -x PAT (GNU)" { gnu_same diff -r -x sub A B; }
@test "diff -r -x quoted in the diff lines (GNU)" { gnu_same diff -r -x 'b*' A B; }
@test "diff -r --exclude= (GNU)" { gnu_same diff -r --exclude=only --exclude=a1 A B; }
@test "diff -r -X FILE (GNU)" { printf 'sub\nbin\n' > pats; gnu_same diff -r -X pats A B; }
@test "diff -rs (GNU)" { gnu_same diff -rs A/same B/same; }
@test "diff file against directory (GNU)" { gnu_same diff A/f B; }
@test "diff directory against file (GNU)" { gnu_same diff A B/f; }
@test "diff -N missing second file (GNU)" { gnu_same diff -N s1 nope; }
@test "diff -uN missing first file (GNU)" { gnu_same diff -uN nope s1; }
@test "diff --unidirectional-new-file missing first (GNU)" { gnu_same diff --unidirectional-new-file nope x; }
@test "diff --unidirectional-new-file missing second is an error (GNU)" { gnu_same diff --unidirectional-new-file x nope; }
@test "diff missing file exit 2 (GNU)" { gnu_same diff s1 nope; }
@test "diff --from-file (GNU)" { gnu_same diff --from-file=s1 s2 s3 s1; }
@test "diff --to-file (GNU)" { gnu_same diff --to-file=s1 s2 s3; }
@test "diff -r directory vs file inside (GNU)" {
  mkdir -p C/E D; : > D/E; gnu_same diff -r C D
}
@test "diff -r symlink vs file (GNU)" {
  mkdir -p C D; ln -s s C/l; echo y > D/l; echo s > C/s; gnu_same diff -r C D
}
@test "diff -r --no-dereference symlinks (GNU)" {
  mkdir -p C D; ln -s one C/l; ln -s two D/l; gnu_same diff -r --no-dereference C D
}

@test "diff - reads stdin (GNU)" {
  run sh -c 'diff - s2 < s1'
  check "$(/usr/bin/diff - s2 < s1)" 1
}

@test "diff -u - labels stdin (GNU)" {
  run sh -c 'diff -u --label in --label out - s2 < s1'
  check "$(/usr/bin/diff -u --label in --label out - s2 < s1)" 1
}

@test "diff missing operand exit 2" {
  run diff s1
  [ "$status" = 2 ]
  [ "${lines[0]}" = "diff: missing operand after 's1'" ]
}

@test "diff extra operand exit 2" {
  run diff s1 s2 s3
  [ "$status" = 2 ]
  [ "${lines[0]}" = "diff: extra operand 's3'" ]
}

@test "diff bad option exit 2" {
  run diff --bogus s1 s2
  [ "$status" = 2 ]
  [ "${lines[0]}" = "diff: unknown option '--bogus'" ]
  # (toybox's usage error for every command, where GNU says "invalid
  # option -- 'j'" and "Try 'diff --help' for more information.")
  run diff -j s1 s2
  [ "$status" = 2 ]
  [ "${lines[0]}" = "diff: unknown option '-j'" ]
  [ "${lines[1]%% *}" = "usage:" ]
}

@test "diff bad --color exit 2" {
  run diff --color=bad s1 s2
  [ "$status" = 2 ]
  [ "${lines[0]}" = "diff: invalid color 'bad'" ]
}

@test "diff > /dev/full exit 2" {
  run sh -c 'diff s1 s2 > /dev/full'
  [ "$status" = 2 ]
}

@test "diff unreadable file (GNU)" {
  not_root
  cp s1 unr; chmod 0 unr; gnu_same diff unr s2
}

# Round trip: 200 random edits made by python3 with a fixed seed
@test "diff -u of 200 random edits matches GNU" {
  needs_cmd python3
  python3 - <<'PY'
import random
random.seed(42)
a = ["line %d %s" % (i, random.choice("abcdefgh")) for i in range(2000)]
b = list(a)
for k in range(200):
    i = random.randrange(len(b))
    op = random.randrange(3)
    if op == 0: b[i] = "changed %d" % k
    elif op == 1: del b[i]
    else: b.insert(i, "added %d" % k)
open("ra", "w").write("".join(x + "\n" for x in a))
open("rb", "w").write("".join(x + "\n" for x in b))
PY
  gnu_same diff -u ra rb
}

@test "diff normal format of 200 random edits matches GNU" {
  needs_cmd python3
  python3 - <<'PY'
import random
random.seed(7)
a = ["%d" % random.randrange(50) for i in range(1000)]
b = list(a)
for k in range(200):
    i = random.randrange(len(b))
    if random.randrange(2): del b[i]
    else: b.insert(i, "%d" % random.randrange(50))
open("ra", "w").write("".join(x + "\n" for x in a))
open("rb", "w").write("".join(x + "\n" for x in b))
PY
  gnu_same diff ra rb
}

@test "diff big files with few changes is fast" {
  seq 1 300000 > big1
  sed -e 's/^1000$/x/' -e 's/^250000$/y/' big1 > big2
  run diff big1 big2
  check "1000c1000
< 1000
---
> x
250000c250000
< 250000
---
> y" 1
}

@test "diff - - is the same file (GNU)" {
  run sh -c 'diff -s - - < s1'
  check "$(/usr/bin/diff -s - - < s1)" 0
}

@test "diff -u -I prints ignorable changes inside a hunk (GNU)" {
  printf 'x1\nb\nc\nd\ne\nf\ng\nh\n' > i1; printf 'b\nX\nd\ne\nf\ng\nh\nx2\n' > i2
  gnu_same diff -u -I x i1 i2
}
@test "diff -c -I (GNU)" {
  printf 'x1\nb\nc\nd\ne\nf\ng\nh\n' > i1; printf 'b\nX\nd\ne\nf\ng\nh\nx2\n' > i2
  gnu_same diff -c -I x i1 i2
}
@test "diff -u -B skips a hunk of blank lines (GNU)" {
  printf 'a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n' > i1; printf 'a\n\nb\nc\nd\ne\nf\ng\nh\nI\nj\n' > i2
  gnu_same diff -u -B i1 i2
}
@test "diff -q -B blank lines only: same (GNU)" {
  printf 'a\nb\n' > i1; printf 'a\n\nb\n\n' > i2
  gnu_same diff -q -B i1 i2
}
@test "diff -B does not count spaces as blank (GNU)" {
  printf 'a\nb\n' > i1; printf 'a\n  \nb\n' > i2
  gnu_same diff -B i1 i2
}
@test "diff -wB counts spaces as blank (GNU)" {
  printf 'a\nb\n' > i1; printf 'a\n  \nb\n' > i2
  gnu_same diff -wB i1 i2
}
@test "diff -i -u (GNU)" {
  printf 'Hello\nWorld\nmore\n' > i1; printf 'hello\nWORLD\nless\n' > i2
  gnu_same diff -i -u i1 i2
}
@test "diff -b trailing space and tabs (GNU)" {
  printf 'a b \nc\t\td\n' > i1; printf 'a b\nc d\n' > i2
  gnu_same diff -b i1 i2
}
@test "diff --ignore-all-space --ignore-case long names (GNU)" {
  printf 'a b \nc\t\td\n' > i1; printf 'A B\nCD\n' > i2
  gnu_same diff --ignore-all-space --ignore-case i1 i2
}

# -I: an ignorable change before a real one joins its hunk when at most
# 2*context lines away, one after it only when less than context lines
ign_pair() { seq 1 30 > l1; sed "$1" l1 > l2; }
IRE='^[0-9][0-9]* *y*$'
@test "diff -u -I an ignorable change joins the next real one (GNU)" {
  ign_pair 's/^5$/5 y/;s/^12$/twelve/'
  gnu_same diff -u -I "$IRE" l1 l2
}
@test "diff -U2 -I too far apart: only the real change (GNU)" {
  ign_pair 's/^5$/5 y/;s/^12$/twelve/'
  gnu_same diff -U2 -I "$IRE" l1 l2
}
@test "diff -u -I an ignorable change after a real one stays out (GNU)" {
  ign_pair 's/^5$/five/;s/^9$/9 y/'
  gnu_same diff -u -I "$IRE" l1 l2
}
@test "diff -C3 -I a chain of ignorable changes (GNU)" {
  ign_pair 's/^5$/5 y/;s/^8$/8 y/;s/^13$/thirteen/'
  gnu_same diff -C3 -I "$IRE" l1 l2
}
@test "diff -U2 -I ignorable changes around real ones (GNU)" {
  ign_pair 's/^3$/3 y/;/^5$/d;s/^7$/7 y/;s/^8$/8\n/;s/^29$/29 y/'
  gnu_same diff -U2 -I "$IRE" l1 l2
}
@test "diff -u -I twice, one change each (GNU)" {
  printf 'int a;\na = 1;\nb();\nc();\nd();\ne();\nf();\nz();\n}\n' > c1
  sed 's/a = 1/a = 2/;s/z()/zz()/' c1 > c2
  gnu_same diff -u -I 'a =' -I zz c1 c2
}

# -p and -F: the last line before the hunk that matches, trimmed to 40 bytes
func_files() {
  printf 'func1\n a\n b\n c\n d\n e\n f\n g\n h\n i\n j\n k\nfunc2 with a very long name that exceeds forty characters surely\n l\n m\n n\n o\n p\n q\n r\n s\n' > p1
  sed 's/^ b$/ B/;s/^ h$/ H/;s/^ n$/ N/;s/^ s$/ S/' p1 > p2
}
@test "diff -U1 -p (GNU)" { func_files; gnu_same diff -U1 -p p1 p2; }
@test "diff -p alone is a context diff (GNU)" { func_files; gnu_same diff -p p1 p2; }
@test "diff -C1 --show-c-function (GNU)" { func_files; gnu_same diff -C1 --show-c-function p1 p2; }
@test "diff -F RE, twice (GNU)" {
  func_files
  gnu_same diff -U1 -F ' [a-c]' p1 p2
  gnu_same diff -U1 -F ' [a-c]' --show-function-line=func p1 p2
}
@test "diff -F alone keeps the normal format (GNU)" { func_files; gnu_same diff -F func p1 p2; }
@test "diff -p with --normal, -q, -y: no function lines (GNU)" {
  func_files
  gnu_same diff --normal -p p1 p2
  gnu_same diff -q -p p1 p2
  gnu_same diff -y -W 40 -p p1 p2
}
@test "diff -F searches before the hunk's context, trims blanks (GNU)" {
  printf '  xx  yy                                    zzzzzz\nf1\na\nb\nc\nd\ne\nf\ng\n' > p1
  sed 's/^b$/B/;s/^f$/F/' p1 > p2
  gnu_same diff -U0 -F '^f' p1 p2
  gnu_same diff -U1 -F '^[a-z]$' p1 p2
  gnu_same diff -U0 -F x p1 p2
}
@test "diff -p -F together, \$ and _ start C names (GNU)" {
  printf '$x\n1\n_y\n2\n' > q1; printf '$x\nA\n_y\nB\n' > q2
  gnu_same diff -U0 -p q1 q2
  gnu_same diff -U0 -p -F '^1' q1 q2
}
@test "diff --color=always -p (GNU)" { func_files; gnu_same diff --color=always -U1 -p p1 p2; }

# -e (POSIX) and -f
ed_files() {
  printf 'a\nb\nc\nd\ne\n' > e1; printf 'a\nB\n.\nc\ne\nf\n' > e2
  printf '.\nx\n.\n.\ny\n' > e5; printf 'q\n' > e6; printf 'q\n.\n' > e7
}
@test "diff -e: last change first (GNU)" { ed_files; gnu_same diff -e e1 e2; }
@test "diff -e: lines of one dot (GNU)" {
  ed_files
  gnu_same diff -e e6 e5
  gnu_same diff --ed e6 e7
}
@test "diff -e deletes, from and to empty (GNU)" {
  ed_files
  gnu_same diff -e e5 e6
  gnu_same diff -e empty e5
  gnu_same diff -e e5 empty
}
@test "diff -e output run by ed gives the second file" {
  needs_cmd ed
  ed_files
  (diff -e e1 e2; echo w) > script || :
  ed -s e1 < script
  cmp e1 e2
}
@test "diff -f forward (GNU)" {
  ed_files
  gnu_same diff -f e1 e2
  gnu_same diff --forward-ed e6 e5
}
@test "diff -e without newline at the end: warning, exit 2 (GNU)" {
  gnu_same diff -e nonl1 nonl3
  gnu_same diff -e nonl2 nonl1
  gnu_same diff -f -s nonl2 nonl1
}
@test "diff -e -r (GNU)" { gnu_same diff -e -r A B; }
@test "diff -e -q (GNU)" { ed_files; gnu_same diff -e -q e1 e2; }
@test "diff -e with -u: conflicting styles, exit 2" {
  ed_files
  run diff -e -u e1 e2
  [ "$status" = 2 ]
  [ "${lines[0]}" = "diff: conflicting output style options" ]
}

# -n: RCS format ("dN COUNT", "aN COUNT" and the added lines as they are)
@test "diff -n (GNU)" { gnu_same diff -n s1 s2; gnu_same diff -n s1 s3; }
@test "diff --rcs add and delete (GNU)" { gnu_same diff --rcs ab ba; }
@test "diff -n from and to empty (GNU)" {
  gnu_same diff -n empty s1
  gnu_same diff -n s1 empty
}
@test "diff -n missing newline: the last line printed without one (GNU)" {
  gnu_same diff -n nonl1 nonl2
  gnu_same diff -n nonl2 nonl1
  gnu_same diff -n nonl1 nonl3
  gnu_same diff -n empty nonl1
}
@test "diff -n of 200 random edits matches GNU" {
  needs_cmd python3
  python3 - <<'PY'
import random
random.seed(3)
a = ["%d" % random.randrange(40) for i in range(800)]
b = list(a)
for k in range(200):
    i = random.randrange(len(b))
    if random.randrange(2): del b[i]
    else: b.insert(i, "%d" % random.randrange(40))
open("ra", "w").write("".join(x + "\n" for x in a))
open("rb", "w").write("".join(x + "\n" for x in b))
PY
  gnu_same diff -n ra rb
}
@test "diff -n identical, -q, -r, -I (GNU)" {
  gnu_same diff -n s1 s1
  gnu_same diff -n -q s1 s2
  gnu_same diff -n -r A B
  gnu_same diff -n -I '^[XY4]' s1 s3
}
@test "diff -n -p: -p adds nothing (GNU)" { gnu_same diff -n -p s1 s2; }
@test "diff -n with another style: conflicting, exit 2" {
  for o in -e -f -u -c -y --normal "-D X" "--line-format=%L"; do
    run diff -n $o s1 s2
    [ "$status" = 2 ]
    [ "${lines[0]}" = "diff: conflicting output style options" ]
  done
}
@test "diff -u with -c, -y with --normal: conflicting, exit 2" {
  for o in "-u -c" "-U 1 -c" "-C 2 -u" "-y --normal" "-D X -u" "--line-format=%L -y"; do
    run diff $o s1 s2
    [ "$status" = 2 ]
    [ "${lines[0]}" = "diff: conflicting output style options" ]
  done
}
@test "diff -e -p and -y -p: -p adds nothing (GNU)" {
  gnu_same diff -e -p s1 s2
  gnu_same diff -y -p -W 30 s1 s2
}
@test "diff -U with -u: the most context wins (GNU)" {
  seq 1 30 > l1; sed 's/^15$/x/' l1 > l2
  gnu_same diff -U 1 -u l1 l2
  gnu_same diff -u -U 5 l1 l2
  gnu_same diff -c -C 1 l1 l2
}

# -y's --left-column and --suppress-common-lines
@test "diff -y --left-column (GNU)" {
  gnu_same diff -y --left-column s1 s2
  gnu_same diff -y --left-column -W 30 w1 w2
}
@test "diff -y --left-column --suppress-common-lines (GNU)" {
  gnu_same diff -y --left-column --suppress-common-lines -W 40 s1 s3
}
@test "diff -y --left-column -t, --color (GNU)" {
  gnu_same diff -y --left-column -t -W 40 t1 t2
  gnu_same diff --color=always -y --left-column -W 30 ab ba
}
@test "diff -y --left-column identical files (GNU)" {
  gnu_same diff -y --left-column -W 20 ab ab
  gnu_same diff -y --suppress-common-lines ab ab
}
@test "diff --left-column, --suppress-common-lines without -y (GNU)" {
  gnu_same diff --left-column s1 s2
  gnu_same diff --suppress-common-lines -u s1 s2
}
@test "diff --side-by-side --width=30 --suppress-common-lines (GNU)" {
  gnu_same diff --side-by-side --width=30 --suppress-common-lines w1 w2
}

# A bad regex: "diff: RE: why" (the C library's words), exit 2, no output
@test "diff -I bad regex: message, exit 2" {
  run diff -I 'a\{1' s1 s2
  [ "$status" = 2 ]
  [ "${#lines[@]}" = 1 ]
  [[ "${lines[0]}" == 'diff: a\{1: '?* ]]
  run diff -I x -I '[' s1 s2
  [ "$status" = 2 ]
  [[ "${lines[0]}" == 'diff: [: '?* ]]
}
@test "diff -F bad regex: message, exit 2" {
  run diff -F 'a\{1' -u s1 s2
  [ "$status" = 2 ]
  [ "${#lines[@]}" = 1 ]
  [[ "${lines[0]}" == 'diff: a\{1: '?* ]]
}
@test "diff -I bad regex, GNU's words where the C library has them (GNU)" {
  grep -q GNU /usr/lib/x86_64-linux-gnu/libc.so.6 2>/dev/null &&
    ! ldd "$TOYBOX" 2>&1 | grep -q -e 'not a dynamic' -e musl ||
    skip "not a glibc build"
  gnu_same diff -I 'a\{1' s1 s2
}

# --normal, --ed with several hunks, --label
@test "diff --normal of several hunks (GNU)" { gnu_same diff --normal s1 s3; }
@test "diff --ed of several hunks (GNU)" {
  printf 'a\nb\nc\nd\ne\nf\ng\nh\n' > e1; printf 'A\nb\nc\ne\nf\nf2\ng\nH\n' > e2
  gnu_same diff --ed e1 e2
  gnu_same diff --ed s1 s3
}
@test "diff --label with -u, twice and once (GNU)" {
  gnu_same diff --label=L1 --label=L2 -u s1 s2
  gnu_same diff -u --label L1 s1 s2
}

# -D NAME: a merged file with #ifdef NAME for the new lines
ifdef_files() { printf 'a\nb\nc\nd\ne\n' > d1; printf 'a\nB\nc\ne\nf\n' > d2; }
@test "diff -D (GNU)" { ifdef_files; gnu_same diff -D FOO d1 d2; }
@test "diff --ifdef= several hunks (GNU)" { gnu_same diff --ifdef=HAVE_X s1 s3; }
@test "diff -D from and to empty (GNU)" {
  ifdef_files
  gnu_same diff -D X empty d1
  gnu_same diff -D X d1 empty
}
@test "diff -D identical files print the file, exit 0 (GNU)" {
  ifdef_files; cp d1 d1c
  gnu_same diff -D X d1 d1c
  gnu_same diff -D X d1 d1
}
@test "diff -D adds a missing newline (GNU)" {
  gnu_same diff -D X nonl1 nonl3
  gnu_same diff -D X nonl1 nonl2
}
@test "diff -D -q, -D -r (GNU)" {
  gnu_same diff -D X -q s1 s2
  gnu_same diff -D X -r A B
  gnu_same diff --line-format=%L A B
  gnu_same diff -D X A/f B
}
@test "diff -D output run through cpp gives both files" {
  needs_cmd cpp
  ifdef_files
  run diff -D FOO d1 d2
  [ "$status" = 1 ]
  printf '%s\n' "$output" > merged
  cpp -P merged | grep . > o1
  cpp -P -DFOO merged | grep . > o2
  cmp o1 d1 && cmp o2 d2
}

# --line-format and --old/new/unchanged-line-format: %L %l %% %c'C' %dn
@test "diff --old/new/unchanged-line-format (GNU)" {
  ifdef_files
  gnu_same diff --old-line-format='-%L' --new-line-format='+%L' --unchanged-line-format=' %L' d1 d2
}
@test "diff one line format, the others %l and a newline (GNU)" {
  ifdef_files
  gnu_same diff --old-line-format='< %l
' d1 d2
  gnu_same diff --new-line-format='' d1 d2
}
@test "diff --line-format=%L without the missing newline (GNU)" {
  gnu_same diff --line-format=%L nonl1 nonl3
  gnu_same diff --line-format='[%l]
' nonl1 nonl3
}
@test "diff line formats %% %c and line numbers (GNU)" {
  ifdef_files
  gnu_same diff --line-format="%dn%%%c'\\101'%c':'%l%c'\\012'" d1 d2
  gnu_same diff --unchanged-line-format='%dn %5dn %-3xn| %on %Xn %.3dn
' --old-line-format='old %dn
' --new-line-format='new %dn
' d1 d2
}
@test "diff line format: an unknown directive is printed (GNU)" {
  ifdef_files
  gnu_same diff --line-format='%q%l
' d1 d2
}
@test "diff -D with line formats (GNU)" {
  ifdef_files
  gnu_same diff -D X --old-line-format='-%L' d1 d2
  gnu_same diff -D X --line-format='%l|
' nonl1 nonl3
}
@test "diff line formats with -I: ignored changes are unchanged lines (GNU)" {
  ifdef_files
  gnu_same diff --old-line-format='-%L' --new-line-format='+%L' --unchanged-line-format=' %L' -I '^[Bb]$' d1 d2
}
@test "diff line formats, identical files and -q (GNU)" {
  gnu_same diff --unchanged-line-format='=%L' ab ab
  gnu_same diff -q --line-format='%L' ab ba
}
@test "diff group formats (GNU)" {
  ifdef_files
  gnu_same diff --changed-group-format='C{%<|%>}' d1 d2
  gnu_same diff --old-group-format='O{%<}' d1 d2
  gnu_same diff --new-group-format='N{%>}' --unchanged-group-format='U{%=}' d1 d2
  gnu_same diff --changed-group-format='[%(f=l?one:many) %dn %de %dF %dL %dM %dE %dN %(N=0?x:y)]
' --old-group-format='{%<}' --new-group-format='(%dn %dN)
' d1 d2
}
@test "diff -D with a different group format: conflicting, exit 2" {
  ifdef_files
  run diff -D X --changed-group-format=x d1 d2
  [ "$status" = 2 ]
  [ "${lines[0]}" = "diff: conflicting --changed-group-format option value 'x'" ]
}

# -Z, --strip-trailing-cr, -x, --no-dereference
trail_files() { printf 'a \nb\t\nc  d\n  \ne\n' > z1; printf 'a\nb\nc d\n\ne\n' > z2; }
@test "diff -Z (GNU)" {
  trail_files
  gnu_same diff -Z z1 z2
  gnu_same diff --ignore-trailing-space -u z2 z1
}
@test "diff -Z with -b, -B, -i (GNU)" {
  trail_files
  gnu_same diff -Zb z1 z2
  gnu_same diff -ZB z1 z2
  gnu_same diff -Zi z1 z2
}
@test "diff --strip-trailing-cr -u, with -Z (GNU)" {
  printf 'a\r\nb \r\nc\n' > c1; printf 'a\nb\nc\r\n' > c2
  gnu_same diff --strip-trailing-cr -u c1 c2
  gnu_same diff --strip-trailing-cr -Z c1 c2
}
@test "diff -r -x two patterns, -X with a glob (GNU)" {
  printf 's*\n' > pats
  gnu_same diff -r -x f -x 'd?' A B
  gnu_same diff -r -X pats A B
}
@test "diff -r --no-dereference: link to a file and the same file (GNU)" {
  mkdir -p C D; echo s > C/t; echo s > D/t; ln -s t C/l; ln -s t D/l
  gnu_same diff -r --no-dereference C D
  ln -s x C/m; cp D/t D/m
  gnu_same diff -r --no-dereference C D
}
@test "diff -D - - reads stdin once (GNU)" {
  run sh -c 'diff -D X - - < ab'
  check "$(/usr/bin/diff -D X - - < ab)" 0
}
@test "diff -s with -y, -D, line formats: the file, then identical (GNU)" {
  cp ab ab2
  gnu_same diff -s -y -W 20 ab ab2
  gnu_same diff -s -D X ab ab2
  gnu_same diff -s --line-format=%L ab ab2
}
@test "diff -y -s - - prints stdin once as both sides" {
  run sh -c 'diff -s -y -W 20 - - < ab'
  check "$(/usr/bin/diff -s -y -W 20 - - < ab)" 0
}

# -y with -I: ignored changes are common lines, paired in order, the lines
# left over on one side marked ( or )
yign_files() {
  seq 1 8 > q1
  sed -e '/^3$/d' -e 's/^6$/six/' q1 > q2
  sed -e 's/^3$/3\nnew/' -e 's/^6$/six/' q1 > q3
}
@test "diff -y -I: ( and ) for lines left over (GNU)" {
  yign_files
  gnu_same diff -I '^3$' -y -W 30 q1 q2
  gnu_same diff -I '^new$' -y -W 30 q1 q3
  gnu_same diff -I '^[0-9]*$' -y -W 30 q1 q3
}
@test "diff -y -I with --suppress-common-lines and --left-column (GNU)" {
  yign_files
  gnu_same diff -I '^new$' -y --suppress-common-lines -W 30 q1 q3
  gnu_same diff -I '^3$' -y --suppress-common-lines -W 30 q1 q2
  gnu_same diff -I '^3$' -y --left-column -W 30 q1 q2
  gnu_same diff -I '^new$' -y --left-column -W 30 q1 q3
}
@test "diff -y -I all changes ignored, -s (GNU)" {
  gnu_same diff -s -I '^[XY0-9]*$' -y -W 30 s1 s2
  gnu_same diff -y -B -W 30 w1 w2
}

# -y rows whose lines lack a newline: \ and / marks, no newline if none has
# one (checked byte for byte: $(...) would drop a last newline)
@test "diff -y, lines without a newline (GNU)" {
  printf 'a\nb' > y1; printf 'a\nc' > y2; printf 'a\nc\n' > y3
  for p in "y1 y2" "y1 y3" "y3 y1" "y1 y1" "nonl1 empty" "empty nonl1"; do
    /usr/bin/diff -y -W 20 $p | od -c > want || :
    diff -y -W 20 $p | od -c > got || :
    cmp want got || return 1
  done
  gnu_same diff -y -W 20 y1 y3
}
@test "diff --color=always -y: the reset after the newline (GNU)" {
  gnu_same diff --color=always -y -W 30 ab ba
  gnu_same diff --color=always -y --left-column -W 30 s1 s2
}
@test "diff --suppress-blank-empty (GNU)" {
  printf 'a\n\nb\n' > sb1; printf 'a\n\nc\n\n' > sb2
  for o in -u -c --normal "-T -u" "-T -c" "-y -W 20" --color=always; do
    gnu_same diff --suppress-blank-empty $o sb1 sb2 || return 1
  done
}

# -y with tabs: a tab cut off at the column's end is left out (spaces up to
# the end with -t); --tabsize=N moves the tab stops
tab_files() {
  printf 'a\tb\tc\n1\n' > tb1; printf 'a\tB\tc\n1\n' > tb2
  printf 'a\tB\tc\td\n' > tb3; printf 'abcdefgh\tB\tc\n' > tb5
  printf 'a\t\n' > tt; printf 'a\t\t\t\t\t\n' > tt2
}
@test "diff -y tabs at the end of a column (GNU)" {
  tab_files
  for w in 15 16 17 23 40 41; do for f in tb2 tb3 tb5 tt tt2; do
    gnu_same diff -y -W $w tb1 $f || return 1
    gnu_same diff -y -t -W $w $f tb1 || return 1
  done; done
}
@test "diff --tabsize (GNU)" {
  tab_files
  for ts in 1 3 4 16; do
    gnu_same diff --tabsize=$ts -t tb1 tb2 || return 1
    gnu_same diff --tabsize=$ts -y -W 40 tb1 tb3 || return 1
    gnu_same diff --tabsize=$ts -y -t -W 23 tb5 tb1 || return 1
  done
}
@test "diff --tabsize bad value: exit 2" {
  for v in 0 x -1 ''; do
    run diff --tabsize=$v s1 s2
    [ "$status" = 2 ]
    [ "${lines[0]}" = "diff: invalid tabsize '$v'" ]
  done
}

# -E: tabs compared as the spaces they expand to (bytes count as columns)
etab_files() {
  printf 'a\tb\nxx\tc\n\td\n' > E1; printf 'a       b\nxx      c\n        d\n' > E2
  printf 'a      \tb\nxx \t c\n \t d\n' > E3
  printf '\303\251\tb\n' > E4; printf '\303\251       b\n' > E5; printf '\303\251      b\n' > E6
}
@test "diff -E (GNU)" {
  etab_files
  gnu_same diff -E E1 E2
  gnu_same diff -E E1 E3
  gnu_same diff --ignore-tab-expansion -u E2 E1
}
@test "diff -E with --tabsize, -b, -i, -y (GNU)" {
  etab_files
  gnu_same diff -E --tabsize=4 E1 E2
  gnu_same diff -E --tabsize=2 E1 E3
  gnu_same diff -Eb E1 E3
  gnu_same diff -Ei E1 E2
  gnu_same diff -E -y -W 40 E1 E3
}
@test "diff -E counts bytes (GNU)" {
  etab_files
  gnu_same diff -E E4 E5
  gnu_same diff -E E4 E6
}

# -l: each diff through pr -h "diff ARGS FILE1 FILE2". pr's header has the
# time of the moment (its input is a pipe): compare without the date. (IN=F:
# stdin from F)
gnu_paged() {
  /usr/bin/diff --version 2>/dev/null | grep -q GNU || skip "needs GNU diff"
  shift
  local nodate='s/^[0-9]\{4\}-[0-9][0-9]-[0-9][0-9] [0-9][0-9]:[0-9][0-9]//'
  run bash -c '(exec -a diff /usr/bin/diff "$@") 2>&1 | sed "$0"
    exit ${PIPESTATUS[0]}' "$nodate" "$@" < "${IN:-/dev/null}"
  local out=$output st=$status
  run bash -c 'diff "$@" 2>&1 | sed "$0"; exit ${PIPESTATUS[0]}' "$nodate" "$@" \
    < "${IN:-/dev/null}"
  check "$out" "$st"
}
paged_dirs() {
  mkdir -p P/sub Q/sub
  for n in a b c; do echo $n > P/$n; echo $n$n > Q/$n; done
  echo 1 > P/sub/a; echo 2 > Q/sub/a
  seq 1 200 > big1; seq 1 200 | sed 's/5$/x/' > big2
}
@test "diff -l normal format (GNU)" { gnu_paged diff -l s1 s2; }
@test "diff --paginate -u, -c, -e (GNU)" {
  gnu_paged diff --paginate -u s1 s3
  gnu_paged diff -l -c ab ba
  gnu_paged diff -l -e s1 s3
}
@test "diff -l several pages (GNU)" {
  paged_dirs
  gnu_paged diff -l big1 big2
  gnu_paged diff -l -U 1 big1 big2
}
@test "diff -l -r: one pr for each pair of files (GNU)" {
  paged_dirs
  gnu_paged diff -r -l P Q
  gnu_paged diff -rlu P/sub Q/sub
}
@test "diff -l header: options quoted, labels, names with spaces (GNU)" {
  cp s1 'sp ace'
  gnu_paged diff -l 'sp ace' s2
  gnu_paged diff -l -L 'a b' s1 s2
  gnu_paged diff -l -L x -L y s1 s2
  gnu_paged diff -l --from-file=s1 s2 s3
  gnu_paged diff -l -I "x'y" s1 s2
}
@test "diff -l -y and -D page identical files too (GNU)" {
  gnu_paged diff -l -y -W 30 ab ab
  gnu_paged diff -l -D X ab ab
  gnu_paged diff -l -D X ab ba
}
@test "diff -l: identical, -q, -s and binary files aren't paged (GNU)" {
  gnu_same diff -l s1 s1
  gnu_same diff -l -q s1 s2
  gnu_same diff -l -s s1 s1
  gnu_same diff -l bin1 bin2
}
@test "diff -l from stdin (GNU)" {
  IN=s1 gnu_paged diff -l - s2
}

# -S: the top directories start at that name (subdirectories don't care)
start_dirs() {
  mkdir -p P/sub Q/sub
  for n in a b c d; do echo $n > P/$n; echo $n$n > Q/$n; done
  echo 1 > P/sub/a; echo 2 > Q/sub/a; echo 1 > P/sub/c; echo 2 > Q/sub/c
  echo x > P/bb; echo y > Q/ca
}
@test "diff -r -S (GNU)" {
  start_dirs
  for s in a bb b0 c sub sub/c z ''; do
    gnu_same diff -r -S "$s" P Q || return 1
  done
}
@test "diff --starting-file without -r, with -q (GNU)" {
  start_dirs
  gnu_same diff --starting-file=c P Q
  gnu_same diff -qr --starting-file c P Q
}
@test "diff -S between files: no effect (GNU)" { gnu_same diff -S z s1 s2; }
@test "diff -S with --ignore-file-name-case (GNU)" {
  start_dirs
  gnu_same diff -r -S C --ignore-file-name-case P Q
}

# --ignore-file-name-case: names match without case
icase_dirs() {
  mkdir -p I/Sub J/sub
  echo 1 > I/Foo; echo 2 > J/foo; echo a > I/bar; echo b > J/BAR
  echo c > I/x; echo c > J/X; echo q > I/only; echo z > J/Zed
  echo 1 > I/Sub/k; echo 2 > J/sub/K; echo z > I/abc; echo z > J/ABD
}
@test "diff -r --ignore-file-name-case (GNU)" {
  icase_dirs
  gnu_same diff -r --ignore-file-name-case I J
  gnu_same diff -r I J
  gnu_same diff -rN --ignore-file-name-case I J
}
@test "diff --ignore-file-name-case and --no-ignore-file-name-case: last wins (GNU)" {
  icase_dirs
  gnu_same diff -r --ignore-file-name-case --no-ignore-file-name-case I J
  gnu_same diff -r --no-ignore-file-name-case --ignore-file-name-case I J
  gnu_same diff -r --no-ignore --ignore-file I J
}
@test "diff --ignore-file-name-case: names that differ only in case (GNU)" {
  t() {
    rm -rf M N; mkdir M N
    for n in $1; do echo M$n > M/$n; done
    for n in $2; do echo N$n > N/$n; done
    gnu_same diff -r --ignore-file-name-case M N
  }
  t "FOO foo" "FOO Foo foo"
  t "fOO foo" "FOO Foo foo"
  t "Foo fOO foo" "FOO fOO"
  t "FOO Foo" "foo fOO fOo"
  t "A a" "a"
  t "a" "A a"
  t "foo fOO fOo" "Foo"
}
@test "diff --ignore-file-name-case file and directory (GNU)" {
  icase_dirs
  gnu_same diff --ignore-file-name-case I/Foo J
  gnu_same diff --ignore-file-name-case J I/Foo
  gnu_same diff I/Foo J
  gnu_same diff --ignore-file-name-case I/only J
}

# --horizon-lines, -H, --speed-large-files, -d tune GNU's search only; a
# longer horizon than the context can choose another diff of the same size
@test "diff --horizon-lines (GNU)" {
  printf '%s\n' b e e b b b d > h1; printf '%s\n' d d b e e f e b b b d > h2
  printf '%s\n' b b c b > h3; printf '%s\n' e e b d c b b > h4
  for n in 0 1 2 3 5 1000; do
    gnu_same diff --horizon-lines=$n h1 h2 || return 1
    gnu_same diff --horizon-lines=$n h3 h4 || return 1
    gnu_same diff --horizon-lines=$n -U 1 h1 h2 || return 1
    gnu_same diff --horizon-lines=$n -u s1 s3 || return 1
  done
}
@test "diff --horizon-lines accepted values (GNU)" {
  for v in '' ' 5' +5 -0 08 99999999999999999999; do
    gnu_same diff --horizon-lines="$v" ab ba || return 1
  done
}
@test "diff --horizon-lines bad value: exit 2 (GNU's message)" {
  for v in x -1 1x 0x10 ' ' + '5 ' 5k; do
    run diff --horizon-lines="$v" s1 s2
    [ "$status" = 2 ] || return 1
    [ "${lines[0]}" = "diff: invalid horizon length '$v'" ] || return 1
  done
  run diff --horizon-lines s1 s2
  [ "$status" = 2 ]
  [ "${lines[0]}" = "diff: invalid horizon length 's1'" ]
}
@test "diff -H --speed-large-files -d --minimal (GNU)" {
  printf '%s\n' b e e b b b d > h1; printf '%s\n' d d b e e f e b b b d > h2
  for o in -H --speed-large-files -d --minimal -Hd; do
    gnu_same diff $o s1 s3 || return 1
    gnu_same diff $o -u h1 h2 || return 1
    gnu_same diff $o ab ba || return 1
  done
}

# --unified and --context take an optional =N
@test "diff --unified, --context without a number (GNU)" {
  gnu_same diff --unified s1 s3
  gnu_same diff --context s1 s3
  gnu_same diff --context=1 s1 s3
  gnu_same diff --unified=0 s1 s3
  gnu_same diff -U 1 --unified s1 s3
}
@test "diff --unified 5: the 5 is an operand (GNU)" {
  run diff --unified 5 s1 s2
  [ "$status" = 2 ]
  [ "${lines[0]}" = "diff: extra operand 's2'" ]
}
@test "diff bad context length: exit 2 (GNU's message)" {
  for o in -U -C --unified= --context=; do
    for v in x -1 1x; do
      if [ "${o: -1}" = = ]; then run diff $o$v s1 s2; else run diff $o $v s1 s2; fi
      [ "$status" = 2 ] || return 1
      [ "${lines[0]}" = "diff: invalid context length '$v'" ] || return 1
    done
  done
}

# --palette: the colors of --color
@test "diff --palette (GNU)" {
  for p in 'ad=1;32:de=1;31' hd=4 'ln=33:rs=1' '' 'ad=\e' 'ad=^[' 'ad=a\:b' \
      de=1:de=2 ad=32: :ad=7 'ad=\101\x41\n^a^?' 'ad=1=2' 'ad=\x4g' 'ad=\q' \
      'ad=\1234' 'ad=^?x' 'ad=\x414' 'ad=^^' 'ad=\t\v\f\r\a\b\\'; do
    gnu_same diff --color=always --palette="$p" -u s1 s2 || return 1
  done
  gnu_same diff --color=always --palette=hd=7:ln=35 -c s1 s2
  gnu_same diff --color=always --palette=de=7:ad=35 -y -W 40 ab ba
  gnu_same diff --color=always --palette=de=7:ad=35 ab ba
}
@test "diff --palette that can't be parsed: no colors (GNU)" {
  for p in xx=5 ad a=1 add=1 'ad=1\' =1 'ad=^' 'ad=^:' 'ln=1:zz=2'; do
    gnu_same diff --color=always --palette="$p" -u s1 s2 || return 1
  done
}
@test "diff --palette without --color: unused (GNU)" {
  gnu_same diff --palette=xx s1 s2
  gnu_same diff --palette=ad=1 --color=never s1 s2
}

# File names in headers and "diff -r" lines: quoted in C style, as GNU
@test "diff quotes odd file names in headers (GNU)" {
  cp s1 'sp ace'; cp s1 "q'uote"; cp s1 'd"q'; cp s1 $'t\ab\177'; cp s1 $'e\033\200'
  for n in 'sp ace' "q'uote" 'd"q' $'t\ab\177' $'e\033\200'; do
    gnu_same diff -u "$n" s2 || return 1
    gnu_same diff -c s2 "$n" || return 1
  done
  gnu_same diff -u -L 'a b' s1 s2
}
@test "diff -r lines quote odd file names (GNU)" {
  mkdir Z1 Z2
  for n in 'a b' 'a$b' 'a\b' $'a\tb' $'a\nb' 'a#b' $'\303\251' $'a\001b' 'a;b' \
      '-x' 'a=b' 'a"b' "a'b"; do
    echo 1 > "Z1/$n"; echo 2 > "Z2/$n"
  done
  gnu_same diff -r Z1 Z2
  gnu_same diff -r -L 'x y' Z1/a=b Z2/a=b
  gnu_same diff -r -L x -L y Z1 Z2
}

@test "diff -v: the version, as --version" {
  run diff --version
  local v=$output
  [ "$status" = 0 ] && [ -n "$v" ]
  run diff -v
  check "$v" 0
  run diff s1 s2 -v
  check "$v" 0
}
@test "diff without operands: exit 2" {
  run diff
  [ "$status" = 2 ]
  [ "${lines[0]}" = "diff: missing operand after 'diff'" ]
}
@test "diff long names of -T -t -d -X -N -s (GNU)" {
  printf 'a\tb\n\nc\n' > t3; printf 'a\tB\n\nc\n' > t4; echo f > xf
  gnu_same diff --initial-tab t3 t4
  gnu_same diff --initial-tab -u t3 t4
  gnu_same diff --expand-tabs t3 t4
  gnu_same diff --minimal t3 t4
  gnu_same diff -r --exclude-from=xf A B
  gnu_same diff --new-file t3 nope
  gnu_same diff --report-identical-files t3 t3
  gnu_same diff --suppress-blank-empty -T -u t3 t4
}
@test "diff -l > /dev/full: pr fails, the end, exit 2 (as GNU)" {
  run sh -c 'diff -l s1 s2 > /dev/full'
  [ "$status" = 2 ]
  [ "${lines[1]}" = "diff: subsidiary program 'pr' failed (exit status 1)" ]
  mkdir -p P Q; echo 1 > P/a; echo 2 > Q/a; echo 1 > P/b; echo 2 > Q/b
  run sh -c 'diff -rl P Q > /dev/full'
  [ "$status" = 2 ]
  [ "${#lines[@]}" = 2 ]
}

# The fast path: lines hashed 8 bytes at a time as they're split, classes
# found in a hash table that grows, and its fallbacks; all checked with GNU.
# rand_pairs FIRST LAST: for each SEED from FIRST to LAST, files raSEED and
# rbSEED of lines of every length (and many repeats), rbSEED with edits
# (changes, inserts, deletes, case and space changes, CRLF); one python3
# for all of them
rand_pairs() {
  python3 - "$1" "$2" <<'PY'
import random, sys
for seed in range(int(sys.argv[1]), int(sys.argv[2]) + 1):
 r = random.Random(seed)
 words = ["a", "bb", "Ccc", "dddd", "eeeee", "ffffff", "Ggggggg", "hhhhhhhh",
   "", "iiiiiiiii", "the quick brown fox", "x\ty", " lead", "trail ", "A  B"]
 def ln():
   k = r.randrange(4)
   if k == 0: return r.choice(words)
   if k == 1: return "w" * r.randrange(40)
   return " ".join(r.choice(words) for i in range(r.randrange(1, 6)))
 a = [ln() for i in range(r.randrange(0, 1500))]
 b = list(a)
 for k in range(r.randrange(0, 120)):
   i = r.randrange(len(b)+1)
   op = r.randrange(6)
   if op == 0 and i < len(b): b[i] = ln()
   elif op == 1 and i < len(b): del b[i]
   elif op == 2: b.insert(i, ln())
   elif op == 3 and i < len(b): b[i] = b[i].upper()
   elif op == 4 and i < len(b): b[i] = b[i].replace(" ", "  ") + " "
   elif op == 5 and i < len(b): b[i] += "\r"
 end = ["\n", "\n", ""]
 open("ra%d" % seed, "w").write("\n".join(a) + (r.choice(end) if a else ""))
 open("rb%d" % seed, "w").write("\n".join(b) + (r.choice(end) if b else ""))
PY
}
@test "diff -u of random edit corpus matches GNU" {
  needs_cmd python3
  rand_pairs 1 30
  for seed in $(seq 1 30); do
    gnu_same diff -u ra$seed rb$seed
  done
}
@test "diff normal and -c of random edit corpus match GNU" {
  needs_cmd python3
  rand_pairs 31 45
  for seed in $(seq 31 45); do
    gnu_same diff ra$seed rb$seed
    gnu_same diff -c ra$seed rb$seed
  done
}
@test "diff -i -b -w -B -Z --strip-trailing-cr of random corpus match GNU" {
  needs_cmd python3
  rand_pairs 46 55
  for seed in $(seq 46 55); do
    for o in -i -b -w -B -Z --strip-trailing-cr -ibB -wB; do
      gnu_same diff -u $o ra$seed rb$seed
    done
  done
}
@test "diff lines of 0 to 40 bytes, each length's neighbours (GNU)" {
  for i in $(seq 0 40); do printf "%${i}s\n" | tr ' ' a; done > la
  for i in $(seq 0 40); do
    [ $((i%3)) = 0 ] && printf "%${i}s\n" | tr ' ' a
    [ $((i%5)) = 0 ] && printf "%${i}sb\n" | tr ' ' a
    [ $((i%7)) = 0 ] && printf "b%${i}s\n" | tr ' ' a
  done > lb
  gnu_same diff -u la lb
  gnu_same diff lb la
}
@test "diff lines whose hashes collide (GNU)" {
  # (equal 32-bit hashes of the 8-byte hash; "Aa" and "B@" for -b and -i)
  printf 'x\ncollide 7736\ny\ncollide 35680\nz\n' > h1
  printf 'x\ncollide 35680\ny\ncollide 7736\nz\ncollide 35680\n' > h2
  gnu_same diff -u h1 h2
  gnu_same diff h2 h1
  printf 'Aa\nq\nB@\nAa\n' > h3; printf 'B@\nq\nAa\nB@\n' > h4
  gnu_same diff -u -b h3 h4
  gnu_same diff -u -i h3 h4
  gnu_same diff -u -w h4 h3
}
@test "diff many distinct lines grow the hash table (GNU)" {
  seq 1 20000 > g1
  awk 'NR % 97 == 0 { print "x" NR; next } NR % 89 == 0 { next } 1' g1 > g2
  seq 30000 -1 25000 >> g2
  gnu_same diff -u g1 g2
  gnu_same diff -i g2 g1
}
@test "diff many short lines grow the line table (GNU)" {
  for i in $(seq 1 3000); do echo; done > e1
  { for i in $(seq 1 1500); do echo; done; echo x; echo; echo; } > e2
  gnu_same diff -u e1 e2
  gnu_same diff -U1 -b e2 e1
}
@test "diff huge lines (GNU)" {
  head -c 1000000 /dev/zero | tr '\0' a > big1; echo >> big1
  { cat big1; echo mid; cat big1; } > hu1
  { cat big1; echo MID; head -c 999999 big1; echo b; } > hu2
  gnu_same diff hu1 hu2
  gnu_same diff -q hu1 hu2
  gnu_same diff -i -q hu1 hu2
  head -c 1000000 big1 > big2
  gnu_same diff -q big1 big2
  gnu_same diff -u big1 big2
  gnu_same diff -u hu2 hu1
}
@test "diff missing newline at end, same text otherwise (GNU)" {
  printf 'a\nb\na\nb' > n1; printf 'a\nb\na\nb\n' > n2
  gnu_same diff -u n1 n2
  gnu_same diff n2 n1
  gnu_same diff -b n1 n2
  gnu_same diff -w -u n2 n1
  printf 'b' > n3; printf 'b\nb' > n4
  gnu_same diff -u n3 n4
  gnu_same diff -u n4 n3
}
@test "diff CRLF lines (GNU)" {
  printf 'a\r\nb\r\nc\r\n' > c1; printf 'a\nb\r\nc\n' > c2
  gnu_same diff -u c1 c2
  gnu_same diff -u --strip-trailing-cr c1 c2
  gnu_same diff -u -b c1 c2
  gnu_same diff -u -w c2 c1
  gnu_same diff -Z c1 c2
  printf 'a\r\nb\r' > c3; printf 'a\nb\r\n' > c4
  gnu_same diff -u --strip-trailing-cr c3 c4
}
@test "diff one empty file, identical files, stdin twice (GNU)" {
  seq 1 5000 > q1; cp q1 q2
  gnu_same diff -u empty q1
  gnu_same diff -c q1 empty
  gnu_same diff -u q1 q2
  gnu_same diff -s q1 q2
  gnu_same diff -s empty empty
  run diff -u - - < q1
  check "" 0
  run diff -i -s - - < q1
  check "Files - and - are identical" 0
}
@test "diff -Z -b -w -i -E of space runs, tabs, \\v \\f \\r, high bytes (GNU)" {
  printf 'a \t b\nc\v\fd \nE\t\tF\n\xc3\x89t\xc3\xa9\n  \n\tx\n' > z1
  printf 'a\t  b \nc \fd\ne        F\n\xc3\xa9T\xc3\x89\n\n    \tx\n' > z2
  for o in -Z -b -w -i -E -bE -wi -Zi -bB -ZB; do
    gnu_same diff -u $o z1 z2
    gnu_same diff $o z2 z1
  done
}
@test "diff two output styles: GNU's two lines, exit 2, for every pair" {
  local st=(-e -f -n -u -c -y --normal "-D X" "--line-format=%l" "-U 2" \
    "-C 2" --unified --context=1 "--old-group-format=x")
  local pairs=()
  for a in "${st[@]}"; do for b in "${st[@]}"; do
    pairs+=($a $b s1 s2 ::)
  done; done
  gnu_same_each diff "${pairs[@]}" -U x s1 s2 :: s1 :: \
    --new-group-format=x --old-group-format=y -DX s1 s2 :: \
    --old-group-format=x -DX --new-group-format=y s1 s2 :: \
    -DX --new-group-format=y s1 s2
  run diff -u -c s1 s2
  check "diff: conflicting output style options
diff: Try 'diff --help' for more information." 2
}
@test "diff -E with -Z: -Z takes over, tabs and spaces differ (GNU)" {
  printf '\tx\na\tb\nab\tx\n\t\tq\na\tb \nx\t\n\t\n' > e1
  printf '    \tx\na       b\nab  \tx\n\t        q\na       b\nx\n        \n' > e2
  for o in -E -ZE -iZE -bE -wE -bZE -wZE -ZEB -BE -iE; do
    gnu_same diff $o e1 e2
    gnu_same diff -u $o e2 e1
  done
}
@test "diff -y and -t with \\r and \\b in lines (GNU)" {
  printf 'ab\rc\td\nsame\nxx\r\nq\r\rr\n\r\t\r\n' > r1
  printf 'ab\rcdef\nsame\nx\n1\r2\tz\nq\r' > r2
  printf 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\rX\nb\na\t\tbbbbbbbbbbbbbbbbbbbbbbbb\t\r\tx\n' > r3
  printf 'cccccccccccccccccccccccccccccccccccccc\rY\nbbbbbbbbbbbbbbbbbbbbbbbbbbb\bZ\n\bx\tq\r\bz\n' > r4
  for o in "-y -W40" "-y -W40 -t" "-y -W60 --suppress-common-lines" \
    "-y -W33 -t" "-y -W40 --left-column" -t "-t -T" "-t -c" "-t -u" \
    "-c -T -t" "-t --suppress-blank-empty" "-y -W40 -t --tabsize=4" \
    "-y -W20" "-y -W7" -y; do
    gnu_same diff $o r1 r2
    gnu_same diff $o r3 r4
    gnu_same diff $o r4 r1
  done
}
@test "diff -t with -D and the line formats: %l %L tabs expanded (GNU)" {
  printf 'a\tb\nsame\t\n\tq\r\tx\n' > f1; printf 'xx\tc\nsame\t\nz\n' > f2
  gnu_same diff -t --line-format='>%l<%L' f1 f2
  gnu_same diff -t --old-line-format='%%ab%l|' --new-line-format='[%dn]%L' f1 f2
  gnu_same diff -t -DX f1 f2
  gnu_same diff -t --old-group-format='%<x%<' --new-group-format='q%>' f1 f2
  gnu_same diff -t --unchanged-group-format='%=' --changed-group-format='%<%>' f1 f2
}
@test "diff -l -r to a pipe: Only in, Binary, File is a: after the pages (GNU)" {
  echo s > A/z; echo t > B/z; echo same > A/sm; echo same > B/sm
  gnu_paged diff -l -r A B
  gnu_paged diff -l -r -s A B
  gnu_paged diff -l -r -q A B
  gnu_paged diff -l -r -u A B
  gnu_paged diff -l A B
  gnu_paged diff -l -s A/sm B/sm
  gnu_paged diff -l A/bin B/bin
}

# -y and -t count columns as GNU does: in -y in a UTF-8 locale each character
# takes its width (日 two, a combining accent none), elsewhere (-t's other
# formats, the C locale) a printable byte one column and any other none
utf8_files() {
  printf 'é\tx\n日本\tx\ne\xcc\x81\tx\n\xff\xfe\tx\nsame\naaaaaaaaaaaaaaa日x\n' > u1
  printf 'aaaaaaaaaaaaaaaa\xcc\x81x\naaaaaaaaaaaaaaaa\xffx\naaaaaaaaaaaaaaa\xff\xc3x\n' >> u1
  printf '\xf0\x9f\x98\x80\xe2\x80\x8b\xc2\x80x\tq\n%s\n' \
    éééééééééééééééééééééééééé >> u1
  printf 'aaaaaaaaaaaaaa日x\n' >> u1
  printf 'e\tx\nab\tx\n日\tz\nsame\n\xf8\x88\x80\x80\x80\t\xed\xa0\x80x\n' > u2
}
@test "diff -y: UTF-8 characters' widths in C.UTF-8, bytes in C (GNU)" {
  printf 'aaaaaaaaaaaaaa日x\n' > l1; printf '日本\tx\n' > l2
  LC_ALL=C.UTF-8 run diff -y -W 40 l1 l2
  check $'aaaaaaaaaaaaaa日   |\t日本\tx' 1
  LC_ALL=C run diff -y -W 40 l1 l2
  check $'aaaaaaaaaaaaaa日x\t   |\t日本\tx' 1
  LC_ALL=C.UTF-8 run diff -t l1 l2
  check $'1c1\n< aaaaaaaaaaaaaa日x\n---\n> 日本        x' 1
}
@test "diff -y -t: UTF-8, combining, wide and invalid characters (GNU)" {
  utf8_files
  for l in C.UTF-8 C; do
    for o in "-y -W40" "-y -t -W40" "-y -W41 --left-column" "-y -W30 -T" \
      "-y -W 23 --tabsize=4" "-y -t -W 17 --suppress-common-lines" -t "-t -u"; do
      LC_ALL=$l gnu_same diff $o u1 u2 || return 1
      LC_ALL=$l gnu_same diff $o u2 u1 || return 1
    done
  done
}

# Around tabs and the column's end: text past the end keeps counting, so a
# \b back inside writes \b or spaces up to it; \0 \v \f take no column but
# are left out at the end, other control characters take none
@test "diff -y: \\b after a tab, at the column's end (GNU)" {
  printf 'aaaaaaaa\t\bx\n' > l1; printf 'x\n' > l2
  run diff -y -W 40 l1 l2
  check $'aaaaaaaa       x   |\tx' 1
  run diff -y -t -W 40 l1 l2
  check $'aaaaaaaa        \bx   |  x' 1
}
@test "diff -y -t: \\b \\r \\f \\v \\0 and control characters at tabs and column ends (GNU)" {
  printf 'aaaaaaaa\t\bx\naaaaaaaa\t\b\b\b\bx\n\t\b\nab\b\b\bc\n' > c1
  printf 'aaaaaaaaaaaaaaaaaaaa\b\b\b\b\b\b\bx\naaaaaaaa\t\001x\n' >> c1
  printf 'aaaaaaaaaaaaaaa\f\fx\naaaaaaaaaaaaaaaa\vx\naaaaaaaaaaaaaaaa\0x\n' >> c1
  printf 'a\0b\tx\naaaaaaaaaaaaaaaa\t\b\b\b\b\b\b\bx\naaaaaaaaaaaaaaa\t\001\n' >> c1
  printf 'aaaaaaaaaaaaaaaa\033x\naaaaaaaaaaaaaaaaa\rx\t\b\by\n' >> c1
  printf 'b\t\bx\nbbbbbbbbbbbbbbbbbb\b\b\b\b\bx\n\f\t\vq\nb\t\001\b\n' > c2
  for o in "-y -W40" "-y -t -W40" "-y -W 15 --tabsize=5" "-y -W 33 -t" \
    "-y -W 60 --left-column" "-y -W 9" -t "-t -c" "-t -T"; do
    gnu_same diff -a $o c1 c2 || return 1
    gnu_same diff -a $o c2 c1 || return 1
  done
}

# -W and --tabsize as GNU reads them: decimal, past LONG_MAX is LONG_MAX,
# given again only with the same value
@test "diff -W bad values: GNU's message and Try line, exit 2" {
  for v in 0 -1 1k 0x10 x '' ' ' '5 ' +0; do
    run diff -y -W "$v" s1 s2
    check "diff: invalid width '$v'
diff: Try 'diff --help' for more information." 2
  done
  run diff -W 7 --width=8 s1 s2
  check "diff: conflicting width options" 2
  run diff --tabsize=4 --tabsize=5 s1 s2
  check "diff: conflicting tabsize options" 2
  run diff -W 5 -W x s1 s2
  check "diff: invalid width 'x'
diff: Try 'diff --help' for more information." 2
}
@test "diff -W and --tabsize values (GNU)" {
  printf 'a\tb\nc\n' > e1; printf 'a\tB\nc\n' > e2
  for o in "-W 010" "-W 0009" "-W +9" "-W ' 9'" "-W 9 -W 9" "-W 9 -W 09" \
    "--tabsize=010 -W 40" "--tabsize=+3 -W 40" "--tabsize=2147483648 -W 50" \
    "--tabsize=99999999999999999999 -W 50" "-W 7 -W 8" "-W x -W 7" \
    "-W 7 -W 8 -W x" "--tabsize=1 --tabsize=2" "--tabsize=x --tabsize=4"; do
    eval gnu_same diff -y $o e1 e2 || return 1
    eval gnu_same diff -y -t $o e1 e2 || return 1
  done
  gnu_same diff -U '' s1 s2
  gnu_same diff --unified= s1 s2
}
@test "diff -y -W past INT_MAX and LONG_MAX: columns that wide (GNU)" {
  /usr/bin/diff --version 2>/dev/null | grep -q GNU || skip "needs GNU diff"
  printf 'a\tb\nc\n' > e1; printf 'a\tB\nc\n' > e2
  for o in "-W 300000000" "-t -W 30000001" "-W 30000001 --tabsize=3"; do
    /usr/bin/diff -y $o e1 e2 | cksum > want || :
    diff -y $o e1 e2 | cksum > got || :
    cmp want got || return 1
  done
  for o in "-W 4294967300" "-W 99999999999999999999" "-t -W 9223372036854775807"; do
    /usr/bin/diff -y $o e1 e2 | head -c 10000000 | cksum > want || :
    diff -y $o e1 e2 | head -c 10000000 | cksum > got || :
    cmp want got || return 1
  done
}

# -E: a line with \b or \r matches another only if it does both with those
# taking a column and with them going back (as GNU's -E does)
@test "diff -E with \\b and \\r before tabs (GNU)" {
  printf 'ab\b\tb\nab\b\tb\na\r\tb\na\r \tb\nabc\b\b\tq\n' > e1
  printf 'ab\b     b\nab\b \tb\na\r      b\na\r\tb\nabc\b\b     q\n' > e2
  run diff -E e1 e2
  check $'0a1\n> ab\b     b\n2,3c3\n< ab\b\tb\n< a\r\tb\n---\n> a\r      b\n5c5\n< abc\b\b\tq\n---\n> abc\b\b     q' 1
  for o in -E -iE -BE "-E --tabsize=3" "-E -u" "-E -y -W 40"; do
    gnu_same diff $o e1 e2 || return 1
  done
}

# The common start and end of the files, left out of the search, are the
# lines that are the same bytes: with -b -w -i... which of equal lines is
# the change is GNU's choice
@test "diff -b -w -i -B: which of equal lines is inserted (GNU)" {
  printf 'a\nb\n\n' > i1; printf 'c\nb\n\n\t\n' > i2
  run diff -b i1 i2
  check $'1c1\n< a\n---\n> c\n3a4\n> \t' 1
  printf 'x\nA\nb\n \n' > i3; printf 'y\nA\nb\n\n \nB\n' > i4
  for o in -b -w -i -bi -B -wB -Z -E "-b -u" "-w -c" "-i -y" "-b -e" -bn; do
    gnu_same diff $o i1 i2 || return 1
    gnu_same diff $o i2 i1 || return 1
    gnu_same diff $o i3 i4 || return 1
    gnu_same diff $o i4 i3 || return 1
  done
}

# -e -f: a file without a newline at its end is trouble even when nothing
# changed, unless both names are the same file
@test "diff -e -f: no newline at the end, with no changes too (GNU)" {
  printf 'x' > n1; printf 'x' > n2; printf 'a\nx' > n3; printf 'a\n\nx' > n4
  run diff -e n1 n2
  check "diff: n1: No newline at end of file

diff: n2: No newline at end of file" 2
  for o in -e -f "-e -s" "-B -e" "-f -s -B" "-e -q"; do
    gnu_same diff $o n1 n2 || return 1
    gnu_same diff $o n3 n4 || return 1
    gnu_same diff $o n1 n1 || return 1
  done
  run diff -e n1 - < n1
  check "" 0
}

@test "diff -c dates: ctime's format in the C locale, else -u's (GNU)" {
  printf 'a\n' > a
  printf 'b\n' > b
  touch -d '2026-01-02 03:04:05.5' a
  touch -d '2026-11-22 13:14:15.25' b
  run env LC_ALL=C diff -c a b
  check "*** a	Fri Jan  2 03:04:05 2026
--- b	Sun Nov 22 13:14:15 2026
***************
*** 1 ****
! a
--- 1 ----
! b" 1
  run env -u LC_ALL -u LANG LC_TIME=POSIX diff -C0 a b
  [ "${lines[0]}" = "*** a	Fri Jan  2 03:04:05 2026" ]
  run env LC_ALL=C diff -u a b
  [ "${lines[0]}" = "--- a	2026-01-02 03:04:05.500000000 +0000" ]
  run env -u LC_ALL LANG=C.UTF-8 diff -c a b
  [ "${lines[1]}" = "--- b	2026-11-22 13:14:15.250000000 +0000" ]
  for e in LC_ALL=C LC_ALL=POSIX LANG=C.UTF-8 X=1 "LC_TIME=C LANG=C.UTF-8"; do
    [ "$(env -u LC_ALL -u LANG $e diff -c a b)" = "$(env -u LC_ALL -u LANG $e /usr/bin/diff -c a b)" ]
  done
}
