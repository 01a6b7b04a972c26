#!/usr/bin/env bats
# sort: expectations from GNU coreutils sort (byte order collation).

load helper

@test "sort plain lines (POSIX)" {
  run sh -c 'printf '\''b\nc\na\n'\'' | sort'
  check $'a\nb\nc' 0
}

@test "sort several files together (POSIX)" {
  run sh -c 'printf '\''b\nd\n'\'' > x; printf '\''c\na\n'\'' > y; sort x y'
  check $'a\nb\nc\nd' 0
}

@test "sort empty input" {
  run sh -c 'printf '\'''\'' | sort'
  check '' 0
}

@test "sort adds a missing final newline (GNU)" {
  run sh -c 'printf '\''b\na'\'' | sort'
  check $'a\nb' 0
}

@test "sort -r reverses (POSIX)" {
  run sh -c 'printf '\''a\nc\nb\n'\'' | sort -r'
  check $'c\nb\na' 0
}

@test "sort -n numbers (POSIX)" {
  run sh -c 'printf '\''10\n9\n-3\n1.5\n-0\n0\nx\n.5\n-.5\n007\n'\'' | sort -n'
  check $'-3\n-.5\n-0\n0\nx\n.5\n1.5\n007\n9\n10' 0
}

@test "sort -n big numbers exactly" {
  run sh -c 'printf '\''123456789012345678901\n123456789012345678900\n99999999999999999999\n-123456789012345678901\n-123456789012345678900\n'\'' | sort -n'
  check $'-123456789012345678901\n-123456789012345678900\n99999999999999999999\n123456789012345678900\n123456789012345678901' 0
}

@test "sort -n ties fall back to whole lines (GNU)" {
  run sh -c 'printf '\''1b\n1a\n01\n1\n'\'' | sort -n'
  check $'01\n1\n1a\n1b' 0
}

@test "sort -s keeps input order of ties (POSIX)" {
  run sh -c 'printf '\''1b\n1a\n01\n1\n'\'' | sort -s -n'
  check $'1b\n1a\n01\n1' 0
}

@test "sort -u keeps first of equal lines (POSIX)" {
  run sh -c 'printf '\''b\na\nb\na\nc\n'\'' | sort -u'
  check $'a\nb\nc' 0
}

@test "sort -u with -f compares folded (GNU)" {
  run sh -c 'printf '\''b\nB\na\nA\n'\'' | sort -uf'
  check $'a\nb' 0
}

@test "sort -f folds case (POSIX)" {
  run sh -c 'printf '\''b\nB\na\nA\nc\n'\'' | sort -f'
  check $'A\na\nB\nb\nc' 0
}

@test "sort -d dictionary order (POSIX)" {
  run sh -c 'printf '\''a-c\nab\na c\n_b\n'\'' | sort -d'
  check $'a c\nab\na-c\n_b' 0
}

@test "sort -i ignores nonprinting (POSIX)" {
  run sh -c 'printf '\''a\001c\nab\naa\n'\'' | sort -i | od -An -c'
  check '   a   a  \n   a   b  \n   a 001   c  \n' 0
}

@test "sort -b ignores leading blanks (POSIX)" {
  run sh -c 'printf '\''  b\na\n c\n'\'' | sort -b'
  check $'a\n  b\n c' 0
}

@test "sort -g general numbers (GNU)" {
  run sh -c 'printf '\''1e3\n10\nx\n-inf\ninf\n0x10\n-1.5e-3\n2\n'\'' | sort -g'
  check $'x\n-inf\n-1.5e-3\n2\n10\n0x10\n1e3\ninf' 0
}

@test "sort -h human numbers (GNU)" {
  run sh -c 'printf '\''1K\n2M\n-1K\n1000\n0\n3G\n1.5K\n'\'' | sort -h'
  check $'-1K\n0\n1000\n1K\n1.5K\n2M\n3G' 0
}

@test "sort -M months (GNU)" {
  run sh -c 'printf '\''mar\nJAN\n dec\nfoo\nFeb\n'\'' | sort -M'
  check $'foo\nJAN\nFeb\nmar\n dec' 0
}

@test "sort -V versions (GNU)" {
  run sh -c 'printf '\''a.10\na.2\na.1~\na.1\n.a\nb\nfoo-1.2.tar.gz\nfoo-1.10.tar.gz\n'\'' | sort -V'
  check $'.a\na.1~\na.1\na.2\na.10\nb\nfoo-1.2.tar.gz\nfoo-1.10.tar.gz' 0
}

@test "sort -k2 from field 2 to end (POSIX)" {
  run sh -c 'printf '\''x b c\ny a z\nz b a\n'\'' | sort -k2'
  check $'y a z\nz b a\nx b c' 0
}

@test "sort -k2,2 one field (POSIX)" {
  run sh -c 'printf '\''x b c\ny a z\nz b a\n'\'' | sort -k2,2'
  check $'y a z\nx b c\nz b a' 0
}

@test "sort -k2,2n numeric key flag (POSIX)" {
  run sh -c 'printf '\''a 10\nb 9\nc 100\n'\'' | sort -k2,2n'
  check $'b 9\na 10\nc 100' 0
}

@test "sort -k with several keys and per key r (POSIX)" {
  run sh -c 'printf '\''a 2\nb 1\na 1\nb 2\n'\'' | sort -k1,1 -k2,2nr'
  check $'a 2\na 1\nb 2\nb 1' 0
}

@test "sort -k F.C characters (POSIX)" {
  run sh -c 'printf '\''xab\nyaa\nzac\n'\'' | sort -k1.2,1.3'
  check $'yaa\nxab\nzac' 0
}

@test "sort -k leading blanks count without b (POSIX)" {
  run sh -c 'printf '\''a  b\na c\na   a\n'\'' | sort -k2,2'
  check $'a   a\na  b\na c' 0
}

@test "sort -k b flag skips blanks (POSIX)" {
  run sh -c 'printf '\''a  b\na c\na   a\n'\'' | sort -k2b,2'
  check $'a   a\na  b\na c' 0
}

@test "sort -k end character with b (GNU)" {
  run sh -c 'printf '\''a   xbc\na  xab\n'\'' | sort -k2.1b,2.2b'
  check $'a  xab\na   xbc' 0
}

@test "sort -t separator (POSIX)" {
  run sh -c 'printf '\''a,3\nb,1\nc,2\n'\'' | sort -t, -k2'
  check $'b,1\nc,2\na,3' 0
}

@test "sort -t empty fields (POSIX)" {
  run sh -c 'printf '\'',b\na,\n,a\n'\'' | sort -t, -k2,2'
  check $'a,\n,a\n,b' 0
}

@test "sort -t with -k past the last field (GNU)" {
  run sh -c 'printf '\''a\nc,b\nb\n'\'' | sort -t, -k3'
  check $'a\nb\nc,b' 0
}

@test "sort -t NUL separator (GNU)" {
  run sh -c 'printf '\''a\000z\nb\000y\n'\'' | sort -t '\''\0'\'' -k2 | tr '\''\000'\'' @'
  check $'b@y\na@z' 0
}

@test "sort -z NUL lines (GNU)" {
  run sh -c 'printf '\''b\000a\000c'\'' | sort -z | tr '\''\000'\'' @'
  check 'a@b@c@' 0
}

@test "sort -c sorted input exits 0 (POSIX)" {
  run sh -c 'printf '\''a\nb\n'\'' | sort -c'
  check '' 0
}

@test "sort -c reports disorder, exit 1 (POSIX)" {
  run sh -c 'printf '\''a\nc\nb\n'\'' | sort -c'
  check 'sort: -:3: disorder: b' 1
}

@test "sort -c names the file (GNU)" {
  run sh -c 'printf '\''b\na\n'\'' > f; sort -c f'
  check 'sort: f:2: disorder: a' 1
}

@test "sort -cu finds duplicates (GNU)" {
  run sh -c 'printf '\''a\na\n'\'' | sort -cu'
  check 'sort: -:2: disorder: a' 1
}

@test "sort -C is quiet (POSIX)" {
  run sh -c 'printf '\''b\na\n'\'' | sort -C'
  check '' 1
}

@test "sort -m merges sorted files (POSIX)" {
  run sh -c 'printf '\''a\nc\ne\n'\'' > x; printf '\''b\nd\n'\'' > y; sort -m x y'
  check $'a\nb\nc\nd\ne' 0
}

@test "sort -m -u -n (GNU)" {
  run sh -c 'printf '\''1\n2\n3\n'\'' > x; printf '\''2\n3\n4\n'\'' > y; sort -m -u -n x y'
  check $'1\n2\n3\n4' 0
}

@test "sort -o writes to a file (POSIX)" {
  run sh -c 'printf '\''b\na\n'\'' | sort -o out; cat out'
  check $'a\nb' 0
}

@test "sort -o onto an input (POSIX)" {
  run sh -c 'printf '\''b\na\nc\n'\'' > f; sort -o f f; cat f'
  check $'a\nb\nc' 0
}

@test "sort -m -o onto an input (POSIX)" {
  run sh -c 'printf '\''a\nc\n'\'' > f; printf '\''b\n'\'' > g; sort -m -o f f g; cat f'
  check $'a\nb\nc' 0
}

@test "sort -S small buffer uses temporary files" {
  run sh -c 'seq 20000 | sort -r > in; sort -S 100K -T . in | md5sum; seq 20000 | md5sum'
  check $'f4d44d248b0434457f5bef608f46fe77  -\ne071f707df7bbeee2a6a1eb48011ddd0  -' 0
}

@test "sort -S with unique and numbers" {
  run sh -c 'seq 30000 | sed '\''s/$/\n1/'\'' > in; sort -S 64K -un in | md5sum; seq 30000 | md5sum'
  check $'0a61f0919f546ce04fc119b028b88a2e  -\n0a61f0919f546ce04fc119b028b88a2e  -' 0
}

@test "sort --parallel sorts the same" {
  run sh -c 'seq 100000 | sort -R > in; sort --parallel=2 -n in | md5sum; seq 100000 | md5sum'
  check $'dea9193b768319cbb4ff1a137ac03113  -\ndea9193b768319cbb4ff1a137ac03113  -' 0
}

@test "sort -R keeps equal lines together" {
  run sh -c 'printf '\''a\nb\na\nb\na\n'\'' | sort -R | uniq | wc -l'
  check '2' 0
}

@test "sort long lines" {
  run sh -c 'head -c 300000 /dev/zero | tr '\''\000'\'' b > x; head -c 200000 /dev/zero | tr '\''\000'\'' a >> x; echo >> x; sort x | cut -c1,200001 | tr -d '\''\n'\'''
  check 'bb' 0
}

@test "sort binary data with NUL bytes (GNU)" {
  run sh -c 'printf '\''b\000z\na\000y\na\n'\'' | sort | od -An -c'
  check '   a  \n   a  \0   y  \n   b  \0   z  \n' 0
}

@test "sort invalid UTF-8 sorts by bytes" {
  run sh -c 'printf '\''\377\n\303\250\na\n'\'' | sort | od -An -tx1'
  check ' 61 0a c3 a8 0a ff 0a' 0
}

@test "sort -k 0 is an error exit 2 (GNU)" {
  run sh -c 'printf "a\n" | sort -k0 2>e; echo $?; sed "s/[‘’'\'']/Q/g" e'
  check $'2\nsort: field number is zero: invalid field specification Q0Q' 0
}

@test "sort -t two characters is an error (GNU)" {
  run sh -c 'printf "a\n" | sort -t ab 2>e; echo $?; sed "s/[‘’'\'']/Q/g" e'
  check $'2\nsort: multi-character tab QabQ' 0
}

@test "sort missing file exits 2 (GNU)" {
  run sh -c 'sort nonexistent'
  check 'sort: cannot read: nonexistent: No such file or directory' 2
}

@test "sort -c with two files is an error (GNU)" {
  run sh -c 'sort -c a b 2>&1 | sed "s/[‘’'\'']/Q/g"'
  check 'sort: extra operand QbQ not allowed with -c' 0
}

@test "sort -S bad suffix (GNU)" {
  run sh -c 'printf '\''a\n'\'' | sort -S 1x'
  check 'sort: invalid suffix in -S argument '\''1x'\''' 2
}

@test "sort -o writes nothing when an input is missing" {
  printf 'keep\n' > out
  run sort -o out out nonexistent
  check 'sort: cannot read: nonexistent: No such file or directory' 2
  run cat out
  check 'keep' 0
}

@test "sort -gn are incompatible, exit 2 (GNU)" {
  run sort -gn /dev/null
  check "sort: options '-gn' are incompatible" 2
}

@test "sort bad option exits 2" {
  run sort -Y /dev/null
  [ "$status" = 2 ]
}

@test "sort write error exits 2" {
  run sh -c 'echo a | sort > /dev/full'
  check 'sort: write failed: standard output: No space left on device' 2
}

@test "sort -o onto its input: a write failure leaves the input as it was" {
  # (GNU truncates the input first and loses it; RLIMIT_FSIZE makes the
  # write fail with EFBIG)
  seq 2000 -1 1 > F
  cp F F.orig
  run bash -c 'ulimit -f 4; trap "" XFSZ; sort -o F F'
  check "sort: write failed: F: File too large" 2
  cmp F F.orig
  run ls
  check "F
F.orig" 0
  run sort -n -o F F
  check "" 0
  [ "$(head -n 2 F | tr '\n' ' ')" = "1 2 " ]
}
