/* tee.c - copy stdin to stdout and to files
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/tee.html

USE_TEE(NEWTOY(tee, "i(ignore-interrupts)a(append)", TOYFLAG_USR|TOYFLAG_BIN))

config TEE
  bool "tee"
  default y
  help
    usage: tee [-ai] [FILE...]

    Copy stdin to stdout and to each FILE. An output that fails is reported
    and dropped; the others keep getting the data (exit status 1).

    -a, --append              Append to FILEs instead of truncating them
    -i, --ignore-interrupts   Ignore SIGINT
*/

#define FOR_tee
#include "toys.h"

#define TEE_BUF (128*1024)

void tee_main(void)
{
  int i, count = toys.optc+1, live = 0, *fds = xmalloc(count*sizeof(int));
  char **names = xmalloc(count*sizeof(char *)), *buf = xmalloc(TEE_BUF);
  ssize_t len;

  if (FLAG(i)) xsignal(SIGINT, SIG_IGN);

  fds[0] = 1;
  names[0] = "'standard output'";
  for (i = 1; i < count; i++) {
    names[i] = toys.optargs[i-1];
    fds[i] = open(names[i], O_WRONLY|O_CREAT|O_CLOEXEC
      |(FLAG(a) ? O_APPEND : O_TRUNC), 0666);
    if (fds[i] < 0) perror_msg_raw(names[i]);
  }
  for (i = 0; i < count; i++) live += fds[i] >= 0;

  // Stop once nothing is left to write to.
  while (live) {
    len = read(0, buf, TEE_BUF);
    if (len < 0) {
      if (errno == EINTR) continue;
      perror_msg("read error");
      break;
    }
    if (!len) break;
    for (i = 0; i < count; i++) {
      if (fds[i] < 0) continue;
      if (writeall(fds[i], buf, len) != len) {
        perror_msg_raw(names[i]);
        if (i) close(fds[i]);
        fds[i] = -1;
        live--;
      }
    }
  }

  for (i = 1; i < count; i++)
    if (fds[i] >= 0 && close(fds[i])) perror_msg_raw(names[i]);
  free(fds);
  free(names);
  free(buf);
}
