# archive.bash - shared by tests/tar.bats and tests/cpio.bats.

# mktree: a tree d/ of every kind of file (a plain file, a 2000-byte one, a
# subdirectory, an empty one, a symlink, a hard link, a FIFO, an empty file),
# all with fixed times, made with the host's tools
mktree() {
  umask 022
  /usr/bin/mkdir -p d/sub d/empty
  echo hello > d/a
  /usr/bin/printf 'x%.0s' $(/usr/bin/seq 2000) > d/big
  echo deeper > d/sub/file
  /usr/bin/ln -s a d/l
  /usr/bin/ln d/a d/h
  /usr/bin/mkfifo d/f
  : > d/zero
  /usr/bin/touch -h -d '2026-12-06 14:00' d/* d/sub/file d/sub d/empty d
}
