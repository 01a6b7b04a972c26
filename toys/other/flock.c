/* flock.c - manage advisory file locks from the shell
 *
 * no standard (util-linux)

USE_FLOCK(NEWTOY(flock, "^<1s(shared)x(exclusive)eu(unlock)n(nonblock)(nb)w(wait)(timeout)%o(close)E(conflict-exit-code)#<0>255[-sxeu]", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(64)))

config FLOCK
  bool "flock"
  default y
  help
    usage: flock [-sxun] [-w SECONDS] [-E CODE] FD
           flock [-sxnuo] [-w SECONDS] [-E CODE] FILE|DIR COMMAND [ARG...]
           flock [-sxnuo] [-w SECONDS] [-E CODE] FILE|DIR -c COMMAND

    Take an advisory lock (flock(2)) on the open file descriptor FD and
    exit, or on FILE (made if missing) and run COMMAND while holding it;
    -c COMMAND runs "sh -c COMMAND". Waits for a conflicting lock to go.

    -s, --shared     Shared (read) lock
    -x, -e, --exclusive  Exclusive (write) lock (default)
    -u, --unlock     Remove the lock instead
    -n, --nonblock   Fail (exit 1) rather than wait
    -w, --wait SECONDS  Fail (exit 1) after waiting this long
    -o, --close      Don't let COMMAND inherit the lock's file descriptor
    -E, --conflict-exit-code CODE  Exit with CODE, not 1, for -n and -w

    Exit status 64 for a usage error, 65 for a bad FD, 66 if FILE can't be
    opened, 69 if COMMAND can't run, else COMMAND's (128+N if it was
    killed by signal N).
*/

#define FOR_flock
#include "toys.h"

GLOBALS(
  long w, E;
)

static void flock_alarm(int sig)
{
}

void flock_main(void)
{
  char **cmd = toys.optargs+1, *sh[] = {"/bin/sh", "-c", 0, 0}, *end;
  int fd, op = FLAG(s) ? LOCK_SH : FLAG(u) ? LOCK_UN : LOCK_EX, status;
  struct itimerval it;
  pid_t pid;

  toys.exitval = 64;
  if (toys.optc == 1) {
    errno = 0;
    fd = strtol(*toys.optargs, &end, 10);
    if (!isdigit((unsigned char)**toys.optargs) || *end || errno || fd < 0)
      error_exit("bad file descriptor: '%s'", *toys.optargs);
    cmd = 0;
  } else {
    if (!strcmp(*cmd, "-c") || !strcmp(*cmd, "--command")) {
      if (toys.optc != 3)
        error_exit("%s requires exactly one command argument", *cmd);
      sh[2] = cmd[1];
      cmd = sh;
    }
    // Made if missing; a directory or a file we may only read works too.
    fd = open(*toys.optargs, O_RDONLY|O_NOCTTY|O_CREAT|O_CLOEXEC*FLAG(o),
      0666);
    if (fd == -1 && (errno == EISDIR || errno == EACCES))
      fd = open(*toys.optargs, O_RDONLY|O_NOCTTY|O_CLOEXEC*FLAG(o));
    if (fd == -1) {
      toys.exitval = 66;
      perror_exit("cannot open lock file %s", *toys.optargs);
    }
  }

  if (FLAG(n)) op |= LOCK_NB;
  else if (FLAG(w) && TT.w) {
    xsignal_flags(SIGALRM, flock_alarm, 0);
    memset(&it, 0, sizeof(it));
    it.it_value.tv_sec = TT.w/1000;
    it.it_value.tv_usec = TT.w%1000*1000;
    setitimer(ITIMER_REAL, &it, 0);
  } else if (FLAG(w)) op |= LOCK_NB;
  while (flock(fd, op)) {
    if (errno == EWOULDBLOCK || (errno == EINTR && FLAG(w))) {
      toys.exitval = FLAG(E) ? TT.E : 1;
      xexit();
    }
    if (errno == EINTR) continue;
    toys.exitval = 65;
    perror_exit("%s", *toys.optargs);
  }
  if (FLAG(w) && TT.w) {
    memset(&it, 0, sizeof(it));
    setitimer(ITIMER_REAL, &it, 0);
    signal(SIGALRM, SIG_DFL);
  }
  toys.exitval = 0;
  if (!cmd) return;

  if (-1 == (pid = spawn_cmd(cmd, 0, 0))) {
    toys.exitval = 69;
    perror_exit("failed to execute %s", *cmd);
  }
  while (-1 == waitpid(pid, &status, 0))
    if (errno != EINTR) perror_exit("wait");
  toys.exitval = WIFEXITED(status) ? WEXITSTATUS(status)
    : 128+WTERMSIG(status);
}
