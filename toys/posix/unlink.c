/* unlink.c - remove a name with unlink(2)
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/unlink.html

USE_UNLINK(NEWTOY(unlink, "<1>1", TOYFLAG_USR|TOYFLAG_BIN))

config UNLINK
  bool "unlink"
  default y
  help
    usage: unlink FILE

    Remove FILE with the unlink() system call, with nothing else: no
    options, no directories.
*/

#include "toys.h"

void unlink_main(void)
{
  if (unlink(*toys.optargs)) perror_exit("cannot unlink '%s'", *toys.optargs);
}
