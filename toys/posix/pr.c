/* pr.c - paginate or columnate files for printing
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/pr.html
 *
 * Where POSIX is silent this does what GNU pr does (long options, -D -J -N
 * -S -T -W -c -v, the header layout, tabs in the padding between columns).
 * -e -i -n -s -S take an optional argument that must be attached (-e4,
 * -n:3) and +PAGE and -COLUMN are numbers as options, which lib/args.c
 * can't parse. So the optstring below has those five only as long options
 * (whose optional value is --name=VALUE) and a '?' so the first parse lets
 * anything else through; pr_main() then rewrites argv (-e4 becomes
 * --expand-tabs=4, -3 --columns=3, +2:5 --pages=2:5) and parses it again
 * strictly without the '?'.
 *
 * Known differences from GNU pr, where it gets columns wrong: in a UTF-8
 * locale characters are display widths (GNU counts each byte of a multibyte
 * character as zero columns); a tab separator (-s, -J) moves to the next
 * tab stop (GNU counts it as one column, so tabs later in the line land
 * elsewhere); with -i in one column an input tab is white space up to its
 * tab stop (GNU copies it and counts it as nothing); a line whose first
 * character doesn't fit its column is an empty line (GNU drops it, and can
 * lose a line that way). And: -e -i -n given again without a value go back
 * to the defaults, -3 -2 is 2 columns (GNU 32), a second +PAGE replaces the
 * first (GNU opens it as a file), -W wins over -w in any order, and a file
 * that can't be read is reported and the other files are still printed.

USE_PR(NEWTOY(pr, "?(pages):(columns)#<1a(across)c(show-control-chars)d(double-space)D(date-format):(expand-tabs);F(form-feed)fh(header):(output-tabs);J(join-lines)l(length)#<1=66(number-lines);m(merge)N(first-line-number)#o(indent)#<0>2147483647(separator);(sep-string);pr(no-file-warnings)t(omit-header)T(omit-pagination)v(show-nonprinting)w(width)#<1>2147483647=72W(page-width)#<1>2147483647[!am]", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_LOCALE))

config PR
  bool "pr"
  default y
  help
    usage: pr [-acdFfJmprTtv] [+FIRST[:LAST]] [-COLUMNS] [-D FMT] [-e[CHAR][GAP]] [-h HEADER] [-i[CHAR][GAP]] [-l LINES] [-N NUM] [-n[CHAR][WIDTH]] [-o MARGIN] [-s[SEP]] [-S[SEP]] [-w WIDTH] [-W WIDTH] [FILE...]

    Paginate the FILEs (or stdin) for printing: pages of 66 lines, each with
    a 5 line header (date, file name and page number) and a 5 line trailer.

    +FIRST[:LAST]  Print only pages FIRST to LAST (--pages=FIRST[:LAST])
    -COLUMNS  Print COLUMNS columns down the page, balanced on a short page
              (--columns=COLUMNS)
    -a  Columns across the page: lines go left to right, then down
    -c  Show control characters as ^X, other unprintable bytes as \OOO
    -D  Strftime FMT for the header's date (default %Y-%m-%d %H:%M)
    -d  Double space: an empty line after each line
    -e  Expand input CHARs (default tab) to tab stops every GAP (default 8)
    -F  Form feed after each page instead of empty lines (also -f)
    -h  HEADER instead of the file name
    -i  Output tabs: spaces to tab stops every GAP (default 8) become CHARs
        (default tab)
    -J  Join lines: no truncation or alignment of columns, separator tab
    -l  LINES a page (default 66; 10 or less means -t)
    -m  Merge: each FILE is a column
    -N  NUM is the number of the first line printed
    -n  Number lines: WIDTH digits (default 5) then CHAR (default tab)
    -o  Indent each line with MARGIN spaces
    -p  Before each page on a terminal beep and wait for Enter on /dev/tty
    -r  Don't report files that can't be opened
    -S  SEP separates columns (default " ", or tab with -J)
    -s  SEP separates columns (default tab, or none with -w or -W); without
        -w -W or -S columns are neither aligned nor truncated
    -T  Like -t, and no form feeds from the input
    -t  No headers or trailers
    -v  Show unprintable bytes as \OOO
    -W  Page WIDTH (default 72), truncating every line (unless -J)
    -w  Page WIDTH (default 72) for columns

    Long options: --across --date-format --double-space --expand-tabs
    --first-line-number --form-feed --header --indent --join-lines --length
    --merge --no-file-warnings --number-lines --omit-header
    --omit-pagination --output-tabs --page-width --sep-string --separator
    --show-control-chars --show-nonprinting --width.

    Lines are truncated to their column in multi-column output and with -W.
    Columns are padded with spaces and tabs. A form feed in the input starts
    a new page.
*/

