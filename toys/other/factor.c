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

    Numbers are decimal, of any size. Factors are found with Pollard's
    rho, so a number with two or more prime factors of over about 20
    digits each (other than a square) can take very long. Primes up to
    3.3*10^24 are proven; larger ones are probable primes (Miller-Rabin
    with 25 bases).
*/

#define FOR_factor
#include "toys.h"

typedef unsigned long long u64;
typedef unsigned __int128 u128;

GLOBALS(
  unsigned __int128 *found;
  struct bignum *big, tmp;
  int nfound, maxfound, nbig, maxbig, len;
  unsigned long long pinv[25], plim[25];
)

static const unsigned char primes[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29,
  31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97};

// Numbers below 2^128 use Montgomery arithmetic modulo odd n: a number x
// stands for x*R mod n (R = 2^128, or 2^64 for n below 2^64), and products
// need no division.

// The high 128 bits of a*b, the low ones in *lo
static u128 mul_hi(u128 a, u128 b, u128 *lo)
{
  u128 al = (u64)a, ah = a>>64, bl = (u64)b, bh = b>>64, ll = al*bl,
    lh = al*bh, hl = ah*bl, mid = (ll>>64) + (u64)lh + (u64)hl;

  if (lo) *lo = mid<<64 | (u64)ll;

  return ah*bh + (lh>>64) + (hl>>64) + (mid>>64);
}

// a*b/R mod n, for a and b below n; ninv is 1/n mod 2^128
static u128 mont(u128 a, u128 b, u128 n, u128 ninv)
{
  u128 lo, hi, mh;
  u64 h, m;

  // The same in 64 bits (mod 2^64) for n below 2^64
  if (!(n>>64)) {
    lo = (u128)(u64)a*(u64)b;
    m = (u64)lo*(u64)ninv;
    h = lo>>64;
    m = ((u128)m*(u64)n)>>64;

    return h >= m ? h-m : h-m+(u64)n;
  }
  hi = mul_hi(a, b, &lo);
  mh = mul_hi(lo*ninv, n, 0);

  return hi >= mh ? hi-mh : hi-mh+n;
}

// 1/n mod 2^128 for odd n, by Newton's iteration (each doubles the bits)
static u128 inverse(u128 n)
{
  u128 x = n;
  int i;

  for (i = 0; i < 7; i++) x *= 2-n*x;

  return x;
}

// Miller-Rabin for odd n > 97: exact below 3.3*10^24 with the first few
// prime bases, a probable prime above that (25 bases)
static int is_prime(u128 n)
{
  // The first k prime bases are enough below psi[k-2]
  static const u64 psi[] = {1373653, 25326001, 3215031751, 2152302898747,
    3474749660383, 341550071728321, 341550071728321, 3825123056546413051ULL,
    3825123056546413051ULL, 3825123056546413051ULL};
  u128 psi12 = (u128)318665857834031151ULL*1000000+167461,
    psi13 = (u128)3317044064679887385ULL*1000000+961981,
    ninv = inverse(n), one, r2, m1, d = n-1, x, b, e;
  int s = 0, i, j, bases;

  for (bases = 2; bases < 12 && n >= psi[bases-2]; bases++);
  if (bases == 12 && n >= psi12) bases = n < psi13 ? 13 : sizeof(primes);
  // one is R mod n (R = 2^64 below 2^64, else 2^128); R^2 mod n brings the
  // bases to Montgomery form
  if (!(n>>64)) {
    one = -(u64)n%(u64)n;
    r2 = one*one%n;
  }
  else for (r2 = one = -n%n, i = 0; i < 128; i++)
    r2 = r2 >= n-r2 ? r2-(n-r2) : r2+r2;
  m1 = n-one;
  while (!(d&1)) d >>= 1, s++;
  for (i = 0; i < bases; i++) {
    b = mont(primes[i], r2, n, ninv);
    for (x = one, e = d; e; e >>= 1) {
      if (e&1) x = mont(x, b, n, ninv);
      b = mont(b, b, n, ninv);
    }
    if (x == one || x == m1) continue;
    for (j = 1; j < s; j++) if ((x = mont(x, x, n, ninv)) == m1) break;
    if (j == s) return 0;
  }

  return 1;
}

static u128 gcd(u128 a, u128 b)
{
  while (b) {
    u128 t = a%b;

    a = b;
    b = t;
  }

  return a;
}

// Pollard's rho (Brent's variant) for odd composite n: returns a factor.
static u128 rho(u128 n)
{
  u128 ninv = inverse(n), c, x, y, ys = 0, q, d, r, k, i, m = 128;

// y = y*y+c (the squaring in Montgomery form: as good a random map)
#define STEP(y) (y = mont(y, y, n, ninv), y = y >= n-c ? y-(n-c) : y+c)

  for (c = 1;; c++) {
    y = 2, q = 1, d = 1;
    for (r = 1; d == 1; r *= 2) {
      x = y;
      for (i = 0; i < r; i++) STEP(y);
      for (k = 0; k < r && d == 1; k += m) {
        ys = y;
        for (i = 0; i < m && i < r-k; i++) {
          STEP(y);
          q = mont(q, x > y ? x-y : y-x, n, ninv);
        }
        d = gcd(q, n);
      }
    }
    if (d == n) {
      do {
        STEP(ys);
        d = gcd(x > ys ? x-ys : ys-x, n);
      } while (d == 1);
    }
    if (d != n) return d;
  }
#undef STEP
}

