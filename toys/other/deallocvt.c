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
// From linux/kd.h and linux/vt.h (not in every C library's headers)
#define KDGKBTYPE 0x4B33
#define VT_OPENQRY 0x5600
#define VT_GETSTATE 0x5603
#define VT_ACTIVATE 0x5606
#define VT_WAITACTIVE 0x5607
#define VT_DISALLOCATE 0x5608

void deallocvt_main(void)
{
  char *c[] = {"/dev/tty", "/dev/tty0", "/dev/console"}, type;
  int n = *toys.optargs ? atolx_range(*toys.optargs, 1, 63) : 0, i, fd = -1;

  for (i = 0; i<3 && fd<0; i++) {
    if ((fd = open(c[i], O_RDWR|O_NOCTTY))<0) continue;
    if (ioctl(fd, KDGKBTYPE, &type)) {
      close(fd);
      fd = -1;
    }
  }
  if (fd<0) error_exit("no console");
  if (ioctl(fd, VT_DISALLOCATE, n)) perror_exit("VT %d", n);
}
