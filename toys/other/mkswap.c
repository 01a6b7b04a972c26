/* mkswap.c - make a swap area on a device or file
 *
 * no standard (util-linux mkswap)

USE_MKSWAP(NEWTOY(mkswap, "<1>1L:U:", TOYFLAG_SBIN))

config MKSWAP
  bool "mkswap"
  default y
  help
    usage: mkswap [-L LABEL] [-U UUID] DEV

    Make a (version 1) swap area on DEV, a block device or file.

    -L  Set the label (at most 15 bytes)
    -U  Set the UUID (8-4-4-4-12 hex digits; default random)
*/

#define FOR_mkswap
#include "toys.h"

GLOBALS(
  char *L, *U;
)

// util-linux's sizes: the largest binary unit, one decimal unless it's .0
static void mkswap_size(unsigned long long bytes)
{
  char *units = "BKMGTPE";
  unsigned long long unit = 1, tenths;
  int i = 0;

  while (units[i+1] && bytes>=unit*1024) {
    unit *= 1024;
    i++;
  }
  tenths = (bytes*10+unit/2)/unit;
  if (tenths%10) printf("%llu.%llu", tenths/10, tenths%10);
  else printf("%llu", tenths/10);
  printf(i ? " %ciB" : " B", units[i]);
}

void mkswap_main(void)
{
  int fd = xopen(*toys.optargs, O_RDWR), pagesize = sysconf(_SC_PAGESIZE), i;
  unsigned char *page = xzalloc(pagesize), *uuid = page+1036;
  off_t len = fdlength(fd);
  long long pages = len/pagesize;
  char *s;

  if (pages<10) error_exit("swap area needs to be at least %d KiB",
    10*pagesize/1024);
  if (TT.U) {
    for (s = TT.U, i = 0; i<16; i++) {
      if (*s == '-' && (i==4 || i==6 || i==8 || i==10)) s++;
      if (!isxdigit(s[0]) || !isxdigit(s[1])) break;
      sscanf(s, "%2hhx", uuid+i);
      s += 2;
    }
    if (i<16 || *s) error_exit("parsing UUID failed");
  } else {
    // version 4: random
    xgetrandom(uuid, 16);
    uuid[6] = (uuid[6]&15)|0x40;
    uuid[8] = (uuid[8]&0x3f)|0x80;
  }
  // (15 bytes and a NUL)
  if (TT.L && strlen(TT.L)>15) {
    error_msg("Label was truncated.");
    toys.exitval = 0;
  }

  // header: version, last page, no bad pages, uuid, label; signature at end
  poke_le(page+1024, 1, 4);
  poke_le(page+1028, pages-1, 4);
  if (TT.L) strncpy((char *)page+1052, TT.L, 15);
  memcpy(page+pagesize-10, "SWAPSPACE2", 10);
  xlseek(fd, 0, SEEK_SET);
  xwrite(fd, page, pagesize);
  if (fsync(fd)) perror_exit("%s", *toys.optargs);
  close(fd);

  printf("Setting up swapspace version 1, size = ");
  mkswap_size((pages-1)*pagesize);
  printf(" (%llu bytes)\n", (pages-1)*(unsigned long long)pagesize);
  if (TT.L) printf("LABEL=%.15s, ", TT.L);
  else printf("no label, ");
  printf("UUID=");
  for (i = 0; i<16; i++)
    printf("%s%02x", (i==4||i==6||i==8||i==10) ? "-" : "", uuid[i]);
  printf("\n");
  free(page);
}