static void add_factor(u128 p)
{
  if (TT.nfound == TT.maxfound)
    TT.found = xrealloc(TT.found, (TT.maxfound += 64)*sizeof(u128));
  TT.found[TT.nfound++] = p;
}

// Factor n, which has no prime factors below 100
static void factor128(u128 n)
{
  u128 d, x;
  int i;

  if (n == 1) return;
  if (n < 100*100 || is_prime(n)) return add_factor(n);

  // Pollard's rho would take sqrt(p) steps to split p*p: look for squares
  for (i = 128; !(n>>--i););
  for (x = (u128)1<<(i/2+1); (d = (x+n/x)/2) < x; x = d);
  if (x*x == n) d = x;
  else d = rho(n);
  // (and take out every power of the factor: what's left may be a square)
  do factor128(d); while (!((n /= d)%d));
  factor128(n);
}

// The same for numbers of any size, with bignum arithmetic

// r = a*b mod n
static void bn_mulmod(struct bignum *r, struct bignum *a, struct bignum *b,
  struct bignum *n)
{
  bn_mul(&TT.tmp, a, b);
  bn_divmod(0, r, &TT.tmp, n);
}

// r = a*a+c mod n
static void bn_step(struct bignum *r, struct bignum *a, struct bignum *c,
  struct bignum *n)
{
  bn_mul(&TT.tmp, a, a);
  bn_add(&TT.tmp, &TT.tmp, c);
  bn_divmod(0, r, &TT.tmp, n);
}

static void bn_gcd(struct bignum *r, struct bignum *a, struct bignum *b)
{
  struct bignum x = {0}, y = {0};

  bn_copy(&x, a);
  bn_copy(&y, b);
  while (y.len) {
    bn_divmod(0, &x, &x, &y);
    bn_copy(&TT.tmp, &x);
    bn_copy(&x, &y);
    bn_copy(&y, &TT.tmp);
  }
  bn_copy(r, &x);
  bn_free(&x);
  bn_free(&y);
}

// Miller-Rabin for odd n > 2^128: a probable prime
static int bn_prime(struct bignum *n)
{
  struct bignum d = {0}, x = {0}, b = {0}, one = {0}, n1 = {0};
  int s = 0, i, j, bit, prime = 1;

  bn_setu(&one, 1);
  bn_sub(&n1, n, &one);
  bn_copy(&d, &n1);
  while (!(*d.d&1)) bn_divsmall(&d, 2), s++;
  for (i = 0; prime && i < sizeof(primes); i++) {
    // x = primes[i]^d mod n, from the top bit of d down
    bn_setu(&b, primes[i]);
    bn_setu(&x, 1);
    for (bit = 32*d.len; bit--;) {
      bn_mulmod(&x, &x, &x, n);
      if (d.d[bit/32]>>(bit%32)&1) bn_mulmod(&x, &x, &b, n);
    }
    if (!bn_cmp(&x, &one) || !bn_cmp(&x, &n1)) continue;
    for (j = 1; j < s; j++) {
      bn_mulmod(&x, &x, &x, n);
      if (!bn_cmp(&x, &n1)) break;
    }
    if (j == s) prime = 0;
  }
  bn_free(&d);
  bn_free(&x);
  bn_free(&b);
  bn_free(&one);
  bn_free(&n1);

  return prime;
}

// Pollard's rho as above: d = a factor of odd composite n
static void bn_rho(struct bignum *d, struct bignum *n)
{
  struct bignum c = {0}, x = {0}, y = {0}, ys = {0}, q = {0}, t = {0};
  u64 cc, r, k, i, m = 128;

  for (cc = 1;; cc++) {
    bn_setu(&c, cc);
    bn_setu(&y, 2);
    bn_setu(&q, 1);
    bn_setu(d, 1);
    for (r = 1; d->len == 1 && *d->d == 1; r *= 2) {
      bn_copy(&x, &y);
      for (i = 0; i < r; i++) bn_step(&y, &y, &c, n);
      for (k = 0; k < r && d->len == 1 && *d->d == 1; k += m) {
        bn_copy(&ys, &y);
        for (i = 0; i < m && i < r-k; i++) {
          bn_step(&y, &y, &c, n);
          bn_sub(&t, &x, &y);
          t.neg = 0;
          bn_mulmod(&q, &q, &t, n);
        }
        bn_gcd(d, &q, n);
      }
    }
    if (!bn_cmp(d, n)) {
      do {
        bn_step(&ys, &ys, &c, n);
        bn_sub(&t, &x, &ys);
        t.neg = 0;
        bn_gcd(d, &t, n);
      } while (d->len == 1 && *d->d == 1);
    }
    if (bn_cmp(d, n)) break;
  }
  bn_free(&c);
  bn_free(&x);
  bn_free(&y);
  bn_free(&ys);
  bn_free(&q);
  bn_free(&t);
}

