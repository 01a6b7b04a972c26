/* cp.c - copy files, and mv and install, which copy too.
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/cp.html
 * and https://pubs.opengroup.org/onlinepubs/9699919799/utilities/mv.html
 * install: no standard (GNU coreutils behaviour)

USE_CP(NEWTOY(cp, "(preserve);(no-preserve):(parents)(remove-destination)(backup);bS:(suffix)x(one-file-system)t:TvusrRpPnlLiHfdaZ(context);[-HLP][-in][!ls][!bn]", TOYFLAG_BIN))
USE_MV(NEWTOY(mv, "(backup);bS:(suffix)t:Tvunif[-fin][!bn]", TOYFLAG_BIN))
USE_INSTALL(NEWTOY(install, "(backup);bS:(suffix)g:o:m:t:TvspDdcZ(context);", TOYFLAG_USR|TOYFLAG_BIN))

config CP
  bool "cp"
  default y
  help
    usage: cp [-abdfHiLlnPpRrsTuvx] [--preserve[=LIST]] [--no-preserve=LIST] [--parents] [--backup[=TYPE]] [-S SUFFIX] [--remove-destination] [-t DIR] [-Z|--context[=CTX]] SOURCE... DEST

    Copy SOURCE to DEST, or each SOURCE into the directory DEST.

    -a	same as -dR --preserve=all
    -b	back up each destination that would be replaced (see --backup)
    -d	same as -P --preserve=links
    -f	remove a destination that can't be opened and try again
    -H	follow symlinks named on the command line
    -i	ask before overwriting (answer on stdin)
    -L	follow all symlinks
    -l	make hard links instead of copying
    -n	don't overwrite existing files
    -P	copy symlinks as symlinks (default with -R)
    -p	same as --preserve=mode,ownership,timestamps
    -R, -r	copy directories recursively
    -s	make symlinks instead of copying
    -T	DEST is the name to copy to, never a directory to copy into
    -t DIR	copy all the SOURCEs into DIR
    -u	copy only when SOURCE is newer than DEST (or DEST is missing)
    -v	say what is copied
    -x	stay on one filesystem (mount points are copied empty)
    -S SUFFIX	suffix of simple backups (default $SIMPLE_BACKUP_SUFFIX or ~)
    --backup[=TYPE]	back up destinations: TYPE (default $VERSION_CONTROL, else
    		existing) is none or off, simple or never (NAME~),
    		numbered or t (NAME.~N~), existing or nil (numbered if
    		NAME has numbered backups, else simple)
    --parents	DEST/SOURCE keeps SOURCE's whole path (made as needed)
    --remove-destination	remove each existing destination before copying
    --preserve[=LIST]	keep attributes of LIST (default mode,ownership,
    		timestamps): mode ownership timestamps links xattr context all
    --no-preserve=LIST	don't keep these attributes
    -Z, --context[=CTX]	SELinux context of the copies: CTX, or (-Z) what
    		file_contexts says ($SELINUX_FILE_CONTEXTS names one)

config MV
  bool "mv"
  default y
  help
    usage: mv [-bfinTuv] [--backup[=TYPE]] [-S SUFFIX] [-t DIR] SOURCE... DEST

    Move (rename) SOURCE to DEST, or each SOURCE into the directory DEST.
    Across filesystems the whole tree is copied with its attributes, and
    the SOURCE removed only when all of it was copied.

    -b	back up each destination that would be replaced (see cp --backup)
    -f	don't ask before overwriting
    -i	ask before overwriting (answer on stdin)
    -n	don't overwrite existing files
    -S SUFFIX	suffix of simple backups (default $SIMPLE_BACKUP_SUFFIX or ~)
    -T	DEST is the name to move to, never a directory to move into
    -t DIR	move all the SOURCEs into DIR
    -u	move only when SOURCE is newer than DEST (or DEST is missing)
    -v	say what is moved
    --backup[=TYPE]	back up destinations (TYPE as for cp)

config INSTALL
  bool "install"
  default y
  help
    usage: install [-bcDdpsTv] [--backup[=TYPE]] [-S SUFFIX] [-g GROUP] [-m MODE] [-o USER] [-t DIR] [-Z|--context[=CTX]] SOURCE... DEST

    Copy files and set their attributes; with -d, make directories.

    -b	back up each destination that would be replaced (see cp --backup)
    -c	ignored (always copies)
    -D	make DEST's missing parent directories (or all of -t DIR)
    -d	make each argument a directory (and its missing parents)
    -g GROUP	group of the installed files
    -m MODE	mode of the installed files (default 0755, as chmod)
    -o USER	owner of the installed files
    -p	keep SOURCE's access and modification times
    -S SUFFIX	suffix of simple backups (default $SIMPLE_BACKUP_SUFFIX or ~)
    -s	strip the installed files ($STRIPPROG, default strip)
    -T	DEST is the file to install to, never a directory
    -t DIR	install all the SOURCEs into DIR
    -v	say what is installed
    -Z, --context[=CTX]	SELinux context of what is installed: CTX, or (-Z)
    		what file_contexts says ($SELINUX_FILE_CONTEXTS names one)
    --backup[=TYPE]	back up destinations (TYPE as for cp)
*/

#define FOR_cp
#include "toys.h"

GLOBALS(
  union {
    struct { char *preserve, *nopreserve, *backup, *suffix, *t, *Z; } c;
    struct { char *backup, *suffix, *t; } m;
    struct { char *backup, *suffix, *g, *o, *m, *t, *Z; } i;
  };

  char *destname, *topname; // this SOURCE's destination, and its name
  char *suffix;             // of simple backups
  char *mvbackup;           // mv's copy: the backup of the top ("" for none)
  int pflags, links, recurse, follow, force, nclobber, interactive, update,
    verbose, hard, soft, backup, rmdest, onefs, label;
  char *context;            // -Z/--context=CTX (NULL: file_contexts' default)
  struct stat topst;        // the SOURCE being copied
  struct cp_link { dev_t dev; ino_t ino; char *path; } *lm;
  long nlm;
)

