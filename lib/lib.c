/* lib.c - errors, numbers, strings and file helpers shared by commands.
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 */

#include "toys.h"
#include <sys/socket.h>
#include <sys/un.h>

// strerror() with glibc's wording (what GNU users see) for the errors where
// other C libraries (musl) say it differently.
const char *xstrerror(int err)
{
#ifndef __GLIBC__
  static const struct { int err; const char *text; } glibc[] = {
    {ELOOP, "Too many levels of symbolic links"},
    {EOVERFLOW, "Value too large for defined data type"},
    {EXDEV, "Invalid cross-device link"},
    {ERANGE, "Numerical result out of range"},
    {ENOTTY, "Inappropriate ioctl for device"},
    {EBUSY, "Device or resource busy"},
    {EILSEQ, "Invalid or incomplete multibyte or wide character"},
    {EOPNOTSUPP, "Operation not supported"},
    {ENOTEMPTY, "Directory not empty"},
    {ETIMEDOUT, "Connection timed out"},
    {ENODATA, "No data available"},
  };
  unsigned i;

  for (i = 0; i < sizeof(glibc)/sizeof(*glibc); i++)
    if (glibc[i].err == err) return glibc[i].text;
#endif

  return strerror(err);
}

// Every message starts with the command's name; err appends strerror(err).
void verror_msg(const char *msg, int err, va_list va)
{
  const char *s = ": %s";

  fflush(stdout);
  fprintf(stderr, "%s: ", toys.which ? toys.which->name : "toybox");
  if (msg) vfprintf(stderr, msg, va);
  else s += 2;
  if (err) fprintf(stderr, s, xstrerror(err));
  if (msg || err) putc('\n', stderr);
  if (!toys.exitval) toys.exitval = 1;
}

void error_msg(const char *msg, ...)
{
  va_list va;

  va_start(va, msg);
  verror_msg(msg, 0, va);
  va_end(va);
}

void perror_msg(const char *msg, ...)
{
  va_list va;

  va_start(va, msg);
  verror_msg(msg, errno, va);
  va_end(va);
}

void error_exit(const char *msg, ...)
{
  va_list va;

  va_start(va, msg);
  verror_msg(msg, 0, va);
  va_end(va);
  xexit();
}

void perror_exit(const char *msg, ...)
{
  va_list va;
  int err = errno;

  va_start(va, msg);
  verror_msg(msg, err, va);
  va_end(va);
  xexit();
}

// Like error_exit() with a particular exit status (test and expr say 2).
void error_exit_status(int status, const char *msg, ...)
{
  va_list va;

  va_start(va, msg);
  toys.exitval = status;
  verror_msg(msg, 0, va);
  va_end(va);
  xexit();
}

// Usage error: the message, the usage line, exit 1.
void help_exit(const char *msg, ...)
{
  va_list va;

  if (msg) {
    va_start(va, msg);
    verror_msg(msg, 0, va);
    va_end(va);
  }
  show_help(stderr, 0);
  toys.exitval = 1;
  xexit();
}

void error_msg_raw(const char *msg) { error_msg("%s", msg); }
void perror_msg_raw(const char *msg) { perror_msg("%s", msg); }
void error_exit_raw(const char *msg) { error_exit("%s", msg); }
void perror_exit_raw(const char *msg) { perror_exit("%s", msg); }

// Print the command's help text (full) or only its usage lines (to stderr).
void show_help(FILE *out, int full)
{
  const char *s = toys.which ? toys.which->help : 0, *end;

  if (!s || !*s) {
    if (full) fprintf(out, "%s: no help text\n", toys.which->name);
    return;
  }
  if (full) {
    fputs(s, out);
    if (*s && s[strlen(s)-1] != '\n') fputc('\n', out);
    return;
  }
  // Usage: the first paragraph (the "usage:" line and its continuations).
  end = strstr(s, "\n\n");
  if (!end) end = s+strlen(s);
  fprintf(out, "%.*s\n", (int)(end-s), s);
}

// Read or write len bytes unless EOF or error, retrying short transfers.
ssize_t readall(int fd, void *buf, size_t len)
{
  size_t count = 0;

  while (count < len) {
    ssize_t i = read(fd, (char *)buf+count, len-count);
    if (!i) break;
    if (i < 0) {
      if (errno == EINTR) continue;
      return i;
    }
    count += i;
  }

  return count;
}

ssize_t writeall(int fd, const void *buf, size_t len)
{
  size_t count = 0;

  while (count < len) {
    ssize_t i = write(fd, (const char *)buf+count, len-count);
    if (i < 1) {
      if (i < 0 && errno == EINTR) continue;
      return i;
    }
    count += i;
  }

  return count;
}

