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
// increasing, the last of which may be "/N" (then every multiple of N) or
// "+N" (then every N columns after the stop before it). An empty list is
// "8". *stops (malloced) gets the explicit stops and two more longs: the
// repeat (0 for none) and the column it counts from. Returns the count of
// explicit stops. The lists of several -t options add up. Errors exit.
int parse_tabstops(struct arg_list *args, long **stops)
{
  long *list = xmalloc(18*sizeof(long)), n = 0, last = 0, val, rep = 0;
  char *s, *end, *all = xstrdup("");
  int kind = 0, done = 0;

  for (; args; args = args->next, free(end))
    all = xmprintf("%s,%s", end = all, args->arg);

  for (s = all; *s;) {
    if (*s == ',' || *s == ' ') {
      s++;
      continue;
    }
    if (*s == '/' || *s == '+') {
      if (kind && kind != *s)
        error_exit("'/' specifier is mutually exclusive with '+'");
      kind = *s++;
      continue;
    }
    if (!isdigit((unsigned char)*s))
      error_exit("tab size contains invalid character(s): '%s'", s);
    if (done) error_exit("'%c' specifier only allowed with the last value", done);
    errno = 0;
    val = strtol(s, &end, 10);
    if (errno || val > INT_MAX)
      error_exit("tab stop is too large '%.*s'", (int)(end-s), s);
    if (kind) {
      rep = val;
      done = kind;
    } else {
      if (!val) error_exit("tab size cannot be 0");
      if (n && val <= last) error_exit("tab sizes must be ascending");
      if (!((n+2)&15)) list = xrealloc(list, (n+18)*sizeof(long));
      list[n++] = last = val;
    }
    s = end;
  }
  // A single N is every N columns, as is nothing (8)
  if (!rep && n < 2) rep = n ? list[--n] : 8, last = 0;
  list[n] = rep;
  list[n+1] = kind == '+' ? last : 0;
  *stops = list;
  free(all);

  return n;
}

// Column of the next tab stop after column col, or -1 past the last stop.
long next_tabstop(long col, long *stops, int n)
{
  int i;

  for (i = 0; i < n; i++) if (stops[i] > col) return stops[i];
  if (stops[n]) return col+stops[n]-(col-stops[n+1])%stops[n];

  return -1;
}

// Buffered output for filters that handle a character at a time
void textout(struct textout *o, char *s, long len)
{
  if (!o->buf) o->buf = xmalloc(TEXTOUT_SIZE);
  if (o->len+len > TEXTOUT_SIZE) textout_flush(o);
  if (len > TEXTOUT_SIZE) xputsl(s, len);
  else {
    memcpy(o->buf+o->len, s, len);
    o->len += len;
  }
}

void textout_spaces(struct textout *o, long n)
{
  for (; n > 0; n -= 32) textout(o, "                                ", n < 32 ? n : 32);
}

void textout_flush(struct textout *o)
{
  if (o->len) xputsl(o->buf, o->len);
  o->len = 0;
}

// Read fd a block at a time, calling each() with the bytes read (s, len)
// and whether they are the end of the input: it handles the characters in
// them and returns how many bytes it used. It must not start a character in
// the last 3 bytes unless at the end, so none is ever cut; what it leaves is
// passed again with the next block. So lines may be of any length.
void text_stream(int fd, char *name, long (*each)(char *s, long len, int end))
{
  char *buf = xmalloc(TEXTOUT_SIZE);
  long len = 0, i = 0, n;

  for (;;) {
    memmove(buf, buf+i, len -= i);
    if ((n = readall(fd, buf+len, TEXTOUT_SIZE-len)) < 0) {
      perror_msg_raw(name);
      break;
    }
    if (!(len += n)) break;
    i = each(buf, len, !n);
  }
  free(buf);
}
