/* dnsdomainname.c - show the DNS domain name
 *
 * No standard (behaves as dnsdomainname of the hostname package).

USE_DNSDOMAINNAME(NEWTOY(dnsdomainname, ">0", TOYFLAG_BIN))

config DNSDOMAINNAME
  bool "dnsdomainname"
  default y
  help
    usage: dnsdomainname

    Show the DNS domain name: what follows the first dot of the host's
    fully qualified name (as hostname -d).
*/

#define FOR_dnsdomainname
#include "toys.h"
#include <netdb.h>

void dnsdomainname_main(void)
{
  struct addrinfo hints, *ai = 0;
  struct utsname u;
  char *s;
  int rc;

  if (uname(&u)) perror_exit("uname");
  memset(&hints, 0, sizeof(hints));
  hints.ai_flags = AI_CANONNAME;
  if ((rc = getaddrinfo(u.nodename, 0, &hints, &ai)))
    error_exit("%s: %s", u.nodename, rc == EAI_NONAME
      ? "Name or service not known" : gai_strerror(rc));
  s = ai->ai_canonname ? strchr(ai->ai_canonname, '.') : 0;
  xputs(s ? s+1 : "");
  freeaddrinfo(ai);
}
