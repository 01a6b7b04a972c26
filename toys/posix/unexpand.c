/* unexpand.c - turn runs of spaces into tabs
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/unexpand.html

USE_UNEXPAND(NEWTOY(unexpand, "t(tabs)*a(all)f(first-only)", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_LOCALE))

config UNEXPAND
  bool "unexpand"
  default y
  help
    usage: unexpand [-af] [-t TABS] [FILE...]

    Output the FILEs (or stdin) with blanks before tab stops turned into tabs.

    -a  all runs of two or more blanks, not only leading ones
    -t  TABS is N (a stop every N columns, default 8) or a list N,M,...
        of columns (implies -a; nothing is converted past the last stop);
        the last may be /N (then every multiple of N) or +N (every N after
        the one before it). Lists of several -t add up.
    -f  (--first-only) only leading blanks, even with -t

    Backspace goes back a column. In a UTF-8 locale columns are display
    widths of UTF-8 characters, else bytes.
*/

#define FOR_unexpand
#include "toys.h"

GLOBALS(
  struct arg_list *t;

  struct textout out;
  long *stops, col, blanks;
  int nstops, all, conv, held, prev;
)

static void start_line(void)
{
  TT.col = TT.blanks = TT.held = 0;
  TT.conv = TT.prev = 1;
}

// Blanks not (yet) turned into a tab
static void blanks(void)
{
  if (TT.held) textout(&TT.out, " ", 1);
  textout_spaces(&TT.out, TT.blanks);
  TT.held = TT.blanks = 0;
}

static long unexpand_block(char *s, long len, int end)
{
  long i, seg = 0, next;
  int cl, w;

  if (!end) len -= 3;
  for (i = 0; i < len; i += cl) {
    char c = s[i];

    cl = 1;
    if (TT.conv && (c == ' ' || c == '\t')) {
      if (i > seg) textout(&TT.out, s+seg, i-seg);
      seg = i;
      next = next_tabstop(TT.col, TT.stops, TT.nstops);
      // A lone space that reached a stop becomes a tab if more blanks
      // follow that can still be converted.
      if (TT.held) textout(&TT.out, next < 0 ? " " : "\t", 1);
      TT.held = 0;
      // Past the last stop: nothing more to convert on this line.
      if (next < 0) {
        blanks();
        TT.conv = 0;
      } else {
        seg = i+1;
        if (c == '\t') {
          textout(&TT.out, "\t", 1);
          TT.blanks = 0;
          TT.col = next;
        } else if (++TT.col == next) {
          if (TT.blanks || TT.prev) textout(&TT.out, "\t", 1);
          else TT.held = 1;
          TT.blanks = 0;
        } else TT.blanks++;
        TT.prev = 1;
        continue;
      }
    }
    if (TT.held || TT.blanks) {
      if (i > seg) textout(&TT.out, s+seg, i-seg);
      seg = i;
      blanks();
    }
    TT.prev = 0;
    if (!TT.all) TT.conv = 0;
    if (c >= ' ' && c < 0x7f) TT.col++;
    else if (c == '\b') TT.col -= !!TT.col;
    else if (c == '\n') start_line();
    else {
      cl = text_char(s+i, len+3*!end-i, &w);
      TT.col += w;
    }
  }
  if (i > seg) textout(&TT.out, s+seg, i-seg);

  return i;
}

static void do_unexpand(int fd, char *name)
{
  start_line();
  text_stream(fd, name, unexpand_block);
  blanks();
  textout_flush(&TT.out);
}

void unexpand_main(void)
{
  TT.all = (FLAG(a) || TT.t) && !FLAG(f);
  TT.nstops = parse_tabstops(TT.t, &TT.stops);
  loopfiles(toys.optargs, do_unexpand);
  free(TT.stops);
  free(TT.out.buf);
}
