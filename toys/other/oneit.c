/* oneit.c - tiny init: run one command, then reboot
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard.

USE_ONEIT(NEWTOY(oneit, "^<1nrpc:", TOYFLAG_SBIN))

config ONEIT
  bool "oneit"
  default y
  help
    usage: oneit [-nrp] [-c CONSOLE] COMMAND...

    Simple init (it must be pid 1): run COMMAND as a child in its own
    session with CONSOLE (default /dev/console) as stdin, stdout, stderr
    and controlling tty, reap every zombie until it exits, then reboot.

    -c  Console device to use (/dev/console doesn't do CTRL-C, etc)
    -n  No reboot: relaunch COMMAND each time it exits, ignore signals
    -p  Power off instead of rebooting when COMMAND exits
    -r  Restart COMMAND each time it exits (signals still reboot)

    Signals: USR1 halts the system, USR2 powers it off, TERM or INT
    reboot (not with -n).
*/

#define FOR_oneit
#include "toys.h"
#include <sys/reboot.h>

GLOBALS(
  char *c;
)

static void oneit_down(int how)
{
  sync();
  reboot(how);
  _exit(1);
}

static void oneit_signal(int sig)
{
  oneit_down(sig == SIGUSR1 ? RB_HALT_SYSTEM
    : sig == SIGUSR2 ? RB_POWER_OFF : RB_AUTOBOOT);
}

void oneit_main(void)
{
  int fd, pid, i;

  if (getpid() != 1) error_exit("not pid 1");
  fd = xopen(TT.c ? TT.c : "/dev/console", O_RDWR);
  if (!FLAG(n)) {
    xsignal(SIGUSR1, oneit_signal);
    xsignal(SIGUSR2, oneit_signal);
    xsignal(SIGTERM, oneit_signal);
    xsignal(SIGINT, oneit_signal);
  }

  for (;;) {
    if (!(pid = xfork())) {
      // exec resets caught signals; the ignored ones must go back by hand
      for (i = 1; i<NSIG; i++) signal(i, SIG_DFL);
      setsid();
      for (i = 0; i<3; i++) dup2(fd, i);
      if (fd>2) close(fd);
      ioctl(0, TIOCSCTTY, 0);
      xexec(toys.optargs);
    }
    // reap zombies until the child exits
    while ((i = wait(0)) != pid) if (i<0 && errno != EINTR) break;
    if (!FLAG(n) && !FLAG(r)) break;
  }
  oneit_down(FLAG(p) ? RB_POWER_OFF : RB_AUTOBOOT);
}
