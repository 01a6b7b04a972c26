/* grep.c - print lines that match patterns
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/grep.html
 *
 * Speed: input is read in big blocks and searched a block at a time. Fixed
 * strings (-F, and regexes without special characters) are found with memmem,
 * Horspool for -i, or for several strings a scan filtered by a table of the
 * strings' first two bytes. A regex's required run (a literal, or a run of
 * byte sets such as "a[0-9]") finds the lines worth a regexec; a regex with
 * none runs over the whole block (REG_NEWLINE), not a line at a time.
 * On 100 MB of text this is 0.45 to 0.65 of GNU grep 3.8's CPU time for
 * -F word, -c, -i word, -E 'a[0-9]+b' and -F -f 1000 words.
 *
 * Not done: -P, -d/-D, -U, --binary-files, --exclude-from, -NUM, the
 * sl= and cx= colors. glibc's '.' never matches a NUL byte (so with -a a
 * regex can't match across one).

USE_GREP(NEWTOY(grep, "(color);(colour);(exclude-dir)*(exclude)*(include)*(label):(line-buffered)e(regexp)*f(file)*m(max-count)#A(after-context)#<0B(before-context)#<0C(context)#<0E(extended-regexp)F(fixed-strings)G(basic-regexp)H(with-filename)IL(files-without-match)R(dereference-recursive)T(initial-tab)Z(null)a(text)b(byte-offset)c(count)h(no-filename)i(ignore-case)yl(files-with-matches)n(line-number)o(only-matching)q(quiet)(silent)r(recursive)s(no-messages)v(invert-match)w(word-regexp)x(line-regexp)z(null-data)[-hH][-lL]", TOYFLAG_BIN|TOYFLAG_LOCALE|TOYFLAG_ARGFAIL(2)))
USE_EGREP(OLDTOY(egrep, grep, TOYFLAG_BIN|TOYFLAG_LOCALE|TOYFLAG_ARGFAIL(2)))
USE_FGREP(OLDTOY(fgrep, grep, TOYFLAG_BIN|TOYFLAG_LOCALE|TOYFLAG_ARGFAIL(2)))

config GREP
  bool "grep"
  default y
  help
    usage: grep [-EFGHILRTZabchilnoqrsvwxz] [-A NUM] [-B NUM] [-C NUM] [-m NUM] [-e PATTERN]... [-f FILE]... [PATTERN] [FILE...]

    Print the lines of each FILE (or stdin; with -r the current directory)
    that match a PATTERN. Exit 0 if a line was selected, 1 if none, 2 on
    errors (unless -q selected a line).

    -E	Extended regular expressions (egrep)
    -F	Fixed strings (fgrep)
    -G	Basic regular expressions (the default)
    -e	PATTERN to match (several allowed; newlines separate patterns)
    -f	Read patterns from FILE, one a line
    -i	Ignore case
    -v	Select the lines that don't match
    -w	Match whole words only
    -x	Match whole lines only
    -c	Print the count of selected lines only
    -l	Print only the names of files with selected lines
    -L	Print only the names of files without them
    -m	Stop after NUM selected lines
    -n	Print line numbers
    -b	Print byte offsets
    -h	Don't print file names
    -H	Print file names (the default for several files)
    -o	Print only the matching part of lines
    -q	Quiet: print nothing, exit 0 at the first selected line
    -s	No messages about missing or unreadable files
    -r	Search directories' contents (symlinks only on the command line)
    -R	Same, following all symlinks
    -z	Lines end with NUL (--null-data)
    -Z	Print a NUL after file names (--null)
    -T	Tab before the line's text, numbers padded (--initial-tab)
    -a	Read binary files as text
    -I	Skip binary files
    -A	Print NUM lines of context after each selected line
    -B	Print NUM lines of context before it
    -C	Both
    --color[=WHEN]	Highlight matches: always, never or auto (a terminal);
    		GREP_COLORS=ms=01;31:mc=01;31:fn=35:ln=32:bn=32:se=36 (mt= ne too)
    --include=GLOB	With -r, only files whose names match GLOB
    --exclude=GLOB	Skip files whose names match GLOB
    --exclude-dir=GLOB	With -r, skip directories whose names match GLOB
    --label=NAME	Name to show for stdin
    --line-buffered	Write each line as it is found

config EGREP
  bool "egrep"
  default y
  depends on GREP
  help
    usage: egrep [OPTION]... PATTERN [FILE...]

    Same as grep -E.

config FGREP
  bool "fgrep"
  default y
  depends on GREP
  help
    usage: fgrep [OPTION]... PATTERN [FILE...]

    Same as grep -F.
*/

#define FOR_grep
#include "toys.h"

