/* head.c - copy the first lines or bytes of files
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/head.html

USE_HEAD(NEWTOY(head, "?n(lines):c(bytes):q(quiet)(silent)v(verbose)z(zero-terminated)[-nc][-qv]", TOYFLAG_USR|TOYFLAG_BIN))

config HEAD
  bool "head"
  default y
  help
    usage: head [-qvz] [-n [-]NUM | -c [-]NUM | -NUM] [FILE...]

    Copy the first lines (default 10) of each FILE (or stdin) to stdout.
    With several FILEs each starts with a "==> FILE <==" header.

    -n, --lines NUM   Print the first NUM lines; -NUM: all but the last NUM
    -c, --bytes NUM   Print the first NUM bytes; -NUM: all but the last NUM
    -NUM              Same as -n NUM (also -NUMc for bytes)
    -q, --quiet       Never print headers
    -v, --verbose     Always print headers
    -z                Lines end with NUL instead of newline

    NUM may end with a multiplier: b 512, k or K 1024, kB 1000, KiB 1024,
    and likewise M MB MiB, G GB GiB, T, P, E.
*/

#define FOR_head
#include "toys.h"

GLOBALS(
  char *n, *c;

  unsigned long long count;
  int all_but, delim, header;
)

#define HEAD_BUF (64*1024)

// Parse a count: [+-]DIGITS[SUFFIX], decimal, with GNU-style multipliers.
static unsigned long long head_count(char *str, int *neg, char *what)
{
  char *s = str, *end;
  unsigned long long val, mult = 1;

  while (isspace((unsigned char)*s)) s++;
  *neg = (*s == '-');
  if (*s == '-' || *s == '+') s++;
  if (!isdigit((unsigned char)*s)) goto bad;
  errno = 0;
  val = strtoull(s, &end, 10);
  if (errno) goto big;
  if (*end == 'b') {
    mult = 512;
    end++;
  } else if (!(mult = size_suffix(&end))) goto bad;
  if (*end) goto bad;
  if (val && mult > ULLONG_MAX/val) goto big;

  return val*mult;
bad:
  error_exit("invalid number of %s: '%s'", what, str);
big:
  error_exit("invalid number of %s: '%s': Value too large", what, str);
}

// Write out stdio's buffer (headers), then data straight to fd 1.
static void head_write(char *buf, size_t len)
{
  xflush(1);
  if (len && writeall(1, buf, len) != (ssize_t)len) {
    xflush(1);
    perror_exit("write error");
  }
}

static void read_error(char *name)
{
  perror_msg("error reading '%s'", name);
}

// Queue of read blocks for "all but the last NUM".
struct head_chunk {
  struct head_chunk *next;
  size_t len, delims;
  char data[];
};

static void all_but(int fd, char *name)
{
  struct head_chunk *first = 0, **last = &first, *chunk;
  unsigned long long total = 0, want;
  int bytes = FLAG(c), enddelim = 1;
  ssize_t len;
  char *s;

  for (;;) {
    chunk = xmalloc(sizeof(*chunk)+HEAD_BUF);
    len = readall(fd, chunk->data, HEAD_BUF);
    if (len <= 0) {
      free(chunk);
      if (len < 0) read_error(name);
      break;
    }
    chunk->len = len;
    chunk->delims = 0;
    chunk->next = 0;
    enddelim = chunk->data[len-1] == TT.delim;
    if (bytes) total += len;
    else for (s = chunk->data; (s = memchr(s, TT.delim, chunk->data+len-s)); s++)
      chunk->delims++;
    total += chunk->delims;
    *last = chunk;
    last = &chunk->next;

    // Print the oldest blocks as soon as what follows them is enough.
    while (first && total-(bytes ? first->len : first->delims) > TT.count) {
      chunk = first;
      head_write(chunk->data, chunk->len);
      total -= bytes ? chunk->len : chunk->delims;
      if (!(first = chunk->next)) last = &first;
      free(chunk);
    }
    if (len < HEAD_BUF) break;
  }

  // At EOF: a final line without its delimiter is still a line.
  if (!bytes && !enddelim) total++;
  want = total > TT.count ? total-TT.count : 0;
  while ((chunk = first)) {
    if (want) {
      if (bytes) len = want < chunk->len ? want : chunk->len;
      else if (want > chunk->delims) len = chunk->len;
      else {
        unsigned long long i = want;

        for (s = chunk->data; i--; s++) s = memchr(s, TT.delim, chunk->len);
        len = s-chunk->data;
      }
      head_write(chunk->data, len);
      want -= bytes ? (unsigned long long)len : (want > chunk->delims
        ? chunk->delims : want);
    }
    first = chunk->next;
    free(chunk);
  }
}

