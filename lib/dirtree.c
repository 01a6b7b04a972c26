/* dirtree.c - recursive directory traversal with a callback.
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * Every directory is opened relative to its parent's fd (openat), so path
 * length doesn't matter. Depth doesn't either: only the deepest
 * DIRTREE_MAXFDS levels keep their fd open; an ancestor whose fd was closed
 * is reopened through ".." on the way back up and checked (device and inode)
 * to be the directory we left, so a directory swapped for another (or for a
 * symlink) mid-walk is reported, never followed. Directories are opened
 * with O_NOFOLLOW unless following symlinks, and compared with what was
 * stat()ed, for the same reason.
 *
 * The callback sees each node once before its children (return
 * DIRTREE_RECURSE to descend), and again after them (node->again set) if it
 * returned DIRTREE_COMEAGAIN. DIRTREE_SAVE keeps the node (in its parent's
 * child list, or returned for the top), DIRTREE_ABORT stops the walk.
 * DIRTREE_COMEFOLLOW follows a symlink only for the top node (-H).
 * DIRTREE_STATLESS skips the stat: st is zero but for the file type bits
 * readdir reported (0 if unknown); a directory descended into gets the
 * fstat() of its open fd.
 */

#include "toys.h"
#include <sys/syscall.h>

// Open directory fds kept per traversal before the oldest are closed.
#define DIRTREE_MAXFDS 32

// Is name "." or ".."?
int isdotdot(char *name)
{
  return name[0] == '.' && (!name[1] || (name[1] == '.' && !name[2]));
}

int dirtree_notdotdot(struct dirtree *catch)
{
  // Top level nodes are named whatever the user said (even . or ..)
  return !catch->parent || !isdotdot(catch->name);
}

// Is the directory name (relative to dirfd, opened with O_DIRECTORY|oflags)
// empty? 1 if so, 0 if not, -1 if it can't be read (errno says why).
int dir_empty(int dirfd, char *name, int oflags)
{
  int fd = openat(dirfd, name, O_RDONLY|O_DIRECTORY|O_CLOEXEC|oflags),
    empty = 1, err;
  struct dirent *de;
  DIR *dir;

  if (fd == -1) return -1;
  if (!(dir = fdopendir(fd))) {
    err = errno;
    close(fd);
    errno = err;

    return -1;
  }
  while (empty && (de = readdir(dir))) empty = isdotdot(de->d_name);
  closedir(dir);

  return empty;
}

int dirtree_parentfd(struct dirtree *node)
{
  return node->parent ? node->parent->dirfd : AT_FDCWD;
}

// Make a node for name (relative to parent's fd) and stat it. Returns NULL
// (after complaining, unless DIRTREE_SHUTUP) if it can't be stat()ed.
struct dirtree *dirtree_add_node(struct dirtree *parent, char *name, int flags)
{
  struct dirtree *dt = xzalloc(sizeof(struct dirtree)+strlen(name)+1);
  int fd = parent ? parent->dirfd : AT_FDCWD;

  strcpy(dt->name, name);
  dt->parent = parent;
  dt->dirfd = -1;
  dt->flags = flags;
  dt->depth = parent ? parent->depth+1 : 0;
  if (!parent && (flags & DIRTREE_COMEFOLLOW)) flags |= DIRTREE_SYMFOLLOW;
  if (!(flags & DIRTREE_STATLESS)) {
    if (fstatat(fd, name, &dt->st,
        AT_NO_AUTOMOUNT|((flags&DIRTREE_SYMFOLLOW) ? 0 : AT_SYMLINK_NOFOLLOW))) {
      // A dangling symlink when following: show the link itself
      if (errno != ENOENT || !(flags&DIRTREE_SYMFOLLOW)
          || fstatat(fd, name, &dt->st, AT_SYMLINK_NOFOLLOW)) {
        if (!(flags & DIRTREE_SHUTUP)) {
          char *path = parent ? dirtree_path(parent, 0) : 0;
          int err = errno;

          errno = err;
          perror_msg("%s%s%s", path ? path : "", path ? "/" : "", name);
          free(path);
        }
        free(dt);
        return 0;
      }
    }
  }

  return dt;
}

