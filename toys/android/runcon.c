/* runcon.c - run a command in another SELinux context
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard (GNU coreutils has one). libselinux's setexeccon() asks the
 * kernel for the context the exec gets; context_new() and friends make
 * partial ones from the current context.

USE_RUNCON(NEWTOY(runcon, "^u:r:t:l:", TOYFLAG_USR|TOYFLAG_BIN))

config RUNCON
  bool "runcon"
  default y
  depends on TOYBOX_LIBSELINUX
  help
    usage: runcon CONTEXT COMMAND [ARG...]
       or: runcon [-u USER] [-r ROLE] [-t TYPE] [-l RANGE] COMMAND [ARG...]
       or: runcon

    Run COMMAND in SELinux security context CONTEXT, or in the current
    context with some parts changed. With no arguments, print the current
    context. Exits 127 when COMMAND isn't found, 126 when it can't run.

    -u  USER    -r  ROLE    -t  TYPE    -l  RANGE (MLS/MCS level)
*/

#define FOR_runcon
#include "toys.h"

GLOBALS(
  char *u, *r, *t, *l;
)

void runcon_main(void)
{
  char **args = toys.optargs, *con, *cur;

  selinux_load();
  if (!FLAG(u) && !FLAG(r) && !FLAG(t) && !FLAG(l)) {
    if (!*args) {
      if (libsel.getcon(&cur)) perror_exit("can't get current context");
      xputs(cur);
      libsel.freecon(cur);

      return;
    }
    con = *args++;
  } else {
    if (!*args) help_exit("missing COMMAND");
    if (libsel.getcon(&cur)) perror_exit("can't get current context");
    if (!(con = selinux_partial(cur, TT.u, TT.r, TT.t, TT.l)))
      error_exit("invalid context from '%s'", cur);
    libsel.freecon(cur);
  }
  if (!*args) help_exit("missing COMMAND");
  if (libsel.setexeccon(con))
    perror_exit("unable to set security context '%s'", con);
  toys.exitval = 127;
  xexec(args);
}
