/* mkdir.c - make directories
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/mkdir.html

USE_MKDIR(NEWTOY(mkdir, "<1m(mode):"USE_TOYBOX_SELINUX("Z(context):")"p(parents)v(verbose)", TOYFLAG_BIN))

config MKDIR
  bool "mkdir"
  default y
  help
    usage: mkdir [-pv] [-m MODE] [-Z CONTEXT] DIR...

    Create one or more directories.

    -m, --mode MODE  Set permissions of the new directories (octal or
                     chmod-style like u=rwx,go=rx), ignoring the umask
    -p, --parents    Make parent directories as needed; no error if DIR exists
    -v, --verbose    Say which directories were created
    -Z, --context CONTEXT  SELinux security context of the new directories
*/

#define FOR_mkdir
#include "toys.h"

GLOBALS(
  char *m, *Z;
)

// -Z: label name, or with start each directory from its component start on
static int label(char *name, char *start)
{
  char *s = start;

  for (;;) {
    if (!s) s = name+strlen(name);
    s += strcspn(s, "/");
    if (*s) *s = 0;
    else s = 0;
    if (lset_file_context(name, TT.Z)) {
      perror_msg("can't set context of '%s' to '%s'", name, TT.Z);
      if (s) *s = '/';
      return 1;
    }
    if (!s) return 0;
    for (*s = '/'; *s == '/'; s++);
  }
}

// The first component of name that doesn't exist yet (0 if all do)
static char *first_missing(char *name)
{
  char *s = name, c;
  struct stat st;
  int rc;

  for (;;) {
    while (*s == '/') s++;
    if (!*s) return 0;
    s += strcspn(s, "/");
    c = *s;
    *s = 0;
    rc = lstat(name, &st);
    *s = c;
    if (rc) {
      while (s > name && s[-1] != '/') s--;
      return s;
    }
  }
}

void mkdir_main(void)
{
  char **ss;
  mode_t mode = 0777;

  if (FLAG(m)) mode = string_to_mode(TT.m, 0777|S_IFDIR) & 07777;

  for (ss = toys.optargs; *ss; ss++) {
    char *new = FLAG(Z) && FLAG(p) ? first_missing(*ss) : *ss;
    int rc;

    if (FLAG(p))
      rc = mkpathat(AT_FDCWD, *ss, mode, MKPATHAT_MAKE|MKPATHAT_MKLAST
        |(FLAG(v) ? MKPATHAT_VERBOSE : 0));
    else if (!(rc = mkdir(*ss, mode)) && FLAG(v))
      xprintf("mkdir: created directory '%s'\n", *ss);
    if (rc) {
      perror_msg("cannot create directory '%s'", *ss);
      continue;
    }
    // -m ignores the umask: set the exact mode (and any s/t bits) afterwards.
    if (FLAG(m) && chmod(*ss, mode))
      perror_msg("cannot set permissions of '%s'", *ss);
    // (a directory that can't be labeled isn't left behind without -p)
    if (FLAG(Z) && new && label(*ss, FLAG(p) ? new : 0) && !FLAG(p))
      rmdir(*ss);
  }
}
