/* nohup.c - run a command immune to hangups
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/nohup.html

USE_NOHUP(NEWTOY(nohup, "^", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(125)))

config NOHUP
  bool "nohup"
  default y
  help
    usage: nohup COMMAND [ARG...]

    Run COMMAND with the hangup signal (SIGHUP) ignored, so it keeps going
    after its terminal goes away. Where stdin is a terminal it's replaced by
    an unreadable file; where stdout is one, output is appended to the file
    nohup.out (made mode 600) in the current directory, or in $HOME if that
    fails; where stderr is one it goes where stdout goes.

    Exit status 125 if nohup fails (127 with $POSIXLY_CORRECT set), 126 if
    COMMAND can't run, 127 if it isn't found, else COMMAND's.
*/

#include "toys.h"

void nohup_main(void)
{
  int in = isatty(0), out = isatty(1), err = isatty(2), fd = -1, failed;
  char *name = "nohup.out", *home, *msg = 0;

  toys.exitval = getenv("POSIXLY_CORRECT") ? 127 : 125;
  if (!toys.optc) {
    error_msg("missing operand");
    show_help(stderr, 0);
    xexit();
  }
  if (in) {
    xclose(0);
    if (open("/dev/null", O_WRONLY) != 0) perror_exit("/dev/null");
  }
  if (out || err) {
    if (out) {
      if (-1 == (fd = open(name, O_WRONLY|O_CREAT|O_APPEND, 0600))) {
        perror_msg("failed to open '%s'", name);
        if (!(home = getenv("HOME"))) xexit();
        name = xmprintf("%s/nohup.out", home);
        if (-1 == (fd = open(name, O_WRONLY|O_CREAT|O_APPEND, 0600)))
          perror_exit("failed to open '%s'", name);
      }
      msg = xmprintf("%sappending output to '%s'", in ? "ignoring input and "
        : "", name);
    } else msg = xmprintf("%sredirecting stderr to stdout",
      in ? "ignoring input and " : "");
  } else if (in) msg = "ignoring input";
  if (msg) error_msg("%s", msg);
  if (out) {
    if (dup2(fd, 1) == -1) perror_exit("dup2");
    if (fd != 1) close(fd);
  }
  if (err && dup2(1, 2) == -1) perror_exit("dup2");
  signal(SIGHUP, SIG_IGN);

  xflush(1);
  execvp(*toys.optargs, toys.optargs);
  failed = errno;
  // stderr may be the output file now
  error_exit_status(126+(failed == ENOENT), "failed to run command '%s': %s",
    *toys.optargs, strerror(failed));
}
