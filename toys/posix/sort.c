/* sort.c - sort, merge or check lines of text
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/sort.html
 *
 * Collation is byte order (the C locale's) in every locale.

USE_SORT(NEWTOY(sort, "S(buffer-size):T(temporary-directory)*k(key)*t(field-separator):o(output):(parallel)#<1(random-source):b(ignore-leading-blanks)c(check)Cd(dictionary-order)f(ignore-case)g(general-numeric-sort)h(human-numeric-sort)i(ignore-nonprinting)M(month-sort)m(merge)n(numeric-sort)R(random-sort)r(reverse)s(stable)u(unique)V(version-sort)z(zero-terminated)[!cCo]", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(2)))

config SORT
  bool "sort"
  default y
  help
    usage: sort [-bcCdfghiMmnRrsuVz] [-k POS1[,POS2]]... [-o FILE] [-S SIZE] [-t SEP] [-T DIR]... [--parallel=N] [FILE...]

    Sort the lines of all FILEs (or stdin) together and write them to stdout.

    -b	Ignore leading blanks of keys
    -c	Check the input is sorted: report the first disorder, exit 1
    -C	Like -c but quietly
    -d	Dictionary order: only blanks and letters and digits count
    -f	Fold lowercase to uppercase
    -g	General numeric: floating point numbers (1e3, inf, nan...)
    -h	Human readable numbers (2K < 1M)
    -i	Ignore nonprinting characters
    -k	Key: POS1[,POS2] where POS is F[.C][OPTS], field F and character C
    	counting from 1 (default: whole line; POS2 default: end of line,
    	C of POS2 default: end of field). OPTS are any of bdfghiMnRrV and
    	apply to this key only (b to its start or end)
    -M	Month order (unknown < JAN < ... < DEC)
    -m	Merge already sorted files
    -n	Numeric order (leading blanks, -, digits, decimal point)
    -o	Write output to FILE (which may be one of the inputs)
    -R	Random order (equal keys stay together)
    -r	Reverse order
    -S	Memory buffer SIZE (suffix % of memory, b, K, M, G, T; default K)
    -s	Stable: no last resort comparison of whole lines
    -t	Fields are separated by SEP (default: runs of blanks)
    -T	Directory for temporary files (default $TMPDIR or /tmp)
    -u	Unique: output only the first of lines with equal keys
    	(with -c: check for strict order)
    -V	Version order (1.2 < 1.10)
    -z	Lines end with NUL, not newline
    --parallel=N	Sort with N threads
    --random-source=FILE	Seed -R from FILE

    Exit status: 0, 1 when -c or -C found disorder, 2 for trouble.
*/

#define FOR_sort
#include "toys.h"
#include <pthread.h>

GLOBALS(
  char *S;
  struct arg_list *T, *k;
  char *t, *o;
  long parallel;
  char *random_source;

  struct sortkey *keys;
  int delim, tab, gflags, ntmp;
  unsigned long long seed;
  size_t limit;
  char *tempname;
)

// Key flags
#define KB_S 1     // skip blanks at start
#define KB_E 2     // skip blanks before end
#define K_D  4
#define K_F  8
#define K_I  16
#define K_G  32
#define K_H  64
#define K_M  128
#define K_N  256
#define K_R  512
#define K_REV 1024
#define K_V  2048
#define K_TEXT (K_D|K_F|K_I)
#define K_TYPE (K_G|K_H|K_M|K_N|K_V)

struct sortkey {
  struct sortkey *next;
  long sf, sc, ef, ec;   // start field/char (1 based), end field/char (0: eol)
  int flags;
};

// One line, with its first key located and a summary of it cached.
struct rec {
  char *s, *k;
  size_t len, klen;
  unsigned long long c, c2;
};

static unsigned char blank[256];

// Locate a key in a line.
static void findkey(struct sortkey *key, char *s, size_t len, char **kp,
  size_t *klp)
{
  char *p = s, *e = s+len, *end = e;
  long n;

  if (key->sf) {
    for (n = key->sf-1; p<e && n; n--) {
      if (TT.tab >= 0) {
        if ((p = memchr(p, TT.tab, e-p))) p++;
        else p = e;
      } else {
        while (p<e && blank[(unsigned char)*p]) p++;
        while (p<e && !blank[(unsigned char)*p]) p++;
      }
    }
    if (key->flags&KB_S) while (p<e && blank[(unsigned char)*p]) p++;
    p = (e-p > key->sc-1) ? p+key->sc-1 : e;
    if (key->ef) {
      end = s;
      for (n = key->ef-1; end<e && n; n--) {
        if (TT.tab >= 0) {
          if ((end = memchr(end, TT.tab, e-end))) end++;
          else end = e;
        } else {
          while (end<e && blank[(unsigned char)*end]) end++;
          while (end<e && !blank[(unsigned char)*end]) end++;
        }
      }
      if (!key->ec) {
        if (TT.tab >= 0) {
          char *t = memchr(end, TT.tab, e-end);

          end = t ? t : e;
        } else {
          while (end<e && blank[(unsigned char)*end]) end++;
          while (end<e && !blank[(unsigned char)*end]) end++;
        }
      } else {
        if (key->flags&KB_E) while (end<e && blank[(unsigned char)*end]) end++;
        end = (e-end > key->ec) ? end+key->ec : e;
      }
    }
  } else if (key->flags&KB_S) while (p<e && blank[(unsigned char)*p]) p++;
  *kp = p;
  *klp = end>p ? end-p : 0;
}

