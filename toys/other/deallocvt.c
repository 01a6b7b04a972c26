/* deallocvt.c - free unused virtual terminals
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard.

USE_DEALLOCVT(NEWTOY(deallocvt, ">1", TOYFLAG_USR|TOYFLAG_BIN))

config DEALLOCVT
  bool "deallocvt"
  default y
  help
    usage: deallocvt [N]

    Free the memory of virtual terminal N (1-63), or of every unused one.
*/

#define FOR_deallocvt
#include "toys.h"

void deallocvt_main(void)
{
  int n = *toys.optargs ? atolx_range(*toys.optargs, 1, 63) : 0,
    fd = vt_console();

  if (ioctl(fd, VT_DISALLOCATE, n)) perror_exit("VT %d", n);
}
