/* wc.c - count lines, words, characters and bytes
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/wc.html

USE_WC(NEWTOY(wc, "l(lines)w(words)m(chars)c(bytes)L(max-line-length)", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_LOCALE))

config WC
  bool "wc"
  default y
  help
    usage: wc [-lwmcL] [FILE...]

    Count lines, words and bytes of each FILE (or stdin), and their total
    when there are several. Columns come in the order below; with no
    options -lwc.

    -l, --lines            Count newlines
    -w, --words            Count words (printable text between whitespace)
    -m, --chars            Count characters (UTF-8 in a UTF-8 locale;
                           invalid bytes aren't characters)
    -c, --bytes            Count bytes
    -L, --max-line-length  Show the widest line's display width (tabs
                           to multiples of 8, wide characters 2)
*/

#define FOR_wc
#include "toys.h"

GLOBALS(
  unsigned long long totals[5];
  unsigned long long counts[5];
  int width, utf8, files;
)

// Index of each count in counts[]/totals[], in output order.
enum { WC_L, WC_W, WC_M, WC_C, WC_LL };

#define WC_BUF (32*1024)

// Count newlines 16 bytes at a time with the compiler's vector types
// (SSE2, NEON...): each lane adds up its matches for at most 255 rounds.
typedef unsigned char wc_vec __attribute__((vector_size(16)));
typedef unsigned char wc_uvec __attribute__((vector_size(16), aligned(1),
  may_alias));

static unsigned long long count_newlines(unsigned char *s, size_t len)
{
  unsigned long long count = 0;
  wc_vec a1, a2, nl = {10,10,10,10,10,10,10,10,10,10,10,10,10,10,10,10};
  size_t i, j, rounds;

  // Two accumulators of 32 bytes a round keep the CPU busier.
  while (len >= 2*sizeof(a1)) {
    a1 ^= a1;
    a2 ^= a2;
    rounds = len/(2*sizeof(a1));
    if (rounds > 255) rounds = 255;
    len -= rounds*2*sizeof(a1);
    for (i = 0; i < rounds; i++) {
      a1 -= (wc_vec)(*(wc_uvec *)s == nl);
      a2 -= (wc_vec)(*(wc_uvec *)(s+16) == nl);
      s += 2*sizeof(a1);
    }
    for (j = 0; j < sizeof(a1); j++) count += a1[j]+a2[j];
  }
  while (len--) count += *s++ == '\n';

  return count;
}

// Classes of single bytes (ASCII, or any byte outside UTF-8 locales)
#define WC_SPACE 1  // ends a word
#define WC_PRINT 2  // starts (or continues) a word
#define WC_RESET 4  // \n \r \f: -L starts a new line
#define WC_TAB   8

static void show(unsigned long long *c, char *name)
{
  int i, first = 1;

  for (i = 0; i < 5; i++) {
    if (!(toys.optflags & (1<<(4-i)))) continue;
    xprintf(&" %*llu"[first], TT.width, c[i]);
    first = 0;
  }
  if (name) xprintf(" %s", name);
  xputc('\n');
}

// Count a block: returns how many bytes at the end are an incomplete
// UTF-8 sequence to hand to the next call (only when !eof).
static int count_block(unsigned char *p, unsigned char *end, int eof,
  unsigned char *class, unsigned *state)
{
  unsigned long long *c = TT.counts, lines = 0, words = 0, chars = 0;
  unsigned inword = state[0], pos = state[1], max = state[2];
  int doL = FLAG(L), utf8 = TT.utf8, cl, len;
  mbstate_t mb;
  wchar_t wc;

  while (p < end) {
    if (*p < 0x80 || !utf8) {
      cl = class[*p];
      if (*p++ == '\n') lines++;
      chars++;
      if (cl & WC_SPACE) inword = 0;
      else if ((cl & WC_PRINT) && !inword) inword = 1, words++;
      if (doL) {
        if (cl & WC_PRINT) pos++;
        else if (cl & WC_RESET) {
          if (pos > max) max = pos;
          pos = 0;
        } else if (cl & WC_TAB) pos = (pos|7)+1;
        else if (p[-1] == ' ') pos++;
      }
      continue;
    }
    // The C library decides what's a character (as the locale does).
    memset(&mb, 0, sizeof(mb));
    if ((len = mbrtowc(&wc, (char *)p, end-p, &mb)) == -2 && !eof) break;
    if (len < 1) {
      // Invalid bytes are not characters and don't start words.
      p++;
      continue;
    }
    p += len;
    chars++;
    // Printable spaces (no-break ones too) separate words, the rest of
    // what's printable makes them; the others (U+2028...) do neither.
    if (iswprint(wc)) {
      if (iswspace(wc) || wc == 0xa0 || wc == 0x2007 || wc == 0x202f
          || wc == 0x2060) inword = 0;
      else if (!inword) inword = 1, words++;
      if (doL && (cl = wcwidth(wc)) > 0) pos += cl;
    }
  }
  c[WC_L] += lines;
  c[WC_W] += words;
  c[WC_M] += chars;
  state[0] = inword;
  state[1] = pos;
  state[2] = max;

  return end-p;
}

