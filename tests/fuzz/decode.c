// decode.c - uudecode, base64 -d, base32 -d (with or without -i) of random
// text, picked by the first byte. uudecode writes to stdout (-o -).

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  static char *argv[][5] = {{"uudecode", "-o", "/dev/stdout", "in", 0},
    {"base64", "-d", "in", 0}, {"base32", "-d", "in", 0},
    {"base64", "-di", "in", 0}, {"base32", "-di", "in", 0}};

  if (!size) return 0;
  fuzz_file("in", data+1, size-1);
  toy_inprocess(argv[*data%5], 0);

  return 0;
}