// Skip forward offset bytes (seek if possible, else read). Returns the
// number of bytes that couldn't be skipped (past EOF).
off_t lskip(int fd, off_t offset)
{
  struct stat st;

  // A regular file seeks (stopping at its end); anything else reads, and
  // so do files claiming size 0 (/proc).
  if (!fstat(fd, &st) && S_ISREG(st.st_mode) && st.st_size) {
    off_t cur = lseek(fd, 0, SEEK_CUR);

    if (cur != -1) {
      off_t left = st.st_size > cur ? st.st_size-cur : 0;

      if (left < offset) {
        lseek(fd, st.st_size > cur ? st.st_size : cur, SEEK_SET);
        return offset-left;
      }
      if (lseek(fd, cur+offset, SEEK_SET) != -1) return 0;
    }
  }

  while (offset > 0) {
    int try = offset > (off_t)sizeof(libbuf) ? (int)sizeof(libbuf) : (int)offset,
      or = readall(fd, libbuf, try);

    if (or < 0) perror_exit("lskip to %lld", (long long)offset);
    else offset -= or;
    if (or < try) break;
  }

  return offset;
}

// Make the directories in a path (like mkdir -p) relative to atfd.
// lastmode applies to the last component. Returns 0 or -1 with errno set.
int mkpathat(int atfd, const char *dir, mode_t lastmode, int flags)
{
  struct stat st;
  char *s, *path = xstrdup(dir), *p = path;
  int rc = -1;

  // Already there?
  if (!fstatat(atfd, dir, &st, 0)) {
    if (S_ISDIR(st.st_mode)) rc = (flags&MKPATHAT_MKLAST) ? 1 : 0;
    else errno = EEXIST;
    free(path);
    if (rc == 1) {
      errno = EEXIST;
      rc = -1;
      // mkdir -p on an existing directory is fine
      if (flags&MKPATHAT_MAKE) rc = 0;
    }
    return rc;
  }

  for (;;) {
    int last;

    while (*p == '/') p++;
    s = p;
    while (*s && *s != '/') s++;
    last = !s[strspn(s, "/")];
    if (!*p) break;
    if (!last && !(flags & MKPATHAT_MAKE)) {
      p = s;
      continue;
    }
    *s = 0;
    // Another process may make it first (make -j running mkdir -p twice):
    // with MKPATHAT_MAKE a directory that appeared meanwhile is fine.
    if (mkdirat(atfd, path, last ? lastmode : 0777)) {
      if (errno != EEXIST || (last && !(flags & MKPATHAT_MAKE))
          || fstatat(atfd, path, &st, 0)
          || !S_ISDIR(st.st_mode)) {
        if (!last && errno == EEXIST) errno = ENOTDIR;
        goto out;
      }
    } else if (flags & MKPATHAT_VERBOSE)
      fprintf(stdout, "%s: created directory '%s'\n", toys.which->name, path);
    if (last) break;
    *s = '/';
    p = s;
  }
  rc = 0;
out:
  free(path);

  return rc;
}

// Read a whole file (or fd) into a malloced buffer; *plen is in: max, out: len.
char *readfd(int fd, char *ibuf, off_t *plen)
{
  off_t len, rlen;
  char *buf, *rbuf;

  // Unsized files (/proc, pipes) report 0; grow the buffer as we go.
  if (-1 == (len = fdlength(fd)) || !len) len = 4096;
  if (*plen && len > *plen) len = *plen;
  buf = ibuf ? ibuf : xmalloc(len+1);
  for (rbuf = buf;;) {
    rlen = readall(fd, rbuf, len-(rbuf-buf));
    if (*plen || rlen < len-(rbuf-buf)) break;
    if (rlen < 0) break;
    rbuf += rlen;
    off_t have = rbuf-buf;
    len *= 2;
    buf = xrealloc(buf, len+1);
    rbuf = buf+have;
  }
  if (rlen < 0) {
    if (!ibuf) free(buf);
    return 0;
  }
  rbuf += rlen;
  *rbuf = 0;
  *plen = rbuf-buf;

  return buf;
}

char *readfileat(int dirfd, const char *name, char *ibuf, off_t *plen)
{
  int fd = openat(dirfd, name, O_RDONLY|O_CLOEXEC);
  char *buf;

  if (fd == -1) return 0;
  buf = readfd(fd, ibuf, plen);
  close(fd);

  return buf;
}

char *readfile(const char *name, char *ibuf, off_t len)
{
  return readfileat(AT_FDCWD, name, ibuf, &len);
}

void msleep(long milliseconds)
{
  struct timespec ts;

  ts.tv_sec = milliseconds/1000;
  ts.tv_nsec = (milliseconds%1000)*1000000;
  while (nanosleep(&ts, &ts) && errno == EINTR);
}

long long millitime(void)
{
  struct timespec ts;

  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec*1000LL+ts.tv_nsec/1000000;
}

long long nanodiff(struct timespec *old, struct timespec *new)
{
  return (new->tv_sec-old->tv_sec)*1000000000LL+(new->tv_nsec-old->tv_nsec);
}

int64_t peek_le(const void *ptr, unsigned size)
{
  uint64_t ret = 0;
  const unsigned char *c = ptr;
  int i;

  for (i = 0; i < (int)size; i++) ret |= ((uint64_t)c[i])<<(i*8);
  return ret;
}

