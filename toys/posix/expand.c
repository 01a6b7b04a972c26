/* expand.c - turn tabs into spaces
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/expand.html

USE_EXPAND(NEWTOY(expand, "t(tabs)*i(initial)", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_LOCALE))

config EXPAND
  bool "expand"
  default y
  help
    usage: expand [-i] [-t TABS] [FILE...]

    Output the FILEs (or stdin) with tabs turned into spaces.

    -i  only tabs before the first other character of a line
    -t  TABS is N (a stop every N columns, default 8) or a list N,M,... of
        columns (beyond the last stop a tab is one space); the last may be
        /N (then every multiple of N) or +N (every N after the one before
        it). Lists of several -t add up.

    Backspace goes back a column. In a UTF-8 locale columns are display
    widths of UTF-8 characters, else bytes.
*/

#define FOR_expand
#include "toys.h"

GLOBALS(
  struct arg_list *t;

  struct textout out;
  long *stops, col;
  int nstops, lead;
)

static long expand_block(char *s, long len, int end)
{
  long i = 0, seg = 0, next, col = TT.col;
  int cl, w;

  if (!end) len -= 3;
  for (; i < len; i += cl) {
    char c = s[i];

    cl = 1;
    if (c == '\t' && (TT.lead || !FLAG(i))) {
      if (i > seg) textout(&TT.out, s+seg, i-seg);
      seg = i+1;
      if ((next = next_tabstop(col, TT.stops, TT.nstops)) < 0) next = col+1;
      textout_spaces(&TT.out, next-col);
      col = next;
      continue;
    }
    if (c >= ' ' && c < 0x7f) col++;
    else if (c == '\b') col -= !!col;
    else if (c == '\n') col = 0;
    else {
      cl = text_char(s+i, len+3*!end-i, &w);
      col += w;
    }
    if (c != ' ') TT.lead = c == '\n';
  }
  if (i > seg) textout(&TT.out, s+seg, i-seg);
  TT.col = col;

  return i;
}

static void do_expand(int fd, char *name)
{
  TT.col = 0;
  TT.lead = 1;
  text_stream(fd, name, expand_block);
  textout_flush(&TT.out);
}

void expand_main(void)
{
  TT.nstops = parse_tabstops(TT.t, &TT.stops);
  loopfiles(toys.optargs, do_expand);
  free(TT.stops);
  free(TT.out.buf);
}
