/* dirname.c - the directory part of a path
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/dirname.html

USE_DIRNAME(NEWTOY(dirname, "<1z", TOYFLAG_USR|TOYFLAG_BIN))

config DIRNAME
  bool "dirname"
  default y
  help
    usage: dirname [-z] NAME...

    Print each NAME without its last component (and trailing slashes):
    "." when there is no directory part, "/" for the root.

    -z  End each output with NUL instead of newline
*/

#define FOR_dirname
#include "toys.h"

void dirname_main(void)
{
  char **arg;

  for (arg = toys.optargs; *arg; arg++) {
    char *name = *arg, *end = name+strlen(name);

    // POSIX's steps: trailing slashes, the last component, then the
    // slashes before it. "//" is treated as "/".
    while (end > name && end[-1] == '/') end--;
    while (end > name && end[-1] != '/') end--;
    if (end == name) xputsn(*name == '/' ? "/" : ".");
    else {
      while (end > name && end[-1] == '/') end--;
      if (end == name) xputsn("/");
      else xputsl(name, end-name);
    }
    xputc(FLAG(z) ? 0 : '\n');
  }
}