// A directory's destination: fd (-1 when closed to bound fds) and identity.
struct cp_dest {
  int fd;
  dev_t dev;
  ino_t ino;
};

// How many levels of destination directories stay open.
#define CP_MAXFDS 32

// Each source type gets its destination's full path only when needed.
static char *dest_path(struct dirtree *node)
{
  char *p, *s, *rest;
  int len = strlen(TT.destname);

  if (!node->parent) return xstrdup(TT.destname);
  p = dirtree_path(node, 0);
  for (rest = p+strlen(TT.topname); *rest == '/'; rest++);
  s = xmprintf("%s%s%s", TT.destname,
    (len && TT.destname[len-1] == '/') ? "" : "/", rest);
  free(p);

  return s;
}

static char *dest_name(struct dirtree *node)
{
  return node->parent ? node->name : TT.destname;
}

// -Z, --context[=CTX]: give the new file (fd, or name in dirfd) context CTX
// or the one file_contexts gives path's absolute path (none: leave it be)
static int set_context(int fd, int dirfd, char *name, char *path, mode_t mode)
{
  char *con = TT.context, *s = 0;
  int rc = 0;

  if (!TT.label) return 0;
  if (CFG_TOYBOX_LIBSELINUX && !con) {
#if CFG_TOYBOX_LIBSELINUX
    con = selinux_default(path, mode);
#endif
  }
  if (con) {
    if (fd == -1) s = dirfd_path(dirfd, name);
    if (fd != -1 ? set_file_context(fd, con) : lset_file_context(s, con)) {
      perror_msg("failed to set the security context of '%s' to '%s'", path,
        con);
      rc = 1;
    }
    if (s != name) free(s);
    if (con != TT.context) free(con);
  }

  return rc;
}

// The new node's context: -Z's, or (fd -1: copy_meta() can't) the source's
static void cp_context(struct dirtree *node, int fd, int dirfd, char *name)
{
  char *path, *con, *s;

  if (CFG_TOYBOX_SELINUX && fd == -1 && (TT.pflags & COPY_CONTEXT)
      && (con = file_context(-1, dirtree_parentfd(node), node->name, 0))) {
    s = dirfd_path(dirfd, name);
    if (lset_file_context(s, con) && !(TT.pflags & COPY_QUIETX)) {
      path = dest_path(node);
      perror_msg("failed to preserve security context for '%s'", path);
      free(path);
    }
    if (s != name) free(s);
    free(con);
  }
  if (!TT.label) return;
  path = dest_path(node);
  set_context(fd, dirfd, name, path, node->st.st_mode);
  free(path);
}

// -Z without CTX needs file_contexts, through libselinux
static void check_context(void)
{
  if (TT.label && !TT.context && !CFG_TOYBOX_LIBSELINUX)
    error_exit("-Z needs libselinux: give --context=CTX");
}

// copy_meta()'s name for the destination, when it has something to say
static char *meta_name(void *node)
{
  return dest_path(node);
}

// -v: "'SOURCE' -> 'DEST'", and the backup made of DEST (by appending
// backup's tail to its name).
static void say(struct dirtree *node, char *backup)
{
  char *s = dirtree_path(node, 0), *d = dest_path(node);

  // mv's copy says "copied", and gives the backup mv made of the top
  if (TT.mvbackup && !node->parent) backup = *TT.mvbackup ? TT.mvbackup : 0;
  xprintf("%s'%s' -> '%s'", TT.mvbackup ? "copied " : "", s, d);
  if (backup) xprintf(" (backup: '%s%s')", d, backup+strlen(dest_name(node)));
  xputc('\n');
  free(s);
  free(d);
}

// Ask "overwrite 'x'?" on stderr, answer from stdin. 1 means go ahead.
static int ask_overwrite(char *display)
{
  fprintf(stderr, "%s: overwrite '%s'? ", toys.which->name, display);

  return yesno(0);
}

// The fd of the destination directory node's children go in.
static int dest_dirfd(struct dirtree *node)
{
  return node->parent ? ((struct cp_dest *)node->parent->symlink)->fd
    : AT_FDCWD;
}


// Is dest (or, if it doesn't exist, the directory it would be made in)
// the directory st, or below it?
static int inside(char *dest, struct stat *st)
{
  struct stat cur, up;
  char *slash, *dir;
  int fd, ufd, rc = 0;

  if (!stat(dest, &cur)) dir = xstrdup(dest);
  else {
    dir = xstrdup(dest);
    while ((slash = strrchr(dir, '/')) && slash != dir && !slash[1]) *slash = 0;
    if (!(slash = strrchr(dir, '/'))) strcpy(dir, ".");
    else slash[slash == dir] = 0;
  }
  fd = open(dir, O_RDONLY|O_DIRECTORY|O_CLOEXEC);
  free(dir);
  if (fd == -1) return 0;
  for (;;) {
    if (fstat(fd, &cur)) break;
    if (same_file(&cur, st)) {
      rc = 1;
      break;
    }
    if ((ufd = openat(fd, "..", O_RDONLY|O_DIRECTORY|O_CLOEXEC)) == -1) break;
    close(fd);
    fd = ufd;
    if (fstat(fd, &up) || same_file(&up, &cur)) break;
  }
  close(fd);

  return rc;
}

