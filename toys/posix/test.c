/* test.c - evaluate an expression: file types, strings, integers
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/test.html

USE_TEST(NEWTOY(test, 0, TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_NOHELP|TOYFLAG_NOARGHELP|TOYFLAG_ARGFAIL(2)))
USE_TEST(OLDTOY([, test, TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_NOHELP|TOYFLAG_ARGFAIL(2)))

config TEST
  bool "test"
  default y
  help
    usage: test [EXPRESSION]  or  [ EXPRESSION ]

    Exit 0 if EXPRESSION is true, 1 if false, 2 on error (bad integer,
    bad expression, "[" without its "]"). With no EXPRESSION: false; with
    one argument: true if it is not empty. "[ --help" and "[ --version"
    alone print help or version; "test --help" tests the string "--help".

    Files (false if FILE doesn't exist):
    -b block device  -c char device  -d directory     -e exists
    -f regular file  -g setgid       -G owned by our group  -h/-L symlink
    -k sticky bit    -N modified since last read      -O owned by us
    -p fifo          -r readable     -s size > 0      -S socket
    -u setuid        -w writable     -x executable    -t FD is a terminal
    F1 -nt F2  F1 is newer (or F2 doesn't exist)  F1 -ot F2  older
    F1 -ef F2  same file (device and inode)

    Strings: -n S  not empty   -z S  empty   S  not empty
    S1 = S2  (or ==) equal     S1 != S2  not equal   S1 < S2  S1 > S2  sort order

    Integers (any length, optional sign and surrounding blanks):
    N1 -eq N2  -ne  -lt  -le  -gt  -ge

    Combine: ! EXPR  not   EXPR -a EXPR  and   EXPR -o EXPR  or   ( EXPR )
    (! binds tightest, then -a, then -o).
*/

#define FOR_test
#include "toys.h"

GLOBALS(
  char **av;
  int ac, pos;
)

// Errors in the expression exit 2
#define fail(...) error_exit_status(2, __VA_ARGS__)

// Check an integer; return a pointer to its first significant digit (none
// for zero) and its length in *len, sign in *neg.
static char *integer(char *s, int *len, int *neg)
{
  char *p = s, *start;

  while (isspace((unsigned char)*p)) p++;
  *neg = (*p == '-');
  if (*p == '-' || *p == '+') p++;
  if (!isdigit((unsigned char)*p)) fail("invalid integer '%s'", s);
  while (*p == '0') p++;
  for (start = p; isdigit((unsigned char)*p); p++);
  *len = p-start;
  while (isspace((unsigned char)*p)) p++;
  if (*p) fail("invalid integer '%s'", s);
  if (!*len) *neg = 0;

  return start;
}

// Compare two integers of any length: <0, 0, >0
static int intcmp(char *a, char *b)
{
  int la, lb, na, nb, r;
  char *sa = integer(a, &la, &na), *sb = integer(b, &lb, &nb);

  if (na != nb) return nb-na;
  r = (la != lb) ? la-lb : memcmp(sa, sb, la);

  return na ? -r : r;
}

static int is_unary(char *s)
{
  return *s == '-' && s[1] && !s[2] && strchr("bcdefgGhkLNOprsStuwxzn", s[1]);
}

static int is_binary(char *s, int ao)
{
  char *ops[] = {"=", "==", "!=", "<", ">", "-eq", "-ne", "-lt", "-le", "-gt",
    "-ge", "-nt", "-ot", "-ef", "-a", "-o"};
  int i;

  for (i = 0; i < (ao ? 16 : 14); i++) if (!strcmp(s, ops[i])) return i+1;

  return 0;
}

static int unary(char *op, char *arg)
{
  struct stat st;
  int c = op[1], i, neg;

  if (c == 'n') return !!*arg;
  if (c == 'z') return !*arg;
  if (c == 't') {
    char *s = integer(arg, &i, &neg);

    return !neg && i < 10 && isatty(atoi(s));
  }
  if (c == 'r' || c == 'w' || c == 'x')
    return !faccessat(AT_FDCWD, arg, c == 'r' ? R_OK : c == 'w' ? W_OK : X_OK,
      AT_EACCESS);
  if ((c == 'h' || c == 'L') ? lstat(arg, &st) : stat(arg, &st)) return 0;
  switch (c) {
  case 'b': return S_ISBLK(st.st_mode);
  case 'c': return S_ISCHR(st.st_mode);
  case 'd': return S_ISDIR(st.st_mode);
  case 'f': return S_ISREG(st.st_mode);
  case 'g': return !!(st.st_mode & S_ISGID);
  case 'G': return st.st_gid == getegid();
  case 'h': case 'L': return S_ISLNK(st.st_mode);
  case 'k': return !!(st.st_mode & S_ISVTX);
  case 'N': return st.st_mtim.tv_sec > st.st_atim.tv_sec
    || (st.st_mtim.tv_sec == st.st_atim.tv_sec
        && st.st_mtim.tv_nsec > st.st_atim.tv_nsec);
  case 'O': return st.st_uid == geteuid();
  case 'p': return S_ISFIFO(st.st_mode);
  case 's': return st.st_size > 0;
  case 'S': return S_ISSOCK(st.st_mode);
  case 'u': return !!(st.st_mode & S_ISUID);
  }

  return 1; // -e
}

