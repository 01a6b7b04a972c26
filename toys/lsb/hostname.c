/* hostname.c - show or set the system's host name
 *
 * See https://refspecs.linuxfoundation.org/LSB_5.0.0/LSB-Core-generic/LSB-Core-generic/hostname.html

USE_HOSTNAME(NEWTOY(hostname, ">1bdsfF:[!bdsf][!Fdsf]", TOYFLAG_BIN))

config HOSTNAME
  bool "hostname"
  default y
  help
    usage: hostname [-bdsf] [-F FILENAME] [NEWNAME]

    Show the host name, or set it to NEWNAME (root only).

    -b  Boot: set the name to "localhost" if it is unset (or to NEWNAME)
    -d  Show the DNS domain name (the full name after its first dot)
    -f  Show the fully-qualified name (host and domain, from the resolver;
        an error when the resolver doesn't know the host)
    -F  Set the name from the first line of FILENAME that isn't empty or
        a # comment
    -s  Show the short name (up to the first dot)
*/

#define FOR_hostname
#include "toys.h"
#include <netdb.h>

GLOBALS(
  char *F;
)

// The resolver's canonical name for name (an error if it has none).
static char *fqdn(char *name)
{
  struct addrinfo hints, *ai = 0;
  char *s;
  int rc;

  memset(&hints, 0, sizeof(hints));
  hints.ai_flags = AI_CANONNAME;
  // (in glibc's words whatever the C library: musl's differ)
  if ((rc = getaddrinfo(name, 0, &hints, &ai)))
    error_exit("%s: %s", name, rc == EAI_NONAME ? "Name or service not known"
      : gai_strerror(rc));
  s = xstrdup(ai->ai_canonname ? ai->ai_canonname : name);
  freeaddrinfo(ai);

  return s;
}

void hostname_main(void)
{
  struct utsname u;
  char *name = *toys.optargs, *s, *line = 0;

  if (TT.F) {
    FILE *fp = fopen(TT.F, "r");

    if (!fp) perror_exit("%s", TT.F);
    while (!name && (line = xgetline(fp))) {
      for (s = line; isspace((unsigned char)*s); s++);
      if (*s && *s != '#') {
        name = s;
        for (s += strlen(s); s > name && isspace((unsigned char)s[-1]); s--);
        *s = 0;
      } else free(line);
    }
    fclose(fp);
    if (!name) error_exit("%s: no host name in it", TT.F);
  }
  if (uname(&u)) perror_exit("uname");
  if (FLAG(b) && !name && (!*u.nodename || !strcmp(u.nodename, "(none)")))
    name = "localhost";
  if (name) {
    if (sethostname(name, strlen(name))) perror_exit("set '%s'", name);
    return;
  }
  if (FLAG(b)) return;

  s = u.nodename;
  if (FLAG(s)) s[strcspn(s, ".")] = 0;
  else if (FLAG(f) || FLAG(d)) {
    s = fqdn(s);
    if (FLAG(d)) s = strchr(s, '.') ? strchr(s, '.')+1 : "";
  }
  xputs(s);
}