// Close a directory destination's fd, first getting the parent's back
// through ".." if it was closed (and still is the directory we made).
static int dest_done(struct dirtree *node)
{
  struct cp_dest *cd = (void *)node->symlink, *pd;
  struct stat st;
  int rc = 0, fd;

  if (!cd || cd->fd == -1) return 0;
  if (node->parent && (pd = (void *)node->parent->symlink) && pd->fd == -1) {
    fd = openat(cd->fd, "..", O_RDONLY|O_DIRECTORY|O_CLOEXEC);
    if (fd == -1 || fstat(fd, &st) || st.st_dev != pd->dev
        || st.st_ino != pd->ino) {
      char *s = dest_path(node->parent);

      error_msg("%s: directory moved during copy", s);
      free(s);
      if (fd != -1) close(fd);
      rc = -1;
    } else pd->fd = fd;
  }
  close(cd->fd);
  cd->fd = -1;

  return rc;
}

// Remember where a file with several links went, or link to where it did.
// Returns 1 if linked, 2 if that failed, 0 to copy.
static int cp_hardlink(struct dirtree *node, int dfd, char *dname)
{
  long i;

  for (i = 0; i < TT.nlm; i++)
    if (TT.lm[i].dev == node->st.st_dev && TT.lm[i].ino == node->st.st_ino) {
      if (linkat(AT_FDCWD, TT.lm[i].path, dfd, dname, 0)) {
        char *d = dest_path(node);

        perror_msg("cannot create hard link '%s' to '%s'", d, TT.lm[i].path);
        free(d);
        return 2;
      }
      return 1;
    }
  if (!(TT.nlm&63)) TT.lm = xrealloc(TT.lm, (TT.nlm+64)*sizeof(*TT.lm));
  TT.lm[TT.nlm].dev = node->st.st_dev;
  TT.lm[TT.nlm].ino = node->st.st_ino;
  TT.lm[TT.nlm++].path = dest_path(node);

  return 0;
}

static void cp_link_forget(void)
{
  while (TT.nlm) free(TT.lm[--TT.nlm].path);
  free(TT.lm);
  TT.lm = 0;
}

// Copy a regular file's contents (or open a fifo/device when following).
static void cp_file(struct dirtree *node, int dfd, char *dname, int exists,
  struct stat *dst)
{
  int in, out, pfd = dirtree_parentfd(node), flags, err;
  struct stat st, lst;
  char *s;

  in = openat(pfd, node->name, O_RDONLY|O_CLOEXEC|O_NOCTTY
    |(((node->flags & DIRTREE_SYMFOLLOW) || (!node->parent && TT.follow))
      ? 0 : O_NOFOLLOW));
  if (in == -1 || fstat(in, &st) || !same_file(&st, &node->st)) {
    s = dirtree_path(node, 0);
    if (in == -1) perror_msg("cannot open '%s' for reading", s);
    else error_msg("'%s' changed while being copied", s);
    free(s);
    if (in != -1) close(in);
    return;
  }
  flags = O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC|O_NOCTTY;
  // A symlink to nowhere would make a file who knows where
  // (children's dst is lstat()ed, the top's stat()ed: missing if dangling)
  if (((exists && S_ISLNK(dst->st_mode)) || (!exists && !node->parent))
      && !fstatat(dfd, dname, &lst, AT_SYMLINK_NOFOLLOW) && S_ISLNK(lst.st_mode)
      && fstatat(dfd, dname, &lst, 0) && errno == ENOENT) {
    s = dest_path(node);
    error_msg("not writing through dangling symlink '%s'", s);
    free(s);
    close(in);
    return;
  }
  out = openat(dfd, dname, flags, node->st.st_mode & 0777);
  if (out == -1 && exists && TT.force) {
    unlinkat(dfd, dname, 0);
    out = openat(dfd, dname, flags|O_EXCL, node->st.st_mode & 0777);
  }
  if (out == -1) {
    s = dest_path(node);
    perror_msg("cannot create regular file '%s'", s);
    free(s);
    close(in);
    return;
  }
  if (copy_data(in, out, &st)) {
    err = errno;
    s = dest_path(node);
    errno = err;
    perror_msg("error writing '%s'", s);
    free(s);
  } else {
    if (TT.pflags) copy_meta(in, out, -1, 0, &st, TT.pflags, meta_name, node);
    cp_context(node, out, -1, 0);
  }
  if (close(out)) {
    s = dest_path(node);
    perror_msg("error writing '%s'", s);
    free(s);
  }
  close(in);
}

// Make the non-directory node at dname in dfd (what was there is gone, or
// exists says it is still there as dst): a link, or a copy.
static void cp_make(struct dirtree *node, int dfd, char *dname, int exists,
  struct stat *dst, char *backup)
{
  int r, mode = node->st.st_mode;
  char *s;

  if (TT.links && node->st.st_nlink > 1) {
    if (exists) unlinkat(dfd, dname, 0);
    if ((r = cp_hardlink(node, dfd, dname))) {
      // (mv doesn't say so, as GNU)
      if (r == 1 && TT.verbose && !TT.mvbackup) say(node, backup);
      return;
    }
  }

  if (TT.hard || TT.soft) {
    char *src = dirtree_path(node, 0);

    if (exists && (TT.force || TT.interactive)) unlinkat(dfd, dname, 0);
    if (TT.hard) r = linkat(dirtree_parentfd(node), node->name, dfd, dname,
      (node->flags & DIRTREE_SYMFOLLOW) ? AT_SYMLINK_FOLLOW : 0);
    else if (*src != '/' && strchr(TT.destname, '/')) {
      s = dest_path(node);
      error_msg("%s: can make relative symbolic links only in current directory",
        s);
      free(s);
      free(src);
      return;
    } else r = symlinkat(src, dfd, dname);
    if (r) {
      s = dest_path(node);
      if (TT.hard)
        perror_msg("cannot create hard link '%s' to '%s'", s, src);
      else perror_msg("cannot create symbolic link '%s' to '%s'", s, src);
      free(s);
    } else if (TT.verbose) say(node, backup);
    free(src);

    return;
  }

