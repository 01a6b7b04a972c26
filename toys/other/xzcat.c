/* xzcat.c - decompress xz files
 *
 * no standard (the format: https://tukaani.org/xz/xz-file-format.txt,
 * LZMA2 chunks of LZMA, a range coded Lempel-Ziv with a context model)

USE_XZCAT(NEWTOY(xzcat, "cfkt", TOYFLAG_USR|TOYFLAG_BIN))
USE_XZCAT(OLDTOY(unxz, xzcat, TOYFLAG_USR|TOYFLAG_BIN))

config XZCAT
  bool "xzcat"
  default y
  help
    usage: xzcat [-ft] [FILE...]
    usage: unxz [-cfkt] [FILE...]

    Decompress xz files (or stdin). xzcat writes to stdout; unxz turns
    FILE.xz into FILE (.txz into .tar), with FILE.xz's mode and times,
    then removes FILE.xz. Filters: LZMA2, delta and the branch converters
    for x86, PowerPC, IA-64, ARM, ARM-Thumb, ARM64 and SPARC code;
    checks: CRC32, CRC64 and SHA-256.

    -c  write to stdout                    -k  keep the input files
    -f  overwrite existing output files    -t  only check the data
*/

#define FOR_xzcat
#include "toys.h"

// The range decoder is this file's hot loop: -Os (the default build) makes
// it about 5% slower than -O2.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("O2")
#endif

GLOBALS(
  struct decomp d;

  unsigned char *dict;
  unsigned long dictmax;
)

struct lenprobs {
  unsigned short choice, choice2, low[16][8], mid[16][8], high[256];
};

// A filter between LZMA2 and the output: delta (id 3) or a branch converter
// (4-10). Bytes it can't decide yet (an instruction not all there) wait in
// buf. pos is the stream offset of buf[0] plus the start offset.
struct filt {
  int id, held;
  unsigned pos, mask, dist;
  unsigned char hist[256], dpos, buf[65536+16];
};

struct xz {
  // LZMA: the context model's probabilities, state, the last 4 distances
  struct {
    unsigned short ismatch[12][16], isrep[12], isrepg0[12], isrepg1[12],
      isrepg2[12], isrep0long[12][16], slot[4][64], spec[114], align[16];
    struct lenprobs len, replen;
    unsigned short lit[0x300<<4];
  } p;
  unsigned state, rep[4], lc, lp, pb;

  // The dictionary: pos is where the next byte goes, done how far it's
  // been written out, total how much there is since it was reset.
  unsigned dsize, pos, done;
  unsigned long long total;

  // The block: check type, its state, the filters before LZMA2
  int check, nfilt;
  unsigned crc;
  unsigned long long crc64, crc64tab[8][256], usize, csize;
  unsigned sha[8], shalen;
  unsigned long long shatotal;
  unsigned char shabuf[64];
  struct filt filt[3];

  // The blocks seen, to compare with the index
  unsigned long long index[3];
  int inindex;
};

static noreturn void corrupt(void)
{
  decomp_error(&TT.d, "Compressed data is corrupt");
}

static noreturn void unexpected_end(void)
{
  decomp_error(&TT.d, "Unexpected end of input");
}

// (lib/hash.c's gzip_crc(): xz's CRC32 is gzip's)
static unsigned crc32(unsigned crc, void *p, long n)
{
  return ~gzip_crc(~crc, p, n);
}

// SHA-256 (FIPS 180-4) of the block's data, for check type 10
static void sha256_block(unsigned *h, unsigned char *p)
{
  static const unsigned k[64] = {0x428a2f98, 0x71374491, 0xb5c0fbcf,
    0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
    0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7,
    0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
    0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
    0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
    0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e,
    0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
    0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c,
    0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee,
    0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
    0xc67178f2};
  unsigned w[64], s[8], t1, t2, i;

#define ROR(x, n) ((x)>>(n) | (x)<<(32-(n)))
  for (i = 0; i < 64; i++) {
    if (i < 16) w[i] = peek_be(p+4*i, 4);
    else w[i] = w[i-16] + (ROR(w[i-15], 7)^ROR(w[i-15], 18)^(w[i-15]>>3))
      + w[i-7] + (ROR(w[i-2], 17)^ROR(w[i-2], 19)^(w[i-2]>>10));
  }
  memcpy(s, h, sizeof(s));
  for (i = 0; i < 64; i++) {
    t1 = s[7] + (ROR(s[4], 6)^ROR(s[4], 11)^ROR(s[4], 25))
      + ((s[4]&s[5])^(~s[4]&s[6])) + k[i] + w[i];
    t2 = (ROR(s[0], 2)^ROR(s[0], 13)^ROR(s[0], 22))
      + ((s[0]&s[1])^(s[0]&s[2])^(s[1]&s[2]));
    memmove(s+1, s, 7*sizeof(*s));
    s[4] += t1;
    s[0] = t1+t2;
  }
  for (i = 0; i < 8; i++) h[i] += s[i];
#undef ROR
}

