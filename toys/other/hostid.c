/* hostid.c - print the numeric host identifier
 *
 * No standard (behaves as coreutils hostid).

USE_HOSTID(NEWTOY(hostid, ">0", TOYFLAG_USR|TOYFLAG_BIN))

config HOSTID
  bool "hostid"
  default y
  help
    usage: hostid

    Print the host's 32 bit identifier (from /etc/hostid, or made from its
    address) in hex.
*/

#define FOR_hostid
#include "toys.h"

void hostid_main(void)
{
  xprintf("%08lx\n", gethostid() & 0xffffffffUL);
}