  if (TT.verbose) say(node, backup);
  if (S_ISREG(mode) || (!TT.recurse && !S_ISLNK(mode))) {
    cp_file(node, dfd, dname, exists, dst);
  } else {
    char *link = 0;

    if (exists && unlinkat(dfd, dname, 0)) {
      s = dest_path(node);
      perror_msg("cannot remove '%s'", s);
      free(s);
      return;
    }
    if (S_ISLNK(mode)) {
      if (!(link = xreadlinkat(dirtree_parentfd(node), node->name))) r = -1;
      else r = symlinkat(link, dfd, dname);
    } else r = mknodat(dfd, dname, mode & ~07000, node->st.st_rdev);
    free(link);
    if (r) {
      s = dest_path(node);
      perror_msg("cannot create '%s'", s);
      free(s);
    } else {
      if (TT.pflags) copy_meta(-1, -1, dfd, dname, &node->st,
        TT.pflags&~(S_ISLNK(mode) ? COPY_MODE : 0), meta_name, node);
      cp_context(node, -1, dfd, dname);
    }
  }
}

static int cp_node(struct dirtree *node)
{
  int dfd = dest_dirfd(node), exists, mode = node->st.st_mode, r;
  char *dname = dest_name(node), *s, *backup = 0;
  struct stat dst;

  if (!dirtree_notdotdot(node)) return 0;

  // After the children: a directory's own attributes, then done with it.
  if (node->again) {
    struct cp_dest *cd = (void *)node->symlink;

    if (cd && cd->fd != -1) {
      if (TT.pflags) copy_meta(node->dirfd, cd->fd, -1, 0, &node->st,
        TT.pflags, meta_name, node);
      else if (node->extra) fchmod(cd->fd, mode & 0777 & ~node->extra);
      cp_context(node, cd->fd, -1, 0);
    }
    dest_done(node);

    return 0;
  }

  // The destination directory was closed to bound fds? (never: it is open
  // while its children are visited, see dest_done())
  if (dfd == -1) return 0;

  // The top's destination is followed if it is a symlink. One that leads
  // nowhere is there to be replaced by a symlink, backed up, removed (-f
  // too), in the way of a directory, else not written through (as GNU).
  if (node->parent) exists = !fstatat(dfd, dname, &dst, AT_SYMLINK_NOFOLLOW);
  else if (!(exists = !fstatat(dfd, dname, &dst, 0))) {
    r = errno;
    if (!fstatat(dfd, dname, &dst, AT_SYMLINK_NOFOLLOW)) {
      if (S_ISLNK(mode) || S_ISDIR(mode) || TT.backup || TT.rmdest || TT.force)
        exists = 1;
      else if (r != ENOENT) {
        errno = r;
        perror_msg("cannot stat '%s'", dname);
        return 0;
      }
    }
  }
  if (exists && same_file(&dst, &node->st) && !S_ISDIR(mode)) {
    struct stat lst;

    // A hard link to it is there already; a symlink isn't copied onto itself
    if (TT.hard) return 0;
    s = dirtree_path(node, 0);
    char *d = dest_path(node);

    if (!TT.soft || (!fstatat(dfd, dname, &lst, AT_SYMLINK_NOFOLLOW)
        && !S_ISLNK(lst.st_mode))) {
      error_msg("'%s' and '%s' are the same file", s, d);
      free(s);
      free(d);
      return 0;
    }
    free(d);
    free(s);
  }

  if (S_ISDIR(mode)) {
    struct cp_dest *cd;
    struct dirtree *up;
    int i, fd;

    if (!TT.recurse) {
      s = dirtree_path(node, 0);
      error_msg("-r not specified; omitting directory '%s'", s);
      free(s);
      return 0;
    }
    if (exists && !S_ISDIR(dst.st_mode)) {
      s = dirtree_path(node, 0);
      char *d = dest_path(node);

      error_msg("cannot overwrite non-directory '%s' with directory '%s'", d, s);
      free(s);
      free(d);
      return 0;
    }
    if (!exists) {
      if (mkdirat(dfd, dname, 0700)) {
        s = dest_path(node);
        perror_msg("cannot create directory '%s'", s);
        free(s);
        return 0;
      }
      // Not keeping the mode: a new directory gets SOURCE's less umask
      node->extra = umask(0);
      umask(node->extra);
      node->extra |= 01000000;
      if (TT.verbose) {
        if (!TT.mvbackup) say(node, 0);
        else {
          s = dest_path(node);
          xprintf("created directory '%s'\n", s);
          free(s);
        }
      }
    }
    fd = openat(dfd, dname, O_RDONLY|O_DIRECTORY|O_CLOEXEC
      |(node->parent ? O_NOFOLLOW : 0));
    if (fd == -1 || fstat(fd, &dst)) {
      s = dest_path(node);
      perror_msg("cannot access '%s'", s);
      free(s);
      if (fd != -1) close(fd);
      return 0;
    }
    node->symlink = (void *)(cd = xzalloc(sizeof(*cd)));
    cd->fd = fd;
    cd->dev = dst.st_dev;
    cd->ino = dst.st_ino;
    // Bound the open fds: close the destination CP_MAXFDS levels up
    for (up = node, i = 0; up && i < CP_MAXFDS; i++) up = up->parent;
    if (up && up->symlink && ((struct cp_dest *)up->symlink)->fd != -1) {
      close(((struct cp_dest *)up->symlink)->fd);
      ((struct cp_dest *)up->symlink)->fd = -1;
    }
    // -x: another filesystem's directory is made, but stays empty
    if (TT.onefs && node->parent && node->st.st_dev != TT.topst.st_dev)
      return DIRTREE_COMEAGAIN;

    return DIRTREE_RECURSE|DIRTREE_COMEAGAIN;
  }

  // Not a directory: does an existing destination stay?
  if (exists) {
    if (TT.nclobber) return 0;
    if (TT.update && (dst.st_mtim.tv_sec > node->st.st_mtim.tv_sec
        || (dst.st_mtim.tv_sec == node->st.st_mtim.tv_sec
            && dst.st_mtim.tv_nsec >= node->st.st_mtim.tv_nsec))) return 0;
    if (TT.interactive) {
      s = dest_path(node);
      r = ask_overwrite(s);
      free(s);
      if (!r) return 0;
    }
    if (S_ISDIR(dst.st_mode)) {
      s = dirtree_path(node, 0);
      char *d = dest_path(node);

      error_msg("cannot overwrite directory '%s' with non-directory", d);
      free(s);
      free(d);
      return 0;
    }
    // Out of the way first: into a backup, or gone
    if (TT.backup) {
      s = dest_path(node);
      backup = make_backup(dfd, dname, TT.backup, TT.suffix, s);
      free(s);
      if (backup == (char *)-1) return 0;
      if (backup) exists = 0;
    } else if (TT.rmdest) {
      if (unlinkat(dfd, dname, 0)) {
        s = dest_path(node);
        perror_msg("cannot remove '%s'", s);
        free(s);
        return 0;
      }
      if (TT.verbose) {
        s = dest_path(node);
        xprintf("removed '%s'\n", s);
        free(s);
      }
      exists = 0;
    }
  }

  cp_make(node, dfd, dname, exists, &dst, backup);
  free(backup);

  return 0;
}

