/* copy.c - copy one file's data and metadata, and make backups (for cp, mv,
 * install and ln).
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * copy_data() moves the bytes through the kernel (copy_file_range, then
 * sendfile, then a big buffer: see sendfile_len()), and keeps the holes of
 * sparse files by copying only the extents SEEK_DATA/SEEK_HOLE report.
 * copy_meta() applies ownership, mode, extended attributes, the SELinux
 * context and timestamps, in that order (chown clears setuid bits, and
 * writing anything changes the times).
 */

#include "toys.h"
#include <sys/xattr.h>

// Copy all of in (from offset 0) to out (empty, offset 0), size bytes as
// stat said. Returns 0, or -1 with errno set.
int copy_data(int in, int out, struct stat *st)
{
  off_t pos = 0, data, hole, size = st->st_size;
  long long got;

  // Only a file with fewer blocks than bytes can have holes. A regular
  // file is copied as long as it was when stat()ed (one system call for a
  // small file); other things (fifos, devices, /proc files that say 0)
  // until they end.
  if (!S_ISREG(st->st_mode) || (long long)st->st_blocks*512 >= size) {
    got = sendfile_len(in, out, (S_ISREG(st->st_mode) && size) ? size : -1, 0);

    return got < 0 ? -1 : 0;
  }
  while (pos < size) {
    if ((data = lseek(in, pos, SEEK_DATA)) < 0) {
      if (errno == ENXIO) break;   // only a hole is left
      // No SEEK_DATA here: copy the rest plainly
      if (lseek(in, pos, SEEK_SET) < 0 || lseek(out, pos, SEEK_SET) < 0)
        return -1;
      return sendfile_len(in, out, -1, 0) < 0 ? -1 : 0;
    }
    if ((hole = lseek(in, data, SEEK_HOLE)) < 0) return -1;
    if (lseek(in, data, SEEK_SET) < 0 || lseek(out, data, SEEK_SET) < 0)
      return -1;
    got = sendfile_len(in, out, hole-data, 0);
    if (got < 0) return -1;
    if (got < hole-data) {
      // The file shrank under us: stop at what is there.
      pos = data+got;
      size = pos;
      break;
    }
    pos = hole;
  }
  // A hole at the end (or a file that grew): set the length.
  if (ftruncate(out, size > pos ? size : pos) < 0) return -1;

  return 0;
}

// Copy the extended attributes of fd in to fd out. Returns 0 or -1.
static int copy_xattrs(int in, int out, int skipcon)
{
  char *list = 0, *name, *val = 0;
  ssize_t len, vlen, vmax = 0;
  int rc = 0;

  len = flistxattr(in, 0, 0);
  if (len <= 0) return (len < 0 && errno != ENOTSUP) ? -1 : 0;
  list = xmalloc(len);
  if ((len = flistxattr(in, list, len)) < 0) rc = -1;
  for (name = list; rc == 0 && name < list+len; name += strlen(name)+1) {
    if (skipcon && !strcmp(name, "security.selinux")) continue;
    vlen = fgetxattr(in, name, 0, 0);
    if (vlen < 0) {
      rc = -1;
      break;
    }
    if (vlen > vmax) val = xrealloc(val, vmax = vlen);
    if ((vlen = fgetxattr(in, name, val, vlen)) < 0
        || fsetxattr(out, name, val, vlen, 0)) rc = -1;
  }
  free(list);
  free(val);

  return rc;
}

// Report a failure (errno), naming the file as display(data) says
static void meta_err(char *fmt, char *(*display)(void *), void *data)
{
  int err = errno;
  char *s = display(data);

  errno = err;
  perror_msg(fmt, s);
  free(s);
}

// Give dest (fd out, or name relative to dirfd when out is -1, which is
// how symlinks are done) the metadata in st of the source (fd in, or -1
// when there is none: xattrs and context are then skipped). what is COPY_*
// bits; failures of COPY_QUIET ones aren't reported. Returns 0, or -1 after
// an error message naming the file as display(data) returns it (malloced:
// made only when needed).
int copy_meta(int in, int out, int dirfd, char *name, struct stat *st,
  int what, char *(*display)(void *), void *data)
{
  int rc = 0, sym = S_ISLNK(st->st_mode);

  if (what & COPY_OWNER) {
    int r = (out != -1) ? fchown(out, st->st_uid, st->st_gid)
      : fchownat(dirfd, name, st->st_uid, st->st_gid, AT_SYMLINK_NOFOLLOW);

    // Not allowed to give away files: keep the group if we can (as POSIX).
    if (r && errno == EPERM) {
      if (out != -1) r = fchown(out, -1, st->st_gid);
      else r = fchownat(dirfd, name, -1, st->st_gid, AT_SYMLINK_NOFOLLOW);
      if (r && (errno == EPERM || errno == EINVAL)) r = 0;
    }
    if (r && !(what & COPY_QUIET)) {
      meta_err("failed to preserve ownership for '%s'", display, data);
      rc = -1;
    }
  }
  if ((what & COPY_MODE) && !sym) {
    if (out != -1 ? fchmod(out, st->st_mode & 07777)
        : fchmodat(dirfd, name, st->st_mode & 07777, 0)) {
      meta_err("preserving permissions for '%s'", display, data);
      rc = -1;
    }
  }
  if ((what & COPY_XATTR) && in != -1 && out != -1)
    if (copy_xattrs(in, out, !(what & COPY_CONTEXT)) && !(what & COPY_QUIETX)) {
      meta_err("failed to preserve extended attributes of '%s'", display,
        data);
      rc = -1;
    }
  if (CFG_TOYBOX_SELINUX && (what & COPY_CONTEXT) && in != -1 && out != -1) {
    char *con = file_context(in, AT_FDCWD, 0, 0);

    if (!con || set_file_context(out, con) < 0) {
      if (!(what & COPY_QUIETX)) {
        meta_err("failed to preserve security context for '%s'", display,
          data);
        rc = -1;
      }
    }
    free(con);
  }
  if (what & COPY_TIME) {
    struct timespec ts[2] = {st->st_atim, st->st_mtim};

    if (out != -1 ? futimens(out, ts)
        : utimensat(dirfd, name, ts, AT_SYMLINK_NOFOLLOW)) {
      meta_err("preserving times for '%s'", display, data);
      rc = -1;
    }
  }

  return rc;
}

