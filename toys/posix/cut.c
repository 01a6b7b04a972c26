/* cut.c - print selected bytes, characters or fields of each line
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/cut.html

USE_CUT(NEWTOY(cut, "(complement)b(bytes)*c(characters)*f(fields)*d(delimiter):(output-delimiter):snz(zero-terminated)", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_LOCALE))

config CUT
  bool "cut"
  default y
  help
    usage: cut -b|-c|-f LIST [-d SEP] [-nsz] [--complement] [--output-delimiter STR] [FILE...]

    Print the selected parts of each line of each FILE (or stdin).

    LIST is comma separated: N (just N), N-M (N to M), N- (N to the end),
    -M (1 to M), counting from 1.

    -b	Select bytes
    -c	Select characters (bytes outside UTF-8 locales)
    -f	Select fields (separated by tab, or -d)
    -d	Field delimiter (one character)
    -n	With -b: don't split multibyte characters
    -s	With -f: skip lines without the delimiter
    -z	Lines end with NUL, not newline
    --complement	Select what LIST doesn't
    --output-delimiter	Put STR between fields (and between byte ranges)
*/

#define FOR_cut
#include "toys.h"
#include <langinfo.h>

GLOBALS(
  struct arg_list *b, *c, *f;
  char *d, *O;

  struct range { long lo, hi; } *r;
  int nr, utf8, olen;
  char delim, eol;
  char *obuf;
  size_t opos;
)

static void oflush(void)
{
  xwrite(1, TT.obuf, TT.opos);
  TT.opos = 0;
}

static void outb(char *s, size_t len)
{
  if (TT.opos+len > 65536) {
    oflush();
    if (len > 65536) {
      xwrite(1, s, len);
      return;
    }
  }
  memcpy(TT.obuf+TT.opos, s, len);
  TT.opos += len;
}

static int cmprange(const void *a, const void *b)
{
  const struct range *x = a, *y = b;

  return (x->lo > y->lo) - (x->lo < y->lo);
}

static void parselist(char *list, int fields)
{
  char *s = list, *what = fields ? "fields" : "byte/character positions";

  for (;;) {
    struct range r = {1, LONG_MAX};
    char *start = s;

    if (isdigit(*s)) r.lo = r.hi = strtol(s, &s, 10);
    if (*s == '-') {
      s++;
      if (isdigit(*s)) r.hi = strtol(s, &s, 10);
      else if (s-1 == start) help_exit("invalid range with no endpoint: -");
      else r.hi = LONG_MAX;
    }
    if (s == start || (*s && *s != ',' && !isblank(*s)))
      help_exit("invalid %s '%s'", fields ? "field value" :
        "byte/character position", list);
    if (!r.lo || !r.hi) help_exit("%s are numbered from 1", what);
    if (r.lo > r.hi) help_exit("invalid decreasing range");
    TT.r = xrealloc(TT.r, (TT.nr+2)*sizeof(*TT.r));
    TT.r[TT.nr++] = r;
    if (!*s++) break;
  }
}

// Sort and merge the ranges; --complement turns them inside out.
static void fixranges(void)
{
  int i, j;

  qsort(TT.r, TT.nr, sizeof(*TT.r), cmprange);
  for (i = 0, j = 1; j<TT.nr; j++) {
    if (TT.r[j].lo <= TT.r[i].hi || TT.r[i].hi+1 == TT.r[j].lo) {
      if (TT.r[j].hi > TT.r[i].hi) TT.r[i].hi = TT.r[j].hi;
    } else TT.r[++i] = TT.r[j];
  }
  TT.nr = i+1;
  if (FLAG(complement)) {
    struct range *c = xmalloc((TT.nr+1)*sizeof(*c));
    long next = 1;
    int n = 0;

    for (i = 0; i<TT.nr; i++) {
      if (TT.r[i].lo > next) c[n].lo = next, c[n++].hi = TT.r[i].lo-1;
      next = TT.r[i].hi == LONG_MAX ? LONG_MAX : TT.r[i].hi+1;
    }
    if (next != LONG_MAX) c[n].lo = next, c[n++].hi = LONG_MAX;
    free(TT.r);
    TT.r = c;
    TT.nr = n;
  }
}

