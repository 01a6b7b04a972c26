/* paste.c - join corresponding lines of files
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/paste.html

USE_PASTE(NEWTOY(paste, "d(delimiters):sz(zero-terminated)", TOYFLAG_USR|TOYFLAG_BIN))

config PASTE
  bool "paste"
  default y
  help
    usage: paste [-sz] [-d LIST] [FILE...]

    Join the lines of the FILEs (or stdin; - is stdin, and may be given
    several times) side by side, separated by tabs.

    -d	Separate with the characters of LIST in turn: \n newline, \t tab,
    	\\ backslash, \0 nothing
    -s	Serial: join all the lines of each file into one line
    -z	Lines end with NUL, not newline
*/

#define FOR_paste
#include "toys.h"

GLOBALS(
  char *d;
)

void paste_main(void)
{
  char *dl = xmalloc(TT.d ? strlen(TT.d)+1 : 2), *s, *line = 0,
    **files = toys.optargs, *dash = "-";
  int nd = 0, nf = toys.optc ? toys.optc : 1, i, eol = FLAG(z) ? 0 : '\n';
  char *isnul;
  FILE **fp;
  size_t size = 0;
  ssize_t len;

  if (!toys.optc) files = &dash;
  // The delimiter list: a NUL entry stands for "no delimiter".
  isnul = xzalloc(TT.d ? strlen(TT.d)+1 : 2);
  if (!TT.d) dl[nd++] = '\t';
  else for (s = TT.d; *s; s++) {
    if (*s == '\\') {
      if (!*++s)
        error_exit("delimiter list ends with an unescaped backslash: %s", TT.d);
      if (*s == '0') isnul[nd] = 1, dl[nd] = 0;
      else dl[nd] = *s == 'n' ? '\n' : *s == 't' ? '\t' : *s;
    } else dl[nd] = *s;
    nd++;
  }
  if (!nd) isnul[nd] = 1, dl[nd++] = 0;

  fp = xmalloc(nf*sizeof(*fp));
  for (i = 0; i<nf; i++) {
    if (!strcmp(files[i], "-")) fp[i] = stdin;
    else if (!(fp[i] = fopen(files[i], "r"))) perror_exit("%s", files[i]);
  }

  if (FLAG(s)) for (i = 0; i<nf; i++) {
    int d = 0, first = 1;

    while ((len = getdelim(&line, &size, eol, fp[i])) > 0) {
      if (line[len-1] == eol) len--;
      if (!first && !isnul[d]) putchar(dl[d]);
      if (!first) d = (d+1)%nd;
      first = 0;
      fwrite(line, 1, len, stdout);
    }
    if (ferror(fp[i])) perror_exit("%s", files[i]);
    putchar(eol);
    if (fp[i] != stdin) fclose(fp[i]);
    fp[i] = 0;
  } else for (;;) {
    int live = 0;

    for (i = 0; i<nf; i++) {
      len = fp[i] ? getdelim(&line, &size, eol, fp[i]) : -1;
      if (len < 0) {
        if (fp[i] && ferror(fp[i])) perror_exit("%s", files[i]);
        if (fp[i] && fp[i] != stdin) fclose(fp[i]);
        fp[i] = 0;
      } else {
        // Catch up with the delimiters of files already at their end.
        if (!live) {
          int j;

          for (j = 0; j<i; j++) if (!isnul[j%nd]) putchar(dl[j%nd]);
        }
        live = 1;
        if (line[len-1] == eol) len--;
        fwrite(line, 1, len, stdout);
      }
      if (live && i < nf-1 && !isnul[i%nd]) putchar(dl[i%nd]);
    }
    if (!live) break;
    putchar(eol);
    if (ferror(stdout)) break;
  }
  free(line);
  free(fp);
  free(dl);
  free(isnul);
}
