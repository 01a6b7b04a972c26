/* fallocate.c - preallocate, punch, zero, collapse or insert file space
 *
 * no standard (util-linux)

USE_FALLOCATE(NEWTOY(fallocate, "l:o:vdnpzcix", TOYFLAG_USR|TOYFLAG_BIN))

config FALLOCATE
  bool "fallocate"
  default y
  help
    usage: fallocate [-npzcixv] [-o OFFSET] -l LENGTH FILE
       or: fallocate -d [-v] [-o OFFSET] [-l LENGTH] FILE

    Allocate (or punch, zero, collapse, insert) LENGTH bytes of FILE's space
    starting at OFFSET (default 0). Without -n, -p, -z, -c or -i FILE is
    created if missing and grows to OFFSET+LENGTH if shorter.

    -c  Collapse: remove the range, moving the rest of the file down
    -d  Dig holes: deallocate the blocks of zeroes in the range (default
        the whole file)
    -i  Insert a hole of LENGTH at OFFSET, moving the rest of the file up
    -l  LENGTH of the range
    -n  Keep size: don't change the file's length
    -o  OFFSET of the range
    -p  Punch a hole (deallocate) in the range (implies -n)
    -v  Verbose: say how much was done
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

  char *buf;
)

// -v: "FILE: 1.5 KiB (1500 bytes) allocated."
static void say(long long n, char *what)
{
  char *units = " KMGTPE";
  int i = 0;
  double d = n;
  char buf[32];

  while (i < 6 && (n>>(10*(i+1)))) i++;
  d /= 1LL<<(10*i);
  sprintf(buf, "%.1f", d);
  if (strlen(buf) > 2 && !strcmp(buf+strlen(buf)-2, ".0"))
    buf[strlen(buf)-2] = 0;
  xprintf("%s: %s %s%s (%lld bytes) %s.\n", *toys.optargs, buf,
    i ? (char[]){units[i], 0} : "", i ? "iB" : "B", n, what);
}

// -d: punch out the blocks of zeroes of [off, end) that are allocated.
// Returns how many bytes that was.
static long long dig(int fd, long long off, long long end, long blk, int eof)
{
  long long data, hole, pos, run = -1, done = 0, n, i;

  for (pos = off; pos < end; pos = hole) {
    if ((data = lseek(fd, pos, SEEK_DATA)) < 0 || data >= end) break;
    if ((hole = lseek(fd, data, SEEK_HOLE)) < 0) perror_exit("seek");
    if (hole > end) hole = end;
    // Whole blocks, except at the start of the range and the file's end
    for (pos = data; pos < hole; pos += n) {
      n = blk-pos%blk;
      if (n > hole-pos) n = hole-pos;
      if (pread(fd, TT.buf, n, pos) != n) perror_exit("read");
      for (i = 0; i < n && !TT.buf[i]; i++);
      if (i == n && (n == blk || pos+n == end)) {
        if (run < 0) run = pos;
        continue;
      }
      if (run >= 0 && fallocate(fd, FALLOC_FL_PUNCH_HOLE|FALLOC_FL_KEEP_SIZE,
          run, pos-run)) perror_exit("fallocate failed");
      if (run >= 0) done += pos-run;
      run = -1;
    }
    if (run >= 0) {
      // The last block goes too: all of it, past the end of the file
      n = (hole == end && eof) ? (end+blk-1)/blk*blk : hole;
      if (fallocate(fd, FALLOC_FL_PUNCH_HOLE|FALLOC_FL_KEEP_SIZE, run,
          n-run)) perror_exit("fallocate failed");
      done += hole-run;
      run = -1;
    }
  }

  return done;
}

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
  long long len = 0, off = 0;
  int fd, mode = 0, err;

  if (!toys.optc) error_exit("no filename specified");
  if (toys.optc > 1) error_exit("unexpected number of arguments");
  if (!TT.l && !FLAG(d)) error_exit("no length argument specified");
  if (TT.l && (len = fallocate_num(TT.l)) < 1)
    error_exit("invalid length value specified");
  if (TT.o && (off = fallocate_num(TT.o)) < 0)
    error_exit("invalid offset value specified");
  if (FLAG(d)) {
    struct stat st;
    long long end;

    if (FLAG(n)+FLAG(p)+FLAG(z)+FLAG(c)+FLAG(i)+FLAG(x))
      error_exit("-d doesn't combine with -n -p -z -c -i -x");
    if (-1 == (fd = open(*toys.optargs, O_RDWR)))
      perror_exit("cannot open %s", *toys.optargs);
    if (fstat(fd, &st)) perror_exit("%s", *toys.optargs);
    end = (TT.l && off+len < st.st_size) ? off+len : st.st_size;
    if (st.st_blksize < 512 || st.st_blksize > 1<<20) st.st_blksize = 4096;
    TT.buf = xmalloc(st.st_blksize);
    len = dig(fd, off, end, st.st_blksize, end == st.st_size);
    if (FLAG(v)) say(len, "converted to sparse holes");
    if (close(fd)) perror_exit("%s", *toys.optargs);
    return;
  }
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
  if (FLAG(v)) say(len, FLAG(p) ? "hole created" : FLAG(z) ? "zeroed"
    : FLAG(c) ? "removed" : FLAG(i) ? "inserted" : "allocated");
}
