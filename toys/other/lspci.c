/* lspci.c - list PCI devices
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard. Output as pciutils' lspci (-m: its backward compatible
 * machine readable form).

USE_LSPCI(NEWTOY(lspci, "i:emkn@", TOYFLAG_USR|TOYFLAG_BIN))

config LSPCI
  bool "lspci"
  default y
  help
    usage: lspci [-ekmn] [-i FILE]

    List the PCI devices in /sys/bus/pci/devices: slot, class, vendor, device,
    revision, with names from the pci.ids database.

    -e	Extended class: 6 hex digits, with the programming interface
    -i	Names from FILE (default /usr/share/misc/pci.ids,
    	/usr/share/hwdata/pci.ids, /etc/pci.ids)
    -k	Show subsystem, the kernel driver in use and modules that could drive it
    	(with -m: the driver, quoted, at the end of the line)
    -m	Machine readable: "class" "vendor" "device" -rREV -pPROGIF
    	"subsystem vendor" "subsystem device"
    -n	Numbers, not names (-nn: both)
*/

#define FOR_lspci
#include "toys.h"

GLOBALS(
  char *i;
  long n;

  FILE *ids;
)

// Name of an entry of pci.ids: vendor v (then device d (then subsystem
// s1 s2)), or with cls the class v (subclass d (prog-if s1)). 0 if none.
static char *ids_name(int cls, int v, int d, int s1, int s2)
{
  char *line, *name = 0, *want;
  int depth = 0, in = 0;

  if (!TT.ids) return 0;
  rewind(TT.ids);
  want = cls ? xmprintf("C %02x ", v) : xmprintf("%04x ", v);
  while ((line = xgetline(TT.ids))) {
    if (*line == '#' || !*line) {
      free(line);
      continue;
    }
    if (*line != '\t') {
      if (in) break;
      // vendor lines are hex, classes start "C "
      if (!strncmp(line, want, strlen(want))) {
        in = 1;
        if (d<0) {
          name = xstrdup(line+strlen(want)+(cls ? 1 : 1));
          break;
        }
      }
    } else if (in) {
      depth = line[1]=='\t' ? 2 : 1;
      if (depth==1) {
        if (in==2) break;
        if (strtol(line+1, 0, 16)==d && isxdigit(line[1])) {
          in = 2;
          if (s1<0) {
            name = xstrdup(line+1+(cls ? 2 : 4)+2);
            break;
          }
        }
      } else if (in==2) {
        char *s = line+2;
        int a = strtol(s, &s, 16), b = cls ? 0 : strtol(s, &s, 16);

        if (a==s1 && (cls || b==s2)) {
          name = xstrdup(s+strspn(s, " \t"));
          break;
        }
      }
    }
    free(line);
  }
  free(line);
  free(want);
  if (name) chomp(name);

  return name;
}

static int sysval(char *dir, char *file)
{
  char *s = xmprintf("%s/%s", dir, file), buf[32];
  int rc = -1;

  if (readfile(s, buf, sizeof(buf)-1)) rc = strtol(buf, 0, 0);
  free(s);

  return rc;
}

static int cmp(const void *a, const void *b)
{
  return strcmp(*(char **)a, *(char **)b);
}