static void first_part(int fd, char *name)
{
  unsigned long long left = TT.count;
  char *buf = xmalloc(HEAD_BUF), *s;
  ssize_t len, use;

  while (left) {
    len = read(fd, buf, HEAD_BUF);
    if (len < 0) {
      if (errno == EINTR) continue;
      read_error(name);
      break;
    }
    if (!len) break;
    if (FLAG(c)) {
      use = left < (unsigned long long)len ? (ssize_t)left : len;
      left -= use;
    } else {
      for (s = buf; left && (s = memchr(s, TT.delim, buf+len-s)); s++) left--;
      use = left ? len : s-buf;
    }
    head_write(buf, use);
    // Leave a seekable input just after what was used (for "(head; cat)").
    if (use < len) lseek(fd, use-len, SEEK_CUR);
  }
  free(buf);
}

static void do_head(int fd, char *name)
{
  if (TT.header) {
    xprintf("%s==> %s <==\n", TT.header > 1 ? "\n" : "",
      strcmp(name, "-") ? name : "standard input");
    TT.header = 2;
  }
  if (TT.all_but) all_but(fd, name);
  else first_part(fd, name);
}

void head_main(void)
{
  struct toy_list tl = *toys.which, *old = toys.which;
  char **argv = toys.argv, *s, *num = 0, *arg;

  // The old form -NUM[bkm][cl] is only recognized as the first argument.
  if ((arg = argv[1]) && *arg == '-' && isdigit((unsigned char)arg[1])) {
    int len = strspn(arg+1, "0123456789"), c = 0;

    s = arg+1+len;
    if (*s && strchr("bkm", *s)) s++;
    if (*s == 'c' || *s == 'l') c = *s++;
    if (!*s) {
      int i;

      for (i = 0; argv[i]; i++);
      toys.argv = xzalloc((i+2)*sizeof(char *));
      toys.argv[0] = argv[0];
      toys.argv[1] = c == 'c' ? "-c" : "-n";
      toys.argv[2] = num = xstrndup(arg+1, s-arg-1-!!c);
      memcpy(toys.argv+3, argv+2, (i-2)*sizeof(char *));
    }
  }
  // Parse again strictly (the optstring's '?' let "-NUM" through).
  free(toys.optargs);
  tl.options++;
  toys.which = &tl;
  get_optflags();
  toys.which = old;
  if (toys.argv != argv) free(toys.argv);
  toys.argv = argv;

  TT.delim = FLAG(z) ? 0 : '\n';
  TT.count = 10;
  if (FLAG(c)) TT.count = head_count(TT.c, &TT.all_but, "bytes");
  else if (FLAG(n)) TT.count = head_count(TT.n, &TT.all_but, "lines");
  TT.header = FLAG(v) || (toys.optc > 1 && !FLAG(q));

  if (!toys.optc) do_head(0, "-");
  else {
    char **ss;

    for (ss = toys.optargs; *ss; ss++) {
      int fd = strcmp(*ss, "-") ? open(*ss, O_RDONLY|O_CLOEXEC) : 0;

      if (fd < 0) {
        perror_msg("cannot open '%s' for reading", *ss);
        continue;
      }
      do_head(fd, *ss);
      if (fd) close(fd);
    }
  }
  free(num);
}
