/* usleep.c - sleep for microseconds
 *
 * No standard.

USE_USLEEP(NEWTOY(usleep, "<1>1", TOYFLAG_BIN))

config USLEEP
  bool "usleep"
  default y
  help
    usage: usleep MICROSECONDS

    Pause for MICROSECONDS microseconds.
*/

#define FOR_usleep
#include "toys.h"

void usleep_main(void)
{
  long long us = atolx_range(*toys.optargs, 0, LLONG_MAX/1000);
  struct timespec ts = {us/1000000, us%1000000*1000};

  while (nanosleep(&ts, &ts) && errno == EINTR);
}