static void sha256(struct xz *x, unsigned char *p, long n)
{
  long i;

  x->shatotal += n;
  while (n) {
    i = 64-x->shalen < n ? 64-x->shalen : n;
    memcpy(x->shabuf+x->shalen, p, i);
    p += i;
    n -= i;
    if ((x->shalen += i) == 64) {
      sha256_block(x->sha, x->shabuf);
      x->shalen = 0;
    }
  }
}

// The block's data, decoded: into the check and out
static void output(struct xz *x, unsigned char *p, long j)
{
  unsigned long long c64 = ~x->crc64, w;
  long i;

  if (x->check == 1) x->crc = crc32(x->crc, p, j);
  else if (x->check == 4) {
    // Eight bytes at a time, a table for each byte's place
    for (i = 0; i+8 <= j; i += 8) {
      memcpy(&w, p+i, 8);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
      w = __builtin_bswap64(w);
#endif
      c64 ^= w;
      c64 = x->crc64tab[7][c64&255] ^ x->crc64tab[6][(c64>>8)&255]
        ^ x->crc64tab[5][(c64>>16)&255] ^ x->crc64tab[4][(c64>>24)&255]
        ^ x->crc64tab[3][(c64>>32)&255] ^ x->crc64tab[2][(c64>>40)&255]
        ^ x->crc64tab[1][(c64>>48)&255] ^ x->crc64tab[0][c64>>56];
    }
    for (; i < j; i++) c64 = c64>>8 ^ x->crc64tab[0][(c64^p[i])&255];
    x->crc64 = ~c64;
  } else if (x->check == 10) sha256(x, p, j);
  decomp_write(&TT.d, p, j);
  x->usize += j;
}

// The branch converters: each turns the absolute addresses the encoder put
// in call instructions back into displacements from the instruction, and
// returns how many bytes of b are final (the rest may be the start of an
// instruction).

// x86 CALL (E8) and JMP (E9) with a 32-bit displacement that fits in 25 bits
// signed (its top byte 00 or FF). An E8/E9 byte in the 3 before (one that
// wasn't converted, whose own displacement this one's overlaps) stops the
// conversion if there were two, or if the byte of this displacement that was
// the other's top byte is 00/FF; and this one's result mustn't make it so.
static long x86(struct filt *f, unsigned char *b, long n)
{
  unsigned m = f->mask, k, x, y;
  long i;

#define TOP(c) (!(c) || (c) == 255)
  for (i = 0; i+5 <= n; i++) {
    if ((b[i]&0xfe) != 0xe8) {
      m = m<<1&7;
      continue;
    }
    k = m == 4 ? 0 : m == 2 ? 8 : 16;
    if (!(m&(m-1)) && TOP(b[i+4]) && !(m && TOP(b[i+1+k/8]))) {
      for (x = peek_le(b+i+1, 4);; x = y^((2u<<(k+7))-1)) {
        y = x-(f->pos+i+5);
        if (!m || !TOP(y>>k&255)) break;
      }
      poke_le(b+i+1, y&0x1000000 ? y|0xff000000 : y&0xffffff, 4);
      i += 4;
      m = 0;
    } else m = (m<<1|1)&7;
  }
#undef TOP
  f->mask = m;

  return i;
}

// The others look at aligned words. ARM: BL (cond always, EB) with a
// 24-bit word offset from the instruction + 8.
static long arm(struct filt *f, unsigned char *b, long n)
{
  long i;

  for (i = 0; i+4 <= n; i += 4) if (b[i+3] == 0xeb)
    poke_le(b+i, peek_le(b+i, 3)-((f->pos+i+8)>>2), 3);

  return i;
}

