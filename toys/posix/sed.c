/* sed.c - stream editor
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/sed.html
 * GNU extensions as the GNU sed manual describes them.

USE_SED(NEWTOY(sed, "<0(debug)(posix)(sandbox)e(expression)*f(file)*i(in-place);l(line-length)#<0=70n(quiet)(silent)r(regexp-extended)Es(separate)u(unbuffered)z(null-data)(zero-terminated)", TOYFLAG_BIN|TOYFLAG_LOCALE))

config SED
  bool "sed"
  default y
  help
    usage: sed [-nErsuz] [-i[SUFFIX]] [-l N] [-e SCRIPT]... [-f FILE]... [SCRIPT] [FILE...]

    Stream editor: run SCRIPT on each line of FILEs (or stdin).

    -e, --expression=S  Add S to the script      -f, --file=F  Add F's lines
    -E, -r              Extended regular expressions (--regexp-extended)
    -i, --in-place[=SUF]  Edit files in place (backup: name+SUF, * = name)
    -l, --line-length=N   Wrap l output at N (default 70, 0: never)
    -n, --quiet         Print only what p and friends say to
    -s, --separate      Each file on its own ($ and line numbers per file)
    -u, --unbuffered    Flush output after each line
    -z, --null-data     Lines end with NUL, not newline
    --posix             N at the end of input prints nothing
    --sandbox           Refuse e, r and w
    --debug             Show the parsed script

    Addresses: N  $  /RE/  \cREc (I: ignore case, M: multiline)  FIRST~STEP
    A,B  A,+N  A,~N  0,/RE/  and ! after an address to invert it.

    Commands: {} = a b c d D e F g G h H i l n N p P q Q r R s t T v w W x y z
    # and :label. a i c take "a text" or "a\" and lines ending in \.
    s/RE/REPLACE/[gpNiImMe] [w FILE]: & \1-\9 \n \L \U \l \u \E in REPLACE.
*/

#define FOR_sed
#include "toys.h"

GLOBALS(
  struct arg_list *e, *f;
  char *i;
  long l;

  struct cmd *prog;
  struct sedre *lastre;
  struct wfile *wfiles;
  struct obuf *out, *so, *se;
  struct chunk *chunks;
  char *script, *ps, *hs, *tmp, *tempname, delim, *lname;
  long pslen, pscap, hslen, hscap, tmplen, tmpcap, line, nchunks;
  int tflag, nl, hnl, quit, restart, curfile, infd, outfd, pendnl;
  struct app { char *s; long len; int type; } *app;
  long napp, appcap;
  // input
  char **files, *ibuf, *iname;
  long ipos, iend, isize;
  int nfiles, fi, ifd, ieof, ifile, iseek;
)

// An output: a file descriptor with a buffer. missing: the last line
// written had no newline (one is owed before the next). w /dev/stdout
// writes through stdout's buffer (to) but owes its own newlines, as GNU's.
struct obuf {
  struct obuf *to;
  int fd, missing;
  long len;
  char *name, buf[65536];
};

struct wfile {
  struct wfile *next;
  struct obuf *ob;
  char name[];
};

// A regex, and the literal it is when it has nothing special in it.
struct sedre {
  regex_t rx;
  char *lit, *must[4];
  long litlen, mustlen[4];
  int flags;
};

struct addr {
  char type;  // 0 none, 'n' line, '$', '/' regex, '~' FIRST~STEP,
              // '+' A,+N, '%' A,~N
  long n, step;
  struct sedre *re;
};

// One piece of an s replacement: literal text, a group, or a case change.
struct rpart {
  int type;  // 0 text, 1 group, 2 case (\L \U \E \l \u)
  long off, len;
};

struct cmd {
  struct cmd *next, *jump;
  struct addr a1, a2;
  char c, not, active, *arg, *where;
  long n, end, nparts, arglen;
  int sflags;
  struct sedre *re;
  struct rpart *parts;
  struct obuf *w;
  int rfd;
};

// Where a piece of the script came from, for error messages.
struct chunk {
  long start;
  char *file;
};

#define SF_G 1
#define SF_P 2
#define SF_E 4

// Output.

static void ob_flush(struct obuf *ob)
{
  if (ob->len && writeall(ob->fd, ob->buf, ob->len) != ob->len)
    error_exit_status(4, "couldn't flush %s: %s", ob->name,
      xstrerror(errno));
  ob->len = 0;
}

static void ob_write(struct obuf *ob, char *s, long len)
{
  if (ob->len+len > sizeof(ob->buf)) {
    ob_flush(ob);
    if (len > sizeof(ob->buf)/2) {
      if (writeall(ob->fd, s, len) != len)
        error_exit_status(4, "couldn't flush %s: %s", ob->name,
          xstrerror(errno));
      return;
    }
  }
  memcpy(ob->buf+ob->len, s, len);
  ob->len += len;
}

static struct obuf *ob_new(int fd, char *name)
{
  struct obuf *ob = xmalloc(sizeof(*ob));

  // (not its 64k buffer: clearing that cost a short sed more than its work)
  memset(ob, 0, offsetof(struct obuf, buf));
  ob->fd = fd;
  ob->name = name;

  return ob;
}

// Write a line: the newline owed by the last one, the text, and its own
// newline unless nl is 0.
static void ob_line(struct obuf *ob, char *s, long len, int nl)
{
  struct obuf *to = ob->to ? ob->to : ob;

  if (ob->missing) ob_write(to, &TT.delim, 1);
  ob_write(to, s, len);
  if (nl) ob_write(to, &TT.delim, 1);
  ob->missing = !nl;
  if (to == TT.se || FLAG(u)) ob_flush(to);
}

static void flush_all(void)
{
  struct wfile *w;

  if (TT.out) ob_flush(TT.out);
  ob_flush(TT.so);
  for (w = TT.wfiles; w; w = w->next) ob_flush(w->ob);
}

