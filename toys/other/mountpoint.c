/* mountpoint.c - is a directory a mount point?
 *
 * no standard (util-linux mountpoint)

USE_MOUNTPOINT(NEWTOY(mountpoint, "<1>1qdx[!dx]", TOYFLAG_BIN))

config MOUNTPOINT
  bool "mountpoint"
  default y
  help
    usage: mountpoint [-qd] DIR
           mountpoint [-q] -x DEV

    Say whether DIR is a mount point (something is mounted on it, bind
    mounts included): "DIR is a mountpoint" or "DIR is not a mountpoint".
    Exit status 0 if it is, 32 if it isn't, 1 on error.

    -d  Print the MAJOR:MINOR of the filesystem mounted on DIR instead
    -q  Quiet: only the exit status
    -x  Print the MAJOR:MINOR of block device DEV
*/

#define FOR_mountpoint
#include "toys.h"
#include <sys/sysmacros.h>

void mountpoint_main(void)
{
  char *arg = *toys.optargs, *path;
  struct mtab *mt, *m;
  struct stat st;

  if (stat(arg, &st)) {
    if (!FLAG(q)) perror_msg("%s", arg);
    toys.exitval = 1;
    xexit();
  }
  if (FLAG(x)) {
    if (!S_ISBLK(st.st_mode)) {
      toys.exitval = 32;
      if (!FLAG(q)) error_exit_status(32, "%s: not a block device", arg);
    } else if (!FLAG(q))
      xprintf("%u:%u\n", major(st.st_rdev), minor(st.st_rdev));
    return;
  }

  // the last mount on it in mountinfo
  path = canonpath(arg, ABS_EXIST);
  for (m = mt = mtab_read(1); m && path; m = m->next)
    if (!strcmp(m->dir, path)) break;
  toys.exitval = m ? 0 : 32;
  if (!FLAG(q)) {
    if (FLAG(d) && m) xprintf("%u:%u\n", m->maj, m->min);
    else xprintf("%s is %sa mountpoint\n", arg, m ? "" : "not ");
  }
  free(path);
  mtab_free(mt);
}
