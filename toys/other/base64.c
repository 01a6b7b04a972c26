/* base64.c - encode and decode base64 and base32 (RFC 4648)
 *
 * no standard

USE_BASE64(NEWTOY(base64, ">1d(decode)i(ignore-garbage)w(wrap)#<0=76", TOYFLAG_USR|TOYFLAG_BIN))
USE_BASE32(NEWTOY(base32, ">1d(decode)i(ignore-garbage)w(wrap)#<0=76", TOYFLAG_USR|TOYFLAG_BIN))

config BASE64
  bool "base64"
  default y
  help
    usage: base64 [-di] [-w COLUMNS] [FILE]

    Encode FILE (or stdin) as base64 (A-Z a-z 0-9 + /, = padding), or decode.

    -d, --decode  decode (newlines are skipped; anything else outside the
                  alphabet is an error: "invalid input", exit 1)
    -i, --ignore-garbage  with -d, ignore characters outside the alphabet
    -w, --wrap=COLUMNS  wrap encoded lines at COLUMNS characters (default
                  76, 0 = no wrap)

config BASE32
  bool "base32"
  default y
  help
    usage: base32 [-di] [-w COLUMNS] [FILE]

    Encode FILE (or stdin) as base32 (A-Z 2-7, = padding), or decode.

    -d, --decode  decode (newlines are skipped; anything else outside the
                  alphabet is an error: "invalid input", exit 1)
    -i, --ignore-garbage  with -d, ignore characters outside the alphabet
    -w, --wrap=COLUMNS  wrap encoded lines at COLUMNS characters (default
                  76, 0 = no wrap)
*/

#define FOR_base64
#include "toys.h"

GLOBALS(
  long w;

  char *alpha, *pair;
  int bits, group, chars;
  signed char tbl[256];
  char *in, *out;
)

#define CHUNK (3*5*4096)

// Encode len bytes of in to out, padding a last partial group: returns the
// number of characters written.
static long enc(char *out, unsigned char *in, long len)
{
  long i = 0, j = 0;

  // Whole groups: base64 looks up 12 bits (2 characters) at a time
  if (TT.pair) for (; i+3 <= len; i += 3, j += 4) {
    unsigned v = (in[i]<<16) | (in[i+1]<<8) | in[i+2];

    memcpy(out+j, TT.pair+2*(v>>12), 2);
    memcpy(out+j+2, TT.pair+2*(v&4095), 2);
  }
  for (; i < len; i += TT.group) {
    unsigned long long v = 0;
    int k, have = len-i < TT.group ? len-i : TT.group, used;

    for (k = 0; k < TT.group; k++) v = (v<<8) | (k < have ? in[i+k] : 0);
    used = (have*8+TT.bits-1)/TT.bits;
    for (k = TT.chars; k--;) {
      out[j+k] = k >= used ? '=' : TT.alpha[v & ((1<<TT.bits)-1)];
      v >>= TT.bits;
    }
    j += TT.chars;
  }

  return j;
}

static void encode(int fd)
{
  // Input bytes for one output line, if lines hold whole groups
  long line = TT.w%TT.chars ? 0 : TT.w/TT.chars*TT.group, size = CHUNK,
    len, i, j, n, o = 0, col = 0;
  char *tmp = TT.out+4*CHUNK;

  if (line > CHUNK) line = 0;
  if (line) size = CHUNK/line*line;
  for (;;) {
    if ((len = readall(fd, TT.in, size)) < 0) perror_exit("read error");
    if (!len) break;
    o = 0;

    // Whole lines straight to the output (and one partial line at the end,
    // as readall() only comes up short at the end of the input)
    if (!TT.w) o = enc(TT.out, (void *)TT.in, len);
    else if (line) for (i = 0; i < len; i += line) {
      o += enc(TT.out+o, (void *)(TT.in+i), len-i < line ? len-i : line);
      TT.out[o++] = '\n';
    } else {
      // Lines of any width: encode, then copy the lines out
      for (j = enc(tmp, (void *)TT.in, len), i = 0; i < j; i += n) {
        n = TT.w-col;
        if (n > j-i) n = j-i;
        memcpy(TT.out+o, tmp+i, n);
        o += n;
        if ((col += n) == TT.w) {
          TT.out[o++] = '\n';
          col = 0;
        }
      }
    }
    xwrite(1, TT.out, o);
    if (len < size) break;
  }
  if (col) xwrite(1, "\n", 1);
}

static void decode(int fd)
{
  unsigned long long acc = 0;
  unsigned char *in = (void *)TT.in;
  signed char *tbl = TT.tbl;
  long len, i, o;
  int nbits = 0, q = 0, pad = 0, bad = 0, w, x, y, z;

  while (!bad && (len = read(fd, TT.in, CHUNK))) {
    if (len < 0) {
      if (errno == EINTR) continue;
      perror_exit("read error");
    }
    for (i = o = 0; i < len; i++) {
      int c = in[i], v = tbl[c];

      // base64: 4 characters at a time while they're all in the alphabet
      if (!q && TT.bits == 6) {
        for (; i+4 <= len; i += 4, o += 3) {
          w = tbl[in[i]], x = tbl[in[i+1]], y = tbl[in[i+2]], z = tbl[in[i+3]];
          if ((w|x|y|z) < 0) break;
          w = (w<<18) | (x<<12) | (y<<6) | z;
          TT.out[o] = w>>16;
          TT.out[o+1] = w>>8;
          TT.out[o+2] = w;
        }
        if (i == len) break;
        v = tbl[c = in[i]];
      }
      if (v >= 0 && !pad) {
        acc = (acc<<TT.bits) | v;
        if ((nbits += TT.bits) >= 8) {
          nbits -= 8;
          TT.out[o++] = acc>>nbits;
        }
        if (++q == TT.chars) q = nbits = 0;
      } else if (c == '=' && q && (pad || (q*TT.bits >= 8
                 && (q*TT.bits)%8 < TT.bits))) {
        pad = 1;
        if (++q == TT.chars) q = nbits = pad = 0;
      } else if (c == '\n' || (FLAG(i) && v != -3)) continue;
      else {
        bad = 1;
        break;
      }
    }
    xwrite(1, TT.out, o);
  }
  if (bad || q) error_exit("invalid input");
}

static void base_main(void)
{
  int i, fd = 0;

  for (i = 0; i < 256; i++) TT.tbl[i] = -1;
  for (i = 0; TT.alpha[i]; i++) TT.tbl[(unsigned char)TT.alpha[i]] = i;
  // A valid character in the wrong place isn't garbage: -i keeps it an error
  TT.tbl['='] = -3;
  TT.in = xmalloc(CHUNK);
  TT.out = xmalloc(6*CHUNK);
  TT.pair = 0;
  if (TT.bits == 6) {
    TT.pair = xmalloc(8192);
    for (i = 0; i < 4096; i++) {
      TT.pair[2*i] = TT.alpha[i>>6];
      TT.pair[2*i+1] = TT.alpha[i&63];
    }
  }
  if (toys.optc && strcmp(*toys.optargs, "-")) fd = xopenro(*toys.optargs);
  if (FLAG(d)) decode(fd);
  else encode(fd);
  if (fd) close(fd);
  free(TT.in);
  free(TT.out);
  free(TT.pair);
}

void base64_main(void)
{
  TT.alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  TT.bits = 6;
  TT.group = 3;
  TT.chars = 4;
  base_main();
}

#define CLEANUP_base64
#define FOR_base32
#include <generated/flags.h>

void base32_main(void)
{
  TT.alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  TT.bits = 5;
  TT.group = 5;
  TT.chars = 8;
  base_main();
}
