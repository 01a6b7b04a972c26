/* random.c - random bytes and random numbers for commands (shred, shuf...)
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * xgetrandom() reads the kernel's randomness; the generator (xoshiro256**)
 * is seeded from it, or takes bytes from a file (--random-source) so runs
 * can be repeated.
 */

#include "toys.h"
#include <sys/random.h>

// Fill buf with len random bytes: getrandom(), or /dev/urandom on kernels
// without it. Exits on failure.
void xgetrandom(void *buf, size_t len)
{
  char *p = buf;
  ssize_t got;
  int fd;

  while (len) {
    if ((got = getrandom(p, len, 0)) < 0) {
      if (errno == EINTR) continue;
      if (errno != ENOSYS) perror_exit("getrandom");
      fd = xopenro("/dev/urandom");
      xreadall(fd, p, len);
      close(fd);
      return;
    }
    p += got;
    len -= got;
  }
}

// Seed from the kernel; fd >= 0: take all randomness from that file instead.
void random_init(struct random_state *rs, int fd, char *name)
{
  memset(rs, 0, sizeof(*rs));
  rs->fd = fd;
  rs->name = name;
  if (fd >= 0) return;
  xgetrandom(rs->s, sizeof(rs->s));
  if (!(rs->s[0]|rs->s[1]|rs->s[2]|rs->s[3])) rs->s[0] = 1;
}

static unsigned long long rotl(unsigned long long x, int k)
{
  return (x<<k)|(x>>(64-k));
}

unsigned long long random_u64(struct random_state *rs)
{
  unsigned long long *s = rs->s, result, t;

  if (rs->fd >= 0) {
    if (readall(rs->fd, &result, sizeof(result)) != sizeof(result))
      error_exit("'%s': end of file", rs->name);

    return result;
  }
  result = rotl(s[1]*5, 7)*9;
  t = s[1]<<17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 45);

  return result;
}

// Uniform in 0..n-1 (n 0 means the full 64 bit range), without modulo bias.
unsigned long long random_below(struct random_state *rs, unsigned long long n)
{
  unsigned long long r, limit;

  if (!n) return random_u64(rs);
  limit = -n%n;   // 2^64 mod n: reject the first values that would bias
  do r = random_u64(rs); while (r < limit);

  return r%n;
}
