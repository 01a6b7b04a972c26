/* bignum.c - arbitrary precision integers (expr, factor)
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * Sign and magnitude. The magnitude is an array of 32 bit limbs, least
 * significant first, without leading zero limbs: zero has len 0 (and is
 * never negative). A struct bignum starts zeroed ({0}) and is released with
 * bn_free(); every result argument may also be an input.
 */

#include "toys.h"

typedef unsigned long long u64;

static void bn_grow(struct bignum *a, int len)
{
  if (len > a->max) a->d = xrealloc(a->d, (a->max = len+4)*sizeof(*a->d));
}

static void bn_trim(struct bignum *a)
{
  while (a->len && !a->d[a->len-1]) a->len--;
  if (!a->len) a->neg = 0;
}

void bn_free(struct bignum *a)
{
  free(a->d);
  memset(a, 0, sizeof(*a));
}

void bn_copy(struct bignum *r, struct bignum *a)
{
  if (r == a) return;
  bn_grow(r, a->len);
  if (a->len) memcpy(r->d, a->d, a->len*sizeof(*a->d));
  r->len = a->len;
  r->neg = a->neg;
}

void bn_setu(struct bignum *a, unsigned long long u)
{
  bn_grow(a, 2);
  a->d[0] = u;
  a->d[1] = u>>32;
  a->len = 2;
  a->neg = 0;
  bn_trim(a);
}

// Store |a| in *u if a is from 0 to 2^64-1: returns 1 if so, else 0.
int bn_u64(struct bignum *a, unsigned long long *u)
{
  if (a->neg || a->len > 2) return 0;
  if (u) *u = !a->len ? 0 : a->d[0] | (a->len > 1 ? (u64)a->d[1]<<32 : 0);

  return 1;
}

static int mag_cmp(struct bignum *a, struct bignum *b)
{
  int i;

  if (a->len != b->len) return a->len < b->len ? -1 : 1;
  for (i = a->len; i--;)
    if (a->d[i] != b->d[i]) return a->d[i] < b->d[i] ? -1 : 1;

  return 0;
}

// -1, 0 or 1 as a is less than, equal to or greater than b
int bn_cmp(struct bignum *a, struct bignum *b)
{
  if (a->neg != b->neg) return a->neg ? -1 : 1;

  return a->neg ? mag_cmp(b, a) : mag_cmp(a, b);
}

// r = |a| + |b|, limb by limb from the bottom (so r may be a or b)
static void mag_add(struct bignum *r, struct bignum *a, struct bignum *b)
{
  int i, n = a->len > b->len ? a->len : b->len;
  u64 c = 0;

  bn_grow(r, n+1);
  for (i = 0; i < n; i++) {
    c += (u64)(i < a->len ? a->d[i] : 0) + (i < b->len ? b->d[i] : 0);
    r->d[i] = c;
    c >>= 32;
  }
  r->d[n] = c;
  r->len = n+1;
}

// r = |a| - |b| for |a| >= |b|
static void mag_sub(struct bignum *r, struct bignum *a, struct bignum *b)
{
  int i, n = a->len;
  u64 borrow = 0, t;

  bn_grow(r, n);
  for (i = 0; i < n; i++) {
    t = (u64)a->d[i] - (i < b->len ? b->d[i] : 0) - borrow;
    r->d[i] = t;
    borrow = t>>63;
  }
  r->len = n;
}

static void addsub(struct bignum *r, struct bignum *a, struct bignum *b,
  int bneg)
{
  int aneg = a->neg;

  if (aneg == bneg) mag_add(r, a, b), r->neg = aneg;
  else if (mag_cmp(a, b) >= 0) mag_sub(r, a, b), r->neg = aneg;
  else mag_sub(r, b, a), r->neg = bneg;
  bn_trim(r);
}

void bn_add(struct bignum *r, struct bignum *a, struct bignum *b)
{
  addsub(r, a, b, b->neg);
}

void bn_sub(struct bignum *r, struct bignum *a, struct bignum *b)
{
  addsub(r, a, b, !b->neg && b->len);
}

static void bn_swapfree(struct bignum *r, struct bignum *t)
{
  free(r->d);
  *r = *t;
}

void bn_mul(struct bignum *r, struct bignum *a, struct bignum *b)
{
  struct bignum t = {0};
  int i, j;
  u64 c;

  if (r == a || r == b) {
    bn_mul(&t, a, b);
    return bn_swapfree(r, &t);
  }
  bn_grow(r, a->len+b->len);
  if (a->len+b->len) memset(r->d, 0, (a->len+b->len)*sizeof(*r->d));
  for (i = 0; i < a->len; i++) {
    for (c = j = 0; j < b->len; j++) {
      c += (u64)a->d[i]*b->d[j] + r->d[i+j];
      r->d[i+j] = c;
      c >>= 32;
    }
    r->d[i+b->len] = c;
  }
  r->len = a->len+b->len;
  r->neg = a->neg ^ b->neg;
  bn_trim(r);
}

// a = a*mul + add (a >= 0)
static void bn_muladd(struct bignum *a, unsigned mul, unsigned add)
{
  int i;
  u64 c = add;

  bn_grow(a, a->len+1);
  for (i = 0; i < a->len; i++) {
    c += (u64)a->d[i]*mul;
    a->d[i] = c;
    c >>= 32;
  }
  a->d[a->len++] = c;
  bn_trim(a);
}

