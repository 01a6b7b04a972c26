/* awk.c - pattern scanning and processing language
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/awk.html
 *
 * The program is lexed into a token array, parsed into a tree of nodes and
 * the tree is walked. Values carry a number, a refcounted string or both
 * (strnums from input); fields and records reuse their strings.

USE_AWK(NEWTOY(awk, "^F:v*f*", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_LOCALE|TOYFLAG_ARGFAIL(2)))

config AWK
  bool "awk"
  default y
  help
    usage: awk [-F SEP] [-v VAR=VAL]... [-f PROGFILE]... | 'PROGRAM' [ARG...]

    Run an awk program on each line of each ARG (a FILE, VAR=VALUE, or - for
    stdin; stdin if no FILE).

    -F	Field separator (a character, " " for runs of blanks, or a regex)
    -v	Set variable VAR to VAL before the program starts
    -f	Read the program from PROGFILE (repeatable)

    Besides POSIX awk: gawk's gensub, systime, strftime, mktime, asort, asorti,
    split's fourth argument, PROCINFO["sorted_in"], RT, nextfile, ** and **=,
    FIELDWIDTHS ("[SKIP:]WIDTH..." and a last "*"), FPAT (a regex for the
    fields), patsplit, PROCINFO["FS"], 0x1A hex and 011 octal constants,
    strtonum.
*/

#define FOR_awk
#include "toys.h"
#include <math.h>

#define ARRAY_LEN(a) (sizeof(a)/sizeof(*(a)))

struct str { int ref; unsigned len, cap; char s[]; };
struct map;
struct val {
  double num;
  union { struct str *s; struct map *m; };
  int fl;
};
struct hent { struct hent *next; unsigned h; struct str *k; struct val v; };
struct map { struct hent **b; unsigned mask, n; };

struct node {
  int op, line, sub;
  struct str *lit;   // regex that is a plain string: found with memmem
  struct node *a, *b, *c, *d, *next;
  union { double num; struct str *s; regex_t *re; int i; struct func *f;
    struct val *vp; };
};

// A regex literal: compiled, and the runs of characters every match of it
// contains (lines without one are skipped before a regexec: /re/{n++} on
// 200 MB of log lines took 5.5 times mawk's time without)
struct ere {
  regex_t re;   // (first: n->re of a regex node points here)
  char *src, *must[4];
  long mustlen[4];
};

struct func {
  char *name;
  int nparam, nlocal, defined, id;
  char **pnames;
  char *isarr;
  struct node *body;
};

struct tok { int t, line, len, sub; char *p; double num; struct str *s; };

struct rd { int fd; char *buf; long len, pos, cap; int eof; };

struct stream {
  struct stream *next;
  char *name;
  FILE *fp;
  struct rd *rd;
  int pipe, out;
};

GLOBALS(
  char *F;
  struct arg_list *v, *f;

  struct tok *toks;
  int ntok, tp, infunc, inprint;
  struct func **funcs, *curf;
  int nfunc;
  char **gnames;
  int ngv;
  struct node *begin, *end, *rules, **calls;
  int ncall;

  struct val *gv, *stack;
  int sp, fp, pending, exitcode, exiting;
  struct val *retval;

  struct val *fld;
  long nf, fcap, *spl, splcap, nsplit, soff;
  int splitdone, dirty0, fsdirty, fsmode, rsmode;
  char fschar, rschar;
  regex_t fsre, rsre;
  int fsre_ok, rsre_ok;

  struct rd *mainrd;
  int argi, nfiles, stdin_used;
  struct stream *streams;
  struct str *empty;
  struct { struct str *k; regex_t re; } recache[32];
  int renext, utf8;
  unsigned short seed[3];
  double lastseed;
  char *ob;
  long oblen, obcap;
  char *stacktop;
  long stackmax;
  int rt, procinfo;
  long *fw, nfw, *fwnew, nfwnew;
  int fmode, fwant, fpre_ok;
  regex_t fpre;
)

#define STACKVALS (1<<22)
#define VNUM 1
#define VSTR 2
#define VSTRNUM 4
#define VARR 8
#define VREF 16

enum { V_NF, V_NR, V_FNR, V_FS, V_OFS, V_ORS, V_RS, V_FILENAME, V_SUBSEP,
  V_RSTART, V_RLENGTH, V_CONVFMT, V_OFMT, V_ENVIRON, V_ARGC, V_ARGV,
  V_FIELDWIDTHS, V_FPAT, V_NSPECIAL };
static char *specials[] = {"NF", "NR", "FNR", "FS", "OFS", "ORS", "RS",
  "FILENAME", "SUBSEP", "RSTART", "RLENGTH", "CONVFMT", "OFMT", "ENVIRON",
  "ARGC", "ARGV", "FIELDWIDTHS", "FPAT"};

enum { T_EOF = 256, T_NUM, T_STR, T_ERE, T_NAME, T_FUNCNAME, T_BUILTIN, T_NL,
  T_BEGIN, T_END, T_FUNCTION, T_IF, T_ELSE, T_WHILE, T_FOR, T_DO, T_BREAK,
  T_CONTINUE, T_NEXT, T_NEXTFILE, T_EXIT, T_RETURN, T_DELETE, T_GETLINE,
  T_PRINT, T_PRINTF, T_IN, T_AND, T_OR, T_EQ, T_NE, T_LE, T_GE, T_NOMATCH,
  T_INC, T_DEC, T_POW, T_ADDA, T_SUBA, T_MULA, T_DIVA, T_MODA, T_POWA,
  T_APPEND };
static char *keywords[] = {"BEGIN", "END", "function", "if", "else", "while",
  "for", "do", "break", "continue", "next", "nextfile", "exit", "return",
  "delete", "getline", "print", "printf", "in", "func"};

enum { B_length, B_substr, B_index, B_split, B_sub, B_gsub, B_match,
  B_sprintf, B_sin, B_cos, B_atan2, B_exp, B_log, B_sqrt, B_int, B_rand,
  B_srand, B_tolower, B_toupper, B_system, B_close, B_fflush, B_gensub,
  B_systime, B_strftime, B_mktime, B_asort, B_asorti, B_patsplit,
  B_strtonum };
static char *builtins[] = {"length", "substr", "index", "split", "sub", "gsub",
  "match", "sprintf", "sin", "cos", "atan2", "exp", "log", "sqrt", "int",
  "rand", "srand", "tolower", "toupper", "system", "close", "fflush",
  "gensub", "systime", "strftime", "mktime", "asort", "asorti", "patsplit",
  "strtonum"};

enum { N_NUM = 1, N_STR, N_ERE, N_VAR, N_LOCAL, N_FIELD, N_INDEX, N_IN,
  N_ASSIGN, N_COND, N_AND, N_OR, N_NOT, N_NEG, N_PLUS, N_ADD, N_SUB, N_MUL,
  N_DIV, N_MOD, N_POW, N_CAT, N_LT, N_LE, N_GT, N_GE, N_EQ, N_NE, N_MATCH,
  N_NOMATCH, N_PREINC, N_PREDEC, N_POSTINC, N_POSTDEC, N_CALL, N_BUILTIN,
  N_GETLINE, N_GROUP, N_VAL,
  N_PRINT, N_PRINTF, N_EXPR, N_IF, N_WHILE, N_DO, N_FOR, N_FORIN, N_BREAK,
  N_CONT, N_NEXT, N_NEXTFILE, N_EXIT, N_RETURN, N_DELETE, N_BLOCK, N_RULE };

// statement results
enum { R_NORM, R_BRK, R_CONT, R_NEXT, R_NEXTFILE, R_EXIT, R_RET };

static struct val eval(struct node *n);
static int exec(struct node *n);
static void fatal(char *fmt, ...);

// Deep recursion (of functions, or of nested expressions) ends with an error
// instead of running off the end of the stack
#ifdef TOYBOX_ASAN
// The sanitizer's frames are bigger, so its stack goes as deep as the others
// (100 MB), but a noreturn call from deeper than 64 MB makes it warn (it
// would clean the stack's shadow up to the top): the error is reported from
// a function it doesn't instrument, and ends the process at once. (_exit
// through a volatile pointer: a caller that saw a noreturn call would warn)
__attribute__((no_sanitize_address)) static void toodeep(char *what)
{
  void (*volatile end)(int) = _exit;

  fflush(stdout);
  fprintf(stderr, "awk: %s nesting too deep\n", what);
  end(2);
}
#else
#define toodeep(what) fatal("%s nesting too deep", what)
#endif

static void stackcheck(char *what)
{
  if (TT.stacktop-(char *)__builtin_frame_address(0) > TT.stackmax)
    toodeep(what);
}

static void fatal(char *fmt, ...)
{
  va_list va;

  fflush(stdout);
  fprintf(stderr, "awk: ");
  va_start(va, fmt);
  vfprintf(stderr, fmt, va);
  va_end(va);
  fputc('\n', stderr);
  toys.exitval = 2;
  // (this may be stdout's write error: xexit() would report it again)
  clearerr(stdout);
  xexit();
}

// Strings

static struct str *snew(char *s, long len)
{
  struct str *p = xmalloc(sizeof(*p)+len+1);

  p->ref = 1;
  p->len = p->cap = len;
  if (s) memcpy(p->s, s, len);
  p->s[len] = 0;

  return p;
}

static void sdrop(struct str *s)
{
  if (s && !--s->ref) free(s);
}

static struct str *sref(struct str *s)
{
  s->ref++;

  return s;
}

// Put len bytes of s into *ps, reusing its storage when nobody else holds it
static void sset(struct str **ps, char *s, long len)
{
  struct str *p = *ps;

  if (p && p->ref == 1 && p->cap >= len) {
    memmove(p->s, s, len);
    p->s[p->len = len] = 0;
  } else {
    sdrop(p);
    *ps = snew(s, len);
  }
}

static void vdrop(struct val *v)
{
  if ((v->fl & (VSTR|VARR)) == VSTR) sdrop(v->s);
  v->fl = 0;
}

static struct val vcopy(struct val *v)
{
  struct val r = *v;

  if (r.fl & VARR) fatal("attempt to use array in a scalar context");
  if (r.fl & VSTR) r.s->ref++;

  return r;
}

static struct val vstrv(struct str *s, int fl)
{
  struct val v;

  v.fl = VSTR|fl;
  v.s = s;
  v.num = 0;

  return v;
}

static struct val vnum(double d)
{
  struct val v;

  v.fl = VNUM;
  v.num = d;
  v.s = 0;

  return v;
}

// Numbers

// awk's string to number: leading blanks, decimal only (no hex). As gawk,
// "+inf", "-nan" etc. (signed, any case) are numbers only as the whole string
static double s2n(char *s, char **end)
{
  char *p = s, *q;
  unsigned long long u = 0;
  int neg = 0, i;

  while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == '\f'
    || *p == '\v') p++;
  q = p;
  if (*q == '+' || *q == '-') {
    neg = *q++ == '-';
    if (!strncasecmp(q, "inf", 3) || !strncasecmp(q, "nan", 3)) {
      for (i = 3; q[i] == ' ' || q[i] == '\t' || q[i] == '\n' || q[i] == '\r';)
        i++;
      if (q[i]) {
        if (end) *end = s;
        return 0;
      }
      if (end) *end = q+3;
      return copysign((*q|32) == 'i' ? INFINITY : NAN, neg ? -1 : 1);
    }
  }
  if (!isdigit(*q) && !(*q == '.' && isdigit(q[1]))) {
    if (end) *end = s;
    return 0;
  }
  for (i = 0; i < 18 && isdigit(q[i]); i++) u = u*10 + q[i]-'0';
  if (!strchr(".eExX0123456789", q[i]) || !q[i]) {
    if (end) *end = q+i;
    return neg ? -(double)u : (double)u;
  }
  if (*q == '0' && (q[1]|32) == 'x') {
    if (end) *end = q+1;
    return 0;
  }

  return strtod(p, end);
}

// A number as gawk reads one in the program at s (a digit): 0x1A hex (a '.'
// and hex digits after it are ignored: 0x1.8 is 1), 011 octal unless an 8, 9,
// '.', e or E follows its digits, else decimal
static double srcnum(char *s, char **end)
{
  char *p;
  double d = 0;

  if (*s == '0' && (s[1]|32) == 'x' && isxdigit(s[2])) {
    for (p = s+2; isxdigit(*p); p++)
      d = d*16 + (isdigit(*p) ? *p-'0' : (*p|32)-'a'+10);
    if (*p == '.') while (isxdigit(*++p));
  } else {
    for (p = s+1; *s == '0' && *p >= '0' && *p <= '7'; p++) d = d*8 + *p-'0';
    if (p == s+1 || (*p && strchr("89.eE", *p))) {
      d = strtod(s, &p);
      // 0x then no hex digit: 0, then a name
      if (*s == '0' && (s[1]|32) == 'x') d = 0, p = s+1;
    }
  }
  *end = p;

  return d;
}

static int looks_numeric(struct str *s)
{
  char *end;

  s2n(s->s, &end);
  if (end == s->s) return 0;
  while (*end == ' ' || *end == '\t' || *end == '\n' || *end == '\r') end++;

  return end == s->s+s->len;
}

static double tonum(struct val *v)
{
  if (v->fl & VNUM) return v->num;
  if (v->fl & VSTR) return s2n(v->s->s, 0);

  return 0;
}

static char *lltoa(long long ll, char *end)
{
  unsigned long long u = ll < 0 ? -(unsigned long long)ll : ll;

  *--end = 0;
  do *--end = '0'+u%10; while (u /= 10);
  if (ll < 0) *--end = '-';

  return end;
}

static struct str *num2str(double d, struct str *fmt)
{
  char buf[400], *p = buf;

  if (fabs(d) < 1e18 && d == (long long)d) p = lltoa(d, buf+sizeof(buf));
  else if (isnan(d)) p = signbit(d) ? "-nan" : "+nan";
  else if (isinf(d)) p = d<0 ? "-inf" : "+inf";
  else if (d == floor(d)) snprintf(buf, sizeof(buf), "%.0f", d);
  else if (fmt->len && strchr("diouxXc", fmt->s[fmt->len-1]))
    snprintf(buf, sizeof(buf), fmt->s, (long long)d);
  else snprintf(buf, sizeof(buf), fmt->s, d);

  return snew(p, strlen(p));
}

// New reference to the string value of v, numbers through CONVFMT or OFMT
static struct str *tostrf(struct val *v, int fmt)
{
  if (v->fl & VSTR) return sref(v->s);
  if (v->fl & VNUM) return num2str(v->num, TT.gv[fmt].s);

  return sref(TT.empty);
}

static struct str *tostr(struct val *v)
{
  return tostrf(v, V_CONVFMT);
}

static int istrue(struct val *v)
{
  if (v->fl & VSTR) {
    if ((v->fl & VSTRNUM) && looks_numeric(v->s)) return !!s2n(v->s->s, 0);
    return !!v->s->len;
  }
  if (v->fl & VNUM) return v->num != 0;

  return 0;
}

static int isnumeric(struct val *v)
{
  if (!(v->fl & VSTR)) return 1;

  return (v->fl & VSTRNUM) && looks_numeric(v->s);
}

static int compare(struct val *a, struct val *b)
{
  struct str *sa, *sb;
  int r;

  if (isnumeric(a) && isnumeric(b)) {
    double x = tonum(a), y = tonum(b);

    // 2: unordered (a NaN), which only != finds true, as gawk
    return x < y ? -1 : x > y ? 1 : x == y ? 0 : 2;
  }
  sa = tostr(a);
  sb = tostr(b);
  r = memcmp(sa->s, sb->s, sa->len < sb->len ? sa->len : sb->len);
  if (!r) r = (sa->len > sb->len) - (sa->len < sb->len);
  sdrop(sa);
  sdrop(sb);

  return r;
}

