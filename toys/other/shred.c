/* shred.c - overwrite files to hide their contents, optionally delete them
 *
 * no standard (GNU coreutils)

USE_SHRED(NEWTOY(shred, "<1fn#<0=3o:s:uvxz", TOYFLAG_USR|TOYFLAG_BIN))

config SHRED
  bool "shred"
  default y
  help
    usage: shred [-fuvxz] [-n COUNT] [-o OFFSET] [-s SIZE] FILE...

    Overwrite each FILE with random data COUNT times, syncing after each
    pass. FILE "-" is stdout.

    -f  Force: make FILE writable first if needed
    -n  COUNT passes of random data (default 3)
    -o  Start at byte OFFSET (suffixes as -s): what is before it stays
    -s  Overwrite SIZE bytes (suffixes K M G..., KB MB... as truncate)
    -u  Remove FILE after: rename it to shorter and shorter names of 0s,
        then unlink
    -v  Verbose: show each pass
    -x  Exact: don't round the size up to a whole block
    -z  Finish with a pass of zeroes
*/

#define FOR_shred
#include "toys.h"

GLOBALS(
  long n;
  char *o, *s;

  long long size, offset;
  struct random_state rs;
  char *buf;
)

static int shred_free(char *new, char *old)
{
  return strcmp(new, old) && access(new, F_OK) && errno == ENOENT;
}

// Rename to names of 0s (or the first free variant), each one shorter.
static int shred_unlink(char *name)
{
  char *old = xstrdup(name), *new, *base,
    *alpha = "0123456789abcdefghijklmnopqrstuvwxyz";
  int len, i, j, dirlen, fd;

  if (FLAG(v)) fprintf(stderr, "shred: %s: removing\n", name);
  base = strrchr(old, '/');
  dirlen = base ? base-old+1 : 0;
  for (len = strlen(old+dirlen); len; len--) {
    new = xmprintf("%.*s%*s", dirlen, old, len, "");
    memset(new+dirlen, '0', len);
    // 000, else vary one character: 001 002... 010...
    i = len;
    if (!shred_free(new, old)) for (i = len-1; i >= 0; i--) {
      for (j = 1; alpha[j]; j++) {
        new[dirlen+i] = alpha[j];
        if (shred_free(new, old)) break;
      }
      if (alpha[j]) break;
      new[dirlen+i] = '0';
    }
    if (i < 0 || rename(old, new)) {
      free(new);
      continue;
    }
    if (FLAG(v)) fprintf(stderr, "shred: %s: renamed to %s\n", old, new);
    if (dirlen) {
      new[dirlen] = 0;
      if (-1 != (fd = open(new, O_RDONLY))) {
        fsync(fd);
        close(fd);
      }
      new[dirlen] = '0';
    }
    free(old);
    old = new;
  }
  if (unlink(old)) {
    perror_msg("%s: failed to remove", name);
    free(old);
    return 1;
  }
  free(old);
  if (FLAG(v)) fprintf(stderr, "shred: %s: removed\n", name);

  return 0;
}

static void shred_file(char *name)
{
  int fd, pass, passes = TT.n+FLAG(z), i;
  long long size, pos, len;
  struct stat st;

  if (!strcmp(name, "-")) fd = 1;
  else if (-1 == (fd = open(name, O_WRONLY|O_NOCTTY))) {
    if (FLAG(f) && errno == EACCES && !stat(name, &st)
        && !chmod(name, st.st_mode|S_IWUSR))
      fd = open(name, O_WRONLY|O_NOCTTY);
    if (fd == -1) return perror_msg("%s: failed to open for writing", name);
  }
  if (fstat(fd, &st)) {
    perror_msg("%s: failed to get size", name);
    goto done;
  }
  if (TT.s) size = TT.size;
  else {
    size = S_ISREG(st.st_mode) ? st.st_size : lseek(fd, 0, SEEK_END);
    if (size < 0) size = 0;
    if (!FLAG(x) && st.st_blksize > 0 && size % st.st_blksize)
      size += st.st_blksize-size%st.st_blksize;
    // From -o to the end
    size = size > TT.offset ? size-TT.offset : 0;
  }

  // An empty file has nothing to overwrite
  if (!TT.s && !size) passes = 0;
  for (pass = 1; pass <= passes; pass++) {
    int zero = FLAG(z) && pass == passes;

    if (FLAG(v)) fprintf(stderr, "shred: %s: pass %d/%d (%s)...\n", name,
      pass, passes, zero ? "000000" : "random");
    if (lseek(fd, TT.offset, SEEK_SET) != TT.offset && fd != 1) {
      perror_msg("%s: cannot seek", name);
      goto done;
    }
    if (zero) memset(TT.buf, 0, 65536);
    for (pos = 0; pos < size; pos += len) {
      len = size-pos < 65536 ? size-pos : 65536;
      if (!zero) for (i = 0; i < len; i += 8) {
        unsigned long long r = random_u64(&TT.rs);

        memcpy(TT.buf+i, &r, 8);
      }
      if (writeall(fd, TT.buf, len) != len) {
        perror_msg("%s: error writing at offset %lld", name, pos);
        goto done;
      }
    }
    if (fsync(fd) && errno != EINVAL && errno != EROFS) {
      perror_msg("%s: fsync failed", name);
      goto done;
    }
  }
  if (fd != 1 && close(fd)) {
    fd = 1;
    perror_msg("%s", name);
  } else if (fd != 1 && FLAG(u)) shred_unlink(name);

  return;
done:
  if (fd != 1) close(fd);
}

// A size or offset: a number with truncate's suffixes
static long long shred_size(char *s, char *what)
{
  unsigned long long mult;
  long long n;
  char *end;

  errno = 0;
  n = strtoll(s, &end, 0);
  if (!isdigit((unsigned char)*s) || errno || !(mult = size_suffix(&end))
      || *end || (n && mult > LLONG_MAX/n))
    error_exit("invalid %s: '%s'", what, s);

  return n*mult;
}

void shred_main(void)
{
  char **arg;

  if (TT.s) TT.size = shred_size(TT.s, "file size");
  if (TT.o) TT.offset = shred_size(TT.o, "offset");
  random_init(&TT.rs, -1, 0);
  TT.buf = xmalloc(65536);
  for (arg = toys.optargs; *arg; arg++) shred_file(*arg);
}
