/* expr.c - evaluate arguments as an expression
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/expr.html

USE_EXPR(NEWTOY(expr, 0, TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_NOHELP|TOYFLAG_ARGFAIL(2)))

config EXPR
  bool "expr"
  default y
  help
    usage: expr EXPRESSION...

    Print the value of EXPRESSION, each operator and operand a separate
    argument. Exit 0 if the value is neither empty nor 0, 1 if it is, 2 for
    an invalid expression, a non-integer argument, division by zero or
    integer overflow.

    Operators, lowest precedence first (quote them from the shell):
    A | B    A if it is neither empty nor 0, else B (0 if both are)
    A & B    A if neither is empty nor 0, else 0
    A = B  A != B  A < B  A <= B  A > B  A >= B
             1 or 0: numeric if both are integers, else string order
    A + B  A - B    sum, difference (64 bit signed integers)
    A * B  A / B  A % B    product, quotient, remainder
    S : RE   anchored match of basic regular expression RE in S: the text
             of the first \(...\), or the length matched (0 if none)
    ( EXPR ) grouping

    Functions: match S RE (same as S : RE), substr S POS LEN (POS counts
    from 1), index S CHARS (first position of any of CHARS, or 0),
    length S, + TOKEN (TOKEN as a string, even if it is an operator).
*/

#define FOR_expr
#include "toys.h"

GLOBALS(
  char **av;
  int ac, pos;
)

// Errors in the expression exit 2
#define fail(...) error_exit_status(2, __VA_ARGS__)

// Is s an integer (optional -, digits) that fits? Store its value.
// Returns 1 if so, 2 for one too big for 64 bits, else 0.
static int int_ok(char *s, long long *val)
{
  char *p = s + (*s == '-');

  if (!*p) return 0;
  for (; *p; p++) if (!isdigit((unsigned char)*p)) return 0;
  errno = 0;
  *val = strtoll(s, 0, 10);

  return errno ? 2 : 1;
}

static int is_int(char *s, long long *val)
{
  return int_ok(s, val) == 1;
}

static long long get_int(char *s)
{
  long long ll;
  int i = int_ok(s, &ll);

  if (i == 2) fail("integer overflow");
  if (!i) fail("non-integer argument");

  return ll;
}

static int is_false(char *s)
{
  long long ll;

  return !*s || (is_int(s, &ll) && !ll);
}

static char *num(long long ll)
{
  return xmprintf("%lld", ll);
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
  else ret = num(rc ? 0 : m[0].rm_eo);
  regfree(&reg);

  return ret;
}

static char *primary(void)
{
  char *s = next(), *a, *b, *c;
  long long pos, len, slen;

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
  if (!strcmp(s, "length")) return num(strlen(primary()));
  if (!strcmp(s, "match")) {
    a = primary();
    return match(a, primary());
  }
  if (!strcmp(s, "index")) {
    a = primary();
    b = primary();
    len = strcspn(a, b);
    return num(a[len] ? len+1 : 0);
  }
  if (!strcmp(s, "substr")) {
    a = primary();
    b = primary();
    c = primary();
    slen = strlen(a);
    if (!is_int(b, &pos) || !is_int(c, &len) || pos < 1 || len < 1
        || pos > slen) return "";
    if (len > slen-pos+1) len = slen-pos+1;
    return xstrndup(a+pos-1, len);
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

static char *expr(int level)
{
  char *a, *b;
  long long x, y, r;
  int op, cmp;

  if (level > 5) return primary();
  a = expr(level+1);
  while (TT.pos < TT.ac && (op = which_op(TT.av[TT.pos], level))) {
    TT.pos++;
    b = expr(level+1);
    if (!level) a = !is_false(a) ? a : !is_false(b) ? b : "0";
    else if (level == 1) a = (is_false(a) || is_false(b)) ? "0" : a;
    else if (level == 2) {
      if (is_int(a, &x) && is_int(b, &y)) cmp = (x > y) - (x < y);
      else cmp = strcoll(a, b);
      if (op == 1) r = !cmp;
      else if (op == 2) r = !!cmp;
      else if (op == 3) r = cmp < 0;
      else if (op == 4) r = cmp <= 0;
      else if (op == 5) r = cmp > 0;
      else r = cmp >= 0;
      a = num(r);
    } else if (level == 5) a = match(a, b);
    else {
      x = get_int(a);
      y = get_int(b);
      if (level == 4 && op > 1) {
        if (!y) fail("division by zero");
        if (x == LLONG_MIN && y == -1) fail("integer overflow");
        r = (op == 2) ? x/y : x%y;
      } else if (level == 3 ? (op == 1 ? __builtin_add_overflow(x, y, &r)
          : __builtin_sub_overflow(x, y, &r)) : __builtin_mul_overflow(x, y, &r))
        fail("integer overflow");
      a = num(r);
    }
  }

  return a;
}

void expr_main(void)
{
  char *s;

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
  xputs(s);
  toys.exitval = is_false(s);
}
