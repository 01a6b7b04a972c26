/* uclampset.c - show or change utilization clamping
 *
 * no standard (util-linux)

USE_UCLAMPSET(NEWTOY(uclampset, "^m:M:p(pid):a(all-tasks)s(system)R(reset-on-fork)v(verbose)", TOYFLAG_USR|TOYFLAG_BIN))

config UCLAMPSET
  bool "uclampset"
  default y
  help
    usage: uclampset [-m MIN] [-M MAX] [-R] [-v] [-p PID [-a] | -s | COMMAND...]

    Show or set the utilization clamp (0 to 1024, -1 for the system's
    default) of process PID, of the system, or run COMMAND with one.

    -m  Set util_min               -M  Set util_max
    -p  Operate on process PID     -a  And all its threads (with -p)
    -s  Operate on the system      -R  Set reset-on-fork
    -v  Show the values after setting
*/

#define FOR_uclampset
#include "toys.h"
#include <sys/syscall.h>

GLOBALS(
  char *m, *M, *p;

  int min, max;
)

struct sched_attr_v1 {
  unsigned size, policy;
  unsigned long long flags;
  int nice;
  unsigned priority;
  unsigned long long runtime, deadline, period;
  unsigned util_min, util_max;
};

static int value(char *s, char *name)
{
  char *end;
  long l;

  errno = 0;
  l = strtol(s, &end, 10);
  if (!*s || *end || errno) error_exit("invalid %s argument: '%s'", name, s);
  if (l < -1 || l > 1024) {
    errno = EINVAL;
    perror_exit("%s out of range", s);
  }

  return l;
}

static void get(int pid, struct sched_attr_v1 *sa)
{
  memset(sa, 0, sizeof(*sa));
  if (syscall(SYS_sched_getattr, pid, sa, sizeof(*sa), 0))
    perror_exit("failed to get pid %d's uclamp values", pid);
}

static void show(int pid)
{
  struct sched_attr_v1 sa;
  char *s;

  get(pid, &sa);
  sprintf(toybuf, "/proc/%d/comm", pid);
  s = readfile(toybuf, 0, 0);
  xprintf("%s (%d) util_clamp: min: %u max: %u\n", s ? chomp(s) : "",
    pid, sa.util_min, sa.util_max);
  free(s);
}

static void set(int pid)
{
  struct sched_attr_v1 sa;

  get(pid, &sa);
  sa.size = sizeof(sa);
  // keep policy and params; SCHED_FLAG_UTIL_CLAMP_MIN/MAX and RESET_ON_FORK
  sa.flags = 0x18 | (TT.m ? 0x20 : 0) | (TT.M ? 0x40 : 0) | !!FLAG(R);
  if (TT.m) sa.util_min = TT.min;
  if (TT.M) sa.util_max = TT.max;
  if (syscall(SYS_sched_setattr, pid, &sa, 0))
    perror_exit("failed to set pid %d's uclamp values", pid);
  if (FLAG(v) && pid) show(pid);
}

static void each_task(int pid, void (*fn)(int))
{
  DIR *dir;
  struct dirent *de;

  if (!FLAG(a)) return fn(pid);
  sprintf(toybuf, "/proc/%d/task", pid);
  if (!(dir = opendir(toybuf))) perror_exit("cannot open %s", toybuf);
  while ((de = readdir(dir))) if (*de->d_name != '.') fn(atoi(de->d_name));
  closedir(dir);
}

static int sysval(int max)
{
  char *name = max ? "/proc/sys/kernel/sched_util_clamp_max"
    : "/proc/sys/kernel/sched_util_clamp_min", *s = readfile(name, 0, 0);
  int i;

  if (!s) perror_exit("cannot read %s", name);
  i = atoi(s);
  free(s);

  return i;
}

static void syswrite(int max, int val)
{
  char *name = max ? "/proc/sys/kernel/sched_util_clamp_max"
    : "/proc/sys/kernel/sched_util_clamp_min";
  int fd = open(name, O_WRONLY);

  sprintf(toybuf, "%d", val);
  if (fd == -1 || write(fd, toybuf, strlen(toybuf)) != strlen(toybuf))
    perror_exit("cannot write %s", name);
  close(fd);
}

void uclampset_main(void)
{
  int pid = 0, setting = TT.m || TT.M;
  char *end;

  if (TT.m) TT.min = value(TT.m, "util_min");
  if (TT.M) TT.max = value(TT.M, "util_max");
  if (TT.p) {
    pid = strtol(TT.p, &end, 10);
    if (!*TT.p || *end || pid < 0) error_exit("invalid PID argument: '%s'", TT.p);
  }
  if (FLAG(a) && !TT.p) {
    errno = EINVAL;
    perror_exit("missing -p option");
  }

  if (FLAG(s)) {
    if (setting) {
      if (!TT.M) sysval(1);
      if (!TT.m) sysval(0);
      if (TT.m) syswrite(0, TT.min);
      if (TT.M) syswrite(1, TT.max);
    }
    if (!setting || FLAG(v)) {
      TT.min = sysval(0);
      xprintf("System util_clamp: min: %d max: %d\n", TT.min, sysval(1));
    }
  } else if (TT.p) each_task(pid, setting ? set : show);
  else if (!setting) show_help(stdout, 1);
  else {
    if (!*toys.optargs) {
      errno = EINVAL;
      perror_exit("no cmd to execute");
    }
    set(0);
    execvp(*toys.optargs, toys.optargs);
    toys.exitval = errno == ENOENT ? 127 : 126;
    perror_exit("failed to execute %s", *toys.optargs);
  }
}
