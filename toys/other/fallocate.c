/* fallocate.c - preallocate, punch, zero, collapse or insert file space
 *
 * no standard (util-linux)

USE_FALLOCATE(NEWTOY(fallocate, "l:o:npzcix", TOYFLAG_USR|TOYFLAG_BIN))

config FALLOCATE
  bool "fallocate"
  default y
  help
    usage: fallocate [-npzcix] [-o OFFSET] -l LENGTH FILE

    Allocate (or punch, zero, collapse, insert) LENGTH bytes of FILE's space
    starting at OFFSET (default 0). Without -n, -p, -z, -c or -i FILE is
    created if missing and grows to OFFSET+LENGTH if shorter.

    -c  Collapse: remove the range, moving the rest of the file down
    -i  Insert a hole of LENGTH at OFFSET, moving the rest of the file up
    -l  LENGTH of the range
    -n  Keep size: don't change the file's length
    -o  OFFSET of the range
    -p  Punch a hole (deallocate) in the range (implies -n)
    -x  Use posix_fallocate(), writing zeroes if the filesystem can't
        allocate space otherwise
    -z  Zero the range (keeping it allocated)

    LENGTH and OFFSET take suffixes K M G T P E (powers of 1024, also KiB...)
    or KB MB GB... (powers of 1000); 0x prefix is hex, 0 octal.
*/

#define FOR_fallocate
#include "toys.h"

#ifndef FALLOC_FL_COLLAPSE_RANGE
#define FALLOC_FL_COLLAPSE_RANGE 8
#endif
#ifndef FALLOC_FL_ZERO_RANGE
#define FALLOC_FL_ZERO_RANGE 16
#endif
#ifndef FALLOC_FL_INSERT_RANGE
#define FALLOC_FL_INSERT_RANGE 32
#endif

GLOBALS(
  char *l, *o;
)

// Parse a number with size suffix, -1 if invalid.
static long long fallocate_num(char *s)
{
  char *end;
  long long n;
  unsigned long long mult;

  while (isspace(*s)) s++;
  if (!isdigit(*s)) return -1;
  errno = 0;
  n = strtoll(s, &end, 0);
  if (errno) return -1;
  if (!(mult = size_suffix(&end)) || *end) return -1;
  if (n && mult > LLONG_MAX/n) return -1;

  return n*mult;
}

void fallocate_main(void)
{
  long long len, off = 0;
  int fd, mode = 0, err;

  if (!toys.optc) error_exit("no filename specified");
  if (toys.optc > 1) error_exit("unexpected number of arguments");
  if (!TT.l) error_exit("no length argument specified");
  if ((len = fallocate_num(TT.l)) < 1)
    error_exit("invalid length value specified");
  if (TT.o && (off = fallocate_num(TT.o)) < 0)
    error_exit("invalid offset value specified");
  if (FLAG(p)+FLAG(z)+FLAG(c)+FLAG(i) > 1)
    error_exit("mutually exclusive arguments: -c -i -p -z");
  if (FLAG(x) && (FLAG(p)+FLAG(z)+FLAG(c)+FLAG(i)+FLAG(n)))
    error_exit("-x doesn't combine with -n -p -z -c -i");

  if (FLAG(p)) mode = FALLOC_FL_PUNCH_HOLE|FALLOC_FL_KEEP_SIZE;
  else if (FLAG(z)) mode = FALLOC_FL_ZERO_RANGE;
  else if (FLAG(c)) mode = FALLOC_FL_COLLAPSE_RANGE;
  else if (FLAG(i)) mode = FALLOC_FL_INSERT_RANGE;
  if (FLAG(n)) mode |= FALLOC_FL_KEEP_SIZE;

  if (-1 == (fd = open(*toys.optargs, O_RDWR|(mode ? 0 : O_CREAT), 0666)))
    perror_exit("cannot open %s", *toys.optargs);
  if (FLAG(x)) {
    if ((err = posix_fallocate(fd, off, len))) {
      errno = err;
      perror_exit("fallocate failed");
    }
  } else if (fallocate(fd, mode, off, len)) perror_exit("fallocate failed");
  if (close(fd)) perror_exit("%s", *toys.optargs);
}
