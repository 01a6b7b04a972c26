/* chrt.c - get or set a process's scheduling policy and priority
 *
 * no standard (util-linux)

USE_CHRT(NEWTOY(chrt, "^mpbfiordRT#<0P#<0D#<0[!bfiord]", TOYFLAG_USR|TOYFLAG_BIN))

config CHRT
  bool "chrt"
  default y
  help
    usage: chrt [-bfiordR] [-T NS -P NS -D NS] {-p [PRIO] PID | PRIO COMMAND...}  or  chrt -m

    Show or set the scheduling policy and priority of process PID, or run
    COMMAND with them. Setting without a policy option means -r.

    -b  SCHED_BATCH        -f  SCHED_FIFO       -i  SCHED_IDLE
    -o  SCHED_OTHER        -r  SCHED_RR         -d  SCHED_DEADLINE
    -m  Show each policy's lowest and highest priority
    -p  The last argument is a PID
    -R  Reset to SCHED_OTHER in children (SCHED_RESET_ON_FORK)
    -T -P -D  SCHED_DEADLINE's runtime, period and deadline (nanoseconds)
*/

#define FOR_chrt
#include "toys.h"
#include <sys/syscall.h>

GLOBALS(
  long T, P, D;
)

static char *policies[] = {"SCHED_OTHER", "SCHED_FIFO", "SCHED_RR",
  "SCHED_BATCH", "SCHED_ISO", "SCHED_IDLE", "SCHED_DEADLINE"};

struct chrt_attr {
  unsigned size, policy;
  unsigned long long flags;
  int nice;
  unsigned priority;
  unsigned long long runtime, deadline, period;
};

static void show(pid_t pid)
{
  // raw system calls: musl's wrappers only say ENOSYS
  int policy = syscall(SYS_sched_getscheduler, pid);
  struct sched_param sp;

  if (policy == -1 || syscall(SYS_sched_getparam, pid, &sp))
    perror_exit("failed to get pid %d's policy", pid);
  xprintf("pid %d's current scheduling policy: %s%s\n", pid,
    (policy&0xff) < 7 ? policies[policy&0xff] : "unknown",
    (policy&SCHED_RESET_ON_FORK) ? "|SCHED_RESET_ON_FORK" : "");
  xprintf("pid %d's current scheduling priority: %d\n", pid,
    sp.sched_priority);
}

void chrt_main(void)
{
  int policy = FLAG(f) ? 1 : FLAG(b) ? 3 : FLAG(i) ? 5 : FLAG(o) ? 0
    : FLAG(d) ? 6 : 2, i, prio, pid = 0;
  char **arg = toys.optargs, *end;

  if (FLAG(m)) {
    for (i = 0; i<7; i++) if (i != 4)
      xprintf("%s min/max priority\t: %d/%d\n", policies[i],
        sched_get_priority_min(i), sched_get_priority_max(i));

    return;
  }
  if (FLAG(p)) {
    if (!toys.optc) error_exit("invalid PID argument: '-p'");
    if (toys.optc > 2) help_exit("extra argument '%s'", arg[2]);
    pid = strtol(arg[toys.optc-1], &end, 10);
    if (*end || pid < 0)
      error_exit("invalid PID argument: '%s'", arg[toys.optc-1]);
    if (toys.optc == 1) {
      show(pid);

      return;
    }
  } else if (toys.optc < 2) help_exit("needs PRIO and COMMAND");
  prio = strtol(*arg, &end, 10);
  if (*end || !**arg) error_exit("invalid priority argument: '%s'", *arg);
  if (prio < sched_get_priority_min(policy)
      || prio > sched_get_priority_max(policy))
    error_exit("unsupported priority value for the policy: %d: see --max "
      "for valid range", prio);

  if (policy == 6) {
    struct chrt_attr sa = {sizeof(sa), 6, FLAG(R) ? 1 : 0, 0, prio, TT.T,
      TT.D ? TT.D : TT.P, TT.P};

    if (syscall(SYS_sched_setattr, pid, &sa, 0))
      perror_exit("failed to set pid %d's policy", pid);
  } else {
    struct sched_param sp = {.sched_priority = prio};

    if (syscall(SYS_sched_setscheduler, pid,
        policy|(FLAG(R) ? SCHED_RESET_ON_FORK : 0), &sp))
      perror_exit("failed to set pid %d's policy", pid);
  }
  if (!FLAG(p)) {
    toys.exitval = 127;
    execvp(arg[1], arg+1);
    perror_exit("failed to execute %s", arg[1]);
  }
}
