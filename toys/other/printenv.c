/* printenv.c - print environment variables
 *
 * no standard

USE_PRINTENV(NEWTOY(printenv, "0(null)", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(2)))

config PRINTENV
  bool "printenv"
  default y
  help
    usage: printenv [-0] [NAME...]

    Print the value of each environment variable NAME, or every NAME=VALUE
    without NAMEs. Exit 1 if a NAME isn't set.

    -0  End each output with NUL instead of newline
*/

#define FOR_printenv
#include "toys.h"

extern char **environ;

void printenv_main(void)
{
  char **arg = toys.optargs, **e, *s;

  if (!*arg) for (e = environ; e && *e; e++) {
    xputsn(*e);
    xputc(FLAG(0) ? 0 : '\n');
  }
  for (; *arg; arg++) {
    // A name with = in it is never set
    if (strchr(*arg, '=') || !(s = getenv(*arg))) toys.exitval = 1;
    else {
      xputsn(s);
      xputc(FLAG(0) ? 0 : '\n');
    }
  }
}
