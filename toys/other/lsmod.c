/* lsmod.c - list the loaded kernel modules
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard. Output as kmod's lsmod.

USE_LSMOD(NEWTOY(lsmod, 0, TOYFLAG_SBIN))

config LSMOD
  bool "lsmod"
  default y
  help
    usage: lsmod

    List the loaded kernel modules (from /proc/modules): name, size, how
    many users, and the modules using each.
*/

#define FOR_lsmod
#include "toys.h"

void lsmod_main(void)
{
  FILE *fp = fopen("/proc/modules", "r");
  char *line, *name, *size, *used, *by;
  int len;

  if (!fp) perror_exit("/proc/modules");
  xprintf("Module                  Size  Used by\n");
  while ((line = xgetline(fp))) {
    if ((name = strtok(line, " ")) && (size = strtok(0, " "))
        && (used = strtok(0, " ")) && (by = strtok(0, " "))) {
      xprintf("%-19s %8s  %s", name, size, used);
      if (strcmp(by, "-")) {
        len = strlen(by);
        if (len && by[len-1]==',') by[--len] = 0;
        xprintf(" %s", by);
      }
      xputc('\n');
    }
    free(line);
  }
  fclose(fp);
}