GLOBALS(
  char *color, *colour;
  struct arg_list *exclude_dir, *exclude, *include;
  char *label;
  struct arg_list *e, *f;
  long m, A, B, C;

  // Patterns: the fixed strings (one search for all of them) and the regexes
  struct fixed {
    char **s;
    int *len, n, min, empty;
    // Strings of one byte by that byte, longer ones by their first two: the
    // strings of bucket h are order[at[h]] to order[at[h+1]-1]
    int *at1, *order1, *at2, *order2;
    char one[256], *two;
  } fx;
  struct rx {
    regex_t re;
    char *lit;       // a string every match holds
    int llen;
    // or a run of byte sets every match holds: the anchor set is searched for
    unsigned char (*set)[32];
    int nset, anchor;
  } *rx;
  int nrx, nsrc;
  struct grep_src { char *cand; int rx, inexact; } *src; // candidate sources, see find_line

  unsigned char fold[256];
  char *colors[6], ne;
  char eol, utf8, icase, showname, any_out, quit, color_on;

  // Output buffer
  char *obuf;
  long olen;

  // The file being read
  char *name, *buf;
  int twidth;
  long bsize, len, count;
  long long boff, lastout, lineno;
  char *lnpos;
  long after;
  int binary, binhit, done, err, matched, implicit;
)

#define OBUF 65536
enum { MS, MC, FN, LN, BN, SE };

static void grep_write(char *s, long len)
{
  while (len) {
    ssize_t n = write(1, s, len);

    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      toys.exitval = 2;
      perror_exit("write error");
    }
    s += n;
    len -= n;
  }
}

static void oflush(void)
{
  grep_write(TT.obuf, TT.olen);
  TT.olen = 0;
}

static void out(char *s, long len)
{
  if (TT.olen+len > OBUF) {
    oflush();
    if (len > OBUF) return grep_write(s, len);
  }
  memcpy(TT.obuf+TT.olen, s, len);
  TT.olen += len;
}

static void outc(char c)
{
  if (TT.olen == OBUF) oflush();
  TT.obuf[TT.olen++] = c;
}

// Text in a color of GREP_COLORS (ne: no "erase to end of line")
static void colored(char *color, char *s, long len)
{
  int on = TT.color_on && len && *color, k = TT.ne ? 0 : 3;

  if (on) {
    out("\33[", 2);
    out(color, strlen(color));
    out("m\33[K", 1+k);
  }
  out(s, len);
  if (on) out("\33[m\33[K", 3+k);
}

// GREP_COLORS="ms=01;31:mc=01;31:fn=35:ln=32:bn=32:se=36" (GNU's defaults;
// mt= sets ms and mc, ne drops the \33[K). sl= and cx= aren't supported.
static void parse_colors(void)
{
  char *names[] = {"ms", "mc", "fn", "ln", "bn", "se"},
    *def[] = {"01;31", "01;31", "35", "32", "32", "36"}, *s, *e;
  int i;

  for (i = 0; i < 6; i++) TT.colors[i] = def[i];
  if (!(s = getenv("GREP_COLORS"))) return;
  for (s = xstrdup(s); *s; s = e) {
    if (*(e = s+strcspn(s, ":"))) *e++ = 0;
    if (!strcmp(s, "ne")) TT.ne = 1;
    else if (!strncmp(s, "mt=", 3)) TT.colors[MS] = TT.colors[MC] = s+3;
    else for (i = 0; i < 6; i++)
      if (!strncmp(s, names[i], 2) && s[2] == '=') TT.colors[i] = s+3;
  }
}

static void err_msg(char *name)
{
  oflush();
  TT.err = 1;
  if (!FLAG(s)) perror_msg("%s", name);
}

static int wordc(unsigned char c)
{
  return isalnum(c) || c == '_' || (c >= 0x80 && TT.utf8);
}

// Is s[0..len) valid UTF-8?
static int valid_utf8(char *s, long len)
{
  unsigned wc;
  int n;

  while (len) {
    if (*s && !(*s & 0x80)) {
      s++;
      len--;
      continue;
    }
    if (!*s) n = 1;
    else if ((n = utf8towc(&wc, s, len)) < 1) return 0;
    s += n;
    len -= n;
  }

  return 1;
}

// Fixed strings

// The first copy of lit[0..len) in [s, e) (lit folded to lower case for -i)
static char *lit_find(char *lit, int len, char *s, char *e)
{
  unsigned char *f = TT.fold, *pat = (void *)lit, *t;
  long shift[256];
  int i, j;

  if (!TT.icase) return memmem(s, e-s, lit, len);
  // Horspool with a shift table for both cases
  if (e-s < len) return 0;
  for (i = 0; i < 256; i++) shift[i] = len;
  for (i = 0; i < len-1; i++) shift[pat[i]] = shift[toupper(pat[i])] = len-1-i;
  for (t = (void *)s; t+len <= (unsigned char *)e; t += shift[t[len-1]]) {
    for (j = len-1; j >= 0 && f[t[j]] == pat[j]; j--);
    if (j < 0) return (char *)t;
  }

  return 0;
}

// Does string k of the fixed set match at p (before e)? Its length or -1.
static int fixed_at(int k, unsigned char *p, char *e)
{
  unsigned char *q = (void *)TT.fx.s[k];
  int l = TT.fx.len[k], j;

  if (l > (unsigned char *)e-p) return -1;
  if (!TT.icase) return memcmp(p, q, l) ? -1 : l;
  for (j = 0; j < l && TT.fold[p[j]] == q[j]; j++);

  return j == l ? l : -1;
}