// Error in the script at pos (just past the last character read).
static noreturn void bad(char *pos, char *msg, ...)
{
  va_list va;
  long i, off = pos-TT.script, line = 1;
  char *s;

  for (i = TT.nchunks-1; pos && i > 0 && TT.chunks[i].start > off; i--);
  if (TT.chunks[i].file) {
    for (s = TT.script+TT.chunks[i].start; s < pos-1; s++) line += *s == '\n';
    s = xmprintf("file %s line %ld: %s", TT.chunks[i].file, line, msg);
  } else {
    if (pos) line = off-TT.chunks[i].start;
    else line = 0, i = TT.nchunks-1;
    s = xmprintf("-e expression #%ld, char %ld: %s", i+1, line, msg);
  }
  va_start(va, msg);
  verror_msg(s, 0, va);
  va_end(va);
  toys.exitval = 1;
  xexit();
}

// Pattern and hold space.

static void grow(char **buf, long *cap, long len)
{
  if (len+1 > *cap) {
    *cap = len+1+(len>>1)+256;
    *buf = xrealloc(*buf, *cap);
  }
}

static void ps_append(char *s, long len)
{
  grow(&TT.ps, &TT.pscap, TT.pslen+len);
  memcpy(TT.ps+TT.pslen, s, len);
  TT.ps[TT.pslen += len] = 0;
}

static void tmp_append(char *s, long len)
{
  grow(&TT.tmp, &TT.tmpcap, TT.tmplen+len);
  memcpy(TT.tmp+TT.tmplen, s, len);
  TT.tmplen += len;
}

static void swap_tmp(void)
{
  char *s = TT.ps;
  long l = TT.pscap;

  TT.ps = TT.tmp;
  TT.pscap = TT.tmpcap;
  TT.pslen = TT.tmplen;
  TT.ps[TT.pslen] = 0;
  TT.tmp = s;
  TT.tmpcap = l;
  TT.tmplen = 0;
}

// Input: big blocks, lines handed out from the buffer.

static int open_next(void)
{
  struct stat st;
  char *name;
  int fd;

  while (TT.fi < TT.nfiles) {
    name = TT.files[TT.fi++];
    if (!strcmp(name, "-") && !FLAG(i)) fd = 0;
    else if (-1 == (fd = open(name, O_RDONLY|O_CLOEXEC))) {
      error_msg("can't read %s: %s", name, xstrerror(errno));
      toys.exitval = 2;
      continue;
    }
    if (FLAG(i) && (fstat(fd, &st) || !S_ISREG(st.st_mode))) {
      error_msg("couldn't edit %s: not a regular file", name);
      toys.exitval = 4;
      close(fd);
      continue;
    }
    TT.ifd = fd;
    TT.iseek = !FLAG(u) || lseek(fd, 0, SEEK_CUR) != -1;
    TT.iname = name;
    TT.ieof = 0;
    TT.ifile = TT.fi;
    return 1;
  }

  return 0;
}

// Read more of the current file; 0 at its end.
static int fill(void)
{
  long got;

  if (TT.ieof || TT.ifd < 0) return 0;
  if (TT.ipos) {
    memmove(TT.ibuf, TT.ibuf+TT.ipos, TT.iend-TT.ipos);
    TT.iend -= TT.ipos;
    TT.ipos = 0;
  }
  if (TT.iend == TT.isize) {
    TT.isize *= 2;
    TT.ibuf = xrealloc(TT.ibuf, TT.isize);
  }
  // -u reads a pipe a byte at a time so that none is taken from the next
  // reader; q hands back what it read ahead in a seekable file.
  got = read(TT.ifd, TT.ibuf+TT.iend, TT.iseek ? TT.isize-TT.iend : 1);
  if (got < 0) {
    if (errno == EINTR) return 1;
    error_exit_status(4, "read error on %s: %s", TT.iname, xstrerror(errno));
  }
  if (got <= 0) {
    TT.ieof = 1;
    return 0;
  }
  TT.iend += got;

  return 1;
}

static void close_input(void)
{
  if (TT.ifd > 0) close(TT.ifd);
  TT.ifd = -1;
}

// Is the line just read the last one? (Of this file with -s/-i.)
static int is_last(void)
{
  for (;;) {
    if (TT.ipos < TT.iend || fill()) return 0;
    if (FLAG(s) || FLAG(i)) return 1;
    close_input();
    if (!open_next()) return 1;
  }
}

// Read the next line into the pattern space (appending when add is set).
static int next_line(int add)
{
  char *s, *e = 0;
  long len, done = 0;

  // done: how much of a long line was searched already
  for (;;) {
    if (TT.ipos < TT.iend) {
      s = TT.ibuf+TT.ipos;
      if ((e = memchr(s+done, TT.delim, TT.iend-TT.ipos-done))) break;
      done = TT.iend-TT.ipos;
      if (fill()) continue;
      break;
    }
    if (fill()) continue;
    close_input();
    if (!open_next()) return 0;
  }
  s = TT.ibuf+TT.ipos;
  len = e ? e-s : TT.iend-TT.ipos;
  TT.nl = !!e;
  TT.ipos += len+!!e;
  if (add) {
    ps_append(&TT.delim, 1);
    ps_append(s, len);
  } else {
    TT.pslen = 0;
    ps_append(s, len);
  }
  if (TT.ifile != TT.curfile && (FLAG(s) || FLAG(i))) TT.line = 0;
  TT.line++;
  TT.lname = TT.iname;

  return 1;
}

// Regular expressions.

static struct sedre *use_re(struct sedre *re)
{
  if (!re && !(re = TT.lastre)) error_exit("no previous regular expression");

  return TT.lastre = re;
}

// Match re against the pattern space from off; offsets in m are from ps.
static int rmatch(struct sedre *re, long off, regmatch_t *m, int nm)
{
  int i, rc, ef = 0;
  char *s;

  if (re->lit) {
    if (!(s = memmem(TT.ps+off, TT.pslen-off, re->lit, re->litlen))) return 0;
    m[0].rm_so = s-TT.ps;
    m[0].rm_eo = m[0].rm_so+re->litlen;
    for (i = 1; i < nm; i++) m[i].rm_so = m[i].rm_eo = -1;

    return 1;
  }
  for (i = 0; i < 4 && re->must[i]; i++)
    if (!memmem(TT.ps+off, TT.pslen-off, re->must[i], re->mustlen[i]))
      return 0;
#ifdef REG_STARTEND
  // Matching from off in the whole string lets \b \< see what's before.
  if (off) {
    m[0].rm_so = off;
    m[0].rm_eo = TT.pslen;

    return !regexec(&re->rx, TT.ps, nm, m, REG_STARTEND);
  }
#endif
  // (without REG_STARTEND: regexec_from() checks a leading \b \< against
  // the byte before off)
  if (off && (!(re->flags&REG_NEWLINE) || TT.ps[off-1] != '\n'))
    return !regexec_from(&re->rx, TT.ps, off, TT.pslen, nm, m, REG_NOTBOL);
  rc = regexec0(&re->rx, TT.ps+off, TT.pslen-off, nm, m, ef);
  if (rc) return 0;
  for (i = 0; i < nm; i++) if (m[i].rm_so != -1) {
    m[i].rm_so += off;
    m[i].rm_eo += off;
  }

  return 1;
}