// Output byte (or character) positions lo..hi of the line, by ranges.
static void do_bytes(char *s, size_t len)
{
  int i, any = 0;

  if (TT.utf8 && (FLAG(c) || FLAG(n))) {
    // Positions are characters (or with -b -n: bytes, whole characters)
    long pos = 1, ri = 0, prev = -1;
    size_t at = 0;

    while (at < len && ri < TT.nr) {
      unsigned wc;
      int l = utf8towc(&wc, s+at, len-at), sel;
      long last;

      if (l < 1) l = 1;
      last = FLAG(b) ? pos+l-1 : pos;
      while (ri < TT.nr && TT.r[ri].hi < last) ri++;
      if (ri == TT.nr) break;
      sel = TT.r[ri].lo <= last;
      if (sel) {
        if (FLAG(output_delimiter) && any && prev != pos-1) outb(TT.O, TT.olen);
        outb(s+at, l);
        any = 1;
        prev = last;
      }
      pos = last+1;
      at += l;
    }
  } else for (i = 0; i<TT.nr; i++) {
    long lo = TT.r[i].lo-1, hi = TT.r[i].hi;

    if (lo >= (long)len) break;
    if (hi > (long)len) hi = len;
    if (FLAG(output_delimiter) && any) outb(TT.O, TT.olen);
    outb(s+lo, hi-lo);
    any = 1;
  }
  outb(&TT.eol, 1);
}

static void do_fields(char *s, size_t len)
{
  char *e = s+len, *p = memchr(s, TT.delim, len), *end;
  long field = 1;
  int ri = 0, any = 0;

  if (!p) {
    if (!FLAG(s)) {
      outb(s, len);
      outb(&TT.eol, 1);
    }
    return;
  }
  for (;;) {
    end = p ? p : e;
    while (ri < TT.nr && TT.r[ri].hi < field) ri++;
    if (ri == TT.nr) break;
    if (TT.r[ri].lo <= field) {
      if (any) {
        if (FLAG(output_delimiter)) outb(TT.O, TT.olen);
        else outb(&TT.delim, 1);
      }
      outb(s, end-s);
      any = 1;
    }
    if (!p) break;
    s = p+1;
    p = memchr(s, TT.delim, e-s);
    field++;
  }
  outb(&TT.eol, 1);
}

static void do_cut(int fd, char *name)
{
  size_t size = 65536, start = 0, end = 0;
  char *buf = xmalloc(size), *p;
  int eof = 0;

  for (;;) {
    ssize_t got;

    if (end == size) {
      if (start) {
        memmove(buf, buf+start, end-start);
        end -= start;
        start = 0;
      } else buf = xrealloc(buf, size *= 2);
    }
    got = read(fd, buf+end, size-end);
    if (got < 0) {
      if (errno == EINTR) continue;
      perror_msg("%s", name);
      break;
    }
    if (!got) eof = 1;
    end += got;
    while (start < end) {
      p = memchr(buf+start, TT.eol, end-start);
      if (!p) {
        if (!eof) break;
        p = buf+end;
      }
      if (FLAG(f)) do_fields(buf+start, p-buf-start);
      else do_bytes(buf+start, p-buf-start);
      start = p-buf+1;
    }
    if (start >= end) start = end = 0;
    if (eof) break;
  }
  free(buf);
}

void cut_main(void)
{
  struct arg_list *al;
  int n = FLAG(b)+FLAG(c)+FLAG(f);

  if (!n) help_exit("you must specify a list of bytes, characters, or fields");
  if (n > 1) help_exit("only one list may be specified");
  if (FLAG(s) && !FLAG(f))
    help_exit("suppressing non-delimited lines makes sense only when "
      "operating on fields");
  if (FLAG(d) && !FLAG(f))
    help_exit("an input delimiter may be specified only when operating on "
      "fields");
  TT.delim = '\t';
  if (FLAG(d)) {
    if (TT.d[0] && TT.d[1]) help_exit("the delimiter must be a single character");
    TT.delim = *TT.d;
  }
  if (FLAG(output_delimiter)) TT.olen = strlen(TT.O);
  for (al = FLAG(b) ? TT.b : FLAG(c) ? TT.c : TT.f; al; al = al->next)
    parselist(al->arg, FLAG(f));
  fixranges();
  TT.eol = FLAG(z) ? 0 : '\n';
  {
    char *cs = nl_langinfo(CODESET);

    TT.utf8 = cs && !strcmp(cs, "UTF-8");
  }
  TT.obuf = xmalloc(65536);
  loopfiles(toys.optargs, do_cut);
  oflush();
}
