/* split.c - split a file into pieces
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/split.html

USE_SPLIT(NEWTOY(split, ">2a#<0b:C:l:n:(additional-suffix):(verbose)d(numeric-suffixes)x(hex-suffixes)e(elide-empty-files)[!bCln][-dx]", TOYFLAG_USR|TOYFLAG_BIN))

config SPLIT
  bool "split"
  default y
  help
    usage: split [-dex] [-a LEN] [-b SIZE | -C SIZE | -l LINES | -n CHUNKS] [FILE [PREFIX]]

    Copy FILE (or stdin) into pieces named PREFIX (default x) followed by a
    suffix: aa, ab ... zz. Default 1000 lines a piece.

    -a LEN    Suffix length (default 2; without -a the suffixes grow when they
              run out: yz is followed by zaaa)
    -b SIZE   SIZE bytes a piece
    -C SIZE   At most SIZE bytes of whole lines a piece (longer lines are cut)
    -d        Decimal suffixes (00 01 ...)
    -e, --elide-empty-files  Don't create empty files with -n
    -l LINES  LINES lines a piece
    -n CHUNKS N: N pieces of equal size; K/N: only the Kth of N, to stdout;
              l/N, l/K/N: the same, without splitting lines;
              r/N, r/K/N: lines dealt round robin to N pieces
    -x        Hexadecimal suffixes (00 ... 0f 10 ...)
    --additional-suffix=SUF  Append SUF to each name
    --verbose Say "creating file 'NAME'" before opening each piece

    SIZE and LINES may end with a multiplier: b 512, k or K 1024, kB 1000,
    KiB 1024, and likewise M MB MiB, G, T, P, E.
    Running out of suffixes is an error (exit 1); the pieces written stay.
*/

#define FOR_split
#include "toys.h"

GLOBALS(
  long a;
  char *b, *C, *l, *n, *add;

  char *prefix, *alpha, *name, *suffix;
  int fd, base, len, grow, zs, nl, *fds;
  long long count, used;
)

#define SPLIT_BUF (64*1024)

static unsigned long long split_num(char *str, char *what)
{
  char *s = str, *end, *units = "bkmgtpe", *u;
  unsigned long long val, mult = 1;
  int i, k;

  if (!isdigit((unsigned char)*s)) goto bad;
  errno = 0;
  val = strtoull(s, &end, 10);
  if (errno) goto bad;
  if (*end) {
    if (!(u = strchr(units, tolower((unsigned char)*end)))) goto bad;
    if (*u == 'b') mult = 512, end++;
    else {
      k = 1024;
      if (end[1] == 'B') k = 1000, end++;
      else if (end[1] == 'i' && end[2] == 'B') end += 2;
      for (i = u-units; i; i--) {
        if (mult > ULLONG_MAX/k) goto bad;
        mult *= k;
      }
      end++;
    }
    if (*end) goto bad;
  }
  if (val && mult > ULLONG_MAX/val) goto bad;
  if (!(val *= mult)) goto bad;

  return val;
bad:
  error_exit("invalid number of %s: '%s'", what, str);
}

// Build the name of the next piece in TT.name; 0 when the suffixes ran out.
static int next_name(void)
{
  int i;
  char *s = TT.suffix;

  if (!TT.name) {
    TT.name = xmprintf("%s%*c%s", TT.prefix, TT.len, ' ', TT.add ? : "");
    TT.suffix = TT.name+strlen(TT.prefix);
    memset(TT.suffix, TT.alpha[0], TT.len);

    return 1;
  }

  // Odometer increment
  for (i = TT.zs+TT.len-1; i >= TT.zs; i--) {
    char *p = strchr(TT.alpha, s[i]);

    if (p[1]) {
      s[i] = p[1];
      break;
    }
    s[i] = TT.alpha[0];
  }
  if (i < TT.zs) return 0;

  // Without -a: when the first digit reaches the last symbol, grow by one
  // fixed last symbol and one more digit.
  if (TT.grow && s[TT.zs] == TT.alpha[TT.base-1]) {
    char *old = TT.name;

    TT.name = xmprintf("%.*s%c%*c%s", (int)(s-old)+TT.zs, old,
      TT.alpha[TT.base-1], TT.len+1, ' ', TT.add ? : "");
    free(old);
    TT.suffix = s = TT.name+strlen(TT.prefix);
    TT.zs++;
    memset(s+TT.zs, TT.alpha[0], ++TT.len);
  }

  return 1;
}

static int open_next(void)
{
  if (!next_name()) error_exit("output file suffixes exhausted");
  if (FLAG(verbose)) xprintf("creating file '%s'\n", TT.name);

  return xcreate(TT.name, O_WRONLY|O_CREAT|O_TRUNC, 0666);
}

