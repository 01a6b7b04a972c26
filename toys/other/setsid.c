/* setsid.c - run a command in a new session
 *
 * no standard (util-linux)

USE_SETSID(NEWTOY(setsid, "^<1c(ctty)d(detach)f(fork)w(wait)", TOYFLAG_USR|TOYFLAG_BIN))

config SETSID
  bool "setsid"
  default y
  help
    usage: setsid [-cdfw] COMMAND [ARG...]

    Run COMMAND in a new session (and process group) of its own, with no
    controlling terminal. A process group leader can't start a session, so
    setsid then runs COMMAND in a child process.

    -c, --ctty    Make the terminal on stdin COMMAND's controlling terminal
    -d, --detach  Replace stdin, stdout and stderr that are terminals with
                  /dev/null
    -f, --fork    Always run COMMAND in a child process
    -w, --wait    Wait for that child and exit with its status

    Exit status 126 if COMMAND can't run, 127 if it isn't found, 1 for
    other failures; with -w COMMAND's (dying of its signal).
*/

#define FOR_setsid
#include "toys.h"

void setsid_main(void)
{
  pid_t pid;
  int i, fd, status;

  if (FLAG(f) || getpgrp() == getpid()) {
    pid = xfork();
    if (pid) {
      if (!FLAG(w)) return;
      while (-1 == waitpid(pid, &status, 0))
        if (errno != EINTR) perror_exit("wait");
      if (WIFEXITED(status)) toys.exitval = WEXITSTATUS(status);
      else {
        xflush(1);
        signal(i = WTERMSIG(status), SIG_DFL);
        raise(i);
        toys.exitval = 128+i;
      }
      return;
    }
  }
  if (setsid() == -1) perror_exit("setsid");
  if (FLAG(c) && ioctl(0, TIOCSCTTY, 1)) perror_exit("failed to set the controlling terminal");
  if (FLAG(d)) {
    for (i = 0; i < 3; i++) {
      if (!isatty(i)) continue;
      if (-1 == (fd = open("/dev/null", O_RDWR))) perror_exit("/dev/null");
      if (fd != i) {
        dup2(fd, i);
        close(fd);
      }
    }
  }
  xflush(1);
  execvp(*toys.optargs, toys.optargs);
  i = errno;
  error_exit_status(126+(i == ENOENT), "failed to execute %s: %s",
    *toys.optargs, strerror(i));
}
