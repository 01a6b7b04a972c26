/* mesg.c - let other users write to this terminal, or not
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/mesg.html

USE_MESG(NEWTOY(mesg, "<0>1v(verbose)", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(2)))

config MESG
  bool "mesg"
  default y
  help
    usage: mesg [-v] [y|n]

    Allow (y) or deny (n) other users writing to this terminal (the first
    of stdin, stdout and stderr that is one) with write or talk. With no
    argument print "is y" or "is n". Exit status 0 for allowed, 1 for
    denied, 2 for an error.

    -v  Say what was done
*/

#define FOR_mesg
#include "toys.h"

void mesg_main(void)
{
  struct stat st;
  char *arg = *toys.optargs;
  int fd, yes;

  toys.exitval = 2;
  if (arg && strcmp(arg, "y") && strcmp(arg, "n"))
    error_exit("invalid argument: %s", arg);
  for (fd = 0; fd<3; fd++) if (isatty(fd)) break;
  if (fd == 3) error_exit("no tty");
  if (fstat(fd, &st)) perror_exit("stat");
  yes = !!(st.st_mode&S_IWGRP);
  if (arg) {
    yes = *arg == 'y';
    if (fchmod(fd, yes ? st.st_mode|S_IWGRP : st.st_mode&~(S_IWGRP|S_IWOTH)))
      perror_exit("change mode");
    if (FLAG(v)) xprintf("write access to your terminal is %s\n",
      yes ? "allowed" : "denied");
  } else xprintf("is %c\n", "ny"[yes]);
  toys.exitval = !yes;
}