// Thumb: the BL pair (F000+high 11 bits, F800+low 11 bits) of a 22-bit
// halfword offset from the instruction + 4.
static long thumb(struct filt *f, unsigned char *b, long n)
{
  unsigned v;
  long i;

  for (i = 0; i+4 <= n; i += 2) {
    if ((b[i+1]&0xf8) != 0xf0 || (b[i+3]&0xf8) != 0xf8) continue;
    v = ((b[i+1]&7)<<19 | b[i]<<11 | (b[i+3]&7)<<8 | b[i+2])
      - ((f->pos+i+4)>>1);
    b[i] = v>>11;
    b[i+1] = 0xf0|(v>>19&7);
    b[i+2] = v;
    b[i+3] = 0xf8|(v>>8&7);
    i += 2;
  }

  return i;
}

// PowerPC (big endian): bl, opcode 18 with AA 0 and LK 1, 24-bit word offset
static long ppc(struct filt *f, unsigned char *b, long n)
{
  unsigned w;
  long i;

  for (i = 0; i+4 <= n; i += 4) {
    w = peek_be(b+i, 4);
    if ((w&0xfc000003) == 0x48000001)
      poke_be(b+i, 0x48000001|((w-f->pos-i)&0x3fffffc), 4);
  }

  return i;
}

// SPARC (big endian): call (01 and a 30-bit word offset), those whose offset
// fits in 23 bits signed
static long sparc(struct filt *f, unsigned char *b, long n)
{
  unsigned w;
  long i;

  for (i = 0; i+4 <= n; i += 4) {
    if ((b[i] != 0x40 || (b[i+1]&0xc0)) && (b[i] != 0x7f || b[i+1] < 0xc0))
      continue;
    w = (peek_be(b+i, 4)-((f->pos+i)>>2))&0x7fffff;
    poke_be(b+i, 0x40000000|(w&0x400000 ? w|0x3fc00000 : w), 4);
  }

  return i;
}

// ARM64: BL (100101 and a 26-bit word offset), and ADRP (1, 2 low bits,
// 10000, 19 high bits, register) of a 4 KiB page offset, those in 18 bits
// signed
static long arm64(struct filt *f, unsigned char *b, long n)
{
  unsigned w, v;
  long i;

  for (i = 0; i+4 <= n; i += 4) {
    w = peek_le(b+i, 4);
    if (w>>26 == 0x25) w = 0x94000000|((w-((f->pos+i)>>2))&0x3ffffff);
    else if ((w&0x9f000000) == 0x90000000) {
      v = (w>>29&3) | (w>>3&0x1ffffc);
      if ((v+0x20000)&0x1c0000) continue;
      v = (v-((f->pos+i)>>12))&0x3ffff;
      if (v&0x20000) v |= 0x1c0000;
      w = (w&0x9f00001f) | (v&3)<<29 | (v>>2)<<5;
    } else continue;
    poke_le(b+i, w, 4);
  }

  return i;
}

// IA-64: 16-byte bundles, the template (low 5 bits) saying which of the
// three 41-bit slots (from bit 5, 46, 87) are branch units. Those with
// opcode 5 (bits 37-40) and bits 9-11 clear: a 21-bit bundle offset, 20
// bits from bit 13 and the sign at bit 36.
static long ia64(struct filt *f, unsigned char *b, long n)
{
  static const unsigned char bslots[32] = {[16] = 4, 4, 6, 6, 0, 0, 7, 7, 4,
    4, 0, 0, 4, 4};
  unsigned long long w, s, m;
  unsigned v, sh, k;
  long i;

  for (i = 0; i+16 <= n; i += 16) for (k = 0; k < 3; k++) {
    if (!(bslots[b[i]&31]>>k&1)) continue;
    sh = 5+41*k;
    w = peek_le(b+i+sh/8, 6);
    s = w>>(sh&7);
    if ((s>>37&15) != 5 || (s>>9&7)) continue;
    v = ((s>>13&0xfffff) | (s>>36&1)<<20)-((f->pos+i)>>4);
    m = (0xfffffULL<<13 | 1ULL<<36)<<(sh&7);
    w = (w&~m) | ((v&0xfffffULL)<<13 | (v>>20&1ULL)<<36)<<(sh&7);
    poke_le(b+i+sh/8, w, 6);
  }

  return i;
}

