/* fold.c - wrap lines to a width
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/fold.html

USE_FOLD(NEWTOY(fold, "bsw#<1=80", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_LOCALE))

config FOLD
  bool "fold"
  default y
  help
    usage: fold [-bs] [-w WIDTH] [FILE...]

    Break the lines of the FILEs (or stdin) so none is wider than WIDTH
    columns (default 80). Tabs go to the next multiple of 8, backspace goes
    back a column, carriage return to column 0. In a UTF-8 locale columns
    are display widths of UTF-8 characters, else bytes.

    -b  count bytes, not columns (tab, backspace and CR are one byte too)
    -s  break after the last blank before the limit, if there is one
    -w  the WIDTH
*/

#define FOR_fold
#include "toys.h"

GLOBALS(
  long w;

  struct textout out;
  char *pend;
  long npend, maxpend, col, linelen;
  int blank;
)

static void out(char *s, long len)
{
  if (len) textout(&TT.out, s, len);
}

// Column after the character at s (bytes in *len) when it starts at col.
static long advance(char *s, long left, long col, int *len)
{
  int w;

  *len = 1;
  if (FLAG(b)) return col+1;
  if (*s == '\t') return col+8-col%8;
  if (*s == '\b') return col ? col-1 : 0;
  if (*s == '\r') return 0;
  *len = text_char(s, left, &w);

  return col+w;
}

// Columns of len bytes at s, from col
static long columns(char *s, long len, long col)
{
  long i;
  int l;

  for (i = 0; i < len; i += l) col = advance(s+i, len-i, col, &l);

  return col;
}

// Bytes are written from s[seg] on when a line break is known. With -s
// what follows the last blank of the line (s[lb..], or TT.pend when that
// was in an earlier block, then all of s) may still move to the next line.
static long fold_block(char *s, long len, int end)
{
  long i = 0, seg = 0, lb = -1, nc, col = TT.col, linelen = TT.linelen;
  int cl, blank = TT.blank;

  if (!end) len -= 3;
  while (i < len) {
    char c;

    // Printable ASCII other than space, while it fits
    for (nc = i; i < len && (unsigned char)(s[i]-'!') < 94 && col < TT.w; i++)
      col++;
    linelen += i-nc;
    if (i == len) break;

    if ((c = s[i]) == '\n') {
      out(TT.pend, TT.npend);
      out(s+seg, ++i-seg);
      seg = i;
      col = linelen = blank = TT.npend = 0;
      lb = -1;
      continue;
    }
    if (c >= ' ' && c < 0x7f) nc = col+(cl = 1);
    else nc = advance(s+i, len+3*!end-i, col, &cl);
    if (nc > TT.w && linelen) {
      // -s: break after the last blank, what followed it starts the line
      if (blank) {
        if (lb < 0) {
          out("\n", 1);
          col = columns(TT.pend, TT.npend, 0);
          out(TT.pend, TT.npend);
          linelen = TT.npend;
          TT.npend = 0;
        } else {
          out(s+seg, lb-seg);
          out("\n", 1);
          seg = lb;
          col = linelen = 0;
        }
        col = columns(s+seg, i-seg, col);
        linelen += i-seg;
        blank = 0;
        lb = -1;
        nc = advance(s+i, len+3*!end-i, col, &cl);
      }
      if (nc > TT.w && linelen) {
        out(s+seg, i-seg);
        out("\n", 1);
        seg = i;
        col = linelen = 0;
        nc = advance(s+i, len+3*!end-i, 0, &cl);
      }
    }
    i += cl;
    if (FLAG(s) && (c == ' ' || c == '\t')) {
      out(TT.pend, TT.npend);
      TT.npend = 0;
      lb = i;
      blank = 1;
    }
    col = nc;
    linelen += cl;
  }

  // Keep what may still move to the next line, write the rest
  if (blank) {
    if (lb >= 0) {
      out(s+seg, lb-seg);
      seg = lb;
    }
    if (TT.npend+i-seg > TT.maxpend)
      TT.pend = xrealloc(TT.pend, TT.maxpend = 2*(TT.npend+i-seg));
    if (i > seg) memcpy(TT.pend+TT.npend, s+seg, i-seg);
    TT.npend += i-seg;
  } else out(s+seg, i-seg);
  TT.col = col;
  TT.linelen = linelen;
  TT.blank = blank;

  return i;
}

static void do_fold(int fd, char *name)
{
  TT.col = TT.linelen = TT.blank = TT.npend = 0;
  text_stream(fd, name, fold_block);
  out(TT.pend, TT.npend);
  textout_flush(&TT.out);
}

void fold_main(void)
{
  loopfiles(toys.optargs, do_fold);
  free(TT.out.buf);
  free(TT.pend);
}
