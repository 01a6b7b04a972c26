/* lsattr.c - list and change ext2-style file attributes
 *
 * no standard (e2fsprogs)

USE_LSATTR(NEWTOY(lsattr, "Radlpv", TOYFLAG_USR|TOYFLAG_BIN))
USE_CHATTR(NEWTOY(chattr, "?<1Rv:p:fV", TOYFLAG_USR|TOYFLAG_BIN))

config LSATTR
  bool "lsattr"
  default y
  help
    usage: lsattr [-Radlpv] [FILE...]

    List the file attributes (set by chattr) of each FILE, or of the files
    in each directory (default: the current directory).

    -R	Recurse into subdirectories (symlinks are not followed)
    -a	Include names starting with '.', and . and ..
    -d	List directories themselves, not their contents
    -l	Long names for the attributes
    -p	Show the project id
    -v	Show the version (generation) number

    The attributes, in the order shown (- when clear):
    s secure deletion  u undelete  S synchronous updates
    D synchronous directory updates  i immutable  a append only  d no dump
    A no atime  c compressed  E encrypted  j data journaling
    I indexed directory  t no tail merging  T top of directory hierarchy
    e extents  C no copy on write  x direct access (DAX)  F casefold
    N inline data  P project hierarchy  V verity  m don't compress

    Symlinks and special files have no attributes: naming one is an error,
    those found in directories are skipped.

config CHATTR
  bool "chattr"
  default y
  help
    usage: chattr [-RVf] [-v VERSION] [-p PROJECT] [MODE...] FILE...

    Change the file attributes (shown by lsattr) of each FILE.

    -R	Recurse into directories (symlinks are neither followed nor changed)
    -V	Verbose: say what was set on each file
    -f	Don't report errors (the exit status is still 1)
    -p	Set the project id to PROJECT
    -v	Set the version (generation) number to VERSION

    Each MODE is an operator and attribute letters: + adds them, - removes
    them, = makes them the only ones (e and the read-only E I N V stay).
    a append only  A no atime  c compress  C no copy on write  d no dump
    D synchronous directory updates  e extents  F casefold (empty
    directories)  i immutable  j data journaling  m don't compress
    P project hierarchy  s secure deletion  S synchronous updates
    t no tail merging  T top of directory hierarchy  u undelete
    x direct access (DAX). Which ones work depends on the filesystem (and a,
    i, j need root).
*/

#define FOR_lsattr
#include "toys.h"

GLOBALS(
  char *v, *p;

  unsigned set, clear, version, project;
  int modes, eq;
)

// The kernel's ioctls (linux/fs.h, which musl's headers don't have). The
// flags and version ioctls say long, but the kernel reads and writes an int.
struct fsxattr {
  unsigned fsx_xflags, fsx_extsize, fsx_nextents, fsx_projid, fsx_cowextsize;
  unsigned char fsx_pad[8];
};
#define GETFLAGS   _IOR('f', 1, long)
#define SETFLAGS   _IOW('f', 2, long)
#define GETVERSION _IOR('v', 1, long)
#define SETVERSION _IOW('v', 2, long)
#define FSGETXATTR _IOR('X', 31, struct fsxattr)
#define FSSETXATTR _IOW('X', 32, struct fsxattr)

// In the order lsattr shows them; set: chattr may set and clear it
static const struct attr {
  char c, set;
  unsigned flag;
  char *name;
} attrs[] = {
  {'s', 1, 0x1, "Secure_Deletion"}, {'u', 1, 0x2, "Undelete"},
  {'S', 1, 0x8, "Synchronous_Updates"},
  {'D', 1, 0x10000, "Synchronous_Directory_Updates"},
  {'i', 1, 0x10, "Immutable"}, {'a', 1, 0x20, "Append_Only"},
  {'d', 1, 0x40, "No_Dump"}, {'A', 1, 0x80, "No_Atime"},
  {'c', 1, 0x4, "Compression_Requested"}, {'E', 0, 0x800, "Encrypted"},
  {'j', 1, 0x4000, "Journaled_Data"}, {'I', 0, 0x1000, "Indexed_directory"},
  {'t', 1, 0x8000, "No_Tailmerging"},
  {'T', 1, 0x20000, "Top_of_Directory_Hierarchies"},
  {'e', 1, 0x80000, "Extents"}, {'C', 1, 0x800000, "No_COW"},
  {'x', 1, 0x2000000, "DAX"}, {'F', 1, 0x40000000, "Casefold"},
  {'N', 0, 0x10000000, "Inline_Data"},
  {'P', 1, 0x20000000, "Project_Hierarchy"},
  {'V', 0, 0x100000, "Verity"}, {'m', 1, 0x400, "Dont_Compress"}
};
#define NATTRS (sizeof(attrs)/sizeof(*attrs))
#define EXTENTS 0x80000

