// tr.c - tr's SET1 and SET2 (classes, ranges, escapes, repeats) and its
// options over random input: the first byte picks the options, then SET1,
// SET2 (split at NUL bytes), then stdin.

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  static char *opts[] = {0, "-d", "-s", "-c", "-ds", "-cs", "-t", "-cd"};
  char *pre[] = {"tr", 0, 0};
  const uint8_t *rest;
  size_t len;
  char **argv;

  if (!size) return 0;
  pre[1] = opts[*data%8];
  argv = fuzz_args(data+1, size-1, pre[1] ? pre : (char *[]){"tr", 0}, 2,
    &rest, &len);
  fuzz_file("in", rest, len);
  fuzz_stdin("in");
  toy_inprocess(argv, 0);
  free(argv);

  return 0;
}
