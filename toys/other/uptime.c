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
  double fup;
  long up, days, hours, mins;
  time_t now = time(0), t;
  struct tm *tm;
  char buf[128];
  struct timespec ts;

  // Seconds since boot, from /proc/uptime (time namespaces offset it)
  if (!readfile("/proc/uptime", buf, sizeof(buf)-1)
      || sscanf(buf, "%lf", &fup) != 1) perror_exit("/proc/uptime");
  up = fup;
  days = up/86400;
  hours = up/3600%24;
  mins = up/60%60;
  if (FLAG(s)) {
    // to the nearest second, as procps
    clock_gettime(CLOCK_REALTIME, &ts);
    t = ts.tv_sec+ts.tv_nsec/1e9-fup+0.5;
    strftime(buf, sizeof(buf), "%Y-%m-%d %H:%M:%S", localtime(&t));
    xputs(buf);
  } else if (FLAG(p)) {
    long unit[] = {315360000, 31536000, 604800, 86400, 3600, 60}, i, n;
    char *sep = "";
    char *name[] = {"decade", "year", "week", "day", "hour", "minute"};

    xprintf("up");
    for (i = 0; i<6; i++) {
      n = up/unit[i];
      up %= unit[i];
      if (n || i == 5) {
        xprintf("%s %ld %s%s", sep, n, name[i], "s"+(n == 1));
        sep = ",";
      }
    }
    xputc('\n');
  } else {
    struct utmp_rec *ut;
    double load[3] = {0, 0, 0};
    int users = utmp_users(ut, utmp_read(0, &ut));

    free(ut);
    if (readfile("/proc/loadavg", buf, sizeof(buf)-1))
      sscanf(buf, "%lf %lf %lf", load, load+1, load+2);
    tm = localtime(&now);
    xprintf(" %02d:%02d:%02d up ", tm->tm_hour, tm->tm_min, tm->tm_sec);
    if (days) xprintf("%ld day%s, ", days, "s"+(days == 1));
    if (hours) xprintf("%2ld:%02ld, ", hours, mins);
    else xprintf("%ld min, ", mins);
    xprintf("%2d user%s,  load average: %.2f, %.2f, %.2f\n", users,
      "s"+(users < 2), load[0], load[1], load[2]);
  }
}
