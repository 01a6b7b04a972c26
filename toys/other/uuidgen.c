/* uuidgen.c - make a universally unique identifier
 *
 * See https://www.rfc-editor.org/rfc/rfc4122

USE_UUIDGEN(NEWTOY(uuidgen, ">0r(random)t(time)[!rt]", TOYFLAG_USR|TOYFLAG_BIN))

config UUIDGEN
  bool "uuidgen"
  default y
  help
    usage: uuidgen [-r | -t]

    Print a new UUID (RFC 4122), in lower case hex as 8-4-4-4-12 digits.

    -r  Random (version 4, the default)
    -t  Time based (version 1): the time in 100ns steps since 1582, a
        random clock sequence and a random multicast node address
*/

#define FOR_uuidgen
#include "toys.h"

void uuidgen_main(void)
{
  unsigned char u[16];
  struct timespec ts;
  unsigned long long t;
  int i;

  xgetrandom(u, 16);
  if (FLAG(t)) {
    clock_gettime(CLOCK_REALTIME, &ts);
    // 100ns intervals from 1582-10-15 to 1970-01-01: 0x01b21dd213814000
    t = ts.tv_sec*10000000ULL+ts.tv_nsec/100+0x01b21dd213814000ULL;
    poke_be(u, t&0xffffffff, 4);
    poke_be(u+4, (t>>32)&0xffff, 2);
    poke_be(u+6, ((t>>48)&0x0fff)|0x1000, 2);
    u[10] |= 1;
  } else u[6] = (u[6]&0x0f)|0x40;
  u[8] = (u[8]&0x3f)|0x80;
  for (i = 0; i < 16; i++)
    xprintf("%s%02x", (i == 4 || i == 6 || i == 8 || i == 10) ? "-" : "", u[i]);
  xputc('\n');
}
