/* exec.c - start a command in a child process, knowing whether it started
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * A fork()ed child that can't exec() can only tell its parent through its
 * exit status, and 126/127 are also what a command that did run may exit
 * with. So the child writes exec()'s errno down a close-on-exec pipe: the
 * parent reads nothing (the pipe closed when exec succeeded) or the errno.
 */

#include "toys.h"

pid_t spawn_cmd(char **argv, int (*prep)(void *data), void *data)
{
  int pipes[2], err = 0;
  pid_t pid;

  fflush(stdout);
  xpipe(pipes);
  fcntl(pipes[0], F_SETFD, FD_CLOEXEC);
  fcntl(pipes[1], F_SETFD, FD_CLOEXEC);
  if (!(pid = xfork())) {
    if (!prep || !prep(data)) execvp(*argv, argv);
    err = errno;
    if (write(pipes[1], &err, sizeof(err))) {}
    _exit(127);
  }
  close(pipes[1]);
  if (sizeof(err) == readall(pipes[0], &err, sizeof(err))) {
    close(pipes[0]);
    while (-1 == waitpid(pid, 0, 0) && errno == EINTR);
    errno = err;

    return -1;
  }
  close(pipes[0]);

  return pid;
}
