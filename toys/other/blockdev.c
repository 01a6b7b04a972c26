/* blockdev.c - block device ioctls
 *
 * no standard (util-linux blockdev)

USE_BLOCKDEV(NEWTOY(blockdev, "<1(setbsz)#<512(setra)#<0(setro)(setrw)(getro)(getss)(getpbsz)(getiomin)(getioopt)(getbsz)(getsz)(getsize)(getsize64)(getra)(flushbufs)(rereadpt)", TOYFLAG_SBIN))

config BLOCKDEV
  bool "blockdev"
  default y
  help
    usage: blockdev --OPTION... DEV...

    Call block device ioctls on each DEV: first the --set ones, then
    --flushbufs and --rereadpt, then each --get prints its value on a line,
    in the order of this list.

    --setro      Set read only          --setrw      Set read/write
    --setbsz N   Set the block size     --setra N    Set readahead (sectors)
    --flushbufs  Flush buffers          --rereadpt   Reread the partition table
    --getro      Read only? (1 or 0)    --getss      Logical sector size
    --getpbsz    Physical sector size   --getiomin   Minimum I/O size
    --getioopt   Optimal I/O size       --getbsz     Block size
    --getsz      Size in 512 byte sectors
    --getsize    Size in 512 byte sectors (32 bits)
    --getsize64  Size in bytes          --getra      Readahead (sectors)
*/

#define FOR_blockdev
#include "toys.h"

GLOBALS(
  long setbsz, setra;
)

// The kernel's (linux/fs.h)
#define BLKROSET   _IO(0x12, 93)
#define BLKROGET   _IO(0x12, 94)
#define BLKRRPART  _IO(0x12, 95)
#define BLKGETSIZE _IO(0x12, 96)
#define BLKFLSBUF  _IO(0x12, 97)
#define BLKRASET   _IO(0x12, 98)
#define BLKRAGET   _IO(0x12, 99)
#define BLKSSZGET  _IO(0x12, 104)
#define BLKBSZGET  _IOR(0x12, 112, size_t)
#define BLKBSZSET  _IOW(0x12, 113, size_t)
#define BLKGETSIZE64 _IOR(0x12, 114, size_t)
#define BLKIOMIN   _IO(0x12, 120)
#define BLKIOOPT   _IO(0x12, 121)
#define BLKPBSZGET _IO(0x12, 123)

static int blockdev_ioctl(int fd, char *dev, unsigned long req, void *arg)
{
  if (!ioctl(fd, req, arg)) return 1;
  perror_msg("%s", dev);

  return 0;
}

void blockdev_main(void)
{
  char **arg;
  int fd, i;
  unsigned u;
  unsigned long ul;
  unsigned long long ull;
  long l;

  if (!(toys.optflags)) help_exit("needs --OPTION");
  for (arg = toys.optargs; *arg; arg++) {
    if (-1 == (fd = open(*arg, O_RDONLY|O_NONBLOCK|O_CLOEXEC))) {
      perror_msg("%s", *arg);
      continue;
    }
    if (FLAG(setro) || FLAG(setrw)) {
      i = FLAG(setro);
      blockdev_ioctl(fd, *arg, BLKROSET, &i);
    }
    if (FLAG(setbsz)) {
      i = TT.setbsz;
      blockdev_ioctl(fd, *arg, BLKBSZSET, &i);
    }
    if (FLAG(setra)) blockdev_ioctl(fd, *arg, BLKRASET, (void *)TT.setra);
    if (FLAG(flushbufs)) blockdev_ioctl(fd, *arg, BLKFLSBUF, 0);
    if (FLAG(rereadpt)) blockdev_ioctl(fd, *arg, BLKRRPART, 0);
    if (FLAG(getro) && blockdev_ioctl(fd, *arg, BLKROGET, &i))
      xprintf("%d\n", i);
    if (FLAG(getss) && blockdev_ioctl(fd, *arg, BLKSSZGET, &i))
      xprintf("%d\n", i);
    if (FLAG(getpbsz) && blockdev_ioctl(fd, *arg, BLKPBSZGET, &u))
      xprintf("%u\n", u);
    if (FLAG(getiomin) && blockdev_ioctl(fd, *arg, BLKIOMIN, &u))
      xprintf("%u\n", u);
    if (FLAG(getioopt) && blockdev_ioctl(fd, *arg, BLKIOOPT, &u))
      xprintf("%u\n", u);
    if (FLAG(getbsz) && blockdev_ioctl(fd, *arg, BLKBSZGET, &i))
      xprintf("%d\n", i);
    if (FLAG(getsz) && blockdev_ioctl(fd, *arg, BLKGETSIZE64, &ull))
      xprintf("%llu\n", ull/512);
    if (FLAG(getsize) && blockdev_ioctl(fd, *arg, BLKGETSIZE, &ul))
      xprintf("%lu\n", ul);
    if (FLAG(getsize64) && blockdev_ioctl(fd, *arg, BLKGETSIZE64, &ull))
      xprintf("%llu\n", ull);
    if (FLAG(getra) && blockdev_ioctl(fd, *arg, BLKRAGET, &l))
      xprintf("%ld\n", l);
    close(fd);
  }
}
