// fuzz.h - what the libFuzzer harnesses in tests/fuzz/ share (scripts/fuzz.sh
// builds each NAME.c with this and the whole of toybox but its main()).
//
// Each harness turns the fuzzer's bytes into arguments (and often a file
// "in") and runs the real command in this process with toy_inprocess():
// error_exit() and xexit() longjmp back, so there is no fork per input.
// The harnesses run in an empty scratch directory of their own, with stdin
// /dev/null, LC_ALL=C.UTF-8 and TZ=UTC.
//
// Copyright 2026 the toybox authors. 0BSD license: see LICENSE.

#include "toys.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
  char dir[] = "/tmp/toyfuzz.XXXXXX";
  int fd = open("/dev/null", O_RDWR);

  (void)argc; (void)argv;
  if (fd != -1) {
    dup2(fd, 0);
    if (fd) close(fd);
  }
  if (!mkdtemp(dir) || chdir(dir)) {
    perror("fuzz scratch directory");
    exit(1);
  }
  setenv("TZ", "UTC", 1);
  setenv("LC_ALL", "C.UTF-8", 1);
  tzset();
  setlocale(LC_ALL, "C.UTF-8");

  return 0;
}

// Arguments: the fixed ones in pre (up to a null), then data split at NUL
// bytes (at most max of them). Returns a malloced argv, its strings in the
// same block, with room for 2 more arguments after them. *rest points past the last argument used (file contents).
static char **fuzz_args(const uint8_t *data, size_t size, char **pre, int max,
  const uint8_t **rest, size_t *restlen)
{
  int npre, n = 0, i;
  size_t pos = 0;
  char **argv, *s;

  for (npre = 0; pre[npre]; npre++);
  argv = xzalloc((npre+max+3)*sizeof(char *)+size+1);
  s = (char *)(argv+npre+max+3);
  for (i = 0; i < npre; i++) argv[i] = pre[i];
  while (n < max && pos < size) {
    size_t len = strnlen((char *)data+pos, size-pos);

    memcpy(s, data+pos, len);
    s[len] = 0;
    argv[npre+n++] = s;
    s += len+1;
    pos += len+1;
  }
  if (pos > size) pos = size;
  if (rest) *rest = data+pos;
  if (restlen) *restlen = size-pos;

  return argv;
}

// Write the file "in" in the scratch directory.
static void fuzz_file(const char *name, const uint8_t *data, size_t size)
{
  int fd = open(name, O_CREAT|O_TRUNC|O_WRONLY, 0644);

  if (fd == -1 || writeall(fd, data, size) != (ssize_t)size) {
    perror(name);
    abort();
  }
  close(fd);
}

// Make the file name stdin (for commands that read only stdin).
static void fuzz_stdin(const char *name)
{
  int fd = open(name, O_RDONLY);

  if (fd == -1 || dup2(fd, 0)) abort();
  close(fd);
  clearerr(stdin);
  rewind(stdin);
}

// Does an argument start with one of the prefixes in list (null ended)?
static int fuzz_prefix(char **argv, char **list)
{
  int i, j;

  for (i = 0; argv[i]; i++)
    for (j = 0; list[j]; j++)
      if (!strncmp(argv[i], list[j], strlen(list[j]))) return 1;

  return 0;
}

// Do the arguments hold more than max regex repetitions (* + ? {)? The C
// library's regexec() takes exponential time on a pattern of many, as with
// GNU's tools, which would be reported as a timeout.
static int fuzz_repeats(char **argv, int max)
{
  char *s;
  int i, n = 0;

  for (i = 0; argv[i]; i++) for (s = argv[i]; *s; s++)
    if (strchr("*+?{", *s) && ++n > max) return 1;

  return 0;
}

// Does any argument hold a number over max? (a digit run, times the size
// suffix letter after it): such sizes and widths only make a run slow, as
// they do with GNU's tools, and would be reported as timeouts
static int fuzz_huge(char **argv, double max)
{
  char *s, *suf = "bBkKwmMgGtTpPeEzZyY";
  double mul[] = {512, 512, 1e3, 1024, 2, 1e6, 1<<20, 1e9, 1<<30, 1e12,
    1099511627776.0, 1e15, 1e15, 1e18, 1e18, 1e21, 1e21, 1e24, 1e24}, n, prod;
  int i;

  // (numbers joined by x count as their product: dd's bs=5x2x...)
  for (i = 0; argv[i]; i++) for (prod = 1, s = argv[i]; *s; s++)
    if (isdigit(*s)) {
      char *p;

      for (n = 0; isdigit(*s); s++) n = n*10+*s-'0';
      // (past the suffix: bs=1Mx1M is a terabyte)
      if (*s && (p = strchr(suf, *s))) n *= mul[p-suf], s++;
      if ((prod *= n) > max) return 1;
      if (*s != 'x') prod = 1;
      if (!*s) break;
    }

  return 0;
}