// Copy SOURCE src to dest: the top node is made here (following symlinks
// if asked: -H, or cp without -R), then dirtree walks the children.
// Returns the exit status this one copy would have.
static int cp_top(char *src, char *dest)
{
  struct dirtree *node;
  int flags = TT.follow == 2 ? DIRTREE_SYMFOLLOW : 0, fd, rc, old = toys.exitval;
  struct stat st;

  toys.exitval = 0;
  TT.destname = dest;
  TT.topname = src;
  node = dirtree_add_node(0, src, DIRTREE_SHUTUP
    |(TT.follow ? DIRTREE_SYMFOLLOW : 0));
  if (!node) perror_msg("cannot stat '%s'", src);
  else {
    TT.topst = node->st;
    node->flags = flags;
    if (S_ISDIR(node->st.st_mode) && TT.recurse && inside(dest, &node->st)) {
      if (!strcmp(toys.which->name, "mv"))
        error_msg("cannot move '%s' to a subdirectory of itself, '%s'", src,
          dest);
      else error_msg("cannot copy a directory, '%s', into itself, '%s'", src,
        dest);
      dirtree_free(node);
      node = 0;
    }
  }
  if (node) {
    rc = cp_node(node);
    if (S_ISDIR(node->st.st_mode) && (rc & DIRTREE_RECURSE)) {
      fd = open(src, O_RDONLY|O_DIRECTORY|O_CLOEXEC
        |(TT.follow ? 0 : O_NOFOLLOW));
      if (fd == -1) perror_msg("cannot access '%s'", src);
      else if (fstat(fd, &st) || !same_file(&st, &node->st)) {
        error_msg("'%s' changed while being copied", src);
        close(fd);
      } else dirtree_recurse(node, cp_node, fd, flags);
    }
    if (rc & DIRTREE_COMEAGAIN) {
      node->again = 1;
      cp_node(node);
    }
    dirtree_free(node);
  }
  rc = toys.exitval;
  if (old) toys.exitval = old;

  return rc;
}

// Parse a --preserve list into COPY_ bits (links set TT.links).
static int preserve_list(char *list, char *opt, int *links)
{
  char *names[] = {"mode", "ownership", "timestamps", "xattr", "context",
    "links", "all"};
  int bits[] = {COPY_MODE, COPY_OWNER, COPY_TIME, COPY_XATTR, COPY_CONTEXT, 0,
    COPY_MODE|COPY_OWNER|COPY_TIME|COPY_XATTR|COPY_CONTEXT}, rc = 0, i, len;

  while (*list) {
    len = strcspn(list, ",");
    for (i = 0; i < 7; i++)
      if (strlen(names[i]) == len && !strncmp(names[i], list, len)) break;
    if (i == 7)
      error_exit("invalid argument '%.*s' for '--%s'\nValid arguments are: "
        "'mode', 'ownership', 'timestamps', 'links', 'xattr', 'context', "
        "'all'", len, list, opt);
    rc |= bits[i];
    if (i >= 5) *links = 1;
    list += len;
    if (*list) list++;
  }

  return rc;
}

