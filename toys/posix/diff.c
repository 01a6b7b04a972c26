/* diff.c - compare files line by line
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/diff.html

USE_DIFF(NEWTOY(diff, "U:C:W(width)*I(ignore-matching-lines)*x(exclude)*X(exclude-from)*L(label)*(color);(palette):(from-file):(to-file):(unidirectional-new-file)(strip-trailing-cr)(no-dereference)(suppress-common-lines)(normal)F(show-function-line)*D(ifdef):(line-format):(old-line-format):(new-line-format):(unchanged-line-format):(old-group-format):(new-group-format):(changed-group-format):(unchanged-group-format):(tabsize)*S(starting-file):(horizon-lines):(unified);(context);(left-column)(suppress-blank-empty)(ignore-file-name-case)(no-ignore-file-name-case)H(speed-large-files)l(paginate)v(version)E(ignore-tab-expansion)Z(ignore-trailing-space)n(rcs)p(show-c-function)e(ed)f(forward-ed)d(minimal)t(expand-tabs)T(initial-tab)y(side-by-side)i(ignore-case)w(ignore-all-space)B(ignore-blank-lines)b(ignore-space-change)a(text)s(report-identical-files)N(new-file)r(recursive)q(brief)cu", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_LOCALE|TOYFLAG_ARGFAIL(2)))

config DIFF
  bool "diff"
  default y
  help
    usage: diff [-abBcdEefHilnNpqrsTtuvwyZ] [-U N] [-C N] [-D NAME] [-F RE] [-I RE] [-S FILE] [-x PAT] [-X FILE] [-L LABEL] [-W N] FILE1 FILE2

    Compare two files (or directories) line by line. Exit 0 if they are the
    same, 1 if they differ, 2 for trouble. - is stdin.

    -a  treat all files as text         -b  ignore changes in amount of space
    -B  ignore changes of blank lines   -c  context format (-C N: N lines)
    -d  (minimal diffs are the default) -i  ignore case
    -e  ed script (changes last first)  -f  forward ed-like script (no use)
    -F  show the last line matching RE before each hunk (repeatable)
    -H  (--speed-large-files: accepted, the diff is the same)
    -p  -F for C functions: '^[[:alpha:]$_]' (and -c, without -u or -y)
    -I  ignore changes whose lines all match RE (repeatable)
    -l  paginate each file's diff through pr -h "diff ARGS FILE1 FILE2"
    -L  label to show instead of the file name (twice: second file)
    -n  RCS format (--rcs)              -Z  ignore white space at line end
    -E  ignore changes of tabs to spaces (as --tabsize, default 8)
    -N  absent files are empty          -q  only say whether files differ
    -r  compare directories recursively -s  say when files are identical
    -S  start the top directories' comparison at name FILE
    -t  expand tabs in output           -T  tab after the line prefix
    --tabsize=N  tab stops every N columns (8) for -t and -y
    -u  unified format (-U N: N lines of context, default 3)
    --unified[=N] --context[=N]  -u and -c, or -U N and -C N
    -v  version                         -W  side by side width (130)
    -w  ignore all white space
    -x  skip files matching PAT         -X  skip files matching patterns in FILE
    -y  side by side                    --suppress-common-lines  (with -y)
    --left-column   -y shows common lines once, with (
    -D NAME  merged file: lines of FILE2 in "#ifdef NAME", FILE1's "#ifndef"
    --line-format=F  --old-line-format=F  --new-line-format=F
    --unchanged-line-format=F  print each kind of line through F:
                    %l line, %L with its newline, %dn line number, %% %c'C'
    --old-group-format=F  (and new, changed, unchanged) each group of lines:
                    %< old lines %> new %= unchanged, %(A=B?T:E), numbers
                    %dn (lines) %de %df %dl %dm (before first last after)
                    (old file; uppercase: new file)
    --color[=WHEN]  color output: always, never or auto (a terminal)
    --palette=P     colors: rs=0:hd=1:ad=32:de=31:ln=36 (reset, header, added,
                    deleted, line numbers; \ and ^ escapes as in LS_COLORS)
    --from-file=F   compare F to each FILE    --to-file=F  each FILE to F
    --horizon-lines=N  keep N common lines at each end in the search
    --ignore-file-name-case  match names in directories without case
    --no-ignore-file-name-case  (the default)
    --no-dereference  compare symbolic links, not what they point to
    --strip-trailing-cr  ignore carriage return at end of line
    --suppress-blank-empty  no space or tab before an empty line
    --unidirectional-new-file  absent first files are empty
*/

#define FOR_diff
#include "toys.h"

GLOBALS(
  char *U, *C;
  struct arg_list *W, *I, *x, *X, *L;
  char *color, *palette, *from_file, *to_file;
  struct arg_list *F;
  char *D, *lfmt[4], *gfmt[4];
  struct arg_list *tabsize;
  char *S, *horizon, *unified, *context;

  long ctx, fscan, fline, ts, hw, off;
  regex_t *fre;
  int nfre;
  int color_on, nre, ret, fmt;
  regex_t *re;
  struct arg_list *excl;
  char **cmdopts, *rebuf, *ebuf[2];
  long elen[2];
  char *nbuf[2];
  long nlen[2];
  long relen, pre, suf, hor;
  int icase, outfd;
  char *pal[5];
  char *held;
  long heldlen;
  int hold;
)

// A file's lines: line i is data[off[i]] to data[off[i+1]], newline included
struct file {
  char *name, *data;
  long len, n, *off;
  int *id, missing, nonl;
  unsigned *hash;
  char *chg, *chg2;
  struct stat st;
};

struct change { long a, da, b, db; int ign; };

static struct file F[2];
static int *A, *B;

static int plain(void)
{
  return !FLAG(b) && !FLAG(w) && !FLAG(i) && !FLAG(Z) && !FLAG(E);
}

// -E: the line with its tabs expanded to spaces (in buffer k); back: with
// \b taking a column back and \r back to the line's start
static char *expand(int k, char **s, long *len, int back)
{
  long i, col = 0, n = 0, w;
  char *out;

  // (as GNU: -Z, like -b and -w, takes over from -E, which then does nothing)
  if (!FLAG(E) || FLAG(Z) || !memchr(*s, '\t', *len)) return *s;
  for (i = 0; i < *len; i++) n += (*s)[i] == '\t' ? TT.ts : 1;
  if (n > TT.elen[k]) TT.ebuf[k] = xrealloc(TT.ebuf[k], TT.elen[k] = n);
  for (out = TT.ebuf[k], i = 0; i < *len; i++) {
    if ((*s)[i] == '\t') {
      for (w = TT.ts-col%TT.ts; w--; col++) *out++ = ' ';
      continue;
    }
    // (GNU counts bytes, not characters)
    if (!back || ((*s)[i] != '\b' && (*s)[i] != '\r')) col++;
    else if ((*s)[i] == '\r') col = 0;
    else if (col) col--;
    *out++ = (*s)[i];
  }
  *len = out-TT.ebuf[k];

  return *s = TT.ebuf[k];
}

// The line s (len bytes) as -b -w -i -Z -E see it, in buffer k
static char *norm(int k, char *s, long *len, int back)
{
  static unsigned char low[256], sp[256];
  char *e, *t, *out;
  int bwz = FLAG(b) || FLAG(w) || FLAG(Z), w = FLAG(w), b = FLAG(b), c;

  // (tables of each byte lowered for -i, and the spaces other than newline)
  if (!low[1]) for (c = 0; c < 256; c++) {
    low[c] = FLAG(i) ? tolower(c) : c;
    sp[c] = bwz && isspace(c) && c != '\n';
  }
  expand(k, &s, len, back);
  e = s+*len;
  if (*len >= TT.nlen[k]) TT.nbuf[k] = xrealloc(TT.nbuf[k], TT.nlen[k] = *len+1);
  // (-b -w -Z: the missing final newline is space too)
  if (bwz && s < e && e[-1] == '\n') e--;
  for (out = TT.nbuf[k]; s < e;) {
    c = *(unsigned char *)s++;
    if (sp[c]) {
      for (t = s; t < e && sp[*(unsigned char *)t]; t++);
      // (spaces at the end go, -w drops them all, -b makes them one)
      if (w || t == e || *t == '\n') {
        s = t;
        continue;
      }
      if (b) {
        s = t;
        c = ' ';
      } else {
        memcpy(out, s-1, t-s+1);
        out += t-s+1;
        s = t;
        continue;
      }
    }
    *out++ = low[c];
  }
  *len = out-TT.nbuf[k];

  return TT.nbuf[k];
}

static int sameline(char *s1, long l1, char *s2, long l2)
{
  long n1 = l1, n2 = l2;
  char *t1, *t2;
  int back = 0;

  if (plain()) return l1 == l2 && !memcmp(s1, s2, l1);
  // (-E as GNU: lines with \b or \r are the same only if they are both
  // with those taking a column and with them going back)
  for (;; back++, n1 = l1, n2 = l2) {
    t1 = norm(0, s1, &n1, back);
    t2 = norm(1, s2, &n2, back);
    if (n1 != n2 || memcmp(t1, t2, n1)) return 0;
    if (back || !FLAG(E) || FLAG(b) || FLAG(w) || FLAG(Z)
        || (!memchr(s1, '\b', l1) && !memchr(s1, '\r', l1))) return 1;
  }
}