// Find the end of a delimited piece of the script: the unescaped delim not
// in a bracket expression (if re). A newline or the end is an error.
static char *find_delim(char *s, char delim, int re, char *what)
{
  for (; *s && *s != '\n'; s++) {
    if (*s == '\\') {
      if (!*++s) break;
      continue;
    }
    if (*s == delim) return s;
    if (re && *s == '[') s = regex_bracket_end(s);
  }
  bad(s, "unterminated %s", what);
}

// GNU's \dNNN (decimal) \oNNN (octal) \xHH (hex) and \cX (control-X):
// s points after the backslash, e ends the text. Puts the byte in *c and
// returns how many characters it took (0: none of these).
static int num_esc(char *s, char *e, char *c)
{
  char *p = s+1;
  int base, max = 3, n = 0, d;

  if (*s == 'c' && p < e && *p) {
    *c = toupper(*p)^0x40;
    return 2+(*p == '\\' && p+1 < e && p[1] == '\\');
  }
  if (*s == 'd') base = 10;
  else if (*s == 'o') base = 8;
  else if (*s == 'x') base = 16, max = 2;
  else return 0;
  for (; p < e && p-s <= max; p++) {
    d = isdigit(*p) ? *p-'0' : isxdigit(*p) ? tolower(*p)-'a'+10 : 99;
    if (d >= base) break;
    n = n*base+d;
  }
  if (p == s+1) return 0;
  *c = n;

  return p-s;
}

// Copy the text from s to e with \delim -> delim, \n -> newline.
static char *unescape_re(char *s, char *e, char delim, long *len)
{
  int n;

  char *out = xmalloc(e-s+1), *o = out;

  for (; s < e; s++) {
    if (*s == '\\' && s+1 < e) {
      if (s[1] == delim && delim != '\n') *o++ = *++s;
      else if (s[1] && strchr("afnrtv", s[1]))
        *o++ = "\a\f\n\r\t\v"[stridx("afnrtv", s[1])], s++;
      else if ((n = num_esc(s+1, e, o))) o++, s += n;
      else *o++ = *s++, *o++ = *s;
    } else *o++ = *s;
  }
  *o = 0;
  if (len) *len = o-out;

  return out;
}

static struct sedre *compile_re(char *s, long len, int flags)
{
  struct sedre *re;
  long i;

  if (!len) {
    if (!TT.lastre) bad(0, "no previous regular expression");
    return 0;
  }
  TT.lastre = re = xzalloc(sizeof(*re));
  if (FLAG(r) || FLAG(E)) flags |= REG_EXTENDED;
  re->flags = flags;
  xregcomp(&re->rx, s, flags);
  for (i = 0; i < len; i++)
    if (strchr((flags&REG_EXTENDED) ? ".[]*^$\\+?(){}|" : ".[]*^$\\", s[i]))
      break;
  if (flags&REG_ICASE) return re;
  // (lines without a literal or a required run are skipped with memmem
  // before regexec: sed -n /lorem.*zzz/p on 200 MB took 0.38 s of CPU, 1.07
  // without, GNU 0.62)
  if (i == len) {
    re->lit = s;
    re->litlen = len;
  } else regex_must(s, len, flags&REG_EXTENDED, re->must, re->mustlen, 4);

  return re;
}

// Parse /re/ or \cREc at *pp and its I/M flags (for addresses).
static char *parse_re(char **pp, char delim, char *what)
{
  char *s = *pp, *e = find_delim(s, delim, 1, what), *re;
  long len;

  re = unescape_re(s, e, delim, &len);
  *pp = e+1;

  return re;
}

// Script parsing.

static int isblank_(char c)
{
  return c == ' ' || c == '\t';
}

static char *skip_space(char *s)
{
  while (isblank_(*s)) s++;

  return s;
}

static int parse_addr(char **pp, struct addr *a, int second)
{
  char *s = *pp, *re;
  int flags = 0;

  if (isdigit(*s)) {
    a->n = strtol(s, &s, 10);
    a->type = 'n';
    if (!second && *s == '~') {
      s++;
      a->step = isdigit(*s) ? strtol(s, &s, 10) : 0;
      a->type = '~';
    }
  } else if (second && (*s == '+' || *s == '~') && isdigit(s[1])) {
    a->type = *s == '+' ? '+' : '%';
    a->n = strtol(s+1, &s, 10);
  } else if (*s == '$') {
    a->type = '$';
    s++;
  } else if (*s == '/' || *s == '\\') {
    char d = '/';

    if (*s++ == '\\') {
      if (!*s || *s == '\n') bad(s, "unexpected `,'");
      d = *s++;
    }
    re = parse_re(&s, d, "address regex");
    for (;;) {
      if (*s == 'I') flags |= REG_ICASE;
      else if (*s == 'M') flags |= REG_NEWLINE;
      else break;
      s++;
    }
    a->type = '/';
    a->re = compile_re(re, strlen(re), flags);
  } else return 0;
  *pp = s;

  return 1;
}

