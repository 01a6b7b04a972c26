/* seq.c - print a sequence of numbers
 *
 * See https://refspecs.linuxfoundation.org/LSB_5.0.0/LSB-Common/LSB-Common/command.html

USE_SEQ(NEWTOY(seq, "?<1>3f(format):s(separator):w(equal-width)", TOYFLAG_USR|TOYFLAG_BIN))

config SEQ
  bool "seq"
  default y
  help
    usage: seq [-w] [-f FORMAT] [-s SEP] [FIRST [INCREMENT]] LAST

    Count from FIRST (default 1) in steps of INCREMENT (default 1) up to
    LAST (down when INCREMENT is negative). Numbers may have fractions and
    exponents; the output has as many decimals as FIRST and INCREMENT.

    -f, --format FMT     printf floating point format, one of %e %f %g %a
                         (with flags, width, precision) in any text
    -s, --separator SEP  Print SEP between numbers (default newline)
    -w, --equal-width    Pad with leading zeros to equal width
*/

#define FOR_seq
#include "toys.h"

GLOBALS(
  char *f, *s;

  char *buf;
  long len;
)

#define SEQ_BUF 65536

// Output goes through one big buffer.
static void seq_out(char *s, long len)
{
  if (TT.len+len > SEQ_BUF) {
    xwrite(1, TT.buf, TT.len);
    TT.len = 0;
  }
  if (len > SEQ_BUF) xwrite(1, s, len);
  else {
    memcpy(TT.buf+TT.len, s, len);
    TT.len += len;
  }
}

// Decimals a number was written with: "1.25" 2, "1.5e1" 0, "1e-3" 3.
static int decimals(char *s)
{
  char *dot = strchr(s, '.'), *e = strpbrk(s, "eE");
  long n = 0;

  if (strcasestr(s, "0x")) return 0;
  if (dot && (!e || dot < e)) n = (e ? e : s+strlen(s))-dot-1;
  if (e) n -= strtol(e+1, 0, 10);

  return n < 0 ? 0 : n > 4000 ? 4000 : n;
}

static long double number(char *s)
{
  char *end;
  long double d;

  d = strtold(s, &end);
  if (end == s || *end)
    error_exit("invalid floating point argument: '%s'", s);
  if (isnan(d)) error_exit("invalid 'not-a-number' argument: '%s'", s);

  return d;
}

// A plain decimal integer that fits in a long long?
static int integer(char *s, long long *ll)
{
  char *t = s + (*s == '+' || *s == '-');

  if (!isdigit((unsigned char)*t) || t[strspn(t, "0123456789")]) return 0;
  errno = 0;
  *ll = strtoll(s, 0, 10);

  return !errno;
}

// Check -f has exactly one floating point directive; return it with an L.
static char *check_format(char *f)
{
  char *s, *out = 0, *conv;
  int found = 0;

  for (s = f; *s; s++) {
    if (*s != '%') continue;
    if (s[1] == '%') {
      s++;
      continue;
    }
    if (found++) error_exit("format '%s' has too many %% directives", f);
    conv = s+1+strspn(s+1, "-+ #0'");
    conv += strspn(conv, "0123456789");
    if (*conv == '.') conv += 1+strspn(conv+1, "0123456789");
    out = xmprintf("%.*sL%s", (int)(conv-f), f, conv+(*conv == 'L'));
    if (*conv == 'L') conv++;
    if (!*conv) error_exit("format '%s' ends in %%", f);
    if (!strchr("aAeEfFgG", *conv))
      error_exit("format '%s' has unknown %%%c directive", f, *conv);
    s = conv;
  }
  if (!found) error_exit("format '%s' has no %% directive", f);

  return out;
}

