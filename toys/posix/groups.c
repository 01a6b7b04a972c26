/* groups.c - print the groups a user is in
 *
 * no standard

USE_GROUPS(NEWTOY(groups, 0, TOYFLAG_USR|TOYFLAG_BIN))

config GROUPS
  bool "groups"
  default y
  help
    usage: groups [USER...]

    Print the names of the groups this process (or each USER) is in,
    as "USER : GROUP..." for each USER.
*/

#include "toys.h"

// The real group, the effective one, then the rest, without repeats
static void show(gid_t *list, int n, gid_t first, gid_t second)
{
  int i, j;

  xprintf("%s", getgroupname(first));
  if (second != first) xprintf(" %s", getgroupname(second));
  for (i = 0; i<n; i++) {
    for (j = 0; j<i; j++) if (list[j] == list[i]) break;
    if (j == i && list[i] != first && list[i] != second)
      xprintf(" %s", getgroupname(list[i]));
  }
  xputc('\n');
}

void groups_main(void)
{
  char **arg;
  gid_t *list;
  int n;

  if (!*toys.optargs) {
    if ((n = getgroups(0, 0)) < 0) perror_exit("getgroups");
    list = xmalloc((n+1)*sizeof(gid_t));
    if ((n = getgroups(n, list)) < 0) perror_exit("getgroups");
    show(list, n, getgid(), getegid());
    free(list);
  }
  for (arg = toys.optargs; *arg; arg++) {
    struct passwd *pw = getpwnam(*arg);
    gid_t gid;

    if (!pw) {
      error_msg("'%s': no such user", *arg);
      continue;
    }
    n = 16;
    list = xmalloc(n*sizeof(gid_t));
    gid = pw->pw_gid;
    while (getgrouplist(*arg, gid, list, &n) < 0)
      list = xrealloc(list, (n *= 2)*sizeof(gid_t));
    xprintf("%s : ", *arg);
    show(list, n, gid, gid);
    free(list);
  }
}
