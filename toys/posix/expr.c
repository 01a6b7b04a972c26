/* expr.c - evaluate arguments as an expression
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/expr.html

USE_EXPR(NEWTOY(expr, 0, TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_NOHELP|TOYFLAG_LOCALE|TOYFLAG_ARGFAIL(2)))

config EXPR
  bool "expr"
  default y
  help
    usage: expr EXPRESSION...

    Print the value of EXPRESSION, each operator and operand a separate
    argument. Exit 0 if the value is neither empty nor 0, 1 if it is, 2 for
    an invalid expression, a non-integer argument or division by zero, 3 if
    the result can't be written.

    Operators, lowest precedence first (quote them from the shell):
    A | B    A if it is neither empty nor 0, else B (0 if both are)
    A & B    A if neither is empty nor 0, else 0
    A = B  A != B  A < B  A <= B  A > B  A >= B
             1 or 0: numeric if both are integers, else string order
    A + B  A - B    sum, difference (integers of any size)
    A * B  A / B  A % B    product, quotient, remainder
    S : RE   anchored match of basic regular expression RE in S: the text
             of the first \(...\), or the length matched (0 if none)
    ( EXPR ) grouping

    Functions: match S RE (same as S : RE), substr S POS LEN (POS counts
    from 1), index S CHARS (first position of any of CHARS, or 0),
    length S, + TOKEN (TOKEN as a string, even if it is an operator).
    Positions and lengths count characters in a UTF-8 locale, else bytes.
*/

#define FOR_expr
#include "toys.h"

GLOBALS(
  char **av;
  int ac, pos, utf8;
)

// Errors in the expression exit 2
#define fail(...) error_exit_status(2, __VA_ARGS__)

// Is s an integer (optional -, digits)? Store its value in *bn if so.
static int is_int(char *s, struct bignum *bn)
{
  struct bignum t = {0};
  int i = bn_parse(bn ? : &t, s);

  bn_free(&t);

  return i;
}

static void get_int(char *s, struct bignum *bn)
{
  if (!is_int(s, bn)) fail("non-integer argument");
}

static int is_false(char *s)
{
  struct bignum t = {0};
  int i = !*s || (is_int(s, &t) && !t.len);

  bn_free(&t);

  return i;
}

// A positive integer for substr, saturating at LLONG_MAX: 0 if not one.
static long long get_pos(char *s)
{
  struct bignum t = {0};
  unsigned long long u = 0;

  if (is_int(s, &t) && !bn_u64(&t, &u) && !t.neg) u = LLONG_MAX;
  bn_free(&t);

  return u > LLONG_MAX ? LLONG_MAX : u;
}

static char *num(long long ll)
{
  return xmprintf("%lld", ll);
}

// Bytes of the character at s (1 for a byte that doesn't start a valid one)
static int charlen(char *s)
{
  unsigned wc;
  int len;

  if (!TT.utf8 || (unsigned char)*s < 0x80) return 1;

  return (len = utf8towc(&wc, s, 4)) > 0 ? len : 1;
}

// Characters in the first len bytes of s
static long long chars(char *s, long long len)
{
  long long n = 0, i;

  for (i = 0; i < len; n++) i += charlen(s+i);

  return n;
}

static char *next(void)
{
  if (TT.pos >= TT.ac)
    fail("syntax error: missing argument after '%s'", TT.av[TT.pos-1]);

  return TT.av[TT.pos++];
}

static char *expr(int level);

// STRING : REGEX
static char *match(char *s, char *re)
{
  regex_t reg;
  regmatch_t m[2];
  char *ret;
  int rc;

  if ((rc = regcomp(&reg, re, 0))) {
    regerror(rc, &reg, libbuf, sizeof(libbuf));
    fail("%s", libbuf);
  }
  rc = regexec(&reg, s, 2, m, 0) || m[0].rm_so;
  if (reg.re_nsub)
    ret = (rc || m[1].rm_so < 0) ? "" : xstrndup(s+m[1].rm_so, m[1].rm_eo-m[1].rm_so);
  else ret = num(rc ? 0 : chars(s, m[0].rm_eo));
  regfree(&reg);

  return ret;
}

// index S CHARS: position of the first character of S that is in CHARS
static char *indexof(char *s, char *set)
{
  long long n;
  char *t;
  int len, l2;

  for (n = 1; *s; n++, s += len) {
    len = charlen(s);
    for (t = set; *t; t += l2)
      if ((l2 = charlen(t)) == len && !memcmp(s, t, len)) return num(n);
  }

  return "0";
}

