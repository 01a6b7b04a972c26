/* vmstat.c - report virtual memory statistics
 *
 * no standard (procps)

USE_VMSTAT(NEWTOY(vmstat, ">2n(one-header)w(wide)", TOYFLAG_USR|TOYFLAG_BIN))

config VMSTAT
  bool "vmstat"
  default y
  help
    usage: vmstat [-nw] [DELAY [COUNT]]

    Print processes, memory, swap, I/O, system and CPU statistics: the
    first line averages since boot, then every DELAY seconds (COUNT times,
    default forever) a line for the time since the one before.

    -n  Print the header only once (not again every screenful)
    -w  Wide columns

    procs: r runnable, b blocked. memory (KiB): swpd swap used, free,
    buff buffers, cache page cache. swap (KiB/s): si in, so out. io
    (blocks/s): bi in, bo out. system (/s): in interrupts, cs context
    switches. cpu (% of time): us user, sy system, id idle, wa I/O wait,
    st stolen (gu guest, with -w).
*/

#define FOR_vmstat
#include "toys.h"

struct vmstat_sample {
  // user nice system idle iowait irq softirq steal guest guest_nice
  unsigned long long cpu[10], intr, ctxt, running, blocked, pgin, pgout,
    swin, swout;
};

static unsigned long long get(char *text, char *name, char *after)
{
  char *s = text;
  int len = strlen(name);
  unsigned long long val = 0;

  while (s && (strncmp(s, name, len) || !strchr(after, s[len])))
    if ((s = strchr(s, '\n'))) s++;
  if (s) sscanf(s+len+1, "%llu", &val);

  return val;
}

static char *proc(char *name)
{
  char *s = readfile(name, 0, 0);

  if (!s) perror_exit("%s", name);

  return s;
}

static void sample(struct vmstat_sample *vs)
{
  char *s = proc("/proc/stat");

  memset(vs, 0, sizeof(*vs));
  sscanf(s, "cpu %llu %llu %llu %llu %llu %llu %llu %llu %llu %llu",
    vs->cpu, vs->cpu+1, vs->cpu+2, vs->cpu+3, vs->cpu+4, vs->cpu+5, vs->cpu+6,
    vs->cpu+7, vs->cpu+8, vs->cpu+9);
  vs->intr = get(s, "intr", " ");
  vs->ctxt = get(s, "ctxt", " ");
  vs->running = get(s, "procs_running", " ");
  vs->blocked = get(s, "procs_blocked", " ");
  free(s);
  s = proc("/proc/vmstat");
  vs->pgin = get(s, "pgpgin", " ");
  vs->pgout = get(s, "pgpgout", " ");
  vs->swin = get(s, "pswpin", " ");
  vs->swout = get(s, "pswpout", " ");
  free(s);
}

static void header(void)
{
  if (FLAG(w)) xputs("--procs-- -----------------------memory------------"
    "---------- ---swap-- -----io---- -system-- ----------cpu----------\n"
    "   r    b         swpd         free         buff        cache   si   so"
    "    bi    bo   in   cs  us  sy  id  wa  st  gu");
  else xputs("procs -----------memory---------- ---swap-- -----io---- -system--"
    " ------cpu-----\n r  b   swpd   free   buff  cache   si   so    bi    bo"
    "   in   cs us sy id wa st");
}

void vmstat_main(void)
{
  struct vmstat_sample vs[2], *new, *old;
  unsigned long long d[8], guest, user, div, div2, per, mul, kpage = sysconf(_SC_PAGESIZE)/1024;
  long long delay = 0, count = -1, i, j;
  unsigned rows = 0, cols = 80, lines = 0;
  char *mem, *s, *end;

  for (i = 0; i<toys.optc; i++) {
    s = toys.optargs[i];
    errno = 0;
    j = strtoll(s, &end, 10);
    if (!*s || *end || j < 0 || errno)
      error_exit("failed to parse argument: '%s'", s);
    if (i) count = j;
    else if (!(delay = j)) error_exit("delay must be positive integer");
  }
  if (!delay) count = 1;
  if (!count) count = 1;
  if (!FLAG(n) && isatty(1)) terminal_size(&cols, &rows);

  memset(vs, 0, sizeof(vs));
  for (i = 0; count<0 || i<count; i++) {
    new = vs+(i&1);
    old = vs+!(i&1);
    sample(new);
    if (i) {
      if (rows > 3 && !(lines%(rows-3))) header();
    } else header();
    lines++;
    mem = proc("/proc/meminfo");

    // CPU time in each state since the sample before (or boot)
    for (div = j = 0; j<8; j++) div += (d[j] = new->cpu[j]-old->cpu[j]);
    if (!div) div = d[3] = 1;
    // user time includes guest time: procps shows it apart (gu with -w)
    guest = new->cpu[8]+new->cpu[9]-old->cpu[8]-old->cpu[9];
    user = d[0]+d[1] > guest ? d[0]+d[1]-guest : 0;
    div2 = div/2;
    // Rates: since boot per CPU second, then per second of the delay
    if (i) per = delay, mul = 1;
    else per = div, mul = sysconf(_SC_CLK_TCK);
#define RATE(x) ((mul*(x)+per/2)/per)
#define PCT(x) ((100*(x)+div2)/div)
    xprintf(FLAG(w) ? "%4llu %4llu %12llu %12llu %12llu %12llu %4llu %4llu"
      " %5llu %5llu %4llu %4llu %3llu %3llu %3llu %3llu %3llu"
      : "%2llu %2llu %6llu %6llu %6llu %6llu %4llu %4llu %5llu %5llu %4llu"
      " %4llu %2llu %2llu %2llu %2llu %2llu",
      new->running, new->blocked,
      get(mem, "SwapTotal", ":")-get(mem, "SwapFree", ":"),
      get(mem, "MemFree", ":"), get(mem, "Buffers", ":"),
      get(mem, "Cached", ":")+get(mem, "SReclaimable", ":"),
      RATE((new->swin-old->swin)*kpage), RATE((new->swout-old->swout)*kpage),
      RATE(new->pgin-old->pgin), RATE(new->pgout-old->pgout),
      RATE(new->intr-old->intr), RATE(new->ctxt-old->ctxt),
      PCT(user), PCT(d[2]+d[5]+d[6]), PCT(d[3]), PCT(d[4]), PCT(d[7]));
    if (FLAG(w)) xprintf(" %3llu", PCT(guest));
    xputc('\n');
    free(mem);
    if (i+1 != count) {
      xflush(1);
      sleep(delay);
    }
  }
}