// Factor n (no prime factors below 100) of any size, consuming it
static void factor_bn(struct bignum *n)
{
  struct bignum d = {0}, x = {0};
  u128 u = 0;
  int i;

  if (n->len <= 4) {
    for (i = n->len; i--;) u = u<<32 | n->d[i];
    bn_free(n);
    return factor128(u);
  }
  if (bn_prime(n)) {
    if (TT.nbig == TT.maxbig)
      TT.big = xrealloc(TT.big, (TT.maxbig += 16)*sizeof(*TT.big));
    TT.big[TT.nbig++] = *n;
    return;
  }
  // A square root by Newton's method, else Pollard's rho
  bn_setu(&d, 1);
  for (i = 32*n->len; i > 1; i -= 2) bn_add(&d, &d, &d);
  for (;;) {
    bn_divmod(&TT.tmp, 0, n, &d);
    bn_add(&TT.tmp, &TT.tmp, &d);
    bn_divsmall(&TT.tmp, 2);
    if (bn_cmp(&TT.tmp, &d) >= 0) break;
    bn_copy(&d, &TT.tmp);
  }
  bn_mul(&TT.tmp, &d, &d);
  if (bn_cmp(&TT.tmp, n)) bn_rho(&d, n);
  for (;;) {
    bn_divmod(n, 0, n, &d);
    bn_divmod(0, &TT.tmp, n, &d);
    if (TT.tmp.len) break;
    bn_copy(&x, &d);
    factor_bn(&x);
  }
  factor_bn(&d);
  factor_bn(n);
}

static int cmp_u128(const void *a, const void *b)
{
  u128 x = *(u128 *)a, y = *(u128 *)b;

  return x < y ? -1 : x > y;
}

static int cmp_bn(const void *a, const void *b)
{
  return bn_cmp((void *)a, (void *)b);
}

// Add " N" to the line in toybuf
static void show(u128 u)
{
  char buf[41], *s = buf+41;
  u64 v;

  for (; u>>64; u /= 10) *--s = '0'+u%10;
  for (v = u; v || s == buf+41; v /= 10) *--s = '0'+v%10;
  *--s = ' ';
  if (TT.len > sizeof(toybuf)-sizeof(buf)) fwrite(toybuf, 1, TT.len, stdout), TT.len = 0;
  memcpy(toybuf+TT.len, s, buf+41-s);
  TT.len += buf+41-s;
}

static void do_factor(char *s)
{
  struct bignum n = {0};
  char *str = s;
  u64 u;
  int i;

  while (isspace((unsigned char)*s)) s++;
  if (*s == '+') s++;
  while (*s == '0' && s[1]) s++;
  for (i = 0; isdigit((unsigned char)s[i]); i++);
  if (!i || s[i]) {
    error_msg("'%s' is not a valid positive integer", str);
    return;
  }
  fwrite(s, 1, i, stdout);
  TT.len = 0;
  toybuf[TT.len++] = ':';

  // Small prime factors by division, the rest by Pollard's rho
  TT.nfound = TT.nbig = 0;
  if (i < 20) {
    u = strtoull(s, 0, 10);
    // u*(1/p mod 2^64) is u/p if p divides u, else more than 2^64/p
    for (; u && !(u&1); u >>= 1) show(2);
    for (i = 1; u > 1 && i < sizeof(primes); i++)
      while (u*TT.pinv[i] <= TT.plim[i]) {
        show(primes[i]);
        u *= TT.pinv[i];
      }
    if (u) factor128(u);
  } else {
    bn_parse(&n, s);
    for (i = 0; i < sizeof(primes); i++)
      while (!bn_modsmall(&n, primes[i])) {
        add_factor(primes[i]);
        bn_divsmall(&n, primes[i]);
      }
    factor_bn(&n);
  }
  if (TT.nfound) qsort(TT.found, TT.nfound, sizeof(u128), cmp_u128);
  for (i = 0; i < TT.nfound; i++) show(TT.found[i]);
  if (TT.nbig) qsort(TT.big, TT.nbig, sizeof(*TT.big), cmp_bn);
  if (TT.nbig) fwrite(toybuf, 1, TT.len, stdout), TT.len = 0;
  for (i = 0; i < TT.nbig; i++) {
    xprintf(" %s", s = bn_str(TT.big+i));
    free(s);
    bn_free(TT.big+i);
  }
  toybuf[TT.len++] = '\n';
  xputsl(toybuf, TT.len);
}

void factor_main(void)
{
  char **arg, *line = 0, *s, *t;
  size_t size = 0;
  int i;

  for (i = 1; i < sizeof(primes); i++) {
    TT.pinv[i] = inverse(primes[i]);
    TT.plim[i] = -1ULL/primes[i];
  }
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