// Arrays

static unsigned hash(char *s, unsigned len)
{
  unsigned h = 2166136261u;

  while (len--) h = (h^(unsigned char)*s++)*16777619u;

  return h;
}

static struct map *mnew(void)
{
  struct map *m = xzalloc(sizeof(*m));

  m->mask = 15;
  m->b = xzalloc(16*sizeof(*m->b));

  return m;
}

static struct hent **mfind(struct map *m, char *k, unsigned len, unsigned h)
{
  struct hent **pe = m->b+(h&m->mask);

  for (; *pe; pe = &(*pe)->next)
    if ((*pe)->h == h && (*pe)->k->len == len && !memcmp((*pe)->k->s, k, len))
      break;

  return pe;
}

// Element of m with key k (made from ks, when given, or from k, len)
static struct val *mget(struct map *m, char *k, unsigned len, struct str *ks,
  int create)
{
  unsigned h = hash(k, len), i;
  struct hent **pe = mfind(m, k, len, h), *e;

  if (*pe || !create) return *pe ? &(*pe)->v : 0;
  if (m->n > m->mask) {
    struct hent **nb = xzalloc(2*(m->mask+1)*sizeof(*nb)), *next;

    for (i = 0; i <= m->mask; i++) for (e = m->b[i]; e; e = next) {
      next = e->next;
      e->next = nb[e->h&(2*m->mask+1)];
      nb[e->h&(2*m->mask+1)] = e;
    }
    free(m->b);
    m->b = nb;
    m->mask = 2*m->mask+1;
    pe = mfind(m, k, len, h);
  }
  *pe = e = xzalloc(sizeof(*e));
  e->h = h;
  e->k = ks ? sref(ks) : snew(k, len);
  m->n++;

  return &e->v;
}

static void mdel(struct map *m, struct str *k)
{
  struct hent **pe = mfind(m, k->s, k->len, hash(k->s, k->len)), *e = *pe;

  if (!e) return;
  *pe = e->next;
  sdrop(e->k);
  vdrop(&e->v);
  free(e);
  m->n--;
}

static void mclear(struct map *m)
{
  struct hent *e, *next;
  unsigned i;

  for (i = 0; i <= m->mask; i++) for (e = m->b[i]; e; e = next) {
    next = e->next;
    sdrop(e->k);
    vdrop(&e->v);
    free(e);
  }
  memset(m->b, 0, (m->mask+1)*sizeof(*m->b));
  m->n = 0;
}

static void mset(struct map *m, char *k, struct val v)
{
  struct val *p = mget(m, k, strlen(k), 0, 1);

  vdrop(p);
  *p = v;
}

// Characters: UTF-8 in a UTF-8 locale, bytes otherwise

// Number of characters in len bytes of s
static long u8len(char *s, long len)
{
  long i, n = 0;

  if (!TT.utf8) return len;
  for (i = 0; i < len; i++) n += (s[i]&0xc0) != 0x80;

  return n;
}

// Byte offset of character n of s (len bytes)
static long u8off(char *s, long len, long n)
{
  long i = 0;

  if (!TT.utf8) return n < len ? n : len;
  while (n-- > 0 && i < len) for (i++; i < len && (s[i]&0xc0) == 0x80; i++);

  return i;
}

// Lexer

// Is t in the 0 terminated list?
static int among(int t, int *list)
{
  while (*list) if (*list++ == t) return 1;

  return 0;
}

#define AMONG(t, ...) among(t, (int []){__VA_ARGS__, 0})

static void synerr(struct tok *t, char *msg)
{
  if (!t) t = TT.toks+TT.tp;
  if (t->t == T_EOF) fatal("line %d: %s at end of program", t->line, msg);
  if (t->t == T_NL) fatal("line %d: %s at or near end of line", t->line, msg);
  fatal("line %d: %s at or near %.*s", t->line, msg, t->len, t->p);
}

// Process one backslash escape at *ps (just past the backslash) into *out
static int unesc(char **ps)
{
  char *s = *ps, *e = "n\nt\tr\rf\fv\va\ab\b\"\"//\\\\", *p;
  int c = *s++, i;

  if (c && (p = strchr(e, c)) && !((p-e)&1)) c = p[1];
  else if (c >= '0' && c <= '7') {
    for (c -= '0', i = 0; i < 2 && *s >= '0' && *s <= '7'; i++)
      c = c*8 + *s++-'0';
  } else if (c == 'x' && isxdigit(*s)) {
    for (c = i = 0; i < 2 && isxdigit(*s); i++, s++)
      c = c*16 + (isdigit(*s) ? *s-'0' : (*s|32)-'a'+10);
  } else if (!c) {
    c = '\\';
    s--;
  }
  *ps = s;

  return c;
}

// Copy s with escapes processed
static struct str *unescape_str(char *s)
{
  struct str *r = snew(0, strlen(s));
  char *o = r->s;

  while (*s) {
    if (*s == '\\') {
      s++;
      *o++ = unesc(&s);
    } else *o++ = *s++;
  }
  *o = 0;
  r->len = o-r->s;

  return r;
}

static void lex(char *prog)
{
  char *s = prog, *start, *ops = "&&||==!=<=>=!~++--**^=+=-=*=/=%=>>";
  int line = 1, t, i, cap = 0, n = 0;
  struct tok *tk;

  for (;;) {
    // skip blanks, comments and continued lines
    for (;;) {
      while (*s == ' ' || *s == '\t' || *s == '\r') s++;
      if (*s == '\\' && s[1] == '\n') s += 2, line++;
      else if (*s == '\\' && s[1] == '\r' && s[2] == '\n') s += 3, line++;
      else if (*s == '#') while (*s && *s != '\n') s++;
      else break;
    }
    if (n+1 >= cap) TT.toks = xrealloc(TT.toks, (cap = cap*2+64)*sizeof(*tk));
    tk = TT.toks+n;
    memset(tk, 0, sizeof(*tk));
    tk->line = line;
    tk->p = start = s;
    if (!*s) t = T_EOF;
    else if (*s == '\n') {
      t = T_NL;
      s++;
      line++;
    } else if (isdigit(*s) || (*s == '.' && isdigit(s[1]))) {
      char *end;

      t = T_NUM;
      // gawk's 0x1A and 011, in the program only: "0x1A" from input is 0.
      // A letter ends the number (12x is 12 then x; gawk drops that x, mawk
      // and busybox don't)
      tk->num = srcnum(s, &end);
      s = end;
    } else if (isalpha(*s) || *s == '_') {
      while (isalnum(*s) || *s == '_') s++;
      t = T_NAME;
      for (i = 0; i < ARRAY_LEN(keywords); i++)
        if (strlen(keywords[i]) == s-start
            && !strncmp(keywords[i], start, s-start))
          t = i == 19 ? T_FUNCTION : T_BEGIN+i;
      if (t == T_NAME) {
        for (i = 0; i < ARRAY_LEN(builtins); i++)
          if (strlen(builtins[i]) == s-start
              && !strncmp(builtins[i], start, s-start)) {
            t = T_BUILTIN;
            tk->sub = i;
          }
        if (t == T_NAME && *s == '(') t = T_FUNCNAME;
      }
    } else if (*s == '"') {
      struct str *st = snew(0, strlen(s));
      char *o = st->s;

      for (s++; *s != '"'; ) {
        if (!*s || *s == '\n') {
          tk->len = 1;
          synerr(tk, "unterminated string");
        }
        if (*s == '\\') {
          s++;
          if (*s == '\n') {
            s++;
            line++;
          } else *o++ = unesc(&s);
        } else *o++ = *s++;
      }
      s++;
      *o = 0;
      st->len = o-st->s;
      st->ref = 1<<30;
      tk->s = st;
      t = T_STR;
    } else if (*s == '/' && (!n || !AMONG(TT.toks[n-1].t, T_NUM, T_STR,
        T_ERE, T_NAME, T_BUILTIN, ')', ']', T_INC, T_DEC)))
    {
      struct str *st = snew(0, strlen(s));
      char *o = st->s;
      int br = 0;

      for (s++; *s != '/' || br; ) {
        if (!*s || *s == '\n') {
          tk->len = 1;
          synerr(tk, "unterminated regexp");
        }
        if (*s == '\\' && s[1] == '/') s++;
        else if (*s == '\\' && s[1]) *o++ = *s++;
        else if (*s == '[') {
          if (!br) {
            *o++ = *s++;
            if (*s == '^') *o++ = *s++;
            if (*s == ']') *o++ = *s++;
            br = 1;
            continue;
          } else if (s[1] == ':') {
            char *e = strstr(s+2, ":]");

            if (e) {
              memcpy(o, s, e+2-s);
              o += e+2-s;
              s = e+2;
              continue;
            }
          }
        } else if (*s == ']') br = 0;
        *o++ = *s++;
      }
      s++;
      *o = 0;
      st->len = o-st->s;
      st->ref = 1<<30;
      tk->s = st;
      t = T_ERE;
    } else {
      for (i = 0; ops[i]; i += 2) if (*s == ops[i] && s[1] == ops[i+1]) break;
      if (ops[i]) {
        t = (int []){T_AND, T_OR, T_EQ, T_NE, T_LE, T_GE, T_NOMATCH, T_INC,
          T_DEC, T_POW, T_POWA, T_ADDA, T_SUBA, T_MULA, T_DIVA, T_MODA,
          T_APPEND}[i/2];
        s += 2;
        if (t == T_POW && *s == '=') {
          t = T_POWA;
          s++;
        }
        // "a /= b" vs a regex starting with =: only after an operand
        if (t == T_DIVA && (!n || !AMONG(TT.toks[n-1].t, T_NUM, T_STR,
            T_ERE, T_NAME, T_BUILTIN, ')', ']', T_INC, T_DEC))) t = 0;
      } else t = 0;
      if (!t) {
        t = *s++;
        if (t == '^') t = T_POW;
        if (!strchr("{}()[];,+-*/%!><|?:~$=", t)) {
          tk->len = 1;
          synerr(tk, "invalid character");
        }
      }
    }
    tk->t = t;
    tk->len = s-start;
    n++;
    if (t == T_EOF) break;
    // newlines are ignored after these
    if (AMONG(t, '{', T_AND, T_OR, ',', T_DO, T_ELSE))
      while (*s == '\n' || *s == ' ' || *s == '\t' || *s == '\r' || *s == '#'
        || (*s == '\\' && s[1] == '\n'))
      {
        if (*s == '#') while (*s && *s != '\n') s++;
        else if (*s == '\\') s += 2, line++;
        else if (*s++ == '\n') line++;
      }
  }
  TT.ntok = n;
}

// Parser

static struct tok *tok(void)
{
  return TT.toks+TT.tp;
}

static int tpeek(int t)
{
  return tok()->t == t;
}

static int taccept(int t)
{
  if (!tpeek(t)) return 0;
  TT.tp++;

  return 1;
}

static void expect(int t)
{
  if (!taccept(t)) synerr(0, "syntax error");
}

static void optnl(void)
{
  while (taccept(T_NL));
}

static struct node *mknode(int op, struct node *a, struct node *b)
{
  struct node *n = xzalloc(sizeof(*n));

  n->op = op;
  n->a = a;
  n->b = b;
  n->line = tok()->line;

  return n;
}

// Index of a global the program uses, or -1
static int findgvar(char *name)
{
  int i;

  for (i = TT.ngv; --i >= 0;) if (!strcmp(TT.gnames[i], name)) break;

  return i;
}

static int gvar(char *name, int len)
{
  int i;

  for (i = 0; i < TT.ngv; i++)
    if (!strncmp(TT.gnames[i], name, len) && !TT.gnames[i][len]) return i;
  if (!(TT.ngv&31)) TT.gnames = xrealloc(TT.gnames, (TT.ngv+32)*sizeof(char *));
  TT.gnames[TT.ngv] = xstrndup(name, len);

  return TT.ngv++;
}

static struct func *getfunc(char *name, int len)
{
  int i;
  struct func *f;

  for (i = 0; i < TT.nfunc; i++)
    if (!strncmp(TT.funcs[i]->name, name, len) && !TT.funcs[i]->name[len])
      return TT.funcs[i];
  if (!(TT.nfunc&15))
    TT.funcs = xrealloc(TT.funcs, (TT.nfunc+16)*sizeof(*TT.funcs));
  f = TT.funcs[TT.nfunc] = xzalloc(sizeof(*f));
  f->name = xstrndup(name, len);
  f->id = TT.nfunc++;

  return f;
}

// A variable reference by name: a function's parameter or a global
static struct node *varnode(struct tok *t)
{
  struct node *n = mknode(N_VAR, 0, 0);
  int i;

  if (TT.curf) for (i = 0; i < TT.curf->nparam; i++)
    if (!strncmp(TT.curf->pnames[i], t->p, t->len)
        && !TT.curf->pnames[i][t->len]) {
      n->op = N_LOCAL;
      n->i = i;
      return n;
    }
  n->i = gvar(t->p, t->len);

  return n;
}

// Note that a variable node is used as an array
static struct node *arrnode(struct node *n)
{
  if (n->op == N_LOCAL) TT.curf->isarr[n->i] = 1;

  return n;
}

static struct node *expr(int fl);
static struct node *unary(int fl);
static struct node *primary(int fl);

static int islval(struct node *n)
{
  return n->op == N_VAR || n->op == N_LOCAL || n->op == N_FIELD
    || n->op == N_INDEX;
}

static struct node *exprlist(int fl, int *count)
{
  struct node *first = 0, **pn = &first;
  int n = 0;

  do {
    optnl();
    *pn = expr(fl);
    pn = &(*pn)->next;
    n++;
  } while (taccept(','));
  if (count) *count = n;

  return first;
}

static struct node *regnode(struct tok *t);

static struct node *lvalue(void)
{
  struct node *n;
  struct tok *t = tok();

  if (taccept('$')) {
    n = mknode(N_FIELD, 0, 0);
    // $ binds tighter than anything but grouping and ++/--
    if (tpeek(T_INC) || tpeek(T_DEC) || tpeek('-') || tpeek('+') || tpeek('!'))
      n->a = unary(4);
    else n->a = primary(4);
    return n;
  }
  if (!taccept(T_NAME)) synerr(0, "syntax error");
  n = varnode(t);
  if (taccept('[')) {
    n = mknode(N_INDEX, arrnode(n), exprlist(0, 0));
    expect(']');
  }

  return n;
}

// Primary expressions. fl: 1 no '>' (print), 2 no 'in', 4 no postfix ++
static struct node *primary(int fl)
{
  struct tok *t = tok();
  struct node *n, *m;
  int i;

