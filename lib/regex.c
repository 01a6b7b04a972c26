/* regex.c - regcomp()/regexec() with GNU's extensions on any C library
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * glibc's regcomp knows GNU's escapes: \+ \? \| in basic regexes, \< \> \b
 * \B \w \W \s \S in both kinds. Recent musl does too; older musl (and
 * others) don't, which a probe at the first xregcomp() finds out. Then the
 * pattern is rewritten: \w \W \s \S become bracket expressions, \+ and \?
 * intervals, and \< \> \b \B at the very start or end of a pattern without
 * alternatives are dropped and checked by regexec_from() after each match.
 * Limits of the rewrite: \< \> \b \B elsewhere, and \|, are left to the C
 * library. Without REG_STARTEND (musl) the same is done for a leading
 * \< \> \b \B, so that a search from the middle of a line sees the byte
 * before it (elsewhere in the pattern it sees a start of line).
 *
 * musl's extended regexes have no back-references: one that uses them is
 * rewritten as a basic regex (with GNU's \| \+ \?).
 *
 * Everywhere: an extended regex's '{' that starts no valid interval is a
 * literal '{', as GNU grep and sed have it ("a{1" matches "a{1").
 */

#include "toys.h"

// Regexes whose word boundary tests the rewrite moved into regexec0()
static struct regcheck {
  struct regcheck *next;
  regex_t *re;
  char start, end;    // the assertion taken off: < > b B, or 0
} *regchecks;

// Does regex re match s but not not? The answer to a question about the C
// library.
static int probe(char *re, int cflags, char *s, char *not)
{
  regex_t r;
  int yes = 0;

  if (!regcomp(&r, re, cflags|REG_NOSUB)) {
    yes = !regexec(&r, s, 0, 0, 0) && (!not || regexec(&r, not, 0, 0, 0));
    regfree(&r);
  }

  return yes;
}

// Does the C library know GNU's escapes? 1 yes, 2 no, 0 not asked yet
static int gnu_escapes(void)
{
  static int known;

  if (!known) known = 2-probe("\\<a\\w\\+\\s", 0, "x a_b ", "xa_b ");

  return known == 1;
}

// An extended regex as a basic one, for back-references where the C library
// has them only there. new has room for twice regex.
static void ere2bre(char *new, const char *s)
{
  int start = 1;

  while (*s) {
    if (*s == '[') {
      *new++ = *s++;
      if (*s == '^') *new++ = *s++;
      if (*s == ']') *new++ = *s++;
      for (; *s && *s != ']'; *new++ = *s++) if (*s == '[' && s[1] && strchr(":.=", s[1])) {
        char c = s[1];

        *new++ = *s++;
        *new++ = *s++;
        while (*s && (*s != c || s[1] != ']')) *new++ = *s++;
        if (*s) *new++ = *s++;
      }
      if (*s) *new++ = *s++;
    } else if (*s == '\\' && s[1]) {
      if (strchr("(){}|+?", s[1])) s++;
      else *new++ = *s++;
      *new++ = *s++;
    } else {
      if (strchr("(){}|+?", *s)) *new++ = '\\';
      else if (*s == '*' && start) *new++ = '\\';
      start = *s == '(' || *s == '|';
      *new++ = *s++;
      continue;
    }
    start = 0;
  }
  *new = 0;
}

static int word(int c)
{
  return isalnum(c) || c == '_';
}

// Does assertion \kind (< > b B, or 0 for none) hold at s[i] (of len)?
static int boundary(int kind, char *s, long i, long len)
{
  int prev = i > 0 && word(s[i-1]), cur = i < len && word(s[i]);

  if (kind == '<') return !prev && cur;
  if (kind == '>') return prev && !cur;
  if (kind == 'b') return prev != cur;
  if (kind == 'B') return prev == cur;

  return 1;
}

