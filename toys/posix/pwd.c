/* pwd.c - print the working directory
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/pwd.html

USE_PWD(NEWTOY(pwd, ">0LP[-LP]", TOYFLAG_BIN))

config PWD
  bool "pwd"
  default y
  help
    usage: pwd [-L|-P]

    Print the absolute path of the current directory.

    -L  Logical: $PWD when it names this directory without . or .. parts
        (the default, as POSIX says), else as -P
    -P  Physical: the path with all symlinks resolved
*/

#define FOR_pwd
#include "toys.h"

// Is s an absolute path without "." or ".." components?
static int clean_path(char *s)
{
  if (!s || *s != '/') return 0;
  while (*s) {
    while (*s == '/') s++;
    if (*s == '.' && (!s[1] || s[1] == '/' || (s[1] == '.'
        && (!s[2] || s[2] == '/')))) return 0;
    while (*s && *s != '/') s++;
  }

  return 1;
}

void pwd_main(void)
{
  char *pwd = getenv("PWD");
  struct stat st1, st2;

  if (!FLAG(P) && clean_path(pwd) && !stat(pwd, &st1) && !stat(".", &st2)
      && same_file(&st1, &st2)) xputs(pwd);
  else {
    pwd = xgetcwd();
    xputs(pwd);
    free(pwd);
  }
}