static char *line(struct file *f, long i, long *len)
{
  *len = f->off[i+1]-f->off[i];

  return f->data+f->off[i];
}

// Scramble a hash so all its bits depend on all the input's bits
static unsigned mixhash(unsigned long long h)
{
  h ^= h>>33;
  h *= 0xff51afd7ed558ccdULL;
  h ^= h>>33;

  return h;
}

// Hash of a line's bytes, 8 at a time
static unsigned hashbytes(char *s, long len)
{
  unsigned long long h = len, w;

  for (; len >= 8; s += 8, len -= 8) {
    memcpy(&w, s, 8);
    h = (h^w)*0x9e3779b97f4a7c15ULL;
    h ^= h>>29;
  }
  for (w = 0; len; len--) w = (w<<8)|*(unsigned char *)s++;

  return mixhash(h^w);
}

// Give each distinct line a number, so comparisons are of ints: an open
// hash table of the lines seen, grown to stay at most half full.
static void classify(void)
{
  long size = 1024, mask = size-1, i, k, len, len2, ids = 0, *at = 0;
  struct { unsigned h; int id; } *tab = xzalloc(size*sizeof(*tab)), *old;
  int f, pl = plain();

  for (f = 0; f < 2; f++) {
    F[f].id = xmalloc((F[f].n+1)*sizeof(int));
    // (-b -w -i -Z -E: the hash of the line as they see it)
    if (!F[f].hash) {
      F[f].hash = xmalloc((F[f].n+1)*sizeof(unsigned));
      for (i = 0; i < F[f].n; i++) {
        char *s = line(F+f, i, &len);

        s = norm(0, s, &len, 0);
        F[f].hash[i] = hashbytes(s, len);
      }
    }
    for (i = 0; i < F[f].n; i++) {
      char *s = line(F+f, i, &len), *s2;
      unsigned h = F[f].hash[i];

      // (asking for a later line's slot now hides the cache misses)
      if (i+16 < F[f].n) __builtin_prefetch(tab+(F[f].hash[i+16]&mask));
      for (k = h&mask;; k = (k+1)&mask) {
        if (!tab[k].id) {
          // A new class: remember its first line (file in the low bit)
          if (!(ids&4095)) at = xrealloc(at, (ids+4096)*sizeof(long));
          at[ids] = 2*i+f;
          tab[k].h = h;
          F[f].id[i] = tab[k].id = ++ids;
          if (2*ids > size) {
            old = tab;
            tab = xzalloc(2*size*sizeof(*tab));
            mask = 2*size-1;
            for (k = 0; k < size; k++) if (old[k].id) {
              long j;

              for (j = old[k].h&mask; tab[j].id; j = (j+1)&mask);
              tab[j] = old[k];
            }
            size *= 2;
            free(old);
          }
          break;
        }
        if (tab[k].h != h) continue;
        s2 = line(F+(at[tab[k].id-1]&1), at[tab[k].id-1]/2, &len2);
        if (pl ? len == len2 && !memcmp(s, s2, len)
            : sameline(s, len, s2, len2)) {
          F[f].id[i] = tab[k].id;
          break;
        }
      }
    }
    free(F[f].hash);
    F[f].hash = 0;
  }
  free(tab);
  free(at);
}

// Myers' O(ND) search for the middle snake, then divide and conquer.
static long *fd, *bd;

static void compare(long a0, long a1, long b0, long b1)
{
  long dmin, dmax, fmid, bmid, fmin, fmax, bmin, bmax, d, x, y, lo, hi, c;
  int odd;

  while (a0 < a1 && b0 < b1 && A[a0] == B[b0]) a0++, b0++;
  while (a0 < a1 && b0 < b1 && A[a1-1] == B[b1-1]) a1--, b1--;
  if (a0 == a1 || b0 == b1) {
    memset(F[0].chg2+a0, 1, a1-a0);
    memset(F[1].chg2+b0, 1, b1-b0);
    return;
  }

  dmin = a0-b1, dmax = a1-b0, fmid = a0-b0, bmid = a1-b1;
  odd = (fmid-bmid)&1;
  fmin = fmax = fmid, bmin = bmax = bmid;
  fd[fmid] = a0, bd[bmid] = a1;
  for (c = 1;; c++) {
    // Forward: each diagonal one step further
    if (fmin > dmin) fd[--fmin-1] = -1;
    else fmin++;
    if (fmax < dmax) fd[++fmax+1] = -1;
    else fmax--;
    for (d = fmax; d >= fmin; d -= 2) {
      lo = fd[d-1], hi = fd[d+1];
      x = lo >= hi ? lo+1 : hi;
      y = x-d;
      while (x < a1 && y < b1 && A[x] == B[y]) x++, y++;
      fd[d] = x;
      if (odd && bmin <= d && d <= bmax && bd[d] <= x) goto found;
    }
    // Backward
    if (bmin > dmin) bd[--bmin-1] = LONG_MAX;
    else bmin++;
    if (bmax < dmax) bd[++bmax+1] = LONG_MAX;
    else bmax--;
    for (d = bmax; d >= bmin; d -= 2) {
      lo = bd[d-1], hi = bd[d+1];
      x = lo < hi ? lo : hi-1;
      y = x-d;
      while (x > a0 && y > b0 && A[x-1] == B[y-1]) x--, y--;
      bd[d] = x;
      if (!odd && fmin <= d && d <= fmax && x <= fd[d]) goto found;
    }
  }
found:
  compare(a0, x, b0, y);
  compare(x, a1, y, b1);
}

static int samebytes(long i, long j)
{
  long l1, l2;
  char *s1 = line(F, i, &l1), *s2 = line(F+1, j, &l2);

  return l1 == l2 && !memcmp(s1, s2, l1);
}

// Lines with no match in the other file are changes: leave them out of the
// search (faster, and the same choices GNU diff makes)
static void discard(void)
{
  long ids = 0, i, n[2], *map[2], pre = 0, suf = 0, h;
  char *seen[2];
  int *keep[2], f, pl = plain();

  // Only the lines between the common start and end count (less the
  // context lines, which GNU keeps in: its choices depend on that). As
  // GNU's, those are the same bytes, not only the same to -b -w -i...
  while (pre < F[0].n && pre < F[1].n && F[0].id[pre] == F[1].id[pre]
    && (pl || samebytes(pre, pre))) pre++;
  while (suf < F[0].n-pre && suf < F[1].n-pre
    && F[0].id[F[0].n-1-suf] == F[1].id[F[1].n-1-suf]
    && (pl || samebytes(F[0].n-1-suf, F[1].n-1-suf))) suf++;
  h = (FLAG(u) || FLAG(c)) ? TT.ctx : 0;
  if (TT.hor > h) h = TT.hor;
  TT.pre = pre = pre > h ? pre-h : 0;
  TT.suf = suf = suf > h ? suf-h : 0;
  for (f = 0; f < 2; f++) for (i = 0; i < F[f].n; i++)
    if (F[f].id[i] > ids) ids = F[f].id[i];
  for (f = 0; f < 2; f++) {
    seen[f] = xzalloc(ids+1);
    for (i = pre; i < F[f].n-suf; i++) seen[f][F[f].id[i]] = 1;
  }
  for (f = 0; f < 2; f++) {
    keep[f] = xmalloc((F[f].n+1)*sizeof(int));
    map[f] = xmalloc((F[f].n+1)*sizeof(long));
    for (i = pre, n[f] = 0; i < F[f].n-suf; i++) {
      if (!seen[!f][F[f].id[i]]) F[f].chg[i] = 1;
      else {
        map[f][n[f]] = i;
        keep[f][n[f]++] = F[f].id[i];
      }
    }
  }
  A = keep[0], B = keep[1];
  F[0].chg2 = xzalloc(n[0]+1);
  F[1].chg2 = xzalloc(n[1]+1);
  compare(0, n[0], 0, n[1]);
  for (f = 0; f < 2; f++) {
    for (i = 0; i < n[f]; i++) if (F[f].chg2[i]) F[f].chg[map[f][i]] = 1;
    free(F[f].chg2);
    free(keep[f]);
    free(map[f]);
    free(seen[f]);
  }
}

// Slide each run of changes up, merging runs, then down as far as equal
// lines allow, then back up to line up with a change in the other file
static void shift(struct file *f, struct file *o)
{
  long i = 0, j = 0, start, len, corr, n = f->n-TT.suf;
  char *c = f->chg, *oc = o->chg;

  // (only within the lines the search looked at)

  for (;;) {
    while (j < o->n && oc[j]) j++;
    while (i < n && !c[i]) {
      i++, j++;
      while (j < o->n && oc[j]) j++;
    }
    if (i == n) break;
    start = i;
    while (i < n && c[i]) i++;
    do {
      len = i-start;
      while (start > TT.pre && f->id[start-1] == f->id[i-1]) {
        c[--start] = 1, c[--i] = 0;
        while (start > TT.pre && c[start-1]) start--;
        do j--; while (j > 0 && oc[j]);
      }
      corr = j && oc[j-1] ? i : n+1;
      while (i < n && f->id[start] == f->id[i]) {
        c[start++] = 0, c[i++] = 1;
        while (i < n && c[i]) i++;
        for (j++; j < o->n && oc[j]; j++) corr = i;
      }
    } while (len != i-start);
    while (corr < i) {
      c[--start] = 1, c[--i] = 0;
      do j--; while (j > 0 && oc[j]);
    }
  }
}