#define FOR_pr
#include "toys.h"

// A line of input: text, allocated size, length and line number.
struct pr_line {
  char *s;
  size_t size;
  long len;
  unsigned long long num;
  int bs;
};

// An input file: state 0 reading, 1 stopped at a form feed, 2 at the end.
struct pr_in {
  FILE *fp;
  char *name;
  int state, was, has;
  struct pr_line line;
};

GLOBALS(
  char *pages;
  long columns;
  char *D, *expand_tabs, *h, *output_tabs;
  long l;
  char *number_lines;
  long N, o;
  char *separator, *sep_string;
  long w, W;

  char *sep, *title;
  long first, last, cols, body, rows, width, colw, limit, numlen, nwidth;
  long ingap, outgap, outpos, target, nin, seplen;
  unsigned long long lineno;
  int intab, outtab, nsep, compress, align, header, merge, numout, ffpage;
  int multi;
  int printed, tty;
  char *obuf;
  long olen;
  char date[256];
  struct pr_line *page, **row;
  long pagesize, rowsize;
)

// Output goes through a buffer of our own: stdio's calls cost too much a
// character.
#define OBUF 65536

static void o_drain(void)
{
  if (TT.olen) xwrite(1, TT.obuf, TT.olen);
  TT.olen = 0;
}

static void o_write(char *s, long len)
{
  if (TT.olen+len > OBUF) {
    o_drain();
    if (len > OBUF) {
      xwrite(1, s, len);
      return;
    }
  }
  if (len < 16) while (len--) TT.obuf[TT.olen++] = *s++;
  else {
    memcpy(TT.obuf+TT.olen, s, len);
    TT.olen += len;
  }
}

static void o_byte(char c)
{
  if (TT.olen == OBUF) o_drain();
  TT.obuf[TT.olen++] = c;
}

// In multi-column output (and with -i) white space is pending until
// something visible follows: then it's tabs (when it spans two or more
// columns) and spaces from outpos to target. Else it goes out as is.

static void o_flush(void)
{
  long next;

  if (TT.target-TT.outpos > 1)
    while ((next = TT.outpos+TT.outgap-TT.outpos%TT.outgap) <= TT.target) {
      o_byte(TT.outtab);
      TT.outpos = next;
    }
  for (; TT.outpos < TT.target; TT.outpos++) o_byte(' ');
}

static void o_space(long n)
{
  if (TT.compress) TT.target += n;
  else while (n-- > 0) o_byte(' ');
}

static void o_out(char *s, long len, long width)
{
  o_flush();
  o_write(s, len);
  TT.target = TT.outpos += width;
}

static void o_eol(void)
{
  o_byte('\n');
  TT.outpos = TT.target = 0;
}

// Display width of a string
static long strwidth(char *s)
{
  long len = strlen(s), width = 0;
  int w, n;

  while (len > 0) {
    n = text_char(s, len, &w);
    if (*s == '\t') w = 1;
    else if ((unsigned char)*s < ' ' || *s == 0x7f) w = 0;
    width += w;
    s += n;
    len -= n;
  }

  return width;
}

// A line number: the last WIDTH digits, then the separator.
static void print_num(unsigned long long num)
{
  char buf[32], *s = buf;
  long len = sprintf(buf, "%lld", (long long)num);

  if (len > TT.nwidth) {
    s += len-TT.nwidth;
    len = TT.nwidth;
  }
  o_space(TT.nwidth-len);
  o_out(s, len, len);
  if (TT.nsep == '\t') {
    if (TT.compress) o_space(8-TT.nwidth%8);
    else o_out("\t", 1, 8-TT.nwidth%8);
  } else if (TT.nsep == ' ') o_space(1);
  else o_out((char *)&TT.nsep, 1, 1);
}

