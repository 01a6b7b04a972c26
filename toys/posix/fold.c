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
)

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

static void do_fold(FILE *fp, char *name)
{
  char *line = 0;
  size_t size = 0;
  ssize_t len;

  if (!fp) return perror_msg_raw(name);
  while ((len = getline(&line, &size, fp)) > 0) {
    long n = len-(line[len-1] == '\n'), i, start = 0, blank = -1, col = 0, nc;
    int cl;

    for (i = 0; i < n; i += cl) {
      nc = advance(line+i, n-i, col, &cl);
      while (nc > TT.w && i > start) {
        if (FLAG(s) && blank > start) {
          long j;

          xputsl(line+start, blank-start);
          start = blank;
          for (col = 0, j = start; j < i; j += cl) col = advance(line+j, n-j, col, &cl);
          nc = advance(line+i, n-i, col, &cl);
        } else {
          xputsl(line+start, i-start);
          start = i;
          nc = advance(line+i, n-i, 0, &cl);
        }
        xputc('\n');
        blank = -1;
      }
      col = nc;
      if (line[i] == ' ' || (FLAG(s) && line[i] == '\t')) blank = i+1;
    }
    xputsl(line+start, len-start);
  }
  free(line);
}

void fold_main(void)
{
  char **args = toys.optargs;

  loopfiles_fp(args, do_fold);
}
