/* env.c - run a command in a changed environment
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/env.html

USE_ENV(NEWTOY(env, "^0(null)C(chdir):u(unset)*i(ignore-environment)", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(125)))

config ENV
  bool "env"
  default y
  help
    usage: env [-0i] [-C DIR] [-u NAME]... [NAME=VALUE...] [COMMAND [ARG...]]

    Run COMMAND with the environment changed by the options and NAME=VALUE
    assignments, or print the environment (one NAME=VALUE a line) without
    COMMAND. A lone "-" before them is -i.

    -0  End each printed NAME=VALUE with NUL instead of newline
    -C  Change to directory DIR before running COMMAND
    -i  Start with an empty environment
    -u  Remove NAME from the environment (repeatable)

    Exit status: COMMAND's, else 125 if env failed, 126 if COMMAND was
    found but couldn't be run, 127 if it wasn't found.
*/

#define FOR_env
#include "toys.h"

GLOBALS(
  char *C;
  struct arg_list *u;
)

extern char **environ;

static noreturn void usage_125(char *msg)
{
  error_msg("%s", msg);
  show_help(stderr, 0);
  toys.exitval = 125;
  xexit();
}

void env_main(void)
{
  char **arg = toys.optargs, **e;
  struct arg_list *u;

  // env's own failures exit 125, so they can't look like COMMAND's status
  toys.exitval = 125;
  if (*arg && !strcmp(*arg, "-")) {
    toys.optflags |= FLAG_i;
    arg++;
  }
  if (FLAG(i)) clearenv();
  for (u = TT.u; u; u = u->next) {
    if (!*u->arg || strchr(u->arg, '=')) {
      errno = EINVAL;
      perror_exit("cannot unset '%s'", u->arg);
    }
    unsetenv(u->arg);
  }
  for (; *arg && strchr(*arg, '='); arg++)
    if (putenv(*arg)) perror_exit("%s", *arg);

  if (!*arg) {
    if (FLAG(C)) usage_125("-C needs a COMMAND");
    toys.exitval = 0;
    for (e = environ; e && *e; e++) {
      xputsn(*e);
      xputc(FLAG(0) ? 0 : '\n');
    }
    return;
  }
  if (FLAG(0)) usage_125("no -0 with a COMMAND");
  if (FLAG(C) && chdir(TT.C)) perror_exit("cannot change directory to '%s'", TT.C);
  xexec(arg);
}