// The --backup CONTROL (arg), else $VERSION_CONTROL, else "existing", as a
// BACKUP_ type. Any unambiguous start of a name will do.
int backup_type(char *arg)
{
  char *names[] = {"none", "off", "simple", "never", "existing", "nil",
    "numbered", "t"}, *what = "backup type";
  int types[] = {BACKUP_NONE, BACKUP_NONE, BACKUP_SIMPLE, BACKUP_SIMPLE,
    BACKUP_EXISTING, BACKUP_EXISTING, BACKUP_NUMBERED, BACKUP_NUMBERED};
  int i, found = -1, len;

  if (!arg) {
    if (!(arg = getenv("VERSION_CONTROL")) || !*arg) return BACKUP_EXISTING;
    what = "$VERSION_CONTROL";
  }
  len = strlen(arg);
  for (i = 0; i < sizeof(names)/sizeof(*names); i++) {
    if (strncmp(names[i], arg, len)) continue;
    if (len == strlen(names[i])) {
      found = i;
      break;
    }
    if (found != -1 && types[found] != types[i]) found = -2;
    else if (found == -1) found = i;
  }
  if (found < 0)
    error_exit("%s argument '%s' for '%s'\nValid arguments are:\n"
      "  - 'none', 'off'\n  - 'simple', 'never'\n  - 'existing', 'nil'\n"
      "  - 'numbered', 't'", found == -1 ? "invalid" : "ambiguous", arg, what);

  return types[found];
}

// The suffix of simple backups: -S, else $SIMPLE_BACKUP_SUFFIX, else ~
char *backup_suffix(char *arg)
{
  if (!arg && (!(arg = getenv("SIMPLE_BACKUP_SUFFIX")) || !*arg
      || strchr(arg, '/'))) arg = "~";

  return arg;
}

// Move name (in dirfd) out of the way to its backup name (type BACKUP_*).
// Returns the (malloced) backup name, 0 for none (BACKUP_NONE, or no name
// there), or (char *)-1 after an error message naming display.
char *make_backup(int dirfd, char *name, int type, char *suffix,
  char *display)
{
  char *dir, *base, *new = 0;
  struct stat st;
  long max = 0, n;
  int fd, len;

  if (type == BACKUP_NONE || fstatat(dirfd, name, &st, AT_SYMLINK_NOFOLLOW))
    return 0;
  if (type != BACKUP_SIMPLE) {
    DIR *d;
    struct dirent *de;

    // The highest NAME.~N~ in name's directory
    dir = xstrdup(name);
    if ((base = strrchr(dir, '/'))) {
      *base++ = 0;
      fd = openat(dirfd, *dir ? dir : "/", O_RDONLY|O_DIRECTORY|O_CLOEXEC);
    } else {
      base = dir;
      fd = openat(dirfd, ".", O_RDONLY|O_DIRECTORY|O_CLOEXEC);
    }
    len = strlen(base);
    if (fd != -1 && (d = fdopendir(fd))) {
      while ((de = readdir(d))) {
        char *s = de->d_name+len, *end;

        if (strncmp(de->d_name, base, len) || strncmp(s, ".~", 2)
            || !isdigit((unsigned char)s[2])) continue;
        n = strtol(s+2, &end, 10);
        if (!strcmp(end, "~") && n > max) max = n;
      }
      closedir(d);
    } else if (fd != -1) close(fd);
    free(dir);
    if (max || type == BACKUP_NUMBERED)
      new = xmprintf("%s.~%ld~", name, max+1);
  }
  if (!new) new = xmprintf("%s%s", name, suffix);
  if (renameat(dirfd, name, dirfd, new)) {
    perror_msg("cannot backup '%s'", display);
    free(new);
    return (char *)-1;
  }

  return new;
}
