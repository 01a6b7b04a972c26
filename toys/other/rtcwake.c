/* rtcwake.c - sleep until the real time clock's alarm
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard (util-linux has one).

USE_RTCWAKE(NEWTOY(rtcwake, "a(auto)d(device):l(local)u(utc)m(mode):s(seconds):t(time):n(dry-run)v(verbose)", TOYFLAG_USR|TOYFLAG_SBIN))

config RTCWAKE
  bool "rtcwake"
  default y
  help
    usage: rtcwake [-alunv] [-d DEV] [-m MODE] [-s SECS] [-t TIME]

    Set the real time clock's alarm, then sleep (MODE) until it wakes the
    system.

    -a  RTC keeps UTC or local time as /etc/adjtime says (default)
    -d  RTC device (default rtc0; /dev/ is added unless there)
    -l  RTC keeps local time
    -n  Dry run: don't set the alarm nor sleep
    -m  MODE: standby (default) mem disk freeze: write to /sys/power/state;
        off: run "shutdown -P now"; no: only set the alarm; on: set the alarm
        and wait for it; disable: cancel the alarm; show: show the alarm
    -s  Wake SECS seconds from now
    -t  Wake at TIME (seconds since the epoch)
    -u  RTC keeps UTC
    -v  Verbose
*/

#define FOR_rtcwake
#include "toys.h"

// The kernel's ABI (linux/rtc.h isn't in every C library's headers)
struct rtc_time {
  int tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday,
    tm_isdst;
};
struct rtc_wkalrm {
  unsigned char enabled, pending;
  struct rtc_time time;
};
#define RTC_RD_TIME _IOR('p', 0x09, struct rtc_time)
#define RTC_WKALM_SET _IOW('p', 0x0f, struct rtc_wkalrm)
#define RTC_WKALM_RD _IOR('p', 0x10, struct rtc_wkalrm)
#define RTC_AF 0x20

GLOBALS(
  char *d, *m, *s, *t;
)

static time_t rtc_to_time(struct rtc_time *rt, int utc)
{
  struct tm tm;

  memset(&tm, 0, sizeof(tm));
  tm.tm_sec = rt->tm_sec;
  tm.tm_min = rt->tm_min;
  tm.tm_hour = rt->tm_hour;
  tm.tm_mday = rt->tm_mday;
  tm.tm_mon = rt->tm_mon;
  tm.tm_year = rt->tm_year;
  tm.tm_isdst = -1;

  return utc ? timegm(&tm) : mktime(&tm);
}

