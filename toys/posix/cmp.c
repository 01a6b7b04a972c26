/* cmp.c - compare two files byte by byte
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/cmp.html

USE_CMP(NEWTOY(cmp, "<1>4b(print-bytes)l(verbose)i(ignore-initial):n(bytes):s(silent)(quiet)[!ls]", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(2)))

config CMP
  bool "cmp"
  default y
  help
    usage: cmp [-bls] [-i SKIP[:SKIP2]] [-n COUNT] FILE1 [FILE2 [SKIP1 [SKIP2]]]

    Compare FILE1 and FILE2 (default stdin; - is stdin too). Say where they
    first differ, as "FILE1 FILE2 differ: byte N, line L". Exit 0 if they
    are the same, 1 if they differ, 2 for trouble (a file can't be read).

    -b  print the differing bytes too (octal and as text)
    -i  skip SKIP bytes of each file first (SKIP1 of FILE1 and SKIP2 of FILE2)
    -l  list every differing byte: offset (from 1), octal value in each file
    -n  compare at most COUNT bytes
    -s  print nothing (but errors), only the exit status
    SKIP and COUNT may be hex (0x), octal (0) and end in b (512), k, m, g.
*/

#define FOR_cmp
#include "toys.h"

GLOBALS(
  char *i, *n;
)

#define CBUF (1<<16)

static long long num(char *s, char *what)
{
  long long ll;

  toys.exitval = 2;
  ll = atolx(s);
  if (ll < 0) error_exit("invalid %s value '%s'", what, s);
  toys.exitval = 0;

  return ll;
}

// Byte as cat -v shows it
static char *show(char *buf, int c)
{
  char *s = buf;

  if (c >= 128) {
    *s++ = 'M';
    *s++ = '-';
    c -= 128;
  }
  if (c < 32 || c == 127) {
    *s++ = '^';
    c ^= 64;
  }
  *s++ = c;
  *s = 0;

  return buf;
}

static int open_name(char *name)
{
  int fd = strcmp(name, "-") ? open(name, O_RDONLY|O_CLOEXEC) : 0;

  // -s is silent about missing files too, as GNU and busybox are
  if (fd < 0) {
    toys.exitval = 2;
    if (FLAG(s)) xexit();
    perror_exit_raw(name);
  }

  return fd;
}

void cmp_main(void)
{
  char *name[2], *buf[2], *colon, tmp[2][8];
  long long skip[2] = {0, 0}, limit = -1, pos = 0, line = 1, width = 0, sz;
  long len[2] = {0, 0}, off[2] = {0, 0}, n, i;
  int fd[2], eof[2] = {0, 0}, k, differ = 0;
  struct stat st;

  name[0] = toys.optargs[0];
  name[1] = toys.optc > 1 ? toys.optargs[1] : "-";
  if (TT.i) {
    if ((colon = strchr(TT.i, ':'))) *colon++ = 0;
    skip[0] = num(TT.i, "--ignore-initial");
    skip[1] = colon ? num(colon, "--ignore-initial") : skip[0];
  }
  if (toys.optc > 2) skip[0] = num(toys.optargs[2], "--ignore-initial");
  if (toys.optc > 3) skip[1] = num(toys.optargs[3], "--ignore-initial");
  if (TT.n) limit = num(TT.n, "--bytes");

  for (k = 0; k < 2; k++) {
    fd[k] = open_name(name[k]);
    if (skip[k]) lskip(fd[k], skip[k]);
    buf[k] = xmalloc(CBUF);
  }

  // Width of -l's offsets: digits of the most bytes we could compare
  sz = limit;
  for (k = 0; k < 2; k++) if (!fstat(fd[k], &st) && S_ISREG(st.st_mode)) {
    long long left = st.st_size > skip[k] ? st.st_size-skip[k] : 0;

    if (sz < 0 || left < sz) sz = left;
  }
  for (width = 1; sz > 9; sz /= 10) width++;
  if (sz < 0) width = 19;

  for (;;) {
    // Refill whichever buffer is empty
    for (k = 0; k < 2; k++) if (off[k] == len[k] && !eof[k]) {
      off[k] = 0;
      n = CBUF;
      if (limit >= 0 && limit-pos < n) n = limit-pos;
      len[k] = n ? readall(fd[k], buf[k], n) : 0;
      if (len[k] < 0) {
        toys.exitval = 2;
        perror_exit_raw(name[k]);
      }
      if (!len[k]) eof[k] = 1;
    }
    if (eof[0] || eof[1]) break;

    n = len[0]-off[0];
    if (len[1]-off[1] < n) n = len[1]-off[1];
    for (i = 0; i < n; i++) {
      unsigned char a = buf[0][off[0]+i], b = buf[1][off[1]+i];

      if (a == b) {
        if (a == '\n') line++;
        continue;
      }
      differ = 1;
      if (FLAG(s)) break;
      if (!FLAG(l)) {
        printf("%s %s differ: byte %lld, line %lld", name[0], name[1],
          pos+i+1, line);
        if (FLAG(b))
          printf(" is %3o %s %3o %s", a, show(tmp[0], a), b, show(tmp[1], b));
        xputc('\n');
        break;
      }
      if (FLAG(b))
        printf("%*lld %3o %-4s %3o %s\n", (int)width, pos+i+1, a,
          show(tmp[0], a), b, show(tmp[1], b));
      else printf("%*lld %3o %3o\n", (int)width, pos+i+1, a, b);
      if (a == '\n') line++;
    }
    if (differ && !FLAG(l)) break;
    off[0] += n;
    off[1] += n;
    pos += n;
  }

  // One file ended before the other
  if ((!differ || FLAG(l)) && eof[0] != eof[1] && (limit < 0 || pos < limit)) {
    k = eof[1];
    differ = 1;
    if (!FLAG(s)) {
      fflush(stdout);
      if (!pos) fprintf(stderr, "cmp: EOF on %s which is empty\n", name[k]);
      else if (FLAG(l))
        fprintf(stderr, "cmp: EOF on %s after byte %lld\n", name[k], pos);
      else fprintf(stderr, "cmp: EOF on %s after byte %lld, in line %lld\n",
        name[k], pos, line);
    }
  }
  toys.exitval = differ;
  for (k = 0; k < 2; k++) {
    if (fd[k]) close(fd[k]);
    free(buf[k]);
  }
}
