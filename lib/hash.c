/* hash.c - message digests: MD5 (RFC 1321), SHA-1, SHA-224/256 and
 * SHA-384/512 (FIPS 180-4), SHA-3 (FIPS 202), BLAKE2b (RFC 7693), and the
 * POSIX cksum CRC and gzip's CRC-32.
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * hash_update() hands whole blocks straight from the caller's buffer to the
 * compression function (no copy), which runs over as many blocks as it is
 * given in one call, its state in local variables.
 */

#include "toys.h"

// The digests are this file's hot loops: -Os (the default build) makes them
// a third slower than -O2.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("O2")
#endif

static uint32_t rol32(uint32_t x, int n) { return (x<<n)|(x>>(32-n)); }
static uint32_t ror32(uint32_t x, int n) { return (x>>n)|(x<<(32-n)); }
static uint64_t ror64(uint64_t x, int n) { return (x>>n)|(x<<(64-n)); }

static uint32_t get_le32(const unsigned char *p)
{
  uint32_t x;

  memcpy(&x, p, 4);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  x = __builtin_bswap32(x);
#endif
  return x;
}

static uint32_t get_be32(const unsigned char *p)
{
  uint32_t x;

  memcpy(&x, p, 4);
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  x = __builtin_bswap32(x);
#endif
  return x;
}

static uint64_t get_be64(const unsigned char *p)
{
  uint64_t x;

  memcpy(&x, p, 8);
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  x = __builtin_bswap64(x);
#endif
  return x;
}

// MD5: RFC 1321. The sines table and the shift amounts of the four rounds.
static const uint32_t md5_k[64] = {
  0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a,
  0xa8304613, 0xfd469501, 0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be,
  0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821, 0xf61e2562, 0xc040b340,
  0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
  0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8,
  0x676f02d9, 0x8d2a4c8a, 0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c,
  0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70, 0x289b7ec6, 0xeaa127fa,
  0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
  0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92,
  0xffeff47d, 0x85845dd1, 0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1,
  0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391
};

// Each step adds the message word and constant first (off the chain of
// dependencies on b), then the boolean function in a form that needs as
// few operations as possible after b is known: F and H precompute a part
// from c and d; G adds its two disjoint halves (b&d and c&~d) one by one;
// I computes ~d early.
#define MD5STEP(f, a, b, c, d, k, w, s) \
  a += w + k; f(a, b, c, d); a = b + rol32(a, s);
#define MD5F(a, b, c, d) a += d ^ (b & (c ^ d));
#define MD5G(a, b, c, d) a += c & ~d; a += b & d;
#define MD5H(a, b, c, d) a += b ^ c ^ d;
#define MD5I(a, b, c, d) a += c ^ (b | ~d);

#define MD5F4(i) \
  MD5STEP(MD5F, a, b, c, d, md5_k[i], w[i], 7) \
  MD5STEP(MD5F, d, a, b, c, md5_k[i+1], w[i+1], 12) \
  MD5STEP(MD5F, c, d, a, b, md5_k[i+2], w[i+2], 17) \
  MD5STEP(MD5F, b, c, d, a, md5_k[i+3], w[i+3], 22)
#define MD5G4(i) \
  MD5STEP(MD5G, a, b, c, d, md5_k[i], w[(5*i+1)&15], 5) \
  MD5STEP(MD5G, d, a, b, c, md5_k[i+1], w[(5*i+6)&15], 9) \
  MD5STEP(MD5G, c, d, a, b, md5_k[i+2], w[(5*i+11)&15], 14) \
  MD5STEP(MD5G, b, c, d, a, md5_k[i+3], w[(5*i+16)&15], 20)
#define MD5H4(i) \
  MD5STEP(MD5H, a, b, c, d, md5_k[i], w[(3*i+5)&15], 4) \
  MD5STEP(MD5H, d, a, b, c, md5_k[i+1], w[(3*i+8)&15], 11) \
  MD5STEP(MD5H, c, d, a, b, md5_k[i+2], w[(3*i+11)&15], 16) \
  MD5STEP(MD5H, b, c, d, a, md5_k[i+3], w[(3*i+14)&15], 23)
#define MD5I4(i) \
  MD5STEP(MD5I, a, b, c, d, md5_k[i], w[(7*i)&15], 6) \
  MD5STEP(MD5I, d, a, b, c, md5_k[i+1], w[(7*i+7)&15], 10) \
  MD5STEP(MD5I, c, d, a, b, md5_k[i+2], w[(7*i+14)&15], 15) \
  MD5STEP(MD5I, b, c, d, a, md5_k[i+3], w[(7*i+21)&15], 21)

static void md5_blocks(uint32_t *st, const unsigned char *p, size_t n)
{
  uint32_t a, b, c, d, w[16];
  int i;

  for (; n--; p += 64) {
    for (i = 0; i<16; i++) w[i] = get_le32(p+4*i);
    a = st[0], b = st[1], c = st[2], d = st[3];
    // step numbers are constants: the word indexes and md5_k[] are too
    MD5F4(0) MD5F4(4) MD5F4(8) MD5F4(12)
    MD5G4(16) MD5G4(20) MD5G4(24) MD5G4(28)
    MD5H4(32) MD5H4(36) MD5H4(40) MD5H4(44)
    MD5I4(48) MD5I4(52) MD5I4(56) MD5I4(60)
    st[0] += a, st[1] += b, st[2] += c, st[3] += d;
  }
}

// SHA-1: FIPS 180-4 section 6.1, with a 16 word rolling schedule, five
// rounds a step (the variables renamed instead of moved).
#define S1W(i) ((i)<16 ? w[i] : (w[(i)&15] = rol32(w[((i)+13)&15] \
  ^w[((i)+8)&15]^w[((i)+2)&15]^w[(i)&15], 1)))
#define S1R(a, b, c, d, e, f, k, i) \
  e += rol32(a, 5) + f + k + S1W(i); b = rol32(b, 30);
#define S1F(b, c, d) (d^(b&(c^d)))
#define S1H(b, c, d) (b^c^d)
#define S1M(b, c, d) ((b&c)|(d&(b|c)))
#define S1STEP(f, k, i) \
  S1R(a, b, c, d, e, f(b, c, d), k, i) \
  S1R(e, a, b, c, d, f(a, b, c), k, i+1) \
  S1R(d, e, a, b, c, f(e, a, b), k, i+2) \
  S1R(c, d, e, a, b, f(d, e, a), k, i+3) \
  S1R(b, c, d, e, a, f(c, d, e), k, i+4)

