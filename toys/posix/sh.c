/* sh.c - the command shell
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/sh.html
 * and https://pubs.opengroup.org/onlinepubs/9699919799/utilities/V3_chap02.html
 *
 * Input is lexed and parsed into a tree of nodes one complete command at a
 * time, then run. Words stay as their source text (quotes included) and are
 * expanded when the command runs: tilde, parameters, $(...), $((...)), then
 * field splitting, pathname expansion and quote removal.

USE_SH(NEWTOY(sh, 0, TOYFLAG_BIN|TOYFLAG_NOHELP))
USE_SH(OLDTOY(bash, sh, TOYFLAG_BIN|TOYFLAG_NOHELP))

config SH
  bool "sh"
  default y
  help
    usage: sh [-eunvxf] [-o OPTION] [-c COMMAND [NAME [ARG...]] | -s | FILE [ARG...]]

    Command shell: run COMMAND, the script FILE or the commands read from
    stdin (a prompt when stdin is a terminal).

    -c  Run COMMAND (NAME is $0, the ARGs $1...)
    -s  Read commands from stdin (the ARGs are $1...)
    -e  Exit when a command fails        -u  Unset variables are errors
    -n  Parse only, run nothing          -v  Print input as it is read
    -x  Print commands as they run       -f  No pathname expansion
    -o pipefail  A pipeline fails when any of its commands fails

    Builtins: . : [ [[ alias bg break cd command continue echo eval exec exit
    export false fg getopts hash jobs kill let local printf pwd read readonly
    return set shift source test times trap true type ulimit umask unalias
    unset wait

    Bash extras: caller dirs fc help history mapfile popd pushd readarray
    shopt, namerefs (declare -n), HISTCONTROL HISTIGNORE HISTTIMEFORMAT, select
    loops, <(...) >(...), extglob @( ) *( ) +( ) ?( ) !( ), printf -v %q %b
    %(FORMAT)T, ${x@Q} ${x@E} ${x@P} ${x@A} ${x@a} ${x@U} ${x@u} ${x@L}
*/

#define FOR_sh
#include "toys.h"
#include <glob.h>
#include <sys/times.h>

#define ARRAY_LEN(a) (int)(sizeof(a)/sizeof(*(a)))
struct toy_list *toy_find(const char *name);

// Input sources: a string (-c, eval, $(...)) or a file descriptor read by
// lines (stdin one byte at a time, so commands we run see the rest of it).
struct src {
  char *buf, *more;  // more: text fed a line at a time, each line echoed
  long len, pos, cap;
  int fd, lineno, eof, rlen, rpos, eval;
  char *rbuf;
};

struct redir {
  struct redir *next, *nexthere;
  int type, fd, quoted;
  char *word, *here;
};

struct node {
  int type, flags, lineno;
  struct node *a, *b, *c, *next;
  char **words, **assign, *str;
  char *text;  // an and-or list's source text, for job control
  int nwords, nassign;
  struct redir *redir;
};

struct var {
  char *name, *val, **arr;  // arrays: element 0 in val, the rest in arr
  int flags, alen;
  char **keys;  // associative arrays: keys[i] names arr[i] (val unused)
  int hnext;  // the next variable (index+1) in this one's hash chain
  // an append's room: val has vcap bytes and vlen of them used while
  // vown == val (any other new value leaves vown stale)
  char *vown;
  long vlen, vcap;
};

struct saved {
  struct saved *next;
  char *name, *val, **arr, **keys;  // a copy of the elements, as struct var
  int flags, depth, alen;
  long long dyn;  // RANDOM's seed, SECONDS' base
};

// the hash builtin's table: where a command was found in PATH
struct hashed {
  char *name, *path;
  int hits;
};

struct func {
  struct func *next;
  char *name;
  struct node *body;
  int flags;  // declare -f: V_RDONLY V_TRACE V_EXPORT
};

struct job {
  struct job *next;
  int pid, status, done, num;
  char *cmd;
  // job control: the job's processes, their state (0 running, 1 stopped,
  // 2 done) and status, the terminal's modes when it stopped
  int pgid, npids, *pids, *state, *stat, stopped, seq, sigshown, havetmodes;
  struct termios tmodes;
};

// Interactive use (at the end of this file)
struct builtin;
static int sh_prompt(struct src *in);
static void hist_line(struct src *in);
static void hist_trim(char *f);
static void hist_add(char *s, int cont);
static void jc_forked(int pid);
static int jc_wait(int pid, int quiet);
static void jc_bg(int pid, struct node *n);
static void jc_text(struct node *n, long at);
static struct builtin *findibuiltin(char *name);
static int bi_jobs(char **argv);
static int bi_fg(char **argv);
static void jc_start(int on);
static void jc_notify(void);
static int jc_stoppedjobs(int eof);
static struct job *jc_find(char *spec, char *cmd);
static void sh_profile(void);
static void sh_interactive(void);
static char *prompt(char *ps);
static void sh_leaving(void);

GLOBALS(
  struct src *in;
  long tokstart, aliasend[16];
  char *aliasing[16];
  int tok, tokfd, toktype, peeked, dbrack, regex, toklineno;
  char *tokword;
  struct redir *heredocs, **lasthere;
  struct var *vars;
  int nvars, cvars;
  struct saved *locals, *temps;
  struct func *funcs;
  struct hashed *hashed;
  int nhashed;
  struct job *jobs;
  struct job *fgjob, *bgjob;
  char **hist, *jobtext;
  long nhist, histbase;
  int histon, histexp, jobctl, jobbg, ttyfd, origpgrp, jobseq, login, cmdnum,
    warned;
  struct termios tmodes;
  char **argv, *arg0, **aliasn, **aliasv;
  int argc, naliases;
  int status, substat, lastbg, depth, loops, brk, cont, ret, noerr, exempt;
  int opt_e, opt_u, opt_x, opt_f, opt_n, opt_v, opt_C, opt_a, pipefail;
  int inerr, interactive, noline, subshell, rootpid, inexit, jobnum, lineno, execlast;
  int xdepth, intemp;
  char *traps[65];
  volatile int pending[65];
  jmp_buf *errjmp;
  unsigned long randseed;  // (unsigned: its steps overflow)
  time_t start;
  char *stackbase;
  long stackmax;
  // bash extras
  int shopts, npsfd, nzomb, *psfd, *pspid, *zomb, ndirs;
  char **dirs, **callname;
  int ncalls, *callline, posix, locale;
  long long secbase;
  int noref, fcecho, histskip, inhere, newcmd, arerr, incomp;
  char *arprefix;
  int arsub, arfatal, insub, noasg;
  jmp_buf *evaljmp;
  int evalnext;
  long histsaved, histread;
  time_t *htime;
)

static void runtext(char *s, int len, char *name);
static void cleartraps(void);
static int run(struct node *n);
static char *getvar(char *name);
static void setvar(char *name, char *val, int flags);
static void hashclear(void);

// Bash extras (shopt, extglob, process substitution, printf, mapfile,
// pushd...): their code is in the blocks marked "bash extras" below.
enum {SO_DOTGLOB = 1, SO_NOALIAS = 2, SO_EXTGLOB = 4, SO_FAILGLOB = 8,
  SO_GLOBSTAR = 16, SO_LASTPIPE = 32, SO_NOCASEGLOB = 64, SO_NOCASEMATCH = 128,
  SO_NULLGLOB = 256};
static int pmatch(char *pat, char *s, int nocase);
// a pattern element for the fast matcher
struct pel {
  char *p;     // a [...]: where it starts
  int type, c; // 0 the character c, 1 ?, 2 [...], 3 *
};
static int pm_get(char **ps, char *e);
static struct pel *pm_compile(char *pat, int rev, int *count);
static void pm_run(struct pel *el, int n, char *pe, char *s, char *se, int rev,
  int nocase, int shortest, long *first, long *last);
static int shglob(char *pat, char ***out, int *n);
static int bi_shopt(char **argv);
static int run_select(struct node *n);
static void pipestatus1(int status);
static void call_push(char *name);
static int wait_next(void);
static char *procsub(char *s, long len, int out);
static void procsub_done(int from);

// Things that are easy to get wrong in C: growing strings and arrays.
struct sb {
  char *s;
  long len, cap;
};

static void sbadd(struct sb *b, char *s, long n)
{
  if (b->len+n+1 > b->cap) b->s = xrealloc(b->s, b->cap = (b->len+n+1)*2+32);
  memcpy(b->s+b->len, s, n);
  b->s[b->len += n] = 0;
}

static void sbc(struct sb *b, int c)
{
  char cc = c;

  sbadd(b, &cc, 1);
}

static char *sbdone(struct sb *b)
{
  if (!b->s) sbadd(b, "", 0);
  b->s[b->len] = 0;

  return b->s;
}

static void addarr(char ***arr, int *n, char *s)
{
  if (!(*n&15)) *arr = xrealloc(*arr, (*n+17)*sizeof(char *));
  (*arr)[(*n)++] = s;
  (*arr)[*n] = 0;
}

// (ASCII only, as isalpha() in any locale: a byte past 127 is never one)
static int isname(int c, int first)
{
  return c=='_' || (unsigned)((c|32)-'a') < 26
    || (!first && (unsigned)(c-'0') < 10);
}

// Length of the variable name s starts with
static int namelen(char *s)
{
  int i = 0;

  if (isname(*s, 1)) while (isname(s[++i], 0));

  return i;
}

// Errors: "$0: line N: message", as bash words them.
static void sherr(char *fmt, ...)
{
  va_list va;

  fflush(stdout);
  if (TT.noline) fprintf(stderr, "%s: ", TT.arg0);
  else fprintf(stderr, "%s: line %d: ", TT.arg0, TT.lineno);
  va_start(va, fmt);
  vfprintf(stderr, fmt, va);
  va_end(va);
  fputc('\n', stderr);
}

static void sh_exit(int status);

// Saved descriptors: pairs of (fd, copy or -1). Those in use form a stack
// (fdstack, innermost first), so that an error in an interactive shell
// can put back what a redirection changed (errfds: the stack when errjmp
// was set) before it jumps back to the prompt.
struct fdsave {
  struct fdsave *prev;
  int n, fds[64];
};
static struct fdsave *fdstack, *errfds;
static void restorefds(struct fdsave *sv);

// An error that ends a non-interactive shell (expansion errors, syntax)
static noreturn void fatal(int status)
{
  TT.status = status;
  if (TT.errjmp) {
    while (fdstack && fdstack != errfds) restorefds(fdstack);
    longjmp(*TT.errjmp, 1);
  }
  sh_exit(status);
  exit(status);
}

/* Input */

static int refill(void)
{
  struct src *in = TT.in;
  int c, started = 0;

  if (in->more) {
    long l = strchrnul(in->more, '\n')-in->more;

    if (!*in->more) return 0;
    l += !!in->more[l];
    if (in->len+l+1 > in->cap)
      in->buf = xrealloc(in->buf, in->cap = in->len+l+256);
    memcpy(in->buf+in->len, in->more, l);
    in->buf[in->len += l] = 0;
    fwrite(in->more, 1, l, stderr);
    in->more += l;
    // fc's lines go to the history as they're read, joined into commands
    if (TT.histon && l > 1) {
      char *line = xstrndup(in->buf+in->len-l, l-1);

      hist_add(line, !TT.newcmd);
      free(line);
    }
    TT.newcmd = 0;

    return 1;
  }
  if (in->fd < 0 || in->eof) return 0;
  // the prompt; on a terminal, the line editor reads the line
  if (TT.interactive && in->fd == 0) {
    if ((started = sh_prompt(in)) >= 0) goto got;
    started = 0;
  }
  for (;;) {
    if (in->rpos == in->rlen) {
      in->rpos = 0;
      in->rlen = read(in->fd, in->rbuf, in->fd ? 4096 : 1);
      if (in->rlen < 0 && errno == EINTR) {
        in->rlen = 0;
        continue;
      }
      if (in->rlen <= 0) {
        in->rlen = 0;
        in->eof = 1;
        break;
      }
    }
    c = in->rbuf[in->rpos++];
    if (!c) continue;
    started = 1;
    if (in->len+2 > in->cap) in->buf = xrealloc(in->buf, in->cap = in->cap*2+256);
    in->buf[in->len++] = c;
    in->buf[in->len] = 0;
    if (c == '\n') break;
  }
got:
  if (started) hist_line(in);
  if (started && TT.opt_v) {
    long i = in->len;

    while (i && (i == in->len || in->buf[i-1] != '\n')) i--;
    fwrite(in->buf+i, 1, in->len-i, stderr);
  }

  return started;
}

static int pc(int off)
{
  while (TT.in->pos+off >= TT.in->len) if (!refill()) return -1;

  return (unsigned char)TT.in->buf[TT.in->pos+off];
}

static int gc(void)
{
  int c = pc(0);

  if (c != -1) {
    TT.in->pos++;
    if (c == '\n') TT.in->lineno++;
  }

  return c;
}

/* Lexer */

enum {T_EOF, T_WORD, T_NL, T_SEMI, T_AMP, T_AND, T_OR, T_PIPE, T_PIPEAMP,
  T_LP, T_RP, T_DSEMI, T_SEMIAMP, T_DSEMIAMP, T_REDIR, T_ARITH};
static char *tokname[] = {0, 0, "newline", ";", "&", "&&", "||",
  "|", "|&", "(", ")", ";;", ";&", ";;&", 0, "(("};

enum {R_IN, R_OUT, R_APP, R_CLOB, R_RW, R_DUPIN, R_DUPOUT, R_HERE, R_HERESTRIP,
  R_HSTR, R_ALL, R_ALLAPP};
static char *redirs[] = {"<", ">", ">>", ">|", "<>", "<&", ">&", "<<", "<<-",
  "<<<", "&>", "&>>", 0};

// test and [[ ]]'s binary operators: 1+ their index, or 0
static int binop(char *s)
{
  char *ops[] = {"=", "==", "!=", "<", ">", "-eq", "-ne", "-lt", "-le", "-gt",
    "-ge", "-nt", "-ot", "-ef", "=~", 0};
  int i;

  if (!*s || !strchr("=!<>-", *s)) return 0;
  for (i = 0; ops[i]; i++)
    if (*ops[i] == *s && !strcmp(ops[i]+1, s+1)) return i+1;

  return 0;
}

// [[ ]]'s operator words (unquoted, split out by the lexer) but !
static int dbop(char *w)
{
  char *ops[] = {"&&", "||", "(", ")", "<", ">", 0}, **o = ops;

  while (*o && strcmp(*o, w)) o++;

  return !!*o;
}

// [[ ]]'s operators, and the lexer's others (a pointer into its tables)
static int dbtok(char *w)
{
  int i;

  for (i = 0; i < ARRAY_LEN(tokname); i++)
    if (w == tokname[i] || (i < ARRAY_LEN(redirs) && w == redirs[i])) return 1;

  return dbop(w);
}

// [[ ]]'s unary operators (as words: unquoted)
static int dbunop(char *s)
{
  return *s == '-' && s[1] && !s[2] && strchr("abcdefghkLprsStuwxOGNnzv", s[1]);
}

// A line of a [[ ]] syntax error's message, added to toybuf
static void dbmsg(char *fmt, char *arg)
{
  int len = strlen(toybuf);

  if (len > sizeof(toybuf)-99) return;
  if (len) toybuf[len++] = '\n';
  sprintf(toybuf+len, fmt, arg);
}

// [[ ]]'s n words w from *i, checked as bash parses them: lvl 0 an
// expression (terms joined by ||), 1 a term (factors joined by &&), 2 a
// factor. 0 after a syntax error (its message in toybuf: none for a missing
// word), else *i is past it.
static int dbparse(char **w, int n, int *i, int lvl)
{
  char *s = *i < n ? w[*i] : "]]", *t = *i+1 < n ? w[*i+1] : "]]",
    *u = *i+2 < n ? w[*i+2] : "]]";
  int ok;

  if (lvl < 2) {
    for (;;) {
      if (!dbparse(w, n, i, lvl+1)) return 0;
      if (*i == n || strcmp(w[*i], lvl ? "&&" : "||")) return 1;
      ++*i;
    }
  }
  if (*i == n) return 0;
  if (!strcmp(s, "!")) return ++*i, dbparse(w, n, i, 2);
  if (!strcmp(s, "(")) {
    ++*i;
    if ((ok = dbparse(w, n, i, 0)) && *i < n && !strcmp(w[*i], ")"))
      return ++*i, 1;
    dbmsg("%sexpected `)'", ok && *i == n ? "unexpected token `]]', " : "");
  } else if (dbtok(s))
    dbmsg("unexpected token `%s' in conditional command", s);
  else if (dbunop(s)) {
    if (*i+1 < n && !dbtok(t)) return *i += 2, 1;
    dbmsg("unexpected argument `%s' to conditional unary operator", t);
  } else if (binop(t)) {
    if (*i+2 < n && !dbtok(u)) return *i += 3, 1;
    dbmsg("unexpected argument `%s' to conditional binary operator", u);
  } else if (*i+1 == n || !strcmp(t, "&&") || !strcmp(t, "||")
      || !strcmp(t, ")")) return ++*i, 1;
  else if (dbtok(t))
    dbmsg("unexpected token `%s', conditional binary operator expected", t);
  else dbmsg("conditional binary operator expected", 0);

  return 0;
}

// A syntax error: "syntax error: " and the text of WHY before a, b and c;
// without a, WHY alone
static noreturn void syntaxmsg(char *why, char *a, char *b, char *c)
{
  // eval's text: only eval fails (bash outside posix mode)
  int ev = TT.in->eval && TT.evaljmp;
  char *a0 = TT.arg0;

  TT.lineno = TT.in->lineno;
  if (ev) TT.arg0 = xmprintf("%s: eval", a0);
  // (each line of WHY a message, "" none)
  for (; why && *why; why += !!*why) {
    char *e = strchrnul(why, '\n');

    sherr("%s%.*s", a ? "syntax error: " : "", (int)(e-why), why);
    why = e;
  }
  if (a) sherr("syntax error: %s%s%s", a, b, c);
  if (ev) {
    free(TT.arg0);
    TT.arg0 = a0;
  }
  if (ev && !TT.posix) {
    TT.status = 2;
    longjmp(*TT.evaljmp, 1);
  }
  fatal(2);
}

static noreturn void syntax(char *what)
{
  if (!what) syntaxmsg(0, "unexpected end of file", "", "");
  syntaxmsg(0, "unexpected '", what, "'");
}

static noreturn void synerr(void)
{
  TT.incomp = 0;
  char *s = TT.toktype == T_WORD ? TT.tokword : TT.toktype == T_REDIR
    ? redirs[TT.tokfd>>16] : tokname[TT.toktype];

  syntax(s);
}

// Split for ((a; b; c))'s text at its two top-level semicolons: into part[]
// when given. The number of parts (4: more than 3).
static int arith_parts(char *s, char **part)
{
  int d = 0, i = 1;

  if (part) *part = s;
  for (; *s; s++) {
    if (*s == '(') d++;
    else if (*s == ')') d--;
    else if (*s == ';' && !d) {
      if (i == 3) return 4;
      if (part) *s = 0, part[i] = s+1;
      i++;
    }
  }

  return i;
}

static struct node *parse_list(int top);
static void lex_word(struct sb *b, int stop);

static noreturn void eofquote(int c)
{
  TT.lineno = TT.in->lineno;
  sherr("unexpected EOF while looking for matching `%c'", c);
  fatal(2);
}

// The lexer's state around a nested parse (a $( ) skipped, an eval's text)
struct lexstate {
  struct redir *hd, **lh;
  char *tw;
  int peeked, tt, db, rx;
};

static void lex_save(struct lexstate *ls)
{
  ls->hd = TT.heredocs;
  ls->lh = TT.lasthere;
  ls->tw = TT.tokword;
  ls->peeked = TT.peeked;
  ls->tt = TT.toktype;
  ls->db = TT.dbrack;
  ls->rx = TT.regex;
}

static void lex_restore(struct lexstate *ls)
{
  TT.heredocs = ls->hd;
  TT.lasthere = ls->lh;
  TT.tokword = ls->tw;
  TT.peeked = ls->peeked;
  TT.toktype = ls->tt;
  TT.dbrack = ls->db;
  TT.regex = ls->rx;
}

// Skip a $(...) in the input: parse it (the tree is thrown away here, the
// text is parsed again when it runs).
static void lex_cmdsub(struct sb *b)
{
  long start = TT.in->pos;
  struct lexstate ls;

  lex_save(&ls);
  TT.peeked = 0;
  TT.dbrack = TT.regex = 0;
  TT.heredocs = 0;
  TT.lasthere = &TT.heredocs;
  parse_list(2);
  if (!TT.peeked || TT.toktype != T_RP) {
    if (!TT.peeked || TT.toktype == T_EOF) syntax(0);
    synerr();
  }
  sbadd(b, TT.in->buf+start, TT.in->pos-start);
  lex_restore(&ls);
}

// Read the rest of a quoted or nested part of a word into b.
static void lex_word(struct sb *b, int stop)
{
  int c, depth = 0, sq = !stop && TT.incomp && pc(0) == '[' ? 0 : -1;

  for (;;) {
    c = pc(0);
    if (c == -1) {
      if (stop || sq > 0) eofquote(stop ? : ']');
      return;
    }
    // NAME[ sub ] where an assignment may be: the subscript is part of the
    // word (as in bash, = after it or not)
    if (!stop && c == '[' && !TT.noasg && !TT.dbrack && b->len && sq < 0
        && namelen(b->s) >= b->len) sq = 0;
    // a=([key with spaces]=value): the subscript is part of the word
    if (sq >= 0 && (sq || c == '[') && !strchr("'\"\\$`", c)) {
      sq += (c == '[')-(c == ']');
      if (!sq) sq = -1;
      sbc(b, gc());
      continue;
    }
    if (!stop) {
      // bash extras: extglob groups and <(...) >(...) are part of a word
      if (!TT.regex && ((strchr("?*+@!", c)
          && ((TT.shopts&SO_EXTGLOB) || TT.dbrack))
          || (strchr("<>", c) && !TT.dbrack)) && pc(1) == '(')
      {
        int d = 0;

        sbc(b, gc());
        if (strchr("<>", c)) {
          sbc(b, gc());
          lex_cmdsub(b);
          continue;
        }
        do {
          if ((c = gc()) == -1) eofquote(')');
          sbc(b, c);
          if (c == '\\' && (c = gc()) != -1) sbc(b, c);
          else if (c == '(') d++;
          else if (c == ')') d--;
        } while (d);
        continue;
      }
      if (strchr(" \t\n;&|<>", c)) {
        if (!TT.regex) return;
        if (!depth && strchr(" \t\n;&", c)) return;
        if (strchr("<>", c)) return;
      }
      if (c == '(') {
        if (!TT.regex && !TT.dbrack) return;
        if (TT.regex) depth++;
        else return;
      }
      if (c == ')') {
        if (!TT.regex || !depth) return;
        depth--;
      }
    } else if (c == stop) {
      sbc(b, gc());
      return;
    }
    sbc(b, gc());
    if (c == '\\') {
      if ((c = gc()) == -1) return;
      sbc(b, c);
    } else if (c == '\'' && stop != '"' && stop != '`') {
      while ((c = gc()) != '\'') {
        if (c == -1) eofquote('\'');
        sbc(b, c);
      }
      sbc(b, c);
    } else if (c == '"' && stop != '`') lex_word(b, '"');
    else if (c == '`') {
      while ((c = gc()) != '`') {
        if (c == -1) eofquote('`');
        sbc(b, c);
        if (c == '\\' && (c = gc()) != -1) sbc(b, c);
      }
      sbc(b, c);
    } else if (c == '$') {
      c = pc(0);
      if (c == '{') {
        sbc(b, gc());
        lex_word(b, '}');
      } else if (c == '\'' && stop != '"') {
        sbc(b, gc());
        while ((c = gc()) != '\'') {
          if (c == -1) syntax(0);
          sbc(b, c);
          if (c == '\\' && (c = gc()) != -1) sbc(b, c);
        }
        sbc(b, c);
      } else if (c == '(') {
        sbc(b, gc());
        if (pc(0) == '(') {
          int d = 2;

          // $(( )): count parentheses to the closing ))
          sbc(b, gc());
          while (d) {
            if ((c = gc()) == -1) syntax(0);
            sbc(b, c);
            if (c == '(') d++;
            else if (c == ')') d--;
          }
        } else lex_cmdsub(b);
      }
    }
  }
}

// Read one token: TT.toktype, TT.tokword (words), TT.tokfd (redirections:
// fd | type<<8)
static int lex(void)
{
  int c, c2, i;
  struct sb b = {0};

  if (TT.peeked) return TT.toktype;
  TT.peeked = 1;
again:
  while ((c = pc(0)) == ' ' || c == '\t') gc();
  if (c == '\\' && pc(1) == '\n') {
    gc();
    gc();
    goto again;
  }
  if (c == '#') {
    while ((c = pc(0)) != -1 && c != '\n') gc();
  }
  TT.toklineno = TT.in->lineno;
  TT.tokstart = TT.in->pos;
  if (c == -1 && !TT.heredocs) return TT.toktype = T_EOF;
  if (c == '\n' || c == -1) {
    struct redir *r;

    // Here-documents start on the line after their <<
    TT.inhere = !!TT.heredocs;
    gc();
    while ((r = TT.heredocs)) {
      struct sb h = {0};
      char *delim = r->word;
      long ls;
      // (bash's line of a here-document: the lines read before its body)
      int start = TT.in->lineno, hl = start-(c == '\n');

      TT.heredocs = r->nexthere;
      for (;;) {
        ls = h.len;
        while ((c = gc()) != -1 && c != '\n') {
          if (r->type == R_HERESTRIP && c == '\t' && h.len == ls) continue;
          sbc(&h, c);
        }
        if (!strcmp(h.s ? h.s+ls : "", delim)) {
          h.len = ls;
          break;
        }
        if (c == -1) {
          int ln = TT.lineno;

          TT.lineno = hl+TT.in->lineno-start+(h.len > ls);
          sherr("warning: here-document at line %d delimited by end-of-file"
            " (wanted `%s')", hl, delim);
          // (bash: the body ends with a newline all the same)
          if (h.len > ls) sbc(&h, '\n');
          TT.lineno = ln;
          break;
        }
        // An unquoted here-doc joins lines ending in backslash
        if (!r->quoted && h.len > ls && h.s[h.len-1] == '\\') {
          int bs = 0;
          long j = h.len;

          while (j > ls && h.s[j-1] == '\\') j--, bs++;
          if (bs&1) {
            h.len--;
            continue;
          }
        }
        sbc(&h, '\n');
      }
      r->here = xstrndup(sbdone(&h), h.len);
      free(h.s);
    }
    TT.inhere = 0;
    TT.lasthere = &TT.heredocs;
    return TT.toktype = T_NL;
  }
  // Operators
  if (TT.regex && !strchr(" \t\n", c)) goto word;
  if (TT.dbrack && !TT.regex && (c == '(' || c == ')' || c == '<' || c == '>'
      || c == '!' || (c == '&' && pc(1) == '&') || (c == '|' && pc(1) == '|')))
  {
    if (c == '!' && !strchr(" \t\n", pc(1))) goto word;
    sbc(&b, gc());
    if (c == '&' || c == '|') sbc(&b, gc());
    TT.tokword = b.s;
    return TT.toktype = T_WORD;
  }
  if (isdigit(c)) {
    for (i = 0; isdigit(c2 = pc(i)); i++);
    if (c2 == '<' || c2 == '>') {
      int fd = 0;

      while (i--) fd = fd*10+gc()-'0';
      if (fd > 4095) fd = 4095;
      TT.tokfd = fd;
      c = pc(0);
      goto redir;
    }
  }
  if ((c == '<' || c == '>') && pc(1) == '(') goto word;
  if (c == '<' || c == '>' || (c == '&' && pc(1) == '>')) {
    TT.tokfd = (c == '<') ? 0 : 1;
    if (c == '&') TT.tokfd = -1;
redir:
    gc();
    c2 = pc(0);
    if (c == '&') {
      gc();
      i = R_ALL;
      if (pc(0) == '>') gc(), i = R_ALLAPP;
    } else if (c == '<') {
      i = R_IN;
      if (c2 == '<') {
        gc();
        i = R_HERE;
        if (pc(0) == '-') gc(), i = R_HERESTRIP;
        else if (pc(0) == '<') gc(), i = R_HSTR;
      } else if (c2 == '&') gc(), i = R_DUPIN;
      else if (c2 == '>') gc(), i = R_RW;
    } else {
      i = R_OUT;
      if (c2 == '>') gc(), i = R_APP;
      else if (c2 == '|') gc(), i = R_CLOB;
      else if (c2 == '&') gc(), i = R_DUPOUT;
    }
    TT.tokfd = (TT.tokfd&0xfff) | (i<<16) | (TT.tokfd<0)<<15;
    return TT.toktype = T_REDIR;
  }
  if (strchr(";&|()", c)) {
    gc();
    c2 = pc(0);
    if (c == ';') {
      if (c2 == ';') {
        gc();
        if (pc(0) == '&') return gc(), TT.toktype = T_DSEMIAMP;
        return TT.toktype = T_DSEMI;
      }
      if (c2 == '&') return gc(), TT.toktype = T_SEMIAMP;
      return TT.toktype = T_SEMI;
    }
    if (c == '&') return c2 == '&' ? gc(), TT.toktype = T_AND : (TT.toktype = T_AMP);
    if (c == '|') {
      if (c2 == '|') return gc(), TT.toktype = T_OR;
      if (c2 == '&') return gc(), TT.toktype = T_PIPEAMP;
      return TT.toktype = T_PIPE;
    }
    if (c == '(' && c2 == '(') {
      int d = 2;

      // (( arithmetic )) where a command may start
      gc();
      while (d) {
        if ((c = gc()) == -1) syntax(0);
        if (c == '(') d++;
        else if (c == ')' && !--d) break;
        else if (c == ')' && d == 1) {
          if (pc(0) != ')') syntax(")");
          gc();
          break;
        }
        sbc(&b, c);
      }
      TT.tokword = sbdone(&b);
      return TT.toktype = T_ARITH;
    }

    return TT.toktype = c == '(' ? T_LP : T_RP;
  }
word:
  lex_word(&b, 0);
  TT.tokword = sbdone(&b);

  return TT.toktype = T_WORD;
}

/* Parser */

enum {N_CMD, N_PIPE, N_LIST, N_AND, N_OR, N_NOT, N_SUB, N_GROUP, N_IF, N_WHILE,
  N_UNTIL, N_FOR, N_CASE, N_FUNC, N_ARITH, N_DBRACK};

static struct node *newnode(int type)
{
  struct node *n = xzalloc(sizeof(*n));

  n->type = type;
  n->lineno = TT.toklineno;

  return n;
}

// Is the next token this reserved word?
static int isword(char *s)
{
  return lex() == T_WORD && !strcmp(TT.tokword, s);
}

static void expect(char *s)
{
  if (!isword(s)) synerr();
  TT.peeked = 0;
}

static void skipnl(void)
{
  while (lex() == T_NL) TT.peeked = 0;
}

static struct node *parse_pipeline(void);

static int parse_redir(struct redir ***rr)
{
  struct redir *r;

  if (lex() != T_REDIR) return 0;
  r = xzalloc(sizeof(*r));
  r->type = TT.tokfd>>16;
  r->fd = (TT.tokfd&(1<<15)) ? -1 : TT.tokfd&0xfff;
  TT.peeked = 0;
  if (lex() != T_WORD) synerr();
  TT.peeked = 0;
  r->word = TT.tokword;
  if (r->type == R_HERE || r->type == R_HERESTRIP) {
    char *s = r->word, *d = s;

    // Any quoting in the delimiter: no expansion in the body
    r->quoted = !!strpbrk(s, "'\"\\");
    for (; *s; s++) {
      if (*s == '\'' || *s == '"') continue;
      if (*s == '\\' && s[1]) s++;
      *d++ = *s;
    }
    *d = 0;
    *TT.lasthere = r;
    TT.lasthere = &r->nexthere;
  }
  **rr = r;
  *rr = &r->next;

  return 1;
}

static int reserved(char *s)
{
  char *res[] = {"then", "else", "elif", "fi", "do", "done", "esac", "}",
    "in", 0};
  int i;

  for (i = 0; res[i]; i++) if (!strcmp(res[i], s)) return 1;

  return 0;
}

// Replace the word just read by its alias's text, if it has one
static int alias(void)
{
  struct src *in = TT.in;
  char *w = TT.tokword, *v, *nbuf;
  int i, j, slot = -1;
  long vl, wl;

  if (TT.toktype != T_WORD || strpbrk(w, "\\'\"$`")) return 0;
  if (TT.shopts&SO_NOALIAS) return 0;
  for (i = 0; i < TT.naliases; i++) if (!strcmp(TT.aliasn[i], w)) break;
  if (i == TT.naliases) return 0;
  for (j = 0; j < 16; j++) {
    if (TT.aliasing[j] && TT.aliasend[j] < TT.tokstart) TT.aliasing[j] = 0;
    if (!TT.aliasing[j]) slot = j;
    else if (!strcmp(TT.aliasing[j], w)) return 0;
  }
  if (slot < 0) return 0;
  v = TT.aliasv[i];
  vl = strlen(v);
  wl = in->pos-TT.tokstart;
  nbuf = xmalloc(in->len-wl+vl+1);
  memcpy(nbuf, in->buf, TT.tokstart);
  memcpy(nbuf+TT.tokstart, v, vl);
  memcpy(nbuf+TT.tokstart+vl, in->buf+in->pos, in->len-in->pos+1);
  free(in->buf);
  in->buf = nbuf;
  in->len += vl-wl;
  in->cap = in->len+1;
  in->pos = TT.tokstart;
  TT.aliasing[slot] = TT.aliasn[i];
  TT.aliasend[slot] = TT.tokstart+vl;
  TT.peeked = 0;

  return 1;
}

static char *skip_sub(char *s, int stop);

// The builtins whose NAME=value arguments are assignments
static int isdecl(char *w)
{
  return !strchr("dtlre", *w) ? 0
    : !strcmp(w, "declare") || !strcmp(w, "typeset") || !strcmp(w, "local")
    || !strcmp(w, "readonly") || !strcmp(w, "export");
}

// NAME=, NAME+=, NAME[sub]=
static int isassign(char *w)
{
  int l = namelen(w);

  if (!l) return 0;
  w += l;
  if (*w == '[') {
    w = skip_sub(w+1, ']');
    if (*w++ != ']') return 0;
  }
  if (*w == '+') w++;

  return *w == '=';
}

static struct node *parse_command(void)
{
  struct node *n = 0;
  struct redir **rr;
  int t, i, ok;

  TT.tok = 1;
  do t = lex(); while (alias());
  TT.tok = 0;
  if (t == T_LP) {
    TT.peeked = 0;
    n = newnode(N_SUB);
    n->a = parse_list(2);
    if (lex() != T_RP) synerr();
    TT.peeked = 0;
  } else if (t == T_ARITH) {
    n = newnode(N_ARITH);
    n->str = TT.tokword;
    TT.peeked = 0;
  } else if (t == T_WORD) {
    char *w = TT.tokword;

    if (!strcmp(w, "{")) {
      TT.peeked = 0;
      n = newnode(N_GROUP);
      n->a = parse_list(1);
      expect("}");
    } else if (!strcmp(w, "if")) {
      struct node **p;

      TT.peeked = 0;
      n = newnode(N_IF);
      n->a = parse_list(1);
      expect("then");
      n->b = parse_list(1);
      p = &n->c;
      for (;;) {
        if (isword("elif")) {
          TT.peeked = 0;
          *p = newnode(N_IF);
          (*p)->a = parse_list(1);
          expect("then");
          (*p)->b = parse_list(1);
          p = &(*p)->c;
        } else if (isword("else")) {
          TT.peeked = 0;
          *p = parse_list(1);
          expect("fi");
          break;
        } else {
          expect("fi");
          break;
        }
      }
    } else if (!strcmp(w, "while") || !strcmp(w, "until")) {
      TT.peeked = 0;
      n = newnode(*w == 'w' ? N_WHILE : N_UNTIL);
      n->a = parse_list(1);
      expect("do");
      n->b = parse_list(1);
      expect("done");
    } else if (!strcmp(w, "for") || !strcmp(w, "select")) {
      int sel = *w == 's', i;

      TT.peeked = 0;
      n = newnode(N_FOR);
      // (no NAME[ sub ] words: not an assignment's place)
      TT.noasg = 1;
      if (!sel && lex() == T_ARITH) {
        // for (( init; test; step )): three expressions
        // (bash's two lines: what is wrong, and the whole (( )))
        if ((i = arith_parts(n->str = TT.tokword, 0)) != 3)
          syntaxmsg(i > 3 ? "`;' unexpected" : "arithmetic expression "
            "required", "`((", TT.tokword, "))'");
        n->flags = 4;
        TT.peeked = 0;
        if (lex() == T_SEMI) TT.peeked = 0;
      } else {
        if (lex() != T_WORD || namelen(TT.tokword) != strlen(TT.tokword))
          synerr();
        n->str = TT.tokword;
        TT.peeked = 0;
        skipnl();
        if (isword("in")) {
          TT.peeked = 0;
          n->flags = 1;
          while (lex() == T_WORD) {
            addarr(&n->words, &n->nwords, TT.tokword);
            TT.peeked = 0;
          }
          if (lex() != T_SEMI && lex() != T_NL) synerr();
          TT.peeked = 0;
        } else if (lex() == T_SEMI) TT.peeked = 0;
      }
      TT.noasg = 0;
      skipnl();
      if (isword("{")) {
        TT.peeked = 0;
        n->b = parse_list(1);
        expect("}");
      } else {
        expect("do");
        n->b = parse_list(1);
        expect("done");
      }
      if (sel) n->flags |= 2;
    } else if (!strcmp(w, "case")) {
      struct node **p;

      TT.peeked = 0;
      n = newnode(N_CASE);
      TT.noasg = 1;
      if (lex() != T_WORD) synerr();
      n->str = TT.tokword;
      TT.peeked = 0;
      skipnl();
      expect("in");
      p = &n->a;
      for (;;) {
        TT.noasg = 1;
        skipnl();
        if (isword("esac")) break;
        *p = newnode(N_LIST);
        if (lex() == T_LP) TT.peeked = 0;
        for (;;) {
          if (lex() != T_WORD) synerr();
          addarr(&(*p)->words, &(*p)->nwords, TT.tokword);
          TT.peeked = 0;
          if (lex() == T_RP) break;
          if (lex() != T_PIPE) synerr();
          TT.peeked = 0;
        }
        TT.peeked = TT.noasg = 0;
        (*p)->a = parse_list(3);
        t = lex();
        if (t == T_DSEMI || t == T_SEMIAMP || t == T_DSEMIAMP) {
          (*p)->flags = t;
          TT.peeked = 0;
        } else if (!isword("esac")) synerr();
        p = &(*p)->next;
      }
      TT.peeked = 0;
    } else if (!strcmp(w, "[[")) {
      TT.peeked = 0;
      n = newnode(N_DBRACK);
      TT.dbrack = 1;
      for (;;) {
        if (lex() == T_NL) {
          TT.peeked = 0;
          continue;
        }
        // another of the shell's operators: the last, a syntax error below
        if ((t = lex()) != T_WORD) {
          if (!(w = t == T_REDIR ? redirs[TT.tokfd>>16] : tokname[t]))
            synerr();
          addarr(&n->words, &n->nwords, w);
          break;
        }
        TT.peeked = 0;
        if (!strcmp(TT.tokword, "]]")) break;
        addarr(&n->words, &n->nwords, TT.tokword);
        TT.regex = !strcmp(TT.tokword, "=~");
      }
      TT.dbrack = TT.regex = 0;
      // a syntax error, or words left over, as bash says them
      *toybuf = i = 0;
      if ((ok = dbparse(n->words, n->nwords, &i, 0)) && i < n->nwords) {
        w = n->words[i];
        sprintf(toybuf, "syntax error in conditional expression%s%s%s",
          dbtok(w) ? ": unexpected token `" : "", dbtok(w) ? w : "",
          dbtok(w) ? "'" : "");
      }
      if (!ok || i < n->nwords) {
        // (the lexer's operator isn't the node's to free)
        n->nwords -= t != T_WORD;
        syntaxmsg(toybuf, 0, 0, 0);
      }
    } else if (!strcmp(w, "function")) {
      TT.peeked = 0;
      if (lex() != T_WORD) synerr();
      n = newnode(N_FUNC);
      n->str = TT.tokword;
      TT.peeked = 0;
      if (lex() == T_LP) {
        TT.peeked = 0;
        if (lex() != T_RP) synerr();
        TT.peeked = 0;
      }
      skipnl();
      if (!(n->a = parse_command())) synerr();
      return n;
    } else if (reserved(w)) return 0;
  }
  if (n) {
    rr = &n->redir;
    while (parse_redir(&rr));
    return n;
  }

  // Simple command
  n = newnode(N_CMD);
  rr = &n->redir;
  for (;;) {
    char *w;

    TT.noasg = !!n->nwords;
    if (parse_redir(&rr)) continue;
    if (lex() != T_WORD) break;
    TT.noasg = 1;
    w = TT.tokword;
    TT.peeked = 0;
    if ((!n->nwords || isdecl(*n->words)) && isassign(w)) {
      if (w[strlen(w)-1] == '=' && lex() == T_LP) {
        struct sb b = {0};

        // name=(word...): the words kept apart by \001
        TT.peeked = 0;
        sbadd(&b, w, strlen(w));
        sbc(&b, '(');
        TT.incomp = 1;
        for (;;) {
          skipnl();
          if (lex() == T_RP) break;
          if (lex() != T_WORD) synerr();
          sbc(&b, 1);
          sbadd(&b, TT.tokword, strlen(TT.tokword));
          TT.peeked = 0;
        }
        TT.incomp = 0;
        TT.peeked = 0;
        sbc(&b, 1);
        w = b.s;
      }
      // declare a=(1 2): an argument (and arguments don't get split)
      if (n->nwords) addarr(&n->words, &n->nwords, w);
      else addarr(&n->assign, &n->nassign, w);
      continue;
    }
    if (!n->nwords && !n->nassign && !n->redir && lex() == T_LP) {
      // name() compound-command
      TT.peeked = 0;
      if (lex() != T_RP) synerr();
      TT.peeked = 0;
      skipnl();
      n->type = N_FUNC;
      n->str = w;
      TT.noasg = 0;
      if (!(n->a = parse_command())) synerr();
      return n;
    }
    addarr(&n->words, &n->nwords, w);
  }
  TT.noasg = 0;
  if (!n->nwords && !n->nassign && !n->redir) return free(n), (void *)0;

  return n;
}

static struct node *parse_pipeline(void)
{
  struct node *n, *p, **pp;
  int not = 0, t;

  while (isword("!")) {
    TT.peeked = 0;
    not ^= 1;
  }
  if (!(n = parse_command())) {
    if (not) synerr();
    return 0;
  }
  if ((t = lex()) == T_PIPE || t == T_PIPEAMP) {
    p = newnode(N_PIPE);
    p->a = n;
    pp = &n->next;
    while ((t = lex()) == T_PIPE || t == T_PIPEAMP) {
      TT.peeked = 0;
      if (t == T_PIPEAMP) {
        struct redir *r = xzalloc(sizeof(*r)), **rr = &n->redir;

        // |& is 2>&1 |
        while (*rr) rr = &(*rr)->next;
        *rr = r;
        r->type = R_DUPOUT;
        r->fd = 2;
        r->word = "1";
      }
      skipnl();
      if (!(n = parse_command())) synerr();
      *pp = n;
      pp = &n->next;
    }
    n = p;
  }
  if (not) {
    p = newnode(N_NOT);
    p->a = n;
    n = p;
  }

  return n;
}

static struct node *parse_andor(void)
{
  struct node *n = parse_pipeline(), *p;
  int t;

  if (!n) return 0;
  while ((t = lex()) == T_AND || t == T_OR) {
    TT.peeked = 0;
    skipnl();
    p = newnode(t == T_AND ? N_AND : N_OR);
    p->a = n;
    if (!(p->b = parse_pipeline())) synerr();
    n = p;
  }

  return n;
}

// A list of and-or lists. top 0: one line of the script; 1: up to a reserved
// word; 2: up to ")"
static struct node *parse_list(int top)
{
  struct node *list = newnode(N_LIST), **p = &list->a, *n;
  int t;

  for (;;) {
    long at;

    if (top) skipnl();
    at = TT.peeked ? TT.tokstart : TT.in->pos;
    if (!(n = parse_andor())) break;
    *p = n;
    p = &n->next;
    t = lex();
    if (t == T_AMP || TT.jobctl) jc_text(n, at);
    if (t == T_AMP || t == T_SEMI) {
      TT.peeked = 0;
      if (t == T_AMP) n->flags |= 0x100;
      continue;
    }
    if (t != T_NL) break;
    if (!top) break;
  }
  t = lex();
  if (!top) {
    if (t == T_NL) TT.peeked = 0;
    else if (t != T_EOF) synerr();
  } else if (!list->a && t != T_RP && top < 2) synerr();
  else if (top != 2 && (t == T_RP || t == T_EOF)) synerr();

  return list;
}

/* Variables */

#define V_EXPORT 1
#define V_RDONLY 2
#define V_NAMEREF 8
// declare's attributes: -i integer, -l lowercase, -u uppercase, -A assoc
#define V_INT 16
#define V_LOWER 32
#define V_UPPER 64
#define V_ASSOC 128
#define V_TRACE 256
// a local LINENO RANDOM or SECONDS: an ordinary variable until the return
#define V_PLAIN 512

// Variables are found by a hash of their name: vhash[] holds the index+1
// of the first variable of each chain, var.hnext the next one's
static int *vhash, vhsize;

static int *vbucket(char *name, int len)
{
  unsigned h = 5381;

  while (len--) h = h*33 ^ (unsigned char)*name++;

  return vhash+(h&(vhsize-1));
}

static void vhadd(int i)
{
  int *b = vbucket(TT.vars[i].name, strlen(TT.vars[i].name));

  TT.vars[i].hnext = *b;
  *b = i+1;
}

static void vhdel(int i)
{
  int *b = vbucket(TT.vars[i].name, strlen(TT.vars[i].name));

  while (*b != i+1) b = &TT.vars[*b-1].hnext;
  *b = TT.vars[i].hnext;
}

// The variable itself, a nameref not followed
static struct var *findraw(char *name, int len)
{
  struct var *v;
  int i;

  if (!vhsize) return 0;
  for (i = *vbucket(name, len); i; i = v->hnext) {
    v = TT.vars+i-1;
    if (*v->name == *name && !strncmp(v->name, name, len) && !v->name[len])
      return v;
  }

  return 0;
}

// The name a nameref finally points at (0: not a nameref, "": circular)
static char *deref(char *name, int len)
{
  struct var *v;
  char *n = 0;
  int i;

  if (TT.noref) return 0;
  for (i = 0; (v = findraw(n ? n : name, n ? strlen(n) : len))
      && (v->flags&V_NAMEREF) && v->val && *v->val; i++) {
    if (i == 32) {
      sherr("warning: %.*s: circular name reference", len, name);
      return "";
    }
    n = v->val;
  }

  return n;
}

static struct var *findvar(char *name, int len)
{
  struct var *v = findraw(name, len);
  char *n;

  // (only a nameref has anything to follow)
  if (!v || !(v->flags&V_NAMEREF) || !(n = deref(name, len))) return v;

  return *n ? findraw(n, strlen(n)) : 0;
}

static char *numstr(long long n)
{
  char buf[24], *p = buf+sizeof(buf), *q = libbuf;
  unsigned long long u = n < 0 ? -(unsigned long long)n : n;

  // (as sprintf("%lld"), without its cost)
  do *--p = '0'+u%10; while (u /= 10);
  if (n < 0) *q++ = '-';
  memcpy(q, p, buf+sizeof(buf)-p);
  q[buf+sizeof(buf)-p] = 0;

  return libbuf;
}

static long long arith(char *s, int *err);
static char *agetkey(struct var *v, char *key);
static int asetkey(struct var *v, char *key, char *val);
static int setelem(char *name, long i, char *val);
static char *getelem(struct var *v, long i);

// The subscript of a nameref's "name[expr]" target, -1 if bad
static long refsub(char *br)
{
  char *x = xstrndup(br+1, strlen(br+1)-(br[strlen(br)-1] == ']'));
  int err = 0;
  long i = arith(x, &err);

  free(x);

  return err ? -1 : i;
}

static char *getvar(char *name)
{
  struct var *v;
  char *n, *br;

  if (!strchr("LRSBE", *name)) ;
  else if ((v = findraw(name, strlen(name))) && (v->flags&V_PLAIN))
    return v->val;
  else if (!strcmp(name, "LINENO")) return numstr(TT.lineno);
  else if (!strcmp(name, "RANDOM")) {
    TT.randseed = TT.randseed*1103515245+12345;
    return numstr((TT.randseed>>16)&32767);
  }
  else if (!strcmp(name, "SECONDS")) return numstr(time(0)-TT.start+TT.secbase);
  else if (!strcmp(name, "BASHPID")) return numstr(getpid());
  else if (!strcmp(name, "EPOCHSECONDS")) return numstr(time(0));
  // a nameref (to an array element?)
  v = findraw(name, strlen(name));
  if (v && (v->flags&V_NAMEREF) && (n = deref(name, strlen(name)))) {
    if (!*n) return 0;
    if ((br = strchr(n, '['))) return getelem(findraw(n, br-n), refsub(br));
    v = findraw(n, strlen(n));
  }
  if (v && (v->flags&V_ASSOC)) return agetkey(v, "0");

  return v ? v->val : 0;
}

// A value as the attributes make it (a copy): -i evaluates, -l/-u map case
static char *attrval(int flags, char *val, int *err)
{
  char *s;

  if (flags&V_INT) {
    long long n = arith(val, err);

    return *err ? 0 : xstrdup(numstr(n));
  }
  if (!(flags&(V_LOWER|V_UPPER))) return xstrdup(val);
  for (s = val; *s && !(*s&128); s++);
  // the locale's case rules for more than ASCII
  if (*s) {
    struct sb b = {0};
    char buf[8], *q;
    int c;

    if (!TT.locale++) setlocale(LC_CTYPE, "");
    for (s = val; *s; ) {
      q = s;
      c = pm_get(&s, s+strlen(s));
      c = (flags&V_LOWER) ? towlower(c) : towupper(c);
      // a byte that isn't UTF-8 stays as it is
      if (s-q == 1) sbc(&b, (*q&128) ? *q : c);
      else if (c < 128) sbc(&b, c);
      else sbadd(&b, buf, wctoutf8(buf, c));
    }
    return sbdone(&b);
  }
  val = xstrdup(val);
  for (s = val; *s; s++) *s = (flags&V_LOWER) ? tolower(*s) : toupper(*s);

  return val;
}

// Names whose values are more than what they hold
static int specialvar(char *name)
{
  char *names[] = {"LINENO", "RANDOM", "SECONDS", "BASHPID", "EPOCHSECONDS",
    "HISTFILESIZE", "PPID"};
  int i;

  for (i = 0; i < ARRAY_LEN(names); i++) if (!strcmp(name, names[i])) return 1;

  return 0;
}

// LINENO RANDOM SECONDS: local or unset, they are ordinary variables (bash)
static int lrsvar(char *name)
{
  return strchr("LRS", *name) && specialvar(name);
}

// A new variable of this (allocated) name, in the hash
static struct var *newvar(char *name)
{
  struct var *v;

  if (TT.nvars == TT.cvars)
    TT.vars = xrealloc(TT.vars, (TT.cvars = TT.cvars*2+64)*sizeof(*v));
  v = TT.vars+TT.nvars++;
  memset(v, 0, sizeof(*v));
  v->name = name;
  if (TT.nvars > vhsize) {
    int i;

    free(vhash);
    vhash = xzalloc((vhsize = vhsize ? vhsize*2 : 64)*sizeof(int));
    for (i = 0; i < TT.nvars; i++) vhadd(i);
  } else vhadd(TT.nvars-1);

  return v;
}

// Set a variable (val 0: mark only), flags added; 1 for a readonly error
static int setvarf(char *name, char *val, int flags)
{
  struct var *v = findraw(name, strlen(name));
  char *n = v && (v->flags&V_NAMEREF) ? deref(name, strlen(name)) : 0, *br;

  if (n && !*n) return 1;
  if (n && (br = strchr(n, '[')) && val) {
    // a nameref to an array element
    int r;

    name = xstrndup(n, br-n);
    r = setelem(name, refsub(br), val);
    free(name);

    return r;
  }
  if (n) v = findraw(name = n, strlen(n));
  // a nameref without a target: a value names the target
  if (v && (v->flags&V_NAMEREF) && val && !TT.noref) {
    if (namelen(val) != strlen(val)) {
      sherr("`%s': not a valid identifier", val);
      return 1;
    }
  }

  if (v && (v->flags&V_RDONLY) && val) {
    sherr("%s: readonly variable", name);
    return 1;
  }
  // an associative array's plain value is its element "0"
  if (v && (v->flags&V_ASSOC)) {
    v->flags |= flags;
    return val ? asetkey(v, "0", val) : 0;
  }
  if (!v) v = newvar(xstrdup(name));
  if (val) {
    int err = 0;

    val = attrval(v->flags|flags, val, &err);
    if (err) return 1;
    free(v->val);
    v->val = val;
    v->vown = 0;
    if (TT.opt_a) flags |= V_EXPORT;
  }
  v->flags |= flags;
  if (!strcmp(name, "PATH")) hashclear();
  if (!val || !strchr("RSH", *name) || (v->flags&V_PLAIN)) return 0;
  if (!strcmp(name, "RANDOM") && val) TT.randseed = atoll(val);
  // bash extras: SECONDS counts on from what it's given
  if (!strcmp(name, "SECONDS") && val) TT.secbase = atoll(val)-(time(0)-TT.start);
  // a new HISTFILESIZE trims the history file (not one before a command)
  if (!strcmp(name, "HISTFILESIZE") && val && !TT.intemp)
    hist_trim(getvar("HISTFILE"));

  return 0;
}

static void setvar(char *name, char *val, int flags)
{
  if (setvarf(name, val, flags)) fatal(1);
}

static void clearelems(struct var *v);

static int unsetvar(char *name)
{
  struct var *v = findvar(name, strlen(name));
  int i;

  if (!v) return 0;
  name = v->name;
  if (v->flags&V_RDONLY) {
    sherr("unset: %s: cannot unset: readonly variable", name);
    return 1;
  }
  if (!strcmp(name, "PATH")) hashclear();
  i = v-TT.vars;
  vhdel(i);
  if (i != TT.nvars-1) vhdel(TT.nvars-1);
  free(v->name);
  free(v->val);
  clearelems(v);
  free(v->arr);
  free(v->keys);
  *v = TT.vars[--TT.nvars];
  if (i != TT.nvars) vhadd(i);

  return 0;
}

/* Indexed arrays */

static struct var *findvar(char *name, int len);

// NAME or NAME[sub] (sub expanded already): the value, 0 if unset
static char *getsub(char *s, int *err)
{
  char *br = strchr(s, '['), *sub, *v;
  struct var *var;
  long i;
  int e = 0;

  if (!br || s[strlen(s)-1] != ']') return getvar(s);
  var = findvar(s, br-s);
  sub = xstrndup(br+1, strlen(br+1)-1);
  if (var && (var->flags&V_ASSOC)) v = agetkey(var, sub);
  else {
    TT.arsub++;
    i = arith(sub, &e);
    TT.arsub--;
    v = e ? 0 : getelem(var, i);
    if (i < 0 && var && var->alen) v = getelem(var, var->alen+i);
    *err += e;
  }
  free(sub);

  return v;
}

#define V_ARRAY 4

static char *getelem(struct var *v, long i)
{
  if (!v || i < 0) return 0;
  if (v->flags&V_ASSOC) return agetkey(v, numstr(i));
  if (!i) return v->val;

  return (v->flags&V_ARRAY) && i < v->alen ? v->arr[i] : 0;
}

static int setelem(char *name, long i, char *val)
{
  struct var *v;

  if (i < 0) {
    sherr("%s[%ld]: bad array subscript", name, i);
    return 1;
  }
  if ((v = findvar(name, strlen(name))) && (v->flags&V_ASSOC))
    return asetkey(v, numstr(i), val);
  if (!i || !val) {
    if (setvarf(name, i ? 0 : val, 0)) return 1;
  } else if (setvarf(name, 0, 0)) return 1;
  v = findvar(name, strlen(name));
  v->flags |= V_ARRAY;
  if (!i) {
    if (!val) {
      free(v->val);
      v->val = 0;
    }
    return 0;
  }
  if (i >= v->alen) {
    v->arr = xrealloc(v->arr, (i+1)*sizeof(char *));
    memset(v->arr+v->alen, 0, (i+1-v->alen)*sizeof(char *));
    if (!v->alen) v->arr[0] = 0;
    v->alen = i+1;
  }
  if (val) {
    int err = 0;

    val = attrval(v->flags, val, &err);
    if (err) return 1;
  }
  free(v->arr[i]);
  v->arr[i] = val;

  return 0;
}

// Drop all elements of an array (the arrays stay allocated: "set")
static void clearelems(struct var *v)
{
  if (v->flags&V_ASSOC) {
    while (v->alen > 0) {
      v->alen--;
      free(v->keys[v->alen]);
      free(v->arr[v->alen]);
    }
  } else while (v->alen > 1) free(v->arr[--v->alen]);
  v->alen = 0;
}

/* Associative arrays (declare -A): keys[i] names arr[i], in the order made */

static long akey(struct var *v, char *key)
{
  long i;

  for (i = 0; v && (v->flags&V_ASSOC) && i < v->alen; i++)
    if (!strcmp(v->keys[i], key)) return i;

  return -1;
}

static char *agetkey(struct var *v, char *key)
{
  long i = akey(v, key);

  return i < 0 ? 0 : v->arr[i];
}

// Set (val 0: unset) one key; 1 for an error
static int asetkey(struct var *v, char *key, char *val)
{
  long i = akey(v, key);
  int err = 0;

  if (v->flags&V_RDONLY) {
    sherr("%s: readonly variable", v->name);
    return 1;
  }
  key = xstrdup(key);
  if (!val) {
    if (i >= 0) {
      free(v->keys[i]);
      free(v->arr[i]);
      v->alen--;
      memmove(v->keys+i, v->keys+i+1, (v->alen-i)*sizeof(char *));
      memmove(v->arr+i, v->arr+i+1, (v->alen-i)*sizeof(char *));
    }
    free(key);
    return 0;
  }
  if (!(val = attrval(v->flags, val, &err))) return free(key), 1;
  if (i < 0) {
    v->keys = xrealloc(v->keys, (v->alen+1)*sizeof(char *));
    v->arr = xrealloc(v->arr, (v->alen+1)*sizeof(char *));
    v->keys[i = v->alen++] = key;
    v->arr[i] = 0;
  } else free(key);
  free(v->arr[i]);
  v->arr[i] = val;

  return 0;
}

// The set elements of a variable (and their indices)
static int elems(char *name, char ***list, long **idx)
{
  struct var *v = findvar(name, strlen(name));
  int n = 0;
  long i;

  *list = xzalloc(((v ? v->alen : 0)+2)*sizeof(char *));
  if (idx) *idx = xzalloc(((v ? v->alen : 0)+2)*sizeof(long));
  if (!v) return 0;
  if (v->flags&V_ASSOC) {
    for (i = 0; i < v->alen; i++) {
      if (idx) (*idx)[i] = i;
      (*list)[i] = v->arr[i];
    }
    return v->alen;
  }
  for (i = 0; i < (v->alen ? v->alen : 1); i++) {
    char *e = getelem(v, i);

    if (!e) continue;
    if (idx) (*idx)[n] = i;
    (*list)[n++] = e;
  }

  return n;
}

// Remember a variable's value to restore later (local, temporary assignment)
static void savevar(struct saved **list, char *name)
{
  struct saved *s = xzalloc(sizeof(*s));
  struct var *v = findraw(name, strlen(name));

  s->name = xstrdup(name);
  if (v) {
    long i;

    s->val = v->val ? xstrdup(v->val) : 0;
    s->flags = v->flags | 0x10000;
    if (v->arr) s->arr = xzalloc((v->alen+1)*sizeof(char *));
    if (v->keys) s->keys = xzalloc((v->alen+1)*sizeof(char *));
    for (i = !(v->flags&V_ASSOC); i < v->alen; i++) {
      if (v->arr[i]) s->arr[i] = xstrdup(v->arr[i]);
      if (v->flags&V_ASSOC) s->keys[i] = xstrdup(v->keys[i]);
    }
    s->alen = v->alen;
  }
  if (!strcmp(name, "RANDOM")) s->dyn = TT.randseed;
  if (!strcmp(name, "SECONDS")) s->dyn = TT.secbase;
  s->depth = TT.depth;
  s->next = *list;
  *list = s;
}

static void restorevars(struct saved **list, int depth)
{
  struct saved *s;
  struct var *v;

  TT.noref++;
  while ((s = *list) && s->depth >= depth) {
    *list = s->next;
    if (!(s->flags&0x10000)) {
      // a local readonly goes too
      if ((v = findraw(s->name, strlen(s->name))))
        v->flags &= ~(V_RDONLY|V_PLAIN);
      unsetvar(s->name);
    }
    else {
      if (!(v = findraw(s->name, strlen(s->name)))) {
        setvarf(s->name, 0, 0);
        v = findraw(s->name, strlen(s->name));
      }
      free(v->val);
      v->val = s->val;
      v->vown = 0;
      clearelems(v);
      free(v->arr);
      free(v->keys);
      v->arr = s->arr;
      v->keys = s->keys;
      v->alen = s->alen;
      v->flags = s->flags&0xffff;
      s->val = 0;
    }
    // (as they were, but a local RANDOM=n has seeded it: as bash)
    if (!strcmp(s->name, "RANDOM") && (s->flags&0x20000)) TT.randseed = s->dyn;
    if (!strcmp(s->name, "SECONDS")) TT.secbase = s->dyn;
    if (!strcmp(s->name, "PATH")) hashclear();
    free(s->name);
    free(s->val);
    free(s);
  }
  TT.noref--;
}

static void printfunc(struct func *f);

// export -f NAME: BASH_FUNC_NAME%%=() { body } (as bash), 0 if it can't
static char *funcenv(struct func *f)
{
  FILE *fp;
  int fd, len = 0;
  char *s = 0, *r = 0, *b;

  fflush(stdout);
  if (!(fp = tmpfile())) return 0;
  if ((fd = dup(1)) != -1) {
    dup2(fileno(fp), 1);
    printfunc(f);
    fflush(stdout);
    dup2(fd, 1);
    close(fd);
    len = lseek(fileno(fp), 0, SEEK_CUR);
  }
  if (len > 0) {
    s = xmalloc(len+1);
    if (pread(fileno(fp), s, len, 0) == len) {
      // "NAME () \n{ ... }\n" -> "() { ... }"
      s[len-(s[len-1] == '\n')] = 0;
      if ((b = strchr(s, '\n')))
        r = xmprintf("BASH_FUNC_%s%%%%=() %s", f->name, b+1);
    }
    free(s);
  }
  fclose(fp);

  return r;
}

static char **makeenv(void)
{
  char **env = 0, *s;
  int i, n = 0;
  struct func *f;

  for (i = 0; i < TT.nvars; i++)
    if ((TT.vars[i].flags&V_EXPORT) && TT.vars[i].val)
      addarr(&env, &n, xmprintf("%s=%s", TT.vars[i].name, TT.vars[i].val));
  for (f = TT.funcs; f; f = f->next)
    if ((f->flags&V_EXPORT) && (s = funcenv(f))) addarr(&env, &n, s);
  if (!env) addarr(&env, &n, 0);

  return env;
}

/* Arithmetic */

struct arith {
  char *s, *start, *last;
  int skip, err;
};

static long long ar_assign(struct arith *a);

static void ar_ws(struct arith *a)
{
  while (isspace(*a->s)) a->s++;
}

static long long ar_err(struct arith *a, char *msg)
{
  if (!a->err++) {
    char *tok = a->last ? a->last : a->s;

    while (isspace(*a->start)) a->start++;
    // (an error in a subscript: no prefix, and (( )) or let exit the shell)
    if (TT.arsub) TT.arfatal = 1;
    if (TT.arprefix && !TT.arsub)
      sherr("%s: %s: %s (error token is \"%s\")", TT.arprefix, a->start,
        msg, tok);
    else sherr("%s: %s (error token is \"%s\")", a->start, msg, tok);
    TT.arerr = 1;
  }
  a->s = "";

  return 0;
}

static char *getsub(char *s, int *err);

static long long ar_var(struct arith *a, char *name)
{
  char *v;
  struct arith b;
  long long r;

  // (a skipped subscript's side effects don't happen)
  if (a->skip && strchr(name, '[')) return 0;
  v = strchr(name, '[') ? getsub(name, &a->err) : getvar(name);

  if (!v || !*v) {
    if (!v && TT.opt_u && !a->skip) {
      sherr("%s: unbound variable", name);
      a->err++;
    }
    return 0;
  }
  // a plain decimal number needs no parsing as an expression
  if (*v > '0' && *v <= '9') {
    for (r = 0, b.s = v; *b.s >= '0' && *b.s <= '9'; b.s++);
    if (!*b.s && b.s-v < 19) {
      for (b.s = v; *b.s; b.s++) r = r*10+*b.s-'0';
      return r;
    }
  }
  if (++TT.depth > 1000) return TT.depth--, ar_err(a, "expression recursion");
  b.s = b.start = v;
  b.last = 0;
  b.skip = a->skip;
  b.err = 0;
  r = ar_assign(&b);
  ar_ws(&b);
  b.last = 0;
  if (*b.s && !b.err) ar_err(&b, "syntax error in expression");
  a->err += b.err;
  TT.depth--;

  return r;
}

// NAME or NAME[sub] at s: its length, 0 if none
static int ar_namelen(char *s)
{
  int len = namelen(s);

  if (len && s[len] == '[' && *skip_sub(s+len+1, ']') == ']')
    len = skip_sub(s+len+1, ']')+1-s;

  return len;
}

// NAME[sub] of an indexed array as NAME[number], so that the subscript's
// side effects happen once (a copy; a->skip: no side effects)
static char *ar_elem(struct arith *a, char *s, int len)
{
  char *br = memchr(s, '[', len), *sub;
  struct var *v;
  long long i;
  int e = 0;

  if (!br || a->skip || ((v = findvar(s, br-s)) && (v->flags&V_ASSOC)))
    return xstrndup(s, len);
  sub = xstrndup(br+1, len-(br-s)-2);
  TT.arsub++;
  i = arith(sub, &e);
  TT.arsub--;
  free(sub);
  a->err += e;

  return xmprintf("%.*s[%lld]", (int)(br-s), s, i);
}

// Assign a result to NAME or NAME[sub] (an element of either array kind)
static void ar_set(struct arith *a, char *name, long long r)
{
  char *br = strchr(name, '['), *n, *sub, buf[32];
  struct var *v;
  long i;
  int e = 0;

  if (a->skip || a->err) return;
  sprintf(buf, "%lld", r);
  if (!br) {
    setvar(name, buf, 0);
    return;
  }
  n = xstrndup(name, br-name);
  sub = xstrndup(br+1, strlen(br+1)-1);
  if ((v = findvar(n, strlen(n))) && (v->flags&V_ASSOC))
    e = asetkey(v, sub, buf);
  else {
    TT.arsub++;
    i = arith(sub, &e);
    TT.arsub--;
    if (i < 0 && v && (v->flags&V_ARRAY) && v->alen) i += v->alen;
    if (!e) e = setelem(n, i, buf);
  }
  free(n);
  free(sub);
  if (e) a->err++, a->s = "";
}

static long long ar_prim(struct arith *a)
{
  long long r;
  char *name;
  int len;

  ar_ws(a);
  if (*a->s == '(') {
    a->s++;
    r = ar_assign(a);
    ar_ws(a);
    if (*a->s != ')') return ar_err(a, "missing `)'");
    a->s++;
    return r;
  }
  if (*a->s == '!' && a->s[1] != '=') return a->s++, !ar_prim(a);
  if (*a->s == '~') return a->s++, ~ar_prim(a);
  if ((*a->s == '-' || *a->s == '+') && a->s[1] == *a->s) {
    int inc = *a->s == '+' ? 1 : -1;

    a->s += 2;
    ar_ws(a);
    if (!(len = ar_namelen(a->s)))
      return ar_err(a, "syntax error: operand expected");
    name = ar_elem(a, a->s, len);
    a->s += len;
    r = ar_var(a, name)+inc;
    ar_set(a, name, r);
    free(name);
    return r;
  }
  if (*a->s == '-') return a->s++, -ar_prim(a);
  if (*a->s == '+') return a->s++, ar_prim(a);
  if (isdigit(*a->s)) {
    char *end;
    int base = 10;

    a->last = a->s;
    if (*a->s == '0') base = (a->s[1] == 'x' || a->s[1] == 'X') ? 16 : 8;
    r = strtoll(a->s, &end, base == 16 ? 16 : base);
    if (*end == '#') {
      base = r;
      if (base < 2 || base > 64) return ar_err(a, "invalid arithmetic base");
      for (r = 0, end++; isalnum(*end) || *end == '@' || *end == '_'; end++) {
        int d = isdigit(*end) ? *end-'0' : islower(*end) ? *end-'a'+10
          : isupper(*end) ? *end-'A'+(base > 36 ? 36 : 10)
          : *end == '@' ? 62 : 63;
        if (d >= base) return ar_err(a, "value too great for base");
        r = r*base+d;
      }
    } else if (isalnum(*end) || *end == '_')
      return a->s = end, ar_err(a, "value too great for base");
    a->s = end;
    return r;
  }
  if ((len = ar_namelen(a->s))) {
    name = ar_elem(a, a->s, len);
    a->s += len;
    r = ar_var(a, name);
    ar_ws(a);
    if ((*a->s == '+' || *a->s == '-') && a->s[1] == *a->s) {
      ar_set(a, name, r+(*a->s == '+' ? 1 : -1));
      a->s += 2;
    }
    free(name);
    return r;
  }

  return ar_err(a, "syntax error: operand expected");
}

static char *arops[] = {"||", "&&", "|", "^", "&", "==", "!=", "<=", ">=",
  "<<", ">>", "<", ">", "+", "-", "**", "*", "/", "%", 0};
static char arprec[] = {1, 2, 3, 4, 5, 6, 6, 7, 7, 8, 8, 7, 7, 9, 9, 11, 10,
  10, 10};

static int ar_op(char *s)
{
  int i, l;

  if (!*s || !strchr("|&^=!<>+-*/%", *s)) return -1;
  for (i = 0; arops[i]; i++) {
    if (*arops[i] != *s) continue;
    l = strlen(arops[i]);
    if (strncmp(s, arops[i], l)) continue;
    // "+=" and the like are assignments, "||" isn't "|"
    if (s[l] == '=' && i > 8) return -1;
    return i;
  }

  return -1;
}

static long long ar_bin(struct arith *a, int prec)
{
  long long l = ar_prim(a), r;
  int op, p;

  for (;;) {
    ar_ws(a);
    if ((op = ar_op(a->s)) < 0 || (p = arprec[op]) < prec) return l;
    a->last = a->s;
    a->s += strlen(arops[op]);
    if (op < 2) {
      int sk = (op == 0) == !!l;

      a->skip += sk;
      r = ar_bin(a, p+1);
      a->skip -= sk;
      l = op ? l && r : l || r;
      continue;
    }
    r = ar_bin(a, op == 15 ? p : p+1);
    switch (op) {
    case 2: l |= r; break;
    case 3: l ^= r; break;
    case 4: l &= r; break;
    case 5: l = l == r; break;
    case 6: l = l != r; break;
    case 7: l = l <= r; break;
    case 8: l = l >= r; break;
    case 9: l = (unsigned long long)l << (r&63); break;
    case 10: l >>= r&63; break;
    case 11: l = l < r; break;
    case 12: l = l > r; break;
    case 13: l = (unsigned long long)l+r; break;
    case 14: l = (unsigned long long)l-r; break;
    case 15:
      if (r < 0) return ar_err(a, "exponent less than 0");
      {
        unsigned long long b = l, res = 1;

        while (r--) res *= b;
        l = res;
      }
      break;
    case 16: l = (unsigned long long)l*r; break;
    default:
      if (!r) {
        if (a->skip) l = 0;
        else return ar_err(a, "division by 0");
      } else if (r == -1) l = op == 17 ? -(unsigned long long)l : 0;
      else l = op == 17 ? l/r : l%r;
    }
  }
}

static long long ar_cond(struct arith *a)
{
  long long c = ar_bin(a, 1), r1, r2;

  ar_ws(a);
  if (*a->s != '?') return c;
  a->s++;
  a->skip += !c;
  r1 = ar_assign(a);
  a->skip -= !c;
  ar_ws(a);
  if (*a->s != ':') return ar_err(a, "expected `:'");
  a->s++;
  a->skip += !!c;
  r2 = ar_cond(a);
  a->skip -= !!c;

  return c ? r1 : r2;
}

static long long ar_single(struct arith *a)
{
  char *save = a->s, *name, *ops[] = {"=", "*=", "/=", "%=", "+=", "-=",
    "<<=", ">>=", "&=", "^=", "|=", 0};
  int len, i;
  long long r, l;

  ar_ws(a);
  if ((len = ar_namelen(a->s))) {
    char *p = a->s+len;

    while (isspace(*p)) p++;
    i = ARRAY_LEN(ops)-1;
    if (*p && strchr("=*/%+-<>&^|", *p) && memchr(p, '=', strnlen(p, 3)))
      for (i = 0; ops[i]; i++)
        if (!strncmp(p, ops[i], strlen(ops[i])) && (i || p[1] != '=')) break;
    if (ops[i]) {
      name = ar_elem(a, a->s, len);
      a->s = p+strlen(ops[i]);
      r = ar_single(a);
      if (i) {
        l = ar_var(a, name);
        if ((i == 2 || i == 3) && !r) {
          free(name);
          if (a->skip) return 0;
          return ar_err(a, "division by 0");
        }
        switch (i) {
        case 1: r = l*r; break;
        case 2: r = r == -1 ? -l : l/r; break;
        case 3: r = r == -1 ? 0 : l%r; break;
        case 4: r = l+r; break;
        case 5: r = l-r; break;
        case 6: r = l<<(r&63); break;
        case 7: r = l>>(r&63); break;
        case 8: r = l&r; break;
        case 9: r = l^r; break;
        case 10: r = l|r; break;
        }
      }
      ar_set(a, name, r);
      free(name);
      return r;
    }
  }
  a->s = save;

  return ar_cond(a);
}

static long long ar_assign(struct arith *a)
{
  long long r = ar_single(a);

  for (;;) {
    ar_ws(a);
    if (*a->s != ',') return r;
    a->s++;
    r = ar_single(a);
  }
}

// Evaluate an (already expanded) expression; *err set on errors
static long long arith(char *s, int *err)
{
  struct arith a = {s, s, 0, 0, 0};
  long long r;

  ar_ws(&a);
  if (!*a.s) return 0;
  r = ar_assign(&a);
  ar_ws(&a);
  a.last = 0;
  if (*a.s && !a.err) ar_err(&a, "syntax error in expression");
  *err = a.err;

  return r;
}

// (( )) and let: errors say which, an error in a subscript exits the shell
static long long arith_cmd(char *name, char *s, int *err)
{
  char *pre = TT.arprefix;
  long long r;

  TT.arprefix = name;
  TT.arfatal = 0;
  r = arith(s, err);
  TT.arprefix = pre;
  if (TT.arfatal && !TT.interactive) fatal(1);

  return r;
}

/* Expansion */

// A word expands into fields; each character remembers whether it was
// quoted (1: not subject to globbing).
enum {X_FIELDS, X_STR, X_PAT, X_RE};

struct exp {
  int mode, have, sst, nout, atzero, glob, asg;
  struct sb cur, attr;
  char **out;
};

static void xc(struct exp *e, int c, int q)
{
  sbc(&e->cur, c);
  sbc(&e->attr, q);
  e->have = 1;
  e->sst = 0;
  if (!q && strchr("*?[(", c)) e->glob = 1;
}

// (as xc() on each character, but in one go)
static void xstr(struct exp *e, char *s, long len, int q)
{
  long i;

  if (len <= 0) return;
  sbadd(&e->cur, s, len);
  if (e->attr.len+len+1 > e->attr.cap)
    e->attr.s = xrealloc(e->attr.s, e->attr.cap = (e->attr.len+len+1)*2+32);
  memset(e->attr.s+e->attr.len, q, len);
  e->attr.s[e->attr.len += len] = 0;
  e->have = 1;
  e->sst = 0;
  if (!q && !e->glob)
    for (i = 0; i < len; i++)
      if (!s[i] || s[i] == '*' || s[i] == '?' || s[i] == '[' || s[i] == '(')
        e->glob = 1;
}


static int strpcmp(const void *a, const void *b)
{
  return strcmp(*(char **)a, *(char **)b);
}

// End the current field: glob it, or just remove the quoting.
static void xend(struct exp *e)
{
  struct sb b = {0};
  long i;

  if (!e->have) return;
  sbdone(&e->cur);
  // a lone [ is no pattern: don't read the directory for it
  if (e->glob) {
    e->glob = 0;
    for (i = 0; i < e->cur.len; i++) {
      if (e->attr.s[i]) continue;
      if (e->cur.s[i] == '*' || e->cur.s[i] == '?') e->glob = 1;
      else if (e->cur.s[i] == '[' && memchr(e->cur.s+i, ']', e->cur.len-i))
        e->glob = 1;
      else if (e->cur.s[i] == '(' && i && !e->attr.s[i-1]
        && (TT.shopts&SO_EXTGLOB) && strchr("+@!", e->cur.s[i-1])) e->glob = 1;
    }
  }
  if (e->mode >= X_PAT || (e->mode == X_FIELDS && e->glob && !TT.opt_f)) {
    for (i = 0; i < e->cur.len; i++) {
      char c = e->cur.s[i];

      // (a pattern's every quoted character, as bash's set -x shows it)
      if (e->attr.s[i] && (e->mode == X_PAT ? (c&0xc0) != 0x80
          : !!strchr(e->mode == X_RE ? ".[]*+?(){}|^$\\" : "*?[]\\()|", c)))
        sbc(&b, '\\');
      sbc(&b, e->cur.s[i]);
    }
    sbdone(&b);
  }
  if (e->mode >= X_PAT) addarr(&e->out, &e->nout, b.s);
  else if (b.s) {
    // bash extras: our own glob, with the shopt options
    if (!shglob(b.s, &e->out, &e->nout)) {
      if (TT.shopts&SO_FAILGLOB) {
        sherr("no match: %s", e->cur.s);
        free(b.s);
        e->cur.len = e->attr.len = 0;
        e->have = e->glob = 0;
        fatal(1);
      }
      if (!(TT.shopts&SO_NULLGLOB)) addarr(&e->out, &e->nout, xstrdup(e->cur.s));
    }
    free(b.s);
  } else {
    addarr(&e->out, &e->nout, e->cur.s);
    e->cur.s = 0;
    e->cur.cap = 0;
  }
  e->cur.len = e->attr.len = 0;
  e->have = e->glob = 0;
}

// Append unquoted expansion results: split them by IFS
static void xsplit(struct exp *e, char *s, long len)
{
  char *ifs = getvar("IFS");

  if (!ifs) ifs = " \t\n";
  if (e->mode != X_FIELDS) return xstr(e, s, len, 0);
  for (; len--; s++) {
    if (!*s || !strchr(ifs, *s)) {
      long n = 1;

      // a run of characters that don't split
      while (n <= len && (!s[n] || !strchr(ifs, s[n]))) n++;
      xstr(e, s, n, 0);
      s += n-1;
      len -= n-1;
      continue;
    }
    if (strchr(" \t\n", *s)) {
      if (e->have) {
        xend(e);
        e->sst = 1;
      }
    } else {
      if (e->sst != 1) {
        e->have = 1;
        xend(e);
      }
      e->sst = 2;
    }
  }
}

static void expand_into(struct exp *e, char *s, long len, int inq);

// Find the end of "...", ${...}, `...` in a word's text
static char *skip_sub(char *s, int stop);

static char *skip_cmdsub(char *s)
{
  struct src in = {0}, *old = TT.in;
  int peeked = TT.peeked, tt = TT.toktype;
  char *tw = TT.tokword;
  struct redir *hd = TT.heredocs, **lh = TT.lasthere;

  in.buf = s;
  in.len = strlen(s);
  in.fd = -1;
  in.lineno = old ? old->lineno : 1;
  TT.in = &in;
  TT.peeked = 0;
  TT.heredocs = 0;
  TT.lasthere = &TT.heredocs;
  parse_list(2);
  if (TT.toktype != T_RP) synerr();
  TT.in = old;
  TT.peeked = peeked;
  TT.toktype = tt;
  TT.tokword = tw;
  TT.heredocs = hd;
  TT.lasthere = lh;

  return s+in.pos-1;
}

static char *skip_sub(char *s, int stop)
{
  int d = 0;

  for (; *s; s++) {
    if (*s == stop && !d) return s;
    if (*s == '\\' && s[1]) s++;
    else if (*s == '\'' && stop == '}') {
      while (*++s && *s != '\'');
      if (!*s) break;
    } else if (*s == '"' && stop != '"') s = skip_sub(s+1, '"');
    else if (*s == '`' && stop != '`') s = skip_sub(s+1, '`');
    else if (*s == '$' && s[1] == '{') s = skip_sub(s+2, '}');
    else if (*s == '$' && s[1] == '(' && s[2] == '(') {
      for (s += 3, d = 2; *s && d; s++) {
        if (*s == '(') d++;
        if (*s == ')') d--;
      }
      s--;
    } else if (*s == '$' && s[1] == '(') s = skip_cmdsub(s+2);
    if (!*s) break;
  }

  return s;
}

// Expand one word to a string (no splitting or globbing); asg: as the value
// of an assignment (tilde after = and :)
static char *expand_word(char *s, int mode, int asg)
{
  struct exp e = {0};
  char *r;

  e.mode = mode;
  e.asg = asg;
  expand_into(&e, s, strlen(s), 0);
  e.have = 1;
  xend(&e);
  r = e.out[0];
  free(e.out);
  free(e.attr.s);
  free(e.cur.s);

  return r;
}

static char *expand_str(char *s, int mode)
{
  return expand_word(s, mode, 0);
}

static int echo_to(FILE *fp, char **argv);
static int expand_words(char **words, int n, char ***out);
static struct var *findraw(char *name, int len);
static struct func *findfunc(char *name);

// A variable whose value may differ in a subshell, or change as it's read
static int dynvar(char *s, int l)
{
  char *dyn[] = {"LINENO", "RANDOM", "SRANDOM", "SECONDS", "BASHPID",
    "EPOCHSECONDS", "EPOCHREALTIME", "BASH_SUBSHELL", "_"};
  struct var *v;
  int i;

  for (i = 0; i < ARRAY_LEN(dyn); i++)
    if (strlen(dyn[i]) == l && !strncmp(dyn[i], s, l)) return 1;

  return (v = findraw(s, l)) && (v->flags&V_NAMEREF);
}

// $(echo WORDS), when its words can't change the shell nor tell a subshell
// from this one (quotes, letters, $NAME of a plain variable, $? $# $$ $0-$9
// $@ $*, punctuation that means nothing to the shell) runs here, without a
// fork: 1 with the output in b, or 0 to fork.
static int cmdsub_echo(char *s, long len, struct sb *b, int *status)
{
  char *e = s+len, *w, **words = 0, **argv;
  int nw = 0, argc, i, l, dq = 0;
  size_t size;
  FILE *fp;

  if (TT.opt_x || TT.opt_u || TT.opt_v || TT.naliases
      || (TT.shopts&SO_FAILGLOB) || findfunc("echo")) return 0;
  while (s < e && (*s == ' ' || *s == '\t')) s++;
  if (e-s < 4 || strncmp(s, "echo", 4) || (s+4 < e && !strchr(" \t", s[4])))
    return 0;
  for (w = s; ; s++) {
    if (s == e || (!dq && strchr(" \t", *s))) {
      if (dq) goto no;
      if (s > w) addarr(&words, &nw, xstrndup(w, s-w));
      if (s == e) break;
      w = s+1;
    } else if (*s == '"') dq = !dq;
    else if (*s == '\'' && !dq) {
      for (s++; s < e && *s != '\'' && *s != '\n'; s++);
      if (s == e || *s == '\n') goto no;
    } else if (*s == '$') {
      int br = ++s < e && *s == '{';

      s += br;
      if (s < e && strchr("?#$@*0123456789", *s)) l = 1;
      else if (!(l = namelen(s)) || s+l > e || dynvar(s, l)) goto no;
      if (br && (s+l >= e || s[l] != '}')) goto no;
      s += l+br-1;
    } else if (*(unsigned char *)s < 128 && !isalnum(*s)
      && !strchr("_-+.,:/=@%^", *s)) goto no;
  }
  argc = expand_words(words, nw, &argv);
  for (i = 0; i < nw; i++) free(words[i]);
  free(words);
  if ((fp = open_memstream(&b->s, &size))) {
    *status = echo_to(fp, argv);
    fclose(fp);
    b->cap = (b->len = size)+1;
  }
  for (i = 0; i < argc; i++) free(argv[i]);
  free(argv);

  return !!b->s;

no:
  for (i = 0; i < nw; i++) free(words[i]);
  free(words);

  return 0;
}

// Run $(...) text, return its output without trailing newlines
static char *cmdsub(char *s, long len)
{
  int p[2], pid, st;
  struct sb b = {0};
  char buf[4096];
  long n;

  if (cmdsub_echo(s, len, &b, &st)) {
    TT.substat = TT.status = st;
    goto done;
  }
  fflush(stdout);
  if (pipe(p)) {
    perror_msg("pipe");
    return xstrdup("");
  }
  if (!(pid = fork())) {
    close(p[0]);
    if (p[1] != 1) {
      dup2(p[1], 1);
      close(p[1]);
    }
    TT.subshell++;
    TT.xdepth++;
    TT.insub = 1;
    cleartraps();
    // (an interactive shell catches these: its $( ) dies of them as bash's)
    if (TT.interactive) for (n = 0; n < 3; n++)
      if (!TT.traps[(int[]){SIGINT, SIGQUIT, SIGTERM}[n]])
        signal((int[]){SIGINT, SIGQUIT, SIGTERM}[n], SIG_DFL);
    TT.errjmp = 0;
    TT.interactive = 0;
    TT.execlast = 1;
    runtext(s, len, 0);
    sh_exit(TT.status);
  }
  close(p[1]);
  for (;;) {
    n = read(p[0], buf, sizeof(buf));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    sbadd(&b, buf, n);
  }
  close(p[0]);
  while (waitpid(pid, &st, 0) < 0 && errno == EINTR);
  TT.substat = TT.status = WIFEXITED(st) ? WEXITSTATUS(st) : 128+WTERMSIG(st);
  // Ctrl-C while it ran drops the rest of an interactive shell's line
  if (TT.interactive && WIFSIGNALED(st) && WTERMSIG(st) == SIGINT) {
    free(b.s);
    fputc('\n', stderr);
    TT.pending[SIGINT] = 0;
    fatal(130);
  }
done:
  sbdone(&b);
  while (b.len && b.s[b.len-1] == '\n') b.s[--b.len] = 0;

  return b.s;
}

// Insert a value: quoted, or subject to splitting
static void xval(struct exp *e, char *s, int inq)
{
  if (!s) return;
  if (inq) xstr(e, s, strlen(s), 1);
  else xsplit(e, s, strlen(s));
}

static char *getpos(int i)
{
  if (!i) return TT.arg0;

  return i <= TT.argc ? TT.argv[i-1] : 0;
}

// $@ and $*
static void xlist(struct exp *e, int inq, int star, char **argv, int argc)
{
  int i;
  char *ifs = getvar("IFS"), sep[2] = {ifs ? *ifs : ' ', 0};

  if (inq && !argc && !star) e->atzero = 1;
  for (i = 0; i < argc; i++) {
    if (i) {
      if (inq && star) {
        if (*sep) xc(e, *sep, 1);
      } else if (e->mode == X_FIELDS) {
        if (inq) e->have = 1;
        xend(e);
      } else xc(e, ' ', inq);
    }
    xval(e, argv[i], inq);
    if (inq) e->have = 1;
  }
}

static void xall(struct exp *e, int inq, int star)
{
  xlist(e, inq, star, TT.argv, TT.argc);
}

static char *special(int c)
{
  switch (c) {
  case '?': return numstr(TT.status);
  case '$': return numstr(TT.rootpid);
  case '!': return TT.lastbg ? numstr(TT.lastbg) : 0;
  case '#': return numstr(TT.argc);
  case '-': {
    char *p = libbuf;

    if (TT.opt_e) *p++ = 'e';
    if (TT.opt_f) *p++ = 'f';
    if (TT.interactive) *p++ = 'i';
    if (TT.jobctl == TT.rootpid) *p++ = 'm';
    if (TT.opt_n) *p++ = 'n';
    if (TT.opt_u) *p++ = 'u';
    if (TT.opt_v) *p++ = 'v';
    if (TT.opt_x) *p++ = 'x';
    if (TT.opt_C) *p++ = 'C';
    if (TT.opt_a) *p++ = 'a';
    if (TT.histexp) *p++ = 'H';
    *p = 0;
    return libbuf;
  }
  }

  return 0;
}

// Value of a parameter by name (positional, special, variable)
static char *param(char *name, int *set)
{
  char *v;

  if (isdigit(*name)) v = getpos(atoi(name));
  else if (!name[1] && strchr("?$!#-", *name)) v = special(*name);
  else if (!strcmp(name, "PPID")) v = numstr(getppid());
  else v = getvar(name);
  *set = !!v;

  return v;
}

// (a ( ) subshell or $( ) exits with 1, the shell or a pipeline's part 127)
static void unbound(char *name)
{
  sherr("%s: unbound variable", name);
  fatal(TT.insub ? 1 : 127);
}

// Match a pattern against the start/end of s: the length matched, or -1
static long trim(char *s, char *pat, int end, int longest)
{
  long len = strlen(s), i, best = -1, first, last;
  char c;
  struct pel *el;
  int n;

  if ((el = pm_compile(pat, end, &n))) {
    pm_run(el, n, pat+strlen(pat), s, s+len, end,
      0, !longest, &first, &last);
    free(el);

    return longest ? last : first;
  }

  for (i = 0; i <= len; i++) {
    long at = end ? len-i : i;

    if (!end) {
      c = s[at];
      s[at] = 0;
      if (pmatch(pat, s, 0)) best = i;
      s[at] = c;
    } else if (pmatch(pat, s+at, 0)) best = i;
    if (best >= 0 && !longest) break;
  }

  return best;
}

static int xtransform(struct exp *e, char *s, char *end, int inq);

// ${...}: s points after the "{", end at the "}"

// The string a glob pattern (as expand_str(X_PAT) leaves it: backslashes
// quote) matches when it has no wildcards, else 0. Malloced.
static char *unglob(char *pat)
{
  char *out = xmalloc(strlen(pat)+1), *o = out;

  for (; *pat; pat++) {
    if (strchr("*?[(", *pat)) {
      free(out);
      return 0;
    }
    if (*pat == '\\' && pat[1]) pat++;
    *o++ = *pat;
  }
  *o = 0;

  return out;
}
static void xbrace(struct exp *e, char *s, char *end, int inq)
{
  char *name, *v, *op, *word, *pat;
  int len, set, count = 0, indirect = 0;
  long l;

  // bash extras: ${x@Q} and the other transformations
  if (end-s > 2 && end[-2] == '@' && isalpha(end[-1])
    && xtransform(e, s, end, inq)) return;

  if (*s == '#' && s+1 != end && !strchr(":-=?+}", s[1] ? s[1] : 'x')) {
    count = 1;
    s++;
  } else if (*s == '#' && s+1 < end && strchr("-=?+", s[1]) && s+2 != end) {
    // ${#-x}: $# with an operator
  } else if (*s == '#' && s+1 != end && s[1] == ':') ;
  else if (*s == '!' && s+1 != end) {
    indirect = 1;
    s++;
  }
  if (isdigit(*s)) for (len = 0; isdigit(s[len]); len++);
  else if (strchr("@*?$!#-", *s)) len = 1;
  else len = namelen(s);
  if (!len) {
    sherr("${%.*s}: bad substitution", (int)(end-s), s);
    fatal(1);
  }
  name = xstrndup(s, len);
  op = s+len;
  if (op < end && *op == '[' && isname(*name, 1)) {
    char *close = skip_sub(op+1, ']'), *sub = xstrndup(op+1, close-op-1), **list;
    struct var *av;
    long *ix;
    int cnt, err = 0, i;

    op = close+1;
    if (op > end) op = end;
    if (!strcmp(sub, "@") || !strcmp(sub, "*")) {
      // ${a[@]} ${#a[@]} ${!a[@]}
      cnt = elems(name, &list, &ix);
      if (op < end && *op == ':' && !count && !indirect) {
        // ${a[@]:offset:length}
        char *colon = skip_sub(op+1, ':'), *w, *x;
        long long off, ln = cnt;

        if (colon > end) colon = end;
        w = xstrndup(op+1, colon-op-1);
        off = arith(x = expand_str(w, X_STR), &err);
        free(x);
        free(w);
        if (colon < end) {
          w = xstrndup(colon+1, end-colon-1);
          ln = arith(x = expand_str(w, X_STR), &err);
          free(x);
          free(w);
        }
        if (err) fatal(1);
        if (off < 0) off += cnt;
        if (off < 0 || off > cnt) off = cnt;
        if (ln < 0) ln = cnt-off+ln;
        if (ln < 0) ln = 0;
        if (ln > cnt-off) ln = cnt-off;
        xlist(e, inq, *sub == '*', list+off, ln);
      } else if (count) xval(e, numstr(cnt), inq);
      else if (indirect) {
        struct var *av = findvar(name, len);

        for (i = 0; i < cnt; i++) list[i] = xstrdup((av->flags&V_ASSOC)
          ? av->keys[ix[i]] : numstr(ix[i]));
        xlist(e, inq, *sub == '*', list, cnt);
        for (i = 0; i < cnt; i++) free(list[i]);
      } else xlist(e, inq, *sub == '*', list, cnt);
      free(list);
      free(ix);
      free(sub);
      free(name);
      return;
    }
    v = expand_str(sub, X_STR);
    if ((av = findvar(name, len)) && (av->flags&V_ASSOC)) {
      l = 0;
      free(sub);
      sub = v;
      v = agetkey(av, sub);
      free(sub);
    } else {
      l = arith(v, &err);
      free(v);
      free(sub);
      if (err) fatal(1);
      v = getelem(av, l);
    }
    set = !!v;
    indirect = 2;
  }
  if (indirect == 1) {
    if (op != end && (*op == '*' || *op == '@')) {
      int i, first = 1;

      // ${!prefix*}: variable names
      for (i = 0; i < TT.nvars; i++) if (!strncmp(TT.vars[i].name, name, len)) {
        if (!first) {
          if (inq && *op == '*') xc(e, ' ', 1);
          else xend(e);
        }
        first = 0;
        xval(e, TT.vars[i].name, inq);
      }
      free(name);
      return;
    }
    struct var *rv = findraw(name, len);

    // ${!ref}: the name a nameref points at
    if (rv && (rv->flags&V_NAMEREF) && rv->val && *rv->val) {
      v = deref(name, len);
      if (!*v) v = rv->val;
      set = 1;
      indirect = 2;
    } else if (rv && (rv->flags&V_NAMEREF)) {
      sherr("%s: invalid indirect expansion", name);
      fatal(1);
    } else {
      v = param(name, &set);
      free(name);
      name = xstrdup(v ? v : "");
    }
    if (indirect == 2) ;
    else if (!namelen(name) && !isdigit(*name) && !(*name && !name[1] && strchr("@*#?", *name))) {
      sherr("%s: invalid indirect expansion", name);
      fatal(1);
    }
  }
  if (*name == '@' || *name == '*') {
    v = 0;
    set = TT.argc > 0;
    if (count) {
      xval(e, numstr(TT.argc), inq);
      free(name);
      return;
    }
    if (op == end || (*op == ':' ? op[1] : *op) == '-' || *op == '+' || *op == '=') {
      int colon = *op == ':', alt = 0;

      if (op != end) {
        if (colon) op++;
        if (TT.argc == 1 && colon && !*TT.argv[0]) set = 0;
        alt = *op == '+';
        if (set == alt) expand_into(e, op+1, end-op-1, inq);
        if (set && !alt) xall(e, inq, *name == '*');
      } else xall(e, inq, *name == '*');
      free(name);
      return;
    }
    if (*op == ':' && op+1 != end && !strchr("-=?+", op[1])) {
      // ${@:offset:length} counts from $0
      char *w, *colon = skip_sub(op+1, ':'), *x, **list;
      long long off, ln;
      int err = 0, i;

      if (colon > end) colon = end;
      w = xstrndup(op+1, colon-op-1);
      x = expand_str(w, X_STR);
      off = arith(x, &err);
      free(w);
      free(x);
      ln = TT.argc+1;
      if (colon < end) {
        w = xstrndup(colon+1, end-colon-1);
        x = expand_str(w, X_STR);
        ln = arith(x, &err);
        free(w);
        free(x);
      }
      if (err) fatal(1);
      if (off < 0) off += TT.argc+1;
      if (off < 0) off = TT.argc+1;
      if (ln < 0) {
        sherr("%.*s: substring expression < 0", (int)(end-colon-1), colon+1);
        fatal(1);
      }
      list = xzalloc((TT.argc+2)*sizeof(char *));
      for (i = 0; off <= TT.argc && i < ln; off++) list[i++] = getpos(off);
      xlist(e, inq, *name == '*', list, i);
      free(list);
      free(name);
      return;
    }
    {
      // other operators act on "$*"
      struct sb b = {0};
      int i;

      for (i = 0; i < TT.argc; i++) {
        if (i) sbc(&b, ' ');
        sbadd(&b, TT.argv[i], strlen(TT.argv[i]));
      }
      v = sbdone(&b);
    }
  } else if (indirect != 2) v = param(name, &set);
  if (count) {
    if (!set && TT.opt_u) unbound(name);
    free(name);
    if (op != end) {
      sherr("${#%.*s}: bad substitution", (int)(end-s), s);
      fatal(1);
    }
    // characters, not bytes
    for (l = 0; v && *v; v++) l += (*v&0xc0) != 0x80;
    xval(e, numstr(l), inq);
    return;
  }
  if (op == end) {
    if (!set && TT.opt_u && !strchr("@*", *name)) unbound(name);
    xval(e, v, inq);
    free(name);
    return;
  }
  word = op+1;
  if (*op == ':' && op+1 != end && strchr("-=?+", op[1])) {
    word++;
    if (set && !*v) set = 0;
    op++;
  }
  switch (*op) {
  case '-':
  case '+':
    if (set == (*op == '+')) expand_into(e, word, end-word, inq);
    else if (set) xval(e, v, inq);
    break;
  case '=':
    if (!set) {
      char *w = xstrndup(word, end-word), *x = expand_str(w, X_STR);

      if (isdigit(*name) || !namelen(name)) {
        sherr("$%s: cannot assign in this way", name);
        fatal(1);
      }
      setvar(name, x, 0);
      xval(e, x, inq);
      free(w);
      free(x);
    } else xval(e, v, inq);
    break;
  case '?':
    if (!set) {
      char *w = xstrndup(word, end-word), *x = expand_str(w, X_STR);

      sherr("%s: %s", name, *x ? x : op[-1] != ':' ? "parameter not set"
        : "parameter null or not set");
      fatal(TT.insub ? 1 : 127);
    }
    xval(e, v, inq);
    break;
  case '#':
  case '%':
    if (!set && TT.opt_u) unbound(name);
    {
      int longest = op[1] == *op, isend = *op == '%';
      char *w = xstrndup(word+longest, end-word-longest);

      pat = expand_str(w, X_PAT);
      free(w);
      v = xstrdup(v ? v : "");
      l = trim(v, pat, isend, longest);
      if (l > 0) {
        if (isend) v[strlen(v)-l] = 0;
        else memmove(v, v+l, strlen(v+l)+1);
      }
      xval(e, v, inq);
      free(v);
      free(pat);
    }
    break;
  case '/': {
    char *w, *rep = 0, *p, *r = 0;
    int all = 0, anch = 0, n;
    struct pel *el;
    struct sb b = {0};
    long i = 0, j, vl;

    if (!set && TT.opt_u) unbound(name);
    if (*word == '/') all = 1, word++;
    else if (*word == '#' || *word == '%') anch = *word++;
    p = skip_sub(word, '/');
    if (p > end) p = end;
    w = xstrndup(word, p-word);
    pat = expand_str(w, X_PAT);
    free(w);
    if (p < end) {
      w = xstrndup(p+1, end-p-1);
      rep = expand_str(w, X_STR);
      free(w);
    }
    v = v ? v : "";
    vl = strlen(v);
    // A pattern with no wildcards is a string: search for it (the general
    // loop below tries every start and end, far too slow on long values).
    if (*pat && !(TT.shopts&SO_NOCASEMATCH) && (w = unglob(pat))) {
      long n = strlen(w);

      i = 0;
      if (anch == '#') {
        if (!strncmp(v, w, n)) {
          if (rep) sbadd(&b, rep, strlen(rep));
          i = n;
        }
      } else if (anch == '%') {
        if (vl >= n && !memcmp(v+vl-n, w, n)) {
          sbadd(&b, v, vl-n);
          if (rep) sbadd(&b, rep, strlen(rep));
          i = vl;
        }
      } else while ((r = memmem(v+i, vl-i, w, n))) {
        sbadd(&b, v+i, r-v-i);
        if (rep) sbadd(&b, rep, strlen(rep));
        i = r-v+n;
        if (!all) break;
      }
      sbadd(&b, v+i, vl-i);
      free(w);
      i = vl+1;
    }
    // Wildcards: one pass over the string per start tried, only starts
    // where a leading literal is, only up to the last place a trailing one is
    if (!*pat && anch) {
      // an empty pattern matches at the start or end
      if (anch == '%') sbadd(&b, v, vl);
      if (rep) sbadd(&b, rep, strlen(rep));
      if (anch == '#') sbadd(&b, v, vl);
      i = vl+1;
    }
    if (i <= vl && *pat && (el = pm_compile(pat, anch == '%', &n))) {
      int nc = !!(TT.shopts&SO_NOCASEMATCH), lit = !nc && !el[0].type
        && el[0].c < 128;
      char *pe = pat+strlen(pat), *lim = v+vl, *t;
      long first, last;

      if (anch == '#') {
        pm_run(el, n, pe, v, v+vl, 0, nc, 0, &first, &last);
        if (last >= 0 && rep) sbadd(&b, rep, strlen(rep));
        i = last < 0 ? 0 : last;
      } else if (anch == '%') {
        pm_run(el, n, pe, v, v+vl, 1, nc, 0, &first, &last);
        sbadd(&b, v, vl-(last < 0 ? 0 : last));
        if (last >= 0 && rep) sbadd(&b, rep, strlen(rep));
        i = vl;
      } else {
        if (!nc && !el[n-1].type && el[n-1].c < 128)
          lim = (t = memrchr(v, el[n-1].c, vl)) ? t+1 : 0;
        while (lim && i <= vl) {
          if (lit) {
            if (!(t = memchr(v+i, el[0].c, vl-i))) break;
            sbadd(&b, v+i, t-v-i);
            i = t-v;
          }
          last = -1;
          if (v+i <= lim) pm_run(el, n, pe, v+i, lim, 0, nc, 0, &first, &last);
          if (last >= 0) {
            if (rep) sbadd(&b, rep, strlen(rep));
            i += last;
            if (!all || (last && i >= vl)) break;
            if (last) continue;
          } else if (el[0].type == 3) break;
          // no match here (or an empty one): on to the next character
          if (i >= vl) {
            i++;
            break;
          }
          t = v+i;
          pm_get(&t, v+vl);
          sbadd(&b, v+i, t-v-i);
          i = t-v;
        }
      }
      if (i < vl) sbadd(&b, v+i, vl-i);
      free(el);
      i = vl+1;
    }
    for (; i <= vl; ) {
      char c;

      // no empty match at the end of a string that isn't empty
      if (i == vl && vl && anch != '%') break;

      // longest match starting at i
      for (j = vl; j >= i; j--) {
        if (anch == '%' && j != vl) break;
        c = v[j];
        v[j] = 0;
        if (*pat && pmatch(pat, v+i, !!(TT.shopts&SO_NOCASEMATCH))) {
          v[j] = c;
          break;
        }
        v[j] = c;
      }
      if (j >= i && (anch != '%' || j == vl) && *pat) {
        if (rep) sbadd(&b, rep, strlen(rep));
        if (!all) {
          sbadd(&b, v+j, vl-j);
          break;
        }
        if (j == i) {
          if (i < vl) sbc(&b, v[i]);
          i++;
        } else if ((i = j) == vl) break;
        if (i > vl) break;
        continue;
      }
      if (anch == '#' || i == vl) {
        sbadd(&b, v+i, vl-i);
        break;
      }
      sbc(&b, v[i++]);
    }
    r = sbdone(&b);
    xval(e, r, inq);
    free(r);
    free(rep);
    free(pat);
    break;
  }
  case ':': {
    // ${x:offset:length}
    char *w, *colon = skip_sub(word-1+1, ':'), *copy = 0;
    long off, ln, vl;
    int err = 0;

    if (colon > end) colon = end;
    v = v ? v : "";
    // Offsets with names or expansions in them may change the value: then
    // work on a copy of it as it was
    for (w = word; w < end && strchr("0123456789 -+():\t", *w) && *w; w++);
    if (w < end || v == libbuf) v = copy = xstrdup(v);
    w = xstrndup(word, colon-word);
    {
      char *x = expand_str(w, X_STR);

      off = arith(x, &err);
      free(x);
    }
    free(w);
    if (err) fatal(1);
    ln = -1;
    if (colon < end) {
      w = xstrndup(colon+1, end-colon-1);
      {
        char *x = expand_str(w, X_STR);

        ln = arith(x, &err);
        free(x);
      }
      free(w);
      if (err) fatal(1);
    }
    // (the length of a long value matters only up to the end wanted)
    vl = off >= 0 && ln >= 0 && colon < end && off <= LONG_MAX-ln
      ? strnlen(v, off+ln) : strlen(v);
    if (colon == end) ln = vl;
    if (off < 0) off += vl;
    if (off < 0 || off > vl) {
      free(copy);
      break;
    }
    if (ln < 0) {
      ln = vl-off+ln;
      if (ln < 0) {
        sherr("%.*s: substring expression < 0", (int)(end-colon-1), colon+1);
        fatal(1);
      }
    }
    if (ln > vl-off) ln = vl-off;
    if (inq) xstr(e, v+off, ln, 1);
    else xsplit(e, v+off, ln);
    free(copy);
    break;
  }
  case '^':
  case ',': {
    int all = op[1] == *op;
    char *x = xstrdup(v ? v : ""), *p;

    for (p = x; *p; p++) {
      *p = *op == '^' ? toupper(*p) : tolower(*p);
      if (!all) break;
    }
    xval(e, x, inq);
    free(x);
    break;
  }
  default:
    sherr("${%.*s}: bad substitution", (int)(end-s+count+indirect),
      s-count-indirect);
    fatal(1);
  }
  free(name);
}

// $'...' escapes; returns the end
static char *ansic(struct exp *e, char *s)
{
  int c, i, n;

  for (; *s && *s != '\''; s++) {
    if (*s != '\\' || !s[1]) {
      xc(e, *s, 1);
      continue;
    }
    c = *++s;
    if (strchr("abefnrtv", c)) c = "\a\b\033\f\n\r\t\v"[strchr("abefnrtv", c)-"abefnrtv"];
    else if (c == 'E') c = 27;
    else if (c >= '0' && c <= '7') {
      for (n = i = 0; i < 3 && *s >= '0' && *s <= '7'; i++) n = n*8+*s++-'0';
      s--;
      c = n&255;
    } else if (c == 'x') {
      for (n = i = 0; i < 2 && isxdigit(s[1]); i++)
        n = n*16+(isdigit(*++s) ? *s-'0' : (*s|32)-'a'+10);
      if (!i) c = '\\', s--;
      else c = n;
    } else if (c == 'c' && s[1]) c = *++s&31;
    else if (!strchr("\\'\"?", c)) xc(e, '\\', 1);
    xc(e, c, 1);
  }

  return s;
}

// Not special to expand_into() (not in "\\'\"`$<>~", as strchr() sees it)
static int plainc(char c)
{
  return c && c != '\\' && c != '\'' && c != '"' && c != '`' && c != '$'
    && c != '<' && c != '>' && c != '~';
}

// Expand the text s[0..len) into e. inq: 0 unquoted, 1 in "", 2 here-doc
static void expand_into(struct exp *e, char *s, long len, int inq)
{
  char *end = s+len, *p, c;
  int first = 1;

  while (s < end) {
    c = *s;
    // a run of plain characters goes in as it is
    if (plainc(c)) {
      for (p = s+1; p < end && plainc(*p); p++);
      xstr(e, s, p-s, inq);
      s = p;
      // an assignment's value: ~ after a :
      first = e->asg && !inq && p[-1] == ':';
      continue;
    }
    if (c == '\\') {
      if (s+1 == end) {
        xc(e, '\\', inq);
        s++;
        continue;
      }
      c = s[1];
      s += 2;
      if (c == '\n') continue;
      if (inq && !strchr(inq == 2 ? "$`\\" : "$`\"\\", c)) xc(e, '\\', 1);
      xc(e, c, 1);
    } else if (c == '\'' && !inq) {
      for (p = ++s; p < end && *p != '\''; p++);
      xstr(e, s, p-s, 1);
      e->have = 1;
      s = p+1;
    } else if (c == '"' && inq != 2) {
      if (inq) {
        s++;
        continue;
      }
      p = skip_sub(s+1, '"');
      e->atzero = 0;
      expand_into(e, s+1, p-s-1, 1);
      if (!e->atzero) e->have = 1;
      e->atzero = 0;
      s = p+1;
    } else if (c == '`') {
      struct sb b = {0};
      char *out;

      // backslash keeps only its \ $ ` meaning (and " inside "")
      for (p = s+1; p < end && *p != '`'; p++) {
        if (*p == '\\' && p+1 < end && strchr(inq==1 ? "\\$`\"" : "\\$`", p[1]))
          p++;
        sbc(&b, *p);
      }
      out = cmdsub(sbdone(&b), b.len);
      xval(e, out, inq);
      free(out);
      free(b.s);
      s = p+1;
    } else if (c == '$' && s+1 < end) {
      c = s[1];
      if (c == '(' && s+2 < end && s[2] == '(') {
        struct sb b = {0};
        int d = 2, err = 0;
        char *x;
        long long r;

        for (p = s+3; p < end && d; p++) {
          if (*p == '(') d++;
          if (*p == ')') d--;
        }
        // p is after the second ")"; with nothing to expand, the text is
        // the expression
        for (x = s+3; x < p-2 && *x && *x != '$' && *x != '`' && *x != '\\'
          && *x != '"' && *x != '\''; x++);
        if (x == p-2) x = xstrndup(s+3, p-s-5);
        else {
          struct exp ae = {0};

          ae.mode = X_STR;
          expand_into(&ae, s+3, p-s-5, 1);
          ae.have = 1;
          xend(&ae);
          x = ae.out[0];
          free(ae.out);
          free(ae.attr.s);
        }
        r = arith(x, &err);
        free(x);
        free(b.s);
        if (err) fatal(1);
        xval(e, numstr(r), inq);
        s = p;
      } else if (c == '(') {
        char *out;

        p = skip_cmdsub(s+2);
        out = cmdsub(s+2, p-s-2);
        xval(e, out, inq);
        free(out);
        s = p+1;
      } else if (c == '{') {
        p = skip_sub(s+2, '}');
        xbrace(e, s+2, p, inq);
        s = p+1;
      } else if (c == '\'' && !inq) {
        s = ansic(e, s+2)+1;
        e->have = 1;
      } else if (c == '"' && !inq) s++;
      else if (c == '@' || c == '*') {
        if (TT.opt_u && !TT.argc && 0) unbound(&c);
        xall(e, inq, c == '*');
        s += 2;
      } else if (!isname(c, 1) && (isdigit(c) || strchr("?$!#-", c))) {
        char n[3] = {'$', c, 0};
        int set;

        p = param(n+1, &set);
        if (!set && TT.opt_u) unbound(n);
        xval(e, p, inq);
        s += 2;
      } else if (isname(c, 1)) {
        int l = namelen(s+1);
        char buf[64], *n = l < sizeof(buf) ? buf : xmalloc(l+1);

        memcpy(n, s+1, l);
        n[l] = 0;
        p = getvar(n);
        if (!p && TT.opt_u) unbound(n);
        if (n != buf) free(n);
        xval(e, p, inq);
        s += l+1;
      } else xc(e, *s++, inq);
    } else if ((c == '<' || c == '>') && !inq && s+1 < end && s[1] == '('
        && e->mode < X_PAT) {
      // bash extras: process substitution
      p = skip_cmdsub(s+2);
      {
        char *name = procsub(s+2, p-s-2, c == '>');

        xstr(e, name, strlen(name), 1);
        free(name);
      }
      s = p+1;
    } else if (c == '~' && first && !inq) {
      // ~ and ~user up to the first / or :, ~+ and ~-
      for (p = s+1; p < end && *p != '/'; p++)
        if (!isname(*p, 0) && !strchr(".-", *p)) break;
      if (p == s+1 && p < end && *p == '+') p++;
      if (p == end || *p == '/' || *p == ':') {
        char *home = 0;

        if (p == s+1) home = getvar("HOME");
        else if (p == s+2 && strchr("+-", s[1]))
          home = getvar(s[1] == '+' ? "PWD" : "OLDPWD");
        else {
          char *u = xstrndup(s+1, p-s-1);
          struct passwd *pw = getpwnam(u);

          free(u);
          if (pw) home = pw->pw_dir;
        }
        if (home) {
          xstr(e, home, strlen(home), 1);
          s = p;
          continue;
        }
      }
      xc(e, *s++, 0);
    } else xc(e, *s++, inq);
    first = 0;
  }
}

// Expand words into fields; returns the count
// Skip a quoted part or $... in a word's text: the last character of it
static char *skip_quoted(char *s)
{
  if (*s == '\\' && s[1]) return s+1;
  if (*s == '\'') {
    char *p = strchr(s+1, '\'');

    return p ? p : s+strlen(s)-1;
  }
  if (*s == '"' || *s == '`') return skip_sub(s+1, *s);
  if (*s == '$' && s[1] == '{') return skip_sub(s+2, '}');
  if (*s == '$' && s[1] == '(') {
    int d = 0;

    for (s++; *s; s++) {
      if (*s == '(') d++;
      else if (*s == ')' && !--d) return s;
      else if (strchr("\\'\"`", *s)) s = skip_quoted(s);
      if (!*s) return s-1;
    }
    return s-1;
  }

  return s;
}

// Brace expansion, {a,b} and {1..5..2} {a..e}: the words it makes
static void braces(char *w, char ***out, int *n)
{
  char *s, *open = 0, *p, *end = 0;
  int d = 0, commas = 0;

  for (s = w; *s; s++) {
    if (strchr("\\'\"`$", *s)) {
      if (*s == '$' && s[1] == '{') s++;
      else if (*s != '$' || s[1] == '(') s = skip_quoted(s);
      if (*s == '{' && s[-1] == '$') s = skip_sub(s+1, '}');
      if (!*s) break;
      continue;
    }
    if (*s == '{') {
      if (!d++) open = s, commas = 0;
    } else if (*s == ',' && d == 1) commas++;
    else if (*s == '}' && d && !--d) {
      if (commas || ((p = strstr(open, "..")) && p < s)) {
        end = s;
        break;
      }
    }
  }
  if (!end) {
    addarr(out, n, xstrdup(w));
    return;
  }
  if (!commas) {
    // {x..y[..step]}: numbers or single characters
    char *a = xstrndup(open+1, end-open-1), *dots = strstr(a, ".."), *e2;
    long long from, to, step = 1, i;
    int chars = 0, width = 0;

    *dots = 0;
    e2 = strstr(dots+2, "..");
    if (e2) {
      *e2 = 0;
      step = atoll(e2+2);
      if (!step) step = 1;
    }
    if (*a && !a[1] && dots[2] && !dots[3] && !isdigit(*a) && !isdigit(dots[2]))
    {
      chars = 1;
      from = *a;
      to = dots[2];
    } else {
      char *x, *y;

      from = strtoll(a, &x, 10);
      to = strtoll(dots+2, &y, 10);
      if (!*a || *x || !dots[2] || *y || (e2 && !e2[2])) {
        char **tmp = 0;
        int tn = 0, k;

        // not a sequence: these braces stay, later ones may expand
        free(a);
        braces(end+1, &tmp, &tn);
        for (k = 0; k < tn; k++) {
          addarr(out, n, xmprintf("%.*s%s", (int)(end-w+1), w, tmp[k]));
          free(tmp[k]);
        }
        free(tmp);
        return;
      }
      if ((*a == '0' || (*a == '-' && a[1] == '0')) && a[1]) width = strlen(a);
      if ((dots[2] == '0' || (dots[2] == '-' && dots[3] == '0')) && dots[3]
        && strlen(dots+2) > width) width = strlen(dots+2);
    }
    if (step < 0) step = -step;
    for (i = from; from <= to ? i <= to : i >= to; i += from <= to ? step : -step) {
      char *x = chars ? xmprintf("%.*s%c%s", (int)(open-w), w, (int)i, end+1)
        : xmprintf("%.*s%0*lld%s", (int)(open-w), w, width, i, end+1);

      braces(x, out, n);
      free(x);
    }
    free(a);
    return;
  }
  // {a,b,c}: split at the commas of this level
  for (p = s = open+1, d = 0; ; s++) {
    if (strchr("\\'\"`$", *s) && *s) {
      if (*s == '$' && s[1] == '{') s = skip_sub(s+2, '}');
      else if (*s != '$' || s[1] == '(') s = skip_quoted(s);
      continue;
    }
    if (*s == '{') d++;
    else if (*s == '}' && d) d--;
    else if ((*s == ',' && !d) || s == end) {
      char *x = xmprintf("%.*s%.*s%s", (int)(open-w), w, (int)(s-p), p, end+1);

      braces(x, out, n);
      free(x);
      if (s == end) break;
      p = s+1;
    }
  }
}

static int expand_words(char **words, int n, char ***out)
{
  struct exp e = {0};
  int i, j, nb;
  char **b;

  e.mode = X_FIELDS;
  for (i = 0; i < n; i++) {
    b = 0;
    nb = 0;
    if (strchr(words[i], '{')) braces(words[i], &b, &nb);
    for (j = 0; j < (b ? nb : 1); j++) {
      char *w = b ? b[j] : words[i];

      e.have = e.sst = e.glob = 0;
      // bash (not in posix mode): an argument like NAME=value expands ~
      // after the = and after each : as an assignment does
      if (!TT.posix && isassign(w)) {
        char *eq = w+namelen(w);

        if (*eq == '[') eq = skip_sub(eq+1, ']')+1;
        eq += *eq == '+';
        expand_into(&e, w, ++eq-w, 0);
        e.asg = 1;
        expand_into(&e, eq, strlen(eq), 0);
        e.asg = 0;
      } else expand_into(&e, w, strlen(w), 0);
      xend(&e);
      if (b) free(w);
    }
    free(b);
  }
  free(e.cur.s);
  free(e.attr.s);
  if (!e.out) addarr(&e.out, &e.nout, 0), e.nout = 0;
  *out = e.out;

  return e.nout;
}

// Assignment value: tilde after = and :
static char *expand_assign(char *s)
{
  return expand_word(s, X_STR, 1);
}

// declare's arguments: NAME=value ones expand as assignments, NAME=(words)
// ones stay as they are, for the builtin to assign
static int expand_decl(char **words, int n, char ***out)
{
  char **res = 0, **list, *eq, *x;
  int nres = 0, i, j, cnt;

  for (i = 0; i < n; i++) {
    if (i && isassign(words[i])) {
      eq = strchr(words[i], '=');
      if (eq[1] == '(' && eq[2] == 1) addarr(&res, &nres, xstrdup(words[i]));
      else {
        x = expand_assign(eq+1);
        addarr(&res, &nres, xmprintf("%.*s%s", (int)(eq+1-words[i]),
          words[i], x));
        free(x);
      }
    } else {
      cnt = expand_words(words+i, 1, &list);
      for (j = 0; j < cnt; j++) addarr(&res, &nres, list[j]);
      free(list);
    }
  }
  if (!res) res = xzalloc(sizeof(char *));
  *out = res;

  return nres;
}

/* Bash extras: pattern matching and pathname expansion of our own, for
   extglob's @( ) *( ) +( ) ?( ) !( ) and the shopt glob options. */

// One character of s (UTF-8 when valid, else a byte); advance *ps
static int pm_get(char **ps, char *e)
{
  unsigned char *s = (void *)*ps;
  int c = *s, n = 0, i;

  if (c >= 0xc2 && c < 0xf5) n = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : 1;
  if (n >= e-*ps) n = 0;
  for (i = 1; i <= n; i++) if ((s[i]&0xc0) != 0x80) n = 0;
  if (n) for (c &= 0x3f>>n, i = 1; i <= n; i++) c = (c<<6)|(s[i]&0x3f);
  *ps += n+1;

  return c;
}

// A [...] at p: the character after its "]" (0: not a bracket expression),
// *hit whether c is in it
static char *pm_bracket(char *p, char *pe, int c, int nocase, int *hit)
{
  int neg = 0, first = 1, lo, hi, ok = 0;
  char *q;

  if (++p < pe && (*p == '!' || *p == '^')) neg = 1, p++;
  for (;; first = 0) {
    if (p >= pe) return 0;
    if (*p == ']' && !first) break;
    if (*p == '[' && p+1 < pe && strchr(":=.", p[1])) {
      for (q = p+2; q+1 < pe && (*q != p[1] || q[1] != ']'); q++);
      if (q+1 < pe) {
        if (p[1] == ':') {
          char *name = xstrndup(p+2, q-p-2);
          wctype_t t;

          // the locale's classes for more than ASCII
          if (c > 127 && !TT.locale++) setlocale(LC_CTYPE, "");
          t = wctype(name);

          free(name);
          if (t && (iswctype(c, t) || (nocase && (iswctype(towlower(c), t)
            || iswctype(towupper(c), t))))) ok = 1;
        } else {
          char *r = p+2;

          if (pm_get(&r, q) == c) ok = 1;
        }
        p = q+2;
        continue;
      }
    }
    if (*p == '\\' && p+1 < pe) p++;
    hi = lo = pm_get(&p, pe);
    if (p+1 < pe && *p == '-' && p[1] != ']') {
      if (*++p == '\\' && p+1 < pe) p++;
      hi = pm_get(&p, pe);
    }
    if (c >= lo && c <= hi) ok = 1;
    else if (nocase && ((towlower(c) >= lo && towlower(c) <= hi)
      || (towupper(c) >= lo && towupper(c) <= hi))) ok = 1;
  }
  *hit = ok^neg;

  return p+1;
}

// The ")" closing the "(" at p, or 0
static char *pm_close(char *p, char *pe)
{
  int d = 0;

  for (; p < pe; p++) {
    if (*p == '\\') p++;
    else if (*p == '(') d++;
    else if (*p == ')' && !--d) return p;
  }

  return 0;
}

static int pm(char *p, char *pe, char *s, char *se, int fl);

// Does one of the |-separated patterns in a..q match s..k?
static int pm_alts(char *a, char *q, char *s, char *k, int fl)
{
  char *b;
  int d = 0;

  for (b = a; ; b++) {
    if (b == q || (*b == '|' && !d)) {
      if (pm(a, b, s, k, fl)) return 1;
      if (b == q) return 0;
      a = b+1;
    } else if (*b == '\\' && b+1 < q) b++;
    else if (*b == '(') d++;
    else if (*b == ')') d--;
  }
}

// An extglob group: p at its operator, q at its ")"
static int pm_ext(char *p, char *q, char *pe, char *s, char *se, int fl)
{
  char *k = s;
  int any;

  if ((*p == '?' || *p == '*') && pm(q+1, pe, s, se, fl)) return 1;
  for (;;) {
    any = pm_alts(p+2, q, s, k, fl);
    if (*p == '!') {
      if (!any && pm(q+1, pe, k, se, fl)) return 1;
    } else if (any && k > s) {
      if (pm(q+1, pe, k, se, fl)) return 1;
      if (*p != '?' && *p != '@' && pm(p, pe, k, se, fl))
        return 1;
    } else if (any && (*p == '@' || *p == '+') && pm(q+1, pe, k, se, fl))
      return 1;
    if (k >= se) return 0;
    pm_get(&k, se);
  }
}

// fl: 1 ignore case, 2 extglob
static int pm(char *p, char *pe, char *s, char *se, int fl)
{
  char *q, *k;
  int c, hit;

  while (p < pe) {
    if ((fl&2) && strchr("?*+@!", *p) && p+1 < pe && p[1] == '('
        && (q = pm_close(p+1, pe))) return pm_ext(p, q, pe, s, se, fl);
    if (*p == '*') {
      while (p < pe && *p == '*' && !((fl&2) && p+1 < pe && p[1] == '(')) p++;
      if (p == pe) return 1;
      for (k = s; ; pm_get(&k, se)) {
        if (pm(p, pe, k, se, fl)) return 1;
        if (k >= se) return 0;
      }
    }
    if (s >= se) return 0;
    if (*p == '?') {
      p++;
      pm_get(&s, se);
      continue;
    }
    if (*p == '[') {
      k = s;
      c = pm_get(&k, se);
      if ((q = pm_bracket(p, pe, c, fl&1, &hit))) {
        if (!hit) return 0;
        p = q;
        s = k;
        continue;
      }
    }
    if (*p == '\\' && p+1 < pe) p++;
    c = pm_get(&p, pe);
    hit = pm_get(&s, se);
    if (c != hit && (!(fl&1) || towlower(c) != towlower(hit))) return 0;
  }

  return s == se;
}

// Match a whole string; nocase: 1 to ignore case
static int pmatch(char *pat, char *s, int nocase)
{
  return pm(pat, pat+strlen(pat), s, s+strlen(s),
    nocase | 2*!!(TT.shopts&SO_EXTGLOB));
}

/* Fast matching for ${x/pat/rep} and ${x#pat}: a pattern without extglob
 * is a list of one-character tests and stars, run as a set of states over
 * the string once (not a pmatch() for every start and end). */

// The elements of pat, reversed if rev; 0 if it needs the full matcher
static struct pel *pm_compile(char *pat, int rev, int *count)
{
  char *p = pat, *pe = pat+strlen(pat), *q;
  struct pel *el = xzalloc((strlen(pat)+1)*sizeof(*el)), t;
  int n = 0, i, hit;

  while (p < pe) {
    if ((TT.shopts&SO_EXTGLOB) && strchr("?*+@!", *p) && p[1] == '(') {
      free(el);
      return 0;
    }
    if (*p == '*') {
      if (!n || el[n-1].type != 3) el[n++].type = 3;
      p++;
    } else if (*p == '?') {
      el[n++].type = 1;
      p++;
    } else if (*p == '[' && (q = pm_bracket(p, pe, 0, 0, &hit))) {
      el[n].type = 2;
      el[n++].p = p;
      p = q;
    } else {
      if (*p == '\\' && p+1 < pe) p++;
      el[n++].c = pm_get(&p, pe);
    }
  }
  for (i = 0; rev && i < n/2; i++) {
    t = el[i];
    el[i] = el[n-1-i];
    el[n-1-i] = t;
  }
  *count = n;

  return el;
}

static int pel_hit(struct pel *e, char *pe, int c, int nocase)
{
  int hit = 0;

  if (e->type == 1) return 1;
  if (e->type == 2) return pm_bracket(e->p, pe, c, nocase, &hit) && hit;

  return c == e->c || (nocase && towlower(c) == towlower(e->c));
}

// Run the elements from s forward (or back from se if rev): the shortest
// and longest lengths matched (-1: none). Stops at the first if shortest.
static void pm_run(struct pel *el, int n, char *pe, char *s, char *se, int rev,
  int nocase, int shortest, long *first, long *last)
{
  char *on = xzalloc(2*(n+1)), *nx = on+n+1, *k = rev ? se : s, *j, *t, *sw;
  int i, c, any = 1;

  *first = *last = -1;
  for (on[0] = 1;; ) {
    for (i = 0; i < n; i++) if (on[i] && el[i].type == 3) on[i+1] = 1;
    if (on[n]) {
      *last = rev ? se-k : k-s;
      if (*first < 0) *first = *last;
      if (shortest) break;
    }
    if (!any || k == (rev ? s : se)) break;
    if (rev) {
      // the character ending at k
      for (j = k-1; j > s && k-j < 4 && (*j&0xc0) == 0x80; j--);
      t = j;
      c = pm_get(&t, k);
      if (t != k) c = *(unsigned char *)(j = k-1);
      k = j;
    } else c = pm_get(&k, se);
    memset(nx, 0, n+1);
    for (any = i = 0; i < n; i++) if (on[i]) {
      if (el[i].type == 3) any = nx[i] = 1;
      else if (pel_hit(el+i, pe, c, nocase)) any = nx[i+1] = 1;
    }
    sw = on;
    on = nx;
    nx = sw;
  }
  free(on < nx ? on : nx);
}

// Does a path component pattern have anything to expand?
static int gl_magic(char *p, char *pe)
{
  for (; p < pe; p++) {
    if (*p == '\\') p++;
    else if (*p == '*' || *p == '?' || *p == '[') return 1;
    else if ((TT.shopts&SO_EXTGLOB) && p+1 < pe && p[1] == '('
      && strchr("+@!", *p)) return 1;
  }

  return 0;
}

static int gl_isdir(char *path, int follow)
{
  struct stat st;

  return !(follow ? stat(path, &st) : lstat(path, &st)) && S_ISDIR(st.st_mode);
}

// Expand the pattern pat (components split by /) below the directory path
// (empty or ending with /)
static void gl_walk(char *path, char *pat, char ***out, int *n, int deep)
{
  char *slash = strchr(pat, '/'), *comp, *rest = slash ? slash+1 : 0, *np;
  int len = slash ? slash-pat : strlen(pat), star;
  DIR *dir;
  struct dirent *de;

  if (!*pat && !slash) {
    if (*path) addarr(out, n, xstrdup(path));
    return;
  }
  while (rest && *rest == '/') rest++;
  comp = xstrndup(pat, len);
  if (!gl_magic(comp, comp+len)) {
    char *d = comp, *s;

    for (s = comp; *s; s++) *d++ = *s == '\\' && s[1] ? *++s : *s;
    *d = 0;
    np = xmprintf("%s%s%s", path, comp, rest ? "/" : "");
    if (rest) gl_walk(np, rest, out, n, 0);
    else {
      struct stat st;

      if (!lstat(np, &st)) addarr(out, n, np), np = 0;
    }
    free(np);
    free(comp);
    return;
  }
  star = (TT.shopts&SO_GLOBSTAR) && !strcmp(comp, "**");
  // ** also matches no directory at all
  if (star) {
    if (rest) gl_walk(path, rest, out, n, 0);
    else if (*path && !deep) addarr(out, n, xstrdup(path));
  }
  if ((dir = opendir(*path ? path : "."))) {
    while ((de = readdir(dir))) {
      char *name = de->d_name;

      if (!strcmp(name, ".") || !strcmp(name, "..")) continue;
      if (*name == '.' && !(TT.shopts&SO_DOTGLOB) && *comp != '.'
        && strncmp(comp, "\\.", 2)) continue;
      if (!star && !pm(comp, comp+len, name, name+strlen(name),
        (TT.shopts&SO_NOCASEGLOB ? 1 : 0) | (TT.shopts&SO_EXTGLOB ? 2 : 0)))
        continue;
      np = xmprintf("%s%s", path, name);
      if (star) {
        int isdir = gl_isdir(np, 0);

        if (!rest) addarr(out, n, xstrdup(np));
        if (isdir) {
          char *sub = xmprintf("%s/", np);

          gl_walk(sub, pat, out, n, 1);
          free(sub);
        }
      } else if (rest) {
        if (gl_isdir(np, 1)) {
          char *sub = xmprintf("%s/", np);

          gl_walk(sub, rest, out, n, 0);
          free(sub);
        }
      } else {
        addarr(out, n, np);
        np = 0;
      }
      free(np);
    }
    closedir(dir);
  }
  free(comp);
}

// Pathname expansion of the (backslash-quoted) pattern: the number of
// names added to out, sorted
static int shglob(char *pat, char ***out, int *n)
{
  int start = *n;

  if (*pat == '/') {
    while (pat[1] == '/') pat++;
    gl_walk("/", pat+1, out, n, 0);
  } else gl_walk("", pat, out, n, 0);
  if (*n > start) qsort(*out+start, *n-start, sizeof(char *), strpcmp);

  return *n-start;
}

/* Redirections */

static void savefd(struct fdsave *sv, int fd)
{
  int i;

  if (!sv) return;
  for (i = 0; i < sv->n; i += 2) if (sv->fds[i] == fd) return;
  if (sv->n >= 64) return;
  if (!sv->n) {
    sv->prev = fdstack;
    fdstack = sv;
  }
  sv->fds[sv->n++] = fd;
  sv->fds[sv->n++] = fcntl(fd, F_DUPFD_CLOEXEC, 10);
}

static void restorefds(struct fdsave *sv)
{
  struct fdsave **pp;

  fflush(stdout);
  if (sv->n) {
    for (pp = &fdstack; *pp && *pp != sv; pp = &(*pp)->prev);
    if (*pp) *pp = sv->prev;
  }
  while (sv->n) {
    int saved = sv->fds[--sv->n], fd = sv->fds[--sv->n];

    if (saved >= 0) {
      dup2(saved, fd);
      close(saved);
    } else close(fd);
  }
}

static void movefd(struct fdsave *sv, int from, int to)
{
  if (from == to) return;
  savefd(sv, to);
  dup2(from, to);
  close(from);
}

// A here-document or here-string: a pipe when it fits, else a file
static int heredoc_fd(char *s, long len)
{
  int p[2];
  char name[] = "/tmp/shXXXXXX";

  if (len < 65536 && !pipe(p)) {
    if (len) {
      if (write(p[1], s, len) != len) {}
    }
    close(p[1]);
    return p[0];
  }
  if ((p[0] = mkstemp(name)) < 0) return -1;
  unlink(name);
  if (len) xwrite(p[0], s, len);
  lseek(p[0], 0, SEEK_SET);

  return p[0];
}

static int apply_redirs(struct redir *r, struct fdsave *sv)
{
  int fd, to, flags;
  char *w = 0;

  for (; r; r = r->next, free(w), w = 0) {
    to = r->fd;
    if (r->type == R_HERE || r->type == R_HERESTRIP || r->type == R_HSTR) {
      long len;

      if (r->type == R_HSTR) {
        char *x = expand_str(r->word, X_STR);

        w = xmprintf("%s\n", x);
        free(x);
      } else if (r->quoted) w = xstrdup(r->here);
      else {
        struct exp e = {0};

        e.mode = X_STR;
        expand_into(&e, r->here, strlen(r->here), 2);
        e.have = 1;
        xend(&e);
        w = *e.out;
        free(e.out);
        free(e.attr.s);
      }
      len = strlen(w);
      if ((fd = heredoc_fd(w, len)) < 0) {
        sherr("cannot create temp file for here-document: %s", strerror(errno));
        return 1;
      }
      movefd(sv, fd, to < 0 ? 0 : to);
      continue;
    }
    w = expand_str(r->word, X_STR);
    if (r->type == R_DUPIN || r->type == R_DUPOUT) {
      char *end;
      long n = strtol(w, &end, 10);

      if (!strcmp(w, "-")) {
        savefd(sv, to);
        close(to);
        continue;
      }
      if (*w && !*end) {
        if (fcntl(n, F_GETFD) < 0 || n > 4095) {
          sherr("%s: Bad file descriptor", w);
          return 1;
        }
        if (n != to) {
          savefd(sv, to);
          dup2(n, to);
        }
        continue;
      }
      if (r->type == R_DUPIN) {
        sherr("%s: ambiguous redirect", w);
        return 1;
      }
      // >&file is &>file
      if (to == 1) to = -1;
    }
    flags = O_WRONLY|O_CREAT|O_TRUNC;
    switch (r->type) {
    case R_IN: flags = O_RDONLY; break;
    case R_RW: flags = O_RDWR|O_CREAT; break;
    case R_APP: case R_ALLAPP: flags = O_WRONLY|O_CREAT|O_APPEND; break;
    case R_OUT: case R_ALL: case R_DUPOUT:
      if (TT.opt_C) {
        struct stat st;

        if (!stat(w, &st) && S_ISREG(st.st_mode)) {
          sherr("%s: cannot overwrite existing file", w);
          return 1;
        }
      }
    }
    if ((fd = open(w, flags|O_CLOEXEC, 0666)) < 0) {
      sherr("%s: %s", w, strerror(errno));
      return 1;
    }
    if (to < 0) {
      savefd(sv, 2);
      dup2(fd, 2);
      to = 1;
    }
    savefd(sv, to);
    if (fd != to) {
      dup2(fd, to);
      close(fd);
    } else fcntl(fd, F_SETFD, 0);
  }

  return 0;
}

/* Running commands */

static int waitpid_quiet(int pid, int quiet)
{
  int st = jc_wait(pid, quiet);

  if (st >= 0) return st;
  while (waitpid(pid, &st, 0) < 0) if (errno != EINTR) return 127;
  if (WIFSIGNALED(st)) {
    int sig = WTERMSIG(st);

    if (!quiet && sig != SIGINT && sig != SIGPIPE) {
      fprintf(stderr, "%s%s\n", strsignal(sig), WCOREDUMP(st) ? " (core dumped)" : "");
    }
    return 128+sig;
  }

  return WEXITSTATUS(st);
}

static int waitpid_status(int pid)
{
  return waitpid_quiet(pid, 0);
}

static void runtraps(void);

static void sh_exit(int status)
{
  char *t;

  if (!TT.inexit++ && (t = TT.traps[0])) {
    TT.traps[0] = 0;
    TT.status = status;
    runtext(t, strlen(t), 0);
  }
  sh_leaving();
  fflush(stdout);
  fflush(stderr);
  _exit(status);
}

// Fork a child that keeps the shell's state; in the child, return 0
static int shfork(void)
{
  int pid;

  fflush(stdout);
  fflush(stderr);
  pid = fork();
  if (pid < 0) perror_msg("fork");
  else jc_forked(pid);
  if (!pid) {
    TT.subshell++;
    cleartraps();
    TT.errjmp = 0;
    TT.interactive = 0;
  }

  return pid;
}

// Search PATH: an allocated path, or 0. Without an executable file of
// the name, the first other one (with *err EACCES): bash tries to run it.
static char *findpath(char *name, int *err)
{
  char *path = getvar("PATH"), *p, *s, *noexec = 0;
  struct stat st;

  *err = ENOENT;
  if (strchr(name, '/')) return xstrdup(name);
  if (!path) path = "";
  for (;;) {
    int l = (p = strchr(path, ':')) ? p-path : strlen(path);

    s = xmprintf("%.*s%s%s", l, path, l ? "/" : "", name);
    if (!stat(s, &st) && S_ISREG(st.st_mode)) {
      if (!access(s, X_OK)) {
        free(noexec);
        return s;
      }
      if (!noexec) {
        noexec = s;
        s = 0;
      }
      *err = EACCES;
    }
    free(s);
    if (!p) break;
    path = p+1;
  }

  return noexec;
}

// The hash table's entry for name, or 0
static struct hashed *hashfind(char *name)
{
  int i;

  for (i = 0; i < TT.nhashed; i++)
    if (!strcmp(TT.hashed[i].name, name)) return TT.hashed+i;

  return 0;
}

static void hashdel(struct hashed *h)
{
  free(h->name);
  free(h->path);
  memmove(h, h+1, (TT.hashed+--TT.nhashed-h)*sizeof(*h));
}

static void hashclear(void)
{
  while (TT.nhashed) hashdel(TT.hashed);
}

// Remember name as path (taken), with no hits
static struct hashed *hashadd(char *name, char *path)
{
  struct hashed *h = hashfind(name);

  if (h) free(h->path);
  else {
    TT.hashed = xrealloc(TT.hashed, ++TT.nhashed*sizeof(*h));
    h = TT.hashed+TT.nhashed-1;
    h->name = xstrdup(name);
  }
  h->path = path;
  h->hits = 0;

  return h;
}

// findpath() for a command to run: the remembered path (even one gone, as
// bash outside posix mode), or the one found, remembered. Either counts a hit.
static char *hashpath(char *name, int *err)
{
  struct hashed *h = strchr(name, '/') ? 0 : hashfind(name);
  char *s;

  *err = ENOENT;
  // (in posix mode, looked for again when not there)
  if (h && TT.posix && access(h->path, X_OK)) {
    hashdel(h);
    h = 0;
  }
  if (!h && (s = findpath(name, err)) && !strchr(name, '/'))
    h = hashadd(name, s);
  else if (!h) return s;
  h->hits++;

  return xstrdup(h->path);
}

// Report that path (found for a command) didn't run, with the exec's errno:
// returns the exit status. The exec builtin (ex) names it absolute, and
// then says so again, as bash.
static int execerr(char *path, int err, int ex)
{
  struct stat st;
  char *p = path, *cwd = 0;
  int found = !stat(path, &st);

  if (err == EACCES && found && S_ISDIR(st.st_mode)) err = EISDIR;
  if (ex && found && *path != '/' && (cwd = getcwd(0, 0)))
    p = xmprintf("%s/%s", cwd, path+2*!strncmp(path, "./", 2));
  // (a #! line's interpreter that isn't there)
  if (err == ENOENT && found)
    sherr("%s: cannot execute: required file not found", p);
  else {
    sherr("%s: %s", p, strerror(err));
    if (ex && err != ENOENT)
      sherr("exec: %s: cannot execute: %s", p, strerror(err));
  }
  if (p != path) free(p);
  free(cwd);

  return err == ENOENT ? 127 : 126;
}

// Run argv's command in place of this process (ex: for the exec builtin)
static noreturn void execcmd(char **argv, int ex)
{
  char **env = makeenv(), *path;
  int err;

  fflush(stdout);
  if (!(path = hashpath(*argv, &err))) {
    sherr(ex ? "exec: %s: not found" : "%s: command not found", *argv);
    _exit(127);
  }
  execve(path, argv, env);
  err = errno;
  if (err == ENOEXEC) {
    int n;
    char **nargv;

    for (n = 0; argv[n]; n++);
    nargv = xzalloc((n+3)*sizeof(char *));
    nargv[0] = "sh";
    nargv[1] = path;
    memcpy(nargv+2, argv+1, n*sizeof(char *));
    execve("/proc/self/exe", nargv, env);
  }
  _exit(execerr(path, err, ex));
}

// Set in a vfork child (which shares our memory) until it execs: a
// signal the shell catches is then dropped, as it would be in a fork's child
static volatile int invfork;

// vfork and exec: the pid, or -1 with the exec's errno in *err (0: no
// vfork, as shfork says so). The child
// changes nothing in memory but invfork and the stack below this frame.
static int vfexec(char *path, char **argv, char **env, int *err)
{
  sigset_t all, old;
  volatile int e = 0;
  int pid, i;

  sigfillset(&all);
  sigprocmask(SIG_SETMASK, &all, &old);
  if (!(pid = vfork())) {
    invfork = 1;
    // as shfork's cleartraps(): a trapped signal is back to its default
    for (i = 1; i < 64; i++)
      if (TT.traps[i] && *TT.traps[i]) signal(i, SIG_DFL);
    sigprocmask(SIG_SETMASK, &old, 0);
    execve(path, argv, env);
    e = errno;
    _exit(127);
  }
  invfork = 0;
  if (pid < 0) perror_msg("fork");
  sigprocmask(SIG_SETMASK, &old, 0);
  if (pid < 0) *err = 0;
  else if (e) {
    *err = e;
    while (waitpid(pid, 0, 0) < 0 && errno == EINTR);
    pid = -1;
  }

  return pid;
}

// Start an external command without copying the shell (a vfork) when the
// child has nothing to do but exec: no job control, no redirections (done
// in the shell, they would show in its /proc/$$/fd while the command runs;
// a fork's child does them). Its exit status, or -1 to fork instead.
static int spawncmd(struct node *n, char **argv)
{
  char **env, *path, **nargv;
  int pid, err, status, i;

  // (the shell remembers where the forked child's command is)
  if (TT.jobctl || n->redir) {
    free(hashpath(*argv, &err));
    return -1;
  }
  fflush(stdout);
  fflush(stderr);
  if (!(path = hashpath(*argv, &err))) {
    sherr("%s: command not found", *argv);
    return 127;
  }
  env = makeenv();
  if ((pid = vfexec(path, argv, env, &err)) < 0 && err == ENOEXEC) {
    // a script without #!: this shell runs it
    for (i = 0; argv[i]; i++);
    nargv = xzalloc((i+3)*sizeof(char *));
    nargv[0] = "sh";
    nargv[1] = path;
    memcpy(nargv+2, argv+1, i*sizeof(char *));
    if ((pid = vfexec("/proc/self/exe", nargv, env, &i)) < 0)
      err = i ? ENOEXEC : 0;
    free(nargv);
  }
  for (i = 0; env[i]; i++) free(env[i]);
  free(env);
  if (pid >= 0) status = waitpid_status(pid);
  else if (!err) status = 1;
  else status = execerr(path, err, 0);
  free(path);

  return status;
}

struct builtin {
  char *name;
  int (*fn)(char **argv);
  int special;
};

static struct builtin *findbuiltin(char *name);

static struct func *findfunc(char *name)
{
  struct func *f;

  for (f = TT.funcs; f; f = f->next) if (!strcmp(f->name, name)) return f;

  return 0;
}

// Print a word so the shell would read it back (set -x, set, trap -p)
static void quoted(FILE *fp, char *s)
{
  char *p;

  // (a lone ' as bash shows it)
  if (!strcmp(s, "'")) {
    fputs("\\'", fp);
    return;
  }

  // (as bash: ~ and # only need it first, bytes past ASCII not at all)
  for (p = s; *p; p++) if (!(*p&0x80) && !isalnum(*p)
    && !strchr("_-./=:,+@%", *p) && (p == s || !strchr("~#", *p))) break;
  if (*s && !*p) {
    fputs(s, fp);
    return;
  }
  fputc('\'', fp);
  for (p = s; *p; p++) {
    if (*p == '\'') fputs("'\\''", fp);
    else fputc(*p, fp);
  }
  fputc('\'', fp);
}

// NAME=(words) as the parser keeps it, shown as written: "NAME=(w1 w2)"
static char *cpdtext(char *w)
{
  char *s = xstrdup(w), *p = strstr(s, "=(\001"), *d;

  if (p) for (d = p += 2; *p; p++) {
    if (*p != 1) *d++ = *p;
    else if (!p[1]) *d++ = ')';
    else if (p[-1] != '(') *d++ = ' ';
    *d = 0;
  }

  return s;
}

// set -x's prefix: PS4 expanded as a prompt, its first character once more
// for each $( ) or <( ) the command runs in (as bash's)
static void xprefix(void)
{
  char *ps4 = getvar("PS4"), *s;
  int i, x = TT.opt_x;

  fflush(stdout);
  if (!ps4) return;
  TT.opt_x = 0;
  s = prompt(ps4);
  TT.opt_x = x;
  if (s && *s) for (i = 0; i < TT.xdepth; i++) fputc(*s, stderr);
  if (s) fputs(s, stderr);
  free(s);
}

// set -x: a command's words, quoted to be read back
static void xtrace(char **argv)
{
  int i;

  xprefix();
  for (i = 0; argv[i]; i++) {
    char *s = cpdtext(argv[i]);

    if (i) fputc(' ', stderr);
    quoted(stderr, s);
    free(s);
  }
  fputc('\n', stderr);
}

// set -x: an assignment, its NAME= or NAME[sub]+= and its value V (or,
// without one, as written)
static void xtrace_assign(char *a, char *v)
{
  char *eq = strchr(a, '='), *s;

  if (!TT.opt_x) return;
  xprefix();
  if (v) {
    fprintf(stderr, "%.*s", (int)(eq+1-a), a);
    if (*v) quoted(stderr, v);
  } else {
    fputs(s = cpdtext(a), stderr);
    free(s);
  }
  fputc('\n', stderr);
}

static int callfunc(struct func *f, char **argv)
{
  char **oargv = TT.argv, here;
  int oargc = TT.argc, status;

  // stop well before the stack runs out
  if (TT.stackbase-&here > TT.stackmax) {
    sherr("%s: maximum function nesting level exceeded", *argv);
    fatal(1);
  }
  for (TT.argc = 0; argv[TT.argc+1]; TT.argc++);
  TT.argv = argv+1;
  TT.depth++;
  savevar(&TT.locals, "FUNCNAME");
  setvarf("FUNCNAME", *argv, 0);
  call_push(*argv);
  status = run(f->body);
  TT.ncalls--;
  if (TT.ret) {
    TT.ret = 0;
    status = TT.status;
  }
  restorevars(&TT.locals, TT.depth);
  TT.depth--;
  TT.argv = oargv;
  TT.argc = oargc;

  return status;
}

// One assignment: NAME=value, NAME+=value, NAME[sub]=value, NAME=(words)
static int assign1(char *a, int trace)
{
  int l = namelen(a), app = 0, r = 0, err = 0, i, cnt;
  char *name = xstrndup(a, l), *eq = a+l, *sub = 0, *v, *old;
  struct var *var;
  long idx = 0;

  if (*eq == '[') {
    char *e = skip_sub(eq+1, ']');

    sub = xstrndup(eq+1, e-eq-1);
    eq = e+1;
  }
  if (*eq == '+') app = eq++ != 0;
  eq++;
  if (*eq == '(' && eq[1] == 1) {
    char *p, *q, *w, **list, *key = 0;
    int as;

    if (trace) xtrace_assign(a, 0);
    var = findvar(name, strlen(name));
    if (var && (var->flags&V_RDONLY)) {
      sherr("%s: readonly variable", name);
      r = 1;
      goto done;
    }
    as = var && (var->flags&V_ASSOC);
    if (app) idx = var ? ((var->flags&V_ARRAY) ? var->alen : 1) : 0;
    else if (var) {
      clearelems(var);
      free(var->val);
      var->val = 0;
    }
    if (as) ;
    else if (app && var) var->flags |= V_ARRAY;
    else setelem(name, 0, 0);
    var = findvar(name, strlen(name));
    if (as && !var->keys) var->keys = xzalloc(sizeof(char *));
    if (!as && !var->arr) var->arr = xzalloc(sizeof(char *));
    // each word: [sub]=value, or words that expand to values (assoc: pairs)
    for (p = eq+2; *p; p = q+1) {
      q = strchr(p, 1);
      w = xstrndup(p, q-p);
      if (*w == '[' && *(old = skip_sub(w+1, ']')) == ']' && old[1] == '=') {
        char *x = xstrndup(w+1, old-w-1), *k = expand_str(x, X_STR);

        free(x);
        v = expand_assign(old+2);
        if (as) r |= asetkey(var, k, v);
        else {
          idx = arith(k, &err);
          if (err || (r |= setelem(name, idx, v))) r = 1;
          idx++;
        }
        free(k);
        free(v);
      } else {
        cnt = expand_words(&w, 1, &list);
        for (i = 0; i < cnt; i++) {
          if (!as) r |= setelem(name, idx++, list[i]);
          else if (key) {
            r |= asetkey(var, key, list[i]);
            free(key);
            key = 0;
          } else key = xstrdup(list[i]);
          free(list[i]);
        }
        free(list);
      }
      free(w);
      if (err) break;
      var = findvar(name, strlen(name));
    }
    // an odd key without a value gets ""
    if (key) r |= asetkey(var, key, "");
    free(key);
    goto done;
  }
  v = expand_assign(eq);
  if (trace) xtrace_assign(a, v);
  var = sub || app ? findvar(name, strlen(name)) : 0;
  if (sub) {
    char *x = expand_str(sub, X_STR);

    if (var && (var->flags&V_ASSOC)) {
      free(sub);
      sub = x;
    } else {
      idx = arith(x, &err);
      free(x);
    }
  }
  if (err) r = 1;
  // NAME+=value of a plain set variable: added in place, the room for it
  // grown by half, so that building a string this way isn't quadratic
  else if (app && !sub && var && var->val && !(var->flags&(V_RDONLY|V_INT
      |V_LOWER|V_UPPER|V_ASSOC|V_NAMEREF)) && !specialvar(var->name))
  {
    long n = strlen(v);

    if (var->vown != var->val) {
      var->vlen = strlen(var->val);
      var->vcap = var->vlen+1;
    }
    if (var->vlen+n+1 > var->vcap)
      var->val = xrealloc(var->val, var->vcap = (var->vlen+n+1)*3/2+32);
    memcpy(var->val+var->vlen, v, n+1);
    var->vlen += n;
    var->vown = var->val;
    if (TT.opt_a) var->flags |= V_EXPORT;
    free(v);
    goto done;
  } else if (app) {
    old = !sub ? getvar(name) : (var && (var->flags&V_ASSOC))
      ? agetkey(var, sub) : getelem(var, idx);
    if (var && (var->flags&V_INT)) {
      long long n = arith(v, &err);

      old = err ? 0 : xmprintf("%lld", (old ? atoll(old) : 0)+n);
      r = err;
    } else old = xmprintf("%s%s", old ? old : "", v);
    free(v);
    v = old;
  }
  if (!r) r = !sub ? setvarf(name, v, 0) : (var && (var->flags&V_ASSOC))
    ? asetkey(var, sub, v) : setelem(name, idx, v);
  free(v);
done:
  free(sub);
  free(name);

  return r;
}

// A temporary NAME=value or NAME+=value before a command: the name, and
// its value in *val (copies)
static char *tempassign(char *a, char **val)
{
  char *eq = strchr(a, '='), *v = expand_assign(eq+1), *old;
  int app = eq > a && eq[-1] == '+';
  char *name = xstrndup(a, eq-a-app);
  struct var *var = findvar(name, strlen(name));

  xtrace_assign(a, v);
  if (app && (old = getvar(name))) {
    *val = xmprintf((var && (var->flags&V_INT)) ? "%s+(%s)" : "%s%s", old, v);
    free(v);
  } else *val = v;

  return name;
}

static void freesaved(struct saved *s)
{
  int i;

  for (i = 0; i < s->alen; i++) {
    if (s->arr) free(s->arr[i]);
    if (s->keys) free(s->keys[i]);
  }
  free(s->arr);
  free(s->keys);
  free(s->name);
  free(s->val);
  free(s);
}

// export/readonly/declare/local NAME of a temporary NAME=value keep it, as
// bash's do: a new local (made since ol) gets the value and, when the
// function ends, what NAME was before the temporary one
static void keeptemps(struct saved **temps, char **argv, struct saved *ol)
{
  struct saved **ps, *s, *l, t;
  struct var *v;
  int i, len, keep, dcl;
  char opts[64] = "";

  dcl = !strcmp(*argv, "declare") || !strcmp(*argv, "typeset");
  for (i = 1; argv[i] && *argv[i] == '-' && strlen(opts)+strlen(argv[i]) < 64;)
    strcat(opts, argv[i++]);
  for (; argv[i]; i++) {
    if (!(len = namelen(argv[i]))) continue;
    // declare: -g NAME=value, or -x/-r (bash); export -n doesn't
    keep = dcl ? (strchr(opts, 'g') ? !!argv[i][len] : !!strpbrk(opts, "xr"))
      : !strchr(opts, 'n');
    for (ps = temps; (s = *ps); ps = &s->next)
      if (strlen(s->name) == len && !strncmp(s->name, argv[i], len)) break;
    if (!s) continue;
    for (l = TT.locals; l && l != ol; l = l->next)
      if (!strcmp(l->name, s->name)) break;
    if (l && l != ol) {
      *ps = s->next;
      v = findraw(l->name, len);
      if (v && !v->val && !v->alen && !argv[i][len] && l->val)
        v->val = xstrdup(l->val), v->vown = 0;
      t = *l;
      l->val = s->val, l->arr = s->arr, l->keys = s->keys;
      l->flags = s->flags, l->alen = s->alen;
      s->val = t.val, s->arr = t.arr, s->keys = t.keys, s->alen = t.alen;
    } else if (!keep) continue;
    else {
      *ps = s->next;
      // declare -g NAME=value: not exported as the temporary one was
      v = findraw(s->name, len);
      if (dcl && v && strchr(opts, 'g') && !strchr(opts, 'x')
          && !(s->flags&V_EXPORT)) v->flags &= ~V_EXPORT;
    }
    freesaved(s);
  }
}

static int run_simple(struct node *n, int execlast)
{
  char **argv, *v;
  int argc, i, status = 0;
  struct fdsave sv;  // (only sv.n needs setting: 64 fds are a lot to clear)
  struct builtin *b = 0;
  struct func *f = 0;
  struct saved *temps = 0;

  TT.lineno = n->lineno;
  TT.substat = sv.n = 0;
  if (n->nwords && isdecl(*n->words))
    argc = expand_decl(n->words, n->nwords, &argv);
  else argc = expand_words(n->words, n->nwords, &argv);
  if (!argc) {
    for (i = 0; i < n->nassign; i++) if (assign1(n->assign[i], 1)) {
      if (!TT.interactive) fatal(1);
      status = 1;
    }
    if (!status) status = TT.substat;
    if (n->redir) {
      if (apply_redirs(n->redir, &sv)) status = 1;
      restorefds(&sv);
    }
    free(argv);
    return status;
  }

  // Assignments before a command last while it runs, exported (bash keeps
  // them after a special builtin in posix mode). A readonly NAME: bash runs
  // the command anyway, in posix mode the shell exits.
  if (!(f = findfunc(*argv))) b = findbuiltin(*argv);
  for (i = 0; i < n->nassign; i++) {
    char *a = n->assign[i], *name;
    int l = namelen(a);

    // NAME[sub]=value: no temporary element (bash goes on outside posix mode)
    if (a[l] == '[') {
      sherr("`%.*s': not a valid identifier", (int)(skip_sub(a+l+1, ']')+1-a),
        a);
      if ((status = TT.posix)) goto bad;
      continue;
    }
    name = tempassign(a, &v);
    if (!b || !b->special || !TT.posix) {
      savevar(&temps, name);
      temps->flags |= 0x20000;
    }
    TT.intemp = 1;
    if (setvarf(name, v, V_EXPORT) && TT.posix) status = 1;
    TT.intemp = 0;
    free(name);
    free(v);
bad:
    if (status) {
      if (!TT.interactive) fatal(1);
      goto done;
    }
  }
  if (TT.opt_x) xtrace(argv);
  if (!f && !b) {
    int pid = execlast ? 0 : (status = spawncmd(n, argv)) < 0 ? shfork() : -2;

    if (!pid) {
      if (apply_redirs(n->redir, 0)) _exit(1);
      execcmd(argv, 0);
    }
    if (pid != -2) status = pid < 0 ? 1 : waitpid_status(pid);
    goto done;
  }
  if (apply_redirs(n->redir, (b && !strcmp(b->name, "exec") && argc == 1)
      ? 0 : &sv))
  {
    restorefds(&sv);
    if (b && b->special && !TT.interactive) fatal(1);
    status = 1;
    goto done;
  }
  if (f) status = callfunc(f, argv);
  else {
    struct saved *ol = TT.locals;

    status = b->fn(argv);
    fflush(stdout);
    if (temps && isdecl(*argv)) keeptemps(&temps, argv, ol);
  }
  restorefds(&sv);
done:
  restorevars(&temps, 0);
  for (i = 0; i < argc; i++) free(argv[i]);
  free(argv);

  return status;
}

// Run a pipeline. With execlast (nothing to do after it), its last command
// runs in this process, not a child: a background pipeline's $! is then
// that command's pid, as in bash.
static int run_pipe(struct node *n, int execlast)
{
  int in = -1, p[2], pid = 0, count = 0, status = 0, i, *pids, lastst = 0;
  struct node *c;

  for (c = n->a; c; c = c->next) count++;
  pids = xzalloc(count*sizeof(int));
  for (c = n->a, i = 0; c; c = c->next, i++) {
    p[0] = p[1] = -1;
    if (c->next && pipe(p)) {
      perror_msg("pipe");
      break;
    }
    // bash extras: shopt -s lastpipe runs the last command in this shell
    if ((TT.shopts&SO_LASTPIPE) && !c->next && !execlast && in != -1
        && !TT.interactive) {
      int save = fcntl(0, F_DUPFD_CLOEXEC, 10);

      dup2(in, 0);
      close(in);
      in = -1;
      lastst = run(c);
      if (save != -1) {
        dup2(save, 0);
        close(save);
      } else close(0);
      pids[i] = -2;
      break;
    }
    if (execlast && !c->next) {
      if (in != -1) {
        dup2(in, 0);
        close(in);
      }
      TT.execlast = 1;
      sh_exit(run(c));
    }
    if (!(pid = shfork())) {
      if (in != -1) {
        dup2(in, 0);
        close(in);
      }
      if (p[1] != -1) {
        close(p[0]);
        dup2(p[1], 1);
        close(p[1]);
      }
      TT.execlast = 1;
      sh_exit(run(c));
    }
    pids[i] = pid;
    if (in != -1) close(in);
    if (p[1] != -1) close(p[1]);
    in = p[0];
  }
  unsetvar("PIPESTATUS");
  for (i = 0; i < count; i++) {
    int st = pids[i] > 0 ? waitpid_status(pids[i]) : pids[i] == -2 ? lastst : 1;

    setelem("PIPESTATUS", i, numstr(st));
    if (!TT.pipefail || st) status = st;
    if (i == count-1 && !TT.pipefail) status = st;
  }
  free(pids);

  return status;
}

static int test_dbrack(struct node *n);

static void runtraps(void)
{
  int i;

  // (pending[0]: any signal came)
  if (!TT.pending[0]) return;
  TT.pending[0] = 0;
  for (i = 1; i < 65; i++) if (TT.pending[i]) {
    TT.pending[i] = 0;
    if (TT.traps[i]) {
      int st = TT.status;

      runtext(TT.traps[i], strlen(TT.traps[i]), 0);
      TT.status = st;
    }
  }
}

static int run_list(struct node *n)
{
  int status = 0;

  for (n = n->a; n; n = n->next) {
    if (n->flags&0x100) {
      int pid;

      TT.jobbg = 1;
      TT.jobtext = n->text;
      pid = shfork();
      TT.jobbg = 0;

      if (!pid) {
        // background jobs read /dev/null when there is no job control
        if (!TT.interactive) {
          int fd = open("/dev/null", O_RDONLY);

          if (fd > 0) dup2(fd, 0), close(fd);
        }
        TT.execlast = 1;
        sh_exit(run(n));
      }
      TT.lastbg = pid;
      if (pid > 0) jc_bg(pid, n);
      status = 0;
    } else {
      TT.exempt = 0;
      if (n->text) TT.jobtext = n->text;
      status = run(n);
    }
    TT.status = status;
    runtraps();
    if (TT.brk || TT.cont || TT.ret) break;
    if (status && !TT.noerr && !TT.exempt && TT.traps[64] && !TT.inerr) {
      TT.inerr++;
      runtext(TT.traps[64], strlen(TT.traps[64]), 0);
      TT.inerr--;
      TT.status = status;
    }
    if (TT.opt_e && status && !TT.noerr && !TT.exempt) sh_exit(status);
  }

  return TT.status = status;
}

// After a loop's body (or condition) ran: does this loop end? (return,
// break N, or continue N for an outer loop)
static int loop_done(void)
{
  if (TT.ret) return 1;
  if (TT.brk) {
    TT.brk--;
    return 1;
  }

  return TT.cont && --TT.cont;
}

static int run_loop(struct node *n)
{
  int status = 0, st;

  TT.loops++;
  for (;;) {
    TT.noerr++;
    st = run(n->a);
    TT.noerr--;
    if (TT.brk || TT.cont || TT.ret) {
      if (loop_done()) break;
      continue;
    }
    if ((n->type == N_WHILE) == !!st) break;
    status = run(n->b);
    if (loop_done()) break;
  }
  TT.loops--;

  return status;
}

// (( p )): expanded, traced under set -x, evaluated into *r; nonzero on an
// error
static int arith_traced(char *p, long long *r)
{
  int err = 0;
  char *x = expand_str(p, X_STR);

  if (TT.opt_x) {
    xprefix();
    fprintf(stderr, "(( %s ))\n", x);
  }
  *r = arith_cmd("((", x, &err);
  free(x);

  return err;
}

// One expression of for ((...)): an empty one is 1
static int arith_part(char *p, long long *r)
{
  char *x;

  for (x = p; isspace(*x); x++);
  if (!*x) return *r = 1, 0;

  return arith_traced(p, r);
}

// for (( init; test; step )): as while, with the step after each round
// (continue included)
static int run_arithfor(struct node *n)
{
  char *s = xstrdup(n->str), *part[3];
  int status = 0;
  long long r;

  arith_parts(s, part);
  TT.loops++;
  if (arith_part(part[0], &r)) status = 1;
  else for (;;) {
    if (arith_part(part[1], &r)) {
      status = 1;
      break;
    }
    if (!r) break;
    status = run(n->b);
    if (loop_done()) break;
    if (arith_part(part[2], &r)) {
      status = 1;
      break;
    }
  }
  TT.loops--;
  free(s);

  return status;
}

// set -x: a for or select loop's first line, as written
static void xtrace_loop(char *kw, struct node *n)
{
  int i;

  if (!TT.opt_x) return;
  xprefix();
  fprintf(stderr, "%s %s in", kw, n->str);
  for (i = 0; i < n->nwords; i++) fprintf(stderr, " %s", n->words[i]);
  fputs(n->flags&1 ? "\n" : " \"$@\"\n", stderr);
}

static int run_for(struct node *n)
{
  char **list;
  int count, i, status = 0;

  if (n->flags&4) return run_arithfor(n);
  if (n->flags&2) return run_select(n);
  if (n->flags&1) count = expand_words(n->words, n->nwords, &list);
  else {
    list = xzalloc((TT.argc+1)*sizeof(char *));
    for (count = 0; count < TT.argc; count++)
      list[count] = xstrdup(TT.argv[count]);
  }
  TT.loops++;
  for (i = 0; i < count; i++) {
    struct var *v = findraw(n->str, strlen(n->str));
    int ref = v && (v->flags&V_NAMEREF), bad;

    // set -x: its first line each round (as bash)
    xtrace_loop("for", n);
    // a nameref loop variable: each word is the name it refers to
    TT.noref += ref;
    bad = setvarf(n->str, list[i], 0);
    TT.noref -= ref;
    if (bad) {
      status = 1;
      break;
    }
    status = run(n->b);
    if (loop_done()) break;
  }
  TT.loops--;
  for (i = 0; i < count; i++) free(list[i]);
  free(list);

  return status;
}

static int run_case(struct node *n)
{
  char *w, *pat;
  struct node *item;
  int status = 0, i, match = 0;

  if (TT.opt_x) {
    xprefix();
    fprintf(stderr, "case %s in\n", n->str);
  }
  w = expand_str(n->str, X_STR);

  for (item = n->a; item; item = item->next) {
    if (!match) {
      for (i = 0; i < item->nwords && !match; i++) {
        pat = expand_str(item->words[i], X_PAT);
        match = pmatch(pat, w, !!(TT.shopts&SO_NOCASEMATCH));
        free(pat);
      }
      if (!match) continue;
    }
    status = run(item->a);
    if (TT.brk || TT.cont || TT.ret) break;
    if (item->flags == T_SEMIAMP) continue;
    if (item->flags == T_DSEMIAMP) match = 0;
    else break;
  }
  free(w);

  return status;
}

static int run(struct node *n)
{
  int status = 0, execlast = TT.execlast;
  struct fdsave sv;
  int psfrom = TT.npsfd;

  TT.execlast = sv.n = 0;
  if (!n) return 0;
  if (n->type == N_CMD) {
    int ps = TT.npsfd;

    TT.status = run_simple(n, execlast);
    if (TT.npsfd > ps || TT.nzomb) procsub_done(ps);
    pipestatus1(TT.status);

    return TT.status;
  }
  TT.lineno = n->lineno;
  if (n->type == N_FUNC) {
    struct func *f = findfunc(n->str);

    if (f && (f->flags&V_RDONLY)) {
      sherr("%s: readonly function", f->name);
      return TT.status = 1;
    }
    if (!f) {
      f = xzalloc(sizeof(*f));
      f->name = xstrdup(n->str);
      f->next = TT.funcs;
      TT.funcs = f;
    }
    f->body = n->a;
    return TT.status = 0;
  }
  if (n->redir && apply_redirs(n->redir, &sv)) {
    restorefds(&sv);
    if (TT.npsfd > psfrom) procsub_done(psfrom);
    return TT.status = 1;
  }
  switch (n->type) {
  case N_LIST: case N_GROUP:
    status = run_list(n->type == N_GROUP ? n->a : n);
    break;
  case N_SUB: {
    int pid = shfork();

    if (!pid) {
      TT.insub = 1;
      run_list(n->a);
      sh_exit(TT.status);
    }
    status = pid < 0 ? 1 : waitpid_status(pid);
    pipestatus1(status);
    break;
  }
  case N_PIPE: status = run_pipe(n, execlast && !TT.pipefail); break;
  case N_NOT:
    TT.noerr++;
    status = !run(n->a);
    TT.noerr--;
    TT.exempt = 1;
    break;
  case N_AND: case N_OR:
    TT.noerr++;
    status = run(n->a);
    TT.noerr--;
    if (TT.brk || TT.cont || TT.ret) break;
    if ((n->type == N_AND) == !status) {
      TT.exempt = 0;
      status = run(n->b);
    } else TT.exempt = 1;
    break;
  case N_IF:
    TT.noerr++;
    status = run(n->a);
    TT.noerr--;
    if (TT.brk || TT.cont || TT.ret) break;
    if (!status) status = run(n->b);
    else status = n->c ? run(n->c) : 0;
    break;
  case N_WHILE: case N_UNTIL: status = run_loop(n); break;
  case N_FOR: status = run_for(n); break;
  case N_CASE: status = run_case(n); break;
  case N_ARITH: {
    long long r;

    status = arith_traced(n->str, &r) ? 1 : !r;
    break;
  }
  case N_DBRACK: status = test_dbrack(n); break;
  }
  restorefds(&sv);
  if (TT.npsfd > psfrom) procsub_done(psfrom);

  return TT.status = status;
}

// Parse and run a string (eval, ., traps, $(...))
static void runtext(char *s, int len, char *name)
{
  struct src in = {0}, *old = TT.in;
  int peeked = TT.peeked, tt = TT.toktype, lineno = TT.lineno;
  char *tw = TT.tokword;
  struct node *n;

  in.buf = xstrndup(s, len);
  in.len = len;
  in.fd = -1;
  if (TT.fcecho) {
    // fc: each line is echoed as it's read
    in.more = in.buf;
    in.buf = xzalloc(in.cap = 256);
    in.len = TT.fcecho = 0;
  }
  in.lineno = name ? 1 : TT.lineno;
  in.eval = TT.evalnext;
  TT.evalnext = 0;
  TT.in = &in;
  TT.peeked = 0;
  for (;;) {
    TT.newcmd = 1;
    if (lex() == T_EOF) break;
    TT.newcmd = 0;
    n = parse_list(0);
    if (TT.opt_n) continue;
    if (TT.execlast && !name && lex() == T_EOF && !TT.traps[0]) TT.execlast = 1;
    else TT.execlast = 0;
    run(n);
    if (TT.brk || TT.cont || TT.ret) break;
  }
  TT.execlast = 0;
  TT.in = old;
  TT.peeked = peeked;
  TT.toktype = tt;
  TT.tokword = tw;
  if (!name) TT.lineno = lineno;
}

/* test, [ and [[ ]] */

struct tst {
  char **av, **pat, *name;
  int ac, pos, dbl, err;  // err 2: already reported
};

static int tst_or(struct tst *t);

static int filetest(int op, char *name)
{
  struct stat st;
  int r;

  if (op == 't') return isatty(atoi(name));
  if (op == 'h' || op == 'L') r = lstat(name, &st);
  else r = stat(name, &st);
  if (r) return 0;
  switch (op) {
  case 'e': case 'a': return 1;
  case 'f': return S_ISREG(st.st_mode);
  case 'd': return S_ISDIR(st.st_mode);
  case 'b': return S_ISBLK(st.st_mode);
  case 'c': return S_ISCHR(st.st_mode);
  case 'p': return S_ISFIFO(st.st_mode);
  case 'S': return S_ISSOCK(st.st_mode);
  case 'h': case 'L': return S_ISLNK(st.st_mode);
  case 's': return st.st_size > 0;
  case 'g': return !!(st.st_mode&S_ISGID);
  case 'u': return !!(st.st_mode&S_ISUID);
  case 'k': return !!(st.st_mode&S_ISVTX);
  case 'r': return !access(name, R_OK);
  case 'w': return !access(name, W_OK);
  case 'x': return !access(name, X_OK);
  case 'O': return st.st_uid == geteuid();
  case 'G': return st.st_gid == getegid();
  case 'N': return st.st_mtime > st.st_atime;
  }

  return 0;
}

static int isop(struct tst *t, int i, char *op)
{
  return i < t->ac && !strcmp(t->av[i], op) && (!t->dbl || !t->pat[i]);
}

static long long tstnum(struct tst *t, char *s)
{
  char *end;
  long long n;

  if (t->dbl) {
    int err = 0;

    n = arith(s, &err);
    if (err) t->err = 1;
    return n;
  }
  while (isspace(*s)) s++;
  n = strtoll(s, &end, 10);
  while (isspace(*end)) end++;
  if (!*s || *end) {
    sherr("%s: %s: integer expression expected", t->name, s);
    t->err = 2;
  }

  return n;
}

static int tst_prim(struct tst *t)
{
  char *a, *b;
  int op, r, bin3 = !t->dbl && t->ac == 3 && !t->pos && binop(t->av[1]);

  if (t->pos >= t->ac) {
    t->err = 1;
    return 0;
  }
  // (three arguments with a binary operator between: that's the test)
  if (bin3) ;
  else if (isop(t, t->pos, "!")) {
    t->pos++;
    return !tst_prim(t);
  }
  if (!bin3 && isop(t, t->pos, "(") && t->pos+1 < t->ac) {
    t->pos++;
    r = tst_or(t);
    if (!isop(t, t->pos, ")")) {
      t->err = 1;
      return 0;
    }
    t->pos++;
    return r;
  }
  a = t->av[t->pos];
  if (t->pos+2 < t->ac+(t->dbl ? 0 : 0) && t->pos+2 <= t->ac-1
      && (op = binop(t->av[t->pos+1])) && (!t->dbl || !t->pat[t->pos+1]
      || 1))
  {
    struct stat st1, st2;
    long long n1, n2;

    b = t->av[t->pos+2];
    t->pos += 3;
    switch (op) {
    case 1: case 2: case 3:
      r = t->dbl ? pm(t->pat[t->pos-1], t->pat[t->pos-1]+strlen(t->pat[t->pos-1]),
        a, a+strlen(a), 2|!!(TT.shopts&SO_NOCASEMATCH)) : !strcmp(a, b);
      return op == 3 ? !r : r;
    case 4: return strcmp(a, b) < 0;
    case 5: return strcmp(a, b) > 0;
    case 12: case 13:
      if (stat(a, &st1)) return op == 13 && !stat(b, &st2);
      if (stat(b, &st2)) return op == 12;
      if (st1.st_mtim.tv_sec != st2.st_mtim.tv_sec)
        r = st1.st_mtim.tv_sec > st2.st_mtim.tv_sec;
      else r = st1.st_mtim.tv_nsec > st2.st_mtim.tv_nsec;
      if (op == 13) r = st1.st_mtim.tv_sec < st2.st_mtim.tv_sec || (st1.st_mtim.tv_sec
        == st2.st_mtim.tv_sec && st1.st_mtim.tv_nsec < st2.st_mtim.tv_nsec);
      return r;
    case 14:
      return !stat(a, &st1) && !stat(b, &st2) && st1.st_dev == st2.st_dev
        && st1.st_ino == st2.st_ino;
    case 15: {
      regex_t re;
      regmatch_t m[10];
      int i;

      if (!t->dbl) break;
      if (regcomp(&re, t->pat[t->pos-1],
        REG_EXTENDED|((TT.shopts&SO_NOCASEMATCH) ? REG_ICASE : 0))) {
        t->err = 1;
        return 0;
      }
      r = !regexec(&re, a, 10, m, 0);
      unsetvar("BASH_REMATCH");
      for (i = 0; r && i < 10 && m[i].rm_so >= 0; i++) {
        char *x = xstrndup(a+m[i].rm_so, m[i].rm_eo-m[i].rm_so);

        setelem("BASH_REMATCH", i, x);
        free(x);
      }
      regfree(&re);
      return r;
    }
    }
    n1 = tstnum(t, a);
    n2 = tstnum(t, b);
    switch (op) {
    case 6: return n1 == n2;
    case 7: return n1 != n2;
    case 8: return n1 < n2;
    case 9: return n1 <= n2;
    case 10: return n1 > n2;
    case 11: return n1 >= n2;
    }
  }
  if (*a == '-' && a[1] && !a[2] && t->pos+1 < t->ac
      && strchr("abcdefghkLprsStuwxOGNnzv", a[1]))
  {
    b = t->av[t->pos+1];
    t->pos += 2;
    if (a[1] == 'n') return !!*b;
    if (a[1] == 'z') return !*b;
    if (a[1] == 'v') {
      int err = 0;

      return !!getsub(b, &err);
    }
    return filetest(a[1], b);
  }
  t->pos++;

  return !!*a;
}

static int tst_and(struct tst *t)
{
  int r = tst_prim(t);

  while (isop(t, t->pos, "-a")) {
    t->pos++;
    r = tst_prim(t) && r;
  }

  return r;
}

static int tst_or(struct tst *t)
{
  int r = tst_and(t);

  while (isop(t, t->pos, "-o")) {
    t->pos++;
    r = tst_and(t) || r;
  }

  return r;
}

static int bi_test(char **argv)
{
  struct tst t = {0};
  int r;

  t.av = argv+1;
  t.name = *argv;
  for (t.ac = 0; t.av[t.ac]; t.ac++);
  if (**argv == '[') {
    if (!t.ac || strcmp(t.av[t.ac-1], "]")) {
      sherr("[: missing `]'");
      return 2;
    }
    t.ac--;
  }
  if (!t.ac) return 1;
  // POSIX's rules by argument count
  if (t.ac == 1) return !*t.av[0];
  if (t.ac == 2 && !strcmp(t.av[0], "!")) return !!*t.av[1];
  if (t.ac == 3 && (!strcmp(t.av[1], "-a") || !strcmp(t.av[1], "-o")))
    return !(t.av[1][1] == 'a' ? *t.av[0] && *t.av[2] : *t.av[0] || *t.av[2]);
  if (t.ac == 3 && binop(t.av[1])) ;
  else if (t.ac == 3 && !strcmp(t.av[0], "!")) {
    t.pos = 1;
    r = tst_prim(&t);
    return t.err ? 2 : r;
  }
  r = tst_or(&t);
  if (t.pos < t.ac && !t.err) {
    sherr("%s: %s: unexpected operator", *argv, t.av[t.pos]);
    return 2;
  }
  if (t.err) {
    if (t.pos >= t.ac && t.err == 1) sherr("%s: argument expected", *argv);
    return 2;
  }

  return !r;
}

// [[ ]]: 1 if the word after w is a pattern, 2 if a regex
static int patop(char *w)
{
  return !strcmp(w, "=~") ? 2 : !strcmp(w, "=") || !strcmp(w, "==")
    || !strcmp(w, "!=");
}

// One of [[ ]]'s tests, its k words w (a string, unary operator and word,
// or word binary operator word): expanded, shown (set -x, with a ! for neg)
// and tested. 1 true, 0 false, -1 an error
static int dbprim(char **w, int k, int neg)
{
  struct tst t = {0};
  char *av[3], *pat[3], *s, *d;
  int i, r;

  t.dbl = 1;
  t.ac = k;
  t.av = av;
  t.pat = pat;
  for (i = 0; i < k; i++) {
    if (i == k-2) av[i] = pat[i] = w[i];
    // quoted parts of a regex match literally
    else if (i == 2 && patop(w[1]) == 2)
      av[i] = xstrdup(pat[i] = expand_str(w[i], X_RE));
    else if (i == 2 && patop(w[1])) {
      // a pattern, expanded once: the string is it less its quoting
      s = pat[i] = expand_str(w[i], X_PAT);
      for (d = av[i] = xstrdup(s); *s; s++)
        *d++ = *s == '\\' && s[1] ? *++s : *s;
      *d = 0;
    } else pat[i] = xstrdup(av[i] = expand_str(w[i], X_STR));
  }
  if (TT.opt_x) {
    // (a string as -n, a pattern as it matches)
    xprefix();
    fprintf(stderr, "[[ %s%s", neg ? "! " : "", k == 1 ? "-n " : "");
    for (i = 0; i < k; i++)
      fprintf(stderr, &" %s"[!i], *pat[i] ? pat[i] : "''");
    fputs(" ]]\n", stderr);
  }
  r = tst_prim(&t);
  for (i = 0; i < k; i++) if (i != k-2) free(av[i]), free(pat[i]);

  return t.err ? -1 : r^neg;
}

// [[ ]]'s words from *i, as dbparse() checked them: lvl 0 an expression,
// 1 a term, 2 a factor. Only what decides the result is expanded, tested and
// shown, as bash. 1 true, 0 false (or not run), -1 an error
static int dbeval(char **w, int n, int *i, int lvl, int run)
{
  int r = 0, k, neg = 0;

  if (lvl < 2) {
    r = dbeval(w, n, i, lvl+1, run);
    // && goes on after a true, || after a false
    while (*i < n && !strcmp(w[*i], lvl ? "&&" : "||")) {
      ++*i;
      k = dbeval(w, n, i, lvl+1, run = run && r == lvl);
      if (run) r = k;
    }
    return r;
  }
  for (; !strcmp(w[*i], "!"); ++*i) neg ^= 1;
  if (!strcmp(w[*i], "(")) {
    ++*i;
    r = dbeval(w, n, i, 0, run);
    ++*i;

    return r < 0 ? r : r^neg;
  }
  k = dbunop(w[*i]) ? 2 : 1+2*(*i+1 < n && binop(w[*i+1]));
  if (run) r = dbprim(w+*i, k, neg);
  *i += k;

  return r;
}

static int test_dbrack(struct node *n)
{
  int i = 0, r = dbeval(n->words, n->nwords, &i, 0, 1);

  return r < 0 ? 2 : !r;
}

/* Builtins */

static int bi_true(char **argv)
{
  return 0;
}

static int bi_false(char **argv)
{
  return 1;
}

// echo to fp (stdout, or a $(echo) done without a fork)
static int echo_to(FILE *fp, char **argv)
{
  int nl = 1, esc = 0, i;
  char *s;

  for (argv++; *argv && **argv == '-' && (*argv)[1]; argv++) {
    for (s = *argv+1; *s && strchr("neE", *s); s++);
    if (*s) break;
    for (s = *argv+1; *s; s++) {
      if (*s == 'n') nl = 0;
      else esc = *s == 'e';
    }
  }
  for (i = 0; argv[i]; i++) {
    if (i) fputc(' ', fp);
    if (!esc) fputs(argv[i], fp);
    else for (s = argv[i]; *s; s++) {
      int c = *s, n, j;

      if (c == '\\' && s[1]) {
        c = *++s;
        if (c == 'c') goto done;
        if (strchr("abefnrtv", c))
          c = "\a\b\033\f\n\r\t\v"[strchr("abefnrtv", c)-"abefnrtv"];
        else if (c == '0') {
          for (n = j = 0; j < 3 && s[1] >= '0' && s[1] <= '7'; j++)
            n = n*8+*++s-'0';
          c = n;
        } else if (c == 'x' && isxdigit(s[1])) {
          for (n = j = 0; j < 2 && isxdigit(s[1]); j++)
            n = n*16+(isdigit(*++s) ? *s-'0' : (*s|32)-'a'+10);
          c = n;
        } else if (c != '\\') fputc('\\', fp);
      }
      fputc(c, fp);
    }
  }
  if (nl) fputc('\n', fp);
done:
  fflush(fp);
  if (ferror(fp)) {
    clearerr(fp);
    sherr("echo: write error: %s", strerror(errno));
    return 1;
  }

  return 0;
}

static int bi_echo(char **argv)
{
  return echo_to(stdout, argv);
}

static int shprintf(char **argv);

static int bi_printf(char **argv)
{
  // bash extras: our own printf, for -v, %b, %q and %(FORMAT)T
  return shprintf(argv);
}

static int bi_colon(char **argv)
{
  return 0;
}

static int numarg(char *s, char *cmd, int *n)
{
  char *end;

  *n = strtol(s, &end, 10);
  if (!*s || *end) {
    sherr("%s: %s: numeric argument required", cmd, s);
    return 1;
  }

  return 0;
}

static int bi_exit(char **argv)
{
  int n = TT.status;

  if (TT.interactive) fputs("exit\n", stderr);
  if (jc_stoppedjobs(0)) return 1;
  if (argv[1] && numarg(argv[1], "exit", &n)) n = 2;
  sh_exit(n&255);

  return 0;
}

static int bi_break(char **argv)
{
  int n = 1;

  if (argv[1] && (numarg(argv[1], *argv, &n) || n < 1)) {
    if (n < 1) sherr("%s: %s: loop count out of range", *argv, argv[1]);
    return 1;
  }
  if (!TT.loops) return 0;
  if (n > TT.loops) n = TT.loops;
  if (**argv == 'b') TT.brk = n;
  else TT.cont = n;

  return 0;
}

static int bi_return(char **argv)
{
  int n = TT.status;

  if (argv[1] && numarg(argv[1], "return", &n)) n = 2;
  if (!TT.depth && !TT.in->fd) {
    sherr("return: can only `return' from a function or sourced script");
    return 1;
  }
  TT.ret = 1;

  return TT.status = n&255;
}

static int bi_eval(char **argv)
{
  struct sb b = {0};
  int i;

  for (i = 1; argv[i]; i++) {
    if (i > 1) sbc(&b, ' ');
    sbadd(&b, argv[i], strlen(argv[i]));
  }
  TT.status = 0;
  if (b.s) {
    // a syntax error comes back here (the text's state is dropped)
    jmp_buf jb, *old = TT.evaljmp;
    struct src *in = TT.in;
    struct lexstate ls;
    int lineno = TT.lineno;

    lex_save(&ls);
    TT.evaljmp = &jb;
    // (set -x traces its commands a level deeper, as bash)
    TT.xdepth++;
    if (!setjmp(jb)) {
      TT.evalnext = 1;
      runtext(b.s, b.len, 0);
    } else {
      TT.in = in;
      lex_restore(&ls);
      TT.lineno = lineno;
      TT.incomp = TT.execlast = TT.inhere = 0;
      TT.status = 2;
    }
    TT.evaljmp = old;
    TT.xdepth--;
  }
  free(b.s);

  return TT.status;
}

static int bi_source(char **argv)
{
  char *path;
  int fd, err, ac = TT.argc;
  char **av = TT.argv;
  struct stat st;
  char *buf;
  long len;

  if (!argv[1]) {
    sherr("%s: filename argument required", *argv);
    return 2;
  }
  path = strchr(argv[1], '/') ? xstrdup(argv[1]) : findpath(argv[1], &err);
  if (!path) path = xstrdup(argv[1]);
  if ((fd = open(path, O_RDONLY)) < 0 || fstat(fd, &st)) {
    sherr("%s: %s", argv[1], strerror(errno));
    free(path);
    if (!TT.interactive) fatal(1);
    return 1;
  }
  buf = xmalloc((len = st.st_size)+1);
  len = readall(fd, buf, len);
  close(fd);
  if (len < 0) len = 0;
  if (argv[2]) {
    for (TT.argc = 0; argv[TT.argc+2]; TT.argc++);
    TT.argv = argv+2;
  }
  TT.status = 0;
  TT.depth++;
  TT.xdepth++;
  runtext(buf, len, path);
  TT.xdepth--;
  TT.depth--;
  if (TT.ret) TT.ret = 0;
  if (argv[2]) {
    TT.argc = ac;
    TT.argv = av;
  }
  free(buf);
  free(path);

  return TT.status;
}

static int bi_exec(char **argv)
{
  if (!argv[1]) return 0;
  if (!strcmp(argv[1], "--")) argv++;
  execcmd(argv+1, 1);

  return 0;
}

static char *shquote(char *s);
static void printvar(struct var *v, char *prefix)
{
  char *s, *p;

  if (prefix) {
    printf("%s%s", prefix, v->name);
    if (v->val) {
      putchar('=');
      putchar('"');
      for (s = v->val; *s; s++) {
        if (strchr("\"\\$`", *s)) putchar('\\');
        putchar(*s);
      }
      putchar('"');
    }
    putchar('\n');
    return;
  }
  // set: as bash, control characters in $'...', nothing for ""
  printf("%s=", v->name);
  s = v->val ? v->val : "";
  for (p = s; *p && !(*p == 127 || (*p > 0 && *p < 32)); p++);
  if (*p) {
    printf("%s", p = shquote(s));
    free(p);
  } else if (*s) quoted(stdout, s);
  putchar('\n');
}

static int varcmp(const void *a, const void *b)
{
  return strcmp(((struct var *)a)->name, ((struct var *)b)->name);
}

static void listvars(int flags, char *prefix)
{
  struct var *v = xmemdup(TT.vars, TT.nvars*sizeof(*v));
  int i;

  qsort(v, TT.nvars, sizeof(*v), varcmp);
  for (i = 0; i < TT.nvars; i++)
    if ((v[i].flags&flags) == flags && (flags || v[i].val))
      printvar(v+i, prefix);
  free(v);
}

// declare -p: the attribute letters, in bash's order
static char *declflags(int flags, char *fl)
{
  char *f = fl, *l = "aAinrtxlu";
  int bits[] = {V_ARRAY, V_ASSOC, V_INT, V_NAMEREF, V_RDONLY, V_TRACE,
    V_EXPORT, V_LOWER, V_UPPER}, i;

  for (i = 0; l[i]; i++) if (flags&bits[i]) *f++ = l[i];
  if (f == fl) *f++ = '-';
  *f = 0;

  return fl;
}

static void declare_str(struct sb *b, char *s)
{
  sbc(b, '"');
  for (; *s; s++) {
    if (strchr("\"\\$`", *s)) sbc(b, '\\');
    sbc(b, *s);
  }
  sbc(b, '"');
}

// declare -p: one variable as a command that makes it again (no newline)
static void declare_sb(struct sb *b, struct var *v)
{
  char fl[16], *s;
  long i;
  int first = 1;

  s = xmprintf("declare -%s %s", declflags(v->flags, fl), v->name);
  sbadd(b, s, strlen(s));
  free(s);
  if (v->flags&V_ASSOC) {
    if (v->keys) {
      sbadd(b, "=(", 2);
      for (i = 0; i < v->alen; i++) {
        s = v->keys[i];
        sbc(b, '[');
        if (!*s || strpbrk(s, " \t\n'\"\\$`|&;()<>*?[]{}~#=!")) declare_str(b, s);
        else sbadd(b, s, strlen(s));
        sbadd(b, "]=", 2);
        declare_str(b, v->arr[i]);
        sbc(b, ' ');
      }
      sbc(b, ')');
    }
  } else if (v->flags&V_ARRAY) {
    if (v->val || v->alen > 1 || v->arr) {
      sbadd(b, "=(", 2);
      for (i = 0; i < (v->alen ? v->alen : 1); i++) {
        if (!(s = getelem(v, i))) continue;
        s = xmprintf("%s[%ld]=", first ? "" : " ", i);
        sbadd(b, s, strlen(s));
        free(s);
        declare_str(b, getelem(v, i));
        first = 0;
      }
      sbc(b, ')');
    }
  } else if (v->val) {
    sbc(b, '=');
    declare_str(b, v->val);
  }
}

static void declare_p(struct var *v)
{
  struct sb b = {0};

  declare_sb(&b, v);
  puts(sbdone(&b));
  free(b.s);
}

/* declare -f: a function's definition, laid out as bash does */

static void pf_node(struct node *n, int ind);

static void pf_ind(int ind)
{
  printf("%*s", ind*4, "");
}

// A list's commands, one a line ending in ";" but the last (inl 1: all on
// one line, "; " between; 2: the first line not indented)
static int pf_here(struct node *n)
{
  struct redir *r;
  int any = 0;

  if (n->type != N_CMD) return 0;
  for (r = n->redir; r; r = r->next)
    if (r->type == R_HERE || r->type == R_HERESTRIP) {
      printf("%s%s%s", any++ ? "" : "\n", r->here ? r->here : "", r->word);
      if (r->next || !n->next) putchar('\n');
    }

  return any;
}

static void pf_list(struct node *n, int ind, int inl)
{
  struct node *first = n ? n->a : 0;

  for (n = first; n; n = n->next) {
    if (!inl || (inl == 2 && n != first)) pf_ind(ind);
    pf_node(n, ind);
    if (n->flags&0x100) printf(" &");
    if (pf_here(n)) printf(n->next ? "\n\n" : "");
    else if (n->next) printf(inl == 1 ? (n->flags&0x100) ? " " : "; "
      : (n->flags&0x100) ? "\n" : ";\n");
  }
}

static void pf_node(struct node *n, int ind)
{
  struct redir *r;
  char *rs[] = {"<", ">", ">>", ">|", "<>", "<&", ">&", "<<", "<<-", "<<<",
    "&>", "&>>"};
  int i;

  switch (n->type) {
  case N_CMD:
    for (i = 0; i < n->nassign; i++) {
      char *a = n->assign[i], *p = strchr(a, 1);

      if (i) putchar(' ');
      if (!p) printf("%s", a);
      else for (printf("%.*s", (int)(p-a), a); *p; p++)
        if (*p == 1) printf(p[1] ? p == strchr(a, 1) ? "" : " " : ")");
        else putchar(*p);
    }
    for (i = 0; i < n->nwords; i++)
      printf("%s%s", i || n->nassign ? " " : "", n->words[i]);
    break;
  case N_PIPE:
    for (n = n->a; n; n = n->next) {
      pf_node(n, ind);
      if (n->next) printf(" | ");
    }
    return;
  case N_AND: case N_OR:
    pf_node(n->a, ind);
    printf(n->type == N_AND ? " && " : " || ");
    pf_node(n->b, ind);
    return;
  case N_NOT:
    printf("! ");
    pf_node(n->a, ind);
    return;
  case N_GROUP:
    printf("{ \n");
    pf_list(n->a, ind+1, 0);
    putchar('\n');
    pf_ind(ind);
    putchar('}');
    break;
  case N_SUB:
    printf("( ");
    pf_list(n->a, ind, 2);
    printf(" )");
    break;
  case N_IF:
    printf("if ");
    pf_list(n->a, ind, 1);
    printf("; then\n");
    pf_list(n->b, ind+1, 0);
    printf(";\n");
    if (n->c) {
      pf_ind(ind);
      printf("else\n");
      pf_ind(ind+1);
      if (n->c->type == N_IF) pf_node(n->c, ind+1);
      else pf_list(n->c, ind+1, 1);
      printf(";\n");
    }
    pf_ind(ind);
    printf("fi");
    break;
  case N_WHILE: case N_UNTIL:
    printf(n->type == N_WHILE ? "while " : "until ");
    pf_list(n->a, ind, 1);
    printf("; do\n");
    pf_list(n->b, ind+1, 0);
    printf(";\n");
    pf_ind(ind);
    printf("done");
    break;
  case N_FOR:
    if (n->flags&4) printf("for ((%s))", n->str);
    else printf("for %s", n->str);
    if (n->flags&1) {
      printf(" in");
      for (i = 0; i < n->nwords; i++) printf(" %s", n->words[i]);
    }
    printf(n->flags&4 ? "\n" : ";\n");
    pf_ind(ind);
    printf("do\n");
    pf_list(n->b, ind+1, 0);
    printf(";\n");
    pf_ind(ind);
    printf("done");
    break;
  case N_ARITH: {
    char *a = n->str, *e = a+strlen(a);

    while (isspace(*a)) a++;
    while (e > a && isspace(e[-1])) e--;
    printf("(( %.*s ))", (int)(e-a), a);
    break;
  }
  case N_CASE:
    printf("case %s in \n", n->str);
    for (n = n->a; n; n = n->next) {
      pf_ind(ind+1);
      for (i = 0; i < n->nwords; i++)
        printf("%s%s", i ? " | " : "", n->words[i]);
      printf(")\n");
      pf_list(n->a, ind+2, 0);
      putchar('\n');
      pf_ind(ind+1);
      printf("%s\n", n->flags == T_SEMIAMP ? ";&" : n->flags == T_DSEMIAMP
        ? ";;&" : ";;");
    }
    pf_ind(ind);
    printf("esac");
    return;
  case N_DBRACK:
    printf("[[");
    for (i = 0; i < n->nwords; i++) printf(" %s", n->words[i]);
    printf(" ]]");
    break;
  default:
    printf("%s", n->text ? n->text : ":");
  }
  for (r = n->redir; r; r = r->next) {
    if (r->fd >= 0 && r->fd != (r->type == R_IN || r->type == R_RW
        || r->type == R_DUPIN || r->type >= R_HERE ? 0 : 1)) printf(" %d", r->fd);
    else putchar(' ');
    printf("%s%s%s", rs[r->type], r->type == R_DUPIN || r->type == R_DUPOUT
      || r->type == R_HERE || r->type == R_HERESTRIP ? "" : " ", r->word);
  }
}

static void printfunc(struct func *f)
{
  printf("%s () \n", f->name);
  if (f->body->type == N_GROUP) pf_node(f->body, 0);
  else {
    printf("{ \n    ");
    pf_node(f->body, 1);
    printf("\n}");
  }
  putchar('\n');
}

static int funccmp(const void *a, const void *b)
{
  return strcmp((*(struct func **)a)->name, (*(struct func **)b)->name);
}

// A function as declare -f shows it: 'f' the definition (and attributes
// if any), 'p' a "declare -f NAME" line, 'F' the name
static void showfunc(struct func *f, int how)
{
  if (how == 'F') puts(f->name);
  else {
    if (how == 'f') printfunc(f);
    if (how == 'p' || f->flags)
      printf("declare -f%s%s%s %s\n", (f->flags&V_RDONLY) ? "r" : "",
        (f->flags&V_TRACE) ? "t" : "", (f->flags&V_EXPORT) ? "x" : "", f->name);
  }
}

// All functions with any of these attributes (or all), sorted
static void listfuncs(int how, int flags)
{
  struct func *f, **l;
  int n = 0, i;

  for (f = TT.funcs; f; f = f->next) n++;
  l = xmalloc((n+1)*sizeof(*l));
  for (n = 0, f = TT.funcs; f; f = f->next) l[n++] = f;
  qsort(l, n, sizeof(*l), funccmp);
  for (i = 0; i < n; i++) if (!flags || (l[i]->flags&flags)) showfunc(l[i], how);
  free(l);
}

// export, readonly, local, declare, typeset
static int bi_export(char **argv)
{
  int flags = **argv == 'r' ? V_RDONLY : **argv == 'e' ? V_EXPORT : 0, i,
    status = 0, print = 0, local = **argv == 'l', unexport = 0, unref = 0,
    off = 0, fn = 0, inherit = 0, j;
  char *eq, *name, *opts = **argv == 'r' ? "aAfp" : **argv == 'e' ? "fnp"
    : "aAfFgiIlnprtux", *l = "aAilnrtxu";
  int bits[] = {V_ARRAY, V_ASSOC, V_INT, V_LOWER, V_NAMEREF, V_RDONLY,
    V_TRACE, V_EXPORT, V_UPPER};

  if (**argv == 'd' || **argv == 't') {
    local = TT.depth > 0;
  }
  for (i = 1; argv[i] && (*argv[i] == '-' || *argv[i] == '+') && argv[i][1]; i++) {
    char *s = argv[i]+1;
    int plus = *argv[i] == '+';

    if (!strcmp(argv[i], "--")) {
      i++;
      break;
    }
    for (; *s; s++) {
      if (!strchr(opts, *s) || (plus && *s == 'p')) {
        sherr("%s: %c%c: invalid option", *argv, plus ? '+' : '-', *s);
        fprintf(stderr, "%s: usage: %s\n", *argv, **argv == 'l'
          ? "local [option] name[=value] ..." : **argv == 'r'
          ? "readonly [-aAf] [name[=value] ...] or readonly -p" : **argv == 'e'
          ? "export [-fn] [name[=value] ...] or export -p" : **argv == 'd'
          ? "declare [-aAfFgiIlnrtux] [name[=value] ...] or declare -p [-aAfFilnrtux] [name ...]"
          : "typeset [-aAfFgiIlnrtux] name[=value] ... or typeset -p [-aAfFilnrtux] [name ...]");
        return 2;
      }
      if (*s == 'p') print = 1;
      else if (*s == 'I') inherit = 1;
      else if (*s == 'f' || *s == 'F') fn = plus ? fn : *s;
      else if (*s == 'g') local = 0;
      else if (*s == 'n' && **argv == 'e') unexport = 1;
      else if (*s == 'n' && plus) unref = 1;
      else for (j = 0; l[j]; j++) if (*s == l[j]) {
        if (plus) off |= bits[j], flags &= ~bits[j];
        else flags |= bits[j], off &= ~bits[j];
      }
    }
  }
  // -l and -u together: neither
  if ((flags&(V_LOWER|V_UPPER)) == (V_LOWER|V_UPPER))
    flags &= ~(V_LOWER|V_UPPER);

  // functions: -f definitions, -F names; -r -t -x set attributes
  if (fn) {
    int fa;

    // export -nf NAME: not exported any more
    if (unexport) off |= V_EXPORT, flags &= ~V_EXPORT;
    fa = (flags|off)&(V_RDONLY|V_TRACE|V_EXPORT);

    if (!argv[i]) {
      listfuncs(fn == 'F' ? 'p' : 'f', flags&(V_RDONLY|V_TRACE|V_EXPORT));
      return 0;
    }
    for (; argv[i]; i++) {
      struct func *f = findfunc(argv[i]);

      if (!f) {
        if (**argv == 'r' || **argv == 'e')
          sherr("%s: %s: not a function", *argv, argv[i]);
        status = 1;
      } else if (fa && !print) {
        f->flags |= flags&fa;
        f->flags &= ~(off&(V_TRACE|V_EXPORT));
      } else showfunc(f, fn == 'F' ? print ? 'p' : 'F' : 'f');
    }
    return status;
  }
  if (local && !TT.depth) {
    sherr("local: can only be used in a function");
    return 1;
  }
  if (print || (!argv[i] && (flags&~(V_EXPORT|V_RDONLY)))) {
    struct var *v = xmemdup(TT.vars, TT.nvars*sizeof(*v));

    if (!argv[i]) {
      qsort(v, TT.nvars, sizeof(*v), varcmp);
      for (j = 0; j < TT.nvars; j++)
        if (!flags || (v[j].flags&flags)) declare_p(v+j);
    }
    for (; argv[i]; i++) {
      struct var *w = findraw(argv[i], strlen(argv[i]));

      if (w) declare_p(w);
      else {
        sherr("%s: %s: not found", *argv, argv[i]);
        status = 1;
      }
    }
    free(v);
    return status;
  }
  if (!argv[i] && !local) {
    // declare alone: as set (variables, then functions)
    if (!flags && strchr("dt", **argv)) {
      listvars(0, 0);
      listfuncs('f', 0);
      return 0;
    }
    listvars(flags, **argv == 'e' ? "declare -x " : **argv == 'r'
      ? "declare -r " : "declare -- ");
    return 0;
  }
  for (; argv[i]; i++) {
    char *cpd;
    int nl;

    eq = strchr(argv[i], '=');
    name = eq ? xstrndup(argv[i], eq-argv[i]) : xstrdup(argv[i]);
    // name=(words), kept whole by the parser; name[sub]=value, name+=value
    cpd = eq && eq[1] == '(' && eq[2] == 1 ? eq : 0;
    nl = namelen(name);
    if (eq && nl && isassign(argv[i]) && (argv[i][nl] == '[' || eq[-1] == '+'))
    {
      name[nl] = 0;
      cpd = eq;
    }
    if (namelen(name) != strlen(name)) {
      sherr("%s: `%s': not a valid identifier", *argv, argv[i]);
      status = 1;
    } else if ((flags&V_NAMEREF) && eq && (!namelen(eq+1)
        || (eq[1+namelen(eq+1)] && eq[1+namelen(eq+1)] != '['))) {
      sherr("%s: `%s': invalid variable name for name reference", *argv,
        eq+1);
      status = 1;
    } else if ((flags&V_NAMEREF) && eq && !strcmp(name, eq+1)) {
      sherr("%s: %s: nameref variable self references not allowed", *argv,
        name);
      status = 1;
    } else {
      struct var *v;
      int fl = flags;

      // set -x: export and readonly show NAME=value again (bash)
      if (eq && !cpd && strchr("er", **argv)) xtrace_assign(argv[i], eq+1);
      if (local) {
        struct saved *s;

        for (s = TT.locals; s && s->depth == TT.depth; s = s->next)
          if (!strcmp(s->name, name)) break;
        if (!s || s->depth != TT.depth) {
          savevar(&TT.locals, name);
          if (lrsvar(name)) setvarf(name, 0, V_PLAIN);
          // a new local hides a nameref of the same name
          if ((v = findraw(name, strlen(name))) && (v->flags&V_NAMEREF)) {
            v->flags &= ~V_NAMEREF;
            free(v->val);
            v->val = 0;
          }
          // and starts without the outer one's attributes or elements
          if ((v = findraw(name, strlen(name))) && !(v->flags&V_RDONLY)
              && !inherit) {
            clearelems(v);
            free(v->arr);
            free(v->keys);
            v->arr = v->keys = 0;
            v->flags &= ~(V_ARRAY|V_ASSOC|V_INT|V_LOWER|V_UPPER);
            if (fl&(V_ARRAY|V_ASSOC)) {
              free(v->val);
              v->val = 0;
            }
          }
        }
        if (!eq && !findvar(name, strlen(name))) setvarf(name, 0, 0);
      }
      v = findvar(name, strlen(name));
      if (v && (v->flags&V_RDONLY) && eq && !(fl&V_NAMEREF)) {
        if (**argv == 'r') sherr("%s: readonly variable", name);
        else sherr("%s: %s: readonly variable", *argv, name);
        status = 1;
        goto next;
      }
      // attributes first (so that -i and -l/-u apply to the value)
      if (v && (off&V_RDONLY) && (v->flags&V_RDONLY)) {
        sherr("%s: %s: readonly variable", *argv, name);
        status = 1;
        goto next;
      }
      if (v && (off&(V_ARRAY|V_ASSOC)) && (v->flags&(V_ARRAY|V_ASSOC))) {
        sherr("%s: %s: cannot destroy array variables in this way", *argv,
          name);
        status = 1;
        goto next;
      }
      if (v && (fl&V_ASSOC) && (v->flags&V_ARRAY)) {
        sherr("%s: %s: cannot convert indexed to associative array", *argv,
          name);
        status = 1;
        goto next;
      }
      if (v && (fl&V_ARRAY) && (v->flags&V_ASSOC)) {
        sherr("%s: %s: cannot convert associative to indexed array", *argv,
          name);
        status = 1;
        goto next;
      }
      if ((fl&V_ASSOC) && !(v && (v->flags&V_ASSOC))) {
        char *old;

        // a scalar becomes element "0"
        if (!v) setvarf(name, 0, 0);
        v = findvar(name, strlen(name));
        old = v->val;
        v->val = 0;
        v->flags |= V_ASSOC;
        if (old) asetkey(v, "0", old);
        free(old);
      }
      if (v) {
        v->flags &= ~(off&~(V_RDONLY|V_ARRAY|V_ASSOC));
        if (fl&V_LOWER) v->flags &= ~V_UPPER;
        if (fl&V_UPPER) v->flags &= ~V_LOWER;
      }
      if (cpd && !(fl&V_NAMEREF)) {
        // the value, then readonly
        if (!v) setvarf(name, 0, 0);
        findvar(name, strlen(name))->flags |= fl&~V_RDONLY;
        if (assign1(argv[i], 0)) status = 1;
        else findvar(name, strlen(name))->flags |= fl;
      } else if (unref || (fl&V_NAMEREF)) {
        // the nameref itself, not its target
        TT.noref++;
        if (setvarf(name, eq ? eq+1 : 0, fl)) status = 1;
        else if (unref) findraw(name, strlen(name))->flags &= ~V_NAMEREF;
        TT.noref--;
      } else if (unexport) {
        if (v) v->flags &= ~V_EXPORT;
      } else {
        char *arv = TT.arprefix;

        TT.arprefix = *argv;
        TT.arerr = 0;
        if (eq && v && (v->flags&V_ASSOC)) {
          // the value of a plain name=value: element "0"
          if (asetkey(v, "0", eq+1)) status = 1;
          v->flags |= fl;
        } else if (fl&V_ARRAY) {
          if (setvarf(name, 0, fl&~V_RDONLY)) status = 1;
          else if (eq && setelem(name, 0, eq+1)) status = 1;
          findvar(name, strlen(name))->flags |= fl;
        } else if (setvarf(name, eq ? eq+1 : 0, fl&~V_RDONLY)
          || setvarf(name, 0, fl)) status = 1;
        TT.arprefix = arv;
        if (status && TT.arerr) {
          TT.arerr = 0;
          if (!TT.interactive) fatal(1);
        }
      }
      if (local && !eq && !fl && !inherit) {
        struct var *v = findvar(name, strlen(name));

        if (v && v->val && TT.locals && !strcmp(TT.locals->name, name)) {
          free(v->val);
          v->val = 0;
        }
      }
    }
next:
    free(name);
  }

  return status;
}

// unset: without -f or -v a NAME that is no variable (not even a valid
// name: bash doesn't complain then) is a function's
static int bi_unset(char **argv)
{
  int i = 1, fn = 0, var = 0, status = 0, ref = 0;
  char *s;

  for (; argv[i] && *argv[i] == '-' && argv[i][1]; i++) {
    if (!strcmp(argv[i], "--")) {
      i++;
      break;
    }
    for (s = argv[i]+1; *s; s++) {
      if (*s == 'f') fn = 1;
      else if (*s == 'v') var = 1;
      else if (*s == 'n') ref = 1;
      else {
        sherr("unset: -%c: invalid option", *s);
        fprintf(stderr, "unset: usage: unset [-f] [-v] [-n] [name ...]\n");
        return 2;
      }
    }
  }
  if (fn && var) {
    sherr("unset: cannot simultaneously unset a function and a variable");
    return 1;
  }
  for (; argv[i]; i++) {
    int l = namelen(argv[i]), elem = l && argv[i][l] == '['
      && argv[i][strlen(argv[i])-1] == ']';

    if (fn || (!var && !elem && (argv[i][l]
        || !(findraw(argv[i], l) || lrsvar(argv[i]))))) {
      struct func **f;

      for (f = &TT.funcs; *f; f = &(*f)->next) if (!strcmp((*f)->name, argv[i])) {
        if ((*f)->flags&V_RDONLY) {
          sherr("unset: %s: cannot unset: readonly function", argv[i]);
          status = 1;
        } else *f = (*f)->next;
        break;
      }
    } else if (elem) {
      // unset a[i]
      int err = 0;
      char *name = xstrndup(argv[i], l), *sub = xstrndup(argv[i]+l+1,
        strlen(argv[i]+l+1)-1);
      struct var *v = findvar(name, l);
      long idx = 0;

      if (v && (v->flags&V_ASSOC)) status |= asetkey(v, sub, 0);
      else if (idx = arith(sub, &err), !err && v)
        status |= setelem(name, idx, 0);
      free(name);
      free(sub);
    } else if (argv[i][l]) {
      sherr("unset: `%s': not a valid identifier", argv[i]);
      status = 1;
    } else {
      // unset -n: the nameref itself
      TT.noref += ref;
      if (unsetvar(argv[i])) status = 1;
      else if (lrsvar(argv[i])) setvarf(argv[i], 0, V_PLAIN);
      TT.noref -= ref;
    }
  }

  return status;
}

static struct {
  char *name;
  int *opt;
} setopts[] = {{"errexit", &this.sh.opt_e}, {"nounset", &this.sh.opt_u},
  {"xtrace", &this.sh.opt_x}, {"noglob", &this.sh.opt_f},
  {"noexec", &this.sh.opt_n}, {"verbose", &this.sh.opt_v},
  {"noclobber", &this.sh.opt_C}, {"allexport", &this.sh.opt_a},
  {"pipefail", &this.sh.pipefail}, {"posix", &this.sh.posix},
  {"emacs", &linedit_emacs}, {"vi", &linedit_vi}};

static int setopt(int c, char *name, int on)
{
  char *l = "eufxnvCa";
  int i;

  if (name) {
    for (i = 0; i < ARRAY_LEN(setopts); i++)
      if (!strcmp(setopts[i].name, name)) {
        // the line editor's keys: emacs or vi, one turns the other off
        if (on && setopts[i].opt == &linedit_vi) linedit_emacs = 0;
        if (on && setopts[i].opt == &linedit_emacs) linedit_vi = 0;
        *setopts[i].opt = on;
        return 0;
      }
    // options we accept and ignore: no job control or line editing here
    if (!strcmp(name, "monitor")) return jc_start(on), 0;
    if (!strcmp(name, "history") || !strcmp(name, "histexpand")) {
      *(*name == 'h' && name[4] == 'e' ? &TT.histexp : &TT.histon) = on;
      return 0;
    }
    if (!strcmp(name, "posix")
        || !strcmp(name, "notify") || !strcmp(name, "ignoreeof")
        || !strcmp(name, "nolog") || !strcmp(name, "hashall")) return 0;
    // (on the command line, line 0, bash names itself)
    sherr("%s: %s: invalid option name", TT.lineno ? "set" : TT.arg0, name);
    return 1;
  }
  if (!strchr(l, c)) {
    if (c == 'm') return jc_start(on), 0;
    if (c == 'H') return TT.histexp = on, 0;
    if (strchr("mbhBHPT", c)) return 0;
    sherr("set: %c%c: invalid option", on ? '-' : '+', c);
    return 1;
  }
  i = strchr(l, c)-l;
  if (c == 'x') i = 2;
  else if (c == 'f') i = 3;
  else if (c == 'n') i = 4;
  else if (c == 'v') i = 5;
  else if (c == 'u') i = 1;
  else if (c == 'e') i = 0;
  else if (c == 'C') i = 6;
  else if (c == 'a') i = 7;
  *setopts[i].opt = on;

  return 0;
}

static void setargs(char **argv)
{
  int i;

  for (i = 0; argv[i]; i++);
  TT.argc = i;
  TT.argv = xzalloc((i+1)*sizeof(char *));
  while (i--) TT.argv[i] = xstrdup(argv[i]);
}

static int bi_set(char **argv)
{
  int i;

  // the variables, then (outside posix mode) the functions, as bash
  if (!argv[1]) {
    listvars(0, 0);
    if (!TT.posix) listfuncs('f', 0);
    return 0;
  }
  for (i = 1; argv[i]; i++) {
    char *s = argv[i];
    int on = *s == '-';

    if (*s != '-' && *s != '+') break;
    if (!strcmp(s, "--")) {
      i++;
      setargs(argv+i);
      return 0;
    }
    if (!strcmp(s, "-") || !strcmp(s, "+")) {
      if (on) TT.opt_x = TT.opt_v = 0;
      i++;
      break;
    }
    for (s++; *s; s++) {
      if (*s == 'o') {
        // alone: the list, as shopt -o and -po
        if (!argv[i+1]) bi_shopt((char *[]){"", on ? "-o" : "-po", 0});
        else if (setopt(0, argv[++i], on)) return 2;
      } else if (setopt(*s, 0, on)) return 2;
    }
  }
  if (argv[i]) setargs(argv+i);

  return 0;
}

static int bi_shift(char **argv)
{
  int n = 1;

  if (argv[1] && numarg(argv[1], "shift", &n)) return 1;
  if (n < 0 || n > TT.argc) {
    if (n < 0) sherr("shift: %s: shift count out of range", argv[1]);
    return 1;
  }
  TT.argc -= n;
  TT.argv += n;

  return 0;
}

// Make a path without . and .. parts (cd -L)
static char *canon(char *path)
{
  char *r = xmalloc(strlen(path)+2), *s = path, *d = r;

  *d++ = '/';
  while (*s) {
    while (*s == '/') s++;
    if (!*s) break;
    if (*s == '.' && (!s[1] || s[1] == '/')) {
      s++;
      continue;
    }
    if (*s == '.' && s[1] == '.' && (!s[2] || s[2] == '/')) {
      s += 2;
      if (d > r+1) {
        for (d--; d > r+1 && d[-1] != '/'; d--);
        if (d > r+1) d--;
      }
      continue;
    }
    if (d[-1] != '/') *d++ = '/';
    while (*s && *s != '/') *d++ = *s++;
  }
  *d = 0;

  return r;
}

static int bi_cd(char **argv)
{
  int phys = 0, i, print = 0;
  char *dir, *pwd = getvar("PWD"), *new = 0, *cdpath;

  for (i = 1; argv[i] && *argv[i] == '-' && argv[i][1]; i++) {
    if (!strcmp(argv[i], "--")) {
      i++;
      break;
    }
    if (!strcmp(argv[i], "-P")) phys = 1;
    else if (!strcmp(argv[i], "-L")) phys = 0;
    else {
      sherr("cd: %s: invalid option", argv[i]);
      return 2;
    }
  }
  dir = argv[i];
  if (dir && argv[i+1]) {
    sherr("cd: too many arguments");
    return 1;
  }
  if (!dir) {
    if (!(dir = getvar("HOME"))) {
      sherr("cd: HOME not set");
      return 1;
    }
  } else if (!strcmp(dir, "-")) {
    if (!(dir = getvar("OLDPWD"))) {
      sherr("cd: OLDPWD not set");
      return 1;
    }
    print = 1;
  }
  dir = xstrdup(dir);
  if (*dir != '/' && *dir != '.' && (cdpath = getvar("CDPATH")) && *dir) {
    char *p, *try;
    struct stat st;

    for (;;) {
      int l = (p = strchr(cdpath, ':')) ? p-cdpath : strlen(cdpath);

      try = xmprintf("%.*s%s%s", l, cdpath, l ? "/" : "./", dir);
      if (!stat(try, &st) && S_ISDIR(st.st_mode)) {
        free(dir);
        dir = try;
        if (l) print = 1;
        break;
      }
      free(try);
      if (!p) break;
      cdpath = p+1;
    }
  }
  if (!phys) {
    char *full = *dir == '/' ? xstrdup(dir) : xmprintf("%s/%s", pwd && *pwd
      == '/' ? pwd : getcwd(toybuf, sizeof(toybuf)) ? toybuf : ".", dir);

    new = canon(full);
    free(full);
    if (chdir(new)) {
      free(new);
      new = 0;
    }
  }
  if (!new) {
    if (chdir(dir)) {
      sherr("cd: %s: %s", argv[i] ? argv[i] : dir, strerror(errno));
      free(dir);
      return 1;
    }
    new = getcwd(0, 0);
    if (!new) new = xstrdup(dir);
  }
  if (phys) {
    free(new);
    new = getcwd(0, 0);
    if (!new) new = xstrdup(dir);
  }
  setvarf("OLDPWD", pwd ? pwd : "", 0);
  setvarf("PWD", new, 0);
  if (print) printf("%s\n", new);
  free(new);
  free(dir);

  return 0;
}

static int bi_pwd(char **argv)
{
  char *pwd = getvar("PWD"), *cwd = getcwd(0, 0);
  struct stat st1, st2;
  int phys = argv[1] && !strcmp(argv[1], "-P");

  if (!phys && pwd && *pwd == '/' && !stat(pwd, &st1) && !stat(".", &st2)
      && st1.st_ino == st2.st_ino && st1.st_dev == st2.st_dev) puts(pwd);
  else if (cwd) puts(cwd);
  else {
    sherr("pwd: %s", strerror(errno));
    return 1;
  }
  free(cwd);

  return 0;
}

static int bi_read(char **argv)
{
  int raw = 0, i, delim = '\n', nchars = -1, fd = 0, silent = 0, c, status = 0,
    ifsn, exact = 0;
  char *arr = 0;
  char *prompt = 0, *ifs = getvar("IFS"), *s;
  long timeout = -1;
  struct sb b = {0}, q = {0};
  struct termios tio, old;

  for (i = 1; argv[i] && *argv[i] == '-' && argv[i][1]; i++) {
    if (!strcmp(argv[i], "--")) {
      i++;
      break;
    }
    for (s = argv[i]+1; *s; s++) {
      if (*s == 'r') raw = 1;
      else if (*s == 's') silent = 1;
      else if (strchr("pdntuaN", *s)) {
        char *arg = s[1] ? s+1 : argv[++i];

        if (!arg) {
          sherr("read: -%c: option requires an argument", *s);
          return 2;
        }
        if (*s == 'p') prompt = arg;
        else if (*s == 'd') delim = *arg;
        else if (*s == 'n' || *s == 'N') {
          char *end;

          // bash extras: -N reads exactly that many, no delimiter or splitting
          nchars = strtol(arg, &end, 10);
          if (*end || !*arg || nchars < 0) {
            sherr("read: %s: invalid number", arg);
            return 1;
          }
          exact = *s == 'N';
        }
        else if (*s == 't') timeout = strtod(arg, 0)*1000;
        else if (*s == 'u') fd = atoi(arg);
        else if (*s == 'a') arr = arg;
        break;
      } else {
        sherr("read: -%c: invalid option", *s);
        return 2;
      }
    }
  }
  if (exact) delim = -1;
  if (prompt && isatty(fd)) {
    fputs(prompt, stderr);
    fflush(stderr);
  }
  if (silent && !tcgetattr(fd, &old)) {
    tio = old;
    tio.c_lflag &= ~ECHO;
    tcsetattr(fd, TCSANOW, &tio);
  } else silent = 0;
  if (!ifs) ifs = " \t\n";
  // read a byte at a time: what's after the line is someone else's
  for (;;) {
    char ch;
    int n;

    if (nchars >= 0 && b.len >= nchars) break;
    if (timeout >= 0) {
      struct pollfd pfd = {fd, POLLIN, 0};

      if (poll(&pfd, 1, timeout) != 1) {
        status = 142;
        break;
      }
    }
    n = read(fd, &ch, 1);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      status = 1;
      break;
    }
    c = (unsigned char)ch;
    if (c == delim) break;
    if (!c) continue;
    if (c == '\\' && !raw) {
      if (read(fd, &ch, 1) != 1) {
        status = 1;
        break;
      }
      if (ch == '\n') continue;
      sbc(&b, ch);
      sbc(&q, 1);
      continue;
    }
    sbc(&b, c);
    sbc(&q, 0);
  }
  if (silent) tcsetattr(fd, TCSANOW, &old);
  sbdone(&b);
  sbdone(&q);
  if (exact && !arr) {
    setvar(argv[i] ? argv[i++] : "REPLY", b.s, 0);
    while (argv[i]) setvar(argv[i++], "", 0);
    free(b.s);
    free(q.s);
    return status;
  }
  if (arr) {
    struct var *v = findvar(arr, strlen(arr));
    long p = 0, n = 0;

    // read -a: every field an element
    if (v) unsetvar(arr);
    setelem(arr, 0, 0);
    while (p < b.len) {
      struct sb f = {0};

      while (p < b.len && !q.s[p] && strchr(ifs, b.s[p])) p++;
      if (p >= b.len) break;
      while (p < b.len && (q.s[p] || !strchr(ifs, b.s[p]))) sbc(&f, b.s[p++]);
      setelem(arr, n++, sbdone(&f));
      free(f.s);
    }
    free(b.s);
    free(q.s);
    return status;
  }
  if (!argv[i]) {
    setvar("REPLY", b.s, 0);
    free(b.s);
    free(q.s);
    return status;
  }
  // split into the names, the last one takes the rest
  {
    long p = 0, start;
    int ws;

    for (; argv[i]; i++) {
      struct sb v = {0};

      while (p < b.len && !q.s[p] && strchr(ifs, b.s[p]) && strchr(" \t\n", b.s[p])) p++;
      start = p;
      if (!argv[i+1]) {
        long end = b.len;

        // the rest, less trailing IFS white space
        while (end > p && !q.s[end-1] && strchr(ifs, b.s[end-1])
          && strchr(" \t\n", b.s[end-1])) end--;
        // one trailing non-white IFS char alone is dropped
        if (end > p && !q.s[end-1] && strchr(ifs, b.s[end-1])) {
          long e2 = end-1;
          int other = 0, j;

          for (j = p; j < e2; j++) if (!q.s[j] && strchr(ifs, b.s[j])) other = 1;
          if (!other) end = e2;
        }
        sbadd(&v, b.s+p, end-p);
        p = end;
      } else {
        while (p < b.len && (q.s[p] || !strchr(ifs, b.s[p]))) sbc(&v, b.s[p++]);
        ifsn = 0;
        ws = 1;
        while (p < b.len && !q.s[p] && strchr(ifs, b.s[p])) {
          if (!strchr(" \t\n", b.s[p])) {
            if (ifsn) break;
            ifsn = 1;
          }
          p++;
        }
        (void)ws;
      }
      (void)start;
      if (setvarf(argv[i], sbdone(&v), 0)) status = 1;
      free(v.s);
    }
  }
  free(b.s);
  free(q.s);

  return status;
}

static char *signames[] = {"EXIT", "HUP", "INT", "QUIT", "ILL", "TRAP", "ABRT",
  "BUS", "FPE", "KILL", "USR1", "SEGV", "USR2", "PIPE", "ALRM", "TERM",
  "STKFLT", "CHLD", "CONT", "STOP", "TSTP", "TTIN", "TTOU", "URG", "XCPU",
  "XFSZ", "VTALRM", "PROF", "WINCH", "IO", "PWR", "SYS"};

static int signum(char *s)
{
  int i;

  if (isdigit(*s)) return (i = atoi(s)) < 65 ? i : -1;
  if (!strncasecmp(s, "SIG", 3)) s += 3;
  for (i = 0; i < ARRAY_LEN(signames); i++)
    if (!strcasecmp(s, signames[i])) return i;
  if (!strcasecmp(s, "ERR")) return 64;

  return -1;
}

static void sigcatch(int sig)
{
  if (!invfork) TT.pending[sig] = TT.pending[0] = 1;
}

static void cleartraps(void)
{
  int i;

  for (i = 0; i < 65; i++) if (TT.traps[i]) {
    if (*TT.traps[i] && i && i < 64) signal(i, SIG_DFL);
    if (*TT.traps[i]) TT.traps[i] = 0;
  }
}

static int bi_trap(char **argv)
{
  int i = 1, sig, status = 0;
  char *act;

  if (argv[1] && !strcmp(argv[1], "--")) i++;
  // trap -p [SIG...]: the traps set (of those SIGs), to be read back
  if (!argv[i] || !strcmp(argv[i], "-p")) {
    int all = !argv[i] || !argv[i+1];

    for (sig = 0; all ? sig < 65 : !!argv[++i]; sig++) {
      char *p;
      int n = all ? sig : signum(argv[i]);

      if (n < 0) {
        sherr("trap: %s: invalid signal specification", argv[i]);
        status = 1;
      }
      if (n < 0 || !TT.traps[n]) continue;
      printf("trap -- '");
      for (p = TT.traps[n]; *p; p++) {
        if (*p == '\'') printf("'\\''");
        else putchar(*p);
      }
      putchar('\'');
      printf(" %s%s\n", n && n != 64 ? "SIG" : "", n == 64 ? "ERR"
      : n < ARRAY_LEN(signames) ? signames[n] : numstr(n));
    }
    return status;
  }
  act = argv[i];
  // one argument that is a signal number: reset it
  if (!argv[i+1] || (isdigit(*act) && signum(act) >= 0)) act = "-";
  else i++;
  for (; argv[i]; i++) {
    if ((sig = signum(argv[i])) < 0 || sig == SIGKILL || sig == SIGSTOP) {
      if (sig < 0) sherr("trap: %s: invalid signal specification", argv[i]);
      status = 1;
      continue;
    }
    free(TT.traps[sig]);
    TT.traps[sig] = 0;
    if (!strcmp(act, "-")) {
      if (sig && sig < 64) signal(sig, SIG_DFL);
    } else {
      TT.traps[sig] = xstrdup(act);
      if (sig && sig < 64) signal(sig, *act ? sigcatch : SIG_IGN);
    }
  }

  return status;
}

static int bi_wait(char **argv)
{
  struct job *j, **jj;
  int status = 0, i;

  // bash extras: wait -n
  if (argv[1] && !strcmp(argv[1], "-n")) return wait_next();
  if (!argv[1]) {
    while ((j = TT.jobs)) {
      TT.jobs = j->next;
      if (!j->done) waitpid_quiet(j->pid, 1);
      free(j);
    }
    return 0;
  }
  for (i = 1; argv[i]; i++) {
    int pid = *argv[i] == '%' ? -atoi(argv[i]+1) : atoi(argv[i]);

    for (jj = &TT.jobs; (j = *jj); jj = &j->next)
      if (pid < 0 ? j->num == -pid : j->pid == pid) break;
    if (!j) {
      sherr("wait: pid %s is not a child of this shell", argv[i]);
      status = 127;
      continue;
    }
    status = j->done ? j->status : waitpid_quiet(j->pid, 1);
    *jj = j->next;
    free(j);
  }

  return status;
}

static int bi_getopts(char **argv)
{
  char *opts = argv[1], **args = TT.argv, *optind = getvar("OPTIND"), *arg, *p;
  int nargs = TT.argc, ind, silent, c;
  static int subpos;
  char cs[2] = {0};

  if (!opts || !argv[2]) {
    sherr("getopts: usage: getopts optstring name [arg ...]");
    return 2;
  }
  if (argv[3]) {
    args = argv+3;
    for (nargs = 0; args[nargs]; nargs++);
  }
  ind = optind ? atoi(optind) : 1;
  if (ind < 1) ind = 1;
  if (!subpos || ind > nargs) subpos = 0;
  silent = *opts == ':';
  if (silent) opts++;
  if (ind > nargs || !(arg = args[ind-1]) || (!subpos && (*arg != '-'
      || !arg[1] || !strcmp(arg, "--"))))
  {
    if (ind <= nargs && args[ind-1] && !strcmp(args[ind-1], "--")) ind++;
    subpos = 0;
    setvar("OPTIND", numstr(ind), 0);
    setvar(argv[2], "?", 0);
    unsetvar("OPTARG");
    return 1;
  }
  if (!subpos) subpos = 1;
  c = arg[subpos++];
  cs[0] = c;
  if (!arg[subpos]) {
    ind++;
    subpos = 0;
  }
  if (c == ':' || !(p = strchr(opts, c))) {
    if (silent) {
      setvar("OPTARG", cs, 0);
    } else {
      fprintf(stderr, "%s: illegal option -- %c\n", TT.arg0, c);
      unsetvar("OPTARG");
    }
    setvar(argv[2], "?", 0);
  } else if (p[1] == ':') {
    if (subpos) {
      setvar("OPTARG", arg+subpos, 0);
      ind++;
      subpos = 0;
      setvar(argv[2], cs, 0);
    } else if (ind > nargs) {
      if (silent) {
        setvar("OPTARG", cs, 0);
        setvar(argv[2], ":", 0);
      } else {
        fprintf(stderr, "%s: option requires an argument -- %c\n", TT.arg0, c);
        unsetvar("OPTARG");
        setvar(argv[2], "?", 0);
      }
    } else {
      setvar("OPTARG", args[ind-1], 0);
      ind++;
      setvar(argv[2], cs, 0);
    }
  } else {
    setvar(argv[2], cs, 0);
    unsetvar("OPTARG");
  }
  setvar("OPTIND", numstr(ind), 0);

  return 0;
}

static int bi_kill(char **argv)
{
  int sig = SIGTERM, i = 1, status = 0;

  if (argv[1] && !strcmp(argv[1], "-l")) {
    if (argv[2]) {
      int n = atoi(argv[2]);

      if (n > 128) n -= 128;
      if (n > 0 && n < ARRAY_LEN(signames)) puts(signames[n]);
      else {
        sherr("kill: %s: invalid signal specification", argv[2]);
        return 1;
      }
      return 0;
    }
    for (i = 1; i < ARRAY_LEN(signames); i++)
      printf("%2d) SIG%-8s%s", i, signames[i], i%5 ? "\t" : "\n");
    putchar('\n');
    return 0;
  }
  if (argv[1] && *argv[1] == '-' && argv[1][1] && strcmp(argv[1], "--")) {
    char *name = argv[1]+1;

    if ((!strcmp(name, "s") || !strcmp(name, "n")) && argv[2]) name = argv[++i];
    if ((sig = signum(name)) < 0 || sig >= ARRAY_LEN(signames)) {
      sherr("kill: %s: invalid signal specification", name);
      return 1;
    }
    i++;
  }
  if (argv[i] && !strcmp(argv[i], "--")) i++;
  if (!argv[i]) {
    sherr("kill: usage: kill [-s sigspec | -n signum | -sigspec] pid | jobspec ...");
    return 2;
  }
  for (; argv[i]; i++) {
    char *end;
    long pid;

    if (*argv[i] == '%') {
      struct job *j = jc_find(argv[i], "kill");

      if (!j) {
        status = 1;
        continue;
      }
      // a job in a process group of its own: all of it; a stopped job
      // continues to get the signal
      pid = j->pgid ? -j->pgid : j->pid;
      if (j->stopped && sig != SIGKILL && sig != SIGCONT && !kill(pid, sig)) {
        kill(pid, SIGCONT);
        continue;
      }
    } else {
      pid = strtol(argv[i], &end, 10);
      if (!*argv[i] || *end) {
        sherr("kill: %s: arguments must be process or job IDs", argv[i]);
        status = 1;
        continue;
      }
    }
    if (kill(pid, sig)) {
      sherr("kill: (%ld) - %s", pid, strerror(errno));
      status = 1;
    }
  }

  return status;
}

static int bi_let(char **argv)
{
  long long r = 0;
  int i, err = 0;

  if (!argv[1]) {
    sherr("let: expression expected");
    return 1;
  }
  for (i = 1; argv[i]; i++) {
    r = arith_cmd("let", argv[i], &err);
    if (err) return 1;
  }

  return !r;
}

static char *keywords[] = {"if", "then", "else", "elif", "fi", "case", "esac",
  "for", "while", "until", "do", "done", "in", "function", "{", "}", "!",
  "[[", "]]", "select", 0};

// type, command -v/-V: 1 if not found
static int describe(char *name, int how)
{
  struct builtin *b;
  struct hashed *h;
  char *path;
  int i, err;
  struct stat st;

  for (i = 0; i < TT.naliases; i++) if (!strcmp(TT.aliasn[i], name)) {
    if (how == 'T') puts("alias");
    else if (how == 'v') printf("alias %s='%s'\n", name, TT.aliasv[i]);
    else printf("%s is aliased to `%s'\n", name, TT.aliasv[i]);
    return 0;
  }
  for (i = 0; keywords[i]; i++) if (!strcmp(keywords[i], name)) {
    if (how == 'T') puts("keyword");
    else if (how == 'v') puts(name);
    else printf("%s is a shell keyword\n", name);
    return 0;
  }
  if (findfunc(name)) {
    if (how == 'T') puts("function");
    else if (how == 'v') puts(name);
    else printf("%s is a function\n", name);
    return 0;
  }
  if ((b = findbuiltin(name))) {
    if (how == 'T') puts("builtin");
    else if (how == 'v') puts(name);
    else printf("%s is a %sshell builtin\n", name, b->special && 0 ? "special " : "");
    return 0;
  }
  // (a remembered one first, a hit; a name with a / must be an executable
  // file, one found in PATH needn't)
  if ((h = strchr(name, '/') ? 0 : hashfind(name))) {
    h->hits++;
    path = xstrdup(h->path);
  } else path = findpath(name, &err);
  if (path && (!strchr(name, '/') || (!stat(path, &st)
      && S_ISREG(st.st_mode) && !access(path, X_OK)))) {
    if (how == 'T') puts("file");
    else if (how == 'p') puts(path);
    else if (how == 'v') puts(path);
    else printf("%s is %s%s%s\n", name, h ? "hashed (" : "", path, h ? ")" : "");
    free(path);
    return 0;
  }
  free(path);
  if (how != 'v' && how != 'T' && how != 'p') sherr("%s: %s: not found", how == 't' ? "type" : "command", name);

  return 1;
}

static int bi_type(char **argv)
{
  int i = 1, status = 0, how = 't';

  for (; argv[i] && *argv[i] == '-' && argv[i][1]; i++) {
    if (!strcmp(argv[i], "--")) {
      i++;
      break;
    }
    if (!strcmp(argv[i], "-t")) how = 'T';
    else if (!strcmp(argv[i], "-p") || !strcmp(argv[i], "-P")) how = 'p';
    else if (strcmp(argv[i], "-a")) {
      sherr("type: %s: invalid option", argv[i]);
      return 2;
    }
  }
  for (; argv[i]; i++) status |= describe(argv[i], how);

  return status;
}

static int bi_command(char **argv)
{
  int i = 1, how = 0, status = 0;
  struct builtin *b;

  for (; argv[i] && *argv[i] == '-' && argv[i][1]; i++) {
    char *s;

    if (!strcmp(argv[i], "--")) {
      i++;
      break;
    }
    for (s = argv[i]+1; *s; s++) {
      if (*s == 'v' || *s == 'V') how = *s;
      else if (*s != 'p') {
        sherr("command: -%c: invalid option", *s);
        return 2;
      }
    }
  }
  if (!argv[i]) return 0;
  if (how) {
    for (; argv[i]; i++) status |= describe(argv[i], how);
    return status;
  }
  if ((b = findbuiltin(argv[i]))) return b->fn(argv+i);
  {
    int pid = shfork();

    if (!pid) execcmd(argv+i, 0);
    return waitpid_status(pid);
  }
}

static void printalias(int j)
{
  char *p;

  printf("alias %s='", TT.aliasn[j]);
  for (p = TT.aliasv[j]; *p; p++) {
    if (*p == '\'') fputs("'\\''", stdout);
    else putchar(*p);
  }
  puts("'");
}

static int bi_alias(char **argv)
{
  int i, j, status = 0;

  if (!argv[1]) {
    for (j = 0; j < TT.naliases; j++) printalias(j);
    return 0;
  }
  for (i = 1; argv[i]; i++) {
    char *eq = strchr(argv[i], '=');
    int len = eq ? eq-argv[i] : strlen(argv[i]);

    for (j = 0; j < TT.naliases; j++)
      if (!strncmp(TT.aliasn[j], argv[i], len) && !TT.aliasn[j][len]) break;
    if (eq) {
      if (j == TT.naliases) {
        int n = TT.naliases;

        addarr(&TT.aliasn, &n, xstrndup(argv[i], len));
        addarr(&TT.aliasv, &TT.naliases, 0);
      } else free(TT.aliasv[j]);
      TT.aliasv[j] = xstrdup(eq+1);
    } else if (j < TT.naliases) printalias(j);
    else {
      sherr("alias: %s: not found", argv[i]);
      status = 1;
    }
  }

  return status;
}

static int bi_unalias(char **argv)
{
  int i, j, status = 0;

  for (i = 1; argv[i]; i++) {
    if (!strcmp(argv[i], "-a")) {
      TT.naliases = 0;
      continue;
    }
    for (j = 0; j < TT.naliases; j++) if (!strcmp(TT.aliasn[j], argv[i])) break;
    if (j == TT.naliases) {
      sherr("unalias: %s: not found", argv[i]);
      status = 1;
      continue;
    }
    TT.naliases--;
    TT.aliasn[j] = TT.aliasn[TT.naliases];
    TT.aliasv[j] = TT.aliasv[TT.naliases];
  }

  return status;
}

static int bi_umask(char **argv)
{
  mode_t m = umask(0);
  int i = 1, sym = 0;

  umask(m);
  if (argv[1] && !strcmp(argv[1], "-S")) sym = i++;
  if (!argv[i]) {
    if (sym) {
      char *w = "ugo";
      int j;

      for (j = 0; j < 3; j++) {
        int bits = ~m>>(6-3*j)&7;

        printf("%s%c=%s%s%s", j ? "," : "", w[j], bits&4 ? "r" : "",
          bits&2 ? "w" : "", bits&1 ? "x" : "");
      }
      putchar('\n');
    } else printf("%04o\n", (int)m);
    return 0;
  }
  if (isdigit(*argv[i])) {
    char *end;
    long n = strtol(argv[i], &end, 8);

    if (*end || n > 0777) {
      sherr("umask: %s: octal number out of range", argv[i]);
      return 1;
    }
    umask(n);
    return 0;
  }
  {
    // symbolic: u=rwx,g=rx,o=
    char *s = argv[i];
    mode_t allow = ~m&0777;

    while (*s) {
      int who = 0, op, perm = 0;

      for (; strchr("ugoa", *s) && *s; s++)
        who |= *s == 'u' ? 0700 : *s == 'g' ? 070 : *s == 'o' ? 07 : 0777;
      if (!who) who = 0777;
      if (!*s || !strchr("+-=", *s)) {
        sherr("umask: `%c': invalid symbolic mode operator", *s ? *s : ' ');
        return 1;
      }
      op = *s++;
      for (; *s && strchr("rwx", *s); s++)
        perm |= *s == 'r' ? 0444 : *s == 'w' ? 0222 : 0111;
      perm &= who;
      if (op == '+') allow |= perm;
      else if (op == '-') allow &= ~perm;
      else allow = (allow&~who)|perm;
      if (*s == ',') s++;
      else if (*s) {
        sherr("umask: `%c': invalid symbolic mode character", *s);
        return 1;
      }
    }
    umask(~allow&0777);
  }

  return 0;
}

static int bi_times(char **argv)
{
  struct tms t;
  long hz = sysconf(_SC_CLK_TCK);
  clock_t c[4];
  int i;

  times(&t);
  c[0] = t.tms_utime;
  c[1] = t.tms_stime;
  c[2] = t.tms_cutime;
  c[3] = t.tms_cstime;
  for (i = 0; i < 4; i++)
    printf("%ldm%ld.%03lds%c", (long)(c[i]/hz/60), (long)(c[i]/hz%60),
      (long)(c[i]%hz*1000/hz), i&1 ? '\n' : ' ');

  return 0;
}

static int bi_ulimit(char **argv)
{
  char *l = "cdfnstuv";
  int res[] = {RLIMIT_CORE, RLIMIT_DATA, RLIMIT_FSIZE, RLIMIT_NOFILE,
    RLIMIT_STACK, RLIMIT_CPU, RLIMIT_NPROC, RLIMIT_AS}, i = 1, r = 2, hard = 0,
    soft = 0;
  long div[] = {512, 1024, 512, 1, 1024, 1, 1, 1024};
  struct rlimit rl;
  char *p;

  for (; argv[i] && *argv[i] == '-'; i++) for (p = argv[i]+1; *p; p++) {
    if (*p == 'H') hard = 1;
    else if (*p == 'S') soft = 1;
    else if (*p == 'a') r = -1;
    else if (strchr(l, *p)) r = strchr(l, *p)-l;
    else {
      sherr("ulimit: -%c: invalid option", *p);
      return 2;
    }
  }
  if (r < 0) {
    for (r = 0; r < 8; r++) {
      getrlimit(res[r], &rl);
      printf("-%c: ", l[r]);
      if ((hard ? rl.rlim_max : rl.rlim_cur) == RLIM_INFINITY) puts("unlimited");
      else printf("%llu\n", (unsigned long long)(hard ? rl.rlim_max : rl.rlim_cur)/div[r]);
    }
    return 0;
  }
  getrlimit(res[r], &rl);
  if (!argv[i]) {
    rlim_t v = hard ? rl.rlim_max : rl.rlim_cur;

    if (v == RLIM_INFINITY) puts("unlimited");
    else printf("%llu\n", (unsigned long long)v/div[r]);
    return 0;
  }
  {
    rlim_t v = !strcmp(argv[i], "unlimited") ? RLIM_INFINITY
      : (rlim_t)strtoull(argv[i], 0, 10)*div[r];

    if (hard || !soft) rl.rlim_max = v;
    if (soft || !hard) rl.rlim_cur = v;
    if (setrlimit(res[r], &rl)) {
      sherr("ulimit: %s", strerror(errno));
      return 1;
    }
  }

  return 0;
}

static int bi_hash(char **argv)
{
  char *p = 0, *s;
  struct hashed *h;
  int fl = 0, i, st = 0, many;

  for (argv++; *argv && **argv == '-' && argv[0][1]; argv++) {
    if (!strcmp(*argv, "--")) {
      argv++;
      break;
    }
    for (s = *argv+1; *s; s++) {
      // (-r empties the table then)
      if ((i = stridx("ldtrp", *s)) < 0) {
        sherr("hash: -%c: invalid option", *s);
        break;
      }
      if (i < 4) fl |= 1<<i;
      if (i == 3) hashclear();
      if (i == 4) {
        if (!(p = s[1] ? s+1 : argv[1])) {
          sherr("hash: -p: option requires an argument");
          break;
        }
        argv += !s[1];
        s = "";
        break;
      }
    }
    if (*s) {
      fprintf(stderr, "hash: usage: hash [-lr] [-p pathname] [-dt] "
        "[name ...]\n");
      return 2;
    }
  }
  if (!*argv && (fl&6)) {
    sherr("hash: -%c: option requires an argument", (fl&2) ? 'd' : 't');
    return 1;
  }
  if (!*argv && !(fl&8)) {
    if (!(fl&1)) puts(TT.nhashed ? "hits\tcommand" : "hash: hash table empty");
    for (i = 0; i < TT.nhashed; i++) {
      h = TT.hashed+i;
      if (fl&1) printf("builtin hash -p %s %s\n", h->path, h->name);
      else printf("%4d\t%s\n", h->hits, h->path);
    }
  }
  for (many = argv[0] && argv[1]; *argv; argv++) {
    h = hashfind(*argv);
    // (-d before anything was remembered says nothing, as bash)
    if ((fl&4) || ((fl&2) && TT.hashed)) {
      if (!h) {
        sherr("hash: %s: not found", *argv);
        st = 1;
      } else if (fl&2) hashdel(h);
      else if (many) printf("%s\t%s\n", h->name, h->path);
      else puts(h->path);
    } else if (fl&2) continue;
    else if (p) hashadd(*argv, xstrdup(p));
    else if (!strchr(*argv, '/') && !findbuiltin(*argv) && !findfunc(*argv)) {
      // (forgotten first; found only executable)
      if (h) hashdel(h);
      if ((s = findpath(*argv, &i)) && !access(s, X_OK)) hashadd(*argv, s);
      else {
        free(s);
        sherr("hash: %s: not found", *argv);
        st = 1;
      }
    }
  }

  return st;
}

/* Bash extras: builtins and helpers */

static char *shopt_names[] = {"dotglob", "expand_aliases", "extglob",
  "failglob", "globstar", "lastpipe", "nocaseglob", "nocasematch", "nullglob"};

// expand_aliases is on unless its bit is set
static int shopt_get(int i)
{
  return !!(TT.shopts&(1<<i)) ^ (i == 1);
}

static int bi_shopt(char **argv)
{
  int fl = 0, i, j, status = 0, n, on;
  char *s;

  for (argv++; *argv && **argv == '-' && argv[0][1]; argv++) {
    if (!strcmp(*argv, "--")) {
      argv++;
      break;
    }
    for (s = *argv+1; *s; s++) {
      if (!(i = stridx("sqpuo", *s)+1)) {
        sherr("shopt: -%c: invalid option", *s);
        fprintf(stderr, "shopt: usage: shopt [-pqsu] [-o] [optname ...]\n");
        return 2;
      }
      fl |= 1<<(i-1);
    }
  }
  if ((fl&9) == 9) {
    sherr("shopt: cannot set and unset shell options simultaneously");
    return 1;
  }
  n = (fl&16) ? ARRAY_LEN(setopts) : ARRAY_LEN(shopt_names);
  for (j = 0; *argv ? !!argv[j] : j < n; j++) {
    char *name = *argv ? argv[j] : 0;

    if (name) {
      for (i = 0; i < n; i++)
        if (!strcmp(name, (fl&16) ? setopts[i].name : shopt_names[i])) break;
      if (i == n) {
        sherr("shopt: %s: invalid %soption name", name, (fl&16) ? "" : "shell ");
        status = 1;
        continue;
      }
    } else name = (fl&16) ? setopts[i = j].name : shopt_names[i = j];
    on = (fl&16) ? *setopts[i].opt : shopt_get(i);
    if (fl&9) {
      // with names -s and -u set them, without they list what is on or off
      if (*argv) {
        if (fl&16) *setopts[i].opt = fl&1;
        else if (on != (fl&1)) TT.shopts ^= 1<<i;
        continue;
      }
      if (on != (fl&1)) continue;
    } else if (!on && *argv) status = 1;
    if (fl&2) continue;
    if (fl&4) {
      if (fl&16) printf("set %co %s\n", on ? '-' : '+', name);
      else printf("shopt -%c %s\n", on ? 's' : 'u', name);
    } else printf("%-15s\t%s\n", name, on ? "on" : "off");
  }

  return status;
}

// printf's backslash escapes, at *ps (just after the \), into b. isb: %b's
// rules (\c ends all output: returns 1, \0NNN)
static int pf_esc(struct sb *b, char **ps, int isb)
{
  char *s = *ps, *p, buf[8];
  int c = *s, n = 0, i;

  if (c && (p = strchr("abeEfnrtv\\", c))) sbc(b, "\a\b\033\033\f\n\r\t\v\\"[p-"abeEfnrtv\\"]);
  else if (c >= '0' && c <= '7') {
    if (isb && c == '0') s++;
    for (i = 0; i < 3 && *s >= '0' && *s <= '7'; i++) n = n*8+*s++-'0';
    sbc(b, n);
    s--;
  } else if (c == 'x' || c == 'u' || c == 'U') {
    for (i = 0; i < (c == 'x' ? 2 : c == 'u' ? 4 : 8) && isxdigit(s[1]); i++)
      n = n*16+(isdigit(*++s) ? *s-'0' : (*s|32)-'a'+10);
    if (!i) sbadd(b, s-1, 2);
    else if (c == 'x') sbc(b, n);
    else sbadd(b, buf, wctoutf8(buf, n));
  } else if (c == 'c' && isb) return 1;
  else if ((c == '"' || c == '\'' || c == '?') && !isb) sbc(b, c);
  else {
    sbc(b, '\\');
    if (c) sbc(b, c);
    else s--;
  }
  *ps = s;

  return 0;
}

// Quote s so the shell reads it back as the same word (printf %q, ${x@Q}
// uses single quotes instead)
static char *shquote(char *s)
{
  struct sb b = {0};
  char *p;

  if (!*s) return xstrdup("''");
  for (p = s; *p; p++) if ((unsigned char)*p < 32 || *p == 127) break;
  if (*p) {
    sbadd(&b, "$'", 2);
    for (p = s; *p; p++) {
      char *q = strchr("\a\b\033\f\n\r\t\v\\'", *p);

      if (*p && q) {
        sbc(&b, '\\');
        sbc(&b, "abEfnrtv\\'"[q-"\a\b\033\f\n\r\t\v\\'"]);
      } else if ((unsigned char)*p < 32 || *p == 127) {
        char o[5];

        sprintf(o, "\\%03o", *p&255);
        sbadd(&b, o, 4);
      } else sbc(&b, *p);
    }
    sbc(&b, '\'');
  } else for (p = s; *p; p++) {
    if (strchr(" \t\n'\"\\|&;()<>!{}*[]?$`,^", *p) || (p == s && strchr("~#", *p)))
      sbc(&b, '\\');
    sbc(&b, *p);
  }

  return sbdone(&b);
}

// A number argument of printf: 'c gives the character's code
// Errors go out after the output before them (not with -v)
static void pf_flush(struct sb *b, int tovar)
{
  if (!tovar && b->len) fwrite(b->s, 1, b->len, stdout);
  if (!tovar) b->len = 0;
}

static long long pf_num(char *s, int *status, long double *fl, struct sb *b,
  int tovar)
{
  char *end = s, *p;
  long long n = 0;

  if (fl) *fl = 0;
  if (!s || !*s) return 0;
  if (*s == '\'' || *s == '"') {
    if (!s[1]) return 0;
    p = s+1;
    n = pm_get(&p, p+strlen(p));
    if (fl) *fl = n;
    return n;
  }
  errno = 0;
  if (fl) *fl = strtold(s, &end);
  else {
    n = strtoll(s, &end, 0);
    if (errno == ERANGE) {
      pf_flush(b, tovar);
      sherr("printf: warning: %s: Numerical result out of range", s);
      return n;
    }
  }
  if (*end || end == s) {
    pf_flush(b, tovar);
    sherr("printf: %s: invalid number", s);
    *status = 1;
  }

  return n;
}

// The printf builtin: bash's, with -v VAR, %b, %q and %(FORMAT)T
static int shprintf(char **argv)
{
  char *var = 0, *fmt, *f, *arg, spec[32], *x, *conv;
  struct sb b = {0};
  int status = 0, used, stop = 0, wid, prec, sl, c;

  argv++;
  if (*argv && !strcmp(*argv, "-v") && !argv[1]) {
    sherr("printf: -v: option requires an argument");
    argv = 0;
  } else if (*argv && !strncmp(*argv, "-v", 2)) {
    var = argv[0][2] ? *argv+2 : argv[1];
    argv += 1+!argv[0][2];
    if (!var) argv--;
    if (var) {
      char *br = strchr(var, '[');
      int l = br ? br-var : strlen(var);

      if (!l || namelen(var) != l || (br && var[strlen(var)-1] != ']')) {
        sherr("printf: `%s': not a valid identifier", var);
        return 2;
      }
    }
  }
  if (argv && *argv && !strcmp(*argv, "--")) argv++;
  else if (argv && *argv && **argv == '-' && argv[0][1]) {
    sherr("printf: %.2s: invalid option", *argv);
    argv = 0;
  }
  if (!argv || !*argv) {
    fprintf(stderr, "printf: usage: printf [-v var] format [arguments]\n");
    return 2;
  }
  fmt = *argv++;
#define NEXT() (*argv ? used = 1, *argv++ : 0)
  do {
    used = 0;
    for (f = fmt; *f && !stop; f++) {
      if (*f == '\\' && f[1]) {
        f++;
        pf_esc(&b, &f, 0);
        continue;
      }
      if (*f != '%') {
        sbc(&b, *f);
        continue;
      }
      if (f[1] == '%') {
        sbc(&b, *++f);
        continue;
      }
      // %[flags][width][.precision]conversion: width and precision become *
      sl = 0;
      spec[sl++] = '%';
      for (f++; *f && strchr("-+ #0'", *f); f++) if (sl < 10) spec[sl++] = *f;
      wid = 0;
      prec = -1;
      if (*f == '*') wid = pf_num(NEXT(), &status, 0, &b, !!var), f++;
      else while (isdigit(*f)) wid = wid*10+*f++-'0';
      if (*f == '.') {
        prec = 0;
        if (*++f == '*') prec = pf_num(NEXT(), &status, 0, &b, !!var), f++;
        else while (isdigit(*f)) prec = prec*10+*f++-'0';
      }
      while (*f && strchr("hlLjzt", *f)) f++;
      c = *f;
      x = 0;
      strcpy(spec+sl, "*.*");
      sl += 3;
      conv = spec+sl;
      if (c && strchr("diouxXc", c)) {
        arg = NEXT();
        if (c == 'c') {
          int left = wid < 0 || memchr(spec, '-', sl), pad = abs(wid)-1;

          // the first byte, even a NUL
          while (!left && pad-- > 0) sbc(&b, ' ');
          sbc(&b, arg ? *arg : 0);
          while (left && pad-- > 0) sbc(&b, ' ');
          continue;
        } else {
          sprintf(conv, "ll%c", c);
          x = xmprintf(spec, wid, prec, pf_num(arg, &status, 0, &b, !!var));
        }
      } else if (c && strchr("fFeEgGaA", c)) {
        long double d;

        pf_num(NEXT(), &status, &d, &b, !!var);
        sprintf(conv, "L%c", c);
        x = xmprintf(spec, wid, prec, d);
      } else if (c == 's' || c == 'b' || c == 'q' || c == '(') {
        char *s = 0, *t;

        if (c == '(') {
          char buf[4096], *tf;
          time_t tt;
          struct tm tm;

          if (!(t = strstr(f, ")T"))) {
            pf_flush(&b, !!var);
            sherr("printf: `(': invalid format character");
            status = 1;
            break;
          }
          arg = NEXT();
          tt = arg ? pf_num(arg, &status, 0, &b, !!var) : -1;
          if (tt == -1) tt = time(0);
          else if (tt == -2) tt = TT.start;
          // the shell's TZ, which may not be in our environment
          if ((tf = getvar("TZ"))) setenv("TZ", tf, 1);
          else unsetenv("TZ");
          tzset();
          localtime_r(&tt, &tm);
          *buf = 0;
          tf = xstrndup(f+1, t-f-1);
          strftime(buf, sizeof(buf), *tf ? tf : "%X", &tm);
          free(tf);
          s = xstrdup(buf);
          f = t+1;
        } else if (!(arg = NEXT())) s = xstrdup("");
        else if (c == 'q') s = shquote(arg);
        else if (c == 's') s = xstrdup(arg);
        else {
          struct sb bb = {0};

          for (t = arg; *t && !stop; t++) {
            if (*t == '\\' && t[1]) {
              t++;
              stop = pf_esc(&bb, &t, 1);
            } else sbc(&bb, *t);
          }
          s = sbdone(&bb);
        }
        strcpy(conv, "s");
        x = xmprintf(spec, wid, prec, s);
        free(s);
      } else {
        // (bash says so before the output that came before)
        if (c) sherr("printf: `%c': invalid format character", c);
        else sherr("printf: `%%': missing format character");
        status = 1;
        stop = 1;
        break;
      }
      sbadd(&b, x, strlen(x));
      free(x);
    }
  } while (*argv && used && !stop);
#undef NEXT
  sbdone(&b);
  if (var) {
    char *br = strchr(var, '[');

    if (br) {
      char *ix = xstrndup(br+1, strlen(br)-2), *name = xstrndup(var, br-var);
      int err = 0;
      long long i = arith(ix, &err);

      if (!err && setelem(name, i, b.s)) status = 1;
      if (err) status = 1;
      free(ix);
      free(name);
    } else if (setvarf(var, b.s, 0)) status = 1;
  } else if (b.len && fwrite(b.s, 1, b.len, stdout) != b.len) status = 1;
  free(b.s);

  return status;
}

/* Bash extras: ${x@Q} ${x@E} ${x@P} ${x@A} ${x@a} ${x@U} ${x@u} ${x@L} */

static char *sqquote(char *s)
{
  struct sb b = {0};
  char *p;

  for (p = s; *p; p++) if ((unsigned char)*p < 32 || *p == 127) return shquote(s);
  sbc(&b, '\'');
  for (p = s; *p; p++) {
    if (*p == '\'') sbadd(&b, "'\\''", 4);
    else sbc(&b, *p);
  }
  sbc(&b, '\'');

  return sbdone(&b);
}

// Prompt escapes for ${x@P}
static char *prompt_expand(char *s)
{
  struct sb b = {0};
  char host[256], *p;
  struct passwd *pw;

  for (; *s; s++) {
    if (*s != '\\' || !s[1]) {
      sbc(&b, *s);
      continue;
    }
    switch (*++s) {
    case 'u':
      pw = getpwuid(getuid());
      p = pw ? pw->pw_name : "";
      sbadd(&b, p, strlen(p));
      break;
    case 'h': case 'H':
      gethostname(host, sizeof(host)-1);
      host[sizeof(host)-1] = 0;
      if (*s == 'h' && (p = strchr(host, '.'))) *p = 0;
      sbadd(&b, host, strlen(host));
      break;
    case 'w': case 'W': {
      char *pwd = getvar("PWD"), *home = getvar("HOME");
      int hl = home ? strlen(home) : 0;

      if (!pwd) pwd = "";
      if (*s == 'W') {
        if (home && !strcmp(pwd, home)) sbc(&b, '~');
        else {
          p = strrchr(pwd, '/');
          p = p && p[1] ? p+1 : pwd;
          sbadd(&b, p, strlen(p));
        }
      } else if (hl && !strncmp(pwd, home, hl) && (!pwd[hl] || pwd[hl] == '/')) {
        sbc(&b, '~');
        sbadd(&b, pwd+hl, strlen(pwd+hl));
      } else sbadd(&b, pwd, strlen(pwd));
      break;
    }
    case '$': sbc(&b, geteuid() ? '$' : '#'); break;
    case 's': sbadd(&b, "sh", 2); break;
    case 'n': sbc(&b, '\n'); break;
    case 'a': sbc(&b, 7); break;
    case 'e': sbc(&b, 27); break;
    case '[': case ']': break;
    case '\\': sbc(&b, '\\'); break;
    default:
      sbc(&b, '\\');
      sbc(&b, *s);
    }
  }

  return sbdone(&b);
}

// One value transformed by op (A and a are done by the caller)
static char *xform1(char *val, int op)
{
  char *p;
  struct sb b = {0};

  if (op == 'Q') return sqquote(val);
  if (op == 'P') return prompt_expand(val);
  if (op == 'E') {
    for (p = val; *p; p++) {
      if (*p == '\\' && p[1]) {
        p++;
        if (*p == 'c' && p[1]) {
          p++;
          sbc(&b, *p == '?' ? 127 : *p&31);
        }
        else pf_esc(&b, &p, 0);
      } else sbc(&b, *p);
    }
    return sbdone(&b);
  }
  // the locale's case rules for more than ASCII
  if (!TT.locale++) setlocale(LC_CTYPE, "");
  for (p = val; *p; ) {
    char *q = p, buf[8];
    int c = pm_get(&p, p+strlen(p));

    if (op == 'L') c = towlower(c);
    else if (op == 'U' || q == val) c = towupper(c);
    if (p-q == 1) sbc(&b, (*q&128) ? *q : c);
    else if (c < 128) sbc(&b, c);
    else sbadd(&b, buf, wctoutf8(buf, c));
  }

  return sbdone(&b);
}

// ${...@X}: s..end is the text in the braces. 0 if it's not one of ours.
static int xtransform(struct exp *e, char *s, char *end, int inq)
{
  int op = end[-1], len = end-s-2, n = 0, i, star = 0, all = 0;
  char *name = xstrndup(s, len), *br = strchr(name, '['), **list = 0, *v;
  struct var *var = 0;
  long *ix = 0;

  if (!strchr("QEPAaULu", op)) {
    sherr("${%.*s}: bad substitution", (int)(end-s), s);
    fatal(1);
  }
  if (br) *br++ = 0;
  if ((!strcmp(name, "@") || !strcmp(name, "*")) && !br) {
    star = *name == '*';
    all = 1;
    n = TT.argc;
    list = xmemdup(TT.argv, (n+1)*sizeof(char *));
  } else if (isdigit(*name) && !br) {
    for (i = 0; isdigit(name[i]); i++);
    if (name[i]) goto nope;
    if ((v = getpos(atoi(name)))) addarr(&list, &n, v);
  } else if (namelen(name) == strlen(name) && *name) {
    var = findvar(name, strlen(name));
    if (br) {
      if (!*br || br[strlen(br)-1] != ']') goto nope;
      br[strlen(br)-1] = 0;
      if (!strcmp(br, "@") || !strcmp(br, "*")) {
        star = *br == '*';
        all = 2;
        n = elems(name, &list, &ix);
      } else if (var && (var->flags&V_ASSOC)) {
        char *x = expand_str(br, X_STR);

        if ((v = agetkey(var, x))) addarr(&list, &n, v);
        free(x);
      } else {
        int err = 0;
        char *x = expand_str(br, X_STR);
        long l = arith(x, &err);

        free(x);
        if (err) fatal(1);
        if ((v = getelem(var, l))) addarr(&list, &n, v);
      }
    } else if ((v = getvar(name))) addarr(&list, &n, v);
  } else goto nope;

  if (op == 'A' || op == 'a') {
    struct sb b = {0};
    char fl[16];

    if (!var || *declflags(var->flags&~V_NAMEREF, fl) == '-') *fl = 0;
    if (op == 'a') {
      for (i = 0; i < n; i++) list[i] = fl;
    } else if (all == 2 && var && n) {
      // the whole array as an assignment
      declare_sb(&b, var);
      list[0] = sbdone(&b);
      n = 1;
      all = 0;
    } else if (!all && n && var) {
      char *q = sqquote(*list);

      if (*fl) list[0] = xmprintf("declare -%s %s=%s", fl, name, q);
      else list[0] = xmprintf("%s=%s", name, q);
      free(q);
      b.s = list[0];
    } else n = 0;
    if (op == 'a' && !n && var) addarr(&list, &n, fl);
    if (all) xlist(e, inq, star, list, n);
    else if (n) xval(e, *list, inq);
    free(b.s);
  } else {
    for (i = 0; i < n; i++) list[i] = xform1(list[i], op);
    if (all) xlist(e, inq, star, list, n);
    else if (n) xval(e, *list, inq);
    for (i = 0; i < n; i++) free(list[i]);
  }
  free(list);
  free(ix);
  free(name);

  return 1;
nope:
  free(list);
  free(ix);
  free(name);

  return 0;
}

// wait -n: the next job to end (already ended ones first)
// PIPESTATUS after a command that's not a pipeline
static void pipestatus1(int status)
{
  struct var *v = findvar("PIPESTATUS", 10);

  if (v && v->val && !(v->alen > 1) && atoi(v->val) == status) return;
  unsetvar("PIPESTATUS");
  setelem("PIPESTATUS", 0, numstr(status));
}

static int wait_next(void)
{
  struct job *j, **jj;
  int pid, st, status;

  for (;;) {
    for (jj = &TT.jobs; (j = *jj); jj = &j->next) if (j->done) break;
    if (j) {
      status = j->status;
      *jj = j->next;
      free(j);

      return status;
    }
    if (!TT.jobs) return 127;
    if ((pid = waitpid(-1, &st, 0)) < 0) {
      if (errno == EINTR) continue;
      return 127;
    }
    for (j = TT.jobs; j; j = j->next) if (j->pid == pid) {
      j->done = 1;
      j->status = WIFEXITED(st) ? WEXITSTATUS(st) : 128+WTERMSIG(st);
    }
  }
}

// mapfile/readarray [-t] [-n COUNT] [-s SKIP] [-d DELIM] [-u FD] [-O ORIGIN] [ARRAY]
static int bi_mapfile(char **argv)
{
  char *name = "MAPFILE", *s, *cmd = *argv;
  long long n = 0, skip = 0, origin = 0, got = 0, i;
  int fd = 0, delim = '\n', trim = 0, keep = 0;
  struct sb b = {0};

  for (argv++; *argv && **argv == '-' && argv[0][1]; argv++) {
    if (!strcmp(*argv, "--")) {
      argv++;
      break;
    }
    for (s = *argv+1; *s; s++) {
      char *arg, *end;

      if (*s == 't') {
        trim = 1;
        continue;
      }
      if (!strchr("ndsuOCc", *s)) {
        sherr("%s: -%c: invalid option", cmd, *s);
        goto usage;
      }
      if (s[1]) arg = s+1;
      else if (!(arg = *++argv)) {
        sherr("%s: -%c: option requires an argument", cmd, *s);
        goto usage;
      }
      if (*s == 'd') delim = *arg;
      else if (*s != 'C' && *s != 'c') {
        i = strtoll(arg, &end, 10);
        if (*end || !*arg || i < 0) {
          sherr("%s: %s: invalid %s", cmd, arg, *s == 'u'
            ? "file descriptor specification" : *s == 'O' ? "array origin"
            : "line count");
          return 1;
        }
        if (*s == 'n') n = i;
        else if (*s == 's') skip = i;
        else if (*s == 'O') origin = i, keep = 1;
        else fd = i;
      }
      break;
    }
  }
  if (*argv) name = *argv;
  if (namelen(name) != strlen(name)) {
    sherr("%s: `%s': not a valid identifier", cmd, name);
    return 1;
  }
  if (fcntl(fd, F_GETFD) < 0) {
    sherr("%s: %d: invalid file descriptor: %s", cmd, fd, strerror(errno));
    return 1;
  }
  if (!keep) {
    struct var *v = findvar(name, strlen(name));

    if (v && (v->flags&V_RDONLY)) {
      sherr("%s: readonly variable", name);
      return 1;
    }
    unsetvar(name);
  }
  for (;;) {
    char c;
    int r = 0;

    if (n && got >= n) break;
    b.len = 0;
    while ((r = read(fd, &c, 1)) == 1 || (r < 0 && errno == EINTR)) {
      if (r < 0) continue;
      if (!c && delim) continue;
      if (c == delim) {
        if (!trim) sbc(&b, c);
        break;
      }
      sbc(&b, c);
    }
    if (r != 1 && !b.len) break;
    if (skip) skip--;
    else if (setelem(name, origin+got++, sbdone(&b))) {
      free(b.s);
      return 1;
    }
    if (r != 1) break;
  }
  free(b.s);

  return 0;
usage:
  fprintf(stderr, "%s: usage: %s [-d delim] [-n count] [-O origin] [-s count] "
    "[-t] [-u fd] [-C callback] [-c quantum] [array]\n", cmd, cmd);

  return 2;
}

// The directory stack: TT.dirs below the current directory
static char *dir_show(char *d, int full)
{
  char *home = getvar("HOME");
  int hl = home ? strlen(home) : 0;

  if (!full && hl && !strncmp(d, home, hl) && (!d[hl] || d[hl] == '/'))
    return xmprintf("~%s", d+hl);

  return xstrdup(d);
}

static char *dir_get(int i)
{
  char *pwd = getvar("PWD");

  if (!i) return pwd ? pwd : ".";

  return TT.dirs[i-1];
}

// +N -N: index in the stack (0 the current directory), -1 bad, -2 range
static int dir_index(char *s)
{
  char *end;
  long i;

  if ((*s != '+' && *s != '-') || !isdigit(s[1])) return -1;
  i = strtol(s+1, &end, 10);
  if (*end) return -1;
  if (i > TT.ndirs) return -2;

  return *s == '+' ? i : TT.ndirs-i;
}

static int dir_print(int full, int lines, int verbose, int only)
{
  int i;

  for (i = only < 0 ? 0 : only; i <= (only < 0 ? TT.ndirs : only); i++) {
    char *d = dir_show(dir_get(i), full);

    if (verbose) printf("%2d  %s\n", i, d);
    else printf("%s%s", d, (lines || i == TT.ndirs || only >= 0) ? "\n" : " ");
    free(d);
  }

  return 0;
}

static void dir_remove(int i)
{
  free(TT.dirs[i-1]);
  memmove(TT.dirs+i-1, TT.dirs+i, (TT.ndirs-i)*sizeof(char *));
  TT.ndirs--;
}

static void dir_insert(int i, char *d)
{
  TT.dirs = xrealloc(TT.dirs, (TT.ndirs+1)*sizeof(char *));
  memmove(TT.dirs+i, TT.dirs+i-1, (TT.ndirs-i+1)*sizeof(char *));
  TT.dirs[i-1] = xstrdup(d);
  TT.ndirs++;
}

static int dir_cd(char *cmd, char *d)
{
  char *av[] = {"cd", "--", d, 0};
  struct stat st;

  if (stat(d, &st)) {
    sherr("%s: %s: %s", cmd, d, strerror(errno));
    return 1;
  }
  if (!S_ISDIR(st.st_mode)) {
    sherr("%s: %s: Not a directory", cmd, d);
    return 1;
  }

  return bi_cd(av);
}

static int bi_dirs(char **argv)
{
  int full = 0, lines = 0, verbose = 0, only = -1, i;
  char *s;

  for (argv++; *argv; argv++) {
    if (**argv == '+' || (**argv == '-' && argv[0][1] && !strchr("clpv", argv[0][1]))) {
      if ((i = dir_index(*argv)) == -1) {
        sherr("dirs: %s: invalid number", *argv);
        goto usage;
      }
      if (i < 0) {
        sherr("dirs: %s", TT.ndirs ? "directory stack index out of range"
          : "directory stack empty");
        return 1;
      }
      only = i;
      continue;
    }
    if (**argv != '-') {
      sherr("dirs: %s: invalid argument", *argv);
      goto usage;
    }
    for (s = *argv+1; *s; s++) {
      if (*s == 'c') {
        while (TT.ndirs) dir_remove(TT.ndirs);
      } else if (*s == 'l') full = 1;
      else if (*s == 'p') lines = 1;
      else if (*s == 'v') verbose = 1;
      else {
        sherr("dirs: -%c: invalid option", *s);
        goto usage;
      }
    }
    if (strchr(*argv, 'c')) return 0;
  }

  return dir_print(full, lines, verbose, only);
usage:
  fprintf(stderr, "dirs: usage: dirs [-clpv] [+N] [-N]\n");

  return 2;
}

static int bi_pushd(char **argv)
{
  char *cmd = *argv, *old = xstrdup(dir_get(0)), *d;
  int nocd = 0, i, pop = *cmd == 'p' && cmd[1] == 'o', status = 0;

  for (argv++; *argv && !strcmp(*argv, "-n"); argv++) nocd = 1;
  if (*argv && !strcmp(*argv, "--")) argv++;
  else if (*argv && (**argv == '+' || **argv == '-') && argv[0][1]) {
    if ((i = dir_index(*argv)) == -1) {
      sherr("%s: %s: invalid %s", cmd, *argv, pop ? "number" : "option");
      fprintf(stderr, pop ? "popd: usage: popd [-n] [+N | -N]\n"
        : "pushd: usage: pushd [-n] [+N | -N | dir]\n");
      free(old);
      return 2;
    }
    if (!TT.ndirs || i == -2) {
      sherr("%s: %s", cmd, TT.ndirs ? "directory stack index out of range"
        : "directory stack empty");
      free(old);
      return 1;
    }
    if (pop) {
      // popd +N: drop that entry (0: the current one, to the next)
      if (!i) {
        if (!nocd && dir_cd(cmd, TT.dirs[0])) status = 1;
        else dir_remove(1);
      } else dir_remove(i);
    } else if (i) {
      // pushd +N: rotate the stack to bring entry N to the top
      char **all = xmalloc((TT.ndirs+1)*sizeof(char *));
      int j, n = TT.ndirs+1;

      all[0] = old;
      for (j = 1; j < n; j++) all[j] = TT.dirs[j-1];
      if (!nocd && dir_cd(cmd, all[i])) status = 1;
      else {
        for (j = 1; j < n; j++) TT.dirs[j-1] = all[(i+j)%n];
        for (j = 0; j < TT.ndirs; j++) TT.dirs[j] = xstrdup(TT.dirs[j]);
        for (j = 1; j < n; j++) free(all[j]);
      }
      free(all);
    }
  } else if (pop) {
    if (*argv) {
      sherr("popd: %s: invalid argument", *argv);
      fprintf(stderr, "popd: usage: popd [-n] [+N | -N]\n");
      free(old);
      return 2;
    }
    if (!TT.ndirs) {
      sherr("popd: directory stack empty");
      free(old);
      return 1;
    }
    if (nocd) dir_remove(1);
    else if (dir_cd(cmd, TT.dirs[0])) status = 1;
    else dir_remove(1);
  } else if (!*argv) {
    // pushd: swap the top two
    if (!TT.ndirs) {
      sherr("pushd: no other directory");
      free(old);
      return 1;
    }
    d = xstrdup(TT.dirs[0]);
    if (!nocd && dir_cd(cmd, d)) status = 1;
    else {
      free(TT.dirs[0]);
      TT.dirs[0] = xstrdup(old);
    }
    free(d);
  } else if (nocd) dir_insert(1, *argv);
  else if (dir_cd(cmd, *argv)) status = 1;
  else dir_insert(1, old);
  free(old);

  return status ? status : dir_print(0, 0, 0, -1);
}

// caller [N]: the line, function and file of a function's call
static int bi_caller(char **argv)
{
  long i = 0;
  char *end;

  if (argv[1]) {
    i = strtol(argv[1], &end, 10);
    if (*end || !*argv[1] || i < 0) {
      sherr("caller: %s: invalid number", argv[1]);
      fprintf(stderr, "caller: usage: caller [expr]\n");
      return 2;
    }
  }
  if (i >= TT.ncalls) return 1;
  i = TT.ncalls-1-i;
  if (!argv[1]) printf("%d %s\n", TT.callline[i], TT.arg0);
  else printf("%d %s %s\n", TT.callline[i], i ? TT.callname[i-1] : "main",
    TT.arg0);

  return 0;
}

// Called around each function call (for caller)
static void call_push(char *name)
{
  if (!(TT.ncalls&15)) {
    TT.callname = xrealloc(TT.callname, (TT.ncalls+16)*sizeof(char *));
    TT.callline = xrealloc(TT.callline, (TT.ncalls+16)*sizeof(int));
  }
  TT.callname[TT.ncalls] = name;
  TT.callline[TT.ncalls++] = TT.lineno;
}

static int run_select(struct node *n)
{
  char **list, *ps3, c;
  int count, i, status = 0, r, menu = 1, w;
  struct sb b = {0};

  // set -x: its first line once (as bash)
  xtrace_loop("select", n);
  if (n->flags&1) count = expand_words(n->words, n->nwords, &list);
  else {
    list = xzalloc((TT.argc+1)*sizeof(char *));
    for (count = 0; count < TT.argc; count++)
      list[count] = xstrdup(TT.argv[count]);
  }
  for (w = 1, i = count; i >= 10; i /= 10) w++;
  TT.loops++;
  while (count) {
    if (menu) for (i = 0; i < count; i++)
      fprintf(stderr, "%*d) %s\n", w, i+1, list[i]);
    menu = 0;
    fprintf(stderr, "%s", (ps3 = getvar("PS3")) ? ps3 : "#? ");
    b.len = 0;
    while ((r = read(0, &c, 1)) == 1 || (r < 0 && errno == EINTR))
      if (r == 1) {
        if (c == '\n') break;
        sbc(&b, c);
      }
    if (r != 1 && !b.len) {
      fputc('\n', stderr);
      status = 1;
      break;
    }
    setvar("REPLY", sbdone(&b), 0);
    if (!*b.s) {
      menu = 1;
      continue;
    }
    for (i = 0; isdigit(b.s[i]); i++);
    i = b.s[i] ? 0 : atoi(b.s);
    if (setvarf(n->str, i > 0 && i <= count ? list[i-1] : "", 0)) {
      status = 1;
      break;
    }
    status = run(n->b);
    if (loop_done()) break;
  }
  TT.loops--;
  for (i = 0; i < count; i++) free(list[i]);
  free(list);
  free(b.s);

  return status;
}

// Usage lines for help
// help: usage, short description, more text
static char *helps[][3] = {
  {". filename [arguments]",
    "Run the commands in a file in this shell.",
    "FILE is looked for in $PATH when it has no slash; ARGUMENTS become the\npositional parameters while it runs. The status is its last command's."},
  {":",
    "Do nothing, successfully.",
    "The arguments are expanded and ignored. The status is 0."},
  {"[ arg... ]",
    "Evaluate a test expression.",
    "The same as test, but the last argument must be ]."},
  {"alias [-p] [name[=value] ... ]",
    "Define or show aliases.",
    "With no arguments (or -p) every alias is listed as a command that makes\nit again; NAME=VALUE defines one, NAME alone shows it. Status 1 if a\nNAME has no alias."},
  {"bg [job_spec ...]",
    "Resume jobs in the background.",
    "Each job (default the current one) is continued as if started with &."},
  {"break [n]",
    "Leave a loop.",
    "Leave N enclosing for, while, until or select loops (default 1)."},
  {"caller [expr]",
    "Show where the current function was called from.",
    "Prints the line number and file of a function call; EXPR counts calls\nback from the current one. Status 1 outside a function."},
  {"cd [-L|-P] [dir]",
    "Change the current directory.",
    "DIR defaults to $HOME; - means $OLDPWD; CDPATH is searched for relative\nnames. -P resolves symbolic links, -L (the default) keeps them in $PWD."},
  {"command [-pVv] command [arg ...]",
    "Run a command, ignoring shell functions.",
    "-p uses a default PATH, -v prints how a name would be found, -V says it\nin words."},
  {"continue [n]",
    "Start the next pass of a loop.",
    "Resume the Nth enclosing for, while, until or select loop (default 1)."},
  {"declare [-aAfFgiIlnrtux] [name[=value] ...] or declare -p [-aAfFilnrtux] [name ...]",
    "Set variables and their attributes.",
    "Attributes (+ instead of - turns one off):\n"
    "-a indexed array, -A associative array (NAME=(value...) or\n"
    "NAME=([key]=value...) assigns elements), -i integer (every assignment is\n"
    "evaluated as arithmetic, += adds), -l/-u lowercase/uppercase the value on\n"
    "every assignment, -n NAME is a reference to the variable its value names,\n"
    "-r readonly, -t trace (only stored and shown: this shell has no DEBUG\n"
    "trap), -x export.\n\n"
    "-f shows the definitions of the functions NAME (or of all), -F only their\n"
    "names; -p shows each NAME (or every variable, or with attribute options\n"
    "those with any of them) as a declare command; -g sets a global from\n"
    "inside a function; -I makes a local inherit the attributes and value of\n"
    "the variable it hides. In a function declare makes locals, as local."},
  {"dirs [-clpv] [+N] [-N]",
    "Show the directory stack.",
    "-c clears it, -l shows full paths, -p one per line, -v numbered; +N\nand -N pick one entry, counting from the left or the right."},
  {"echo [-neE] [arg ...]",
    "Print the arguments.",
    "They are separated by spaces and followed by a newline (not with -n);\n-e interprets backslash escapes, -E (the default) doesn't."},
  {"eval [arg ...]",
    "Run the arguments as a command.",
    "The arguments are joined with spaces and parsed again as shell input."},
  {"exec [command [argument ...]]",
    "Replace the shell with a command.",
    "Without COMMAND, the redirections stay in effect for this shell."},
  {"exit [n]",
    "Leave the shell.",
    "The status is N, or that of the last command run."},
  {"export [-fn] [name[=value] ...] or export -p",
    "Put variables in the environment of commands.",
    "-n takes NAME out of the environment again; -p lists the exported\nvariables."},
  {"false",
    "Fail.",
    "The status is always 1."},
  {"fc [-e ename] [-lnr] [first] [last] or fc -s [pat=rep] [command]",
    "List, edit or re-run commands from the history.",
    "-l lists (-n without numbers, -r newest first); otherwise the commands\nare written to a file, edited with ENAME ($FCEDIT, $EDITOR or ed) and\nrun. -s (or -e -) runs one again, PAT replaced by REP. FIRST and LAST\nare numbers, negative offsets or the start of a command."},
  {"fg [job_spec]",
    "Bring a job to the foreground.",
    "The job (default the current one) is continued and waited for."},
  {"getopts optstring name [arg ...]",
    "Parse options.",
    "Each call puts the next option letter in NAME and its argument in\nOPTARG; OPTIND is the index of the next argument. The status is 1 when\nno options are left."},
  {"hash [-lr] [-p pathname] [-dt] [name ...]",
    "Remember where commands are.",
    "Commands found in PATH are remembered, with a count of their uses,\nuntil PATH changes. Without NAMEs, lists them (-l as commands). NAME\nis looked up (-p: remembered as PATHNAME); -d forgets it, -t shows\nwhere it is; -r forgets all."},
  {"help [-dms] [pattern ...]",
    "Describe builtin commands.",
    "With no PATTERN, the builtins are listed. -d gives a short description,\n-s the usage line only, -m the text laid out as a manual page."},
  {"history [-c] [-d offset] [n] or history -anrw [filename] or history -ps arg [arg...]",
    "Show or change the command history.",
    "N shows the last N lines, -c clears, -d deletes an entry (or a range\nN-M). -a appends the new lines to FILENAME ($HISTFILE), -w writes them\nall, -r reads it, -n reads the lines not read yet. -s adds the ARGs as\none entry, -p prints them with ! expansion."},
  {"jobs [-p]",
    "List the background jobs.",
    "-p prints only their process ids."},
  {"kill [-s sigspec | -n signum | -sigspec] pid | jobspec ... or kill -l [sigspec]",
    "Send a signal to processes or jobs.",
    "The signal defaults to TERM; -l lists the signal names or converts\nbetween names and numbers."},
  {"let arg [arg ...]",
    "Evaluate arithmetic expressions.",
    "The status is 1 if the last one is 0, else 0."},
  {"local [option] name[=value] ...",
    "Make variables local to a function.",
    "They are restored when the function returns; the options are those of\ndeclare."},
  {"mapfile [-d delim] [-n count] [-O origin] [-s count] [-t] [-u fd] [array]",
    "Read lines into an array.",
    "ARRAY defaults to MAPFILE. -t removes the delimiter, -n reads at most\nCOUNT lines, -s skips COUNT, -O starts at index ORIGIN, -u reads fd FD,\n-d ends lines with DELIM."},
  {"popd [-n] [+N | -N]",
    "Remove a directory from the stack.",
    "Without arguments the top one goes and the new top becomes the current\ndirectory; -n doesn't change directory."},
  {"printf [-v var] format [arguments]",
    "Print arguments as a format says.",
    "The format is reused while arguments are left; -v puts the result in\nVAR. Extra conversions: %b, %q and %(FORMAT)T."},
  {"pushd [-n] [+N | -N | dir]",
    "Add a directory to the stack.",
    "The new top becomes the current directory (not with -n); without\narguments the top two swap, +N and -N rotate the stack."},
  {"pwd [-LP]",
    "Print the current directory.",
    "-P resolves symbolic links, -L (the default) prints $PWD when it's right."},
  {"read [-ers] [-a array] [-d delim] [-n nchars] [-N nchars] [-p prompt] [-t timeout] [-u fd] [name ...]",
    "Read a line into variables.",
    "The line is split at $IFS, the last NAME gets the rest (REPLY without\nNAMEs). -r keeps backslashes, -a fills an array, -d, -n, -N, -t and -u\nchange what is read and from where."},
  {"readarray [-d delim] [-n count] [-O origin] [-s count] [-t] [-u fd] [array]",
    "Read lines into an array.",
    "The same as mapfile."},
  {"readonly [-aAf] [name[=value] ...] or readonly -p",
    "Make variables readonly.",
    "They can't be assigned or unset afterwards; -p lists them."},
  {"return [n]",
    "Return from a function or sourced file.",
    "The status is N, or that of the last command run."},
  {"set [-abefhkmnptuvxBCEHPT] [-o option-name] [--] [-] [arg ...]",
    "Set shell options and positional parameters.",
    "-o NAME (+o to unset) sets an option by name, -o alone lists them; the\nARGs become $1 and on. Without arguments the variables are listed."},
  {"shift [n]",
    "Move the positional parameters down.",
    "$N+1 becomes $1 (N defaults to 1); status 1 if there are fewer than N."},
  {"shopt [-pqsu] [-o] [optname ...]",
    "Set bash options.",
    "-s sets, -u unsets, -q only gives the state as the status, -p prints\nthem as commands; -o uses the set -o names."},
  {"source filename [arguments]",
    "Run the commands in a file in this shell.",
    "The same as the . command."},
  {"test [expr]",
    "Evaluate a test expression.",
    "File tests (-e -f -d ...), string tests (-z -n = !=) and numeric ones\n(-eq -lt ...) combined with ! -a -o and parentheses. Status 0 if true."},
  {"times",
    "Show the time used.",
    "The user and system times of the shell, then of its children."},
  {"trap [-lp] [[arg] signal_spec ...]",
    "Run commands on signals.",
    "ARG runs when a SIGNAL arrives (EXIT: when the shell exits); - restores\nthe default, an empty ARG ignores it. -p lists, -l lists signal names."},
  {"true",
    "Succeed.",
    "The status is always 0."},
  {"type [-afptP] name [name ...]",
    "Say what a command name is.",
    "An alias, keyword, function, builtin or file; -t prints only the kind,\n-p and -P the path, -a every match."},
  {"typeset [-aAfFgiIlnrtux] name[=value] ... or typeset -p [-aAfFilnrtux] [name ...]",
    "Set variables and their attributes.",
    "The same as declare."},
  {"ulimit [-SHabcdefiklmnpqrstuvxPRT] [limit]",
    "Show or set resource limits.",
    "-S and -H pick the soft or hard limit, -a shows all of them."},
  {"umask [-p] [-S] [mode]",
    "Show or set the file creation mask.",
    "MODE is octal or symbolic; -S shows it symbolically, -p as a command."},
  {"unalias [-a] name [name ...]",
    "Remove aliases.",
    "-a removes every alias."},
  {"unset [-f] [-v] [-n] [name ...]",
    "Remove variables or functions.",
    "-f removes functions, -v variables (the default); -n removes a\nreference itself rather than the variable it points at."},
  {"wait [-n] [id ...]",
    "Wait for background jobs.",
    "Without an ID, for all of them; -n for the next one. The status is the\nlast one's."},
};

// One builtin's help: 0 usage line, 1 full, 'd' short, 'm' manual page
static void help1(char **h, int how)
{
  char *name = xstrndup(*h, strcspn(*h, " ")), *s, *nl;

  if (how == 'd') printf("%s - %s\n", name, h[1]);
  else if (how == 'm') printf("NAME\n    %s - %s\n\nSYNOPSIS\n    %s\n\n"
    "DESCRIPTION\n    %s\n", name, h[1], *h, h[1]);
  else printf("%s: %s\n", name, *h);
  if (how == 1 || how == 'm') {
    if (how == 1) printf("    %s\n", h[1]);
    printf("    \n");
    for (s = h[2]; *s; s = nl+!!*nl) {
      nl = strchrnul(s, '\n');
      printf("    %.*s\n", (int)(nl-s), s);
    }
    if (how == 'm') printf("\nSEE ALSO\n    sh(1)\n\n");
  }
  free(name);
}

static int bi_help(char **argv)
{
  int i, j, n, found = 0, how = 1;
  char *name;

  for (argv++; *argv && **argv == '-' && argv[0][1]; argv++) {
    if (!strcmp(*argv, "--")) {
      argv++;
      break;
    }
    for (name = *argv+1; *name; name++) {
      if (*name == 's') how = 0;
      else if (*name == 'd' || *name == 'm') how = *name;
      else {
        sherr("help: -%c: invalid option", *name);
        fprintf(stderr, "help: usage: help [-dms] [pattern ...]\n");
        return 2;
      }
    }
  }
  if (!*argv) {
    printf("These shell commands are defined internally.  Type `help' to see "
      "this list.\nType `help name' to find out more about the function "
      "`name'.\n\n");
    for (i = 0; i < ARRAY_LEN(helps); i++) printf(" %s\n", *helps[i]);
    return 0;
  }
  // a pattern matching several builtins: a heading naming every pattern
  for (n = j = 0; argv[j]; j++) {
    int count = 0;

    for (i = 0; i < ARRAY_LEN(helps); i++) {
      name = xstrndup(*helps[i], strcspn(*helps[i], " "));
      count += pmatch(argv[j], name, 0);
      free(name);
    }
    if (count > 1) n = 1;
  }
  if (n) {
    printf("Shell commands matching keyword%s `", argv[1] ? "s" : "");
    for (j = 0; argv[j]; j++) printf("%s%s", j ? ", " : "", argv[j]);
    printf("'\n\n");
  }
  for (j = 0; argv[j]; j++) {
    for (i = 0; i < ARRAY_LEN(helps); i++) {
      name = xstrndup(*helps[i], strcspn(*helps[i], " "));
      if (pmatch(argv[j], name, 0)) {
        found = 1;
        help1(helps[i], how);
      }
      free(name);
    }
  }
  if (!found) {
    name = argv[j-1];
    sherr("help: no help topics match `%s'.  Try `help help' or `man -k %s' "
      "or `info %s'.", name, name, name);
  }

  return !found;
}

// <(...) and >(...): a child runs the text with its output (or input) on a
// pipe, whose other end is /dev/fd/N until the command using it is done
static char *procsub(char *s, long len, int out)
{
  int p[2], pid, fd = !out, hi;

  fflush(stdout);
  if (pipe(p)) {
    perror_msg("pipe");
    return xstrdup("");
  }
  if (!(pid = fork())) {
    close(p[!fd]);
    if (p[fd] != !out) {
      dup2(p[fd], !out);
      close(p[fd]);
    }
    TT.subshell++;
    TT.xdepth++;
    cleartraps();
    TT.errjmp = 0;
    TT.interactive = 0;
    TT.execlast = 1;
    runtext(s, len, 0);
    sh_exit(TT.status);
  }
  close(p[fd]);
  // out of the way of the fds scripts name (exec 3< <(...))
  if ((hi = fcntl(p[!fd], F_DUPFD, 63)) != -1) {
    close(p[!fd]);
    p[!fd] = hi;
  }
  if (!(TT.npsfd&15))
    TT.psfd = xrealloc(TT.psfd, (TT.npsfd+16)*sizeof(int)),
    TT.pspid = xrealloc(TT.pspid, (TT.npsfd+16)*sizeof(int));
  TT.psfd[TT.npsfd] = p[!fd];
  TT.pspid[TT.npsfd++] = out ? pid : -pid;

  return xmprintf("/dev/fd/%d", p[!fd]);
}

// Close the process substitutions made since from; wait for the >(...) ones
// (they end when their input does), reap the <(...) ones that are done
static void procsub_done(int from)
{
  int st, i, j;

  while (TT.npsfd > from) {
    int pid = TT.pspid[--TT.npsfd];

    close(TT.psfd[TT.npsfd]);
    if (pid > 0) while (waitpid(pid, &st, 0) < 0 && errno == EINTR);
    else {
      if (!(TT.nzomb&15)) TT.zomb = xrealloc(TT.zomb, (TT.nzomb+16)*sizeof(int));
      TT.zomb[TT.nzomb++] = -pid;
    }
  }
  for (i = j = 0; i < TT.nzomb; i++)
    if (waitpid(TT.zomb[i], &st, WNOHANG) != TT.zomb[i]) TT.zomb[j++] = TT.zomb[i];
  TT.nzomb = j;
}

static struct builtin builtins[] = {
  {".", bi_source, 1}, {":", bi_colon, 1}, {"[", bi_test, 0},
  {"alias", bi_alias, 0}, {"bg", bi_fg, 0}, {"break", bi_break, 1},
  {"cd", bi_cd, 0}, {"command", bi_command, 0}, {"continue", bi_break, 1},
  {"declare", bi_export, 0}, {"echo", bi_echo, 0}, {"eval", bi_eval, 1},
  {"exec", bi_exec, 1}, {"exit", bi_exit, 1}, {"export", bi_export, 1},
  {"false", bi_false, 0}, {"fg", bi_fg, 0}, {"getopts", bi_getopts, 0},
  {"hash", bi_hash, 0}, {"jobs", bi_jobs, 0}, {"kill", bi_kill, 0},
  {"let", bi_let, 0},
  {"local", bi_export, 0}, {"printf", bi_printf, 0}, {"pwd", bi_pwd, 0},
  {"read", bi_read, 0}, {"readonly", bi_export, 1}, {"return", bi_return, 1},
  {"set", bi_set, 1}, {"shift", bi_shift, 1}, {"source", bi_source, 0},
  {"test", bi_test, 0}, {"times", bi_times, 1}, {"trap", bi_trap, 1},
  {"true", bi_true, 0}, {"type", bi_type, 0}, {"typeset", bi_export, 0},
  {"ulimit", bi_ulimit, 0}, {"umask", bi_umask, 0},
  {"unalias", bi_unalias, 0}, {"unset", bi_unset, 1}, {"wait", bi_wait, 0},
};

// bash extras
static struct builtin builtins2[] = {
  {"caller", bi_caller, 0}, {"dirs", bi_dirs, 0}, {"help", bi_help, 0},
  {"mapfile", bi_mapfile, 0}, {"popd", bi_pushd, 0}, {"pushd", bi_pushd, 0},
  {"readarray", bi_mapfile, 0}, {"shopt", bi_shopt, 0},
};

static struct builtin *findbuiltin(char *name)
{
  int i;

  for (i = 0; i < ARRAY_LEN(builtins); i++)
    if (*builtins[i].name == *name && !strcmp(builtins[i].name, name))
      return builtins+i;
  for (i = 0; i < ARRAY_LEN(builtins2); i++)
    if (!strcmp(builtins2[i].name, name)) return builtins2+i;

  return findibuiltin(name);
}

/* Starting up */

static void runfd(int fd)
{
  struct src in = {0};
  struct node *n;
  jmp_buf jb;

  in.fd = fd;
  in.lineno = 1;
  in.rbuf = xmalloc(4096);
  TT.in = &in;
  if (TT.interactive) {
    TT.errjmp = &jb;
    errfds = fdstack;
    setjmp(jb);
    TT.peeked = TT.xdepth = 0;
    TT.heredocs = 0;
    TT.lasthere = &TT.heredocs;
    in.len = in.pos = 0;
  }
  for (;;) {
    if (!in.pos || in.pos == in.len) {
      // nothing half-read: forget what was run
      in.len = in.pos = 0;
    }
    if (lex() == T_EOF) break;
    TT.tok = 0;
    n = parse_list(0);
    if (!TT.opt_n) run(n);
    if (TT.interactive) {
      TT.brk = TT.cont = TT.ret = 0;
    }
  }
  if (TT.interactive) fputs("exit\n", stderr);
}

// BASH_FUNC_NAME%%=() { body } in the environment: define NAME (only a
// single function definition, else a warning as bash's)
static void importfunc(char *var)
{
  char *eq = strchr(var, '='), *name = var+10;
  struct src in = {0}, *old = TT.in;
  jmp_buf jb, *oj = TT.evaljmp;
  struct node *volatile n = 0;
  volatile int ok = 0;
  int len = eq-name-2;

  if (len < 1 || strncmp(eq+1, "() {", 4)) return;
  in.buf = xmprintf("%.*s %s", len, name, eq+1);
  in.len = strlen(in.buf);
  in.fd = -1;
  in.lineno = 1;
  in.eval = 1;
  TT.in = &in;
  TT.peeked = 0;
  if (!setjmp(jb)) {
    TT.evaljmp = &jb;
    n = parse_command();
    ok = n && n->type == N_FUNC && strlen(n->str) == len
      && !strncmp(n->str, name, len) && lex() == T_EOF;
  }
  TT.evaljmp = oj;
  TT.in = old;
  TT.peeked = TT.noasg = 0;
  TT.heredocs = 0;
  TT.lasthere = &TT.heredocs;
  if (ok) {
    struct func *f;

    run(n);
    if ((f = findfunc(n->str))) f->flags |= V_EXPORT;
  } else {
    if (n && n->type == N_FUNC)
      fprintf(stderr, "%s: warning: %.*s: ignoring function definition "
        "attempt\n", TT.arg0, len, name);
    fprintf(stderr, "%s: error importing function definition for `%.*s'\n",
      TT.arg0, len, name);
  }
  free(in.buf);
}

void sh_main(void)
{
  char **argv = toys.argv+1, *cmd = 0, *s, *ifs;
  extern char **environ;
  char **env;
  int i, stdin_ = 0, fd;

  struct rlimit rl;

  TT.stackbase = (char *)&rl;
  TT.stackmax = 8<<20;
  if (!getrlimit(RLIMIT_STACK, &rl) && rl.rlim_cur != RLIM_INFINITY)
    TT.stackmax = rl.rlim_cur;
  TT.stackmax = TT.stackmax/2;
  TT.rootpid = getpid();
  TT.start = time(0);
  TT.randseed = TT.rootpid^TT.start;
  TT.lasthere = &TT.heredocs;
  TT.arg0 = toys.argv[0];
  for (env = environ; *env; env++) {
    char *eq = strchr(*env, '=');

    if (eq && !strncmp(*env, "BASH_FUNC_", 10) && eq[-1] == '%'
        && eq[-2] == '%') importfunc(*env);
    if (!eq || namelen(*env) != eq-*env) continue;
    // (the common case, a name seen once, without setvarf()'s checks: it
    // starts with none of RANDOM SECONDS HISTFILESIZE's letters)
    if (!strchr("RSH", **env) && !findraw(*env, eq-*env)) {
      struct var *v = newvar(xstrndup(*env, eq-*env));

      v->val = xstrdup(eq+1);
      v->flags = V_EXPORT;
      continue;
    }
    *eq = 0;
    setvarf(*env, eq+1, V_EXPORT);
    *eq = '=';
  }
  if (!(ifs = getvar("IFS")) || 1) setvarf("IFS", " \t\n", 0);
  if (!getvar("PS1")) setvarf("PS1", getuid() ? "$ " : "# ", 0);
  if (!getvar("PS2")) setvarf("PS2", "> ", 0);
  setvarf("PS4", "+ ", 0);
  setvarf("OPTIND", "1", 0);
  if (!getvar("PATH")) setvarf("PATH", "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", 0);
  {
    char *cwd = getcwd(0, 0), *pwd = getvar("PWD");
    struct stat st1, st2;

    if (cwd && (!pwd || *pwd != '/' || stat(pwd, &st1) || stat(cwd, &st2)
        || st1.st_ino != st2.st_ino || st1.st_dev != st2.st_dev))
      setvarf("PWD", cwd, V_EXPORT);
    free(cwd);
  }
  {
    struct utsname u;

    if (!uname(&u)) setvarf("HOSTNAME", u.nodename, 0);
    setvarf("UID", numstr(getuid()), 0);
    setvarf("EUID", numstr(geteuid()), 0);
    setvarf("PPID", numstr(getppid()), 0);
  }
  // Options: line 0 (an imported function's definition counted lines)
  TT.lineno = 0;
  for (; *argv && (**argv == '-' || **argv == '+') && (*argv)[1]; argv++) {
    int on = **argv == '-';

    if (!strcmp(*argv, "--")) {
      argv++;
      break;
    }
    if (!strcmp(*argv, "--version")) {
      puts("toybox " TOYBOX_VERSION);
      return;
    }
    if (!strcmp(*argv, "--help")) {
      show_help(stdout, 1);
      return;
    }
    if (!strcmp(*argv, "--norc") || !strcmp(*argv, "--noprofile")
        || !strcmp(*argv, "--posix")) continue;
    for (s = *argv+1; *s; s++) {
      // -c: the command is the first argument after the options
      if (*s == 'c' && on) cmd = "";
      else if (*s == 's') stdin_ = 1;
      else if (*s == 'i') TT.interactive = 1;
      else if (*s == 'l') TT.login = 1;
      else if (*s == 'o' || *s == 'O') {
        // set's and shopt's options; alone, their lists
        if (!argv[1]) bi_shopt((char *[]){"",
          *s == 'o' ? (on ? "-o" : "-po") : on ? "--" : "-p", 0});
        else if (*s == 'o') {
          if (setopt(0, *++argv, on)) goto bad;
        } else {
          for (i = 0; i < ARRAY_LEN(shopt_names); i++)
            if (!strcmp(argv[1], shopt_names[i])) break;
          if (i == ARRAY_LEN(shopt_names)) {
            sherr("%s: invalid shell option name", argv[1]);
            goto bad;
          }
          if (shopt_get(i) != on) TT.shopts ^= 1<<i;
          argv++;
        }
        break;
      } else if (setopt(*s, 0, on)) goto bad;
    }
  }
  if (cmd && !(cmd = *argv++)) {
    fprintf(stderr, "%s: -c: option requires an argument\n", TT.arg0);
bad:
    toys.exitval = 2;
    return;
  }
  if (*toys.argv[0] == '-') TT.login = 1;
  if (TT.login) sh_profile();
  if (cmd) {
    if (*argv) TT.arg0 = *argv++;
    setargs(argv);
    TT.lineno = 1;
    TT.execlast = 1;
    runtext(cmd, strlen(cmd), "-c");
    sh_exit(TT.status);
  }
  if (*argv && !stdin_) {
    TT.arg0 = *argv;
    if ((fd = open(*argv, O_RDONLY)) < 0) {
      fprintf(stderr, "%s: %s: %s\n", basename(toys.argv[0]), *argv,
        strerror(errno));
      sh_exit(errno == ENOENT ? 127 : 126);
    }
    if (fd < 10) {
      i = fcntl(fd, F_DUPFD_CLOEXEC, 10);
      close(fd);
      fd = i;
    } else fcntl(fd, F_SETFD, FD_CLOEXEC);
    setargs(argv+1);
    runfd(fd);
    sh_exit(TT.status);
  }
  setargs(argv);
  if (isatty(0) && isatty(2)) TT.interactive = 1;
  if (TT.interactive && !linedit_vi) linedit_emacs = 1;
  // an interactive shell's messages have no line numbers, its children's too
  TT.noline = TT.interactive;
  if (TT.interactive) {
    // caught, not ignored: what the shell runs gets them as usual
    signal(SIGINT, sigcatch);
    signal(SIGQUIT, sigcatch);
    signal(SIGTERM, sigcatch);
    sh_interactive();
  }
  runfd(0);
  sh_exit(TT.status);
}

/* Interactive use: history, prompts, the line editor, completion, jobs */

// The history list (set -o history; on in interactive shells)
// Add a line to the history as it is, dropping the oldest past HISTSIZE
static void hist_push(char *s)
{
  char *v = getvar("HISTSIZE");
  long max = v && *v ? atol(v) : 500, n;

  if (!(TT.nhist&63)) {
    TT.hist = xrealloc(TT.hist, (TT.nhist+65)*sizeof(char *));
    TT.htime = xrealloc(TT.htime, (TT.nhist+65)*sizeof(time_t));
  }
  // like bash, a time only when HISTTIMEFORMAT is set
  TT.htime[TT.nhist] = (v = getvar("HISTTIMEFORMAT")) ? time(0) : 0;
  TT.hist[TT.nhist++] = xstrdup(s);
  if (max >= 0 && TT.nhist > max) {
    for (n = 0; n < TT.nhist-max; n++) free(TT.hist[n]);
    memmove(TT.hist, TT.hist+n, (TT.nhist-n)*sizeof(char *));
    memmove(TT.htime, TT.htime+n, (TT.nhist-n)*sizeof(time_t));
    TT.nhist -= n;
    TT.histbase += n;
    TT.histsaved = TT.histsaved > n ? TT.histsaved-n : 0;
  }
}

// Remove history entries from..to (indices)
static void hist_del(long from, long to)
{
  long i;

  for (i = from; i <= to; i++) free(TT.hist[i]);
  memmove(TT.hist+from, TT.hist+to+1, (TT.nhist-to-1)*sizeof(char *));
  memmove(TT.htime+from, TT.htime+to+1, (TT.nhist-to-1)*sizeof(time_t));
  TT.nhist -= to-from+1;
  if (TT.histsaved > from) TT.histsaved = from;
}

// Does HISTCONTROL (colon separated) have this word?
static int hist_ctl(char *word)
{
  char *v = getvar("HISTCONTROL"), *s;
  int l = strlen(word);

  for (s = v; s && *s; s += strcspn(s, ":"), s += !!*s)
    if (!strncmp(s, word, l) && (!s[l] || s[l] == ':')) return 1;

  return 0;
}

// How the next line of a command joins its history entry (as bash's
// cmdhist): a newline inside quotes, $( ) or a here-document, nothing after
// a backslash (removed), a space after words a ; can't follow, else "; "
static char *hist_sep(char *s)
{
  char *e, *w;
  int q = 0, d = 0, a = 0;

  for (e = s; *e; e++) {
    if (q == '\'') {
      if (*e == q) q = 0;
    } else if (*e == '\\' && e[1]) e++;
    else if (q == '"') {
      if (*e == q) q = 0;
    } else if (*e == '\'' || *e == '"') q = *e;
    else if (*e == '$' && e[1] == '(') d++, e++;
    else if (*e == '=' && e[1] == '(') a++, e++;
    else if (*e == ')' && d) d--;
    else if (*e == ')' && a) a--;
    else if (*e == '#' && (e == s || isspace(e[-1])))
      while (e[1] && e[1] != '\n') e++;
  }
  if (q || d || TT.inhere) return "\n";
  if (a) return " ";
  for (e = s+strlen(s); e > s && isspace(e[-1]); e--);
  if (e > s && e[-1] == '\\') {
    e[-1] = 0;
    return "";
  }
  if (e == s || strchr(";&|({)", e[-1])) return " ";
  for (w = e; w > s && !isspace(w[-1]) && !strchr(";&|(", w[-1]); w--);
  for (d = 0; d < 9; d++) {
    char *kw = (char *[]){"do", "then", "else", "elif", "in", "if", "while",
      "until", "!"}[d];
    long l = strlen(kw);

    if (e-s >= l && !strncmp(e-l, kw, l) && (e-s == l
        || strchr(" \t\n;&|(", e[-1-l]))) return " ";
  }

  return "; ";
}

// A line read: the history list as HISTCONTROL and HISTIGNORE say
static void hist_add(char *s, int cont)
{
  char *t, *v, *p, *q;
  long i;

  if (cont) {
    if (TT.nhist && !TT.histskip) {
      t = TT.hist[TT.nhist-1];
      p = hist_sep(t);
      TT.hist[TT.nhist-1] = xmprintf("%s%s%s", t, p, s);
      free(t);
    }
    return;
  }
  if (!*s) return;
  TT.histskip = 1;
  if (*s == ' ' && (hist_ctl("ignorespace") || hist_ctl("ignoreboth")))
    return;
  if (TT.nhist && !strcmp(TT.hist[TT.nhist-1], s)
      && (hist_ctl("ignoredups") || hist_ctl("ignoreboth"))) return;
  // HISTIGNORE: patterns, & is the previous line
  if ((v = getvar("HISTIGNORE")) && *v) {
    for (p = v = xstrdup(v); p; p = q) {
      if ((q = strchr(p, ':'))) *q++ = 0;
      if (!strcmp(p, "&") ? TT.nhist && !strcmp(TT.hist[TT.nhist-1], s)
          : *p && pmatch(p, s, 0)) break;
    }
    free(v);
    if (p) return;
  }
  if (hist_ctl("erasedups"))
    for (i = TT.nhist-1; i >= 0; i--)
      if (!strcmp(TT.hist[i], s)) hist_del(i, i);
  TT.histskip = 0;
  hist_push(s);
}

static char *hist_file(void)
{
  char *f = getvar("HISTFILE");

  return f && *f ? f : 0;
}

// Read a history file's lines (those after the first skip), 1 if unreadable
static int hist_read(char *f, long skip)
{
  char *line;
  FILE *fp;

  if (!f || !(fp = fopen(f, "r"))) return 1;
  for (TT.histread = 0; (line = xgetline(fp)); free(line))
    if (TT.histread++ >= skip) hist_push(line);
  fclose(fp);

  return 0;
}

static void hist_load(void)
{
  hist_read(hist_file(), 0);
  TT.histbase = 0;
  TT.histsaved = TT.nhist;
}

// Keep the last HISTFILESIZE lines of the history file
static void hist_trim(char *f)
{
  char *v = getvar("HISTFILESIZE"), *line, **keep;
  long max = v && *v ? atol(v) : -1, n = 0, i;
  FILE *fp;

  if (!f || max < 0 || !(fp = fopen(f, "r"))) return;
  keep = xzalloc((max+1)*sizeof(char *));
  for (; (line = xgetline(fp)); n++) {
    if (max) free(keep[n%max]);
    if (max) keep[n%max] = line;
    else free(line);
  }
  fclose(fp);
  if (n > max && (fp = fopen(f, "w"))) {
    for (i = n-max; i < n; i++) fprintf(fp, "%s\n", keep[i%max]);
    fclose(fp);
  }
  for (i = 0; i < max; i++) free(keep[i]);
  free(keep);
}

// Write the history (from entry "from" on) to a file, appending or not
static int hist_write(char *f, long from, int append)
{
  FILE *fp;
  long i;

  if (!f || !(fp = fopen(f, append ? "a" : "w"))) return 1;
  for (i = from; i < TT.nhist; i++) fprintf(fp, "%s\n", TT.hist[i]);
  if (append) TT.histsaved = TT.nhist;

  return fclose(fp) ? 1 : 0;
}

// At exit: the interactive shell's history goes to HISTFILE
static void hist_save(int force)
{
  char *f = hist_file();

  if (!f || (!force && (!TT.histon || !TT.interactive))) return;
  if (hist_write(f, 0, 0)) {
    if (force) perror_msg("history: %s", f);
    return;
  }
  hist_trim(f);
}

// Words of a history line (whitespace separated), for !$ !^ !* and :N
static char *hist_words(char *s, int from, int to)
{
  char *w[64], *r;
  int n = 0, i;
  struct sb b = {0};

  while (*s && n < 64) {
    while (isspace(*s)) s++;
    if (!*s) break;
    w[n++] = s;
    while (*s && !isspace(*s)) s++;
  }
  if (from < 0) from += n;
  if (to < 0) to += n;
  if (from < 0 || from >= n || to >= n) return 0;
  for (i = from; i <= to; i++) {
    for (r = w[i]; *r && !isspace(*r); r++);
    if (i > from) sbc(&b, ' ');
    sbadd(&b, w[i], r-w[i]);
  }

  return sbdone(&b);
}

// History expansion (! as bash does it). Returns the new line (malloced),
// or 0 if nothing changed; *err set when an event wasn't found.
static char *hist_expand(char *s, int *err)
{
  struct sb b = {0};
  int sq = 0, dq = 0, changed = 0;
  long i, j;

  *err = 0;
  for (i = 0; s[i]; i++) {
    char c = s[i], n = s[i+1], *ev = 0, *w, *x;
    long e = -1;
    int from = 0, to = -1, word = 0;

    if (c == '\\' && !sq && n) {
      sbadd(&b, s+i, 2);
      i++;
      continue;
    }
    if (c == '\'' && !dq) sq ^= 1;
    if (c == '"' && !sq) dq ^= 1;
    if (c != '!' || sq || !n || strchr(" \t\n=(", n) || (dq && n == '"')
        || (i && s[i-1] == '$'))
    {
      sbc(&b, c);
      continue;
    }
    j = i+1;
    if (n == '!') e = TT.nhist-1, j++;
    else if (isdigit(n) || (n == '-' && isdigit(s[i+2]))) {
      long num = strtol(s+i+1, &x, 10);

      e = num < 0 ? TT.nhist+num : num-1-TT.histbase;
      j = x-s;
    } else if (strchr("$^*:", n)) e = TT.nhist-1;
    else {
      int q = n == '?';

      for (j = i+1+q; s[j] && !strchr(q ? "?" : " \t\n;&|<>()\":", s[j]); j++);
      w = xstrndup(s+i+1+q, j-i-1-q);
      for (e = TT.nhist-1; e >= 0; e--)
        if (q ? !!strstr(TT.hist[e], w) : strstart(&(char *){TT.hist[e]}, w))
          break;
      free(w);
      if (q && s[j] == '?') j++;
      if (e < 0) e = -2;
    }
    if (e < 0 || e >= TT.nhist) {
      x = xstrndup(s+i, j-i);
      sherr("%s: event not found", x);
      free(x);
      free(b.s);
      *err = 1;
      return 0;
    }
    ev = TT.hist[e];
    // word designators
    if (s[j] == ':' && s[j+1] && strchr("0123456789$^*", s[j+1])) j++;
    if (s[j] == '$') from = to = -1, word = 1, j++;
    else if (s[j] == '^') from = to = 1, word = 1, j++;
    else if (s[j] == '*') from = 1, to = -1, word = 1, j++;
    else if (s[j-1] == ':' && isdigit(s[j])) {
      from = to = strtol(s+j, &x, 10);
      j = x-s;
      word = 1;
    }
    if (word) {
      if (!(w = hist_words(ev, from, to))) {
        if (from != 1 || to != -1) {
          sherr("%.*s: bad word specifier", (int)(j-i), s+i);
          free(b.s);
          *err = 1;
          return 0;
        }
        w = xstrdup("");
      }
      sbadd(&b, w, strlen(w));
      free(w);
    } else sbadd(&b, ev, strlen(ev));
    changed = 1;
    i = j-1;
  }
  if (!changed) {
    free(b.s);
    return 0;
  }

  return sbdone(&b);
}

// After refill() read a line: history expansion and the history list
static void hist_line(struct src *in)
{
  long start = in->len-1, end = in->len;
  char *line, *x;
  int err;

  if (!TT.histon) return;
  while (start && in->buf[start-1] != '\n') start--;
  if (end > start && in->buf[end-1] == '\n') end--;
  line = xstrndup(in->buf+start, end-start);
  x = 0;
  err = 0;
  if (TT.histexp && strchr(line, '!')) {
    int l = TT.lineno;

    TT.lineno = in->lineno;
    x = hist_expand(line, &err);
    TT.lineno = l;
  }
  if (err) {
    // the line is dropped
    in->len = start;
    in->buf[start] = 0;
    if (!start) in->pos = 0;
    free(line);
    return;
  } else if (x) {
    fprintf(stderr, "%s\n", x);
    in->len = start;
    if (start+strlen(x)+2 > in->cap)
      in->buf = xrealloc(in->buf, in->cap = start+strlen(x)+256);
    in->len += sprintf(in->buf+start, "%s\n", x);
    free(line);
    line = x;
  }
  hist_add(line, start > 0);
  free(line);
}

static int hist_usage(void)
{
  fprintf(stderr, "history: usage: history [-c] [-d offset] [n] or history "
    "-anrw [filename] or history -ps arg [arg...]\n");

  return 2;
}

// history -d: an offset (negative: from the end) as an index, or -1
static long hist_offset(char *s)
{
  char *end;
  long n = strtol(s, &end, 10);

  if (!*s || *end) return -1;
  n = n < 0 ? TT.nhist+n : n-1-TT.histbase;

  return n >= 0 && n < TT.nhist ? n : -1;
}

static int bi_history(char **argv)
{
  long i = 0, n, m;
  char *opt = argv[1], *f, *end;
  struct sb b = {0};

  if (opt && !strcmp(opt, "--")) opt = *++argv ? argv[1] : 0;
  else if (opt && *opt == '-' && opt[1] && !isdigit(opt[1])) {
    if (opt[2] || !strchr("cdanrwps", opt[1])) {
      sherr("history: %s: invalid option", opt);
      return hist_usage();
    }
    argv += 2;
    f = *argv ? *argv : hist_file();
    switch (opt[1]) {
    case 'c':
      while (TT.nhist) free(TT.hist[--TT.nhist]);
      TT.histbase = TT.histsaved = 0;
      return 0;
    case 'd':
      if (!*argv) {
        sherr("history: -d: option requires an argument");
        return hist_usage();
      }
      // N, -N or a range N-M
      end = strchr(*argv+1, '-');
      if (end) {
        char *x = xstrndup(*argv, end-*argv);

        n = hist_offset(x);
        free(x);
        m = hist_offset(end+1);
      } else m = n = hist_offset(*argv);
      if (n < 0 || m < 0 || m < n) {
        sherr("history: %s: history position out of range", *argv);
        return 1;
      }
      hist_del(n, m);
      return 0;
    case 'a': return hist_write(f, TT.histsaved, 1);
    case 'w': return hist_write(f, 0, 0);
    case 'r': return hist_read(f, 0);
    case 'n': return hist_read(f, TT.histread);
    case 's':
    case 'p':
      // the history line itself goes, -s puts the ARGs in its place
      if (TT.histon && TT.nhist) free(TT.hist[--TT.nhist]);
      for (i = 0; argv[i]; i++) {
        int err = 0;
        char *x = opt[1] == 'p' ? hist_expand(argv[i], &err) : 0;

        if (err) return 1;
        if (opt[1] == 'p') printf("%s\n", x ? x : argv[i]);
        else {
          if (i) sbc(&b, ' ');
          sbadd(&b, argv[i], strlen(argv[i]));
        }
        free(x);
      }
      if (b.s) hist_push(b.s);
      free(b.s);
      return 0;
    }
  }
  if (opt) {
    n = strtol(opt, &end, 10);
    if (*end || n < 0 || !*opt) {
      sherr("history: %s: numeric argument required", opt);
      return 1;
    }
    if (argv[2]) {
      sherr("history: too many arguments");
      return 1;
    }
    if (n < TT.nhist) i = TT.nhist-n;
  }
  // HISTTIMEFORMAT: when each line was added, as strftime() says
  f = getvar("HISTTIMEFORMAT");
  for (; i < TT.nhist; i++) {
    *toybuf = 0;
    if (f && *f) {
      if (!TT.htime[i]) strcpy(toybuf, "??");
      else strftime(toybuf, sizeof(toybuf), f, localtime(TT.htime+i));
    }
    printf("%5ld  %s%s\n", i+1+TT.histbase, toybuf, TT.hist[i]);
  }

  return 0;
}

// fc: which history entry an argument means (index, or -1: none). The fc
// command itself (the last entry) doesn't count: h entries are left.
static long fc_find(char *s, long h)
{
  char *end;
  long n = strtol(s, &end, 10);

  if (*s && !*end) {
    if (n > 0) n -= 1+TT.histbase;
    else n += h;
    if (n < 0) n = 0;
    if (n >= h) n = h-1;

    return n;
  }
  for (n = h-1; n >= 0; n--) if (strstart(&(char *){TT.hist[n]}, s)) break;

  return n;
}

// fc: replace the fc command in the history with what it runs, then run it
static int fc_run(char *cmd)
{
  char *s;

  if (TT.histon && TT.nhist) free(TT.hist[--TT.nhist]);
  TT.status = 0;
  TT.fcecho = 1;
  s = xmprintf("%s\n", cmd);
  runtext(s, strlen(s), 0);
  free(s);

  return TT.status;
}

static int bi_fc(char **argv)
{
  char *ed = 0, *first = 0, *last = 0, *sub = 0, *v, *x, path[] =
    "/tmp/sh-fcXXXXXX";
  int list = 0, num = 1, rev = 0, again = 0, i, fd, st;
  long h = TT.nhist-(TT.histon && TT.nhist), a, b, n;
  struct sb sb = {0};

  for (i = 1; argv[i] && *argv[i] == '-' && argv[i][1]
      && !isdigit(argv[i][1]); i++) {
    char *s = argv[i]+1;

    if (!strcmp(s, "-")) {
      i++;
      break;
    }
    for (; *s; s++) {
      if (*s == 'l') list = 1;
      else if (*s == 'n') num = 0;
      else if (*s == 'r') rev = 1;
      else if (*s == 's') again = 1;
      else if (*s == 'e') {
        if (s[1]) ed = s+1;
        else if (!(ed = argv[++i])) {
          sherr("fc: -e: option requires an argument");
          goto usage;
        }
        break;
      } else {
        sherr("fc: -%c: invalid option", *s);
usage:
        fprintf(stderr, "fc: usage: fc [-e ename] [-lnr] [first] [last] or "
          "fc -s [pat=rep] [command]\n");
        return 2;
      }
    }
  }
  if (ed && !strcmp(ed, "-")) again = 1;
  if (again && argv[i] && strchr(argv[i], '=')) sub = argv[i++];
  if (argv[i]) first = argv[i++];
  if (argv[i] && !again) last = argv[i++];
  if (list) {
    if (!h) return 0;
    a = first ? fc_find(first, h) : h-16 < 0 ? 0 : h-16;
    b = last ? fc_find(last, h) : h-1;
    if (a < 0 || b < 0) goto none;
    if (a > b) {
      n = a;
      a = b;
      b = n;
      rev = 1;
    }
    for (n = 0; n <= b-a; n++) {
      long e = rev ? b-n : a+n;

      if (num) printf("%ld", e+1+TT.histbase);
      printf("\t %s\n", TT.hist[e]);
    }

    return 0;
  }
  a = first ? fc_find(first, h) : h-1;
  b = last ? fc_find(last, h) : a;
  if (a < 0 || b < 0) {
none:
    sherr("fc: no command found");
    return 1;
  }
  if (again) {
    char *eq = sub ? strchr(sub, '=') : 0, *old = sub ? xstrndup(sub, eq-sub)
      : 0, *c = TT.hist[a];

    // pat=rep: every pat is replaced
    if (old && *old) {
      for (; (x = strstr(c, old)); c = x+strlen(old)) {
        sbadd(&sb, c, x-c);
        sbadd(&sb, eq+1, strlen(eq+1));
      }
    }
    sbadd(&sb, c, strlen(c));
    free(old);
    st = fc_run(sb.s);
    free(sb.s);

    return st;
  }
  if (!ed) ed = (v = getvar("FCEDIT")) && *v ? v
    : (v = getvar("EDITOR")) && *v ? v : "ed";
  if ((fd = mkstemp(path)) < 0) {
    perror_msg("fc: %s", path);
    return 1;
  }
  for (n = a;; n += a > b ? -1 : 1) {
    dprintf(fd, "%s\n", TT.hist[n]);
    if (n == b) break;
  }
  close(fd);
  x = xmprintf("%s %s", ed, path);
  TT.status = 0;
  runtext(x, strlen(x), 0);
  free(x);
  if (!(st = TT.status)) {
    if ((fd = open(path, O_RDONLY)) < 0) st = 1;
    else {
      x = readfd(fd, 0, &(off_t){0});
      close(fd);
      if (x) {
        n = strlen(x);
        if (n && x[n-1] == '\n') x[n-1] = 0;
        st = fc_run(x);
        free(x);
      }
    }
  }
  unlink(path);

  return st;
}

// The prompt's \ escapes, then its $var $(...) $((...)) as in a here
// document
static char *prompt(char *ps)
{
  struct sb b = {0};
  char *s, *v, buf[256], *home = getvar("HOME");
  time_t t = time(0);
  struct tm *tm = localtime(&t);

  for (s = ps; *s; s++) {
    char *add = buf, *fre = 0;

    *buf = 0;
    if (*s != '\\' || !s[1]) {
      sbc(&b, *s);
      continue;
    }
    switch (*++s) {
    case 'u': add = getusername(geteuid()); break;
    case 'h': case 'H':
      gethostname(buf, sizeof(buf)-1);
      buf[sizeof(buf)-1] = 0;
      if (*s == 'h' && (v = strchr(buf, '.'))) *v = 0;
      break;
    case 'w': case 'W': {
      long l = home ? strlen(home) : 0;

      if (!(v = getvar("PWD")) || !*v) v = getcwd(buf, sizeof(buf)) ? buf : ".";
      if (l && strcmp(home, "/") && !strncmp(v, home, l) && (!v[l] || v[l] == '/')) {
        if (*s == 'W' && !v[l]) v = "~";
        else if (*s == 'w') v = fre = xmprintf("~%s", v+l);
      }
      if (*s == 'W' && strcmp(v, "/") && *v != '~') {
        char *slash = strrchr(v, '/');

        if (slash && slash[1]) v = slash+1;
      }
      add = v;
      break;
    }
    case '$': add = geteuid() ? "$" : "#"; break;
    case 't': strftime(buf, sizeof(buf), "%H:%M:%S", tm); break;
    case 'T': strftime(buf, sizeof(buf), "%I:%M:%S", tm); break;
    case '@': strftime(buf, sizeof(buf), "%I:%M %p", tm); break;
    case 'A': strftime(buf, sizeof(buf), "%H:%M", tm); break;
    case 'd': strftime(buf, sizeof(buf), "%a %b %d", tm); break;
    case 'D':
      if (s[1] == '{' && (v = strchr(s, '}'))) {
        char *f = xstrndup(s+2, v-s-2);

        strftime(buf, sizeof(buf), *f ? f : "%X", tm);
        free(f);
        s = v;
      } else add = "\\D";
      break;
    case 'n': add = "\n"; break;
    case 'r': add = "\r"; break;
    case 'a': add = "\a"; break;
    case 'e': add = "\033"; break;
    case 's': add = basename_r(TT.arg0 ? TT.arg0 : "sh"); break;
    case 'v': case 'V': add = "5.2"; break;
    case 'j': {
      struct job *j;
      int n = 0;

      for (j = TT.jobs; j; j = j->next) n++;
      add = numstr(n);
      break;
    }
    case 'l':
      add = (v = ttyname(0)) ? (strrchr(v, '/') ? strrchr(v, '/')+1 : v) : "tty";
      break;
    case '!': add = numstr(TT.histbase+TT.nhist+1); break;
    case '#': add = numstr(++TT.cmdnum); break;
    case '[': add = "\001"; break;
    case ']': add = "\002"; break;
    case '\\': add = "\\\\"; break;
    default:
      if (*s >= '0' && *s <= '7') {
        int i, c = 0;

        for (i = 0; i < 3 && *s >= '0' && *s <= '7'; i++) c = c*8+*s++-'0';
        s--;
        buf[0] = c;
        buf[1] = 0;
      } else {
        buf[0] = '\\';
        buf[1] = *s;
        buf[2] = 0;
        sbadd(&b, buf, 2);
        continue;
      }
    }
    // what the escapes gave is quoted for the expansion that follows
    for (v = add; v && *v; v++) {
      if (*s != '\\' && strchr("$`\\", *v)) sbc(&b, '\\');
      sbc(&b, *v);
    }
    free(fre);
  }
  sbdone(&b);
  {
    struct exp e = {0};
    jmp_buf jb, *old = TT.errjmp;
    struct fdsave *oldfds = errfds;

    e.mode = X_STR;
    TT.errjmp = &jb;
    errfds = fdstack;
    if (!setjmp(jb)) {
      expand_into(&e, b.s, b.len, 2);
      e.have = 1;
      xend(&e);
      free(b.s);
      b.s = e.out[0];
      free(e.out);
    }
    TT.errjmp = old;
    errfds = oldfds;
    free(e.attr.s);
    free(e.cur.s);
  }

  return b.s;
}

static int bi_disown(char **argv);
static int bi_suspend(char **argv);

static struct builtin ibuiltins[] = {
  {"bg", bi_fg, 0}, {"disown", bi_disown, 0}, {"fc", bi_fc, 0},
  {"fg", bi_fg, 0},
  {"history", bi_history, 0}, {"jobs", bi_jobs, 0},
  {"suspend", bi_suspend, 0},
};

static struct builtin *findibuiltin(char *name)
{
  int i;

  for (i = 0; i < ARRAY_LEN(ibuiltins); i++)
    if (!strcmp(ibuiltins[i].name, name)) return ibuiltins+i;

  return 0;
}

// Tab completion: commands for the first word, file names after it
static char *cmpl_quote(char *s)
{
  struct sb b = {0};

  for (; *s; s++) {
    if (strchr(" \t\n\\'\"$`&;|()<>*?[]#!{}", *s)) sbc(&b, '\\');
    sbc(&b, *s);
  }

  return sbdone(&b);
}

static void cmpl_add(char ***list, int *n, char *name, char *pre, int dir)
{
  char *q, *s;
  int i;

  q = cmpl_quote(name);
  s = xmprintf("%s%s%s", pre, q, dir ? "/" : "");
  free(q);
  for (i = 0; i < *n; i++) if (!strcmp((*list)[i], s)) return free(s);
  addarr(list, n, s);
}

static char **sh_complete(char *line, long pos, long *start)
{
  long i = pos;
  char **list = 0, *word, *s, *dir, *base, *pre;
  int n = 0, first, l;
  DIR *dp;
  struct dirent *de;
  struct stat st;

  while (i && !strchr(" \t\n;&|()<>", line[i-1])) {
    if (i > 1 && line[i-2] == '\\') i--;
    i--;
  }
  *start = i;
  while (i && (line[i-1] == ' ' || line[i-1] == '\t')) i--;
  first = !i || strchr(";&|(\n", line[i-1]);
  // unquote the word so far
  word = xmalloc(pos-*start+1);
  for (i = *start, l = 0; i < pos; i++) {
    if (line[i] == '\\' && i+1 < pos) i++;
    else if (line[i] == '\'' || line[i] == '"') continue;
    word[l++] = line[i];
  }
  word[l] = 0;
  if (first && !strchr(word, '/')) {
    struct func *f;
    char *path = getvar("PATH"), *p;

    for (i = 0; i < ARRAY_LEN(builtins); i++)
      if (strstart(&(char *){builtins[i].name}, word))
        cmpl_add(&list, &n, builtins[i].name, "", 0);
    for (i = 0; i < ARRAY_LEN(ibuiltins); i++)
      if (strstart(&(char *){ibuiltins[i].name}, word))
        cmpl_add(&list, &n, ibuiltins[i].name, "", 0);
    for (i = 0; i < ARRAY_LEN(keywords); i++)
      if (keywords[i] && strstart(&(char *){keywords[i]}, word))
        cmpl_add(&list, &n, keywords[i], "", 0);
    for (i = 0; i < TT.naliases; i++)
      if (strstart(&(char *){TT.aliasn[i]}, word))
        cmpl_add(&list, &n, TT.aliasn[i], "", 0);
    for (f = TT.funcs; f; f = f->next)
      if (strstart(&(char *){f->name}, word)) cmpl_add(&list, &n, f->name, "", 0);
    while (path) {
      l = (p = strchr(path, ':')) ? p-path : strlen(path);
      s = xmprintf("%.*s", l, l ? path : ".");
      if ((dp = opendir(s))) {
        while ((de = readdir(dp))) {
          char *full;

          if (*de->d_name == '.' || !strstart(&(char *){de->d_name}, word))
            continue;
          full = xmprintf("%s/%s", s, de->d_name);
          if (!stat(full, &st) && S_ISREG(st.st_mode) && !access(full, X_OK))
            cmpl_add(&list, &n, de->d_name, "", 0);
          free(full);
        }
        closedir(dp);
      }
      free(s);
      path = p ? p+1 : 0;
    }
  } else {
    // the directory part is kept as typed; ~/ is $HOME/
    if ((base = strrchr(word, '/'))) {
      *base++ = 0;
      pre = xmprintf("%s/", word);
      if (*word == '~' && (!word[1] || word[1] == '/') && getvar("HOME"))
        dir = xmprintf("%s%s/", getvar("HOME"), word+1);
      else dir = xmprintf("%s/", *word ? word : "");
    } else {
      base = word;
      pre = xstrdup("");
      dir = xstrdup("");
    }
    if ((dp = opendir(*dir ? dir : "."))) {
      while ((de = readdir(dp))) {
        if ((*de->d_name == '.' && *base != '.') || !strcmp(de->d_name, ".")
          || !strcmp(de->d_name, "..") || !strstart(&(char *){de->d_name}, base))
          continue;
        s = xmprintf("%s%s", dir, de->d_name);
        i = !stat(s, &st) && S_ISDIR(st.st_mode);
        free(s);
        s = cmpl_quote(pre);
        cmpl_add(&list, &n, de->d_name, s, i);
        free(s);
      }
      closedir(dp);
    }
    free(pre);
    free(dir);
  }
  free(word);
  if (n) qsort(list, n, sizeof(char *), qstrcmp);

  return list;
}

static void sh_interrupted(void)
{
  TT.status = 130;
}

// Print the prompt (PS1 for a new command, PS2 to continue one). On a
// terminal, read the line with the line editor into in->buf: returns 1,
// or 0 at EOF. Without a terminal returns -1: the caller reads the line.
static int sh_prompt(struct src *in)
{
  char *ps, *line;
  struct linedit ed = {TT.hist, TT.nhist, TT.histbase, sh_complete,
    sh_interrupted};
  long l;

  if (!in->len) {
    jc_notify();
    if (TT.warned) TT.warned--;
  }
  ps = prompt((ps = getvar(in->len ? "PS2" : "PS1")) ? ps : "");
  if (!isatty(0)) {
    // the markers of \[ \] aren't shown
    for (line = ps; *line; line++) if (*line != 1 && *line != 2) fputc(*line, stderr);
    fflush(stderr);
    free(ps);
    return -1;
  }
  fflush(stdout);
  line = linedit(ps, &ed);
  free(ps);
  if (!line && !in->len && jc_stoppedjobs(1)) line = xstrdup("");
  if (!line) {
    in->eof = 1;
    return 0;
  }
  if (in->len+(l = strlen(line))+2 > in->cap)
    in->buf = xrealloc(in->buf, in->cap = in->len+l+256);
  memcpy(in->buf+in->len, line, l);
  in->len += l;
  in->buf[in->len++] = '\n';
  in->buf[in->len] = 0;
  free(line);

  return 1;
}

/* Job control: each job (a pipeline, or an and-or list in the background)
 * in a process group of its own, the terminal given to the one in the
 * foreground and taken back when it ends or stops. */

static int jc_on(void)
{
  return TT.jobctl && TT.jobctl == getpid();
}

// Keep a job's command text as the source had it (parse_list())
static void jc_text(struct node *n, long at)
{
  long end = TT.tokstart;
  char *s = TT.in->buf;

  if (!s || at < 0 || end > TT.in->len || at > end) return;
  while (at < end && isspace(s[at])) at++;
  while (end > at && isspace(s[end-1])) end--;
  free(n->text);
  n->text = xstrndup(s+at, end-at);
}

static struct job *jc_new(int pgid)
{
  struct job *j = xzalloc(sizeof(*j)), *k;

  j->pgid = pgid;
  for (k = TT.jobs; k; k = k->next) if (k->num > j->num) j->num = k->num;
  j->num++;
  j->cmd = xstrdup(TT.jobtext ? TT.jobtext : "");
  j->seq = ++TT.jobseq;

  return j;
}

static void jc_addpid(struct job *j, int pid)
{
  j->pids = xrealloc(j->pids, (j->npids+1)*sizeof(int));
  j->state = xrealloc(j->state, (j->npids+1)*sizeof(int));
  j->stat = xrealloc(j->stat, (j->npids+1)*sizeof(int));
  j->pids[j->npids] = pid;
  j->state[j->npids] = j->stat[j->npids] = 0;
  j->pid = pid;
  j->npids++;
}

static void jc_free(struct job *j)
{
  struct job **jj;

  for (jj = &TT.jobs; *jj; jj = &(*jj)->next) if (*jj == j) {
    *jj = j->next;
    break;
  }
  if (TT.fgjob == j) TT.fgjob = 0;
  free(j->pids);
  free(j->state);
  free(j->stat);
  free(j->cmd);
  free(j);
}

// shfork() just forked pid (0 in the child): put it in its job's group
static void jc_forked(int pid)
{
  struct job *j = TT.fgjob;
  int pg;

  if (!TT.jobctl) return;
  if (!pid) {
    if (TT.jobctl != getppid()) return;
    pg = j ? j->pgid : 0;
    setpgid(0, pg);
    if (!TT.jobbg) tcsetpgrp(TT.ttyfd, getpgrp());
    signal(SIGINT, SIG_DFL);
    signal(SIGQUIT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGTSTP, SIG_DFL);
    signal(SIGTTIN, SIG_DFL);
    signal(SIGTTOU, SIG_DFL);
    TT.jobctl = 0;
    if (TT.ttyfd > 2) close(TT.ttyfd);
    return;
  }
  if (!jc_on()) return;
  if (!j || TT.jobbg) {
    j = jc_new(pid);
    if (TT.jobbg) TT.bgjob = j;
    else TT.fgjob = j;
  }
  setpgid(pid, j->pgid);
  jc_addpid(j, pid);
  if (!TT.jobbg) tcsetpgrp(TT.ttyfd, j->pgid);
}

static char *jc_state(struct job *j)
{
  int st = j->stat[j->npids-1];

  if (!j->done) return j->stopped ? "Stopped" : "Running";
  if (st > 128 && st < 128+ARRAY_LEN(signames)) {
    if (st == 128+SIGTERM) return "Terminated";
    if (st == 128+SIGKILL) return "Killed";
    if (st == 128+SIGHUP) return "Hangup";
    if (st == 128+SIGINT) return "Interrupt";
    return strsignal(st-128);
  }
  if (st) return sprintf(libbuf, "Exit %d", st), libbuf;

  return "Done";
}

// '+' for the current job (the latest stopped or started), '-' the one before
static int jc_mark(struct job *j)
{
  struct job *k, *cur = 0, *prev = 0;

  // stopped jobs come first; a script's finished jobs don't count
  for (k = TT.jobs; k; k = k->next) {
    if (k->done && !TT.interactive) continue;
    long ks = k->seq+(long)!!k->stopped*INT_MAX;

    if (!cur || ks > cur->seq+(long)!!cur->stopped*INT_MAX) {
      prev = cur;
      cur = k;
    } else if (!prev || ks > prev->seq+(long)!!prev->stopped*INT_MAX) prev = k;
  }

  return j == cur ? '+' : j == prev ? '-' : ' ';
}

static void jc_show(struct job *j, int how)
{
  char *st = jc_state(j);
  int i;

  if (how == 'p') {
    printf("%d\n", j->pgid ? j->pgid : j->pid);
    return;
  }
  printf("[%d]%c ", j->num, jc_mark(j));
  if (how == 'l' && j->npids > 1) {
    char *s = j->cmd, *p;

    // a pipeline: a line for each command
    for (i = 0; i < j->npids; i++) {
      for (p = s; *p && (*p != '|' || p[1] == '|' || (p > s && p[-1] == '|'));)
        p += 1+(*p == '\\' && p[1]);
      if (i+1 == j->npids) p = s+strlen(s);
      while (p > s && p[-1] == ' ') p--;
      if (!i) printf("%5d %-24s%.*s\n", j->pids[i], st, (int)(p-s), s);
      else printf("     %5d%23s| %.*s%s\n", j->pids[i], "", (int)(p-s), s,
        i+1 < j->npids || j->done || j->stopped ? "" : " &");
      for (s = p; *s == ' ' || *s == '|'; s++);
    }
    return;
  }
  if (how == 'l') printf("%5d ", j->pid);
  else putchar(' ');
  printf("%-24s%s%s\n", st, j->cmd, j->done || j->stopped ? "" : " &");
}

static void jc_status(struct job *j, int i, int st)
{
  j->state[i] = 2;
  if (WIFSTOPPED(st)) {
    j->state[i] = 1;
    j->stopped = WSTOPSIG(st);
  } else if (WIFCONTINUED(st)) j->state[i] = 0, j->stopped = 0;
  else j->stat[i] = WIFEXITED(st) ? WEXITSTATUS(st) : 128+WTERMSIG(st);
  for (i = 0; i < j->npids; i++) if (j->state[i] != 2) break;
  if (i == j->npids) {
    j->done = 1;
    j->stopped = 0;
    j->status = j->stat[j->npids-1];
  }
}

// Take the terminal back after the foreground job stopped or ended
static void jc_takeback(struct job *j, int stopped)
{
  if (stopped) tcgetattr(TT.ttyfd, &j->tmodes), j->havetmodes = 1;
  tcsetpgrp(TT.ttyfd, getpgrp());
  tcsetattr(TT.ttyfd, TCSADRAIN, &TT.tmodes);
}

// A foreground job stopped: it joins the job list
static void jc_stopped(struct job *j)
{
  jc_takeback(j, 1);
  if (TT.fgjob == j) {
    TT.fgjob = 0;
    j->next = TT.jobs;
    TT.jobs = j;
  }
  j->seq = ++TT.jobseq;
  fflush(stdout);
  fputc('\n', stderr);
  fflush(stderr);
  jc_show(j, 0);
  fflush(stdout);
}

// Wait for a foreground job's pid (waitpid_quiet()): -1 if not ours
static int jc_wait(int pid, int quiet)
{
  struct job *j = TT.fgjob;
  int i = 0, st;

  if (!jc_on()) return -1;
  if (j) for (i = 0; i < j->npids && j->pids[i] != pid; i++);
  if (!j || i == j->npids) {
    for (j = TT.jobs; j; j = j->next) {
      for (i = 0; i < j->npids && j->pids[i] != pid; i++);
      if (i < j->npids) break;
    }
    if (!j) return -1;
    if (j->state[i] == 2) return j->stat[i];
    if (j->stopped) return 128+j->stopped;
    if (j->pgid) return -1;
  }
  while (waitpid(pid, &st, WUNTRACED) < 0) if (errno != EINTR) return 127;
  jc_status(j, i, st);
  if (WIFSTOPPED(st)) {
    if (TT.fgjob == j) jc_stopped(j);
    return 128+WSTOPSIG(st);
  }
  if (WIFSIGNALED(st) && !quiet) {
    int sig = WTERMSIG(st);

    if (sig == SIGINT) {
      if (!j->sigshown++) fputc('\n', stderr);
    } else if (sig != SIGPIPE) fprintf(stderr, "%s%s\n", strsignal(sig),
      WCOREDUMP(st) ? " (core dumped)" : "");
  }
  if (j->done && TT.fgjob == j) {
    jc_takeback(j, 0);
    jc_free(j);
    // as if the shell got the SIGINT: the rest of the command line is dropped
    if (WIFSIGNALED(st) && WTERMSIG(st) == SIGINT && TT.interactive)
      TT.brk = INT_MAX/2;
  }

  return WIFEXITED(st) ? WEXITSTATUS(st) : 128+WTERMSIG(st);
}

// exit with stopped jobs: the first time only a warning (as bash)
static int jc_stoppedjobs(int eof)
{
  struct job *j;

  if (!jc_on() || !TT.interactive || TT.warned) return 0;
  for (j = TT.jobs; j && !j->stopped; j = j->next);
  if (!j) return 0;
  fprintf(stderr, "%sThere are stopped jobs.\n", eof ? "exit\n" : "");
  TT.warned = 2;

  return 1;
}

// run_list() started a background job (pid)
static void jc_bg(int pid, struct node *n)
{
  struct job *j = TT.bgjob;

  TT.bgjob = 0;
  if (!j || !jc_on()) {
    j = jc_new(0);
    jc_addpid(j, pid);
  }
  free(j->cmd);
  j->cmd = xstrdup(n->text ? n->text : "");
  j->next = TT.jobs;
  TT.jobs = j;
  if (TT.interactive && jc_on()) fprintf(stderr, "[%d] %d\n", j->num, pid);
}

// Reap what ended; report it (interactive) before the next prompt
static void jc_notify(void)
{
  struct job *j, *next;
  int i, st, r, was;

  for (j = TT.jobs; j; j = next) {
    next = j->next;
    if (!j->pids) continue;
    was = j->stopped;
    for (i = 0; i < j->npids; i++) {
      if (j->state[i] == 2) continue;
      r = waitpid(j->pids[i], &st, WNOHANG|WUNTRACED|WCONTINUED);
      if (r == j->pids[i]) jc_status(j, i, st);
      else if (r < 0 && errno == ECHILD) jc_status(j, i, 0);
    }
    if (!TT.interactive) continue;
    if (j->done) {
      jc_show(j, 0);
      jc_free(j);
    } else if (j->stopped && !was) {
      j->seq = ++TT.jobseq;
      jc_show(j, 0);
    }
  }
  fflush(stdout);
}

// A job by its spec: %n %+ %% % %- %string %?string (0 and a message if none)
static struct job *jc_find(char *spec, char *cmd)
{
  struct job *j, *found = 0;
  char *s = spec;
  int want = '+';

  if (!s || !strcmp(s, "%") || !strcmp(s, "%%") || !strcmp(s, "%+")) want = '+';
  else if (!strcmp(s, "%-")) want = '-';
  else want = 0;
  for (j = TT.jobs; j; j = j->next) {
    if (want) {
      if (jc_mark(j) == want) found = j;
    } else {
      if (*s == '%') s = spec+1;
      if (isdigit(*s)) {
        if (j->num == atoi(s)) found = j;
      } else if (*s == '?' ? !!strstr(j->cmd, s+1) : strstart(&(char *){j->cmd}, s)) {
        if (found) {
          sherr("%s: %s: ambiguous job spec", cmd, spec);
          return 0;
        }
        found = j;
      }
    }
  }
  if (!found) sherr("%s: %s: no such job", cmd, spec ? spec : "current");

  return found;
}

static int bi_jobs(char **argv)
{
  struct job *j, *k, *next;
  int how = 0, i, status = 0;

  for (argv++; *argv && **argv == '-' && argv[0][1]; argv++) {
    if (!strcmp(*argv, "--")) {
      argv++;
      break;
    }
    for (i = 1; argv[0][i]; i++) {
      if (strchr("lp", argv[0][i])) how = argv[0][i];
      else if (!strchr("nrs", argv[0][i])) {
        sherr("jobs: -%c: invalid option", argv[0][i]);
        fprintf(stderr, "jobs: usage: jobs [-lnprs] [jobspec ...]\n");
        return 2;
      }
    }
  }
  for (j = TT.jobs; j; j = j->next) if (j->pids) {
    for (i = 0; i < j->npids; i++) if (j->state[i] != 2) {
      int st, r = waitpid(j->pids[i], &st, WNOHANG|WUNTRACED|WCONTINUED);

      if (r == j->pids[i]) jc_status(j, i, st);
    }
  }
  // oldest first, as bash lists them
  for (k = 0; k != TT.jobs; k = j) {
    for (j = TT.jobs; j->next != k; j = j->next);
    // a script's finished jobs are only for wait
    if (*argv || (j->done && !TT.interactive)) continue;
    jc_show(j, how);
  }
  for (; *argv; argv++) {
    if ((j = jc_find(*argv, "jobs"))) jc_show(j, how);
    else status = 1;
  }
  // done jobs were reported: forget them
  for (j = TT.jobs; j; j = next) {
    next = j->next;
    if (j->done && TT.interactive) jc_free(j);
  }

  return status;
}

static int bi_fg(char **argv)
{
  struct job *j;
  int fg = **argv == 'f', i, status = 0;

  if (!jc_on()) {
    sherr("%s: no job control", *argv);
    return 1;
  }
  if (argv[1] && !strcmp(argv[1], "--")) argv++;
  do {
    if (!(j = jc_find(argv[1], *argv))) return 1;
    if (j->done && !fg) {
      sherr("bg: job %d already in background", j->num);
      continue;
    }
    j->seq = ++TT.jobseq;
    if (fg) {
      printf("%s\n", j->cmd);
      fflush(stdout);
      if (j->havetmodes) tcsetattr(TT.ttyfd, TCSADRAIN, &j->tmodes);
      tcsetpgrp(TT.ttyfd, j->pgid);
    } else if (!j->stopped) {
      sherr("bg: job %d already in background", j->num);
      continue;
    }
    if (j->stopped) {
      for (i = 0; i < j->npids; i++) if (j->state[i] == 1) j->state[i] = 0;
      j->stopped = 0;
      kill(-j->pgid, SIGCONT);
    }
    if (!fg) {
      printf("[%d]%c %s &\n", j->num, jc_mark(j), j->cmd);
      fflush(stdout);
      continue;
    }
    // wait for it as the foreground job
    for (i = 0; i < j->npids; i++) {
      int st;

      if (j->state[i] == 2) continue;
      while (waitpid(j->pids[i], &st, WUNTRACED) < 0 && errno == EINTR);
      jc_status(j, i, st);
      if (WIFSTOPPED(st)) {
        jc_takeback(j, 1);
        fputc('\n', stderr);
        jc_show(j, 0);
        return 128+WSTOPSIG(st);
      }
      if (WIFSIGNALED(st) && WTERMSIG(st) == SIGINT && !j->sigshown++)
        fputc('\n', stderr);
    }
    jc_takeback(j, 0);
    status = j->stat[j->npids-1];
    jc_free(j);
    return status;
  } while (argv[1] && *++argv && argv[1]);

  return status;
}

static int bi_disown(char **argv)
{
  struct job *j, *next;
  int all = 0, running = 0, keep = 0, status = 0, i;

  for (argv++; *argv && **argv == '-' && argv[0][1]; argv++)
    for (i = 1; argv[0][i]; i++) {
      if (argv[0][i] == 'a') all = 1;
      else if (argv[0][i] == 'r') running = 1;
      else if (argv[0][i] == 'h') keep = 1;
      else {
        sherr("disown: -%c: invalid option", argv[0][i]);
        fprintf(stderr, "disown: usage: disown [-h] [-ar] [jobspec ... | pid ...]\n");
        return 2;
      }
    }
  if (!*argv && (all || running)) {
    for (j = TT.jobs; j; j = next) {
      next = j->next;
      if ((!running || (!j->stopped && !j->done)) && !keep) jc_free(j);
    }
    return 0;
  }
  do {
    if (*argv && isdigit(**argv)) {
      for (j = TT.jobs; j && j->pid != atoi(*argv); j = j->next);
      if (!j) {
        sherr("disown: %s: no such job", *argv);
        status = 1;
      }
    } else if (!(j = jc_find(*argv, "disown"))) status = 1;
    if (j && !keep) jc_free(j);
  } while (*argv && *++argv);

  return status;
}

static int bi_suspend(char **argv)
{
  if (TT.login && !(argv[1] && !strcmp(argv[1], "-f"))) {
    sherr("suspend: cannot suspend a login shell");
    return 1;
  }
  if (jc_on() && TT.origpgrp) tcsetpgrp(TT.ttyfd, TT.origpgrp);
  kill(getpid(), SIGSTOP);
  if (jc_on()) tcsetpgrp(TT.ttyfd, getpgrp());

  return 0;
}

// set -m: job control, when there is a terminal
static void jc_start(int on)
{
  int fd, pg;

  if (!on) {
    if (jc_on() && TT.origpgrp) tcsetpgrp(TT.ttyfd, TT.origpgrp);
    TT.jobctl = 0;
    return;
  }
  if (jc_on()) return;
  if (TT.ttyfd <= 0) {
    if ((fd = open("/dev/tty", O_RDWR)) < 0) {
      for (fd = 0; fd < 3 && !isatty(fd); fd++);
      if (fd == 3) return;
      fd = dup(fd);
    }
    TT.ttyfd = fcntl(fd, F_DUPFD_CLOEXEC, 10);
    close(fd);
    if (TT.ttyfd < 0) return;
  }
  // wait until we are in the foreground
  while ((pg = tcgetpgrp(TT.ttyfd)) >= 0 && pg != getpgrp()) kill(-getpgrp(), SIGTTIN);
  if (pg < 0) return;
  TT.origpgrp = pg;
  signal(SIGTSTP, SIG_IGN);
  signal(SIGTTIN, SIG_IGN);
  signal(SIGTTOU, SIG_IGN);
  if (getpid() != getsid(0)) setpgid(0, 0);
  tcsetpgrp(TT.ttyfd, getpgrp());
  tcgetattr(TT.ttyfd, &TT.tmodes);
  TT.jobctl = getpid();
}

// A login shell reads /etc/profile and ~/.profile
static void sh_source(char *path)
{
  char *av[] = {".", path, 0};

  if (!access(path, R_OK)) bi_source(av);
}

static void sh_profile(void)
{
  char *home = getvar("HOME"), *s;

  sh_source("/etc/profile");
  if (home) {
    sh_source(s = xmprintf("%s/.profile", home));
    free(s);
  }
}

// Starting an interactive shell: history, job control, $ENV
static void sh_interactive(void)
{
  char *s, *home = getvar("HOME");

  TT.histon = TT.histexp = 1;
  if (!getvar("HISTFILE") && home) {
    setvar("HISTFILE", s = xmprintf("%s/.bash_history", home), 0);
    free(s);
  }
  if (!getvar("HISTSIZE")) setvar("HISTSIZE", "500", 0);
  hist_load();
  jc_start(1);
  if ((s = getvar("ENV")) && *s) {
    s = expand_str(s, X_STR);
    sh_source(s);
    free(s);
  }
}

// The shell ends: save the history, give the terminal back
static void sh_leaving(void)
{
  if (TT.interactive && TT.histon && TT.rootpid == getpid()) hist_save(0);
  if (jc_on() && TT.origpgrp && TT.origpgrp != getpgrp())
    tcsetpgrp(TT.ttyfd, TT.origpgrp);
}
