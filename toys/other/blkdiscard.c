/* blkdiscard.c - discard (or zero) sectors of a block device
 *
 * no standard (util-linux blkdiscard)

USE_BLKDISCARD(NEWTOY(blkdiscard, "<1>1f(force)l(length):o(offset):s(secure)z(zeroout)[!sz]", TOYFLAG_SBIN))

config BLKDISCARD
  bool "blkdiscard"
  default y
  help
    usage: blkdiscard [-sz] [-o OFFSET] [-l LENGTH] DEV

    Tell DEV (an SSD, a loop device...) its sectors from OFFSET (default 0),
    LENGTH bytes (default to the end) are unused: they may read back as
    anything (zeroes, usually). Both must be multiples of the sector size;
    they may have a k, m, g... suffix.

    -f  Force: even if DEV is mounted
    -s  Secure discard (the data is gone from the device's spare blocks too)
    -z  Zero the sectors instead
*/

#define FOR_blkdiscard
#include "toys.h"

GLOBALS(
  char *l, *o;
)

#define BLKDISCARD    _IO(0x12, 119)
#define BLKSSZGET     _IO(0x12, 104)
#define BLKGETSIZE64  _IOR(0x12, 114, size_t)
#define BLKSECDISCARD _IO(0x12, 125)
#define BLKZEROOUT    _IO(0x12, 127)

void blkdiscard_main(void)
{
  char *dev = *toys.optargs;
  int fd = xopen(dev, O_WRONLY|(FLAG(f) ? 0 : O_EXCL)), ss;
  unsigned long long size, range[2];

  if (ioctl(fd, BLKGETSIZE64, &size) || ioctl(fd, BLKSSZGET, &ss))
    perror_exit("%s", dev);
  range[0] = TT.o ? atolx_range(TT.o, 0, LLONG_MAX) : 0;
  range[1] = TT.l ? atolx_range(TT.l, 0, LLONG_MAX) : size;
  if (range[0]>size) error_exit("%s: offset %llu past the end", dev, range[0]);
  if (range[1]>size-range[0]) range[1] = size-range[0];
  if (range[0]%ss || range[1]%ss)
    error_exit("%s: offset and length must be multiples of %d", dev, ss);
  if (ioctl(fd, FLAG(z) ? BLKZEROOUT : FLAG(s) ? BLKSECDISCARD : BLKDISCARD,
      range)) perror_exit("%s", dev);
  close(fd);
}
