/* partprobe.c - make the kernel read a disk's partition table again
 *
 * no standard (parted's partprobe)

USE_PARTPROBE(NEWTOY(partprobe, "<1", TOYFLAG_SBIN))

config PARTPROBE
  bool "partprobe"
  default y
  help
    usage: partprobe DEV...

    Tell the kernel to read the partition table of each DEV again (after
    it was changed), making its partition devices anew.
*/

#define FOR_partprobe
#include "toys.h"

#define BLKRRPART _IO(0x12, 95)

void partprobe_main(void)
{
  char **arg;
  int fd;

  for (arg = toys.optargs; *arg; arg++) {
    if (-1 == (fd = open(*arg, O_RDONLY|O_CLOEXEC))) perror_msg("%s", *arg);
    else {
      if (ioctl(fd, BLKRRPART, 0)) perror_msg("%s: rereading partitions", *arg);
      close(fd);
    }
  }
}
