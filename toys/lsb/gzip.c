/* gzip.c - compress and decompress gzip files (RFC 1952) through zlib
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://refspecs.linuxfoundation.org/LSB_5.0.0/LSB-Core-generic/LSB-Core-generic/gzip.html

USE_GZIP(NEWTOY(gzip, "c(stdout)(to-stdout)d(decompress)(uncompress)f(force)k(keep)l(list)n(no-name)N(name)q(quiet)r(recursive)S(suffix):t(test)v(verbose)1(fast)23456789(best)", TOYFLAG_USR|TOYFLAG_BIN))
USE_GZIP(OLDTOY(gunzip, gzip, TOYFLAG_USR|TOYFLAG_BIN))
USE_GZIP(OLDTOY(zcat, gzip, TOYFLAG_USR|TOYFLAG_BIN))

config GZIP
  bool "gzip"
  default y
  depends on TOYBOX_ZLIB
  help
    usage: gzip [-cdfklnNqrtv1-9] [-S SUFFIX] [FILE...]

    Compress each FILE to FILE.gz (keeping its mode and times) and remove
    FILE once FILE.gz is complete; with no FILE (or "-") stdin to stdout.
    gunzip is gzip -d, zcat gzip -dc.

    -c, --stdout      Write to stdout, keep the input files
    -d, --decompress  Decompress (several members one after the other too)
    -f, --force       Overwrite existing files, write to a terminal,
                      compress links
    -k, --keep        Keep the input files
    -l, --list        Show compressed and uncompressed sizes (-v: more)
    -n, --no-name     Don't store (or with -d, restore) name and time
    -N, --name        Store (default), or with -d restore, name and time
    -q, --quiet       No warnings
    -r, --recursive   Into directories
    -S, --suffix SUF  Use SUF instead of .gz
    -t, --test        Check the compressed files' integrity
    -v, --verbose     Show each file's name and compression ratio
    -1..-9            Fast (--fast) to small (--best); default -6
*/

#define FOR_gzip
#include "toys.h"
#include <zlib.h>

GLOBALS(
  char *S;

  char *in, *out, *outname, *suffix;
  int level, inr, vpend;
  unsigned long long unc;
  unsigned long long tcomp, tunc;
  int lover, listed;
)

#define ZBUF (128*1024)

// -v wrote "NAME:\t": a message about NAME goes on a line of its own
static void vbreak(void)
{
  if (TT.vpend) fputc('\n', stderr);
  TT.vpend = 0;
}

// Warnings set exit status 2 unless there was an error (1).
static void warning(char *fmt, char *name, char *more)
{
  vbreak();
  if (!FLAG(q)) {
    fflush(stdout);
    fprintf(stderr, "%s: ", toys.which->name);
    fprintf(stderr, fmt, name, more);
    fputc('\n', stderr);
  }
  if (!toys.exitval) toys.exitval = 2;
}

// What a gzip header says, from the start of buf. Returns the header's
// length, 0 if it isn't a gzip header, -1 if buf ends inside it.
static int parse_header(unsigned char *buf, int len, time_t *mtime, char **name)
{
  int flags, i = 10, j;

  if (len>0 && *buf != 0x1f) return 0;
  if (len<2) return -1;
  if (buf[1] != 0x8b) return 0;
  if (len<10) return -1;
  if (buf[2] != 8) return 0;
  flags = buf[3];
  if (mtime) *mtime = peek_le(buf+4, 4);
  if (name) *name = 0;
  if (flags&4) {
    if (i+2>len) return -1;
    i += 2+peek_le(buf+i, 2);
  }
  for (j = 8; j<=16; j <<= 1) if (flags&j) {
    if (name && j == 8 && i<len) *name = (char *)buf+i;
    while (i<len && buf[i]) i++;
    i++;
  }
  if (flags&2) i += 2;

  return i>len ? -1 : i;
}

static void zerror(char *name, char *why)
{
  vbreak();
  error_msg("%s: %s", name, why);
}

static void verbose_ratio(unsigned long long in, unsigned long long out,
  int over)
{
  double r = in ? 100.0*((double)in-(double)(out-over))/in : 0;

  fprintf(stderr, "%5.1f%%", r);
}

