#!/usr/bin/env bats
# patch: POSIX plus GNU's options and git diffs. patch_same runs the host's
# GNU patch and toybox's in two copies of the same files: messages, exit
# status and the resulting files (names, modes, contents) must all match.

load helper

setup() {
  cd "$BATS_TEST_TMPDIR" || return 1
  mkdir F
  cd F
  seq 1 30 > a
  sed -e 's/^5$/five/' -e 's/^20$/twenty/' a > b
  seq 1 30 | sed -e 's/^5$/five\nfive2\nfive3/' -e 's/^20$/twenty/' > c
  /usr/bin/diff -u a b > p1 || :
  /usr/bin/diff -u a c > p2 || :
  /usr/bin/diff -c a b > pc || :
  (printf 'x\ny\nz\n'; cat a) > a2        # hunks at an offset
  (seq 1 10; seq 15 30) > a5              # offsets both ways
  sed 's/^2$/TWO/' a > f1                 # needs fuzz 1
  sed 's/^2$/TWO/;s/^3$/THREE/' a > f2    # needs fuzz 2
  seq 1 3 > e1; : > e2; /usr/bin/diff -u e1 e2 > pe || :
  printf -- '--- /dev/null\n+++ b/made\n@@ -0,0 +1 @@\n+fresh\n' > cr
  printf -- '--- a/gone\n+++ /dev/null\n@@ -1 +0,0 @@\n-x\n' > del
  printf -- '--- /etc/passwdx\n+++ /etc/passwdx\n@@ -0,0 +1 @@\n+x\n' > abs
  printf -- '--- ../x\n+++ ../x\n@@ -0,0 +1 @@\n+x\n' > up
  printf -- '--- nofile\n+++ nofile\n@@ -1 +1 @@\n-a\n+b\n' > nf
  cd ..
}

# (every file's contents after its name: one head and one cat for them all)
tree_of() {
  (cd "$1" && /usr/bin/find . -printf '%p %M\n' | LC_ALL=C /usr/bin/sort &&
   /usr/bin/find . -type f -print0 | LC_ALL=C /usr/bin/sort -z |
     /usr/bin/xargs -0r /usr/bin/head -v -c 100000000 | /usr/bin/cat -A)
}

# patch_same DIR ARGS: GNU patch and toybox patch in copies of DIR, each
# in a new session (no terminal to ask questions on: GNU's batch answers)
patch_same() {
  /usr/bin/patch --version 2>/dev/null | grep -q GNU || skip "needs GNU patch"
  needs_cmd setsid
  local fx=$1 out st
  shift
  rm -rf G T; cp -a "$fx" G; cp -a "$fx" T
  run bash -c 'cd G && exec setsid -w bash -c "exec -a patch /usr/bin/patch \"\$@\"" patch "$@" < "${PIN:-/dev/null}"' x "$@"
  out=$output st=$status
  run bash -c 'cd T && exec setsid -w patch "$@" < "${PIN:-/dev/null}"' x "$@"
  check "$out" "$st" || return 1
  [ "$(tree_of G)" = "$(tree_of T)" ] || { /usr/bin/diff <(tree_of G) <(tree_of T) >&2; return 1; }
}