  TT.tp++;
  switch (t->t) {
  case T_NUM:
    n = mknode(N_NUM, 0, 0);
    n->num = t->num;
    return n;
  case T_STR:
    n = mknode(N_STR, 0, 0);
    n->s = t->s;
    return n;
  case T_ERE:
    return regnode(t);
  case '(': {
    int pr = TT.inprint;

    TT.inprint = 0;
    n = exprlist(0, &i);
    optnl();
    expect(')');
    TT.inprint = pr;
    if (i > 1) {
      n = mknode(N_GROUP, n, 0);
      if (!tpeek(T_IN) && !(pr && AMONG(tok()->t, ';', T_NL, '}', '>',
          T_APPEND, '|', T_EOF))) synerr(0, "syntax error");
    }
    return n;
  }
  case '-': case '+': case '!':
    n = unary(fl);
    return mknode(t->t == '-' ? N_NEG : t->t == '+' ? N_PLUS : N_NOT, n, 0);
  case T_INC: case T_DEC:
    n = lvalue();
    return mknode(t->t == T_INC ? N_PREINC : N_PREDEC, n, 0);
  case '$':
    TT.tp--;
    return lvalue();
  case T_NAME:
    TT.tp--;
    return lvalue();
  case T_FUNCNAME:
    n = mknode(N_CALL, 0, 0);
    n->f = getfunc(t->p, t->len);
    n->sub = TT.curf ? TT.curf->id : -1;
    expect('(');
    if (!taccept(')')) {
      n->a = exprlist(0, &i);
      optnl();
      expect(')');
    }
    if (!(TT.ncall&63))
      TT.calls = xrealloc(TT.calls, (TT.ncall+64)*sizeof(*TT.calls));
    TT.calls[TT.ncall++] = n;
    return n;
  case T_BUILTIN:
    n = mknode(N_BUILTIN, 0, 0);
    n->sub = t->sub;
    i = 0;
    if (taccept('(')) {
      if (!taccept(')')) {
        n->a = exprlist(0, &i);
        optnl();
        expect(')');
      }
    } else if (t->sub != B_length) synerr(t, "syntax error");
    n->i = i;
    {
      // minimum and maximum argument counts
      static char lim[][2] = {{0,1},{2,3},{2,2},{2,4},{2,3},{2,3},{2,2},{1,99},
        {1,1},{1,1},{2,2},{1,1},{1,1},{1,1},{1,1},{0,0},{0,1},{1,1},{1,1},
        {1,1},{1,2},{0,1},{3,4},{0,0},{0,3},{1,2},{1,3},{1,3},{2,4},{1,1}};

      if (i < lim[t->sub][0] || i > lim[t->sub][1])
        fatal("line %d: %s: wrong number of arguments", t->line,
          builtins[t->sub]);
    }
    if (t->sub == B_split || t->sub == B_patsplit || (t->sub == B_length
        && i == 1 && (n->a->op == N_VAR || n->a->op == N_LOCAL)))
    {
      m = n->a->next;
      if (t->sub != B_length) {
        if (m->op != N_VAR && m->op != N_LOCAL) synerr(t, "split: not an array");
        arrnode(m);
        if (i == 4) {
          if ((m = m->next->next)->op != N_VAR && m->op != N_LOCAL)
            synerr(t, "split: not an array");
          arrnode(m);
        }
      }
    }
    if (t->sub == B_asort || t->sub == B_asorti)
      for (m = n->a, i = 0; m && i < 2; m = m->next, i++) {
        if (m->op != N_VAR && m->op != N_LOCAL)
          synerr(t, "asort: not an array");
        arrnode(m);
      }
    if ((t->sub == B_sub || t->sub == B_gsub) && n->i == 3
        && !islval(n->a->next->next)) synerr(t, "sub: not a variable");
    return n;
  case T_GETLINE:
    n = mknode(N_GETLINE, 0, 0);
    if (tpeek('$') || tpeek(T_NAME)) n->a = lvalue();
    if (taccept('<')) {
      n->b = unary(4|1);
      n->sub = 1;
    }
    return n;
  }
  TT.tp--;
  synerr(0, "syntax error");

  return 0;
}

static struct node *postfix(int fl)
{
  struct node *n = primary(fl);

  if (!(fl&4) && islval(n)) {
    if (taccept(T_INC)) n = mknode(N_POSTINC, n, 0);
    else if (taccept(T_DEC)) n = mknode(N_POSTDEC, n, 0);
  }

  return n;
}

static struct node *power(int fl)
{
  struct node *n = postfix(fl);

  if (taccept(T_POW)) n = mknode(N_POW, n, unary(fl));

  return n;
}

static struct node *unary(int fl)
{
  stackcheck("expression");
  int t = tok()->t;

  if (t == '!' || t == '-' || t == '+') {
    TT.tp++;
    return mknode(t == '-' ? N_NEG : t == '+' ? N_PLUS : N_NOT, unary(fl), 0);
  }

  return power(fl);
}

static struct node *mul(int fl)
{
  struct node *n = unary(fl);
  int t;

  while ((t = tok()->t) == '*' || t == '/' || t == '%') {
    TT.tp++;
    n = mknode(t == '*' ? N_MUL : t == '/' ? N_DIV : N_MOD, n, unary(fl));
  }

  return n;
}

static struct node *add(int fl)
{
  struct node *n = mul(fl);
  int t;

  while ((t = tok()->t) == '+' || t == '-') {
    TT.tp++;
    n = mknode(t == '+' ? N_ADD : N_SUB, n, mul(fl));
  }

  return n;
}

static struct node *concat(int fl)
{
  struct node *n = add(fl);

  while (AMONG(tok()->t, T_NUM, T_STR, T_ERE, T_NAME, T_FUNCNAME, T_BUILTIN,
      '$', '!', '(', T_INC, T_DEC))
  {
    n = mknode(N_CAT, n, add(fl));
  }

  return n;
}

static struct node *compare_expr(int fl)
{
  struct node *n = concat(fl), *g;
  int t, op;

  for (;;) {
    t = tok()->t;
    if (t == '|' && TT.toks[TT.tp+1].t == T_GETLINE) {
      TT.tp += 2;
      g = mknode(N_GETLINE, 0, n);
      g->sub = 2;
      if (tpeek('$') || tpeek(T_NAME)) g->a = lvalue();
      n = g;
      continue;
    }
    if (t == '<') op = N_LT;
    else if (t == T_LE) op = N_LE;
    else if (t == T_NE) op = N_NE;
    else if (t == T_EQ) op = N_EQ;
    else if (t == '>' && !(fl&1)) op = N_GT;
    else if (t == T_GE) op = N_GE;
    else break;
    TT.tp++;
    n = mknode(op, n, concat(fl));
  }

  return n;
}

static struct node *match_expr(int fl)
{
  struct node *n = compare_expr(fl);
  int t;

  while ((t = tok()->t) == '~' || t == T_NOMATCH) {
    TT.tp++;
    n = mknode(t == '~' ? N_MATCH : N_NOMATCH, n, compare_expr(fl));
  }

  return n;
}

static struct node *in_expr(int fl)
{
  struct node *n = match_expr(fl);
  struct tok *t;

  while (!(fl&2) && taccept(T_IN)) {
    t = tok();
    expect(T_NAME);
    if (n->op == N_GROUP) n = n->a;
    n = mknode(N_IN, n, arrnode(varnode(t)));
  }

  return n;
}

static struct node *and_expr(int fl)
{
  struct node *n = in_expr(fl);

  while (taccept(T_AND)) {
    optnl();
    n = mknode(N_AND, n, in_expr(fl));
  }

  return n;
}

static struct node *or_expr(int fl)
{
  struct node *n = and_expr(fl);

  while (taccept(T_OR)) {
    optnl();
    n = mknode(N_OR, n, and_expr(fl));
  }

  return n;
}

static struct node *cond_expr(int fl)
{
  struct node *n = or_expr(fl), *c;

  if (taccept('?')) {
    optnl();
    c = mknode(N_COND, n, expr(fl));
    optnl();
    expect(':');
    optnl();
    c->c = expr(fl);
    n = c;
  }

  return n;
}

static struct node *expr(int fl)
{
  struct node *n = cond_expr(fl), *a;
  int t = tok()->t, i;
  static int aops[] = {'=', T_ADDA, T_SUBA, T_MULA, T_DIVA, T_MODA, T_POWA};

  for (i = 0; i < ARRAY_LEN(aops); i++) if (t == aops[i]) break;
  if (i == ARRAY_LEN(aops) || !islval(n)) return n;
  TT.tp++;
  optnl();
  a = mknode(N_ASSIGN, n, expr(fl));
  a->sub = (int []){0, N_ADD, N_SUB, N_MUL, N_DIV, N_MOD, N_POW}[i];

  return a;
}

static void endstmt(void)
{
  if (tpeek('}') || tpeek(T_EOF)) return;
  if (!taccept(';') && !taccept(T_NL)) synerr(0, "syntax error");
  while (taccept(T_NL) || taccept(';'));
}

static struct node *stmt(void);

static struct node *block(void)
{
  struct node *n = mknode(N_BLOCK, 0, 0), **pn = &n->a;

  expect('{');
  for (;;) {
    while (taccept(T_NL) || taccept(';'));
    if (taccept('}')) break;
    *pn = stmt();
    while (*pn) pn = &(*pn)->next;
  }

  return n;
}

static struct node *simple_stmt(void)
{
  struct node *n;
  struct tok *t = tok();
  int i;

  if (taccept(T_PRINT) || taccept(T_PRINTF)) {
    n = mknode(t->t == T_PRINT ? N_PRINT : N_PRINTF, 0, 0);
    if (!AMONG(tok()->t, ';', T_NL, '}', '>', T_APPEND, '|', T_EOF))
    {
      TT.inprint = 1;
      n->a = exprlist(1, &i);
      TT.inprint = 0;
      if (n->a->op == N_GROUP) {
        if (i > 1) synerr(0, "syntax error");
        n->a = n->a->a;
      }
    } else if (t->t == T_PRINTF) synerr(0, "printf: no format");
    if (taccept('>')) n->sub = 1;
    else if (taccept(T_APPEND)) n->sub = 2;
    else if (taccept('|')) n->sub = 3;
    if (n->sub) n->b = concat(1);
    return n;
  }
  if (taccept(T_DELETE)) {
    t = tok();
    expect(T_NAME);
    n = mknode(N_DELETE, arrnode(varnode(t)), 0);
    if (taccept('[')) {
      n->b = exprlist(0, 0);
      expect(']');
    }
    return n;
  }

  return mknode(N_EXPR, expr(0), 0);
}

static struct node *stmt(void)
{
  struct node *n;
  struct tok *t = tok();
  int save;

  switch (t->t) {
  case '{':
    return block();
  case T_IF:
    TT.tp++;
    expect('(');
    n = mknode(N_IF, expr(0), 0);
    expect(')');
    optnl();
    n->b = stmt();
    save = TT.tp;
    while (taccept(T_NL) || taccept(';'));
    if (taccept(T_ELSE)) {
      optnl();
      n->c = stmt();
    } else TT.tp = save;
    return n;
  case T_WHILE:
    TT.tp++;
    expect('(');
    n = mknode(N_WHILE, expr(0), 0);
    expect(')');
    if (taccept(';')) return n;
    optnl();
    n->b = stmt();
    return n;
  case T_DO:
    TT.tp++;
    optnl();
    n = mknode(N_DO, 0, stmt());
    while (taccept(T_NL) || taccept(';'));
    expect(T_WHILE);
    expect('(');
    n->a = expr(0);
    expect(')');
    endstmt();
    return n;
  case T_FOR:
    TT.tp++;
    expect('(');
    if (tpeek(T_NAME) && TT.toks[TT.tp+1].t == T_IN
        && TT.toks[TT.tp+2].t == T_NAME && TT.toks[TT.tp+3].t == ')')
    {
      n = mknode(N_FORIN, varnode(tok()), 0);
      TT.tp += 2;
      n->b = arrnode(varnode(tok()));
      TT.tp += 2;
    } else {
      n = mknode(N_FOR, 0, 0);
      if (!tpeek(';')) n->a = simple_stmt();
      expect(';');
      optnl();
      if (!tpeek(';')) n->b = expr(0);
      expect(';');
      optnl();
      if (!tpeek(')')) n->c = simple_stmt();
      expect(')');
    }
    if (taccept(';')) return n;
    optnl();
    n->d = stmt();
    return n;
  case ';':
    TT.tp++;
    return 0;
  case T_BREAK: case T_CONTINUE: case T_NEXT: case T_NEXTFILE:
    TT.tp++;
    n = mknode(t->t == T_BREAK ? N_BREAK : t->t == T_CONTINUE ? N_CONT
      : t->t == T_NEXT ? N_NEXT : N_NEXTFILE, 0, 0);
    break;
  case T_EXIT: case T_RETURN:
    TT.tp++;
    n = mknode(t->t == T_EXIT ? N_EXIT : N_RETURN, 0, 0);
    if (!AMONG(tok()->t, ';', T_NL, '}', T_EOF)) n->a = expr(0);
    break;
  default:
    n = simple_stmt();
  }
  endstmt();

  return n;
}

static void program(void)
{
  struct node **pb = &TT.begin, **pe = &TT.end, **pr = &TT.rules, *n;
  struct tok *t;
  struct func *f;
  int i, changed;

  for (;;) {
    while (taccept(T_NL) || taccept(';'));
    t = tok();
    if (taccept(T_EOF)) break;
    if (taccept(T_BEGIN) || taccept(T_END)) {
      n = block();
      if (t->t == T_BEGIN) *pb = n, pb = &n->next;
      else *pe = n, pe = &n->next;
    } else if (taccept(T_FUNCTION)) {
      t = tok();
      if (!taccept(T_NAME) && !taccept(T_FUNCNAME))
        synerr(0, "syntax error");
      f = getfunc(t->p, t->len);
      if (f->defined) synerr(t, "function redefined");
      f->defined = 1;
      TT.curf = f;
      expect('(');
      while (!taccept(')')) {
        t = tok();
        expect(T_NAME);
        f->pnames = xrealloc(f->pnames, (f->nparam+1)*sizeof(char *));
        f->pnames[f->nparam++] = xstrndup(t->p, t->len);
        if (!tpeek(')')) expect(',');
        optnl();
      }
      f->isarr = xzalloc(f->nparam+1);
      optnl();
      f->body = block();
      TT.curf = 0;
    } else {
      n = mknode(N_RULE, 0, 0);
      if (!tpeek('{')) {
        n->a = expr(0);
        if (taccept(',')) {
          optnl();
          n->b = expr(0);
        }
      }
      if (tpeek('{')) n->c = block();
      *pr = n;
      pr = &n->next;
    }
  }

  // A parameter passed on to an array parameter is an array too
  do {
    changed = 0;
    for (i = 0; i < TT.ncall; i++) {
      struct node *c = TT.calls[i], *a;
      int j;

      f = c->f;
      if (!f->defined) fatal("function %s never defined", f->name);
      for (a = c->a, j = 0; a; a = a->next, j++) {
        if (j >= f->nparam)
          fatal("line %d: function %s called with too many arguments",
            c->line, f->name);
        if (f->isarr[j] && a->op == N_LOCAL && c->sub >= 0
            && !TT.funcs[c->sub]->isarr[a->i])
          changed = TT.funcs[c->sub]->isarr[a->i] = 1;
      }
    }
  } while (changed);
}

// Regular expressions

// Translate an awk ERE into a POSIX one: escapes in and out of brackets
static char *retrans(struct str *s)
{
  char *out = xmalloc(2*s->len+8), *o = out, *p = s->s, *e = p+s->len;
  int c, rbr, dash;

  while (p < e) {
    if (*p == '\\' && p+1 < e) {
      p++;
      if (strchr("nrtfvab\"/x01234567", *p)) {
        c = unesc(&p);
        if (strchr("\\^$.[]|()*+?{}", c)) *o++ = '\\';
        *o++ = c;
      } else if (*p == 'y') {
        p++;
        *o++ = '\\', *o++ = 'b';
      } else *o++ = '\\', *o++ = *p++;
    } else if (*p == '[') {
      *o++ = *p++;
      if (*p == '^') *o++ = *p++;
      rbr = dash = 0;
      if (*p == ']') rbr = 1, p++;
      while (p < e && *p != ']') {
        if (*p == '[' && p[1] == ':') {
          char *end = strstr(p+2, ":]");

          if (end) {
            memcpy(o, p, end+2-p);
            o += end+2-p;
            p = end+2;
            continue;
          }
        }
        if (*p == '\\' && p+1 < e) {
          p++;
          if (*p == ']') rbr = 1, p++;
          else if (*p == '-') dash = 1, p++;
          else if (*p == '\\') *o++ = '\\', p++;
          else *o++ = unesc(&p);
        } else *o++ = *p++;
      }
      if (rbr) {
        // "]" has to come first
        char *b = o;

        while (b[-1] != '[' && b[-1] != '^') b--;
        if (b[-1] == '^' && b[-2] != '[') b = o;
        memmove(b+1, b, o-b);
        *b = ']';
        o++;
      }
      if (dash) *o++ = '-';
      if (p < e) *o++ = *p++;
    } else *o++ = *p++;
  }
  *o = 0;
  if (o == out) strcpy(out, "()");

  return out;
}

