/* csplit.c - split a file into pieces at lines given by patterns
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/csplit.html

USE_CSPLIT(NEWTOY(csplit, "<2f:n#<1>9=2ks(quiet)(silent)qz(elide-empty-files)", TOYFLAG_USR|TOYFLAG_BIN))

config CSPLIT
  bool "csplit"
  default y
  help
    usage: csplit [-ksz] [-f PREFIX] [-n DIGITS] FILE PATTERN...

    Copy FILE (- for stdin) into pieces PREFIX00, PREFIX01 ... cut where the
    PATTERNs say, and print the size in bytes of each piece.

    -f PREFIX  Names start with PREFIX (default xx)
    -k         Keep the pieces when there is an error (default: remove them)
    -n DIGITS  Number the pieces with DIGITS digits (default 2)
    -s         Silent: don't print the sizes (also -q, --quiet, --silent)
    -z         Don't keep empty pieces (--elide-empty-files)

    Patterns:
    LINENO          Piece ends before line LINENO
    /REGEX/[OFFSET] Piece ends before the next line matching REGEX (plus
                    OFFSET lines, +N or -N)
    %REGEX%[OFFSET] The same, but the lines are skipped, not written
    {N}             Repeat the pattern before N more times
    {*}             Repeat it until the input runs out

    The rest of the input after the last pattern goes into the last piece.
    A pattern that doesn't match or a line out of range is an error
    (exit 1); the rest of the input is written first.
*/

#define FOR_csplit
#include "toys.h"

GLOBALS(
  char *f;
  long n;

  char *buf;
  long long *lines, nlines, cur, lastmatch;
  int count, failed, wasre;
)

struct csplit_pat {
  char *arg;
  regex_t re;
  long long num, off, repeat;   // repeat: -1 for {*}
  int type;                     // '/', '%' or 'l'
};

static char *piece_name(int i)
{
  return xmprintf("%s%0*d", TT.f, (int)TT.n, i);
}

// Write lines from TT.cur up to (not including) line end.
static void write_piece(long long end, int skip)
{
  long long start = TT.lines[TT.cur], stop = TT.lines[end];
  char *name;
  int fd;

  TT.cur = end;
  if (skip || (FLAG(z) && stop == start)) return;
  name = piece_name(TT.count);
  fd = open(name, O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC, 0666);
  if (fd < 0) {
    perror_msg("%s", name);
    free(name);
    TT.failed = 1;
    return;
  }
  TT.count++;
  if (writeall(fd, TT.buf+start, stop-start) != stop-start || close(fd)) {
    perror_msg("%s", name);
    TT.failed = 1;
  }
  free(name);
  if (!FLAG(s) && !FLAG(q)) xprintf("%lld\n", stop-start);
}

static int match(regex_t *re, long long i)
{
  regmatch_t m[1];
  long long len = TT.lines[i+1]-TT.lines[i];
  char *s = TT.buf+TT.lines[i], c;
  int rc;

  if (len && s[len-1] == '\n') len--;
  // regexec0() wants a NUL after the line (NULs inside are fine)
  c = s[len];
  s[len] = 0;
  rc = regexec0(re, s, len, 1, m, 0);
  s[len] = c;

  return !rc;
}

static void parse_pattern(struct csplit_pat *p, char *arg, long long *prevline)
{
  char *s, *end;

  memset(p, 0, sizeof(*p));
  p->arg = arg;
  if (*arg == '/' || *arg == '%') {
    char *re;

    p->type = *arg;
    // Find the closing delimiter, skipping backslash escapes.
    for (s = arg+1; *s && *s != *arg; s++) if (*s == '\\' && s[1]) s++;
    if (!*s) error_exit("%s: closing delimiter '%c' missing", arg, *arg);
    re = xstrndup(arg+1, s-arg-1);
    xregcomp(&p->re, re, REG_NOSUB);
    free(re);
    if (*++s) {
      errno = 0;
      p->off = strtoll(s, &end, 10);
      if (*end || errno || (!strchr("+-", *s) && !isdigit((unsigned char)*s)))
        error_exit("%s: invalid offset", arg);
    }
  } else {
    for (s = arg; isdigit((unsigned char)*s); s++);
    if (*s || s == arg) error_exit("'%s': invalid pattern", arg);
    p->type = 'l';
    p->num = strtoll(arg, 0, 10);
    if (!p->num) error_exit("%s: line number must be greater than zero", arg);
    if (p->num < *prevline)
      error_exit("line number '%s' is smaller than preceding line number, %lld",
        arg, *prevline);
    if (p->num == *prevline) {
      error_msg("warning: line number '%s' is the same as preceding line number",
        arg);
      toys.exitval = 0;
    }
    *prevline = p->num;
  }
}

