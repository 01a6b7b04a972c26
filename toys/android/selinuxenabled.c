/* selinuxenabled.c - is SELinux on?
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard (selinux-utils has one).

USE_SELINUXENABLED(NEWTOY(selinuxenabled, ">0", TOYFLAG_USR|TOYFLAG_SBIN))

config SELINUXENABLED
  bool "selinuxenabled"
  default y
  depends on TOYBOX_LIBSELINUX
  help
    usage: selinuxenabled

    Exit 0 if SELinux is enabled, 1 if not.
*/

#define FOR_selinuxenabled
#include "toys.h"

void selinuxenabled_main(void)
{
  selinux_load();
  toys.exitval = libsel.is_selinux_enabled() <= 0;
}
