/* readlink.c - print where a symlink points, or a canonical path
 *
 * See https://pubs.opengroup.org/onlinepubs/9799919799/utilities/readlink.html

USE_READLINK(NEWTOY(readlink, "<1n(no-newline)q(quiet)s(silent)v(verbose)z(zero)e(canonicalize-existing)f(canonicalize)m(canonicalize-missing)[-efm][-qsv]", TOYFLAG_USR|TOYFLAG_BIN))

config READLINK
  bool "readlink"
  default y
  help
    usage: readlink [-efmnqsvz] FILE...

    Print the target of each symbolic link FILE. A FILE that isn't a
    symlink is an error (exit 1), reported only with -v.

    -e  Canonical path: every component must exist
    -f  Canonical path: all but the last component must exist
    -m  Canonical path: no component need exist
    -n  No newline after the last name (one FILE only)
    -q  Quiet: report no errors (default; also -s)
    -v  Verbose: report errors
    -z  End each name with a NUL byte, not a newline
*/

#define FOR_readlink
#include "toys.h"

void readlink_main(void)
{
  char **arg, *s, end = FLAG(z) ? 0 : '\n';
  int nonl = FLAG(n);

  if (nonl && toys.optc > 1) {
    error_msg("ignoring --no-newline with multiple arguments");
    toys.exitval = 0;
    nonl = 0;
  }
  for (arg = toys.optargs; *arg; arg++) {
    if (FLAG(e)|FLAG(f)|FLAG(m))
      s = canonpath(*arg, FLAG(e) ? ABS_EXIST : FLAG(m) ? ABS_MISSING : 0);
    else s = xreadlink(*arg);
    if (!s) {
      if (FLAG(v)) perror_msg("%s", **arg ? *arg : "''");
      else toys.exitval = 1;
      continue;
    }
    xputsn(s);
    if (!nonl) xputc(end);
    free(s);
  }
}
