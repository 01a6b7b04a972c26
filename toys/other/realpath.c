/* realpath.c - print canonical absolute paths
 *
 * See https://pubs.opengroup.org/onlinepubs/9799919799/utilities/realpath.html

USE_REALPATH(NEWTOY(realpath, "<1(relative-to):(relative-base):e(canonicalize-existing)m(canonicalize-missing)s(strip)(no-symlinks)L(logical)P(physical)q(quiet)z(zero)[-em][-LPs]", TOYFLAG_USR|TOYFLAG_BIN))

config REALPATH
  bool "realpath"
  default y
  help
    usage: realpath [-eLmPqsz] [--relative-to=DIR] [--relative-base=DIR] FILE...

    Print the canonical absolute path of each FILE: no ".", ".." or
    symlinks. All but the last component must exist.

    -e  Every component must exist
    -m  No component need exist
    -L  Resolve ".." before symlinks
    -P  Resolve symlinks as they come (default)
    -q  Quiet: no error messages
    -s  Don't resolve symlinks (--strip, --no-symlinks)
    -z  End each name with a NUL byte, not a newline
    --relative-to=DIR    Print paths relative to DIR
    --relative-base=DIR  Paths under DIR relative (to it, or --relative-to),
                         others absolute
*/

#define FOR_realpath
#include "toys.h"

GLOBALS(
  char *relative_to, *relative_base;
)

// Is path at or below dir? (both canonical)
static int under(char *path, char *dir)
{
  size_t len = strlen(dir);

  if (len == 1) return 1;

  return !strncmp(path, dir, len) && (!path[len] || path[len] == '/');
}

// Print path relative to directory dir (both canonical)
static void print_relative(char *path, char *dir)
{
  char *p = path, *d = dir, *out = 0;
  size_t common = 0;

  // Length of the common leading components
  for (;; p++, d++) {
    if (!*p || *p == '/') if (!*d || *d == '/') common = p-path;
    if (!*p || *p != *d) break;
  }
  if (!*p && !*d) common = p-path;
  p = path+common;
  d = dir+common;
  while (*p == '/') p++;
  for (; *d; d++) if (*d == '/' && d[1]) {
    xputsn(out ? "/.." : "..");
    out = d;
  }
  if (*p) {
    if (out) xputc('/');
    xputsn(p);
  } else if (!out) xputc('.');
}

static char *canon(char *name, int flags)
{
  char *s = canonpath(name, flags);

  if (!s) {
    if (!FLAG(q)) perror_msg("%s", *name ? name : "''");
    toys.exitval = 1;
  }

  return s;
}

void realpath_main(void)
{
  char **arg, *s, *to = 0, *base = 0;
  int flags = FLAG(e) ? ABS_EXIST : FLAG(m) ? ABS_MISSING : 0;

  if (FLAG(s)) flags |= ABS_NOLINK;
  if (FLAG(L)) flags |= ABS_LOGICAL;
  if (TT.relative_to && !(to = canon(TT.relative_to, flags))) return;
  if (TT.relative_base && !(base = canon(TT.relative_base, flags))) return;
  if (base && !to) to = base;
  // A --relative-to outside --relative-base leaves every path absolute
  if (base && !under(to, base)) base = to = 0;

  for (arg = toys.optargs; *arg; arg++) {
    if (!(s = canon(*arg, flags))) continue;
    if (to && (!base || under(s, base))) print_relative(s, to);
    else xputsn(s);
    xputc(FLAG(z) ? 0 : '\n');
    free(s);
  }
}
