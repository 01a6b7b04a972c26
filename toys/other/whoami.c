/* whoami.c - print the effective user's name
 *
 * no standard

USE_WHOAMI(NEWTOY(whoami, ">0", TOYFLAG_USR|TOYFLAG_BIN))

config WHOAMI
  bool "whoami"
  default y
  help
    usage: whoami

    Print the name of the effective user (like id -un).
*/

#include "toys.h"

void whoami_main(void)
{
  uid_t uid = geteuid();
  struct passwd *pw = getpwuid(uid);

  if (!pw) error_exit("cannot find name for user ID %u", (unsigned)uid);
  xputs(pw->pw_name);
}
