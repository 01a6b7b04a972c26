/* printf.c - format and print data
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/printf.html

USE_PRINTF(NEWTOY(printf, "<1?^", TOYFLAG_USR|TOYFLAG_BIN))

config PRINTF
  bool "printf"
  default y
  help
    usage: printf FORMAT [ARGUMENT...]

    Print the ARGUMENTs as FORMAT says, reusing FORMAT while arguments remain.

    Conversions (% [FLAGS] [WIDTH] [.PRECISION] LETTER, WIDTH and PRECISION
    may be * to take them from the next argument; FLAGS: - + space # 0 '):
    %d %i  signed decimal        %o %u %x %X  unsigned octal, decimal, hex
    %f %F %e %E %g %G %a %A  floating point
    %c  first character          %s  string
    %b  string with escapes (\0NNN octal, \c stops all output)   %%  a %

    Numeric arguments may be hex (0x1F), octal (017) or 'C (C's value).

    Escapes in FORMAT: \\ \a \b \e \f \n \r \t \v \" \NNN (octal) \xHH (hex)
    \uHHHH \UHHHHHHHH (Unicode as UTF-8) \c (stop output).
*/

#define FOR_printf
#include "toys.h"

// Decode the escape just after a backslash at *pp (advanced past it) into
// out. b: %b argument rules (\0NNN octal). Returns the length written,
// or -1 for \c.
static int escape(char **pp, int b, char *out)
{
  char *p = *pp;
  unsigned c = *p, val = 0;
  int i, n, len = 1;

  if (!c) {
    *out = '\\';
    return 1;
  }
  p++;
  if (c == 'c') return -1;
  if (c >= '0' && c <= '7') {
    val = c-'0';
    n = (b && c == '0') ? 3 : 2;
    for (i = 0; i < n && *p >= '0' && *p <= '7'; i++) val = val*8+*p++-'0';
    *out = val;
  } else if (c == 'x' || c == 'u' || c == 'U') {
    n = (c == 'x') ? 2 : (c == 'u') ? 4 : 8;
    for (i = 0; i < n && isxdigit((unsigned char)*p); i++, p++)
      val = val*16+(isdigit((unsigned char)*p) ? *p-'0' : (*p|32)-'a'+10);
    if (!i) error_exit("missing hexadecimal number in escape");
    if (c == 'x') *out = val;
    else if (val > 0x10ffff || (val >= 0xd800 && val <= 0xdfff))
      error_exit("invalid universal character name \\%c%0*X", c, n, val);
    else len = wctoutf8(out, val);
  } else if (c == '"') *out = '"';
  else if ((i = unescape(c)) != -1) *out = i;
  else {
    out[0] = '\\';
    out[1] = c;
    len = 2;
  }
  *pp = p;

  return len;
}

// Complain about a bad numeric argument, keep going with the partial value.
static void check_num(char *arg, char *end)
{
  // GNU's wording whatever the libc calls ERANGE
  if (errno == ERANGE) {
    error_msg("'%s': Numerical result out of range", arg);
    return;
  }
  if (end == arg) error_msg("'%s': expected a numeric value", arg);
  else if (*end) error_msg("'%s': value not completely converted", arg);
  else return;
  toys.exitval = 1;
}

// 'C or "C: the value of character C
static int charconst(char *arg, long long *ll, long double *ld)
{
  unsigned wc;
  int len;

  if (*arg != '\'' && *arg != '"') return 0;
  if (!arg[1]) {
    error_msg("'%s': expected a numeric value", arg);
    toys.exitval = 1;
    wc = 0;
  } else if ((len = utf8towc(&wc, arg+1, 4)) < 1) wc = (unsigned char)arg[1];
  if (ll) *ll = wc;
  if (ld) *ld = wc;

  return 1;
}

static long long get_int(char *arg, int sign)
{
  long long ll = 0;
  char *end;

  if (!arg || charconst(arg, &ll, 0)) return ll;
  errno = 0;
  if (sign) ll = strtoll(arg, &end, 0);
  else ll = strtoull(arg, &end, 0);
  check_num(arg, end);

  return ll;
}

static long double get_float(char *arg)
{
  long double ld = 0;
  char *end;

  if (!arg || charconst(arg, 0, &ld)) return ld;
  errno = 0;
  ld = strtold(arg, &end);
  check_num(arg, end);

  return ld;
}

// n spaces, a block at a time (a width can be up to INT_MAX)
static void spaces(long n)
{
  char sp[256];

  memset(sp, ' ', sizeof(sp));
  for (; n > 0; n -= sizeof(sp)) fwrite(sp, 1, n < 256 ? n : 256, stdout);
}