// Compile s into re; its translation into *src (if given), else freed
static void recomp(regex_t *re, struct str *s, int line, char **src)
{
  char *r = retrans(s), buf[128];
  int err = regcomp(re, r, REG_EXTENDED);

  if (err) {
    regerror(err, re, buf, sizeof(buf));
    if (line) fatal("line %d: regular expression /%s/: %s", line, s->s, buf);
    fatal("regular expression /%s/: %s", s->s, buf);
  }
  if (src) *src = r;
  else free(r);
}

static struct node *regnode(struct tok *t)
{
  struct node *n = mknode(N_ERE, 0, 0);
  struct ere *e = xzalloc(sizeof(*e));

  n->re = &e->re;
  recomp(n->re, t->s, t->line, &e->src);
  if (t->s->len && !strpbrk(t->s->s, "\\^$.[]|()*+?{}")) n->lit = t->s;
  else regex_must(e->src, strlen(e->src), 1, e->must, e->mustlen, 4);

  return n;
}

// Can regex node n (a literal) match no part of s: it lacks a required run
static int unmatchable(struct node *n, struct str *s)
{
  struct ere *e = (void *)n->re;
  int i;

  for (i = 0; i < ARRAY_LEN(e->must) && e->must[i]; i++)
    if (!memfind(s->s, s->len, e->must[i], e->mustlen[i])) return 1;

  return 0;
}

// Compiled regex for a dynamic string, from a small cache
static regex_t *dynre(struct str *s)
{
  int i;

  for (i = 0; i < ARRAY_LEN(TT.recache); i++)
    if (TT.recache[i].k && TT.recache[i].k->len == s->len
        && !memcmp(TT.recache[i].k->s, s->s, s->len))
      return &TT.recache[i].re;
  i = TT.renext++%ARRAY_LEN(TT.recache);
  if (TT.recache[i].k) {
    regfree(&TT.recache[i].re);
    sdrop(TT.recache[i].k);
  }
  TT.recache[i].k = 0;
  recomp(&TT.recache[i].re, s, 0, 0);
  TT.recache[i].k = snew(s->s, s->len);

  return &TT.recache[i].re;
}

// Match re in s from start to len (s[len] is NUL where the C library can't
// be given the end: musl), nm subexpressions into m. ^ matches at start
// only if it's 0 or bol is set.
static int rexecn(regex_t *re, char *s, long start, long len, int nm,
  regmatch_t *m, int bol)
{
  int fl = start && !bol ? REG_NOTBOL : 0, i;
#ifdef REG_STARTEND
  // (glibc looks at the byte before start: a string from there is new)
  if (!bol) {
    m->rm_so = start;
    m->rm_eo = len;

    return !regexec(re, s, nm, m, REG_STARTEND|fl);
  }
  m->rm_so = 0;
  m->rm_eo = len-start;
  fl |= REG_STARTEND;
#endif
  if (regexec(re, s+start, nm, m, fl)) return 0;
  for (i = 0; i < nm; i++) if (m[i].rm_so >= 0) {
    m[i].rm_so += start;
    m[i].rm_eo += start;
  }

  return 1;
}

static int rexec(regex_t *re, char *s, long start, long len, regmatch_t *m,
  int fl)
{
  return rexecn(re, s, start, len, 1, m, fl);
}

// Regex of node n: literal or the string value of an expression
static regex_t *nodere(struct node *n)
{
  struct val v;
  struct str *s;
  regex_t *re;

  if (n->op == N_ERE) return n->re;
  v = eval(n);
  s = tostr(&v);
  vdrop(&v);
  re = dynre(s);
  sdrop(s);

  return re;
}

// Input

static struct rd *rdopen(int fd)
{
  struct rd *r = xzalloc(sizeof(*r));

  r->fd = fd;
  r->buf = xmalloc((r->cap = 65536)+1);

  return r;
}

static void rdclose(struct rd *r)
{
  if (r->fd > 0) close(r->fd);
  free(r->buf);
  free(r);
}

static int refill(struct rd *r)
{
  long n;

  if (r->eof) return 0;
  if (r->pos) {
    memmove(r->buf, r->buf+r->pos, r->len -= r->pos);
    r->buf[r->len] = 0;
    r->pos = 0;
  }
  if (r->len == r->cap) r->buf = xrealloc(r->buf, (r->cap *= 2)+1);
  do n = read(r->fd, r->buf+r->len, r->cap-r->len);
  while (n < 0 && errno == EINTR);
  if (n <= 0) {
    r->eof = 1;
    return 0;
  }
  r->len += n;
  r->buf[r->len] = 0;

  return 1;
}

// Next record of r into *ps; returns 0 at end of input
static int getrec(struct rd *r, struct str **ps)
{
  char *p, *b;
  long i, end, next, rtend = -1;
  regmatch_t m;

  for (;;) {
    b = r->buf+r->pos;
    if (TT.rsmode == 1) {
      while (r->pos < r->len && r->buf[r->pos] == '\n') r->pos++;
      if (r->pos == r->len && !r->eof) {
        refill(r);
        continue;
      }
      b = r->buf+r->pos;
      p = memmem(b, r->len-r->pos, "\n\n", 2);
      if (p) {
        end = p-r->buf;
        next = end+2;
        // a run of newlines could continue past the buffer
        for (i = next; i < r->len && r->buf[i] == '\n'; i++);
        if (i == r->len && !r->eof) {
          refill(r);
          continue;
        }
        rtend = i;
        break;
      }
    } else if (TT.rsmode == 2) {
      if (r->pos < r->len && rexec(&TT.rsre, r->buf, r->pos, r->len, &m, 0)
          && m.rm_eo > m.rm_so && (m.rm_eo < r->len || r->eof)) {
        end = m.rm_so;
        next = m.rm_eo;
        break;
      }
    } else if ((p = memchr(b, TT.rschar, r->len-r->pos))) {
      end = p-r->buf;
      next = end+1;
      break;
    }
    if (r->eof) {
      if (r->pos >= r->len) return 0;
      end = next = r->len;
      if (TT.rsmode == 1) while (end > r->pos && r->buf[end-1] == '\n') end--;
      break;
    }
    refill(r);
  }
  sset(ps, r->buf+r->pos, end-r->pos);
  // gawk's RT: the text that ended the record
  if (TT.rt >= 0) {
    if (rtend < next) rtend = next;
    vdrop(TT.gv+TT.rt);
    TT.gv[TT.rt] = vstrv(snew(r->buf+end, rtend-end), 0);
  }
  r->pos = next;

  return 1;
}