@test "patch applies a unified diff (POSIX)" { patch_same F a -i p1; }
@test "patch reads the patch from stdin (POSIX)" { PIN=p1 patch_same F a; }
@test "patch FILE PATCHFILE (POSIX)" { patch_same F a p1; }
@test "patch offset lines (GNU)" { patch_same F a2 -i p1; }
@test "patch offsets after a hunk that adds lines (GNU)" { patch_same F a2 -i p2; }
@test "patch negative offset (GNU)" { patch_same F a5 -i p2; }
@test "patch fuzz 1 (GNU)" { patch_same F f1 -i p1; }
@test "patch fuzz 2 (GNU)" { patch_same F f2 -i p1; }
@test "patch -F 0 refuses fuzz: .rej, .orig, exit 1 (GNU)" { patch_same F -F 0 f1 -i p1; }
@test "patch -F1 (GNU)" { patch_same F -F1 f2 -i p1; }
@test "patch --fuzz=2 (GNU)" { patch_same F --fuzz=2 f2 -i p1; }
@test "patch failed hunk: .rej and exit 1 (GNU)" {
  sed 's/^4$/FOUR/' F/a > F/w; patch_same F w -i p1
}
@test "patch already applied, no terminal: skipped (GNU)" { patch_same F b -i p1; }
@test "patch -N skips an applied patch (GNU)" { patch_same F -N b -i p1; }
@test "patch -t assumes -R (GNU)" { patch_same F -t b -i p1; }
@test "patch -f tries and fails (GNU)" { patch_same F -f b -i p1; }
@test "patch -R (GNU)" { patch_same F -R b -i p1; }
@test "patch -R on an unreversed patch (GNU)" { patch_same F -R a -i p1; }
@test "patch -R --dry-run (GNU)" { patch_same F -R --dry-run b -i p2; }
@test "patch -s is silent (GNU)" { patch_same F -s a2 -i p1; }
@test "patch -s still reports failure (GNU)" { patch_same F -s -F0 f2 -i p1; }
@test "patch --silent -N (GNU)" { patch_same F --silent -N b -i p1; }
@test "patch --dry-run changes nothing (GNU)" { patch_same F --dry-run a5 -i p2; }
@test "patch --dry-run failure writes no .rej (GNU)" { patch_same F --dry-run -F0 f2 -i p1; }
@test "patch -b keeps FILE.orig (GNU)" { patch_same F -b a -i p1; }
@test "patch --backup (GNU)" { patch_same F --backup a -i p2; }
@test "patch --no-backup-if-mismatch (GNU)" { patch_same F --no-backup-if-mismatch a5 -i p2; }
@test "patch -o FILE (GNU)" { patch_same F -o out a -i p1; }
@test "patch -o - (GNU)" { patch_same F -o - a -i p1; }
@test "patch -r FILE (GNU)" { patch_same F -r my.rej -F0 f2 -i p1; }
@test "patch -r - keeps no rejects (GNU)" { patch_same F -r - -F0 f2 -i p1; }
@test "patch -d DIR (GNU)" { mkdir D; cp -a F D/sub; patch_same D -d sub a -i p1; }
@test "patch -d missing directory exit 2" {
  run patch -d nowhere -i F/p1
  [ "$status" = 2 ]
}
@test "patch leaves an emptied file (GNU)" { patch_same F e1 -i pe; }
@test "patch -E removes an emptied file (GNU)" { patch_same F -E e1 -i pe; }
@test "patch +++ /dev/null deletes (GNU)" {
  echo x > F/gone; patch_same F -p1 -i del
}
@test "patch --- /dev/null creates (GNU)" { patch_same F -p1 -i cr; }
@test "patch create over an existing file, no terminal (GNU)" {
  echo old > F/made; patch_same F -p1 -i cr
}
@test "patch -f create over an existing file (GNU)" {
  echo old > F/made; patch_same F -f -p1 -i cr
}
@test "patch -t create over the created file assumes -R (GNU)" {
  echo fresh > F/made; patch_same F -t -p1 -i cr
}
@test "patch delete a missing file (GNU)" { patch_same F -p1 -i del; }
@test "patch -R of a creation deletes (GNU)" {
  echo fresh > F/made; patch_same F -R -p1 -i cr
}
@test "patch absolute name without -p: basename (GNU)" { patch_same F -i abs; }
@test "patch refuses an absolute name (GNU)" { patch_same F -p0 -i abs; }
@test "patch refuses .. (GNU)" { patch_same F -p0 -i up; }
@test "patch -s refuses .. (GNU)" { patch_same F -s -p0 -i up; }
@test "patch -f refuses .. (GNU)" { patch_same F -f -p0 -i up; }
@test "patch missing file (GNU)" { patch_same F -i nf; }
@test "patch -t missing file (GNU)" { patch_same F -t -i nf; }
@test "patch -p1 missing file (GNU)" { patch_same F -p1 -i nf; }
@test "patch context diff (GNU)" { patch_same F a -i pc; }
@test "patch context diff at an offset (GNU)" { patch_same F a2 -i pc; }
@test "patch context diff failure .rej (GNU)" { patch_same F -f b -i pc; }
@test "patch -R context diff .rej (GNU)" { patch_same F -R a2 -i pc; }
@test "patch -u accepted (GNU)" { patch_same F -u a -i p1; }
@test "patch keeps the file's mode (GNU)" {
  chmod 750 F/a; patch_same F a -i p1
}
@test "patch no newline at end: added (GNU)" {
  printf 'one\ntwo' > F/n1; printf 'one\ntwo\n' > F/n2
  /usr/bin/diff -u F/n1 F/n2 > F/pn || :; patch_same F n1 -i pn
}
@test "patch no newline at end: removed (GNU)" {
  printf 'one\ntwo' > F/n1; printf 'one\ntwo\n' > F/n2
  /usr/bin/diff -u F/n2 F/n1 > F/pn || :; patch_same F n2 -i pn
}
@test "patch -l ignores whitespace (GNU)" {
  printf 'a  b\nc\td\ne\n' > F/ws; printf 'a b\nc d\nE\n' > F/ws2
  printf 'a b\nc d\ne\n' > F/ws0; /usr/bin/diff -u F/ws0 F/ws2 > F/pw || :
  patch_same F -l ws -i pw
}
@test "patch without -l whitespace matters (GNU)" {
  printf 'a  b\nc\td\ne\n' > F/ws; printf 'a b\nc d\nE\n' > F/ws2
  printf 'a b\nc d\ne\n' > F/ws0; /usr/bin/diff -u F/ws0 F/ws2 > F/pw || :
  patch_same F ws -i pw
}
@test "patch several files, -p1 with directories (GNU)" {
  mkdir -p O/x N/x; seq 1 5 > O/x/one; seq 1 6 > N/x/one
  seq 1 9 > O/two; seq 2 9 > N/two
  /usr/bin/diff -ruN O N > F/multi || :
  mkdir F/x; cp O/x/one F/x/one; cp O/two F/two
  patch_same F -p1 -i multi
}

