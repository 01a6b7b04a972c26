/* xwrap.c - wrappers that report a failure (naming the command) and exit,
 * so commands can be written straight-line.
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 */

#include "toys.h"

// Flush stdout, reporting a write error (full disk, closed pipe) once.
void xflush(int flush)
{
  if ((flush && fflush(stdout)) || ferror(stdout)) {
    int err = errno, fd;

    // Don't report the same failure again when exiting.
    if (!toys.exitval) toys.exitval = 1;
    // stdout is unusable: point fd 1 at /dev/null so what's still buffered
    // and the exit path's flush go nowhere quietly. (stdout itself can't be
    // reassigned: it's const in musl.)
    if ((fd = open("/dev/null", O_WRONLY)) != -1 && fd != 1) {
      dup2(fd, 1);
      close(fd);
    }
    clearerr(stdout);
    errno = err ? err : EIO;
    perror_msg("write error");
    if (toys.rebound) longjmp(*toys.rebound, 1);
    _exit(toys.exitval);
  }
}

// Exit the command: flush stdout (checking for errors), return to the
// caller of the command when it wants us to (toys.rebound), else exit.
void xexit(void)
{
  xflush(1);
  if (toys.rebound) longjmp(*toys.rebound, 1);
  fflush(stderr);
  exit(toys.exitval);
}

// Set by lib/inprocess.c in the fuzz harnesses: told of every allocation
// here, so that what a command run in-process doesn't free can be freed
// after it (a command run normally exits, which frees everything).
void (*xalloc_note)(void *p);

void *xmalloc(size_t size)
{
  void *ret = malloc(size ? size : 1);

  if (!ret) error_exit("out of memory (%zu bytes)", size);
  if (xalloc_note) xalloc_note(ret);
  return ret;
}

// Big buffers: zeroed, page aligned mmap()s, placed in transparent huge
// pages where they are big enough (the kernel copies into them and the CPU
// walks them with fewer TLB misses: dd's 1 MiB blocks take 5% less time to
// read; sort's line blocks save a page fault per 4k). A huge page needs a
// whole aligned 2 MiB of the mapping, so buffers from 512 KiB up to 2 MiB
// are made 2 MiB.
static size_t bigsize(size_t size)
{
  size_t len = (size+4095)&~(size_t)4095;

  return (len >= (512<<10) && len < (2<<20)) ? 2<<20 : len ? len : 4096;
}

void *xbigalloc(size_t size)
{
  size_t huge = 2<<20, len = bigsize(size), map = len, lead;
  char *p;

  // (from the heap, where the sanitizers see it, in the fuzz harnesses)
  if (xalloc_note) return xzalloc(size);
  if (len >= huge) map += huge;
  p = mmap(0, map, PROT_READ|PROT_WRITE, MAP_PRIVATE|MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) error_exit("out of memory (%zu bytes)", size);
  if (map != len) {
    // Keep the part of it that starts at a huge page boundary
    if ((lead = -(uintptr_t)p&(huge-1))) munmap(p, lead);
    if (map-lead-len) munmap(p+lead+len, map-lead-len);
    p += lead;
#ifdef MADV_HUGEPAGE
    madvise(p, len, MADV_HUGEPAGE);
#endif
  }

  return p;
}

void xbigfree(void *p, size_t size)
{
  if (xalloc_note) free(p);
  else if (p) munmap(p, bigsize(size));
}

// (calloc: memory fresh from the kernel, as a big block is, isn't cleared
// again, nor its pages touched until used)
void *xzalloc(size_t size)
{
  void *ret = calloc(1, size ? size : 1);

  if (!ret) error_exit("out of memory (%zu bytes)", size);
  if (xalloc_note) xalloc_note(ret);
  return ret;
}

void *xrealloc(void *ptr, size_t size)
{
  ptr = realloc(ptr, size ? size : 1);
  if (!ptr) error_exit("out of memory (%zu bytes)", size);
  if (xalloc_note) xalloc_note(ptr);

  return ptr;
}

char *xstrndup(const char *s, size_t n)
{
  char *ret = strndup(s, n);

  if (!ret) error_exit("out of memory");
  if (xalloc_note) xalloc_note(ret);
  return ret;
}