// The destination of each SOURCE: into a directory, or one name. Calls
// go(source, destination) for each, which returns an exit status.
static void each_source(char *target, int (*go)(char *src, char *dest),
  int parents, int notdir)
{
  char **args = toys.optargs, *dest = 0, *s;
  int count = toys.optc, isdir = 0, i, len;
  struct stat st;

  if (target && notdir)
    error_exit("cannot combine --target-directory (-t) and "
      "--no-target-directory (-T)");
  if (target) {
    i = stat(target, &st) ? errno : S_ISDIR(st.st_mode) ? 0 : ENOTDIR;
    // (GNU's messages: install has its own)
    if ((errno = i)) perror_exit(strcmp(toys.which->name, "install")
      ? "target directory '%s'" : "failed to access '%s'", target);
    if (!count) help_exit("missing file operand");
    isdir = 1;
  } else {
    if (!count) help_exit("missing file operand");
    if (count == 1) help_exit("missing destination file operand after '%s'",
      *args);
    target = args[--count];
    if (notdir) {
      if (count > 1) help_exit("extra operand '%s'", args[2]);
    } else if (!stat(target, &st) && S_ISDIR(st.st_mode)) isdir = 1;
    else if (count > 1) {
      if (!stat(target, &st)) errno = ENOTDIR;
      perror_exit("target '%s'", target);
    }
  }
  if (parents && !isdir)
    help_exit("with --parents, the destination must be a directory");

  for (i = 0; i < count; i++) {
    char *src = args[i];

    if (!isdir) dest = xstrdup(target);
    else if (parents) {
      dest = xmprintf("%s/%s", target, src);
      // Make the directories of SOURCE's path below DIR
      if ((s = strrchr(dest, '/')) > dest+strlen(target)) {
        *s = 0;
        if (mkpathat(AT_FDCWD, dest, 0777, MKPATHAT_MAKE|MKPATHAT_MKLAST)) {
          perror_msg("cannot make directory '%s'", dest);
          free(dest);
          continue;
        }
        *s = '/';
      }
    } else {
      // The last component of SOURCE, without trailing slashes
      s = xstrdup(src);
      for (len = strlen(s); len > 1 && s[len-1] == '/'; ) s[--len] = 0;
      dest = xmprintf("%s%s%s", target,
        target[strlen(target)-1] == '/' ? "" : "/", basename_r(s));
      free(s);
    }
    if (go(src, dest)) toys.exitval = 1;
    free(dest);
  }
}

void cp_main(void)
{
  TT.recurse = FLAG(r) || FLAG(R) || FLAG(a);
  if (FLAG(a) || FLAG(d)) TT.links = 1;
  if (FLAG(a)) TT.pflags = COPY_MODE|COPY_OWNER|COPY_TIME|COPY_XATTR
    |COPY_CONTEXT|COPY_QUIETX;
  if (FLAG(p)) TT.pflags |= COPY_MODE|COPY_OWNER|COPY_TIME;
  if (FLAG(preserve)) {
    if (!TT.c.preserve) TT.pflags |= COPY_MODE|COPY_OWNER|COPY_TIME;
    else TT.pflags |= preserve_list(TT.c.preserve, "preserve", &TT.links);
  }
  if (FLAG(no_preserve)) {
    int links = 0;

    TT.pflags &= ~preserve_list(TT.c.nopreserve, "no-preserve", &links);
    if (links) TT.links = 0;
  }
  if ((TT.label = FLAG(Z))) {
    if ((TT.pflags & COPY_CONTEXT) && !FLAG(a))
      help_exit("cannot combine --context (-Z) with --preserve=context");
    TT.pflags &= ~COPY_CONTEXT;
    TT.context = TT.c.Z;
    check_context();
  }
  if (!(TT.pflags & ~(COPY_QUIET|COPY_QUIETX))) TT.pflags = 0;
  if (getuid()) TT.pflags |= COPY_QUIET;
  // Symlinks: -L all, -H command line, -P/-d/-a none, else none with -R
  if (FLAG(L)) TT.follow = 2;
  else if (FLAG(H)) TT.follow = 1;
  else if (FLAG(P) || FLAG(d) || FLAG(a)) TT.follow = 0;
  else TT.follow = !TT.recurse;
  TT.force = FLAG(f);
  TT.nclobber = FLAG(n);
  TT.interactive = FLAG(i);
  TT.update = FLAG(u);
  TT.verbose = FLAG(v);
  TT.hard = FLAG(l);
  TT.soft = FLAG(s);
  TT.rmdest = FLAG(remove_destination);
  TT.onefs = FLAG(x);
  if (FLAG(b) || FLAG(backup) || FLAG(S)) TT.backup = backup_type(TT.c.backup);
  TT.suffix = backup_suffix(TT.c.suffix);

  each_source(TT.c.t, cp_top, FLAG(parents), FLAG(T));
  cp_link_forget();
}

// Remove a tree (mv's source after it was copied, or a partial copy),
// saying so with TT.verbose.
static int rm_node(struct dirtree *node)
{
  int dir = S_ISDIR(node->st.st_mode);
  char *s;

  if (!dirtree_notdotdot(node)) return 0;
  if (dir && !node->again) return DIRTREE_RECURSE|DIRTREE_COMEAGAIN;
  s = dirtree_path(node, 0);
  if (unlinkat(dirtree_parentfd(node), node->name, dir ? AT_REMOVEDIR : 0))
    perror_msg("cannot remove '%s'", s);
  else if (TT.verbose) xprintf("removed %s'%s'\n", dir ? "directory " : "", s);
  free(s);

  return 0;
}

static void remove_tree(char *path, int verbose)
{
  TT.verbose = verbose;
  dirtree_flagread(path, 0, rm_node);
}

#define CLEANUP_cp
#define FOR_mv
#include <generated/flags.h>

