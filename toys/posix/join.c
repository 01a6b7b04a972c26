/* join.c - join lines of two sorted files on a common field
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/join.html

USE_JOIN(NEWTOY(join, "<2>2(check-order)(nocheck-order)(header)a*e:i(ignore-case)j#<1o*t:v*1#<1z(zero-terminated)2#<1", TOYFLAG_USR|TOYFLAG_BIN))

config JOIN
  bool "join"
  default y
  help
    usage: join [-iz] [-1 F] [-2 F] [-j F] [-a N]... [-v N]... [-e STR] [-o LIST] [-t C] [--header] [--[no]check-order] FILE1 FILE2

    For each pair of lines of FILE1 and FILE2 (sorted on their join fields;
    - is stdin) with equal join fields, print the join field, the other
    fields of the FILE1 line, then the other fields of the FILE2 line.

    -1 F	Join on field F of FILE1 (default 1)
    -2 F	Join on field F of FILE2 (default 1)
    -j F	Join on field F of both files
    -a N	Also print the unpairable lines of file N (1 or 2)
    -v N	Only print the unpairable lines of file N
    -e STR	Put STR in place of missing fields of -o
    -i	Ignore case when comparing join fields
    -o LIST	Output format: 0 (the join field) or N.F (field F of file N),
    	separated by commas or blanks; "auto": the fields of each file's
    	first line
    -t C	Fields are separated by character C (default: runs of blanks)
    -z	Lines end with NUL, not newline
    --header	Join the first lines of the files as headers, unchecked
    --check-order	Stop at lines out of order (default: warn, exit 1)
    --nocheck-order	Don't check the order
*/

#define FOR_join
#include "toys.h"

GLOBALS(
  struct arg_list *a;
  char *e;
  long j;
  struct arg_list *o;
  char *t;
  struct arg_list *v;
  long one, two;

  int sep, eol, unpaired[2], only[2], nauto[2], disorder, seen;
  struct ofield { int file, field; } *fmt;
  int nfmt, autofmt;
)

struct jline {
  char *s;
  size_t len;
  long nf, lineno;
  int bad;     // out of order after the line before it
  struct { char *s; size_t len; } *f;
};

struct jfile {
  FILE *fp;
  char *name, *buf;
  size_t size;
  long lineno, key;
  struct jline *group, next, prev;
  int ng, gsize, havenext, eof, warned;
};

static void split(struct jline *l)
{
  char *s = l->s, *e = s+l->len, *p;
  long max = 0;

  l->nf = 0;
  l->f = 0;
  if (TT.sep == -1) while (s<e && isblank(*s)) s++;
  if (s == e) return;
  for (;;) {
    if (TT.sep == -2) p = e;
    else if (TT.sep == -1) for (p = s; p<e && !isblank(*p); p++);
    else if (!(p = memchr(s, TT.sep, e-s))) p = e;
    if (l->nf == max) l->f = xrealloc(l->f, (max = max*2+8)*sizeof(*l->f));
    l->f[l->nf].s = s;
    l->f[l->nf++].len = p-s;
    if (p == e) break;
    s = p+1;
    if (TT.sep == -1) {
      while (s<e && isblank(*s)) s++;
      if (s == e) break;
    }
  }
}

static int keycmp(struct jline *a, long ka, struct jline *b, long kb)
{
  char *x = ka < a->nf ? a->f[ka].s : "", *y = kb < b->nf ? b->f[kb].s : "";
  size_t xl = ka < a->nf ? a->f[ka].len : 0, yl = kb < b->nf ? b->f[kb].len : 0,
    i;
  int r;

  if (FLAG(i)) {
    for (i = 0; i<xl && i<yl; i++)
      if ((r = tolower(x[i])-tolower(y[i]))) return r;
  } else if ((r = memcmp(x, y, xl<yl ? xl : yl))) return r;

  return (xl>yl)-(xl<yl);
}

static void freeline(struct jline *l)
{
  free(l->s);
  free(l->f);
  l->s = 0;
  l->f = 0;
}

