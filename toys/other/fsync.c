/* fsync.c - write each file's cached data to its storage device
 *
 * no standard (toybox)

USE_FSYNC(NEWTOY(fsync, "<1d", TOYFLAG_BIN))

config FSYNC
  bool "fsync"
  default y
  help
    usage: fsync [-d] FILE...

    Write the cached data and metadata of each FILE (or directory) to its
    storage device, and wait until it's there.

    -d  Data only, and the metadata needed to read it (fdatasync)
*/

#define FOR_fsync
#include "toys.h"

void fsync_main(void)
{
  char **arg;
  int fd;

  for (arg = toys.optargs; *arg; arg++) {
    // write access isn't needed: a read only file or a directory will do
    if (-1 == (fd = open(*arg, O_RDONLY|O_NOCTTY|O_NONBLOCK|O_CLOEXEC))) {
      perror_msg("%s", *arg);
      continue;
    }
    if (FLAG(d) ? fdatasync(fd) : fsync(fd)) perror_msg("%s", *arg);
    close(fd);
  }
}
