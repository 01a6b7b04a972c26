/* rfkill.c - list, block or unblock radio transmitters
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard (util-linux has one; this prints its "rfkill list" format).

USE_RFKILL(NEWTOY(rfkill, "<0>2R(root):", TOYFLAG_USR|TOYFLAG_SBIN))

config RFKILL
  bool "rfkill"
  default y
  help
    usage: rfkill [-R DIR] [list [DEVICE] | block DEVICE | unblock DEVICE]

    List, block (turn off) or unblock radio devices (default: list).

    DEVICE is an index number, all, or a type: wlan (wifi), bluetooth,
    uwb (ultrawideband), wimax, wwan, gps, fm, nfc.

    -R  Use DIR/sys/class/rfkill and DIR/dev/rfkill (--root, for tests)
*/

#define FOR_rfkill
#include "toys.h"

GLOBALS(
  char *R;

  char *sys;
)

static char *types[] = {"all", "wlan", "bluetooth", "uwb", "wimax", "wwan",
  "gps", "fm", "nfc"}, *names[] = {"All", "Wireless LAN", "Bluetooth",
  "Ultra-Wideband", "WiMAX", "Wireless WAN", "GPS", "FM", "NFC"};

// DEVICE: return the type, or -1 and set *id
static int rfkill_id(char *s, int *id)
{
  char *end, *path;
  int i;

  if (!strcmp(s, "wifi")) s = "wlan";
  if (!strcmp(s, "ultrawideband")) s = "uwb";
  for (i = 0; i<9; i++) if (!strcmp(s, types[i])) return i;
  i = strtol(s, &end, 10);
  if (isdigit(*s) && !*end) {
    path = xmprintf("%s/rfkill%d", TT.sys, i);
    *id = i;
    i = access(path, F_OK);
    free(path);
    if (!i) return -1;
  }
  error_exit("invalid identifier: %s", s);
}

static char *rfkill_read(char *dir, char *name)
{
  char *path = xmprintf("%s/%s/%s", TT.sys, dir, name), *s = readfile(path, 0, 0);

  free(path);
  if (s) s[strcspn(s, "\n")] = 0;

  return s ? : xstrdup("");
}

void rfkill_main(void)
{
  char *cmd = *toys.optargs ? : "list", *dev = toys.optargs[1], *path, **list = 0;
  int type = 0, id = -1, fd, i, n = 0;
  unsigned char ev[8];
  DIR *dir;
  struct dirent *de;

  if (!TT.R) TT.R = "";
  TT.sys = xmprintf("%s/sys/class/rfkill", TT.R);
  if (strcmp(cmd, "list") && strcmp(cmd, "block") && strcmp(cmd, "unblock"))
    help_exit("unknown command '%s'", cmd);
  if (!dev && *cmd != 'l') help_exit("%s needs DEVICE", cmd);
  if (dev && (type = rfkill_id(dev, &id))<0) type = 0;

  path = xmprintf("%s/dev/rfkill", TT.R);
  if (-1 == (fd = open(path, *cmd == 'l' ? O_RDONLY : O_WRONLY)))
    perror_exit("cannot open %s", path);

  if (*cmd == 'l') {
    // the devices, sorted by index
    if ((dir = opendir(TT.sys))) {
      while ((de = readdir(dir))) {
        if (strncmp(de->d_name, "rfkill", 6) || !isdigit(de->d_name[6]))
          continue;
        if (!(n&15)) list = xrealloc(list, (n+16)*sizeof(char *));
        list[n++] = xstrdup(de->d_name);
      }
      closedir(dir);
    }
    for (i = 0; i<n; i++) {
      int j, k, this = atoi(list[i]+6);
      char *t, *name, *soft, *hard;

      for (j = i+1; j<n; j++) if (atoi(list[j]+6) < this) {
        t = list[i];
        list[i] = list[j];
        list[j] = t;
        this = atoi(list[i]+6);
      }
      t = rfkill_read(list[i], "type");
      for (k = 1; k<9; k++) if (!strcmp(t, types[k])) break;
      if ((!type || k == type) && (id<0 || id == this)) {
        name = rfkill_read(list[i], "name");
        soft = rfkill_read(list[i], "soft");
        hard = rfkill_read(list[i], "hard");
        printf("%d: %s: %s\n\tSoft blocked: %s\n\tHard blocked: %s\n", this,
          name, k<9 ? names[k] : t,
          strcmp(soft, "1") ? "no" : "yes", strcmp(hard, "1") ? "no" : "yes");
        free(name);
        free(soft);
        free(hard);
      }
      free(t);
      free(list[i]);
    }
    free(list);
  } else {
    // struct rfkill_event: index (u32), type, op, soft, hard (u8)
    i = id<0 ? 0 : id;
    memcpy(ev, &i, 4);
    ev[4] = type;
    ev[5] = id<0 ? 3 : 2;  // RFKILL_OP_CHANGE_ALL, RFKILL_OP_CHANGE
    ev[6] = *cmd == 'b';
    ev[7] = 0;
    if (write(fd, ev, 8) != 8) perror_exit("write %s", path);
  }
  close(fd);
  free(path);
  free(TT.sys);
}