// Does this byte count for the key's text comparison?
static int skipped(int flags, unsigned char c)
{
  if ((flags&K_D) && !isalnum(c) && !isblank(c)) return 1;
  if ((flags&K_I) && !isprint(c)) return 1;

  return 0;
}

static int textcmp(int flags, char *a, size_t al, char *b, size_t bl)
{
  size_t i = 0, j = 0;

  if (!(flags&K_TEXT)) {
    int r = memcmp(a, b, al<bl ? al : bl);

    return r ? r : (al>bl)-(al<bl);
  }
  for (;;) {
    int x, y;

    if (flags&(K_D|K_I)) {
      while (i<al && skipped(flags, a[i])) i++;
      while (j<bl && skipped(flags, b[j])) j++;
    }
    if (i==al || j==bl) return (i<al)-(j<bl);
    x = (unsigned char)a[i++];
    y = (unsigned char)b[j++];
    if (flags&K_F) x = toupper(x), y = toupper(y);
    if (x != y) return x-y;
  }
}

// Parse a -n number: sign, integer digits (no leading zeros), fraction digits
// (no trailing zeros).
struct num { char *i, *f; size_t il, fl; int neg; };

static void numparse(char *s, size_t len, struct num *n)
{
  char *e = s+len;

  memset(n, 0, sizeof(*n));
  while (s<e && blank[(unsigned char)*s]) s++;
  if (s<e && *s=='-') n->neg = 1, s++;
  while (s<e && *s=='0') s++;
  for (n->i = s; s<e && isdigit(*s); s++);
  n->il = s-n->i;
  if (s<e && *s=='.') {
    for (n->f = ++s; s<e && isdigit(*s); s++);
    while (s>n->f && s[-1]=='0') s--;
    n->fl = s-n->f;
  }
  if (!n->il && !n->fl) n->neg = 0;
}

static int magcmp(struct num *a, struct num *b)
{
  size_t i;
  int r;

  if (a->il != b->il) return a->il>b->il ? 1 : -1;
  if ((r = memcmp(a->i, b->i, a->il))) return r;
  for (i = 0; i<a->fl || i<b->fl; i++) {
    int x = i<a->fl ? a->f[i] : '0', y = i<b->fl ? b->f[i] : '0';

    if (x != y) return x-y;
  }

  return 0;
}

static int numcmp(char *a, size_t al, char *b, size_t bl)
{
  struct num x, y;

  numparse(a, al, &x);
  numparse(b, bl, &y);
  if (x.neg != y.neg) return y.neg-x.neg;

  return x.neg ? magcmp(&y, &x) : magcmp(&x, &y);
}

// Summary of a -n key as an integer in the same order (ties need numcmp)
static unsigned long long numsum(char *s, size_t len)
{
  struct num n;
  unsigned long long v, d = 0;
  size_t i, cnt = 0;

  numparse(s, len, &n);
  for (i = 0; cnt<14 && i<n.il; i++, cnt++) d = d*10+n.i[i]-'0';
  for (i = 0; cnt<14 && i<n.fl; i++, cnt++) d = d*10+n.f[i]-'0';
  for (; cnt<14; cnt++) d *= 10;
  v = ((unsigned long long)(n.il>32767 ? 32767 : n.il)<<47) | d;

  return n.neg ? (1ULL<<62)-v : (1ULL<<62)+v;
}

static int hcmp(char *a, size_t al, char *b, size_t bl)
{
  struct num x, y;
  char *sfx = "KMGTPEZYRQ", *p;
  int sx, sy, rx = 0, ry = 0;

  numparse(a, al, &x);
  numparse(b, bl, &y);
  p = (x.fl ? x.f+x.fl : x.i+x.il);
  while (p<a+al && (isdigit(*p) || *p=='.')) p++;
  if (p<a+al && *p && (p = strchr(sfx, *p=='k' ? 'K' : *p))) rx = p-sfx+1;
  p = (y.fl ? y.f+y.fl : y.i+y.il);
  while (p<b+bl && (isdigit(*p) || *p=='.')) p++;
  if (p<b+bl && *p && (p = strchr(sfx, *p=='k' ? 'K' : *p))) ry = p-sfx+1;
  sx = x.neg ? -1 : (x.il || x.fl);
  sy = y.neg ? -1 : (y.il || y.fl);
  if (sx != sy) return sx-sy;
  if (rx != ry) return sx*(rx-ry);

  return x.neg ? magcmp(&y, &x) : magcmp(&x, &y);
}

// -g: the number as an integer in the same order: text < nan < -inf < inf
static unsigned long long gsum(char *s, size_t len)
{
  char buf[64], *end;
  double d;
  unsigned long long u;
  size_t i = len<63 ? len : 63;

  memcpy(buf, s, i);
  buf[i] = 0;
  d = strtod(buf, &end);
  if (end == buf) return 0;
  if (isnan(d)) return 1+!!signbit(d);
  if (d == 0) d = 0;
  memcpy(&u, &d, 8);

  return (u>>63) ? ~u : u|(1ULL<<63);
}