// Decompress from fd to ofd (-1: only test). buf holds len bytes already
// read. Returns 0, or 1 after an error message.
static int gunzip_fd(int fd, int ofd, char *name, unsigned char *buf, int len)
{
  z_stream z;
  int ret = Z_OK, rc = 0, eof = 0;
  long got;

  memset(&z, 0, sizeof(z));
  if (inflateInit2(&z, 16+MAX_WBITS) != Z_OK) error_exit("zlib");
  z.next_in = buf;
  z.avail_in = len;
  for (;;) {
    if (!z.avail_in && !eof) {
      if ((got = read(fd, buf, ZBUF))<0) {
        vbreak();
        perror_msg_raw(name);
        rc = 1;
        break;
      }
      eof = !got;
      z.next_in = buf;
      z.avail_in = got;
    }
    if (ret == Z_STREAM_END) {
      if (!z.avail_in) break;
      // another member, or trailing garbage (GNU: a warning)
      if (z.avail_in<2 && !eof) {
        memmove(buf, z.next_in, z.avail_in);
        if ((got = read(fd, buf+z.avail_in, ZBUF-z.avail_in))>0)
          z.avail_in += got;
        z.next_in = buf;
      }
      if (z.avail_in<2 || z.next_in[0] != 0x1f || z.next_in[1] != 0x8b) {
        // -f to stdout: what isn't gzip data goes through as it is
        if (FLAG(f) && ofd == 1) {
          if (writeall(1, z.next_in, z.avail_in) != z.avail_in
              || xsendfile(fd, 1)<0) rc = 1;
          break;
        }
        warning("%s: decompression OK, trailing garbage ignored", name, 0);
        break;
      }
      inflateReset(&z);
    }
    z.next_out = (void *)TT.out;
    z.avail_out = ZBUF;
    ret = inflate(&z, Z_NO_FLUSH);
    TT.unc += ZBUF-z.avail_out;
    if (ofd != -1 && z.avail_out != ZBUF) {
      if (writeall(ofd, TT.out, ZBUF-z.avail_out) != ZBUF-z.avail_out) {
        vbreak();
        perror_msg("%s", ofd == 1 ? "write error" : TT.outname);
        rc = 1;
        break;
      }
    }
    if (ret == Z_STREAM_END) continue;
    if (ret == Z_BUF_ERROR && eof && !z.avail_in) {
      zerror(name, "unexpected end of file");
      rc = 1;
      break;
    }
    if (ret != Z_OK && ret != Z_BUF_ERROR) {
      if (ret == Z_MEM_ERROR) error_exit("out of memory");
      zerror(name, z.msg && strstr(z.msg, "data check")
        ? "invalid compressed data--crc error" : z.msg
        && strstr(z.msg, "length check")
        ? "invalid compressed data--length error"
        : "invalid compressed data--format violated");
      rc = 1;
      break;
    }
  }
  inflateEnd(&z);

  return rc;
}

// Compress fd to ofd. Returns 0 or 1, and the sizes.
static int gzip_fd(int fd, int ofd, char *name, char *hname, time_t mtime,
  unsigned long long *in, unsigned long long *out)
{
  z_stream z;
  gz_header h;
  int flush = Z_NO_FLUSH, ret;
  long got;

  memset(&z, 0, sizeof(z));
  memset(&h, 0, sizeof(h));
  if (deflateInit2(&z, TT.level, Z_DEFLATED, 16+MAX_WBITS, 8,
      Z_DEFAULT_STRATEGY) != Z_OK) error_exit("zlib");
  h.os = 3;
  h.time = mtime;
  h.name = (void *)hname;
  deflateSetHeader(&z, &h);
  *in = *out = 0;
  do {
    if ((got = read(fd, TT.in, ZBUF))<0) {
      vbreak();
      perror_msg_raw(name);
      break;
    }
    *in += got;
    if (!got) flush = Z_FINISH;
    z.next_in = (void *)TT.in;
    z.avail_in = got;
    do {
      z.next_out = (void *)TT.out;
      z.avail_out = ZBUF;
      ret = deflate(&z, flush);
      if (ret == Z_STREAM_ERROR) error_exit("zlib");
      got = ZBUF-z.avail_out;
      *out += got;
      if (writeall(ofd, TT.out, got) != got) {
        vbreak();
        perror_msg("%s", ofd == 1 ? "write error" : TT.outname);
        flush = -1;
        break;
      }
    } while (!z.avail_out);
  } while (flush == Z_NO_FLUSH);
  deflateEnd(&z);

  return flush != Z_FINISH;
}

