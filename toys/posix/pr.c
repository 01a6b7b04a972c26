/* pr.c - paginate or columnate files for printing
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/pr.html
 *
 * +PAGE and -COLUMN aren't options the option parser knows (a number as the
 * option name): a first parse lets them through ('?'), pr_main() takes them
 * out of argv and parses the rest again, strictly. -e -i -n
 * -s take their optional value attached (-e,4 -n:3 -s:), as POSIX says.
 * Where POSIX is silent the layout is GNU's: page header centred in the page
 * width, columns of (width-(columns-1))/columns padded with tabs, the last
 * page's columns balanced, -l of 10 or less meaning -t.

USE_PR(NEWTOY(pr, "?(pages):(columns)#<1D(date-format):h(header):l(length)#<1=66w(width)#<1=72W(page-width)#<1=72o(indent)#<0N(first-line-number)#e(expand-tabs);i(output-tabs);n(number-lines);s(separator);a(across)d(double-space)F(form-feed)fm(merge)r(no-file-warnings)t(omit-header)T(omit-pagination)", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_LOCALE))

config PR
  bool "pr"
  default y
  help
    usage: pr [+PAGE[:LAST]] [-COLUMN] [-adFfmrtT] [-e[C][N]] [-h HEADER] [-i[C][N]] [-l LINES] [-n[C][N]] [-N NUM] [-o OFFSET] [-s[C]] [-w WIDTH] [-W WIDTH] [-D FORMAT] [FILE...]

    Paginate FILEs (or stdin, also for -) for printing: 66-line pages, each
    with a 5-line header (date, file name, page number) and a 5-line trailer.

    +PAGE[:LAST]  Start at page PAGE (and stop after LAST) (also --pages)
    -COLUMN	Print COLUMN columns, filled down (also --columns)
    -a	Fill columns across, not down
    -d	Double space
    -D	strftime FORMAT for the header date (default %Y-%m-%d %H:%M)
    -e	Expand input tabs (or C) to every Nth column (default 8)
    -F -f	Form feed after each page, instead of padding with newlines
    -h	HEADER instead of the file name
    -i	Replace output spaces with tabs (or C) at every Nth column (default 8)
    -l	Page length in lines (default 66; 10 or less: no header, like -t)
    -m	Merge: print the files side by side, one a column
    -n	Number lines with N digits (default 5), then C (default tab)
    -N	Number of the first line (default 1)
    -o	Put OFFSET spaces before each line
    -r	No warnings for files that can't be opened
    -s	Separate columns by C (default tab) instead of padding; don't
    	truncate lines unless -w is given
    -t	No headers and trailers (nor padding of the last page)
    -T	As -t, and drop the form feeds in the input too
    -w	Width for multiple columns (default 72; lines are cut to fit)
    -W	Page width: lines are always cut to fit (default 72)
*/

#define FOR_pr
#include "toys.h"

GLOBALS(
  char *pages;
  long columns;
  char *D, *h;
  long l, w, W, o, N;
  char *e, *i, *n, *s;

  long first, last, cols, body, lineno, width;
  int hdr, numw, expw, tabw;
  char numc, expc, tabc, *sep, *row;
  size_t rowlen, rowcap;
)

// One input file, read a logical line at a time (a form feed ends one too)
struct pfile {
  FILE *fp;
  char *name, *buf, *pend;
  size_t cap;
  ssize_t plen;
  time_t mtime;
};

struct pline {
  char *s;
  long len, num;
};

// The next line of pf (NULL at the end), its length in *len; *ff set when
// a form feed after it ends the page.
static char *getl(struct pfile *pf, long *len, int *ff)
{
  char *s, *f;

  *ff = 0;
  if (!pf->fp) return 0;
  if (pf->plen <= 0) {
    if ((pf->plen = getline(&pf->buf, &pf->cap, pf->fp)) <= 0) {
      if (ferror(pf->fp)) perror_msg("%s", pf->name);
      if (pf->fp != stdin) fclose(pf->fp);
      pf->fp = 0;
      return 0;
    }
    pf->pend = pf->buf;
    if (pf->pend[pf->plen-1] == '\n') pf->plen--;
    else if (!pf->plen) return 0;
    if (!pf->plen) {
      pf->plen = -1;
      *len = 0;
      return pf->buf;
    }
  }
  s = pf->pend;
  if ((f = memchr(s, '\f', pf->plen))) {
    *len = f-s;
    *ff = 1;
    pf->plen -= *len+1;
    pf->pend = f+1;
    // "a\f\n": the form feed ends the line, no empty line after it
    if (!pf->plen) pf->plen = -1;
  } else {
    *len = pf->plen;
    pf->plen = -1;
  }

  return s;
}