static void sha1_blocks(uint32_t *st, const unsigned char *p, size_t n)
{
  uint32_t a, b, c, d, e, w[16];
  int i;

  for (; n--; p += 64) {
    for (i = 0; i<16; i++) w[i] = get_be32(p+4*i);
    a = st[0], b = st[1], c = st[2], d = st[3], e = st[4];
    // constant round numbers: the schedule's (i)<16 goes at compile time
    S1STEP(S1F, 0x5a827999, 0) S1STEP(S1F, 0x5a827999, 5)
    S1STEP(S1F, 0x5a827999, 10) S1STEP(S1F, 0x5a827999, 15)
    S1STEP(S1H, 0x6ed9eba1, 20) S1STEP(S1H, 0x6ed9eba1, 25)
    S1STEP(S1H, 0x6ed9eba1, 30) S1STEP(S1H, 0x6ed9eba1, 35)
    S1STEP(S1M, 0x8f1bbcdc, 40) S1STEP(S1M, 0x8f1bbcdc, 45)
    S1STEP(S1M, 0x8f1bbcdc, 50) S1STEP(S1M, 0x8f1bbcdc, 55)
    S1STEP(S1H, 0xca62c1d6, 60) S1STEP(S1H, 0xca62c1d6, 65)
    S1STEP(S1H, 0xca62c1d6, 70) S1STEP(S1H, 0xca62c1d6, 75)
    st[0] += a, st[1] += b, st[2] += c, st[3] += d, st[4] += e;
  }
}

static const uint32_t sha256_k[64] = {
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
  0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
  0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
  0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
};

// SHA-256: FIPS 180-4 section 6.2. Eight rounds unrolled a loop, the
// variables renamed instead of moved.
#define S256R(a, b, c, d, e, f, g, h, i) \
  h += (ror32(e, 6)^ror32(e, 11)^ror32(e, 25)) + (g^(e&(f^g))) \
    + sha256_k[i] + w[i]; \
  d += h; \
  h += (ror32(a, 2)^ror32(a, 13)^ror32(a, 22)) + ((a&b)|(c&(a|b)));

static void sha256_blocks(uint32_t *st, const unsigned char *p, size_t n)
{
  uint32_t a, b, c, d, e, f, g, h, w[64], x, y;
  int i;

  for (; n--; p += 64) {
    for (i = 0; i<16; i++) w[i] = get_be32(p+4*i);
    for (; i<64; i++) {
      x = w[i-15], y = w[i-2];
      w[i] = w[i-16] + (ror32(x, 7)^ror32(x, 18)^(x>>3)) + w[i-7]
        + (ror32(y, 17)^ror32(y, 19)^(y>>10));
    }
    a = st[0], b = st[1], c = st[2], d = st[3];
    e = st[4], f = st[5], g = st[6], h = st[7];
    for (i = 0; i<64; i += 8) {
      S256R(a, b, c, d, e, f, g, h, i)
      S256R(h, a, b, c, d, e, f, g, i+1)
      S256R(g, h, a, b, c, d, e, f, i+2)
      S256R(f, g, h, a, b, c, d, e, i+3)
      S256R(e, f, g, h, a, b, c, d, i+4)
      S256R(d, e, f, g, h, a, b, c, i+5)
      S256R(c, d, e, f, g, h, a, b, i+6)
      S256R(b, c, d, e, f, g, h, a, i+7)
    }
    st[0] += a, st[1] += b, st[2] += c, st[3] += d;
    st[4] += e, st[5] += f, st[6] += g, st[7] += h;
  }
}

static const uint64_t sha512_k[80] = {
  0x428a2f98d728ae22ULL, 0x7137449123ef65cdULL, 0xb5c0fbcfec4d3b2fULL,
  0xe9b5dba58189dbbcULL, 0x3956c25bf348b538ULL, 0x59f111f1b605d019ULL,
  0x923f82a4af194f9bULL, 0xab1c5ed5da6d8118ULL, 0xd807aa98a3030242ULL,
  0x12835b0145706fbeULL, 0x243185be4ee4b28cULL, 0x550c7dc3d5ffb4e2ULL,
  0x72be5d74f27b896fULL, 0x80deb1fe3b1696b1ULL, 0x9bdc06a725c71235ULL,
  0xc19bf174cf692694ULL, 0xe49b69c19ef14ad2ULL, 0xefbe4786384f25e3ULL,
  0x0fc19dc68b8cd5b5ULL, 0x240ca1cc77ac9c65ULL, 0x2de92c6f592b0275ULL,
  0x4a7484aa6ea6e483ULL, 0x5cb0a9dcbd41fbd4ULL, 0x76f988da831153b5ULL,
  0x983e5152ee66dfabULL, 0xa831c66d2db43210ULL, 0xb00327c898fb213fULL,
  0xbf597fc7beef0ee4ULL, 0xc6e00bf33da88fc2ULL, 0xd5a79147930aa725ULL,
  0x06ca6351e003826fULL, 0x142929670a0e6e70ULL, 0x27b70a8546d22ffcULL,
  0x2e1b21385c26c926ULL, 0x4d2c6dfc5ac42aedULL, 0x53380d139d95b3dfULL,
  0x650a73548baf63deULL, 0x766a0abb3c77b2a8ULL, 0x81c2c92e47edaee6ULL,
  0x92722c851482353bULL, 0xa2bfe8a14cf10364ULL, 0xa81a664bbc423001ULL,
  0xc24b8b70d0f89791ULL, 0xc76c51a30654be30ULL, 0xd192e819d6ef5218ULL,
  0xd69906245565a910ULL, 0xf40e35855771202aULL, 0x106aa07032bbd1b8ULL,
  0x19a4c116b8d2d0c8ULL, 0x1e376c085141ab53ULL, 0x2748774cdf8eeb99ULL,
  0x34b0bcb5e19b48a8ULL, 0x391c0cb3c5c95a63ULL, 0x4ed8aa4ae3418acbULL,
  0x5b9cca4f7763e373ULL, 0x682e6ff3d6b2b8a3ULL, 0x748f82ee5defb2fcULL,
  0x78a5636f43172f60ULL, 0x84c87814a1f0ab72ULL, 0x8cc702081a6439ecULL,
  0x90befffa23631e28ULL, 0xa4506cebde82bde9ULL, 0xbef9a3f7b2c67915ULL,
  0xc67178f2e372532bULL, 0xca273eceea26619cULL, 0xd186b8c721c0c207ULL,
  0xeada7dd6cde0eb1eULL, 0xf57d4f7fee6ed178ULL, 0x06f067aa72176fbaULL,
  0x0a637dc5a2c898a6ULL, 0x113f9804bef90daeULL, 0x1b710b35131c471bULL,
  0x28db77f523047d84ULL, 0x32caab7b40c72493ULL, 0x3c9ebe0a15c9bebcULL,
  0x431d67c49c100d4cULL, 0x4cc5d4becb3e42b6ULL, 0x597f299cfc657e2aULL,
  0x5fcb6fab3ad6faecULL, 0x6c44198c4a475817ULL
};

// SHA-512: FIPS 180-4 section 6.4, shaped like SHA-256 above.
#define S512R(a, b, c, d, e, f, g, h, i) \
  h += (ror64(e, 14)^ror64(e, 18)^ror64(e, 41)) + (g^(e&(f^g))) \
    + sha512_k[i] + w[i]; \
  d += h; \
  h += (ror64(a, 28)^ror64(a, 34)^ror64(a, 39)) + ((a&b)|(c&(a|b)));