// Run n bytes at p through filter s and those after it, then out. With n -1,
// the block's end: what filter s kept back goes on as it is.
static void filter(struct xz *x, int s, unsigned char *p, long n)
{
  struct filt *f;
  long i, j, len;

  if (s < 0) {
    if (n > 0) output(x, p, n);
    return;
  }
  f = x->filt+s;
  if (n < 0) {
    filter(x, s-1, f->buf, f->held);
    filter(x, s-1, 0, -1);
    return;
  }
  while (n) {
    j = sizeof(f->buf)-f->held;
    if (j > n) j = n;
    memcpy(f->buf+f->held, p, j);
    p += j;
    n -= j;
    len = f->held+j;
    if (f->id == 3) {
      for (i = 0; i < len; i++, f->dpos++)
        f->buf[i] = f->hist[f->dpos] = f->buf[i]+f->hist[(f->dpos-f->dist)&255];
    } else i = (long (*[])(struct filt *, unsigned char *, long)){x86, ppc, ia64,
      arm, thumb, sparc, arm64}[f->id-4](f, f->buf, len);
    f->pos += i;
    filter(x, s-1, f->buf, i);
    memmove(f->buf, f->buf+i, f->held = len-i);
  }
}

// Write out the dictionary from done to pos, through the filters
static void flush(struct xz *x)
{
  filter(x, x->nfilt-1, TT.dict+x->done, x->pos-x->done);
  x->done = x->pos;
  if (x->pos == x->dsize) x->pos = x->done = 0;
}

// Decode one LZMA chunk of len compressed bytes at in into left bytes.
static void lzma(struct xz *x, unsigned char *in, unsigned len, unsigned left)
{
  unsigned char *end = in+len, *dict = TT.dict;
  unsigned range = ~0, code, bound, state = x->state, pos = x->pos,
    dsize = x->dsize, pbmask = (1<<x->pb)-1, lpmask = (1<<x->lp)-1, lc = x->lc,
    sym, n, i, b, dist, ps, src, bad = 0, *rep = x->rep;
  unsigned long long total = x->total;
  unsigned short *p;
  struct lenprobs *lp;

  if (len < 5 || *in++) corrupt();
  code = peek_be(in, 4);
  in += 4;

// Range decoder: a bit with probability p (of 2048) of being 0
#define NORM() (range < 1u<<24 ? (range <<= 8, \
  code = code<<8 | (in < end ? *in++ : (bad = 1, 0))) : 0)
#define BIT(p) (NORM(), bound = (range>>11)*(p), code < bound \
  ? (range = bound, (p) += (2048-(p))>>5, 0) \
  : (range -= bound, code -= bound, (p) -= (p)>>5, 1))
#define TREE(p, bits, out) \
  for (out = 1; out < 1u<<(bits); ) out = out<<1 | BIT((p)[out]); \
  out -= 1u<<(bits);