// Does one of the n REs match the line s (len bytes, no newline)?
static int anymatch(regex_t *re, int n, char *s, long len)
{
  int k;

  // (a copy ending in NUL: without REG_STARTEND, $ must see the line's end)
  if (!n) return 0;
  if (len >= TT.relen) TT.rebuf = xrealloc(TT.rebuf, TT.relen = len+1);
  memcpy(TT.rebuf, s, len);
  TT.rebuf[len] = 0;
  for (k = 0; k < n; k++) if (!regexec0(re+k, TT.rebuf, len, 0, 0, 0)) return 1;

  return 0;
}

// -F -p: " " and the last line before line a0 of the first file that
// matches, without leading blanks, cut to 40 bytes, without trailing blanks
static void funcline(long a0)
{
  long i, len;
  char *s;

  if (!TT.nfre) return;
  for (i = a0-1; i >= TT.fscan; i--) {
    s = line(F, i, &len);
    if (len && s[len-1] == '\n') len--;
    if (anymatch(TT.fre, TT.nfre, s, len)) {
      TT.fline = i;
      break;
    }
  }
  if (a0 > TT.fscan) TT.fscan = a0;
  if (TT.fline < 0) return;
  s = line(F, TT.fline, &len);
  if (len && s[len-1] == '\n') len--;
  for (; len && isspace(*s); len--) s++;
  if (len > 40) len = 40;
  while (len && isspace(s[len-1])) len--;
  xputc(' ');
  xputsl(s, len);
}

static int ignorable(struct file *f, long i)
{
  long len;
  char *s = line(f, i, &len), *e = s+len;

  if (len && e[-1] == '\n') e--;
  if (FLAG(B)) {
    char *t = s;

    // (spaces make a line blank only when -b or -w ignore them)
    if (FLAG(b) || FLAG(w) || FLAG(Z)) while (t < e && isspace(*t)) t++;
    if (t == e) return 1;
  }

  return anymatch(TT.re, TT.nre, s, e-s);
}

static struct change *changes(long *count)
{
  struct change *ch = 0;
  long i = 0, j = 0, n = 0, k;

  while (i < F[0].n || j < F[1].n) {
    if ((i < F[0].n && F[0].chg[i]) || (j < F[1].n && F[1].chg[j])) {
      if (!(n&255)) ch = xrealloc(ch, (n+256)*sizeof(*ch));
      ch[n].a = i, ch[n].b = j;
      while (i < F[0].n && F[0].chg[i]) i++;
      while (j < F[1].n && F[1].chg[j]) j++;
      ch[n].da = i-ch[n].a, ch[n].db = j-ch[n].b;
      ch[n].ign = 0;
      if (FLAG(B) || TT.nre) {
        ch[n].ign = 1;
        for (k = ch[n].a; k < i && ch[n].ign; k++) ch[n].ign = ignorable(F, k);
        for (k = ch[n].b; k < j && ch[n].ign; k++)
          ch[n].ign = ignorable(F+1, k);
      }
      n++;
    } else i++, j++;
  }
  *count = n;

  return ch;
}

// --palette: the colors of the reset, header, added, deleted, line numbers
#define RS TT.pal[0]
#define HD TT.pal[1]
#define AD TT.pal[2]
#define DE TT.pal[3]
#define LN TT.pal[4]

static void color(char *c)
{
  if (TT.color_on) xprintf("\033[%sm", c);
}

static void spaces(long n)
{
  for (; n > 0; n -= 4096) xprintf("%*s", n < 4096 ? (int)n : 4096, "");
}

// Side by side: the left column, a gutter, the right column
static void pad(long from, long to)
{
  if (!FLAG(t)) while (from-from%TT.ts+TT.ts <= to) {
    xputc('\t');
    from = from-from%TT.ts+TT.ts;
  }
  spaces(to-from);
}

static char *repre;
static void prefix(char *pre, int len);

// Write s as is, or with its tabs expanded (-t), or as -y's column of max
// columns (max >= 0); returns the column written to. As GNU: a printable
// byte takes a column and others none, but in -y in a UTF-8 locale each
// character takes its wcwidth() (at least 0); \0 \v \f and bytes that aren't
// UTF-8 take none but are left out at the column's end. The column the text
// has reached (in) can be past the end, where nothing is written (out); a
// backspace back inside it writes \b, or spaces up to where the text is. A
// \r takes the column back to the line's start: -t's normal and context
// lines show their prefix again there, -y's right column pads from the
// line's start to the column's.
static long outtext(char *s, long len, long max, int right)
{
  long i, n, run = 0, in = 0, out = 0, to;
  int c, w, keep, again = 0, mb = max >= 0 && MB_CUR_MAX > 1;
  mbstate_t mbs;
  wchar_t wc;

  if (!FLAG(t) && max < 0) {
    xputsl(s, len);
    return 0;
  }
  if (max < 0) max = LONG_MAX;
  memset(&mbs, 0, sizeof(mbs));
  // (bytes run to i are to be written as they are)
  for (i = 0; i < len; i += n) {
    c = ((unsigned char *)s)[i];
    n = keep = 1;
    if (again) {
      xputsl(s+run, i-run);
      run = i;
      prefix(repre, 1);
      again = 0;
    }
    if (c == '\t') {
      to = in-in%TT.ts+TT.ts;
      if (FLAG(t) || to >= max) {
        keep = 0;
        xputsl(s+run, i-run);
        if (FLAG(t) && in < max) {
          spaces((to < max ? to : max)-out);
          out = to < max ? to : max;
        }
      } else out = to;
      in = to;
    } else if (c == '\b') {
      keep = in && --in < max && in < out;
      if (keep) out = in;
      else {
        xputsl(s+run, i-run);
        if (in < max) {
          spaces(in-out);
          out = in;
        }
      }
    } else if (c == '\r') {
      in = out = 0;
      if (right) {
        xputsl(s+run, i+1-run);
        run = i+1;
        pad(0, TT.off);
      } else if (max == LONG_MAX && repre) again = 1;
    } else {
      w = -1;
      if (mb && c > 127) {
        n = mbrtowc(&wc, s+i, len-i, &mbs);
        if (n < 1 || n > len-i) {
          n = 1;
          memset(&mbs, 0, sizeof(mbs));
        } else if ((w = wcwidth(wc)) < 0) w = 0;
      } else if (c && c != '\v' && c != '\f') w = !!isprint(c);
      if (w < 0) keep = in < max;
      else {
        if ((keep = in+w <= max)) out = in+w;
        in += w;
      }
      if (!keep) xputsl(s+run, i-run);
    }
    if (!keep) run = i+n;
  }
  xputsl(s+run, i-run);

  return out;
}

// A line's prefix as -T and --suppress-blank-empty want it (len: the line's)
static void prefix(char *pre, int len)
{
  if (FLAG(suppress_blank_empty) && !len) {
    int n = strlen(pre);

    while (n && pre[n-1] == ' ') n--;
    xputsl(pre, n);
  } else if (FLAG(T)) {
    if (*pre == ' ' && !pre[1]) pre = "";
    else if (pre[1] == ' ') {
      xputc(*pre);
      pre = "";
    }
    xprintf("%s\t", pre);
  } else xputsn(pre);
}

static void outline(char *pre, char *col, struct file *f, long i)
{
  long len;
  char *s = line(f, i, &len);
  int nl = len && s[len-1] == '\n';

  if (nl) len--;
  if (col) color(col);
  prefix(pre, len);
  repre = pre[1] ? pre : 0;
  outtext(s, len, -1, 0);
  if (col) color(RS);
  xputc('\n');
  if (!nl) xputs("\\ No newline at end of file");
}

// An option for the "diff -r" lines, quoted as the shell would need it
static char *shellquote(char *s)
{
  char *t, *out, *o;

  if (*s && strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
      "0123456789_./+,:@%~#-") == strlen(s)) return xstrdup(s);
  if (strchr(s, '\'') && !strpbrk(s, "\"$`\\!")) return xmprintf("\"%s\"", s);
  o = out = xmalloc(4*strlen(s)+3);
  *o++ = '\'';
  for (t = s; *t; t++) {
    if (*t == '\'') o = stpcpy(o, "'\\''");
    else *o++ = *t;
  }
  strcpy(o, "'");

  return out;
}

