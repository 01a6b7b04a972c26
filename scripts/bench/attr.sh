# attr.sh - lsattr, chattr and getfattr over a directory tree.
#
# The tree is built here once (skipped when $BENCH_DATA/attrtree/.done is
# there; built under a temporary name and renamed, so an interrupted build is
# redone): 100 directories of 100 empty files, each file with two user
# extended attributes (one text, one binary) where the filesystem has them.
make_attrtree()
{
  if [ ! -e "$BENCH_DATA/attrtree/.done" ]; then
    rm -rf "$BENCH_DATA/attrtree" "$BENCH_DATA/attrtree.tmp"
    mkdir -p "$BENCH_DATA/attrtree.tmp"
    python3 - "$BENCH_DATA/attrtree.tmp" <<'PY'
import os, sys
top = sys.argv[1]
xattr = True
for a in range(100):
    d = os.path.join(top, "dir%03d" % a)
    os.makedirs(d)
    for f in range(100):
        name = os.path.join(d, "file%03d" % f)
        open(name, "w").close()
        if xattr:
            try:
                os.setxattr(name, "user.comment", b"file %d of %d" % (f, a))
                os.setxattr(name, "user.bin", bytes([f, a, 0, 255]))
            except OSError:
                xattr = False
if xattr:
    open(os.path.join(top, ".xattr"), "w").close()
PY
    touch "$BENCH_DATA/attrtree.tmp/.done"
    mv "$BENCH_DATA/attrtree.tmp" "$BENCH_DATA/attrtree"
  fi
}
lazy make_attrtree

workload "lsattr -R of a 10k-file tree" 'lsattr -R "$BENCH_DATA/attrtree" > /dev/null'
workload "chattr -R -d of a 10k-file tree" 'chattr -R -d "$BENCH_DATA/attrtree"'
if [ -e "$BENCH_DATA/attrtree/.xattr" ]; then
  workload "getfattr -R -d of a 10k-file tree" \
    'getfattr --absolute-names -R -d "$BENCH_DATA/attrtree" > /dev/null'
  workload "getfattr -R -d -e hex of a 10k-file tree" \
    'getfattr --absolute-names -R -d -e hex "$BENCH_DATA/attrtree" > /dev/null'
fi