// The leftmost (then longest) fixed string in [s, e), or 0. Its length in *ml.
static char *fixed_find(char *s, char *e, int *ml)
{
  struct fixed *fx = &TT.fx;
  unsigned char *f = TT.fold, *p = (void *)s;
  int i, l, best;

  if (!fx->n) return 0;
  if (fx->n == 1 && !fx->empty) {
    *ml = *fx->len;
    return lit_find(*fx->s, *ml, s, e);
  }
  for (; p < (unsigned char *)e; p++) {
    unsigned h = f[*p]<<8|f[p[1]];

    // p[1] may be the end of line (or the NUL at the end of the buffer)
    if (!fx->one[f[*p]] && !(fx->two[h>>3]&(1<<(h&7))) && !fx->empty) continue;
    best = fx->empty ? 0 : -1;
    for (i = fx->at1[f[*p]]; i < fx->at1[f[*p]+1]; i++) {
      if (best < 1 && fixed_at(fx->order1[i], p, e) == 1) best = 1;
    }
    if (p+1 < (unsigned char *)e) for (i = fx->at2[h]; i < fx->at2[h+1]; i++) {
      if ((l = fixed_at(fx->order2[i], p, e)) > best) best = l;
    }
    if (best >= 0) {
      *ml = best;
      return (char *)p;
    }
  }
  *ml = 0;

  return fx->empty ? e : 0;
}

// Index the fixed strings by their first bytes, for fixed_find
static void fixed_setup(void)
{
  struct fixed *fx = &TT.fx;
  int i, h, l;

  for (i = 0; i < fx->n; i++) {
    unsigned char *s = (void *)fx->s[i];

    for (l = 0; l < fx->len[i]; l++) s[l] = TT.fold[s[l]];
    if (!l) fx->empty = 1;
  }
  // (one string: fixed_find() looks for it alone, without these tables,
  // whose 256 KB cost a one-line grep more than the search)
  if (fx->n < 2 && !fx->empty) return;
  fx->at1 = xzalloc(sizeof(int)*258);
  fx->at2 = xzalloc(sizeof(int)*65538);
  fx->order1 = xmalloc(sizeof(int)*(fx->n+1));
  fx->order2 = xmalloc(sizeof(int)*(fx->n+1));
  fx->two = xzalloc(8192);
  for (i = 0; i < fx->n; i++) {
    unsigned char *s = (void *)fx->s[i];

    if ((l = fx->len[i]) == 1) fx->at1[*s+1]++;
    else if (l) fx->at2[(*s<<8|s[1])+1]++;
  }
  for (h = 0; h < 256; h++) fx->at1[h+1] += fx->at1[h];
  for (h = 0; h < 65536; h++) fx->at2[h+1] += fx->at2[h];
  for (i = 0; i < fx->n; i++) {
    unsigned char *s = (void *)fx->s[i];

    if (!(l = fx->len[i])) continue;
    if (l == 1) {
      fx->one[*s] = 1;
      fx->order1[fx->at1[*s]++] = i;
    } else {
      h = *s<<8|s[1];
      fx->two[h>>3] |= 1<<(h&7);
      fx->order2[fx->at2[h]++] = i;
    }
  }
  // Each at[] moved to its bucket's end, which is the next one's start
  memmove(fx->at1+1, fx->at1, sizeof(int)*256);
  fx->at1[0] = 0;
  memmove(fx->at2+1, fx->at2, sizeof(int)*65536);
  fx->at2[0] = 0;
}

static int inset(unsigned char *set, int c)
{
  return set[c>>3] & (1<<(c&7));
}

static void setbit(unsigned char *set, int c)
{
  set[c>>3] |= 1<<(c&7);
  if (TT.icase) set[tolower(c)>>3] |= 1<<(tolower(c)&7);
  if (TT.icase) set[toupper(c)>>3] |= 1<<(toupper(c)&7);
}

// The bytes a bracket expression at p (after its '[') matches, or 0 if
// it could match a multibyte character or more than a byte. p moves past it.
static int bracket(char **pp, unsigned char *set)
{
  char *p = *pp, *q;
  int neg = 0, ok = 1, c, i;

  memset(set, 0, 32);
  if (*p == '^') neg = *p++;
  for (i = 0; *p && (*p != ']' || !i); i++) {
    c = *(unsigned char *)p++;
    if (c == '[' && strchr(":.=", *p)) {
      for (q = p+1; *q && (*q != *p || q[1] != ']'); q++);
      if (!*q) break;
      if (*p == ':') {
        char *name = xstrndup(p+1, q-p-1);
        wctype_t wt = wctype(name);

        // Other classes hold multibyte characters in UTF-8
        if (strcmp(name, "digit") && strcmp(name, "xdigit") && TT.utf8) ok = 0;
        if (!wt) ok = 0;
        else for (c = 0; c < 128+128*!TT.utf8; c++)
          if (iswctype(btowc(c), wt)) setbit(set, c);
        free(name);
      } else ok = 0;
      p = q+2;
      continue;
    }
    if (c >= 0x80) ok = 0;
    if (*p == '-' && p[1] && p[1] != ']') {
      int to = ((unsigned char *)p)[1];

      if (to >= 0x80 || to == '[') ok = 0;
      for (; c <= to; c++) setbit(set, c);
      p += 2;
    } else setbit(set, c);
  }
  if (*p) p++;
  *pp = p;
  if (neg) {
    if (TT.utf8) ok = 0;
    for (i = 0; i < 32; i++) set[i] = ~set[i];
  }
  set[TT.eol>>3] &= ~(1<<(TT.eol&7));

  return ok;
}