// A file name as GNU shows it in headers: in "" with C escapes if it has
// blanks, quotes, backslashes, control characters or bytes over 127
static char *cquote(char *s)
{
  char *out, *o, *t;
  int k;

  for (t = s; *t; t++) if (*t <= ' ' || *t == '"' || *t == '\\') break;
  if (!*t) return xstrdup(s);
  o = out = xmalloc(4*strlen(s)+3);
  *o++ = '"';
  for (t = s; *t; t++) {
    if ((k = stridx("\a\b\t\n\v\f\r\"\\", *t)) != -1)
      o += sprintf(o, "\\%c", "abtnvfr\"\\"[k]);
    else if ((unsigned char)*t < ' ' || (unsigned char)*t > 127)
      o += sprintf(o, "\\%03o", *(unsigned char *)t);
    else *o++ = *t;
  }
  strcpy(o, "\"");

  return out;
}

// The label of file f (-L), or 0
static char *label(int f)
{
  struct arg_list *l = TT.L;

  if (f && l) l = l->next;

  return l ? l->arg : 0;
}

// "diff OPTIONS FILE1 FILE2", for the "diff -r" lines and -l's headers
static char *cmdline(char *n0, char *n1)
{
  char *s = xstrdup("diff"), *t, *q, *n[2] = {n0, n1};
  int i;

  for (i = 0; TT.cmdopts[i]; i++) {
    s = xmprintf("%s %s", t = s, q = shellquote(TT.cmdopts[i]));
    free(t);
    free(q);
  }
  for (i = 0; i < 2; i++) {
    s = xmprintf("%s %s", t = s, q = cquote(label(i) ? : n[i]));
    free(t);
    free(q);
  }

  return s;
}

// -l: send the output from here to a pr -h "diff ARGS FILE1 FILE2" (toybox's
// own pr, in a child); returns its pid, or 0 without -l
static pid_t paginate(char *n0, char *n1)
{
  int pp[2];
  pid_t pid;
  char *argv[] = {"pr", "-h", 0, 0};

  if (!FLAG(l)) return 0;
  argv[2] = cmdline(n0, n1);
  xflush(1);
  xpipe(pp);
  if (!(pid = xfork())) {
    dup2(pp[0], 0);
    close(pp[0]);
    close(pp[1]);
    if (toy_find("pr")) _exit(toy_inprocess(argv, 0));
    xexec(argv);
  }
  free(argv[2]);
  close(pp[0]);
  TT.outfd = xdup(1);
  dup2(pp[1], 1);
  close(pp[1]);

  return pid;
}

// The end of -l's output: back to stdout, and wait for pr
static void unpaginate(pid_t pid)
{
  int rc;

  if (!pid) return;
  xflush(1);
  dup2(TT.outfd, 1);
  close(TT.outfd);
  // (as GNU: the end, exit 2)
  if ((rc = xwaitpid(pid)))
    error_exit("subsidiary program 'pr' failed (exit status %d)", rc);
}

static void header(char *pre, int f)
{
  char buf[80], *q;

  color(HD);
  if (label(f)) xprintf("%s %s", pre, label(f));
  else {
    struct timespec ts = {0, 0};
    char *lc = getenv("LC_ALL");
    struct tm tm;

    if (!strcmp(F[f].name, "-")) clock_gettime(CLOCK_REALTIME, &ts);
    else if (!F[f].missing) ts = F[f].st.st_mtim;
    // -c in the C locale: ctime's format, as POSIX asks and GNU does (the
    // environment says which: main sets only LC_CTYPE for C.UTF-8)
    if (!lc || !*lc) lc = getenv("LC_TIME");
    if (!lc || !*lc) lc = getenv("LANG");
    if (!FLAG(u) && (!lc || !*lc || !strcmp(lc, "C") || !strcmp(lc, "POSIX"))
        && localtime_r(&ts.tv_sec, &tm))
      strftime(buf, sizeof(buf), "%a %b %e %T %Y", &tm);
    else format_full_time(buf, &ts);
    xprintf("%s %s\t%s", pre, q = cquote(F[f].name), buf);
    free(q);
  }
  color(RS);
  xputc('\n');
}

static void range(char sep, long start, long count)
{
  if (count == 1) xprintf("%ld", start+1);
  else if (!count) xprintf("%ld", start);
  else xprintf("%ld%c%ld", start+1, sep, start+count);
}

static void urange(long start, long count)
{
  if (count == 1) xprintf("%ld", start+1);
  else xprintf("%ld,%ld", start+!!count, count);
}

static void normal(struct change *c)
{
  long k;

  color(LN);
  range(',', c->a, c->da);
  xputc(c->da ? c->db ? 'c' : 'd' : 'a');
  range(',', c->b, c->db);
  color(RS);
  xputc('\n');
  for (k = 0; k < c->da; k++) outline("< ", DE, F, c->a+k);
  if (c->da && c->db) xputs("---");
  for (k = 0; k < c->db; k++) outline("> ", AD, F+1, c->b+k);
}

// -e: an ed script, last change first, a line "." made with s/.//
// -f: first change first, the command letter first, no tricks for "."
static void edscript(struct change *ch, long n)
{
  long c, k, len;
  char *s;

  for (c = 0; c < n; c++) {
    struct change *x = ch+(FLAG(e) ? n-1-c : c);
    char cmd = x->da ? x->db ? 'c' : 'd' : 'a';
    int dot = 0;

    if (x->ign) continue;
    if (FLAG(f)) xputc(cmd);
    range(FLAG(e) ? ',' : ' ', x->a, x->da);
    if (FLAG(e)) xputc(cmd);
    xputc('\n');
    if (!x->db) continue;
    for (k = 0; k < x->db; k++) {
      s = line(F+1, x->b+k, &len);
      if (len && s[len-1] == '\n') len--;
      if ((dot = FLAG(e) && len == 1 && *s == '.')) {
        xputs("..\n.\ns/.//");
        if (k < x->db-1) xputs("a");
      } else {
        xputsl(s, len);
        xputc('\n');
      }
    }
    if (!dot) xputs(".");
  }
}

// -n: RCS format, "dN COUNT" deletes and "aN COUNT" adds after old line N
static void rcs(struct change *ch, long n)
{
  long c, k, len;
  char *s;

  for (c = 0; c < n; c++) {
    struct change *x = ch+c;

    if (x->ign) continue;
    if (x->da) xprintf("d%ld %ld\n", x->a+1, x->da);
    if (!x->db) continue;
    xprintf("a%ld %ld\n", x->a+x->da, x->db);
    for (k = 0; k < x->db; k++) {
      s = line(F+1, x->b+k, &len);
      xputsl(s, len);
    }
  }
}

// %[-][WIDTH][.PREC]{doxX}LETTER of a format: printf's format for it in buf
// and the letter, or 0
static char *numspec(char *p, char *buf, char *letter)
{
  char *start = p;

  if (*p == '-') p++;
  while (isdigit(*p)) p++;
  if (*p == '.') for (p++; isdigit(*p); p++);
  if (!*p || !strchr("doxX", *p) || !p[1] || p-start > 20) return 0;
  sprintf(buf, "%%%.*sl%c", (int)(p-start), start, *p);
  *letter = p[1];

  return p+2;
}

// %c'C' or %c'\OOO' (after the c): the character, and where the spec ends
static char *charspec(char *p, int *c)
{
  char *q;

  if (*p++ != '\'') return 0;
  if (*p == '\\') {
    *c = strtol(p+1, &q, 8);
    if (q == p+1 || q > p+4) return 0;
  } else if (*p && *p != '\'') *c = *(unsigned char *)p, q = p+1;
  else return 0;

  return *q == '\'' ? q+1 : 0;
}

// A line through a --*-line-format (0: the line, with a newline if it lacks
// one, as -D prints them)
static void fmtline(char *fmt, struct file *f, long i)
{
  long len;
  char *s = line(f, i, &len), *p, *q, buf[32], let;
  int c;

  // (-t expands the tabs of %l and %L, from the line's start)
  repre = 0;
  if (!fmt) {
    outtext(s, len, -1, 0);
    if (!len || s[len-1] != '\n') xputc('\n');
    return;
  }
  for (p = fmt; *p; p++) {
    if (*p != '%') xputc(*p);
    else if (p[1] == 'l' || p[1] == 'L' || p[1] == '%') {
      if (p[1] == '%') xputc('%');
      else outtext(s, len-(p[1] == 'l' && len && s[len-1] == '\n'), -1, 0);
      p++;
    } else if (p[1] == 'c' && (q = charspec(p+2, &c))) {
      xputc(c);
      p = q-1;
    } else if ((q = numspec(p+1, buf, &let)) && let == 'n') {
      xprintf(buf, i+1);
      p = q-1;
    } else xputc('%');
  }
}

// The value of a group format's line number letter: efmln in the old file,
// EFLMN in the new one (start and count of the group's lines in each)
static long groupnum(char let, long *at)
{
  long a = at[isupper(let) ? 2 : 0], n = at[isupper(let) ? 3 : 1];

  switch (tolower(let)) {
    case 'e': return a;
    case 'f': return a+1;
    case 'l': return a+n;
    case 'm': return a+n+1;
    case 'n': return n;
  }

  return -1;
}

