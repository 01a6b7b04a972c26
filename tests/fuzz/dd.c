// dd.c - dd's operands (split at NUL bytes) reading the file "in" and
// writing /dev/null: no if= of= operand of the fuzzer's is let through.

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char **argv = fuzz_args(data, size,
    (char *[]){"dd", "if=in", "of=/dev/null", "status=none", 0}, 16, 0, 0);

  if (access("in", F_OK)) fuzz_file("in", (uint8_t *)"0123456789\nabc\n", 15);
  // (cbs=41111111111111 conv=block pads terabytes, as GNU dd does)
  if (!fuzz_prefix(argv+4, (char *[]){"if=", "of=", 0})
      && !fuzz_huge(argv+4, 1e8)) toy_inprocess(argv, 0);
  free(argv);

  return 0;
}
