/* tr.c - translate, squeeze or delete bytes
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/tr.html

USE_TR(NEWTOY(tr, "<1>2c(complement)C(complement)d(delete)s(squeeze-repeats)t(truncate-set1)", TOYFLAG_USR|TOYFLAG_BIN))

config TR
  bool "tr"
  default y
  help
    usage: tr [-cCdst] SET1 [SET2]

    Copy stdin to stdout, replacing bytes of SET1 with the bytes at the
    same positions of SET2 (repeating SET2's last byte as needed).

    -c, -C	Use all the bytes not in SET1 (in ascending order) as SET1
    -d	Delete the bytes of SET1
    -s	Squeeze runs of one byte of SET2 (of SET1 if no SET2, or with
    	-d) to one
    -t	Truncate SET1 to the length of SET2

    In sets: \\ \a \b \f \n \r \t \v, \NNN (octal byte), X-Y (range),
    [:CLASS:] (alnum alpha blank cntrl digit graph lower print punct space
    upper xdigit), [=X=] (X), [X*N] (N times X; N octal with leading 0),
    [X*] (in SET2: X as many times as needed to match SET1's length).
*/

#define FOR_tr
#include "toys.h"

struct set { unsigned char *c; long len, fill; };

static int onechar(char **ps)
{
  char *s = *ps;
  int c = (unsigned char)*s++;

  if (c == '\\' && *s) {
    if (*s >= '0' && *s <= '7') {
      int i;

      for (c = i = 0; i<3 && *s >= '0' && *s <= '7'; i++) {
        if (c*8+*s-'0' > 255) break;
        c = c*8+*s++-'0';
      }
    } else {
      c = unescape(*s);
      if (c == -1) c = (unsigned char)*s;
      s++;
    }
  }
  *ps = s;

  return c;
}

static void add(struct set *set, int c, long n)
{
  set->c = xrealloc(set->c, set->len+n+1);
  memset(set->c+set->len, c, n);
  set->len += n;
}

// Expand a set. fill: the length [X*] fills up to (SET2), or -1 (SET1).
static void expand(struct set *set, char *s, long fill)
{
  char *classes[] = {"alnum", "alpha", "blank", "cntrl", "digit", "graph",
    "lower", "print", "punct", "space", "upper", "xdigit"};
  int (*test[])(int) = {isalnum, isalpha, isblank, iscntrl, isdigit, isgraph,
    islower, isprint, ispunct, isspace, isupper, isxdigit};
  long fillat = -1, fillc = 0;

  memset(set, 0, sizeof(*set));
  while (*s) {
    char *end;

    if (*s == '[') {
      // [:class:]
      if (s[1] == ':' && (end = strstr(s+2, ":]"))) {
        int i, c;

        for (i = 0; i<12; i++)
          if (strlen(classes[i]) == (size_t)(end-s-2)
            && !strncmp(classes[i], s+2, end-s-2)) break;
        if (i == 12) error_exit("invalid character class '%.*s'",
          (int)(end-s-2), s+2);
        for (c = 0; c<256; c++) if (test[i](c)) add(set, c, 1);
        s = end+2;
        continue;
      }
      // [=X=]
      if (s[1] == '=' && s[2] && (end = s+2, onechar(&end), !strncmp(end, "=]", 2)))
      {
        char *p = s+2;

        add(set, onechar(&p), 1);
        s = end+2;
        continue;
      }
      // [X*N] and [X*]
      if (s[1] && s[1] != ']') {
        char *p = s+1;
        int c = onechar(&p);

        if (*p == '*' && (end = strchr(p, ']'))) {
          long n;
          char *q;

          if (end == p+1) {
            if (fill < 0) error_exit("the [c*] repeat construct may not "
              "appear in string1");
            fillat = set->len;
            fillc = c;
            s = end+1;
            continue;
          }
          errno = 0;
          n = strtol(p+1, &q, p[1] == '0' ? 8 : 10);
          if (q != end || errno || n < 0 || !isdigit(p[1]))
            error_exit("invalid repeat count '%.*s' in [c*n] construct",
              (int)(end-p-1), p+1);
          if (!n) {
            if (fill < 0) error_exit("the [c*] repeat construct may not "
              "appear in string1");
            fillat = set->len;
            fillc = c;
          } else {
            // Bytes past SET1's length don't matter: don't make them.
            if (fill >= 0 && n > fill+1) n = fill+1;
            if (n > (1<<20)) n = 1<<20;
            add(set, c, n);
          }
          s = end+1;
          continue;
        }
      }
    }
    {
      char *start = s;
      int c = onechar(&s);

      // X-Y
      if (*s == '-' && s[1]) {
        char *p = s+1;
        int e = onechar(&p);

        if (e < c) error_exit("range-endpoints of '%.*s' are in reverse "
          "collating sequence order", (int)(p-start), start);
        for (; c <= e; c++) add(set, c, 1);
        s = p;
      } else add(set, c, 1);
    }
  }
  if (fillat >= 0) {
    long n = fill-set->len;
    unsigned char *old = set->c;

    if (n < 0) n = 0;
    set->c = xmalloc(set->len+n+1);
    // (old is null when [c*] is all of the set)
    if (old) memcpy(set->c, old, fillat);
    memset(set->c+fillat, fillc, n);
    if (old) memcpy(set->c+fillat+n, old+fillat, set->len-fillat);
    set->len += n;
    free(old);
  }
}

