/* decomp.c - the file handling every decompressor shares (bzcat, xzcat):
 * each FILE (or stdin) decoded to stdout, checked only (-t), or to FILE
 * without its suffix, which gets FILE's mode and times and replaces FILE.
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * The decoder reads through decomp_fill() and writes through
 * decomp_write(); any error it finds ends the file with decomp_error(),
 * which returns here (toys.rebound), where a partly written output file
 * is removed. The input goes only after its output is complete and closed.
 */

#include "toys.h"

#define DECOMP_BUF (1<<18)

// Make at least want bytes of input available at d->in+d->inpos (fewer at
// the end of the file). Returns how many there are.
long decomp_fill(struct decomp *d, long want)
{
  long have = d->inlen-d->inpos, got;

  if (have >= want) return have;
  if (want > DECOMP_BUF) want = DECOMP_BUF;
  // Move what's left to the front only when the rest wouldn't fit
  if (d->inpos+want > DECOMP_BUF) {
    memmove(d->in, d->in+d->inpos, have);
    d->inpos = 0;
    d->inlen = have;
  }
  while (!d->eof && d->inlen-d->inpos < want) {
    got = read(d->infd, d->in+d->inlen, DECOMP_BUF-d->inlen);
    if (got < 0) {
      if (errno == EINTR) continue;
      perror_exit("%s", d->name);
    }
    if (!got) d->eof = 1;
    d->inlen += got;
  }

  return d->inlen-d->inpos;
}

// Next input byte, or -1 at the end of the file.
int decomp_byte(struct decomp *d)
{
  if (d->inpos == d->inlen && !decomp_fill(d, 1)) return -1;

  return d->in[d->inpos++];
}

void decomp_write(struct decomp *d, void *buf, long len)
{
  if (d->outfd != -1) xwrite(d->outfd, buf, len);
}

void decomp_error(struct decomp *d, char *why)
{
  error_exit("%s: %s", d->name, why);
}

// The output name: name less a known suffix (or with the replacement the
// table gives), or with d->unknown added; 0 when there is none.
static char *outname(struct decomp *d, char *name)
{
  char **s, *end;

  for (s = d->suffix; *s; s += 2)
    if ((end = strend(name, *s)) && end != name && end[-1] != '/')
      return xmprintf("%.*s%s", (int)(end-name), name, s[1]);
  if (!d->unknown) {
    error_msg("%s: Filename has an unknown suffix, skipping", name);
    return 0;
  }
  end = xmprintf("%s%s", name, d->unknown);
  fprintf(stderr, "%s: Can't guess original name for %s -- using %s\n",
    toys.which->name, name, end);

  return end;
}

static void decomp_one(struct decomp *d, char *name)
{
  jmp_buf jb, *old = toys.rebound;
  struct stat st;
  struct timespec ts[2];
  int tostdout = (d->flags & (DECOMP_STDOUT|DECOMP_TEST)) || !strcmp(name, "-");

  d->name = strcmp(name, "-") ? name : "(stdin)";
  d->outname = 0;
  d->outfd = -1;
  if (!strcmp(name, "-")) d->infd = 0;
  // Not stuck opening a fifo that unxz would skip anyway
  else if ((d->infd = open(name, O_RDONLY|O_NONBLOCK)) < 0
    || fcntl(d->infd, F_SETFL, 0)) {
    perror_msg("%s", name);
    if (d->infd >= 0) close(d->infd);
    return;
  }
  if (fstat(d->infd, &st)) {
    perror_msg("%s", name);
    goto done;
  }
  if (S_ISDIR(st.st_mode)) {
    error_msg("%s: Is a directory, skipping", name);
    goto done;
  }
  if (!tostdout) {
    if (!S_ISREG(st.st_mode)) {
      error_msg("%s: Not a regular file, skipping", name);
      goto done;
    }
    if (st.st_nlink > 1 && !(d->flags & DECOMP_FORCE)) {
      error_msg("%s: Input file has more than one hard link, skipping", name);
      goto done;
    }
    if (!(d->outname = outname(d, name))) goto done;
    // Refuse to overwrite without -f; with it replace whatever is there.
    d->outfd = open(d->outname, O_WRONLY|O_CREAT|O_EXCL, 0600);
    if (d->outfd < 0 && errno == EEXIST && (d->flags & DECOMP_FORCE)
        && !unlink(d->outname))
      d->outfd = open(d->outname, O_WRONLY|O_CREAT|O_EXCL, 0600);
    if (d->outfd < 0) {
      perror_msg("%s", d->outname);
      free(d->outname);
      d->outname = 0;
      goto done;
    }
  } else if (!(d->flags & DECOMP_TEST)) d->outfd = 1;

  d->inpos = d->inlen = d->eof = 0;
  if (!setjmp(jb)) {
    toys.rebound = &jb;
    d->decode(d);
    if (d->outname) {
      // The output gets the input's permissions, times and (as root) owner
      ts[0] = st.st_atim;
      ts[1] = st.st_mtim;
      if (fchown(d->outfd, st.st_uid, st.st_gid))
        st.st_mode &= ~(S_ISUID|S_ISGID);
      if (fchmod(d->outfd, st.st_mode & 07777) || futimens(d->outfd, ts))
        perror_exit("%s", d->outname);
      if (close(d->outfd)) {
        d->outfd = -1;
        perror_exit("%s", d->outname);
      }
      d->outfd = -1;
      if (!(d->flags & DECOMP_KEEP) && unlink(name)) perror_msg("%s", name);
    }
    if (d->flags & DECOMP_VERBOSE)
      fprintf(stderr, "  %s:%*s%s\n", d->name,
        (int)(d->width-strlen(d->name)+1), "",
        (d->flags & DECOMP_TEST) ? "ok" : "done");
  } else if (d->outname) {
    // Don't leave half a file behind.
    if (d->outfd != -1) close(d->outfd);
    d->outfd = -1;
    unlink(d->outname);
  }
  toys.rebound = old;
  free(d->mem);
  d->mem = 0;
done:
  if (d->outfd > 2) close(d->outfd);
  if (d->infd) close(d->infd);
  free(d->outname);
}

void decomp_files(struct decomp *d, char **args)
{
  char *dash[] = {"-", 0};
  int i;

  // -v lines the results up in a column
  d->in = xmalloc(DECOMP_BUF);
  for (d->width = 7, i = 0; args[i]; i++)
    if (strlen(args[i]) > d->width) d->width = strlen(args[i]);
  for (args = *args ? args : dash; *args; args++) decomp_one(d, *args);
  free(d->in);
}