// The path from the top node to this one, malloced. *plen gets its length.
char *dirtree_path(struct dirtree *node, int *plen)
{
  struct dirtree *n;
  char *path, *s;
  int len = 0, l;

  for (n = node; n; n = n->parent) len += strlen(n->name)+1;
  path = xmalloc(len+1);
  *(s = path+len) = 0;
  // Fill from the end: a parent named "dir/" or "/" needs no extra slash.
  for (n = node; n; n = n->parent) {
    l = strlen(n->name);
    memcpy(s -= l, n->name, l);
    if (n->parent) {
      l = strlen(n->parent->name);
      if (!l || n->parent->name[l-1] != '/') *--s = '/';
    }
  }
  len = path+len-s;
  memmove(path, s, len+1);
  if (plen) *plen = len;

  return path;
}

void dirtree_free(struct dirtree *node)
{
  while (node) {
    struct dirtree *next = node->next;

    dirtree_free(node->child);
    if (node->dirfd > 2) close(node->dirfd);
    free(node->symlink);
    free(node);
    node = next;
  }
}

// Get back an ancestor's fd that was closed to bound the number open: its
// child's fd is open, so ".." of that is it, if nothing moved.
static int reopen_parent(struct dirtree *child)
{
  struct dirtree *parent = child->parent;
  struct stat st;
  int fd;

  if (!parent || parent->dirfd != -1 || child->dirfd == -1) return 0;
  fd = openat(child->dirfd, "..", O_RDONLY|O_DIRECTORY|O_CLOEXEC);
  if (fd != -1 && !fstat(fd, &st) && same_file(&st, &parent->st)) {
    parent->dirfd = fd;
    return 0;
  }
  if (fd != -1) close(fd);
  {
    char *path = dirtree_path(parent, 0);

    error_msg("%s: directory moved during traversal", path);
    free(path);
  }

  return -1;
}

// Call the callback on a node, descend into it if asked, call it again if
// asked. Returns the node if saved, DIRTREE_ABORTVAL to stop, else NULL.
struct dirtree *dirtree_handle_callback(struct dirtree *new,
  int (*callback)(struct dirtree *node))
{
  int flags, fd, abort = 0;
  struct stat st;

  if (!new) return 0;
  flags = callback ? callback(new) : DIRTREE_RECURSE;

  if (S_ISDIR(new->st.st_mode) && (flags & (DIRTREE_RECURSE|DIRTREE_COMEAGAIN))) {
    fd = -1;
    if (flags & DIRTREE_RECURSE) {
      struct dirtree *up;

      // Following symlinks can loop: refuse a directory we're already in.
      if (new->flags & DIRTREE_SYMFOLLOW)
        for (up = new->parent; up; up = up->parent)
          if (same_file(&up->st, &new->st)) {
            char *path = dirtree_path(new, 0);

            error_msg("%s: filesystem loop", path);
            free(path);
            flags &= ~DIRTREE_RECURSE;
            break;
          }
    }
    if (flags & DIRTREE_RECURSE) {
      fd = openat(dirtree_parentfd(new), new->name, O_RDONLY|O_DIRECTORY
        |O_CLOEXEC|(((new->flags&DIRTREE_SYMFOLLOW)
          || (!new->parent && (new->flags&DIRTREE_COMEFOLLOW))) ? 0 : O_NOFOLLOW));
      if (fd == -1) {
        if (!(new->flags & DIRTREE_SHUTUP)) {
          char *path = dirtree_path(new, 0);

          perror_msg("%s", path);
          free(path);
        }
      } else if (fstat(fd, &st) || (new->st.st_ino
          ? !same_file(&st, &new->st) : !S_ISDIR(st.st_mode))) {
        char *path = dirtree_path(new, 0);

        error_msg("%s: changed during traversal", path);
        free(path);
        close(fd);
        fd = -1;
      } else if (!new->st.st_ino) new->st = st;
    }
    if (fd != -1) {
      struct dirtree *up = new;
      int i;

      // Bound the fds held open: close the one DIRTREE_MAXFDS levels up
      // (not when following symlinks: ".." wouldn't lead back).
      if (!(new->flags & DIRTREE_SYMFOLLOW)) {
        for (i = 0; up && i < DIRTREE_MAXFDS; i++) up = up->parent;
        if (up && up->dirfd != -1) {
          close(up->dirfd);
          up->dirfd = -1;
        }
      }
      if (dirtree_recurse(new, callback, fd, new->flags) == -1) abort = 1;
      // The parent is needed (for siblings and the COMEAGAIN call)
      if (reopen_parent(new)) abort = 1;
    }
    if ((flags & DIRTREE_COMEAGAIN) && !abort) {
      new->again = 1;
      flags = callback(new);
      // A callback that went deeper itself (ls -R) may have had ancestors'
      // fds closed on the way: the siblings need the parent's back.
      if (reopen_parent(new)) abort = 1;
    }
    if (new->dirfd != -1) close(new->dirfd);
    new->dirfd = -1;
  }

  if (abort || (flags & DIRTREE_ABORT)) {
    if (!(flags & DIRTREE_SAVE)) dirtree_free(new);
    return DIRTREE_ABORTVAL;
  }
  if (flags & DIRTREE_SAVE) {
    if (new->parent) {
      new->next = new->parent->child;
      new->parent->child = new;
    }
    return new;
  }
  dirtree_free(new);

  return 0;
}