// Print len bytes of s padded to width (negative or - flag: left aligned)
static void pad_out(char *s, long len, long width, int left)
{
  if (width < 0) {
    left = 1;
    width = -width;
  }
  if (!left) spaces(width-len);
  fwrite(s, 1, len, stdout);
  if (left) spaces(width-len);
}

// A width or precision must fit an int (GNU: "invalid field width")
static long num_ok(long long n, char *what, char *arg, int len)
{
  if (n > INT_MAX || n < -INT_MAX)
    error_exit("invalid %s: '%.*s'", what, len, arg);

  return n;
}

// Expand %b's escapes into a new buffer, return length (*stop set on \c)
static long expand_b(char *arg, char **out, int *stop)
{
  char *buf = xmalloc(strlen(arg)*2+1), *s = arg;
  long len = 0;
  int i;

  while (*s) {
    if (*s != '\\') buf[len++] = *s++;
    else {
      s++;
      if ((i = escape(&s, 1, buf+len)) < 0) {
        *stop = 1;
        break;
      }
      len += i;
    }
  }
  *out = buf;

  return len;
}

void printf_main(void)
{
  char *format = *toys.optargs, **args = toys.optargs+1, *f, *start, *arg,
    *fmt = xmalloc(strlen(format)+8), out[8];
  int used, stop = 0, i;

  do {
    used = 0;
    for (f = format; *f && !stop;) {
      if (*f == '\\') {
        f++;
        if ((i = escape(&f, 0, out)) < 0) stop = 1;
        else fwrite(out, 1, i, stdout);
        continue;
      }
      if (*f != '%') {
        for (start = f; *f && *f != '%' && *f != '\\'; f++);
        fwrite(start, 1, f-start, stdout);
        continue;
      }
      if (f[1] == '%') {
        putchar('%');
        f += 2;
        continue;
      }

      // Parse a conversion: flags, width, precision, length, letter
      long width = 0, prec = -1;
      char *flags = ++f, c;
      int left;

      start = f-1;
      while (*f && strchr("-+ #0'", *f)) f++;
      sprintf(fmt, "%%%.*s*.*", (int)(f-flags), flags);
      left = !!memchr(flags, '-', f-flags);
      if (*f == '*') {
        f++;
        width = num_ok(get_int(*args, 1), "field width", *args, INT_MAX);
        if (*args) args++;
        used = 1;
      } else while (isdigit((unsigned char)*f)) {
        width = width*10LL+*f++-'0';
        num_ok(width, "field width", start, f-start+strspn(f, "0123456789"));
      }
      if (*f == '.') {
        prec = 0;
        if (*++f == '*') {
          f++;
          prec = num_ok(get_int(*args, 1), "precision", *args, INT_MAX);
          if (*args) args++;
          used = 1;
        } else while (isdigit((unsigned char)*f)) {
          prec = prec*10LL+*f++-'0';
          num_ok(prec, "precision", start, f-start+strspn(f, "0123456789"));
        }
      }
      while (*f && strchr("hlLqjzt", *f)) f++;
      c = *f;
      if (!c || !strchr("diouxXfFeEgGaAcsb", c))
        error_exit("%.*s: invalid conversion specification",
          (int)(f-start+!!c), start);
      f++;
      arg = *args;
      if (*args) args++;
      used = 1;

      if (c == 's' || c == 'b') {
        char *s = arg ? arg : "", *buf = 0;
        long len;

        if (c == 'b') len = expand_b(s, &buf, &stop);
        else len = strlen(s);
        if (prec >= 0 && prec < len) len = prec;
        pad_out(buf ? buf : s, len, width, left);
        free(buf);
      } else if (c == 'c') {
        out[0] = arg ? *arg : 0;
        pad_out(out, 1, width, left);
      } else if (strchr("diouxX", c)) {
        long long ll = get_int(arg, c == 'd' || c == 'i');

        strcat(fmt, "ll");
        strncat(fmt, &c, 1);
        printf(fmt, (int)width, (int)prec, ll);
      } else {
        long double ld = get_float(arg);

        strcat(fmt, "L");
        strncat(fmt, &c, 1);
        printf(fmt, (int)width, (int)prec, ld);
      }
    }
  } while (!stop && used && *args);

  if (!stop && !used && *args) {
    i = toys.exitval;
    error_msg("warning: ignoring excess arguments, starting with '%s'", *args);
    toys.exitval = i;
  }
  free(fmt);
}
