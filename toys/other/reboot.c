/* reboot.c - restart, halt or power off the system
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard.

USE_REBOOT(NEWTOY(reboot, "d%fn", TOYFLAG_SBIN|TOYFLAG_NEEDROOT))
USE_REBOOT(OLDTOY(halt, reboot, TOYFLAG_SBIN|TOYFLAG_NEEDROOT))
USE_REBOOT(OLDTOY(poweroff, reboot, TOYFLAG_SBIN|TOYFLAG_NEEDROOT))

config REBOOT
  bool "reboot"
  default y
  help
    usage: reboot/halt/poweroff [-fn] [-d DELAY]

    Restart, halt or power off the system: ask init (signal TERM, USR1,
    USR2 to pid 1), or with -f do it at once.

    -d	Wait DELAY (seconds, fractions allowed) first
    -f	Force: reboot(2) now, without init
    -n	Don't sync filesystems first
*/

#define FOR_reboot
#include "toys.h"
#include <sys/reboot.h>

GLOBALS(
  long d;
)

void reboot_main(void)
{
  char *name = basename(*toys.argv);
  int i = !strcmp(name, "halt") ? 1 : !strcmp(name, "poweroff") ? 2 : 0,
    sigs[] = {SIGTERM, SIGUSR1, SIGUSR2},
    how[] = {RB_AUTOBOOT, RB_HALT_SYSTEM, RB_POWER_OFF};

  if (TT.d) msleep(TT.d);
  if (!FLAG(n)) sync();
  if (FLAG(f)) {
    if (reboot(how[i])) perror_exit("%s", name);
  } else if (kill(1, sigs[i])) perror_exit("signal init");
}