// Read text for a i c (GNU rules) into a malloced string; returns the end.
static char *parse_text(char *s, char **text, long *len)
{
  char *o, *start;
  int lead = 0, n;

  s = skip_space(s);
  if (*s == '\\') {
    s++;
    if (*s == '\n') s++;
    lead = 1;
  }
  if (!lead) s = skip_space(s);
  start = o = xmalloc(strlen(s)+2);
  *text = start;
  if (lead && !*s) return *len = 0, s;
  for (; *s && *s != '\n'; s++) {
    if (*s == '\\') {
      if (!*++s) break;
      if (*s && strchr("atfrv", *s)) {
        *o++ = "\a\t\f\r\v"[stridx("atfrv", *s)];
        continue;
      }
      if ((n = num_esc(s, s+strlen(s), o))) {
        o++;
        s += n-1;
        continue;
      }
    }
    *o++ = *s;
  }
  *o++ = '\n';
  *len = o-start;
  *text = start;

  return s;
}

// The rest of the line (file names), up to ; for labels (semi 1), and
// up to } or a blank too for branch targets (semi 2).
static char *parse_word(char **pp, int semi)
{
  char *s = skip_space(*pp), *e = s;

  while (*e && *e != '\n' && !(semi && *e == ';')
         && !(semi == 2 && (*e == '}' || isblank_(*e)))) e++;
  *pp = e;
  if (semi) while (e > s && isblank_(e[-1])) e--;

  return xstrndup(s, e-s);
}

static struct obuf *open_w(char *name, char *pos)
{
  struct wfile *w;
  int fd;

  if (!*name) bad(pos, "missing filename in r/R/w/W commands");
  if (FLAG(sandbox)) bad(pos, "e/r/w commands disabled in sandbox mode");
  if (!strcmp(name, "/dev/stdout")) {
    struct obuf *ob = ob_new(1, name);

    ob->to = TT.so;
    return ob;
  }
  if (!strcmp(name, "/dev/stderr")) return TT.se;
  for (w = TT.wfiles; w; w = w->next) if (!strcmp(w->name, name)) return w->ob;
  fd = open(name, O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC, 0666);
  if (fd == -1)
    error_exit_status(4, "couldn't open file %s: %s", name, xstrerror(errno));
  w = xzalloc(sizeof(*w)+strlen(name)+1);
  strcpy(w->name, name);
  w->ob = ob_new(fd, w->name);
  w->next = TT.wfiles;
  TT.wfiles = w;

  return w->ob;
}

// Parse the s replacement from s to e into c->parts.
static void parse_rep(struct cmd *c, char *s, char *e, char delim, int nsub)
{
  char *text = xmalloc(e-s+1), *o = text;
  long n = 0;
  int i;

  c->parts = xzalloc(sizeof(struct rpart)*(e-s+1));
  while (s < e) {
    struct rpart *p = c->parts+n;

    if (*s == '&' || (*s == '\\' && s+1 < e && isdigit(s[1]))) {
      p->type = 1;
      p->off = *s == '&' ? 0 : s[1]-'0';
      if (p->off > nsub)
        bad(e+1, "invalid reference \\%ld on `s' command's RHS", p->off);
      s += 1+(*s == '\\');
      n++;
      continue;
    }
    if (*s == '\\' && s+1 < e && strchr("LUElu", s[1])) {
      p->type = 2;
      p->off = s[1];
      s += 2;
      n++;
      continue;
    }
    p->off = o-text;
    while (s < e && *s != '&' && !(*s == '\\' && s+1 < e
           && (isdigit(s[1]) || strchr("LUElu", s[1]))))
    {
      if (*s == '\\' && s+1 < e) {
        s++;
        if (*s == 'n') *o++ = '\n';
        else if (*s == 't') *o++ = '\t';
        else if (*s == 'r') *o++ = '\r';
        else if (*s == 'a') *o++ = 7;
        else if (*s == 'f') *o++ = '\f';
        else if (*s == 'v') *o++ = '\v';
        else if ((i = num_esc(s, e, o))) {
          o++;
          s += i;
          continue;
        } else *o++ = *s;
        s++;
      } else *o++ = *s++;
    }
    p->len = o-text-p->off;
    n++;
  }
  c->arg = text;
  c->nparts = n;
}

static void parse_s(struct cmd *c, char **pp)
{
  char *s = *pp, delim = *s, *e, *re;
  int flags = 0, nsub = 9;
  long len;

  if (!delim || delim == '\n' || delim == '\\')
    bad(s+!!delim, "unterminated `s' command");
  s++;
  e = find_delim(s, delim, 1, "`s' command");
  re = unescape_re(s, e, delim, &len);
  s = e+1;
  e = find_delim(s, delim, 0, "`s' command");
  {
    char *rs = s, *re_end = e;

    s = e+1;
    for (;; s++) {
      if (*s == 'g') {
        if (c->sflags&SF_G) bad(s+1, "multiple `g' options to `s' command");
        c->sflags |= SF_G;
      } else if (*s == 'p') {
        if (c->sflags&SF_P) bad(s+1, "multiple `p' options to `s' command");
        c->sflags |= SF_P;
      } else if (*s == 'e') {
        if (FLAG(sandbox)) bad(s+1, "e/r/w commands disabled in sandbox mode");
        c->sflags |= SF_E;
      } else if (*s == 'i' || *s == 'I') flags |= REG_ICASE;
      else if (*s == 'm' || *s == 'M') flags |= REG_NEWLINE;
      else if (isdigit(*s)) {
        if (c->n) bad(s+1, "multiple number options to `s' command");
        c->n = strtol(s, &s, 10);
        if (!c->n) bad(s, "number option to `s' command may not be zero");
        s--;
      } else if (*s == 'w') {
        char *w = s+1;

        s++;
        c->w = open_w(parse_word(&s, 0), w);
        break;
      } else break;
    }
    if (*(e = skip_space(s)) && !strchr("\n;}#", *e))
      bad(s+1, "unknown option to `s'");
    if (!c->n) c->n = 1;
    c->re = compile_re(re, len, flags);
    if (c->re) nsub = c->re->rx.re_nsub;
    else free(re);
    parse_rep(c, rs, re_end, delim, nsub);
  }
  *pp = s;
}

