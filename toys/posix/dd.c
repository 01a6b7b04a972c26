/* dd.c - copy and convert blocks of data
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/dd.html

USE_DD(NEWTOY(dd, 0, TOYFLAG_USR|TOYFLAG_BIN))

config DD
  bool "dd"
  default y
  help
    usage: dd [if=FILE] [of=FILE] [ibs=N obs=N | bs=N] [count=N] [skip=N] [seek=N] [conv=LIST] [iflag=LIST] [oflag=LIST] [status=LEVEL]

    Copy a file (default stdin to stdout) in blocks, converting on the way.

    if=FILE     Read FILE instead of stdin
    of=FILE     Write FILE instead of stdout
    bs=N        Read and write N bytes at a time (each block read is written
                as it is, partial or not, unless conv= changes the data)
    ibs=N       Input block size (default 512)
    obs=N       Output block size (default 512): output is reblocked to it
    cbs=N       Conversion block size (accepted for compatibility; no
                block/unblock conversion yet, so it changes nothing else)
    count=N     Copy only N input blocks
    skip=N      Skip N input blocks first (also iseek=N)
    seek=N      Skip N output blocks first (also oseek=N)
    conv=LIST   Comma separated conversions:
      notrunc     Don't truncate the output file
      noerror     Continue after read errors
      sync        Pad each partial input block to ibs with NULs
      fsync       Write file data and metadata to disk before exiting
      fdatasync   Write file data to disk before exiting
      excl        Fail if the output file exists
      nocreat     Don't create the output file
      lcase       Change upper case to lower case
      ucase       Change lower case to upper case
      swab        Swap each pair of input bytes
    iflag=LIST  Comma separated input flags:
      count_bytes count= is in bytes     skip_bytes  skip= is in bytes
      fullblock   Read until a whole input block arrives (or EOF)
      direct dsync sync nonblock noatime noctty nofollow: open(2) flags
    oflag=LIST  Comma separated output flags:
      append      Append to the output (use with conv=notrunc)
      seek_bytes  seek= is in bytes
      direct dsync sync nonblock noatime noctty nofollow: open(2) flags
    status=LEVEL  none: no statistics, noxfer: only record counts,
                  progress: also show the transfer once a second

    N may have a suffix: c (1), w (2), b (512), kB (1000), K or KiB (1024),
    MB, M or MiB, GB, G, T, P, E alike, and be a product like 2x512.
    The statistics go to stderr at the end, and whenever dd gets SIGUSR1.
*/

#define FOR_dd
#include "toys.h"

GLOBALS(
  char *iname, *oname;
  int ifd, ofd, status, progressed;
  unsigned conv, iflag, oflag;
  long long ibs, obs, count, skip, seek;
  unsigned long long in_full, in_part, out_full, out_part, bytes;
  struct timespec start;
  long long last;
)

// conv= bits
#define C_NOTRUNC   (1<<0)
#define C_NOERROR   (1<<1)
#define C_SYNC      (1<<2)
#define C_FSYNC     (1<<3)
#define C_FDATASYNC (1<<4)
#define C_EXCL      (1<<5)
#define C_NOCREAT   (1<<6)
#define C_LCASE     (1<<7)
#define C_UCASE     (1<<8)
#define C_SWAB      (1<<9)

// iflag= / oflag= bits (the low ones match the open flags table below)
#define F_DIRECT     (1<<0)
#define F_DSYNC      (1<<1)
#define F_SYNC       (1<<2)
#define F_NONBLOCK   (1<<3)
#define F_NOATIME    (1<<4)
#define F_NOCTTY     (1<<5)
#define F_NOFOLLOW   (1<<6)
#define F_APPEND     (1<<7)
#define F_COUNTBYTES (1<<8)
#define F_SKIPBYTES  (1<<9)
#define F_FULLBLOCK  (1<<10)
#define F_SEEKBYTES  (1<<11)

static char *convs[] = {"notrunc", "noerror", "sync", "fsync", "fdatasync",
  "excl", "nocreat", "lcase", "ucase", "swab", 0};