static int popcount(unsigned char *set)
{
  int i, n = 0;

  for (i = 0; i < 256; i++) n += !!inset(set, i);

  return n;
}

// What every match of a regex holds: the best run of consecutive bytes
// from sets (ordinary characters, brackets of single bytes) outside groups,
// not made optional. Returns the run's length, 0 for none (or when the
// regex has alternatives). Multibyte characters end a run.
static int required_run(struct rx *r, char *p, int ere)
{
  unsigned char (*run)[32] = xmalloc(32*(strlen(p)+1)), *set;
  int rl = 0, depth = 0, c, ok, score = 0, best = 0, i, n;

  r->set = xmalloc(32*(strlen(p)+1));
  r->nset = 0;
  for (;;) {
    ok = 0;
    set = run[rl];
    memset(set, 0, 32);
    if (!(c = *(unsigned char *)p++)) p--;
    else if (c == '\\' && *p) {
      c = *(unsigned char *)p++;
      if (strchr(ere ? ".[]*^$\\/(){}|+?" : ".[]*^$\\/", c)) ok = 1;
      else if (!ere && c == '(') depth++;
      else if (!ere && c == ')') depth--;
      else if (!ere && c == '|') goto none;
      else if (!ere && c == '{') while (*p && (*p != '\\' || p[1] != '}')) p++;
      if (ok) setbit(set, c);
    } else if (ere && c == '{') {
      while (*p && *p != '}') p++;
      if (*p) p++;
    } else if (c == '[') ok = bracket(&p, set);
    else if (ere && c == '(') depth++;
    else if (ere && c == ')') depth--;
    else if (ere && c == '|') goto none;
    else if (c == '.' && !TT.utf8) {
      memset(set, 255, 32);
      set[TT.eol>>3] &= ~(1<<(TT.eol&7));
      ok = 1;
    } else if (!strchr(ere ? ".^$*?+{" : ".^$*", c) && !((c&0x80) && TT.utf8)) {
      setbit(set, c);
      ok = 1;
    }
    if (depth || *p == '*' || *p == '?' || *p == '{'
        || (!ere && *p == '\\' && p[1] && strchr("?{", p[1]))) ok = 0;
    if (ok) {
      rl++;
      // One or more: the first is required, what follows may move
      if (!(*p == '+' && ere) && !(!ere && *p == '\\' && p[1] == '+')) continue;
    }
    // The run ends: score it by the bits it pins down
    for (i = n = 0; i < rl; i++) {
      c = popcount(run[i]);
      n += c == 1 ? 8 : c < 3 ? 7 : c < 17 ? 4 : c < 65 ? 2 : c < 200;
    }
    if (n > score) {
      score = n;
      memcpy(r->set, run, 32*rl);
      best = rl;
    }
    rl = 0;
    if (!*p) break;
  }
  free(run);
  r->nset = best;
  if (!best) return 0;

  // All single characters (either case with -i): a string for lit_find()
  for (i = 0; i < best; i++) {
    for (c = 0; c < 256 && !inset(r->set[i], c); c++);
    n = popcount(r->set[i]);
    if (n != 1 && !(TT.icase && n == 2 && inset(r->set[i], toupper(c)))) break;
  }
  if (i == best) {
    r->lit = xmalloc(best+1);
    for (i = 0; i < best; i++) {
      for (c = 0; c < 256 && !inset(r->set[i], c); c++);
      r->lit[i] = TT.fold[c];
    }
    r->llen = best;
  } else {
    // Search for the rarest set
    for (i = n = 0; i < best; i++) {
      c = popcount(r->set[i]);
      if (!i || c < n) {
        n = c;
        r->anchor = i;
      }
    }
  }

  return best;
none:
  free(run);
  r->nset = 0;

  return 0;
}

// The first run of r's sets in [s, e)
static char *set_find(struct rx *r, char *s, char *e)
{
  unsigned char *x = (void *)s+r->anchor, *a = r->set[r->anchor], *st;
  int i, one = popcount(a) == 1, c;

  for (c = 0; one && !inset(a, c); c++);
  for (;; x++) {
    if (one) {
      if (!(x = x < (unsigned char *)e ? memchr(x, c, (unsigned char *)e-x) : 0))
        return 0;
    } else {
      while (x < (unsigned char *)e && !inset(a, *x)) x++;
      if (x >= (unsigned char *)e) return 0;
    }
    st = x-r->anchor;
    if (st+r->nset > (unsigned char *)e) return 0;
    for (i = 0; i < r->nset && inset(r->set[i], st[i]); i++);
    if (i == r->nset) return (char *)st;
  }
}

// Does a match at s[so..eo) in the line s[0..len) meet -w and -x?
static int bounded(char *s, long len, long so, long eo)
{
  if (FLAG(x)) return !so && eo == len;
  if (FLAG(w)) return (!so || !wordc(s[so-1])) && (eo == len || !wordc(s[eo]));

  return 1;
}

