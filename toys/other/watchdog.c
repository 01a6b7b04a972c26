/* watchdog.c - keep a hardware watchdog from firing
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard.

USE_WATCHDOG(NEWTOY(watchdog, "<1>1Ft#=4<1T#=60<1", TOYFLAG_NEEDROOT|TOYFLAG_BIN))

config WATCHDOG
  bool "watchdog"
  default y
  help
    usage: watchdog [-F] [-t SEC] [-T SEC] DEV

    Start the watchdog timer DEV and keep it from firing: write to it every
    SEC seconds (in the background unless -F). Stopped by a signal (INT,
    TERM), it disarms the watchdog on the way out (the magic close).

    -F	Stay in the foreground
    -t	Write every SEC seconds (default 4)
    -T	Reboot when not written to for SEC seconds (default 60)
*/

#define FOR_watchdog
#include "toys.h"

// From linux/watchdog.h (not in every C library's headers)
#define WDIOC_KEEPALIVE _IOR('W', 5, int)
#define WDIOC_SETTIMEOUT _IOWR('W', 6, int)

GLOBALS(
  long t, T;

  int fd;
)

static void stop(int sig)
{
  // magic close: 'V' disarms drivers that allow it
  if (write(TT.fd, "V", 1)<0 || close(TT.fd)) perror_msg("disarm");
  _exit(sig ? 0 : 1);
}

void watchdog_main(void)
{
  int t = TT.T;

  TT.fd = xopen(*toys.optargs, O_WRONLY);
  if (ioctl(TT.fd, WDIOC_SETTIMEOUT, &t)) perror_msg("%s: set timeout", *toys.optargs);
  if (!FLAG(F) && daemon(1, 1)) perror_exit("daemon");
  xsignal(SIGINT, stop);
  xsignal(SIGTERM, stop);
  for (;;) {
    if (ioctl(TT.fd, WDIOC_KEEPALIVE, 0) && write(TT.fd, "", 1)!=1)
      perror_exit("%s", *toys.optargs);
    sleep(TT.t);
  }
}
