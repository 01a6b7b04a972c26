// file.c - file's magic detection on a random buffer (the file "in").

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  fuzz_file("in", data, size);
  toy_inprocess((char *[]){"file", "in", 0}, 0);

  return 0;
}
