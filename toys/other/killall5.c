/* killall5.c - signal every process outside our session
 *
 * no standard (sysvinit)

USE_KILLALL5(NEWTOY(killall5, "?o*", TOYFLAG_SBIN))

config KILLALL5
  bool "killall5"
  default y
  help
    usage: killall5 [-SIGNAL] [-o PID[,PID...]]...

    Send a signal (default TERM) to every process except those of our own
    session, kernel threads and each -o PID. Meant for init scripts at
    shutdown: processes are stopped first, signalled, then continued.

    -o PID  Omit these processes (comma separated, repeatable)

    Exit status 0 if a process was signalled, 2 if none was, 1 on errors.
*/

#define FOR_killall5
#include "toys.h"

GLOBALS(
  struct arg_list *o;
)

void killall5_main(void)
{
  struct arg_list *arg;
  pid_t *pids, *omit = 0, sid = getsid(0), self = getpid();
  long npids, nomit = 0, i, j;
  int sig = SIGTERM, hit = 0;
  char *s, *end, path[64], buf[512];
  off_t len;

  if (*toys.optargs) {
    if (**toys.optargs != '-' || toys.optc > 1
        || (sig = sig_to_num(*toys.optargs+1)) < 0)
      help_exit("bad argument '%s'", *toys.optargs);
  }
  for (arg = TT.o; arg; arg = arg->next) {
    for (s = arg->arg; *s; s = end+!!*end) {
      omit = xrealloc(omit, (nomit+1)*sizeof(*omit));
      errno = 0;
      omit[nomit++] = strtol(s, &end, 10);
      if (end == s || errno || (*end && *end != ','))
        help_exit("bad PID '%s'", arg->arg);
    }
  }

  if (!(npids = proc_pids(&pids))) error_exit("no processes in /proc");
  // Which to signal: not us, our session, kernel threads (pid 2 or its
  // children), nor the omitted
  for (i = 0; i < npids; i++) {
    pid_t pid = pids[i], ppid = 0;

    len = sizeof(buf)-1;
    if (pid != self && getsid(pid) != sid && pid != 2
        && readfileat(AT_FDCWD, proc_path(path, pid, "stat"), buf, &len)) {
      buf[len] = 0;
      if ((s = strrchr(buf, ')'))) sscanf(s+2, "%*c %d", &ppid);
      for (j = 0; j < nomit && omit[j] != pid; j++);
      if (ppid != 2 && j == nomit) continue;
    }
    pids[i--] = pids[--npids];
  }
  for (i = 0; i < npids; i++) kill(pids[i], SIGSTOP);
  for (i = 0; i < npids; i++) hit += !kill(pids[i], sig);
  for (i = 0; i < npids; i++) kill(pids[i], SIGCONT);
  if (!hit) toys.exitval = 2;
  free(pids);
  free(omit);
}
