/* chmod.c - change the mode of files
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/chmod.html

USE_CHMOD(NEWTOY(chmod, "<1?(reference):(preserve-root)(no-preserve-root)v(verbose)c(changes)f(silent)(quiet)R(recursive)", TOYFLAG_BIN))

config CHMOD
  bool "chmod"
  default y
  help
    usage: chmod [-Rcfv] MODE[,MODE]... FILE...
       or: chmod [-Rcfv] --reference=RFILE FILE...

    Change the mode of each FILE to MODE (or RFILE's mode).

    -R	Recurse into directories (symlinks found there are left alone)
    -c	Report changes (--changes)
    -f	Don't report errors (--silent, --quiet)
    -v	Report every file (--verbose)
    --reference=RFILE	Use RFILE's mode
    --preserve-root	Refuse to recurse on /    --no-preserve-root  (default)

    MODE is octal (755) or symbolic: [ugoa]*[-+=]([rwxXst]*|[ugo]) clauses
    separated by commas, or [-+=]OCTAL. u=user g=group o=other a=all; no
    letter means all but what the umask hides (a warning says so); + adds,
    - removes, = sets; r=read w=write x=execute s=setuid/setgid t=sticky
    X=execute if a directory or already executable by someone; u, g or o
    copies that class's bits. Examples: u+x,go-w  a=rX  g=u  +t  =755.
    Directories keep their setuid/setgid bits unless told otherwise
    (g-s, =755, or an octal mode of 5 digits like 00755).
*/

#define FOR_chmod
#include "toys.h"

GLOBALS(
  char *reference;

  char *mode;
  mode_t refmode;
)

// The path of a node, made only when a message needs it (making it for each
// node of a deep tree would take time proportional to the depth squared)
static char *P(struct dirtree *try, char **path)
{
  if (!*path) *path = dirtree_path(try, 0);

  return *path;
}

static void report(struct dirtree *try, char **pp, mode_t old, mode_t new)
{
  char a[11], b[11], *path;

  if (!FLAG(v) && (!FLAG(c) || old == new)) return;
  path = P(try, pp);
  mode_to_string(old, a);
  mode_to_string(new, b);
  if (old == new)
    xprintf("mode of '%s' retained as %04o (%s)\n", path, old&07777, a+1);
  else xprintf("mode of '%s' changed from %04o (%s) to %04o (%s)\n", path,
    old&07777, a+1, new&07777, b+1);
}

static int do_chmod(struct dirtree *try)
{
  char *path = 0;
  mode_t mode, masked;
  struct stat st;
  int fd = dirtree_parentfd(try), err = errno;

  if (!dirtree_notdotdot(try)) return 0;
  // The directory we asked to descend into didn't open
  if (try->again) {
    if (try->dirfd == -1) {
      P(try, &path);
      errno = err;
      if (!FLAG(f)) perror_msg("cannot read directory '%s'", path);
      else toys.exitval = 1;
    }
    free(path);
    return 0;
  }

  // Symlinks met while recursing are neither followed nor changed.
  if (S_ISLNK(try->st.st_mode)) {
    if (!try->parent) {
      if (!FLAG(f))
        error_msg("cannot operate on dangling symlink '%s'", P(try, &path));
      else toys.exitval = 1;
      if (FLAG(v)) xprintf("'%s' could not be accessed\n", P(try, &path));
    } else if (FLAG(v))
      xprintf("neither symbolic link '%s' nor referent has been changed\n",
        P(try, &path));
    free(path);
    return 0;
  }

  if (TT.reference) mode = TT.refmode;
  else {
    mode = string_to_mode(TT.mode, try->st.st_mode) & 07777;
    // No who: the umask may have kept some bits from being removed. Say so.
    {
      mode_t um = umask(0);

      masked = string_to_mode(TT.mode, try->st.st_mode) & 07777;
      umask(um);
      if (mode & ~masked) {
        char a[11], b[11];

        mode_to_string(mode, a);
        mode_to_string(masked, b);
        error_msg("%s: new permissions are %s, not %s", P(try, &path), a+1,
          b+1);
      }
    }
  }
  if (fchmodat(fd, try->name, mode, 0)) {
    if (!FLAG(f)) perror_msg("changing permissions of '%s'", P(try, &path));
    else toys.exitval = 1;
    if (FLAG(v)) {
      char a[11], b[11];

      mode_to_string(try->st.st_mode, a);
      mode_to_string(mode, b);
      xprintf("failed to change mode of '%s' from %04o (%s) to %04o (%s)\n",
        P(try, &path), (unsigned)(try->st.st_mode&07777), a+1, mode, b+1);
    }
  } else {
    // What's there now (the kernel may drop setgid for non-members)
    if (!(FLAG(v) || FLAG(c)) || fstatat(fd, try->name, &st, 0))
      st.st_mode = mode;
    report(try, &path, try->st.st_mode, st.st_mode);
  }
  free(path);

  return FLAG(R) && S_ISDIR(try->st.st_mode)
    ? DIRTREE_RECURSE|DIRTREE_COMEAGAIN : 0;
}

void chmod_main(void)
{
  char **file = toys.optargs;
  struct stat st;

  if (TT.reference) {
    if (stat(TT.reference, &st))
      perror_exit("failed to get attributes of '%s'", TT.reference);
    TT.refmode = st.st_mode & 07777;
  } else {
    if (toys.optc < 2) {
      if (toys.optc) help_exit("missing operand after '%s'", *file);
      help_exit("missing operand");
    }
    TT.mode = *file++;
    // Check the mode string once up front (exits if bad)
    string_to_mode(TT.mode, S_IFREG);
  }
  for (; *file; file++) {
    if (FLAG(R) && FLAG(preserve_root) && !strcmp(*file, "/")) {
      error_msg("it is dangerous to operate recursively on '/'");
      continue;
    }
    if (lstat(*file, &st)) {
      if (!FLAG(f)) perror_msg("cannot access '%s'", *file);
      else toys.exitval = 1;
      if (FLAG(v)) xprintf("'%s' could not be accessed\n", *file);
    } else dirtree_flagread(*file, DIRTREE_COMEFOLLOW|DIRTREE_SHUTUP,
      do_chmod);
  }
}
