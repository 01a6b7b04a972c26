/* true.c - return success
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/true.html

USE_TRUE(NEWTOY(true, NULL, TOYFLAG_BIN|TOYFLAG_NOHELP))

config TRUE
  bool "true"
  default y
  help
    usage: true

    Return zero (success). Ignores its arguments.
*/

#include "toys.h"

void true_main(void)
{
}
