/* linux32.c - run a command with a 32 bit uname -m
 *
 * No standard (behaves as util-linux linux32).

USE_LINUX32(NEWTOY(linux32, "^", TOYFLAG_USR|TOYFLAG_BIN))

config LINUX32
  bool "linux32"
  default y
  help
    usage: linux32 [COMMAND [ARG...]]

    Run COMMAND (default /bin/sh) with the 32 bit personality: uname -m
    says i686 (or the 32 bit name of the architecture).
*/

#define FOR_linux32
#include "toys.h"
#include <sys/personality.h>

void linux32_main(void)
{
  char *sh[] = {"/bin/sh", 0};

  if (personality(PER_LINUX32) == -1) perror_exit("personality");
  xexec(*toys.optargs ? toys.optargs : sh);
}