// -l for one file
static void list(int fd, char *name, char *outname)
{
  unsigned char *buf = (void *)TT.in, tail[8];
  unsigned long long comp = 0;
  time_t mtime;
  int hlen = -1, len;
  long got;
  struct tm *tm;
  struct stat st;

  len = readall(fd, buf, ZBUF);
  if (len>=0) hlen = parse_header(buf, len, &mtime, 0);
  if (hlen<=0) {
    if (len<0) perror_msg_raw(name);
    else zerror(name, hlen ? "unexpected end of file" : "not in gzip format");
    return;
  }
  if (len>=8) memcpy(tail, buf+len-8, 8);
  comp = len;
  if (len == ZBUF) {
    if (!fstat(fd, &st) && S_ISREG(st.st_mode) && st.st_size>=ZBUF) {
      comp = st.st_size;
      if (pread(fd, tail, 8, comp-8) != 8) len = -1;
    } else while ((got = read(fd, buf, ZBUF))>0) {
      comp += got;
      if (got>=8) memcpy(tail, buf+got-8, 8);
      else {
        memmove(tail, tail+got, 8-got);
        memcpy(tail+8-got, buf, got);
      }
    }
  }
  if (comp<hlen+8) return zerror(name, "unexpected end of file");
  if (!TT.listed++) printf("%s         compressed        uncompressed  ratio"
    " uncompressed_name\n", FLAG(v) ? "method  crc     date  time  " : "");
  if (FLAG(v)) {
    if (!mtime && !fstat(fd, &st)) mtime = st.st_mtime;
    tm = localtime(&mtime);
    strftime(toybuf, sizeof(toybuf), "%b %e %H:%M", tm);
    printf("defla %08x %s ", (unsigned)peek_le(tail, 4), toybuf);
  }
  TT.tcomp += comp;
  TT.tunc += peek_le(tail+4, 4);
  TT.lover = hlen+8;
  printf("%19llu %19llu ", comp, (unsigned long long)peek_le(tail+4, 4));
  len = peek_le(tail+4, 4);
  printf("%5.1f%% %s\n", len ? 100.0*((double)len-(double)(comp-hlen-8))/len
    : 0.0, outname);
}

// The name FILE decompresses to, or 0 when it has no known suffix.
static char *unsuffixed(char *name)
{
  char *sfx[] = {TT.suffix, ".gz", "-gz", ".z", "-z", "_z", ".tgz", ".taz"},
    *base = basename_r(name);
  int i, len = strlen(base), sl;

  for (i = 0; i<8; i++) {
    sl = strlen(sfx[i]);
    if (sl && len>sl && !strcasecmp(base+len-sl, sfx[i])) {
      len = strlen(name)-sl;
      return xmprintf("%.*s%s", len, name, i>5 ? ".tar" : "");
    }
  }

  return 0;
}

