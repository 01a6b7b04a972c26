/* iorenice.c - show or change the I/O priority of a process
 *
 * no standard (toybox)

USE_IORENICE(NEWTOY(iorenice, "<1>3", TOYFLAG_USR|TOYFLAG_BIN))

config IORENICE
  bool "iorenice"
  default y
  help
    usage: iorenice PID [CLASS [PRIORITY]]

    Show the I/O scheduling class and priority of process PID (0 is this
    one), or set them. CLASS is "rt" (realtime), "be" (best effort), "idle"
    (only when idle) or "none" (the default derived from the CPU nice
    value). PRIORITY is 0 (highest) to 7 (default 4) for rt and be.
*/

#define FOR_iorenice
#include "toys.h"
#include <sys/syscall.h>

static int number(char *s, int low, int high)
{
  char *end;
  long l;

  errno = 0;
  l = strtol(s, &end, 10);
  if (!*s || *end || errno || l < low || l > high)
    error_exit("not integer: %s", s);

  return l;
}

void iorenice_main(void)
{
  char *classes[] = {"none", "rt", "be", "idle"};
  int pid = number(*toys.optargs, 0, INT_MAX), class, prio;

  if (toys.optc == 1) {
    if (-1 == (prio = syscall(SYS_ioprio_get, 1, pid)))
      perror_exit("read priority");
    class = (prio>>13)&7;
    xprintf("Pid %d, class %s (%d), prio %d\n", pid,
      class<4 ? classes[class] : "unknown", class, prio&0x1fff);

    return;
  }
  for (class = 0; class<4; class++)
    if (!strcmp(toys.optargs[1], classes[class])) break;
  if (class == 4) error_exit("bad class: %s", toys.optargs[1]);
  prio = toys.optc == 3 ? number(toys.optargs[2], 0, 7) : 4;
  // The kernel refuses "none" with a priority other than 0
  if (!class) prio = 0;
  if (syscall(SYS_ioprio_set, 1, pid, class<<13|prio)) perror_exit("set");
}
