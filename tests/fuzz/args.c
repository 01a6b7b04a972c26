// args.c - lib/args.c's option parser over random arguments, with every
// command's option string and a few made to use every feature of one.
// The first byte picks the option string, the rest are the arguments
// (split at NUL bytes).

#include "fuzz.h"

static struct toy_list made[] = {
  {"argfuzz", 0, "<1>3ab#c#<1>10=5d.e.<0>1.5f:g*h(long)i(two)(names)j@k%l;"
   "[-ab][!cd][+ef]", "usage: argfuzz", 0},
  {"argfuzz", 0, "?^a:bc(see)", "usage: argfuzz", 0},
  {"argfuzz", 0, "&xvf:t(list)C:z", "usage: argfuzz", TOYFLAG_ARGFAIL(2)},
  {"argfuzz", 0, "^<2>2n#<-5>5s|", "usage: argfuzz", 0},
  {"argfuzz", 0, "a(all)(also)b:#c.@d*", "usage: argfuzz", 0},
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  int nmade = sizeof(made)/sizeof(*made), pick;
  struct toy_list *which;
  char **argv;

  if (!size) return 0;
  pick = *data % (nmade+toy_count);
  which = pick < nmade ? made+pick : toy_list+pick-nmade;
  argv = fuzz_args(data+1, size-1, (char *[]){which->name, 0}, 64, 0, 0);
  toy_run_which(which, argv, 1);
  free(argv);

  return 0;
}