static char *flags[] = {"direct", "dsync", "sync", "nonblock", "noatime",
  "noctty", "nofollow", "append", "count_bytes", "skip_bytes", "fullblock",
  "seek_bytes", 0};

static int open_flags(unsigned f)
{
  int fl[] = {O_DIRECT, O_DSYNC, O_SYNC, O_NONBLOCK, O_NOATIME, O_NOCTTY,
    O_NOFOLLOW, O_APPEND}, i, ret = 0;

  for (i = 0; i < 8; i++) if (f & (1<<i)) ret |= fl[i];

  return ret;
}

static noreturn void bad(char *what, char *arg)
{
  help_exit("invalid %s: '%s'", what, arg);
}

// A number with dd's suffixes, products with x allowed: 2x512, 1kx2.
static long long dd_number(char *str, long long min)
{
  long long val = 1, n, mult;
  char *s = str, *end;

  for (;;) {
    if (!isdigit(*s)) goto fail;
    errno = 0;
    n = strtoll(s, &end, 10);
    if (errno) goto fail;
    s = end;
    mult = 1;
    if (*s && strchr("cwb", *s)) mult = *s=='c' ? 1 : *s=='w' ? 2 : 512, s++;
    else if (*s == 'B') s++;
    // dd's only lower case unit is k
    else if (*s && strchr("kKMGTPE", *s)) mult = size_suffix(&s);
    else if (*s && *s != 'x') goto fail;
    if (n && mult > LLONG_MAX/n) goto fail;
    n *= mult;
    if (n && val > LLONG_MAX/n) goto fail;
    val *= n;
    if (!*s) break;
    if (*s++ != 'x') goto fail;
  }
  if (val >= min) return val;
fail:
  error_exit("invalid number: '%s'", str);
}

static unsigned dd_list(char *what, char **names, char *arg)
{
  unsigned ret = 0;
  char *s = arg, *comma;
  int i, len;

  for (;;) {
    comma = strchr(s, ',');
    len = comma ? comma-s : (int)strlen(s);
    for (i = 0; names[i]; i++)
      if (strlen(names[i]) == len && !strncmp(names[i], s, len)) break;
    if (!names[i]) bad(what, xstrndup(s, len));
    ret |= 1<<i;
    if (!comma) break;
    s = comma+1;
  }

  return ret;
}

// Sizes like GNU dd: 3 significant digits, rounded to nearest.
static void human(char *buf, double val, int base, char *units, int rate)
{
  int u = 0;

  if (rate) val /= base, u++;
  while (val >= base && units[u+1]) val /= base, u++;
  if (val < (rate ? 100 : 10)) {
    if (round(val*10)/10 < (rate ? 100 : 10)) {
      sprintf(buf, "%.1f", round(val*10)/10);
      goto unit;
    }
  }
  if (round(val) >= base && units[u+1]) {
    val = round(val)/base;
    u++;
    sprintf(buf, "%.1f", val);
  } else sprintf(buf, "%.0f", round(val));
unit:
  buf += strlen(buf);
  sprintf(buf, " %c%s", units[u], base == 1024 ? "iB" : "B");
  if (!units[u] || units[u] == ' ') sprintf(buf, " B");
}

static void show_bytes(int progress)
{
  struct timespec now;
  double secs;
  char si[32], iec[32], rate[32];

  clock_gettime(CLOCK_MONOTONIC, &now);
  secs = nanodiff(&TT.start, &now)/1e9;
  fprintf(stderr, "%s%llu byte%s", progress ? "\r" : "", TT.bytes,
    TT.bytes == 1 ? "" : "s");
  if (TT.bytes >= 1000) {
    human(si, TT.bytes, 1000, " kMGTPEZY", 0);
    fprintf(stderr, " (%s", si);
    if (TT.bytes >= 1024) {
      human(iec, TT.bytes, 1024, " KMGTPEZY", 0);
      fprintf(stderr, ", %s", iec);
    }
    fputc(')', stderr);
  }
  if (secs > 0) human(rate, TT.bytes/secs, 1000, " kMGTPEZY", 1);
  else strcpy(rate, "Infinity B");
  if (progress) fprintf(stderr, " copied, %.0f s, %s/s", floor(secs), rate);
  else fprintf(stderr, " copied, %g s, %s/s\n", secs, rate);
}