// Field splitting into TT.spl: pairs of offsets. Mode: 0 blanks, 1 char,
// 2 regex, 3 characters; nl: newline separates too (paragraph mode)
static long splitstr(char *s, long len, int mode, char c, regex_t *re, int nl)
{
  long n = 0, i = 0, j;
  regmatch_t m;

  for (;;) {
    if (TT.splcap < n+2) TT.spl = xrealloc(TT.spl, (TT.splcap = 2*n+64)*8);
    if (mode == 0) {
      while (i < len && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n')) i++;
      if (i == len) break;
      for (j = i; j < len && s[j] != ' ' && s[j] != '\t' && s[j] != '\n';)
        j++;
      TT.spl[n++] = i;
      TT.spl[n++] = j;
      i = j;
    } else if (mode == 3) {
      if (i == len) break;
      TT.spl[n++] = i;
      TT.spl[n++] = i += u8off(s+i, len-i, 1);
    } else {
      if (!len) break;
      TT.spl[n++] = i;
      if (mode == 1) {
        for (j = i; j < len && s[j] != c && !(nl && s[j] == '\n'); j++);
        TT.spl[n++] = j;
        if (j == len) break;
        i = j+1;
      } else {
        for (j = i; ; j = m.rm_so+1) {
          if (!rexec(re, s, j, len, &m, 0)) m.rm_so = m.rm_eo = len;
          if (m.rm_eo > m.rm_so || m.rm_so == len) break;
        }
        if (nl) for (j = i; j < m.rm_so; j++) if (s[j] == '\n') {
          m.rm_so = j;
          m.rm_eo = j+1;
        }
        TT.spl[n++] = m.rm_so;
        if (m.rm_so == len) break;
        i = m.rm_eo;
      }
    }
  }

  return n/2;
}

// gawk's FIELDWIDTHS splitting into TT.spl: [skip:]width characters each
// (width -1: the rest). A field that starts past the end isn't there.
static long fwsplit(char *s, long len)
{
  long n = 0, i = 0, k, w;

  for (k = 0; k < TT.nfw && i < len; k++) {
    if (TT.splcap < n+2) TT.spl = xrealloc(TT.spl, (TT.splcap = 2*n+64)*8);
    i += u8off(s+i, len-i, TT.fw[2*k]);
    TT.spl[n++] = i;
    w = TT.fw[2*k+1];
    TT.spl[n++] = i = w < 0 ? len : i+u8off(s+i, len-i, w);
  }

  return n/2;
}

// gawk's FPAT splitting into TT.spl: the fields are the matches of re. A
// null match right after a field doesn't count (it's the separator's place).
// (As in gawk, ^ matches where each search starts.)
static long fpsplit(char *s, long len, regex_t *re)
{
  long n = 0, i = 0, last = -1;
  regmatch_t m;

  while (len && rexec(re, s, i, len, &m, 1)) {
    if (m.rm_so == m.rm_eo && m.rm_so == last) {
      if (i == len) break;
      i += u8off(s+i, len-i, 1);
      continue;
    }
    if (TT.splcap < n+2) TT.spl = xrealloc(TT.spl, (TT.splcap = 2*n+64)*8);
    TT.spl[n++] = m.rm_so;
    TT.spl[n++] = m.rm_eo;
    if (m.rm_eo > m.rm_so) i = last = m.rm_eo;
    else if (m.rm_so == len) break;
    else i = m.rm_so+u8off(s+m.rm_so, len-m.rm_so, 1);
  }

  return n/2;
}

static long fwnum(char **pp, long field, int colon)
{
  char *p = *pp, *end = p;
  long l = 0;

  errno = 0;
  if (isdigit(*p) || (*p == '+' && isdigit(p[1]))) l = strtol(p, &end, 10);
  if (end == p || errno || l < 1 || !strchr(colon ? ": \t" : " \t", *end))
    fatal("invalid FIELDWIDTHS value, for field %ld, near `%s'", field, p);
  *pp = end;

  return l;
}

// Check a new FIELDWIDTHS and keep it (as skip, width pairs) in TT.fwnew
static void fwparse(struct str *s)
{
  char *p = s->s;
  long n = 0, skip, w;

  for (;;) {
    while (*p == ' ' || *p == '\t') p++;
    if (!*p) break;
    skip = 0;
    w = -1;
    if (*p != '*' && (w = fwnum(&p, n+1, 1), *p == ':')) {
      p++;
      skip = w;
      w = *p == '*' ? -1 : fwnum(&p, n+1, 0);
    }
    if (w < 0) {
      for (p++; *p == ' ' || *p == '\t'; p++);
      if (*p) fatal("`*' must be the last designator in FIELDWIDTHS");
    }
    if (!(n&15)) TT.fwnew = xrealloc(TT.fwnew, (n+16)*2*sizeof(long));
    TT.fwnew[2*n] = skip;
    TT.fwnew[2*n+1] = w;
    n++;
  }
  TT.nfwnew = n;
}

// gawk's PROCINFO["FS"]: how records are split
static void procfs(void)
{
  struct val *p = TT.procinfo < 0 ? 0 : TT.gv+TT.procinfo;
  char *how[] = {"FS", "FIELDWIDTHS", "FPAT"};

  if (!p || !p->fl) {
    if (!p) return;
    p->fl = VARR;
    p->m = mnew();
  }
  if (p->fl & VARR) mset(p->m, "FS", vstrv(snew(how[TT.fwant],
    strlen(how[TT.fwant])), 0));
}

// FS, FIELDWIDTHS or FPAT was set: records from the next on are split so
static void setsplit(int g)
{
  struct str *s;

  TT.fsdirty = 1;
  TT.fwant = g == V_FS ? 0 : g == V_FIELDWIDTHS ? 1 : 2;
  if (g == V_FIELDWIDTHS) {
    s = tostr(TT.gv+g);
    fwparse(s);
    sdrop(s);
  } else if (g == V_FPAT) {
    s = tostr(TT.gv+g);
    dynre(s);
    sdrop(s);
  }
  procfs();
}

static void setfs(void)
{
  struct str *fs = TT.gv[V_FS].s, *s;

  TT.fsdirty = 0;
  if (TT.fpre_ok) regfree(&TT.fpre);
  TT.fpre_ok = 0;
  if ((TT.fmode = TT.fwant) == 1) {
    TT.fw = xrealloc(TT.fw, (TT.nfwnew+1)*2*sizeof(long));
    if (TT.nfwnew) memcpy(TT.fw, TT.fwnew, TT.nfwnew*2*sizeof(long));
    TT.nfw = TT.nfwnew;
  } else if (TT.fmode == 2) {
    s = tostr(TT.gv+V_FPAT);
    recomp(&TT.fpre, s, 0, 0);
    TT.fpre_ok = 1;
    sdrop(s);
  }
  if (TT.fsre_ok) regfree(&TT.fsre);
  TT.fsre_ok = 0;
  if (fs->len == 1 && *fs->s == ' ') TT.fsmode = 0;
  else if (!fs->len) TT.fsmode = 3;
  else if (fs->len == 1) {
    TT.fsmode = 1;
    TT.fschar = *fs->s;
  } else {
    TT.fsmode = 2;
    recomp(&TT.fsre, fs, 0, 0);
    TT.fsre_ok = 1;
  }
}

static void setrs(void)
{
  struct str *rs = TT.gv[V_RS].s;

  if (TT.rsre_ok) regfree(&TT.rsre);
  TT.rsre_ok = 0;
  if (!rs->len) TT.rsmode = 1;
  else if (rs->len == 1) {
    TT.rsmode = 0;
    TT.rschar = *rs->s;
  } else {
    TT.rsmode = 2;
    recomp(&TT.rsre, rs, 0, 0);
    TT.rsre_ok = 1;
  }
}

static void growfields(long n)
{
  if (n+1 >= TT.fcap) {
    long old = TT.fcap;

    TT.fld = xrealloc(TT.fld, (TT.fcap = n+32)*sizeof(struct val));
    memset(TT.fld+old, 0, (TT.fcap-old)*sizeof(struct val));
  }
}

static void setnfval(void)
{
  vdrop(&TT.gv[V_NF]);
  TT.gv[V_NF] = vnum(TT.nf);
}

// Field i of the record from len bytes at s
static void setfld(long i, char *s, long len)
{
  struct val *f = TT.fld+i;

  if ((f->fl & (VSTR|VNUM)) != VSTR) {
    vdrop(f);
    f->s = 0;
  }
  sset(&f->s, s, len);
  f->fl = VSTR|VSTRNUM;
}

// All fields are known: NF is set, fields of older records dropped.
// (TT.nf is the highest field holding a value until then.)
static void splitend(long n)
{
  long i;

  TT.splitdone = 1;
  for (i = n+1; i <= TT.nf; i++) vdrop(TT.fld+i);
  TT.nsplit = TT.nf = n;
  setnfval();
}

static void splitrec(void)
{
  struct str *s = TT.fld[0].s;
  long n, i;

  if (TT.splitdone) return;
  if (TT.fmode == 1) n = fwsplit(s->s, s->len);
  else if (TT.fmode == 2) n = fpsplit(s->s, s->len, &TT.fpre);
  else n = splitstr(s->s, s->len, TT.fsmode, TT.fschar, &TT.fsre,
    TT.rsmode == 1 && TT.fsmode);
  growfields(n);
  for (i = 1; i <= n; i++)
    setfld(i, s->s+TT.spl[2*i-2], TT.spl[2*i-1]-TT.spl[2*i-2]);
  if (n > TT.nf) TT.nf = n;
  splitend(n);
}

// Split only as far as field want ($2 of a long line needs two fields),
// for blank and single character separators
static void splitto(long want)
{
  struct str *s = TT.fld[0].s;
  char *p = s->s, *q;
  long i = TT.soff, j, len = s->len, n = TT.nsplit;
  int blank = !TT.fsmode;

  if (TT.fsmode > 1 || (TT.rsmode == 1 && TT.fsmode) || TT.fmode)
    return splitrec();
  growfields(want);
  while (n < want) {
    if (blank) {
      while (i < len && (p[i] == ' ' || p[i] == '\t' || p[i] == '\n')) i++;
      if (i == len) break;
      for (j = i; j < len && p[j] != ' ' && p[j] != '\t' && p[j] != '\n';)
        j++;
    } else {
      if (i > len || !len) break;
      j = (q = memchr(p+i, TT.fschar, len-i)) ? q-p : len;
    }
    setfld(++n, p+i, j-i);
    if (n > TT.nf) TT.nf = n;
    i = blank ? j : j+1+(j == len);
  }
  TT.soff = i;
  TT.nsplit = n;
  if (n < want) splitend(n);
}

// A new $0 was stored: fields are split from it on demand
static void newrec(void)
{
  if (TT.fsdirty) setfs();
  TT.splitdone = TT.dirty0 = TT.nsplit = TT.soff = 0;
}

static void rebuild(void)
{
  struct str *ofs = TT.gv[V_OFS].s, *s;
  long i, len = 0;
  char *o;

  TT.dirty0 = 0;
  for (i = 1; i <= TT.nf; i++) {
    if (!(TT.fld[i].fl & VSTR)) {
      s = tostr(TT.fld+i);
      vdrop(TT.fld+i);
      TT.fld[i] = vstrv(s, 0);
    }
    len += TT.fld[i].s->len + (i > 1)*ofs->len;
  }
  s = snew(0, len);
  for (o = s->s, i = 1; i <= TT.nf; i++) {
    if (i > 1) o = mempcpy(o, ofs->s, ofs->len);
    o = mempcpy(o, TT.fld[i].s->s, TT.fld[i].s->len);
  }
  vdrop(TT.fld);
  TT.fld[0] = vstrv(s, VSTRNUM);
}

static struct val *getfield(long i)
{
  static struct val none;

  if (i < 0) fatal("attempt to access field %ld", i);
  if (!i) {
    if (TT.dirty0) rebuild();
    return TT.fld;
  }
  if (!TT.splitdone && i > TT.nsplit) splitto(i);
  if (i > TT.nsplit) {
    none = vstrv(TT.empty, VSTRNUM);
    return &none;
  }

  return TT.fld+i;
}

static void setnf(long n)
{
  long i;

  splitrec();
  if (n < 0) fatal("NF set to negative value");
  growfields(n);
  for (i = TT.nf+1; i <= n; i++) TT.fld[i] = vstrv(sref(TT.empty), 0);
  for (i = n+1; i <= TT.nf; i++) vdrop(TT.fld+i);
  TT.nf = n;
  setnfval();
  TT.dirty0 = 1;
}

// Store v (taken over) in field i
static void setfield(long i, struct val *v)
{
  if (i < 0) fatal("attempt to access field %ld", i);
  if (!i) {
    struct str *s = tostr(v);
    int fl = (v->fl & VSTR) ? v->fl & VSTRNUM : VSTRNUM;

    vdrop(v);
    vdrop(TT.fld);
    TT.fld[0] = vstrv(s, fl);
    newrec();
    return;
  }
  splitrec();
  if (i > TT.nf) setnf(i);
  vdrop(TT.fld+i);
  TT.fld[i] = *v;
  TT.dirty0 = 1;
}

// Streams for redirections and getline

// Writes to a command that has exited fail (EPIPE), they don't kill awk:
// SIGPIPE is held while they're made and any that came is thrown away
static void pipeguard(int on)
{
  sigset_t ss;
  struct timespec ts = {0};

  sigemptyset(&ss);
  sigaddset(&ss, SIGPIPE);
  if (on) sigprocmask(SIG_BLOCK, &ss, 0);
  else {
    while (sigtimedwait(&ss, 0, &ts) > 0);
    sigprocmask(SIG_UNBLOCK, &ss, 0);
  }
}

static void flushall(void)
{
  struct stream *s;

  fflush(stdout);
  pipeguard(1);
  for (s = TT.streams; s; s = s->next) if (s->fp) fflush(s->fp);
  pipeguard(0);
}

static int isdir(int fd)
{
  struct stat st;

  return !fstat(fd, &st) && S_ISDIR(st.st_mode);
}

static struct stream *getstream(struct str *name, int mode)
{
  struct stream *s;
  char *n = name->s;
  int fd;

  // mode: 0 read file, 1 >, 2 >>, 3 | (write), 4 any open stream, 5 | (read)
  for (s = TT.streams; s; s = s->next)
    if (!strcmp(s->name, n) && (mode == 4 || (s->out == (mode && mode < 4)
        && (s->out || s->pipe == (mode == 5))))) return s;
  if (mode == 4) return 0;
  s = xzalloc(sizeof(*s));
  if (mode && mode < 4) {
    s->out = 1;
    if (mode == 3) {
      flushall();
      s->fp = popen(n, "w");
      s->pipe = 1;
    } else if (!strcmp(n, "/dev/stdout") || !strcmp(n, "-")) s->fp = stdout;
    else if (!strcmp(n, "/dev/stderr")) s->fp = stderr;
    else s->fp = fopen(n, mode == 2 ? "a" : "w");
    if (!s->fp) {
      free(s);
      fatal("can't redirect to \"%s\": %s", n, strerror(errno));
    }
  } else {
    if (mode == 5) {
      FILE *fp;

      flushall();
      if (!(fp = popen(n, "r"))) {
        free(s);
        return 0;
      }
      s->fp = fp;
      s->pipe = 1;
      fd = fileno(fp);
    } else if (!strcmp(n, "-") || !strcmp(n, "/dev/stdin")) fd = 0;
    else if ((fd = open(n, O_RDONLY)) < 0 || isdir(fd)) {
      if (fd >= 0) close(fd);
      free(s);
      return 0;
    }
    s->rd = rdopen(fd);
  }
  s->name = xstrdup(n);
  s->next = TT.streams;
  TT.streams = s;

  return s;
}

static int closestream(struct stream *s)
{
  struct stream **ps;
  int r = 0;

  for (ps = &TT.streams; *ps != s; ps = &(*ps)->next);
  *ps = s->next;
  if (s->rd) {
    if (s->pipe) s->rd->fd = -1;
    rdclose(s->rd);
  }
  if (s->pipe) {
    pipeguard(1);
    r = pclose(s->fp);
    pipeguard(0);
    r = WIFEXITED(r) ? WEXITSTATUS(r) : 256+WTERMSIG(r);
  } else if (s->fp && s->fp != stdout && s->fp != stderr) {
    if (fclose(s->fp)) r = -1;
  } else if (s->fp) fflush(s->fp);
  free(s->name);
  free(s);

  return r;
}

// Variables set from the command line: name=value, the value with escapes
static int cmdassign(char *arg)
{
  char *eq = strchr(arg, '='), *p;
  int i;

  if (!eq || eq == arg || isdigit(*arg)) return 0;
  for (p = arg; p < eq; p++) if (!isalnum(*p) && *p != '_') return 0;
  for (i = 0; i < TT.ngv; i++)
    if (!strncmp(TT.gnames[i], arg, eq-arg) && !TT.gnames[i][eq-arg]) break;
  if (i == TT.ngv) return 1;
  if (TT.gv[i].fl & VARR) fatal("can't assign to %s: it's an array", TT.gnames[i]);
  vdrop(TT.gv+i);
  TT.gv[i] = vstrv(unescape_str(eq+1), VSTRNUM);
  if (i == V_FS || i == V_FIELDWIDTHS || i == V_FPAT) setsplit(i);
  else if (i == V_RS) setrs();
  else if (i == V_NF) setnf(tonum(TT.gv+i));

  return 1;
}

static struct val *argv_elem(long i)
{
  char buf[32], *k = lltoa(i, buf+sizeof(buf));

  return mget(TT.gv[V_ARGV].m, k, strlen(k), 0, 0);
}

// Next record of the main input into *ps (NR and FNR counted)
static int mainrec(struct str **ps)
{
  struct val *v;
  struct str *name;
  int fd;

  for (;;) {
    if (!TT.mainrd) {
      for (;;) {
        if (TT.argi >= tonum(TT.gv+V_ARGC)) {
          if (TT.nfiles || TT.stdin_used) return 0;
          TT.stdin_used = 1;
          name = sref(TT.empty);
          fd = 0;
          break;
        }
        v = argv_elem(TT.argi++);
        if (!v || !(v->fl & (VSTR|VNUM))) continue;
        name = tostr(v);
        if (!name->len || cmdassign(name->s)) {
          sdrop(name);
          continue;
        }
        TT.nfiles++;
        if (!strcmp(name->s, "-") || !strcmp(name->s, "/dev/stdin")) fd = 0;
        else if ((fd = open(name->s, O_RDONLY)) < 0) {
          fflush(stdout);
          error_msg("cannot open \"%s\": %s", name->s, strerror(errno));
          toys.exitval = 2;
          xexit();
        } else if (isdir(fd)) {
          // as gawk: a warning, and on with the next
          error_msg("warning: %s: is a directory: skipped", name->s);
          close(fd);
          sdrop(name);
          continue;
        }
        break;
      }
      TT.mainrd = rdopen(fd);
      vdrop(TT.gv+V_FILENAME);
      TT.gv[V_FILENAME] = vstrv(name, 0);
      vdrop(TT.gv+V_FNR);
      TT.gv[V_FNR] = vnum(0);
    }
    if (getrec(TT.mainrd, ps)) {
      struct val *p;

      for (p = TT.gv+V_NR; p <= TT.gv+V_FNR; p++) {
        if (p->fl != VNUM) {
          double d = tonum(p);

          vdrop(p);
          *p = vnum(d);
        }
        p->num++;
      }
      return 1;
    }
    rdclose(TT.mainrd);
    TT.mainrd = 0;
  }
}

static void nextfile(void)
{
  if (TT.mainrd) rdclose(TT.mainrd);
  TT.mainrd = 0;
}

// Interpreter

struct lref { struct val *p; long f; int g; };

static struct map *getarr(struct node *n)
{
  struct val *p = n->op == N_VAR ? TT.gv+n->i : TT.stack+TT.fp+n->i;

  if (!(p->fl & VARR)) {
    if (p->fl) fatal("can't use scalar %s as an array",
      n->op == N_VAR ? TT.gnames[n->i] : "parameter");
    p->fl = VARR;
    p->m = mnew();
  }

  return p->m;
}

// Subscript string of a list of expressions (joined with SUBSEP)
static struct str *subscript(struct node *n)
{
  struct val v;
  struct str *s, *t, *sep;
  char buf[32], *p;

  v = eval(n);
  if (v.fl == VNUM && fabs(v.num) < 1e18 && v.num == (long long)v.num) {
    p = lltoa(v.num, buf+sizeof(buf));
    s = snew(p, buf+sizeof(buf)-1-p);
  } else s = tostr(&v);
  vdrop(&v);
  if (!n->next) return s;
  sep = TT.gv[V_SUBSEP].s;
  t = subscript(n->next);
  v.s = snew(0, s->len+sep->len+t->len);
  p = mempcpy(v.s->s, s->s, s->len);
  p = mempcpy(p, sep->s, sep->len);
  memcpy(p, t->s, t->len);
  sdrop(s);
  sdrop(t);

  return v.s;
}

static void lresolve(struct node *n, struct lref *r)
{
  struct val v;

  r->g = -1;
  r->f = -1;
  if (n->op == N_VAR) {
    r->p = TT.gv+n->i;
    if (n->i < V_NSPECIAL) r->g = n->i;
    if (n->i == V_NF) splitrec();
  } else if (n->op == N_LOCAL) r->p = TT.stack+TT.fp+n->i;
  else if (n->op == N_INDEX) {
    struct str *k = subscript(n->b);

    r->p = mget(getarr(n->a), k->s, k->len, k, 1);
    sdrop(k);
  } else {
    v = eval(n->a);
    r->f = tonum(&v);
    vdrop(&v);
    r->p = getfield(r->f);
    return;
  }
  if (r->p->fl & VARR) fatal("attempt to use array in a scalar context");
}

static void lstore(struct lref *r, struct val *v)
{
  if (r->f >= 0) {
    setfield(r->f, v);
    return;
  }
  vdrop(r->p);
  *r->p = *v;
  if (r->g >= 0) {
    // (FS = 1 is the string "1")
    if (r->g >= V_FS && r->g <= V_OFMT && !(v->fl & VSTR)) {
      struct str *s = tostr(v);

      *r->p = vstrv(s, 0);
    }
    if (r->g == V_NF) setnf(tonum(v));
    else if (r->g == V_FS || r->g >= V_FIELDWIDTHS) setsplit(r->g);
    else if (r->g == V_RS) setrs();
  }
}

static void assign(struct node *lv, struct val *v)
{
  struct lref r;

  lresolve(lv, &r);
  lstore(&r, v);
}

// Output buffer for sprintf and friends
static void obput(char *s, long len)
{
  if (!TT.ob || TT.oblen+len >= TT.obcap)
    TT.ob = xrealloc(TT.ob, TT.obcap = 2*(TT.oblen+len)+256);
  memcpy(TT.ob+TT.oblen, s, len);
  TT.oblen += len;
}

static int utf8enc(unsigned c, char *o)
{
  if (c < 128) return *o = c, 1;
  if (c < 0x800) return o[0] = 0xc0|c>>6, o[1] = 0x80|(c&63), 2;
  if (c < 0x10000)
    return o[0] = 0xe0|c>>12, o[1] = 0x80|((c>>6)&63), o[2] = 0x80|(c&63), 3;
  o[0] = 0xf0|((c>>18)&7), o[1] = 0x80|((c>>12)&63);
  o[2] = 0x80|((c>>6)&63), o[3] = 0x80|(c&63);

  return 4;
}

// Format into TT.ob: fmt with args (a node list)
static void format(struct str *fmt, struct node *args)
{
  char *f = fmt->s, *e = f+fmt->len, spec[64], *sp, buf[512], c;
  struct val v;
  struct str *s;
  long len, wid, prec;
  int n, left;

  TT.oblen = 0;
  obput("", 0);
  while (f < e) {
    if (*f != '%') {
      char *p = memchr(f, '%', e-f);

      if (!p) p = e;
      obput(f, p-f);
      f = p;
      continue;
    }
    if (f[1] == '%') {
      obput("%", 1);
      f += 2;
      continue;
    }
    sp = spec;
    *sp++ = *f++;
    wid = prec = -1;
    left = 0;
    while (f < e && strchr("-+ #0'", *f)) {
      if (*f == '-') left = 1;
      if (sp < spec+8) *sp++ = *f;
      f++;
    }
    for (n = 0; n < 2; n++) {
      if (n) {
        if (*f != '.') break;
        *sp++ = *f++;
        prec = 0;
      }
      if (*f == '*') {
        f++;
        if (!args) fatal("not enough arguments to satisfy format string");
        v = eval(args);
        args = args->next;
        len = tonum(&v);
        vdrop(&v);
        if (!n && len < 0) {
          left = 1;
          *sp++ = '-';
          len = -len;
        }
        if (n && len < 0) {
          sp--;
          prec = -1;
          continue;
        }
        sp += sprintf(sp, "%ld", len);
      } else for (len = 0; f < e && isdigit(*f); f++) {
        len = len*10 + *f-'0';
        if (len > 100000000) len = 100000000;
        if (sp < spec+40) *sp++ = *f;
      }
      if (n) prec = len;
      else if (sp[-1] != '%' && isdigit(sp[-1])) wid = len;
    }
    while (f < e && strchr("hlLqjzt", *f)) f++;
    if (f == e) {
      obput(spec, sp-spec);
      break;
    }
    c = *f++;
    if (c == '%') {
      obput("%", 1);
      continue;
    }
    if (!strchr("cdiouxXeEfFgGaAs", c)) {
      obput(spec, sp-spec);
      obput(&c, 1);
      continue;
    }
    if (!args) fatal("not enough arguments to satisfy format string");
    v = eval(args);
    args = args->next;
    if (c == 's' || c == 'c') {
      char cb[4];

      if (c == 's') s = tostr(&v);
      else if ((v.fl & VSTR) && !v.s->len) {
        s = 0;
        len = 1;
        *cb = 0;
      } else if (v.fl & VSTR) {
        s = sref(v.s);
        if (s->len > 1) prec = 1;
      } else {
        s = 0;
        len = (unsigned)tonum(&v);
        if (TT.utf8) len = utf8enc(len, cb);
        else *cb = len, len = 1;
      }
      if (s) {
        len = s->len;
        if (prec >= 0) len = u8off(s->s, s->len, prec);
        wid -= u8len(s->s, len);
      } else wid -= 1;
      if (!left) while (wid-- > 0) obput(" ", 1);
      obput(s ? s->s : cb, len);
      if (left) while (wid-- > 0) obput(" ", 1);
      sdrop(s);
    } else {
      double d = tonum(&v);
      char *big = buf;
      int sz = sizeof(buf);

      // as gawk: inf and nan are +inf, -nan... (INF for %X %E %F %G), with
      // no width or flags
      if (isnan(d) || isinf(d)) {
        len = sprintf(big, "%c%s", signbit(d) ? '-' : '+',
          isnan(d) ? (isupper(c) ? "NAN" : "nan") : isupper(c) ? "INF" : "inf");
      } else if (strchr("dioxXu", c)) {
        if (fabs(d) >= 9.2e18) {
          if (c == 'd' || c == 'i') {
            strcpy(sp, ".0f");
            if (prec >= 0) sp[0] = 'f', sp[1] = 0;
          } else strcpy(sp, "g");
          len = snprintf(big, sz, spec, d);
        } else {
          sp[0] = 'l', sp[1] = 'l', sp[2] = c, sp[3] = 0;
          if (c == 'd' || c == 'i') len = snprintf(big, sz, spec, (long long)d);
          else len = snprintf(big, sz, spec, (unsigned long long)(long long)d);
        }
      } else {
        sp[0] = c, sp[1] = 0;
        len = snprintf(big, sz, spec, d);
      }
      if (len >= sz) {
        big = xmalloc(len+1);
        if (sp[0] == 'l') snprintf(big, len+1, spec, (long long)d);
        else snprintf(big, len+1, spec, d);
      }
      obput(big, len);
      if (big != buf) free(big);
    }
    vdrop(&v);
  }
}

static FILE *outfile(struct node *n)
{
  struct val v;
  struct str *s;
  FILE *fp;

  if (!n->sub) return stdout;
  v = eval(n->b);
  s = tostr(&v);
  vdrop(&v);
  fp = getstream(s, n->sub)->fp;
  sdrop(s);

  return fp;
}

static __attribute__((noinline)) void print(struct node *n)
{
  FILE *fp = stdout;
  struct node *a;
  struct val v;
  struct str *s;

  if (n->op == N_PRINTF) {
    v = eval(n->a);
    s = tostr(&v);
    vdrop(&v);
    format(s, n->a->next);
    sdrop(s);
    if (TT.pending) return;
    fp = outfile(n);
    if (n->sub == 3) pipeguard(1);
    fwrite(TT.ob, 1, TT.oblen, fp);
  } else {
    struct str *ors = TT.gv[V_ORS].s, *ofs = TT.gv[V_OFS].s;

    struct str *one[8], **strs = one;
    int i, cnt = 0;

    // evaluate all before writing: redirections see finished values
    for (a = n->a; a; a = a->next) cnt++;
    if (cnt > 8) strs = xmalloc(cnt*sizeof(*strs));
    for (a = n->a, i = 0; a; a = a->next) {
      v = eval(a);
      strs[i++] = tostrf(&v, V_OFMT);
      vdrop(&v);
    }
    if (!TT.pending) {
      fp = outfile(n);
      if (n->sub == 3) pipeguard(1);
      if (!cnt) {
        s = getfield(0)->s;
        fwrite(s->s, 1, s->len, fp);
      }
      for (i = 0; i < cnt; i++) {
        if (i) fwrite(ofs->s, 1, ofs->len, fp);
        fwrite(strs[i]->s, 1, strs[i]->len, fp);
      }
    }
    for (i = 0; i < cnt; i++) sdrop(strs[i]);
    if (strs != one) free(strs);
    if (TT.pending) return;
    fwrite(ors->s, 1, ors->len, fp);
  }
  if (n->sub == 3) {
    pipeguard(0);
    clearerr(fp);
  }
  if (ferror(fp)) fatal("write error: %s", strerror(errno));
}

static __attribute__((noinline)) struct val callfunc(struct node *n)
{
  struct func *f = n->f;
  struct node *a;
  int base = TT.sp, i, r, oldfp;
  struct val v, *p;

  stackcheck("function call");
  if (TT.sp+f->nparam+1 >= STACKVALS) fatal("function call nesting too deep");
  for (i = 0, a = n->a; i < f->nparam; i++, a = a ? a->next : 0) {
    p = 0;
    if (a && (a->op == N_VAR || a->op == N_LOCAL)) {
      p = a->op == N_VAR ? TT.gv+a->i : TT.stack+TT.fp+a->i;
      if (!(p->fl & VARR) && !(f->isarr[i] && !p->fl)) p = 0;
      else getarr(a);
    }
    if (p) {
      v.fl = VARR|VREF;
      v.m = p->m;
    } else if (a) {
      if (f->isarr[i]) fatal("function %s: parameter %d must be an array",
        f->name, i+1);
      v = eval(a);
      v.fl &= ~VREF;
    } else v.fl = 0;
    // the next argument's calls go above this one
    TT.stack[base+i] = v;
    TT.sp = base+i+1;
  }
  TT.sp = base+f->nparam;
  oldfp = TT.fp;
  TT.fp = base;
  TT.retval->fl = 0;
  r = exec(f->body);
  if (r == R_NEXT || r == R_NEXTFILE || r == R_EXIT) TT.pending = r;
  v = *TT.retval;
  TT.retval->fl = 0;
  for (i = 0; i < f->nparam; i++) {
    p = TT.stack+base+i;
    if ((p->fl & (VARR|VREF)) == VARR) {
      mclear(p->m);
      free(p->m->b);
      free(p->m);
    } else if (!(p->fl & VARR)) vdrop(p);
    p->fl = 0;
  }
  TT.fp = oldfp;
  TT.sp = base;

  return v;
}

// sub and gsub: how = 1 (first), 0 (all); gensub: how = n, with backrefs
static struct str *substitute(regex_t *re, struct str *repl, struct str *s,
  int how, int gen, int *count)
{
  regmatch_t m[10];
  long pos = 0, last = -1;
  int n = 0, i;
  char *r;

  TT.oblen = 0;
  *count = 0;
  while (pos <= s->len) {
    if (!rexecn(re, s->s, pos, s->len, 10, m, 0)) break;
    if (m[0].rm_eo == m[0].rm_so && m[0].rm_so == last) {
      // no empty match right after the previous match
      if (m[0].rm_so >= s->len) break;
      obput(s->s+m[0].rm_so, 1);
      pos = m[0].rm_so+1;
      continue;
    }
    obput(s->s+pos, m[0].rm_so-pos);
    if (!how || ++n == how) {
      for (r = repl->s; r < repl->s+repl->len; r++) {
        // \& is a literal &, \\& a backslash and the match
        if (*r == '\\' && r[1] == '&') obput(++r, 1);
        else if (*r == '\\' && r[1] == '\\' && r[2] == '&') obput(r++, 1);
        else if (gen && *r == '\\' && isdigit(r[1])) {
          i = *++r-'0';
          if (m[i].rm_so >= 0) obput(s->s+m[i].rm_so, m[i].rm_eo-m[i].rm_so);
        } else if (*r == '&')
          obput(s->s+m[0].rm_so, m[0].rm_eo-m[0].rm_so);
        else obput(r, 1);
      }
      (*count)++;
    } else obput(s->s+m[0].rm_so, m[0].rm_eo-m[0].rm_so);
    last = pos = m[0].rm_eo;
    if (m[0].rm_eo == m[0].rm_so) {
      if (pos < s->len) obput(s->s+pos, 1);
      pos++;
    }
    if (how && n >= how) break;
  }
  if (pos < s->len) obput(s->s+pos, s->len-pos);

  return snew(TT.ob, TT.oblen);
}

static double dorand(void)
{
  return erand48(TT.seed);
}

static void dosrand(double d)
{
  unsigned long long u = d;

  TT.lastseed = d;
  TT.seed[0] = 0x330e;
  TT.seed[1] = u;
  TT.seed[2] = u>>16;
}


// Sorting of arrays: for (k in a) with PROCINFO["sorted_in"], asort, asorti

struct sent {
  struct str *k, *vs;
  struct val *v, cv, kv;
  double kn, vn;
  int vt;
};
static int sortby;
static struct func *sortfunc, *sortnew;

static int scmp(struct str *a, struct str *b)
{
  int r = memcmp(a->s, b->s, a->len < b->len ? a->len : b->len);

  return r ? r : (a->len > b->len) - (a->len < b->len);
}

static int sentcmp(const void *aa, const void *bb)
{
  const struct sent *a = aa, *b = bb;
  int r = 0, m = sortby>>1;

  if (m == 6) {
    // a function of the program: f(i1, v1, i2, v2) < 0, 0 or > 0
    struct node call = {0}, arg[4] = {{0}};
    struct val v;
    double d;
    int i;

    for (i = 0; i < 4; i++) {
      arg[i].op = N_VAL;
      arg[i].vp = (struct val *[]){(struct val *)&a->kv, (struct val *)&a->cv,
        (struct val *)&b->kv, (struct val *)&b->cv}[i];
      if (i) arg[i-1].next = arg+i;
    }
    call.op = N_CALL;
    call.f = sortfunc;
    call.a = arg;
    v = callfunc(&call);
    d = tonum(&v);
    vdrop(&v);
    r = (d > 0) - (d < 0);
  } else if (m == 2) r = (a->kn > b->kn) - (a->kn < b->kn);
  else if (m == 3 || (m == 5 && a->vt && b->vt)) r = scmp(a->vs, b->vs);
  else if (m == 4 || m == 5) {
    if (m == 5) r = a->vt - b->vt;
    if (!r) r = (a->vn > b->vn) - (a->vn < b->vn);
  }
  if (!r) r = scmp(a->k, b->k);

  return (sortby&1) ? -r : r;
}

// "@ind_str_asc" ... "@val_type_desc": (kind<<1)|desc, 0 for unsorted
static int sortmode(struct str *s)
{
  char *kinds[] = {"ind_str", "ind_num", "val_str", "val_num", "val_type"};
  int i;

  if (*s->s != '@') {
    for (i = 0; i < TT.nfunc; i++) if (!strcmp(TT.funcs[i]->name, s->s)) {
      if (!TT.funcs[i]->defined) break;
      sortnew = TT.funcs[i];
      return 6<<1;
    }
    if (*s->s) fatal("sort function %s not defined", s->s);
    return 0;
  }
  for (i = 0; i < 5; i++) {
    int len = strlen(kinds[i]);

    if (!strncmp(s->s+1, kinds[i], len)) {
      if (!strcmp(s->s+1+len, "_asc")) return (i+1)<<1;
      if (!strcmp(s->s+1+len, "_desc")) return ((i+1)<<1)|1;
    }
  }

  return 0;
}

// The entries of m in order mode; keys referenced, value strings to free
static struct sent *sortmap(struct map *m, int mode)
{
  struct sent *se = xzalloc((m->n+1)*sizeof(*se));
  struct hent *e;
  struct func *f;
  unsigned i, k = 0;

  for (i = 0; i <= m->mask; i++) for (e = m->b[i]; e; e = e->next, k++) {
    se[k].k = sref(e->k);
    se[k].v = &e->v;
    if (mode>>1 == 6) {
      // the function could change the array: it gets copies
      se[k].cv = vcopy(&e->v);
      se[k].v = &se[k].cv;
      se[k].kv = vstrv(e->k, 0);
    }
    if (mode>>1 == 2) se[k].kn = s2n(e->k->s, 0);
    if (mode>>1 >= 3) {
      if (e->v.fl & VARR) fatal("can't sort an array of arrays");
      se[k].vt = !isnumeric(&e->v);
      se[k].vn = tonum(&e->v);
      if (mode>>1 != 4) se[k].vs = tostr(&e->v);
    }
  }
  // a sort in the comparison function restores the outer sort's settings
  i = sortby;
  f = sortfunc;
  sortby = mode;
  sortfunc = sortnew;
  qsort(se, k, sizeof(*se), sentcmp);
  sortby = i;
  sortfunc = f;
  // qsort moved the copies
  if (mode>>1 == 6) for (i = 0; i < k; i++) se[i].v = &se[i].cv;

  return se;
}

static void sentfree(struct sent *se, unsigned n)
{
  unsigned i;

  for (i = 0; i < n; i++) {
    sdrop(se[i].k);
    if (se[i].vs) sdrop(se[i].vs);
    vdrop(&se[i].cv);
  }
  free(se);
}

// Order of for (k in a) that PROCINFO["sorted_in"] asks for
static int sortedin(void)
{
  int pi = TT.procinfo, mode;
  struct val *v;
  struct str *s;

  if (pi < 0 || !(TT.gv[pi].fl & VARR)
      || !(v = mget(TT.gv[pi].m, "sorted_in", 9, 0, 0))) return 0;
  s = tostr(v);
  mode = sortmode(s);
  sdrop(s);

  return mode;
}

// asort (values) and asorti (indices) of src into dst (or src): count
static double asort(struct map *src, struct map *dst, int mode, int ind)
{
  struct sent *se = sortmap(src, mode);
  unsigned i, n;
  struct val *vals;
  char buf[32];

  for (n = 0; se[n].k; n++);
  vals = xmalloc((n+1)*sizeof(*vals));
  for (i = 0; i < n; i++)
    vals[i] = ind ? vstrv(sref(se[i].k), 0) : vcopy(se[i].v);
  sentfree(se, n);
  mclear(dst);
  for (i = 0; i < n; i++) mset(dst, lltoa(i+1, buf+sizeof(buf)), vals[i]);
  free(vals);

  return n;
}

static __attribute__((noinline)) struct val builtin(struct node *n)
{
  struct node *a = n->a;
  struct val v = {0}, w;
  struct str *s, *t;
  double d, e;
  int id = n->sub, i;
  long start, len;
  regmatch_t m;

  if (id == B_length) {
    if (!a) s = sref(getfield(0)->s);
    else {
      if (a->op == N_VAR || a->op == N_LOCAL) {
        struct val *p = a->op == N_VAR ? TT.gv+a->i : TT.stack+TT.fp+a->i;

        if (p->fl & VARR) return vnum(p->m->n);
      }
      w = eval(a);
      s = tostr(&w);
      vdrop(&w);
    }
    v = vnum(u8len(s->s, s->len));
    sdrop(s);
    return v;
  }
  if (id == B_split) {
    struct map *arr = getarr(a->next);
    struct node *fs = a->next->next;
    int mode = TT.fsmode;
    char c = TT.fschar;
    regex_t *re = &TT.fsre;
    char buf[32], *k;

    w = eval(a);
    s = tostr(&w);
    vdrop(&w);
    // (a new FS is for split() now, for records from the next)
    if (fs || TT.fsdirty) {
      if (fs && fs->op == N_ERE) {
        mode = 2;
        re = fs->re;
      } else {
        if (fs) {
          w = eval(fs);
          t = tostr(&w);
          vdrop(&w);
        } else t = sref(TT.gv[V_FS].s);
        if (t->len == 1 && *t->s == ' ') mode = 0;
        else if (!t->len) mode = 3;
        else if (t->len == 1) {
          mode = 1;
          c = *t->s;
        } else {
          mode = 2;
          re = dynre(t);
        }
        sdrop(t);
      }
    }
    len = splitstr(s->s, s->len, mode, c, re, 0);
    mclear(arr);
    for (i = 0; i < len; i++) {
      k = lltoa(i+1, buf+sizeof(buf));
      mset(arr, k, vstrv(snew(s->s+TT.spl[2*i], TT.spl[2*i+1]-TT.spl[2*i]),
        VSTRNUM));
    }
    // gawk's fourth argument: the separators, seps[i] after field i
    if (fs && fs->next) {
      struct map *seps = getarr(fs->next);
      long from, to;

      if (seps == arr)
        fatal("split: cannot use the same array for second and fourth args");
      mclear(seps);
      for (i = mode ? 1 : 0; i <= len; i++) {
        from = i ? TT.spl[2*i-1] : 0;
        to = i < len ? TT.spl[2*i] : s->len;
        if ((i && i < len) || to > from)
          mset(seps, lltoa(i, buf+sizeof(buf)), vstrv(snew(s->s+from,
            to-from), 0));
        if (!len) break;
      }
    }
    sdrop(s);
    return vnum(len);
  }
  // gawk's patsplit(s, a [, fpat [, seps]]): a[i] the matches of fpat,
  // seps[i] the text after a[i] (seps[0] before a[1])
  if (id == B_patsplit) {
    struct map *arr = getarr(a->next), *seps = 0;
    struct node *fp = a->next->next;
    regex_t *re;
    char buf[32];
    long from, to;

    w = eval(a);
    s = tostr(&w);
    vdrop(&w);
    if (fp && fp->next && (seps = getarr(fp->next)) == arr)
      fatal("patsplit: cannot use the same array for second and fourth args");
    if (fp && fp->op == N_ERE) re = fp->re;
    else {
      if (fp) {
        w = eval(fp);
        t = tostr(&w);
        vdrop(&w);
      } else t = tostr(TT.gv+V_FPAT);
      if (!t->len) fatal("patsplit: third argument must be non-null");
      re = dynre(t);
      sdrop(t);
    }
    len = fpsplit(s->s, s->len, re);
    mclear(arr);
    for (i = 0; i < len; i++)
      mset(arr, lltoa(i+1, buf+sizeof(buf)), vstrv(snew(s->s+TT.spl[2*i],
        TT.spl[2*i+1]-TT.spl[2*i]), VSTRNUM));
    if (seps) {
      mclear(seps);
      for (i = 0; s->len && i <= len; i++) {
        from = i ? TT.spl[2*i-1] : 0;
        to = i < len ? TT.spl[2*i] : s->len;
        mset(seps, lltoa(i, buf+sizeof(buf)), vstrv(snew(s->s+from, to-from),
          0));
      }
    }
    sdrop(s);
    return vnum(len);
  }
  if (id == B_sub || id == B_gsub || id == B_gensub) {
    regex_t *re = nodere(a);
    struct node *target = a->next->next;
    struct str *repl;
    int count, how = id == B_sub;

    w = eval(a->next);
    repl = tostr(&w);
    vdrop(&w);
    if (id == B_gensub) {
      w = eval(target);
      target = target->next;
      if ((w.fl & VSTR) && (*w.s->s|32) == 'g') how = 0;
      else if ((how = tonum(&w)) < 1) how = 1;
      vdrop(&w);
    }
    if (target) w = eval(target);
    else w = vcopy(getfield(0));
    s = tostr(&w);
    vdrop(&w);
    t = substitute(re, repl, s, how, id == B_gensub, &count);
    sdrop(repl);
    sdrop(s);
    if (id == B_gensub) return vstrv(t, 0);
    if (count) {
      w = vstrv(t, 0);
      if (target) assign(target, &w);
      else setfield(0, &w);
    } else sdrop(t);
    return vnum(count);
  }
  if (id == B_match) {
    regex_t *re;

    w = eval(a);
    s = tostr(&w);
    vdrop(&w);
    re = nodere(a->next);
    if (rexec(re, s->s, 0, s->len, &m, 0)) {
      start = u8len(s->s, m.rm_so)+1;
      len = u8len(s->s+m.rm_so, m.rm_eo-m.rm_so);
    } else start = 0, len = -1;
    sdrop(s);
    vdrop(TT.gv+V_RSTART);
    TT.gv[V_RSTART] = vnum(start);
    vdrop(TT.gv+V_RLENGTH);
    TT.gv[V_RLENGTH] = vnum(len);
    return vnum(start);
  }
  if (id == B_sprintf) {
    w = eval(a);
    s = tostr(&w);
    vdrop(&w);
    format(s, a->next);
    sdrop(s);
    return vstrv(snew(TT.ob, TT.oblen), 0);
  }
  if (id == B_close || id == B_fflush || id == B_system) {
    struct stream *st;

    if (!a) {
      flushall();
      return vnum(0);
    }
    w = eval(a);
    s = tostr(&w);
    vdrop(&w);
    if (id == B_system) {
      flushall();
      i = system(s->s);
      d = WIFEXITED(i) ? WEXITSTATUS(i) : 256+WTERMSIG(i);
    } else if (!(st = getstream(s, 4))) d = -1;
    else if (id == B_fflush) d = st->fp ? fflush(st->fp) : 0;
    else {
      d = closestream(st);
      if ((st = getstream(s, 4))) closestream(st);
    }
    sdrop(s);
    return vnum(d);
  }
  if (id == B_rand) return vnum(dorand());
  if (id == B_systime) return vnum(time(0));
  if (id == B_strftime) {
    char *fmt = "%a %b %e %H:%M:%S %Z %Y", *buf = 0;
    time_t tt = time(0);
    struct tm tm;
    long size = 256, got;

    s = 0;
    if (a) {
      w = eval(a);
      fmt = (s = tostr(&w))->s;
      vdrop(&w);
      if (a->next) {
        w = eval(a->next);
        d = tonum(&w);
        vdrop(&w);
        if (d < 0 && d > -1) d = 0;
        tt = d;
      }
    }
    i = 0;
    if (a && a->next && a->next->next) {
      w = eval(a->next->next);
      i = istrue(&w);
      vdrop(&w);
    }
    if (!(i ? gmtime_r(&tt, &tm) : localtime_r(&tt, &tm)))
      fatal("strftime: time out of range");
    for (;; size *= 2) {
      buf = xrealloc(buf, size);
      if ((got = strftime(buf, size, fmt, &tm)) || !*fmt || size > 1<<20)
        break;
    }
    t = snew(buf, got);
    free(buf);
    if (s) sdrop(s);
    return vstrv(t, 0);
  }
  if (id == B_mktime) {
    struct tm tm;
    long long y;
    int dst = -1;
    time_t tt;

    w = eval(a);
    s = tostr(&w);
    vdrop(&w);
    i = 0;
    if (a->next) {
      w = eval(a->next);
      i = istrue(&w);
      vdrop(&w);
    }
    memset(&tm, 0, sizeof(tm));
    if (sscanf(s->s, "%lld %d %d %d %d %d %d", &y, &tm.tm_mon, &tm.tm_mday,
        &tm.tm_hour, &tm.tm_min, &tm.tm_sec, &dst) < 6
        || y-1900 < INT_MIN || y-1900 > INT_MAX) d = -1;
    else {
      tm.tm_year = y-1900;
      tm.tm_mon--;
      tm.tm_isdst = i ? 0 : dst;
      tt = i ? timegm(&tm) : mktime(&tm);
      d = tt;
    }
    sdrop(s);
    return vnum(d);
  }
  if (id == B_asort || id == B_asorti) {
    struct map *src = getarr(a), *dst = a->next ? getarr(a->next) : src;
    int mode = id == B_asort ? 10 : 2;

    if (a->next && a->next->next) {
      w = eval(a->next->next);
      s = tostr(&w);
      vdrop(&w);
      if (!(mode = sortmode(s))) fatal("%s: bad sort order %s",
        builtins[id], s->s);
      sdrop(s);
    }
    return vnum(asort(src, dst, mode, id == B_asorti));
  }
  if (id == B_srand) {
    e = TT.lastseed;
    if (a) {
      w = eval(a);
      d = tonum(&w);
      vdrop(&w);
    } else d = time(0);
    dosrand(d);
    return vnum(e);
  }

  // the rest take strings or numbers
  w = eval(a);
  // gawk's strtonum: a string is read as srcnum() does if it starts with 0
  if (id == B_strtonum) {
    char *end;

    d = isnumeric(&w) || *w.s->s != '0' ? tonum(&w) : srcnum(w.s->s, &end);
    vdrop(&w);
    return vnum(d);
  }
  if (id == B_substr || id == B_index || id == B_tolower || id == B_toupper) {
    s = tostr(&w);
    vdrop(&w);
    if (id == B_tolower || id == B_toupper) {
      t = snew(s->s, s->len);
      for (i = 0; i < t->len; i++) {
        wchar_t wc;
        mbstate_t mb = {0};
        char tmp[MB_LEN_MAX];
        size_t l;

        if (TT.utf8 && (t->s[i]&0x80) && (l = mbrtowc(&wc, t->s+i, t->len-i,
            &mb)) < 8 && wcrtomb(tmp, id == B_tolower ? towlower(wc)
            : towupper(wc), &mb) == l)
        {
          memcpy(t->s+i, tmp, l);
          i += l-1;
        } else t->s[i] = id == B_tolower ? tolower(t->s[i]) : toupper(t->s[i]);
      }
      sdrop(s);
      return vstrv(t, 0);
    }
    v = eval(a->next);
    if (id == B_index) {
      char *p;

      t = tostr(&v);
      vdrop(&v);
      p = memmem(s->s, s->len, t->s, t->len);
      v = vnum(p ? u8len(s->s, p-s->s)+1 : 0);
      sdrop(t);
      sdrop(s);
      return v;
    }
    d = tonum(&v);
    vdrop(&v);
    if (isnan(d)) d = 0;
    e = 1e300;
    if (a->next->next) {
      v = eval(a->next->next);
      e = tonum(&v);
      vdrop(&v);
      // as gawk: truncated, and a start before 1 counts as 1
      if (isnan(e)) e = -1;
      e = trunc(e);
    }
    d = trunc(d);
    if (d < 1) d = 1;
    if (e > s->len) e = s->len;
    if (e > 0 && d <= s->len) {
      start = u8off(s->s, s->len, d-1);
      len = u8off(s->s+start, s->len-start, e);
      t = snew(s->s+start, len);
    } else t = sref(TT.empty);
    sdrop(s);
    return vstrv(t, 0);
  }
  d = tonum(&w);
  vdrop(&w);
  switch (id) {
  case B_sin: return vnum(sin(d));
  case B_cos: return vnum(cos(d));
  case B_exp: return vnum(exp(d));
  case B_log: return vnum(log(d));
  case B_sqrt: return vnum(sqrt(d));
  case B_int: return vnum(trunc(d));
  case B_atan2:
    v = eval(a->next);
    e = tonum(&v);
    vdrop(&v);
    return vnum(atan2(d, e));
  }

  return v;
}

static __attribute__((noinline)) struct val getline_expr(struct node *n)
{
  struct val v;
  struct str *s = 0, *name;
  struct stream *st;
  int r;

  if (n->sub) {
    v = eval(n->b);
    name = tostr(&v);
    vdrop(&v);
    st = getstream(name, n->sub == 2 ? 5 : 0);
    if (!st || st->out) {
      sdrop(name);
      return vnum(-1);
    }
    sdrop(name);
    // NR isn't counted (as gawk, mawk and busybox do)
    r = getrec(st->rd, &s);
  } else {
    r = mainrec(&s);
  }
  if (r) {
    v = vstrv(s, VSTRNUM);
    if (n->a) assign(n->a, &v);
    else setfield(0, &v);
  } else sdrop(s);

  return vnum(r);
}

// The cell of a plain (not special) variable holding a number, or 0
static struct val *numcell(struct node *n)
{
  struct val *p;

  if (n->op == N_VAR && n->i >= V_NSPECIAL) p = TT.gv+n->i;
  else if (n->op == N_LOCAL) p = TT.stack+TT.fp+n->i;
  else return 0;

  return p->fl == VNUM ? p : 0;
}

static double arith(int op, double d, double e)
{
  switch (op) {
  case N_ADD: return d+e;
  case N_SUB: return d-e;
  case N_MUL: return d*e;
  case N_DIV:
    if (!e) fatal("division by zero attempted");
    return d/e;
  case N_MOD:
    if (!e) fatal("division by zero in %%");
    return fmod(d, e);
  }

  return pow(d, e);
}

// Numeric value of an expression: arithmetic on numbers needs no values
static double evalnum(struct node *n)
{
  struct val *p, v;
  double d;

  if (n->op == N_NUM) return n->num;
  if ((p = numcell(n))) return p->num;
  if (n->op >= N_ADD && n->op <= N_POW) {
    d = evalnum(n->a);
    return arith(n->op, d, evalnum(n->b));
  }
  if (n->op == N_NEG) return -evalnum(n->a);
  v = eval(n);
  d = tonum(&v);
  vdrop(&v);

  return d;
}

// Truth of an expression, comparisons and logic without values
static int evalbool(struct node *n)
{
  struct val v, w;
  int i;

  if (n->op >= N_LT && n->op <= N_NE) {
    struct val *p;

    // numbers in variables and constants are compared where they are
    if (n->a->op == N_NUM) v = vnum(n->a->num);
    else if ((p = numcell(n->a))) v = *p;
    else v = eval(n->a);
    if (n->b->op == N_NUM) w = vnum(n->b->num);
    else if ((p = numcell(n->b)) && v.fl == VNUM) w = *p;
    else w = eval(n->b);
    if (v.fl == VNUM && w.fl == VNUM) {
      if (n->op == N_EQ) return v.num == w.num;
      if (n->op == N_NE) return v.num != w.num;
      i = v.num < w.num ? -1 : v.num > w.num ? 1 : v.num == w.num ? 0 : 2;
    } else {
      i = compare(&v, &w);
      vdrop(&v);
      vdrop(&w);
    }
    if (i == 2) return n->op == N_NE;
    switch (n->op) {
    case N_LT: return i < 0;
    case N_LE: return i <= 0;
    case N_GT: return i > 0;
    case N_GE: return i >= 0;
    case N_EQ: return !i;
    }
    return !!i;
  }
  if (n->op == N_AND) return evalbool(n->a) && evalbool(n->b);
  if (n->op == N_OR) return evalbool(n->a) || evalbool(n->b);
  if (n->op == N_NOT) return !evalbool(n->a);
  v = eval(n);
  i = istrue(&v);
  vdrop(&v);

  return i;
}

// x op= y: the new value of x
static double opassign(struct node *n)
{
  struct val v, *p;
  struct lref r;
  double e = evalnum(n->b);

  if (TT.pending) return 0;
  if ((p = numcell(n->a))) return p->num = arith(n->sub, p->num, e);
  lresolve(n->a, &r);
  v = vnum(arith(n->sub, tonum(r.p), e));
  lstore(&r, &v);

  return v.num;
}

static struct val eval(struct node *n)
{
  struct val v, w, *p;
  struct lref r;
  double d;
  struct str *s, *t;
  int i;

  switch (n->op) {
  case N_NUM:
    return vnum(n->num);
  case N_STR:
    return vstrv(sref(n->s), 0);
  case N_ERE:
    s = getfield(0)->s;
    if (n->lit) return vnum(!!memfind(s->s, s->len, n->lit->s, n->lit->len));
    if (unmatchable(n, s)) return vnum(0);
    return vnum(rexec(n->re, s->s, 0, s->len, (regmatch_t []){{0}}, 0));
  case N_VAR:
    if (n->i == V_NF) splitrec();
    return vcopy(TT.gv+n->i);
  case N_LOCAL:
    return vcopy(TT.stack+TT.fp+n->i);
  case N_FIELD:
    return vcopy(getfield(evalnum(n->a)));
  case N_INDEX:
    s = subscript(n->b);
    v = vcopy(mget(getarr(n->a), s->s, s->len, s, 1));
    sdrop(s);
    return v;
  case N_IN:
    s = subscript(n->a);
    v = vnum(!!mget(getarr(n->b), s->s, s->len, 0, 0));
    sdrop(s);
    return v;
  case N_ASSIGN:
    if (n->sub) return vnum(opassign(n));
    v = eval(n->b);
    if (TT.pending) return v;
    w = v;
    if (w.fl & VSTR) w.s->ref++;
    assign(n->a, &w);
    return v;
  case N_COND:
    return eval(evalbool(n->a) ? n->b : n->c);
  case N_AND: case N_OR: case N_NOT:
  case N_LT: case N_LE: case N_GT: case N_GE: case N_EQ: case N_NE:
    return vnum(evalbool(n));
  case N_NEG:
    return vnum(-evalnum(n->a));
  case N_PLUS: case N_ADD: case N_SUB: case N_MUL: case N_DIV: case N_MOD:
  case N_POW:
    return vnum(evalnum(n->op == N_PLUS ? n->a : n));
  case N_CAT:
    v = eval(n->a);
    s = tostr(&v);
    vdrop(&v);
    v = eval(n->b);
    t = tostr(&v);
    vdrop(&v);
    if (s->ref == 1 && s->cap >= s->len+t->len) {
      memcpy(s->s+s->len, t->s, t->len);
      s->s[s->len += t->len] = 0;
      v = vstrv(s, 0);
    } else {
      v = vstrv(snew(0, s->len+t->len), 0);
      memcpy(v.s->s, s->s, s->len);
      memcpy(v.s->s+s->len, t->s, t->len);
      sdrop(s);
    }
    sdrop(t);
    return v;
  case N_MATCH: case N_NOMATCH: {
    regex_t *re;
    regmatch_t m;

    v = eval(n->a);
    s = tostr(&v);
    vdrop(&v);
    if (n->b->lit) i = !!memfind(s->s, s->len, n->b->lit->s, n->b->lit->len);
    else if (n->b->op == N_ERE && unmatchable(n->b, s)) i = 0;
    else {
      re = nodere(n->b);
      i = rexec(re, s->s, 0, s->len, &m, 0);
    }
    sdrop(s);
    return vnum(i == (n->op == N_MATCH));
  }
  case N_PREINC: case N_PREDEC: case N_POSTINC: case N_POSTDEC:
    if ((p = numcell(n->a))) {
      d = p->num;
      p->num += (n->op == N_PREINC || n->op == N_POSTINC) ? 1 : -1;
      return vnum(n->op == N_PREINC || n->op == N_PREDEC ? p->num : d);
    }
    lresolve(n->a, &r);
    d = tonum(r.p);
    v = vnum(d + ((n->op == N_PREINC || n->op == N_POSTINC) ? 1 : -1));
    lstore(&r, &v);
    return vnum(n->op == N_PREINC || n->op == N_PREDEC ? v.num : d);
  case N_CALL:
    if (TT.pending) return vnum(0);
    return callfunc(n);
  case N_BUILTIN:
    return builtin(n);
  case N_GETLINE:
    return getline_expr(n);
  case N_VAL:
    return vcopy(n->vp);
  case N_GROUP:
    fatal("line %d: syntax error: grouping outside print", n->line);
  }

  return vnum(0);
}

// Run a statement (or a list of them, for blocks)
static int exec(struct node *n)
{
  struct val v, *p;
  int r, i;

  for (; n; n = n->next) {
    switch (n->op) {
    case N_BLOCK:
      if ((r = exec(n->a))) return r;
      break;
    case N_EXPR:
      // (a loop's counter and sums: no value made and dropped)
      if (n->a->op >= N_PREINC && n->a->op <= N_POSTDEC
          && (p = numcell(n->a->a)))
        p->num += (n->a->op == N_PREINC || n->a->op == N_POSTINC) ? 1 : -1;
      else if (n->a->op == N_ASSIGN && n->a->sub) opassign(n->a);
      else {
        v = eval(n->a);
        vdrop(&v);
      }
      break;
    case N_PRINT: case N_PRINTF:
      print(n);
      break;
    case N_IF:
      i = evalbool(n->a);
      if (TT.pending) break;
      if ((r = exec(i ? n->b : n->c))) return r;
      break;
    case N_WHILE: case N_DO:
      for (i = n->op == N_DO;; i = 0) {
        if (!i && (!evalbool(n->a) || TT.pending)) break;
        r = exec(n->b);
        if (r == R_BRK) break;
        if (r && r != R_CONT) return r;
      }
      break;
    case N_FOR:
      if (n->a) exec(n->a);
      for (;;) {
        if (n->b && (!evalbool(n->b) || TT.pending)) break;
        r = exec(n->d);
        if (r == R_BRK) break;
        if (r && r != R_CONT) return r;
        if (n->c) exec(n->c);
      }
      break;
    case N_FORIN: {
      struct map *m = getarr(n->b);
      struct str **keys = xmalloc((m->n+1)*sizeof(*keys));
      struct hent *e;
      unsigned j, k = 0;

      if ((j = sortedin())) {
        struct sent *se = sortmap(m, j);

        // (a sort function could have deleted elements: the keys held count)
        for (k = 0; se[k].k; k++) keys[k] = sref(se[k].k);
        sentfree(se, k);
      } else for (j = 0; j <= m->mask; j++)
        for (e = m->b[j]; e; e = e->next) keys[k++] = sref(e->k);
      for (r = 0, j = 0; j < k; j++) {
        if (r == R_NORM || r == R_CONT) {
          v = vstrv(sref(keys[j]), VSTRNUM*0);
          assign(n->a, &v);
          r = exec(n->d);
          if (r == R_BRK) r = R_BRK;
        }
        sdrop(keys[j]);
        if (r == R_BRK || (r && r != R_CONT)) {
          for (j++; j < k; j++) sdrop(keys[j]);
          break;
        }
      }
      free(keys);
      if (r && r != R_BRK && r != R_CONT) return r;
      break;
    }
    case N_BREAK: return R_BRK;
    case N_CONT: return R_CONT;
    case N_NEXT: return R_NEXT;
    case N_NEXTFILE: return R_NEXTFILE;
    case N_EXIT:
      if (n->a) {
        v = eval(n->a);
        TT.exitcode = tonum(&v);
        vdrop(&v);
      }
      return R_EXIT;
    case N_RETURN:
      if (n->a) {
        v = eval(n->a);
        vdrop(TT.retval);
        if (v.fl & VARR) v.fl = 0;
        *TT.retval = v;
      }
      return R_RET;
    case N_DELETE: {
      struct map *m = getarr(n->a);

      if (!n->b) mclear(m);
      else {
        struct str *k = subscript(n->b);

        mdel(m, k);
        sdrop(k);
      }
      break;
    }
    }
    if (TT.pending) return TT.pending;
  }

  return R_NORM;
}

static int evalbool(struct node *n);

static int runlist(struct node *n)
{
  int r;

  for (; n; n = n->next) {
    r = exec(n->a);
    TT.pending = 0;
    if (r == R_EXIT) return r;
  }

  return 0;
}


void awk_main(void)
{
  char **argv = toys.optargs, *prog, **env, *p;
  struct arg_list *al;
  struct node *n;
  struct str *s;
  int i, r = 0, nv, nvf;
  long len;
  extern char **environ;
  struct rlimit rl;

  // The stack may grow to 100 MB (the kernel leaves that much room below it)
  TT.stacktop = __builtin_frame_address(0);
  if (!getrlimit(RLIMIT_STACK, &rl)) {
    if (rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < 100<<20
        && (rl.rlim_max == RLIM_INFINITY || rl.rlim_max > rl.rlim_cur)) {
      rl.rlim_cur = rl.rlim_max < 100<<20 ? rl.rlim_max : 100<<20;
      setrlimit(RLIMIT_STACK, &rl);
    }
    TT.stackmax = rl.rlim_cur < 100<<20 ? rl.rlim_cur : 100<<20;
  } else TT.stackmax = 8<<20;
  TT.stackmax -= TT.stackmax > 4<<20 ? 1<<20 : TT.stackmax/4;

  // The program: -f files or the first argument
  if (TT.f) {
    for (prog = 0, len = 0, al = TT.f; al; al = al->next) {
      char *p = readfile(!strcmp(al->arg, "-") ? "/dev/stdin" : al->arg, 0, 0);

      if (!p) {
        error_msg("can't open file %s: %s", al->arg, strerror(errno));
        toys.exitval = 2;
        return;
      }
      prog = xrealloc(prog, len+strlen(p)+2);
      strcpy(prog+len, p);
      len += strlen(p);
      prog[len++] = '\n';
      prog[len] = 0;
      free(p);
    }
  } else {
    if (!*argv) {
      show_help(stderr, 0);
      toys.exitval = 2;
      return;
    }
    prog = *argv++;
  }
  // numbers are read and printed with a '.' whatever the locale
  setlocale(LC_NUMERIC, "C");
  TT.utf8 = MB_CUR_MAX > 1;
  for (i = 0; i < V_NSPECIAL; i++) gvar(specials[i], strlen(specials[i]));
  lex(prog);
  program();
  TT.rt = findgvar("RT");
  TT.procinfo = findgvar("PROCINFO");

  TT.empty = snew("", 0);
  TT.empty->ref = 1<<30;
  TT.gv = xzalloc((TT.ngv+1)*sizeof(struct val));
  // zeroed pages reserved, used only as deep as functions call
  TT.stack = mmap(0, STACKVALS*sizeof(struct val), PROT_READ|PROT_WRITE,
    MAP_PRIVATE|MAP_ANONYMOUS|MAP_NORESERVE, -1, 0);
  if (TT.stack == MAP_FAILED) perror_exit("mmap");
  TT.retval = xzalloc(sizeof(struct val));
  growfields(64);
  TT.fld[0] = vstrv(sref(TT.empty), 0);
  TT.splitdone = 1;
  TT.gv[V_NF] = TT.gv[V_NR] = TT.gv[V_FNR] = vnum(0);
  TT.gv[V_RLENGTH] = vnum(-1);
  TT.gv[V_RSTART] = vnum(0);
  for (i = V_FS; i <= V_OFMT; i++) if (i != V_RSTART && i != V_RLENGTH) {
    char *init[] = {" ", " ", "\n", "\n", "", "\034", 0, 0, "%.6g", "%.6g"};

    TT.gv[i] = vstrv(snew(init[i-V_FS], strlen(init[i-V_FS])), 0);
  }
  TT.gv[V_FIELDWIDTHS] = vstrv(sref(TT.empty), 0);
  TT.gv[V_FPAT] = vstrv(snew("[^[:space:]]+", 13), 0);
  procfs();
  TT.gv[V_ENVIRON].fl = TT.gv[V_ARGV].fl = VARR;
  TT.gv[V_ENVIRON].m = mnew();
  TT.gv[V_ARGV].m = mnew();
  for (env = environ; *env; env++) {
    char *eq = strchr(*env, '=');

    if (!eq) continue;
    s = snew(*env, eq-*env);
    mset(TT.gv[V_ENVIRON].m, s->s, vstrv(snew(eq+1, strlen(eq+1)), VSTRNUM));
    sdrop(s);
  }
  mset(TT.gv[V_ARGV].m, "0", vstrv(snew("awk", 3), 0));
  for (i = 0; argv[i]; i++) {
    char buf[32];

    mset(TT.gv[V_ARGV].m, lltoa(i+1, buf+sizeof(buf)),
      vstrv(snew(argv[i], strlen(argv[i])), VSTRNUM));
  }
  TT.gv[V_ARGC] = vnum(i+1);
  // -F and -v take effect in the order given (-v FPAT=x -F: splits by FS):
  // count the -v before the last -F
  for (i = 1, nv = nvf = 0; (p = toys.argv[i]) && *p == '-' && p[1]; i++) {
    if (!strcmp(p, "--")) break;
    for (p++; *p && !strchr("Fvf", *p); p++);
    if (*p == 'v') nv++;
    if (*p == 'F') nvf = nv;
    if (*p && !p[1]) i++;
  }
  for (al = TT.v, nv = 0;; al = al->next, nv++) {
    if (TT.F && nv == nvf) {
      vdrop(TT.gv+V_FS);
      TT.gv[V_FS] = vstrv(unescape_str(TT.F), 0);
      setsplit(V_FS);
    }
    if (!al) break;
    if (!cmdassign(al->arg)) {
      error_msg("-v: invalid assignment %s", al->arg);
      toys.exitval = 2;
      return;
    }
  }
  setfs();
  setrs();
  dosrand(1);
  TT.argi = 1;

  r = runlist(TT.begin);
  if (r != R_EXIT && (TT.rules || TT.end)) {
    while (mainrec(&TT.fld[0].s)) {
      TT.fld[0].fl = VSTR|VSTRNUM;
      newrec();
      for (n = TT.rules; n; n = n->next) {
        if (n->b) {
          // range pattern: n->sub is set while inside the range
          if (!n->sub) {
            if (!evalbool(n->a)) continue;
            n->sub = 1;
          }
          if (evalbool(n->b)) n->sub = 0;
        } else if (n->a && !evalbool(n->a)) continue;
        if (TT.pending) r = TT.pending;
        else if (n->c) r = exec(n->c);
        else {
          struct node p = {.op = N_PRINT};

          r = exec(&p);
        }
        TT.pending = 0;
        if (r == R_NEXT || r == R_NEXTFILE || r == R_EXIT) break;
      }
      if (r == R_NEXTFILE) nextfile();
      if (r == R_EXIT) break;
      r = 0;
    }
  }
  TT.pending = 0;
  runlist(TT.end);

  while (TT.streams) closestream(TT.streams);
  // (xflush() reports stdout's error, once)
  if (fflush(stdout) || ferror(stdout)) {
    toys.exitval = 2;
    xflush(0);
  }
  toys.exitval = TT.exitcode;
}
