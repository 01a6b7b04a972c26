/* uniq.c - report or filter out repeated adjacent lines
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/uniq.html

USE_UNIQ(NEWTOY(uniq, "<0>2(group);f(skip-fields)#<0s(skip-chars)#<0w(check-chars)#<0c(count)d(repeated)D(all-repeated);i(ignore-case)u(unique)z(zero-terminated)[!cD]", TOYFLAG_USR|TOYFLAG_BIN))

config UNIQ
  bool "uniq"
  default y
  help
    usage: uniq [-cdDiuz] [-f FIELDS] [-s CHARS] [-w CHARS] [--all-repeated[=HOW]] [--group[=HOW]] [INPUT [OUTPUT]]

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
    --all-repeated[=HOW]	-D, with groups: none (default), prepend
    	(an empty line before each) or separate (one between them)
    --group[=HOW]	Print all lines, groups separated: separate (empty
    	line between, default), prepend (before each), append (after
    	each) or both (before each and after the last)
*/

#define FOR_uniq
#include "toys.h"

GLOBALS(
  char *group;
  long f, s, w;
  char *D;

  int delim;
  FILE *out;
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

static void show(char *s, size_t len, long count)
{
  if (FLAG(c)) fprintf(TT.out, "%7ld ", count);
  fwrite(s, 1, len, TT.out);
  putc(TT.delim, TT.out);
}

// Which word of list the argument of --name is (0 when it has none), or
// which word it uniquely abbreviates.
static int how(char *name, char *arg, char *list)
{
  char *s = list;
  int i = 1, len, alen, found = 0;

  if (!arg) return 0;
  alen = strlen(arg);
  for (; *s; s += len+!!s[len], i++) {
    len = strchrnul(s, ' ')-s;
    if (len == alen && !strncmp(s, arg, len)) return i;
    if (alen && alen < len && !strncmp(s, arg, alen)) found = found ? -1 : i;
  }
  if (found <= 0)
    help_exit("invalid argument '%s' for '--%s' (%s)", arg, name, list);

  return found;
}

void uniq_main(void)
{
  FILE *in = stdin;
  char *line = 0, *prev = 0, *a, *b;
  size_t size = 0, psize = 0, plen = 0, al, bl;
  ssize_t len;
  long count = 0;
  int printed = 0, groups = 0, all, grp = 0;

  // --all-repeated: 1 none 2 prepend 3 separate. --group: 1 separate
  // 2 prepend 3 append 4 both
  all = how("all-repeated", TT.D, "none prepend separate");
  if (FLAG(group)) {
    if (FLAG(c) || FLAG(d) || FLAG(D) || FLAG(u))
      help_exit("--group is mutually exclusive with -c/-d/-D/-u");
    grp = how("group", TT.group, "separate prepend append both");
    if (!grp) grp = 1;
  }
  TT.delim = FLAG(z) ? 0 : '\n';
  TT.out = stdout;
  if (toys.optc && strcmp(*toys.optargs, "-")) in = xfopen(*toys.optargs, "r");
  if (toys.optc > 1 && strcmp(toys.optargs[1], "-"))
    TT.out = xfopen(toys.optargs[1], "w");

  for (;;) {
    int same = 0;

    errno = 0;
    if ((len = getdelim(&line, &size, TT.delim, in)) < 0 && errno)
      perror_msg("%s", toys.optc ? *toys.optargs : "-");
    if (len > 0 && line[len-1] == TT.delim) len--;
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
        if (!printed && (all == 2 || (all == 3 && groups)))
          putc(TT.delim, TT.out);
        if (FLAG(u)) show(prev, plen, 0);
        else {
          if (!printed) show(prev, plen, 0);
          show(line, len, 0);
        }
        if (!printed) groups++;
        printed = 1;
      }
      if (FLAG(D) || grp) {
        if (psize < (size_t)len+1) prev = xrealloc(prev, psize = len+1);
        memcpy(prev, line, plen = len);
      }
      if (grp) show(line, len, 0);
      continue;
    }
    // A group ended: print its first line
    if (count && !FLAG(D) && !grp) {
      if ((!FLAG(d) || count>1) && (!FLAG(u) || count==1))
        show(prev, plen, count);
    }
    if (grp) {
      // Between groups one empty line, whatever HOW is
      if (len >= 0 ? count || grp == 2 || grp == 4 : count && grp > 2)
        putc(TT.delim, TT.out);
      if (len >= 0) show(line, len, 0);
    }
    if (len < 0) break;
    if (psize < (size_t)len+1) prev = xrealloc(prev, psize = len+1);
    memcpy(prev, line, len);
    plen = len;
    count = 1;
    printed = 0;
    if (ferror(TT.out)) break;
  }
  // (stdout's errors are reported by xflush(), once)
  if (TT.out == stdout) xflush(1);
  else if (fflush(TT.out) || ferror(TT.out)) perror_exit("%s", toys.optargs[1]);
  if (TT.out != stdout) fclose(TT.out);
  if (in != stdin) fclose(in);
  free(line);
  free(prev);
}
