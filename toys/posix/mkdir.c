/* mkdir.c - make directories
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/mkdir.html

USE_MKDIR(NEWTOY(mkdir, "<1m(mode):p(parents)v(verbose)", TOYFLAG_BIN))

config MKDIR
  bool "mkdir"
  default y
  help
    usage: mkdir [-pv] [-m MODE] DIR...

    Create one or more directories.

    -m, --mode MODE  Set permissions of the new directories (octal or
                     chmod-style like u=rwx,go=rx), ignoring the umask
    -p, --parents    Make parent directories as needed; no error if DIR exists
    -v, --verbose    Say which directories were created
*/

#define FOR_mkdir
#include "toys.h"

GLOBALS(
  char *m;
)

void mkdir_main(void)
{
  char **ss;
  mode_t mode = 0777;

  if (FLAG(m)) mode = string_to_mode(TT.m, 0777|S_IFDIR) & 07777;

  for (ss = toys.optargs; *ss; ss++) {
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
  }
}
