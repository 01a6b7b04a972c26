/* lazylib.c - libz and libm, loaded when a command first calls them
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * Only gzip, unzip and awk call libz and libm, but linking them made every
 * start of a dynamic toybox map and relocate both: about a tenth of what
 * "sh -c true" costs. A dynamic build with glibc (see scripts/genheaders.sh)
 * defines the functions those commands call here instead, each loading its
 * library at its first call; --as-needed then drops the libraries from the
 * binary unless something else still calls them. make static (musl) links
 * them as before.
 */

#include "toys.h"
#include <generated/lazylib.h>

#if TOYBOX_LAZYLIB && defined(__GLIBC__)
#include <dlfcn.h>
#include <math.h>

static void *lazysym(char *lib, char *name)
{
  void *h = dlopen(lib, RTLD_NOW|RTLD_GLOBAL), *f = h ? dlsym(h, name) : 0;

  if (!f) error_exit("can't load %s from %s: %s", name, lib, dlerror());

  return f;
}

// Define name, calling the library's on the first call and after
#define LAZY(lib, ret, name, args, call) ret name args { \
  static ret (*f) args; \
  if (!f) f = lazysym(lib, #name); \
  return f call; \
}

LAZY("libm.so.6", double, atan2, (double y, double x), (y, x))
LAZY("libm.so.6", double, cos, (double x), (x))
LAZY("libm.so.6", double, exp, (double x), (x))
LAZY("libm.so.6", double, floor, (double x), (x))
LAZY("libm.so.6", double, fmod, (double x, double y), (x, y))
LAZY("libm.so.6", double, log, (double x), (x))
LAZY("libm.so.6", double, pow, (double x, double y), (x, y))
LAZY("libm.so.6", double, sin, (double x), (x))
LAZY("libm.so.6", double, sqrt, (double x), (x))
LAZY("libm.so.6", double, trunc, (double x), (x))

#if CFG_TOYBOX_ZLIB
#include <zlib.h>

LAZY("libz.so.1", uLong, crc32, (uLong crc, const Bytef *buf, uInt len),
  (crc, buf, len))
LAZY("libz.so.1", int, deflate, (z_streamp s, int flush), (s, flush))
LAZY("libz.so.1", int, deflateEnd, (z_streamp s), (s))
LAZY("libz.so.1", int, deflateInit2_, (z_streamp s, int level, int method,
  int bits, int mem, int strategy, const char *version, int size),
  (s, level, method, bits, mem, strategy, version, size))
LAZY("libz.so.1", int, deflateSetHeader, (z_streamp s, gz_headerp head),
  (s, head))
LAZY("libz.so.1", int, inflate, (z_streamp s, int flush), (s, flush))
LAZY("libz.so.1", int, inflateEnd, (z_streamp s), (s))
LAZY("libz.so.1", int, inflateInit2_, (z_streamp s, int bits,
  const char *version, int size), (s, bits, version, size))
LAZY("libz.so.1", int, inflateReset, (z_streamp s), (s))
#endif
#endif
