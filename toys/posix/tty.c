/* tty.c - print the terminal on stdin
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/tty.html

USE_TTY(NEWTOY(tty, ">0s(silent)(quiet)", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(2)))

config TTY
  bool "tty"
  default y
  help
    usage: tty [-s]

    Print the name of the terminal on stdin, or "not a tty" (exit 1).
    Usage errors exit 2.

    -s  Silent: print nothing, only set the exit status
*/

#define FOR_tty
#include "toys.h"

void tty_main(void)
{
  char *name = ttyname(0);

  if (!FLAG(s)) xputs(name ? name : "not a tty");
  if (!name) toys.exitval = 1;
}
