/* tail.c - output the last part of files
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/tail.html

USE_TAIL(NEWTOY(tail, "?n(lines):c(bytes):s(sleep-interval)%=1000(pid)#<1f(follow)F(retry)q(quiet)(silent)v(verbose)z(zero-terminated)[-cn][-qv]", TOYFLAG_USR|TOYFLAG_BIN))

config TAIL
  bool "tail"
  default y
  help
    usage: tail [-fFqvz] [-n|-c [+]NUM] [-s SECONDS] [--pid PID] [FILE...]

    Copy the last 10 lines of each FILE (or stdin) to stdout.

    -n	Output the last NUM lines (+NUM: from line NUM on)
    -c	Output the last NUM bytes (+NUM: from byte NUM on)
    -f	Follow: wait (with inotify) for data appended to the files and
    	copy it too
    -F	Follow by name: reopen files that are rotated, truncated or
    	(re)created (--retry)
    -s	With --pid, or files inotify can't watch: check every SECONDS
    	(default 1)
    --pid	With -f/-F: stop when process PID dies
    -q	Never print ==> FILE <== headers (default with one file)
    -v	Always print the headers
    -z	Lines end with NUL, not newline

    NUM may end with b (512), k (1024), m... The obsolete forms -NUM,
    +NUM, -NUMc, -NUMf are understood too.
*/

#define FOR_tail
#include "toys.h"
#include <sys/inotify.h>

GLOBALS(
  char *n, *c;
  long s, pid;

  long long num;
  int fromstart, delim, headers, last;
  struct follow {
    char *name;
    int fd, wd;
    dev_t dev;
    ino_t ino;
    off_t pos;
  } *files;
)

static void out(char *s, size_t len)
{
  xwrite(1, s, len);
}

static void header(int i)
{
  char *s;

  if (!TT.headers || TT.last == i) return;
  s = xmprintf("%s==> %s <==\n", TT.last == -1 ? "" : "\n",
    strcmp(TT.files[i].name, "-") ? TT.files[i].name : "standard input");
  out(s, strlen(s));
  free(s);
  TT.last = i;
}

static long long getnum(char *s, char *what)
{
  char *end;
  long long l;
  int i;

  if (*s == '+') TT.fromstart = 1, s++;
  else if (*s == '-') s++;
  errno = 0;
  l = strtoll(s, &end, 10);
  if (!isdigit(*s) || errno) goto bad;
  if (*end) {
    if ((i = stridx("bkmgtpe", tolower(*end))) == -1 || end[1]) goto bad;
    if (!i) l *= 512;
    else while (i--) {
      if (l > LLONG_MAX/1024) goto bad;
      l *= 1024;
    }
  }

  return l;
bad:
  error_exit("invalid number of %s: '%s'", what, s);
}

// Copy from fd to stdout till EOF
static void copyrest(int fd, char *name)
{
  // (the errors only writing gives are stdout's, not the file's)
  if (sendfile_len(fd, 1, -1, 0) < 0) {
    if (errno == EPIPE || errno == ENOSPC || errno == EBADF || errno == EFBIG
      || errno == EDQUOT) perror_exit("write error");
    perror_msg("%s", name);
  }
}

// Last NUM lines (or bytes) of a seekable file: read backwards from the end.
static int tail_seek(int fd, char *name)
{
  off_t here = lseek(fd, 0, SEEK_CUR), size = lseek(fd, 0, SEEK_END),
    pos = size, start = here;
  long long count = 0;
  // (64k at a time, each scanned with memrchr(): only the last lines are
  // read, at the speed of memory)
  int bufsize = 65536, first = 1;
  char *buf;

  // Stdin may start part way into a file: what is before isn't input.
  if (here < 0 || size < 0) return 0;
  if (size < here) size = pos = here;
  if (FLAG(c)) start = TT.num < size-here ? size-TT.num : here;
  else if (TT.num) {
    buf = xmalloc(bufsize);
    while (pos > here) {
      int len = pos-here > bufsize ? bufsize : (int)(pos-here);
      char *p;

      pos -= len;
      if (pread(fd, buf, len, pos) != len) {
        perror_msg("%s", name);
        free(buf);
        return 1;
      }
      p = buf+len;
      // A final delimiter ends the last line, it doesn't start a new one.
      if (first && p[-1] == TT.delim) p--;
      first = 0;
      while ((p = memrchr(buf, TT.delim, p-buf)) && ++count != TT.num);
      if (p) {
        start = pos+(p-buf)+1;
        break;
      }
    }
    free(buf);
  } else start = size;
  xlseek(fd, start, SEEK_SET);
  copyrest(fd, name);

  return 1;
}