// Write to the current piece, opening it first if needed.
static void out(char *p, long len)
{
  if (!len) return;
  if (TT.fd < 0) TT.fd = open_next();
  // (name the piece that is incomplete, as GNU does)
  if (writeall(TT.fd, p, len) != len) perror_exit("%s", TT.name);
}

static void cout(char *p, long len)
{
  out(p, len);
  TT.used += len;
  if (len) TT.nl = p[len-1] == '\n';
}

// End the current piece; force: create it even if empty.
static void end_piece(int force)
{
  if (TT.fd < 0 && force) TT.fd = open_next();
  if (TT.fd > 1) xclose(TT.fd);
  TT.fd = -1;
  TT.used = 0;
}

static void read_error(char *name)
{
  perror_exit("read error on '%s'", name);
}

// -b and -l: cut after TT.count bytes or lines.
static void split_stream(int fd, char *name)
{
  char *buf = xmalloc(SPLIT_BUF), *s, *p;
  ssize_t len;

  while ((len = read(fd, buf, SPLIT_BUF))) {
    if (len < 0) {
      if (errno == EINTR) continue;
      read_error(name);
    }
    for (p = buf; p < buf+len;) {
      long left = buf+len-p;

      if (FLAG(b)) {
        if (left > TT.count-TT.used) left = TT.count-TT.used;
        out(p, left);
        TT.used += left;
        p += left;
      } else {
        s = p;
        while (TT.used < TT.count && s < buf+len
          && (s = memchr(s, '\n', buf+len-s))) s++, TT.used++;
        if (!s) s = buf+len;
        out(p, s-p);
        p = s;
      }
      if (TT.used == TT.count) end_piece(0);
    }
  }
  free(buf);
}

// -C: whole lines, at most TT.count bytes a piece.
static void split_lines_bytes(int fd, char *name)
{
  char *buf = 0, *s;
  long long len = 0, cap = 0, room, got;
  int eof = 0;

  while (!eof || len) {
    if (!eof) {
      if (cap-len < SPLIT_BUF) buf = xrealloc(buf, cap = len+2*SPLIT_BUF);
      if ((got = read(fd, buf+len, SPLIT_BUF)) < 0) {
        if (errno == EINTR) continue;
        read_error(name);
      }
      if (!got) eof = 1;
      len += got;
    }
    while (len) {
      room = TT.count-TT.used;
      if (len <= room) {
        if (eof) {
          cout(buf, len);
          len = 0;
          break;
        }
        // Whole lines fit; a partial line can only be decided later, except
        // when it started the piece: it stays in this piece either way.
        for (s = buf+len; s > buf && s[-1] != '\n'; s--);
        if (s == buf) {
          if (TT.used && TT.nl) break;
          s = buf+len;
        }
        cout(buf, s-buf);
        memmove(buf, s, len -= s-buf);
        break;
      }
      for (s = buf+room; s > buf && s[-1] != '\n'; s--);
      if (s == buf) {
        if (TT.used && TT.nl) {
          end_piece(0);
          continue;
        }
        s = buf+room;
      }
      cout(buf, s-buf);
      memmove(buf, s, len -= s-buf);
      end_piece(0);
    }
  }
  free(buf);
}

// Copy bytes start..end of fd to the current piece (or stdout).
static void copy_range(int fd, long long start, long long end, char *name)
{
  char *buf = toybuf;
  ssize_t len;

  while (start < end) {
    len = end-start < (long long)sizeof(toybuf) ? end-start : sizeof(toybuf);
    if ((len = pread(fd, buf, len, start)) <= 0) {
      if (len < 0 && errno == EINTR) continue;
      read_error(name);
    }
    out(buf, len);
    start += len;
  }
}

// Offset just after the first newline at or after pos (or size).
static long long line_end(int fd, long long pos, long long size, char *name)
{
  char *s;
  ssize_t len;

  while (pos < size) {
    if ((len = pread(fd, toybuf, sizeof(toybuf), pos)) <= 0) {
      if (len < 0 && errno == EINTR) continue;
      read_error(name);
    }
    if ((s = memchr(toybuf, '\n', len))) return pos+(s-toybuf)+1;
    pos += len;
  }

  return size;
}

