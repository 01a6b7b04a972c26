/* random.c - random bytes from the kernel
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 */

#include "toys.h"
#include <sys/random.h>

// Fill buf with len random bytes: getrandom(), or /dev/urandom on kernels
// without it. Exits on failure.
void xgetrandom(void *buf, size_t len)
{
  char *p = buf;
  ssize_t got;
  int fd;

  while (len) {
    if ((got = getrandom(p, len, 0)) < 0) {
      if (errno == EINTR) continue;
      if (errno != ENOSYS) perror_exit("getrandom");
      fd = xopenro("/dev/urandom");
      xreadall(fd, p, len);
      close(fd);
      return;
    }
    p += got;
    len -= got;
  }
}
