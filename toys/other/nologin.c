/* nologin.c - politely refuse a login
 *
 * No standard (behaves as util-linux nologin).

USE_NOLOGIN(NEWTOY(nologin, 0, TOYFLAG_USR|TOYFLAG_SBIN))

config NOLOGIN
  bool "nologin"
  default y
  help
    usage: nologin

    Print the contents of /etc/nologin.txt, or "This account is currently
    not available.", and exit 1. Arguments are ignored (it's a login shell).
*/

#define FOR_nologin
#include "toys.h"

void nologin_main(void)
{
  int fd = open("/etc/nologin.txt", O_RDONLY);

  if (fd < 0 || xsendfile(fd, 1) < 1)
    xputs("This account is currently not available.");
  if (fd >= 0) close(fd);
  toys.exitval = 1;
}
