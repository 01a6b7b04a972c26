/* inprocess.c - run a command inside this process and come back: for the
 * fuzz harnesses (tests/fuzz/), which run a command thousands of times a
 * second, with no fork per run.
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 */

#include "toys.h"

// Reset the state every command starts from: toys, the GLOBALS() union, the
// scratch buffers, stdout's error flag.
void toy_reset(struct toy_list *which, char **argv)
{
  memset(&toys, 0, sizeof(toys));
  memset(&this, 0, sizeof(this));
  memset(toybuf, 0, sizeof(toybuf));
  memset(libbuf, 0, sizeof(libbuf));
  clearerr(stdout);
  clearerr(stdin);
  toys.which = which;
  toys.argv = argv;
}

// Run argv (argv[0] names the command) and return its exit status:
// error_exit() and xexit() longjmp back here through toys.rebound. Returns
// 127 for an unknown command. With parse_only, stop after the options.
// Files the command opened and left open (it exited mid-file) are closed,
// the option parser's memory is freed; other memory it didn't free stays
// allocated.
int toy_inprocess(char **argv, int parse_only)
{
  struct toy_list *which = toy_find(basename_r(argv[0]));

  return which ? toy_run_which(which, argv, parse_only) : 127;
}

// The same for a given command table entry (the option parser's harness
// makes its own, with option strings of its own).
int toy_run_which(struct toy_list *which, char **argv, int parse_only)
{
  jmp_buf jb;
  char open[256];
  int fd;

  for (fd = 0; fd < (int)sizeof(open); fd++) open[fd] = fcntl(fd, F_GETFD) != -1;
  toy_reset(which, argv);
  toys.rebound = &jb;
  if (!setjmp(jb)) {
    get_optflags();
    if (!parse_only) which->toy_main();
    xflush(1);
  }
  toys.rebound = 0;
  free_optflags();
  fflush(stdout);
  clearerr(stdout);
  for (fd = 3; fd < (int)sizeof(open); fd++)
    if (!open[fd] && fcntl(fd, F_GETFD) != -1) close(fd);

  return toys.exitval;
}
