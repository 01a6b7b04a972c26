/* ts.c - put a timestamp before each line
 *
 * No standard (behaves as moreutils ts).

USE_TS(NEWTOY(ts, ">1ism[!is]", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_LINEBUF))

config TS
  bool "ts"
  default y
  help
    usage: ts [-i | -s] [-m] [FORMAT]

    Copy stdin to stdout putting the time each line arrived (and a space)
    before it. FORMAT is strftime(3)'s (default "%b %d %H:%M:%S", or
    "%H:%M:%S" with -i and -s), plus %.S %.s %.T: seconds, seconds since
    the epoch and %H:%M:%S with microseconds.

    -i  Time since the line before
    -m  Measure with the monotonic clock (unaffected by clock changes)
    -s  Time since ts started
*/

#define FOR_ts
#include "toys.h"

// Format the time: whole seconds in secs, microseconds in usec
static char *stamp(char *fmt, time_t secs, long usec, int utc)
{
  struct tm tm;
  char *out, *s, *f = xmalloc(strlen(fmt)*8+1), *o = f;

  if (utc) gmtime_r(&secs, &tm);
  else localtime_r(&secs, &tm);
  for (s = fmt; *s; s++) {
    if (*s == '%' && s[1] == '.' && s[2] && strchr("STs", s[2])) {
      if (s[2] == 's') o += sprintf(o, "%lld.%06ld", (long long)secs, usec);
      else o += sprintf(o, "%s%02d.%06ld", s[2] == 'T' ? "%H:%M:" : "",
        tm.tm_sec, usec);
      s += 2;
    } else if (*s == '%' && s[1]) {
      *o++ = *s++;
      *o++ = *s;
    } else *o++ = *s;
  }
  *o = 0;
  out = xmalloc(4096);
  if (!strftime(out, 4096, f, &tm)) *out = 0;
  free(f);

  return out;
}

void ts_main(void)
{
  char *fmt = *toys.optargs, *line, *s;
  struct timespec start, last, now, real;
  long long ns;
  int rel = FLAG(i) || FLAG(s);

  if (!fmt) fmt = rel ? "%H:%M:%S" : "%b %d %H:%M:%S";
  clock_gettime(FLAG(m) ? CLOCK_MONOTONIC : CLOCK_REALTIME, &start);
  last = start;
  size_t size = 0;
  ssize_t len;

  line = 0;
  while ((len = getline(&line, &size, stdin)) > 0) {
    clock_gettime(FLAG(m) ? CLOCK_MONOTONIC : CLOCK_REALTIME, &now);
    if (rel) {
      ns = nanodiff(FLAG(i) ? &last : &start, &now);
      if (ns < 0) ns = 0;
      s = stamp(fmt, ns/1000000000, ns%1000000000/1000, 1);
    } else {
      clock_gettime(CLOCK_REALTIME, &real);
      s = stamp(fmt, real.tv_sec, real.tv_nsec/1000, 0);
    }
    last = now;
    xprintf("%s ", s);
    xputsl(line, len);
    free(s);
  }
  free(line);
}
