/* mkfifo.c - make named pipes
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/mkfifo.html

USE_MKFIFO(NEWTOY(mkfifo, "<1m(mode):"USE_TOYBOX_SELINUX("Z(context):"), TOYFLAG_USR|TOYFLAG_BIN))

config MKFIFO
  bool "mkfifo"
  default y
  help
    usage: mkfifo [-m MODE] [-Z CONTEXT] NAME...

    Make a named pipe (FIFO) for each NAME.

    -m  Permissions (octal or u+rw style, relative to a=rw), not 0666-umask
    -Z  SELinux security context of the new fifos
*/

#define FOR_mkfifo
#include "toys.h"

GLOBALS(
  char *m, *Z;
)

void mkfifo_main(void)
{
  char **arg;
  mode_t mode = 0666;

  if (TT.m) mode = string_to_mode(TT.m, 0666);
  for (arg = toys.optargs; *arg; arg++) {
    if (mkfifo(*arg, mode)) perror_msg("cannot create fifo '%s'", *arg);
    // -m isn't cut by the umask
    else if (TT.m && chmod(*arg, mode)) perror_msg("chmod '%s'", *arg);
    else if (TT.Z && lset_file_context(*arg, TT.Z)) {
      perror_msg("can't set context of '%s' to '%s'", *arg, TT.Z);
      unlink(*arg);
    }
  }
}
