/* shuf.c - output lines in random order
 *
 * no standard

USE_SHUF(NEWTOY(shuf, "e(echo)i(input-range):n(head-count):o(output):(random-source):r(repeat)z(zero-terminated)[!ei]", TOYFLAG_USR|TOYFLAG_BIN))

config SHUF
  bool "shuf"
  default y
  help
    usage: shuf [-rz] [-n COUNT] [-o FILE] [--random-source FILE] [FILE | -e ARG... | -i LO-HI]

    Write the lines of FILE (or stdin) in random order.

    -e, --echo         Shuffle the ARGs instead
    -i, --input-range  Shuffle the numbers LO to HI
    -n, --head-count   Write at most COUNT lines
    -o, --output       Write to FILE (after reading all input, so it may be
                       the input too)
    -r, --repeat       Pick lines at random again and again (COUNT times, or
                       forever without -n)
    -z, --zero-terminated  Lines end with NUL instead of newline
    --random-source    Take the random bits from FILE instead of the kernel
*/

#define FOR_shuf
#include "toys.h"

GLOBALS(
  char *i, *n, *o, *random_source;

  struct random_state rs;
  char **lines;
  long *lens;
  unsigned long long lo, count, *map, mapsize;
)

// Sparse permutation for big -i ranges: slot i holds i unless the map says.
static unsigned long long *slot(unsigned long long key)
{
  unsigned long long h = (key*0x9e3779b97f4a7c15ULL)&(TT.mapsize-1);

  while (TT.map[2*h] && TT.map[2*h]-1 != key) h = (h+1)&(TT.mapsize-1);
  if (!TT.map[2*h]) {
    TT.map[2*h] = key+1;
    TT.map[2*h+1] = key;
  }

  return TT.map+2*h+1;
}

static void emit(unsigned long long idx)
{
  char delim = FLAG(z) ? 0 : '\n';

  if (TT.lines) {
    xputsl(TT.lines[idx], TT.lens[idx]);
    xputc(delim);
  } else xprintf("%llu%c", TT.lo+idx, delim);
}

static unsigned long long shuf_num(char *s, char *what, char *all)
{
  unsigned long long val;
  char *end;

  errno = 0;
  if (!isdigit((unsigned char)*s) || (val = strtoull(s, &end, 10), errno)
      || *end) error_exit("invalid %s: '%s'", what, all);

  return val;
}

void shuf_main(void)
{
  unsigned long long m = ULLONG_MAX, k, j, *dense = 0, hi;
  char *buf = 0;
  int fd = -1;

  if (FLAG(n)) m = shuf_num(TT.n, "line count", TT.n);
  if (FLAG(i)) {
    char *all = xstrdup(TT.i), *dash = strchr(TT.i, '-');

    if (toys.optc) error_exit("extra operand '%s'", *toys.optargs);
    if (!dash) error_exit("invalid input range: '%s'", TT.i);
    *dash = 0;
    TT.lo = shuf_num(TT.i, "input range", all);
    hi = shuf_num(dash+1, "input range", all);
    if (hi+1 < TT.lo || hi == ULLONG_MAX)
      error_exit("invalid input range: '%s'", all);
    free(all);
    TT.count = hi+1-TT.lo;
  } else if (FLAG(e)) {
    TT.count = toys.optc;
    TT.lines = toys.optargs;
    TT.lens = xmalloc(sizeof(long)*(TT.count+1));
    for (k = 0; k < TT.count; k++) TT.lens[k] = strlen(TT.lines[k]);
  } else {
    char *name = toys.optc ? *toys.optargs : "-", *s, *e, delim = FLAG(z) ? 0
      : '\n';
    off_t len = 0;
    unsigned long long cap = 16;

    if (toys.optc > 1) error_exit("extra operand '%s'", toys.optargs[1]);
    if (strcmp(name, "-") && (fd = open(name, O_RDONLY|O_CLOEXEC)) < 0)
      perror_exit("%s", name);
    if (!(buf = readfd(fd < 0 ? 0 : fd, 0, &len))) perror_exit("%s", name);
    if (fd >= 0) close(fd);
    TT.lines = xmalloc(sizeof(char *)*cap);
    TT.lens = xmalloc(sizeof(long)*cap);
    for (s = buf; s < buf+len; s = e+1) {
      if (!(e = memchr(s, delim, buf+len-s))) e = buf+len;
      if (TT.count == cap) {
        TT.lines = xrealloc(TT.lines, sizeof(char *)*(cap *= 2));
        TT.lens = xrealloc(TT.lens, sizeof(long)*cap);
      }
      TT.lines[TT.count] = s;
      TT.lens[TT.count++] = e-s;
    }
  }

  fd = -1;
  if (TT.random_source && (fd = open(TT.random_source, O_RDONLY|O_CLOEXEC)) < 0)
    perror_exit("%s", TT.random_source);
  random_init(&TT.rs, fd, TT.random_source);
  if (TT.o) {
    int out = xcreate(TT.o, O_WRONLY|O_CREAT|O_TRUNC, 0666);

    xflush(1);
    dup2(out, 1);
    close(out);
  }

  if (FLAG(r)) {
    if (!TT.count) {
      if (m) error_exit("no lines to repeat");
    } else for (k = 0; k < m || !FLAG(n); k++)
      emit(random_below(&TT.rs, TT.count));
  } else {
    if (m > TT.count) m = TT.count;
    if (TT.count <= (1<<20) || m > TT.count/4) {
      dense = xmalloc(sizeof(*dense)*(TT.count ? : 1));
      for (k = 0; k < TT.count; k++) dense[k] = k;
    } else {
      for (TT.mapsize = 16; TT.mapsize < 4*m; TT.mapsize *= 2);
      TT.map = xzalloc(TT.mapsize*2*sizeof(*TT.map));
    }
    // Fisher-Yates, stopping after the m wanted
    for (k = 0; k < m; k++) {
      j = k+random_below(&TT.rs, TT.count-k);
      if (dense) {
        emit(dense[j]);
        dense[j] = dense[k];
      } else {
        unsigned long long v = *slot(j);

        emit(v);
        *slot(j) = *slot(k);
      }
    }
  }
  if (TT.o) xflush(1);
  if (fd >= 0) close(fd);
  free(dense);
  free(TT.map);
  free(TT.lens);
  if (!FLAG(e)) free(TT.lines);
  free(buf);
}
