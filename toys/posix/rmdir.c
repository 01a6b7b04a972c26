/* rmdir.c - remove empty directories
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/rmdir.html

USE_RMDIR(NEWTOY(rmdir, "<1(ignore-fail-on-non-empty)p(parents)v(verbose)", TOYFLAG_BIN))

config RMDIR
  bool "rmdir"
  default y
  help
    usage: rmdir [-pv] [--ignore-fail-on-non-empty] DIR...

    Remove one or more empty directories.

    -p, --parents   Also remove each parent named in DIR, left to right
    -v, --verbose   Say which directories are removed
    --ignore-fail-on-non-empty  Don't complain about directories that
                    aren't empty (and stop going up with -p there)
*/

#define FOR_rmdir
#include "toys.h"

// Returns 0 when removed, 1 to stop.
static int do_rmdir(char *name, int parent)
{
  if (FLAG(v)) xprintf("rmdir: removing directory, '%s'\n", name);
  if (!rmdir(name)) return 0;
  if (!FLAG(ignore_fail_on_non_empty) || (errno != ENOTEMPTY && errno != EEXIST))
    perror_msg(parent ? "failed to remove directory '%s'"
      : "failed to remove '%s'", name);

  return 1;
}

void rmdir_main(void)
{
  char **ss, *s;

  for (ss = toys.optargs; *ss; ss++) {
    if (!FLAG(p)) {
      do_rmdir(*ss, 0);
      continue;
    }
    // Strip trailing slashes (but leave "/" alone), then walk up.
    for (s = *ss+strlen(*ss); s > *ss+1 && s[-1] == '/'; ) *--s = 0;
    if (do_rmdir(*ss, 0)) continue;
    for (;;) {
      if (!(s = strrchr(*ss, '/'))) break;
      while (s > *ss && s[-1] == '/') s--;
      if (s == *ss) break;
      *s = 0;
      if (do_rmdir(*ss, 1)) break;
    }
  }
}
