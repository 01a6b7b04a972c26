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
// From linux/kd.h and linux/vt.h (not in every C library's headers)
#define KDGKBTYPE 0x4B33
#define VT_OPENQRY 0x5600
#define VT_GETSTATE 0x5603
#define VT_ACTIVATE 0x5606
#define VT_WAITACTIVE 0x5607
#define VT_DISALLOCATE 0x5608

// An fd of the console that takes VT ioctls (shared with deallocvt, openvt
// by copy: each is its own file)
static int console(void)
{
  char *c[] = {"/dev/tty", "/dev/tty0", "/dev/console"};
  int i, fd;
  char type;

  for (i = 0; i<3; i++) {
    if ((fd = open(c[i], O_RDWR|O_NOCTTY))<0) continue;
    if (!ioctl(fd, KDGKBTYPE, &type)) return fd;
    close(fd);
  }
  for (i = 0; i<3; i++) if (!ioctl(i, KDGKBTYPE, &type)) return i;
  error_exit("no console");
}

void chvt_main(void)
{
  int n = atolx_range(*toys.optargs, 1, 63), fd = console();

  if (ioctl(fd, VT_ACTIVATE, n) || ioctl(fd, VT_WAITACTIVE, n))
    perror_exit("VT %d", n);
}