// y/abc/xyz/: c->arg becomes a 256 byte table.
static void parse_y(struct cmd *c, char **pp)
{
  char *s = *pp, delim = *s, *e, *from, *to;
  long i, lf, lt;

  if (!delim || delim == '\n' || delim == '\\') bad(s+!!delim, "unterminated `y' command");
  e = find_delim(++s, delim, 0, "`y' command");
  from = unescape_re(s, e, delim, &lf);
  s = e+1;
  e = find_delim(s, delim, 0, "`y' command");
  to = unescape_re(s, e, delim, &lt);
  *pp = e+1;
  // unescape_re kept other backslashes: \\ is a backslash here
  for (i = 0; i < 2; i++) {
    char *p = i ? to : from, *r = p, *w = p;

    while (*r) {
      if (*r == '\\' && r[1] == '\\') r++;
      else if (*r == '\\') bad(e+1, "unknown option to `y'");
      *w++ = *r++;
    }
    *w = 0;
    if (i) lt = w-p;
    else lf = w-p;
  }
  if (lf != lt) bad(e+1, "strings for `y' command are different lengths");
  c->arg = xmalloc(256);
  for (i = 0; i < 256; i++) c->arg[i] = i;
  for (i = 0; i < lf; i++) c->arg[(unsigned char)from[i]] = to[i];
  free(from);
  free(to);
}

static void parse_script(void)
{
  struct cmd *c, **tail = &TT.prog, *stack[1024];
  char *s = TT.script, *pos;
  int depth = 0;

  if (s[0] == '#' && s[1] == 'n' && (!s[2] || s[2] == '\n'))
    toys.optflags |= FLAG_n;
  for (;;) {
    while (isspace(*s) || *s == ';') s++;
    if (!*s) break;
    if (*s == '#') {
      while (*s && *s != '\n') s++;
      continue;
    }
    c = xzalloc(sizeof(*c));
    c->rfd = -1;
    c->where = s;
    if (parse_addr(&s, &c->a1, 0)) {
      if (c->a1.type == 'n' && !c->a1.n && *s != ',')
        bad(s+1, "invalid usage of line address 0");
      s = skip_space(s);
      if (*s == ',') {
        s = skip_space(s+1);
        if (!parse_addr(&s, &c->a2, 1)) bad(s, "unexpected `,'");
        if (c->a1.type == 'n' && !c->a1.n && c->a2.type != '/')
          bad(s+1, "invalid usage of line address 0");
      } else if (c->a1.type == 'n' && !c->a1.n)
        bad(s+1, "invalid usage of line address 0");
    }
    s = skip_space(s);
    while (*s == '!') {
      if (c->not) bad(s+1, "multiple `!'s");
      c->not = 1;
      s = skip_space(s+1);
    }
    pos = s+1;
    c->c = *s;
    if (!*s) bad(s, "missing command");
    s++;
    if (c->a1.type && strchr(":}", c->c))
      bad(pos, c->c == '}' ? "unexpected `}'" : ": doesn't want any addresses");
    if (c->a2.type && strchr("qQ", c->c))
      bad(pos, "command only uses one address");
    switch (c->c) {
    case '{':
      if (depth == (int)(sizeof(stack)/sizeof(*stack))) bad(pos, "too many {");
      stack[depth++] = c;
      break;
    case '}':
      if (!depth) bad(pos, "unexpected `}'");
      stack[--depth]->jump = c;
      break;
    case '=': case 'd': case 'D': case 'g': case 'G': case 'h': case 'H':
    case 'n': case 'N': case 'p': case 'P': case 'x': case 'z': case 'F':
      break;
    case 'a': case 'i': case 'c':
      s = skip_space(s);
      if (!*s || *s == '\n')
        bad(pos, "expected \\ after `a', `c' or `i'");
      s = parse_text(s, &c->arg, &c->arglen);
      break;
    case ':':
      if (*(s = skip_space(s)) == ';' || !*s || *s == '\n')
        bad(pos, "\":\" lacks a label");
      c->arg = parse_word(&s, 1);
      break;
    case 'b': case 't': case 'T':
      c->arg = parse_word(&s, 2);
      break;
    case 'l': case 'q': case 'Q':
      s = skip_space(s);
      c->n = -1;
      if (isdigit(*s)) c->n = strtol(s, &s, 10);
      break;
    case 'r': case 'R': case 'w': case 'W':
      c->arg = parse_word(&s, 0);
      if (c->c == 'w' || c->c == 'W') c->w = open_w(c->arg, pos);
      else if (!*c->arg) bad(pos, "missing filename in r/R/w/W commands");
      else if (FLAG(sandbox)) bad(pos, "e/r/w commands disabled in sandbox mode");
      break;
    case 'e':
      if (FLAG(sandbox)) bad(pos, "e/r/w commands disabled in sandbox mode");
      c->arg = parse_word(&s, 0);
      break;
    case 's':
      parse_s(c, &s);
      break;
    case 'y':
      parse_y(c, &s);
      break;
    case 'v':
      // GNU 4.9 refuses a script asking for a later version
      pos = parse_word(&s, 1);
      if (strverscmp(pos, "4.9") > 0) bad(s, "expected newer version of sed");
      free(pos);
      break;
    case '#':
      bad(pos, "comments don't accept any addresses");
    default:
      bad(pos, "unknown command: `%c'", c->c);
    }
    s = skip_space(s);
    if (!strchr("{btT", c->c) && *s && !strchr("\n;}#", *s))
      bad(s+1, "extra characters after command");
    *tail = c;
    tail = &c->next;
  }
  if (depth) bad(0, "unmatched `{'");
  // Resolve branches.
  for (c = TT.prog; c; c = c->next) {
    struct cmd *l;

    if (!strchr("btT", c->c)) continue;
    if (!*c->arg) continue;
    for (l = TT.prog; l; l = l->next)
      if (l->c == ':' && !strcmp(l->arg, c->arg)) break;
    if (!l) error_exit_status(4, "can't find label for jump to `%s'", c->arg);
    c->jump = l;
  }
}

// Running.

static int match_addr(struct addr *a)
{
  if (a->type == 'n') return TT.line == a->n;
  if (a->type == '$') return is_last();
  if (a->type == '~') {
    if (a->step <= 0) return TT.line == a->n;
    return TT.line >= a->n && !((TT.line-a->n)%a->step);
  }
  if (a->type == '/') {
    regmatch_t m;

    return rmatch(use_re(a->re), 0, &m, 1);
  }

  return 0;
}

