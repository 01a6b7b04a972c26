/* bzcat.c - decompress bzip2 files
 *
 * no standard (the format: blocks of up to 900k, each the Burrows-Wheeler
 * transform of run-length coded bytes, move-to-front and Huffman coded)

USE_BZCAT(NEWTOY(bzcat, "cfktv", TOYFLAG_USR|TOYFLAG_BIN))
USE_BZCAT(OLDTOY(bunzip2, bzcat, TOYFLAG_USR|TOYFLAG_BIN))

config BZCAT
  bool "bzcat"
  default y
  help
    usage: bzcat [-ftv] [FILE...]
    usage: bunzip2 [-cfktv] [FILE...]

    Decompress bzip2 files (or stdin). bzcat writes to stdout; bunzip2
    turns FILE.bz2 into FILE (.tbz2 and .tbz into .tar, other names get
    .out added), with FILE.bz2's mode and times, then removes FILE.bz2.

    -c  write to stdout                    -k  keep the input files
    -f  overwrite existing output files    -t  only check the data
    -v  say "done" (or "ok") for each FILE on stderr
*/

#define FOR_bzcat
#include "toys.h"

GLOBALS(
  struct decomp d;

  struct bz *bz;
  unsigned *tt;
)

#define BZ_LUT 10     // codes up to this long are found with one lookup
#define BZ_OUT 65536

struct bzhuff {
  unsigned short lut[1<<BZ_LUT];  // (length<<9)|symbol; 0: a longer code
  int limit[21], base[21];        // codes of length L are below limit[L]
  unsigned short perm[258];       // the symbols by code
};

struct bz {
  unsigned long long bitbuf;
  int bits, pad;
  unsigned crctab[256], *tt;
  struct bzhuff h[6];
  unsigned char sel[32768], out[BZ_OUT];
};

static void pastend(struct bz *bz);

// Bad data, or data cut short
static noreturn void corrupt(void)
{
  pastend(TT.bz);
  decomp_error(&TT.d, "data integrity error");
}

// Keep the bit buffer over 56 bits: past the end of the input it fills up
// with zero bytes, which reading makes an error (see pastend()).
static void refill(struct bz *bz)
{
  struct decomp *d = &TT.d;
  int c;

  while (bz->bits <= 56) {
    if (d->inpos < d->inlen) c = d->in[d->inpos++];
    else if ((c = decomp_byte(d)) < 0) {
      c = 0;
      bz->pad++;
    }
    bz->bitbuf = bz->bitbuf<<8 | c;
    bz->bits += 8;
  }
}

static void pastend(struct bz *bz)
{
  refill(bz);
  if (bz->bits < bz->pad*8) decomp_error(&TT.d, "unexpected end of file");
}

static unsigned getbits(struct bz *bz, int n)
{
  if (bz->bits < n) refill(bz);
  bz->bits -= n;

  return (bz->bitbuf >> bz->bits) & ((1ULL<<n)-1);
}

// Canonical Huffman codes from the code lengths of n symbols.
static void maketable(struct bzhuff *h, unsigned char *len, int n)
{
  int cnt[21] = {0}, next[21], L, i, k, code = 0, idx = 0;

  for (i = 0; i < n; i++) cnt[len[i]]++;
  for (L = 1; L <= 20; L++) {
    h->base[L] = idx-code;
    next[L] = idx;
    idx += cnt[L];
    h->limit[L] = code += cnt[L];
    if (code > (1<<L)) corrupt();
    code <<= 1;
  }
  for (i = 0; i < n; i++) h->perm[next[len[i]]++] = i;
  memset(h->lut, 0, sizeof(h->lut));
  for (L = 1; L <= BZ_LUT; L++) {
    for (i = h->limit[L]-cnt[L]; i < h->limit[L]; i++) {
      code = i<<(BZ_LUT-L);
      for (k = 0; k < 1<<(BZ_LUT-L); k++)
        h->lut[code+k] = L<<9 | h->perm[h->base[L]+i];
    }
  }
}