// The text of one column, starting at column position col: stop at the
// first character that doesn't fit.
static void print_text(char *s, long len, long col, int bs, int first)
{
  char rep[8];
  long i, n, w, limit = TT.limit, start = col;
  int c, ww;

  // One column as it is: nothing to count
  if (!TT.compress && limit == LONG_MAX && !FLAG(expand_tabs) && !FLAG(c)
      && !FLAG(v) && !bs)
  {
    if (len) o_write(s, len);
    return;
  }

  for (i = 0; i < len; i += n) {
    c = (unsigned char)s[i];
    n = 1;

    // A run of plain characters
    if (c >= ' '+TT.compress && c < 0x7f && c != TT.intab) {
      while (i+n < len && (unsigned char)s[i+n] >= ' '+TT.compress
        && (unsigned char)s[i+n] < 0x7f && s[i+n] != TT.intab) n++;
      if (n > limit-col) n = limit-col;
      if (n < 1) break;
      o_out(s+i, n, n);
      col += n;
      continue;
    }
    if (c == '\t' || (FLAG(expand_tabs) && c == TT.intab)) {
      // -e counts from the start of the text, else of the column
      w = col-start*!!FLAG(expand_tabs);
      w = (c == TT.intab) ? TT.ingap-w%TT.ingap : 8-w%8;
      if (w > limit-col) break;
      if (first) o_flush();
      first = 0;
      if (TT.compress || FLAG(expand_tabs)) o_space(w);
      else o_out("\t", 1, w);
      col += w;
      continue;
    }
    if (c == ' ') {
      if (col >= limit) break;
      if (first) o_flush();
      first = 0;
      o_space(1);
      col++;
      continue;
    }
    if (c == '\b' && !FLAG(c) && !FLAG(v)) {
      if (col > start) {
        o_out("\b", 1, -1);
        col--;
      }
      continue;
    }
    if (c < ' ' || c == 0x7f) {
      if (FLAG(v) || FLAG(c)) {
        if (FLAG(v)) w = sprintf(rep, "\\%03o", c);
        else w = sprintf(rep, "^%c", c^0x40);
        if (w > limit-col) break;
        o_out(rep, w, w);
        col += w;
      } else o_out(s+i, 1, 0);
      continue;
    }

    // Beyond ASCII: a UTF-8 character in a UTF-8 locale, else a byte
    n = text_char(s+i, len-i, &ww);
    w = ww;
    if (n == 1 && (FLAG(c) || FLAG(v))) {
      w = sprintf(rep, "\\%03o", c);
      if (w > limit-col) break;
      o_out(rep, w, w);
    } else {
      if (w > limit-col) break;
      o_out(s+i, n, w);
    }
    col += w;
  }
}

// Start of column k of a row: after the offset (and number with -m).
static long colstart(long k)
{
  return TT.o+TT.numout*TT.numlen+k*(TT.colw+TT.seplen);
}

// One output line of n columns, and with -d the empty line after it when
// blank. Returns the lines output.
static long print_row(struct pr_line **l, long n, unsigned long long num,
  int blank)
{
  long k, col;
  char *s;
  int w;

  // The indent goes out at once (but in one column with -i the indent of
  // an empty line goes too). The padding before a column goes out when
  // its first character fits: none for a line cut at its first character.
  o_space(TT.o);
  if (TT.multi) o_flush();
  if (TT.numout) print_num(num);
  for (k = 0; k < n; k++) {
    if (k) {
      if (TT.align && TT.target < colstart(k-1)+TT.colw)
        o_space(colstart(k-1)+TT.colw-TT.target);
      for (s = TT.sep; *s; s += col) {
        col = text_char(s, strlen(s), &w);
        if (*s == ' ') o_space(1);
        else if (*s == '\t') {
          if (TT.align) o_space(1);
          else {
            o_flush();
            o_out(s, 1, 8-TT.outpos%8);
          }
        } else o_out(s, col, w);
      }
    }
    col = 0;
    if (FLAG(number_lines) && !TT.numout) {
      o_flush();
      print_num(l[k]->num);
      col = TT.numlen;
    } else if (k && !l[k]->len) o_flush();
    print_text(l[k]->s, l[k]->len, col, l[k]->bs, k && !col);
  }
  o_eol();
  if (!FLAG(d) || !(blank || TT.header)) return 1;
  o_byte('\n');

  return 2;
}