// Does an extended regex's { at s start an interval: {N} {N,} {N,M} {,M}
static int interval(const char *s)
{
  s++;
  while (isdigit(*s)) s++;
  if (*s == ',') for (s++; isdigit(*s); s++);

  return *s == '}' && s[-1] != '{';
}

int tregcomp(regex_t *preg, const char *regex, int cflags)
{
  char *new = xmalloc(strlen(regex)*14+1), *out = new;
  const char *s = regex;
  int ere = cflags & REG_EXTENDED, gnu = gnu_escapes(), rc, start = 0, end = 0,
    alt = 0, context = 1;
  struct regcheck *rc_old, **prc;

  // Back-references in an extended regex that the C library can't do
  for (s = regex; ere && *s; s++) if (*s == '\\' && s[1]) {
    if (*++s > '0' && *s <= '9') break;
  }
  if (ere && *s && !probe("(a)\\1", REG_EXTENDED, "aa", 0)) {
    char *bre = xmalloc(2*strlen(regex)+1);

    ere2bre(bre, regex);
    rc = tregcomp(preg, bre, cflags&~REG_EXTENDED);
    free(bre);
    free(new);
    return rc;
  }
#ifndef REG_STARTEND
  context = 0;
#endif
  // An alternative keeps the assertions where they are
  for (s = regex; *s; s++) {
    if (*s == '\\' && s[1]) {
      if (*++s == '|' && !ere) alt = 1;
    } else if (*s == '|' && ere) alt = 1;
  }
  s = regex;
  while (*s) {
    // Copy bracket expressions whole
    if (*s == '[') {
      const char *b = s+1;

      if (*b == '^') b++;
      if (*b == ']') b++;
      // (b[1] tested first: strchr() finds the NUL at a string's end too)
      for (; *b && *b != ']'; b++) if (*b == '[' && b[1] && strchr(":.=", b[1])) {
        const char *q = b+2;

        while (*q && (*q != b[1] || q[1] != ']')) q++;
        if (*q) b = q+1;
      }
      if (*b) b++;
      memcpy(out, s, b-s);
      out += b-s;
      s = b;
      continue;
    }
    if (ere && *s == '{' && !interval(s)) {
      out = stpcpy(out, "\\{");
      s++;
      continue;
    }
    if (*s == '\\' && s[1] && strchr("<>bB", s[1]) && !alt
        && ((s == regex && !context) || (!gnu && (s == regex || !s[2])))) {
      if (s == regex) start = s[1];
      else end = s[1];
      s += 2;
      continue;
    }
    if (*s == '\\' && s[1] && !gnu) {
      char *to = 0;

      switch (s[1]) {
        case 'w': to = "[[:alnum:]_]"; break;
        case 'W': to = "[^[:alnum:]_]"; break;
        case 's': to = "[[:space:]]"; break;
        case 'S': to = "[^[:space:]]"; break;
        case '+': if (!ere) to = "\\{1,\\}"; break;
        case '?': if (!ere) to = "\\{0,1\\}"; break;
      }
      if (to) {
        out = stpcpy(out, to);
        s += 2;
        continue;
      }
    }
    if (*s == '\\' && s[1]) *out++ = *s++;
    *out++ = *s++;
  }
  *out = 0;

  rc = regcomp(preg, new, cflags);
  free(new);
  if (rc) return rc;
  // Forget an old check for this regex_t, remember a new one
  for (prc = &regchecks; (rc_old = *prc);) {
    if (rc_old->re == preg) {
      *prc = rc_old->next;
      free(rc_old);
    } else prc = &rc_old->next;
  }
  if (start || end) {
    rc_old = xmalloc(sizeof(*rc_old));
    rc_old->re = preg;
    rc_old->start = start;
    rc_old->end = end;
    rc_old->next = regchecks;
    regchecks = rc_old;
  }

  return 0;
}

void xregcomp(regex_t *preg, const char *regex, int cflags)
{
  int rc = tregcomp(preg, regex, cflags);

  if (rc) {
    regerror(rc, preg, libbuf, sizeof(libbuf));
    error_exit("bad regex '%s': %s", regex, libbuf);
  }
}

