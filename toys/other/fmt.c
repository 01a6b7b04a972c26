/* fmt.c - fill and join lines of text into paragraphs
 *
 * no standard

USE_FMT(NEWTOY(fmt, "w(width)#<1>10000=75p(prefix):s(split-only)u(uniform-spacing)", TOYFLAG_USR|TOYFLAG_BIN))

config FMT
  bool "fmt"
  default y
  help
    usage: fmt [-su] [-w WIDTH] [-p PREFIX] [FILE...]

    Fill the paragraphs of each FILE (or stdin) into lines shorter than
    WIDTH columns, aiming at lines of 93% of WIDTH. Paragraphs are separated by
    blank lines or by a change of indentation; the first line of a
    paragraph keeps its own indentation (which may be deeper than the
    next line's, not shallower), the others take the second line's.
    Spacing inside a line is kept; joined lines get one space, two after
    the end of a sentence.

    -p PREFIX  Only change lines starting with PREFIX (the prefix is kept),
               copy the others unchanged
    -s         Split long lines only, don't join short ones
    -u         Uniform spacing: one space between words, two after sentences
    -w WIDTH   Lines are shorter than WIDTH (default 75)
*/

#define FOR_fmt
#include "toys.h"

GLOBALS(
  long w;
  char *p;

  struct fmt_word { long off, len, space; } *words;
  long nwords, cap, indent1, indent2, lines, alen, acap;
  char *arena;
  char *prefix_line;
  long prefix_len;
  long *best, *next;
)

static int sentence_end(char *s, long len)
{
  while (len && strchr(")]\"'", s[len-1])) len--;

  return len && strchr(".?!", s[len-1]);
}

static void flush_para(void)
{
  long n = TT.nwords, i, j, len, goal = TT.w*93/100, cost, ind;
  struct fmt_word *w = TT.words;

  if (!n) return;
  TT.best = xrealloc(TT.best, sizeof(long)*(n+1));
  TT.next = xrealloc(TT.next, sizeof(long)*(n+1));

  // Fewest squared shortfalls from the goal width, the last line free.
  TT.best[n] = 0;
  for (i = n; i--;) {
    ind = i ? TT.indent2 : TT.indent1;
    TT.best[i] = LONG_MAX;
    for (j = i, len = ind+TT.prefix_len; j < n; j++) {
      len += w[j].len;
      if (len >= TT.w && j > i) break;
      cost = j == n-1 ? 0 : (goal-len)*(goal-len);
      if (TT.best[j+1] != LONG_MAX && cost+TT.best[j+1] < TT.best[i]) {
        TT.best[i] = cost+TT.best[j+1];
        TT.next[i] = j+1;
      }
      len += w[j].space;
    }
  }
  for (i = 0; i < n; i = j) {
    j = TT.next[i];
    xprintf("%.*s%*s", (int)TT.prefix_len, TT.prefix_line ? : "",
      (int)(i ? TT.indent2 : TT.indent1), "");
    for (; i < j; i++) {
      xputsl(TT.arena+w[i].off, w[i].len);
      if (i+1 < j) xprintf("%*s", (int)w[i].space, "");
    }
    xputc('\n');
  }
  TT.nwords = TT.lines = TT.alen = 0;
}

static long indent_of(char *s)
{
  long i = 0;

  for (; *s == ' ' || *s == '\t'; s++) i = *s == '\t' ? (i|7)+1 : i+1;

  return i;
}

static void fmt_line(char *line, long len)
{
  char *s, *e, *body = line;
  long ind, i;

  if (TT.p) {
    for (s = line; *s == ' ' || *s == '\t'; s++);
    if (strncmp(s, TT.p, strlen(TT.p))) {
      flush_para();
      xputsl(line, len);
      xputc('\n');
      return;
    }
    body = s+strlen(TT.p);
    if (TT.nwords && (TT.prefix_len != body-line
        || memcmp(TT.prefix_line, line, body-line))) flush_para();
    free(TT.prefix_line);
    TT.prefix_line = xstrndup(line, body-line);
    TT.prefix_len = body-line;
  }
  for (s = body; *s == ' ' || *s == '\t'; s++);
  if (s == line+len) {
    flush_para();
    xputsl(line, body-line);
    xputc('\n');
    return;
  }
  ind = indent_of(body);
  // The second line may be indented less than the first, not more.
  if (TT.lines == 1 && ind > TT.indent1) flush_para();
  if (TT.lines == 1) TT.indent2 = ind;
  else if (TT.lines > 1 && ind != TT.indent2) flush_para();
  if (!TT.lines) TT.indent1 = TT.indent2 = ind;
  TT.lines++;

  // Words are copied into the arena, kept until the paragraph is out.
  if (TT.alen+len > TT.acap) TT.arena = xrealloc(TT.arena, TT.acap = 2*(TT.alen+len));
  memcpy(TT.arena+TT.alen, line, len);
  for (; s < line+len; s = e) {
    for (e = s; e < line+len && *e != ' ' && *e != '\t'; e++);
    if (TT.nwords == TT.cap)
      TT.words = xrealloc(TT.words, sizeof(*TT.words)*(TT.cap = TT.cap*2+16));
    TT.words[TT.nwords].off = TT.alen+(s-line);
    TT.words[TT.nwords].len = e-s;
    for (i = 0; e < line+len && (*e == ' ' || *e == '\t'); e++) i++;
    if (e == line+len || FLAG(u))
      i = (e == line+len || i > 1) && sentence_end(s, TT.words[TT.nwords].len) ? 2 : 1;
    TT.words[TT.nwords++].space = i;
  }
  TT.alen += len;
  if (FLAG(s)) flush_para();
}

static void do_fmt(int fd, char *name)
{
  FILE *fp = fdopen(dup(fd), "r");
  char *line = 0;
  size_t size = 0;
  ssize_t len;

  if (!fp) return perror_msg("%s", name);
  while ((len = getline(&line, &size, fp)) > 0) {
    if (line[len-1] == '\n') len--;
    fmt_line(line, len);
  }
  if (ferror(fp)) perror_msg("%s", name);
  free(line);
  fclose(fp);
}

void fmt_main(void)
{
  char **arg;
  int fd;

  if (!toys.optc) do_fmt(0, "-");
  for (arg = toys.optargs; *arg; arg++) {
    if (!strcmp(*arg, "-")) fd = 0;
    else if ((fd = open(*arg, O_RDONLY|O_CLOEXEC)) < 0) {
      perror_msg("cannot open '%s' for reading", *arg);
      continue;
    }
    do_fmt(fd, *arg);
    if (fd) close(fd);
  }
  flush_para();
  free(TT.words);
  free(TT.best);
  free(TT.next);
  free(TT.arena);
  free(TT.prefix_line);
}