char *xstrdup(const char *s)
{
  return xstrndup(s, SIZE_MAX);
}

void *xmemdup(const void *s, long len)
{
  void *ret = xmalloc(len);

  memcpy(ret, s, len);
  return ret;
}

char *xmprintf(const char *format, ...)
{
  va_list va;
  char *ret;

  va_start(va, format);
  if (vasprintf(&ret, format, va) < 0) error_exit("out of memory");
  va_end(va);
  if (xalloc_note) xalloc_note(ret);

  return ret;
}

void xprintf(const char *format, ...)
{
  va_list va;

  va_start(va, format);
  vprintf(format, va);
  va_end(va);
  xflush(0);
}

void xputsl(const char *s, int len)
{
  if (len) fwrite(s, 1, len, stdout);
  xflush(0);
}

void xputsn(const char *s)
{
  fputs(s, stdout);
  xflush(0);
}

void xputs(const char *s)
{
  puts(s);
  xflush(0);
}

void xputc(char c)
{
  putchar(c);
  xflush(0);
}

// Run argv, exiting 126 (found but can't run) or 127 (not found) on failure.
void xexec(char **argv)
{
  fflush(stdout);
  execvp(*argv, argv);
  {
    int err = errno;

    toys.exitval = (err == ENOENT) ? 127 : 126;
    errno = err;
    perror_msg("%s", *argv);
    fflush(stderr);
    _exit(toys.exitval);
  }
}

pid_t xfork(void)
{
  pid_t pid = fork();

  if (pid < 0) perror_exit("fork");
  return pid;
}

// Wait for pid; return its exit status, or 128+signal.
int xwaitpid(pid_t pid)
{
  int status;

  while (-1 == waitpid(pid, &status, 0)) if (errno != EINTR) perror_exit("wait");
  return WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status)+128;
}

void xaccess(const char *path, int flags)
{
  if (access(path, flags)) perror_exit("can't access '%s'", path);
}

void xunlink(const char *path)
{
  if (unlink(path)) perror_exit("unlink '%s'", path);
}

// Move fd off 0-2 so later opens of stdio don't get confused.
int notstdio(int fd)
{
  if (fd < 0) return fd;
  while (fd < 3) {
    int fd2 = fcntl(fd, F_DUPFD_CLOEXEC, 3);

    if (fd2 < 0) break;
    close(fd);
    fd = fd2;
  }

  return fd;
}

int xcreate_stdio(const char *path, int flags, int mode)
{
  int fd = open(path, (flags^O_CLOEXEC)&~WARN_ONLY_FLAG, mode);

  if (fd == -1) ((flags&WARN_ONLY_FLAG) ? perror_msg_raw : perror_exit_raw)(path);
  return fd;
}

int xcreate(const char *path, int flags, int mode)
{
  return notstdio(xcreate_stdio(path, flags, mode));
}

int xopen_stdio(const char *path, int flags)
{
  return xcreate_stdio(path, flags, 0);
}

int xopen(const char *path, int flags)
{
  return notstdio(xopen_stdio(path, flags));
}

// Open for reading ("-" is stdin): openro() warns and returns -1 on failure,
// xopenro() exits.
int openro(const char *path, int flags)
{
  if (!strcmp(path, "-")) return 0;
  return xopen(path, flags|WARN_ONLY_FLAG);
}

int xopenro(const char *path)
{
  if (!strcmp(path, "-")) return 0;
  return xopen(path, O_RDONLY);
}

void xpipe(int *pp)
{
  if (pipe2(pp, O_CLOEXEC)) perror_exit("pipe");
}

void xclose(int fd)
{
  if (fd != -1 && close(fd)) perror_exit("close");
}

int xdup(int fd)
{
  if (fd != -1) {
    fd = dup(fd);
    if (fd == -1) perror_exit("dup");
  }

  return fd;
}

FILE *xfdopen(int fd, const char *mode)
{
  FILE *f = fdopen(fd, mode);

  if (!f) perror_exit("xfdopen");
  return f;
}