// Append LEN bytes to the output row
static void put(char *s, long len)
{
  if (TT.rowlen+len+1 > TT.rowcap)
    TT.row = xrealloc(TT.row, TT.rowcap = (TT.rowlen+len)*2+256);
  memcpy(TT.row+TT.rowlen, s, len);
  TT.rowlen += len;
}

// Pad from column *pos to column to: tabs where they fit unless -s
static void pad(long *pos, long to, int tabs)
{
  while (tabs && (*pos/8+1)*8 <= to) {
    put("\t", 1);
    *pos = (*pos/8+1)*8;
  }
  for (; *pos < to; ++*pos) put(" ", 1);
}

// Add text to the row at column *pos, cut at column end (unless end < 0).
// With -e, input tab characters expand to spaces.
static void text(char *s, long len, long *pos, long end)
{
  long i, w, start = *pos;

  for (i = 0; i < len; i++) {
    unsigned char c = s[i];

    if (FLAG(e) && c == TT.expc) {
      w = TT.expw-(*pos-start)%TT.expw;
      if (end >= 0 && *pos+w > end) w = end-*pos;
      for (; w > 0; w--, ++*pos) put(" ", 1);
    } else {
      w = c == '\t' ? 8-*pos%8 : (c&0xc0) == 0x80 ? 0 : c == '\b' ? -1 : 1;
      if (end >= 0 && *pos+w > end) break;
      put((char *)s+i, 1);
      *pos += w;
    }
    if (end >= 0 && *pos >= end) {
      // keep the continuation bytes of a character that fit
      while (i+1 < len && (s[i+1]&0xc0) == 0x80 && (s[i]&0x80)) put(s+ ++i, 1);
      break;
    }
  }
}

static void number(long num, long *pos)
{
  char buf[32];
  int len = snprintf(buf, sizeof(buf), "%*ld", TT.numw, num);

  // Only the last N digits, when the number outgrows its field
  put(buf+len-TT.numw, TT.numw);
  *pos += TT.numw;
  if (TT.numc == '\t') pad(pos, (*pos/8+1)*8, 1);
  else {
    put(&TT.numc, 1);
    ++*pos;
  }
}

// Write the row out, with -i turning runs of spaces into tabs
static void endrow(void)
{
  long i, j, col = 0;

  if (!FLAG(i)) put("\n", 1);
  else {
    char *s = xmalloc(TT.rowlen+1);

    memcpy(s, TT.row, TT.rowlen);
    j = TT.rowlen;
    TT.rowlen = 0;
    for (i = 0; i < j; ) {
      if (s[i] == ' ') {
        long k = i, c = col;

        while (k < j && s[k] == ' ') k++, c++;
        while ((col/TT.tabw+1)*TT.tabw <= c && (col/TT.tabw+1)*TT.tabw-col > 1) {
          put(&TT.tabc, 1);
          col = (col/TT.tabw+1)*TT.tabw;
        }
        for (; col < c; col++) put(" ", 1);
        i = k;
        continue;
      }
      col = s[i] == '\t' ? (col/8+1)*8 : col+((s[i]&0xc0) != 0x80);
      put(s+i++, 1);
    }
    free(s);
    put("\n", 1);
  }
  if (FLAG(d)) put("\n", 1);
  xwrite(1, TT.row, TT.rowlen);
  TT.rowlen = 0;
}

static void header(char *name, time_t t, long page)
{
  char date[256], pg[32], *s;
  long dl, nl, pl, sp;
  struct tm *tm = localtime(&t);

  if (!tm || !strftime(date, sizeof(date), TT.D ? : "%Y-%m-%d %H:%M", tm))
    *date = 0;
  sprintf(pg, "Page %ld", page);
  dl = strlen(date);
  nl = strlen(name);
  pl = strlen(pg);
  sp = TT.width-dl-nl-pl;
  s = xmprintf("%*s\n\n%*s%s%*s%s%*s%s\n\n\n", (int)TT.o, "", (int)TT.o, "",
    date, sp < 2 ? 1 : (int)(sp/2), "", name,
    sp < 2 ? 1 : (int)(sp-sp/2), "", pg);
  xwrite(1, s, strlen(s));
  free(s);
}

