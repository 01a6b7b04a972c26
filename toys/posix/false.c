/* false.c - return failure
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/false.html

USE_FALSE(NEWTOY(false, NULL, TOYFLAG_BIN|TOYFLAG_NOHELP))

config FALSE
  bool "false"
  default y
  help
    usage: false

    Return nonzero (failure). Ignores its arguments.
*/

#include "toys.h"

void false_main(void)
{
  toys.exitval = 1;
}
