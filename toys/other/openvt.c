/* openvt.c - run a command on a new virtual terminal
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard.

USE_OPENVT(NEWTOY(openvt, "^c#<1>63sw", TOYFLAG_USR|TOYFLAG_BIN))

config OPENVT
  bool "openvt"
  default y
  help
    usage: openvt [-c N] [-sw] [COMMAND...]

    Run COMMAND (default $SHELL, else /bin/sh) in a new session on virtual
    terminal N (default: the first free one).

    -c	Use virtual terminal N (1-63)
    -s	Switch to that terminal
    -w	Wait for COMMAND to exit (then switch back, with -s)
*/

#define FOR_openvt
#include "toys.h"
struct vt_stat { unsigned short v_active, v_signal, v_state; };

GLOBALS(
  long c;
)

void openvt_main(void)
{
  char *sh[] = {getenv("SHELL") ? : "/bin/sh", 0}, **cmd = *toys.optargs
    ? toys.optargs : sh, tty[32];
  struct vt_stat vs;
  int n = TT.c, fd, cfd = -1, st;
  pid_t pid;

  if (!n || FLAG(s) || FLAG(w)) {
    cfd = vt_console();
    if (!n && (ioctl(cfd, VT_OPENQRY, &n) || n<1)) error_exit("no free VT");
    if (ioctl(cfd, VT_GETSTATE, &vs)) vs.v_active = 0;
  }
  sprintf(tty, "/dev/tty%d", n);
  // Check it opens before going anywhere
  close(xopen(tty, O_RDWR));
  if (FLAG(s) && (ioctl(cfd, VT_ACTIVATE, n) || ioctl(cfd, VT_WAITACTIVE, n)))
    perror_exit("VT %d", n);
  if (!(pid = xfork())) {
    setsid();
    fd = xopen(tty, O_RDWR);
    ioctl(fd, TIOCSCTTY, 0);
    dup2(fd, 0);
    dup2(fd, 1);
    dup2(fd, 2);
    if (fd>2) close(fd);
    xexec(cmd);
  }
  if (FLAG(w)) {
    st = xwaitpid(pid);
    if (FLAG(s) && vs.v_active) {
      ioctl(cfd, VT_ACTIVATE, vs.v_active);
      ioctl(cfd, VT_WAITACTIVE, vs.v_active);
    }
    toys.exitval = st;
  }
}
