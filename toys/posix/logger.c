/* logger.c - send a message to the system log
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/logger.html

USE_LOGGER(NEWTOY(logger, "f:p:t:u(socket):is", TOYFLAG_USR|TOYFLAG_BIN))

config LOGGER
  bool "logger"
  default y
  help
    usage: logger [-is] [-f FILE] [-p PRIORITY] [-t TAG] [-u SOCKET] [MESSAGE...]

    Send MESSAGE (or each line of FILE or stdin) to the system log, as
    "<PRI>Mmm dd HH:MM:SS TAG: MESSAGE" to the socket /dev/log.

    -f  Log each line of FILE
    -i  Add the process ID: TAG[PID]
    -p  FACILITY.LEVEL (default user.notice), names or numbers
    -s  Also write the message to stderr
    -t  TAG (default: the user's name)
    -u  Send to this SOCKET instead of /dev/log (--socket)

    Facilities: kern user mail daemon auth syslog lpr news uucp cron
    authpriv ftp local0..local7. Levels: emerg alert crit err warning
    notice info debug.
*/

#define FOR_logger
#include "toys.h"
#include <sys/socket.h>
#include <sys/un.h>

GLOBALS(
  char *f, *p, *t, *u;

  int fd, pri;
)

// A facility or level: a name from the list (spelled "name=value") or a
// number
static int priority_part(char *s, int len, char *names)
{
  char *n = names, *end;
  int i;

  while (*n) {
    if (!strncmp(n, s, len) && n[len] == '=') return atoi(n+len+1);
    n += strlen(n)+1;
  }
  i = strtol(s, &end, 10);
  if (len && end == s+len && i >= 0) return i;

  error_exit("unknown priority name: %.*s", len, s);
}

static void send_line(char *msg)
{
  char stamp[32], pid[16] = "", *line;
  time_t t = time(0);

  strftime(stamp, sizeof(stamp), "%b %e %H:%M:%S", localtime(&t));
  if (FLAG(i)) sprintf(pid, "[%d]", getpid());
  line = xmprintf("<%d>%s %s%s: %s", TT.pri, stamp, TT.t, pid, msg);
  if (send(TT.fd, line, strlen(line), 0) < 0)
    perror_msg("send to %s", TT.u);
  if (FLAG(s)) dprintf(2, "%s\n", line);
  free(line);
}

static void do_lines(FILE *fp, char *name)
{
  char *line;

  while ((line = xgetline(fp))) {
    send_line(line);
    free(line);
  }
}

void logger_main(void)
{
  char *fac = "kern=0\0user=1\0mail=2\0daemon=3\0auth=4\0syslog=5\0lpr=6\0"
    "news=7\0uucp=8\0cron=9\0authpriv=10\0ftp=11\0local0=16\0local1=17\0"
    "local2=18\0local3=19\0local4=20\0local5=21\0local6=22\0local7=23\0"
    "security=4\0",
    *lev = "emerg=0\0alert=1\0crit=2\0err=3\0warning=4\0notice=5\0info=6\0"
    "debug=7\0panic=0\0error=3\0warn=4\0";
  char *dot;

  TT.pri = 13;
  if (TT.p) {
    // LEVEL alone is user.LEVEL
    if (!(dot = strchr(TT.p, '.'))) TT.pri = 8+priority_part(TT.p,
      strlen(TT.p), lev);
    else TT.pri = 8*priority_part(TT.p, dot-TT.p, fac)
      +priority_part(dot+1, strlen(dot+1), lev);
    // as util-linux: no kernel messages from userspace
    if (TT.pri < 8) TT.pri += 8;
  }
  if (!TT.t) {
    struct passwd *pw = getpwuid(geteuid());

    TT.t = pw ? pw->pw_name : "";
  }
  if (!TT.u) TT.u = "/dev/log";
  TT.fd = xsyslog_socket(TT.u);

  if (*toys.optargs) {
    char *msg = 0, **arg;
    int len = 0;

    for (arg = toys.optargs; *arg; arg++) len += strlen(*arg)+1;
    msg = xzalloc(len);
    for (arg = toys.optargs; *arg; arg++) {
      if (arg != toys.optargs) strcat(msg, " ");
      strcat(msg, *arg);
    }
    if (*msg) send_line(msg);
    free(msg);
  } else if (TT.f) loopfiles_fp((char *[]){TT.f, 0}, do_lines);
  else do_lines(stdin, "-");
  close(TT.fd);
}
