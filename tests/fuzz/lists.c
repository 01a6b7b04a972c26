// lists.c - sort -k KEYDEFs, cut -b/-c/-f LISTs and paste -d LISTs. The
// first byte picks the command, then come the option arguments (split at
// NUL bytes, up to 3), the rest is the file "in".

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  static char *pre[][8] = {
    {"sort", "-k", 0}, {"sort", "-t:", "-k", 0}, {"sort", "-s", "-k", 0},
    {"cut", "-b", 0}, {"cut", "-c", 0}, {"cut", "-f", 0},
    {"cut", "-d", 0}, {"paste", "-d", 0}, {"paste", "-sd", 0}};
  int npre = sizeof(pre)/sizeof(*pre), pick, i, made;
  const uint8_t *rest;
  size_t len;
  char **argv;

  if (!size) return 0;
  pick = *data % npre;
  argv = fuzz_args(data+1, size-1, pre[pick], 3, &rest, &len);
  for (i = 0; argv[i]; i++);
  // cut -d needs a list too: -d ARG -f ARG
  if ((made = pick == 6 && i > 3)) argv[3] = xmprintf("-f%s", argv[3]);
  argv[i++] = "in";
  if (pick > 6) argv[i++] = "in";
  argv[i] = 0;
  fuzz_file("in", rest, len);
  if (!fuzz_prefix(argv+1, (char *[]){"-o", "--o", "-T", "--t", 0}))
    toy_inprocess(argv, 0);
  if (made) free(argv[3]);
  free(argv);

  return 0;
}
