/* count.c - copy stdin to stdout showing progress
 *
 * No standard (behaves as toybox's count).

USE_COUNT(NEWTOY(count, ">0", TOYFLAG_USR|TOYFLAG_BIN))

config COUNT
  bool "count"
  default y
  help
    usage: count

    Copy stdin to stdout, showing the bytes copied so far on stderr (at
    most four times a second, and at the end).
*/

#define FOR_count
#include "toys.h"

void count_main(void)
{
  char *buf = xmalloc(65536);
  long long total = 0, then = 0, now;
  ssize_t len;

  while ((len = read(0, buf, 65536)) > 0) {
    xwrite(1, buf, len);
    total += len;
    if ((now = millitime()) - then >= 250) {
      fprintf(stderr, "%lld bytes\r", total);
      then = now;
    }
  }
  if (len < 0) perror_msg("stdin");
  fprintf(stderr, "%lld bytes\n", total);
  free(buf);
}
