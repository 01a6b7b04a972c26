/* sum.c - BSD and System V 16 bit checksums, and the zlib CRC-32
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard (sum was in SUSv2; output as GNU coreutils sum). crc32 is
 * the CRC of gzip, zip and PNG (ISO 3309, reflected polynomial 0xedb88320).

USE_SUM(NEWTOY(sum, "s(sysv)r[-rs]", TOYFLAG_USR|TOYFLAG_BIN))
USE_CRC32(NEWTOY(crc32, 0, TOYFLAG_USR|TOYFLAG_BIN))

config SUM
  bool "sum"
  default y
  help
    usage: sum [-rs] [FILE...]

    Print a 16 bit checksum and the size in blocks of each FILE (or stdin,
    also for "-"), and the FILE's name when given.

    -r  BSD algorithm (rotate right, add), 1024 byte blocks (the default)
    -s  System V algorithm (sum of the bytes, folded), 512 byte blocks

config CRC32
  bool "crc32"
  default y
  help
    usage: crc32 [FILE...]

    Print the CRC-32 (as gzip and zip use it) of each FILE (or stdin, also
    for "-") in hex, followed by the name when there's more than one FILE.
*/

#define FOR_sum
#include "toys.h"

#define SBUF 65536

// Call add() for each block of fd, return the size (or -1 for an error)
static long long sum_fd(int fd, char *name, void (*add)(unsigned char *, int))
{
  unsigned char *buf = xmalloc(SBUF);
  long long size = 0;
  int len;

  while ((len = read(fd, buf, SBUF))) {
    if (len<0) {
      if (errno == EINTR) continue;
      perror_msg_raw(name);
      size = -1;
      break;
    }
    add(buf, len);
    size += len;
  }
  free(buf);

  return size;
}

static unsigned sum_val;

static void bsd_add(unsigned char *p, int len)
{
  sum_val = sum_bsd(sum_val, p, len);
}

static void sysv_add(unsigned char *p, int len)
{
  sum_val = sum_sysv(sum_val, p, len);
}

static void do_sum(int fd, char *name)
{
  long long size;

  sum_val = 0;
  if (0>(size = sum_fd(fd, name, FLAG(s) ? sysv_add : bsd_add))) return;
  if (FLAG(s)) {
    sum_val = (sum_val&0xffff)+(sum_val>>16);
    sum_val = (sum_val&0xffff)+(sum_val>>16);
    printf("%u %lld", sum_val, (size+511)/512);
  } else printf("%05u %5lld", sum_val, (size+1023)/1024);
  if (*toys.optargs) printf(" %s", name);
  xputc('\n');
}

void sum_main(void)
{
  loopfiles(toys.optargs, do_sum);
}

#define CLEANUP_sum
#define FOR_crc32
#include <generated/flags.h>

static void crc32_add(unsigned char *p, int len)
{
  sum_val = gzip_crc(sum_val, p, len);
}

static void do_crc32(int fd, char *name)
{
  sum_val = ~0;
  if (0>sum_fd(fd, name, crc32_add)) return;
  printf("%08x", ~sum_val);
  if (toys.optc>1) printf(" %s", name);
  xputc('\n');
}

void crc32_main(void)
{
  loopfiles(toys.optargs, do_crc32);
}