static void sha512_blocks(uint64_t *st, const unsigned char *p, size_t n)
{
  uint64_t a, b, c, d, e, f, g, h, w[80], x, y;
  int i;

  for (; n--; p += 128) {
    for (i = 0; i<16; i++) w[i] = get_be64(p+8*i);
    for (; i<80; i++) {
      x = w[i-15], y = w[i-2];
      w[i] = w[i-16] + (ror64(x, 1)^ror64(x, 8)^(x>>7)) + w[i-7]
        + (ror64(y, 19)^ror64(y, 61)^(y>>6));
    }
    a = st[0], b = st[1], c = st[2], d = st[3];
    e = st[4], f = st[5], g = st[6], h = st[7];
    for (i = 0; i<80; i += 8) {
      S512R(a, b, c, d, e, f, g, h, i)
      S512R(h, a, b, c, d, e, f, g, i+1)
      S512R(g, h, a, b, c, d, e, f, i+2)
      S512R(f, g, h, a, b, c, d, e, i+3)
      S512R(e, f, g, h, a, b, c, d, i+4)
      S512R(d, e, f, g, h, a, b, c, i+5)
      S512R(c, d, e, f, g, h, a, b, i+6)
      S512R(b, c, d, e, f, g, h, a, i+7)
    }
    st[0] += a, st[1] += b, st[2] += c, st[3] += d;
    st[4] += e, st[5] += f, st[6] += g, st[7] += h;
  }
}

// SHA and CRC instructions, where the compiler can target them: each chosen
// at run time when the CPU has it, the C above and below otherwise.
#if defined(__x86_64__) && (defined(__clang__) || __GNUC__>=5)
#define HASH_X86
#elif defined(__aarch64__) && defined(__linux__) \
  && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ \
  && (defined(__clang__) ? __clang_major__>=16 : __GNUC__>=8)
// (clang declares the intrinsics outside a global -march from version 16)
#define HASH_ARM
#endif

// The x86-64 SHA extensions (Intel's "SHA-NI", AMD Zen and later) do two
// rounds an instruction: 3.5 times the speed of the C above. Used when
// cpuid says the CPU has them.
#ifdef HASH_X86
#include <cpuid.h>
#include <immintrin.h>

// (SHA-1 and SHA-256 only.) TOYBOX_SHA=0 turns them off, so the tests can
// run both paths on the same data.
static int has_sha(int type)
{
  static int has = -1;
  unsigned a, b, c, d;
  char *cap;

  if (has<0) {
    has = __get_cpuid(1, &a, &b, &c, &d) && (c&(1<<19)) && (c&(1<<9))
      && __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b&(1<<29));
    if ((cap = getenv("TOYBOX_SHA")) && *cap == '0') has = 0;
  }

  return has && type<HASH_SHA384;
}

__attribute__((target("sha,sse4.1,ssse3")))
static void sha256_hw(uint32_t *st, const unsigned char *p, size_t n)
{
  __m128i s0, s1, t, k, save0, save1, m[4],
    mask = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
  int i;

  // The state as the instructions want it: ABEF and CDGH
  t = _mm_shuffle_epi32(_mm_loadu_si128((void *)st), 0xb1);
  s1 = _mm_shuffle_epi32(_mm_loadu_si128((void *)(st+4)), 0x1b);
  s0 = _mm_alignr_epi8(t, s1, 8);
  s1 = _mm_blend_epi16(s1, t, 0xf0);
  for (; n--; p += 64) {
    save0 = s0;
    save1 = s1;
    for (i = 0; i<16; i++) {
      if (i<4) m[i] = _mm_shuffle_epi8(_mm_loadu_si128((void *)(p+16*i)),
        mask);
      else {
        t = _mm_sha256msg1_epu32(m[i&3], m[(i+1)&3]);
        t = _mm_add_epi32(t, _mm_alignr_epi8(m[(i+3)&3], m[(i+2)&3], 4));
        m[i&3] = _mm_sha256msg2_epu32(t, m[(i+3)&3]);
      }
      k = _mm_add_epi32(m[i&3], _mm_loadu_si128((void *)(sha256_k+4*i)));
      s1 = _mm_sha256rnds2_epu32(s1, s0, k);
      s0 = _mm_sha256rnds2_epu32(s0, s1, _mm_shuffle_epi32(k, 0x0e));
    }
    s0 = _mm_add_epi32(s0, save0);
    s1 = _mm_add_epi32(s1, save1);
  }
  t = _mm_shuffle_epi32(s0, 0x1b);
  s1 = _mm_shuffle_epi32(s1, 0xb1);
  _mm_storeu_si128((void *)st, _mm_blend_epi16(t, s1, 0xf0));
  _mm_storeu_si128((void *)(st+4), _mm_alignr_epi8(s1, t, 8));
}

// SHA-1 the same way: four rounds an instruction
__attribute__((target("sha,sse4.1,ssse3")))
static void sha1_hw(uint32_t *st, const unsigned char *p, size_t n)
{
  __m128i abcd, e0, e, prev, save, m[4],
    mask = _mm_set_epi64x(0x0001020304050607ULL, 0x08090a0b0c0d0e0fULL);
  int i;

  // A in the top lane, E in the top lane of its own
  abcd = _mm_shuffle_epi32(_mm_loadu_si128((void *)st), 0x1b);
  e0 = _mm_set_epi32(st[4], 0, 0, 0);
  for (; n--; p += 64) {
    save = abcd;
    prev = abcd;
    for (i = 0; i<20; i++) {
      if (i<4) m[i] = _mm_shuffle_epi8(_mm_loadu_si128((void *)(p+16*i)),
        mask);
      else m[i&3] = _mm_sha1msg2_epu32(_mm_xor_si128(_mm_sha1msg1_epu32(
        m[i&3], m[(i+1)&3]), m[(i+2)&3]), m[(i+3)&3]);
      e = i ? _mm_sha1nexte_epu32(prev, m[i&3]) : _mm_add_epi32(e0, m[0]);
      prev = abcd;
      // the round function must be a constant
      if (i<5) abcd = _mm_sha1rnds4_epu32(abcd, e, 0);
      else if (i<10) abcd = _mm_sha1rnds4_epu32(abcd, e, 1);
      else if (i<15) abcd = _mm_sha1rnds4_epu32(abcd, e, 2);
      else abcd = _mm_sha1rnds4_epu32(abcd, e, 3);
    }
    e0 = _mm_sha1nexte_epu32(prev, e0);
    abcd = _mm_add_epi32(abcd, save);
  }
  _mm_storeu_si128((void *)st, _mm_shuffle_epi32(abcd, 0x1b));
  st[4] = _mm_extract_epi32(e0, 3);
}
static void sha512_hw(uint64_t *st, const unsigned char *p, size_t n) {}
#elif defined(HASH_ARM)
// The ARMv8 crypto extensions: SHA-1 and SHA-256 four rounds an
// instruction, SHA-512 (ARMv8.2) two. Each is used when the kernel's HWCAP
// bits say the CPU has it; the rest of the file stays baseline ARMv8.
// (Checked under qemu-user only, so their speed isn't measured yet.)
#include <arm_acle.h>
#include <arm_neon.h>
#include <sys/auxv.h>

