/* lsusb.c - list USB devices
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard. Output as usbutils' lsusb.

USE_LSUSB(NEWTOY(lsusb, "ti:", TOYFLAG_USR|TOYFLAG_BIN))

config LSUSB
  bool "lsusb"
  default y
  help
    usage: lsusb [-t] [-i FILE]

    List the USB devices in /sys/bus/usb/devices: bus, device number, vendor
    and product ID and names (from the usb.ids database, else the device's
    own strings).

    -i	Names from FILE (default /usr/share/misc/usb.ids,
    	/usr/share/hwdata/usb.ids, /var/lib/usbutils/usb.ids)
    -t	Show the tree of hubs, devices and their interfaces
*/

#define FOR_lsusb
#include "toys.h"

GLOBALS(
  char *i;

  char **names;
  int n;
)

#define SYS "/sys/bus/usb/devices"

static char *get(char *dev, char *file)
{
  char *s = xmprintf(SYS "/%s/%s", dev, file), *r = readfile(s, 0, 0);

  free(s);
  if (r) {
    chomp(r);
    s = r+strspn(r, " ");
    memmove(r, s, strlen(s)+1);
  }

  return r;
}

static int num(char *dev, char *file, int base)
{
  char *s = get(dev, file);
  int r = s ? strtol(s, 0, base) : -1;

  free(s);

  return r;
}

// Driver of dev (basename of its driver link), or of its parent with up
static char *driver(char *dev, int up)
{
  char *s = xmprintf(SYS "/%s%s/driver", dev, up ? "/.." : ""), *l = xreadlink(s);

  free(s);
  if (!l) return xstrdup("");
  s = xstrdup(basename(l));
  free(l);

  return s;
}

// Vendor (p<0) or product name from usb.ids
static char *ids(FILE *fp, int v, int p)
{
  char *line, *name = 0;
  int in = 0;

  if (!fp) return 0;
  rewind(fp);
  while ((line = xgetline(fp))) {
    if (*line!='#' && *line) {
      if (*line!='\t') {
        if (in) break;
        if (isxdigit(*line) && strtol(line, 0, 16)==v && line[4]==' ') {
          in = 1;
          if (p<0) name = xstrdup(line+6);
        }
      } else if (in && line[1]!='\t' && strtol(line+1, 0, 16)==p)
        name = xstrdup(line+7);
    }
    free(line);
    if (name) break;
  }

  return name;
}

static int cmpname(const void *a, const void *b)
{
  return strcmp(*(char **)a, *(char **)b);
}

static char *class_name(int c)
{
  struct { int c; char *n; } t[] = {{1, "Audio"}, {2, "Communications"},
    {3, "Human Interface Device"}, {5, "Physical Interface Device"},
    {6, "Imaging"}, {7, "Printer"}, {8, "Mass Storage"}, {9, "Hub"},
    {10, "CDC Data"}, {11, "Chip/SmartCard"}, {13, "Content Security"},
    {14, "Video"}, {15, "Personal Healthcare"}, {16, "Audio/Video"},
    {17, "Billboard"}, {0xdc, "Diagnostic"}, {0xe0, "Wireless"},
    {0xef, "Miscellaneous Device"}, {0xfe, "Application Specific Interface"},
    {0xff, "Vendor Specific Class"}};
  int i;

  for (i = 0; i<sizeof(t)/sizeof(*t); i++) if (t[i].c == c) return t[i].n;

  return "";
}

// Show the devices below dev (a hub), and their interfaces, at depth
static void tree(char *dev, int depth)
{
  char *prefix = strncmp(dev, "usb", 3) ? dev : dev+3, *s, *speed, *drv,
    *ifs[256];
  int i, j, len, nif;

  for (i = 0; i<TT.n; i++) {
    char *d = TT.names[i];

    // a child is PREFIX-N (of a root hub) or PREFIX.N, no ':'
    len = strlen(prefix);
    if (strncmp(d, prefix, len) || (d[len]!=(dev==prefix ? '.' : '-'))
        || strchr(d+len+1, '.') || strchr(d, ':')) continue;
    // its interfaces, in order
    for (nif = j = 0; j<TT.n && nif<256; j++)
      if (!strncmp(TT.names[j], d, strlen(d)) && TT.names[j][strlen(d)]==':')
        ifs[nif++] = TT.names[j];
    for (j = 0; j<nif; j++) for (len = j+1; len<nif; len++)
      if (atoi(strrchr(ifs[len], '.')+1) < atoi(strrchr(ifs[j], '.')+1)) {
        s = ifs[j];
        ifs[j] = ifs[len];
        ifs[len] = s;
      }
    len = strlen(prefix);
    speed = get(d, "speed");
    for (j = 0; j<nif; j++) {
      int cls = num(ifs[j], "bInterfaceClass", 16);

      drv = driver(ifs[j], 0);
      xprintf("%*s|__ Port %s: Dev %d, If %d, Class=%s, Driver=%s", 4*depth, "",
        d+len+1, num(d, "devnum", 10), num(ifs[j], "bInterfaceNumber", 16),
        class_name(cls), drv);
      if (cls==9) xprintf("/%dp", num(d, "maxchild", 10));
      xprintf(", %sM\n", speed ? speed : "");
      free(drv);
    }
    free(speed);
    s = get(d, "maxchild");
    if (s && atoi(s)) tree(d, depth+1);
    free(s);
  }
}

