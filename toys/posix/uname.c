/* uname.c - print system information
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/uname.html

USE_UNAME(NEWTOY(uname, ">0o(operating-system)i(hardware-platform)p(processor)m(machine)v(kernel-version)r(kernel-release)n(nodename)s(kernel-name)a(all)", TOYFLAG_BIN))

config UNAME
  bool "uname"
  default y
  help
    usage: uname [-asnrvmpio]

    Print system information, in this order whatever the order of the
    options (default -s):

    -s  Kernel name (Linux)
    -n  Network node name (hostname)
    -r  Kernel release
    -v  Kernel version (build date)
    -m  Machine (hardware) type
    -p  Processor type ("unknown": Linux doesn't say)
    -i  Hardware platform ("unknown": Linux doesn't say)
    -o  Operating system (GNU/Linux, or Android)
    -a  All of the above, without -p and -i when they are unknown
*/

#define FOR_uname
#include "toys.h"

void uname_main(void)
{
  struct utsname u;
  char *fields[8], *os;
  int i, first = 1;
  unsigned long long flags[] = {FLAG_s, FLAG_n, FLAG_r, FLAG_v, FLAG_m, FLAG_p,
    FLAG_i, FLAG_o};

  // What GNU's uname says on Linux, whichever C library this toybox uses
  // (a static musl toybox runs on the same GNU/Linux system).
#if defined(__ANDROID__)
  os = "Android";
#else
  os = "GNU/Linux";
#endif

  if (uname(&u)) perror_exit("uname");
  fields[0] = u.sysname;
  fields[1] = u.nodename;
  fields[2] = u.release;
  fields[3] = u.version;
  fields[4] = u.machine;
  fields[5] = fields[6] = "unknown";
  fields[7] = os;

  if (FLAG(a)) toys.optflags |= FLAG_s|FLAG_n|FLAG_r|FLAG_v|FLAG_m|FLAG_o;
  if (!toys.optflags) toys.optflags = FLAG_s;
  for (i = 0; i < 8; i++) if (toys.optflags & flags[i]) {
    xprintf(&" %s"[first], fields[i]);
    first = 0;
  }
  xputc('\n');
}