static int month(char *s, size_t len)
{
  char *e = s+len, *m = "JANFEBMARAPRMAYJUNJULAUGSEPOCTNOVDEC";
  int i;

  while (s<e && blank[(unsigned char)*s]) s++;
  if (e-s < 3) return 0;
  for (i = 0; i<12; i++) if (toupper(s[0])==m[3*i] && toupper(s[1])==m[3*i+1]
    && toupper(s[2])==m[3*i+2]) return i+1;

  return 0;
}

// Version order: digit runs compare as numbers, ~ sorts before everything.
static int vorder(int c)
{
  if (isdigit(c) || !c) return 0;
  if (isalpha(c)) return c;
  if (c=='~') return -1;

  return c+256;
}

static int verrevcmp(char *a, size_t al, char *b, size_t bl)
{
  size_t i = 0, j = 0;

  while (i<al || j<bl) {
    int first = 0;

    while ((i<al && !isdigit(a[i])) || (j<bl && !isdigit(b[j]))) {
      int x = i<al ? vorder(a[i]) : 0, y = j<bl ? vorder(b[j]) : 0;

      if (x != y) return x-y;
      i++, j++;
    }
    while (i<al && a[i]=='0') i++;
    while (j<bl && b[j]=='0') j++;
    while (i<al && isdigit(a[i]) && j<bl && isdigit(b[j])) {
      if (!first) first = a[i]-b[j];
      i++, j++;
    }
    if (i<al && isdigit(a[i])) return 1;
    if (j<bl && isdigit(b[j])) return -1;
    if (first) return first;
  }

  return 0;
}

// Length without a file suffix like .tar.gz (\.[A-Za-z~][A-Za-z0-9~]*)*$
static size_t nosuffix(char *s, size_t len)
{
  size_t i, cut = len;
  int in = 0;

  for (i = 0; i<len; i++) {
    if (s[i]=='.' && i+1<len && (isalpha(s[i+1]) || s[i+1]=='~')) {
      if (!in) cut = i;
      in = 1;
      i++;
    } else if (in && !isalnum(s[i]) && s[i]!='~') in = 0, cut = len;
    else if (!in) cut = len;
  }

  return in ? cut : len;
}

static int vercmp(char *a, size_t al, char *b, size_t bl)
{
  size_t x, y;
  int r, ad, bd;

  if (al==bl && !memcmp(a, b, al)) return 0;
  if (!al || !bl) return !bl-!al;
  ad = (al==1 && *a=='.') ? 1 : (al==2 && a[0]=='.' && a[1]=='.') ? 2 : 0;
  bd = (bl==1 && *b=='.') ? 1 : (bl==2 && b[0]=='.' && b[1]=='.') ? 2 : 0;
  if (ad || bd) return ad && bd ? ad-bd : ad ? -1 : 1;
  if (*a=='.' && *b!='.') return -1;
  if (*a!='.' && *b=='.') return 1;
  if (*a=='.') a++, b++, al--, bl--;
  x = nosuffix(a, al);
  y = nosuffix(b, bl);
  if (!(r = verrevcmp(a, x, b, y))) r = verrevcmp(a, al, b, bl);

  return r;
}

// Hash of the key as compared (folded, skipped bytes left out).
static unsigned long long khash(int flags, char *s, size_t len)
{
  unsigned long long h = TT.seed^0xcbf29ce484222325ULL;
  size_t i;

  for (i = 0; i<len; i++) {
    unsigned char c = s[i];

    if (skipped(flags, c)) continue;
    if (flags&K_F) c = toupper(c);
    h = (h^c)*0x100000001b3ULL;
  }
  h ^= h>>33;
  h *= 0xff51afd7ed558ccdULL;
  h ^= h>>33;

  return h;
}

// Summary of a key: compares in the key's order, ties need keycmp(). Text
// keys put their first 16 (counted) bytes in c and *c2.
static unsigned long long summary(int flags, char *s, size_t len,
  unsigned long long *c2)
{
  unsigned long long u[2] = {0, 0};
  size_t i;
  int n = 0;

  *c2 = 0;
  if (flags&K_G) return gsum(s, len);
  if (flags&K_M) return month(s, len);
  if (flags&K_N) return numsum(s, len);
  if (flags&K_R) return khash(flags, s, len);
  if (flags&(K_H|K_V)) return 0;
  if (!(flags&K_TEXT)) {
    // Big endian loads of the first 16 bytes
    for (i = 0; i<len && i<16; i++)
      u[i/8] |= (unsigned long long)(unsigned char)s[i]<<(56-8*(i&7));
  } else for (i = 0; i<len && n<16; i++) {
    unsigned char c = s[i];

    if ((flags&(K_D|K_I)) && skipped(flags, c)) continue;
    if (flags&K_F) c = toupper(c);
    u[n/8] |= (unsigned long long)c<<(56-8*(n&7));
    n++;
  }
  *c2 = u[1];

  return u[0];
}

// Compare keys without summaries (0 if equal)
static int keycmp(int flags, char *a, size_t al, char *b, size_t bl)
{
  if (flags&K_N) return numcmp(a, al, b, bl);
  if (flags&K_H) return hcmp(a, al, b, bl);
  if (flags&K_V) return vercmp(a, al, b, bl);
  if (flags&(K_G|K_M)) {
    unsigned long long t, x = summary(flags, a, al, &t),
      y = summary(flags, b, bl, &t);

    return (x>y)-(x<y);
  }
  if (flags&K_R) {
    unsigned long long x = khash(flags, a, al), y = khash(flags, b, bl);

    if (x != y) return x>y ? 1 : -1;
  }

  return textcmp(flags, a, al, b, bl);
}