static void do_gzip(int fd, char *name)
{
  int decomp = FLAG(d) || FLAG(t) || FLAG(l), ofd = -1, hlen, len = 0, rc,
    over = 18;
  char *outname = 0, *hname = 0, *s;
  struct stat st;
  unsigned long long in = 0, out = 0;
  time_t mtime = 0;
  unsigned char *buf = (void *)TT.in;

  if (fstat(fd, &st)) return perror_msg_raw(name);
  if (fd && (S_ISDIR(st.st_mode)
      || (!S_ISREG(st.st_mode) && !FLAG(c) && !FLAG(t) && !FLAG(l)))) {
    warning(S_ISDIR(st.st_mode) ? "%s is a directory -- ignored"
      : "%s is not a directory or a regular file - ignored", name, 0);
    return;
  }

  // GNU won't replace one of several links (-f: the others keep the data)
  if (fd && st.st_nlink>1 && !FLAG(f) && !FLAG(c) && !FLAG(t) && !FLAG(l)) {
    sprintf(toybuf, "%ld other link%s", (long)st.st_nlink-1,
      st.st_nlink>2 ? "s" : "");
    warning("%s has %s -- file ignored", name, toybuf);
    return;
  }

  // Names
  if (!fd) {
    if (!decomp && !FLAG(f) && isatty(1)) {
      error_msg("compressed data not written to a terminal. "
        "Use -f to force compression.\nFor help, type: %s -h",
        toys.which->name);
      return;
    }
    if (decomp && !FLAG(f) && isatty(0)) {
      error_msg("compressed data not read from a terminal. "
        "Use -f to force decompression.\nFor help, type: %s -h",
        toys.which->name);
      return;
    }
  } else if (decomp) {
    if (!(outname = unsuffixed(name))) {
      if (FLAG(c) || FLAG(t) || FLAG(l)) outname = xstrdup(name);
      else {
        // quietly in directories -r went into, like GNU
        if (!FLAG(q) && !TT.inr)
          warning("%s: unknown suffix -- ignored", name, 0);
        return;
      }
    }
  } else {
    if (strend(name, TT.suffix)) {
      if (!FLAG(q) && !TT.inr) {
        fflush(stdout);
        fprintf(stderr, "%s: %s already has %s suffix -- unchanged\n",
          toys.which->name, name, TT.suffix);
      }
      return;
    }
    outname = xmprintf("%s%s", name, TT.suffix);
    if (!FLAG(n)) {
      hname = basename_r(name);
      over += strlen(hname)+1;
    }
  }

  // stdin's time too, when it is a file (as GNU)
  if (!decomp && !FLAG(n) && S_ISREG(st.st_mode)) mtime = st.st_mtime;

  if (FLAG(l)) {
    list(fd, name, fd ? outname : "stdout");
    goto done;
  }

  if (decomp) {
    len = readall(fd, buf, ZBUF);
    if (len<0) {
      perror_msg_raw(name);
      goto done;
    }
    hlen = parse_header(buf, len, &mtime, &hname);
    if (!hlen && FLAG(f) && !FLAG(t) && (FLAG(c) || !fd)) {
      if (writeall(1, buf, len) != len) perror_exit("write error");
      xsendfile(fd, 1);
      goto done;
    }
    if (hlen<=0) {
      zerror(name, hlen ? "unexpected end of file" : "not in gzip format");
      goto done;
    }
    over = hlen+8;
    // -N: the stored name (without its directory) and time
    if (FLAG(N) && !FLAG(c) && hname && *hname && fd) {
      s = basename_r(name);
      hname = xmprintf("%.*s%s", (int)(s-name), name, basename_r(hname));
      free(outname);
      outname = hname;
    }
  }

  // Output
  if (FLAG(c) || FLAG(t) || !fd) ofd = FLAG(t) ? -1 : 1;
  else {
    TT.outname = outname;
    if (FLAG(f)) unlink(outname);
    ofd = open(outname, O_WRONLY|O_CREAT|O_EXCL|O_CLOEXEC, 0600);
    if (ofd == -1 && errno == EEXIST) {
      // On a terminal GNU asks; elsewhere it's a warning
      fflush(stdout);
      fprintf(stderr, "%s: %s already exists;", toys.which->name, outname);
      if (isatty(0)) fprintf(stderr, " do you wish to overwrite (y or n)? ");
      if (isatty(0) && yesno(0)) {
        unlink(outname);
        ofd = open(outname, O_WRONLY|O_CREAT|O_EXCL|O_CLOEXEC, 0600);
      } else {
        fprintf(stderr, "\tnot overwritten\n");
        if (!toys.exitval) toys.exitval = 2;
        goto done;
      }
    }
    if (ofd == -1) {
      perror_msg_raw(outname);
      goto done;
    }
  }

  TT.unc = 0;
  if (FLAG(v) && fd) {
    fprintf(stderr, "%s:\t", name);
    TT.vpend = 1;
  }
  if (decomp) rc = gunzip_fd(fd, ofd, name, buf, len);
  else rc = gzip_fd(fd, ofd, name, hname, mtime, &in, &out);

  if (ofd>1) {
    if (!rc) {
      struct timespec ts[2] = {st.st_atim, st.st_mtim};

      if (decomp && FLAG(N) && mtime) ts[1].tv_sec = mtime, ts[1].tv_nsec = 0;
      if (!getuid() && fchown(ofd, st.st_uid, st.st_gid)) {}
      fchmod(ofd, st.st_mode&07777);
      futimens(ofd, ts);
    }
    if (close(ofd)) {
      perror_msg_raw(outname);
      rc = 1;
    }
    if (rc) unlink(outname);
    else if (!FLAG(k) && unlink(name)) perror_msg_raw(name);
  }

  TT.vpend = 0;
  if (!rc && FLAG(v)) {
    if (FLAG(t)) fprintf(stderr, " OK\n");
    else if (fd || !decomp) {
      if (decomp) {
        in = TT.unc;
        out = fdlength(fd);
      }
      verbose_ratio(in, out, over);
      if (fd) fprintf(stderr, " -- replaced with %s",
        ofd == 1 ? "stdout" : outname);
      fputc('\n', stderr);
    }
  }
done:
  free(outname);
}

