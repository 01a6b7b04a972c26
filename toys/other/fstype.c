/* fstype.c - print the filesystem type of block devices or images
 *
 * no standard (toybox)

USE_FSTYPE(NEWTOY(fstype, "<1", TOYFLAG_BIN))

config FSTYPE
  bool "fstype"
  default y
  help
    usage: fstype DEV...

    Print the type of filesystem each DEV (block device or image) holds, one
    a line (the TYPE blkid shows). Exit status 1 if one was unknown.
*/

#define FOR_fstype
#include "toys.h"

void fstype_main(void)
{
  struct blkid_info bi;
  char **arg;
  int fd;

  for (arg = toys.optargs; *arg; arg++) {
    if (-1 == (fd = open(*arg, O_RDONLY|O_CLOEXEC))) perror_msg("%s", *arg);
    else {
      if (blkid_probe(fd, &bi)) xprintf("%s\n", bi.type);
      else error_msg("%s: unknown filesystem", *arg);
      close(fd);
    }
  }
}
