/* users.c - names of the users logged in
 *
 * no standard

USE_USERS(NEWTOY(users, ">1", TOYFLAG_USR|TOYFLAG_BIN))

config USERS
  bool "users"
  default y
  help
    usage: users [FILE]

    Print the names of the users logged in (one for each login, sorted),
    from FILE (default /var/run/utmp, without logins whose process is gone).
*/

#include "toys.h"

void users_main(void)
{
  struct utmp_rec *ut;
  int i, n = utmp_read(*toys.optargs, &ut), count = 0;
  char **names = xmalloc((n+1)*sizeof(char *));

  if (!*toys.optargs) n = utmp_alive(ut, n);
  for (i = 0; i<n; i++) if (ut[i].type == UTMP_USER && *ut[i].user)
    names[count++] = xstrndup(ut[i].user, sizeof(ut->user));
  qsort(names, count, sizeof(char *), qstrcmp);
  for (i = 0; i<count; i++) {
    xprintf("%s%c", names[i], i+1 == count ? '\n' : ' ');
    free(names[i]);
  }
  free(names);
  free(ut);
}