static void do_pattern(struct csplit_pat *p)
{
  long long i, rep, target, line = p->num;

  for (rep = 0; p->repeat < 0 || rep <= p->repeat; rep++) {
    if (p->type == 'l') {
      TT.wasre = 0;
      target = line-1;
      line += p->num;
      if (target >= TT.nlines) goto range;
      if (target < TT.cur) target = TT.cur;
    } else {
      // After a regex split the line it matched starts the piece: skip it.
      i = TT.cur+TT.wasre;
      if (i <= TT.lastmatch) i = TT.lastmatch+1;
      TT.wasre = 1;
      for (; i < TT.nlines; i++) if (match(&p->re, i)) break;
      if (i == TT.nlines) {
        if (p->repeat < 0 && rep) return;
        if (p->type == '/') write_piece(TT.nlines, 0);
        if (rep) error_msg("'%s': match not found on repetition %lld", p->arg,
          rep);
        else error_msg("'%s': match not found", p->arg);
        TT.failed = 1;
        return;
      }
      TT.lastmatch = i;
      target = i+p->off;
      if (target < TT.cur || target > TT.nlines) {
        // {*} ends quietly when the offset runs past the end
        if (p->repeat < 0 && rep && target > TT.nlines) {
          if (p->type == '/') write_piece(TT.nlines, 0);
          return;
        }
        if (target < TT.cur) target = TT.cur;
        goto range;
      }
    }
    write_piece(target, p->type == '%');
  }

  return;
range:
  if (p->type != '%') write_piece(target < TT.nlines ? target : TT.nlines, 0);
  if (rep) error_msg("'%s': line number out of range on repetition %lld",
    p->arg, rep);
  else error_msg("'%s': line number out of range", p->arg);
  TT.failed = 1;
}

void csplit_main(void)
{
  struct csplit_pat *pats = xzalloc(toys.optc*sizeof(*pats));
  long long prevline = 0, i, cap = 2;
  off_t size = 0;
  int npat = 0, fd = 0;
  char **arg, *s;

  if (!TT.f) TT.f = "xx";
  for (arg = toys.optargs+1; *arg; arg++) {
    if (**arg == '{') {
      char *end;

      s = *arg+1;
      if (!npat) error_exit("'%s': invalid pattern", *arg);
      if (!strcmp(s, "*}")) pats[npat-1].repeat = -1;
      else {
        pats[npat-1].repeat = strtoll(s, &end, 10);
        if (!isdigit((unsigned char)*s) || strcmp(end, "}"))
          error_exit("'%s': integer required between '{' and '}'", *arg);
      }
      // Repeated line numbers go up by the same step.
      if (pats[npat-1].type == 'l' && pats[npat-1].repeat > 0)
        prevline += pats[npat-1].num*pats[npat-1].repeat;
    } else parse_pattern(pats+npat++, *arg, &prevline);
  }

  if (strcmp(*toys.optargs, "-")
      && (fd = open(*toys.optargs, O_RDONLY|O_CLOEXEC)) < 0)
    perror_exit("cannot open '%s' for reading", *toys.optargs);
  if (!(TT.buf = readfd(fd, 0, &size)))
    perror_exit("read error on '%s'", *toys.optargs);
  if (fd) close(fd);

  // Start offset of each line, and one past the end.
  TT.lines = xmalloc(sizeof(long long)*2);
  TT.lines[0] = 0;
  for (i = 0, s = TT.buf; s < TT.buf+size; i++) {
    char *nl = memchr(s, '\n', TT.buf+size-s);

    s = nl ? nl+1 : TT.buf+size;
    if (i+2 > cap) TT.lines = xrealloc(TT.lines, sizeof(long long)*(cap *= 2));
    TT.lines[i+1] = s-TT.buf;
  }
  TT.nlines = i;
  TT.lastmatch = -1;

  for (i = 0; i < npat && !TT.failed; i++) do_pattern(pats+i);
  if (!TT.failed) write_piece(TT.nlines, 0);

  if (TT.failed) {
    if (!FLAG(k)) for (i = 0; i < TT.count; i++) {
      s = piece_name(i);
      unlink(s);
      free(s);
    }
    toys.exitval = 1;
  }
  for (i = 0; i < npat; i++) if (pats[i].type != 'l') regfree(&pats[i].re);
  free(pats);
  free(TT.lines);
  free(TT.buf);
}