static void fill(struct rec *r)
{
  findkey(TT.keys, r->s, r->len, &r->k, &r->klen);
  r->c = summary(TT.keys->flags, r->k, r->klen, &r->c2);
}

static int compare(struct rec *a, struct rec *b)
{
  struct sortkey *key = TT.keys;
  int r = 0, f = key->flags;

  if (a->c != b->c) r = a->c>b->c ? 1 : -1;
  else if (a->c2 != b->c2) r = a->c2>b->c2 ? 1 : -1;
  else if (!(f&~(KB_S|KB_E|K_REV))) {
    // Plain bytes: equal summaries mean equal first (up to) 16 bytes.
    size_t skip = a->klen<b->klen ? a->klen : b->klen;

    if (skip > 16) skip = 16;

    r = textcmp(0, a->k+skip, a->klen-skip, b->k+skip, b->klen-skip);
    // The key is the whole line: nothing else to compare.
    if (!r && !key->sf && !(f&KB_S) && !key->next) return 0;
  } else if (!(f&(K_G|K_M))) r = keycmp(f, a->k, a->klen, b->k, b->klen);
  if (r) return (f&K_REV) ? -r : r;
  for (key = key->next; key; key = key->next) {
    char *x, *y;
    size_t xl, yl;

    findkey(key, a->s, a->len, &x, &xl);
    findkey(key, b->s, b->len, &y, &yl);
    if ((r = keycmp(key->flags, x, xl, y, yl)))
      return (key->flags&K_REV) ? -r : r;
  }
  if (FLAG(s) || FLAG(u)) return 0;
  r = memcmp(a->s, b->s, a->len<b->len ? a->len : b->len);
  if (!r) r = (a->len>b->len)-(a->len<b->len);

  return FLAG(r) ? -r : r;
}

// Stable merge sort of src[n]: result in dst when todst, else in src.
static void msort(struct rec *src, struct rec *dst, size_t n, int todst)
{
  struct rec *a, *b, *o, *ae, *be;
  size_t h = n/2, i, j;

  if (n <= 12) {
    for (i = 1; i<n; i++) {
      struct rec t = src[i];

      for (j = i; j && compare(src+j-1, &t)>0; j--) src[j] = src[j-1];
      src[j] = t;
    }
    if (todst) memcpy(dst, src, n*sizeof(*src));
    return;
  }
  msort(src, dst, h, !todst);
  msort(src+h, dst+h, n-h, !todst);
  a = todst ? src : dst;
  o = todst ? dst : src;
  b = a+h;
  ae = b;
  be = a+n;
  if (compare(ae-1, b) <= 0) {
    memcpy(o, a, n*sizeof(*a));
    return;
  }
  while (a<ae && b<be) *o++ = (compare(a, b) <= 0) ? *a++ : *b++;
  while (a<ae) *o++ = *a++;
  while (b<be) *o++ = *b++;
}

// Buffered output to a file descriptor
struct out { int fd; size_t len; char *name, buf[65536]; };

static void oinit(struct out *o, int fd, char *name)
{
  o->fd = fd;
  o->len = 0;
  o->name = name;
}

static void owrite(struct out *o, char *s, size_t len)
{
  if (len && writeall(o->fd, s, len) != (ssize_t)len) {
    // -o FILE is written to FILE.tmpXXXXXX, renamed over it when complete:
    // a failed write leaves FILE as it was, and no half-written temporary
    int err = errno;

    if (TT.tempname) unlink(TT.tempname);
    errno = err;
    perror_exit("write failed: %s", o->name);
  }
}

static void oflush(struct out *o)
{
  owrite(o, o->buf, o->len);
  o->len = 0;
}

static void oline(struct out *o, char *s, size_t len)
{
  if (o->len+len+1 > sizeof(o->buf)) {
    oflush(o);
    if (len+1 > sizeof(o->buf)) {
      owrite(o, s, len);
      len = 0;
    }
  }
  memcpy(o->buf+o->len, s, len);
  o->len += len;
  o->buf[o->len++] = TT.delim;
}

// Drop records equal to the one before (for -u), return how many are left.
static size_t dedupe(struct rec *r, size_t n)
{
  size_t i, j;

  for (i = j = 0; i<n; i++) if (!j || compare(r+j-1, r+i)) r[j++] = r[i];

  return j;
}

// Byte d of a record's key summary (c then c2, big endian)
#define sbyte(r, d) (((d)<8 ? (r)->c>>(56-8*(d)) : (r)->c2>>(120-8*(d)))&255)

// Count the summary bytes at the first depth from d where the records
// differ, and return that depth: 16 when they never do (or for -h and -V,
// whose summaries are all 0). Numeric summaries have no c2.
static int histogram(struct rec *r, size_t n, int d, size_t *cnt)
{
  int f = TT.keys->flags, max = (f&(K_G|K_M|K_N|K_R)) ? 8 : 16;
  size_t i;

  if (f&(K_H|K_V)) return 16;
  for (; d<max; d++) {
    memset(cnt, 0, 256*sizeof(*cnt));
    for (i = 0; i<n; i++) cnt[sbyte(r+i, d)]++;
    if (cnt[sbyte(r, d)] != n) return d;
  }

  return 16;
}