// All integers: no floating point, no printf.
static void int_seq(long long first, long long incr, long long last, int width)
{
  char num[32], *s;
  long long x = first;
  int neg, len;

  if (incr > 0 ? first > last : first < last) return;
  memset(num, 0, sizeof(num));
  for (;;) {
    unsigned long long u;

    neg = x < 0;
    u = neg ? -(unsigned long long)x : (unsigned long long)x;
    s = num+sizeof(num);
    do *--s = '0'+u%10; while (u /= 10);
    len = num+sizeof(num)-s;
    while (len+neg < width) *--s = '0', len++;
    if (neg) *--s = '-', len++;

    // Counting up by one from 0: add one to the digits themselves.
    if (incr == 1 && !neg && strlen(TT.s) < 1024) {
      int seplen = strlen(TT.s);

      for (;;) {
        char *p = num+sizeof(num);

        if (TT.len+len+seplen > SEQ_BUF) {
          xwrite(1, TT.buf, TT.len);
          TT.len = 0;
        }
        memcpy(TT.buf+TT.len, s, len);
        TT.len += len;
        if (x++ == last) break;
        memcpy(TT.buf+TT.len, TT.s, seplen);
        TT.len += seplen;
        while (*--p == '9') *p = '0';
        if (p < s) *(s = p) = '1', len++;
        else ++*p;
      }
      break;
    }

    seq_out(s, len);
    if (__builtin_add_overflow(x, incr, &x) || (incr > 0 ? x > last : x < last))
      break;
    seq_out(TT.s, strlen(TT.s));
  }
  seq_out("\n", 1);
}

static int fmtlen(int prec, long double d)
{
  char *s = xmprintf("%.*Lf", prec, d);
  int len = strlen(s);

  free(s);

  return len;
}

void seq_main(void)
{
  char **args = toys.optargs, *fmt = 0, *str = 0, *laststr = 0;
  long double first = 1, incr = 1, last, x;
  long long lf = 1, li = 1, ll;
  int prec = 0, width = 0, plain, i, stop = 0;
  unsigned long long n;

  // "seq -1 1": the optstring's '?' lets negative numbers through, and
  // anything else that isn't an option lands here too.
  for (i = 0; i < toys.optc; i++) number(args[i]);
  if (FLAG(f) && FLAG(w))
    error_exit("format string may not be specified when printing equal width strings");
  if (!TT.s) TT.s = "\n";

  last = number(args[toys.optc-1]);
  plain = integer(args[toys.optc-1], &ll);
  if (toys.optc > 1) {
    first = number(*args);
    prec = decimals(*args);
    plain &= integer(*args, &lf);
  }
  if (toys.optc > 2) {
    incr = number(args[1]);
    i = decimals(args[1]);
    if (i > prec) prec = i;
    plain &= integer(args[1], &li);
  }
  if (!incr) error_exit("invalid Zero increment value: '%s'", args[1]);

  TT.buf = xmalloc(SEQ_BUF);
  if (FLAG(w)) {
    width = fmtlen(prec, first);
    if ((i = fmtlen(prec, last)) > width) width = i;
  }
  if (FLAG(f)) fmt = check_format(TT.f);
  else if (plain && !prec) {
    int_seq(lf, li, ll, width);
    goto done;
  } else fmt = xmprintf("%%0%d.%dLf", width, prec);

  // Multiply rather than add, so rounding errors don't build up.
  laststr = xmprintf(fmt, last);
  for (n = 0; ; n++) {
    x = n ? first+n*incr : first;
    free(str);
    str = xmprintf(fmt, x);
    // Past LAST, but print it once when it looks the same as LAST.
    if ((incr > 0 ? x > last : x < last) && (strcmp(str, laststr) || stop))
      break;
    stop = !strcmp(str, laststr);
    if (n) seq_out(TT.s, strlen(TT.s));
    seq_out(str, strlen(str));
  }
  if (n) seq_out("\n", 1);
  free(str);
  free(laststr);
  free(fmt);

done:
  xwrite(1, TT.buf, TT.len);
  free(TT.buf);
}