int64_t peek_be(const void *ptr, unsigned size)
{
  uint64_t ret = 0;
  const unsigned char *c = ptr;

  while (size--) ret = (ret<<8)|*c++;
  return ret;
}

void poke_le(void *ptr, long long val, unsigned size)
{
  unsigned char *c = ptr;

  while (size--) {
    *c++ = val&255;
    val >>= 8;
  }
}

void poke_be(void *ptr, long long val, unsigned size)
{
  unsigned char *c = ptr + size;

  while (size--) {
    *--c = val&255;
    val >>= 8;
  }
}

// Index of needle in haystack, or -1.
int stridx(const char *haystack, char needle)
{
  const char *off;

  if (!needle) return -1;
  off = strchr(haystack, needle);
  if (!off) return -1;

  return off-haystack;
}

// Decode one UTF-8 character: returns bytes used (1-4), 0 for a NUL, -1 if
// invalid (or truncated by len).
int utf8towc(unsigned *wc, const char *str, unsigned len)
{
  const unsigned char *s = (const void *)str;
  unsigned result, mask, first;
  int bytes = 1, i;

  if (!len) return -1;
  result = first = *s;
  if (!first) {
    *wc = 0;
    return 0;
  }
  if (first < 0x80) {
    *wc = first;
    return 1;
  }
  if (first < 0xc2 || first > 0xf4) return -1;
  for (mask = 0x40; first & mask; mask >>= 1) bytes++;
  if (bytes > 4 || (unsigned)bytes > len) return -1;
  result = first & (mask-1);
  for (i = 1; i < bytes; i++) {
    if ((s[i] & 0xc0) != 0x80) return -1;
    result = (result<<6) | (s[i]&0x3f);
  }
  // overlong, surrogate or out of range
  if ((bytes == 3 && result < 0x800) || (bytes == 4 && result < 0x10000)
      || (result >= 0xd800 && result <= 0xdfff) || result > 0x10ffff)
    return -1;
  *wc = result;

  return bytes;
}

// Encode wc as UTF-8 into s (at least 4 bytes), return length.
int wctoutf8(char *s, unsigned wc)
{
  int len = (wc>0x7ff)+(wc>0xffff), i;

  if (wc<128) {
    *s = wc;
    return 1;
  }
  i = len;
  do {
    s[1+i] = 0x80+(wc&0x3f);
    wc >>= 6;
  } while (i--);
  *s = (((signed char) 0x80) >> (len+1)) | wc;

  return 2+len;
}

char *strlower(const char *s)
{
  char *try, *new = xstrdup(s);

  for (try = new; *try; try++) *try = tolower((unsigned char)*try);
  return new;
}

// Remove trailing newline(s) and carriage returns.
char *chomp(char *s)
{
  char *p;

  if (s) for (p = s+strlen(s); p > s && (p[-1] == '\n' || p[-1] == '\r');)
    *--p = 0;
  return s;
}

// Backslash escape letter to the character it means, or -1.
int unescape(char c)
{
  const char *from = "\\abefnrtv", *to = "\\\a\b\033\f\n\r\t\v";
  int idx = stridx(from, c);

  return (idx == -1) ? -1 : (unsigned char)to[idx];
}

// Parse the escape sequence after a backslash at *c (which points just past
// it), advance *c, return the byte value. echo style: \0NNN octal, else \NNN.
int unescape2(char **c, int echo)
{
  int idx = *((*c)++), i, off;

  if (idx == 'x') {
    for (i = off = 0; i < 2 && isxdigit((unsigned char)**c); i++, (*c)++)
      off = off*16 + (isdigit((unsigned char)**c) ? **c-'0'
                      : (tolower((unsigned char)**c)-'a'+10));
    if (!i) {
      --*c;
      return '\\';
    }
    return off;
  }
  if (echo && idx == '0') idx = *((*c)++);
  if (idx >= '0' && idx <= '7') {
    for (off = idx-'0', i = 1; i < 3 && **c >= '0' && **c <= '7'; i++, (*c)++)
      off = off*8 + **c-'0';
    return off&255;
  }
  if (echo && idx != '0' && !strchr("\\abefnrtv", idx)) {
    --*c;
    if (echo == 1) return '\\';
  }
  if (!idx) {
    --*c;
    return echo ? 0 : '\\';
  }
  i = unescape(idx);

  return i == -1 ? '\\' : i;
}

// If str ends with suffix return pointer to suffix in str, else NULL.
char *strend(const char *str, const char *suffix)
{
  long a = strlen(str), b = strlen(suffix);

  if (a>=b && !strcmp(str+a-b, suffix)) return (char *)str+a-b;
  return 0;
}

// memmem() that's quick on a short haystack (a line, a field): there
// memchr() for the first byte, then memcmp(). glibc's memmem() sets up a
// table each call, most of the time it spends on a line of 50 bytes; but
// it stays linear on a long haystack, where this loop could compare most of
// the needle at each byte.
char *memfind(char *s, long len, char *m, long mlen)
{
  char *e = s+len-mlen;

  if (len > 256) return memmem(s, len, m, mlen);
  if (mlen < 1) return mlen ? 0 : s;
  for (; s <= e && (s = memchr(s, *m, e-s+1)); s++)
    if (!memcmp(s+1, m+1, mlen-1)) return s;

  return 0;
}