// TOYBOX_SHA=0 turns off the SHA instructions, TOYBOX_CRC=0 the PMULL and
// CRC32 ones (below), so the tests can run each path on the same data.
static unsigned long arm_hwcap(void)
{
  static unsigned long hw = -1;
  char *cap;

  if (hw == -1UL) {
    hw = getauxval(AT_HWCAP);
    if ((cap = getenv("TOYBOX_SHA")) && *cap == '0')
      hw &= ~(HWCAP_SHA1|HWCAP_SHA2|HWCAP_SHA512);
    if ((cap = getenv("TOYBOX_CRC")) && *cap == '0')
      hw &= ~(HWCAP_PMULL|HWCAP_CRC32);
  }

  return hw;
}

static int has_sha(int type)
{
  return !!(arm_hwcap() & (type == HASH_SHA1 ? HWCAP_SHA1
    : type<HASH_SHA384 ? HWCAP_SHA2 : HWCAP_SHA512));
}

#define LOAD32(p) vreinterpretq_u32_u8(vrev32q_u8(vld1q_u8(p)))

__attribute__((target("+crypto")))
static void sha256_hw(uint32_t *st, const unsigned char *p, size_t n)
{
  uint32x4_t abcd = vld1q_u32(st), efgh = vld1q_u32(st+4), save0, save1,
    k, t, m[4];
  int i;

  for (; n--; p += 64) {
    save0 = abcd, save1 = efgh;
    for (i = 0; i<16; i++) {
      if (i<4) m[i] = LOAD32(p+16*i);
      else m[i&3] = vsha256su1q_u32(vsha256su0q_u32(m[i&3], m[(i+1)&3]),
        m[(i+2)&3], m[(i+3)&3]);
      k = vaddq_u32(m[i&3], vld1q_u32(sha256_k+4*i));
      t = abcd;
      abcd = vsha256hq_u32(abcd, efgh, k);
      efgh = vsha256h2q_u32(efgh, t, k);
    }
    abcd = vaddq_u32(abcd, save0), efgh = vaddq_u32(efgh, save1);
  }
  vst1q_u32(st, abcd), vst1q_u32(st+4, efgh);
}

// SHA-1: the instruction's E for the next four rounds is A of this four
// rotated (SHA1H)
__attribute__((target("+crypto")))
static void sha1_hw(uint32_t *st, const unsigned char *p, size_t n)
{
  static const uint32_t k[4] = {0x5a827999, 0x6ed9eba1, 0x8f1bbcdc,
    0xca62c1d6};
  uint32x4_t abcd = vld1q_u32(st), save, wk, m[4];
  uint32_t e = st[4], e0, e1;
  int i;

  for (; n--; p += 64) {
    save = abcd, e0 = e;
    for (i = 0; i<20; i++) {
      if (i<4) m[i] = LOAD32(p+16*i);
      else m[i&3] = vsha1su1q_u32(vsha1su0q_u32(m[i&3], m[(i+1)&3],
        m[(i+2)&3]), m[(i+3)&3]);
      wk = vaddq_u32(m[i&3], vdupq_n_u32(k[i/5]));
      e1 = vsha1h_u32(vgetq_lane_u32(abcd, 0));
      if (i<5) abcd = vsha1cq_u32(abcd, e, wk);
      else if (i<10 || i>=15) abcd = vsha1pq_u32(abcd, e, wk);
      else abcd = vsha1mq_u32(abcd, e, wk);
      e = e1;
    }
    abcd = vaddq_u32(abcd, save), e += e0;
  }
  vst1q_u32(st, abcd);
  st[4] = e;
}

// SHA-512: the state in pairs AB, CD, EF, GH (first in the low half). Two
// rounds: SHA512H gives their T1s (from E F G, D, and H+K+W of each), which
// D and C add to for the new E F; SHA512H2 adds the T2s for the new A B.
__attribute__((target("arch=armv8.2-a+sha3")))
static void sha512_hw(uint64_t *st, const unsigned char *p, size_t n)
{
  uint64x2_t ab = vld1q_u64(st), cd = vld1q_u64(st+2), ef = vld1q_u64(st+4),
    gh = vld1q_u64(st+6), s0, s1, s2, s3, t, u, m[8];
  int i;

  for (; n--; p += 128) {
    s0 = ab, s1 = cd, s2 = ef, s3 = gh;
    for (i = 0; i<40; i++) {
      if (i<8) m[i] = vreinterpretq_u64_u8(vrev64q_u8(vld1q_u8(p+16*i)));
      else m[i&7] = vsha512su1q_u64(vsha512su0q_u64(m[i&7], m[(i+1)&7]),
        m[(i+7)&7], vextq_u64(m[(i+4)&7], m[(i+5)&7], 1));
      t = vaddq_u64(m[i&7], vld1q_u64(sha512_k+2*i));
      // H+K+W of the first round in the high half, G+K+W in the low
      t = vsha512hq_u64(vaddq_u64(gh, vextq_u64(t, t, 1)),
        vextq_u64(ef, gh, 1), vextq_u64(cd, ef, 1));
      u = vsha512h2q_u64(t, cd, ab);
      gh = ef, ef = vaddq_u64(cd, t), cd = ab, ab = u;
    }
    ab = vaddq_u64(ab, s0), cd = vaddq_u64(cd, s1);
    ef = vaddq_u64(ef, s2), gh = vaddq_u64(gh, s3);
  }
  vst1q_u64(st, ab), vst1q_u64(st+2, cd);
  vst1q_u64(st+4, ef), vst1q_u64(st+6, gh);
}
#else
static int has_sha(int type) { return 0; }
static void sha256_hw(uint32_t *st, const unsigned char *p, size_t n) {}
static void sha1_hw(uint32_t *st, const unsigned char *p, size_t n) {}
static void sha512_hw(uint64_t *st, const unsigned char *p, size_t n) {}
#endif

// SM3: GB/T 32905-2016 (draft-shen-sm3-hash). Each 64 byte block is
// expanded to 68 words W and 64 words W' = W[j]^W[j+4], then 64 rounds.
#define SM3P0(x) ((x)^rol32(x, 9)^rol32(x, 17))
#define SM3P1(x) ((x)^rol32(x, 15)^rol32(x, 23))