// Read one line into f->next; 0 at EOF.
static int readline(struct jfile *f, int i)
{
  ssize_t len;

  if (f->eof) return 0;
  if ((len = getdelim(&f->buf, &f->size, TT.eol, f->fp)) < 0) {
    if (ferror(f->fp)) perror_exit("%s", f->name);
    f->eof = 1;
    return 0;
  }
  if (len && f->buf[len-1] == TT.eol) len--;
  f->next.s = xmemdup(f->buf, len+1);
  f->next.s[len] = 0;
  f->next.len = len;
  split(&f->next);
  f->next.lineno = ++f->lineno;

  f->next.bad = f->prev.s && keycmp(&f->prev, f->key, &f->next, f->key) > 0;
  if (f->next.bad && FLAG(check_order) && !FLAG(nocheck_order))
    error_exit("%s:%ld: is not sorted: %s", f->name, f->lineno, f->next.s);
  freeline(&f->prev);
  f->prev.s = xmemdup(f->next.s, len+1);
  f->prev.len = len;
  split(&f->prev);
  (void)i;

  return 1;
}

// Read the next group of lines with equal keys; 0 at EOF.
static int readgroup(struct jfile *f, int i)
{
  int j;

  for (j = 0; j<f->ng; j++) freeline(f->group+j);
  f->ng = 0;
  if (!f->havenext && !readline(f, i)) return 0;
  f->havenext = 0;
  do {
    if (f->ng && keycmp(f->group, f->key, &f->next, f->key)) {
      f->havenext = 1;
      break;
    }
    // Like GNU, by default only check the order once lines didn't pair.
    if (f->next.bad && !FLAG(nocheck_order) && (FLAG(check_order) || TT.seen)
        && !f->warned) {
      if (FLAG(check_order)) error_exit("%s:%ld: is not sorted: %s", f->name,
        f->next.lineno, f->next.s);
      error_msg("%s:%ld: is not sorted: %s", f->name, f->next.lineno,
        f->next.s);
      f->warned = TT.disorder = 1;
    }
    if (f->ng == f->gsize)
      f->group = xrealloc(f->group, (f->gsize = f->gsize*2+4)*sizeof(*f->group));
    f->group[f->ng++] = f->next;
  } while (readline(f, i));

  return f->ng;
}

static void outfield(char *s, size_t len, int *first)
{
  if (!*first) putchar(TT.sep >= 0 ? TT.sep : ' ');
  *first = 0;
  fwrite(s, 1, len, stdout);
}

// Print one output line from a (file 1 line or 0) and b (file 2 line or 0).
static void show(struct jfile *jf, struct jline *a, struct jline *b)
{
  struct jline *l[2] = {a, b}, *k = a ? a : b;
  long kf = a ? jf[0].key : jf[1].key;
  int first = 1, i, j;

  if (TT.autofmt) {
    outfield(kf < k->nf ? k->f[kf].s : "", kf < k->nf ? k->f[kf].len : 0,
      &first);
    for (i = 0; i<2; i++) for (j = 0; j<TT.nauto[i]; j++) {
      if (j == jf[i].key) continue;
      if (l[i] && j < l[i]->nf && (l[i]->f[j].len || !TT.e))
        outfield(l[i]->f[j].s, l[i]->f[j].len, &first);
      else outfield(TT.e ? TT.e : "", TT.e ? strlen(TT.e) : 0, &first);
    }
  } else if (TT.nfmt) {
    for (j = 0; j<TT.nfmt; j++) {
      struct ofield of = TT.fmt[j];
      struct jline *x = of.file ? l[of.file-1] : k;
      long fld = of.file ? of.field-1 : kf;

      if (x && fld < x->nf && (x->f[fld].len || !TT.e))
        outfield(x->f[fld].s, x->f[fld].len, &first);
      else outfield(TT.e ? TT.e : "", TT.e ? strlen(TT.e) : 0, &first);
    }
  } else {
    if (kf < k->nf) outfield(k->f[kf].s, k->f[kf].len, &first);
    else outfield("", 0, &first);
    for (i = 0; i<2; i++) if (l[i]) for (j = 0; j<l[i]->nf; j++)
      if (j != jf[i].key) outfield(l[i]->f[j].s, l[i]->f[j].len, &first);
  }
  putchar(TT.eol);
}

