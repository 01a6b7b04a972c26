/* getsebool.c - show SELinux booleans
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard (selinux-utils has one).

USE_GETSEBOOL(NEWTOY(getsebool, "a", TOYFLAG_USR|TOYFLAG_SBIN))

config GETSEBOOL
  bool "getsebool"
  default y
  depends on TOYBOX_LIBSELINUX
  help
    usage: getsebool -a
       or: getsebool NAME...

    Show SELinux booleans as "NAME --> on" or "off" (and "pending: on"
    or "off" when a change isn't committed yet).

    -a  Every boolean the policy has
*/

#define FOR_getsebool
#include "toys.h"

static void show(char *name)
{
  int on = libsel.security_get_boolean_active(name),
    pending = libsel.security_get_boolean_pending(name);

  if (on < 0) perror_msg("%s", name);
  else {
    xprintf("%s --> %s", name, on ? "on" : "off");
    if (pending >= 0 && pending != on)
      xprintf(" pending: %s", pending ? "on" : "off");
    xputc('\n');
  }
}

void getsebool_main(void)
{
  char **names = toys.optargs;
  int i, len = 0;

  if (!FLAG(a) == !toys.optc) help_exit("needs -a or NAMEs (not both)");
  selinux_load();
  if (libsel.is_selinux_enabled() <= 0) error_exit("SELinux is disabled");
  if (FLAG(a) && libsel.security_get_boolean_names(&names, &len))
    perror_exit("can't list booleans");
  for (i = 0; FLAG(a) ? i < len : !!names[i]; i++) show(names[i]);
  if (FLAG(a)) {
    for (i = 0; i < len; i++) free(names[i]);
    free(names);
  }
}
