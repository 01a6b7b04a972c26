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
#include <netdb.h>
#include <netinet/in.h>

void hostid_main(void)
{
  struct addrinfo hints, *ai = 0;
  struct utsname u;
  unsigned id = 0;
  int fd = open("/etc/hostid", O_RDONLY);

  // /etc/hostid, else the host's IPv4 address with its halves swapped
  if (fd < 0 || readall(fd, &id, 4) != 4) {
    memset(&hints, 0, sizeof(hints));
    hints.ai_family = AF_INET;
    if (!uname(&u) && !getaddrinfo(u.nodename, 0, &hints, &ai)) {
      id = ((struct sockaddr_in *)ai->ai_addr)->sin_addr.s_addr;
      id = id<<16 | id>>16;
      freeaddrinfo(ai);
    }
  }
  if (fd >= 0) close(fd);
  xprintf("%08x\n", id);
}