// Distribute src[n] to dst by summary byte d, in key order, keeping the
// order within each bucket. cnt[] goes in counts per byte, and comes out
// the end of each bucket in dst, in output order.
static void scatter(struct rec *src, struct rec *dst, size_t n, int d,
  size_t *cnt)
{
  size_t pos[256], i, at = 0;
  int rev = TT.keys->flags&K_REV, b;

  for (i = 0; i<256; i++) {
    b = rev ? 255-i : i;
    pos[b] = at;
    at += cnt[b];
  }
  for (i = 0; i<n; i++) dst[pos[sbyte(src+i, d)]++] = src[i];
  for (i = 0; i<256; i++) cnt[i] = pos[rev ? 255-i : i];
}

// Stable sort of src[n], result in dst when todst, else in src: radix on
// the summary bytes from d on, then msort() where summaries tie or few
// records are left.
static void rsort(struct rec *src, struct rec *dst, size_t n, int d, int todst)
{
  size_t cnt[256], i, at = 0;

  if (n <= 64 || (d = histogram(src, n, d, cnt)) == 16) {
    msort(src, dst, n, todst);
    return;
  }
  scatter(src, dst, n, d, cnt);
  for (i = 0; i<256; at = cnt[i++])
    if (cnt[i] > at) rsort(dst+at, src+at, cnt[i]-at, d+1, !todst);
}

// A thread's share of the first radix pass: buckets from..to-1, which end
// at ends[] in src, sorted into dst.
struct sortjob {
  struct rec *src, *dst;
  size_t *ends;
  int from, to, d;
};

static void *sortjob(void *arg)
{
  struct sortjob *j = arg;
  size_t at = j->from ? j->ends[j->from-1] : 0;
  int i;

  for (i = j->from; i<j->to; at = j->ends[i++])
    if (j->ends[i] > at) rsort(j->src+at, j->dst+at, j->ends[i]-at, j->d, 1);

  return 0;
}

// Sort r[n] in place, the buckets of the first radix pass shared out
// between threads when there are many records.
static void sortrecs(struct rec *r, size_t n)
{
  struct rec *tmp = xbigalloc(n*sizeof(*r));
  long threads = TT.parallel;
  size_t ends[256];
  struct sortjob job[16];
  pthread_t tid[16];
  int d, i, g, ok[16];

  if (!threads) threads = sysconf(_SC_NPROCESSORS_ONLN);
  if (threads > 16) threads = 16;
  if (threads < 2 || n < 50000 || (d = histogram(r, n, 0, ends)) == 16)
    rsort(r, tmp, n, 0, 0);
  else {
    scatter(r, tmp, n, d, ends);
    // Thread g takes the buckets starting before record n*(g+1)/threads
    for (g = i = 0; g<threads; g++) {
      job[g] = (struct sortjob){tmp, r, ends, i, i, d+1};
      while (i<256 && (g == threads-1 || (i ? ends[i-1] : 0) <
        n/threads*(g+1))) i++;
      job[g].to = i;
      ok[g] = g && !pthread_create(tid+g, 0, sortjob, job+g);
      if (g && !ok[g]) sortjob(job+g);
    }
    sortjob(job);
    for (g = 1; g<threads; g++) if (ok[g]) pthread_join(tid[g], 0);
  }
  xbigfree(tmp, n*sizeof(*r));
}

// Buffered line input
struct in { int fd, eof; char *name, *buf; size_t size, start, end; };

static void inopen(struct in *in, int fd, char *name)
{
  memset(in, 0, sizeof(*in));
  in->fd = fd;
  in->name = name;
  in->buf = xmalloc(in->size = 65536);
}

// Next line of input (without delimiter), 0 at EOF.
static char *getln(struct in *in, size_t *len)
{
  char *p;

  for (;;) {
    size_t have = in->end-in->start;

    if ((p = memchr(in->buf+in->start, TT.delim, have))) {
      char *s = in->buf+in->start;

      *len = p-s;
      in->start += *len+1;
      return s;
    }
    if (in->eof) {
      if (!have) return 0;
      in->start = in->end;
      *len = have;
      return in->buf+in->end-have;
    }
    if (in->start) {
      memmove(in->buf, in->buf+in->start, have);
      in->start = 0;
      in->end = have;
    }
    if (in->end == in->size) in->buf = xrealloc(in->buf, in->size *= 2);
    {
      ssize_t got = read(in->fd, in->buf+in->end, in->size-in->end);

      if (got < 0) {
        if (errno == EINTR) continue;
            perror_exit("read failed: %s", in->name);
      }
      if (!got) in->eof = 1;
      in->end += got;
    }
  }
}

static void inclose(struct in *in)
{
  if (in->fd > 0) close(in->fd);
  free(in->buf);
}

static int opentmp(void)
{
  char *dir = 0, *name;
  struct arg_list *al;
  int fd, i, n;

  for (n = 0, al = TT.T; al; al = al->next) n++;
  if (n) {
    for (i = TT.ntmp++%n, al = TT.T; i--; al = al->next);
    dir = al->arg;
  }
  if (!dir) dir = getenv("TMPDIR");
  if (!dir || !*dir) dir = "/tmp";
  name = xmprintf("%s/sortXXXXXX", dir);
  if (-1 == (fd = mkstemp(name)))
    perror_exit("cannot create temporary file in '%s'", dir);
  unlink(name);
  free(name);

  return fd;
}