// The attribute letters of flags (- for each one clear), in buf[NATTRS+1]
static char *flag_string(unsigned flags, char *buf)
{
  unsigned i;

  for (i = 0; i < NATTRS; i++)
    buf[i] = (flags & attrs[i].flag) ? attrs[i].c : '-';
  buf[i] = 0;

  return buf;
}

// An ioctl that the filesystem doesn't have is "not supported"
static int xattr_ioctl(int fd, unsigned long req, void *arg)
{
  int rc = ioctl(fd, req, arg);

  if (rc && errno == ENOTTY) errno = EOPNOTSUPP;

  return rc;
}

// Open name (in dirfd) to ask for its attributes: only files and
// directories have them.
static int open_attr(int dirfd, char *name, struct stat *st)
{
  if (!S_ISREG(st->st_mode) && !S_ISDIR(st->st_mode)) {
    errno = EOPNOTSUPP;
    return -1;
  }

  return openat(dirfd, name, O_RDONLY|O_NONBLOCK|O_NOFOLLOW|O_NOCTTY|O_CLOEXEC);
}

// Print one line for name (in dirfd), shown as path
static void show(int dirfd, char *name, char *path, struct stat *st)
{
  struct fsxattr fsx;
  unsigned flags = 0, version = 0, i, first = 1;
  int fd = open_attr(dirfd, name, st);
  char buf[NATTRS+1];

  if (fd == -1 || xattr_ioctl(fd, GETFLAGS, &flags)
      || (FLAG(v) && xattr_ioctl(fd, GETVERSION, &version))
      || (FLAG(p) && xattr_ioctl(fd, FSGETXATTR, &fsx))) {
    perror_msg("%s", path);
    if (fd != -1) close(fd);
    return;
  }
  close(fd);

  if (FLAG(p)) xprintf("%5u ", fsx.fsx_projid);
  if (FLAG(v)) xprintf("%-10u ", version);
  if (FLAG(l)) {
    xprintf("%-28s ", path);
    for (i = 0; i < NATTRS; i++) if (flags & attrs[i].flag) {
      xprintf(&", %s"[2*first], attrs[i].name);
      first = 0;
    }
    xputs(first ? "---" : "");
  } else xprintf("%s %s\n", flag_string(flags, buf), path);
}

// Show dir/. and dir/.. for -a
static void show_dots(struct dirtree *node, char *path)
{
  char *dots[] = {".", ".."}, *s;
  struct stat st;
  int fd = openat(dirtree_parentfd(node), node->name,
    O_RDONLY|O_DIRECTORY|O_NOFOLLOW|O_CLOEXEC), i, len = strlen(path);

  if (fd == -1) {
    perror_msg("%s", path);
    return;
  }
  for (i = 0; i < 2; i++) {
    s = xmprintf("%s%s%s", path, (len && path[len-1] == '/') ? "" : "/",
      dots[i]);
    if (fstatat(fd, dots[i], &st, AT_SYMLINK_NOFOLLOW)) perror_msg("%s", s);
    else show(fd, dots[i], s, &st);
    free(s);
  }
  close(fd);
}

static int do_lsattr(struct dirtree *node)
{
  char *path;

  if (!dirtree_notdotdot(node)) return 0;
  if (node->again) {
    // The end of a subdirectory's listing
    if (node->parent) xputc('\n');
    return 0;
  }
  if (node->parent) {
    if (*node->name == '.' && !FLAG(a)) return 0;
    // Symlinks, devices, fifos and sockets found in directories have none
    if (!S_ISREG(node->st.st_mode) && !S_ISDIR(node->st.st_mode)) return 0;
  }

  path = dirtree_path(node, 0);
  // A directory named on the command line: its contents, unless -d
  if (!node->parent && S_ISDIR(node->st.st_mode) && !FLAG(d)) {
    if (FLAG(a)) show_dots(node, path);
    free(path);

    return DIRTREE_RECURSE;
  }
  show(dirtree_parentfd(node), node->name, path, &node->st);
  if (node->parent && FLAG(R) && S_ISDIR(node->st.st_mode)) {
    xprintf("\n%s:\n", path);
    if (FLAG(a)) show_dots(node, path);
    free(path);

    return DIRTREE_RECURSE|DIRTREE_COMEAGAIN;
  }
  free(path);

  return 0;
}

void lsattr_main(void)
{
  char **arg, *dot[] = {".", 0};

  for (arg = toys.optc ? toys.optargs : dot; *arg; arg++)
    dirtree_read(*arg, do_lsattr);
}

#define CLEANUP_lsattr
#define FOR_chattr
#include <generated/flags.h>