static int binary(char *a, char *op, char *b)
{
  struct stat sa, sb;
  int i = is_binary(op, 1), ea, eb;
  long long diff;

  if (i <= 5) {
    int r = strcmp(a, b);

    return i == 3 ? !!r : i == 4 ? r < 0 : i == 5 ? r > 0 : !r;
  }
  if (i <= 11) {
    int r = intcmp(a, b);

    switch (i) {
    case 6: return !r;
    case 7: return !!r;
    case 8: return r < 0;
    case 9: return r <= 0;
    case 10: return r > 0;
    }
    return r >= 0;
  }
  if (i >= 15) return i == 15 ? *a && *b : *a || *b;
  ea = !stat(a, &sa);
  eb = !stat(b, &sb);
  if (i == 14) return ea && eb && same_file(&sa, &sb);
  if (!ea || !eb) return i == 12 ? ea && !eb : !ea && eb;
  diff = (long long)(sa.st_mtim.tv_sec-sb.st_mtim.tv_sec)*1000000000
    + sa.st_mtim.tv_nsec-sb.st_mtim.tv_nsec;

  return i == 12 ? diff > 0 : diff < 0;
}

static char *next(void)
{
  if (TT.pos >= TT.ac)
    fail("missing argument after '%s'", TT.pos ? TT.av[TT.pos-1] : "");

  return TT.av[TT.pos++];
}

static int or_expr(void);

// A primary: ( EXPR ), A BINOP B, -UNARY ARG, or a string
static int primary(void)
{
  char **a = TT.av+TT.pos;
  int left = TT.ac-TT.pos, r;

  if (left >= 3 && is_binary(a[1], 0)) {
    TT.pos += 3;
    return binary(a[0], a[1], a[2]);
  }
  if (left >= 1 && !strcmp(*a, "(")) {
    TT.pos++;
    r = or_expr();
    if (TT.pos >= TT.ac || strcmp(TT.av[TT.pos], ")"))
      fail("')' expected%s%s", TT.pos < TT.ac ? ", found " : "",
        TT.pos < TT.ac ? TT.av[TT.pos] : "");
    TT.pos++;
    return r;
  }
  if (left >= 2 && is_unary(*a)) {
    TT.pos += 2;
    return unary(a[0], a[1]);
  }

  return !!*next();
}

static int not_expr(void)
{
  if (TT.pos < TT.ac-1 && !strcmp(TT.av[TT.pos], "!")) {
    TT.pos++;
    return !not_expr();
  }

  return primary();
}

static int and_expr(void)
{
  int r = not_expr();

  while (TT.pos < TT.ac && !strcmp(TT.av[TT.pos], "-a")) {
    TT.pos++;
    r = not_expr() && r;
  }

  return r;
}

static int or_expr(void)
{
  int r = and_expr();

  while (TT.pos < TT.ac && !strcmp(TT.av[TT.pos], "-o")) {
    TT.pos++;
    r = and_expr() || r;
  }

  return r;
}

// POSIX's rules by the number of arguments, then the general grammar
static int posix(int n)
{
  char **a = TT.av+TT.pos;
  int r;

  if (!n) return 0;
  if (n == 1) {
    TT.pos++;
    return !!**a;
  }
  if (n == 2) {
    if (!strcmp(*a, "!")) {
      TT.pos++;
      return !posix(1);
    }
    if (!is_unary(*a)) fail("'%s': unary operator expected", *a);
    TT.pos += 2;
    return unary(a[0], a[1]);
  }
  if (n == 3) {
    if (is_binary(a[1], 1)) {
      TT.pos += 3;
      return binary(a[0], a[1], a[2]);
    }
    if (!strcmp(*a, "!")) {
      TT.pos++;
      return !posix(2);
    }
    if (!strcmp(*a, "(") && !strcmp(a[2], ")")) {
      TT.pos++;
      r = posix(1);
      TT.pos++;
      return r;
    }
    fail("'%s': binary operator expected", a[1]);
  }
  if (n == 4) {
    if (!strcmp(*a, "!")) {
      TT.pos++;
      return !posix(3);
    }
    if (!strcmp(*a, "(") && !strcmp(a[3], ")")) {
      TT.pos++;
      r = posix(2);
      TT.pos++;
      return r;
    }
  }

  return or_expr();
}

void test_main(void)
{
  TT.av = toys.optargs;
  TT.ac = toys.optc;

  if (*toys.which->name == '[') {
    if (!TT.ac || strcmp(TT.av[TT.ac-1], "]")) fail("missing ']'");
    TT.ac--;
  }
  toys.exitval = !posix(TT.ac);
  if (TT.pos < TT.ac) fail("extra argument '%s'", TT.av[TT.pos]);
}
