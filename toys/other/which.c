/* which.c - find executables in $PATH
 *
 * No standard (behaves as debianutils which).

USE_WHICH(NEWTOY(which, "a", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(2)))

config WHICH
  bool "which"
  default y
  help
    usage: which [-a] NAME...

    Show the path of the executable each NAME would run, searching $PATH
    (an empty entry is the current directory). A NAME with a / in it is
    checked as it is. Exit 1 if any isn't found, 2 for usage errors.

    -a  Show every match in $PATH, not only the first
*/

#define FOR_which
#include "toys.h"

// An executable regular file?
static int is_exe(char *path)
{
  struct stat st;

  return !stat(path, &st) && S_ISREG(st.st_mode) && !access(path, X_OK);
}

void which_main(void)
{
  char **arg, *path = getenv("PATH"), *s, *end, *try;
  int found, len;

  if (!path) path = "";
  if (!*toys.optargs) toys.exitval = 1;
  for (arg = toys.optargs; *arg; arg++) {
    found = 0;
    if (strchr(*arg, '/')) {
      if ((found = is_exe(*arg))) xputs(*arg);
    } else if (**arg) for (s = path; ; s = end+1) {
      end = strchrnul(s, ':');
      len = end-s;
      try = len ? xmprintf("%.*s/%s", len, s, *arg) : xmprintf("./%s", *arg);
      if (is_exe(try)) {
        xputs(try);
        found++;
      }
      free(try);
      if (!*end || (found && !FLAG(a))) break;
    }
    if (!found) toys.exitval = 1;
  }
}
