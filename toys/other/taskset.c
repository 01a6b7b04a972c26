/* taskset.c - get or set a process's CPU affinity
 *
 * no standard (util-linux)

USE_TASKSET(NEWTOY(taskset, "<1^acp", TOYFLAG_USR|TOYFLAG_BIN))

config TASKSET
  bool "taskset"
  default y
  help
    usage: taskset [-ac] [MASK|LIST] COMMAND...  or  taskset -p [-ac] [MASK|LIST] PID

    Run COMMAND on the CPUs in MASK (hexadecimal: 1 is CPU 0, 3 CPUs 0 and
    1), or show or set the CPUs process PID may run on.

    -a  All the threads of PID
    -c  A LIST of CPUs instead of a MASK: 0,2-4,8-15:2
    -p  Show (and with MASK set) PID's CPUs
*/

#define FOR_taskset
#include "toys.h"

// Parse a hex MASK or a -c LIST into set
static void parse_cpus(char *s, cpu_set_t *set)
{
  char *str = s, *end;
  long a, b, step;
  int i, c;

  CPU_ZERO(set);
  if (FLAG(c)) {
    for (;;) {
      a = b = strtol(s, &end, 10);
      step = 1;
      if (end == s || a < 0) break;
      if (*end == '-') {
        b = strtol(s = end+1, &end, 10);
        if (end == s || b < a) break;
        if (*end == ':') {
          step = strtol(s = end+1, &end, 10);
          if (end == s || step < 1) break;
        }
      }
      if (b >= CPU_SETSIZE) break;
      for (; a<=b; a += step) CPU_SET(a, set);
      if (!*end) return;
      if (*end != ',') break;
      s = end+1;
    }
    error_exit("failed to parse CPU list: %s", str);
  }
  if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) s += 2;
  for (i = strlen(s), c = 0; i--; c += 4) {
    if (!isxdigit(s[i]) || (c >= CPU_SETSIZE && s[i] != '0'))
      error_exit("failed to parse CPU mask: %s", str);
    a = isdigit(s[i]) ? s[i]-'0' : tolower(s[i])-'a'+10;
    for (b = 0; b<4; b++) if (a&(1<<b)) CPU_SET(c+b, set);
  }
  if (!*s) error_exit("failed to parse CPU mask: %s", str);
}

// set as a hex mask, or a list (runs of 3 or more as ranges)
static char *show_cpus(cpu_set_t *set)
{
  char *s = toybuf;
  int i, j, top = CPU_SETSIZE;

  *s = 0;
  if (FLAG(c)) {
    for (i = 0; i<top; i++) {
      if (!CPU_ISSET(i, set)) continue;
      for (j = i; j+1<top && CPU_ISSET(j+1, set); j++);
      if (j-i >= 2) s += sprintf(s, "%s%d-%d", s==toybuf ? "" : ",", i, j);
      else for (; i<=j; i++) s += sprintf(s, "%s%d", s==toybuf ? "" : ",", i);
      i = j;
    }
  } else {
    while (top > 4 && !(CPU_ISSET(top-1, set) || CPU_ISSET(top-2, set)
      || CPU_ISSET(top-3, set) || CPU_ISSET(top-4, set))) top -= 4;
    for (i = top-4; i>=0; i -= 4)
      s += sprintf(s, "%x", !!CPU_ISSET(i, set)+2*!!CPU_ISSET(i+1, set)
        +4*!!CPU_ISSET(i+2, set)+8*!!CPU_ISSET(i+3, set));
  }

  return toybuf;
}

static void do_pid(pid_t pid, cpu_set_t *new)
{
  cpu_set_t set;
  char *what = FLAG(c) ? "list" : "mask";

  if (sched_getaffinity(pid, sizeof(set), &set))
    perror_exit("failed to get pid %d's affinity", pid);
  xprintf("pid %d's current affinity %s: %s\n", pid, what, show_cpus(&set));
  if (!new) return;
  if (sched_setaffinity(pid, sizeof(*new), new))
    perror_exit("failed to set pid %d's affinity", pid);
  if (sched_getaffinity(pid, sizeof(set), &set))
    perror_exit("failed to get pid %d's affinity", pid);
  xprintf("pid %d's new affinity %s: %s\n", pid, what, show_cpus(&set));
}

void taskset_main(void)
{
  cpu_set_t set;
  char **arg = toys.optargs, *end;
  long pid;

  if (FLAG(p)) {
    if (toys.optc > 2) help_exit("extra argument '%s'", arg[2]);
    pid = strtol(arg[toys.optc-1], &end, 10);
    if (*end || pid < 1) error_exit("invalid PID argument: '%s'",
      arg[toys.optc-1]);
    if (toys.optc == 2) parse_cpus(*arg, &set);
    if (FLAG(a)) {
      DIR *dir;
      struct dirent *de;

      sprintf(toybuf, "/proc/%ld/task", pid);
      if (!(dir = opendir(toybuf))) perror_exit("%s", toybuf);
      while ((de = readdir(dir))) if (isdigit(*de->d_name))
        do_pid(atoi(de->d_name), toys.optc == 2 ? &set : 0);
      closedir(dir);
    } else do_pid(pid, toys.optc == 2 ? &set : 0);

    return;
  }
  if (toys.optc < 2) help_exit("needs a COMMAND");
  parse_cpus(*arg, &set);
  if (sched_setaffinity(0, sizeof(set), &set))
    perror_exit("failed to set pid %d's affinity", getpid());
  toys.exitval = 127;
  execvp(arg[1], arg+1);
  perror_exit("failed to execute %s", arg[1]);
}
