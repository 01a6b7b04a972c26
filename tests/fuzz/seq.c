// seq.c - seq's numbers, -f formats and -s separators (split at NUL bytes).
// Inputs that would print more than about 4 MB are skipped (they'd only be
// slow): the count of numbers times the width of each, which grows with the
// numbers' size, their decimals ("1e-3000" has 3000) and -f's width and
// precision ("%99999f").

#include "fuzz.h"

// The largest decimal number written in s ("%-12.300f": 300)
static double bignum(char *s)
{
  double big = 0, d;

  for (; *s; s++) if (isdigit((unsigned char)*s)) {
    d = strtod(s, &s);
    if (d > big) big = d;
    s--;
  }

  return big;
}

// Decimals seq may print for a number: digits after the dot, less the exponent
static double decimals(char *s)
{
  char *dot = strchr(s, '.'), *e = strpbrk(s, "eEpP");
  double n = 0;

  if (dot && (!e || dot < e)) n = (e ? e : s+strlen(s))-dot-1;
  if (e) n -= strtod(e+1, 0);

  return n < 0 ? 0 : n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char **argv = fuzz_args(data, size, (char *[]){"seq", 0}, 8, 0, 0);
  double n[3], count, width = 32;
  int i, j = 0;

  for (i = 1; argv[i]; i++) {
    char *end;

    // -f FMT, -s SEP, or -fFMT, -sSEP: not numbers
    if (argv[i][0] == '-' && (argv[i][1] == 'f' || argv[i][1] == 's')) {
      char *opt = argv[i]+2;

      if (!*opt && !(opt = argv[++i])) break;
      width += bignum(opt);
    // anything else seq may read as a number (" 25", "0x10"...) counts
    } else if (strcmp(argv[i], "-w") && j < 3) {
      n[j++] = strtod(argv[i], &end);
      if (!isfinite(n[j-1])) j = 99;
      else {
        width += decimals(argv[i]);
        if (fabs(n[j-1]) > 1) width += log10(fabs(n[j-1]));
      }
    }
  }
  // first [incr] last
  count = j == 1 ? fabs(n[0]) : j == 2 ? fabs(n[1]-n[0]) :
    j == 3 ? (n[1] ? fabs((n[2]-n[0])/n[1]) : 1e9) : 0;
  if (j < 99 && count < 1e5 && (count+1)*width < 4e6) toy_inprocess(argv, 0);
  free(argv);

  return 0;
}
