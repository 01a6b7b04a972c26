/* arch.c - print the machine's architecture
 *
 * No standard (behaves as coreutils arch).

USE_ARCH(NEWTOY(arch, ">0", TOYFLAG_USR|TOYFLAG_BIN))

config ARCH
  bool "arch"
  default y
  help
    usage: arch

    Print the machine's hardware name (the same as uname -m).
*/

#define FOR_arch
#include "toys.h"

void arch_main(void)
{
  struct utsname u;

  if (uname(&u)) perror_exit("uname");
  xputs(u.machine);
}
