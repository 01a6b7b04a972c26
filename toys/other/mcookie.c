/* mcookie.c - make a magic cookie for xauth
 *
 * No standard (behaves as util-linux mcookie).

USE_MCOOKIE(NEWTOY(mcookie, ">0f(file)*m(max-size):v(verbose)", TOYFLAG_USR|TOYFLAG_BIN))

config MCOOKIE
  bool "mcookie"
  default y
  help
    usage: mcookie [-v] [-f FILE]... [-m SIZE]

    Print 128 random bits as 32 hex digits.

    -f  Also mix in up to SIZE bytes of FILE ("-" is stdin)
    -m  Read at most SIZE bytes of each FILE (default 4096)
    -v  Say where the randomness came from (on stderr)
*/

#define FOR_mcookie
#include "toys.h"

GLOBALS(
  struct arg_list *f;
  char *m;
)

void mcookie_main(void)
{
  unsigned char cookie[16];
  struct arg_list *l;
  long long max = TT.m ? atolx_range(TT.m, 0, LLONG_MAX) : 4096, got, n;
  int i, fd;

  xgetrandom(cookie, 16);
  for (l = TT.f; l; l = l->next) {
    fd = strcmp(l->arg, "-") ? open(l->arg, O_RDONLY) : 0;
    if (fd < 0) {
      perror_msg("cannot open %s", l->arg);
      continue;
    }
    // Fold the file into the cookie: each byte turns it a bit further
    for (got = 0; got < max; got += n) {
      n = read(fd, toybuf, max-got < sizeof(toybuf) ? max-got : sizeof(toybuf));
      if (n <= 0) break;
      for (i = 0; i < n; i++) {
        cookie[(got+i)&15] ^= toybuf[i];
        cookie[(got+i+7)&15] += cookie[(got+i)&15]*131+1;
      }
    }
    if (fd) close(fd);
    if (FLAG(v)) fprintf(stderr, "Got %lld bytes from %s\n", got, l->arg);
  }
  if (FLAG(v)) fprintf(stderr, "Got 16 bytes from getrandom() function\n");
  for (i = 0; i < 16; i++) xprintf("%02x", cookie[i]);
  xputc('\n');
}
