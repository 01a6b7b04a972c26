// find.c - find's expression parser and matching over random expressions,
// on a scratch directory holding one file. Nothing that runs a program,
// deletes or writes a file (-exec -ok -delete -fprint -fls) is let through,
// and no path but "." (the expression must come first).

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char **argv = fuzz_args(data, size, (char *[]){"find", ".", 0}, 64, 0, 0);

  if (access("in", F_OK)) fuzz_file("in", (uint8_t *)"x\n", 2);
  if (argv[2] && (!*argv[2] || !strchr("-(!", *argv[2]))) argv[2] = 0;
  if (!fuzz_prefix(argv+1, (char *[]){"-exec", "-ok", "-delete", "-fprint",
      "-fls", "-quit", 0})) toy_inprocess(argv, 0);
  free(argv);

  return 0;
}