// Last NUM lines or bytes of a stream: keep just enough of it in memory.
static void tail_stream(int fd, char *name)
{
  struct chunk { struct chunk *next; long len, delims; char data[65536]; }
    *head = 0, *tail = 0, *c;
  long long total = 0;
  long i;

  for (;;) {
    c = xmalloc(sizeof(*c));
    c->next = 0;
    c->len = readall(fd, c->data, sizeof(c->data));
    if (c->len < 0) perror_msg("%s", name);
    if (c->len <= 0) {
      free(c);
      break;
    }
    for (c->delims = i = 0; i<c->len; i++) c->delims += c->data[i] == TT.delim;
    if (tail) tail->next = c;
    else head = c;
    tail = c;
    total += FLAG(c) ? c->len : c->delims;
    // Drop the oldest chunk when the rest holds enough.
    while (head != tail && total-(FLAG(c) ? head->len : head->delims)
           > TT.num) {
      c = head;
      total -= FLAG(c) ? c->len : c->delims;
      head = head->next;
      free(c);
    }
  }
  if (!head) return;

  // Find where the output starts, counting back from the end.
  {
    long long count = 0;
    struct chunk **list;
    long n = 0, j, off = -1;

    for (c = head; c; c = c->next) n++;
    list = xmalloc(n*sizeof(*list));
    for (n = 0, c = head; c; c = c->next) list[n++] = c;
    if (FLAG(c)) {
      for (j = n; j--;) {
        if (count+list[j]->len >= TT.num) {
          off = list[j]->len-(TT.num-count);
          break;
        }
        count += list[j]->len;
      }
    } else if (TT.num) {
      int first = 1;

      for (j = n; j--;) {
        i = list[j]->len;
        if (first && list[j]->data[i-1] == TT.delim) i--;
        first = 0;
        while (i--) if (list[j]->data[i] == TT.delim && ++count == TT.num) {
          off = i+1;
          goto found;
        }
      }
found:
      ;
    } else j = n-1, off = list[n-1]->len;
    if (j < 0) j = 0, off = 0;
    out(list[j]->data+off, list[j]->len-off);
    for (j++; j<n; j++) out(list[j]->data, list[j]->len);
    free(list);
  }
  while (head) {
    c = head->next;
    free(head);
    head = c;
  }
}

// +NUM: skip to line or byte NUM then copy the rest.
static void tail_from(int fd, char *name)
{
  long long skip = TT.num ? TT.num-1 : 0;

  if (FLAG(c)) {
    if (lskip(fd, skip) == 0) copyrest(fd, name);
    return;
  }
  while (skip) {
    ssize_t len = read(fd, toybuf, sizeof(toybuf)), i;

    if (len < 0) {
      if (errno == EINTR) continue;
      perror_msg("%s", name);
      return;
    }
    if (!len) return;
    for (i = 0; i<len; i++) if (toybuf[i] == TT.delim && !--skip) {
      out(toybuf+i+1, len-i-1);
      break;
    }
  }
  copyrest(fd, name);
}

static void do_tail(int i)
{
  struct follow *f = TT.files+i;
  struct stat st;

  header(i);
  if (TT.fromstart) tail_from(f->fd, f->name);
  else if (fstat(f->fd, &st) || !S_ISREG(st.st_mode)
           || !tail_seek(f->fd, f->name)) tail_stream(f->fd, f->name);
  f->pos = lseek(f->fd, 0, SEEK_CUR);
}

static int openfile(struct follow *f, int quiet)
{
  struct stat st;

  f->fd = strcmp(f->name, "-") ? open(f->name, O_RDONLY|O_CLOEXEC) : 0;
  if (f->fd < 0) {
    if (!quiet) perror_msg("cannot open '%s' for reading", f->name);
    return 0;
  }
  if (!fstat(f->fd, &st)) f->dev = st.st_dev, f->ino = st.st_ino;

  return 1;
}

// Copy whatever was appended to a followed file.
static void catchup(int i)
{
  struct follow *f = TT.files+i;
  struct stat st;
  char *buf = toybuf;
  ssize_t len;

  if (f->fd < 0) return;
  if (!fstat(f->fd, &st) && S_ISREG(st.st_mode)) {
    if (st.st_size < f->pos) {
      error_msg("%s: file truncated", f->name);
      f->pos = xlseek(f->fd, 0, SEEK_SET);
    }
    if (st.st_size == f->pos) return;
  }
  while (0 < (len = read(f->fd, buf, sizeof(toybuf)))) {
    header(i);
    out(buf, len);
    f->pos += len;
  }
}

// Watch a file (and with -F the directory it's in, to see it come back);
// return 0 if inotify can't, so we must look every -s seconds.
static int watch(int ifd, struct follow *f)
{
  unsigned mask = IN_MODIFY|IN_ATTRIB|IN_DELETE_SELF|IN_MOVE_SELF|IN_CLOSE_WRITE;
  char *path = strcmp(f->name, "-") ? f->name : "/dev/stdin", *dir, *s;
  int ok = 1;

  if (f->fd >= 0 && f->wd < 0 && (f->wd = inotify_add_watch(ifd, path, mask)) < 0)
    ok = 0;
  if (FLAG(F)) {
    dir = xstrdup(path);
    if ((s = strrchr(dir, '/'))) {
      if (s == dir) s++;
      *s = 0;
    } else strcpy(dir, ".");
    // Adding the same directory again just gives the same watch
    if (inotify_add_watch(ifd, dir, IN_CREATE|IN_MOVED_TO|IN_DELETE|IN_MOVED_FROM
        |IN_ATTRIB) < 0) ok = 0;
    free(dir);
  }

  return ok;
}

