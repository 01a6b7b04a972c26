/* iconv.c - convert text between character sets
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/iconv.html

USE_ICONV(NEWTOY(iconv, "cf(from-code):t(to-code):ls", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_LOCALE))

config ICONV
  bool "iconv"
  default y
  help
    usage: iconv [-cs] [-f FROM] [-t TO] [FILE...]
       or: iconv -l

    Convert each FILE (or stdin) from character set FROM to TO (both default
    to the locale's character set) using the C library's iconv.

    -c  Leave out characters that can't be converted (skipped a byte at a
        time), instead of stopping with an error
    -f  Character set of the input (--from-code)
    -l  List some character sets this C library converts: it has no way to
        list all of them, so the list holds the common names that work
    -s  Silent: no message about bad input (the exit status is still 1)
    -t  Character set of the output (--to-code)

    An invalid or unconvertible input sequence stops the file with an
    error giving its byte position, exit status 1.
*/

#define FOR_iconv
#include "toys.h"
#include <iconv.h>
#include <langinfo.h>

GLOBALS(
  char *f, *t;

  void *cd;
)

#define ICONV_BUF (64*1024)

static void do_iconv(int fd, char *name)
{
  char *in = xmalloc(ICONV_BUF), *out = xmalloc(2*ICONV_BUF), *ip, *op;
  size_t left = 0, oleft;
  long long pos = 0;
  ssize_t len;
  int eof = 0;

  iconv(TT.cd, 0, 0, 0, 0);
  while (!eof || left) {
    if (!eof) {
      if ((len = read(fd, in+left, ICONV_BUF-left)) < 0) {
        if (errno == EINTR) continue;
        perror_msg("%s", name);
        break;
      }
      if (!len) eof = 1;
      left += len;
    }
    ip = in;
    while (left) {
      op = out;
      oleft = 2*ICONV_BUF;
      errno = 0;
      if (iconv(TT.cd, &ip, &left, &op, &oleft) != (size_t)-1) errno = 0;
      xwrite(1, out, op-out);
      if (errno == E2BIG || !errno) continue;
      if (errno == EILSEQ && FLAG(c)) {
        ip++;
        left--;
        continue;
      }
      if (errno == EINVAL && !eof) break;
      if (FLAG(s)) toys.exitval = 1;
      else if (errno == EINVAL)
        error_msg("%s: incomplete character or shift sequence at end of file",
          name);
      else error_msg("%s: illegal input sequence at position %lld", name,
        pos+(ip-in));
      left = 0;
      eof = 1;
      break;
    }
    pos += ip-in;
    memmove(in, ip, left);
  }
  op = out;
  oleft = 2*ICONV_BUF;
  iconv(TT.cd, 0, 0, &op, &oleft);
  xwrite(1, out, op-out);
  free(in);
  free(out);
}

void iconv_main(void)
{
  char *from = TT.f ? : nl_langinfo(CODESET),
    *to = TT.t ? : nl_langinfo(CODESET);

  if (FLAG(l)) {
    char *names[] = {"ASCII", "UTF-8", "UTF-16", "UTF-16BE", "UTF-16LE",
      "UTF-32", "UTF-32BE", "UTF-32LE", "UCS-2", "UCS-2BE", "UCS-2LE", "UCS-4",
      "UCS-4BE", "UCS-4LE", "UTF-7", "ISO-8859-1", "ISO-8859-2", "ISO-8859-3",
      "ISO-8859-4", "ISO-8859-5", "ISO-8859-6", "ISO-8859-7", "ISO-8859-8",
      "ISO-8859-9", "ISO-8859-10", "ISO-8859-11", "ISO-8859-13", "ISO-8859-14",
      "ISO-8859-15", "ISO-8859-16", "KOI8-R", "KOI8-U", "CP437", "CP850",
      "CP866", "CP1250", "CP1251", "CP1252", "CP1253", "CP1254", "CP1255",
      "CP1256", "CP1257", "CP1258", "MACINTOSH", "EUC-JP", "SHIFT_JIS",
      "ISO-2022-JP", "EUC-KR", "GB2312", "GBK", "GB18030", "BIG5", "TIS-620",
      "VISCII", 0};
    int i;

    xputs("# The C library can't list its character sets; these work here:");
    for (i = 0; names[i]; i++) {
      iconv_t cd = iconv_open(names[i], "UTF-8");

      if (cd == (iconv_t)-1) continue;
      iconv_close(cd);
      xputs(names[i]);
    }

    return;
  }

  if ((TT.cd = iconv_open(to, from)) == (iconv_t)-1)
    error_exit("conversion from '%s' to '%s' unsupported", from, to);
  loopfiles(toys.optargs, do_iconv);
  iconv_close(TT.cd);
}