// Report a failure on name (or node's path), unless -f
static void chattr_fail(char *name, struct dirtree *node, char *what)
{
  char *path;
  int err = errno;

  if (FLAG(f)) {
    toys.exitval = 1;
    return;
  }
  path = name ? name : dirtree_path(node, 0);
  errno = err;
  if (what) perror_msg("%s: %s", path, what);
  else perror_msg("%s", path);
  if (!name) free(path);
}

static int do_chattr(struct dirtree *node)
{
  struct fsxattr fsx;
  unsigned flags, new, i;
  char *path, buf[NATTRS+1];
  int fd;

  if (!dirtree_notdotdot(node)) return 0;
  // The directory we asked to descend into didn't open
  if (node->again) {
    if (node->dirfd == -1) toys.exitval = 1;
    return 0;
  }
  // Symlinks and special files met while recursing are left alone
  if (node->parent && !S_ISREG(node->st.st_mode) && !S_ISDIR(node->st.st_mode))
    return 0;

  // The path is only made to be shown (deep trees would take time squared)
  path = FLAG(V) ? dirtree_path(node, 0) : 0;
  if (-1 == (fd = open_attr(dirtree_parentfd(node), node->name, &node->st))) {
    chattr_fail(path, node, 0);
    goto done;
  }

  if (TT.modes) {
    if (xattr_ioctl(fd, GETFLAGS, &flags)) chattr_fail(path, node, 0);
    else {
      // = keeps extents and whatever else chattr can't set or clear
      new = flags;
      if (TT.eq) {
        for (i = 0; i < NATTRS; i++)
          if (attrs[i].set && attrs[i].flag != EXTENTS) new &= ~attrs[i].flag;
      }
      new = (new|TT.set)&~TT.clear;
      if (xattr_ioctl(fd, SETFLAGS, &new)) chattr_fail(path, node, 0);
      else if (FLAG(V))
        xprintf("Flags of %s set as %s\n", path, flag_string(new, buf));
    }
  }
  if (TT.v) {
    if (xattr_ioctl(fd, SETVERSION, &TT.version))
      chattr_fail(path, node, "set version");
    else if (FLAG(V)) xprintf("Version of %s set as %u\n", path, TT.version);
  }
  if (TT.p) {
    if (xattr_ioctl(fd, FSGETXATTR, &fsx))
      chattr_fail(path, node, "set project");
    else {
      fsx.fsx_projid = TT.project;
      if (xattr_ioctl(fd, FSSETXATTR, &fsx))
        chattr_fail(path, node, "set project");
      else if (FLAG(V))
        xprintf("Project of %s set as %u\n", path, TT.project);
    }
  }
  close(fd);

done:
  free(path);

  return (FLAG(R) && S_ISDIR(node->st.st_mode))
    ? DIRTREE_RECURSE|DIRTREE_COMEAGAIN : 0;
}

// A 32 bit number for -v or -p (decimal, 0x hex or 0 octal)
static unsigned get_u32(char *arg, char *what)
{
  unsigned long long ll;
  char *end;

  errno = 0;
  ll = strtoull(arg, &end, 0);
  if (!isdigit((unsigned char)*arg) || *end || errno || ll > UINT_MAX)
    error_exit("bad %s '%s'", what, arg);

  return ll;
}

void chattr_main(void)
{
  char **arg = toys.optargs, *s;
  unsigned i, plus = 0, minus = 0;
  struct stat st;

  if (TT.v) TT.version = get_u32(TT.v, "version");
  if (TT.p) TT.project = get_u32(TT.p, "project");

  // Leading arguments starting with + - or = are modes, the rest files
  for (; *arg && strchr("+-=", **arg); arg++) {
    unsigned *which = **arg == '-' ? &TT.clear : &TT.set;

    TT.modes++;
    if (**arg == '=') TT.eq++;
    else if (**arg == '+') plus++;
    else minus++;
    for (s = *arg+1; *s; s++) {
      for (i = 0; i < NATTRS; i++) if (attrs[i].set && attrs[i].c == *s) break;
      if (i == NATTRS) help_exit("bad attribute '%c' in '%s'", *s, *arg);
      *which |= attrs[i].flag;
    }
  }
  if (TT.eq && (plus || minus)) help_exit("no = with + or -");
  for (i = 0; i < NATTRS; i++) if (attrs[i].flag & TT.set & TT.clear)
    help_exit("'%c' both set and cleared", attrs[i].c);
  if (!TT.modes && !TT.v && !TT.p) help_exit("needs a MODE, -v or -p");
  if (!*arg) help_exit("needs a FILE");

  for (; *arg; arg++) {
    if (lstat(*arg, &st)) chattr_fail(*arg, 0, 0);
    else dirtree_flagread(*arg, FLAG(f) ? DIRTREE_SHUTUP : 0, do_chattr);
  }
}