// The same without a branch, for the distance's slot and low bits, which
// are near random: b is 0 or all ones for the bit decoded (the probability
// moves towards it as in BIT()).
#define TBIT(p, out) { \
  unsigned short *pp = &(p); \
  TBITV(pp, *pp, out) \
}
// ... with the probability at pp already loaded in pr: a tree loads both
// children's before the bit that picks one is known
#define TBITV(pp, prv, out) { \
  unsigned pr = prv; \
  NORM(); \
  bound = (range>>11)*pr; \
  b = 0-(code >= bound); \
  code -= bound&b; \
  range = bound+((range-2*bound)&b); \
  *(pp) = pr+((2048-pr)>>5)+(b&((pr-(pr>>5))-(pr+((2048-pr)>>5)))); \
  out = (out<<1)-b; \
}

  while (left) {
    ps = total&pbmask;
    if (!BIT(x->p.ismatch[state][ps])) {
      // A literal, in the context of the byte before
      n = total ? dict[pos ? pos-1 : dsize-1] : 0;
      p = x->p.lit+0x300*(((total&lpmask)<<lc) + (n>>(8-lc)));
      if (state < 7) {
        TREE(p, 8, sym);
      } else {
        // Bits in tune with the byte at rep0 have their own probabilities
        if (rep[0] >= total || rep[0] >= dsize) corrupt();
        src = dict[pos > rep[0] ? pos-rep[0]-1 : pos+dsize-rep[0]-1];
        for (sym = 1; sym < 0x100; ) {
          i = (src>>7)&1;
          src <<= 1;
          n = BIT(p[((1+i)<<8) + sym]);
          sym = sym<<1 | n;
          if (n != i) {
            while (sym < 0x100) sym = sym<<1 | BIT(p[sym]);
            break;
          }
        }
        sym -= 0x100;
      }
      dict[pos++] = sym;
      total++;
      left--;
      state = state < 4 ? 0 : state < 10 ? state-3 : state-6;
      if (pos == dsize) {
        x->pos = pos;
        flush(x);
        pos = 0;
      }
      continue;
    }

    if (!BIT(x->p.isrep[state])) {
      // A new distance
      rep[3] = rep[2];
      rep[2] = rep[1];
      rep[1] = rep[0];
      state = state < 7 ? 7 : 10;
      lp = &x->p.len;
    } else {
      // One of the last four distances
      if (!BIT(x->p.isrepg0[state])) {
        if (!BIT(x->p.isrep0long[state][ps])) {
          state = state < 7 ? 9 : 11;
          n = 1;
          goto copy;
        }
      } else {
        if (!BIT(x->p.isrepg1[state])) dist = rep[1];
        else {
          if (!BIT(x->p.isrepg2[state])) dist = rep[2];
          else {
            dist = rep[3];
            rep[3] = rep[2];
          }
          rep[2] = rep[1];
        }
        rep[1] = rep[0];
        rep[0] = dist;
      }
      state = state < 7 ? 8 : 11;
      lp = &x->p.replen;
    }

    // The length: 2-9, 10-17 or 18-273
    if (!BIT(lp->choice)) {
      TREE(lp->low[ps], 3, n);
    } else if (!BIT(lp->choice2)) {
      TREE(lp->mid[ps], 3, n);
      n += 8;
    } else {
      TREE(lp->high, 8, n);
      n += 16;
    }
    n += 2;

    if (lp == &x->p.len) {
      // The distance: a 6-bit slot saying how many more bits follow
      p = x->p.slot[n < 6 ? n-2 : 3];
      for (sym = 1, src = p[1]; sym < 32; ) {
        unsigned c0 = p[2*sym], c1 = p[2*sym+1];

        TBITV(p+sym, src, sym);
        src = c0^((c0^c1)&b);
      }
      TBITV(p+sym, src, sym);
      sym -= 64;
      if (sym < 4) dist = sym;
      else {
        len = (sym>>1)-1;
        dist = (2|(sym&1))<<len;
        if (sym < 14) {
          p = x->p.spec+dist-sym-1;
          for (i = 0, ps = 1; i < len; i++) {
            TBIT(p[ps], ps);
            dist += (ps&1)<<i;
          }
        } else {
          // Direct bits, each as likely 0 as 1: no branch to mispredict
          // (b is all ones when code was below range: undo the subtraction)
          for (src = 0, len -= 4; len; len--) {
            NORM();
            range >>= 1;
            code -= range;
            b = 0-(code>>31);
            code += range&b;
            src = (src<<1)+b+1;
          }
          dist += src<<4;
          for (ps = 1; ps < 16; ) TBIT(x->p.align[ps], ps);
          // the 4 bits, last decoded first: reverse them
          dist += (ps&1)<<3 | (ps&2)<<1 | (ps&4)>>1 | (ps&8)>>3;
        }
      }
      rep[0] = dist;
    }

copy:
    // Copy n bytes from rep[0]+1 back
    if (rep[0] >= total || rep[0] >= dsize || n > left) corrupt();
    total += n;
    left -= n;
    src = pos > rep[0] ? pos-rep[0]-1 : pos+dsize-rep[0]-1;
    while (n) {
      i = n;
      if (i > dsize-pos) i = dsize-pos;
      if (i > dsize-src) i = dsize-src;
      n -= i;
      // 8 bytes at a time where source and destination are 8 apart
      if (rep[0] >= 7 && rep[0] < dsize-8) {
        for (; i >= 8; i -= 8, pos += 8, src += 8)
          memcpy(dict+pos, dict+src, 8);
        // the last 1-7 in one go too: 8 bytes read at each end, the bytes
        // past the match's end written back as they were
        if (i && pos <= dsize-8 && src <= dsize-8) {
          unsigned long long w, old, mask = ~0ULL;

          memcpy(&w, dict+src, 8);
          memcpy(&old, dict+pos, 8);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
          mask <<= 64-8*i;
#else
          mask >>= 64-8*i;
#endif
          w = (w&mask) | (old&~mask);
          memcpy(dict+pos, &w, 8);
          pos += i;
          src += i;
          i = 0;
        }
      }
      while (i--) dict[pos++] = dict[src++];
      if (src == dsize) src = 0;
      if (pos == dsize) {
        x->pos = pos;
        flush(x);
        pos = 0;
      }
    }
  }
  NORM();
  if (bad || in != end || code) corrupt();
  x->pos = pos;
  x->state = state;
  x->total = total;
}
#undef NORM
#undef BIT
#undef TREE
#undef TBIT
#undef TBITV

