/* cut.c - print selected bytes, characters or fields of each line
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/cut.html

USE_CUT(NEWTOY(cut, "(complement)b(bytes)*c(characters)*f(fields)*d(delimiter):(output-delimiter):s(only-delimited)nz(zero-terminated)", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_LOCALE))

config CUT
  bool "cut"
  default y
  help
    usage: cut -b|-c|-f LIST [-d SEP] [-nsz] [--complement] [--output-delimiter STR] [FILE...]

    Print the selected parts of each line of each FILE (or stdin). Lines
    may be of any length: they are cut as they stream through.

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
  char *obuf, *held;
  size_t opos, hlen, hsize;

  // The line being cut: position (byte, character or field), range it is
  // in, range of the last output, anything output, delimiter seen, line
  // started
  long pos, ri, lastri;
  int any, seen, inln;
)

static void oflush(void)
{
  xwrite(1, TT.obuf, TT.opos);
  TT.opos = 0;
}

static void outb(char *s, size_t len)
{
  if (!len) return;
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
    // Overlapping ranges merge, adjacent ones stay apart (for
    // --output-delimiter)
    if (TT.r[j].lo <= TT.r[i].hi) {
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

// Bytes at positions pos+1 .. pos+len of the line (-b, or -c in the C locale)
static void do_bytes(char *s, size_t len)
{
  long pos = TT.pos, lo, hi, start, end;

  while (TT.ri < TT.nr) {
    lo = TT.r[TT.ri].lo-1;
    hi = TT.r[TT.ri].hi;
    if (lo >= pos+(long)len) break;
    start = lo > pos ? lo : pos;
    end = hi < pos+(long)len ? hi : pos+(long)len;
    if (start == lo && TT.any && FLAG(output_delimiter)) outb(TT.O, TT.olen);
    outb(s+start-pos, end-start);
    TT.any = 1;
    if (end < hi) break;
    TT.ri++;
  }
  TT.pos += len;
}

// Characters (-c, -b -n in a UTF-8 locale): returns how many bytes it used,
// leaving a character cut in two by the end of the buffer for next time.
static void selout(char *s, size_t len)
{
  if (FLAG(output_delimiter) && TT.any && TT.lastri != TT.ri)
    outb(TT.O, TT.olen);
  outb(s, len);
  TT.any = 1;
  TT.lastri = TT.ri;
}

static size_t do_chars(char *s, size_t len, int final)
{
  size_t at = 0, start;

  while (at < len) {
    unsigned wc;
    unsigned char c = s[at];
    long lo, hi, last;
    int l = 1, sel;

    while (TT.ri < TT.nr && TT.r[TT.ri].hi <= TT.pos) TT.ri++;
    if (TT.ri == TT.nr) break;
    lo = TT.r[TT.ri].lo;
    hi = TT.r[TT.ri].hi;
    sel = lo <= TT.pos+1;

    // A run of ASCII characters: all in or all out of the range
    if (c < 0x80) {
      long lim = sel ? hi : lo-1;

      for (start = at; at < len && TT.pos < lim && !(s[at]&0x80); at++)
        TT.pos++;
      if (sel) selout(s+start, at-start);
      if (TT.pos == hi) TT.ri++;
      continue;
    }
    if ((l = utf8towc(&wc, s+at, len-at)) < 1) {
      int need = c>=0xf0 ? 4 : c>=0xe0 ? 3 : c>=0xc2 ? 2 : 1, i;

      // A sequence the buffer ends in the middle of?
      if (!final && c <= 0xf4 && need > (int)(len-at)) {
        for (i = 1; at+i < len && (s[at+i]&0xc0) == 0x80; i++);
        if (at+i == len) return at;
      }
      l = 1;
    }
    last = FLAG(b) ? TT.pos+l : TT.pos+1;
    while (TT.ri < TT.nr && TT.r[TT.ri].hi < last) TT.ri++;
    if (TT.ri < TT.nr && TT.r[TT.ri].lo <= last) selout(s+at, l);
    TT.pos = last;
    at += l;
  }

  return len;
}

// Keep the first field until we know whether the line has a delimiter
static void hold(char *s, size_t len)
{
  if (!len) return;
  if (TT.hlen+len > TT.hsize) {
    while (TT.hlen+len > TT.hsize) TT.hsize = TT.hsize*2+65536;
    TT.held = xrealloc(TT.held, TT.hsize);
  }
  memcpy(TT.held+TT.hlen, s, len);
  TT.hlen += len;
}

// Fields: pos is the field number (from 0), ri the range it's in.
static void do_fields(char *s, size_t len)
{
  char *e = s+len, *p;
  int sel;

  while (s < e) {
    // Past the last selected field only the end of line matters.
    if (TT.ri == TT.nr && TT.seen) return;
    sel = TT.ri < TT.nr && TT.r[TT.ri].lo <= TT.pos+1;
    p = memchr(s, TT.delim, e-s);
    if (!TT.seen) {
      // Field 1: print it now when it's wanted in any case
      if (sel && !FLAG(s)) outb(s, (p ? p : e)-s);
      else if (sel || !FLAG(s)) hold(s, (p ? p : e)-s);
      if (!p) return;
      TT.seen = 1;
      if (sel && FLAG(s)) outb(TT.held, TT.hlen);
      TT.any = sel;
    } else {
      if (sel) outb(s, (p ? p : e)-s);
      if (!p) return;
    }
    // Next field
    s = p+1;
    TT.pos++;
    while (TT.ri < TT.nr && TT.r[TT.ri].hi < TT.pos+1) TT.ri++;
    if (TT.ri < TT.nr && TT.r[TT.ri].lo <= TT.pos+1) {
      if (TT.any) {
        if (FLAG(output_delimiter)) outb(TT.O, TT.olen);
        else outb(&TT.delim, 1);
      }
      TT.any = 1;
    }
  }
}

// Cut len bytes of the current line, return how many were used.
static size_t do_part(char *s, size_t len, int final)
{
  TT.inln = 1;
  if (FLAG(f)) do_fields(s, len);
  else if (TT.utf8 && (FLAG(c) || FLAG(n))) return do_chars(s, len, final);
  else do_bytes(s, len);

  return len;
}

static void endline(void)
{
  if (FLAG(f) && !TT.seen) {
    // No delimiter: the whole line, or with -s nothing
    if (!FLAG(s)) {
      outb(TT.held, TT.hlen);
      outb(&TT.eol, 1);
    }
  } else outb(&TT.eol, 1);
  TT.pos = TT.ri = TT.any = TT.seen = TT.inln = 0;
  TT.lastri = -1;
  TT.hlen = 0;
}

static void do_cut(int fd, char *name)
{
  size_t size = 65536, start = 0, end = 0, len, used;
  char *buf = xmalloc(size), *p;
  int eof = 0;

  for (;;) {
    ssize_t got = read(fd, buf+end, size-end);

    if (got < 0) {
      if (errno == EINTR) continue;
      perror_msg("%s", name);
      got = 0;
    }
    if (!got) eof = 1;
    end += got;
    while (start < end) {
      p = memchr(buf+start, TT.eol, end-start);
      len = (p ? p : buf+end)-(buf+start);
      used = do_part(buf+start, len, eof || p);
      start += used;
      if (!p || used < len) break;
      endline();
      start++;
    }
    if (eof) {
      if (TT.inln) endline();
      break;
    }
    // Keep what's left (a character cut in two) for the next read
    memmove(buf, buf+start, end-start);
    end -= start;
    start = 0;
  }
  free(buf);
}

void cut_main(void)
{
  struct arg_list *al;
  int n = FLAG(b)+FLAG(c)+FLAG(f);

  if (!n) help_exit("you must specify a list of bytes, characters, or fields");
  if (n > 1 || (FLAG(b) ? TT.b : FLAG(c) ? TT.c : TT.f)->next)
    help_exit("only one list may be specified");
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
  TT.lastri = -1;
  loopfiles(toys.optargs, do_cut);
  oflush();
  // (freed for the fuzz harness, which runs cut again in the same process)
  free(TT.obuf);
  free(TT.held);
  free(TT.r);
}
