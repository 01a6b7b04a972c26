/* basename.c - the last component of a path
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/basename.html

USE_BASENAME(NEWTOY(basename, "<1as:z", TOYFLAG_USR|TOYFLAG_BIN))

config BASENAME
  bool "basename"
  default y
  help
    usage: basename [-az] [-s SUFFIX] NAME... | NAME [SUFFIX]

    Print NAME without its directories (and trailing slashes), and without
    SUFFIX when it ends with it (unless nothing else is left).

    -a         Take all arguments as NAMEs
    -s SUFFIX  Remove SUFFIX (implies -a)
    -z         End each output with NUL instead of newline
*/

#define FOR_basename
#include "toys.h"

GLOBALS(
  char *s;
)

void basename_main(void)
{
  char **arg = toys.optargs, *suffix = TT.s, *name, *end;
  int i;

  if (!FLAG(a) && !FLAG(s)) {
    if (toys.optc > 2) help_exit("extra argument '%s'", toys.optargs[2]);
    if (toys.optc == 2) suffix = toys.optargs[1];
    toys.optc = 1;
  }

  for (i = 0; i < toys.optc; i++) {
    name = arg[i];
    end = name+strlen(name);
    // Trailing slashes go; all slashes means "/"
    while (end > name+1 && end[-1] == '/') end--;
    if (end-name == 1 && *name == '/') {
      xputsl(name, 1);
    } else {
      char *start = end;

      while (start > name && start[-1] != '/') start--;
      if (suffix && *suffix) {
        size_t sl = strlen(suffix);

        if (end-start > (long)sl && !strncmp(end-sl, suffix, sl)) end -= sl;
      }
      xputsl(start, end-start);
    }
    xputc(FLAG(z) ? 0 : '\n');
  }
}
