/* rev.c - reverse the characters of each line
 *
 * no standard

USE_REV(NEWTOY(rev, 0, TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_LOCALE))

config REV
  bool "rev"
  default y
  help
    usage: rev [FILE...]

    Output each line of the FILEs (or stdin) with its characters backwards.

    In a UTF-8 locale characters are UTF-8 sequences (a byte that isn't part
    of a valid one stays a byte by itself), else bytes. Lines may be of any
    length and hold NUL bytes; a last line without newline stays without.
*/

#define FOR_rev
#include "toys.h"

GLOBALS(
  char *out;
  size_t outlen;
)

static void do_rev(FILE *fp, char *name)
{
  char *line = 0;
  size_t size = 0;
  ssize_t len;
  int utf8 = MB_CUR_MAX > 1;

  while ((len = getline(&line, &size, fp)) > 0) {
    ssize_t n = len-(line[len-1] == '\n'), i, cl;
    unsigned wc;

    if (TT.outlen < (size_t)len) TT.out = xrealloc(TT.out, TT.outlen = size);
    for (i = 0; i < n; i += cl) {
      cl = 1;
      if (utf8 && (signed char)line[i] < 0 && (cl = utf8towc(&wc, line+i, n-i)) < 1)
        cl = 1;
      memcpy(TT.out+n-i-cl, line+i, cl);
    }
    if (n < len) TT.out[n] = '\n';
    xputsl(TT.out, len);
  }
  free(line);
}

void rev_main(void)
{
  char **args = toys.optargs;

  loopfiles_fp(args, do_rev);
  free(TT.out);
}
