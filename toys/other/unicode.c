/* unicode.c - show the code points of characters
 *
 * no standard

USE_UNICODE(NEWTOY(unicode, "<1", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_LOCALE))

config UNICODE
  bool "unicode"
  default y
  help
    usage: unicode STRING|U+XXXX[-U+YYYY]...

    Print one line for each character of each STRING, or for each code point
    U+XXXX (hex) or range U+XXXX-U+YYYY: the code point, the character (or
    ^X for control characters, - for others that don't print), and its
    UTF-8 bytes in hex. Bytes that aren't valid UTF-8 are shown as such.
*/

#define FOR_unicode
#include "toys.h"

static void show(unsigned wc)
{
  char buf[8];
  int len, i;

  xprintf("U+%04X ", wc);
  if (wc >= 0xd800 && wc <= 0xdfff) {
    xputs("-  (surrogate, not a character)");
    return;
  }
  len = wctoutf8(buf, wc);
  if (wc < 32 || wc == 127) xprintf("^%c ", wc^64);
  else if (wc < 128 || (iswprint(wc) && wcwidth(wc) > 0)) {
    xputsl(buf, len);
    xprintf("%s", wcwidth(wc) > 1 ? " " : "  ");
  } else xprintf("-  ");
  xprintf("UTF-8");
  for (i = 0; i < len; i++) xprintf(" %02x", (unsigned char)buf[i]);
  xputc('\n');
}

static int codepoint(char *s, char **end, unsigned *wc)
{
  unsigned long l;

  if (strncasecmp(s, "U+", 2) || !isxdigit((unsigned char)s[2])) return 0;
  l = strtoul(s+2, end, 16);
  if (l > 0x10ffff) error_exit("'%s': past U+10FFFF", s);
  *wc = l;

  return 1;
}

void unicode_main(void)
{
  char **arg, *s, *end;
  unsigned wc, last;
  int len;

  for (arg = toys.optargs; *arg; arg++) {
    if (codepoint(*arg, &end, &wc)) {
      last = wc;
      if (*end == '-') {
        s = end+1;
        if (!strncasecmp(s, "U+", 2)) s += 2;
        if (!isxdigit((unsigned char)*s)
            || (last = strtoul(s, &end, 16)) < wc || *end)
          error_exit("bad range '%s'", *arg);
        if (last > 0x10ffff) error_exit("'%s': past U+10FFFF", *arg);
      } else if (*end) goto string;
      for (;; wc++) {
        show(wc);
        if (wc == last) break;
      }
      continue;
    }
string:
    for (s = *arg; *s; s += len) {
      if ((len = utf8towc(&wc, s, 4)) > 0) show(wc);
      else {
        xprintf("invalid UTF-8 byte %02x\n", (unsigned char)*s);
        len = 1;
      }
    }
  }
}
