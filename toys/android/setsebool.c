/* setsebool.c - set SELinux booleans
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard (policycoreutils has one).

USE_SETSEBOOL(NEWTOY(setsebool, "<1P", TOYFLAG_USR|TOYFLAG_SBIN))

config SETSEBOOL
  bool "setsebool"
  default y
  depends on TOYBOX_LIBSELINUX
  help
    usage: setsebool [-P] NAME VALUE
       or: setsebool [-P] NAME=VALUE...

    Set SELinux booleans to VALUE: 1, on or true; 0, off or false (any
    case). All are set together.

    -P  Persistent: also in the policy on disk (needs a managed policy,
        libsemanage's: refused here)
*/

#define FOR_setsebool
#include "toys.h"

static int value(char *s)
{
  if (!strcasecmp(s, "1") || !strcasecmp(s, "on") || !strcasecmp(s, "true"))
    return 1;
  if (!strcasecmp(s, "0") || !strcasecmp(s, "off") || !strcasecmp(s, "false"))
    return 0;
  help_exit("bad value '%s'", s);
}

void setsebool_main(void)
{
  char **arg = toys.optargs, *eq;
  int i, n = toys.optc, *val = xmalloc(n*sizeof(int));

  // NAME VALUE, or NAME=VALUE... (parsed whole before anything is set)
  if (n == 2 && !strchr(*arg, '=')) {
    val[0] = value(arg[1]);
    n = 1;
  } else for (i = 0; i < n; i++) {
    if (!(eq = strchr(arg[i], '='))) help_exit("no VALUE for '%s'", arg[i]);
    *eq = 0;
    val[i] = value(eq+1);
  }
  selinux_load();
  if (libsel.is_selinux_enabled() <= 0) error_exit("SELinux is disabled");
  if (FLAG(P)) error_exit("-P: no managed policy (libsemanage) here");
  for (i = 0; i < n; i++)
    if (libsel.security_set_boolean(arg[i], val[i])) perror_msg("%s", arg[i]);
  if (!toys.exitval && libsel.security_commit_booleans())
    perror_exit("can't commit booleans");
  free(val);
}
