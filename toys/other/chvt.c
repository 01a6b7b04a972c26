/* chvt.c - switch to another virtual terminal
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard.

USE_CHVT(NEWTOY(chvt, "<1>1", TOYFLAG_USR|TOYFLAG_BIN))

config CHVT
  bool "chvt"
  default y
  help
    usage: chvt N

    Switch the console to virtual terminal N (1-63).
*/

#define FOR_chvt
#include "toys.h"

void chvt_main(void)
{
  int n = atolx_range(*toys.optargs, 1, 63), fd = vt_console();

  if (ioctl(fd, VT_ACTIVATE, n) || ioctl(fd, VT_WAITACTIVE, n))
    perror_exit("VT %d", n);
}
