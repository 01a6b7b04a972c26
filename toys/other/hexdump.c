/* hexdump.c - dump files in hex, octal, decimal or characters
 *
 * no standard

USE_HEXDUMP(NEWTOY(hexdump, "bcCdon:s:vx", TOYFLAG_USR|TOYFLAG_BIN))
USE_HEXDUMP(OLDTOY(hd, hexdump, TOYFLAG_USR|TOYFLAG_BIN))

config HEXDUMP
  bool "hexdump"
  default y
  help
    usage: hexdump [-bcCdovx] [-n LEN] [-s SKIP] [FILE...]

    Dump the FILEs (or stdin), one after the other as one stream, 16 bytes a
    line, each line starting with its offset in hex. Default: two-byte words
    in hex. Several formats each get a line per 16 bytes, in the order given.

    -b  one-byte octal         -c  one-byte characters (\n \t... or octal)
    -C  canonical: bytes in hex and as text between | |
    -d  two-byte decimal       -o  two-byte octal        -x  two-byte hex
    -n  dump only LEN bytes    -s  skip SKIP bytes first (k m g suffixes)
    -v  show every line (else a repeat of the line before shows as *)

    "hd" is hexdump -C.
*/

#define FOR_hexdump
#include "toys.h"

GLOBALS(
  char *n, *s;

  char fmt[16], **files;
  int nfmt, fd, eof;
  long long skip, len, addr;
)

#define IBUF 65536

// Fill buf with up to 16 bytes of the input stream, honoring -s and -n.
static int get_block(unsigned char *buf)
{
  int have = 0;

  while (have < 16 && !TT.eof && TT.len) {
    int want = 16-have;
    ssize_t got;

    if (TT.fd < 0) {
      char *name = *TT.files;

      if (!name) {
        TT.eof = 1;
        break;
      }
      if (!strcmp(name, "-")) TT.fd = 0;
      else if ((TT.fd = open(name, O_RDONLY|O_CLOEXEC)) < 0) {
        perror_msg_raw(name);
        TT.files++;
        continue;
      }
      if (TT.skip) {
        off_t size = fdlength(TT.fd),
          left = (size >= 0 && size < TT.skip) ? TT.skip-size
            : lskip(TT.fd, TT.skip);

        TT.addr += TT.skip-left;
        TT.skip = left;
        if (left) {
          if (TT.fd) close(TT.fd);
          TT.fd = -1;
          TT.files++;
          continue;
        }
      }
    }
    if (TT.len >= 0 && want > TT.len) want = TT.len;
    if ((got = read(TT.fd, buf+have, want)) < 0) {
      if (errno == EINTR) continue;
      perror_msg_raw(*TT.files);
      got = 0;
    }
    if (!got) {
      if (TT.fd) close(TT.fd);
      TT.fd = -1;
      TT.files++;
      continue;
    }
    have += got;
    if (TT.len > 0) TT.len -= got;
  }

  return have;
}

static void show_line(int type, unsigned char *buf, int len, char *out)
{
  char *s = out;
  int i;

  if (type == 'C') {
    s += sprintf(s, "%08llx ", TT.addr);
    for (i = 0; i < 16; i++) {
      if (i == 8) *s++ = ' ';
      if (i < len) s += sprintf(s, " %02x", buf[i]);
      else s = stpcpy(s, "   ");
    }
    s = stpcpy(s, "  |");
    for (i = 0; i < len; i++) *s++ = (buf[i] >= 32 && buf[i] < 127) ? buf[i] : '.';
    *s++ = '|';
  } else {
    s += sprintf(s, "%07llx", TT.addr);
    if (type == 'b' || type == 'c') for (i = 0; i < 16; i++) {
      unsigned c = buf[i];

      if (i >= len) s = stpcpy(s, "    ");
      else if (type == 'b') s += sprintf(s, " %03o", c);
      else if (c >= 32 && c < 127) s += sprintf(s, "   %c", c);
      else if (c && (c < 7 || c > 13)) s += sprintf(s, " %03o", c);
      else s += sprintf(s, "  \\%c", "0abtnvfr"[c ? c-6 : 0]);
    } else for (i = 0; i < 16; i += 2) {
      unsigned short w = 0;
      char *f = (type == 'd') ? "   %05u" : (type == 'o') ? "  %06o"
        : (type == 'x') ? "    %04x" : " %04x";

      if (i >= len) {
        s += sprintf(s, "%*s", type == 'X' ? 5 : 8, "");
        continue;
      }
      if (i+1 < len) memcpy(&w, buf+i, 2);
      else {
        unsigned char two[2] = {buf[i], 0};

        memcpy(&w, two, 2);
      }
      s += sprintf(s, f, w);
    }
  }
  *s++ = '\n';
  xputsl(out, s-out);
}

void hexdump_main(void)
{
  unsigned char buf[16], prev[16];
  char line[128];
  int len, i, star = 0, have_prev = 0, any = 0;
  char *opts = "bcCdox";

  // The formats in command line order (args.c keeps only the bits)
  TT.fd = -1;
  TT.len = -1;
  if (FLAG(n)) TT.len = atolx(TT.n);
  if (TT.len < -1 || (FLAG(n) && TT.len < 0)) error_exit("bad -n '%s'", TT.n);
  if (FLAG(s) && (TT.skip = atolx(TT.s)) < 0) error_exit("bad -s '%s'", TT.s);
  if (!strcmp(toys.which->name, "hd"))
    TT.fmt[TT.nfmt++] = 'C';
  for (i = 1; toys.argv[i]; i++) {
    char *a = toys.argv[i], *c;

    if (!strcmp(a, "--")) break;
    if (*a != '-' || !a[1]) continue;
    for (a++; *a; a++) {
      if (*a == 'n' || *a == 's') {
        if (!a[1]) i++;
        break;
      }
      if ((c = strchr(opts, *a)) && TT.nfmt < 16) TT.fmt[TT.nfmt++] = *c;
    }
  }
  if (!TT.nfmt) TT.fmt[TT.nfmt++] = 'X';

  TT.files = toys.optc ? toys.optargs : (char *[]){"-", 0};
  while ((len = get_block(buf))) {
    any = 1;
    if (!FLAG(v) && len == 16 && have_prev && !memcmp(buf, prev, 16)) {
      if (!star) xputs("*");
      star = 1;
    } else {
      star = 0;
      for (i = 0; i < TT.nfmt; i++) show_line(TT.fmt[i], buf, len, line);
    }
    memcpy(prev, buf, 16);
    have_prev = (len == 16);
    TT.addr += len;
  }
  if ((any || TT.addr) && !(FLAG(n) && !atolx(TT.n)))
    xprintf(TT.fmt[TT.nfmt-1] == 'C' ? "%08llx\n" : "%07llx\n", TT.addr);
  if (TT.fd > 0) close(TT.fd);
}