// Input bytes of the block, counted
static int inbyte(struct xz *x)
{
  int c = decomp_byte(&TT.d);

  if (c < 0) unexpected_end();
  x->csize++;
  if (x->inindex) {
    unsigned char ch = c;

    x->crc = crc32(x->crc, &ch, 1);
  }

  return c;
}

// LZMA2: chunks of LZMA data or stored bytes, each saying what to reset
static void lzma2(struct xz *x)
{
  struct decomp *d = &TT.d;
  unsigned c, usize, csize, needdict = 1, needprops = 1, i;

  while ((c = inbyte(x))) {
    usize = inbyte(x)<<8;
    usize += inbyte(x)+1;
    if (c == 1 || c == 2) {
      // Stored: 1 resets the dictionary
      if (c == 1) {
        x->total = 0;
        needdict = 0;
      } else if (needdict) corrupt();
      if (decomp_fill(d, usize) < usize) unexpected_end();
      x->csize += usize;
      x->total += usize;
      while (usize) {
        i = usize < x->dsize-x->pos ? usize : x->dsize-x->pos;
        memcpy(TT.dict+x->pos, d->in+d->inpos, i);
        d->inpos += i;
        x->pos += i;
        usize -= i;
        flush(x);
      }
      continue;
    }
    if (c < 0x80) corrupt();
    usize += (c&31)<<16;
    csize = inbyte(x)<<8;
    csize += inbyte(x)+1;
    // Bits 5-6: 3 dictionary reset, 2 new properties, 1 state reset
    if ((c>>5) == 7) {
      x->total = 0;
      needdict = 0;
    } else if (needdict) corrupt();
    if ((c>>5) >= 6) {
      i = inbyte(x);
      x->lc = i%9;
      i /= 9;
      x->lp = i%5;
      x->pb = i/5;
      if (x->lc+x->lp > 4 || x->pb > 4) corrupt();
      needprops = 0;
    } else if (needprops) corrupt();
    if ((c>>5) >= 5) {
      unsigned short *p = (void *)&x->p;

      for (i = 0; i < sizeof(x->p)/2; i++) p[i] = 1024;
      x->state = 0;
      memset(x->rep, 0, sizeof(x->rep));
    }
    if (decomp_fill(d, csize) < csize) unexpected_end();
    lzma(x, d->in+d->inpos, csize, usize);
    d->inpos += csize;
    x->csize += csize;
    flush(x);
  }
}

// A variable length integer: 7 bits a byte, low first
static unsigned long long vli(unsigned char **p, unsigned char *end)
{
  unsigned long long v = 0;
  int i;

  for (i = 0; i < 9; i++) {
    if (*p >= end) corrupt();
    v |= (unsigned long long)(**p&127)<<(7*i);
    if (!(*(*p)++&128)) {
      if (i && !(*p)[-1]) corrupt();
      return v;
    }
  }
  corrupt();
}

static void vli_in(struct xz *x, unsigned long long *v)
{
  unsigned char buf[9], *p = buf;
  int i = 0;

  do buf[i] = inbyte(x); while ((buf[i++]&128) && i < 9);
  *v = vli(&p, buf+i);
}

