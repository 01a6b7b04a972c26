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

// How many logged in users the records show
int utmp_users(struct utmp_rec *list, int n)
{
  int i, count = 0;

  for (i = 0; i<n; i++)
    if (list[i].type == UTMP_USER && *list[i].user) count++;

  return count;
}
