/* readahead.c - read files into the page cache
 *
 * no standard (toybox)

USE_READAHEAD(NEWTOY(readahead, "<1", TOYFLAG_BIN))

config READAHEAD
  bool "readahead"
  default y
  help
    usage: readahead FILE...

    Read each FILE into the page cache (without copying it anywhere), so
    it's read from memory afterwards.
*/

#define FOR_readahead
#include "toys.h"

void readahead_main(void)
{
  char **arg;
  struct stat st;
  int fd;

  for (arg = toys.optargs; *arg; arg++) {
    if (-1 == (fd = open(*arg, O_RDONLY|O_NONBLOCK|O_CLOEXEC)))
      perror_msg("%s", *arg);
    else {
      if (fstat(fd, &st)) perror_msg("%s", *arg);
      else if (S_ISDIR(st.st_mode)) error_msg("%s: Is a directory", *arg);
      else if (readahead(fd, 0, fdlength(fd) > 0 ? fdlength(fd) : LONG_MAX))
        perror_msg("%s", *arg);
      close(fd);
    }
  }
}