// Remember a block's sizes (or an index entry's) for the comparison
static void record(struct xz *x, unsigned long long *idx,
  unsigned long long unpadded, unsigned long long usize)
{
  unsigned char buf[16];

  poke_le(buf, unpadded, 8);
  poke_le(buf+8, usize, 8);
  idx[0]++;
  idx[1] += unpadded+usize;
  idx[2] = crc32(idx[2], buf, 16);
}

static void block(struct xz *x, int hsize)
{
  struct decomp *d = &TT.d;
  unsigned char h[1024], *end, *p;
  unsigned long long csize = -1, usize = -1, id, size, dictsize = 0;
  int i, nfilters, csum = (int[]){0, 4, 4, 4, 8, 8, 8, 16, 16, 16, 32, 32,
    32, 64, 64, 64}[x->check];
  unsigned char sum[64];

  // The header: flags, sizes, filters, padding, CRC32
  hsize = (hsize+1)*4;
  if (decomp_fill(d, hsize-1) < hsize-1) unexpected_end();
  *h = hsize/4-1;
  memcpy(h+1, d->in+d->inpos, hsize-1);
  d->inpos += hsize-1;
  end = h+hsize-4;
  if (crc32(0, h, hsize-4) != peek_le(end, 4)) corrupt();
  if (h[1]&0x3c) decomp_error(d, "Unsupported options");
  nfilters = (h[1]&3)+1;
  p = h+2;
  if (h[1]&0x40) csize = vli(&p, end);
  if (h[1]&0x80) usize = vli(&p, end);
  x->nfilt = nfilters-1;
  for (i = 0; i < nfilters; i++) {
    struct filt *f = x->filt+i;

    id = vli(&p, end);
    size = vli(&p, end);
    if (size > end-p) corrupt();
    if (i == nfilters-1) {
      if (id != 0x21 || size != 1) decomp_error(d, "Unsupported options");
      if (*p > 40) corrupt();
      dictsize = *p == 40 ? 0xffffffff : (2ULL|(*p&1))<<(*p/2+11);
    } else {
      memset(f, 0, offsetof(struct filt, buf));
      f->id = id;
      if (id == 3 && size == 1) f->dist = *p+1;
      // A start offset must be a multiple of the filter's instruction size
      // (x86 1, IA-64 16, ARM-Thumb 2, others 4), as xz wants
      else if (id >= 4 && id <= 10 && (!size || size == 4)
        && !((f->pos = size ? peek_le(p, 4) : 0)
          & ((char []){1, 4, 16, 4, 2, 4, 4}[id-4]-1))) ;
      else decomp_error(d, "Unsupported options");
    }
    p += size;
  }
  while (p < end) if (*p++) decomp_error(d, "Unsupported options");

  // The dictionary needn't be bigger than the data
  if (usize < dictsize) dictsize = usize;
  if (dictsize < 4096) dictsize = 4096;
  // In huge pages where it's big: far matches miss the TLB less (xzcat
  // of 50 MB of text with an 8 MiB dictionary: user time 1.25 s -> 1.17 s)
  if (dictsize > TT.dictmax) {
    xbigfree(TT.dict, TT.dictmax);
    TT.dict = 0;
    TT.dict = xbigalloc(TT.dictmax = dictsize);
  }
  x->dsize = dictsize;
  x->pos = x->done = x->total = 0;
  x->usize = x->csize = x->crc = x->crc64 = x->shalen = x->shatotal = 0;
  memcpy(x->sha, (unsigned []){0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
    0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19}, sizeof(x->sha));

  lzma2(x);
  filter(x, x->nfilt-1, 0, -1);

  if ((csize != -1 && csize != x->csize) || (usize != -1 && usize != x->usize))
    corrupt();
  record(x, x->index, hsize+x->csize+csum, x->usize);
  for (size = x->csize; size&3; size++) if (inbyte(x)) corrupt();

  // The check
  for (i = 0; i < csum; i++) sum[i] = inbyte(x);
  if (x->check == 1 && peek_le(sum, 4) != x->crc) corrupt();
  if (x->check == 4 && peek_le(sum, 8) != x->crc64) corrupt();
  if (x->check == 10) {
    size = x->shatotal*8;
    sha256(x, (void *)"\x80", 1);
    while (x->shalen != 56) sha256(x, (void *)"", 1);
    poke_be(x->shabuf+56, size, 8);
    sha256_block(x->sha, x->shabuf);
    for (i = 0; i < 8; i++) if (peek_be(sum+4*i, 4) != x->sha[i]) corrupt();
  }
}