static void sm3_blocks(uint32_t *st, const unsigned char *p, size_t n)
{
  uint32_t w[68], a, b, c, d, e, f, g, h, ss1, ss2, tt1, tt2, t;
  int j;

  for (; n--; p += 64) {
    for (j = 0; j<16; j++) w[j] = get_be32(p+4*j);
    for (; j<68; j++)
      w[j] = SM3P1(w[j-16]^w[j-9]^rol32(w[j-3], 15))^rol32(w[j-13], 7)^w[j-6];
    a = st[0], b = st[1], c = st[2], d = st[3];
    e = st[4], f = st[5], g = st[6], h = st[7];
    for (j = 0; j<64; j++) {
      // T_j rotated left j mod 32 bits (rol32() can't rotate by 0)
      t = j<16 ? 0x79cc4519 : 0x7a879d8a;
      if (j&31) t = rol32(t, j&31);
      ss1 = rol32(rol32(a, 12)+e+t, 7);
      ss2 = ss1^rol32(a, 12);
      if (j<16) {
        tt1 = (a^b^c)+d+ss2+(w[j]^w[j+4]);
        tt2 = (e^f^g)+h+ss1+w[j];
      } else {
        tt1 = ((a&b)|(a&c)|(b&c))+d+ss2+(w[j]^w[j+4]);
        tt2 = ((e&f)|(~e&g))+h+ss1+w[j];
      }
      d = c;
      c = rol32(b, 9);
      b = a;
      a = tt1;
      h = g;
      g = rol32(f, 19);
      f = e;
      e = SM3P0(tt2);
    }
    st[0] ^= a, st[1] ^= b, st[2] ^= c, st[3] ^= d;
    st[4] ^= e, st[5] ^= f, st[6] ^= g, st[7] ^= h;
  }
}

static const uint32_t sm3_iv[8] = {0x7380166f, 0x4914b2b9, 0x172442d7,
  0xda8a0600, 0xa96f30bc, 0x163138aa, 0xe38dee4d, 0xb0fb0e4e};

// Initial values: FIPS 180-4 section 5.3, RFC 1321 section 3.3
static const uint32_t init32[][8] = {
  {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476},
  {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0},
  {0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511,
   0x64f98fa7, 0xbefa4fa4},
  {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c,
   0x1f83d9ab, 0x5be0cd19}
};
static const uint64_t init64[][8] = {
  {0xcbbb9d5dc1059ed8ULL, 0x629a292a367cd507ULL, 0x9159015a3070dd17ULL,
   0x152fecd8f70e5939ULL, 0x67332667ffc00b31ULL, 0x8eb44a8768581511ULL,
   0xdb0c2e0d64f98fa7ULL, 0x47b5481dbefa4fa4ULL},
  {0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL,
   0xa54ff53a5f1d36f1ULL, 0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
   0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL}
};

static const char hash_len[] = {16, 20, 28, 32, 48, 64};

static uint64_t rol64(uint64_t x, int n) { return (x<<n)|(x>>(64-n)); }

static uint64_t get_le64(const unsigned char *p)
{
  uint64_t x = 0;
  int i;

  for (i = 8; i--;) x = (x<<8)|p[i];

  return x;
}

// Keccak-f[1600] (FIPS 202 section 3): round constants of iota, and the
// rho offsets in the order pi visits the lanes starting from lane 1
static const uint64_t keccak_rc[24] = {
  0x0000000000000001ULL, 0x0000000000008082ULL, 0x800000000000808aULL,
  0x8000000080008000ULL, 0x000000000000808bULL, 0x0000000080000001ULL,
  0x8000000080008081ULL, 0x8000000000008009ULL, 0x000000000000008aULL,
  0x0000000000000088ULL, 0x0000000080008009ULL, 0x000000008000000aULL,
  0x000000008000808bULL, 0x800000000000008bULL, 0x8000000000008089ULL,
  0x8000000000008003ULL, 0x8000000000008002ULL, 0x8000000000000080ULL,
  0x000000000000800aULL, 0x800000008000000aULL, 0x8000000080008081ULL,
  0x8000000000008080ULL, 0x0000000080000001ULL, 0x8000000080008008ULL
};
static const unsigned char keccak_rot[24] = {1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 2,
  14, 27, 41, 56, 8, 25, 43, 62, 18, 39, 61, 20, 44},
  keccak_lane[24] = {10, 7, 11, 17, 18, 3, 5, 16, 8, 21, 24, 4, 15, 23, 19,
  13, 12, 2, 20, 14, 22, 9, 6, 1};

static void keccak(uint64_t *st)
{
  uint64_t c[5], t, u;
  int r, i, j;

  for (r = 0; r<24; r++) {
    // theta
    for (i = 0; i<5; i++) c[i] = st[i]^st[i+5]^st[i+10]^st[i+15]^st[i+20];
    for (i = 0; i<5; i++) {
      t = c[(i+4)%5]^rol64(c[(i+1)%5], 1);
      for (j = 0; j<25; j += 5) st[j+i] ^= t;
    }
    // rho and pi
    for (t = st[1], i = 0; i<24; i++) {
      u = st[j = keccak_lane[i]];
      st[j] = rol64(t, keccak_rot[i]);
      t = u;
    }
    // chi
    for (j = 0; j<25; j += 5) {
      for (i = 0; i<5; i++) c[i] = st[j+i];
      for (i = 0; i<5; i++) st[j+i] ^= ~c[(i+1)%5]&c[(i+2)%5];
    }
    // iota
    *st ^= keccak_rc[r];
  }
}

static void sha3_blocks(struct hash_ctx *h, const unsigned char *p, size_t n)
{
  int i;

  for (; n--; p += h->blen) {
    for (i = 0; i<h->blen/8; i++) h->s64[i] ^= get_le64(p+8*i);
    keccak(h->s64);
  }
}

