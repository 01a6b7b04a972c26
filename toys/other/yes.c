/* yes.c - print a line over and over
 *
 * no standard

USE_YES(NEWTOY(yes, NULL, TOYFLAG_USR|TOYFLAG_BIN))

config YES
  bool "yes"
  default y
  help
    usage: yes [STRING...]

    Write a line with the STRINGs (separated by spaces, default "y") to
    stdout until it can't write any more.
*/

#include "toys.h"

void yes_main(void)
{
  char *buf, *s;
  size_t len = 0, size, fill;
  int i;

  // One line, then as many copies of it as fit in 64k (at least one).
  for (i = 0; i < toys.optc; i++) len += strlen(toys.optargs[i])+1;
  if (!toys.optc) len = 2;
  size = len < 65536 ? 65536/len*len : len;
  s = buf = xmalloc(size);
  if (!toys.optc) memcpy(buf, "y\n", 2);
  else for (i = 0; i < toys.optc; i++) {
    s = stpcpy(s, toys.optargs[i]);
    *s++ = (i == toys.optc-1) ? '\n' : ' ';
  }
  for (fill = len; fill < size; fill += len) memcpy(buf+fill, buf, len);

  for (;;) xwrite(1, buf, size);
}