// A file that can't be opened or read: say so after what's printed
static void pr_error(char *name)
{
  int err = errno;

  o_drain();
  errno = err;
  perror_msg("%s", name);
}

// Read a line. Returns 0 at a form feed or the end of the input with
// nothing before it (in->state says which).
static int pr_getline(struct pr_in *in, struct pr_line *line)
{
  FILE *fp = in->fp;
  int c = 0;

  line->len = line->bs = 0;
  if (in->state) return 0;
  for (;;) {
    if ((c = getc_unlocked(fp)) == EOF) {
      if (ferror(fp)) pr_error(in->name);
      in->state = 2;
      break;
    }
    if (c == '\n') break;
    if (c == '\f') {
      in->state = 1;
      // A form feed's own line ends with it
      if ((c = getc_unlocked(fp)) != '\n' && c != EOF) ungetc(c, fp);
      c = '\f';
      break;
    }
    if (line->len == (long)line->size)
      line->s = xrealloc(line->s, line->size = line->size*2+256);
    line->s[line->len++] = c;
    if (c == '\b') line->bs = 1;
  }
  line->num = TT.lineno;

  return line->len || c == '\n';
}

// Look at the next character: note the end of the input, or with swallow
// eat a form feed (the one ending a page that was full anyway).
static void pr_peek(struct pr_in *in, int swallow)
{
  int c;

  if (in->state) return;
  if ((c = getc_unlocked(in->fp)) == EOF) {
    if (ferror(in->fp)) pr_error(in->name);
    in->state = 2;
  } else if (!swallow || c != '\f') ungetc(c, in->fp);
  else if ((c = getc_unlocked(in->fp)) != '\n' && c != EOF) ungetc(c, in->fp);
}

// The header's date
static void set_date(time_t t)
{
  struct tm *tm = localtime(&t);

  if (!tm || !strftime(TT.date, sizeof(TT.date),
      TT.D ? TT.D : "%Y-%m-%d %H:%M", tm)) *TT.date = 0;
}

// Header of page p, or the pause of -p
static void page_start(long p)
{
  char pg[32], *s;
  long left, right;

  if (TT.tty != -1) {
    char c;

    o_drain();
    fputc('\a', stderr);
    while (read(TT.tty, &c, 1) == 1 && c != '\n');
  }
  if (!TT.header) return;

  sprintf(pg, "Page %ld", p);
  left = TT.width-strwidth(TT.date)-strlen(pg)-strwidth(TT.title);
  right = left-left/2;
  left /= 2;
  o_space(TT.o);
  o_flush();
  o_eol();
  s = xmprintf("\n%*s%s%*s%s%*s%s\n\n\n", (int)TT.o, "", TT.date,
    (int)(left < 1 ? 1 : left), "", TT.title, (int)(right < 1 ? 1 : right),
    "", pg);
  o_write(s, strlen(s));
  free(s);
}

// Trailer of a page of used lines
static void page_end(long used)
{
  if (TT.header) {
    if (FLAG(F) || FLAG(f)) o_byte('\f');
    else while (used++ < TT.body+5) o_byte('\n');
  } else if (TT.ffpage && !(FLAG(T) && TT.l > 10)) o_byte('\f');
}

// Make room for n lines in the page and row buffers
static void page_room(long n)
{
  if (n > TT.pagesize) {
    long old = TT.pagesize;

    TT.pagesize = n+n/2+16;
    TT.page = xrealloc(TT.page, TT.pagesize*sizeof(*TT.page));
    memset(TT.page+old, 0, (TT.pagesize-old)*sizeof(*TT.page));
  }
  if (n > TT.rowsize) {
    TT.rowsize = n+n/2+16;
    TT.row = xrealloc(TT.row, TT.rowsize*sizeof(*TT.row));
  }
}

// With a header, the lines GNU pr outputs where the input ran out at the
// start of a row: an empty line for an empty page, and with -d an empty
// line (two for an empty page, or none in columns down).
static long page_empty(long rows, int across, int print)
{
  long n = 0;

  if (TT.header && print) {
    if (!rows) n = 1+!!FLAG(d);
    else if (across && FLAG(d)) n = 1;
  }
  for (rows = 0; rows < n; rows++) o_byte('\n');

  return n;
}