// If *a starts with b, advance *a past it and return 1.
int strstart(char **a, const char *b)
{
  size_t len = strlen(b);
  int i = !strncmp(*a, b, len);

  if (i) *a += len;
  return i;
}

int strcasestart(char **a, const char *b)
{
  size_t len = strlen(b);
  int i = !strncasecmp(*a, b, len);

  if (i) *a += len;
  return i;
}

int same_file(const struct stat *st1, const struct stat *st2)
{
  return st1->st_ino == st2->st_ino && st1->st_dev == st2->st_dev;
}

// Length of a seekable file, or -1.
off_t fdlength(int fd)
{
  struct stat st;

  if (!fstat(fd, &st) && S_ISREG(st.st_mode)) return st.st_size;
  return -1;
}

// Parse a number with an optional unit suffix: k m g t p e (powers of 1024),
// with "d" decimal variants: kd (1000)... plain numbers may be hex (0x) or
// octal (leading 0) as with strtoll(,,0). Errors exit.
long long atolx(const char *numstr)
{
  char *c = (char *)numstr, *suffixes = "cwbkmgtpe", *end;
  long long val;
  int shift;

  errno = 0;
  val = strtoll(numstr, &c, 0);
  if (c == numstr || errno == ERANGE) goto bad;
  if (*c && (end = strchr(suffixes, tolower((unsigned char)*c)))) {
    shift = end-suffixes;
    if (shift == 0) shift = 1;          // c: 1 byte
    else if (shift == 1) shift = 2;     // w: 2 bytes
    else if (shift == 2) shift = 512;   // b: 512 bytes
    else {
      long long mult = 1;
      int i, p = shift-2, dec = (c[1] == 'd');

      for (i = 0; i < p; i++) mult *= dec ? 1000 : 1024;
      if (dec) c++;
      shift = 0;
      if (val && llabs(val) > LLONG_MAX/mult) goto bad;
      val *= mult;
    }
    if (shift) val *= shift;
    c++;
  }
  if (*c) goto bad;

  return val;
bad:
  error_exit("not a number: '%s'", numstr);
}

long long atolx_range(const char *numstr, long long low, long long high)
{
  long long val = atolx(numstr);

  if (val < low) error_exit("number %lld less than %lld", val, low);
  if (val > high) error_exit("number %lld greater than %lld", val, high);

  return val;
}

int numlen(long long l)
{
  int len = 0;

  if (l < 0) len++;
  while (l) {
    l /= 10;
    len++;
  }

  return len ? len : 1;
}

// Format num as a human readable size the way GNU's -h does: below one unit
// the plain number, else one decimal while under 10 ("1.5K"), else a whole
// number ("35M"), always rounding up. buf needs 16 bytes. Returns the length.
int human_readable(char *buf, unsigned long long num, int style)
{
  unsigned long long div = (style&HR_1000) ? 1000 : 1024, unit = 1, q, r, t;
  int u = 0, len;

  while (num/unit >= div && u < 6) {
    unit *= div;
    u++;
  }
  if (!u) len = sprintf(buf, "%llu", num);
  else {
    q = num/unit;
    r = num%unit;
    // tenths, rounded up; r*10+unit < 2^64 since unit <= 1024^6
    t = q*10 + (r*10+unit-1)/unit;
    if (t < 100) len = sprintf(buf, "%llu.%llu", t/10, t%10);
    else {
      q += !!r;
      if (q >= div && u < 6) {
        u++;
        len = sprintf(buf, "1.0");
      } else len = sprintf(buf, "%llu", q);
    }
  }
  if (style & HR_SPACE) buf[len++] = ' ';
  if (u) buf[len++] = (style&HR_1000) ? "kMGTPE"[u-1] : "KMGTPE"[u-1];
  else if (style & HR_B) buf[len++] = 'B';
  buf[len] = 0;

  return len;
}

// Ask a yes/no question on stderr, answer from the controlling terminal or
// stdin. Returns 1 for yes.
int fyesno(FILE *in, int def)
{
  char buf;

  fflush(stderr);
  while (fread(&buf, 1, 1, in)) {
    int new;

    // The first non-whitespace character decides, the rest of the line goes
    if (isspace((unsigned char)buf)) {
      if (buf == '\n') break;
      continue;
    }
    new = tolower((unsigned char)buf);
    def = (new == 'y');
    while (fread(&buf, 1, 1, in) && buf != '\n');
    break;
  }

  return def;
}

int yesno(int def)
{
  return fyesno(stdin, def);
}

int qstrcmp(const void *a, const void *b)
{
  return strcmp(*(char **)a, *(char **)b);
}

