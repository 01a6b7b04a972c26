/* argtest.c - show what the option parser produced (for toybox's tests)
 *
 * no standard

USE_ARGTEST(NEWTOY(argtest, "a(all)b(bee)(bumble)c:d*e#<-5>100=7f.<0.5>9.5g@h%<100>86400000=1500(verbose)(color):x(verbatim)yzpqrsn#[-xyz][!pq][+rs]", TOYFLAG_USR|TOYFLAG_BIN))
USE_ARGTEST(NEWTOY(argtest_bounds, "<2>3ab", TOYFLAG_USR|TOYFLAG_BIN))
USE_ARGTEST(NEWTOY(argtest_stop, "^ab", TOYFLAG_USR|TOYFLAG_BIN))
USE_ARGTEST(NEWTOY(argtest_pass, "?ab", TOYFLAG_USR|TOYFLAG_BIN))
USE_ARGTEST(NEWTOY(argtest_nodash, "&abc:", TOYFLAG_USR|TOYFLAG_BIN))
USE_ARGTEST(NEWTOY(argtest_req, "a|b", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(2)))
USE_ARGTEST(NEWTOY(argtest_opt, "w(width);a", TOYFLAG_USR|TOYFLAG_BIN))

config ARGTEST
  bool "argtest"
  default n
  help
    usage: argtest [-abxyzpqrs] [-c STR] [-d STR]... [-e NUM] [-f FLOAT] [-g]... [-h TIME] [-n NUM] [ARG...]

    Print the options and arguments the option parser found, one a line,
    for toybox's own tests of lib/args.c. Also argtest_bounds (2 or 3
    arguments), argtest_stop (options end at the first argument),
    argtest_pass (unknown options are arguments), argtest_nodash (first
    argument is options without a dash), argtest_req (-a is required) and
    argtest_opt (-w/--width takes an optional attached value).

    -a, --all     flag               -b, --bee, --bumble  flag
    -c STR        string             -d STR     list (repeatable)
    -e NUM        number -5..100, default 7
    -f FLOAT      number 0.5..9.5    -g         counter
    -h TIME       duration in milliseconds, 100ms..1d, default 1.5s
    --verbose     long only flag     --color=STR  long only string
    -n NUM        number, no bounds (0x hex, k m g... suffixes)
    -x, --verbatim  -y -z: last one wins  -p -q  not together
    -r -s         either turns on both
*/

#define FOR_argtest
#include "toys.h"

GLOBALS(
  char *c;
  struct arg_list *d;
  long e;
  double f;
  long g, h;
  char *color;
  long n;
)

static void show_args(void)
{
  int i;

  printf("optflags 0x%llx\n", toys.optflags);
  for (i = 0; i < toys.optc; i++) printf("arg %s\n", toys.optargs[i]);
}

void argtest_main(void)
{
  struct arg_list *al;
  char *names = "abxyzpqrs";
  unsigned long long bits[] = {FLAG_a, FLAG_b, FLAG_x, FLAG_y, FLAG_z, FLAG_p,
    FLAG_q, FLAG_r, FLAG_s};
  int i;

  for (i = 0; names[i]; i++) if (toys.optflags & bits[i])
    printf("-%c\n", names[i]);
  if (FLAG(c)) printf("-c %s\n", TT.c);
  for (al = TT.d; al; al = al->next) printf("-d %s\n", al->arg);
  printf("-e %ld\n", TT.e);
  if (FLAG(f)) printf("-f %g\n", TT.f);
  if (FLAG(g)) printf("-g %ld\n", TT.g);
  printf("-h %ld\n", TT.h);
  if (FLAG(verbose)) printf("--verbose\n");
  if (FLAG(color)) printf("--color %s\n", TT.color);
  if (FLAG(n)) printf("-n %ld\n", TT.n);
  show_args();
}

void argtest_bounds_main(void)
{
  show_args();
}

void argtest_stop_main(void)
{
  show_args();
}

void argtest_pass_main(void)
{
  show_args();
}

void argtest_nodash_main(void)
{
  if (toys.optflags & 1) printf("-c %s\n", TT.c);
  show_args();
}

void argtest_req_main(void)
{
  show_args();
}

void argtest_opt_main(void)
{
  if (toys.optflags & 2) printf("-w %s\n", TT.c ? TT.c : "(none)");
  show_args();
}
