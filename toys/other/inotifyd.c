/* inotifyd.c - run a program on filesystem events
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard. Behaves like busybox's inotifyd.

USE_INOTIFYD(NEWTOY(inotifyd, "<2", TOYFLAG_USR|TOYFLAG_SBIN))

config INOTIFYD
  bool "inotifyd"
  default y
  help
    usage: inotifyd PROG FILE[:MASK]...

    Run PROG EVENTS FILE [NAME] for each event on each FILE (PROG "-": print
    the arguments, tab separated). Exits when no FILE is watched any more.

    MASK letters (default all):
    a	Accessed       c	Modified      e	Metadata changed
    w	Closed (write) 0	Closed (other) r	Opened
    m	Moved away     y	Moved here    n	Created (in a directory)
    d	Deleted (in a directory)          D	FILE deleted
    M	FILE moved     u	Unmounted     o	Event queue overflowed
    x	FILE can't be watched any more
*/

#define FOR_inotifyd
#include "toys.h"
#include <sys/inotify.h>

void inotifyd_main(void)
{
  char *letters = "acew0rmyndDMuox", **files = toys.optargs+1, *s, *buf;
  unsigned masks[] = {IN_ACCESS, IN_MODIFY, IN_ATTRIB, IN_CLOSE_WRITE,
    IN_CLOSE_NOWRITE, IN_OPEN, IN_MOVED_FROM, IN_MOVED_TO, IN_CREATE,
    IN_DELETE, IN_DELETE_SELF, IN_MOVE_SELF, IN_UNMOUNT, IN_Q_OVERFLOW,
    IN_IGNORED}, mask;
  int fd = inotify_init(), i, n = toys.optc-1, live = 0, *wds;
  ssize_t len;

  if (fd<0) perror_exit("inotify_init");
  wds = xzalloc(n*sizeof(int));
  for (i = 0; i<n; i++) {
    mask = 0;
    if ((s = strrchr(files[i], ':'))) {
      *s++ = 0;
      for (; *s; s++) {
        if (!strchr(letters, *s)) error_exit("bad mask '%c'", *s);
        mask |= masks[stridx(letters, *s)];
      }
    } else mask = IN_ALL_EVENTS;
    if ((wds[i] = inotify_add_watch(fd, files[i], mask))<0)
      perror_exit("%s", files[i]);
    live++;
  }
  buf = xmalloc(4096);
  while (live>0) {
    struct inotify_event *ev;
    char *p, ev_s[20];

    if ((len = read(fd, buf, 4096))<=0) {
      if (len<0 && errno==EINTR) continue;
      perror_exit("read");
    }
    for (p = buf; p<buf+len; p += sizeof(*ev)+ev->len) {
      ev = (void *)p;
      for (s = ev_s, i = 0; letters[i]; i++) if (ev->mask & masks[i]) *s++ = letters[i];
      *s = 0;
      for (i = 0; i<n; i++) if (wds[i]==ev->wd) break;
      if (i==n) continue;
      if (ev->mask & IN_IGNORED) {
        wds[i] = -1;
        live--;
      }
      if (!*ev_s) continue;
      if (!strcmp(*toys.optargs, "-")) {
        xprintf("%s\t%s", ev_s, files[i]);
        if (ev->len) xprintf("\t%s", ev->name);
        xputc('\n');
        xflush(0);
      } else {
        char *argv[] = {*toys.optargs, ev_s, files[i], ev->len ? ev->name : 0, 0};
        pid_t pid = xfork();

        if (!pid) xexec(argv);
        xwaitpid(pid);
      }
    }
  }
  free(buf);
  free(wds);
}