// The leftmost (then longest) match in line s[0..len) at or after from, which
// meets -w and -x. s[len] is writable.
static int line_match(char *s, long len, long from, long *mso, long *meo)
{
  long so, eo, bso = -1, beo = -1, f;
  char save = s[len];
  regmatch_t m;
  int i, ml;

  s[len] = 0;
  for (f = from; f <= len && TT.fx.n; f = so+1) {
    char *p = fixed_find(s+f, s+len, &ml);

    if (!p) break;
    so = p-s;
    eo = so+ml;
    if (bounded(s, len, so, eo)) {
      bso = so;
      beo = eo;
      break;
    }
    if (FLAG(x)) break;
  }
  for (i = 0; i < TT.nrx; i++) {
    for (f = from; f <= len; f = so+1) {
      if (regexec_from(&TT.rx[i].re, s, f, len, 1, &m, 0)) break;
      so = m.rm_so;
      eo = m.rm_eo;
      if (bso >= 0 && so > bso) break;
      // -w: a shorter match at the same start may be a word (GNU)
      if (FLAG(w) && !bounded(s, len, so, eo)) {
        long end = eo, e2;

        while (--end >= so) {
          char c = s[end];
          int no;

          s[end] = 0;
          no = regexec_from(&TT.rx[i].re, s, so, end, 1, &m, REG_NOTEOL)
            || m.rm_so != so;
          s[end] = c;
          if (no) break;
          e2 = m.rm_eo;
          if (bounded(s, len, so, e2)) {
            eo = e2;
            break;
          }
          end = e2;
        }
      }
      if (bounded(s, len, so, eo)) {
        if (bso < 0 || so < bso || eo > beo) {
          bso = so;
          beo = eo;
        }
        break;
      }
      if (FLAG(x)) break;
    }
  }
  s[len] = save;
  if (bso < 0) return 0;
  *mso = bso;
  *meo = beo;

  return 1;
}

// Start of the line holding x, in a block starting at s
static char *line_start(char *s, char *x)
{
  char *p = x > s ? memrchr(s, TT.eol, x-s) : 0;

  return p ? p+1 : s;
}

// The next candidate line at or after p for source i (or lim)
static char *next_cand(int i, char *p, char *lim)
{
  struct grep_src *sc = TT.src+i;
  struct rx *r;
  char *x = 0, save;
  regmatch_t m;
  int ml;

  if (sc->rx < 0) x = fixed_find(p, lim, &ml);
  else if ((r = TT.rx+sc->rx)->lit) x = lit_find(r->lit, r->llen, p, lim);
  else if (r->nset) x = set_find(r, p, lim);
  else if (TT.eol) {
    save = *lim;
    *lim = 0;
    x = regexec0(&r->re, p, lim-p, 1, &m, 0) ? 0 : p+m.rm_so;
    *lim = save;
    // [[:space:]] matches a newline even with REG_NEWLINE
    sc->inexact = x && memchr(x, TT.eol, m.rm_eo-m.rm_so);
  } else return p;  // -z: regexec each line

  return x ? line_start(p, x) : lim;
}

// The start of the next line at or after p that matches, or lim
static char *find_line(char *p, char *lim)
{
  char *best, *e;
  long so, eo;
  int i, exact;

  if (TT.fx.empty && !FLAG(w) && !FLAG(x)) return p;
  for (;;) {
    best = lim;
    exact = 0;
    for (i = 0; i < TT.nsrc; i++) {
      struct grep_src *sc = TT.src+i;

      if (sc->cand < p) sc->cand = next_cand(i, p, lim);
      if (sc->cand < best || (sc->cand == best && !exact)) {
        best = sc->cand;
        exact = !FLAG(w) && !FLAG(x) && !sc->inexact
          && (sc->rx < 0 || (TT.eol && !TT.rx[sc->rx].nset));
      }
    }
    if (best == lim || exact) return best;
    if (!(e = memchr(best, TT.eol, lim-best))) e = lim;
    if (line_match(best, e-best, 0, &so, &eo)) return best;
    p = e+1;
    if (p >= lim) return lim;
  }
}

// Count lines up to x (which only moves forward) for -n
static long long line_number(char *x)
{
  char *p = TT.lnpos;

  while (p < x && (p = memchr(p, TT.eol, x-p))) {
    TT.lineno++;
    p++;
  }
  TT.lnpos = x;

  return TT.lineno+1;
}

static void prefix(char *s, long off, char sep)
{
  char num[32];
  int w = FLAG(T) ? TT.twidth : 0;

  if (TT.showname) {
    colored(TT.colors[FN], TT.name, strlen(TT.name));
    if (FLAG(Z)) outc(0);
    else colored(TT.colors[SE], &sep, 1);
  }
  if (FLAG(n)) {
    colored(TT.colors[LN], num, sprintf(num, "%*lld", w, line_number(s)));
    colored(TT.colors[SE], &sep, 1);
  }
  if (FLAG(b)) {
    colored(TT.colors[BN], num,
      sprintf(num, "%*lld", w, TT.boff+(s-TT.buf)+off));
    colored(TT.colors[SE], &sep, 1);
  }
  if (FLAG(T) && (TT.showname || FLAG(n) || FLAG(b))) outc('\t');
}

