// iconv.c - iconv between charsets picked by the first byte, on random text.

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  static char *sets[] = {"UTF-8", "UTF-16LE", "UTF-16BE", "UTF-16", "UTF-32",
    "ISO-8859-1", "ASCII", "UTF-32LE", "CP1252", "UTF-7"};
  int n = sizeof(sets)/sizeof(*sets), c = 0;
  char *argv[] = {"iconv", "-f", 0, "-t", 0, 0, "in", 0};

  if (!size) return 0;
  argv[2] = sets[*data%n];
  argv[4] = sets[(*data/n)%n];
  if (*data > 200) argv[c = 5] = "-c";
  if (!c) argv[5] = "in", argv[6] = 0;
  fuzz_file("in", data+1, size-1);
  toy_inprocess(argv, 0);

  return 0;
}
