/* echo.c - print the arguments
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/echo.html
 *
 * Options are recognized only while an argument is a dash and nothing but
 * the letters n, e and E: anything else (-x, --, -nx) is printed as text.

USE_ECHO(NEWTOY(echo, NULL, TOYFLAG_BIN|TOYFLAG_NOHELP))

config ECHO
  bool "echo"
  default y
  help
    usage: echo [-neE] [ARG...]

    Write each ARG to stdout, separated by spaces, followed by a newline.
    Leading arguments made only of the option letters are options; any
    other argument (even -x or --) is printed as is.

    -n  No trailing newline
    -e  Interpret backslash escapes (below)
    -E  Don't interpret escapes (default; the last of -e and -E wins)

    Escapes with -e:
    \\     backslash            \a     alert (BEL)
    \b     backspace            \c     stop output here (no newline either)
    \e     escape               \f     form feed
    \n     newline              \r     carriage return
    \t     tab                  \v     vertical tab
    \0NNN  byte with octal value NNN (0 to 3 digits)
    \NNN   byte with octal value NNN (1 to 3 digits)
    \xHH   byte with hex value HH (1 or 2 digits)

    Alone, "echo --help" and "echo --version" show help and version.
*/

#include "toys.h"

// Parse up to max digits of base (8 or 16) at s into *val; returns how many.
static int digits(char *s, int base, int max, int *val)
{
  int i, d;

  for (i = *val = 0; i < max; i++) {
    d = (unsigned char)s[i];
    if (d >= '0' && d <= (base == 8 ? '7' : '9')) d -= '0';
    else if (base == 16 && d >= 'a' && d <= 'f') d -= 'a'-10;
    else if (base == 16 && d >= 'A' && d <= 'F') d -= 'A'-10;
    else break;
    *val = *val*base + d;
  }

  return i;
}

// Write s interpreting escapes; returns 1 when \c said to stop.
static int escaped(char *s)
{
  int c, n;

  for (;;) {
    char *bs = strchr(s, '\\');

    if (!bs) {
      xputsn(s);
      return 0;
    }
    if (bs > s) xputsl(s, bs-s);
    s = bs+1;
    c = *s;
    n = 1;
    if (c == 'c') return 1;
    if (c == '0') {
      n += digits(s+1, 8, 3, &c);
    } else if (c >= '1' && c <= '7') {
      n = digits(s, 8, 3, &c);
    } else if (c == 'x' && (n = digits(s+1, 16, 2, &c))) {
      n++;
    } else if (c && (n = stridx("\\abefnrtv", c)) != -1) {
      c = "\\\a\b\033\f\n\r\t\v"[n];
      n = 1;
    } else {
      // Unknown escape (or a trailing backslash): print it as it is
      c = '\\';
      n = 0;
    }
    xputc(c);
    s += n;
  }
}

void echo_main(void)
{
  char **arg = toys.argv+1, *s;
  int newline = 1, esc = 0, first = 1;

  // Options: arguments made only of -, n, e, E (at least one letter)
  for (; *arg && **arg == '-' && (*arg)[1]; arg++) {
    for (s = *arg+1; *s && strchr("neE", *s); s++);
    if (*s) break;
    for (s = *arg+1; *s; s++) {
      if (*s == 'n') newline = 0;
      else esc = (*s == 'e');
    }
  }

  for (; *arg; arg++) {
    if (!first) xputc(' ');
    first = 0;
    if (!esc) xputsn(*arg);
    else if (escaped(*arg)) return;
  }
  if (newline) xputc('\n');
}