// BLAKE2b (RFC 7693): the message word order of each round
static const unsigned char blake2_sigma[12][16] = {
  {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
  {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
  {11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4},
  {7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
  {9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13},
  {2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
  {12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11},
  {13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
  {6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5},
  {10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0},
  {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
  {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3}
};

#define B2G(a, b, c, d, x, y) \
  v[a] += v[b]+(x), v[d] = ror64(v[d]^v[a], 32), v[c] += v[d], \
  v[b] = ror64(v[b]^v[c], 24), v[a] += v[b]+(y), \
  v[d] = ror64(v[d]^v[a], 16), v[c] += v[d], v[b] = ror64(v[b]^v[c], 63)

// Compress one block; len is the byte count so far, last is for the final
static void blake2b_block(uint64_t *st, const unsigned char *p,
  unsigned long long len, int last)
{
  uint64_t v[16], m[16];
  const unsigned char *s;
  int i;

  for (i = 0; i<16; i++) m[i] = get_le64(p+8*i);
  memcpy(v, st, 64);
  memcpy(v+8, init64[1], 64);
  v[12] ^= len;
  if (last) v[14] = ~v[14];
  for (i = 0; i<12; i++) {
    s = blake2_sigma[i];
    B2G(0, 4, 8, 12, m[s[0]], m[s[1]]);
    B2G(1, 5, 9, 13, m[s[2]], m[s[3]]);
    B2G(2, 6, 10, 14, m[s[4]], m[s[5]]);
    B2G(3, 7, 11, 15, m[s[6]], m[s[7]]);
    B2G(0, 5, 10, 15, m[s[8]], m[s[9]]);
    B2G(1, 6, 11, 12, m[s[10]], m[s[11]]);
    B2G(2, 7, 8, 13, m[s[12]], m[s[13]]);
    B2G(3, 4, 9, 14, m[s[14]], m[s[15]]);
  }
  for (i = 0; i<8; i++) st[i] ^= v[i]^v[i+8];
}

void hash_init_len(struct hash_ctx *h, int type, int bytes)
{
  memset(h, 0, sizeof(*h));
  h->type = type;
  if (type == HASH_SM3) {
    h->blen = 64;
    memcpy(h->s32, sm3_iv, sizeof(h->s32));
    bytes = 32;
  } else if (type == HASH_SHA3) h->blen = 200-2*bytes;
  else if (type == HASH_BLAKE2B) {
    h->blen = 128;
    memcpy(h->s64, init64[1], 64);
    h->s64[0] ^= 0x01010000^bytes;
  } else {
    h->blen = type<HASH_SHA384 ? 64 : 128;
    if (type<HASH_SHA384) memcpy(h->s32, init32[type], sizeof(h->s32));
    else memcpy(h->s64, init64[type-HASH_SHA384], 64);
    bytes = hash_len[type];
  }
  h->outlen = bytes;
}

void hash_init(struct hash_ctx *h, int type)
{
  hash_init_len(h, type, type == HASH_SHA3 ? 28 : 64);
}

static void hash_blocks(struct hash_ctx *h, const unsigned char *p, size_t n)
{
  if (h->type == HASH_SHA3) sha3_blocks(h, p, n);
  else if (h->type == HASH_SM3) sm3_blocks(h->s32, p, n);
  else if (h->type == HASH_BLAKE2B)
    for (; n--; p += 128) blake2b_block(h->s64, p, h->len += 128, 0);
  else if (h->type == HASH_MD5) md5_blocks(h->s32, p, n);
  else if (h->type == HASH_SHA1)
    (has_sha(HASH_SHA1) ? sha1_hw : sha1_blocks)(h->s32, p, n);
  else if (h->type<HASH_SHA384)
    (has_sha(HASH_SHA256) ? sha256_hw : sha256_blocks)(h->s32, p, n);
  else (has_sha(HASH_SHA512) ? sha512_hw : sha512_blocks)(h->s64, p, n);
}

// BLAKE2b compresses the last block differently, so it keeps 1 to 128
// bytes back (in buf, blen counting them) until it sees more or the end
static void blake2b_update(struct hash_ctx *h, const unsigned char *p,
  size_t len)
{
  unsigned n;

  while (len) {
    if (h->blen == 128+128) {
      blake2b_block(h->s64, h->buf, h->len += 128, 0);
      h->blen = 128;
    }
    // whole blocks straight from p, keeping at least one byte back
    if (h->blen == 128 && len>128) {
      n = (len-1)/128;
      hash_blocks(h, p, n);
      p += 128*n;
      len -= 128*n;
    }
    n = 256-h->blen;
    if (n>len) n = len;
    memcpy(h->buf+h->blen-128, p, n);
    h->blen += n;
    p += n;
    len -= n;
  }
}

void hash_update(struct hash_ctx *h, const void *data, size_t len)
{
  const unsigned char *p = data;
  unsigned used, n;

  if (h->type == HASH_BLAKE2B) return blake2b_update(h, p, len);
  used = h->len%h->blen;

  h->len += len;
  if (used) {
    n = h->blen-used;
    if (n>len) n = len;
    memcpy(h->buf+used, p, n);
    p += n;
    len -= n;
    if (used+n<h->blen) return;
    hash_blocks(h, h->buf, 1);
  }
  if (len>=h->blen) hash_blocks(h, p, len/h->blen);
  if (len%h->blen) memcpy(h->buf, p+len-len%h->blen, len%h->blen);
}

// Pad (0x80, zeroes, the length in bits) and write the digest to out.
// Returns its length in bytes.
int hash_final(struct hash_ctx *h, unsigned char *out)
{
  unsigned long long bits = h->len*8;
  unsigned used = h->len%h->blen, i, lenlen = h->blen/8, n = h->outlen;

  if (h->type == HASH_SHA3) {
    memset(h->buf+used, 0, h->blen-used);
    h->buf[used] = 6;
    h->buf[h->blen-1] |= 0x80;
    sha3_blocks(h, h->buf, 1);
  } else if (h->type == HASH_BLAKE2B) {
    used = h->blen-128;
    memset(h->buf+used, 0, 128-used);
    blake2b_block(h->s64, h->buf, h->len+used, 1);
  }
  if (h->type == HASH_SHA3 || h->type == HASH_BLAKE2B) {
    for (i = 0; i<n; i++) out[i] = h->s64[i/8]>>(8*(i&7));

    return n;
  }

  h->buf[used++] = 0x80;
  if (used>h->blen-lenlen) {
    memset(h->buf+used, 0, h->blen-used);
    hash_blocks(h, h->buf, 1);
    used = 0;
  }
  memset(h->buf+used, 0, h->blen-used);
  for (i = 0; i<8; i++)
    h->buf[h->type == HASH_MD5 ? h->blen-8+i : h->blen-1-i] = bits>>(8*i);
  hash_blocks(h, h->buf, 1);
  for (i = 0; i<n; i++) {
    if (h->type == HASH_MD5) out[i] = h->s32[i/4]>>(8*(i&3));
    else if (h->type<HASH_SHA384 || h->type == HASH_SM3)
      out[i] = h->s32[i/4]>>(24-8*(i&3));
    else out[i] = h->s64[i/8]>>(56-8*(i&7));
  }

  return n;
}

// POSIX cksum's CRC: polynomial 0x04c11db7, most significant bit first.
// Eight bytes a step through eight tables made on first use ("slicing by
// 8": 3.5 times as fast as a byte a step).
static unsigned crc_tables(unsigned crc, const unsigned char *p, size_t len)
{
  static unsigned t[8][256];
  unsigned i, j, c;

  if (!t[0][1]) {
    for (i = 0; i<256; i++) {
      for (c = i<<24, j = 0; j<8; j++) c = (c<<1)^((c>>31) ? 0x04c11db7 : 0);
      t[0][i] = c;
    }
    for (i = 0; i<256; i++) for (j = 1; j<8; j++)
      t[j][i] = (t[j-1][i]<<8)^t[0][t[j-1][i]>>24];
  }
  for (; len>=8; len -= 8, p += 8) {
    crc ^= get_be32(p);
    crc = t[7][crc>>24]^t[6][(crc>>16)&255]^t[5][(crc>>8)&255]^t[4][crc&255]
      ^t[3][p[4]]^t[2][p[5]]^t[1][p[6]]^t[0][p[7]];
  }
  while (len--) crc = (crc<<8)^t[0][(crc>>24)^*p++];

  return crc;
}

#if defined(HASH_X86) || defined(HASH_ARM)
// With carry-less multiplication (PCLMULQDQ): the data is folded 128 bytes a
// step into eight 128-bit remainders (X*x^1024 mod P replaces X 1024 bits
// further on, P the CRC's polynomial), those into one, and its 16 bytes
// go through the tables. 6 times as fast as the tables alone (and with
// VPCLMULQDQ, below, twice as fast again).

// x^n mod P
static unsigned long long xpow(int n)
{
  unsigned r = 1;

  while (n--) r = (r<<1)^((r>>31) ? 0x04c11db7 : 0);

  return r;
}
#endif

#ifdef HASH_X86
__attribute__((target("pclmul,sse4.1,ssse3")))
static __m128i fold(__m128i x, __m128i k, __m128i next)
{
  return _mm_xor_si128(next, _mm_xor_si128(_mm_clmulepi64_si128(x, k, 0x01),
    _mm_clmulepi64_si128(x, k, 0x10)));
}

#define CRCLOAD(i) _mm_shuffle_epi8(_mm_loadu_si128((void *)(p+16*i)), rev)

__attribute__((target("pclmul,sse4.1,ssse3")))
static unsigned crc_clmul(unsigned crc, const unsigned char *p, size_t len)
{
  static __m128i k1024, k128;
  __m128i x0, x1, x2, x3, x4, x5, x6, x7, k,
    rev = _mm_set_epi64x(0x0001020304050607ULL, 0x08090a0b0c0d0e0fULL);
  unsigned char buf[16];

  // low half: x^(d+64) mod P multiplies the high 64 bits, high half: x^d
  // mod P the low ones, d the folding distance
  if (!_mm_cvtsi128_si64(k1024)) {
    k1024 = _mm_set_epi64x(xpow(1024), xpow(1088));
    k128 = _mm_set_epi64x(xpow(128), xpow(192));
  }
  // the running CRC goes into the first 4 bytes, as the tables do it
  // (eight variables, not an array: -Os would keep an array in memory)
  x0 = _mm_xor_si128(CRCLOAD(0), _mm_set_epi32(crc, 0, 0, 0));
  x1 = CRCLOAD(1), x2 = CRCLOAD(2), x3 = CRCLOAD(3);
  x4 = CRCLOAD(4), x5 = CRCLOAD(5), x6 = CRCLOAD(6), x7 = CRCLOAD(7);
  k = k1024;
  for (p += 128, len -= 128; len>=128; p += 128, len -= 128) {
    x0 = fold(x0, k, CRCLOAD(0)), x1 = fold(x1, k, CRCLOAD(1));
    x2 = fold(x2, k, CRCLOAD(2)), x3 = fold(x3, k, CRCLOAD(3));
    x4 = fold(x4, k, CRCLOAD(4)), x5 = fold(x5, k, CRCLOAD(5));
    x6 = fold(x6, k, CRCLOAD(6)), x7 = fold(x7, k, CRCLOAD(7));
  }
  k = k128;
  x0 = fold(x0, k, x1), x0 = fold(x0, k, x2), x0 = fold(x0, k, x3);
  x0 = fold(x0, k, x4), x0 = fold(x0, k, x5), x0 = fold(x0, k, x6);
  x0 = fold(x0, k, x7);
  for (; len>=16; p += 16, len -= 16) x0 = fold(x0, k, CRCLOAD(0));
  _mm_storeu_si128((void *)buf, _mm_shuffle_epi8(x0, rev));

  return crc_tables(crc_tables(0, buf, 16), p, len);
}

// With VPCLMULQDQ (AVX2 registers, two 16-byte lanes each): the same
// folds, 32 bytes an instruction, into the eight remainders above
#define CRCLOAD2(i) _mm256_shuffle_epi8(_mm256_loadu_si256((void *)(p+32*i)), \
  rev)

__attribute__((target("vpclmulqdq,avx2,pclmul,sse4.1,ssse3")))
static __m256i fold2(__m256i x, __m256i k, __m256i next)
{
  return _mm256_xor_si256(next, _mm256_xor_si256(
    _mm256_clmulepi64_epi128(x, k, 0x01), _mm256_clmulepi64_epi128(x, k, 0x10)));
}

__attribute__((target("vpclmulqdq,avx2,pclmul,sse4.1,ssse3")))
static unsigned crc_vclmul(unsigned crc, const unsigned char *p, size_t len)
{
  static __m128i k1024, k128;
  __m256i y0, y1, y2, y3, k, rev = _mm256_set_epi64x(0x0001020304050607ULL,
    0x08090a0b0c0d0e0fULL, 0x0001020304050607ULL, 0x08090a0b0c0d0e0fULL);
  __m128i x0;
  unsigned char buf[16];

  if (!_mm_cvtsi128_si64(k1024)) {
    k1024 = _mm_set_epi64x(xpow(1024), xpow(1088));
    k128 = _mm_set_epi64x(xpow(128), xpow(192));
  }
  y0 = _mm256_xor_si256(CRCLOAD2(0), _mm256_set_epi32(0, 0, 0, 0, crc, 0, 0,
    0));
  y1 = CRCLOAD2(1), y2 = CRCLOAD2(2), y3 = CRCLOAD2(3);
  k = _mm256_broadcastsi128_si256(k1024);
  for (p += 128, len -= 128; len>=128; p += 128, len -= 128) {
    y0 = fold2(y0, k, CRCLOAD2(0)), y1 = fold2(y1, k, CRCLOAD2(1));
    y2 = fold2(y2, k, CRCLOAD2(2)), y3 = fold2(y3, k, CRCLOAD2(3));
  }
  // the eight 16-byte remainders in order, into one
  x0 = fold(_mm256_castsi256_si128(y0), k128, _mm256_extracti128_si256(y0, 1));
  x0 = fold(x0, k128, _mm256_castsi256_si128(y1));
  x0 = fold(x0, k128, _mm256_extracti128_si256(y1, 1));
  x0 = fold(x0, k128, _mm256_castsi256_si128(y2));
  x0 = fold(x0, k128, _mm256_extracti128_si256(y2, 1));
  x0 = fold(x0, k128, _mm256_castsi256_si128(y3));
  x0 = fold(x0, k128, _mm256_extracti128_si256(y3, 1));
  for (; len>=16; p += 16, len -= 16)
    x0 = fold(x0, k128, _mm_shuffle_epi8(_mm_loadu_si128((void *)p),
      _mm256_castsi256_si128(rev)));
  _mm_storeu_si128((void *)buf,
    _mm_shuffle_epi8(x0, _mm256_castsi256_si128(rev)));

  return crc_tables(crc_tables(0, buf, 16), p, len);
}

// 0 none, 1 PCLMULQDQ, 2 VPCLMULQDQ and AVX2 too (which the OS saves).
// The environment variable TOYBOX_CRC=0 or 1 caps it, so the tests can run
// each path on the same data on any x86-64.
static int has_clmul(void)
{
  static int has = -1;
  unsigned a, b, c, d, lo, hi;
  char *cap;

  if (has<0) {
    has = __get_cpuid(1, &a, &b, &c, &d) && (c&2) && (c&(1<<9))
      && (c&(1<<19));
    // OSXSAVE, and XCR0 saying the OS saves the SSE and AVX registers
    if (has && (c&(1<<27))) {
      __asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
      if ((lo&6) == 6 && __get_cpuid_count(7, 0, &a, &b, &c, &d)
        && (b&(1<<5)) && (c&(1<<10))) has = 2;
    }
    if ((cap = getenv("TOYBOX_CRC")) && *cap>='0' && *cap<'0'+has)
      has = *cap-'0';
  }

  return has;
}
#elif defined(HASH_ARM)
// With PMULL (ARMv8 crypto extensions): the folds of crc_clmul() above.
// Registers hold 16 bytes as one 128 bit number, the first byte highest;
// k is x^d mod P in the low half and x^(d+64) mod P in the high one.
#define CRCLOAD(i) vreinterpretq_u64_u8(vqtbl1q_u8(vld1q_u8(p+16*i), rev))
#define P64(x) vreinterpretq_p64_u64(x)

__attribute__((target("+crypto")))
static uint64x2_t fold(uint64x2_t x, uint64x2_t k, uint64x2_t next)
{
  return veorq_u64(next, veorq_u64(
    vreinterpretq_u64_p128(vmull_p64(vgetq_lane_p64(P64(x), 0),
      vgetq_lane_p64(P64(k), 0))),
    vreinterpretq_u64_p128(vmull_high_p64(P64(x), P64(k)))));
}

__attribute__((target("+crypto")))
static unsigned crc_clmul(unsigned crc, const unsigned char *p, size_t len)
{
  static const unsigned char back[16] = {15, 14, 13, 12, 11, 10, 9, 8, 7,
    6, 5, 4, 3, 2, 1, 0};
  static uint64_t k1024[2], k128[2];
  uint64x2_t x0, x1, x2, x3, x4, x5, x6, x7, k;
  uint8x16_t rev = vld1q_u8(back);
  unsigned char buf[16];

  if (!*k1024) {
    k1024[0] = xpow(1024), k1024[1] = xpow(1088);
    k128[0] = xpow(128), k128[1] = xpow(192);
  }
  x0 = veorq_u64(CRCLOAD(0), vsetq_lane_u64((uint64_t)crc<<32,
    vdupq_n_u64(0), 1));
  x1 = CRCLOAD(1), x2 = CRCLOAD(2), x3 = CRCLOAD(3);
  x4 = CRCLOAD(4), x5 = CRCLOAD(5), x6 = CRCLOAD(6), x7 = CRCLOAD(7);
  k = vld1q_u64(k1024);
  for (p += 128, len -= 128; len>=128; p += 128, len -= 128) {
    x0 = fold(x0, k, CRCLOAD(0)), x1 = fold(x1, k, CRCLOAD(1));
    x2 = fold(x2, k, CRCLOAD(2)), x3 = fold(x3, k, CRCLOAD(3));
    x4 = fold(x4, k, CRCLOAD(4)), x5 = fold(x5, k, CRCLOAD(5));
    x6 = fold(x6, k, CRCLOAD(6)), x7 = fold(x7, k, CRCLOAD(7));
  }
  k = vld1q_u64(k128);
  x0 = fold(x0, k, x1), x0 = fold(x0, k, x2), x0 = fold(x0, k, x3);
  x0 = fold(x0, k, x4), x0 = fold(x0, k, x5), x0 = fold(x0, k, x6);
  x0 = fold(x0, k, x7);
  for (; len>=16; p += 16, len -= 16) x0 = fold(x0, k, CRCLOAD(0));
  vst1q_u8(buf, vqtbl1q_u8(vreinterpretq_u8_u64(x0), rev));

  return crc_tables(crc_tables(0, buf, 16), p, len);
}
#define crc_vclmul crc_clmul

// (TOYBOX_CRC=0 turns it off: see arm_hwcap())
static int has_clmul(void)
{
  return !!(arm_hwcap()&HWCAP_PMULL);
}

// The reflected CRC-32 of gzip_crc() below
__attribute__((target("+crc")))
static unsigned crc32_insn(unsigned crc, const unsigned char *p, size_t len)
{
  uint64_t x;

  for (; len>=8; len -= 8, p += 8) {
    memcpy(&x, p, 8);
    crc = __crc32d(crc, x);
  }
  while (len--) crc = __crc32b(crc, *p++);

  return crc;
}
#else
static int has_clmul(void) { return 0; }
static unsigned crc_clmul(unsigned crc, const unsigned char *p, size_t len)
{
  return 0;
}
#define crc_vclmul crc_clmul
#endif

unsigned cksum_crc(unsigned crc, const void *data, size_t len)
{
  if (len>=128 && has_clmul())
    return (has_clmul()>1 ? crc_vclmul : crc_clmul)(crc, data, len);

  return crc_tables(crc, data, len);
}

// The CRC-32 of gzip, zip, xz and PNG (ISO 3309): polynomial 0xedb88320,
// least significant bit first, the register as given (callers invert it
// before and after). Eight bytes a step, a table for each byte's place, or
// with the ARMv8 CRC32 instructions.
unsigned gzip_crc(unsigned crc, const void *data, size_t len)
{
  static unsigned t[8][256];
  const unsigned char *p = data;
  unsigned i, j, w;

#ifdef HASH_ARM
  if (arm_hwcap()&HWCAP_CRC32) return crc32_insn(crc, p, len);
#endif
  if (!t[0][1]) {
    for (i = 0; i<256; i++) {
      for (w = i, j = 0; j<8; j++) w = (w>>1)^(0xedb88320&-(w&1));
      t[0][i] = w;
    }
    for (i = 0; i<256; i++) for (j = 1; j<8; j++)
      t[j][i] = (t[j-1][i]>>8)^t[0][t[j-1][i]&255];
  }
  for (; len>=8; len -= 8, p += 8) {
    w = crc^get_le32(p);
    crc = t[7][w&255]^t[6][(w>>8)&255]^t[5][(w>>16)&255]^t[4][w>>24]
      ^t[3][p[4]]^t[2][p[5]]^t[1][p[6]]^t[0][p[7]];
  }
  while (len--) crc = t[0][(crc^*p++)&255]^(crc>>8);

  return crc;
}

// sum -r (BSD: rotate right, add) and sum -s (System V: add the bytes, the
// caller folds the total to 16 bits)
unsigned sum_bsd(unsigned sum, const void *data, size_t len)
{
  const unsigned char *p = data;

  while (len--) sum = (((sum>>1)|((sum&1)<<15))+*p++)&0xffff;

  return sum;
}

unsigned sum_sysv(unsigned sum, const void *data, size_t len)
{
  const unsigned char *p = data;

  while (len--) sum += *p++;

  return sum;
}