// Columns across (and a single column): rows of TT.cols lines
static long page_across(struct pr_in *in, int print)
{
  long n, k, rows = 0, used = 0;

  while (rows < TT.rows) {
    for (n = 0; n < TT.cols; n++) {
      if (n >= TT.pagesize) page_room(n+1);
      if (!pr_getline(in, TT.page+n)) break;
      TT.lineno++;
      if (in->state) {
        n++;
        break;
      }
    }
    if (!n) {
      used += page_empty(rows, 1, print);
      break;
    }
    for (k = 0; k < n; k++) TT.row[k] = TT.page+k;
    if (print) used += print_row(TT.row, n, 0, !in->state);
    rows++;
    if (in->state) break;
  }
  if (rows == TT.rows) pr_peek(in, 1);

  return used;
}

// Columns down: read the page, the columns of a short page balanced
static long page_down(struct pr_in *in, int print)
{
  long n = 0, max, base, extra, r, k, at, used = 0;
  int full;

  max = (TT.cols > LONG_MAX/TT.rows) ? LONG_MAX : TT.cols*TT.rows;
  for (;;) {
    if (n >= TT.pagesize) page_room(n+1);
    if (!pr_getline(in, TT.page+n)) break;
    TT.lineno++;
    if (++n == max || in->state) break;
  }
  full = n == max && !in->state;
  if (!n) used = page_empty(0, 0, print);
  if (n == max) {
    pr_peek(in, 1);
    base = TT.rows;
    extra = 0;
  } else {
    base = n/TT.cols;
    extra = n%TT.cols;
  }
  if (print) for (r = 0; r < base+!!extra; r++) {
    for (k = at = 0; k < TT.cols && at < n; k++) {
      if (r >= base+(k < extra)) break;
      TT.row[k] = TT.page+at+r;
      at += base+(k < extra);
    }
    used += print_row(TT.row, k, 0, full || r+1 < base+!!extra);
  }

  return used;
}

// Rows of one line from each file
static long page_merge(struct pr_in *in, int print)
{
  long rows = 0, k, n, got, used = 0;
  int more = 0, last = 0;

  while (rows < TT.rows) {
    for (k = got = more = 0; k < TT.nin; k++) {
      in[k].was = !in[k].state;
      got += in[k].has = pr_getline(in+k, &in[k].line);
      more |= !in[k].state;
      TT.row[k] = &in[k].line;
    }
    if (!got) {
      used += page_empty(rows, last, print);
      break;
    }
    last = more;

    // An empty column is printed (padded) while another file is still
    // going: one before it after this row's line, or one after it before.
    for (n = TT.nin; n > 1 && !in[n-1].has; n--) {
      for (k = 0; k < TT.nin; k++)
        if (k != n-1 && (k < n-1 ? !in[k].state : in[k].was)) break;
      if (k < TT.nin) break;
    }
    if (print) used += print_row(TT.row, n, TT.lineno, more);
    TT.lineno++;
    rows++;
  }
  if (rows == TT.rows) for (k = 0; k < TT.nin; k++) pr_peek(in+k, 1);

  return used;
}

// Print the pages of one file, or of the merged files
static void do_pages(struct pr_in *in, long nin)
{
  long p, k, used, done;

  TT.lineno = 1;
  TT.printed = 0;
  for (p = 1; p <= TT.last; p++) {
    for (k = done = 0; k < nin; k++) {
      if (in[k].state == 1) in[k].state = 0;
      pr_peek(in+k, 0);
      done += in[k].state == 2;
    }
    if (done == nin) {
      if (p < TT.first) {
        int ret = toys.exitval;

        o_drain();
        error_msg("starting page number %ld exceeds page count %ld",
          TT.first, p);
        toys.exitval = ret;
      }
      break;
    }
    if (p >= TT.first) {
      if (!TT.printed && FLAG(N)) TT.lineno = TT.N;
      TT.printed = 1;
      page_start(p);
    }
    if (TT.merge) used = page_merge(in, p >= TT.first);
    else if (FLAG(a) || TT.cols == 1) used = page_across(in, p >= TT.first);
    else used = page_down(in, p >= TT.first);
    for (k = TT.ffpage = 0; k < nin; k++) TT.ffpage |= in[k].state == 1;
    if (p >= TT.first) page_end(used);
  }
}