// A number (or letter) of a %(A=B?T:E) condition
static char *condnum(char *p, long *at, long *val)
{
  char *q;

  if (isdigit(*p)) {
    *val = strtol(p, &q, 10);
    return q;
  }
  if (*p && strchr("efmlnEFLMN", *p)) {
    *val = groupnum(*p, at);
    return p+1;
  }

  return 0;
}

// A group through a --*-group-format, printing if show, up to the end or a
// character of stop: the lines are at[0] (at[1] of them) in the old file and
// at[2] (at[3]) in the new one. Returns where it stopped.
static char *group(char *p, long *at, int show, char *stop)
{
  char buf[32], let, *q;
  long k, v1, v2;
  int c, kind;

  for (; *p && !strchr(stop, *p); p++) {
    if (*p != '%') {
      if (show) xputc(*p);
      continue;
    }
    if ((kind = stridx("<>=", p[1])) != -1) {
      if (show) for (k = 0; k < at[kind == 1 ? 3 : 1]; k++)
        fmtline(TT.lfmt[kind+1], F+(kind == 1), at[kind == 1 ? 2 : 0]+k);
      p++;
    } else if (p[1] == '%') {
      if (show) xputc('%');
      p++;
    } else if (p[1] == 'c' && (q = charspec(p+2, &c))) {
      if (show) xputc(c);
      p = q-1;
    } else if ((q = numspec(p+1, buf, &let)) && groupnum(let, at) != -1) {
      if (show) xprintf(buf, groupnum(let, at));
      p = q-1;
    } else if (p[1] == '(' && (q = condnum(p+2, at, &v1)) && *q == '='
      && (q = condnum(q+1, at, &v2)) && *q == '?')
    {
      p = group(q+1, at, show && v1 == v2, ":)");
      if (*p == ':') p = group(p+1, at, show && v1 != v2, ")");
      if (!*p) break;
    } else if (show) xputc('%');
  }

  return p;
}

// -D and the --*-format options: each group of changed or unchanged lines
static void formats(struct change *ch, long n)
{
  long i = 0, j = 0, c, at[4];

  for (c = 0;; c++) {
    while (c < n && ch[c].ign) c++;
    at[0] = i, at[2] = j;
    at[1] = (c < n ? ch[c].a : F[0].n)-i;
    at[3] = (c < n ? ch[c].b : F[1].n)-j;
    if (at[1] || at[3]) group(TT.gfmt[3], at, 1, "");
    if (c == n) break;
    at[0] = ch[c].a, at[1] = ch[c].da, at[2] = ch[c].b, at[3] = ch[c].db;
    if (!at[3]) group(TT.gfmt[0], at, 1, "");
    else if (!at[1]) group(TT.gfmt[1], at, 1, "");
    else if (TT.gfmt[2]) group(TT.gfmt[2], at, 1, "");
    else {
      group(TT.gfmt[0], at, 1, "");
      group(TT.gfmt[1], at, 1, "");
    }
    i = ch[c].a+ch[c].da, j = ch[c].b+ch[c].db;
  }
}

static void sideline(long i, long j, char mark)
{
  long len, col = 0;
  char *s;
  int nl[2] = {0, 0}, k;

  // The row ends with a newline unless its lines lack one; a | row of lines
  // that differ in that is \ (left one lacks it) or /
  for (k = 0; k < 2; k++) if ((k ? j : i) >= 0) {
    s = line(F+k, k ? j : i, &len);
    nl[k] = 1+(len && s[len-1] == '\n');
  }
  if (mark == '|' && nl[0] != nl[1]) mark = nl[0] == 1 ? '\\' : '/';
  if (j >= 0 && F[1].off[j+1]-F[1].off[j] < 2
      && F[1].data[F[1].off[j]] == '\n') j = -2;
  if (mark == '<') color(DE);
  if (mark == '>') color(AD);
  if (i >= 0) {
    s = line(F, i, &len);
    if (len && s[len-1] == '\n') len--;
    col = outtext(s, len, TT.hw, 0);
  }
  if (mark == ' ') {
    if (j >= 0) pad(col, TT.off);
  } else {
    pad(col, (TT.hw+TT.off-1)/2);
    xputc(mark);
    col = (TT.hw+TT.off-1)/2+1;
    if (j >= 0) pad(col, TT.off);
  }
  if (j >= 0) {
    s = line(F+1, j, &len);
    if (len && s[len-1] == '\n') len--;
    outtext(s, len, TT.hw, 1);
  }
  if (nl[0] == 2 || nl[1] == 2) xputc('\n');
  if (mark == '<' || mark == '>') color(RS);
}

static void sidebyside(struct change *ch, long n)
{
  long i = 0, j = 0, c, k;

  // (ignored changes are common lines, paired as they come: GNU marks the
  // lines left over on one side ( or ))
  for (c = 0;; c++) {
    long si, sj;

    while (c < n && ch[c].ign) c++;
    si = c < n ? ch[c].a : F[0].n, sj = c < n ? ch[c].b : F[1].n;
    for (; i < si && j < sj; i++, j++) {
      if (FLAG(suppress_common_lines)) continue;
      if (FLAG(left_column)) sideline(i, -1, '(');
      else sideline(i, j, ' ');
    }
    if (FLAG(suppress_common_lines)) i = si, j = sj;
    while (i < si) sideline(i++, -1, '(');
    for (; j < sj; j++) if (!FLAG(left_column)) sideline(-1, j, ')');
    if (c == n) break;
    for (k = 0; k < ch[c].da || k < ch[c].db; k++) {
      if (k < ch[c].da && k < ch[c].db) sideline(i++, j++, '|');
      else if (k < ch[c].da) sideline(i++, -1, '<');
      else sideline(-1, j++, '>');
    }
  }
}

// Unified and context hunks: changes closer than 2*context lines together
static void hunk(struct change *ch, long n, long a0, long a1)
{
  long b0, b1, i, k;
  struct change *last = ch+n-1;
  int f, any[2] = {0, 0};

  b0 = a0+ch->b-ch->a;
  b1 = a1+last->b+last->db-last->a-last->da;
  for (k = 0; k < n; k++) any[0] |= !!ch[k].da, any[1] |= !!ch[k].db;

  if (FLAG(u)) {
    color(LN);
    xprintf("@@ -");
    urange(a0, a1-a0);
    xprintf(" +");
    urange(b0, b1-b0);
    xprintf(" @@");
    color(RS);
    funcline(a0);
    xputc('\n');
    for (i = a0, k = 0; k <= n; k++) {
      long stop = k < n ? ch[k].a : a1;

      while (i < stop) outline(" ", 0, F, i++);
      if (k == n) break;
      for (i = 0; i < ch[k].da; i++) outline("-", DE, F, ch[k].a+i);
      for (i = 0; i < ch[k].db; i++) outline("+", AD, F+1, ch[k].b+i);
      i = ch[k].a+ch[k].da;
    }
    return;
  }

  xprintf("***************");
  funcline(a0);
  xputc('\n');
  for (f = 0; f < 2; f++) {
    long s = f ? b0 : a0, e = f ? b1 : a1, *at, *len;

    color(LN);
    xprintf(f ? "--- " : "*** ");
    range(',', s, e-s);
    xprintf(f ? " ----" : " ****");
    color(RS);
    xputc('\n');
    if (!any[f]) continue;
    for (i = s, k = 0; k <= n; k++) {
      at = f ? &ch[k].b : &ch[k].a;
      len = f ? &ch[k].db : &ch[k].da;
      long stop = k < n ? *at : e;

      while (i < stop) outline("  ", f ? AD : DE, F+f, i++);
      if (k == n) break;
      for (i = 0; i < *len; i++)
        outline(ch[k].da && ch[k].db ? "! " : f ? "+ " : "- ", f ? AD : DE,
          F+f, *at+i);
      i = *at+*len;
    }
  }
}

static int loadfile(struct file *f, char *name)
{
  int fd = 0;
  off_t len = 0;
  long n = 0, size;
  char *s, *nl, *end;

  memset(f, 0, sizeof(*f));
  f->name = name;
  if (strcmp(name, "-")) {
    if ((FLAG(no_dereference) ? lstat : stat)(name, &f->st)) {
      if (errno == ENOENT && (FLAG(N) || FLAG(unidirectional_new_file))) {
        f->missing = 1;
        f->data = xstrdup("");
        goto lines;
      }
      perror_msg_raw(name);
      return 1;
    }
    if (S_ISLNK(f->st.st_mode)) {
      if (!(f->data = xreadlink(name))) return 1;
      f->len = strlen(f->data);
      goto lines;
    }
    if ((fd = open(name, O_RDONLY|O_CLOEXEC)) < 0) {
      perror_msg_raw(name);
      return 1;
    }
  } else fstat(0, &f->st);
  f->data = readfd(fd, 0, &len);
  if (fd) close(fd);
  if (!f->data) {
    perror_msg_raw(name);
    return 1;
  }
  f->len = len;
  if (FLAG(strip_trailing_cr)) {
    char *in = f->data, *out = f->data, *end = f->data+len;

    for (; in < end; in++)
      if (*in != '\r' || in+1 >= end || in[1] != '\n') *out++ = *in;
    f->len = out-f->data;
  }
lines:
  // (an ed script can't say a line has no newline: -e and -f add one)
  if ((FLAG(e) || FLAG(f)) && f->len && f->data[f->len-1] != '\n') {
    f->nonl = 1;
    f->data = xrealloc(f->data, f->len+1);
    f->data[f->len++] = '\n';
  }
  // Split into lines, hashing each (when lines compare byte for byte) while
  // it's in the cache
  size = f->len/32+16;
  f->off = xmalloc(size*sizeof(long));
  if (plain()) f->hash = xmalloc(size*sizeof(unsigned));
  for (s = f->data, end = s+f->len; s < end; s = nl, n++) {
    if (n+2 > size) {
      f->off = xrealloc(f->off, (size *= 2)*sizeof(long));
      if (f->hash) f->hash = xrealloc(f->hash, size*sizeof(unsigned));
    }
    nl = memchr(s, '\n', end-s);
    nl = nl ? nl+1 : end;
    f->off[n] = s-f->data;
    if (f->hash) f->hash[n] = hashbytes(s, nl-s);
  }
  f->off[n] = f->len;
  f->n = n;

  return 0;
}

