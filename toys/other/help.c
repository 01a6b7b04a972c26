/* help.c - show the help text of toybox commands
 *
 * No standard (behaves as toybox's help).

USE_HELP(NEWTOY(help, ">1au", TOYFLAG_BIN))

config HELP
  bool "help"
  default y
  help
    usage: help [-au] [COMMAND]

    Show the help text of COMMAND (or of help). Run "toybox" with no
    arguments for the list of commands.

    -a  All commands, each under a ---NAME--- line
    -u  Usage lines only
*/

#define FOR_help
#include "toys.h"

static void show(struct toy_list *which)
{
  struct toy_list *old = toys.which;

  toys.which = which;
  show_help(stdout, !FLAG(u));
  toys.which = old;
}

void help_main(void)
{
  struct toy_list *which;
  int i, len;

  if (FLAG(a)) {
    for (i = 0; i < toy_count; i++) {
      len = strlen(toy_list[i].name);
      xprintf("\n---%s%.*s\n\n", toy_list[i].name, len < 75 ? 75-len : 0,
        "------------------------------------------------------------------"
        "-----------");
      show(toy_list+i);
    }
    return;
  }
  if (!*toys.optargs) which = toys.which;
  else if (!(which = toy_find(*toys.optargs)))
    error_exit("Unknown command '%s'", *toys.optargs);
  show(which);
}
