/* time.c - time a command
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/time.html

USE_TIME(NEWTOY(time, "^<1p(portability)v(verbose)[-pv]", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(125)))

config TIME
  bool "time"
  default y
  help
    usage: time [-p | -v] COMMAND [ARG...]

    Run COMMAND, then say on stderr how long it took and what it used, in
    the format of GNU time: user and system CPU seconds, elapsed time, CPU
    percentage, memory, I/O and page faults, and a first line saying how
    COMMAND ended if not with exit status 0.

    -p, --portability  POSIX format: real, user and sys seconds only
    -v, --verbose      Every figure, one a line, with what it is

    Exit status 126 if COMMAND can't run, 127 if it isn't found, else
    COMMAND's (128+N if it was killed by signal N).
*/

#define FOR_time
#include "toys.h"

static double tv2d(struct timeval *tv)
{
  return tv->tv_sec+tv->tv_usec/1e6;
}

void time_main(void)
{
  struct timespec start, end;
  struct rusage ru;
  double real, user, sys;
  long long cs, elapsed;
  int status, err;
  char *name, cpu[32], wall[64];
  pid_t pid;

  clock_gettime(CLOCK_MONOTONIC, &start);
  if (-1 == (pid = spawn_cmd(toys.optargs, 0, 0))) {
    err = errno;
    status = (126+(err == ENOENT))<<8;
    error_msg("cannot run %s: %s", *toys.optargs, strerror(err));
    memset(&ru, 0, sizeof(ru));
  } else {
    signal(SIGINT, SIG_IGN);
    signal(SIGQUIT, SIG_IGN);
    while (-1 == wait4(pid, &status, 0, &ru))
      if (errno != EINTR) perror_exit("wait");
  }
  clock_gettime(CLOCK_MONOTONIC, &end);
  elapsed = nanodiff(&start, &end);
  real = elapsed/1e9;
  user = tv2d(&ru.ru_utime);
  sys = tv2d(&ru.ru_stime);
  toys.exitval = WIFEXITED(status) ? WEXITSTATUS(status)
    : 128+WTERMSIG(status);

  if (FLAG(p)) {
    fprintf(stderr, "real %.2f\nuser %.2f\nsys %.2f\n", real, user, sys);
    return;
  }

  // CPU percentage (? when no time passed) and [h:]m:ss.cc or h:mm:ss
  cs = elapsed/10000000;
  if (elapsed) sprintf(cpu, "%d%%", (int)((user+sys)*100/real));
  else strcpy(cpu, "?%");
  if (cs >= 360000) sprintf(wall, "%lld:%02lld:%02lld", cs/360000,
    cs/6000%60, cs/100%60);
  else sprintf(wall, "%lld:%02lld.%02lld", cs/6000, cs/100%60, cs%100);

  if (WIFSIGNALED(status))
    fprintf(stderr, "Command terminated by signal %d\n", WTERMSIG(status));
  else if (toys.exitval)
    fprintf(stderr, "Command exited with non-zero status %d\n", toys.exitval);
  if (!FLAG(v)) {
    fprintf(stderr, "%.2fuser %.2fsystem %selapsed %sCPU (0avgtext+0avgdata"
      " %ldmaxresident)k\n%ldinputs+%ldoutputs (%ldmajor+%ldminor)pagefaults"
      " %ldswaps\n", user, sys, wall, cpu, ru.ru_maxrss, ru.ru_inblock,
      ru.ru_oublock, ru.ru_majflt, ru.ru_minflt, ru.ru_nswap);
    return;
  }

  // -v: the command line, quoted as one string
  name = xstrdup(*toys.optargs);
  for (err = 1; toys.optargs[err]; err++) {
    char *s = xmprintf("%s %s", name, toys.optargs[err]);

    free(name);
    name = s;
  }
  fprintf(stderr, "\tCommand being timed: \"%s\"\n"
    "\tUser time (seconds): %.2f\n\tSystem time (seconds): %.2f\n"
    "\tPercent of CPU this job got: %s\n"
    "\tElapsed (wall clock) time (h:mm:ss or m:ss): %s\n"
    "\tAverage shared text size (kbytes): 0\n"
    "\tAverage unshared data size (kbytes): 0\n"
    "\tAverage stack size (kbytes): 0\n\tAverage total size (kbytes): 0\n"
    "\tMaximum resident set size (kbytes): %ld\n"
    "\tAverage resident set size (kbytes): 0\n"
    "\tMajor (requiring I/O) page faults: %ld\n"
    "\tMinor (reclaiming a frame) page faults: %ld\n"
    "\tVoluntary context switches: %ld\n"
    "\tInvoluntary context switches: %ld\n\tSwaps: %ld\n"
    "\tFile system inputs: %ld\n\tFile system outputs: %ld\n"
    "\tSocket messages sent: %ld\n\tSocket messages received: %ld\n"
    "\tSignals delivered: %ld\n\tPage size (bytes): %ld\n"
    "\tExit status: %d\n", name, user, sys, cpu, wall, ru.ru_maxrss,
    ru.ru_majflt, ru.ru_minflt, ru.ru_nvcsw, ru.ru_nivcsw, ru.ru_nswap,
    ru.ru_inblock, ru.ru_oublock, ru.ru_msgsnd, ru.ru_msgrcv, ru.ru_nsignals,
    sysconf(_SC_PAGESIZE), WIFEXITED(status) ? toys.exitval : 0);
  free(name);
}
