/* path.c - canonical absolute paths (for readlink -f, realpath and friends)
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 */

#include "toys.h"

// Return a malloc()ed canonical absolute path for path: no ".", "..", "//"
// or (unless ABS_NOLINK) symlinks. By default every component but the last
// must exist; ABS_EXIST: all of them must, ABS_MISSING: none need to.
// ABS_LOGICAL resolves ".." in path textually before following symlinks.
// Returns NULL with errno set on failure (ELOOP after 40 symlinks).
char *canonpath(const char *path, int flags)
{
  char *res, *todo, *s, *next, *link;
  size_t rlen = 0, rsize, n;
  struct stat st;
  int links = 0, missing = 0, last, slash, err, rc;

  if (!*path) {
    errno = ENOENT;
    return 0;
  }
  if (*path == '/') todo = xstrdup(path);
  else {
    if (!(s = getcwd(0, 0))) return 0;
    todo = xmprintf("%s/%s", s, path);
    free(s);
  }
  if (flags & ABS_LOGICAL) {
    s = canonpath(todo, ABS_NOLINK|ABS_MISSING);
    free(todo);
    todo = s;
  }
  rsize = strlen(todo)+2;
  res = xmalloc(rsize);
  *res = 0;

  for (s = todo; ; s = next) {
    while (*s == '/') s++;
    if (!*s) break;
    for (next = s; *next && *next != '/'; next++);
    n = next-s;
    for (link = next; *link == '/'; link++);
    slash = next != link;
    last = !*link;

    if (n == 1 && *s == '.') continue;
    if (n == 2 && s[0] == '.' && s[1] == '.') {
      while (rlen && res[--rlen] != '/');
      res[rlen] = 0;
      continue;
    }
    if (rlen+n+2 > rsize) res = xrealloc(res, rsize = (rlen+n+2)*2);
    res[rlen++] = '/';
    memcpy(res+rlen, s, n);
    res[rlen += n] = 0;
    if (missing) continue;

    // Not resolving links, a link counts as what it points to.
    if (flags & ABS_NOLINK) rc = stat(res, &st);
    else rc = lstat(res, &st);
    if (rc) {
      if ((flags & ABS_MISSING)
          || (errno == ENOENT && ((flags & ABS_NOLINK) || last)
              && !(flags & ABS_EXIST)))
      {
        missing++;
        continue;
      }
      goto fail;
    }
    if (S_ISLNK(st.st_mode) && !(flags & ABS_NOLINK)) {
      ssize_t len, size = 256;

      if (++links > 40) {
        if (flags & ABS_MISSING) {
          missing++;
          continue;
        }
        errno = ELOOP;
        goto fail;
      }
      for (link = 0;; size *= 2) {
        link = xrealloc(link, size);
        if ((len = readlink(res, link, size)) < 0) {
          free(link);
          goto fail;
        }
        if (len < size) break;
      }
      link[len] = 0;
      // Drop the link's own name, or everything for an absolute target
      if (*link == '/') rlen = 0;
      else while (rlen && res[--rlen] != '/');
      res[rlen] = 0;
      s = xmprintf("%s%s", link, next);
      free(link);
      free(todo);
      next = todo = s;
      continue;
    }
    if (!S_ISDIR(st.st_mode) && (!last || slash)) {
      if (flags & ABS_MISSING) {
        missing++;
        continue;
      }
      errno = ENOTDIR;
      goto fail;
    }
  }
  free(todo);
  if (!rlen) strcpy(res, "/");

  return res;

fail:
  err = errno;
  free(todo);
  free(res);
  errno = err;

  return 0;
}