static int regexec1(regex_t *preg, char *string, long from, long len,
  int nmatch, regmatch_t *pmatch, int eflags)
{
#ifdef REG_STARTEND
  pmatch->rm_so = from;
  pmatch->rm_eo = len;
  return regexec(preg, string, nmatch, pmatch, eflags|REG_STARTEND);
#else
  long off = from;
  int i;

  if (from) eflags |= REG_NOTBOL;
  for (;;) {
    if (!regexec(preg, string+off, nmatch, pmatch, eflags)) {
      for (i = 0; i < nmatch; i++) if (pmatch[i].rm_so != -1) {
        pmatch[i].rm_so += off;
        pmatch[i].rm_eo += off;
      }
      return 0;
    }
    off += strlen(string+off)+1;
    if (off > len) return REG_NOMATCH;
    eflags |= REG_NOTBOL;
  }
#endif
}

int regexec_from(regex_t *preg, char *string, long from, long len,
  int nmatch, regmatch_t *pmatch, int eflags)
{
  struct regcheck *rc;
  regmatch_t one;
  long so, eo;
  int ret;

  if (!nmatch) {
    nmatch = 1;
    pmatch = &one;
  }
  for (rc = regchecks; rc && rc->re != preg; rc = rc->next);
  for (;;) {
    ret = regexec1(preg, string, from, len, nmatch, pmatch, eflags);
    if (ret || !rc) break;
    so = pmatch->rm_so;
    eo = pmatch->rm_eo;
    // The word boundaries the rewrite took out of the pattern
    if (boundary(rc->start, string, so, len)
        && boundary(rc->end, string, eo, len)) break;
    if ((from = so+1) > len) return REG_NOMATCH;
  }

  return ret;
}

int regexec0(regex_t *preg, char *string, long len, int nmatch,
  regmatch_t *pmatch, int eflags)
{
  return regexec_from(preg, string, 0, len, nmatch, pmatch, eflags);
}

// The end of the bracket expression starting at s ([...], with [:class:]
// [=equiv=] [.coll.] inside): its ']', or s when there's none.
char *regex_bracket_end(char *s)
{
  char *t = s+1, *u;

  if (*t == '^') t++;
  if (*t == ']') t++;
  for (; *t && *t != ']'; t++) {
    if (*t == '[' && t[1] && strchr(".:=", t[1])) {
      for (u = strchr(t+2, t[1]); u && u[1] != ']'; u = strchr(u+1, t[1]));
      if (u) t = u+1;
    }
  }

  return *t ? t : s;
}

int regex_must(char *s, long len, int ere, char **must, long *mustlen, int max)
{
  int n = 0;
  long i, rs = 0, rl = 0;
  char c;

  for (i = 0; i <= len; i++) {
    c = i < len ? s[i] : 0;
    if (c && !strchr(ere ? ".[]*^$\\+?(){}|" : ".[]*^$\\", c)) {
      if (!rl) rs = i;
      rl++;
      continue;
    }
    if (c == '\\' && i+1 < len) {
      c = s[++i];
      if (!strchr("{|(+?", c)) c = '\\';
    }
    if (c == '|' || c == '(') {
      if (max) *must = 0;
      return 0;
    }
    // A repeated character may be absent: the run ends before it (all of
    // it when it's a UTF-8 sequence: its bytes aren't repeated alone)
    if (c && strchr("*+?{", c) && rl) {
      while (rl && (s[rs+rl-1]&0xc0) == 0x80) rl--;
      if (rl) rl--;
    }
    if (rl > 1 && n < max) must[n] = s+rs, mustlen[n++] = rl;
    rl = 0;
    if (c == '[') i = regex_bracket_end(s+i)-s;
    if (c == '{') while (i < len && s[i] != '}') i++;
  }

  return n;
}