// Open each argument (- or none means stdin) and call function on it;
// errors are reported and the loop goes on. flags are open(2) flags, the fd
// is closed afterwards unless the function sets it to -1... it is closed.
void loopfiles_rw(char **argv, int flags, int permissions,
  void (*function)(int fd, char *name))
{
  int fd, failok = !(flags&O_CREAT)+0;

  (void)failok;
  if (!*argv) function(0, "-");
  else for (; *argv; argv++) {
    if (!strcmp(*argv, "-")) fd = 0;
    else if (0>(fd = notstdio(open(*argv, flags|O_CLOEXEC, permissions)))) {
      perror_msg_raw(*argv);
      continue;
    }
    function(fd, *argv);
    if (fd) close(fd);
  }
}

void loopfiles(char **argv, void (*function)(int fd, char *name))
{
  loopfiles_rw(argv, O_RDONLY, 0, function);
}

// Copy len bytes (-1 = to EOF) from in to out using the kernel's copy paths
// when it can, else big read/write. Returns bytes copied, -1 on error.
long long sendfile_len(int in, int out, long long len, long long *consumed)
{
  long long total = 0;
  ssize_t got;
  int try_cfr = 1, try_splice = 1;
  char *buf = 0;
  size_t bufsize = 0;

  if (consumed) *consumed = 0;
  while (len) {
    size_t chunk = (len < 0 || len > (1<<30)) ? (1<<30) : len;

    got = -1;
    if (try_cfr) {
      got = copy_file_range(in, 0, out, 0, chunk, 0);
      if (got < 0) {
        if (errno == EINTR) continue;
        try_cfr = 0;
      } else if (!got && !total) try_cfr = 0; // some filesystems say 0
    }
    if (got < 0 && try_splice) {
      got = sendfile(out, in, 0, chunk);
      if (got < 0) {
        if (errno == EINTR) continue;
        try_splice = 0;
      }
    }
    if (got < 0 && !try_cfr && !try_splice) {
      if (!buf) buf = xmalloc(bufsize = 128*1024);
      got = read(in, buf, chunk < bufsize ? chunk : bufsize);
      if (got < 0) {
        if (errno == EINTR) continue;
        total = -1;
        break;
      }
      if (got && writeall(out, buf, got) != got) {
        total = -1;
        break;
      }
    }
    if (got < 0) continue;
    if (!got) {
      if (try_cfr) {
        try_cfr = 0;
        continue;
      }
      break;
    }
    total += got;
    if (consumed) *consumed = total;
    if (len > 0) len -= got;
  }
  free(buf);

  return total;
}

long long xsendfile_len(int in, int out, long long len)
{
  long long got = sendfile_len(in, out, len, 0);

  if (got < 0) perror_exit("copy");
  return got;
}

long long xsendfile(int in, int out)
{
  return xsendfile_len(in, out, -1);
}

// Write to a temporary file next to name; rename over it on success.
static char *tempfile_name(const char *name)
{
  return xmprintf("%s.tmpXXXXXX", name);
}

int copy_tempfile(int fdin, char *name, char **tempname)
{
  struct stat st;
  int fd;

  *tempname = tempfile_name(name);
  if (-1 == (fd = mkstemp(*tempname))) {
    free(*tempname);
    *tempname = 0;
    perror_exit("can't create temporary file for '%s'", name);
  }
  // Keep the original's permissions and (when root) ownership.
  if (!fstat(fdin, &st)) {
    if (fchown(fd, st.st_uid, st.st_gid)) {}
    fchmod(fd, st.st_mode & 07777);
  }

  return fd;
}

void delete_tempfile(int fdin, int fdout, char **tempname)
{
  if (fdin > 0) close(fdin);
  if (fdout > 0) close(fdout);
  if (*tempname) unlink(*tempname);
  free(*tempname);
  *tempname = 0;
}

void replace_tempfile(int fdin, int fdout, char **tempname)
{
  char *temp = xstrdup(*tempname);

  temp[strlen(temp)-10] = 0;   // strip ".tmpXXXXXX"
  if (fdin > 0) close(fdin);
  if (fdout > 0 && (fsync(fdout) && errno != EINVAL)) {
    int err = errno;

    close(fdout);
    errno = err;
    unlink(*tempname);
    perror_exit("%s", temp);
  }
  if (fdout > 0 && close(fdout)) {
    unlink(*tempname);
    perror_exit("%s", temp);
  }
  if (rename(*tempname, temp)) {
    unlink(*tempname);
    perror_exit("rename %s", temp);
  }
  free(*tempname);
  free(temp);
  *tempname = 0;
}

// Width and height of the terminal on fd 1 (or 0, 2), then $COLUMNS/$LINES.
// Returns 1 if a terminal answered.
int terminal_size(unsigned *xx, unsigned *yy)
{
  struct winsize ws;
  unsigned i, x = 0, y = 0;
  char *s;

  for (i = 0; i < 3; i++) {
    memset(&ws, 0, sizeof(ws));
    if (isatty(i) && !ioctl(i, TIOCGWINSZ, &ws)) {
      if (ws.ws_col) x = ws.ws_col;
      if (ws.ws_row) y = ws.ws_row;
      break;
    }
  }
  s = getenv("COLUMNS");
  if (s) x = atoi(s);
  s = getenv("LINES");
  if (s) y = atoi(s);
  if (x && xx) *xx = x;
  if (y && yy) *yy = y;

  return x || y;
}

