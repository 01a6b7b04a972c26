/* textcol.c - characters and columns of text: for fold, expand, unexpand.
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 */

#include "toys.h"

// Length in bytes of the character at s (len bytes left, len > 0) and its
// display width in *width: in a UTF-8 locale a valid UTF-8 sequence is one
// character (wcwidth, at least 0); anything else is one byte of width 1.
int text_char(const char *s, long len, int *width)
{
  unsigned wc;
  int bytes, w;

  *width = 1;
  if (MB_CUR_MAX < 2 || (signed char)*s >= 0) return 1;
  if ((bytes = utf8towc(&wc, s, len > 4 ? 4 : len)) < 1) return 1;
  w = wcwidth(wc);
  *width = w < 0 ? 1 : w;

  return bytes;
}

// Parse a tab stop list: "N" (every N columns) or "N,M,..." / "N M ..."
// increasing. Returns the count of stops in *stops (malloced); a single
// stop means "every N". Errors exit.
int parse_tabstops(const char *arg, long **stops)
{
  long *list = 0, n = 0, last = 0, val;
  const char *s = arg;
  char *end;

  while (*s) {
    if (*s == ',' || *s == ' ') {
      s++;
      continue;
    }
    if (!isdigit((unsigned char)*s)) error_exit("tab size contains invalid character(s): '%s'", s);
    errno = 0;
    val = strtol(s, &end, 10);
    if (errno || val > INT_MAX) error_exit("tab stop is too large '%s'", s);
    if (!val) error_exit("tab size cannot be 0");
    if (n && val <= last) error_exit("tab sizes must be ascending");
    if (!(n&15)) list = xrealloc(list, (n+16)*sizeof(long));
    list[n++] = last = val;
    s = end;
  }
  if (!n) error_exit("bad tab list '%s'", arg);
  *stops = list;

  return n;
}

// Column of the next tab stop after column col, or -1 past the last stop.
long next_tabstop(long col, long *stops, int n)
{
  int i;

  if (n == 1) return col+stops[0]-col%stops[0];
  for (i = 0; i < n; i++) if (stops[i] > col) return stops[i];

  return -1;
}