// Print the line s..e (e at its end of line) as selected (sep ':') or context.
// With -o, a line's matches (so context lines too print those: GNU)
static void print_line(char *s, char *e, char sep)
{
  long so, eo, f = 0;

  if (TT.any_out && TT.lastout != TT.boff+(s-TT.buf)
      && (FLAG(A) || FLAG(B))) {
    colored(TT.colors[SE], "--", 2);
    outc('\n');
  }
  TT.any_out = 1;
  TT.lastout = TT.boff+(e-TT.buf)+1;
  if (FLAG(o)) {
    while (f <= e-s && line_match(s, e-s, f, &so, &eo)) {
      if (eo > so) {
        prefix(s, so, sep);
        colored(TT.colors[sep == ':' ? MS : MC], s+so, eo-so);
        outc(TT.eol);
      }
      f = eo > so ? eo : so+1;
    }
  } else {
    prefix(s, 0, sep);
    if (TT.color_on) {
      while (f <= e-s && line_match(s, e-s, f, &so, &eo)) {
        if (eo > so) {
          out(s+f, so-f);
          colored(TT.colors[sep == ':' ? MS : MC], s+so, eo-so);
        } else if (so >= e-s) break;
        else out(s+f, so+1-f);
        f = eo > so ? eo : so+1;
      }
      out(s+f, e-s-f);
    } else out(s, e-s);
    outc(TT.eol);
  }
  if (FLAG(line_buffered)) oflush();
}

// Unselected lines [s, lim): trailing context
static void skip_lines(char *s, char *lim)
{
  char *e;

  while (TT.after && s < lim) {
    e = memchr(s, TT.eol, lim-s);
    print_line(s, e, '-');
    TT.after--;
    s = e+1;
  }
}

// Selected line s..e
static void select_line(char *s, char *e)
{
  TT.count++;
  TT.matched = 1;
  if (FLAG(q)) {
    toys.exitval = 0;
    xexit();
  }
  if (FLAG(l) || FLAG(L)) TT.done = 1;
  if (FLAG(c) || FLAG(l) || FLAG(L)) goto out;
  // Binary data: no output, a message at the end of the file
  if (!FLAG(a) && (TT.binary || (TT.utf8 && !valid_utf8(s, e-s)))) {
    if (TT.binary) TT.done = 1;
    TT.binhit = 1;
    TT.after = 0;
    goto out;
  }
  if (FLAG(B)) {
    char *b = s, *start = TT.buf+(TT.lastout > TT.boff ? TT.lastout-TT.boff : 0);
    long i;

    for (i = 0; i < TT.B && b > start; i++) b = line_start(start, b-1);
    while (b < s) {
      char *be = memchr(b, TT.eol, s-b);

      print_line(b, be, '-');
      b = be+1;
    }
  }
  print_line(s, e, ':');
  TT.after = TT.A;
out:
  if (FLAG(m) && TT.count >= TT.m) TT.done = 1;
}

// Lines [p, lim), each ending with eol
static void grep_block(char *p, char *lim)
{
  char *m, *e;
  int i;

  for (i = 0; i < TT.nsrc; i++) TT.src[i].cand = 0;
  while (p < lim && !TT.done) {
    m = find_line(p, lim);
    if (!FLAG(v)) {
      skip_lines(p, m);
      if (m == lim) break;
      e = memchr(m, TT.eol, lim-m);
      select_line(m, e);
      p = e+1;
    } else {
      while (p < m && !TT.done) {
        e = memchr(p, TT.eol, m-p);
        select_line(p, e);
        p = e+1;
      }
      if (m == lim || TT.done) break;
      e = memchr(m, TT.eol, lim-m);
      skip_lines(m, e+1);
      p = e+1;
    }
  }
  // After -m's last line, the trailing context still prints (not for -o)
  if (TT.done && !FLAG(o)) skip_lines(p, lim);
}