char *basename_r(char *name)
{
  char *s = strrchr(name, '/');

  if (s) return s+1;
  return name;
}

// Signal names and numbers. The first name for a number is the one shown.
static const struct signame {
  int num;
  const char *name;
} signames[] = {
  {SIGHUP, "HUP"}, {SIGINT, "INT"}, {SIGQUIT, "QUIT"}, {SIGILL, "ILL"},
  {SIGTRAP, "TRAP"}, {SIGABRT, "ABRT"}, {SIGBUS, "BUS"}, {SIGFPE, "FPE"},
  {SIGKILL, "KILL"}, {SIGUSR1, "USR1"}, {SIGSEGV, "SEGV"}, {SIGUSR2, "USR2"},
  {SIGPIPE, "PIPE"}, {SIGALRM, "ALRM"}, {SIGTERM, "TERM"},
#ifdef SIGSTKFLT
  {SIGSTKFLT, "STKFLT"},
#endif
  {SIGCHLD, "CHLD"}, {SIGCONT, "CONT"}, {SIGSTOP, "STOP"}, {SIGTSTP, "TSTP"},
  {SIGTTIN, "TTIN"}, {SIGTTOU, "TTOU"}, {SIGURG, "URG"}, {SIGXCPU, "XCPU"},
  {SIGXFSZ, "XFSZ"}, {SIGVTALRM, "VTALRM"}, {SIGPROF, "PROF"},
  {SIGWINCH, "WINCH"}, {SIGIO, "POLL"}, {SIGPWR, "PWR"}, {SIGSYS, "SYS"},
  // aliases
  {SIGIO, "IO"}, {SIGABRT, "IOT"}, {SIGCHLD, "CLD"},
};

// "TERM", "SIGTERM", "term", "15", "RTMIN+2", "RTMAX-1" -> number (0 too);
// -1 if unknown.
int sig_to_num(const char *sigstr)
{
  unsigned i;
  char *s;
  long l;

  if (isdigit((unsigned char)*sigstr)) {
    errno = 0;
    l = strtol(sigstr, &s, 10);
    return (*s || errno || l > SIGRTMAX) ? -1 : (int)l;
  }
  if (!strncasecmp(sigstr, "sig", 3)) sigstr += 3;
  for (i = 0; i < sizeof(signames)/sizeof(*signames); i++)
    if (!strcasecmp(sigstr, signames[i].name)) return signames[i].num;
  if (!strncasecmp(sigstr, "rtmin", 5) || !strncasecmp(sigstr, "rtmax", 5)) {
    int max = tolower(sigstr[3]) == 'a';

    l = 0;
    if (sigstr[5]) {
      if (sigstr[5] != "+-"[max] || !isdigit((unsigned char)sigstr[6]))
        return -1;
      errno = 0;
      l = strtol(sigstr+6, &s, 10);
      if (*s || errno || l > SIGRTMAX-SIGRTMIN) return -1;
    }
    return max ? SIGRTMAX-l : SIGRTMIN+l;
  }

  return -1;
}

// Name (without SIG) of a signal number, 0 if it has none. Real-time
// signals are named in buf ("RTMIN+3", "RTMAX-1"), which needs 12 bytes.
char *sig_name(int sig, char *buf)
{
  unsigned i;

  for (i = 0; i < sizeof(signames)/sizeof(*signames); i++)
    if (signames[i].num == sig) return (char *)signames[i].name;
  if (sig < SIGRTMIN || sig > SIGRTMAX) return 0;
  if (sig == SIGRTMIN) return "RTMIN";
  if (sig == SIGRTMAX) return "RTMAX";
  if (sig-SIGRTMIN <= (SIGRTMAX-SIGRTMIN)/2)
    sprintf(buf, "RTMIN+%d", sig-SIGRTMIN);
  else sprintf(buf, "RTMAX-%d", SIGRTMAX-sig);

  return buf;
}

char *num_to_sig(int sig)
{
  return sig_name(sig, libbuf);
}

// The standard signals (1-31), as procps kill does: -l names on lines of
// up to 80 columns, -L ("table") "NUM NAME" seven to a line.
void list_signals(int table)
{
  int i, col = 0;
  char *name;

  for (i = 1; i < 32; i++) {
    if (!(name = sig_name(i, libbuf))) continue;
    if (table) {
      if (++col == 7) xprintf("%2d %s\n", i, name), col = 0;
      else xprintf("%2d %-7s ", i, name);
    } else {
      if (col && col+1+strlen(name) > 80) xputc('\n'), col = 0;
      if (col) xputc(' '), col++;
      xputsn(name);
      col += strlen(name);
    }
  }
  if (col) xputc('\n');
}

