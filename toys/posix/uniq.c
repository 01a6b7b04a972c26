/* uniq.c - report or filter out repeated adjacent lines
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/uniq.html

USE_UNIQ(NEWTOY(uniq, "<0>2f(skip-fields)#<0s(skip-chars)#<0w(check-chars)#<0c(count)d(repeated)D(all-repeated)i(ignore-case)u(unique)z(zero-terminated)[!cD]", TOYFLAG_USR|TOYFLAG_BIN))

config UNIQ
  bool "uniq"
  default y
  help
    usage: uniq [-cdDiuz] [-f FIELDS] [-s CHARS] [-w CHARS] [INPUT [OUTPUT]]

    Copy INPUT (or stdin) to OUTPUT (or stdout), writing adjacent equal
    lines only once.

    -c	Count: put the number of repeats before each line
    -d	Only print lines that are repeated (once)
    -D	Print all repeated lines
    -f	Skip FIELDS (blanks then non-blanks) before comparing
    -i	Ignore case
    -s	Skip CHARS characters (after the fields) before comparing
    -u	Only print lines that aren't repeated
    -w	Compare at most CHARS characters
    -z	Lines end with NUL, not newline
*/

#define FOR_uniq
#include "toys.h"

GLOBALS(
  long f, s, w;
)

// The part of the line that is compared
static char *skip(char *s, size_t *len)
{
  char *e = s+*len;
  long n;

  for (n = TT.f; n && s<e; n--) {
    while (s<e && isblank(*s)) s++;
    while (s<e && !isblank(*s)) s++;
  }
  s = (e-s > TT.s) ? s+TT.s : e;
  *len = e-s;
  if (FLAG(w) && *len > (size_t)TT.w) *len = TT.w;

  return s;
}

static void show(FILE *out, char *s, size_t len, long count, int delim)
{
  if (FLAG(c)) fprintf(out, "%7ld ", count);
  fwrite(s, 1, len, out);
  putc(delim, out);
}

void uniq_main(void)
{
  FILE *in = stdin, *out = stdout;
  char *line = 0, *prev = 0, *a, *b;
  size_t size = 0, psize = 0, plen = 0, al, bl;
  ssize_t len;
  long count = 0;
  int delim = FLAG(z) ? 0 : '\n', printed = 0;

  if (toys.optc && strcmp(*toys.optargs, "-")) in = xfopen(*toys.optargs, "r");
  if (toys.optc > 1 && strcmp(toys.optargs[1], "-"))
    out = xfopen(toys.optargs[1], "w");

  for (;;) {
    int same = 0;

    errno = 0;
    if ((len = getdelim(&line, &size, delim, in)) < 0 && errno)
      perror_msg("%s", toys.optc ? *toys.optargs : "-");
    if (len > 0 && line[len-1] == delim) len--;
    if (len >= 0 && count) {
      al = plen;
      bl = len;
      a = skip(prev, &al);
      b = skip(line, &bl);
      same = al == bl && !(FLAG(i) ? strncasecmp(a, b, al) : memcmp(a, b, al));
      // strncasecmp stops at NUL bytes: compare the rest byte by byte
      if (same && FLAG(i) && memchr(a, 0, al)) {
        size_t j;

        for (j = 0; j<al; j++) if (tolower(a[j]) != tolower(b[j])) same = 0;
      }
    }
    if (same) {
      count++;
      // -D prints the whole group (-D -u all but its last line)
      if (FLAG(D)) {
        if (FLAG(u)) show(out, prev, plen, 0, delim);
        else {
          if (!printed) show(out, prev, plen, 0, delim);
          show(out, line, len, 0, delim);
        }
        printed = 1;
        if (psize < (size_t)len+1) prev = xrealloc(prev, psize = len+1);
        memcpy(prev, line, plen = len);
      }
      continue;
    }
    // A group ended: print its first line
    if (count && !FLAG(D)) {
      if ((!FLAG(d) || count>1) && (!FLAG(u) || count==1))
        show(out, prev, plen, count, delim);
    }
    if (len < 0) break;
    if (psize < (size_t)len+1) prev = xrealloc(prev, psize = len+1);
    memcpy(prev, line, len);
    plen = len;
    count = 1;
    printed = 0;
    if (ferror(out)) break;
  }
  if (fflush(out) || ferror(out))
    perror_exit("%s", toys.optc>1 ? toys.optargs[1] : "standard output");
  if (out != stdout) fclose(out);
  if (in != stdin) fclose(in);
  free(line);
  free(prev);
}