// A sorted source for merging: a file, or an array of records.
struct source {
  struct in in;
  struct rec *r, *end, cur;
  int live;
};

static int advance(struct source *src)
{
  if (src->r) {
    if (src->r == src->end) return src->live = 0;
    src->cur = *src->r++;
  } else {
    if (!(src->cur.s = getln(&src->in, &src->cur.len))) return src->live = 0;
    fill(&src->cur);
  }

  return src->live = 1;
}

// Merge n sources to out (dropping duplicates with -u), ties to earlier ones.
static void merge(struct source *src, int n, struct out *o)
{
  struct rec last;
  char *save = 0;
  size_t savesize = 0;
  int i, best, have = 0;

  memset(&last, 0, sizeof(last));
  for (i = 0; i<n; i++) advance(src+i);
  for (;;) {
    for (best = -1, i = 0; i<n; i++) if (src[i].live)
      if (best<0 || compare(&src[i].cur, &src[best].cur)<0) best = i;
    if (best<0) break;
    if (FLAG(u)) {
      if (have && !compare(&last, &src[best].cur)) {
        advance(src+best);
        continue;
      }
      last = src[best].cur;
      if (!src[best].r) {
        if (savesize < last.len+1) save = xrealloc(save, savesize = last.len+1);
        memcpy(save, last.s, last.len);
        last.k = save+(last.k-last.s);
        last.s = save;
      }
      have = 1;
    }
    oline(o, src[best].cur.s, src[best].cur.len);
    advance(src+best);
  }
  free(save);
}

#define MAXMERGE 32

// Temporary files holding sorted runs, in input order.
static int *runs, nruns;

// Merge the first MAXMERGE runs into one until few enough are left.
static void fewer_runs(int keep)
{
  while (nruns+keep > MAXMERGE) {
    int n = nruns < MAXMERGE ? nruns : MAXMERGE, i;
    struct source *src = xzalloc(n*sizeof(*src));
    struct out *o = xmalloc(sizeof(*o));

    oinit(o, opentmp(), "temporary file");
    for (i = 0; i<n; i++) {
      xlseek(runs[i], 0, SEEK_SET);
      inopen(&src[i].in, runs[i], "temporary file");
    }
    merge(src, n, o);
    oflush(o);
    for (i = 0; i<n; i++) inclose(&src[i].in);
    runs[0] = o->fd;
    memmove(runs+1, runs+n, (nruns-n)*sizeof(*runs));
    nruns -= n-1;
    free(src);
    free(o);
  }
}

// Sort records and write them out, merged with the runs in temporary files.
static void sort_out(struct rec *r, size_t n, struct out *o, int final)
{
  struct source *src;
  size_t i;

  sortrecs(r, n);
  if (FLAG(u)) n = dedupe(r, n);
  if (!final) oinit(o, opentmp(), "temporary file");
  else fewer_runs(1);
  if (!final || !nruns) for (i = 0; i<n; i++) oline(o, r[i].s, r[i].len);
  else {
    src = xzalloc((nruns+1)*sizeof(*src));
    for (i = 0; i<(size_t)nruns; i++) {
      xlseek(runs[i], 0, SEEK_SET);
      inopen(&src[i].in, runs[i], "temporary file");
    }
    src[nruns].r = r;
    src[nruns].end = r+n;
    merge(src, nruns+1, o);
    for (i = 0; i<(size_t)nruns; i++) inclose(&src[i].in);
    nruns = 0;
    free(src);
  }
  oflush(o);
}

static struct sortkey *parsekey(char *spec)
{
  struct sortkey *key = xzalloc(sizeof(*key));
  char *s = spec, *err = 0;
  int i, end;

  for (end = 0; end<2; end++) {
    long f, c = end ? 0 : 1;

    if (!isdigit(*s)) {
      err = "invalid number";
      break;
    }
    f = strtol(s, &s, 10);
    if (!f) {
      err = "field number is zero";
      break;
    }
    if (*s == '.') {
      if (!isdigit(*++s)) {
        err = "invalid number after '.'";
        break;
      }
      c = strtol(s, &s, 10);
      if (!c && !end) {
        err = "character offset is zero";
        break;
      }
    }
    if (end) key->ef = f, key->ec = c;
    else key->sf = f, key->sc = c;
    while (*s && (i = stridx("bdfghiMnRrV", *s)) != -1) {
      key->flags |= (int[]){end ? KB_E : KB_S, K_D, K_F, K_G, K_H, K_I, K_M,
        K_N, K_R, K_REV, K_V}[i];
      s++;
    }
    if (*s != ',' || end) break;
    s++;
  }
  if (!err && *s) err = "stray character in field spec";
  if (err) {
    error_exit("%s: invalid field specification '%s'", err, spec);
  }

  return key;
}

static void checkflags(int f)
{
  char *types = "ghMnV", buf[8], *p = buf;
  int bits[] = {K_G, K_H, K_M, K_N, K_V}, i, n = 0;

  for (i = 0; i<5; i++) if (f&bits[i]) n++, *p++ = types[i];
  if (n && (f&(K_D|K_I))) *p++ = (f&K_D) ? 'd' : 'i', n++;
  if (n>1) {
    *p = 0;
    error_exit("options '-%s' are incompatible", buf);
  }
}

