/* nl.c - number lines
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/nl.html

USE_NL(NEWTOY(nl, "p(no-renumber)b(body-numbering):d(section-delimiter):f(footer-numbering):h(header-numbering):i(line-increment)#=1l(join-blank-lines)#<1=1n(number-format):s(number-separator):v(starting-line-number)#=1w(number-width)#<1>2147483647=6", TOYFLAG_USR|TOYFLAG_BIN))

config NL
  bool "nl"
  default y
  help
    usage: nl [-p] [-b STYLE] [-d CC] [-f STYLE] [-h STYLE] [-i N] [-l N] [-n FMT] [-s SEP] [-v N] [-w N] [FILE...]

    Output the FILEs (or stdin) with line numbers.

    -b  STYLE of the body lines (default t)
    -d  CC is the section delimiter (default \:, one character C means C:)
    -f  STYLE of the footer lines (default n)
    -h  STYLE of the header lines (default n)
    -i  add N from one line number to the next (default 1)
    -l  with style a, N empty lines in a row count as one (default 1)
    -n  FMT of numbers: ln (left), rn (right, default), rz (right, zeros)
    -p  don't restart numbering at section delimiters
    -s  SEP goes between number and line (default tab)
    -v  first line number N (default 1)
    -w  numbers are N columns wide (default 6)

    STYLE: a (all lines), t (non-empty lines), n (no lines), pBRE (lines
    matching the basic regular expression BRE).

    A line that is only CCCCCC starts a header, CCCC a body, CC a footer;
    it is output as an empty line and restarts the numbering.
*/

#define FOR_nl
#include "toys.h"

GLOBALS(
  char *b, *d, *f, *h;
  long i, l;
  char *n, *s;
  long v, w;

  char *delim, style[3];
  regex_t re[3];
  long long num;
  long blanks;
  int dlen, sect, over;
)

static void do_nl(FILE *fp, char *name)
{
  char *line = 0, *fmt = "%*lld%s";
  size_t size = 0;
  ssize_t len;
  long k;
  int yes;

  if (!fp) return perror_msg_raw(name);
  if (*TT.n == 'l') fmt = "%-*lld%s";
  else if (TT.n[1] == 'z') fmt = "%0*lld%s";
  while ((len = getline(&line, &size, fp)) > 0) {
    if (line[len-1] == '\n') line[--len] = 0;

    // Section delimiter?
    if (TT.dlen && len && !(len%TT.dlen) && (k = len/TT.dlen) < 4) {
      while (k && !memcmp(line+(k-1)*TT.dlen, TT.delim, TT.dlen)) k--;
      if (!k) {
        TT.sect = 3-len/TT.dlen;
        if (!FLAG(p)) {
          TT.num = TT.v;
          TT.over = 0;
        }
        TT.blanks = 0;
        xputc('\n');
        continue;
      }
    }

    switch (TT.style[TT.sect]) {
    case 'a':
      yes = 1;
      if (!len) {
        if (++TT.blanks < TT.l) yes = 0;
        else TT.blanks = 0;
      } else TT.blanks = 0;
      break;
    case 't':
      yes = !!len;
      break;
    case 'p':
      yes = !regexec0(TT.re+TT.sect, line, len, 0, 0, 0);
      break;
    default:
      yes = 0;
    }

    if (yes) {
      if (TT.over) error_exit("line number overflow");
      xprintf(fmt, (int)TT.w, TT.num, TT.s);
      if (__builtin_add_overflow(TT.num, (long long)TT.i, &TT.num)) TT.over = 1;
    } else xprintf("%*s", (int)(TT.w+strlen(TT.s)), "");
    xputsl(line, len);
    xputc('\n');
  }
  free(line);
}

void nl_main(void)
{
  char *styles[3] = {TT.h ? TT.h : "n", TT.b ? TT.b : "t", TT.f ? TT.f : "n"},
    *what[3] = {"header", "body", "footer"};
  int i;

  for (i = 0; i < 3; i++) {
    char *s = styles[i];

    if (*s == 'p') xregcomp(TT.re+i, s+1, REG_NOSUB);
    else if (!*s || s[1] || !strchr("atn", *s))
      error_exit("invalid %s numbering style: '%s'", what[i], s);
    TT.style[i] = *s;
  }
  if (!TT.n) TT.n = "rn";
  if (strcmp(TT.n, "ln") && strcmp(TT.n, "rn") && strcmp(TT.n, "rz"))
    error_exit("invalid line numbering format: '%s'", TT.n);
  if (!TT.s) TT.s = "\t";
  if (!TT.d) TT.d = "\\:";
  TT.delim = TT.d;
  if (strlen(TT.d) == 1) TT.delim = xmprintf("%s:", TT.d);
  TT.dlen = strlen(TT.delim);
  TT.sect = 1;
  TT.num = TT.v;

  loopfiles_fp(toys.optargs, do_nl);

  for (i = 0; i < 3; i++) if (TT.style[i] == 'p') regfree(TT.re+i);
  if (TT.delim != TT.d) free(TT.delim);
}