void tr_main(void)
{
  struct set s1, s2;
  unsigned char map[256], del[256], squeeze[256], *buf;
  int i, last = -1, translate;
  ssize_t len;

  translate = !FLAG(d) && toys.optc == 2;
  if (toys.optc == 1 && !FLAG(d) && !FLAG(s))
    error_exit("missing operand after '%s'\nTwo strings must be given when "
      "translating.", *toys.optargs);
  if (toys.optc == 2 && FLAG(d) && !FLAG(s))
    help_exit("extra operand '%s'\nOnly one string may be given when "
      "deleting without squeezing repeats.", toys.optargs[1]);
  if (FLAG(d) && FLAG(s) && toys.optc < 2)
    help_exit("missing operand after '%s'", *toys.optargs);

  expand(&s1, toys.optargs[0], -1);
  if (FLAG(c) || FLAG(C)) {
    unsigned char in[256];

    memset(in, 0, 256);
    for (i = 0; i<s1.len; i++) in[s1.c[i]] = 1;
    free(s1.c);
    memset(&s1, 0, sizeof(s1));
    for (i = 0; i<256; i++) if (!in[i]) add(&s1, i, 1);
  }
  memset(&s2, 0, sizeof(s2));
  if (toys.optc == 2) {
    expand(&s2, toys.optargs[1], s1.len);
    if (translate && !s2.len && s1.len && !FLAG(t))
      error_exit("when not truncating set1, string2 must be non-empty");
    if (FLAG(t) && s1.len > s2.len) s1.len = s2.len;
  }

  for (i = 0; i<256; i++) map[i] = i;
  memset(del, 0, 256);
  memset(squeeze, 0, 256);
  if (translate) for (i = 0; i<s1.len; i++)
    map[s1.c[i]] = s2.c[i<s2.len ? i : s2.len-1];
  if (FLAG(d)) for (i = 0; i<s1.len; i++) del[s1.c[i]] = 1;
  if (FLAG(s)) {
    struct set *sq = toys.optc == 2 ? &s2 : &s1;

    for (i = 0; i<sq->len; i++) squeeze[sq->c[i]] = 1;
  }

  // (allocated after the sets, whose errors exit: the fuzz harness runs tr
  // many times in one process, where a buffer lost on each error added up)
  buf = xmalloc(1<<17);
  while ((len = read(0, buf, 1<<17))) {
    ssize_t j, o = 0;

    if (len < 0) {
      if (errno == EINTR) continue;
      perror_exit("read");
    }
    if (!FLAG(d) && !FLAG(s)) {
      unsigned char *p = buf, *e = buf+len;

      for (; e-p >= 4; p += 4) {
        p[0] = map[p[0]];
        p[1] = map[p[1]];
        p[2] = map[p[2]];
        p[3] = map[p[3]];
      }
      for (; p<e; p++) *p = map[*p];
    }
    else for (j = 0; j<len; j++) {
      int c = buf[j];

      if (del[c]) continue;
      c = map[c];
      if (squeeze[c] && c == last) continue;
      last = c;
      buf[o++] = c;
    }
    xwrite(1, buf, FLAG(d) || FLAG(s) ? o : len);
  }
  free(buf);
  free(s1.c);
  free(s2.c);
}
