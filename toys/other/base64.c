/* base64.c - encode and decode base64 and base32 (RFC 4648)
 *
 * no standard

USE_BASE64(NEWTOY(base64, ">1diw#<0=76[!dw]", TOYFLAG_USR|TOYFLAG_BIN))
USE_BASE32(NEWTOY(base32, ">1diw#<0=76[!dw]", TOYFLAG_USR|TOYFLAG_BIN))

config BASE64
  bool "base64"
  default y
  help
    usage: base64 [-di] [-w COLUMNS] [FILE]

    Encode FILE (or stdin) as base64 (A-Z a-z 0-9 + /, = padding), or decode.

    -d  decode (newlines are skipped; anything else outside the alphabet is
        an error: "invalid input", exit 1)
    -i  with -d, ignore characters outside the alphabet
    -w  wrap encoded lines at COLUMNS characters (default 76, 0 = no wrap)

config BASE32
  bool "base32"
  default y
  help
    usage: base32 [-di] [-w COLUMNS] [FILE]

    Encode FILE (or stdin) as base32 (A-Z 2-7, = padding), or decode.

    -d  decode (newlines are skipped; anything else outside the alphabet is
        an error: "invalid input", exit 1)
    -i  with -d, ignore characters outside the alphabet
    -w  wrap encoded lines at COLUMNS characters (default 76, 0 = no wrap)
*/

#define FOR_base64
#include "toys.h"

GLOBALS(
  long w;

  char *alpha;
  int bits, group, chars, col;
  signed char tbl[256];
  char *in, *out;
)

#define CHUNK (3*5*4096)

static void encode(int fd)
{
  long len, i, j, o = 0, n;
  char *tmp = TT.out+4*CHUNK;

  for (;;) {
    len = readall(fd, TT.in, CHUNK);
    if (len < 0) perror_exit("read error");
    if (!len) break;

    // Whole groups (base64 fast path), then a padded last group at the end
    i = j = 0;
    if (TT.bits == 6) for (; i+3 <= len; i += 3, j += 4) {
      unsigned char *p = (void *)(TT.in+i);
      unsigned v = (p[0]<<16) | (p[1]<<8) | p[2];

      tmp[j] = TT.alpha[v>>18];
      tmp[j+1] = TT.alpha[(v>>12)&63];
      tmp[j+2] = TT.alpha[(v>>6)&63];
      tmp[j+3] = TT.alpha[v&63];
    }
    for (; i < len; i += TT.group) {
      unsigned long long v = 0;
      int k, have = len-i < TT.group ? len-i : TT.group, used;

      for (k = 0; k < TT.group; k++)
        v = (v<<8) | (k < have ? (unsigned char)TT.in[i+k] : 0);
      used = (have*8+TT.bits-1)/TT.bits;
      for (k = TT.chars; k--;) {
        tmp[j+k] = (TT.chars-k <= TT.chars-used) ? '=' : TT.alpha[v & ((1<<TT.bits)-1)];
        v >>= TT.bits;
      }
      j += TT.chars;
    }

    // Wrap
    if (!TT.w) o = j, memcpy(TT.out, tmp, j);
    else for (i = o = 0; i < j; i += n) {
      n = TT.w-TT.col;
      if (n > j-i) n = j-i;
      memcpy(TT.out+o, tmp+i, n);
      o += n;
      if ((TT.col += n) == TT.w) {
        TT.out[o++] = '\n';
        TT.col = 0;
      }
    }
    xwrite(1, TT.out, o);
    if (len < CHUNK) break;
  }
  if (TT.col) xwrite(1, "\n", 1);
}

static void decode(int fd)
{
  unsigned long long acc = 0;
  long len, i, o;
  int nbits = 0, q = 0, pad = 0, bad = 0;

  while (!bad && (len = read(fd, TT.in, CHUNK))) {
    if (len < 0) {
      if (errno == EINTR) continue;
      perror_exit("read error");
    }
    for (i = o = 0; i < len; i++) {
      int c = (unsigned char)TT.in[i], v = TT.tbl[c];

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
  if (toys.optc && strcmp(*toys.optargs, "-")) fd = xopenro(*toys.optargs);
  if (FLAG(d)) decode(fd);
  else encode(fd);
  if (fd) close(fd);
  free(TT.in);
  free(TT.out);
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