// Apply a chmod-style mode string ("u+x,g-w", "644", "a=rX", "+t", "=755")
// to base (which includes the file type bits), the way GNU chmod does:
// no who means "a" masked by the umask (except = clearing, s and t); X is
// execute for directories or files something can already execute; u=g
// copies; = doesn't clear a directory's set-id bits, and a directory keeps
// them across octal modes of at most 4 digits. Returns the new mode, or
// exits with an error for a bad string.
mode_t string_to_mode(const char *modestr, mode_t mode)
{
  const char *whos = "ogua", *hows = "=+-", *whats = "xwrstX", *whys = "ogu",
    *str = modestr;
  mode_t extrabits = mode & ~07777, bit, clear, um;
  int isdir = S_ISDIR(mode), i, dowho, dohow, dowhat, amask;
  unsigned long l;
  char *end;

  // Octal: an absolute mode.
  if (isdigit((unsigned char)*str)) {
    l = strtoul(str, &end, 8);
    if (*end || l > 07777) goto barf;
    if (isdir && end-str < 5) l |= mode & 06000;
    return l | extrabits;
  }
  um = umask(0);
  umask(um);
  mode &= 07777;

  // One clause at a time: [ugoa]*([-+=]([rwxXst]*|[ugo]))+ or [-+=][0-7]+
  for (;;) {
    dowho = 0;
    while (*str && (i = stridx(whos, *str)) != -1) {
      dowho |= 1<<i;
      str++;
    }
    amask = dowho ? 0 : um;
    if (!*str || stridx(hows, *str) == -1) goto barf;

    // Octal with an operator, no who: exact bits, no umask
    if (!dowho && isdigit((unsigned char)str[1])) {
      dohow = stridx(hows, *str++);
      l = strtoul(str, &end, 8);
      if ((*end && *end != ',') || l > 07777 || !isdigit((unsigned char)*str))
        goto barf;
      str = end;
      if (!dohow) mode = l;
      else if (dohow == 1) mode |= l;
      else mode &= ~l;
    } else while (*str && (dohow = stridx(hows, *str)) != -1) {
      str++;
      dowhat = 0;
      if (*str && (i = stridx(whys, *str)) != -1) {
        // Copy permissions from another class: u=g
        dowhat = (mode >> (3*i)) & 7;
        str++;
      } else while (*str && (i = stridx(whats, *str)) != -1) {
        // X: execute only if a directory or already executable by someone
        if (i == 5) {
          if (isdir || (mode & 0111)) dowhat |= 1;
        } else dowhat |= 1<<i;
        str++;
      }

      // Change the bits of each class in turn: o, g, u
      for (i = 0; i < 3; i++) {
        if (!((dowho ? dowho : 8) & (8|(1<<i)))) continue;
        bit = ((dowhat & 7) << (3*i)) & ~amask;
        clear = 7 << (3*i);
        if (i == 2) {
          if (dowhat & 8) bit |= S_ISUID;
          if (!isdir) clear |= S_ISUID;
        } else if (i == 1) {
          if (dowhat & 8) bit |= S_ISGID;
          if (!isdir) clear |= S_ISGID;
        } else {
          if (dowhat & 16) bit |= S_ISVTX;
          clear |= S_ISVTX;
        }
        if (!dohow) mode = (mode & ~clear) | bit;
        else if (dohow == 1) mode |= bit;
        else mode &= ~bit;
      }
    }
    if (!*str) break;
    if (*str != ',') goto barf;
    str++;
  }

  return mode | extrabits;
barf:
  error_exit("invalid mode: '%s'", modestr);
}

// Write "drwxr-xr-x" style (10 chars + NUL) for mode into buf.
void mode_to_string(mode_t mode, char *buf)
{
  char c, d;
  int i, bit;

  buf[10] = 0;
  for (i = 0; i < 9; i++) {
    bit = mode & (1<<i);
    c = i%3;
    if (!c && (mode & (1<<((d = i/3)+9)))) {
      c = "tss"[(int)d];
      if (!bit) c &= ~0x20;
    } else c = bit ? "xwr"[(int)c] : '-';
    buf[9-i] = c;
  }

  if (S_ISDIR(mode)) c = 'd';
  else if (S_ISBLK(mode)) c = 'b';
  else if (S_ISCHR(mode)) c = 'c';
  else if (S_ISLNK(mode)) c = 'l';
  else if (S_ISFIFO(mode)) c = 'p';
  else if (S_ISSOCK(mode)) c = 's';
  else c = '-';
  *buf = c;
}

// Cached name of a uid/gid, or the number as text.
char *getusername(uid_t uid)
{
  struct passwd *pw = getpwuid(uid);
  static char unum[24];

  if (pw) return pw->pw_name;
  sprintf(unum, "%u", (unsigned)uid);
  return unum;
}

char *getgroupname(gid_t gid)
{
  struct group *gr = getgrgid(gid);
  static char gnum[24];

  if (gr) return gr->gr_name;
  sprintf(gnum, "%u", (unsigned)gid);
  return gnum;
}

