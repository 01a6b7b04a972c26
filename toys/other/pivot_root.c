/* pivot_root.c - move the root filesystem elsewhere, another in its place
 *
 * no standard (util-linux pivot_root)

USE_PIVOT_ROOT(NEWTOY(pivot_root, "<2>2", TOYFLAG_SBIN))

config PIVOT_ROOT
  bool "pivot_root"
  default y
  help
    usage: pivot_root NEW_ROOT PUT_OLD

    Make the filesystem mounted on NEW_ROOT the root (of this mount
    namespace), moving the old root to directory PUT_OLD (under NEW_ROOT).
    Processes' root and current directories on the old root move too.
*/

#define FOR_pivot_root
#include "toys.h"

void pivot_root_main(void)
{
  if (syscall(SYS_pivot_root, toys.optargs[0], toys.optargs[1]))
    perror_exit("failed to change root from `%s' to `%s'", toys.optargs[0],
      toys.optargs[1]);
}
