/* fsfreeze.c - stop and restart writes to a filesystem
 *
 * no standard (util-linux fsfreeze)

USE_FSFREEZE(NEWTOY(fsfreeze, "<1>1f(freeze)u(unfreeze)[!fu]", TOYFLAG_USR|TOYFLAG_SBIN))

config FSFREEZE
  bool "fsfreeze"
  default y
  help
    usage: fsfreeze {-f|-u} MOUNTPOINT

    Freeze the filesystem mounted on MOUNTPOINT (writes wait until it's
    thawed, what's written so far is on the disk: for taking a snapshot of
    the device), or thaw it.

    -f  Freeze      -u  Unfreeze (thaw)
*/

#define FOR_fsfreeze
#include "toys.h"

#define FIFREEZE _IOWR('X', 119, int)
#define FITHAW   _IOWR('X', 120, int)

void fsfreeze_main(void)
{
  char *dir = *toys.optargs;
  struct stat st;
  int fd;

  if (!FLAG(f) && !FLAG(u)) help_exit("needs -f or -u");
  fd = xopen(dir, O_RDONLY);
  if (fstat(fd, &st)) perror_exit("%s", dir);
  if (!S_ISDIR(st.st_mode)) error_exit("%s: is not a directory", dir);
  if (ioctl(fd, FLAG(f) ? FIFREEZE : FITHAW, 0))
    perror_exit("%s: %s failed", dir, FLAG(f) ? "freeze" : "unfreeze");
  close(fd);
}