// |a| /= d in place (d > 0); returns the remainder
unsigned bn_divsmall(struct bignum *a, unsigned d)
{
  u64 rem = 0;
  int i;

  for (i = a->len; i--;) {
    rem = rem<<32 | a->d[i];
    a->d[i] = rem/d;
    rem %= d;
  }
  bn_trim(a);

  return rem;
}

// |a| mod d (d > 0)
unsigned bn_modsmall(struct bignum *a, unsigned d)
{
  u64 rem = 0;
  int i;

  for (i = a->len; i--;) rem = (rem<<32 | a->d[i])%d;

  return rem;
}

// q = a/b rounded toward zero, m = a - q*b (so m has the sign of a). Either
// of q and m may be NULL; b must not be zero.
void bn_divmod(struct bignum *q, struct bignum *m, struct bignum *a,
  struct bignum *b)
{
  int n = b->len, top = a->len-n, s, i, j, qneg = a->neg ^ b->neg,
    aneg = a->neg;
  unsigned *un, *vn, *qd, stack[128];
  long long t, k;
  u64 num, qhat, rhat, p, c;

  if (mag_cmp(a, b) < 0) {
    if (m) bn_copy(m, a);
    if (q) bn_setu(q, 0);
    return;
  }

  // un: a shifted left so b's top limb has its top bit set, vn: b shifted
  i = a->len+1+n+top+1;
  un = i > sizeof(stack)/sizeof(*stack) ? xmalloc(i*sizeof(*un)) : stack;
  vn = un+a->len+1;
  qd = vn+n;
  if (n == 1) {
    for (c = 0, i = a->len; i--;) {
      c = c<<32 | a->d[i];
      qd[i] = c / *b->d;
      c %= *b->d;
    }
    *un = c;
  } else {
    s = __builtin_clz(b->d[n-1]);
    for (i = n; --i;) vn[i] = b->d[i]<<s | (u64)b->d[i-1]>>(32-s);
    *vn = *b->d<<s;
    un[a->len] = (u64)a->d[a->len-1]>>(32-s);
    for (i = a->len; --i;) un[i] = a->d[i]<<s | (u64)a->d[i-1]>>(32-s);
    *un = *a->d<<s;

    // Long division a limb at a time (Knuth's algorithm D)
    for (j = top; j >= 0; j--) {
      num = (u64)un[j+n]<<32 | un[j+n-1];
      qhat = num/vn[n-1];
      rhat = num%vn[n-1];
      while ((qhat>>32) || qhat*vn[n-2] > (rhat<<32 | un[j+n-2])) {
        qhat--;
        if ((rhat += vn[n-1])>>32) break;
      }
      for (k = i = 0; i < n; i++) {
        p = qhat*vn[i];
        t = (long long)un[i+j] - k - (long long)(p&0xffffffff);
        un[i+j] = t;
        k = (long long)(p>>32) - (t>>32);
      }
      t = (long long)un[j+n] - k;
      un[j+n] = t;
      qd[j] = qhat;
      if (t < 0) {
        qd[j]--;
        for (c = i = 0; i < n; i++) {
          c += (u64)un[i+j] + vn[i];
          un[i+j] = c;
          c >>= 32;
        }
        un[j+n] += c;
      }
    }
    for (i = 0; i < n; i++) un[i] = un[i]>>s | (u64)un[i+1]<<(32-s);
  }
  if (m) {
    bn_grow(m, n);
    memcpy(m->d, un, n*sizeof(*un));
    m->len = n;
    m->neg = aneg;
    bn_trim(m);
  }
  if (q) {
    bn_grow(q, top+1);
    memcpy(q->d, qd, (top+1)*sizeof(*qd));
    q->len = top+1;
    q->neg = qneg;
    bn_trim(q);
  }
  if (un != stack) free(un);
}

// Read a decimal integer, optionally negative: 1 if all of s is one, else 0.
int bn_parse(struct bignum *a, char *s)
{
  int neg = *s == '-', i;
  unsigned chunk, mul;
  char *p;

  for (p = s+neg; isdigit((unsigned char)*p); p++);
  if (*p || p == s+neg) return 0;
  for (bn_setu(a, 0), p = s+neg; *p; bn_muladd(a, mul, chunk))
    for (chunk = 0, mul = 1, i = 0; i < 9 && *p; i++)
      chunk = chunk*10 + *p++-'0', mul *= 10;
  if (a->len) a->neg = neg;

  return 1;
}

// The decimal string of a, in memory the caller frees
char *bn_str(struct bignum *a)
{
  struct bignum t = {0};
  char *buf = xmalloc(a->len*10+3), *p = buf+a->len*10+2;
  unsigned r;
  int i;

  *p = 0;
  bn_copy(&t, a);
  do {
    r = bn_divsmall(&t, 1000000000);
    for (i = 0; i < 9; i++) {
      *--p = '0'+r%10;
      if (!(r /= 10) && !t.len) break;
    }
  } while (t.len);
  if (a->neg) *--p = '-';
  memmove(buf, p, strlen(p)+1);
  bn_free(&t);

  return buf;
}