# git diffs: deleted, changed, new, mode only, renamed, new in a subdirectory
git_fixture() {
  mkdir -p H
  seq 1 5 > H/keep; seq 1 3 > H/gone; seq 10 15 > H/old; echo m > H/mode
  chmod 644 H/keep H/gone H/old H/mode
  cat > H/gp <<'GIT'
diff --git a/gone b/gone
deleted file mode 100644
index 01e79c3..0000000
--- a/gone
+++ /dev/null
@@ -1,3 +0,0 @@
-1
-2
-3
diff --git a/keep b/keep
index 8a1218a..b414108 100644
--- a/keep
+++ b/keep
@@ -3,3 +3,4 @@
 3
 4
 5
+6
diff --git a/made b/made
new file mode 100644
index 0000000..92d5444
--- /dev/null
+++ b/made
@@ -0,0 +1 @@
+fresh
diff --git a/mode b/mode
old mode 100644
new mode 100755
diff --git a/old b/new
similarity index 85%
rename from old
rename to new
index 7c78428..ed83517 100644
--- a/old
+++ b/new
@@ -4,3 +4,4 @@
 13
 14
 15
+16
diff --git a/sub/deep b/sub/deep
new file mode 100644
index 0000000..b478595
--- /dev/null
+++ b/sub/deep
@@ -0,0 +1 @@
+s
GIT
}

@test "patch git diff -p1: delete, new, mode, rename, subdirectory (GNU)" {
  git_fixture; patch_same H -p1 -i gp
}
@test "patch git diff without -p (GNU)" { git_fixture; patch_same H -i gp; }
@test "patch git diff --dry-run (GNU)" { git_fixture; patch_same H -p1 --dry-run -i gp; }
@test "patch git diff -R on the old files (GNU)" { git_fixture; patch_same H -p1 -R -i gp; }
@test "patch git diff -p1 then -R restores (GNU)" {
  git_fixture
  (cd H && setsid -w patch -s -p1 -i gp) || return 1
  patch_same H -p1 -R -i gp
}
@test "patch git rename without hunks (GNU)" {
  mkdir R; echo x > R/from
  printf 'diff --git a/from b/to\nsimilarity index 100%%\nrename from from\nrename to to\n' > R/pr
  patch_same R -p1 -i pr
}
@test "patch git mode change only (GNU)" {
  mkdir M; echo x > M/f; chmod 644 M/f
  printf 'diff --git a/f b/f\nold mode 100644\nnew mode 100755\n' > M/pm
  patch_same M -p1 -i pm
}

