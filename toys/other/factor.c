/* factor.c - print the prime factors of numbers
 *
 * no standard

USE_FACTOR(NEWTOY(factor, 0, TOYFLAG_USR|TOYFLAG_BIN))

config FACTOR
  bool "factor"
  default y
  help
    usage: factor [NUMBER...]

    Print each NUMBER (or each number read from stdin, separated by
    whitespace) followed by a colon and its prime factors, smallest first,
    repeated as often as they divide it.

    Numbers are decimal, 0 to 18446744073709551615 (2^64-1); larger numbers
    are not supported and get an error message (exit status 1).
*/

#define FOR_factor
#include "toys.h"

typedef unsigned long long u64;
typedef unsigned __int128 u128;

GLOBALS(
  unsigned long long found[64];
  int nfound;
)

static u64 mulmod(u64 a, u64 b, u64 m)
{
  return (u128)a*b%m;
}

static u64 powmod(u64 b, u64 e, u64 m)
{
  u64 r = 1;

  for (b %= m; e; e >>= 1) {
    if (e&1) r = mulmod(r, b, m);
    b = mulmod(b, b, m);
  }

  return r;
}

// Miller-Rabin with bases that are exact for all 64 bit numbers (n odd > 3).
static int is_prime(u64 n)
{
  static const unsigned char bases[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29,
    31, 37};
  u64 d = n-1, x;
  int s = 0, i, j;

  while (!(d&1)) d >>= 1, s++;
  for (i = 0; i < (int)sizeof(bases); i++) {
    if (bases[i]%n == 0) continue;
    x = powmod(bases[i], d, n);
    if (x == 1 || x == n-1) continue;
    for (j = 1; j < s; j++) if ((x = mulmod(x, x, n)) == n-1) break;
    if (j == s) return 0;
  }

  return 1;
}

static u64 gcd(u64 a, u64 b)
{
  while (b) {
    u64 t = a%b;

    a = b;
    b = t;
  }

  return a;
}

// Pollard's rho (Brent's variant) for odd composite n: returns a factor.
static u64 rho(u64 n)
{
  u64 c, x, y, ys = 0, q, d, r, k, i, m = 128;

  for (c = 1;; c++) {
    y = 2, q = 1, d = 1;
    for (r = 1; d == 1; r *= 2) {
      x = y;
      for (i = 0; i < r; i++) y = (mulmod(y, y, n)+c)%n;
      for (k = 0; k < r && d == 1; k += m) {
        ys = y;
        for (i = 0; i < m && i < r-k; i++) {
          y = (mulmod(y, y, n)+c)%n;
          q = mulmod(q, x > y ? x-y : y-x, n);
        }
        d = gcd(q, n);
      }
    }
    if (d == n) {
      do {
        ys = (mulmod(ys, ys, n)+c)%n;
        d = gcd(x > ys ? x-ys : ys-x, n);
      } while (d == 1);
    }
    if (d != n) return d;
  }
}

static void add_factor(u64 p)
{
  TT.found[TT.nfound++] = p;
}

static void factor_big(u64 n)
{
  u64 d;

  if (n == 1) return;
  if (is_prime(n)) return add_factor(n);
  d = rho(n);
  factor_big(d);
  factor_big(n/d);
}

static int cmp_u64(const void *a, const void *b)
{
  u64 x = *(u64 *)a, y = *(u64 *)b;

  return x < y ? -1 : x > y;
}

static void do_factor(char *s)
{
  char *str = s, *end;
  u64 n, p;
  int i;

  while (isspace((unsigned char)*s)) s++;
  if (*s == '+') s++;
  if (!isdigit((unsigned char)*s)) goto bad;
  errno = 0;
  n = strtoull(s, &end, 10);
  while (isspace((unsigned char)*end)) end++;
  if (*end) goto bad;
  if (errno) {
    error_msg("'%s' is too large: numbers up to 18446744073709551615 only",
      str);
    return;
  }

  xprintf("%llu:", n);
  TT.nfound = 0;
  if (n > 1) {
    while (!(n&1)) add_factor(2), n >>= 1;
    for (p = 3; p < 1000 && p*p <= n; p += 2)
      while (!(n%p)) add_factor(p), n /= p;
    if (n > 1) {
      if (n < 1000*1000) add_factor(n);
      else factor_big(n);
    }
  }
  qsort(TT.found, TT.nfound, sizeof(u64), cmp_u64);
  for (i = 0; i < TT.nfound; i++) xprintf(" %llu", TT.found[i]);
  xputc('\n');

  return;
bad:
  error_msg("'%s' is not a valid positive integer", str);
}

void factor_main(void)
{
  char **arg, *line = 0, *s, *t;
  size_t size = 0;

  if (toys.optc) for (arg = toys.optargs; *arg; arg++) do_factor(*arg);
  else while (getline(&line, &size, stdin) > 0) {
    for (s = line; *s; s = t) {
      while (isspace((unsigned char)*s)) s++;
      if (!*s) break;
      for (t = s; *t && !isspace((unsigned char)*t); t++);
      if (*t) *t++ = 0;
      do_factor(s);
    }
  }
  free(line);
}
