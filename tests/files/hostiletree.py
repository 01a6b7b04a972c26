#!/usr/bin/env python3
# hostiletree.py make DIR DEPTH: a tree that trips up tree walkers: names
# with spaces, newlines, leading dashes, invalid UTF-8; symlink loops (to
# ., to .., to itself), a dangling symlink, an unreadable directory (mode
# 0, and its contents), a hard link, a fifo, and DIR/deep/d/d/... DEPTH
# levels down (deeper than PATH_MAX), all made through directory fds.
#
# hostiletree.py list DIR: every entry below DIR, one a line, sorted: its
# depth, its name and its parent's (as Python's repr of the bytes), type and
# mode, size of files, symlink target; walked through fds too (no path gets
# long, no recursion). Two trees that list the same are copies.
#
# hostiletree.py owners DIR: the uid:gid pairs below DIR, and how many of
# each (symlinks' own). hostiletree.py modes DIR: the same for st_mode.
import os, stat, sys

def make(top, depth):
    os.mkdir(top)
    fd = os.open(top, os.O_RDONLY)
    for name in [b"sp ace", b"new\nline", b"-dash", b"bad\xff\xfeutf", b"tab\there"]:
        f = os.open(name, os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=fd)
        os.write(f, name + b"\n")
        os.close(f)
    os.mkdir(b"-dir \n\xff", dir_fd=fd)
    sub = os.open(b"-dir \n\xff", os.O_RDONLY, dir_fd=fd)
    f = os.open(b"--x", os.O_WRONLY | os.O_CREAT, 0o600, dir_fd=sub)
    os.write(f, b"inside\n")
    os.close(f)
    os.symlink(b"..", b"up", dir_fd=sub)
    os.close(sub)
    os.symlink(".", "dot", dir_fd=fd)
    os.symlink("self", "self", dir_fd=fd)
    os.symlink("nowhere", "dangling", dir_fd=fd)
    os.link("sp ace", "hard", src_dir_fd=fd, dst_dir_fd=fd)
    os.mkfifo("fifo", dir_fd=fd)
    os.mkdir("locked", dir_fd=fd)
    f = os.open("locked/secret", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=fd)
    os.write(f, b"secret\n")
    os.close(f)
    os.chmod("locked", 0, dir_fd=fd)
    os.mkdir("deep", dir_fd=fd)
    cur = os.open("deep", os.O_RDONLY, dir_fd=fd)
    for i in range(depth):
        os.mkdir("d", dir_fd=cur)
        new = os.open("d", os.O_RDONLY, dir_fd=cur)
        os.close(cur)
        cur = new
    f = os.open("bottom", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=cur)
    os.write(f, b"deep\n")
    os.close(f)
    os.close(cur)
    os.close(fd)

# Walk below top without following symlinks: (dir fd, depth, parent's name,
# name, lstat result)
def walk(top):
    stack = [(os.open(top, os.O_RDONLY | os.O_DIRECTORY), 0, b"")]
    while stack:
        fd, depth, parent = stack.pop()
        try:
            names = sorted(os.listdir(fd))
        except OSError:
            names = []
        for name in names:
            name = os.fsencode(name)
            st = os.stat(name, dir_fd=fd, follow_symlinks=False)
            yield fd, depth, parent, name, st
            if stat.S_ISDIR(st.st_mode):
                stack.append((os.open(name, os.O_RDONLY | os.O_DIRECTORY,
                                      dir_fd=fd), depth+1, name))
        os.close(fd)

def listing(top):
    out = []
    for fd, depth, parent, name, st in walk(top):
        m = st.st_mode
        line = "%d %r/%r %o" % (depth, parent, name, m)
        if stat.S_ISREG(m):
            line += " %d" % st.st_size
        elif stat.S_ISLNK(m):
            line += " -> %r" % os.readlink(name, dir_fd=fd)
        out.append(line)
    out.sort()
    sys.stdout.write("".join(l + "\n" for l in out))

if sys.argv[1] == "make":
    make(sys.argv[2], int(sys.argv[3]))
elif sys.argv[1] == "list":
    listing(sys.argv[2])
else:
    seen = {}
    for fd, depth, parent, name, st in walk(sys.argv[2]):
        k = ("%o" % st.st_mode) if sys.argv[1] == "modes" else \
            "%d:%d" % (st.st_uid, st.st_gid)
        seen[k] = seen.get(k, 0) + 1
    for k in sorted(seen):
        print(k, seen[k])