// One page of lines: lay them out in rows and write it with header/trailer
static void page(struct pline *pl, long n, long cols, int merge, char *name,
  time_t t, long pagenum, int ff)
{
  long rows, r, j, stride, colw, left = TT.o, pos, end, lines, max,
    per[cols+1];
  int trunc = (cols > 1 || merge) ? (!FLAG(s) || FLAG(w)) : FLAG(W);

  if (pagenum < TT.first || (TT.last && pagenum > TT.last)) return;
  if (TT.hdr) header(name, t, pagenum);

  // Column geometry: -m -n numbers once a row, before the columns
  if (merge && FLAG(n)) left += TT.numw + (TT.numc == '\t' ? 8-TT.numw%8 : 1);
  stride = (TT.width-(left-TT.o)-(cols-1)*(TT.sep ? strlen(TT.sep) : 1))/cols;
  if (stride < 1) stride = 1;
  colw = stride;
  if (!TT.sep) stride++;

  if (merge || cols == 1 || FLAG(a)) rows = merge ? n/cols : (n+cols-1)/cols;
  else {
    // Down: full pages fill each column; a short page is balanced
    rows = TT.body/(FLAG(d) ? 2 : 1);
    if (!rows) rows = 1;
    if (n < rows*cols) {
      for (j = 0; j < cols; j++) per[j] = n/cols+(j < n%cols);
      rows = per[0];
    } else for (j = 0; j < cols; j++) per[j] = rows;
  }

  for (r = 0; r < rows; r++) {
    long last = 0, idx = 0;


    pos = 0;
    pad(&pos, TT.o, 0);
    if (merge && FLAG(n)) number(pl[r*cols].num, &pos);
    for (j = 0; j < cols; j++) {
      struct pline *p;

      if (merge || cols == 1 || FLAG(a)) idx = r*cols+j;
      else {
        // Down: this column's lines follow the ones of the columns before
        if (r >= per[j]) continue;
        idx = j ? idx+per[j-1] : r;
      }
      if (idx >= n) break;
      p = pl+idx;
      if (!p->s && !merge) continue;

      // Get to this column: a separator, or padding
      if (j) {
        if (TT.sep) {
          for (; last < j; last++) {
            put(TT.sep, strlen(TT.sep));
            pos += strlen(TT.sep);
          }
        } else pad(&pos, left+j*stride, 1);
      }
      last = j;
      end = trunc ? (TT.sep ? pos+colw : left+j*stride+colw) : -1;
      if (p->s) {
        if (FLAG(n) && !merge) number(p->num, &pos);
        text(p->s, p->len, &pos, end);
      }
      // -m pads every column but the last, even an empty one
      if (merge && j < cols-1 && !TT.sep) pad(&pos, left+(j+1)*stride, 1);
      if (merge && j < cols-1 && TT.sep) {
        put(TT.sep, strlen(TT.sep));
        pos += strlen(TT.sep);
        last = j+1;
      }
    }
    endrow();
  }

  // Padding and trailer
  lines = rows*(FLAG(d) ? 2 : 1);
  if (TT.hdr) {
    if (FLAG(F) || FLAG(f)) xwrite(1, "\f", 1);
    else {
      // -d with an odd body leaves its last line out (as GNU does)
      max = FLAG(d) ? TT.body/2*2 : TT.body;
      for (; lines < max+5; lines++) put("\n", 1);
      xwrite(1, TT.row, TT.rowlen);
      TT.rowlen = 0;
    }
  } else if (ff && !FLAG(T)) xwrite(1, "\f", 1);
}

static void freelines(struct pline *pl, long n)
{
  while (n--) free(pl[n].s);
}

// Paginate one file, or (merge) all of them side by side
static void paginate(struct pfile *pf, long nf, int merge, char *name, time_t t)
{
  long cols = merge ? nf : TT.cols, rows = TT.body/(FLAG(d) ? 2 : 1), n,
    max, pagenum = 1, j, len;
  struct pline *pl;
  int ff, any;

  if (!rows) rows = 1;
  max = rows*cols;
  pl = xzalloc(max*sizeof(*pl));
  TT.lineno = TT.N;
  for (;;) {
    ff = 0;
    n = 0;
    if (merge) {
      while (n < max && !ff) {
        any = 0;
        for (j = 0; j < nf; j++) {
          char *s = getl(pf+j, &len, &ff);

          pl[n+j].s = s ? xmemdup(s, len) : 0;
          pl[n+j].len = len;
          any |= !!s;
        }
        if (!any) break;
        pl[n].num = TT.lineno++;
        n += nf;
      }
    } else while (n < max && !ff) {
      char *s = getl(pf, &len, &ff);

      if (!s) break;
      pl[n].s = xmemdup(s, len);
      pl[n].len = len;
      pl[n++].num = TT.lineno++;
    }
    if (!n && !ff) break;
    page(pl, n, cols, merge, name, t, pagenum++, ff);
    freelines(pl, n);
    if (TT.last && pagenum > TT.last) break;
  }
  free(pl);
}