static void follow(int nfiles)
{
  int ifd = inotify_init1(IN_CLOEXEC|IN_NONBLOCK), i, live, ok;

  if (ifd < 0) perror_exit("inotify");
  for (;;) {
    struct pollfd pfd;

    for (ok = 1, live = i = 0; i<nfiles; i++) {
      struct follow *f = TT.files+i;
      struct stat st;

      if (FLAG(F)) {
        // By name: notice the file replaced, removed or (re)created.
        if (stat(f->name, &st)) {
          if (f->fd >= 0) {
            catchup(i);
            error_msg("'%s' has become inaccessible: %s", f->name,
              xstrerror(errno));
            close(f->fd);
            f->fd = -1;
            if (f->wd >= 0) inotify_rm_watch(ifd, f->wd);
            f->wd = -1;
          }
        } else if (f->fd < 0 || st.st_dev != f->dev || st.st_ino != f->ino) {
          int was = f->fd >= 0;

          if (was) {
            catchup(i);
            close(f->fd);
            error_msg("'%s' has been replaced;  following new file", f->name);
          }
          if (f->wd >= 0) inotify_rm_watch(ifd, f->wd);
          f->wd = -1;
          if (openfile(f, 1)) {
            if (!was) error_msg("'%s' has appeared;  following new file",
              f->name);
            f->pos = 0;
          }
        }
      }
      if (!watch(ifd, f)) ok = 0;
      if (f->fd >= 0 || FLAG(F)) live++;
      catchup(i);
    }
    if (!live) break;
    if (FLAG(pid) && kill(TT.pid, 0) && errno == ESRCH) {
      for (i = 0; i<nfiles; i++) catchup(i);
      break;
    }
    // Wait for inotify to say something changed; look every -s seconds
    // only when it can't watch everything or for --pid.
    pfd.fd = ifd;
    pfd.events = POLLIN;
    if (poll(&pfd, 1, (FLAG(pid) || !ok) ? TT.s : -1) > 0)
      while (read(ifd, toybuf, sizeof(toybuf)) > 0);
  }
  close(ifd);
}

void tail_main(void)
{
  char **args = toys.optargs, *dash = "-";
  int i, n, nfiles;

  TT.delim = FLAG(z) ? 0 : '\n';
  TT.last = -1;
  TT.num = 10;

  // Obsolete forms: -NUM[bcl][f], +NUM[bcl][f] as the first argument.
  if (toys.optc && (**args == '-' || **args == '+') && isdigit(args[0][1])
      && !FLAG(n) && !FLAG(c) && (**args == '-' || toys.optc < 3)) {
    char *s = *args+1;

    TT.fromstart = **args == '+';
    TT.num = strtoll(s, &s, 10);
    if (*s == 'b') TT.num *= 512;
    if (*s && strchr("bc", *s)) toys.optflags |= FLAG_c;
    if (*s && strchr("bcl", *s)) s++;
    if (*s == 'f') toys.optflags |= FLAG_f, s++;
    if (*s) help_exit("unknown option '%s'", *args);
    args++;
    toys.optc--;
  }
  for (i = 0; i<toys.optc; i++)
    if (args[i][0] == '-' && args[i][1]) {
      if (!strcmp(args[i], "--")) {
        memmove(args+i, args+i+1, (toys.optc-i)*sizeof(*args));
        toys.optc--;
        break;
      }
      help_exit("unknown option '%s'", args[i]);
    }
  // The last of -n and -c wins
  if (FLAG(n)) TT.num = getnum(TT.n, "lines");
  if (FLAG(c) && TT.c) TT.num = getnum(TT.c, "bytes");
  if (FLAG(pid) && !FLAG(f) && !FLAG(F)) {
    error_msg("warning: PID ignored; --pid=PID is useful only when following");
    toys.exitval = 0;
  }

  nfiles = toys.optc ? toys.optc : 1;
  if (!toys.optc) args = &dash;
  TT.headers = FLAG(v) || (nfiles > 1 && !FLAG(q));
  TT.files = xzalloc(nfiles*sizeof(*TT.files));
  for (n = i = 0; i<nfiles; i++) {
    struct follow *f = TT.files+i;

    f->name = args[i];
    f->wd = -1;
    if (!openfile(f, 0)) continue;
    do_tail(i);
    n++;
    // A pipe or terminal can't be followed after its end.
    if (FLAG(f) || FLAG(F)) {
      struct stat st;

      if (!fstat(f->fd, &st) && (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)))
      {
        if (f->fd) close(f->fd);
        f->fd = -1;
      }
    } else if (f->fd) close(f->fd);
  }
  if (FLAG(F) || (FLAG(f) && n)) follow(nfiles);
}
