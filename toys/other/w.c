/* w.c - who is logged in and what they are doing
 *
 * no standard (procps)

USE_W(NEWTOY(w, ">1hsfu", TOYFLAG_USR|TOYFLAG_BIN))

config W
  bool "w"
  default y
  help
    usage: w [-hsfu] [USER]

    Show uptime's line, then each user logged in (or only USER): terminal,
    where from, when they logged in, how long the terminal has been idle,
    the CPU time of all processes on it (JCPU) and of the current one
    (PCPU), and what that one is running.

    -f  Leave out the FROM column
    -h  No header lines
    -s  Short: no LOGIN@, JCPU, PCPU
    -u  Find the current process whoever owns it
*/

#define FOR_w
#include "toys.h"

struct w_proc {
  pid_t pid;
  uid_t euid;
  dev_t tty;
  unsigned long long start, cpu;
  char state, comm[20];
};

GLOBALS(
  struct w_proc *procs;
  int nprocs;
)

// Every process's terminal, start time, CPU time and owner
static int read_proc(struct dirtree *node)
{
  struct w_proc *p;
  char buf[1024], *s, *comm;
  unsigned long long utime, stime, start;
  int tty;

  if (!node->parent) return DIRTREE_RECURSE;
  if (!isdigit(*node->name)) return 0;
  sprintf(buf, "/proc/%s/stat", node->name);
  if (!readfile(buf, buf, sizeof(buf)-1) || !(s = strrchr(buf, ')'))
      || !(comm = strchr(buf, '('))) return 0;
  if (4 != sscanf(s+2, "%*c %*d %*d %*d %d %*d %*u %*u %*u %*u %*u %llu %llu "
    "%*d %*d %*d %*d %*d %*d %llu", &tty, &utime, &stime, &start)) return 0;
  if (!(TT.nprocs&63)) TT.procs = xrealloc(TT.procs,
    (TT.nprocs+64)*sizeof(*TT.procs));
  p = TT.procs+TT.nprocs++;
  p->pid = atoi(node->name);
  p->euid = node->st.st_uid;
  p->tty = tty;
  p->start = start;
  p->cpu = utime+stime;
  p->state = s[2];
  sprintf(p->comm, "%.*s", (int)(s-comm-1 < 16 ? s-comm-1 : 16), comm+1);

  return 0;
}

// A time as procps shows it in 6 columns: 1.25s, 3:05 (min:sec),
// 2:05m (hours:min), 3days
static char *interval(char *buf, unsigned long long cs)
{
  unsigned long long s = cs/100;

  if (s >= 172800) sprintf(buf, "%3llddays", s/86400);
  else if (s >= 3600) sprintf(buf, "%2lld:%02lldm", s/3600, s/60%60);
  else if (s >= 60) sprintf(buf, "%2lld:%02lld ", s/60, s%60);
  else sprintf(buf, "%2lld.%02llds", s, cs%100);

  return buf;
}

void w_main(void)
{
  struct utmp_rec *ut, *u;
  int i, j, n = utmp_read(0, &ut), from = !FLAG(f);
  long hz = sysconf(_SC_CLK_TCK);
  char user[33], line[40], host[257], idle[16], jcpu[16], pcpu[16],
    login[16], *what;
  time_t now = time(0), t;
  struct tm tm_now = *localtime(&now), *tm;
  struct stat st;
  struct passwd *pw;
  off_t len;

  if (!FLAG(h)) {
    uptime_line();
    if (FLAG(s)) xprintf("USER     TTY      %s IDLE WHAT\n",
      from ? "FROM             " : "  ");
    else xprintf("USER     TTY      %sLOGIN@   IDLE   JCPU   PCPU WHAT\n",
      from ? "FROM             " : "  ");
  }
  dirtree_flagread("/proc", DIRTREE_SHUTUP, read_proc);
  for (i = 0; i<n; i++) {
    struct w_proc *best = 0, *own = 0;
    unsigned long long cpu = 0;
    dev_t dev = 0;

    u = ut+i;
    if (u->type != UTMP_USER || !*u->user) continue;
    sprintf(user, "%.32s", u->user);
    if (*toys.optargs && strcmp(*toys.optargs, user)) continue;
    sprintf(line, "/dev/%.32s", u->line);
    sprintf(host, "%.256s", u->host);
    pw = getpwnam(user);
    *idle = 0;
    if (!stat(line, &st)) {
      if (S_ISCHR(st.st_mode)) dev = st.st_rdev;
      interval(idle, 100*(now > st.st_atime ? now-st.st_atime : 0));
    } else interval(idle, 0);

    // the newest process on the terminal (the user's unless -u) is the
    // current one; without one on the terminal, the login's own process
    for (j = 0; j<TT.nprocs; j++) {
      struct w_proc *p = TT.procs+j;

      if (p->pid == u->pid) own = p;
      if (!dev || p->tty != dev) continue;
      cpu += p->cpu;
      if ((FLAG(u) || (pw && p->euid == pw->pw_uid))
        && (!best || p->start > best->start)) best = p;
    }
    if (!best && !own) continue;
    interval(jcpu, cpu*100/hz);
    if (!best) best = own;
    // (procps shows ? for a process with no CPU time yet)
    if (best->cpu && best->state != 'Z') interval(pcpu, best->cpu*100/hz);
    else strcpy(pcpu, "  ?   ");
    // the command line, or [name] (<defunct> for a zombie) without one
    sprintf(line, "/proc/%d/cmdline", best->pid);
    len = 0;
    if ((what = readfileat(AT_FDCWD, line, 0, &len))) {
      while (len && !what[len-1]) len--;
      for (j = 0; j<len; j++) if (!what[j]) what[j] = ' ';
      what[len] = 0;
    }
    if (!len) {
      free(what);
      what = xmprintf("[%s]%s", best->comm,
        best->state == 'Z' ? " <defunct>" : "");
    }

    t = u->sec;
    tm = localtime(&t);
    if (now-t < 12*3600 || (tm->tm_yday == tm_now.tm_yday
        && tm->tm_year == tm_now.tm_year))
      strftime(login, sizeof(login), "%H:%M", tm);
    else if (now-t < 6*86400) strftime(login, sizeof(login), "%a%H", tm);
    else strftime(login, sizeof(login), "%d%b%y", tm);

    xprintf("%-8.8s %-8.8s ", user, u->line);
    if (from) xprintf("%-16.16s ", *host ? host : "-");
    else xputc(' ');
    if (FLAG(s)) xprintf("%6s", idle);
    else xprintf("%-7s %6s %6s %6s", login, idle, jcpu, pcpu);
    xprintf(" %s\n", what);
    free(what);
  }
  free(ut);
  free(TT.procs);
}