static void show_stats(void)
{
  if (TT.status == 1) return;
  if (TT.progressed) fputc('\n', stderr);
  TT.progressed = 0;
  fprintf(stderr, "%llu+%llu records in\n%llu+%llu records out\n",
    TT.in_full, TT.in_part, TT.out_full, TT.out_part);
  if (TT.status != 2) show_bytes(0);
}

static void check_signal(void)
{
  if (toys.signal) {
    toys.signal = 0;
    show_stats();
  }
  if (TT.status == 3) {
    long long now = millitime();

    if (now-TT.last >= 1000) {
      TT.last = now;
      show_bytes(1);
      TT.progressed = 1;
    }
  }
}

static void catch_usr1(int sig)
{
  toys.signal = sig;
}

static noreturn void die(void)
{
  show_stats();
  toys.exitval = 1;
  xexit();
}

// Write one output record. Returns 0 if it didn't all go.
static void dd_write(char *buf, long long len)
{
  long long done = 0;
  ssize_t w;

  while (done < len) {
    w = write(TT.ofd, buf+done, len-done);
    if (w < 0) {
      if (errno == EINTR) {
        check_signal();
        continue;
      }
      // The last short block can't go through O_DIRECT: drop the flag.
      if (errno == EINVAL && (TT.oflag & F_DIRECT)) {
        TT.oflag &= ~F_DIRECT;
        fcntl(TT.ofd, F_SETFL, fcntl(TT.ofd, F_GETFL) & ~O_DIRECT);
        continue;
      }
      perror_msg("writing to '%s'", TT.oname);
      die();
    }
    done += w;
    TT.bytes += w;
  }
  if (len == TT.obs) TT.out_full++;
  else TT.out_part++;
}

// Read up to len bytes (all of them for fullblock). -1 on error.
static long long dd_read(char *buf, long long len)
{
  long long done = 0;
  ssize_t r;

  while (done < len) {
    r = read(TT.ifd, buf+done, len-done);
    if (r < 0) {
      if (errno == EINTR) {
        check_signal();
        continue;
      }
      if (!done) return -1;
      break;
    }
    if (!r) break;
    done += r;
    if (!(TT.iflag & F_FULLBLOCK)) break;
  }

  return done;
}

static void *bigbuf(long long len)
{
  void *p = mmap(0, len ? len : 1, PROT_READ|PROT_WRITE,
    MAP_PRIVATE|MAP_ANONYMOUS, -1, 0);

  if (p == MAP_FAILED) perror_exit("memory exhausted: %lld", len);

  return p;
}

