/* setenforce.c - switch SELinux between enforcing and permissive mode
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard (selinux-utils has one).

USE_SETENFORCE(NEWTOY(setenforce, "<1>1", TOYFLAG_USR|TOYFLAG_SBIN))

config SETENFORCE
  bool "setenforce"
  default y
  depends on TOYBOX_LIBSELINUX
  help
    usage: setenforce MODE

    Put SELinux in MODE: Enforcing (or 1) or Permissive (or 0), any case.
*/

#define FOR_setenforce
#include "toys.h"

void setenforce_main(void)
{
  char *s = *toys.optargs;
  int on;

  if (!strcasecmp(s, "enforcing") || !strcmp(s, "1")) on = 1;
  else if (!strcasecmp(s, "permissive") || !strcmp(s, "0")) on = 0;
  else help_exit("bad mode '%s'", s);
  selinux_load();
  if (libsel.is_selinux_enabled() <= 0) error_exit("SELinux is disabled");
  if (libsel.security_setenforce(on))
    perror_exit("can't set %s mode", on ? "enforcing" : "permissive");
}
