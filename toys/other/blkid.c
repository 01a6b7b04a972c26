/* blkid.c - filesystem type, UUID and label of block devices and images
 *
 * no standard (util-linux blkid)

USE_BLKID(NEWTOY(blkid, "L:U:s*o:[!LU]", TOYFLAG_SBIN))

config BLKID
  bool "blkid"
  default y
  help
    usage: blkid [-s TAG]... [-o full|value|export] [DEV...]
           blkid -L LABEL | -U UUID

    Print the type (TYPE), UUID, label (LABEL) and partition UUID (PARTUUID)
    of each DEV (block device or image file; default every block device in
    /proc/partitions), read from its superblock. Knows ext2/3/4, vfat,
    exfat, ntfs, btrfs, xfs, f2fs, squashfs, iso9660, swap and LUKS.

    -L  Print the device with this LABEL
    -U  Print the device with this UUID
    -o  Output format: full (DEV: TAG="value"...), value (one a line),
        export (TAG=value lines, DEVNAME first, a blank line between devices)
    -s  Show only this TAG (repeatable)

    Exit status 2 if no DEV held anything known (or -L/-U found nothing),
    4 for a bad -o.
*/

#define FOR_blkid
#include "toys.h"

GLOBALS(
  char *L, *U;
  struct arg_list *s;
  char *o;

  int found, shown;
)

static int blkid_want(char *tag)
{
  struct arg_list *al;

  if (!TT.s) return 1;
  for (al = TT.s; al; al = al->next) if (!strcmp(al->arg, tag)) return 1;

  return 0;
}

static void blkid_show(char *dev)
{
  struct blkid_info bi;
  struct stat st;
  char pu[40], *tags[] = {"LABEL", "UUID", "TYPE", "PARTUUID"},
    *vals[] = {bi.label, bi.uuid, bi.type, pu}, *s;
  int fd, i, first = 1;

  if (-1 == (fd = open(dev, O_RDONLY|O_CLOEXEC))) return;
  i = blkid_probe(fd, &bi);
  if (fstat(fd, &st)) st.st_mode = 0;
  close(fd);
  if (!i) return;
  blkid_partuuid(&st, pu);
  // util-linux shows an iso9660's UUID first
  if (!strcmp(bi.type, "iso9660")) {
    tags[0] = "UUID";
    tags[1] = "LABEL";
    vals[0] = bi.uuid;
    vals[1] = bi.label;
  }
  TT.found++;

  if (TT.L || TT.U) {
    if (!strcmp(TT.L ? bi.label : bi.uuid, TT.L ? TT.L : TT.U)) {
      xprintf("%s\n", dev);
      TT.shown++;
    }
    return;
  }
  if (!strcmp(TT.o, "export")) {
    if (TT.shown++) xputc('\n');
    xprintf("DEVNAME=%s\n", dev);
  }
  for (i = 0; i<4; i++) {
    if (!*vals[i] || !blkid_want(tags[i])) continue;
    if (*TT.o == 'v') xprintf("%s\n", vals[i]);
    else if (*TT.o == 'e') xprintf("%s=%s\n", tags[i], vals[i]);
    else {
      if (first) xprintf("%s:", dev);
      first = 0;
      xprintf(" %s=\"", tags[i]);
      for (s = vals[i]; *s; s++) xprintf("%s%c", strchr("\"\\", *s) ? "\\" : "", *s);
      xputc('"');
    }
  }
  if (*TT.o == 'f' && !first) xputc('\n');
}

static int blkid_each_show(char *dev, void *data)
{
  blkid_show(dev);

  return 0;
}

void blkid_main(void)
{
  char **arg;

  if (!TT.o) TT.o = "full";
  if (strcmp(TT.o, "full") && strcmp(TT.o, "value") && strcmp(TT.o, "export"))
    error_exit_status(4, "unsupported output format %s", TT.o);
  if (toys.optc && !TT.L && !TT.U)
    for (arg = toys.optargs; *arg; arg++) blkid_show(*arg);
  else {
    if (access("/proc/partitions", R_OK)) perror_exit("/proc/partitions");
    blkid_each(blkid_each_show, 0);
  }
  if (!TT.found || ((TT.L || TT.U) && !TT.shown)) toys.exitval = 2;
}