// Look up a user or group by name, then as a number.
struct passwd *xgetpwnam(const char *name)
{
  struct passwd *up = getpwnam(name);
  char *end;

  if (!up) {
    unsigned long l = strtoul(name, &end, 10);

    if (*name && !*end) up = getpwuid(l);
  }
  if (!up) error_exit("bad user '%s'", name);

  return up;
}

struct group *xgetgrnam(const char *name)
{
  struct group *gr = getgrnam(name);
  char *end;

  if (!gr) {
    unsigned long l = strtoul(name, &end, 10);

    if (*name && !*end) gr = getgrgid(l);
  }
  if (!gr) error_exit("bad group '%s'", name);

  return gr;
}

// Name or number to id; numbers need not exist in the database.
uid_t xgetuid(const char *name)
{
  struct passwd *up = getpwnam(name);
  char *end;
  unsigned long l;

  if (up) return up->pw_uid;
  l = strtoul(name, &end, 10);
  if (!*name || *end || l > UINT_MAX-1) error_exit("bad user '%s'", name);

  return l;
}

gid_t xgetgid(const char *name)
{
  struct group *gr = getgrnam(name);
  char *end;
  unsigned long l;

  if (gr) return gr->gr_gid;
  l = strtoul(name, &end, 10);
  if (!*name || *end || l > UINT_MAX-1) error_exit("bad group '%s'", name);

  return l;
}

// Is fd a terminal?
int is_tty(int fd)
{
  return isatty(fd);
}

// The multiplier of a size suffix at *s, GNU style: K M G T P E (also
// lower case) are powers of 1024, as are KiB MiB...; KB MB... are powers of
// 1000. Advances *s past it. Returns 1 for no suffix, 0 for an unknown one
// (*s unmoved).
unsigned long long size_suffix(char **s)
{
  char *c = *s;
  int i = stridx("KMGTPE", toupper((unsigned char)*c));
  unsigned long long mult = 1, k = 1024;

  if (!*c) return 1;
  if (i == -1) return 0;
  if (c[1] == 'B') k = 1000, c++;
  else if (c[1] == 'i' && c[2] == 'B') c += 2;
  while (i-- >= 0) mult *= k;
  *s = c+1;

  return mult;
}

// loopfiles() for commands reading lines through stdio: call function on a
// FILE for each argument ("-" or none is stdin), report read errors, close.
void loopfiles_fp(char **argv, void (*function)(FILE *fp, char *name))
{
  char *none[] = {"-", 0};
  FILE *fp;
  int fd;

  for (argv = *argv ? argv : none; *argv; argv++) {
    if (!strcmp(*argv, "-")) fp = stdin;
    else if (-1 == (fd = open(*argv, O_RDONLY|O_CLOEXEC))
             || !(fp = fdopen(fd, "r"))) {
      perror_msg_raw(*argv);
      if (fd != -1) close(fd);
      continue;
    }
    function(fp, *argv);
    if (ferror(fp)) perror_msg_raw(*argv);
    if (fp == stdin) clearerr(fp);
    else fclose(fp);
  }
}

// Parse the options again from argv (a rewritten copy of toys.argv), by the
// command's option string less its '?': for commands that let a first pass
// through unknown options (pr's -COLUMN, xargs' -e[EOF]) and then rewrite them.
void reparse_args(char **argv)
{
  struct toy_list *which = xmemdup(toys.which, sizeof(*which));
  char *s, *opts = xstrdup(which->options);

  if ((s = strchr(opts, '?'))) memmove(s, s+1, strlen(s));
  which->options = opts;
  toys.which = which;
  toys.argv = argv;
  free(toys.optargs);
  memset(&this, 0, sizeof(this));
  get_optflags();
}

// An fd of the console that takes virtual terminal ioctls: /dev/tty,
// /dev/tty0 or /dev/console, else stdin, stdout or stderr
int vt_console(void)
{
  char *c[] = {"/dev/tty", "/dev/tty0", "/dev/console"}, type;
  int i, fd;

  for (i = 0; i<3; i++) {
    if ((fd = open(c[i], O_RDWR|O_NOCTTY))<0) continue;
    if (!ioctl(fd, KDGKBTYPE, &type)) return fd;
    close(fd);
  }
  for (i = 0; i<3; i++) if (!ioctl(i, KDGKBTYPE, &type)) return i;
  error_exit("no console");
}

// A datagram socket connected to the syslog socket at path (/dev/log)
int xsyslog_socket(char *path)
{
  struct sockaddr_un sa;
  int fd;

  memset(&sa, 0, sizeof(sa));
  sa.sun_family = AF_UNIX;
  if (strlen(path) >= sizeof(sa.sun_path)) error_exit("%s: too long", path);
  strcpy(sa.sun_path, path);
  fd = socket(AF_UNIX, SOCK_DGRAM, 0);
  if (fd < 0 || connect(fd, (void *)&sa, sizeof(sa)))
    perror_exit("socket %s", path);

  return fd;
}
