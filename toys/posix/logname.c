/* logname.c - print the login name
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/logname.html

USE_LOGNAME(NEWTOY(logname, ">0", TOYFLAG_USR|TOYFLAG_BIN))

config LOGNAME
  bool "logname"
  default y
  help
    usage: logname

    Print the name the user logged in as (getlogin(): the login session's
    user, not the effective user). "no login name" and exit 1 if there is
    none.
*/

#include "toys.h"

void logname_main(void)
{
  char *name = getlogin();

  if (!name) error_exit("no login name");
  xputs(name);
}