// Open a file (- is stdin), or report it
static int pr_open(struct pr_in *in, char *name)
{
  memset(in, 0, sizeof(*in));
  in->name = name;
  if (!strcmp(name, "-")) in->fp = stdin;
  else if (!(in->fp = fopen(name, "r"))) {
    if (FLAG(r)) toys.exitval = 1;
    else pr_error(name);
    return 0;
  }

  return 1;
}

static void pr_close(struct pr_in *in)
{
  if (in->fp != stdin) fclose(in->fp);
  free(in->line.s);
}

// [CHAR][NUMBER] of -e -i -n: a character that isn't a digit, a number > 0
static void charnum(char *arg, int opt, int *c, long *num)
{
  char *s = arg, *end;

  if (!s) return;
  if (*s && !isdigit((unsigned char)*s)) *c = (unsigned char)*s++;
  if (!*s) return;
  errno = 0;
  *num = strtol(s, &end, 10);
  if (*end || !isdigit((unsigned char)*s) || errno || *num < 1
      || *num > INT_MAX)
    error_exit("-%c: bad argument '%s'", opt, arg);
}

// Rewrite argv for lib/args.c: see the comment at the top
static char **pr_argv(char **argv)
{
  char **new, *s, *arg;
  char *longs[] = {"expand-tabs", "output-tabs", "number-lines",
    "separator", "sep-string"};
  char *needs[] = {"pages", "columns", "date-format", "header", "length",
    "first-line-number", "indent", "width", "page-width"};
  long i, n = 1, len;
  int dash = 0, j;

  for (i = 0; argv[i]; i++) n += strlen(argv[i])+1;
  new = xzalloc(n*sizeof(char *));
  n = 0;
  new[n++] = argv[0];
  for (i = 1; (arg = argv[i]); i++) {
    if (dash || !arg[1] || (*arg != '-' && *arg != '+')) {
      new[n++] = arg;
      continue;
    }
    if (*arg == '+') {
      len = strspn(arg+1, "0123456789");
      if (len && (!arg[len+1] || (arg[len+1] == ':' && arg[len+2]
          && strspn(arg+len+2, "0123456789") == strlen(arg+len+2))))
        new[n++] = xmprintf("--pages=%s", arg+1);
      else new[n++] = arg;
      continue;
    }
    if (arg[1] == '-') {
      new[n++] = arg;
      if (!arg[2]) dash = 1;
      else if (!strchr(arg, '=')) {
        for (j = 0; j < (int)(sizeof(needs)/sizeof(*needs)); j++)
          if (!strncmp(needs[j], arg+2, strlen(arg+2))) break;
        if (j < (int)(sizeof(needs)/sizeof(*needs)) && argv[i+1])
          new[n++] = argv[++i];
      }
      continue;
    }
    for (s = arg+1; *s;) {
      if (isdigit((unsigned char)*s)) {
        len = strspn(s, "0123456789");
        new[n++] = xmprintf("--columns=%.*s", (int)len, s);
        s += len;
      } else if ((j = stridx("einsS", *s)) != -1) {
        if (s[1]) new[n++] = xmprintf("--%s=%s", longs[j], s+1);
        else new[n++] = xmprintf("--%s", longs[j]);
        break;
      } else if (strchr("DhlNowW", *s)) {
        new[n++] = xmprintf("-%s", s);
        if (!s[1] && argv[i+1]) new[n++] = argv[++i];
        break;
      } else new[n++] = xmprintf("-%c", *s++);
    }
  }

  return new;
}

