// find.c - find's expression parser and matching over random expressions,
// on a scratch directory holding one file. Nothing that runs a program,
// deletes or writes a file (-exec -ok -delete -fprint -fls) is let through,
// and no path but "." (the expression must come first: -X, "(" or "!").
// Numbers past a million are skipped: -printf %2000000000p pads 2 GB, as
// GNU's find does.

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char **argv = fuzz_args(data, size, (char *[]){"find", ".", 0}, 64, 0, 0);

  if (access("in", F_OK)) fuzz_file("in", (uint8_t *)"x\n", 2);
  // (the expression starts at -X, "(" or "!": "-" and "(x" are paths, as
  // in GNU's, and so would be a "/" or ".." after them, walked whole)
  if (argv[2] && !(*argv[2] == '-' && argv[2][1]) && strcmp(argv[2], "(")
      && strcmp(argv[2], "!")) argv[2] = 0;
  if (!fuzz_prefix(argv+1, (char *[]){"-exec", "-ok", "-delete", "-fprint",
      "-fls", "-quit", 0}) && !fuzz_repeats(argv+1, 8)
      && !fuzz_huge(argv+1, 1e6)) toy_inprocess(argv, 0);
  free(argv);

  return 0;
}