void dd_main(void)
{
  char **arg, *ops[] = {"if", "of", "bs", "ibs", "obs", "cbs", "count",
    "skip", "seek", "iseek", "oseek", "conv", "iflag", "oflag", "status", 0};
  char *ibuf, *obuf = 0, *s, *p;
  long long bs = 0, olen = 0, left = -1, n, skip, seek;
  int i, direct, held = -1;
  struct stat st;

  TT.ibs = TT.obs = 512;
  TT.ifd = 0;
  TT.ofd = 1;
  TT.iname = "standard input";
  TT.oname = "standard output";
  for (arg = toys.optargs; *arg; arg++) {
    if (!(s = strchr(*arg, '='))) help_exit("unrecognized operand '%s'", *arg);
    for (i = 0; ops[i]; i++)
      if (strlen(ops[i]) == s-*arg && !strncmp(ops[i], *arg, s-*arg)) break;
    s++;
    switch (i) {
    case 0: TT.iname = s; TT.ifd = -1; break;
    case 1: TT.oname = s; TT.ofd = -1; break;
    case 2: bs = dd_number(s, 1); break;
    case 3: TT.ibs = dd_number(s, 1); break;
    case 4: TT.obs = dd_number(s, 1); break;
    case 5: dd_number(s, 1); break;
    case 6: left = TT.count = dd_number(s, 0); break;
    case 7: case 9: TT.skip = dd_number(s, 0); break;
    case 8: case 10: TT.seek = dd_number(s, 0); break;
    case 11: TT.conv |= dd_list("conversion", convs, s); break;
    case 12: TT.iflag |= dd_list("input flag", flags, s); break;
    case 13: TT.oflag |= dd_list("output flag", flags, s); break;
    case 14:
      if (!strcmp(s, "none")) TT.status = 1;
      else if (!strcmp(s, "noxfer")) TT.status = 2;
      else if (!strcmp(s, "progress")) TT.status = 3;
      else if (!strcmp(s, "default")) TT.status = 0;
      else bad("status level", s);
      break;
    default: help_exit("unrecognized operand '%s'", *arg);
    }
  }
  if ((TT.conv & C_LCASE) && (TT.conv & C_UCASE))
    error_exit("cannot combine lcase and ucase");
  if ((TT.conv & C_EXCL) && (TT.conv & C_NOCREAT))
    error_exit("cannot combine excl and nocreat");
  if (TT.iflag & (F_APPEND|F_SEEKBYTES)) bad("input flag",
    TT.iflag & F_APPEND ? "append" : "seek_bytes");
  if (TT.oflag & (F_COUNTBYTES|F_SKIPBYTES|F_FULLBLOCK)) bad("output flag",
    TT.oflag & F_COUNTBYTES ? "count_bytes" : TT.oflag & F_SKIPBYTES
    ? "skip_bytes" : "fullblock");
  if (bs) TT.ibs = TT.obs = bs;
  // bs= alone writes each block as read; anything else reblocks to obs.
  direct = bs && !(TT.conv & (C_LCASE|C_UCASE|C_SWAB));

  clock_gettime(CLOCK_MONOTONIC, &TT.start);
  TT.last = millitime();
  xsignal(SIGUSR1, catch_usr1);

  if (TT.ifd) {
    TT.ifd = open(TT.iname, O_RDONLY|open_flags(TT.iflag));
    if (TT.ifd < 0) perror_exit("failed to open '%s'", TT.iname);
  } else if (TT.iflag & 127)
    fcntl(0, F_SETFL, fcntl(0, F_GETFL) | open_flags(TT.iflag & ~F_NOFOLLOW));
  skip = (TT.iflag & F_SKIPBYTES) ? TT.skip : TT.skip*TT.ibs;
  seek = (TT.oflag & F_SEEKBYTES) ? TT.seek : TT.seek*TT.obs;
  if (TT.ofd != 1) {
    int fl = O_WRONLY|open_flags(TT.oflag);

    if (!(TT.conv & C_NOCREAT)) fl |= O_CREAT;
    if (TT.conv & C_EXCL) fl |= O_EXCL;
    TT.ofd = open(TT.oname, fl, 0666);
    if (TT.ofd < 0) perror_exit("failed to open '%s'", TT.oname);
  } else if (TT.oflag & 255)
    fcntl(1, F_SETFL, fcntl(1, F_GETFL) | open_flags(TT.oflag & ~F_NOFOLLOW));

  // Skip input: seek where possible, else read and throw away.
  if (skip && !fstat(TT.ifd, &st) && S_ISREG(st.st_mode)
      && lseek(TT.ifd, 0, SEEK_CUR)+skip > st.st_size)
    error_msg("'%s': cannot skip to specified offset", TT.iname);
  if (skip && lseek(TT.ifd, skip, SEEK_CUR) == -1) {
    ibuf = bigbuf(TT.ibs);
    while (skip) {
      n = dd_read(ibuf, skip < TT.ibs ? skip : TT.ibs);
      if (n < 0) {
        perror_msg("error reading '%s'", TT.iname);
        die();
      }
      if (!n) {
        error_msg("'%s': cannot skip to specified offset", TT.iname);
        break;
      }
      skip -= n;
    }
    munmap(ibuf, TT.ibs);
  }

  // Seek output: seek where possible (truncating there), else write NULs.
  if (seek && lseek(TT.ofd, seek, SEEK_CUR) == -1) {
    obuf = bigbuf(TT.obs);
    while (seek) {
      n = seek < TT.obs ? seek : TT.obs;
      if (writeall(TT.ofd, obuf, n) != n) {
        perror_msg("writing to '%s'", TT.oname);
        die();
      }
      seek -= n;
    }
    munmap(obuf, TT.obs);
    obuf = 0;
  }
  if (!(TT.conv & C_NOTRUNC) && !fstat(TT.ofd, &st) && S_ISREG(st.st_mode)) {
    off_t pos = lseek(TT.ofd, 0, SEEK_CUR);

    if (pos != -1 && ftruncate(TT.ofd, pos) && TT.ofd != 1)
      perror_msg("failed to truncate to %lld bytes in output file '%s'",
        (long long)pos, TT.oname);
  }

  ibuf = (char *)bigbuf(TT.ibs+4096)+4096; // aligned for O_DIRECT
  if (!direct) obuf = bigbuf(TT.obs);

  while (left) {
    long long want = TT.ibs;

    if ((TT.iflag & F_COUNTBYTES) && left < want) want = left;
    check_signal();
    n = dd_read(ibuf, want);
    if (n < 0) {
      perror_msg("error reading '%s'", TT.iname);
      if (!(TT.conv & C_NOERROR)) die();
      // Step over the bad block where the input can seek.
      lseek(TT.ifd, want, SEEK_CUR);
      TT.in_part++;
      if (!(TT.conv & C_SYNC)) continue;
      memset(ibuf, 0, want);
      n = want;
    } else if (!n) break;
    else {
      if (n == TT.ibs) TT.in_full++;
      else TT.in_part++;
      if ((TT.conv & C_SYNC) && n < TT.ibs) {
        memset(ibuf+n, 0, TT.ibs-n);
        n = TT.ibs;
      }
    }
    if (left > 0 && (left -= (TT.iflag & F_COUNTBYTES) ? n : 1) < 0) left = 0;

    // Swap pairs across block boundaries: an odd last byte waits for the
    // next block (ibuf has a byte in front of it for that).
    p = ibuf;
    if (TT.conv & C_SWAB) {
      char c;

      if (held >= 0) *--p = held, n++;
      for (i = 0; i+1 < n; i += 2) c = p[i], p[i] = p[i+1], p[i+1] = c;
      held = (n&1) ? (unsigned char)p[--n] : -1;
    }
    if (TT.conv & (C_LCASE|C_UCASE)) {
      int up = TT.conv & C_UCASE;

      for (i = 0; i < n; i++)
        p[i] = up ? toupper(p[i]) : tolower(p[i]);
    }

    if (direct) dd_write(p, n);
    else {
      while (n) {
        long long take = TT.obs-olen;

        if (take > n) take = n;
        memcpy(obuf+olen, p, take);
        olen += take;
        p += take;
        n -= take;
        if (olen == TT.obs) {
          dd_write(obuf, olen);
          olen = 0;
        }
      }
    }
  }
  if (held >= 0) {
    obuf[olen++] = held;
    if (olen == TT.obs) dd_write(obuf, olen), olen = 0;
  }
  if (olen) dd_write(obuf, olen);

  if (((TT.conv & C_FSYNC) && fsync(TT.ofd) && errno != EINVAL)
      || ((TT.conv & C_FDATASYNC) && fdatasync(TT.ofd) && errno != EINVAL)) {
    perror_msg("fsync failed for '%s'", TT.oname);
    die();
  }
  if (TT.ofd != 1 && close(TT.ofd)) {
    perror_msg("closing output file '%s'", TT.oname);
    die();
  }
  show_stats();
}
