/* nice.c - run a command at a different scheduling priority
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/nice.html

USE_NICE(NEWTOY(nice, "^?n(adjustment):", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(125)))

config NICE
  bool "nice"
  default y
  help
    usage: nice [-n ADJUST] [COMMAND [ARG...]]

    Run COMMAND with its niceness (-20 most favoured to 19 least) changed
    by ADJUST (default 10, -N is -n N). With no COMMAND, print the current
    niceness. A failure to change it is reported and COMMAND runs anyway.

    -n, --adjustment ADJUST  Add ADJUST (may be negative: needs privilege)

    Exit status 125 if nice fails, 126 if COMMAND can't run, 127 if it isn't
    found, else COMMAND's.
*/

#define FOR_nice
#include "toys.h"

GLOBALS(
  char *n;
)

void nice_main(void)
{
  char **argv = toys.optargs, *adj = TT.n, *end;
  long l = 10;
  int old, i;

  toys.exitval = 125;
  // Obsolete -N (and --N for a negative one), only as the first argument.
  if (*argv && **argv == '-' && toys.argv[1] == *argv && !adj) {
    end = *argv+1;
    if (isdigit((unsigned char)end[*end == '-' || *end == '+']))
      adj = end, argv++;
  }
  // With ? unknown options land here too ("--" before a command isn't one)
  for (i = 1; *argv && toys.argv[i] != *argv; i++);
  if (*argv && **argv == '-' && argv[0][1] && strcmp(toys.argv[i-1], "--")) {
    error_msg("unknown option '%s'", *argv);
    show_help(stderr, 0);
    xexit();
  }
  if (adj) {
    errno = 0;
    l = strtol(adj, &end, 10);
    if (!*adj || *end)
      error_exit("invalid adjustment '%s'", adj);
    if (errno || l < -40) l = (*adj == '-') ? -40 : 40;
    if (l > 40) l = 40;
  }
  errno = 0;
  old = getpriority(PRIO_PROCESS, 0);
  if (!*argv) {
    if (adj) {
      error_msg("a command must be given with an adjustment");
      show_help(stderr, 0);
      xexit();
    }
    xprintf("%d\n", old);
    toys.exitval = 0;
    return;
  }
  if (setpriority(PRIO_PROCESS, 0, old+l))
    perror_msg("cannot set niceness");
  toys.exitval = 0;
  xflush(1);
  execvp(*argv, argv);
  error_exit_status(126+(errno == ENOENT), "'%s': %s", *argv, strerror(errno));
}