// -n N, K/N, l/N, l/K/N
static void split_chunks(int fd, char *name, int lines, long long k,
  long long n)
{
  struct stat st;
  long long size, start = 0, end, i, pos = 0;

  // Sizes need a file: copy anything else to a deleted temporary file.
  if (fstat(fd, &st) || !S_ISREG(st.st_mode)) {
    char *tmp = xmprintf("%s/splitXXXXXX", getenv("TMPDIR") ? : "/tmp");
    int tfd = mkstemp(tmp);

    if (tfd < 0) perror_exit("%s", tmp);
    unlink(tmp);
    free(tmp);
    if (sendfile_len(fd, tfd, -1, 0) < 0) read_error(name);
    fd = tfd;
  } else pos = lseek(fd, 0, SEEK_CUR);
  if (pos < 0) pos = 0;
  size = lseek(fd, 0, SEEK_END)-pos;

  for (i = 0; i < n; i++) {
    end = size < n ? (i+1 < size ? i+1 : size) : (i+1)*(size/n);
    if (i == n-1) end = size;
    if (lines) {
      if (end > start && end < size) end = line_end(fd, pos+end-1, pos+size,
        name)-pos;
      else if (end < start) end = start;
    }
    if (!k || k == i+1) {
      if (k) TT.fd = 1;
      copy_range(fd, pos+start, pos+end, name);
      if (!k) end_piece(!FLAG(e));
    }
    start = end;
  }
}

// -n r/N, r/K/N
static void split_robin(int fd, char *name, long long k, long long n)
{
  FILE *fp = fdopen(fd, "r");
  char *line = 0;
  size_t size = 0;
  ssize_t len;
  long long i = 0, j;

  if (!fp) perror_exit("%s", name);
  if (!k) {
    TT.fds = xmalloc(n*sizeof(int));
    for (j = 0; j < n; j++) TT.fds[j] = open_next();
  }
  while ((len = getline(&line, &size, fp)) > 0) {
    if (!k) xwrite(TT.fds[i], line, len);
    else if (i == k-1) xwrite(1, line, len);
    if (++i == n) i = 0;
  }
  if (ferror(fp)) read_error(name);
  if (!k) for (j = 0; j < n; j++) xclose(TT.fds[j]);
  free(line);
  free(TT.fds);
}

void split_main(void)
{
  char *name = "-", *s, *how = 0;
  long long k = 0, n = 0;
  int fd = 0, mode = 'l';

  TT.fd = -1;
  TT.prefix = "x";
  if (toys.optc) name = toys.optargs[0];
  if (toys.optc > 1) TT.prefix = toys.optargs[1];
  if (TT.add && strchr(TT.add, '/'))
    error_exit("invalid suffix '%s', contains directory separator", TT.add);
  TT.alpha = FLAG(d) ? "0123456789" : FLAG(x) ? "0123456789abcdef"
    : "abcdefghijklmnopqrstuvwxyz";
  TT.base = strlen(TT.alpha);
  TT.len = TT.a ? : 2;
  TT.grow = !TT.a;

  TT.count = 1000;
  if (FLAG(b)) TT.count = split_num(TT.b, "bytes"), mode = 'b';
  else if (FLAG(C)) TT.count = split_num(TT.C, "bytes"), mode = 'C';
  else if (FLAG(l)) {
    for (s = TT.l; isdigit((unsigned char)*s); s++);
    if (*s || !(TT.count = atoll(TT.l)))
      error_exit("invalid number of lines: '%s'", TT.l);
  }
  else if (FLAG(n)) {
    char *arg = TT.n, *slash;

    mode = 'n';
    if ((*arg == 'l' || *arg == 'r') && arg[1] == '/') how = arg, arg += 2;
    if ((slash = strchr(arg, '/'))) {
      *slash = 0;
      k = split_num(arg, "chunk number");
      *slash = '/';
      arg = slash+1;
    }
    for (s = arg; isdigit((unsigned char)*s); s++);
    if (*s || s == arg || !(n = atoll(arg)))
      error_exit("invalid number of chunks: '%s'", TT.n);
    if (k > n) error_exit("invalid chunk number: '%s'", TT.n);
    if (!k) {
      long long max = 1;
      int len;

      for (len = 0; len < TT.len && max < n; len++) max *= TT.base;
      if (max < n) {
        if (!TT.grow) {
          for (; max < n; len++) max *= TT.base;
          error_exit("the suffix length needs to be at least %d", len);
        }
        while (max < n) max *= TT.base, TT.len++;
      }
      TT.grow = 0;
    }
  }

  if (strcmp(name, "-") && (fd = open(name, O_RDONLY|O_CLOEXEC)) < 0)
    perror_exit("cannot open '%s' for reading", name);

  if (mode == 'n') {
    if (how && *how == 'r') split_robin(fd, name, k, n);
    else split_chunks(fd, name, !!how, k, n);
  } else if (mode == 'C') split_lines_bytes(fd, name);
  else split_stream(fd, name);
  end_piece(0);
  free(TT.name);
}