static int matches(struct cmd *c)
{
  int hit;

  if (!c->a1.type) return !c->not;
  if (!c->a2.type) return match_addr(&c->a1) ^ c->not;
  if (c->active) {
    struct addr *a = &c->a2;

    hit = 1;
    if (a->type == 'n') {
      if (TT.line >= a->n) c->active = 0;
      if (TT.line > a->n) hit = 0, c->active = 0;
    } else if (a->type == '+') {
      if (TT.line >= c->end) c->active = 0;
    } else if (a->type == '%') {
      if (a->n <= 0 || !(TT.line%a->n)) c->active = 0;
    } else if (match_addr(a)) c->active = 0;
    if (!hit) return matches(c);
  } else if (c->a1.type == 'n' && !c->a1.n) {
    // 0,/re/: the range is open before the first line
    if (c->end) return c->not;
    c->end = 1;
    c->active = !match_addr(&c->a2);
    hit = 1;
  } else if ((hit = match_addr(&c->a1))) {
    struct addr *a = &c->a2;

    c->active = 1;
    if (a->type == 'n') c->active = a->n > TT.line;
    else if (a->type == '+') c->active = !!a->n, c->end = TT.line+a->n;
    else if (a->type == '%') c->active = a->n > 0;
    else if (a->type == '$') c->active = !is_last();
  }

  return hit ^ c->not;
}

static void app_add(char *s, long len, int type)
{
  if (TT.napp == TT.appcap)
    TT.app = xrealloc(TT.app, sizeof(*TT.app)*(TT.appcap += 16));
  TT.app[TT.napp].s = s;
  TT.app[TT.napp].len = len;
  TT.app[TT.napp++].type = type;
}

// Write the contents of file name to the output.
static void copy_file(char *name)
{
  int fd = !strcmp(name, "/dev/stdin") ? 0 : open(name, O_RDONLY|O_CLOEXEC);
  long len;

  if (fd < 0) return;
  if (TT.out->missing) ob_write(TT.out, &TT.delim, 1);
  TT.out->missing = 0;
  while ((len = read(fd, toybuf, sizeof(toybuf))) > 0)
    ob_write(TT.out, toybuf, len);
  if (fd) close(fd);
}

static void flush_app(void)
{
  long i;

  for (i = 0; i < TT.napp; i++) {
    if (TT.app[i].type == 'r') copy_file(TT.app[i].s);
    else if (!TT.app[i].len) {
      ob_line(TT.out, "", 0, 0);
      TT.out->missing = 0;
    } else {
      ob_line(TT.out, TT.app[i].s, TT.app[i].len-1, 1);
      if (TT.app[i].type == 'R') free(TT.app[i].s);
    }
  }
  TT.napp = 0;
  if (FLAG(u)) ob_flush(TT.out);
}

// Run a shell command, return its output (malloced, length in *len).
static char *run_cmd(char *cmd, long *len)
{
  FILE *fp;
  char *buf = 0;
  long got, cap = 0;

  flush_all();
  *len = 0;
  if (!(fp = popen(cmd, "r"))) perror_exit("popen");
  for (;;) {
    grow(&buf, &cap, *len+4096);
    if ((got = fread(buf+*len, 1, 4096, fp)) <= 0) break;
    *len += got;
  }
  buf[*len] = 0;
  pclose(fp);

  return buf;
}

static void do_l(long width)
{
  char *s, esc[8];
  long i, col = 0, n;
  unsigned char c;

  if (width < 0) width = TT.l;
  if (TT.out->missing) ob_write(TT.out, &TT.delim, 1), TT.out->missing = 0;
  for (i = 0; i < TT.pslen; i++) {
    c = TT.ps[i];
    s = esc;
    if (c == '\\') strcpy(esc, "\\\\");
    else if (c >= 32 && c < 127) esc[0] = c, esc[1] = 0;
    else if ((s = strchr("\aa\bb\ff\nn\rr\tt\vv", c)) && c)
      esc[0] = '\\', esc[1] = s[1], esc[2] = 0;
    else sprintf(esc, "\\%03o", c);
    s = esc;
    n = strlen(s);
    if (width && col+n > width-1) {
      ob_write(TT.out, "\\", 1);
      ob_write(TT.out, &TT.delim, 1);
      col = 0;
    }
    ob_write(TT.out, s, n);
    col += n;
  }
  ob_line(TT.out, "$", 1, 1);
}

// Append a replacement piece to tmp with case conversion.
static void rep_text(char *s, long len, int *mode, int *one)
{
  long i;
  char c;

  if (!*mode && !*one) {
    tmp_append(s, len);
    return;
  }
  for (i = 0; i < len; i++) {
    c = s[i];
    if (*mode == 'U') c = toupper(c);
    else if (*mode == 'L') c = tolower(c);
    if (*one) {
      c = *one == 'u' ? toupper(c) : tolower(c);
      *one = 0;
    }
    tmp_append(&c, 1);
  }
}

static int do_s(struct cmd *c)
{
  struct sedre *re = use_re(c->re);
  regmatch_t m[10];
  long off = 0, copied = 0, count = 0, last = -1, i, so, eo;
  int did = 0, mode, one;

  TT.tmplen = 0;
  while (off <= TT.pslen && rmatch(re, off, m, 10)) {
    so = m[0].rm_so;
    eo = m[0].rm_eo;
    if (so == eo && so == last) {
      if (so >= TT.pslen) break;
      off = so+1;
      continue;
    }
    if (++count >= c->n) {
      tmp_append(TT.ps+copied, so-copied);
      mode = one = 0;
      for (i = 0; i < c->nparts; i++) {
        struct rpart *p = c->parts+i;

        if (p->type == 1) {
          if (m[p->off].rm_so != -1)
            rep_text(TT.ps+m[p->off].rm_so, m[p->off].rm_eo-m[p->off].rm_so,
              &mode, &one);
        } else if (p->type == 2) {
          if (p->off == 'l' || p->off == 'u') one = p->off;
          else mode = p->off == 'E' ? 0 : p->off, one = 0;
        } else rep_text(c->arg+p->off, p->len, &mode, &one);
      }
      copied = eo;
      did = 1;
      if (!(c->sflags&SF_G)) break;
    }
    last = eo;
    off = so == eo ? eo+1 : eo;
  }
  if (!did) return 0;
  tmp_append(TT.ps+copied, TT.pslen-copied);
  swap_tmp();
  if (c->sflags&SF_E) {
    char *out = run_cmd(TT.ps, &i);

    if (i && out[i-1] == '\n') i--;
    TT.pslen = 0;
    ps_append(out, i);
    free(out);
  }
  if (c->sflags&SF_P) ob_line(TT.out, TT.ps, TT.pslen, TT.nl);
  if (c->w) ob_line(c->w, TT.ps, TT.pslen, TT.nl);

  return 1;
}

