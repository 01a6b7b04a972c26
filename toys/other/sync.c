/* sync.c - write cached data to disk
 *
 * See https://pubs.opengroup.org/onlinepubs/9799919799/utilities/sync.html

USE_SYNC(NEWTOY(sync, "d(data)f(file-system)[!df]", TOYFLAG_BIN))

config SYNC
  bool "sync"
  default y
  help
    usage: sync [-d|-f] [FILE...]

    Write all cached data to disk, or only that of each FILE.

    -d  Only file data and what's needed to read it back (fdatasync)
    -f  The whole filesystem holding each FILE (syncfs)
*/

#define FOR_sync
#include "toys.h"

void sync_main(void)
{
  char **arg;
  int fd, rc;

  if (!toys.optc) {
    if (FLAG(d)) error_exit("-d needs FILE");
    sync();
    return;
  }
  for (arg = toys.optargs; *arg; arg++) {
    if (-1 == (fd = open(*arg, O_RDONLY|O_NONBLOCK))
        && -1 == (fd = open(*arg, O_WRONLY|O_NONBLOCK)))
    {
      perror_msg("error opening '%s'", *arg);
      continue;
    }
    if (FLAG(d)) rc = fdatasync(fd);
    else if (FLAG(f)) rc = syncfs(fd);
    else rc = fsync(fd);
    if (rc) perror_msg("error syncing '%s'", *arg);
    close(fd);
  }
}