static int busdesc(const void *a, const void *b)
{
  return atoi(*(char **)b+3)-atoi(*(char **)a+3);
}

void lsusb_main(void)
{
  char *dbs[] = {"/usr/share/misc/usb.ids", "/usr/share/hwdata/usb.ids",
    "/var/lib/usbutils/usb.ids"}, *s, *v, *p, **roots;
  DIR *dir;
  struct dirent *de;
  FILE *fp = 0;
  int i, nr = 0;

  if (TT.i) fp = xfopen(TT.i, "r");
  if (!(dir = opendir(SYS))) perror_exit(SYS);
  while ((de = readdir(dir))) {
    if (*de->d_name=='.') continue;
    TT.names = xrealloc(TT.names, sizeof(char *)*(TT.n+1));
    TT.names[TT.n++] = xstrdup(de->d_name);
  }
  closedir(dir);
  if (TT.n) qsort(TT.names, TT.n, sizeof(char *), cmpname);
  roots = xzalloc(sizeof(char *)*(TT.n+1));
  for (i = 0; i<TT.n; i++)
    if (!strncmp(TT.names[i], "usb", 3)) roots[nr++] = TT.names[i];
  qsort(roots, nr, sizeof(char *), busdesc);

  if (FLAG(t)) {
    for (i = 0; i<nr; i++) {
      s = driver(roots[i], 1);
      v = get(roots[i], "speed");
      xprintf("/:  Bus %02d.Port 1: Dev %d, Class=root_hub, Driver=%s/%dp, %sM\n",
        num(roots[i], "busnum", 10), num(roots[i], "devnum", 10), s,
        num(roots[i], "maxchild", 10), v ? v : "");
      free(s);
      free(v);
      tree(roots[i], 1);
    }
  } else {
    struct dev { int bus, dev; char *name; } *d = xzalloc(sizeof(*d)*(TT.n+1));
    int n = 0, j;

    for (i = 0; i<3 && !fp; i++) fp = fopen(dbs[i], "r");
    for (i = 0; i<TT.n; i++) {
      if (strchr(TT.names[i], ':') || num(TT.names[i], "busnum", 10)<0) continue;
      d[n].bus = num(TT.names[i], "busnum", 10);
      d[n].dev = num(TT.names[i], "devnum", 10);
      d[n++].name = TT.names[i];
    }
    // Highest bus and device first, as usbutils lists them
    for (i = 0; i<n; i++) for (j = i+1; j<n; j++)
      if (d[j].bus>d[i].bus || (d[j].bus==d[i].bus && d[j].dev>d[i].dev)) {
        struct dev t = d[i];

        d[i] = d[j];
        d[j] = t;
      }
    for (i = 0; i<n; i++) {
      int vid = num(d[i].name, "idVendor", 16), pid = num(d[i].name, "idProduct", 16);

      if (!(v = ids(fp, vid, -1))) v = get(d[i].name, "manufacturer");
      if (!(p = ids(fp, vid, pid))) p = get(d[i].name, "product");
      xprintf("Bus %03d Device %03d: ID %04x:%04x", d[i].bus, d[i].dev, vid, pid);
      if (v) xprintf(" %s", v);
      if (p) xprintf(" %s", p);
      xputc('\n');
      free(v);
      free(p);
    }
    free(d);
  }
  if (fp) fclose(fp);
  free(roots);
  for (i = 0; i<TT.n; i++) free(TT.names[i]);
  free(TT.names);
}