static char *substr(char *s, char *p, char *l)
{
  long long pos = get_pos(p), len = get_pos(l);
  char *start;

  if (pos < 1 || len < 1) return "";
  while (*s && --pos) s += charlen(s);
  for (start = s; *s && len--;) s += charlen(s);

  return xstrndup(start, s-start);
}

static char *primary(void)
{
  char *s = next(), *a, *b;

  if (!strcmp(s, "(")) {
    a = expr(0);
    if (TT.pos >= TT.ac)
      fail("syntax error: expecting ')' after '%s'", TT.av[TT.pos-1]);
    if (strcmp(TT.av[TT.pos], ")"))
      fail("syntax error: expecting ')' instead of '%s'", TT.av[TT.pos]);
    TT.pos++;
    return a;
  }
  if (!strcmp(s, "+")) return next();
  if (!strcmp(s, "length")) {
    a = primary();
    return num(chars(a, strlen(a)));
  }
  if (!strcmp(s, "match")) {
    a = primary();
    return match(a, primary());
  }
  if (!strcmp(s, "index")) {
    a = primary();
    return indexof(a, primary());
  }
  if (!strcmp(s, "substr")) {
    a = primary();
    b = primary();
    return substr(a, b, primary());
  }

  return s;
}

// Operators of each precedence level, lowest first
static char *ops[] = {"|", "&", "=\0!=\0<\0<=\0>\0>=", "+\0-", "*\0/\0%", ":"};

static int which_op(char *s, int level)
{
  char *o = ops[level];
  int i, n = 1+(level == 2 ? 5 : level == 3 ? 1 : level == 4 ? 2 : 0);

  for (i = 0; i < n; i++, o += strlen(o)+1) if (!strcmp(s, o)) return i+1;

  return 0;
}

// Integer arithmetic of any size: + - * / %
static char *arith(int level, int op, char *a, char *b)
{
  struct bignum x = {0}, y = {0};

  get_int(a, &x);
  get_int(b, &y);
  if (level == 3) (op == 1 ? bn_add : bn_sub)(&x, &x, &y);
  else if (op == 1) bn_mul(&x, &x, &y);
  else if (!y.len) fail("division by zero");
  else if (op == 2) bn_divmod(&x, 0, &x, &y);
  else bn_divmod(0, &x, &x, &y);
  a = bn_str(&x);
  bn_free(&x);
  bn_free(&y);

  return a;
}

static char *expr(int level)
{
  struct bignum x = {0}, y = {0};
  char *a, *b;
  int op, cmp, r;

  if (level > 5) return primary();
  a = expr(level+1);
  while (TT.pos < TT.ac && (op = which_op(TT.av[TT.pos], level))) {
    TT.pos++;
    b = expr(level+1);
    if (!level) a = !is_false(a) ? a : !is_false(b) ? b : "0";
    else if (level == 1) a = (is_false(a) || is_false(b)) ? "0" : a;
    else if (level == 2) {
      if (is_int(a, &x) && is_int(b, &y)) cmp = bn_cmp(&x, &y);
      else cmp = strcoll(a, b);
      if (op == 1) r = !cmp;
      else if (op == 2) r = !!cmp;
      else if (op == 3) r = cmp < 0;
      else if (op == 4) r = cmp <= 0;
      else if (op == 5) r = cmp > 0;
      else r = cmp >= 0;
      a = r ? "1" : "0";
    } else if (level == 5) a = match(a, b);
    else a = arith(level, op, a, b);
  }
  bn_free(&x);
  bn_free(&y);

  return a;
}

void expr_main(void)
{
  char *s;

  TT.utf8 = MB_CUR_MAX > 1;
  TT.av = toys.optargs;
  TT.ac = toys.optc;
  if (TT.ac && !strcmp(*TT.av, "--")) TT.av++, TT.ac--;
  if (!TT.ac) {
    error_msg("missing operand");
    show_help(stderr, 0);
    toys.exitval = 2;
    xexit();
  }
  s = expr(0);
  if (TT.pos < TT.ac)
    fail("syntax error: unexpected argument '%s'", TT.av[TT.pos]);

  // A write error exits 3
  toys.exitval = 3;
  xputs(s);
  xflush(1);
  toys.exitval = is_false(s);
}
