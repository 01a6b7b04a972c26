/* uuencode.c - encode and decode binary files as text
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/uuencode.html
 * and https://pubs.opengroup.org/onlinepubs/9699919799/utilities/uudecode.html

USE_UUENCODE(NEWTOY(uuencode, "<1>2m", TOYFLAG_USR|TOYFLAG_BIN))
USE_UUDECODE(NEWTOY(uudecode, ">1o:", TOYFLAG_USR|TOYFLAG_BIN))

config UUENCODE
  bool "uuencode"
  default y
  help
    usage: uuencode [-m] [FILE] NAME

    Write FILE (or stdin) to stdout as text that uudecode turns back into a
    file called NAME: "begin MODE NAME", lines of 45 bytes each, "`" and
    "end".

    -m  Base64 ("begin-base64 MODE NAME", 45 bytes a line, "====")

config UUDECODE
  bool "uudecode"
  default y
  help
    usage: uudecode [-o OUTFILE] [FILE]

    Decode the uuencoded or base64 data in FILE (or stdin) into the file
    named on its "begin" line, with the mode given there. Names that are
    absolute or contain ".." are refused; "-" or /dev/stdout write to stdout.

    -o OUTFILE  Write to OUTFILE instead (- for stdout)
*/

#define FOR_uuencode
#include "toys.h"

GLOBALS(
  char *o;
)

static char b64[] =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

void uuencode_main(void)
{
  char *name = toys.optargs[toys.optc-1], *out = toybuf, *p;
  unsigned char in[45+3];
  int fd = 0, m = FLAG(m), per = 45, i, j;
  ssize_t len;
  mode_t mode;
  struct stat st;

  if (toys.optc == 2 && strcmp(*toys.optargs, "-")) {
    fd = xopenro(*toys.optargs);
    fstat(fd, &st);
    mode = st.st_mode&0777;
  } else {
    mode = umask(0);
    umask(mode);
    mode = 0666&~mode;
  }
  xprintf("begin%s %o %s\n", m ? "-base64" : "", (int)mode, name);
  for (;;) {
    if ((len = readall(fd, in, per)) < 0)
      perror_exit("%s", toys.optc == 2 ? *toys.optargs : "-");
    if (!len && m) break;
    memset(in+len, 0, 3);
    p = out;
    if (!m) *p++ = len ? 32+len : '`';
    for (i = 0; i < len; i += 3) {
      unsigned v = (in[i]<<16)|(in[i+1]<<8)|in[i+2];

      for (j = 18; j >= 0; j -= 6) {
        if (m) *p++ = (i+(18-j)/6-1 < len) ? b64[(v>>j)&63] : '=';
        else *p++ = ((v>>j)&63) ? 32+((v>>j)&63) : '`';
      }
    }
    *p++ = '\n';
    xputsl(out, p-out);
    if (len < per) {
      if (m || !len) break;
    }
  }
  xputs(m ? "====" : "end");
  if (fd) close(fd);
}

#define CLEANUP_uuencode
#define FOR_uudecode
#include <generated/flags.h>

static int b64val(char c)
{
  char *s = strchr(b64, c);

  return c && s ? s-b64 : -1;
}

void uudecode_main(void)
{
  char *name = toys.optc ? *toys.optargs : "-", *line, *s, *p, *out;
  FILE *fp = strcmp(name, "-") ? fopen(name, "r") : stdin;
  int m = 0, fd = -1, i, n, ok = 0;
  unsigned mode = 0, v, bits;

  if (!fp) perror_exit("%s", name);
  for (;;) {
    if (!(line = xgetline(fp))) error_exit("%s: no 'begin' line", name);
    s = line;
    if (strstart(&s, "begin-base64 ")) m = 1;
    else if (!strstart(&s, "begin ")) {
      free(line);
      continue;
    }
    for (; *s >= '0' && *s <= '7'; s++) mode = mode*8+*s-'0';
    if (*s++ == ' ' && *s) break;
    free(line);
    mode = 0;
  }

  if (TT.o) s = TT.o;
  else if (*s == '/' && strcmp(s, "/dev/stdout"))
    error_exit("%s: refusing absolute name '%s'", name, s);
  else {
    for (p = s; (p = strstr(p, "..")); p++)
      if ((p == s || p[-1] == '/') && (!p[2] || p[2] == '/'))
        error_exit("%s: refusing name with '..': '%s'", name, s);
  }
  if (!strcmp(s, "-") || !strcmp(s, "/dev/stdout")) fd = 1;
  else fd = xcreate(s, O_WRONLY|O_CREAT|O_TRUNC, mode&07777);
  free(line);

  while ((line = xgetline(fp))) {
    out = p = line;
    if (m) {
      if (!strcmp(line, "====")) {
        ok = 1;
        free(line);
        break;
      }
      for (s = line, v = bits = 0; *s && *s != '='; s++) {
        if ((i = b64val(*s)) < 0) continue;
        v = (v<<6)|i;
        if ((bits += 6) >= 8) *p++ = v>>(bits -= 8);
      }
    } else {
      if (!*line) {
        free(line);
        continue;
      }
      n = (*line-32)&63;
      if (!n) {
        free(line);
        if ((line = xgetline(fp)) && !strcmp(line, "end")) ok = 1;
        free(line);
        break;
      }
      for (s = line+1, v = bits = 0; p-out < n; s++) {
        v = (v<<6)|((*s ? *s-32 : 0)&63);
        if ((bits += 6) >= 8) *p++ = v>>(bits -= 8);
        if (!*s) s--;
      }
    }
    xwrite(fd, out, p-out);
    free(line);
  }
  if (!ok) error_msg("%s: short file", name);
  if (fd > 1) xclose(fd);
  if (fp != stdin) fclose(fp);
}