void pr_main(void)
{
  char *s;
  struct pr_in *in;
  long i, n;

  // Parse again, strictly, with the optional arguments made long options
  reparse_args(pr_argv(toys.argv));

  TT.obuf = xmalloc(OBUF);
  TT.tty = (FLAG(p) && isatty(1)) ? open("/dev/tty", O_RDONLY) : -1;

  // Pages
  TT.last = LONG_MAX;
  TT.first = 1;
  if (TT.pages) {
    errno = 0;
    TT.first = strtol(s = TT.pages, &s, 10);
    if (*s == ':' && isdigit((unsigned char)s[1]))
      TT.last = strtol(s+1, &s, 10);
    if (*s || errno || !isdigit((unsigned char)*TT.pages) || TT.first < 1
        || TT.last < TT.first)
      error_exit("bad page range '%s'", TT.pages);
  }
  TT.merge = !!FLAG(m);
  if (TT.merge && FLAG(columns)) error_exit("no -COLUMNS with -m");
  TT.cols = FLAG(columns) ? TT.columns : 1;
  TT.header = !FLAG(t) && !FLAG(T) && TT.l > 10;
  TT.body = TT.l-10*TT.header;
  if (FLAG(d)) {
    TT.rows = TT.body > 1 ? TT.body/2 : 1;
    TT.body = 2*TT.rows;
  } else TT.rows = TT.body;

  // Tabs in and out, numbers
  TT.intab = TT.outtab = TT.nsep = '\t';
  TT.ingap = TT.outgap = 8;
  TT.nwidth = 5;
  charnum(TT.expand_tabs, 'e', &TT.intab, &TT.ingap);
  charnum(TT.output_tabs, 'i', &TT.outtab, &TT.outgap);
  charnum(TT.number_lines, 'n', &TT.nsep, &TT.nwidth);
  if (FLAG(number_lines))
    TT.numlen = TT.nwidth+(TT.nsep == '\t' ? 8-TT.nwidth%8 : 1);

  // Layout: width, separator, alignment and truncation
  n = TT.merge ? (toys.optc ? toys.optc : 1) : TT.cols;
  TT.multi = n > 1;
  TT.width = FLAG(W) ? TT.W : TT.w;
  if (FLAG(sep_string)) TT.sep = TT.sep_string ? TT.sep_string : "";
  else if (FLAG(separator)) TT.sep = TT.separator ? TT.separator
    : (FLAG(w) || FLAG(W)) ? "" : "\t";
  else TT.sep = FLAG(J) ? "\t" : " ";
  TT.seplen = strwidth(TT.sep);
  TT.compress = TT.multi || FLAG(output_tabs);
  TT.limit = LONG_MAX;
  if (TT.multi) {
    TT.align = !FLAG(J) && (!FLAG(separator) || FLAG(sep_string) || FLAG(w)
      || FLAG(W));
    TT.numout = TT.merge && FLAG(number_lines);
    if (TT.align) {
      if (n > TT.width) error_exit("page width too narrow");
      TT.colw = (TT.width-TT.numout*TT.numlen-(n-1)*TT.seplen)/n;
      if (TT.colw < 1 || (!TT.numout && TT.colw <= TT.numlen))
        error_exit("page width too narrow");
      TT.limit = TT.colw;
    }
  } else if (!FLAG(J) && (FLAG(W) || (FLAG(w) && (FLAG(columns)
      || TT.merge)))) {
    // At least one character after the number
    TT.limit = TT.width > TT.numlen ? TT.width : TT.numlen+1;
  }

  // The files
  if (!toys.optc) {
    static char *dash[] = {"-", 0};

    toys.optargs = dash;
    toys.optc = 1;
  }
  if (TT.merge) {
    in = xzalloc(toys.optc*sizeof(*in));
    for (i = 0; i < toys.optc; i++)
      TT.nin += pr_open(in+TT.nin, toys.optargs[i]);
    TT.title = TT.h ? TT.h : "";
    set_date(time(0));
    page_room(TT.nin);
    if (TT.nin) do_pages(in, TT.nin);
    for (i = 0; i < TT.nin; i++) pr_close(in+i);
    free(in);
  } else {
    struct stat st;

    in = xzalloc(sizeof(*in));
    for (i = 0; i < toys.optc; i++) {
      if (!pr_open(in, s = toys.optargs[i])) continue;
      TT.title = TT.h ? TT.h : strcmp(s, "-") ? s : "";
      if (in->fp != stdin && !fstat(fileno(in->fp), &st))
        set_date(st.st_mtime);
      else set_date(time(0));
      do_pages(in, 1);
      pr_close(in);
    }
    free(in);
  }

  for (i = 0; i < TT.pagesize; i++) free(TT.page[i].s);
  free(TT.page);
  free(TT.row);
  if (TT.tty != -1) close(TT.tty);
  o_drain();
  free(TT.obuf);
}