static void grep_fd(int fd, char *name)
{
  char *p, *lim, *keep;
  long pos = 0, n, i;
  int eof = 0;

  TT.name = name;
  // -T pads numbers to the digits of the file's size (GNU), 19 for a pipe
  if (FLAG(T)) {
    struct stat st;
    long long sz;

    TT.twidth = 19;
    if (!fstat(fd, &st) && S_ISREG(st.st_mode))
      for (sz = st.st_size, TT.twidth = 1; sz > 9; sz /= 10) TT.twidth++;
  }
  TT.len = TT.count = TT.after = TT.binary = TT.binhit = TT.done = 0;
  TT.boff = TT.lineno = 0;
  TT.lastout = -1;
  TT.lnpos = TT.buf;
  if (FLAG(m) && !TT.m) eof = 1;
  while (!eof) {
    if (TT.bsize-TT.len < TT.bsize/4) {
      TT.bsize *= 2;
      p = TT.buf;
      TT.buf = xrealloc(TT.buf, TT.bsize+2);
      TT.lnpos += TT.buf-p;
    }
    n = read(fd, TT.buf+TT.len, TT.bsize-TT.len);
    if (n < 0) {
      if (errno == EINTR) continue;
      err_msg(name);
      break;
    }
    if (!n) {
      eof = 1;
      if (TT.len == pos) break;
      if (TT.buf[TT.len-1] != TT.eol) TT.buf[TT.len++] = TT.eol;
    } else {
      if (!TT.binary && TT.eol && !FLAG(a)
          && memchr(TT.buf+TT.len, 0, n)) {
        TT.binary = 1;
        if (FLAG(I)) break;
      }
      TT.len += n;
    }
    p = memrchr(TT.buf+pos, TT.eol, TT.len-pos);
    if (!p) continue;
    lim = p+1;
    grep_block(TT.buf+pos, lim);
    if (TT.done && !TT.after) break;

    // Keep the partial line, and lines -B may want
    keep = lim;
    if (FLAG(B)) {
      p = TT.buf+(TT.lastout > TT.boff ? TT.lastout-TT.boff : 0);
      for (i = 0; i < TT.B && keep > p; i++) keep = line_start(p, keep-1);
    }
    if (FLAG(n)) line_number(keep);
    TT.lnpos -= keep-TT.buf;
    TT.boff += keep-TT.buf;
    memmove(TT.buf, keep, TT.len -= keep-TT.buf);
    pos = lim-keep;
  }
  if (FLAG(I) && TT.binary) TT.count = 0;
  if (TT.binhit) {
    oflush();
    fprintf(stderr, "%s: %s: binary file matches\n", toys.which->name, name);
  }
  if (FLAG(c)) {
    char num[32];

    if (TT.showname) {
      colored(TT.colors[FN], name, strlen(name));
      if (FLAG(Z)) outc(0);
      else colored(TT.colors[SE], ":", 1);
    }
    out(num, sprintf(num, "%ld\n", TT.count));
  }
  if (FLAG(l) ? TT.count : FLAG(L) && !TT.count) {
    colored(TT.colors[FN], name, strlen(name));
    outc(FLAG(Z) ? 0 : '\n');
  }
  oflush();
}

static int excluded(char *name, struct arg_list *list)
{
  char *b = strrchr(name, '/');

  b = b && b[1] ? b+1 : name;
  for (; list; list = list->next) if (!fnmatch(list->arg, b, 0)) return 1;

  return 0;
}

static int included(char *name)
{
  if (excluded(name, TT.exclude)) return 0;
  if (TT.include && !excluded(name, TT.include)) return 0;

  return 1;
}

static int grep_node(struct dirtree *node)
{
  char *path;
  int fd;

  if (!dirtree_notdotdot(node)) return 0;
  if (S_ISDIR(node->st.st_mode)) {
    if (node->parent && excluded(node->name, TT.exclude_dir)) return 0;
    return DIRTREE_RECURSE;
  }
  if (node->parent && !S_ISREG(node->st.st_mode)) return 0;
  path = dirtree_path(node, 0);
  if (included(path)) {
    char *name = path;

    if (TT.implicit && !strncmp(name, "./", 2)) name += 2;
    if ((fd = openat(dirtree_parentfd(node), node->name, O_RDONLY|O_CLOEXEC))<0)
      err_msg(name);
    else {
      grep_fd(fd, name);
      close(fd);
    }
  }
  free(path);

  return 0;
}

static void grep_file(char *name)
{
  struct stat st;
  int fd;

  if (!strcmp(name, "-")) {
    grep_fd(0, TT.label ? TT.label : "(standard input)");
    return;
  }
  if (FLAG(r) || FLAG(R)) {
    struct dirtree *node = dirtree_add_node(0, name,
      (FLAG(R) ? DIRTREE_SYMFOLLOW : DIRTREE_COMEFOLLOW)
      |(FLAG(s) ? DIRTREE_SHUTUP : 0));

    if (!node) {
      TT.err = 1;
      return;
    }
    if (S_ISDIR(node->st.st_mode)) {
      if (!TT.implicit && excluded(name, TT.exclude_dir)) dirtree_free(node);
      else dirtree_handle_callback(node, grep_node);
      return;
    }
    dirtree_free(node);
  }
  if (!included(name)) return;
  if ((fd = open(name, O_RDONLY|O_CLOEXEC)) < 0) {
    err_msg(name);
    return;
  }
  if (!fstat(fd, &st) && S_ISDIR(st.st_mode)) {
    errno = EISDIR;
    err_msg(name);
  } else grep_fd(fd, name);
  close(fd);
}

// Split s at newlines into patterns
static void add_patterns(char *s, struct arg_list **list)
{
  char *nl;

  for (;;) {
    struct arg_list *a = xzalloc(sizeof(*a));

    nl = strchr(s, '\n');
    a->arg = nl ? xstrndup(s, nl-s) : xstrdup(s);
    *list = a;
    list = &a->next;
    if (!nl) break;
    s = nl+1;
  }
}