static void show(char *slot)
{
  char *dir = xmprintf("/sys/bus/pci/devices/%s", slot), *s, *cname, *vname,
    *dname, *svname = 0, *sdname = 0, *drv = 0, *sl = slot, cbuf[32], vbuf[32],
    dbuf[32], svbuf[32], sdbuf[32];
  int cls = sysval(dir, "class"), ven = sysval(dir, "vendor"),
    dev = sysval(dir, "device"), rev = sysval(dir, "revision"),
    sv = sysval(dir, "subsystem_vendor"), sd = sysval(dir, "subsystem_device"),
    fb = 0, num = FLAG(n) && TT.n<2, both = TT.n>1;

  if (!strncmp(slot, "0000:", 5)) sl += 5;
  if (rev<0) rev = 0;
  if (sv<0) sv = 0;
  if (sd<0) sd = 0;
  // Class name: the subclass's, else the base class's and the number
  if (!(cname = ids_name(1, cls>>16, (cls>>8)&255, -1, 0))) {
    if ((s = ids_name(1, cls>>16, -1, -1, 0))) {
      cname = xmprintf("%s [%04x]", s, cls>>8);
      free(s);
    } else cname = xmprintf("Class %04x", cls>>8);
    fb = 1;
  }
  vname = ids_name(0, ven, -1, -1, 0);
  dname = ids_name(0, ven, dev, -1, 0);
  if (sv) {
    svname = ids_name(0, sv, -1, -1, 0);
    if (!(sdname = ids_name(0, ven, dev, sv, sd)) && sv==ven && sd==dev)
      sdname = dname ? xstrdup(dname) : 0;
  }
  if (FLAG(e)) sprintf(cbuf, "%06x", cls);
  else sprintf(cbuf, "%04x", cls>>8);
  if (FLAG(m)) {
    if (num) xprintf("%s \"%s\" \"%04x\" \"%04x\"", sl, cbuf, ven, dev);
    else {
      sprintf(vbuf, "Vendor %04x", ven);
      sprintf(dbuf, "Device %04x", dev);
      xprintf("%s \"%s\" \"%s\" \"%s\"", sl, cname, vname ? : vbuf,
        dname ? : dbuf);
    }
    if (rev) xprintf(" -r%02x", rev);
    xprintf(" -p%02x", cls&255);
    if (!sv) xprintf(" \"\" \"\"");
    else if (num) xprintf(" \"%04x\" \"%04x\"", sv, sd);
    else {
      sprintf(svbuf, "Vendor %04x", sv);
      sprintf(sdbuf, "Device %04x", sd);
      xprintf(" \"%s\" \"%s\"", svname ? : svbuf, sdname ? : sdbuf);
    }
    if (FLAG(k)) {
      if ((drv = xreadlink(s = xmprintf("%s/driver", dir))))
        xprintf(" \"%s\"", basename(drv));
      free(drv);
      free(s);
    }
    xputc('\n');
  } else {
    if (num) xprintf("%s %s: %04x:%04x", sl, cbuf, ven, dev);
    else {
      xprintf("%s %s", sl, cname);
      if (both && !fb) xprintf(" [%s]", cbuf);
      // -nn puts the numbers in brackets after, not in place of, names
      if (!vname) xprintf(both ? ": Device" : ": Device %04x:%04x", ven, dev);
      else if (!dname) xprintf(both ? ": %s Device" : ": %s Device %04x", vname, dev);
      else xprintf(": %s %s", vname, dname);
      if (both) xprintf(" [%04x:%04x]", ven, dev);
    }
    if (rev) xprintf(" (rev %02x)", rev);
    xputc('\n');
    if (FLAG(k)) {
      char *ma, **mods, **m;

      if (sv) {
        if (num) xprintf("\tSubsystem: %04x:%04x\n", sv, sd);
        else {
          xprintf("\tSubsystem: ");
          if (!svname) xprintf("Device %04x:%04x", sv, sd);
          else xprintf("%s %s", svname, sdname ? : (sprintf(sdbuf,
            "Device %04x", sd), sdbuf));
          if (both && svname) xprintf(" [%04x:%04x]", sv, sd);
          xputc('\n');
        }
      }
      s = xmprintf("%s/driver", dir);
      if ((drv = xreadlink(s))) xprintf("\tKernel driver in use: %s\n", basename(drv));
      free(drv);
      drv = 0;
      free(s);
      s = xmprintf("%s/modalias", dir);
      if ((ma = readfile(s, 0, 0))) {
        char *md = mod_dir(0, 0), *sep = "\tKernel modules: ";

        chomp(ma);
        for (m = mods = mod_alias(md, ma); *m; m++) {
          xprintf("%s%s", sep, *m);
          sep = ", ";
          free(*m);
        }
        if (*mods) xputc('\n');
        free(mods);
        free(md);
        free(ma);
      }
    }
  }
  free(cname);
  free(vname);
  free(dname);
  free(svname);
  free(sdname);
  free(dir);
}

void lspci_main(void)
{
  char *dbs[] = {"/usr/share/misc/pci.ids", "/usr/share/hwdata/pci.ids",
    "/etc/pci.ids"}, **slots = 0;
  DIR *d;
  struct dirent *de;
  int i, n = 0;

  if (TT.i) TT.ids = xfopen(TT.i, "r");
  else if (!FLAG(n) || TT.n>1)
    for (i = 0; i<3 && !TT.ids; i++) TT.ids = fopen(dbs[i], "r");
  if (!(d = opendir("/sys/bus/pci/devices"))) perror_exit("/sys/bus/pci/devices");
  while ((de = readdir(d))) {
    if (*de->d_name == '.') continue;
    slots = xrealloc(slots, sizeof(char *)*(n+1));
    slots[n++] = xstrdup(de->d_name);
  }
  closedir(d);
  if (n) qsort(slots, n, sizeof(char *), cmp);
  for (i = 0; i<n; i++) {
    show(slots[i]);
    free(slots[i]);
  }
  free(slots);
  if (TT.ids) fclose(TT.ids);
}
