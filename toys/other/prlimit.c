/* prlimit.c - show and set processes' resource limits
 *
 * no standard (util-linux)

USE_PRLIMIT(NEWTOY(prlimit, "^(noheadings)(raw)p(pid)#<0o(output):v(as);c(core);t(cpu);d(data);f(fsize);x(locks);l(memlock);q(msgqueue);e(nice);n(nofile);u(nproc);m(rss);r(rtprio);y(rttime);i(sigpending);s(stack);", TOYFLAG_USR|TOYFLAG_BIN))

config PRLIMIT
  bool "prlimit"
  default y
  help
    usage: prlimit [-p PID] [-o COLUMNS] [--noheadings] [--raw] [-RESOURCE[=LIMITS]]... [COMMAND [ARG...]]

    Show the resource limits of process PID (default ours) or set the
    RESOURCEs given LIMITS, then run COMMAND with them if given. LIMITS is
    SOFT:HARD, SOFT: or :HARD (leave the other), or one value for both;
    "unlimited", "infinity" and -1 mean no limit. Shows every resource
    unless some are given without LIMITS; nothing with COMMAND.

    -p, --pid PID  The process (default: prlimit itself, and COMMAND)
    -o, --output COLUMNS  Columns shown, comma separated, from RESOURCE
                   DESCRIPTION SOFT HARD UNITS (default all)
    --noheadings   No heading line
    --raw          Columns separated by one space, no alignment

    Resources:
    -v, --as   address space        -c, --core  core file size
    -t, --cpu  CPU seconds          -d, --data  data size
    -f, --fsize  file size          -x, --locks  file locks
    -l, --memlock  locked memory    -q, --msgqueue  POSIX mqueue bytes
    -e, --nice  nice to raise to    -n, --nofile  open files
    -u, --nproc  processes          -m, --rss  resident set size
    -r, --rtprio  real-time priority  -y, --rttime  real-time microseconds
    -i, --sigpending  pending signals  -s, --stack  stack size
*/

#define FOR_prlimit
#include "toys.h"

GLOBALS(
  long p;
  char *o, *res[16];
)

static const struct {
  char *name, *desc, *units;
  int res;
} prl[] = {
  {"AS", "address space limit", "bytes", RLIMIT_AS},
  {"CORE", "max core file size", "bytes", RLIMIT_CORE},
  {"CPU", "CPU time", "seconds", RLIMIT_CPU},
  {"DATA", "max data size", "bytes", RLIMIT_DATA},
  {"FSIZE", "max file size", "bytes", RLIMIT_FSIZE},
  {"LOCKS", "max number of file locks held", "locks", RLIMIT_LOCKS},
  {"MEMLOCK", "max locked-in-memory address space", "bytes",
    RLIMIT_MEMLOCK},
  {"MSGQUEUE", "max bytes in POSIX mqueues", "bytes", RLIMIT_MSGQUEUE},
  {"NICE", "max nice prio allowed to raise", "", RLIMIT_NICE},
  {"NOFILE", "max number of open files", "files", RLIMIT_NOFILE},
  {"NPROC", "max number of processes", "processes", RLIMIT_NPROC},
  {"RSS", "max resident set size", "bytes", RLIMIT_RSS},
  {"RTPRIO", "max real-time priority", "", RLIMIT_RTPRIO},
  {"RTTIME", "timeout for real-time tasks", "microsecs", RLIMIT_RTTIME},
  {"SIGPENDING", "max number of pending signals", "signals",
    RLIMIT_SIGPENDING},
  {"STACK", "max stack size", "bytes", RLIMIT_STACK},
};

static char *cols[] = {"RESOURCE", "DESCRIPTION", "SOFT", "HARD", "UNITS"};

// One value: a number or no limit; 0 for a bad one.
static int prl_num(char *s, rlim_t *r)
{
  char *end;

  if (!strcmp(s, "unlimited") || !strcmp(s, "infinity") || !strcmp(s, "-1"))
    *r = RLIM_INFINITY;
  else {
    if (!isdigit((unsigned char)*s)) return 0;
    errno = 0;
    *r = strtoull(s, &end, 10);
    if (*end || errno) return 0;
  }

  return 1;
}