// Parse -S: a number with suffix b K M G T P E or %, default K.
static size_t bufsize(char *s)
{
  char *end;
  double d = strtod(s, &end);
  long long mem = sysconf(_SC_PHYS_PAGES)*(long long)sysconf(_SC_PAGESIZE);
  int i;

  if (end == s || d < 0) {
    error_exit("invalid -S argument '%s'", s);
  }
  if (!*end) d *= 1024;
  else if (*end == '%' && !end[1]) d = mem*d/100;
  else if ((i = stridx("bkmgtpe", tolower(*end))) != -1 && !end[1])
    while (i--) d *= 1024;
  else {
    error_exit("invalid suffix in -S argument '%s'", s);
  }

  return d > (1ULL<<62) ? (1ULL<<62) : d < 65536 ? 65536 : d;
}

// -c / -C
static void check(char *name)
{
  int fd = strcmp(name, "-") ? open(name, O_RDONLY) : 0;
  struct in in;
  struct rec last, cur;
  char *save = 0, *s;
  size_t savesize = 0, len;
  long long line = 0;

  if (fd < 0) {
    perror_exit("cannot read: %s", name);
  }
  inopen(&in, fd, name);
  while ((s = getln(&in, &len))) {
    cur.s = s;
    cur.len = len;
    fill(&cur);
    if (line++) {
      int r = compare(&last, &cur);

      if (r>0 || (r==0 && FLAG(u))) {
        if (FLAG(c)) {
          fflush(stdout);
          fprintf(stderr, "sort: %s:%lld: disorder: ", name, line);
          fwrite(s, 1, len, stderr);
          fputc('\n', stderr);
        }
        line = -1;
        break;
      }
    }
    if (savesize < len+1) save = xrealloc(save, savesize = len+1);
    memcpy(save, s, len);
    last = cur;
    last.s = save;
    last.k = save+(cur.k-s);
  }
  free(save);
  inclose(&in);
  toys.exitval = line<0;
}