// Read one block into bz->tt, undo the BWT and write it out. Returns the
// block's CRC.
static unsigned block(struct bz *bz, unsigned want)
{
  unsigned char used[256], mtf[256], lens[258], c, *o = bz->out;
  unsigned count[256], n = 0, run = 0, i, j, k, origptr, pos, crc, v;
  int nused = 0, ngroups, nsel, asize, left = 0, g = 0, shift = 0, sym, L,
    rle = 0, last = -1, olen = 0;
  struct bzhuff *h = 0;

  if (getbits(bz, 1)) decomp_error(&TT.d, "randomised blocks not supported");
  origptr = getbits(bz, 24);

  // The bytes in use, as a 16x16 bitmap with a map of its rows first
  v = getbits(bz, 16);
  for (i = 0; i < 16; i++) if (v & (0x8000>>i)) {
    k = getbits(bz, 16);
    for (j = 0; j < 16; j++) if (k & (0x8000>>j)) used[nused++] = i*16+j;
  }
  if (!nused) corrupt();
  asize = nused+2;

  // Which table each group of 50 symbols uses, move-to-front coded
  ngroups = getbits(bz, 3);
  nsel = getbits(bz, 15);
  if (ngroups < 2 || ngroups > 6 || !nsel) corrupt();
  for (i = 0; i < ngroups; i++) mtf[i] = i;
  for (i = 0; i < nsel; i++) {
    for (j = 0; getbits(bz, 1); ) if (++j >= ngroups) corrupt();
    c = mtf[j];
    memmove(mtf+1, mtf, j);
    bz->sel[i] = *mtf = c;
  }

  // The code lengths of each table, as changes from the one before
  for (i = 0; i < ngroups; i++) {
    L = getbits(bz, 5);
    for (j = 0; j < asize; j++) {
      for (;;) {
        if (L < 1 || L > 20) corrupt();
        if (!getbits(bz, 1)) break;
        L += getbits(bz, 1) ? -1 : 1;
      }
      lens[j] = L;
    }
    maketable(bz->h+i, lens, asize);
  }
  pastend(bz);

  // The symbols: runs of the front byte (RUNA/RUNB digits of their
  // length), move-to-front positions, end of block.
  memcpy(mtf, used, nused);
  memset(count, 0, sizeof(count));
  for (;;) {
    if (!left--) {
      if (g >= nsel) corrupt();
      pastend(bz);
      h = bz->h+bz->sel[g++];
      left = 49;
    }
    if (bz->bits < 20) refill(bz);
    v = (bz->bitbuf >> (bz->bits-20)) & 0xfffff;
    if ((sym = h->lut[v>>(20-BZ_LUT)])) {
      L = sym>>9;
      sym &= 511;
    } else {
      for (L = BZ_LUT+1; ; L++) {
        if (L > 20) corrupt();
        if ((k = v>>(20-L)) < h->limit[L]) break;
      }
      sym = h->perm[h->base[L]+k];
    }
    bz->bits -= L;
    if (sym < 2) {
      run += (sym+1)<<shift++;
      if (run > want) corrupt();
      continue;
    }
    if (run) {
      if (n+run > want) corrupt();
      count[c = *mtf] += run;
      while (run--) bz->tt[n++] = c;
      run = shift = 0;
    }
    if (sym == asize-1) break;
    if (n >= want) corrupt();
    c = mtf[--sym];
    memmove(mtf+1, mtf, sym);
    count[*mtf = c]++;
    bz->tt[n++] = c;
  }
  if (origptr >= n) corrupt();

  // Undo the BWT: link each position to the next
  for (i = k = 0; i < 256; i++) {
    j = count[i];
    count[i] = k;
    k += j;
  }
  for (i = 0; i < n; i++) bz->tt[count[bz->tt[i]&255]++] |= i<<8;

  // Follow the links, undoing the run-length coding (4 equal bytes and a
  // count of more)
  crc = ~0;
  pos = bz->tt[origptr]>>8;
  for (k = 0; k < n; k++) {
    pos = bz->tt[pos];
    c = pos;
    pos >>= 8;
    if (rle == 4) {
      memset(o+olen, last, c);
      olen += c;
      rle = 0;
    } else {
      if (c == last) rle++;
      else {
        rle = 1;
        last = c;
      }
      o[olen++] = c;
    }
    if (olen > BZ_OUT-256 || k == n-1) {
      for (i = 0; i < olen; i++) crc = crc<<8 ^ bz->crctab[crc>>24 ^ o[i]];
      decomp_write(&TT.d, o, olen);
      olen = 0;
    }
  }

  return ~crc;
}

static void bunzip(struct decomp *d)
{
  struct bz *bz = TT.bz = d->mem = xmalloc(sizeof(struct bz));
  unsigned i, crc, total, level, streams = 0;
  int j, k;

  bz->bits = bz->pad = 0;
  // The BWT's links are followed in random order (most of the time goes
  // there, waiting for memory): in huge pages they miss the TLB less.
  if (!TT.tt) TT.tt = xbigalloc(900000*sizeof(*TT.tt));
  bz->tt = TT.tt;
  for (i = 0; i < 256; i++) {
    for (crc = i<<24, j = 0; j < 8; j++)
      crc = crc<<1 ^ ((crc>>31) ? 0x04c11db7 : 0);
    bz->crctab[i] = crc;
  }

  for (;;) {
    // A stream: "BZh" and the block size in 100k, blocks, end marker and
    // the CRC of the block CRCs, padding to a byte.
    refill(bz);
    if (streams && bz->bits == bz->pad*8) break;
    i = getbits(bz, 24);
    level = getbits(bz, 8)-'0';
    if (bz->bits < bz->pad*8 || i != 0x425a68 || level < 1 || level > 9) {
      if (!streams) {
        // Cut short in the magic is the end of the file
        k = 4-(bz->pad*8-bz->bits+7)/8;
        for (j = 0; j < k && j < 3 && (i>>(16-8*j)&255) == "BZh"[j]; j++);
        if (bz->bits < bz->pad*8 && j == k)
          decomp_error(d, "unexpected end of file");
        decomp_error(d, "not a bzip2 file");
      }
      fprintf(stderr, "%s: %s: trailing garbage after EOF ignored\n",
        toys.which->name, d->name);
      break;
    }
    for (total = 0;;) {
      i = getbits(bz, 24);
      j = getbits(bz, 24);
      crc = getbits(bz, 32);
      pastend(bz);
      if (i == 0x177245 && j == 0x385090) break;
      if (i != 0x314159 || j != 0x265359) corrupt();
      if (block(bz, level*100000) != crc) corrupt();
      total = (total<<1 | total>>31) ^ crc;
    }
    if (crc != total) corrupt();
    bz->bits -= bz->bits&7;
    streams++;
  }
}

void bzcat_main(void)
{
  char *suffix[] = {".bz2", "", ".bz", "", ".tbz2", ".tar", ".tbz", ".tar", 0};

  TT.d.decode = bunzip;
  TT.d.suffix = suffix;
  TT.d.unknown = ".out";
  TT.d.flags = FLAG(c)*DECOMP_STDOUT | FLAG(f)*DECOMP_FORCE
    | FLAG(k)*DECOMP_KEEP | FLAG(t)*DECOMP_TEST | FLAG(v)*DECOMP_VERBOSE;
  if (!strcmp(toys.which->name, "bzcat")) TT.d.flags |= DECOMP_STDOUT;
  decomp_files(&TT.d, toys.optargs);
}