@test "patch missing patch file exit 2" {
  run patch -i nope
  [ "$status" = 2 ]
}

@test "patch malformed hunk exit 2 (GNU)" {
  printf -- '--- a\n+++ a\n@@ -1,3 +1,3 @@\n 1\nbogus\n' > F/bad
  run bash -c 'cd F && patch a -i bad'
  [ "$status" = 2 ]
  run bash -c 'cd F && /usr/bin/patch a -i bad'
  [ "$status" = 2 ]
}

# Round trips: python3 makes 200 random line edits with a fixed seed
make_edits() {
  python3 - "$1" <<'PY'
import random, sys
random.seed(int(sys.argv[1]))
a = ["line %d %s" % (i, random.choice("abcdefgh")) for i in range(3000)]
b = list(a)
for k in range(200):
    i = random.randrange(len(b)+1)
    op = random.randrange(3)
    if op == 0 and i < len(b): b[i] = "changed %d" % k
    elif op == 1 and i < len(b): del b[i]
    else: b.insert(i, "added %d" % k)
open("ra", "w").write("\n".join(a) + "\n")
open("rb", "w").write("\n".join(b) + random.choice(["\n", ""]))
# the same file with some drift, for offsets and fuzz
for k in range(20):
    i = random.randrange(len(a))
    if random.randrange(2): a.insert(i, "drift %d" % k)
    else: a[i] = "drift %d" % k
open("rd", "w").write("\n".join(a) + "\n")
PY
}

@test "patch round trip: diff -u a b | patch a gives b, diff as GNU's" {
  needs_cmd python3
  make_edits 1
  run diff -u ra rb
  [ "$status" = 1 ]
  [ "$output" = "$(/usr/bin/diff -u ra rb)" ]
  diff -u ra rb | patch -s ra
  cmp ra rb
}

@test "patch round trip -c and -U0" {
  needs_cmd python3
  make_edits 2
  cp ra rc
  diff -c ra rb | patch -s ra
  cmp ra rb
  diff -U0 rc rb | patch -s rc
  cmp rc rb
}

@test "patch round trip -R restores a" {
  needs_cmd python3
  make_edits 3
  cp ra orig
  diff -u ra rb > p || :
  patch -s ra p
  patch -s -R ra p
  cmp ra orig
}

@test "patch a drifted copy: offsets and fuzz as GNU (GNU)" {
  needs_cmd python3
  mkdir D; (cd D && make_edits 4; /usr/bin/diff -u ra rb > p || :; rm ra rb)
  patch_same D rd -i p
}

@test "patch bad option exit 2 (GNU)" {
  run patch --bogus
  [ "$status" = 2 ]
  run /usr/bin/patch --bogus
  [ "$status" = 2 ]
}

@test "patch -p2 strips two directories (GNU)" {
  mkdir -p F/x; cp F/a F/x/a
  sed 's|^--- a|--- 1/2/x/a|; s|^+++ b|+++ 1/2/x/a|' F/p1 > F/pp
  patch_same F -p2 -i pp
}

@test "patch --strip=1 --input (GNU)" {
  mkdir -p F/x; cp F/a F/x/a
  sed 's|^--- a|--- top/x/a|; s|^+++ b|+++ top/x/a|' F/p1 > F/pp
  patch_same F --strip=1 --input=pp
}

@test "patch picks the old name when it exists (GNU)" {
  cp F/a F/old
  sed 's|^--- a|--- old|; s|^+++ b|+++ new|' F/p1 > F/pp
  patch_same F -i pp
}