static void freefiles(void)
{
  int f;

  for (f = 0; f < 2; f++) {
    free(F[f].data);
    free(F[f].off);
    free(F[f].hash);
    free(F[f].id);
    free(F[f].chg);
    F[f].data = 0, F[f].off = 0, F[f].hash = 0, F[f].id = 0, F[f].chg = 0;
  }
}

static int binary(struct file *f)
{
  return !FLAG(a) && memchr(f->data, 0, f->len < 65536 ? f->len : 65536);
}

static noreturn void usage2(char *msg, char *arg)
{
  // (as GNU: the reason, then where to look, not the whole usage text)
  error_msg(msg, arg);
  error_msg("Try '%s --help' for more information.", toys.which->name);
  toys.exitval = 2;
  xexit();
}

// A message of its own line ("Only in", "Files differ"...): as GNU's
// block buffered stdout, -l to a non-terminal prints them after all of pr's
static void note(char *fmt, ...)
{
  va_list va;
  int n;

  va_start(va, fmt);
  if (!TT.hold) vprintf(fmt, va);
  else {
    n = vsnprintf(0, 0, fmt, va);
    va_end(va);
    va_start(va, fmt);
    TT.held = xrealloc(TT.held, TT.heldlen+n+1);
    vsnprintf(TT.held+TT.heldlen, n+1, fmt, va);
    TT.heldlen += n;
  }
  va_end(va);
}

// Compare two files (both loaded); in is set for files of a directory
static void difffiles(char *n0, char *n1, int in)
{
  struct change *ch;
  long nch, c, k, i, m, last;
  pid_t pid;
  char *s;
  int edbad;

  TT.fscan = 0, TT.fline = -1;
  // (- - reads stdin once)
  if (!strcmp(n0, "-") && !strcmp(n1, "-")) {
    if (!(i = loadfile(F, n0))) {
      F[1] = F[0];
      F[1].data = xmemdup(F[0].data, F[0].len);
      F[1].off = xmemdup(F[0].off, (F[0].n+1)*sizeof(long));
      if (F[0].hash)
        F[1].hash = xmemdup(F[0].hash, (F[0].n+1)*sizeof(unsigned));
    }
  } else i = loadfile(F, n0) + loadfile(F+1, n1);
  if (i) {
    TT.ret = 2;
    goto done;
  }
  if (binary(F) || binary(F+1)) {
    if (F[0].len == F[1].len && !memcmp(F[0].data, F[1].data, F[0].len)) {
      if (FLAG(s)) note("Files %s and %s are identical\n", n0, n1);
    } else {
      note(FLAG(q) ? "Files %s and %s differ\n"
        : "Binary files %s and %s differ\n", n0, n1);
      if (!TT.ret) TT.ret = 1;
    }
    goto done;
  }
  classify();
  A = F[0].id, B = F[1].id;
  m = F[0].n+F[1].n+3;
  fd = xmalloc(2*m*sizeof(long));
  bd = xmalloc(2*m*sizeof(long));
  fd += F[1].n+1, bd += F[1].n+1;
  F[0].chg = xzalloc(F[0].n+1);
  F[1].chg = xzalloc(F[1].n+1);
  discard();
  free(fd-F[1].n-1);
  free(bd-F[1].n-1);
  shift(F, F+1);
  shift(F+1, F);
  ch = changes(&nch);
  for (c = k = 0; c < nch; c++) if (!ch[c].ign) k++;
  // (the missing newline an ed script can't give, GNU calls trouble, with
  // changes or without, unless both names are one file)
  edbad = (FLAG(e) || FLAG(f)) && !FLAG(q) && (F[0].nonl || F[1].nonl)
    && (F[0].st.st_dev != F[1].st.st_dev || F[0].st.st_ino != F[1].st.st_ino);

  if (!k) {
    pid = (FLAG(y) || TT.fmt) ? paginate(n0, n1) : 0;
    if (FLAG(y)) sidebyside(ch, nch);
    if (TT.fmt) formats(ch, nch);
    unpaginate(pid);
    if (FLAG(s) && F[0].nonl == F[1].nonl && !edbad)
      note("Files %s and %s are identical\n", n0, n1);
  } else if (FLAG(q)) note("Files %s and %s differ\n", n0, n1);
  else {
    // (-l: pr's header says it instead)
    if (in && !FLAG(l)) {
      xprintf("%s\n", s = cmdline(n0, n1));
      free(s);
    }
    pid = paginate(n0, n1);
    if (FLAG(y)) sidebyside(ch, nch);
    else if (FLAG(n)) rcs(ch, nch);
    else if (TT.fmt) formats(ch, nch);
    else if (FLAG(e) || FLAG(f)) {
      edscript(ch, nch);
    } else if (!FLAG(u) && !FLAG(c)) {
      for (c = 0; c < nch; c++) if (!ch[c].ign) normal(ch+c);
    } else {
      header(FLAG(u) ? "---" : "***", 0);
      header(FLAG(u) ? "+++" : "---", 1);
      for (c = 0; c < nch; c = last+1) {
        long a0, a1, e;
        int real = !ch[c].ign;

        // A hunk gathers changes at most 2*context lines apart, or less
        // than context lines for an ignorable one; it shows only if one
        // of them isn't ignorable (as GNU)
        for (last = c, e = c+1; e < nch; last = e++) {
          long gap = ch[e].a-(ch[last].a+ch[last].da);

          if (ch[e].ign ? gap >= TT.ctx : gap > 2*TT.ctx) break;
          real |= !ch[e].ign;
        }
        if (!real) continue;
        a0 = ch[c].a > TT.ctx ? ch[c].a-TT.ctx : 0;
        a1 = ch[last].a+ch[last].da+TT.ctx;
        if (a1 > F[0].n) a1 = F[0].n;
        hunk(ch+c, last-c+1, a0, a1);
      }
    }
    unpaginate(pid);
  }
  if (edbad) {
    xflush(0);
    for (i = 0; i < 2; i++) if (F[i].nonl) {
      error_msg("%s: No newline at end of file\n", F[i].name);
      TT.ret = 2;
    }
  }
  if (nch && !TT.ret) for (c = 0; c < nch; c++) if (!ch[c].ign) TT.ret = 1;
  free(ch);
done:
  freefiles();
}

static int excluded(char *name)
{
  struct arg_list *l;

  for (l = TT.excl; l; l = l->next) if (!fnmatch(l->arg, name, 0)) return 1;

  return 0;
}

// Names in a directory: in byte order, or without case first
static int namecmp(char *a, char *b, int tie)
{
  int c = TT.icase ? strcasecmp(a, b) : 0;

  return (c || !tie) && TT.icase ? c : strcmp(a, b);
}

static int qnamecmp(const void *a, const void *b)
{
  return namecmp(*(char **)a, *(char **)b, 1);
}

static char **listdir(char *path, long *count)
{
  DIR *dir;
  struct dirent *de;
  char **list = 0;
  long n = 0;

  *count = 0;
  if (!path) return 0;
  if (!(dir = opendir(path))) {
    perror_msg_raw(path);
    TT.ret = 2;
    return 0;
  }
  while ((de = readdir(dir))) {
    if (isdotdot(de->d_name) || excluded(de->d_name)) continue;
    if (!(n&63)) list = xrealloc(list, (n+64)*sizeof(char *));
    list[n++] = xstrdup(de->d_name);
  }
  closedir(dir);
  if (n) qsort(list, n, sizeof(char *), qnamecmp);
  *count = n;

  return list;
}

static void diffpaths(char *p0, char *p1, int depth);

static char *joinpath(char *dir, char *name)
{
  int len = strlen(dir);

  return xmprintf("%s%s%s", dir, len && dir[len-1] == '/' ? "" : "/", name);
}

