/* getenforce.c - print the SELinux mode
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard (selinux-utils has one).

USE_GETENFORCE(NEWTOY(getenforce, ">0", TOYFLAG_USR|TOYFLAG_SBIN))

config GETENFORCE
  bool "getenforce"
  default y
  depends on TOYBOX_LIBSELINUX
  help
    usage: getenforce

    Print the SELinux mode: Enforcing, Permissive or Disabled.
*/

#define FOR_getenforce
#include "toys.h"

void getenforce_main(void)
{
  int rc;

  selinux_load();
  if (libsel.is_selinux_enabled() <= 0) puts("Disabled");
  else if ((rc = libsel.security_getenforce()) < 0)
    perror_exit("can't read the SELinux mode");
  else puts(rc ? "Enforcing" : "Permissive");
}