// -i: start writing this file's replacement, or finish it.
static void inplace_start(void)
{
  struct cmd *c;

  TT.curfile = TT.ifile;
  if (!FLAG(i) && !FLAG(s)) return;
  // R starts its file again for each input file (GNU)
  for (c = TT.prog; c; c = c->next) if (c->c == 'R' && c->rfd != -1) {
    if (c->rfd > 0) close(c->rfd);
    c->rfd = -1;
  }
  if (!FLAG(i)) return;
  TT.outfd = copy_tempfile(TT.ifd, TT.iname, &TT.tempname);
  TT.out = ob_new(TT.outfd, TT.tempname);
}

static void inplace_end(void)
{
  if (!TT.out || TT.out == TT.so) return;
  ob_flush(TT.out);
  // Backup: NAME+SUFFIX, or SUFFIX with each * replaced by NAME (GNU's)
  if (TT.i && *TT.i) {
    char *name = xstrndup(TT.tempname, strlen(TT.tempname)-10), *bak, *s, *t;

    if (!strchr(TT.i, '*')) bak = xmprintf("%s%s", name, TT.i);
    else {
      t = bak = xmalloc(strlen(TT.i)*(strlen(name)+1)+1);
      for (s = TT.i; *s; s++) {
        if (*s == '*') t = stpcpy(t, name);
        else *t++ = *s;
      }
      *t = 0;
    }
    unlink(bak);
    if (link(name, bak) && rename(name, bak))
      error_exit_status(4, "cannot rename %s: %s", name, xstrerror(errno));
    free(bak);
    free(name);
  }
  replace_tempfile(-1, TT.outfd, &TT.tempname);
  free(TT.out);
  TT.out = 0;
}

static void do_line(void)
{
  struct cmd *c = TT.prog;
  char *s;
  long len;

  while (c) {
    if (!matches(c)) {
      c = (c->c == '{') ? c->jump->next : c->next;
      continue;
    }
    switch (c->c) {
    case '=':
      len = sprintf(toybuf, "%ld", TT.line);
      ob_line(TT.out, toybuf, len, 1);
      break;
    case 'a':
      app_add(c->arg, c->arglen, 'a');
      break;
    case 'b':
      c = c->jump;
      continue;
    case 'c':
      if ((!c->a2.type || c->not || !c->active) && c->arglen)
        ob_line(TT.out, c->arg, c->arglen-1, 1);
      // fall through
    case 'd':
      return;
    case 'D':
      if (!(s = memchr(TT.ps, TT.delim, TT.pslen))) return;
      len = s+1-TT.ps;
      memmove(TT.ps, s+1, TT.pslen -= len);
      TT.ps[TT.pslen] = 0;
      TT.restart = 1;
      return;
    case 'e':
      if (*c->arg) {
        s = run_cmd(c->arg, &len);
        if (TT.out->missing) ob_write(TT.out, "\n", 1), TT.out->missing = 0;
        ob_write(TT.out, s, len);
      } else {
        s = run_cmd(TT.ps, &len);
        if (len && s[len-1] == '\n') len--;
        TT.pslen = 0;
        ps_append(s, len);
      }
      free(s);
      break;
    case 'F':
      ob_line(TT.out, TT.lname, strlen(TT.lname), 1);
      break;
    case 'g':
      TT.nl = TT.hnl;
      TT.pslen = 0;
      ps_append(TT.hs ? TT.hs : "", TT.hslen);
      break;
    case 'G':
      TT.nl = TT.hnl;
      ps_append(&TT.delim, 1);
      ps_append(TT.hs ? TT.hs : "", TT.hslen);
      break;
    case 'h':
      TT.hnl = TT.nl;
      grow(&TT.hs, &TT.hscap, TT.pslen);
      memcpy(TT.hs, TT.ps, TT.hslen = TT.pslen);
      break;
    case 'H':
      TT.hnl = TT.nl;
      grow(&TT.hs, &TT.hscap, TT.hslen+TT.pslen+1);
      TT.hs[TT.hslen++] = TT.delim;
      memcpy(TT.hs+TT.hslen, TT.ps, TT.pslen);
      TT.hslen += TT.pslen;
      break;
    case 'i':
      if (c->arglen) ob_line(TT.out, c->arg, c->arglen-1, 1);
      break;
    case 'l':
      do_l(c->n);
      break;
    case 'n':
      if (is_last()) {
        TT.quit = !FLAG(s) && !FLAG(i);
        goto end;
      }
      if (!FLAG(n)) ob_line(TT.out, TT.ps, TT.pslen, TT.nl);
      flush_app();
      next_line(0);
      break;
    case 'N':
      if (is_last()) {
        if (FLAG(posix)) return;
        goto end;
      }
      flush_app();
      next_line(1);
      break;
    case 'p':
      ob_line(TT.out, TT.ps, TT.pslen, TT.nl);
      break;
    case 'P':
      s = memchr(TT.ps, TT.delim, TT.pslen);
      ob_line(TT.out, TT.ps, s ? s-TT.ps : TT.pslen, s || TT.nl);
      break;
    case 'q':
      TT.quit = TT.nl = 1;
      if (c->n >= 0) toys.exitval = c->n;
      goto end;
    case 'Q':
      TT.quit = 1;
      if (c->n >= 0) toys.exitval = c->n;
      return;
    case 'r':
      app_add(c->arg, 0, 'r');
      break;
    case 'R':
      if (c->rfd == -1) {
        c->rfd = !strcmp(c->arg, "/dev/stdin") ? 0 : open(c->arg, O_RDONLY|O_CLOEXEC);
        if (c->rfd == -1) c->rfd = -2;
      }
      if (c->rfd >= 0) {
        char *line = 0, ch;

        len = 0;
        while (read(c->rfd, &ch, 1) == 1) {
          line = xrealloc(line, len+2);
          if ((line[len++] = ch) == '\n') break;
        }
        if (len) {
          if (line[len-1] != '\n') line[len++] = '\n';
          app_add(line, len, 'R');
        }
      }
      break;
    case 's':
      if (do_s(c)) TT.tflag = 1;
      break;
    case 't':
    case 'T':
      if (TT.tflag == (c->c == 't')) {
        TT.tflag = 0;
        if (!c->jump) goto end;
        c = c->jump;
        continue;
      }
      TT.tflag = 0;
      break;
    case 'w':
      ob_line(c->w, TT.ps, TT.pslen, TT.nl);
      break;
    case 'W':
      s = memchr(TT.ps, TT.delim, TT.pslen);
      ob_line(c->w, TT.ps, s ? s-TT.ps : TT.pslen, s || TT.nl);
      break;
    case 'x':
      len = TT.nl, TT.nl = TT.hnl, TT.hnl = len;
      s = TT.ps, TT.ps = TT.hs, TT.hs = s;
      len = TT.pslen, TT.pslen = TT.hslen, TT.hslen = len;
      len = TT.pscap, TT.pscap = TT.hscap, TT.hscap = len;
      if (!TT.ps) grow(&TT.ps, &TT.pscap, 0);
      TT.ps[TT.pslen] = 0;
      break;
    case 'y':
      for (len = 0; len < TT.pslen; len++)
        TT.ps[len] = c->arg[(unsigned char)TT.ps[len]];
      break;
    case 'z':
      TT.pslen = 0;
      TT.ps[0] = 0;
      break;
    }
    c = c->next;
  }
end:
  if (!FLAG(n)) ob_line(TT.out, TT.ps, TT.pslen, TT.nl);
}

