/* free.c - show memory use
 *
 * no standard (procps)

USE_FREE(NEWTOY(free, ">0(tebi)(pebi)(kilo)(mega)(giga)(tera)(peta)(si)b(bytes)k(kibi)m(mebi)g(gibi)h(human)t(total)w(wide)", TOYFLAG_USR|TOYFLAG_BIN))

config FREE
  bool "free"
  default y
  help
    usage: free [-bkmghtw] [--si] [--kilo|--mega|--giga|--tera|--peta]

    Show total, used and free memory and swap, from /proc/meminfo.

    -b  Bytes                   --kilo  Kilobytes (1000)
    -k  Kibibytes (default)     --mega  Megabytes
    -m  Mebibytes               --giga  Gigabytes
    -g  Gibibytes               --tera, --peta  Terabytes, petabytes
    --tebi, --pebi  Tebibytes, pebibytes
    -h  Human readable (23Gi, 2.1Gi, 10Mi)
    --si  Powers of 1000, not 1024 (with -h and -kmg)
    -t  A Total line (memory and swap together)
    -w  Wide: buffers and cache in columns of their own
*/

#define FOR_free
#include "toys.h"

GLOBALS(
  unsigned long long div;
  int base;
)

// One number (in kB) as the options ask, right justified
static void show(unsigned long long kb)
{
  unsigned long long bytes = kb*1024;
  char buf[32];

  if (!FLAG(h)) sprintf(buf, "%llu", bytes/TT.div);
  else if (bytes < TT.base) sprintf(buf, "%lluB", bytes);
  else {
    // Up the units until the number has at most 3 digits: one decimal
    // where that fits, else truncated
    double v = bytes;
    int u;

    for (u = 0; u<5; u++) {
      v /= TT.base;
      sprintf(buf, "%.1f", v);
      if (strlen(buf) > 3) sprintf(buf, "%lld", (long long)v);
      if (strlen(buf) <= 3 || u == 4) break;
    }
    sprintf(buf+strlen(buf), "%c%s", "KMGTP"[u], FLAG(si) ? "" : "i");
  }
  xprintf(" %11s", buf);
}

static unsigned long long field(char *info, char *name, int must)
{
  char *s = info;
  unsigned long long val = 0;
  int len = strlen(name);

  while (s && (strncmp(s, name, len) || s[len] != ':'))
    if ((s = strchr(s, '\n'))) s++;
  if (s) sscanf(s+len+1, "%llu", &val);
  else if (must) error_exit("/proc/meminfo: no %s", name);

  return val;
}

void free_main(void)
{
  char *info = readfile("/proc/meminfo", 0, 0);
  unsigned long long total, mfree, shared, buffers, cache, avail, used,
    stotal, sfree;
  int i, sz = 0;

  if (!info) perror_exit("/proc/meminfo");
  if (__builtin_popcountll(toys.optflags & (FLAG_b|FLAG_k|FLAG_m|FLAG_g
      |FLAG_kilo|FLAG_mega|FLAG_giga|FLAG_tera|FLAG_peta|FLAG_tebi|FLAG_pebi))
      > 1) error_exit("Multiple unit options don't make sense.");
  TT.base = FLAG(si) ? 1000 : 1024;
  // Which power of 1000 or 1024 the unit options ask for
  if (FLAG(b)) sz = 0;
  else if (FLAG(m) || FLAG(mega)) sz = 2;
  else if (FLAG(g) || FLAG(giga)) sz = 3;
  else if (FLAG(tebi) || FLAG(tera)) sz = 4;
  else if (FLAG(pebi) || FLAG(peta)) sz = 5;
  else sz = 1;
  if (FLAG(kilo) || FLAG(mega) || FLAG(giga) || FLAG(tera) || FLAG(peta))
    TT.base = 1000;
  for (TT.div = 1, i = 0; i<sz; i++) TT.div *= TT.base;

  total = field(info, "MemTotal", 1);
  mfree = field(info, "MemFree", 1);
  shared = field(info, "Shmem", 0);
  buffers = field(info, "Buffers", 0);
  cache = field(info, "Cached", 0)+field(info, "SReclaimable", 0);
  avail = strstr(info, "\nMemAvailable:") ? field(info, "MemAvailable", 0)
    : mfree;
  used = total-avail;
  if (avail > total) used = total-mfree;
  stotal = field(info, "SwapTotal", 0);
  sfree = field(info, "SwapFree", 0);
  free(info);

  xprintf("               total        used        free      shared%s"
    "   available\n", FLAG(w) ? "     buffers       cache"
    : "  buff/cache");
  xprintf("%-8s", "Mem:");
  show(total);
  show(used);
  show(mfree);
  show(shared);
  if (FLAG(w)) {
    show(buffers);
    show(cache);
  } else show(buffers+cache);
  show(avail);
  xprintf("\n%-8s", "Swap:");
  show(stotal);
  show(stotal-sfree);
  show(sfree);
  if (FLAG(t)) {
    xprintf("\n%-8s", "Total:");
    show(total+stotal);
    show(used+stotal-sfree);
    show(mfree+sfree);
  }
  xputc('\n');
}