static void parse_fmt(char *s)
{
  while (*s) {
    struct ofield of;
    char *end;

    while (*s == ',' || isblank(*s)) s++;
    if (!*s) break;
    if (*s == '0' && (!s[1] || s[1] == ',' || isblank(s[1]))) {
      of.file = of.field = 0;
      s++;
    } else {
      if ((*s != '1' && *s != '2') || s[1] != '.')
        error_exit("invalid field specifier: '%s'", s);
      of.file = *s-'0';
      of.field = strtol(s+2, &end, 10);
      if (end == s+2 || of.field < 1 || (*end && *end != ',' && !isblank(*end)))
        error_exit("invalid field specifier: '%s'", s);
      s = end;
    }
    TT.fmt = xrealloc(TT.fmt, (TT.nfmt+1)*sizeof(*TT.fmt));
    TT.fmt[TT.nfmt++] = of;
  }
}

static int filenum(char *s)
{
  if (strcmp(s, "1") && strcmp(s, "2")) error_exit("invalid file number: '%s'", s);

  return *s-'1';
}

void join_main(void)
{
  struct jfile jf[2];
  struct arg_list *al;
  int i, r, more[2];

  TT.eol = FLAG(z) ? 0 : '\n';
  TT.sep = -1;
  if (FLAG(t)) {
    if (!*TT.t) TT.sep = -2;
    else if (TT.t[1] && strcmp(TT.t, "\\0"))
      error_exit("multi-character tab '%s'", TT.t);
    else TT.sep = TT.t[1] ? 0 : (unsigned char)*TT.t;
  }
  for (al = TT.a; al; al = al->next) TT.unpaired[filenum(al->arg)] = 1;
  for (al = TT.v; al; al = al->next) TT.only[filenum(al->arg)] = 1;
  for (al = TT.o; al; al = al->next) {
    if (!strcmp(al->arg, "auto")) TT.autofmt = 1;
    else parse_fmt(al->arg);
  }
  memset(jf, 0, sizeof(jf));
  jf[0].key = (FLAG(1) ? TT.one : FLAG(j) ? TT.j : 1)-1;
  jf[1].key = (FLAG(2) ? TT.two : FLAG(j) ? TT.j : 1)-1;
  for (i = 0; i<2; i++) {
    jf[i].name = toys.optargs[i];
    if (!strcmp(jf[i].name, "-")) jf[i].fp = stdin;
    else if (!(jf[i].fp = fopen(jf[i].name, "r")))
      perror_exit("%s", jf[i].name);
  }

  // Headers: joined whatever they hold, never checked for order.
  if (FLAG(header)) {
    int h[2];

    for (i = 0; i<2; i++) {
      h[i] = readline(jf+i, i);
      freeline(&jf[i].prev);
    }
    if (TT.autofmt) for (i = 0; i<2; i++) if (h[i]) TT.nauto[i] = jf[i].next.nf;
    if (h[0] || h[1]) show(jf, h[0] ? &jf[0].next : 0, h[1] ? &jf[1].next : 0);
    for (i = 0; i<2; i++) if (h[i]) freeline(&jf[i].next);
  }

  for (i = 0; i<2; i++) more[i] = readgroup(jf+i, i);
  if (TT.autofmt && !FLAG(header)) for (i = 0; i<2; i++)
    TT.nauto[i] = more[i] ? jf[i].group[0].nf : 0;

  while (more[0] || more[1]) {
    if (!more[0]) r = 1;
    else if (!more[1]) r = -1;
    else r = keycmp(jf[0].group, jf[0].key, jf[1].group, jf[1].key);
    if (r) {
      i = r > 0;
      TT.seen = 1;
      if (TT.unpaired[i] || TT.only[i])
        for (r = 0; r<jf[i].ng; r++)
          show(jf, i ? 0 : jf[0].group+r, i ? jf[1].group+r : 0);
      more[i] = readgroup(jf+i, i);
    } else {
      int x, y;

      if (!TT.only[0] && !TT.only[1])
        for (x = 0; x<jf[0].ng; x++) for (y = 0; y<jf[1].ng; y++)
          show(jf, jf[0].group+x, jf[1].group+y);
      for (i = 0; i<2; i++) more[i] = readgroup(jf+i, i);
    }
    if (ferror(stdout)) break;
  }
  if (TT.disorder) error_msg("input is not in sorted order");
  for (i = 0; i<2; i++) {
    freeline(&jf[i].prev);
    free(jf[i].group);
    free(jf[i].buf);
  }
  free(TT.fmt);
}
