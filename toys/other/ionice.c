/* ionice.c - get or set a process's I/O scheduling class and priority
 *
 * no standard (util-linux)

USE_IONICE(NEWTOY(ionice, "^c:n:pt", TOYFLAG_USR|TOYFLAG_BIN))

config IONICE
  bool "ionice"
  default y
  help
    usage: ionice [-t] [-c CLASS] [-n LEVEL] [-p PID... | COMMAND...]

    Show the I/O scheduling class and priority of PIDs (default this
    process), or set them, or run COMMAND with them.

    -c  CLASS: 0 none, 1 realtime, 2 best-effort (the default with -n),
        3 idle (or the names)
    -n  Priority within realtime and best-effort, 0 (highest) to 7
        (default 4)
    -p  The arguments are PIDs
    -t  Ignore failure to set the priority
*/

#define FOR_ionice
#include "toys.h"
#include <sys/syscall.h>

GLOBALS(
  char *c, *n;
)

static char *classes[] = {"none", "realtime", "best-effort", "idle"};

static void show(pid_t pid)
{
  int prio = syscall(SYS_ioprio_get, 1, pid), class = prio>>13;

  if (prio == -1) perror_exit("ioprio_get failed");
  if (class == 3) xputs("idle");
  else xprintf("%s: prio %d\n", class < 4 ? classes[class] : "unknown",
    prio&0x1fff);
}

static void set(pid_t pid, int class, int data)
{
  if (syscall(SYS_ioprio_set, 1, pid, class<<13|data) == -1 && !FLAG(t))
    perror_exit("ioprio_set failed");
}

void ionice_main(void)
{
  int class = 2, data = 4, i;
  char *end, **arg;

  if (TT.c) {
    for (class = 0; class<4; class++)
      if (!strcasecmp(TT.c, classes[class])) break;
    if (class == 4) {
      class = strtol(TT.c, &end, 10);
      if (*end || !*TT.c) error_exit("unknown scheduling class: '%s'", TT.c);
    }
    if (class < 0 || class > 3) error_exit("unknown prio class %d", class);
  }
  if (TT.n) {
    data = strtol(TT.n, &end, 10);
    if (*end || !*TT.n) error_exit("invalid class data argument: '%s'", TT.n);
  }
  if (class == 3 && TT.n) error_msg("ignoring given class data for idle class");
  if (class == 3 || !class) data = 0;
  toys.exitval = 0;

  if (FLAG(p) || !toys.optc) {
    if (!toys.optc) {
      if (TT.c || TT.n) help_exit("needs PID or COMMAND");
      show(0);
    }
    for (arg = toys.optargs; *arg; arg++) {
      i = strtol(*arg, &end, 10);
      if (*end || i < 1) error_exit("invalid PID argument: '%s'", *arg);
      if (TT.c || TT.n) set(i, class, data);
      else show(i);
    }
  } else {
    if (TT.c || TT.n) set(0, class, data);
    toys.exitval = 127;
    execvp(*toys.optargs, toys.optargs);
    perror_exit("failed to execute %s", *toys.optargs);
  }
}
