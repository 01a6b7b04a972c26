/* uptime.c - how long the system has been running
 *
 * no standard (procps)

USE_UPTIME(NEWTOY(uptime, ">0ps[!ps]", TOYFLAG_USR|TOYFLAG_BIN))

config UPTIME
  bool "uptime"
  default y
  help
    usage: uptime [-p|-s]

    Print the time, how long the system has been up, the number of users
    logged in and the load averages of the last 1, 5 and 15 minutes.

    -p  Only how long it has been up, in words ("up 2 days, 3 minutes")
    -s  Only when it came up (YYYY-MM-DD HH:MM:SS)
*/

#define FOR_uptime
#include "toys.h"

void uptime_main(void)
{
  double fup = uptime_seconds();
  long up = fup;
  time_t t;
  char buf[64];
  struct timespec ts;

  if (FLAG(s)) {
    // to the nearest second, as procps
    clock_gettime(CLOCK_REALTIME, &ts);
    t = ts.tv_sec+ts.tv_nsec/1e9-fup+0.5;
    strftime(buf, sizeof(buf), "%Y-%m-%d %H:%M:%S", localtime(&t));
    xputs(buf);
  } else if (FLAG(p)) {
    long unit[] = {315360000, 31536000, 604800, 86400, 3600, 60}, i, n;
    char *sep = "", *name[] = {"decade", "year", "week", "day", "hour",
      "minute"};

    xprintf("up");
    for (i = 0; i<6; i++) {
      n = up/unit[i];
      up %= unit[i];
      if (n || i == 5) {
        xprintf("%s %ld %s%s", sep, n, name[i], &"s"[n == 1]);
        sep = ",";
      }
    }
    xputc('\n');
  } else uptime_line();
}
