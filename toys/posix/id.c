/* id.c - print user and group IDs
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/id.html

USE_ID(NEWTOY(id, "ZGgnru", TOYFLAG_USR|TOYFLAG_BIN))

config ID
  bool "id"
  default y
  help
    usage: id [-G|-g|-u [-nr]] [-Z] [USER...]

    Print the user and group IDs of USER (default: this process).

    -G  All group IDs
    -g  Only the (effective) group ID
    -n  Names instead of numbers (with -G -g -u)
    -r  Real ID instead of effective (with -G -g -u)
    -u  Only the (effective) user ID
    -Z  Only the SELinux security context (of this process)
*/

#define FOR_id
#include "toys.h"

// Print an ID as the options ask: number, name, or "number(name)"
static void show(unsigned id, int group, int both)
{
  struct passwd *pw = group ? 0 : getpwuid(id);
  struct group *gr = group ? getgrgid(id) : 0;
  char *name = pw ? pw->pw_name : gr ? gr->gr_name : 0;

  if (both) {
    xprintf("%u", id);
    if (name) xprintf("(%s)", name);
  } else if (!FLAG(n)) xprintf("%u", id);
  else if (name) xprintf("%s", name);
  else {
    error_msg("cannot find name for %s ID %u", group ? "group" : "user", id);
    xprintf("%u", id);
  }
}

// The group list: first, second, then the rest without repeats.
static int group_list(struct passwd *pw, gid_t first, gid_t second,
  gid_t **list)
{
  int i, j, n = 0, len = 0;
  gid_t *raw;

  if (pw) {
    len = 16;
    raw = xmalloc(len*sizeof(gid_t));
    while (getgrouplist(pw->pw_name, pw->pw_gid, raw, &len) < 0)
      raw = xrealloc(raw, (len *= 2)*sizeof(gid_t));
  } else {
    if ((len = getgroups(0, 0)) < 0) perror_exit("getgroups");
    raw = xmalloc((len+1)*sizeof(gid_t));  // not 0 bytes
    if ((len = getgroups(len, raw)) < 0) perror_exit("getgroups");
  }
  *list = xmalloc((len+2)*sizeof(gid_t));
  (*list)[n++] = first;
  if (second != first) (*list)[n++] = second;
  for (i = 0; i<len; i++) {
    for (j = 0; j<n; j++) if ((*list)[j] == raw[i]) break;
    if (j == n) (*list)[n++] = raw[i];
  }
  free(raw);

  return n;
}

static void do_id(struct passwd *pw)
{
  uid_t uid = pw ? pw->pw_uid : getuid(), euid = pw ? uid : geteuid();
  gid_t gid = pw ? pw->pw_gid : getgid(), egid = pw ? gid : getegid(), *list;
  int i, n;

  if (FLAG(u)) show(FLAG(r) ? uid : euid, 0, 0);
  else if (FLAG(g)) show(FLAG(r) ? gid : egid, 1, 0);
  else {
    n = group_list(pw, FLAG(G) ? gid : egid, egid, &list);
    if (FLAG(G)) for (i = 0; i<n; i++) {
      if (i) xputc(' ');
      show(list[i], 1, 0);
    } else {
      xprintf("uid=");
      show(uid, 0, 1);
      xprintf(" gid=");
      show(gid, 1, 1);
      if (euid != uid) {
        xprintf(" euid=");
        show(euid, 0, 1);
      }
      if (egid != gid) {
        xprintf(" egid=");
        show(egid, 1, 1);
      }
      xprintf(" groups=");
      for (i = 0; i<n; i++) {
        if (i) xputc(',');
        show(list[i], 1, 1);
      }
      if (!pw && selinux_enabled()) {
        char *con = readfile("/proc/self/attr/current", 0, 0);

        if (con) xprintf(" context=%s", chomp(con));
        free(con);
      }
    }
    free(list);
  }
  xputc('\n');
}

void id_main(void)
{
  char **arg;

  if (FLAG(Z)) {
    char *con;

    if (!selinux_enabled())
      error_exit("--context (-Z) works only on an SELinux-enabled kernel");
    if (*toys.optargs)
      error_exit("cannot print security context when user specified");
    if (FLAG(G) || FLAG(g) || FLAG(u))
      error_exit("cannot print \"only\" of more than one choice");
    if (!(con = readfile("/proc/self/attr/current", 0, 0)))
      perror_exit("/proc/self/attr/current");
    xputs(chomp(con));
    free(con);

    return;
  }
  if (FLAG(G)+FLAG(g)+FLAG(u) > 1)
    error_exit("cannot print \"only\" of more than one choice");
  if ((FLAG(n) || FLAG(r)) && !(FLAG(G) || FLAG(g) || FLAG(u)))
    error_exit("cannot print only names or real IDs in default format");
  if (!*toys.optargs) do_id(0);
  for (arg = toys.optargs; *arg; arg++) {
    struct passwd *pw = getpwnam(*arg);
    char *end;

    if (!pw && **arg) {
      unsigned long l = strtoul(*arg, &end, 10);

      if (!*end) pw = getpwuid(l);
    }
    if (pw) do_id(pw);
    else error_msg("'%s': no such user", *arg);
  }
}