void grep_main(void)
{
  struct arg_list *pats = 0, **tail = &pats, *al;
  char **args = toys.optargs, *s;
  int i, n = 0, fixed, ere, cflags;

  if (!strcmp(toys.which->name, "egrep")) toys.optflags |= FLAG_E;
  if (!strcmp(toys.which->name, "fgrep")) toys.optflags |= FLAG_F;
  if (!TT.color) TT.color = TT.colour;
  if (!!FLAG(E)+!!FLAG(F)+!!FLAG(G) > 1)
    error_exit_status(2, "conflicting matchers specified");
  if (FLAG(l) || FLAG(L)) toys.optflags &= ~FLAG_c;
  if (FLAG(C)) {
    if (!FLAG(A)) TT.A = TT.C;
    if (!FLAG(B)) TT.B = TT.C;
    toys.optflags |= FLAG_A|FLAG_B;
  }
  if (FLAG(z)) TT.eol = 0;
  else TT.eol = '\n';
  TT.utf8 = MB_CUR_MAX > 1;
  TT.icase = FLAG(i) || FLAG(y);
  for (i = 0; i < 256; i++) TT.fold[i] = TT.icase ? tolower(i) : i;
  if (TT.icase) for (i = 128; i < 256; i++) TT.fold[i] = i;

  // --color
  s = TT.color;
  if (FLAG(color) || FLAG(colour)) {
    if (!s || !strcmp(s, "auto") || !strcmp(s, "tty") || !strcmp(s, "if-tty"))
      TT.color_on = isatty(1) && (s = getenv("TERM")) && strcmp(s, "dumb");
    else if (!strcmp(s, "always") || !strcmp(s, "yes") || !strcmp(s, "force"))
      TT.color_on = 1;
    else if (strcmp(s, "never") && strcmp(s, "no") && strcmp(s, "none"))
      error_exit_status(2, "invalid argument '%s' for '--color'", s);
  }
  if (TT.color_on) parse_colors();

  // Gather the patterns: -e, -f, else the first argument
  for (al = TT.e; al; al = al->next) {
    add_patterns(al->arg, tail);
    while (*tail) tail = &(*tail)->next;
  }
  for (al = TT.f; al; al = al->next) {
    int fd = strcmp(al->arg, "-") ? open(al->arg, O_RDONLY) : 0;
    off_t len = 0;

    if (fd < 0 || !(s = readfd(fd, 0, &len))) {
      toys.exitval = 2;
      perror_exit("%s", al->arg);
    }
    if (fd) close(fd);
    // An empty file has no patterns, a lone newline one empty one
    if (len) {
      if (s[len-1] == '\n') s[--len] = 0;
      add_patterns(s, tail);
    }
    while (*tail) tail = &(*tail)->next;
    free(s);
  }
  if (!TT.e && !TT.f) {
    if (!*args) {
      error_msg("no pattern");
      show_help(stderr, 0);
      toys.exitval = 2;
      xexit();
    }
    add_patterns(*args++, tail);
  }

  // Fixed strings go together; regexes each alone
  fixed = FLAG(F);
  ere = FLAG(E);
  for (al = pats; al; al = al->next) n++;
  TT.fx.s = xzalloc(sizeof(char *)*(n+1));
  TT.fx.len = xzalloc(sizeof(int)*(n+1));
  TT.rx = xzalloc(sizeof(struct rx)*(n+1));
  cflags = (TT.icase ? REG_ICASE : 0)|(ere ? REG_EXTENDED : 0)
    |(TT.eol ? REG_NEWLINE : 0);
  for (al = pats; al; al = al->next) {
    int len = strlen(al->arg), hi = 0;

    for (i = 0; i < len; i++) if (al->arg[i] & 0x80) hi = 1;
    // A regex without special characters is a fixed string
    if ((fixed || !al->arg[strcspn(al->arg, ere ? ".[]*^$\\(){}|+?" : ".[*^$\\")])
        && !(hi && TT.icase && TT.utf8)) {
      TT.fx.s[TT.fx.n] = al->arg;
      TT.fx.len[TT.fx.n++] = len;
      continue;
    }
    s = al->arg;
    if (fixed) {
      // A fixed string for regcomp (-i with multibyte characters)
      char *t = s = xmalloc(2*len+1);

      for (i = 0; i < len; i++) {
        if (strchr("\\.[]*^$", al->arg[i])) *t++ = '\\';
        *t++ = al->arg[i];
      }
      *t = 0;
    }
    toys.exitval = 2;
    xregcomp(&TT.rx[TT.nrx].re, s, cflags);
    toys.exitval = 0;
    if (!fixed) required_run(TT.rx+TT.nrx, s, ere);
    TT.nrx++;
  }
  fixed_setup();
  TT.src = xzalloc(sizeof(struct grep_src)*(TT.nrx+1));
  if (TT.fx.n) TT.src[TT.nsrc++].rx = -1;
  for (i = 0; i < TT.nrx; i++) TT.src[TT.nsrc++].rx = i;

  TT.bsize = 1<<19;
  TT.buf = xmalloc(TT.bsize+2);
  TT.obuf = xmalloc(OBUF);
  // File names: -H, several files, or -r with a directory
  if (FLAG(H) || (!FLAG(h) && *args && args[1])) TT.showname = 1;
  else if (!FLAG(h) && (FLAG(r) || FLAG(R))) {
    struct stat st;

    TT.showname = !*args || (!stat(*args, &st) && S_ISDIR(st.st_mode));
  }

  TT.implicit = !*args;
  if (!*args) grep_file((FLAG(r) || FLAG(R)) ? "." : "-");
  else for (; *args; args++) grep_file(*args);
  oflush();

  toys.exitval = (toys.exitval || TT.err) ? 2 : !TT.matched;
}
