/* watch.c - run a command again and again, showing its output full screen
 *
 * no standard (procps)

USE_WATCH(NEWTOY(watch, "^<1n:dtex", TOYFLAG_USR|TOYFLAG_BIN))

config WATCH
  bool "watch"
  default y
  help
    usage: watch [-dtex] [-n SECONDS] COMMAND...

    Run COMMAND every 2 seconds, showing its output (stdout and stderr) full
    screen under a title line, until interrupted.

    -n	Seconds between runs (fractions allowed, at least 0.1)
    -d	Highlight what changed since the last run
    -t	No title line
    -e	When COMMAND fails, stop and wait for a key, then exit
    -x	Run COMMAND directly, not through sh -c
*/

#define FOR_watch
#include "toys.h"

GLOBALS(
  char *n;

  unsigned w, h, *prev;
  int tty;
)

static void restore(void)
{
  if (TT.tty) xputsn("\033[?1049l");
  fflush(stdout);
}

static void die(int sig)
{
  restore();
  _exit(0);
}

// Run the command with stdout and stderr into a pipe; returns its exit status,
// with its output laid into scr (w*rows cells, each up to 4 bytes of UTF-8)
static int run(char *cmd, unsigned *scr, int rows)
{
  int fd[2], st, row = 0, col = 0, n, i, more = 0, k = 0;
  unsigned char buf[4096], c;
  unsigned cell = 0;
  pid_t pid;

  fflush(stdout);
  xpipe(fd);
  if (!(pid = xfork())) {
    close(fd[0]);
    dup2(fd[1], 1);
    dup2(fd[1], 2);
    if (fd[1] > 2) close(fd[1]);
    close(0);
    open("/dev/null", O_RDONLY);
    if (FLAG(x)) xexec(toys.optargs);
    execl("/bin/sh", "sh", "-c", cmd, (char *)0);
    perror_exit("sh");
  }
  close(fd[1]);
  while ((n = read(fd[0], buf, sizeof(buf))) > 0 || (n < 0 && errno == EINTR)) {
    for (i = 0; i < n; i++) {
      c = buf[i];
      if (more && (c&0xc0) == 0x80) {
        cell |= c<<(8*k++);
        more--;
        if (!more && row < rows && col < TT.w) scr[row*TT.w+col++] = cell;
        continue;
      }
      more = 0;
      if (col >= TT.w && c != '\n') row++, col = 0;
      if (c == '\n') row++, col = 0;
      else if (c == '\t') {
        do if (row < rows) scr[row*TT.w+col] = ' ';
        while (++col < TT.w && (col&7));
      } else if (c >= 0xc0 && c < 0xf8) {
        cell = c;
        k = 1;
        more = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : 1;
      } else if (c >= ' ' && c != 127 && c < 0x80 && row < rows)
        scr[row*TT.w+col++] = c;
    }
  }
  close(fd[0]);

  return (st = xwaitpid(pid));
}

static void putcell(unsigned c)
{
  int i;

  for (i = 0; i < 4 && (c>>(8*i)); i++) putchar((c>>(8*i))&255);
}

void watch_main(void)
{
  double secs = 2;
  char *cmd, *end, host[256], date[64], *left;
  unsigned *scr, y, x, top, last, rows;
  time_t t;
  int st, len, room;

  if (TT.n) {
    secs = strtod(TT.n, &end);
    if (end == TT.n || *end || secs != secs) {
      errno = EINVAL;
      perror_exit("failed to parse argument: '%s'", TT.n);
    }
    if (secs < 0.1) secs = 0.1;
    if (secs > 86400*365) secs = 86400*365;
  }
  for (cmd = 0, len = 0, y = 0; toys.optargs[y]; y++) {
    cmd = xrealloc(cmd, len+strlen(toys.optargs[y])+2);
    len += sprintf(cmd+len, &" %s"[!y], toys.optargs[y]);
  }
  if (gethostname(host, sizeof(host)-1)) strcpy(host, "?");
  host[sizeof(host)-1] = 0;
  if ((TT.tty = isatty(1))) xputsn("\033[?1049h");
  xsignal(SIGINT, die);
  xsignal(SIGTERM, die);
  xsignal(SIGHUP, die);

  for (;;) {
    TT.w = 80, TT.h = 24;
    terminal_size(&TT.w, &TT.h);
    if (TT.w < 1) TT.w = 1;
    if (TT.h < 1) TT.h = 1;
    top = FLAG(t) ? 0 : 2;
    rows = TT.h > top ? TT.h-top : 0;
    scr = xmalloc(TT.w*TT.h*sizeof(*scr));
    for (y = 0; y < TT.w*TT.h; y++) scr[y] = ' ';
    st = run(cmd, scr, rows);

    xputsn("\033[H\033[2J");
    if (!FLAG(t)) {
      time(&t);
      strftime(date, sizeof(date), "%a %b %e %H:%M:%S %Y", localtime(&t));
      sprintf(toybuf, "%s: %s", host, date);
      len = strlen(toybuf);
      left = xmprintf("Every %.1fs: ", secs);
      room = TT.w-len-2-strlen(left);
      if (room >= 3) {
        if (strlen(cmd) > room) printf("%s%.*s...", left, room-3, cmd);
        else printf("%s%s", left, cmd);
      }
      free(left);
      if (len <= TT.w) printf("\033[1;%uH%s", TT.w-len+1, toybuf);
    }
    for (y = 0; y < rows; y++) {
      for (last = TT.w; last && scr[y*TT.w+last-1] == ' '
        && (!TT.prev || TT.prev[y*TT.w+last-1] == ' '); last--);
      if (!last) continue;
      printf("\033[%u;1H", y+top+1);
      for (x = 0; x < last; x++) {
        unsigned c = scr[y*TT.w+x];
        int hi = FLAG(d) && TT.prev && TT.prev[y*TT.w+x] != c;

        if (hi) xputsn("\033[7m");
        putcell(c);
        if (hi) xputsn("\033[m");
      }
    }
    free(TT.prev);
    TT.prev = scr;

    if (FLAG(e) && st) {
      struct termios old, raw;
      int ok = !tcgetattr(0, &old);

      sprintf(toybuf, "command exit with a non-zero status, press a key to exit");
      printf("\033[%u;1H%.*s", TT.h, (int)TT.w, toybuf);
      fflush(stdout);
      if (ok) {
        raw = old;
        raw.c_lflag &= ~(ICANON|ECHO);
        raw.c_cc[VMIN] = 1;
        raw.c_cc[VTIME] = 0;
        tcsetattr(0, TCSANOW, &raw);
      }
      read(0, toybuf, 1);
      if (ok) tcsetattr(0, TCSANOW, &old);
      restore();
      toys.exitval = 8;
      return;
    }
    printf("\033[%u;%uH", TT.h, TT.w);
    fflush(stdout);
    if (ferror(stdout)) {
      restore();
      perror_exit("write");
    }
    // a signal handler exits; sleeps can be cut short only by that
    {
      struct timespec ts = {(time_t)secs, (secs-(time_t)secs)*1e9};

      while (nanosleep(&ts, &ts) && errno == EINTR);
    }
  }
}