// Are a and b the same name in the same directory?
static int same_entry(char *a, char *b)
{
  char *s[2] = {xstrdup(a), xstrdup(b)}, *base[2], *dir;
  struct stat st[2];
  int i, rc = 1;

  for (i = 0; i < 2; i++) {
    for (dir = s[i]+strlen(s[i]); dir > s[i]+1 && dir[-1] == '/'; ) *--dir = 0;
    base[i] = basename_r(s[i]);
    if (base[i] == s[i]) dir = ".";
    else {
      base[i][-1] = 0;
      dir = *s[i] ? s[i] : "/";
    }
    if (stat(dir, st+i)) rc = 0;
  }
  if (rc) rc = same_file(st, st+1) && !strcmp(base[0], base[1]);
  free(s[0]);
  free(s[1]);

  return rc;
}

// -v: "renamed 'SOURCE' -> 'DEST'" and DEST's backup
static void mv_say(char *verb, char *src, char *dest, char *backup)
{
  xprintf("%s%s'%s' -> '%s'", verb, &" "[!*verb], src, dest);
  if (backup) xprintf(" (backup: '%s')", backup);
  xputc('\n');
}

static int mv_one(char *src, char *dest)
{
  struct stat sst, dst;
  int exists, rc;
  char *backup = 0;

  if (lstat(src, &sst)) {
    perror_msg("cannot stat '%s'", src);
    return 1;
  }
  exists = !lstat(dest, &dst);
  if (exists) {
    // Two links to a file: -b keeps the one that is replaced
    if (same_file(&sst, &dst) && (!TT.backup || same_entry(src, dest))) {
      error_msg("'%s' and '%s' are the same file", src, dest);
      return 1;
    }
    if (FLAG(n)) return 0;
    if (FLAG(u) && !S_ISDIR(sst.st_mode)
        && (dst.st_mtim.tv_sec > sst.st_mtim.tv_sec
        || (dst.st_mtim.tv_sec == sst.st_mtim.tv_sec
            && dst.st_mtim.tv_nsec >= sst.st_mtim.tv_nsec))) return 0;
    if (FLAG(i) || (!FLAG(f) && isatty(0) && !S_ISLNK(dst.st_mode)
        && faccessat(AT_FDCWD, dest, W_OK, AT_EACCESS))) {
      if (FLAG(i)) fprintf(stderr, "mv: overwrite '%s'? ", dest);
      else {
        char buf[11];

        mode_to_string(dst.st_mode, buf);
        fprintf(stderr, "mv: replace '%s', overriding mode %04o (%s)? ", dest,
          (int)(dst.st_mode&07777), buf+1);
      }
      if (!yesno(0)) return 0;
    }
    if (S_ISDIR(sst.st_mode) && !S_ISDIR(dst.st_mode)) {
      error_msg("cannot overwrite non-directory '%s' with directory '%s'",
        dest, src);
      return 1;
    }
    if (!S_ISDIR(sst.st_mode) && S_ISDIR(dst.st_mode)) {
      error_msg("cannot overwrite directory '%s' with non-directory", dest);
      return 1;
    }
    if (TT.backup) {
      if ((backup = make_backup(AT_FDCWD, dest, TT.backup, TT.suffix, dest))
          == (char *)-1) return 1;
      if (backup) exists = 0;
    }
  }
  if (!rename(src, dest)) {
    if (FLAG(v)) mv_say("renamed", src, dest, backup);
    free(backup);
    return 0;
  }
  if (errno == EINVAL && S_ISDIR(sst.st_mode)) {
    error_msg("cannot move '%s' to a subdirectory of itself, '%s'", src, dest);
    free(backup);
    return 1;
  }
  if (errno != EXDEV) {
    perror_msg("cannot move '%s' to '%s'", src, dest);
    free(backup);
    return 1;
  }

  // Another filesystem: copy everything, and remove the source only if all
  // of it arrived. What's in the way goes first (an empty directory only).
  if (exists && (S_ISDIR(dst.st_mode) ? rmdir(dest) : unlink(dest))) {
    perror_msg("cannot overwrite '%s'", dest);
    free(backup);
    return 1;
  }
  TT.recurse = 1;
  TT.links = 1;
  TT.follow = 0;
  TT.verbose = FLAG(v);
  TT.mvbackup = backup ? backup : "";
  TT.pflags = COPY_MODE|COPY_OWNER|COPY_TIME|COPY_XATTR|COPY_CONTEXT
    |COPY_QUIETX|(getuid() ? COPY_QUIET : 0);
  rc = cp_top(src, dest);
  cp_link_forget();
  if (rc) {
    // Leave the source, take away the partial copy
    if (!lstat(dest, &dst)) remove_tree(dest, 0);
    error_msg("'%s' not removed: copy to '%s' failed", src, dest);
    free(backup);
    return 1;
  }
  free(backup);
  rc = toys.exitval;
  toys.exitval = 0;
  remove_tree(src, FLAG(v));
  if (toys.exitval) rc = 1;
  else toys.exitval = rc;

  return rc;
}

void mv_main(void)
{
  if (FLAG(b) || FLAG(backup) || FLAG(S)) TT.backup = backup_type(TT.m.backup);
  TT.suffix = backup_suffix(TT.m.suffix);
  each_source(TT.m.t, mv_one, 0, FLAG(T));
}

#define CLEANUP_mv
#define FOR_install
#include <generated/flags.h>

// mkdir -p path, saying so for -v as install does. Returns 0, or -1 with
// path cut after the component that failed (for the message). A file in
// the way is EEXIST when it is the leaf asked for, else ENOTDIR (as GNU).
static int install_mkpath(char *path, mode_t mode, int leaf)
{
  char *s = path;
  struct stat st;
  int last;

  for (;;) {
    while (*s == '/') s++;
    s += strcspn(s, "/");
    last = !s[strspn(s, "/")];
    if (!last) *s = 0;
    if (mkdir(path, last ? mode : 0755)) {
      if (errno != EEXIST || stat(path, &st) || !S_ISDIR(st.st_mode)) {
        if (errno == EEXIST && (!last || !leaf)) errno = ENOTDIR;
        return -1;
      }
    } else if (FLAG(v)) xprintf("install: creating directory '%s'\n", path);
    if (last) return 0;
    *s = '/';
  }
}

