/* unexpand.c - turn runs of spaces into tabs
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/unexpand.html

USE_UNEXPAND(NEWTOY(unexpand, "t(tabs):a(all)f(first-only)", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_LOCALE))

config UNEXPAND
  bool "unexpand"
  default y
  help
    usage: unexpand [-af] [-t TABS] [FILE...]

    Output the FILEs (or stdin) with blanks before tab stops turned into tabs.

    -a  all runs of two or more blanks, not only leading ones
    -t  TABS is N (a stop every N columns, default 8) or a list N,M,...
        of columns (implies -a; nothing is converted past the last stop)
    -f  (--first-only) only leading blanks, even with -t

    Backspace goes back a column. In a UTF-8 locale columns are display
    widths of UTF-8 characters, else bytes.
*/

#define FOR_unexpand
#include "toys.h"

GLOBALS(
  char *t;

  long *stops;
  int nstops;
)

static void spaces(long n)
{
  while (n-- > 0) xputc(' ');
}

static void do_unexpand(FILE *fp, char *name)
{
  char *line = 0;
  size_t size = 0;
  ssize_t len;
  int all = (FLAG(a) || TT.t) && !FLAG(f);

  if (!fp) return perror_msg_raw(name);
  while ((len = getline(&line, &size, fp)) > 0) {
    long i, col = 0, start = 0, blanks = 0, next;
    int cl, w, conv = 1, held = 0, prev = 1;

    for (i = 0; i < len; i += cl) {
      char c = line[i];

      cl = 1;
      if (conv && (c == ' ' || c == '\t')) {
        xputsl(line+start, i-start);
        start = i+1;
        next = next_tabstop(col, TT.stops, TT.nstops);
        // A lone space that reached a stop becomes a tab if more blanks
        // follow that can still be converted.
        if (held) xputc(next < 0 ? ' ' : '\t');
        held = 0;
        if (next < 0) {
          // Past the last stop: nothing more to convert on this line.
          spaces(blanks);
          blanks = 0;
          conv = 0;
          start = i;
          cl = 0;
          continue;
        }
        if (c == '\t') {
          xputc('\t');
          blanks = 0;
          col = next;
        } else if (++col == next) {
          if (blanks || prev) xputc('\t');
          else held = 1;
          blanks = 0;
        } else blanks++;
        prev = 1;
        continue;
      }
      if (held) xputc(' ');
      spaces(blanks);
      held = blanks = prev = 0;
      if (!all) conv = 0;
      if (c == '\b') col -= !!col;
      else if (c == '\n') col = 0;
      else {
        cl = text_char(line+i, len-i, &w);
        col += w;
      }
    }
    xputsl(line+start, len-start);
    if (held) xputc(' ');
    spaces(blanks);
  }
  free(line);
}

void unexpand_main(void)
{
  TT.nstops = parse_tabstops(TT.t ? TT.t : "8", &TT.stops);
  loopfiles_fp(toys.optargs, do_unexpand);
  free(TT.stops);
}
