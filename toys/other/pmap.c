/* pmap.c - show processes' memory mappings
 *
 * no standard (procps)

USE_PMAP(NEWTOY(pmap, "<1xq", TOYFLAG_USR|TOYFLAG_BIN))

config PMAP
  bool "pmap"
  default y
  help
    usage: pmap [-xq] PID...

    Show each process's memory mappings: start address, size, mode
    (read write execute, s shared) and what's mapped (file name, [ anon ]
    or [ stack ]), then the total.

    -x  Extended: resident and dirty kilobytes too
    -q  Quiet: no column headings nor total
*/

#define FOR_pmap
#include "toys.h"

static void do_pmap(long pid)
{
  unsigned long long start, end, pstart = 0, kb, rss, dirty, val, total[3] = {0, 0, 0};
  char *line, *name, perm[5], mode[6], key[32];
  FILE *fp;
  int len, x = FLAG(x), off;

  if (!(line = proc_cmdline(pid))) {
    if (errno == ENOENT) errno = ESRCH;
    perror_msg("%ld", pid);
    return;
  }
  if (!(fp = fopen(proc_path(toybuf, pid, x ? "smaps" : "maps"), "r"))) {
    perror_msg("%ld", pid);
    free(line);
    return;
  }
  xprintf("%ld:   %s\n", pid, line);
  free(line);
  if (x && !FLAG(q))
    xputs("Address           Kbytes     RSS   Dirty Mode  Mapping");

  rss = dirty = 0;
  name = 0;
  kb = 0;
  for (;;) {
    line = xgetline(fp);
    // smaps: a mapping's lines follow it: show it at the next or at EOF
    if (!line || sscanf(line, "%llx-%llx %4s %*s %*s %*s %n", &start, &end,
        perm, &off) == 3) {
      if (name) {
        if (x) xprintf("%016llx %7llu %7llu %7llu %s %s\n", pstart, kb, rss,
          dirty, mode, name);
        else xprintf("%016llx %6lluK %s %s\n", pstart, kb, mode, name);
        total[0] += kb;
        total[1] += rss;
        total[2] += dirty;
        free(name);
        name = 0;
      }
      if (!line) break;
      pstart = start;
      kb = (end-start)/1024;
      rss = dirty = 0;
      sprintf(mode, "%.3s%c-", perm, perm[3] == 's' ? 's' : '-');
      for (len = strlen(line); len > off && line[len-1] == ' '; len--);
      line[len] = 0;
      if (line[off] == '/') name = xstrdup(basename_r(line+off));
      else if (!strcmp(line+off, "[stack]")) name = xstrdup("  [ stack ]");
      else name = xstrdup("  [ anon ]");
    } else if (x && sscanf(line, "%31[^:]: %llu kB", key, &val) == 2) {
      if (!strcmp(key, "Rss")) rss = val;
      else if (!strcmp(key, "Shared_Dirty") || !strcmp(key, "Private_Dirty"))
        dirty += val;
    }
    free(line);
  }
  fclose(fp);
  if (FLAG(q)) return;
  // The total ends where a 7 digit (or its own width) Kbytes column would.
  len = numlen(total[0]);
  if (x) xprintf("---------------- ------- ------- ------- \n"
    "total kB%*llu %7llu %7llu\n", 9+(len > 7 ? len : 7), total[0], total[1],
    total[2]);
  else xprintf(" total %16lluK\n", total[0]);
}

void pmap_main(void)
{
  char **arg, *end;
  long pid;

  for (arg = toys.optargs; *arg; arg++) {
    errno = 0;
    pid = strtol(*arg, &end, 10);
    if (!isdigit((unsigned char)**arg) || *end || errno || pid > INT_MAX)
      error_msg("invalid process id: %s", *arg);
    else do_pmap(pid);
  }
}
