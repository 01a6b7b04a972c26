// stat.c - stat -c FORMAT (and --printf, -f) on a file and a directory;
// widths over a million are skipped (they'd only be slow).

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  static char *opt[] = {"-c", "--printf", "-fc", "-Lc"};
  char *fmt, *argv[] = {"stat", 0, 0, "in", ".", 0};

  if (!size) return 0;
  if (access("in", F_OK)) fuzz_file("in", (uint8_t *)"x\n", 2);
  argv[1] = opt[*data%4];
  argv[2] = fmt = xstrndup((char *)data+1, size-1);
  // (a width of a billion pads a billion spaces, as GNU stat does)
  if (!fuzz_huge(argv+2, 1e6)) toy_inprocess(argv, 0);
  free(fmt);

  return 0;
}
