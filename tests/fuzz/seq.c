// seq.c - seq's numbers, -f formats and -s separators (split at NUL bytes).
// Ranges of more than 100000 numbers are skipped (they'd only be slow).

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char **argv = fuzz_args(data, size, (char *[]){"seq", 0}, 8, 0, 0);
  double n[3];
  int i, j = 0;

  for (i = 1; argv[i]; i++) {
    char *end;

    // -f FMT, -s SEP, or -fFMT, -sSEP: not numbers
    if (argv[i][0] == '-' && (argv[i][1] == 'f' || argv[i][1] == 's'))
      i += !argv[i][2];
    // anything else seq may read as a number (" 25", "0x10"...) counts
    else if (strcmp(argv[i], "-w") && j < 3) {
      n[j++] = strtod(argv[i], &end);
      if (!isfinite(n[j-1])) j = 99;
    }
  }
  // first [incr] last
  if (j < 99 && (j == 1 ? fabs(n[0]) : j == 2 ? fabs(n[1]-n[0]) :
      j == 3 ? (n[1] ? fabs((n[2]-n[0])/n[1]) : 1e9) : 0) < 1e5)
    toy_inprocess(argv, 0);
  free(argv);

  return 0;
}
