/* log.c - log a message, as Android's log command
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard. On Android this writes to logcat; here it goes to syslog.

USE_LOG(NEWTOY(log, "<1p:t:u(socket):", TOYFLAG_USR|TOYFLAG_BIN))

config LOG
  bool "log"
  default y
  help
    usage: log [-p PRI] [-t TAG] [-u SOCKET] MESSAGE...

    Log MESSAGE (the arguments joined by spaces) to the system log, sent as
    "<PRI>Mmm dd HH:MM:SS TAG: MESSAGE" to the socket /dev/log with the
    facility user.

    -p  Priority: v d i w e f (verbose debug info warn error fatal, the
        whole word works too), syslog levels debug debug info warning err
        crit. Default i.
    -t  TAG (default "log")
    -u  Send to this SOCKET instead of /dev/log (--socket)
*/

#define FOR_log
#include "toys.h"
#include <sys/socket.h>
#include <sys/un.h>

GLOBALS(
  char *p, *t, *u;
)

void log_main(void)
{
  char *names[] = {"verbose", "debug", "info", "warn", "error", "fatal"},
    levels[] = {7, 7, 6, 4, 3, 2}, stamp[32], *msg, **arg;
  int i, fd, len = 0, lev = 6;
  time_t t = time(0);

  if (TT.p) {
    for (i = 0; i<6; i++) {
      if ((!TT.p[1] && tolower(*TT.p) == *names[i])
        || !strcasecmp(TT.p, names[i])) break;
    }
    if (i == 6) error_exit("bad -p '%s'", TT.p);
    lev = levels[i];
  }
  if (!TT.t) TT.t = "log";
  if (!TT.u) TT.u = "/dev/log";

  for (arg = toys.optargs; *arg; arg++) len += strlen(*arg)+1;
  msg = xzalloc(len);
  for (arg = toys.optargs; *arg; arg++) {
    if (arg != toys.optargs) strcat(msg, " ");
    strcat(msg, *arg);
  }

  fd = xsyslog_socket(TT.u);
  strftime(stamp, sizeof(stamp), "%b %e %H:%M:%S", localtime(&t));
  arg = (char *[]){xmprintf("<%d>%s %s: %s", 8+lev, stamp, TT.t, msg)};
  if (send(fd, *arg, strlen(*arg), 0) < 0) perror_msg("send to %s", TT.u);
  close(fd);
  free(*arg);
  free(msg);
}
