/* devmem.c - read or write physical memory
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard.

USE_DEVMEM(NEWTOY(devmem, "<1>3", TOYFLAG_USR|TOYFLAG_SBIN))

config DEVMEM
  bool "devmem"
  default y
  help
    usage: devmem ADDR [WIDTH [VALUE]]

    Read (or write VALUE to) the physical memory at ADDR through /dev/mem.
    WIDTH is 8, 16, 32 (default) or 64 bits (or b, h, w, l). Numbers may be
    decimal, 0x hex or 0 octal.
*/

#define FOR_devmem
#include "toys.h"

static unsigned long long num(char *s, char *what)
{
  char *end;
  unsigned long long n;

  errno = 0;
  n = strtoull(s, &end, 0);
  if (!*s || *end || errno || *s=='-') error_exit("bad %s '%s'", what, s);

  return n;
}

void devmem_main(void)
{
  unsigned long long addr = num(*toys.optargs, "address"), val = 0;
  char *w = toys.optargs[1];
  int bytes = 4, fd, page = sysconf(_SC_PAGESIZE), wr = toys.optc>2;
  void *map, *p;
  off_t base;

  if (w) {
    if (!strcmp(w, "8") || !strcmp(w, "b")) bytes = 1;
    else if (!strcmp(w, "16") || !strcmp(w, "h")) bytes = 2;
    else if (!strcmp(w, "32") || !strcmp(w, "w")) bytes = 4;
    else if (!strcmp(w, "64") || !strcmp(w, "l")) bytes = 8;
    else error_exit("bad width '%s'", w);
  }
  if (wr) {
    val = num(toys.optargs[2], "value");
    if (bytes<8 && val>>(8*bytes)) error_exit("value '%s' too big", toys.optargs[2]);
  }
  if (addr%bytes) error_exit("address %#llx not aligned to %d", addr, bytes);
  fd = xopen("/dev/mem", (wr ? O_RDWR : O_RDONLY)|O_SYNC);
  base = addr&~(unsigned long long)(page-1);
  map = mmap(0, page, wr ? PROT_READ|PROT_WRITE : PROT_READ, MAP_SHARED, fd, base);
  if (map == MAP_FAILED) perror_exit("mmap %#llx", addr);
  p = (char *)map+(addr-base);
  if (wr) {
    if (bytes==1) *(volatile uint8_t *)p = val;
    else if (bytes==2) *(volatile uint16_t *)p = val;
    else if (bytes==4) *(volatile uint32_t *)p = val;
    else *(volatile uint64_t *)p = val;
  } else {
    if (bytes==1) val = *(volatile uint8_t *)p;
    else if (bytes==2) val = *(volatile uint16_t *)p;
    else if (bytes==4) val = *(volatile uint32_t *)p;
    else val = *(volatile uint64_t *)p;
    xprintf("0x%0*llX\n", 2*bytes, val);
  }
  munmap(map, page);
  close(fd);
}
