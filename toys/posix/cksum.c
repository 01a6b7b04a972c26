/* cksum.c - print the CRC and size of files
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/cksum.html

USE_CKSUM(NEWTOY(cksum, 0, TOYFLAG_USR|TOYFLAG_BIN))

config CKSUM
  bool "cksum"
  default y
  help
    usage: cksum [FILE...]

    Print the POSIX CRC (polynomial 0x04c11db7, with the length appended,
    inverted), the size in bytes and the name of each FILE (no name for
    stdin when there are no FILEs; "-" is stdin too).
*/

#define FOR_cksum
#include "toys.h"

#define CBUF (128*1024)

static void do_cksum(int fd, char *name)
{
  char *buf = xmalloc(CBUF);
  unsigned crc = 0;
  unsigned long long size = 0, n;
  ssize_t len;

  while ((len = read(fd, buf, CBUF))) {
    if (len<0) {
      if (errno == EINTR) continue;
      perror_msg_raw(name);
      goto done;
    }
    crc = cksum_crc(crc, buf, len);
    size += len;
  }
  // then the length, least significant byte first, as few bytes as it takes
  for (n = size, len = 0; n; n >>= 8) buf[len++] = n;
  crc = cksum_crc(crc, buf, len);
  printf("%u %llu", ~crc, size);
  if (*toys.optargs) printf(" %s", name);
  putchar('\n');
done:
  free(buf);
}

void cksum_main(void)
{
  loopfiles(toys.optargs, do_cksum);
}