FILE *xfopen(const char *path, const char *mode)
{
  FILE *f = fopen(path, mode);

  if (!f) perror_exit("%s", path);
  return f;
}

size_t xread(int fd, void *buf, size_t len)
{
  ssize_t ret;

  while (-1 == (ret = read(fd, buf, len)) && errno == EINTR);
  if (ret < 0) perror_exit("read");

  return ret;
}

void xreadall(int fd, void *buf, size_t len)
{
  if ((size_t)readall(fd, buf, len) != len) perror_exit("xreadall");
}

void xwrite(int fd, const void *buf, size_t len)
{
  if ((size_t)writeall(fd, buf, len) != len) perror_exit("write error");
}

off_t xlseek(int fd, off_t offset, int whence)
{
  offset = lseek(fd, offset, whence);
  if (offset < 0) perror_exit("lseek");

  return offset;
}

char *xreadfile(const char *name, char *buf, off_t len)
{
  if (!(buf = readfile(name, buf, len))) perror_exit("%s", name);

  return buf;
}

char *xgetcwd(void)
{
  char *buf = getcwd(0, 0);

  if (!buf) perror_exit("getcwd");
  return buf;
}

void xstat(const char *path, struct stat *st)
{
  if (stat(path, st)) perror_exit("%s", path);
}

void xchdir(const char *path)
{
  if (chdir(path)) perror_exit("chdir '%s'", path);
}

void xchroot(const char *path)
{
  if (chroot(path)) perror_exit("chroot '%s'", path);
  xchdir("/");
}

// Read a symlink's target into a malloced string, or NULL.
char *xreadlinkat(int dir, const char *name)
{
  int len = 64;
  char *buf = 0;

  for (;;) {
    ssize_t got;

    buf = xrealloc(buf, len);
    got = readlinkat(dir, name, buf, len);
    if (got < 0) {
      free(buf);
      return 0;
    }
    if (got < len) {
      buf[got] = 0;
      return buf;
    }
    len *= 2;
  }
}

char *xreadlink(const char *name)
{
  return xreadlinkat(AT_FDCWD, name);
}

double xstrtod(const char *s)
{
  char *end;
  double d;

  errno = 0;
  d = strtod(s, &end);
  if (end == s || *end || errno == ERANGE) error_exit("not a number: '%s'", s);

  return d;
}

// Parse a duration: a decimal number with optional fraction and a suffix
// s (default), m, h or d. Returns milliseconds.
long long xparsemillitime(const char *arg)
{
  const char *s = arg;
  long long whole = 0, frac = 0, scale = 1000;
  int digits = 0, mult = 1;

  if (*s == '+') s++;
  while (isdigit((unsigned char)*s)) {
    if (whole > LLONG_MAX/10/86400000) goto bad;
    whole = whole*10 + *s++ - '0';
    digits++;
  }
  if (*s == '.') {
    long long place = 100;

    s++;
    while (isdigit((unsigned char)*s)) {
      frac += (*s++ - '0')*place;
      place /= 10;
      digits++;
    }
  }
  if (!digits) goto bad;
  if (*s) {
    const char *units = "smhd";
    int i = stridx(units, *s), mults[] = {1, 60, 3600, 86400};

    if (i < 0 || s[1]) goto bad;
    mult = mults[i];
  }

  return (whole*scale + frac)*mult;
bad:
  error_exit("bad duration '%s'", arg);
}

void xsignal_flags(int signal, void *handler, int flags)
{
  struct sigaction sa;

  memset(&sa, 0, sizeof(sa));
  sa.sa_handler = handler;
  sa.sa_flags = flags;
  sigaction(signal, &sa, 0);
}

void xsignal(int signal, void *handler)
{
  xsignal_flags(signal, handler, 0);
}

// Read one line (without its newline) from fp into a malloced string, NULL
// at EOF.
char *xgetline(FILE *fp)
{
  char *new = 0;
  size_t len = 0;
  ssize_t got;

  errno = 0;
  if (1 > (got = getline(&new, &len, fp))) {
    if (errno && errno != EINTR) perror_msg("getline");
    free(new);
    return 0;
  }
  if (new[got-1] == '\n') new[got-1] = 0;

  return new;
}