static char *prl_cell(int i, int col, struct rlimit *rl)
{
  rlim_t r = col == 2 ? rl->rlim_cur : rl->rlim_max;

  if (!col) return prl[i].name;
  if (col == 1) return prl[i].desc;
  if (col == 4) return prl[i].units;
  if (r == RLIM_INFINITY) return xstrdup("unlimited");

  return xmprintf("%llu", (unsigned long long)r);
}

void prlimit_main(void)
{
  struct rlimit rl[16], new;
  int show[16], i, j, c, any = 0, order[5], ncols = 0, width[5], len;
  char *s, *colon, *cell[16][5];
  pid_t pid = FLAG(p) ? TT.p : 0;

  // Columns
  if (TT.o) {
    for (s = TT.o; *s; s += len+!!s[len]) {
      len = strcspn(s, ",");
      for (c = 0; c < 5; c++)
        if (strlen(cols[c]) == len && !strncasecmp(s, cols[c], len)) break;
      if (c == 5 || ncols == 5) error_exit("unknown column: %.*s", len, s);
      order[ncols++] = c;
    }
  } else for (ncols = 0; ncols < 5; ncols++) order[ncols] = ncols;

  for (i = 0; i < 16; i++) {
    show[i] = 0;
    if (!(toys.optflags & (1<<(15-i)))) continue;
    any++;
    if (prlimit(pid, prl[i].res, 0, rl+i))
      perror_exit("failed to get the %s resource limit", prl[i].name);
    if (!(s = TT.res[i]) || !*(s += *s == '=')) {
      show[i] = 1;
      continue;
    }
    new = rl[i];
    if (!(colon = strchr(s, ':'))) {
      if (!prl_num(s, &new.rlim_cur)) goto bad;
      new.rlim_max = new.rlim_cur;
    } else {
      *colon = 0;
      if ((*s && !prl_num(s, &new.rlim_cur))
        || (colon[1] && !prl_num(colon+1, &new.rlim_max))) goto bad;
    }
    if (prlimit(pid, prl[i].res, &new, 0))
      perror_exit("failed to set the %s resource limit", prl[i].name);
    continue;
bad:
    error_exit("failed to parse %s limit", prl[i].name);
  }
  if (!any) for (i = 0; i < 16; i++) {
    if (prlimit(pid, prl[i].res, 0, rl+i))
      perror_exit("failed to get the %s resource limit", prl[i].name);
    show[i] = 1;
  }
  for (i = any = 0; i < 16; i++) any += show[i];

  // A table with each column as wide as its widest cell, the last unpadded
  if (any && !*toys.optargs) {
    // (headings count even when not shown, as in util-linux)
    for (c = 0; c < ncols; c++) width[c] = strlen(cols[order[c]]);
    for (i = 0; i < 16; i++) for (c = 0; show[i] && c < ncols; c++) {
      cell[i][c] = prl_cell(i, order[c], rl+i);
      if (width[c] < (len = strlen(cell[i][c]))) width[c] = len;
    }
    for (i = -1; i < 16; i++) {
      if (i < 0 ? FLAG(noheadings) : !show[i]) continue;
      for (c = 0; c < ncols; c++) {
        s = i < 0 ? cols[order[c]] : cell[i][c];
        j = (order[c] == 2 || order[c] == 3) ? 1 : -1;
        if (FLAG(raw)) {
          for (; *s; s++)
            if (*s == ' ' || *s == '\\') xprintf("\\x%02x", *s);
            else xputc(*s);
        } else if (c == ncols-1 && j < 0) xputsn(s);
        else xprintf("%*s", j*width[c], s);
        if (c < ncols-1) xputc(' ');
        if (i >= 0 && (order[c] == 2 || order[c] == 3)) free(cell[i][c]);
      }
      xputc('\n');
    }
  }

  if (*toys.optargs) {
    xflush(1);
    xexec(toys.optargs);
  }
}