void rtcwake_main(void)
{
  char *modes[] = {"standby", "mem", "disk", "freeze", "off", "no", "on",
    "disable", "show"}, *dev, *s, *end;
  struct rtc_wkalrm alarm;
  struct rtc_time rt;
  struct tm *tm;
  int mode, utc = 1, fd;
  long long when = 0;
  time_t now, t;

  if (!!FLAG(a)+!!FLAG(l)+!!FLAG(u) > 1)
    error_exit("mutually exclusive arguments: --auto --local --utc");
  for (mode = 0; TT.m && mode<9; mode++) if (!strcmp(TT.m, modes[mode])) break;
  // the sleeping ones given must be in the kernel's list
  if (TT.m && mode<4) {
    char *state = readfile("/sys/power/state", 0, 0), *w = state;
    int len = strlen(TT.m);

    while (w && (w = strstr(w, TT.m))) {
      if ((w == state || w[-1] == ' ') && (!w[len] || isspace(w[len]))) break;
      w += len;
    }
    if (!w) mode = 9;
    free(state);
  }
  if (mode == 9) error_exit("unrecognized suspend state '%s'", TT.m);
  if (!TT.m) TT.m = "standby";
  if (TT.s && TT.t)
    error_exit("mutually exclusive arguments: --seconds --time --date");
  if ((s = TT.s ? : TT.t)) {
    errno = 0;
    when = strtoll(s, &end, 10);
    if (!*s || *end || errno)
      (errno == ERANGE ? perror_exit : error_exit)("invalid %s argument: '%s'", TT.s ? "seconds" : "time", s);
  }

  if (FLAG(l)) utc = 0;
  else if (!FLAG(u)) {
    FILE *fp = fopen("/etc/adjtime", "r");
    char *line = 0;
    int i;

    for (i = 0; fp && i<3; i++) {
      free(line);
      if (!(line = xgetline(fp))) break;
    }
    if (fp) fclose(fp);
    if (i == 3 && line && !strcmp(line, "LOCAL")) utc = 0;
    else if (i != 3 || !line || strcmp(line, "UTC"))
      printf("rtcwake: assuming RTC uses UTC ...\n");
    free(line);
  }
  if (FLAG(v)) printf("Using %s time.\n", utc ? "UTC" : "local");
  if (!s && mode<7)
    error_exit("must provide wake time (see --seconds, --time and --date options)");

  if (!TT.d) TT.d = "rtc0";
  dev = !strncmp(TT.d, "/dev/", 5) ? TT.d : xmprintf("/dev/%s", TT.d);
  if (-1 == (fd = open(dev, O_RDONLY|O_CLOEXEC)))
    perror_exit("%s: unable to find device", dev);

  // the RTC must be able to wake the system
  if (mode != 5 && mode != 6) {
    char *path = xmprintf("/sys/class/rtc/%s/device/power/wakeup",
      strrchr(dev, '/')+1), *buf = readfile(path, 0, 0);

    if (!buf) perror_msg("cannot open %s", path);
    if (!buf || strcmp(buf, "enabled\n"))
      error_exit("%s not enabled for wakeup events", TT.d);
    free(buf);
    free(path);
  }

  if (ioctl(fd, RTC_RD_TIME, &rt)) perror_exit("read rtc time failed");
  now = rtc_to_time(&rt, utc);

  if (mode == 8) {
    if (ioctl(fd, RTC_WKALM_RD, &alarm)) perror_exit("read rtc alarm failed");
    if (!alarm.enabled) printf("alarm: off\n");
    else {
      t = rtc_to_time(&alarm.time, utc);
      printf("alarm: on  %s", ctime(&t));
    }
    return;
  }
  memset(&alarm, 0, sizeof(alarm));
  if (mode != 7) {
    t = TT.s ? now+when : when;
    if (TT.t && t <= time(0)) error_exit("time doesn't go backward");
    tm = utc ? gmtime(&t) : localtime(&t);
    alarm.time.tm_sec = tm->tm_sec;
    alarm.time.tm_min = tm->tm_min;
    alarm.time.tm_hour = tm->tm_hour;
    alarm.time.tm_mday = tm->tm_mday;
    alarm.time.tm_mon = tm->tm_mon;
    alarm.time.tm_year = tm->tm_year;
    alarm.time.tm_isdst = -1;
    alarm.enabled = 1;
    if (FLAG(v) || FLAG(n))
      printf("rtcwake: wakeup from \"%s\" using %s at %s", TT.m, dev, ctime(&t));
  }
  if (FLAG(n)) return;
  if (ioctl(fd, RTC_WKALM_SET, &alarm)) perror_exit("set rtc wake alarm failed");
  if (mode == 7 || mode == 5) return;

  sync();
  if (mode == 6) {
    unsigned long data;

    // each read returns an interrupt; the alarm one has RTC_AF
    do xread(fd, &data, sizeof(data)); while (!(data & RTC_AF));
  } else if (mode == 4) xexec((char *[]){"shutdown", "-P", "now", 0});
  else xwrite(xopen("/sys/power/state", O_WRONLY), TT.m, strlen(TT.m));

  // awake again: cancel the alarm
  alarm.enabled = 0;
  ioctl(fd, RTC_WKALM_SET, &alarm);
  close(fd);
}