static void do_wc(int fd, char *name)
{
  unsigned long long *c = TT.counts;
  unsigned char class[256], *buf;
  unsigned state[3] = {0, 0, 0};
  struct stat st;
  ssize_t len;
  int i, left = 0;

  memset(c, 0, sizeof(TT.counts));

  // Only bytes of a regular file: its size says it.
  if (toys.optflags == FLAG_c && !fstat(fd, &st) && S_ISREG(st.st_mode)
      && st.st_size) {
    off_t pos = lseek(fd, 0, SEEK_CUR);

    if (pos >= 0 && pos <= st.st_size) {
      c[WC_C] = st.st_size-pos;
      lseek(fd, 0, SEEK_END);
      goto done;
    }
  }

  posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL);
  buf = xmalloc(WC_BUF+4);
  if (!(toys.optflags & (FLAG_w|FLAG_m|FLAG_L))) {
    // Lines and bytes only: the fast path.
    while ((len = read(fd, buf, WC_BUF))) {
      if (len < 0) {
        if (errno == EINTR) continue;
        perror_msg_raw(name);
        break;
      }
      c[WC_C] += len;
      c[WC_L] += count_newlines(buf, len);
    }
  } else {
    for (i = 0; i < 256; i++) {
      class[i] = 0;
      if (i == '\n' || i == '\r' || i == '\f') class[i] |= WC_RESET;
      if (i == '\t') class[i] |= WC_TAB;
      if (i < 128 || !TT.utf8) {
        if (isspace(i)) class[i] |= WC_SPACE;
        else if (isprint(i)) class[i] |= WC_PRINT;
      }
    }
    for (;;) {
      len = read(fd, buf+4, WC_BUF);
      if (len < 0) {
        if (errno == EINTR) continue;
        perror_msg_raw(name);
        len = 0;
      }
      c[WC_C] += len;
      // Carried-over bytes of a split character go just before the new data.
      left = count_block(buf+4-left, buf+4+len, !len, class, state);
      if (!len) break;
      memmove(buf+4-left, buf+4+len-left, left);
    }
    if (state[1] > state[2]) state[2] = state[1];
    c[WC_LL] = state[2];
  }
  free(buf);

done:
  if (!TT.utf8) c[WC_M] = c[WC_C];
  for (i = 0; i < 5; i++) {
    if (i == WC_LL) {
      if (c[i] > TT.totals[i]) TT.totals[i] = c[i];
    } else TT.totals[i] += c[i];
  }
  show(c, toys.optc ? name : 0);
}

void wc_main(void)
{
  unsigned long long size = 0;
  struct stat st;
  char **ss;
  int odd = 0, ncounts = 0, i;

  if (!toys.optflags) toys.optflags = FLAG_l|FLAG_w|FLAG_c;
  TT.utf8 = MB_CUR_MAX > 1;

  // Column width: the digits of the total size when every input is a
  // regular file, at least 7 otherwise; a lone count is never padded.
  for (i = 0; i < 5; i++) ncounts += !!(toys.optflags & (1<<i));
  if (!toys.optc && !fstat(0, &st)) {
    if (S_ISREG(st.st_mode)) size = st.st_size;
    else odd = 1;
  }
  for (ss = toys.optargs; *ss; ss++) {
    if (strcmp(*ss, "-") ? stat(*ss, &st) : fstat(0, &st)) continue;
    if (S_ISREG(st.st_mode)) size += st.st_size;
    else odd = 1;
  }
  TT.width = numlen(size);
  if (odd && TT.width < 7) TT.width = 7;
  if (ncounts == 1 && toys.optc < 2) TT.width = 1;

  loopfiles(toys.optargs, do_wc);
  if (toys.optc > 1) show(TT.totals, "total");
}
