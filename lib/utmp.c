/* utmp.c - read the login records (who, users, w, uptime)
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * The file is read directly (not with getutxent(), which is a stub on
 * musl), in the layout glibc uses on Linux (the same on 32 and 64 bits).
 */

#include "toys.h"

// Read all records of FILE (0: the system's utmp). Returns how many, and
// *list (free() it); a missing or unreadable file has none.
int utmp_read(char *file, struct utmp_rec **list)
{
  off_t len = 0;
  char *buf = readfileat(AT_FDCWD, file ? file : UTMP_FILE, 0, &len);

  *list = (void *)buf;
  if (!buf) len = 0;

  return len/sizeof(struct utmp_rec);
}

// Drop the logins whose process is gone (a crashed terminal leaves its
// record): what GNU who and users do with the system's utmp. The new count.
int utmp_alive(struct utmp_rec *list, int n)
{
  int i, j;

  for (i = j = 0; i<n; i++)
    if (list[i].type != UTMP_USER || list[i].pid <= 0
        || kill(list[i].pid, 0) == 0 || errno != ESRCH) list[j++] = list[i];

  return j;
}

// How many logged in users the records show
int utmp_users(struct utmp_rec *list, int n)
{
  int i, count = 0;

  for (i = 0; i<n; i++)
    if (list[i].type == UTMP_USER && *list[i].user) count++;

  return count;
}

// Seconds since boot, from /proc/uptime (time namespaces offset it)
double uptime_seconds(void)
{
  char buf[128];
  double up;

  if (!readfile("/proc/uptime", buf, sizeof(buf)-1)
      || sscanf(buf, "%lf", &up) != 1) perror_exit("/proc/uptime");

  return up;
}

// uptime's (and w's) line: " 17:20:59 up 2 days,  3:15,  2 users,  load
// average: 0.17, 1.31, 1.98", as procps
void uptime_line(void)
{
  struct utmp_rec *ut;
  double load[3] = {0, 0, 0};
  int n = utmp_read(0, &ut), users = utmp_users(ut, n);
  long up = uptime_seconds(), days = up/86400, hours = up/3600%24,
    mins = up/60%60;
  time_t now = time(0);
  struct tm *tm = localtime(&now);
  char buf[128];

  free(ut);
  if (readfile("/proc/loadavg", buf, sizeof(buf)-1))
    sscanf(buf, "%lf %lf %lf", load, load+1, load+2);
  xprintf(" %02d:%02d:%02d up ", tm->tm_hour, tm->tm_min, tm->tm_sec);
  if (days) xprintf("%ld day%s, ", days, &"s"[days == 1]);
  if (hours) xprintf("%2ld:%02ld, ", hours, mins);
  else xprintf("%ld min, ", mins);
  xprintf("%2d user%s,  load average: %.2f, %.2f, %.2f\n", users,
    &"s"[users < 2], load[0], load[1], load[2]);
}
