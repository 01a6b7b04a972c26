/* load_policy.c - load an SELinux policy file into the kernel
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard (policycoreutils' loads the installed policy; Android's takes
 * the FILE, as this one).

USE_LOAD_POLICY(NEWTOY(load_policy, "<1>1", TOYFLAG_USR|TOYFLAG_SBIN))

config LOAD_POLICY
  bool "load_policy"
  default y
  depends on TOYBOX_LIBSELINUX
  help
    usage: load_policy FILE

    Load the binary SELinux policy in FILE into the kernel.
*/

#define FOR_load_policy
#include "toys.h"

void load_policy_main(void)
{
  char *name = *toys.optargs, *buf;
  off_t len = 0;

  if (!(buf = readfileat(AT_FDCWD, name, 0, &len))) perror_exit("%s", name);
  selinux_load();
  // (libselinux would say ENOENT: it finds no selinuxfs)
  if (libsel.is_selinux_enabled() <= 0) error_exit("SELinux is disabled");
  if (libsel.security_load_policy(buf, len))
    perror_exit("can't load policy from %s", name);
  free(buf);
}
