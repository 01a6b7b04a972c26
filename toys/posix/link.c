/* link.c - make a hard link with link(2)
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/link.html

USE_LINK(NEWTOY(link, "<2>2", TOYFLAG_USR|TOYFLAG_BIN))

config LINK
  bool "link"
  default y
  help
    usage: link FILE NEWLINK

    Make NEWLINK a hard link to FILE, with nothing else (no options, no
    directories as target): just the link() system call.
*/

#include "toys.h"

void link_main(void)
{
  if (link(toys.optargs[0], toys.optargs[1]))
    perror_exit("cannot create link '%s' to '%s'", toys.optargs[1],
      toys.optargs[0]);
}
