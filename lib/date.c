/* date.c - parse the dates people type (touch -d, date -d, find -newermt)
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 */

#include "toys.h"

// Parse up to max digits (at least min) into *val, advancing *s.
static int date_digits(char **s, int min, int max, int *val)
{
  int i;

  for (i = *val = 0; i < max && isdigit((unsigned char)**s); i++)
    *val = *val*10 + *(*s)++-'0';

  return i >= min;
}

// Parse ".123456789" into nanoseconds (extra digits are dropped).
static long date_frac(char **s)
{
  long nano = 0;
  int i;

  if (**s != '.' && **s != ',') return 0;
  if (!isdigit((unsigned char)(*s)[1])) return -1;
  for (++*s, i = 0; isdigit((unsigned char)**s); ++*s, i++)
    if (i < 9) nano = nano*10 + **s-'0';
  for (; i < 9; i++) nano *= 10;

  return nano;
}

// Turn tm (local time, or UTC plus offset seconds) into ts, refusing
// dates that don't exist (February 30, 25:00).
int tm_to_timespec(struct tm *tm, int utc, long offset, struct timespec *ts)
{
  struct tm copy = *tm;
  time_t t;

  if (tm->tm_sec < 0 || tm->tm_sec > 59 || tm->tm_min < 0 || tm->tm_min > 59
      || tm->tm_hour < 0 || tm->tm_hour > 23 || tm->tm_mon < 0
      || tm->tm_mon > 11 || tm->tm_mday < 1) return 0;
  copy.tm_isdst = -1;
  t = utc ? timegm(&copy) : mktime(&copy);
  // February 30 comes back as March 2.
  if (copy.tm_year != tm->tm_year || copy.tm_mon != tm->tm_mon
      || copy.tm_mday != tm->tm_mday) return 0;
  ts->tv_sec = t-offset;
  ts->tv_nsec = 0;

  return 1;
}

// Parse a date: "@EPOCH[.frac]", "YYYY-MM-DD", "YYYY-MM-DD HH:MM[:SS[.frac]]"
// (or with a T for the space), "HH:MM[:SS[.frac]]" (today), each with an
// optional "Z", "UTC" or "+HH[:]MM" after it. Local time otherwise. An
// empty string is midnight today. Also relative dates (see relative_date()).
// Returns 1 and fills ts, or 0 if str isn't a date.
// "[+-]N UNIT[s] [ago]" (second minute hour day week fortnight month year),
// also "now", "yesterday", "tomorrow": relative to now (or with from, to
// *ts). Returns 0 if str isn't one of those.
static int relative_date(const char *str, struct timespec *ts, int from)
{
  const char *units[] = {"second", "minute", "hour", "day", "week",
    "fortnight", "month", "year", "sec", "min"};
  long secs[] = {1, 60, 3600, 86400, 7*86400, 14*86400, 0, 0, 1, 60};
  char *s = (char *)str, *end;
  struct tm tm;
  long long n = 1;
  unsigned i;
  size_t len;

  if (!from) clock_gettime(CLOCK_REALTIME, ts);
  if (!strcmp(s, "now")) return 1;
  if (!strcmp(s, "yesterday")) n = -1, s = "day";
  else if (!strcmp(s, "tomorrow")) s = "day";
  else {
    errno = 0;
    n = strtoll(s, &end, 10);
    if (end == s || errno || !isspace((unsigned char)*end)) return 0;
    for (s = end; isspace((unsigned char)*s); s++);
  }
  for (i = 0; i < sizeof(units)/sizeof(*units); i++) {
    len = strlen(units[i]);
    if (!strncmp(s, units[i], len)) break;
  }
  if (i == sizeof(units)/sizeof(*units)) return 0;
  s += len;
  if (*s == 's') s++;
  while (isspace((unsigned char)*s)) s++;
  if (!strcmp(s, "ago")) n = -n;
  else if (*s) return 0;
  // (a count too big for the calendar is no date)
  if (secs[i]) {
    long long t;

    if (__builtin_mul_overflow(n, secs[i], &t) ||
        __builtin_add_overflow(t, ts->tv_sec, &ts->tv_sec)) return 0;
  } else {
    // months and years move the calendar, keeping the time of day
    if (n > INT_MAX/12 || n < -(INT_MAX/12)) return 0;
    localtime_r(&ts->tv_sec, &tm);
    if (i == 6) tm.tm_mon += n;
    else tm.tm_year += n;
    tm.tm_isdst = -1;
    ts->tv_sec = mktime(&tm);
  }

  return 1;
}

