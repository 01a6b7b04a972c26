// dump.c - od -t/-A/-j/-N/-w, hexdump and xxd options on a random file.
// The first byte picks the command and how many arguments (split at NUL
// bytes) come next, the rest is the file "in".

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  static char *pre[][4] = {{"od", "-t", 0}, {"od", 0}, {"hexdump", 0},
    {"xxd", 0}, {"xxd", "-r", 0}, {"od", "-A", 0}, {"hd", 0}, {"xxd", "-c", 0}};
  int npre = sizeof(pre)/sizeof(*pre), pick, i;
  const uint8_t *rest;
  size_t len;
  char **argv;

  if (!size) return 0;
  pick = *data % npre;
  argv = fuzz_args(data+1, size-1, pre[pick], 1+(*data/npre)%4, &rest, &len);
  for (i = 0; argv[i]; i++);
  argv[i++] = "in";
  argv[i] = 0;
  fuzz_file("in", rest, len);
  // Arguments can't make an output file: at most 2 file names (xxd IN OUT)
  // are "in" and whatever the fuzzer said, which we make sure isn't there.
  toy_inprocess(argv, 0);
  for (i = 1; argv[i]; i++)
    if (*argv[i] != '-' && strcmp(argv[i], "in")) unlink(argv[i]);
  free(argv);

  return 0;
}
