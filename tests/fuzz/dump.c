// dump.c - od -t/-A/-j/-N/-w, hexdump and xxd options on a random file.
// The first byte picks the command and how many arguments (split at NUL
// bytes) come next, the rest is the file "in".
//
// xxd -r into a pipe pads with zeroes up to each line's offset, as it
// should, so an offset of 0xcccccccccccc writes for hours: inputs for xxd
// -r with a line offset over 4 MB, or with -s, are skipped (they'd only be
// slow).

#include "fuzz.h"

// Does xxd -r (in argv) read a file (data) that would seek far?
static int far_seek(char **argv, const uint8_t *data, size_t len)
{
  int i, rev = 0, seek = 0;
  size_t pos = 0;

  if (strcmp(*argv, "xxd")) return 0;
  for (i = 1; argv[i]; i++) {
    if (*argv[i] != '-' || !strcmp(argv[i], "--")) continue;
    if (strchr(argv[i], 'r')) rev++;
    if (strchr(argv[i], 's')) seek++;
  }
  if (!rev) return 0;
  if (seek) return 1;
  while (pos < len) {
    unsigned long long addr = 0;
    int digits = 0;

    while (pos < len && (data[pos] == ' ' || data[pos] == '\t')) pos++;
    for (; pos < len && isxdigit(data[pos]); pos++, digits++)
      addr = (addr<<4)+(isdigit(data[pos]) ? data[pos]-'0'
        : (data[pos]|32)-'a'+10);
    if (digits > 7 || addr > (4<<20)) return 1;
    while (pos < len && data[pos++] != '\n');
  }

  return 0;
}

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
  if (far_seek(argv, rest, len)) {
    free(argv);
    return 0;
  }
  fuzz_file("in", rest, len);
  // Arguments can't make an output file: at most 2 file names (xxd IN OUT)
  // are "in" and whatever the fuzzer said, which we make sure isn't there.
  toy_inprocess(argv, 0);
  for (i = 1; argv[i]; i++)
    if (*argv[i] != '-' && strcmp(argv[i], "in")) unlink(argv[i]);
  free(argv);

  return 0;
}