int parse_date(const char *str, struct timespec *ts)
{
  char *s = (char *)str, *end;
  struct tm tm;
  long offset = 0, nano = 0;
  int utc = 0, val, hh, mm;
  time_t now;

  while (isspace((unsigned char)*s)) s++;
  if (*s == '@') {
    long double d;

    errno = 0;
    d = strtold(++s, &end);
    if (end == s || errno || !isdigit((unsigned char)end[-1])) return 0;
    while (isspace((unsigned char)*end)) end++;
    if (*end || d > (long double)LLONG_MAX || d < (long double)LLONG_MIN)
      return 0;
    ts->tv_sec = (time_t)d;
    if ((long double)ts->tv_sec > d) ts->tv_sec--;
    ts->tv_nsec = (long)((d-ts->tv_sec)*1000000000.0L+0.5L);
    if (ts->tv_nsec >= 1000000000) ts->tv_sec++, ts->tv_nsec -= 1000000000;

    return 1;
  }

  if (relative_date(s, ts, 0)) return 1;
  now = time(0);
  localtime_r(&now, &tm);
  tm.tm_sec = 0;

  // Nothing at all: the start of today
  if (!*s) {
    tm.tm_hour = tm.tm_min = 0;
    goto zone;
  }

  // Date part
  end = s;
  if (date_digits(&end, 1, 9, &val) && *end == '-') {
    s = end+1;
    tm.tm_year = val-1900;
    if (!date_digits(&s, 1, 2, &val) || *s++ != '-') return 0;
    tm.tm_mon = val-1;
    if (!date_digits(&s, 1, 2, &val)) return 0;
    tm.tm_mday = val;
    tm.tm_hour = tm.tm_min = 0;
    if (*s == 'T' || *s == 't' || (*s == ' ' && isdigit((unsigned char)s[1])))
      s++;
    else goto zone;
  }

  // Time part
  if (!date_digits(&s, 1, 2, &val) || *s++ != ':') return 0;
  tm.tm_hour = val;
  if (!date_digits(&s, 2, 2, &val)) return 0;
  tm.tm_min = val;
  if (*s == ':') {
    s++;
    if (!date_digits(&s, 2, 2, &val)) return 0;
    tm.tm_sec = val;
    if ((nano = date_frac(&s)) < 0) return 0;
  }

zone:
  while (*s == ' ') s++;
  if (*s == 'Z' || *s == 'z') utc = 1, s++;
  else if (!strncasecmp(s, "UTC", 3) || !strncasecmp(s, "GMT", 3)) {
    utc = 1;
    s += 3;
  }
  if (*s == '+' || *s == '-') {
    int sign = *s++ == '-' ? -1 : 1;

    if (!date_digits(&s, 2, 2, &hh)) return 0;
    if (*s == ':') s++;
    if (!date_digits(&s, 2, 2, &mm) || hh > 23 || mm > 59) return 0;
    offset = sign*(hh*3600L+mm*60);
    utc = 1;
  }
  while (isspace((unsigned char)*s)) s++;
  if (*s) return 0;
  if (!tm_to_timespec(&tm, utc, offset, ts)) return 0;
  ts->tv_nsec = nano;

  return 1;
}

// Move *ts by a relative date ("+1 month", "3 days ago"): 0 if str isn't one
int relative_to_date(const char *str, struct timespec *ts)
{
  struct timespec t = *ts;

  if (!relative_date(str, &t, 1)) return 0;
  *ts = t;

  return 1;
}

void xparse_date(const char *str, struct timespec *ts)
{
  if (!parse_date(str, ts)) error_exit("invalid date '%s'", str);
}
