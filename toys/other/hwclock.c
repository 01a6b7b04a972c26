/* hwclock.c - read or set the hardware clock (RTC)
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard. Output as util-linux hwclock.

USE_HWCLOCK(NEWTOY(hwclock, ">0(fast)f(rtc):u(utc)l(localtime)t(systz)s(hctosys)r(show)w(systohc)[!ul][!rtsw]", TOYFLAG_SBIN))

config HWCLOCK
  bool "hwclock"
  default y
  help
    usage: hwclock [-rswt] [-ul] [-f FILE]

    Read the hardware clock, or set the system time from it or it from the
    system time. The RTC keeps UTC unless /etc/adjtime's third line says LOCAL
    (or -l).

    -f	The RTC device (default /dev/rtc0, /dev/rtc, /dev/misc/rtc)
    -l	The RTC keeps local time
    -r	Show the RTC's time (default)
    -s	Set the system time from the RTC
    -t	Set the kernel's timezone (and, for an RTC in local time, warp the clock)
    -u	The RTC keeps UTC
    -w	Set the RTC from the system time
*/

#define FOR_hwclock
#include "toys.h"

// From linux/rtc.h (not in every C library's headers)
struct rtc_time {
  int tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday,
    tm_isdst;
};
#define RTC_RD_TIME _IOR('p', 0x09, struct rtc_time)
#define RTC_SET_TIME _IOW('p', 0x0a, struct rtc_time)

GLOBALS(
  char *f;
)

void hwclock_main(void)
{
  char *devs[] = {"/dev/rtc0", "/dev/rtc", "/dev/misc/rtc"}, *s, buf[64];
  struct rtc_time rt;
  struct tm tm;
  struct timeval tv;
  time_t t;
  int fd = -1, i, utc = 1;

  if (FLAG(l)) utc = 0;
  else if (!FLAG(u) && (s = readfile("/etc/adjtime", 0, 0))) {
    utc = !strstr(s, "LOCAL");
    free(s);
  }
  if (FLAG(t)) {
    struct timezone tz;

    // Kernel timezone: minutes west of UTC; a local RTC warps the clock
    t = time(0);
    localtime_r(&t, &tm);
    tz.tz_minuteswest = -tm.tm_gmtoff/60;
    tz.tz_dsttime = 0;
    if (settimeofday(0, &tz)) perror_exit("settimeofday");
    return;
  }
  if (TT.f) fd = xopen(TT.f, FLAG(w) ? O_WRONLY : O_RDONLY);
  else {
    for (i = 0; i<3 && fd<0; i++) fd = open(devs[i], FLAG(w) ? O_WRONLY : O_RDONLY);
    if (fd<0) perror_exit("%s", devs[0]);
  }
  if (FLAG(w)) {
    t = time(0);
    if (utc) gmtime_r(&t, &tm);
    else localtime_r(&t, &tm);
    memset(&rt, 0, sizeof(rt));
    rt.tm_sec = tm.tm_sec, rt.tm_min = tm.tm_min, rt.tm_hour = tm.tm_hour;
    rt.tm_mday = tm.tm_mday, rt.tm_mon = tm.tm_mon, rt.tm_year = tm.tm_year;
    if (ioctl(fd, RTC_SET_TIME, &rt)) perror_exit("%s", TT.f ? : "RTC");
    return;
  }
  memset(&rt, 0, sizeof(rt));
  if (ioctl(fd, RTC_RD_TIME, &rt)) perror_exit("%s", TT.f ? : "RTC");
  close(fd);
  memset(&tm, 0, sizeof(tm));
  tm.tm_sec = rt.tm_sec, tm.tm_min = rt.tm_min, tm.tm_hour = rt.tm_hour;
  tm.tm_mday = rt.tm_mday, tm.tm_mon = rt.tm_mon, tm.tm_year = rt.tm_year;
  tm.tm_isdst = -1;
  t = utc ? timegm(&tm) : mktime(&tm);
  if (t == -1) error_exit("bad RTC time");
  if (FLAG(s)) {
    tv.tv_sec = t;
    tv.tv_usec = 0;
    if (settimeofday(&tv, 0)) perror_exit("settimeofday");
  } else {
    localtime_r(&t, &tm);
    strftime(buf, sizeof(buf), "%Y-%m-%d %H:%M:%S.000000%z", &tm);
    // +hhmm as +hh:mm
    i = strlen(buf);
    memmove(buf+i-1, buf+i-2, 3);
    buf[i-2] = ':';
    xprintf("%s\n", buf);
  }
}
