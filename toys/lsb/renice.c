/* renice.c - change the niceness of running processes
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/renice.html

USE_RENICE(NEWTOY(renice, 0, TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_NOHELP))

config RENICE
  bool "renice"
  default y
  help
    usage: renice [-n INCREMENT | PRIORITY] [[-p] PID...] [-g PGRP...] [-u USER...]

    Change the niceness (-20 most favoured to 19 least) of processes: add
    INCREMENT to each one's (POSIX), or set it to PRIORITY (BSD form). Each
    ID is taken by the -p -g -u before it (default -p), reporting
    "ID (what) old priority OLD, new priority NEW" on stdout.

    -n, --priority INCREMENT  Add INCREMENT (lowering needs privilege)
    -p, --pid     IDs are process IDs
    -g, --pgrp    IDs are process group IDs (all of each group's processes)
    -u, --user    IDs are users, names or numbers (all their processes)
*/

#include "toys.h"

void renice_main(void)
{
  char **arg = toys.argv+1, *s, *end,
    *names[] = {"process ID", "process group ID", "user ID"};
  int which = 0, whiches[] = {PRIO_PROCESS, PRIO_PGRP, PRIO_USER}, n = 0,
    rel = 0, have = 0, old, new, ids = 0;
  struct passwd *pw;
  long l, id;

  for (; *arg; arg++) {
    s = *arg;
    if (!strcmp(s, "-n") || !strcmp(s, "--priority")) {
      if (have || !arg[1]) help_exit(have ? "priority given twice"
        : "option '%s' needs an argument", s);
      s = *++arg;
      rel = have = 1;
    } else if (!strcmp(s, "-p") || !strcmp(s, "--pid")) {
      which = 0;
      continue;
    } else if (!strcmp(s, "-g") || !strcmp(s, "--pgrp")) {
      which = 1;
      continue;
    } else if (!strcmp(s, "-u") || !strcmp(s, "--user")) {
      which = 2;
      continue;
    } else if (!have && (*s != '-' || isdigit((unsigned char)s[1])))
      have = 1;
    else if (*s == '-' && !isdigit((unsigned char)s[1]))
      help_exit("unknown option '%s'", s);
    else {
      // An ID
      ids++;
      if (which == 2 && (pw = getpwnam(s))) id = pw->pw_uid;
      else {
        errno = 0;
        id = strtol(s, &end, 10);
        if (!*s || *end || errno || id < 0 || id > INT_MAX) {
          if (which == 2) error_msg("unknown user %s", s);
          else error_msg("bad %s value: %s", names[which], s);
          continue;
        }
      }
      errno = 0;
      old = getpriority(whiches[which], id);
      if (errno) {
        perror_msg("failed to get priority for %ld (%s)", id, names[which]);
        continue;
      }
      new = rel ? old+n : n;
      if (new > 19) new = 19;
      if (new < -20) new = -20;
      if (setpriority(whiches[which], id, new)) {
        perror_msg("failed to set priority for %ld (%s)", id, names[which]);
        continue;
      }
      xprintf("%ld (%s) old priority %d, new priority %d\n", id, names[which],
        old, getpriority(whiches[which], id));
      continue;
    }
    // The priority or increment
    errno = 0;
    l = strtol(s, &end, 10);
    if (!*s || *end || errno) help_exit("invalid priority '%s'", s);
    n = l > 40 ? 40 : l < -40 ? -40 : l;
  }
  if (!ids) help_exit(have ? "needs an ID" : "needs a priority and an ID");
}
