/* pwgen.c - make random passwords
 *
 * No standard (behaves as toybox's pwgen).

USE_PWGEN(NEWTOY(pwgen, ">2r(remove):c(capitalize)A(no-capitalize)n(numerals)0(no-numerals)y(symbols)s(secure)B(ambiguous)v(no-vowels)C1", TOYFLAG_USR|TOYFLAG_BIN))

config PWGEN
  bool "pwgen"
  default y
  help
    usage: pwgen [-cAn0yrsBvC1] [LENGTH] [COUNT]

    Print COUNT random passwords of LENGTH characters (default 8): a
    screenful in columns on a terminal, else one.

    -c  Capital letters (default)     -A  No capital letters
    -n  Numbers (default)             -0  No numbers
    -y  Symbols too                   -r  Remove the CHARS given
    -s  Secure: every character random (always so here)
    -B  No ambiguous characters (0O1lI and such)
    -v  No vowels
    -C  Columns                       -1  One a line
*/

#define FOR_pwgen
#include "toys.h"

GLOBALS(
  char *r;
)

void pwgen_main(void)
{
  char set[128], *s, *pw;
  const char *classes[] = {"abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "0123456789", "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"};
  int len = 8, count = 1, cols = 1, i, j, n = 0, c, want[4] = {1, 1, 1, 0};
  unsigned w = 80, h = 24;
  struct random_state rs;

  if (FLAG(A)) want[1] = 0;
  if (FLAG(0)) want[2] = 0;
  if (FLAG(y)) want[3] = 1;
  if (toys.optargs[0]) len = atolx_range(toys.optargs[0], 1, INT_MAX);
  if (isatty(1) && !FLAG(1)) {
    terminal_size(&w, &h);
    cols = w/(len+1);
    if (cols < 1) cols = 1;
    count = cols*(h > 1 ? h-1 : 1);
  }
  if (FLAG(1)) cols = 1;
  if (FLAG(C) && !isatty(1)) cols = 80/(len+1) ? 80/(len+1) : 1;
  if (toys.optargs[0] && toys.optargs[1])
    count = atolx_range(toys.optargs[1], 1, INT_MAX);

  // The characters allowed
  for (i = 0; i < 4; i++) if (want[i]) for (s = (char *)classes[i]; *s; s++) {
    if (FLAG(B) && strchr("0O1lI|8B5S2Z`'\"", *s)) continue;
    if (FLAG(v) && strchr("aeiouAEIOU", *s)) continue;
    if (TT.r && strchr(TT.r, *s)) continue;
    set[n++] = *s;
  }
  if (!n) error_exit("no characters left to use");
  random_init(&rs, -1, 0);
  pw = xmalloc(len+1);
  for (i = 0; i < count; i++) {
    // Retry until each wanted class that still has characters shows up
    for (j = 0; j < 100; j++) {
      for (c = 0; c < len; c++) pw[c] = set[random_below(&rs, n)];
      pw[len] = 0;
      for (c = 1; c < 4; c++) {
        if (!want[c] || len < 3) continue;
        if (!strpbrk(set, classes[c])) continue;
        if (!strpbrk(pw, classes[c])) break;
      }
      if (c == 4) break;
    }
    xprintf("%s%c", pw, (i+1)%cols && i+1 < count ? ' ' : '\n');
  }
  free(pw);
}
