/* rmmod.c - remove kernel modules
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard.

USE_RMMOD(NEWTOY(rmmod, "<1fw", TOYFLAG_SBIN|TOYFLAG_NEEDROOT))

config RMMOD
  bool "rmmod"
  default y
  help
    usage: rmmod [-fw] MODULE...

    Remove each loaded kernel MODULE (a name, or a file name: dir/name.ko).

    -f	Force removal, even of a module in use or not marked removable
    -w	Wait until the module is no longer used, then remove it
*/

#define FOR_rmmod
#include "toys.h"
#include <sys/syscall.h>

void rmmod_main(void)
{
  char **a, *name, *s;

  for (a = toys.optargs; *a; a++) {
    name = mod_name(*a);
    // Without -f, only what sysfs shows loaded (builtins can't go)
    if (!FLAG(f) && !mod_loaded(name)) {
      s = xmprintf("/sys/module/%s", name);
      if (!access(s, F_OK)) error_msg("%s: is builtin", name);
      else error_msg("%s: not currently loaded", name);
      free(s);
    } else if (syscall(SYS_delete_module, name,
        (FLAG(w) ? 0 : O_NONBLOCK)|(FLAG(f) ? O_TRUNC : 0)))
      perror_msg("%s", name);
    free(name);
  }
}
