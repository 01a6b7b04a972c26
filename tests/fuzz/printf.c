// printf.c - printf over random arguments (split at NUL bytes).
// Widths and precisions over 100000 ("%.26666666f", or "%*d" with a big
// argument) are skipped: they only print megabytes of padding, slowly.

#include "fuzz.h"

// Does FMT ask for a width or precision over 100000 (or for * ones when
// some argument is a big number)?
static int too_wide(char **argv)
{
  char *s = argv[1];
  int i;

  if (!s) return 0;
  for (; *s; s++) if (*s == '%') {
    s += strspn(s+1, "-+ #0'");
    while (s[1] && strchr("0123456789.*", s[1])) {
      if (isdigit((unsigned char)*++s) && strtod(s, 0) > 1e5) return 1;
      if (*s == '*')
        for (i = 2; argv[i]; i++) if (fabs(strtod(argv[i], 0)) > 1e5) return 1;
    }
  }

  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char **argv = fuzz_args(data, size, (char *[]){"printf", 0}, 64, 0, 0);

  if (!too_wide(argv)) toy_inprocess(argv, 0);
  free(argv);

  return 0;
}