// One name of a directory comparison: both (n0 and n1), or only one
static void entry(char *p0, char *p1, char *n0, char *n1)
{
  char *c0, *c1;

  if ((n0 && n1) || (n0 && FLAG(N))
      || (n1 && (FLAG(N) || FLAG(unidirectional_new_file)))) {
    diffpaths(c0 = joinpath(p0, n0 ? : n1), c1 = joinpath(p1, n1 ? : n0), 1);
    free(c0);
    free(c1);
  } else {
    note("Only in %s: %s\n", n0 ? p0 : p1, n0 ? : n1);
    if (!TT.ret) TT.ret = 1;
  }
}

// Directories: "Only in" for the names one lacks, compare the rest. With
// --ignore-file-name-case a name matches its own spelling first, then the
// others in order (as GNU)
static void diffdirs(char *p0, char *p1, int depth, int miss0, int miss1)
{
  char **l0, **l1;
  long n0, n1, i = 0, j = 0, i2, j2, k, m, *pair;
  int cmp;

  l0 = listdir(miss0 ? 0 : p0, &n0);
  l1 = listdir(miss1 ? 0 : p1, &n1);
  // -S: the top directories start at that name
  if (!depth && TT.S) {
    while (i < n0 && namecmp(l0[i], TT.S, 1) < 0) free(l0[i++]);
    while (j < n1 && namecmp(l1[j], TT.S, 1) < 0) free(l1[j++]);
  }
  while (i < n0 || j < n1) {
    if (i == n0) cmp = 1;
    else if (j == n1) cmp = -1;
    else cmp = namecmp(l0[i], l1[j], 0);
    if (cmp) {
      entry(p0, p1, cmp < 0 ? l0[i] : 0, cmp > 0 ? l1[j] : 0);
      if (cmp < 0) free(l0[i++]);
      else free(l1[j++]);
      continue;
    }
    for (i2 = i+1; i2 < n0 && !namecmp(l0[i], l0[i2], 0); i2++);
    for (j2 = j+1; j2 < n1 && !namecmp(l0[i], l1[j2], 0); j2++);
    pair = xmalloc((i2-i)*sizeof(long));
    for (k = i; k < i2; k++) for (pair[k-i] = -1, m = j; m < j2; m++)
      if (l1[m] && !strcmp(l0[k], l1[m])) {
        pair[k-i] = m;
        free(l1[m]);
        l1[m] = 0;
        break;
      }
    for (k = i, m = j; k < i2; k++) if (pair[k-i] == -1) {
      while (m < j2 && !l1[m]) m++;
      if (m < j2) pair[k-i] = m++;
    }
    // (the pairs first, then the names left over)
    for (k = i; k < i2; k++) if (pair[k-i] != -1) {
      entry(p0, p1, l0[k], l1[pair[k-i]] ? : l0[k]);
      free(l1[pair[k-i]]);
      l1[pair[k-i]] = 0;
    }
    for (k = i; k < i2; k++) {
      if (pair[k-i] == -1) entry(p0, p1, l0[k], 0);
      free(l0[k]);
    }
    for (m = j; m < j2; m++) if (l1[m]) {
      entry(p0, p1, 0, l1[m]);
      free(l1[m]);
    }
    free(pair);
    i = i2, j = j2;
  }
  free(l0);
  free(l1);
}

static char *typename(struct stat *st)
{
  if (S_ISREG(st->st_mode) && !st->st_size) return "regular empty file";

  return file_type_name(st->st_mode);
}

static void diffpaths(char *p0, char *p1, int depth)
{
  struct stat st[2];
  int miss[2], k, news;
  char *p[2] = {p0, p1}, *s;
  long i, n;

  for (k = 0; k < 2; k++) {
    miss[k] = 0;
    if (!strcmp(p[k], "-")) fstat(0, st+k);
    else if ((FLAG(no_dereference) && depth ? lstat : stat)(p[k], st+k)) {
      news = FLAG(N) || (!k && FLAG(unidirectional_new_file));
      if (errno != ENOENT || !news) {
        perror_msg_raw(p[k]);
        TT.ret = 2;
        return;
      }
      miss[k] = 1;
    }
  }
  if (miss[0] && miss[1]) {
    errno = ENOENT;
    perror_msg_raw(p0);
    TT.ret = 2;
    return;
  }
  // A missing file is the same type as the other one
  if (miss[0]) st[0] = st[1];
  if (miss[1]) st[1] = st[0];

  if (!depth && S_ISDIR(st[0].st_mode) != S_ISDIR(st[1].st_mode)) {
    // dir vs file: the file of the same name in the directory
    k = S_ISDIR(st[1].st_mode);
    if (!strcmp(p[!k], "-")) {
      error_msg("cannot compare '-' to a directory");
      TT.ret = 2;
      return;
    }
    p[k] = joinpath(p[k], s = basename_r(p[!k]));
    // (without case, the first name that matches if its own spelling isn't
    // there)
    if (TT.icase && lstat(p[k], st) && errno == ENOENT) {
      char **l = listdir(k ? p1 : p0, &n);

      for (i = 0; i < n; i++) if (!strcasecmp(l[i], s)) break;
      if (i < n) {
        free(p[k]);
        p[k] = joinpath(k ? p1 : p0, l[i]);
      }
      while (n) free(l[--n]);
      free(l);
    }
    diffpaths(p[0], p[1], 1-1);
    free(p[k]);
    return;
  }
  if (S_ISDIR(st[0].st_mode) && S_ISDIR(st[1].st_mode)) {
    if (TT.fmt) {
      error_msg("-D option not supported with directories");
      TT.ret = 2;
      return;
    }
    if (depth && !FLAG(r)) {
      note("Common subdirectories: %s and %s\n", p0, p1);
      return;
    }
    diffdirs(p0, p1, depth, miss[0], miss[1]);
    return;
  }
  if (!miss[0] && !miss[1] && (S_ISDIR(st[0].st_mode) ||
      S_ISDIR(st[1].st_mode) || S_ISLNK(st[0].st_mode) != S_ISLNK(st[1].st_mode)))
  {
    note("File %s is a %s while file %s is a %s\n", p0, typename(st), p1,
      typename(st+1));
    if (!TT.ret) TT.ret = 1;
    return;
  }
  if (S_ISLNK(st[0].st_mode) && S_ISLNK(st[1].st_mode)) {
    char *l0 = xreadlink(p0), *l1 = xreadlink(p1);

    if (strcmp(l0, l1)) {
      note("Symbolic links %s and %s differ\n", p0, p1);
      if (!TT.ret) TT.ret = 1;
    }
    free(l0);
    free(l1);
    return;
  }
  // (the same file is identical, but -y and -D still print it)
  if (!FLAG(q) && (FLAG(y) || TT.fmt)) ;
  else if (!strcmp(p0, "-") && !strcmp(p1, "-")) {
    if (FLAG(s)) note("Files %s and %s are identical\n", p0, p1);
    return;
  } else if (!miss[0] && !miss[1] && same_file(st, st+1) && S_ISREG(st->st_mode)) {
    if (FLAG(s)) note("Files %s and %s are identical\n", p0, p1);
    return;
  }
  difffiles(p0, p1, depth);
}

// --palette=rs=0:hd=1:ad=32:de=31:ln=36 (values with \ and ^ escapes, as
// LS_COLORS): 0 if it can't be parsed
static int palette(char *p)
{
  char *keys[] = {"rs", "hd", "ad", "de", "ln"}, *out, *q;
  int k, c, n, e;

  while (*p) {
    if (*p == ':') {
      p++;
      continue;
    }
    if (!p[0] || !p[1] || p[2] != '=') return 0;
    for (k = 0; k < 5; k++) if (!strncmp(p, keys[k], 2)) break;
    e = 0;
    // (the value, unescaped in place: it only gets shorter)
    for (out = q = p+3; *q && *q != ':'; q++) {
      e = 0;
      // (as GNU: ^? is DEL and then a ?)
      if (*q == '^') {
        if (q[1] == '?') c = 127;
        else if (q[1] >= '@' && q[1] <= '~') c = *++q&31;
        else e = 1;
      } else if (*q != '\\') c = *q;
      else if (!*++q) e = 1;
      else if (*q >= '0' && *q <= '7') {
        for (c = 0; *q >= '0' && *q <= '7'; q++) c = c*8+*q-'0';
        q--;
      } else if (*q == 'x' && isxdigit(q[1])) {
        for (c = 0; isxdigit(q[1]); q++)
          c = c*16+(isdigit(q[1]) ? q[1]-'0' : (q[1]|32)-'a'+10);
      } else if ((n = stridx("abefnrtv", *q)) != -1)
        c = "\a\b\033\f\n\r\t\v"[n];
      else c = *q;
      if (e) break;
      *out++ = c;
    }
    if (e || k == 5) {
      error_msg("unrecognized prefix: %.2s", p);
      return 0;
    }
    c = *q;
    *out = 0;
    TT.pal[k] = p+3;
    p = q+!!c;
  }

  return 1;
}

