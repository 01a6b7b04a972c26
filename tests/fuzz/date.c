// date.c - lib/date.c's parse_date() on random strings, then date -d.

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char *s = xstrndup((char *)data, size), *argv[] = {"date", "-d", s, 0};
  struct timespec ts;

  if (!parse_date(s, &ts)) toy_inprocess(argv, 0);
  free(s);

  return 0;
}
