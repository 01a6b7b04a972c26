/* timeout.c - run a command with a time limit
 *
 * no standard (GNU coreutils)

USE_TIMEOUT(NEWTOY(timeout, "^<2(preserve-status)(foreground)k(kill-after):s(signal):v(verbose)", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(125)))

config TIMEOUT
  bool "timeout"
  default y
  help
    usage: timeout [-v] [-k DURATION] [-s SIGNAL] [--preserve-status] [--foreground] DURATION COMMAND [ARG...]

    Run COMMAND, and send it a signal (default TERM) if it still runs after
    DURATION: a number (fractions and exponents too) with an optional unit,
    s seconds (default), m minutes, h hours, d days. 0 means no limit.

    -k, --kill-after DURATION  Send KILL if it still runs this long after
                   the first signal
    -s, --signal SIGNAL  Send SIGNAL (name or number) at the timeout
    -v, --verbose  Say on stderr when a signal is sent
    --preserve-status  Exit with COMMAND's status even when it timed out
    --foreground   Signal only COMMAND, not the processes it starts, and
                   leave it in the terminal's foreground process group

    Signals TERM INT HUP QUIT that timeout receives go to COMMAND too.
    Exit status 124 if COMMAND timed out, 125 if timeout fails, 126 if
    COMMAND can't run, 127 if it isn't found, 137 if KILL was sent, else
    COMMAND's (128+N for a COMMAND killed by signal N).
*/

#define FOR_timeout
#include "toys.h"

GLOBALS(
  char *k, *s;

  sigset_t set;
  pid_t pid;
  int sig, sentkill;
)

static noreturn void timeout_usage(char *fmt, char *arg)
{
  error_msg(fmt, arg);
  show_help(stderr, 0);
  xexit();
}

// Seconds (any unit) -> nanoseconds, exits 125 for a bad one
static long long timeout_ns(char *arg)
{
  char *end;
  long double d = strtold(arg, &end);
  int i = *end ? stridx("smhd", *end) : 0, mult[] = {1, 60, 3600, 86400};

  if (end == arg || isspace((unsigned char)*arg) || d < 0 || d != d || i < 0
      || (*end && end[1])) timeout_usage("invalid time interval '%s'", arg);
  d *= mult[i]*1e9L;

  return d > 9e18L ? 9e18 : (long long)d;
}

static int timeout_prep(void *data)
{
  if (!FLAG(foreground) && setpgid(0, 0)) return 1;

  return sigprocmask(SIG_UNBLOCK, &TT.set, 0);
}

static void timeout_send(int sig)
{
  char buf[12], *name = sig_name(sig, buf);

  if (FLAG(v)) {
    if (!name) sprintf(name = buf, "%d", sig);
    fprintf(stderr, "timeout: sending signal %s to command '%s'\n", name,
      toys.optargs[1]);
  }
  if (sig == SIGKILL) TT.sentkill = 1;
  if (FLAG(foreground)) kill(TT.pid, sig);
  else if (kill(-TT.pid, sig)) kill(TT.pid, sig);
  if (sig != SIGKILL && sig != SIGCONT) {
    if (FLAG(foreground)) kill(TT.pid, SIGCONT);
    else if (kill(-TT.pid, SIGCONT)) kill(TT.pid, SIGCONT);
  }
}

static long long now_ns(void)
{
  struct timespec ts;

  clock_gettime(CLOCK_MONOTONIC, &ts);

  return ts.tv_sec*1000000000LL+ts.tv_nsec;
}

void timeout_main(void)
{
  long long limit, after = 0, deadline = 0, left;
  int sig = SIGTERM, timedout = 0, phase = 0, status, i,
    sigs[] = {SIGCHLD, SIGALRM, SIGTERM, SIGINT, SIGHUP, SIGQUIT};
  struct timespec ts;
  struct rlimit rl;

  toys.exitval = 125;
  if (TT.s && (sig = sig_to_num(TT.s)) < 0)
    timeout_usage("'%s': invalid signal", TT.s);
  if (TT.k) after = timeout_ns(TT.k);
  if ((limit = timeout_ns(*toys.optargs))) deadline = now_ns()+limit;

  sigemptyset(&TT.set);
  for (i = 0; i < (int)(sizeof(sigs)/sizeof(*sigs)); i++) sigaddset(&TT.set, sigs[i]);
  sigprocmask(SIG_BLOCK, &TT.set, 0);
  if (-1 == (TT.pid = spawn_cmd(toys.optargs+1, timeout_prep, 0))) {
    i = errno;
    error_exit_status(126+(i == ENOENT), "failed to run command '%s': %s",
      toys.optargs[1], strerror(i));
  }

  for (;;) {
    if ((i = waitpid(TT.pid, &status, WNOHANG)) == TT.pid) break;
    if (i < 0 && errno != EINTR) perror_exit("wait");
    if (deadline) {
      if ((left = deadline-now_ns()) < 0) left = 0;
      ts.tv_sec = left/1000000000;
      ts.tv_nsec = left%1000000000;
    }
    i = sigtimedwait(&TT.set, 0, deadline ? &ts : 0);
    if (i == SIGCHLD || (i < 0 && errno == EINTR)) continue;
    // ALRM from outside is the time being up too (as in GNU timeout)
    if (i == SIGALRM) i = -1;
    // Time's up: the signal, then KILL after -k.
    if (i < 0 && phase) {
      timeout_send(SIGKILL);
      deadline = 0;
      continue;
    }
    if (i < 0) timedout = 1;
    timeout_send(i < 0 ? sig : i);
    if (after && !phase) deadline = now_ns()+after, phase = 1;
    else if (i < 0) deadline = 0;
  }

  i = WIFEXITED(status) ? WEXITSTATUS(status) : 128+WTERMSIG(status);
  if (TT.sentkill && i == 128+SIGKILL) status = SIGKILL;
  else if (timedout || WIFEXITED(status)) {
    toys.exitval = (timedout && !FLAG(preserve_status)) ? 124 : i;
    return;
  } else status = WTERMSIG(status);

  // Die of the same signal, without a core dump.
  rl.rlim_cur = rl.rlim_max = 0;
  setrlimit(RLIMIT_CORE, &rl);
  xflush(1);
  signal(status, SIG_DFL);
  sigprocmask(SIG_UNBLOCK, &TT.set, 0);
  sigemptyset(&TT.set);
  sigaddset(&TT.set, status);
  sigprocmask(SIG_UNBLOCK, &TT.set, 0);
  raise(status);
  toys.exitval = 128+status;
}