void sort_main(void)
{
  struct sortkey *key, **tail = &TT.keys;
  struct arg_list *al;
  struct rec *recs = 0;
  size_t nrec = 0, recsize = 0, used = 0, i, start = 0, end = 0;
  char *stdin_name = "-", **files = toys.optc ? toys.optargs : &stdin_name;
  int nfiles = toys.optc ? toys.optc : 1, fd, outfd = -1;
  struct out *o;
  struct block { struct block *next; size_t size; char data[]; } *blocks = 0,
    *blk;
  char *optflags = "bdfghiMnRrV";
  unsigned long long optmask[] = {FLAG_b, FLAG_d, FLAG_f, FLAG_g, FLAG_h,
    FLAG_i, FLAG_M, FLAG_n, FLAG_R, FLAG_r, FLAG_V};
  int optbits[] = {KB_S|KB_E, K_D, K_F, K_G, K_H, K_I, K_M, K_N, K_R, K_REV,
    K_V};

  // Any trouble exits 2; -c's disorder exits 1.
  toys.exitval = 2;
  TT.delim = FLAG(z) ? 0 : '\n';
  blank[' '] = blank['\t'] = blank['\n'] = 1;
  TT.tab = -1;
  if (FLAG(t)) {
    if (!*TT.t) {
        error_exit("empty tab");
    }
    if (!strcmp(TT.t, "\\0")) TT.tab = 0;
    else if (TT.t[1]) {
        error_exit("multi-character tab '%s'", TT.t);
    } else TT.tab = (unsigned char)*TT.t;
  }

  // Global flags, then the keys (inheriting them when they have none).
  for (i = 0; optflags[i]; i++) if (toys.optflags & optmask[i])
    TT.gflags |= optbits[i];
  checkflags(TT.gflags);
  for (al = TT.k; al; al = al->next) {
    key = parsekey(al->arg);
    if (!key->flags) key->flags = TT.gflags;
    checkflags(key->flags);
    *tail = key;
    tail = &key->next;
  }
  if (!TT.keys) {
    TT.keys = xzalloc(sizeof(*key));
    TT.keys->flags = TT.gflags;
  }
  for (key = TT.keys; key; key = key->next) if (key->flags&K_R) {
    fd = xopen(TT.random_source ? TT.random_source : "/dev/urandom", O_RDONLY);
    xreadall(fd, &TT.seed, sizeof(TT.seed));
    close(fd);
    break;
  }

  if (FLAG(c) || FLAG(C)) {
    if (toys.optc > 1) {
        error_exit("extra operand '%s' not allowed with -%c", toys.optargs[1],
        FLAG(c) ? 'c' : 'C');
    }
    check(*files);
    return;
  }

  if (FLAG(S)) TT.limit = bufsize(TT.S);
  else {
    long long mem = sysconf(_SC_PHYS_PAGES)*(long long)sysconf(_SC_PAGESIZE);

    TT.limit = mem > 0 ? mem/4 : 1<<30;
  }

  o = xmalloc(sizeof(*o));
  oinit(o, 1, "standard output");

  // -m: merge the files as they are.
  if (FLAG(m)) {
    struct source *src = xzalloc(nfiles*sizeof(*src));
    int n = nfiles;

    for (i = 0; i<(size_t)nfiles; i++) {
      fd = strcmp(files[i], "-") ? open(files[i], O_RDONLY) : 0;
      if (fd<0) {
            perror_exit("cannot read: %s", files[i]);
      }
      inopen(&src[i].in, fd, files[i]);
    }
    if (FLAG(o)) {
      struct stat st, st2;
      int same = 0;

      if (!stat(TT.o, &st)) for (i = 0; i<(size_t)nfiles; i++)
        if (!fstat(src[i].in.fd, &st2) && same_file(&st, &st2)) same = 1;
      if (same) outfd = copy_tempfile(src[0].in.fd, TT.o, &TT.tempname);
      else outfd = xcreate(TT.o, O_WRONLY|O_CREAT|O_TRUNC, 0666);
      o->fd = outfd;
      o->name = TT.o;
    }
    // Too many files: merge them in groups into temporary files first.
    while (n > MAXMERGE) {
      struct out *t = xmalloc(sizeof(*t));
      int j;

      oinit(t, opentmp(), "temporary file");
      merge(src, MAXMERGE, t);
      oflush(t);
      for (j = 0; j<MAXMERGE; j++) inclose(&src[j].in);
      xlseek(t->fd, 0, SEEK_SET);
      memset(src, 0, sizeof(*src));
      inopen(&src[0].in, t->fd, "temporary file");
      memmove(src+1, src+MAXMERGE, (n-MAXMERGE)*sizeof(*src));
      n -= MAXMERGE-1;
      free(t);
    }
    merge(src, n, o);
    oflush(o);
    for (i = 0; i<(size_t)n; i++) inclose(&src[i].in);
    if (TT.tempname) replace_tempfile(-1, outfd, &TT.tempname);
    free(src);
    free(o);
    toys.exitval = 0;
    return;
  }

  // Read everything into blocks, writing sorted runs when memory is full.
  // start..end of the current block is the part not yet split into lines.
  blk = 0;
  for (i = 0; i<(size_t)nfiles; i++) {
    int eof = 0;

    fd = strcmp(files[i], "-") ? open(files[i], O_RDONLY) : 0;
    if (fd<0) perror_exit("cannot read: %s", files[i]);
    for (;;) {
      ssize_t got;
      char *p, *s;

      if (!blk || end == blk->size) {
        size_t part = end-start, size = 4<<20;
        struct block *nb;

        if (blk && nrec && used+recsize*2*sizeof(*recs)+size > TT.limit) {
          struct out *t = xmalloc(sizeof(*t));

          // Memory full: sort what we have into a temporary file.
          sort_out(recs, nrec, t, 0);
          runs = xrealloc(runs, (nruns+1)*sizeof(*runs));
          runs[nruns++] = t->fd;
          free(t);
          nrec = 0;
          while (blk->next) {
            nb = blk->next;
            blk->next = nb->next;
            xbigfree(nb, sizeof(*nb)+nb->size);
          }
          used = blk->size;
        }
        while (size < 2*part) size *= 2;
        nb = xbigalloc(sizeof(*nb)+size);
        nb->size = size;
        used += size;
        if (blk) {
          memcpy(nb->data, blk->data+start, part);
          // A block holding only the partial line has no records: drop it.
          if (!start) {
            blocks = blk->next;
            used -= blk->size;
            xbigfree(blk, sizeof(*blk)+blk->size);
          }
        }
        nb->next = blocks;
        blocks = blk = nb;
        start = 0;
        end = part;
      }
      got = read(fd, blk->data+end, blk->size-end);
      if (got < 0) {
        if (errno == EINTR) continue;
        perror_exit("read failed: %s", files[i]);
      }
      if (!got) eof = 1;
      end += got;
      // Split off the complete lines (and at EOF the rest)
      for (s = blk->data+start; s<blk->data+end; s = p+1) {
        if (!(p = memchr(s, TT.delim, blk->data+end-s))) {
          if (!eof) break;
          p = blk->data+end;
        }
        if (nrec == recsize)
          recs = xrealloc(recs, (recsize = recsize*2+1024)*sizeof(*recs));
        recs[nrec].s = s;
        recs[nrec].len = p-s;
        fill(recs+nrec++);
      }
      start = (s<blk->data+end) ? s-blk->data : end;
      if (eof) break;
    }
    if (fd) close(fd);
  }

  if (FLAG(o)) {
    struct stat st;

    // A regular file (perhaps one of the inputs) is replaced only once
    // all of the output is written.
    if (!stat(TT.o, &st) && S_ISREG(st.st_mode)
        && (fd = open(TT.o, O_RDONLY)) != -1) {
      outfd = copy_tempfile(fd, TT.o, &TT.tempname);
      close(fd);
    } else outfd = xcreate(TT.o, O_WRONLY|O_CREAT|O_TRUNC, 0666);
    o->fd = outfd;
    o->name = TT.o;
  }
  sort_out(recs, nrec, o, 1);
  if (TT.tempname) replace_tempfile(-1, outfd, &TT.tempname);
  else if (outfd > 0) close(outfd);
  while (blocks) {
    blk = blocks->next;
    xbigfree(blocks, sizeof(*blocks)+blocks->size);
    blocks = blk;
  }
  free(recs);
  free(o);
  toys.exitval = 0;
}
