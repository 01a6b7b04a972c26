/* sleep.c - wait for a while
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/sleep.html

USE_SLEEP(NEWTOY(sleep, "<1", TOYFLAG_BIN))

config SLEEP
  bool "sleep"
  default y
  help
    usage: sleep DURATION...

    Wait for the sum of the DURATIONs. Each is a number (fractions like
    0.5 and 1e-3 too), optionally followed by a unit: s seconds (default),
    m minutes, h hours, d days. "inf" or "infinity" waits forever.
*/

#include "toys.h"

void sleep_main(void)
{
  long double total = 0;
  int i;

  for (i = 0; i < toys.optc; i++) {
    char *arg = toys.optargs[i], *end;
    double d;
    int unit;

    d = strtod(arg, &end);
    if (end == arg || isnan(d) || d < 0)
      help_exit("invalid time interval '%s'", arg);
    if (*end) {
      unit = stridx("smhd", *end);
      if (unit < 0 || end[1]) help_exit("invalid time interval '%s'", arg);
      total += (long double)d*(int []){1, 60, 3600, 86400}[unit];
    } else total += d;
  }

  // Forever, or longer than any time_t: wait for a signal.
  if (isinf(total) || total > 1e17) for (;;) pause();

  while (total > 0) {
    struct timespec ts;

    ts.tv_sec = total;
    ts.tv_nsec = (total-ts.tv_sec)*1e9;
    if (!ts.tv_sec && !ts.tv_nsec) break;
    total = 0;
    if (nanosleep(&ts, &ts) && errno == EINTR)
      total = ts.tv_sec+ts.tv_nsec/1e9L;
  }
}
