/* archive.c - what the archivers (tar, cpio) share when they extract
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 */

#include "toys.h"

// Where name is left once leading slashes and all up to its last ..
// component are cut
char *archive_cut_prefix(char *name)
{
  char *s = name, *cut = name, *p;

  for (;;) {
    while (*s == '/') cut = ++s;
    if (!*s) break;
    p = strchr(s, '/');
    if (s[0] == '.' && s[1] == '.' && (!s[2] || s[2] == '/')) cut = p ? p+1 : s+2;
    if (!p) break;
    s = p+1;
  }
  while (*cut == '/') cut++;

  return cut;
}

// Remember dirfd/name, a symlink just made, in *list. -1 if it's not there.
int archive_symlink_made(struct archive_ino **list, int dirfd, char *name)
{
  struct archive_ino *ai;
  struct stat st;

  if (fstatat(dirfd, name, &st, AT_SYMLINK_NOFOLLOW)) return -1;
  ai = xmalloc(sizeof(*ai));
  ai->dev = st.st_dev;
  ai->ino = st.st_ino;
  ai->next = *list;
  *list = ai;

  return 0;
}

// Is dirfd/name a symlink that is in list?
int archive_made_symlink(struct archive_ino *list, int dirfd, char *name)
{
  struct stat st;

  if (fstatat(dirfd, name, &st, AT_SYMLINK_NOFOLLOW) || !S_ISLNK(st.st_mode))
    return 0;
  for (; list; list = list->next)
    if (list->dev == st.st_dev && list->ino == st.st_ino) return 1;

  return 0;
}

// Close the cached directory (if any)
void archive_forget(char **lastdir, int *lastfd)
{
  if (*lastdir) {
    free(*lastdir);
    close(*lastfd);
    *lastdir = 0;
  }
}

// Open directory dir (malloced; kept as *lastdir or freed) walking down from
// dirfd one component at a time. See lib.h.
int archive_opendir(char **lastdir, int *lastfd, int dirfd, char *dir,
  int flags, struct archive_ino *symlinks)
{
  char *s;
  int fd, new;

  if (*lastdir && !strcmp(dir, *lastdir)) {
    free(dir);
    return *lastfd;
  }
  archive_forget(lastdir, lastfd);
  fd = ((flags&ARCHIVE_ROOT) && *dir == '/')
    ? open("/", O_RDONLY|O_DIRECTORY|O_CLOEXEC) : dup(dirfd);
  for (s = dir; fd != -1 && *s;) {
    char *p = strchr(s, '/');

    if (p) *p = 0;
    if (*s && strcmp(s, ".")) {
      new = openat(fd, s, O_RDONLY|O_DIRECTORY|O_NOFOLLOW|O_CLOEXEC);
      if (new == -1 && errno == ENOENT && (flags&ARCHIVE_MKDIR)) {
        mkdirat(fd, s, 0777);
        new = openat(fd, s, O_RDONLY|O_DIRECTORY|O_NOFOLLOW|O_CLOEXEC);
      }
      if (new == -1 && (errno == ELOOP || errno == ENOTDIR)) {
        if (archive_made_symlink(symlinks, fd, s)) errno = ENOTDIR;
        else new = openat(fd, s, O_RDONLY|O_DIRECTORY|O_CLOEXEC);
      }
      close(fd);
      fd = new;
    }
    if (!p) break;
    *p = '/';
    s = p+1;
  }
  if (fd == -1) {
    int err = errno;

    free(dir);
    errno = err;
    return -1;
  }
  *lastdir = dir;

  return *lastfd = fd;
}