// Run $STRIPPROG (or strip) on the installed file.
static int install_strip(char *path)
{
  char *prog = getenv("STRIPPROG"), *argv[] = {prog ? prog : "strip", path, 0};
  pid_t pid;
  int status = 127;

  if (!argv[0] || !*argv[0]) argv[0] = "strip";
  if (-1 == (pid = spawn_cmd(argv, 0, 0)))
    perror_msg("cannot run '%s'", argv[0]);
  else status = xwaitpid(pid);
  if (status) error_msg("strip process terminated abnormally");

  return status;
}

static int install_one(char *src, char *dest)
{
  struct stat sst, dst;
  int in, out, rc = 0;
  mode_t mode = TT.i.m ? string_to_mode(TT.i.m, 0755) : 0755;
  char *s, *backup = 0;

  if (stat(src, &sst)) {
    perror_msg("cannot stat '%s'", src);
    return 1;
  }
  if (S_ISDIR(sst.st_mode)) {
    error_msg("omitting directory '%s'", src);
    return 1;
  }
  if (FLAG(D) && !TT.i.t && (s = strrchr(dest, '/')) && s != dest) {
    *s = 0;
    if (install_mkpath(dest, 0755, 0)) {
      perror_msg("cannot create directory '%s'", dest);
      *s = '/';
      return 1;
    }
    *s = '/';
  }
  if (!stat(dest, &dst)) {
    if (same_file(&sst, &dst)) {
      error_msg("'%s' and '%s' are the same file", src, dest);
      return 1;
    }
    if (S_ISDIR(dst.st_mode)) {
      error_msg("cannot overwrite directory '%s' with non-directory", dest);
      return 1;
    }
  }
  if ((in = open(src, O_RDONLY|O_CLOEXEC)) == -1) {
    perror_msg("cannot open '%s' for reading", src);
    return 1;
  }
  // A new file, so a running program or a hard link isn't written into
  if (TT.backup && (backup = make_backup(AT_FDCWD, dest, TT.backup, TT.suffix,
      dest)) == (char *)-1) {
    close(in);
    return 1;
  }
  unlink(dest);
  if ((out = open(dest, O_WRONLY|O_CREAT|O_EXCL|O_CLOEXEC, 0600)) == -1) {
    perror_msg("cannot create regular file '%s'", dest);
    close(in);
    free(backup);
    return 1;
  }
  if (copy_data(in, out, &sst)) {
    perror_msg("error copying '%s' to '%s'", src, dest);
    rc = 1;
  } else rc = set_context(out, -1, 0, dest, S_IFREG);
  if (close(out)) {
    perror_msg("error writing '%s'", dest);
    rc = 1;
  }
  close(in);
  if (!rc && FLAG(s) && install_strip(dest)) rc = 1;
  if (!rc) {
    if ((FLAG(o) || FLAG(g)) && chown(dest, FLAG(o) ? xgetuid(TT.i.o) : -1,
        FLAG(g) ? xgetgid(TT.i.g) : -1)) {
      perror_msg("cannot change ownership of '%s'", dest);
      rc = 1;
    }
    if (chmod(dest, mode)) {
      perror_msg("cannot change permissions of '%s'", dest);
      rc = 1;
    }
    if (FLAG(p)) {
      struct timespec ts[2] = {sst.st_atim, sst.st_mtim};

      if (utimensat(AT_FDCWD, dest, ts, 0)) {
        perror_msg("cannot set timestamps for '%s'", dest);
        rc = 1;
      }
    }
  }
  if (rc) unlink(dest);
  else if (FLAG(v)) mv_say("", src, dest, backup);
  free(backup);

  return rc;
}

void install_main(void)
{
  mode_t mode = TT.i.m ? string_to_mode(TT.i.m, 0755|S_IFDIR) : 0755;
  uid_t uid = FLAG(o) ? xgetuid(TT.i.o) : (uid_t)-1;
  gid_t gid = FLAG(g) ? xgetgid(TT.i.g) : (gid_t)-1;
  int i;

  TT.label = FLAG(Z);
  TT.context = TT.i.Z;
  check_context();
  if (FLAG(d)) {
    if (!toys.optc) help_exit("missing file operand");
    for (i = 0; i < toys.optc; i++) {
      char *dir = toys.optargs[i];

      if (install_mkpath(dir, mode|0700, 1)) {
        perror_msg("cannot create directory '%s'", dir);
        continue;
      }
      if ((uid != (uid_t)-1 || gid != (gid_t)-1) && chown(dir, uid, gid))
        perror_msg("cannot change ownership of '%s'", dir);
      if (chmod(dir, mode & 07777))
        perror_msg("cannot change permissions of '%s'", dir);
      set_context(-1, AT_FDCWD, dir, dir, S_IFDIR);
    }
    return;
  }
  if (FLAG(b) || FLAG(backup) || FLAG(S)) TT.backup = backup_type(TT.i.backup);
  TT.suffix = backup_suffix(TT.i.suffix);
  if (!toys.optc) help_exit("missing file operand");
  if (FLAG(D) && TT.i.t) {
    char *s = xstrdup(TT.i.t);

    if (install_mkpath(s, 0755, 0))
      perror_exit("failed to access '%s'", TT.i.t);
    free(s);
  }
  each_source(TT.i.t, install_one, 0, FLAG(T));
}
