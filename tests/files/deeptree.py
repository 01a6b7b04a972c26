#!/usr/bin/env python3
# deeptree.py DIR DEPTH: make DIR/d/d/d... DEPTH levels deep with a file at
# the bottom, using directory fds (no path grows, no chdir loop).
import os, sys
top, depth = sys.argv[1], int(sys.argv[2])
os.mkdir(top)
fd = os.open(top, os.O_RDONLY)
for i in range(depth):
    os.mkdir("d", dir_fd=fd)
    new = os.open("d", os.O_RDONLY, dir_fd=fd)
    os.close(fd)
    fd = new
f = os.open("bottom", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=fd)
os.write(f, b"deep\n")
os.close(f)
os.close(fd)