@test "patch picks the new name when only it exists (GNU)" {
  cp F/a F/new
  sed 's|^--- a|--- old|; s|^+++ b|+++ new|' F/p1 > F/pp
  patch_same F -i pp
}

@test "patch leading garbage before the diff is skipped (GNU)" {
  (echo 'From: someone'; echo 'Subject: fix'; echo; cat F/p1) > F/pm
  patch_same F a -i pm
}

# Normal (ed-less, "2,3c2,3") diffs: GNU applies them to a FILE given on
# the command line, and finds only garbage without one
normal_fixture() {
  seq 1 30 | sed 's/^3$/3\nx\ny/;s/^10$/ten/;15,17d;s/^25$/25\nq/' > F/s2
  /usr/bin/diff F/a F/s2 > F/pn || :
  seq 1 30 | sed 's/^10$/TEN/;s/^16$/X/' > F/s3
}
@test "patch normal diff to FILE (GNU)" { normal_fixture; patch_same F a -i pn; }
@test "patch normal diff from stdin (GNU)" { normal_fixture; PIN=F/pn patch_same F a; }
@test "patch normal diff without FILE: only garbage (GNU)" {
  normal_fixture; patch_same F -i pn
}
@test "patch normal diff -R (GNU)" { normal_fixture; patch_same F -R s2 -i pn; }
@test "patch normal diff at an offset (GNU)" { normal_fixture; patch_same F a2 -i pn; }
@test "patch normal diff failed hunks: .rej as GNU writes it (GNU)" {
  normal_fixture; patch_same F s3 -i pn
}
@test "patch normal diff -R failed hunks .rej (GNU)" {
  normal_fixture; patch_same F -R s3 -i pn
}
@test "patch normal diff already applied, -N (GNU)" {
  normal_fixture; patch_same F -N s2 -i pn
}
@test "patch normal diff -t already applied (GNU)" {
  normal_fixture; patch_same F -t s2 -i pn
}
@test "patch normal diff --dry-run, -o (GNU)" {
  normal_fixture; patch_same F --dry-run a -i pn
  patch_same F -o out a -i pn
}
@test "patch normal diff without newline at the end (GNU)" {
  printf 'a\nb' > F/n1; printf 'a\nc' > F/n2; /usr/bin/diff F/n1 F/n2 > F/pn || :
  patch_same F n1 -i pn
  patch_same F -R n2 -i pn
}
@test "patch normal diff adding past the end appends (GNU)" {
  printf '1a2\n> x\n20a22\n> y\n' > F/pn
  patch_same F e1 -i pn
}
@test "patch only garbage: exit 2 (GNU)" {
  echo garbage > F/g
  patch_same F -i g
  patch_same F a -i g
}
@test "patch empty patch: nothing, exit 0 (GNU)" { : > F/g; patch_same F -i g; }
@test "patch round trip with a normal diff and -R" {
  needs_cmd python3
  make_edits 6
  cp ra orig
  diff ra rb > p || :
  patch -s ra p
  cmp ra rb
  patch -s -R ra p
  cmp ra orig
}

# Backup names: -B PREFIX, -Y PREFIX before the base name, -z SUFFIX
@test "patch -b -z SUFFIX (GNU)" { patch_same F -b -z .old a -i p1; }
@test "patch -z without -b makes no backup (GNU)" { patch_same F -z .old a -i p1; }
@test "patch -b -B PREFIX makes its directories (GNU)" {
  patch_same F -b -B bak/x/ a -i p1
  patch_same F -b --prefix=P_ a -i p1
}
@test "patch -b -Y and -B with a subdirectory (GNU)" {
  mkdir -p F/x; cp F/a F/x/a
  sed 's|^--- a|--- x/a|; s|^+++ b|+++ x/a|' F/p1 > F/pp
  patch_same F -b -Y y_ -p0 -i pp
  patch_same F -b -Y y_ -B P/ -p0 -i pp
  patch_same F -b --basename-prefix=y/ --suffix=.S -p0 -i pp
}
@test "patch -B and -z on a backup for an offset (GNU)" { patch_same F -B pre. -z .s a2 -i p1; }
