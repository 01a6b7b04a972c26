// test.c - test over random arguments (split at NUL bytes).

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char **argv = fuzz_args(data, size, (char *[]){"test", 0}, 64, 0, 0);

  toy_inprocess(argv, 0);
  free(argv);

  return 0;
}
