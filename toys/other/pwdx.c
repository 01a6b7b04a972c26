/* pwdx.c - print processes' working directories
 *
 * no standard (procps)

USE_PWDX(NEWTOY(pwdx, "<1", TOYFLAG_USR|TOYFLAG_BIN))

config PWDX
  bool "pwdx"
  default y
  help
    usage: pwdx PID...

    Print each process's current working directory, as "PID: DIR".
*/

#include "toys.h"

void pwdx_main(void)
{
  char **arg, *s, *end;
  long pid;

  for (arg = toys.optargs; *arg; arg++) {
    errno = 0;
    pid = strtol(*arg, &end, 10);
    if (!isdigit((unsigned char)**arg) || *end || errno || pid > INT_MAX) {
      error_msg("invalid process id: %s", *arg);
      continue;
    }
    sprintf(toybuf, "/proc/%ld/cwd", pid);
    if (!(s = xreadlink(toybuf))) {
      if (errno == ENOENT) errno = ESRCH;
      perror_msg("%ld", pid);
      continue;
    }
    xprintf("%ld: %s\n", pid, s);
    free(s);
  }
}