static int popen_file(struct pfile *pf, char *name)
{
  struct stat st;

  memset(pf, 0, sizeof(*pf));
  pf->name = name;
  if (!strcmp(name, "-")) {
    pf->fp = stdin;
    pf->mtime = time(0);
  } else if (!(pf->fp = fopen(name, "r"))) {
    if (!FLAG(r)) perror_msg("%s", name);
    else toys.exitval = 1;
    return 0;
  } else pf->mtime = fstat(fileno(pf->fp), &st) ? time(0) : st.st_mtime;

  return 1;
}

// An optional -e -i -n value: [CHAR][WIDTH]
static void charwidth(char *arg, char *c, int *w, char dc, int dw)
{
  *c = dc;
  *w = dw;
  if (!arg) return;
  if (*arg && !isdigit(*arg)) *c = *arg++;
  if (*arg) *w = atolx_range(arg, 1, 1000);
}

// Take +PAGE[:LAST] and -COLUMN out of argv, then parse it strictly
static void prescan(void)
{
  char **argv = toys.argv, **new, *s, *pages = 0, *longs[] = {"date-format",
    "header", "length", "width", "page-width", "indent", "first-line-number",
    "pages", "columns"};
  long i, j, k, cols = 0;

  for (i = 0; argv[i]; i++);
  new = xzalloc((i+1)*sizeof(*new));
  for (i = j = 0; (s = argv[i]); i++) {
    if (!i || (*s != '-' && *s != '+')) new[j++] = s;
    else if (!strcmp(s, "--")) {
      while (argv[i]) new[j++] = argv[i++];
      break;
    } else if (*s == '-' && isdigit(s[1]) && !s[strspn(s+1, "0123456789")+1])
      cols = atolx_range(s+1, 1, LONG_MAX);
    else if (*s == '+' && isdigit(s[1])) pages = s+1;
    else if (*s == '+') new[j++] = s;
    else if (s[1] == '-') {
      new[j++] = s;
      if (!strchr(s, '=') && argv[i+1])
        for (k = 0; k < sizeof(longs)/sizeof(*longs); k++)
          if (!strcmp(s+2, longs[k])) new[j++] = argv[++i];
    } else {
      new[j++] = s;
      // An option taking a separate argument: keep that with it
      for (s++; *s && !strchr("eins", *s); s++)
        if (strchr("DhlwWoN", *s)) {
          if (!s[1] && argv[i+1]) new[j++] = argv[++i];
          break;
        }
    }
  }
  reparse_args(new);
  if (cols) TT.columns = cols;
  if (pages) TT.pages = pages;
}

void pr_main(void)
{
  struct pfile *pf;
  char **args, *name, *dash[] = {"-", 0};
  long i, nf = 0;

  prescan();
  args = toys.optc ? toys.optargs : dash;

  // The page range and column count
  if (TT.pages) {
    char *s = TT.pages, *end;

    TT.first = strtol(s, &end, 10);
    if (*end == ':') TT.last = strtol(end+1, &end, 10);
    if (*end || TT.first < 1 || (TT.last && TT.last < TT.first)
        || end == s) error_exit("bad page range '%s'", TT.pages);
  } else TT.first = 1;
  TT.cols = TT.columns ? : 1;
  if (FLAG(m) && TT.columns)
    error_exit("no -COLUMN with -m");
  if (FLAG(a) && TT.cols == 1) TT.cols = 1;
  charwidth(TT.e, &TT.expc, &TT.expw, '\t', 8);
  charwidth(TT.i, &TT.tabc, &TT.tabw, '\t', 8);
  {
    int w;

    charwidth(TT.n, &TT.numc, &w, '\t', 5);
    TT.numw = w;
  }
  if (FLAG(s)) {
    TT.sep = xmalloc(2);
    TT.sep[0] = TT.s ? *TT.s : '\t';
    TT.sep[1] = 0;
  }
  if (!FLAG(N)) TT.N = 1;
  TT.width = FLAG(W) ? TT.W : TT.w;
  TT.hdr = !FLAG(t) && !FLAG(T) && TT.l > 10;
  TT.body = TT.hdr ? TT.l-10 : TT.l;

  for (i = 0; args[i]; i++);
  pf = xzalloc(i*sizeof(*pf));
  for (i = 0; args[i]; i++) {
    if (!popen_file(pf+nf, args[i])) continue;
    if (FLAG(m)) nf++;
    else {
      name = TT.h ? : strcmp(args[i], "-") ? args[i] : "";
      paginate(pf, 1, 0, name, pf->mtime);
    }
  }
  if (FLAG(m) && nf) paginate(pf, nf, 1, TT.h ? : "", time(0));
  free(pf);
}
