/* insmod.c - load a kernel module
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard.

USE_INSMOD(NEWTOY(insmod, "<1", TOYFLAG_SBIN|TOYFLAG_NEEDROOT))

config INSMOD
  bool "insmod"
  default y
  help
    usage: insmod FILE [OPTION=VALUE...]

    Load the kernel module FILE (.ko, .ko.gz, .ko.xz) with the options given.
    Modules it needs must be loaded first (see modprobe).
*/

#define FOR_insmod
#include "toys.h"
#include <sys/syscall.h>

void insmod_main(void)
{
  char *opts = xstrdup(""), *s, *buf, **a;
  long len;
  int fd = -1, rc;

  for (a = toys.optargs+1; *a; a++) {
    s = xmprintf("%s%s%s", opts, *opts ? " " : "", *a);
    free(opts);
    opts = s;
  }
  // An uncompressed file goes in by its fd, others decompressed
  if (!strend(*toys.optargs, ".gz") && !strend(*toys.optargs, ".xz")
      && !strend(*toys.optargs, ".zst")) {
    fd = xopenro(*toys.optargs);
    rc = syscall(SYS_finit_module, fd, opts, 0);
    if (rc && errno==ENOSYS) {
      buf = readfd(fd, 0, &len);
      rc = buf ? syscall(SYS_init_module, buf, len, opts) : -1;
      free(buf);
    }
  } else {
    if (!(buf = mod_read(*toys.optargs, &len))) xexit();
    rc = syscall(SYS_init_module, buf, len, opts);
    free(buf);
  }
  if (rc) perror_exit("%s", *toys.optargs);
  if (fd != -1) close(fd);
  free(opts);
}