static int recurse(struct dirtree *node)
{
  char *path;
  int fd;

  if (!dirtree_notdotdot(node)) return 0;
  if (S_ISDIR(node->st.st_mode)) return DIRTREE_RECURSE;
  path = dirtree_path(node, 0);
  if (-1 == (fd = openat(dirtree_parentfd(node), node->name,
      O_RDONLY|O_CLOEXEC|O_NOFOLLOW))) perror_msg_raw(path);
  else {
    TT.inr = 1;
    do_gzip(fd, path);
    TT.inr = 0;
    close(fd);
  }
  free(path);

  return 0;
}

void gzip_main(void)
{
  char **arg, *s, *none[] = {"-", 0};
  int fd;

  if (*toys.which->name == 'g' && toys.which->name[1] == 'u')
    toys.optflags |= FLAG_d;
  if (*toys.which->name == 'z') toys.optflags |= FLAG_d|FLAG_c;
  TT.suffix = TT.S ? TT.S : ".gz";
  if (!*TT.suffix) error_exit("invalid suffix ''");

  // The last level option counts
  TT.level = 6;
  for (arg = toys.argv+1; *arg && strcmp(*arg, "--"); arg++) {
    if (!strcmp(*arg, "--fast")) TT.level = 1;
    else if (!strcmp(*arg, "--best")) TT.level = 9;
    else if (**arg == '-' && arg[0][1] != '-')
      for (s = *arg+1; *s; s++) {
        if (isdigit(*s)) TT.level = *s-'0';
        if (*s == 'S') {
          if (!s[1]) arg++;
          break;
        }
      }
  }

  TT.in = xmalloc(ZBUF);
  TT.out = xmalloc(ZBUF);
  for (arg = *toys.optargs ? toys.optargs : none; *arg; arg++) {
    struct stat st;

    if (!strcmp(*arg, "-")) {
      do_gzip(0, "stdin");
      continue;
    }
    if (FLAG(r) && !lstat(*arg, &st) && S_ISDIR(st.st_mode)) {
      dirtree_read(*arg, recurse);
      continue;
    }
    fd = open(*arg, O_RDONLY|O_CLOEXEC|(FLAG(f) ? 0 : O_NOFOLLOW));
    // gunzip FILE finds FILE.gz
    if (fd == -1 && errno == ENOENT && (FLAG(d) || FLAG(t) || FLAG(l))) {
      s = xmprintf("%s%s", *arg, TT.suffix);
      if (-1 != (fd = open(s, O_RDONLY|O_CLOEXEC|(FLAG(f) ? 0:O_NOFOLLOW)))) {
        do_gzip(fd, s);
        close(fd);
      } else errno = ENOENT;
      free(s);
      if (fd != -1) continue;
    }
    if (fd == -1) {
      if (errno == ELOOP)
        warning("%s: Too many levels of symbolic links", *arg, 0);
      else perror_msg_raw(*arg);
      continue;
    }
    do_gzip(fd, *arg);
    close(fd);
  }
  if (FLAG(l) && TT.listed>1 && !toys.exitval) {
    if (FLAG(v)) printf("%27s ", "");
    printf("%19llu %19llu %5.1f%% (totals)\n", TT.tcomp, TT.tunc, TT.tunc ?
      100.0*((double)TT.tunc-(double)(TT.tcomp-TT.lover))/TT.tunc : 0.0);
  }
  free(TT.in);
  free(TT.out);
}
