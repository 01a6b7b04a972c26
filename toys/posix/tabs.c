/* tabs.c - set the terminal's tab stops
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/tabs.html

USE_TABS(NEWTOY(tabs, 0, TOYFLAG_USR|TOYFLAG_BIN))

config TABS
  bool "tabs"
  default y
  help
    usage: tabs [-T TYPE] [-N | -a | -a2 | -c | -c2 | -c3 | -f | -p | -s | -u | N[,N...]]

    Clear the terminal's tab stops and set new ones, by writing the ANSI
    escape sequences (ESC [ 3 g, then ESC H at each stop) to stdout.

    -N    A stop every N columns: 1, 1+N, 1+2N ... (default -8; -0 only
          clears)
    N,N   Stops at these columns (increasing; +N is relative to the one
          before), separated by commas or blanks; a single N is -N
    -a    1,10,16,36,72      -a2  1,10,16,40,72     (assembler)
    -c    1,8,12,16,20,55    -c2  1,6,10,14,49      (COBOL)
    -c3   1,6,10,14,18 ... 62,67 (every 4)
    -f    1,7,11,15,19,23    (FORTRAN)
    -p    1,5,9 ... 61       (PL/I)
    -s    1,10,55            (SNOBOL)
    -u    1,12,20,44         (UNIVAC)
    -T    Terminal type: accepted and ignored (the sequences are ANSI's)

    Repeated stops (-N, -p) go up to the terminal width ($COLUMNS, the
    terminal's size or 80).
*/

#define FOR_tabs
#include "toys.h"

static void add_stop(long *stops, int *n, long col)
{
  if (*n >= 1024) error_exit("too many tab stops");
  if (*n && col <= stops[*n-1]) error_exit("tab stops must increase: %ld", col);
  stops[(*n)++] = col;
}

void tabs_main(void)
{
  char *named[] = {"a", "1,10,16,36,72", "a2", "1,10,16,40,72",
    "c", "1,8,12,16,20,55", "c2", "1,6,10,14,49",
    "c3", "1,6,10,14,18,22,26,30,34,38,42,46,50,54,58,62,67",
    "f", "1,7,11,15,19,23", "p", "1,5,9,13,17,21,25,29,33,37,41,45,49,53,57,61",
    "s", "1,10,55", "u", "1,12,20,44", 0};
  long stops[1024], every = 8, col, width = 80;
  unsigned w = 0, h = 0;
  int n = 0, i, list = 0;
  char **arg, *s, *end, *env = getenv("COLUMNS");

  if (env && atol(env) > 0) width = atol(env);
  else if (terminal_size(&w, &h) && w) width = w;

  for (arg = toys.optargs; *arg; arg++) {
    s = *arg;
    if (!strncmp(s, "-T", 2)) {
      if (!s[2] && !*++arg) error_exit("-T needs a terminal type");
      continue;
    }
    // -N, or one plain N alone: a stop every N columns
    if ((*s == '-' && isdigit((unsigned char)s[1]))
        || (!arg[1] && !list && !s[strspn(s, "0123456789")] && *s)) {
      every = strtol(s+(*s == '-'), &end, 10);
      if (*end || every > width) error_exit("bad tab interval '%s'", s);
      continue;
    }
    if (*s == '-') {
      for (i = 0; named[i]; i += 2) if (!strcmp(s+1, named[i])) break;
      if (!named[i]) error_exit("unknown option '%s'", s);
      s = named[i+1];
    }
    // A list of columns
    list = 1;
    while (*s) {
      int rel = *s == '+';

      if (rel) s++;
      if (!isdigit((unsigned char)*s)) error_exit("bad tab stop '%s'", *arg);
      col = strtol(s, &end, 10);
      if (rel) col += n ? stops[n-1] : 0;
      add_stop(stops, &n, col);
      for (s = end; *s == ',' || *s == ' '; s++);
      if (s == end && *s) error_exit("bad tab stop '%s'", *arg);
    }
  }
  if (!list && every) for (col = 1; col <= width; col += every)
    add_stop(stops, &n, col);

  // Clear, go to column 1, then walk right setting each stop.
  xputsn("\033[3g\r");
  for (i = 0, col = 1; i < n; i++) {
    for (; col < stops[i]; col++) xputc(' ');
    xputsn("\033H");
  }
  if (!list) for (; n && col < width; col++) xputc(' ');
  if (n) xputc('\r');
}