static void run(void)
{
  for (;;) {
    if (!TT.restart) {
      if (!next_line(0)) break;
      TT.tflag = 0;
    }
    TT.restart = 0;
    if (TT.ifile != TT.curfile) {
      inplace_end();
      inplace_start();
    }
    do_line();
    flush_app();
    if (TT.quit) break;
  }
  inplace_end();
}

static void add_chunk(char *s, char *file)
{
  long len = TT.script ? strlen(TT.script) : 0;

  TT.chunks = xrealloc(TT.chunks, sizeof(*TT.chunks)*(TT.nchunks+1));
  TT.chunks[TT.nchunks].file = file;
  TT.chunks[TT.nchunks++].start = len+!!len;
  TT.script = xrealloc(TT.script, len+strlen(s)+2);
  if (len) TT.script[len++] = '\n';
  strcpy(TT.script+len, s);
}

// Index in argv of the argument holding p (to put -e and -f in order).
static long argpos(char *p)
{
  long i;

  for (i = 0; toys.argv[i]; i++)
    if (p >= toys.argv[i] && p <= toys.argv[i]+strlen(toys.argv[i]))
      return i*4096+(p-toys.argv[i]);

  return 0;
}

static void debug_dump(void)
{
  struct cmd *c;

  ob_write(TT.so, "SED PROGRAM:\n", 13);
  for (c = TT.prog; c; c = c->next) {
    char *e = c->next ? c->next->where : TT.script+strlen(TT.script);

    while (e > c->where && strchr(" \t\n;", e[-1])) e--;
    ob_write(TT.so, "  ", 2);
    ob_line(TT.so, c->where, e-c->where, 1);
  }
}

void sed_main(void)
{
  struct arg_list *e = TT.e, *f = TT.f;
  char **args = toys.optargs, *stdin_only[] = {"-", 0};
  jmp_buf rebound, *old;

  TT.delim = FLAG(z) ? 0 : '\n';
  TT.so = ob_new(1, "stdout");
  TT.se = ob_new(2, "stderr");
  TT.out = TT.so;
  TT.ifd = -1;
  TT.curfile = -1;
  TT.hnl = 1;
  TT.isize = 65536;
  TT.ibuf = xmalloc(TT.isize);
  grow(&TT.ps, &TT.pscap, 0);

  // Gather -e and -f in command line order.
  while (e || f) {
    if (e && (!f || argpos(e->arg) < argpos(f->arg))) {
      add_chunk(e->arg, 0);
      e = e->next;
    } else {
      off_t len = 0;
      char *s = strcmp(f->arg, "-") ? readfile(f->arg, 0, 0) : readfd(0, 0, &len);
      long l;

      if (!s) error_exit_status(4, "couldn't open file %s: %s", f->arg,
        xstrerror(errno));
      if ((l = strlen(s)) && s[l-1] == '\n') s[l-1] = 0;
      add_chunk(s, f->arg);
      f = f->next;
    }
  }
  if (!TT.script) {
    if (!*args) help_exit("no script specified");
    add_chunk(*args++, 0);
  }
  parse_script();
  TT.lastre = 0;
  if (FLAG(debug)) debug_dump();

  TT.files = args;
  TT.nfiles = toys.optc-(args-toys.optargs);
  if (!TT.nfiles) {
    if (FLAG(i)) error_exit_status(4, "no input files");
    TT.files = stdin_only;
    TT.nfiles = 1;
  }
  if (FLAG(i)) TT.out = 0;

  // Leave no temporary file behind on errors, and flush nothing more
  // (the error may have been the flush's: it would be reported twice).
  // The caller's rebound (if any) is where errors go afterwards.
  old = toys.rebound;
  toys.rebound = &rebound;
  if (setjmp(rebound)) {
    if (TT.tempname) unlink(TT.tempname);
    TT.tempname = 0;
    toys.rebound = old;
    xexit();
  }
  run();
  toys.rebound = old;
  // After q, give back what was read ahead: (sed 1q; cat) < file
  if (TT.ifd >= 0 && TT.ipos < TT.iend)
    if (lseek(TT.ifd, TT.ipos-TT.iend, SEEK_CUR)) {}
  if (TT.out) ob_flush(TT.out);
  flush_all();
  xexit();
}
