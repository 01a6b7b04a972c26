/* tac.c - output files' records in reverse order
 *
 * no standard

USE_TAC(NEWTOY(tac, "bs(separator):r(regex)", TOYFLAG_USR|TOYFLAG_BIN))

config TAC
  bool "tac"
  default y
  help
    usage: tac [-br] [-s SEP] [FILE...]

    Output each FILE (or stdin) with its lines, last first.

    -b  the separator starts each record (instead of ending it)
    -r  SEP is an extended regular expression
    -s  records end with SEP (default newline)

    A last record without a separator is output without one. Files are read
    from their end in big blocks; stdin that is not a file goes through a
    temporary file. With -r the whole input is held in memory.
*/

#define FOR_tac
#include "toys.h"

GLOBALS(
  char *s;

  regex_t reg;
  char *buf;       // data of the file from bpos to end, at buf+off
  long long bpos, end;
  long off, size;
  int fd;
)

#define BLOCK (1<<20)

// Read the block before bpos into the buffer. Returns 0 at the file's start.
static int more(char *name)
{
  long long len = TT.end-TT.bpos, want = TT.bpos < BLOCK ? TT.bpos : BLOCK;
  ssize_t got;

  if (!want) return 0;
  if (TT.off < want) {
    if (TT.size-len < want) {
      while (TT.size-len < want) TT.size = TT.size ? 2*TT.size : 2*BLOCK;
      TT.buf = xrealloc(TT.buf, TT.size);
    }
    memmove(TT.buf+TT.size-len, TT.buf+TT.off, len);
    TT.off = TT.size-len;
  }
  TT.off -= want;
  TT.bpos -= want;
  for (len = 0; len < want; len += got) {
    got = pread(TT.fd, TT.buf+TT.off+len, want-len, TT.bpos+len);
    if (got <= 0) {
      if (got < 0 && errno == EINTR) {
        got = 0;
        continue;
      }
      if (!got) errno = EIO;
      perror_exit("%s", name);
    }
  }

  return 1;
}

static void emit(long long from, long long to)
{
  if (to > from) xputsl(TT.buf+TT.off+(from-TT.bpos), to-from);
}

// Records with a plain separator, from the end: the last occurrence that
// ends before the start of the one found before it.
static void tac_plain(char *name)
{
  char *sep = TT.s ? TT.s : "\n";
  long sl = TT.s ? strlen(TT.s) : 1;
  long long limit = TT.end, scan = TT.end, i, hit;

  if (!sl) sl = 1, sep = "";
  for (;;) {
    // (no buffer before the first read: NULL+0 is undefined too)
    char *b = TT.buf ? TT.buf+TT.off : 0;

    // start of the last occurrence within [bpos, limit), not rescanning
    hit = -1;
    i = limit-sl;
    if (i > scan) i = scan;
    for (i -= TT.bpos; i >= 0; i--) {
      if (b[i] == *sep && !memcmp(b+i, sep, sl)) {
        hit = TT.bpos+i;
        break;
      }
    }
    if (hit < 0) {
      scan = TT.bpos-1;
      if (more(name)) continue;
      emit(TT.bpos, TT.end);
      return;
    }
    emit(FLAG(b) ? hit : hit+sl, TT.end);
    TT.end = FLAG(b) ? hit : hit+sl;
    limit = hit;
    scan = hit-sl;
  }
}

// Records with a regex separator: all of the input in memory.
static void tac_regex(char *name)
{
  long long *pos = 0, start = 0, len;
  long n = 0, i;
  regmatch_t m;
  char *b;

  while (more(name));
  // regexec0() wants a NUL after the data
  TT.buf = xrealloc(TT.buf, TT.size+1);
  TT.buf[TT.size] = 0;
  b = TT.buf+TT.off;
  len = TT.end;
  // Record boundaries, forward: the end (or -b the start) of each match
  while (start < len) {
    if (regexec0(&TT.reg, b+start, len-start, 1, &m, start ? REG_NOTBOL : 0))
      break;
    m.rm_so += start;
    m.rm_eo += start;
    if (m.rm_eo == m.rm_so) {
      if (++start > len) break;
      continue;
    }
    if (!(n&255)) pos = xrealloc(pos, (n+256)*sizeof(*pos));
    pos[n++] = FLAG(b) ? m.rm_so : m.rm_eo;
    start = m.rm_eo;
  }
  for (i = n; i >= 0; i--) {
    long long from = i ? pos[i-1] : 0, to = (i == n) ? len : pos[i];

    emit(from, to);
  }
  free(pos);
}

static void do_tac(int fd, char *name)
{
  struct stat st;
  int tmp = -1;

  if (fstat(fd, &st) || !S_ISREG(st.st_mode) || lseek(fd, 0, SEEK_CUR) < 0) {
    char *dir = getenv("TMPDIR"), *path;

    path = xmprintf("%s/tacXXXXXX", (dir && *dir) ? dir : "/tmp");
    if ((tmp = mkstemp(path)) < 0) perror_exit("%s", path);
    unlink(path);
    free(path);
    if (sendfile_len(fd, tmp, -1, 0) < 0) {
      perror_msg("%s", name);
      close(tmp);
      return;
    }
    fd = tmp;
  }
  TT.fd = fd;
  TT.end = TT.bpos = lseek(fd, 0, SEEK_END);
  TT.off = TT.size;
  if (TT.end > 0) {
    if (FLAG(r)) tac_regex(name);
    else tac_plain(name);
  }
  if (tmp >= 0) close(tmp);
}

void tac_main(void)
{
  if (FLAG(r)) xregcomp(&TT.reg, TT.s ? TT.s : "\n", REG_EXTENDED);
  loopfiles(toys.optargs, do_tac);
  free(TT.buf);
}