// -U -C --unified= --context=: the most context asked for, as GNU
// A decimal number at least min, as GNU reads them ("" is 0, past LONG_MAX
// is LONG_MAX), or "invalid WHAT 'S'" and exit 2
static long number(char *s, char *what, long min)
{
  char *end;
  long n;

  // (not strtol() for "": musl's sets EINVAL, glibc's doesn't)
  errno = 0;
  if (!*s) n = 0, end = s;
  else n = strtol(s, &end, 10);
  if (errno == ERANGE && n > 0) errno = 0;
  if (*end || n < min || errno) usage2(xmprintf("invalid %s '%%s'", what), s);

  return n;
}

// The value of an option given more than once only with the same value
static long once(struct arg_list *l, char *what, long n)
{
  struct arg_list *first = l;
  long m;

  for (; l; l = l->next, n = m)
    if ((m = number(l->arg, what, 1)) != n && l != first)
      error_exit("conflicting %s options", what);

  return n;
}

static void ctxlen(char *s)
{
  long n;

  if (s && (n = number(s, "context length", 0)) > TT.ctx) TT.ctx = n;
}

// The index of the argument an option's value p is in (or -1)
static int argpos(char *p)
{
  int i;

  for (i = 0; toys.argv[i]; i++)
    if (p >= toys.argv[i] && p <= toys.argv[i]+strlen(toys.argv[i])) return i;

  return -1;
}

// A bad -I or -F regex: "diff: RE: why" and exit 2, as GNU
static void recomp(regex_t *re, char *s)
{
  int rc = tregcomp(re, s, 0);

  if (rc) {
    regerror(rc, re, libbuf, sizeof(libbuf));
    error_exit("%s: %s", s, libbuf);
  }
}

void diff_main(void)
{
  struct arg_list *l;
  char *s, **args = toys.optargs;
  int i, j, k;
  long width;

  // Write errors and error_exit() are trouble: 2
  toys.exitval = 2;
  // (no line is as long as a tab past INT_MAX, nor wide enough to fill
  // a width past LONG_MAX/4)
  if ((TT.ts = once(TT.tabsize, "tabsize", 8)) > INT_MAX) TT.ts = INT_MAX;
  if ((width = once(TT.W, "width", 130)) > LONG_MAX/4) width = LONG_MAX/4;
  if (FLAG(v)) {
    xputs("toybox " TOYBOX_VERSION);
    toys.exitval = 0;
    return;
  }
  // (the most context asked for: -u, -c, --unified and --context ask for 3)
  TT.ctx = (FLAG(u) || FLAG(c) || (FLAG(unified) && !TT.unified)
    || (FLAG(context) && !TT.context)
    || !(FLAG(U) || FLAG(C) || TT.unified || TT.context)) ? 3 : 0;
  ctxlen(TT.U);
  ctxlen(TT.C);
  ctxlen(TT.unified);
  ctxlen(TT.context);
  if (FLAG(U) || FLAG(unified)) toys.optflags |= FLAG_u;
  if (FLAG(C) || FLAG(context)) toys.optflags |= FLAG_c;
  // -H --horizon-lines -d only tune GNU's search: this one always finds the
  // fewest changes. (A horizon longer than the context does change which
  // of equally short diffs is found: see discard().)
  if (TT.horizon) TT.hor = number(TT.horizon, "horizon length", 0);
  // The last of --ignore-file-name-case and --no-ignore-file-name-case wins
  for (i = 1; toys.argv[i] && strcmp(toys.argv[i], "--"); i++) {
    int len = strlen(s = toys.argv[i]);

    if (len > 9 && !strncmp(s, "--ignore-file-name-case", len)) TT.icase = 1;
    if (len > 5 && !strncmp(s, "--no-ignore-file-name-case", len))
      TT.icase = 0;
  }
  if (FLAG(y)) {
    long t = FLAG(t) ? 1 : TT.ts, w = width;

    TT.off = (w+t+3)/(2*t)*t;
    TT.hw = TT.off-3 < w-TT.off ? TT.off-3 : w-TT.off;
    if (TT.hw < 0) TT.hw = 0;
    if (!TT.hw) TT.off = w;
  }
  if (!TT.color || !strcmp(TT.color, "auto")) TT.color_on = FLAG(color) && isatty(1);
  else if (!strcmp(TT.color, "always")) TT.color_on = 1;
  else if (strcmp(TT.color, "never")) {
    usage2("invalid color '%s'", TT.color);
  }

  for (i = 0; i < 5; i++) TT.pal[i] = (char *[]){"0", "1", "32", "31", "36"}[i];
  if (TT.color_on && TT.palette && !palette(TT.palette = xstrdup(TT.palette))) {
    error_msg("unparsable value for --palette");
    TT.color_on = 0;
  }

  // -D and the format options are one style (with -D's group formats)
  for (i = 0; i < 4; i++) TT.fmt |= TT.lfmt[i] || TT.gfmt[i];
  TT.fmt |= FLAG(D);
  i = FLAG(e)+FLAG(f)+FLAG(n)+FLAG(u)+FLAG(c)+FLAG(y)+FLAG(normal)+TT.fmt;
  if (i > 1) usage2("conflicting output style options", 0);
  if (FLAG(p) && !i) toys.optflags |= FLAG_c;
  for (i = 1; i < 4; i++) if (!TT.lfmt[i]) TT.lfmt[i] = TT.lfmt[0];
  if (FLAG(D)) {
    char *dg[] = {"#ifndef %s\n%%<#endif /* ! %s */\n",
      "#ifdef %s\n%%>#endif /* %s */\n",
      "#ifndef %s\n%%<#else /* %s */\n%%>#endif /* %s */\n", "%%="},
      *names[] = {"old", "new", "changed", "unchanged"};

    for (i = 0; i < 4; i++) {
      s = xmprintf(dg[i], TT.D, TT.D, TT.D);
      // (as GNU: the later of the two options is the one that conflicts)
      if (TT.gfmt[i] && strcmp(TT.gfmt[i], s)) {
        if (argpos(TT.D) > argpos(TT.gfmt[i]))
          usage2("conflicting -D option value '%s'", s);
        usage2("conflicting %s", xmprintf("--%s-group-format option value"
          " '%s'", names[i], TT.gfmt[i]));
      }
      TT.gfmt[i] = s;
    }
  } else if (TT.fmt) {
    for (i = 1; i < 4; i++) if (!TT.lfmt[i]) TT.lfmt[i] = "%l\n";
    for (i = 0; i < 2; i++) if (!TT.gfmt[i]) TT.gfmt[i] = TT.gfmt[2];
    if (!TT.gfmt[0]) TT.gfmt[0] = "%<";
    if (!TT.gfmt[1]) TT.gfmt[1] = "%>";
    if (!TT.gfmt[3]) TT.gfmt[3] = "%=";
  }
  for (l = TT.F; l; l = l->next) TT.nfre++;
  TT.fre = xmalloc((TT.nfre+FLAG(p)+1)*sizeof(regex_t));
  for (l = TT.F, i = 0; l; l = l->next) recomp(TT.fre+i++, l->arg);
  if (FLAG(p)) xregcomp(TT.fre+TT.nfre++, "^[[:alpha:]$_]", 0);
  for (l = TT.I; l; l = l->next) TT.nre++;
  TT.re = xmalloc((TT.nre+1)*sizeof(regex_t));
  for (l = TT.I, i = 0; l; l = l->next, i++) recomp(TT.re+i, l->arg);
  for (l = TT.x; l; l = l->next) {
    struct arg_list *n = xmalloc(sizeof(*n));

    n->arg = l->arg;
    n->next = TT.excl;
    TT.excl = n;
  }
  for (l = TT.X; l; l = l->next) {
    FILE *fp = fopen(l->arg, "r");

    if (!fp) {
      TT.ret = 2;
      perror_exit_raw(l->arg);
    }
    while ((s = xgetline(fp))) {
      struct arg_list *n = xmalloc(sizeof(*n));

      n->arg = s;
      n->next = TT.excl;
      TT.excl = n;
    }
    fclose(fp);
  }

  TT.hold = FLAG(l) && !isatty(1);

  // The options as given, for the "diff -r a/x b/x" lines
  for (j = 0; toys.argv[j]; j++);
  TT.cmdopts = xzalloc(j*sizeof(char *));
  for (j = 1, k = 0; toys.argv[j]; j++) {
    int op = 0;

    for (i = 0; i < toys.optc; i++) if (toys.argv[j] == args[i]) op = 1;
    if (!op && strcmp(toys.argv[j], "--")) TT.cmdopts[k++] = toys.argv[j];
  }
  TT.cmdopts[k] = 0;

  if (TT.from_file || TT.to_file) {
    if (TT.from_file && TT.to_file) {
      TT.ret = 2;
      error_exit("--from-file and --to-file both specified");
    }
    for (i = 0; i < toys.optc; i++) {
      if (TT.from_file) diffpaths(TT.from_file, args[i], 0);
      else diffpaths(args[i], TT.to_file, 0);
    }
  } else {
    if (toys.optc < 2)
      usage2("missing operand after '%s'", toys.optc ? *args : "diff");
    if (toys.optc > 2) usage2("extra operand '%s'", args[2]);
    diffpaths(args[0], args[1], 0);
  }
  if (TT.held) xputsl(TT.held, TT.heldlen);
  xflush(1);
  toys.exitval = TT.ret;
}