static void unxz(struct decomp *d)
{
  struct xz *x = d->mem = xmalloc(sizeof(struct xz));
  unsigned char hdr[12], *p;
  unsigned long long crc, idx[3], n, a, b;
  int i, j, streams = 0, pad;

  for (i = 0; i < 256; i++) {
    for (crc = i, j = 0; j < 8; j++)
      crc = crc>>1 ^ ((crc&1) ? 0xc96c5795d7870f42ULL : 0);
    x->crc64tab[0][i] = crc;
  }
  for (i = 0; i < 256; i++) for (j = 1; j < 8; j++)
    x->crc64tab[j][i] = x->crc64tab[j-1][i]>>8
      ^ x->crc64tab[0][x->crc64tab[j-1][i]&255];
  x->inindex = 0;

  for (;;) {
    // The stream header: magic, flags (the check type), their CRC32
    if (decomp_fill(d, 12) < 12) {
      if (streams || (d->inlen >= 6 && !memcmp(d->in, "\xfd" "7zXZ", 6)))
        unexpected_end();
      decomp_error(d, "File format not recognized");
    }
    p = d->in+d->inpos;
    if (memcmp(p, "\xfd" "7zXZ", 6)) {
      if (streams) corrupt();
      decomp_error(d, "File format not recognized");
    }
    if (crc32(0, p+6, 2) != peek_le(p+8, 4)) corrupt();
    if (p[6] || p[7]>15) decomp_error(d, "Unsupported options");
    memcpy(hdr, p, 12);
    d->inpos += 12;
    x->check = hdr[7];
    if (x->check && x->check != 1 && x->check != 4 && x->check != 10)
      fprintf(stderr, "%s: %s: Unsupported type of integrity check; "
        "not verifying file integrity\n", toys.which->name, d->name);
    memset(x->index, 0, sizeof(x->index));

    // Blocks until the index
    while ((i = inbyte(x))) block(x, i);

    // The index: how many blocks, the sizes of each, padding, CRC32 of it
    // all. It must list the blocks just seen.
    x->inindex = 1;
    x->csize = 1;
    x->crc = crc32(0, (void *)"", 1);
    memset(idx, 0, sizeof(idx));
    vli_in(x, &n);
    if (n != x->index[0]) corrupt();
    while (n--) {
      vli_in(x, &a);
      vli_in(x, &b);
      record(x, idx, a, b);
    }
    while (x->csize&3) if (inbyte(x)) corrupt();
    x->inindex = 0;
    crc = x->crc;
    a = x->csize;
    if (memcmp(idx, x->index, sizeof(idx))) corrupt();
    for (i = 0; i < 4; i++) hdr[i] = inbyte(x);
    if (peek_le(hdr, 4) != crc) corrupt();

    // The footer: CRC32, the index's size, the flags again, magic
    if (decomp_fill(d, 12) < 12) unexpected_end();
    p = d->in+d->inpos;
    if (crc32(0, p+4, 6) != peek_le(p, 4) || (peek_le(p+4, 4)+1)*4 != a+4
        || memcmp(p+8, hdr+6, 2) || memcmp(p+10, "YZ", 2)) corrupt();
    d->inpos += 12;
    streams++;

    // Stream padding: zeros, a multiple of 4 of them
    for (pad = 0;; pad++) {
      if (!decomp_fill(d, 1)) {
        if (pad&3) corrupt();
        return;
      }
      if (d->in[d->inpos]) break;
      d->inpos++;
    }
    if (pad&3) corrupt();
  }
}

void xzcat_main(void)
{
  char *suffix[] = {".xz", "", ".txz", ".tar", 0};

  TT.d.decode = unxz;
  TT.d.suffix = suffix;
  TT.d.flags = FLAG(c)*DECOMP_STDOUT | FLAG(f)*DECOMP_FORCE
    | FLAG(k)*DECOMP_KEEP | FLAG(t)*DECOMP_TEST;
  if (!strcmp(toys.which->name, "xzcat")) TT.d.flags |= DECOMP_STDOUT;
  decomp_files(&TT.d, toys.optargs);
}