// Call handle_callback on each entry of node's directory, open as dirfd
// (which becomes node->dirfd). The names are read first, so that callbacks
// changing the directory (rm -r) don't disturb the listing. Returns -1 if
// the walk was aborted.
int dirtree_recurse(struct dirtree *node, int (*callback)(struct dirtree *node),
  int dirfd, int flags)
{
  // getdents64's records: one buffer, since the names are all read before
  // any callback can recurse
  static char buf[32768];
  struct linux_dirent64 {
    unsigned long long d_ino;
    long long d_off;
    unsigned short d_reclen;
    unsigned char d_type;
    char d_name[];
  } *entry;
  // The names, each after its d_type byte, end to end in one block
  char *names = 0;
  size_t used = 0, size = 0, i, len;
  long got, off;
  int rc = 0;

  node->dirfd = dirfd;
  // Read dirfd itself (no dup and DIR stream): it was just opened, at offset 0
  while (0 < (got = syscall(SYS_getdents64, dirfd, buf, sizeof(buf)))) {
    for (off = 0; off < got; off += entry->d_reclen) {
      char *n = (entry = (void *)(buf+off))->d_name;

      if (isdotdot(n)) continue;
      if ((flags & DIRTREE_PROC) && !isdigit((unsigned char)*n)) continue;
      len = strlen(n)+2;
      if (used+len > size) names = xrealloc(names, size = 2*size+len+4096);
      // Keep the type getdents64 told us (for DIRTREE_STATLESS) before the name
      names[used] = entry->d_type;
      memcpy(names+used+1, n, len-1);
      used += len;
    }
  }
  if (got < 0 && !(flags & DIRTREE_SHUTUP)) {
    char *path = dirtree_path(node, 0);

    perror_msg("%s", path);
    free(path);
  }

  // DIRTREE_SORT: visit the names in strcmp() order (tar --sort=name)
  if (flags & DIRTREE_SORT) {
    char **list = 0, *sorted;
    size_t n = 0, j, k;

    for (i = 0; i < used; i += strlen(names+i+1)+2) {
      if (!(n&63)) list = xrealloc(list, (n+64)*sizeof(*list));
      list[n++] = names+i+1;
    }
    if (n) qsort(list, n, sizeof(*list), qstrcmp);
    sorted = xmalloc(used+1);
    for (j = k = 0; j < n; j++) {
      sorted[k] = list[j][-1];
      strcpy(sorted+k+1, list[j]);
      k += strlen(list[j])+2;
    }
    free(list);
    free(names);
    names = sorted;
  }
  for (i = 0; i < used && !rc && node->dirfd != -1; i += strlen(names+i+1)+2) {
    struct dirtree *new = dirtree_add_node(node, names+i+1, flags);

    if (new && (flags & DIRTREE_STATLESS))
      new->st.st_mode = DTTOIF((unsigned char)names[i]);
    if (new && DIRTREE_ABORTVAL == dirtree_handle_callback(new, callback))
      rc = -1;
  }
  free(names);

  return rc;
}

// Walk the tree at path, calling callback on each node.
struct dirtree *dirtree_flagread(char *path, int flags,
  int (*callback)(struct dirtree *node))
{
  return dirtree_handle_callback(dirtree_add_node(0, path, flags), callback);
}

struct dirtree *dirtree_read(char *path, int (*callback)(struct dirtree *node))
{
  return dirtree_flagread(path, 0, callback);
}
