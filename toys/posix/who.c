/* who.c - show who is logged in
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/who.html

USE_WHO(NEWTOY(who, ">2abdHlmpqrsTuw", TOYFLAG_USR|TOYFLAG_BIN))

config WHO
  bool "who"
  default y
  help
    usage: who [-abdHlmpqrsTu] [FILE | am i]

    Show the users logged in, from FILE (default /var/run/utmp, without
    logins whose process is gone).

    -a  All: -b -d -l -p -r -T -u
    -b  Time of the last system boot
    -d  Dead processes
    -H  A line of column headings
    -l  Login processes (waiting for a user)
    -m  Only the terminal on stdin (also "who am i")
    -p  Other processes init started
    -q  Only the user names and how many
    -r  The run level
    -s  Name, line and time (the default)
    -T  The terminal's message status: + writable, - not, ? unknown (-w)
    -u  Idle time (. for less than a minute, old for over a day) and PID
*/

#define FOR_who
#include "toys.h"

GLOBALS(
  int idle, mesg, exit, brief;
)

static void line(char *user, char state, char *tty, char *when, char *idle,
  char *pid, char *comment, char *exitstr)
{
  char *s = toybuf, *end;

  s += sprintf(s, "%-8s", user);
  if (TT.mesg) s += sprintf(s, " %c", state);
  s += sprintf(s, " %-12s %-16s", tty, when);
  if (TT.idle) s += sprintf(s, " %-6s", idle);
  if (!TT.brief) s += sprintf(s, " %10s", pid);
  s += sprintf(s, " %-8s", comment);
  if (TT.exit) s += sprintf(s, " %s", exitstr);
  for (end = s; end > toybuf && end[-1] == ' '; end--);
  *end = 0;
  xputs(toybuf);
}

// Copy a fixed size utmp field to a string
static char *field(char *buf, char *f, int len)
{
  sprintf(buf, "%.*s", len, f);

  return buf;
}

void who_main(void)
{
  struct utmp_rec *ut, *u;
  char *file = 0, *me = 0, user[33], tty[33], id[5], when[32], idle[16],
    pid[16], comment[300], exitstr[64];
  int i, n, users = 0, all = FLAG(a), none;
  time_t now = time(0), t;
  struct stat st;

  if (toys.optc == 2) toys.optflags |= FLAG_m;
  else if (toys.optc) file = *toys.optargs;
  if (FLAG(m) && (me = ttyname(0) ? : "")) strstart(&me, "/dev/");
  none = !(toys.optflags & (FLAG_b|FLAG_d|FLAG_l|FLAG_p|FLAG_r|FLAG_u|FLAG_a));
  TT.brief = none;
  TT.idle = all || FLAG(u) || FLAG(d) || FLAG(l) || FLAG(r);
  TT.mesg = all || FLAG(T) || FLAG(w);
  TT.exit = all || FLAG(d);
  n = utmp_read(file, &ut);
  if (!file) n = utmp_alive(ut, n);

  if (FLAG(q)) {
    for (i = 0; i<n; i++) if (ut[i].type == UTMP_USER && *ut[i].user)
      xprintf("%s%s", users++ ? " " : "", field(user, ut[i].user, 32));
    xprintf("\n# users=%d\n", users);
    free(ut);

    return;
  }
  if (FLAG(H)) line("NAME", ' ', "LINE", "TIME", "IDLE", "PID", "COMMENT",
    "EXIT");
  for (i = 0; i<n; i++) {
    u = ut+i;
    field(user, u->user, 32);
    field(tty, u->line, 32);
    sprintf(comment, "id=%s", field(id, u->id, 4));
    *idle = *exitstr = 0;
    sprintf(pid, "%d", u->pid);
    t = u->sec;
    strftime(when, sizeof(when), "%Y-%m-%d %H:%M", localtime(&t));
    if (u->type == UTMP_USER && *u->user) {
      if ((!none && !all && !FLAG(u)) || (me && strcmp(me, tty))) continue;
      sprintf(toybuf, "/dev/%s", tty);
      if (stat(toybuf, &st)) strcpy(idle, "  ?");
      else {
        long s = now-st.st_atime;

        if (s < 60) strcpy(idle, "  .");
        else if (s < 86400) sprintf(idle, "%02ld:%02ld", s/3600, s/60%60);
        else strcpy(idle, " old");
      }
      if (*u->host) sprintf(comment, "(%.256s)", u->host);
      else *comment = 0;
      line(user, stat(toybuf, &st) ? '?' : (st.st_mode&S_IWGRP) ? '+' : '-',
        tty, when, idle, TT.idle ? pid : "", comment, "");
    } else if (u->type == UTMP_BOOT && (all || FLAG(b)))
      line("", ' ', "system boot", when, "", "", "", "");
    else if (u->type == UTMP_RUN_LVL && (all || FLAG(r))) {
      int last = u->pid/256;

      sprintf(tty, "run-level %c", u->pid%256);
      sprintf(comment, "last=%c", last == 'N' ? 'S' : last);
      line("", ' ', tty, when, "", "", comment, "");
    } else if (u->type == UTMP_INIT && (all || FLAG(p)))
      line("", ' ', tty, when, "", pid, comment, "");
    else if (u->type == UTMP_LOGIN && (all || FLAG(l)))
      line("LOGIN", ' ', tty, when, "", pid, comment, "");
    else if (u->type == UTMP_DEAD && (all || FLAG(d))) {
      sprintf(exitstr, "term=%d exit=%d", u->term, u->exit);
      line("", ' ', tty, when, "", pid, comment, exitstr);
    }
  }
  free(ut);
}
