/* truncate.c - set the size of files
 *
 * no standard

USE_TRUNCATE(NEWTOY(truncate, "<1s(size):r(reference):c(no-create)o(io-blocks)", TOYFLAG_USR|TOYFLAG_BIN))

config TRUNCATE
  bool "truncate"
  default y
  help
    usage: truncate [-co] [-r RFILE] [-s SIZE] FILE...

    Set the length of each FILE (made if missing), cutting it or padding it
    with a hole.

    -c  Don't create missing files (--no-create)
    -o  SIZE is in I/O blocks, not bytes (--io-blocks)
    -r  Use the size of RFILE (--reference)
    -s  Set or adjust the size (--size):

    SIZE is a number with an optional suffix K M G T P E (powers of 1024,
    also KiB MiB...) or KB MB GB... (powers of 1000), and an optional prefix:
    + grow by, - shrink by, < at most, > at least, / round down to a
    multiple of, % round up to a multiple of. With -r, + and - adjust RFILE's
    size.
*/

#define FOR_truncate
#include "toys.h"

GLOBALS(
  char *s, *r;
)

void truncate_main(void)
{
  char **arg, *s = TT.s, *end;
  int type = 0, fd;
  long long size = 0, base = -1, cur;
  struct stat st;

  if (!s && !TT.r) help_exit("need -s or -r");
  if (TT.r) {
    if (stat(TT.r, &st)) perror_exit("cannot stat '%s'", TT.r);
    base = st.st_size;
  }
  if (s) {
    while (isspace(*s)) s++;
    if (*s && strchr("+-<>/%", *s)) type = *s++;
    if (!type && TT.r) error_exit("-r needs a relative -s (+ - < > / %%)");
    if (!isdigit(*s)) error_exit("invalid number '%s'", TT.s);
    errno = 0;
    size = strtoll(s, &end, 10);
    if (errno) goto toobig;
    if (*end) {
      unsigned long long mult = size_suffix(&end);

      // Zetta and yotta are real units, just too big
      if (!mult && *end && strchr("ZYzy", *end)) goto toobig;
      if (!mult || *end) goto bad;
      if (size && mult > LLONG_MAX/size) goto toobig;
      size *= mult;
    }
    if ((type == '/' || type == '%') && !size) error_exit("division by zero");
  }

  for (arg = toys.optargs; *arg; arg++) {
    long long new = size;

    if (-1 == (fd = open(*arg, O_WRONLY|O_NONBLOCK|(FLAG(c) ? 0 : O_CREAT),
      0666)))
    {
      if (errno != ENOENT || !FLAG(c))
        perror_msg("cannot open '%s' for writing", *arg);
      continue;
    }
    if (fstat(fd, &st)) {
      perror_msg("cannot fstat '%s'", *arg);
      close(fd);
      continue;
    }
    if (FLAG(o)) {
      if (size && st.st_blksize > LLONG_MAX/size) {
        error_msg("'%s': %lld blocks: %s", *arg, size, xstrerror(EOVERFLOW));
        close(fd);
        continue;
      }
      new *= st.st_blksize;
    }
    cur = base >= 0 ? base : st.st_size;
    if (!TT.s) new = cur;
    else if (type == '+') new = cur+new;
    else if (type == '-') new = cur > new ? cur-new : 0;
    else if (type == '<') new = cur < new ? cur : new;
    else if (type == '>') new = cur > new ? cur : new;
    else if (type == '/') new = cur/new*new;
    else if (type == '%') new = (cur+new-1)/new*new;
    if (new < 0) new = LLONG_MAX;
    // (a device that can't be truncated is an error too, as GNU)
    if (ftruncate(fd, new))
      perror_msg("failed to truncate '%s' at %lld bytes", *arg, new);
    close(fd);
  }

  return;
bad:
  error_exit("invalid number '%s'", TT.s);
toobig:
  error_exit("invalid number '%s': %s", TT.s, xstrerror(EOVERFLOW));
}
