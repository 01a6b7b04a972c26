/* swapon.c - start and stop swapping to devices and files
 *
 * no standard (util-linux swapon, swapoff)

USE_SWAPON(NEWTOY(swapon, "ad(discard);p(priority)#<-1>32767", TOYFLAG_SBIN))
USE_SWAPOFF(NEWTOY(swapoff, "a", TOYFLAG_SBIN))

config SWAPON
  bool "swapon"
  default y
  help
    usage: swapon [-d[POLICY]] [-p PRIORITY] {-a | DEV...}

    Start swapping to each DEV (a device or file mkswap made).

    -a  Every swap in /etc/fstab (type swap) not marked noauto, not on yet
        (with its pri= and discard options)
    -d  Discard freed pages (--discard[=POLICY]: once, the whole area at
        swapon, or pages, each freed page; default both)
    -p  PRIORITY -1 to 32767 (higher is used first; default the kernel's)

config SWAPOFF
  bool "swapoff"
  default y
  help
    usage: swapoff {-a | DEV...}

    Stop swapping to each DEV (or with -a, every one in /proc/swaps and
    every swap in /etc/fstab).
*/

#define FOR_swapon
#include "toys.h"
#include <sys/swap.h>
#include <mntent.h>

GLOBALS(
  char *d;
  long p;
)

#ifndef SWAP_FLAG_DISCARD_ONCE
#define SWAP_FLAG_DISCARD_ONCE 0x20000
#define SWAP_FLAG_DISCARD_PAGES 0x40000
#endif

// Is swap dev on (in /proc/swaps)?
static int swap_active(char *dev)
{
  FILE *fp = fopen("/proc/swaps", "r");
  char *line, *path = canonpath(dev, ABS_MISSING);
  int len, on = 0;

  if (!fp || !path) {
    if (fp) fclose(fp);
    free(path);
    return 0;
  }
  len = strlen(path);
  while (!on && (line = xgetline(fp))) {
    on = !strncmp(line, path, len) && isspace(line[len]);
    free(line);
  }
  fclose(fp);
  free(path);

  return on;
}

static int swapon_one(char *dev, char *discard, long pri)
{
  int flags = 0;

  if (pri>=0) flags |= SWAP_FLAG_PREFER|(pri&SWAP_FLAG_PRIO_MASK);
  if (discard) {
    flags |= SWAP_FLAG_DISCARD;
    if (!strcmp(discard, "once")) flags |= SWAP_FLAG_DISCARD_ONCE;
    else if (!strcmp(discard, "pages")) flags |= SWAP_FLAG_DISCARD_PAGES;
    else if (*discard) error_exit("bad discard policy '%s'", discard);
  }
  if (swapon(dev, flags)) {
    perror_msg("%s: swapon failed", dev);
    return 1;
  }

  return 0;
}

void swapon_main(void)
{
  char **arg, *discard = FLAG(d) ? (TT.d ? TT.d : "") : 0, *s;
  long pri = FLAG(p) ? TT.p : -1;
  struct mntent *me;
  FILE *fp;

  if (FLAG(a)) {
    if (toys.optc) help_exit("-a with arguments");
    if (!(fp = setmntent("/etc/fstab", "r"))) perror_exit("/etc/fstab");
    while ((me = getmntent(fp))) {
      char *dis = discard, *dev;
      long p = pri;

      if (strcmp(me->mnt_type, "swap") || hasmntopt(me, "noauto")) continue;
      dev = blkid_spec(me->mnt_fsname);
      if (!swap_active(dev)) {
        if ((s = hasmntopt(me, "pri")) && s[3] == '=')
          p = atolx_range(s+4, -1, 32767);
        if ((s = hasmntopt(me, "discard"))) dis = s[7] == '=' ? xstrndup(s+8,
          strcspn(s+8, ",")) : "";
        toys.exitval |= swapon_one(dev, dis, p);
        if (dis != discard && *dis) free(dis);
      }
      if (dev != me->mnt_fsname) free(dev);
    }
    endmntent(fp);
  } else {
    if (!toys.optc) help_exit("needs -a or DEV");
    for (arg = toys.optargs; *arg; arg++)
      toys.exitval |= swapon_one(*arg, discard, pri);
  }
}

#define CLEANUP_swapon
#define FOR_swapoff
#include <generated/flags.h>

static void swapoff_one(char *dev)
{
  if (swapoff(dev)) perror_msg("%s: swapoff failed", dev);
}

void swapoff_main(void)
{
  char **arg, *line, *s;
  struct mntent *me;
  FILE *fp;

  if (FLAG(a)) {
    if (toys.optc) help_exit("-a with arguments");
    // /proc/swaps: "Filename Type Size Used Priority", names \040 escaped
    if ((fp = fopen("/proc/swaps", "r"))) {
      free(xgetline(fp));
      while ((line = xgetline(fp))) {
        if ((s = strpbrk(line, " \t"))) *s = 0;
        swapoff_one(line);
        free(line);
      }
      fclose(fp);
    }
    if ((fp = setmntent("/etc/fstab", "r"))) {
      while ((me = getmntent(fp))) {
        if (strcmp(me->mnt_type, "swap")) continue;
        s = blkid_spec(me->mnt_fsname);
        if (swap_active(s)) swapoff_one(s);
        if (s != me->mnt_fsname) free(s);
      }
      endmntent(fp);
    }
  } else {
    if (!toys.optc) help_exit("needs -a or DEV");
    for (arg = toys.optargs; *arg; arg++) swapoff_one(*arg);
  }
}
