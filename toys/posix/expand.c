/* expand.c - turn tabs into spaces
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/expand.html

USE_EXPAND(NEWTOY(expand, "t(tabs):i(initial)", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_LOCALE))

config EXPAND
  bool "expand"
  default y
  help
    usage: expand [-i] [-t TABS] [FILE...]

    Output the FILEs (or stdin) with tabs turned into spaces.

    -i  only tabs before the first other character of a line
    -t  TABS is N (a stop every N columns, default 8) or a list N,M,... of
        columns (beyond the last stop a tab is one space)

    Backspace goes back a column. In a UTF-8 locale columns are display
    widths of UTF-8 characters, else bytes.
*/

#define FOR_expand
#include "toys.h"

GLOBALS(
  char *t;

  long *stops;
  int nstops;
)

static void do_expand(FILE *fp, char *name)
{
  char *line = 0;
  size_t size = 0;
  ssize_t len;

  if (!fp) return perror_msg_raw(name);
  while ((len = getline(&line, &size, fp)) > 0) {
    long i, col = 0, start = 0, next;
    int cl, w, lead = 1;

    for (i = 0; i < len; i += cl) {
      cl = 1;
      if (line[i] == '\t' && (lead || !FLAG(i))) {
        xputsl(line+start, i-start);
        start = i+1;
        next = next_tabstop(col, TT.stops, TT.nstops);
        if (next < 0) next = col+1;
        for (; col < next; col++) xputc(' ');
        continue;
      }
      if (line[i] == '\b') col -= !!col;
      else if (line[i] == '\n') col = 0;
      else {
        cl = text_char(line+i, len-i, &w);
        col += w;
      }
      if (line[i] != ' ') lead = 0;
    }
    xputsl(line+start, len-start);
  }
  free(line);
}

void expand_main(void)
{
  char **args = toys.optargs;

  TT.nstops = parse_tabstops(TT.t ? TT.t : "8", &TT.stops);
  loopfiles_fp(args, do_expand);
  free(TT.stops);
}
