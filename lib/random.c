/* random.c - random numbers for commands (shuf, ...)
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * xoshiro256** seeded from getrandom(), or bytes read from a file
 * (--random-source) so runs can be repeated.
 */

#include "toys.h"
#include <sys/random.h>

// Seed from the kernel; fd >= 0: take all randomness from that file instead.
void random_init(struct random_state *rs, int fd, char *name)
{
  memset(rs, 0, sizeof(*rs));
  rs->fd = fd;
  rs->name = name;
  if (fd >= 0) return;
  if (getrandom(rs->s, sizeof(rs->s), 0) != sizeof(rs->s)) {
    struct timespec ts;

    clock_gettime(CLOCK_REALTIME, &ts);
    rs->s[0] = ts.tv_nsec^((unsigned long long)getpid()<<32);
    rs->s[1] = ts.tv_sec;
    rs->s[2] = (unsigned long)rs;
    rs->s[3] = 0x9e3779b97f4a7c15ULL;
  }
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
